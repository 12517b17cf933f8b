"""The Barbu table image, drawn from a public view (`state.view(None)`) only.

Layout (1000 × 780): a header with the contract and the deal number, then a
green felt with four seat panels (seat 0 bottom, 1 left, 2 top, 3 right, so
clockwise), each with the name, cards left, tricks and points this deal and
the running total; the declarer's "D" chip; a gold frame and tag on the seat
to act. The centre holds the current trick (each card in front of the seat
that played it), the last trick dimmed, the Domino layout, the doubles being
made, or the final standings. Taken cards that score (view["face_up"]) lie
small beside their taker's panel.

The hand in the view, if any, is never read: a table image is public.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.barbu.rulesets import RULE_SETS
from games.cards import SUIT_SYMBOLS
from render.barbu.doubles import double_items
from render.cards import Faces, card_image, card_size
from render.palette import to_felt_palette
from render.theme import (
    DECLARER,
    FELT,
    FELT_DARK,
    GOLD,
    GOOD,
    HEADER,
    MUTED,
    PANEL,
    PANEL_TURN,
    TEXT,
    at_most,
    fit,
    fitting,
    flow,
    font,
    minus,
    shorten,
    to_png,
    wrap,
)

# Drawn for a phone: Discord shows the image about 360 px wide, so every text is at least
# 22 px on this 800 px canvas (7 px cap height at 360 px; tests/render/test_legibility.py).
WIDTH = 800
HEADER_HEIGHT = 100
CENTRE = (WIDTH // 2, 344)
SIDE_PANEL = (202, 100)
END_PANEL = (320, 100)
FELT_BOTTOM = 636
TRICK_CARD = 112
TAKEN_CARD = 56
TAKEN_STEP = 30
LINE = 30  # the doubles band's line height
BAND_LINES = 3  # up to six doubles, two to a line
HEIGHTS = {True: FELT_BOTTOM + 16 + LINE * (BAND_LINES + 1) + 8, False: FELT_BOTTOM + 12}

# Top-left corner of each seat's panel: 0 bottom, 1 left, 2 top, 3 right.
PANELS: dict[int, tuple[int, int, int, int]] = {
    0: ((WIDTH - END_PANEL[0]) // 2, FELT_BOTTOM - END_PANEL[1] - 12, *END_PANEL),
    1: (12, CENTRE[1] - SIDE_PANEL[1] // 2 - 40, *SIDE_PANEL),
    2: ((WIDTH - END_PANEL[0]) // 2, HEADER_HEIGHT + 14, *END_PANEL),
    3: (WIDTH - 12 - SIDE_PANEL[0], CENTRE[1] - SIDE_PANEL[1] // 2 - 40, *SIDE_PANEL),
}


@lru_cache(maxsize=2)
def _background(with_band: bool) -> Image.Image:
    """The felt, header band and (Barbu) the doubles band: drawn once, copied per render."""
    height = HEIGHTS[with_band]
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_HEIGHT), fill=HEADER)
    # A darker rim suggests the table's edge without costing PNG bytes (flat colours).
    draw.rounded_rectangle(
        (6, HEADER_HEIGHT + 6, WIDTH - 7, FELT_BOTTOM + 4), radius=40, outline=FELT_DARK, width=6
    )
    if with_band:
        draw.rectangle((0, FELT_BOTTOM + 10, WIDTH, height), fill=HEADER)
    return image


def _trick_position(seat: int) -> tuple[int, int]:
    """Top-left of the card that `seat` plays to the trick: in front of its panel."""
    width, height = card_size(TRICK_CARD)
    cx, cy = CENTRE
    offsets = {
        0: (0, height // 2 + 6),
        1: (-width - 14, 0),
        2: (0, -height // 2 - 6),
        3: (width + 14, 0),
    }
    dx, dy = offsets[seat]
    return cx + dx - width // 2, cy + dy - height // 2


def _paste(image: Image.Image, card: Image.Image, xy: tuple[int, int]) -> None:
    image.paste(card, xy, card)


def _header(draw: ImageDraw.ImageDraw, view: dict[str, Any], words: dict[str, Any]) -> None:
    title = words.get("title", "")
    deal = words.get("deal", "")
    deal_font = font(26, bold=True)
    deal_width = deal_font.getlength(deal)
    draw.text((WIDTH - 18, 14), deal, font=deal_font, fill=TEXT, anchor="ra")
    room = WIDTH - 54 - deal_width
    info_font, lines = status_lines(words.get("status", ""))
    # A status on two lines (Marley's ace bonus with long names, in German) takes the room
    # of a smaller title, so that the header keeps its height and nothing is cut.
    two = len(lines) > 1
    title_font = fitting([title], 28 if two else 34, 26, room, bold=True)
    draw.text((18, 6 if two else 8), fit(title, title_font, room), font=title_font, fill=GOLD)
    top = 44 if two else 60
    for i, line in enumerate(lines):
        draw.text((18, top + i * 26), line, font=info_font, fill=TEXT)


def status_lines(status: str) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The header's status: one line, in the largest font from 24 px down to 22 that holds
    it, else wrapped on two lines at 22 px; only a status longer than two lines is cut."""
    room = WIDTH - 36
    info_font = fitting([status], 24, 22, room)
    if info_font.getlength(status) <= room:
        return info_font, [status]
    lines = wrap(status, info_font, room, most=2)
    return info_font, [fit(line, info_font, room) for line in lines]


def _panel(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    seat: int,
    words: dict[str, Any],
) -> None:
    x, y, w, h = PANELS[seat]
    phase = view["phase"]
    on_turn = view.get("turn") == seat and phase != "over"
    if on_turn:
        draw.rounded_rectangle(
            (x, y, x + w, y + h), radius=14, fill=PANEL_TURN, outline=GOLD, width=4
        )
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=PANEL)
    name_font = font(26, bold=True)
    is_declarer = view.get("declarer") == seat and phase != "over"
    draw.text((x + 12, y + 8), fit(names[seat], name_font, w - 24), font=name_font, fill=TEXT)
    if is_declarer:
        # The declarer (who is also the dealer) wears a chip ("D" in English), on the short
        # second line so that the name keeps the panel's width.
        cx, cy = x + w - 24, y + 56
        draw.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), fill=DECLARER)
        chip = words.get("chip", "")
        draw.text((cx, cy), chip, font=font(22, bold=True), fill=(10, 20, 40), anchor="mm")
    line_font = font(22)
    line_room = w - 20 - (36 if is_declarer else 0)
    draw.text(
        (x + 12, y + 42),
        fit(_seat_line(view, seat, words), line_font, line_room),
        font=line_font,
        fill=MUTED,
    )
    total_text = (words.get("totals") or [""] * 4)[seat]
    total_font = font(24, bold=True)
    draw.text((x + 12, y + 70), fit(total_text, total_font, w - 20), font=total_font, fill=TEXT)
    if on_turn:
        tag = words.get("tag", "")
        tag_font = font(22, bold=True)
        tw = tag_font.getlength(tag)
        tx, ty = x + w - tw - 24, y - 16
        draw.rounded_rectangle((tx, ty, tx + tw + 16, ty + 28), radius=8, fill=GOLD)
        draw.text((tx + 8, ty + 14), tag, font=tag_font, fill=(30, 24, 0), anchor="lm")


def _seat_line(view: dict[str, Any], seat: int, words: dict[str, Any]) -> str:
    """This deal so far, as the cog words it: tricks and points, cards left, place, money."""
    return (words.get("seats") or [""] * 4)[seat]


def _taken(image: Image.Image, view: dict[str, Any], seat: int, faces: Faces) -> None:
    """Face-up taken cards, small, beside the panel (end seats) or under it (side seats)."""
    cards = view.get("face_up", [[]] * 4)[seat]
    if not cards or view["phase"] not in ("play",):
        return
    x, y, w, h = PANELS[seat]
    card_w, _ = card_size(TAKEN_CARD)
    if seat in (0, 2):
        left, top, room = x + w + 12, y + (h - TAKEN_CARD) // 2, WIDTH - (x + w + 12) - 16
    else:
        left, top, room = x, y + h + 10, w
    step = TAKEN_STEP
    if len(cards) > 1 and (len(cards) - 1) * step + card_w > room:
        step = max(12, (room - card_w) // (len(cards) - 1))
    for i, card in enumerate(cards):
        _paste(image, card_image(card, TAKEN_CARD, faces=faces), (left + i * step, top))


def _trick(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, words: dict) -> None:
    trick = view.get("trick") or []
    if trick:
        for seat, card in trick:
            _paste(
                image,
                card_image(card, TRICK_CARD, faces=words.get("faces", ())),
                _trick_position(seat),
            )
        return
    tricks = view.get("tricks") or []
    if not tricks:
        return
    # Between tricks: show the one just completed, dimmed, and who took it.
    last = tricks[-1]
    for i, card in enumerate(last["cards"]):
        seat = (last["leader"] + i) % 4
        _paste(
            image, card_image(card, TRICK_CARD, True, words.get("faces", ())), _trick_position(seat)
        )
    # Room for "Last trick: " and 240 px of the taker's name.
    label = fit(words.get("last_trick", ""), font(22, bold=True), 372)
    if label:
        _label(draw, (CENTRE[0], CENTRE[1] + TRICK_CARD + 28), label)


def _label(draw: ImageDraw.ImageDraw, centre: tuple[int, int], text: str) -> None:
    """Light text on a dark pill: readable over the felt and over cards."""
    fnt = font(22, bold=True)
    width = fnt.getlength(text)
    cx, cy = centre
    draw.rounded_rectangle(
        (cx - width / 2 - 12, cy - 18, cx + width / 2 + 12, cy + 18), radius=14, fill=PANEL
    )
    draw.text((cx, cy), text, font=fnt, fill=TEXT, anchor="mm")


def _layout(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, words: dict) -> None:
    """Domino(es): one row per suit, each card in its rank's column, low to high."""
    rules = RULE_SETS[view["rules"]]
    options = view.get("options") or {}
    if rules.name == "marley" and "domino_order" not in options:
        options = {**options, "domino_order": "standard"}
    order = rules.domino_order(options)
    faces = words.get("faces", ())
    layout = view.get("layout") or {}
    height = 58
    card_w, _ = card_size(height)
    left_room = 36  # the suit symbol that names the row
    area_left = PANELS[1][0] + SIDE_PANEL[0] + 6
    area_right = PANELS[3][0] - 6
    step = (area_right - area_left - left_room - card_w) // (len(order) - 1)
    row_gap = height + 6
    top = PANELS[2][1] + END_PANEL[1] + 10
    suit_font = font(30)
    for row, suit in enumerate("SHCD"):
        y = top + row * row_gap
        symbol_colour = (255, 120, 120) if suit in "HD" else TEXT
        draw.text(
            (area_left + 14, y + height // 2),
            SUIT_SYMBOLS[suit],
            font=suit_font,
            fill=symbol_colour,
            anchor="mm",
        )
        cards = layout.get(suit) or []
        if not cards:
            draw.text(
                (area_left + left_room + 10, y + height // 2),
                words.get("not_opened", ""),
                font=font(22),
                fill=MUTED,
                anchor="lm",
            )
        for card in cards:
            column = order.index(card[0])
            _paste(
                image,
                card_image(card, height, faces=faces),
                (area_left + left_room + column * step, y),
            )
    # Who is out is on their panels ("out 1st"); before anyone plays, the opening rank.
    if words.get("opening"):
        _label(draw, (CENTRE[0], top + 4 * row_gap + 14), words["opening"])


def _lines(draw: ImageDraw.ImageDraw, lines: list[tuple[str, tuple[int, int, int]]]) -> None:
    """A centred block of text lines on a dark box in the middle of the felt."""
    room = WIDTH - 2 * SIDE_PANEL[0] - 80
    fnt = fitting([text for text, _ in lines], 26, 22, room, bold=True)
    lines = [(fit(text, fnt, room), colour) for text, colour in lines]
    widest = max(fnt.getlength(text) for text, _ in lines)
    line_height = 38
    box_h = line_height * len(lines) + 20
    cx, cy = CENTRE
    top = cy - box_h // 2
    draw.rounded_rectangle(
        (cx - widest / 2 - 22, top, cx + widest / 2 + 22, top + box_h), radius=16, fill=PANEL
    )
    for i, (text, colour) in enumerate(lines):
        draw.text(
            (cx, top + 10 + line_height * i + line_height // 2),
            text,
            font=fnt,
            fill=colour,
            anchor="mm",
        )


def _deciding(draw: ImageDraw.ImageDraw, words: dict) -> None:
    """The doubling round: who decides now (the doubles themselves are in the band below)."""
    head, *rest = words.get("centre") or [""]
    _lines(draw, [(head, GOLD), *((line, TEXT) for line in rest)])


def _doubles_band(draw: ImageDraw.ImageDraw, view: dict, names: list[str], words: dict) -> None:
    """The doubles standing this deal, under the felt, in the sheet's notation, with a legend."""
    doubles = view.get("doubles") or []
    fnt = font(22, bold=True)
    label = words.get("doubles_label", "") + " "
    items = double_items(doubles, [shorten(name, 12) for name in names])
    if not items:
        items = [words.get("no_doubles", "")]
    # The label is drawn in gold before the first line: flow the pairs after it.
    glued = label.replace(" ", "\u00a0") + "\u00a0" + items[0]
    lines = flow([glued, *items[1:]], fnt, WIDTH - 36)
    lines[0] = lines[0][len(label) + 1 :]
    lines = at_most(lines, BAND_LINES, fnt, WIDTH - 36)
    y = FELT_BOTTOM + 16
    draw.text((18, y), label, font=fnt, fill=GOLD)
    indent = fnt.getlength(label + "\u00a0")
    for i, line in enumerate(lines):
        draw.text((18 + (indent if i == 0 else 0), y + i * LINE), line, font=fnt, fill=TEXT)
    draw.text((18, y + BAND_LINES * LINE), words.get("legend", ""), font=font(22), fill=MUTED)


def _standings(draw: ImageDraw.ImageDraw, view: dict, names: list[str], words: dict) -> None:
    places = view.get("places") or [1, 1, 1, 1]
    scores = view["scores"]
    ordinals = words.get("places") or [""] * 4
    lines: list[tuple[str, tuple[int, int, int]]] = [(words.get("title", ""), GOLD)]
    for seat in sorted(range(4), key=lambda s: (places[s], s)):
        colour = GOOD if places[seat] == 1 else TEXT
        lines.append(
            (f"{ordinals[seat]}  {shorten(names[seat], 14)}  {minus(scores[seat])}", colour)
        )
    _lines(draw, lines)


def draw_barbu_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_barbu_table` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    with_band = RULE_SETS[view["rules"]].doubling
    image = _background(with_band).copy()
    draw = ImageDraw.Draw(image)
    _header(draw, view, words)
    for seat in range(4):
        _panel(image, draw, view, names, seat, words)
        _taken(image, view, seat, words.get("faces", ()))
    phase = view["phase"]
    if phase == "over":
        _standings(draw, view, names, words)
    elif phase == "double":
        _deciding(draw, words)
    elif phase == "play":
        if "layout" in view:
            _layout(image, draw, view, words)
        else:
            _trick(image, draw, view, words)
    elif phase == "contract" and words.get("centre"):
        first, *rest = words["centre"]
        _lines(draw, [(first, TEXT), *((line, MUTED) for line in rest)])
    if with_band:
        _doubles_band(draw, view, names, words)
    return image


def render_barbu_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat 0-3; `words`
    the sentences the cog words (cogs/barbu/text.py `table_words`: the header's "title",
    "deal" and "status"; the declarer's "chip"; per seat "seats" (this deal's line) and
    "totals"; the turn's "tag"; the centre's lines ("centre", "last_trick", "not_opened",
    "opening"); the standings' "places"; the doubles band's "doubles_label", "no_doubles",
    "legend"; the cards' "faces" (render/cards.py)). Missing words are left blank."""
    return to_png(to_felt_palette(draw_barbu_table(view, names, words)))
