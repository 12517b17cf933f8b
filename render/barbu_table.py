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

from PIL import Image, ImageDraw

from games.barbu.rulesets import RULE_SETS, contract_title
from games.cards import SUIT_SYMBOLS
from render.cards import card_image, card_size
from render.palette import to_felt_palette
from render.theme import (
    BAD,
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
    fit,
    font,
    minus,
    plural,
    shorten,
    signed,
    to_png,
)

WIDTH, HEIGHT = 1000, 780
HEADER_HEIGHT = 92
CENTRE = (WIDTH // 2, 436)
SIDE_PANEL = (240, 100)
END_PANEL = (340, 100)
TRICK_CARD = 120
TAKEN_CARD = 56
TAKEN_STEP = 32

# Top-left corner of each seat's panel: 0 bottom, 1 left, 2 top, 3 right.
PANELS: dict[int, tuple[int, int, int, int]] = {
    0: ((WIDTH - END_PANEL[0]) // 2, HEIGHT - END_PANEL[1] - 12, *END_PANEL),
    1: (14, CENTRE[1] - SIDE_PANEL[1] // 2 - 40, *SIDE_PANEL),
    2: ((WIDTH - END_PANEL[0]) // 2, HEADER_HEIGHT + 14, *END_PANEL),
    3: (WIDTH - 14 - SIDE_PANEL[0], CENTRE[1] - SIDE_PANEL[1] // 2 - 40, *SIDE_PANEL),
}

ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


def _ordinal(place: int) -> str:
    return ORDINALS.get(place, f"{place}th")


@lru_cache(maxsize=2)
def _background() -> Image.Image:
    """The felt, header band and empty seat panels: drawn once, copied per render."""
    image = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_HEIGHT), fill=HEADER)
    # A darker rim suggests the table's edge without costing PNG bytes (flat colours).
    draw.rounded_rectangle(
        (6, HEADER_HEIGHT + 6, WIDTH - 7, HEIGHT - 7), radius=40, outline=FELT_DARK, width=6
    )
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
    title = view.get("contract_title") or (
        contract_title(view["contract"]) if view.get("contract") else None
    )
    phase = view["phase"]
    if phase == "over":
        title = "Final standings"
    elif not title:
        title = "Choosing the contract" if view["rules"] == "barbu" else "Choosing the game"
    deal = f"Deal {view['deal']} of {view['deals']}"
    deal_font = font(24, bold=True)
    deal_width = deal_font.getlength(deal)
    draw.text((WIDTH - 20, 10), deal, font=deal_font, fill=TEXT, anchor="ra")
    draw.text((WIDTH - 20, 44), view.get("title", ""), font=font(18), fill=MUTED, anchor="ra")
    title_font = font(32, bold=True)
    draw.text((20, 8), fit(title, title_font, WIDTH - 60 - deal_width), font=title_font, fill=GOLD)
    info_font = font(20)
    draw.text(
        (20, 56), fit(words.get("status", ""), info_font, WIDTH - 260), font=info_font, fill=TEXT
    )


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
    name_font = font(24, bold=True)
    is_declarer = view.get("declarer") == seat and phase != "over"
    name_room = w - 28 - (34 if is_declarer else 0)
    draw.text((x + 14, y + 10), fit(names[seat], name_font, name_room), font=name_font, fill=TEXT)
    if is_declarer:
        # The declarer (who is also the dealer) wears a "D" chip.
        cx, cy = x + w - 24, y + 24
        draw.ellipse((cx - 14, cy - 14, cx + 14, cy + 14), fill=DECLARER)
        draw.text((cx, cy), "D", font=font(18, bold=True), fill=(10, 20, 40), anchor="mm")
    line_font = font(19)
    line = fit(_seat_line(view, seat, words), line_font, w - 24)
    draw.text((x + 14, y + 42), line, font=line_font, fill=MUTED)
    total = view["scores"][seat]
    total_text = f"Total {minus(total)}"
    if phase == "over" and view.get("places"):
        total_text = f"{_ordinal(view['places'][seat])} place · {minus(total)}"
    draw.text((x + 14, y + 68), total_text, font=font(21, bold=True), fill=TEXT)
    if on_turn:
        tag = {"contract": "CHOOSING", "double": "DOUBLING"}.get(phase, "TO PLAY")
        tag_font = font(16, bold=True)
        tw = tag_font.getlength(tag)
        tx, ty = x + w - tw - 26, y - 13
        draw.rounded_rectangle((tx, ty, tx + tw + 16, ty + 24), radius=8, fill=GOLD)
        draw.text((tx + 8, ty + 12), tag, font=tag_font, fill=(30, 24, 0), anchor="lm")


def _seat_line(view: dict[str, Any], seat: int, words: dict[str, Any]) -> str:
    """Cards left, and this deal's tricks and points (or finishing place in Domino)."""
    phase = view["phase"]
    cards = view["hand_sizes"][seat]
    parts = [plural(cards, "card")]
    if phase == "play":
        if "layout" in view:
            out = view.get("out", [])
            if seat in out:
                parts = [f"out {_ordinal(out.index(seat) + 1)}"]
        else:
            tricks = view["tricks_won"][seat]
            parts.append(plural(tricks, "trick"))
        points = view["deal_points"][seat]
        if points:
            parts.append(signed(points))
    elif phase == "over":
        parts = ["final"]
        if words.get("money"):
            parts.append(words["money"][seat])
    return " · ".join(parts)


def _taken(image: Image.Image, view: dict[str, Any], seat: int) -> None:
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
        _paste(image, card_image(card, TAKEN_CARD), (left + i * step, top))


def _trick(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    trick = view.get("trick") or []
    if trick:
        for seat, card in trick:
            _paste(image, card_image(card, TRICK_CARD), _trick_position(seat))
        return
    tricks = view.get("tricks") or []
    if not tricks:
        return
    # Between tricks: show the one just completed, dimmed, and who took it.
    last = tricks[-1]
    for i, card in enumerate(last["cards"]):
        seat = (last["leader"] + i) % 4
        _paste(image, card_image(card, TRICK_CARD, dim=True), _trick_position(seat))
    winner = names[last["winner"]]
    label = f"Last trick won by {fit(winner, font(20, bold=True), 300)}"
    _label(draw, (CENTRE[0], CENTRE[1] + TRICK_CARD + 30), label)


def _label(draw: ImageDraw.ImageDraw, centre: tuple[int, int], text: str) -> None:
    """Light text on a dark pill: readable over the felt and over cards."""
    fnt = font(20, bold=True)
    width = fnt.getlength(text)
    cx, cy = centre
    draw.rounded_rectangle(
        (cx - width / 2 - 12, cy - 16, cx + width / 2 + 12, cy + 16), radius=14, fill=PANEL
    )
    draw.text((cx, cy), text, font=fnt, fill=TEXT, anchor="mm")


def _layout(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    """Domino(es): one row per suit, each card in its rank's column, low to high."""
    rules = RULE_SETS[view["rules"]]
    options = view.get("options") or {}
    if rules.name == "marley" and "domino_order" not in options:
        options = {**options, "domino_order": "standard"}
    order = rules.domino_order(options)
    layout = view.get("layout") or {}
    many = len(order) > 8
    height = 70 if many else 84
    card_w, _ = card_size(height)
    left_room = 40  # the suit symbol that names the row
    area_left, area_right = 268, WIDTH - 268
    step = (area_right - area_left - left_room - card_w) // (len(order) - 1)
    row_gap = height + 10
    top = CENTRE[1] - 2 * row_gap - 20
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
                "not opened",
                font=font(18),
                fill=MUTED,
                anchor="lm",
            )
        for card in cards:
            column = order.index(card[0])
            _paste(image, card_image(card, height), (area_left + left_room + column * step, y))
    out = view.get("out") or []
    y = top + 4 * row_gap + 14
    if out:
        text = "Out: " + ", ".join(
            f"{_ordinal(i + 1)} {fit(names[s], font(20, bold=True), 200)}"
            for i, s in enumerate(out)
        )
        _label(draw, (CENTRE[0], y), text)
    elif view.get("domino_rank") and view["rules"] == "barbu":
        _label(draw, (CENTRE[0], y), f"Open with a {view['domino_rank'].replace('T', '10')}")


def _lines(draw: ImageDraw.ImageDraw, lines: list[tuple[str, tuple[int, int, int]]]) -> None:
    """A centred block of text lines on a dark box in the middle of the felt."""
    fnt = font(22, bold=True)
    widest = max(fnt.getlength(text) for text, _ in lines)
    line_height = 34
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


def _doubles(draw: ImageDraw.ImageDraw, view: dict, words: dict[str, Any]) -> None:
    doubles = view.get("doubles") or []
    said = words.get("doubles") or [""] * len(doubles)
    lines: list[tuple[str, tuple[int, int, int]]] = [("Doubles", GOLD)]
    for (_, _, level), text in zip(doubles, said, strict=True):
        lines.append((text, BAD if level > 1 else TEXT))
    if not doubles:
        lines.append(("none yet", MUTED))
    _lines(draw, lines)


def _doubles_box(draw: ImageDraw.ImageDraw, view: dict, words: dict[str, Any]) -> None:
    """During play, the doubles standing this deal, small, in the felt's top-left corner."""
    doubles = view.get("doubles")
    if doubles is None:
        return
    fnt = font(18, bold=True)
    x, y = 24, HEADER_HEIGHT + 16
    line = 25
    height = 36 + line * max(1, len(doubles))
    draw.rounded_rectangle((x, y, x + 282, y + height), radius=12, fill=PANEL)
    draw.text((x + 12, y + 8), "Doubles", font=fnt, fill=GOLD)
    if not doubles:
        draw.text((x + 12, y + 8 + line), "none", font=font(18), fill=MUTED)
    said = words.get("doubles") or [""] * len(doubles)
    for i, ((_, _, level), text) in enumerate(zip(doubles, said, strict=True)):
        draw.text(
            (x + 12, y + 8 + line * (i + 1)),
            fit(text, fnt, 260),
            font=fnt,
            fill=BAD if level > 1 else TEXT,
        )


def _standings(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    places = view.get("places") or [1, 1, 1, 1]
    scores = view["scores"]
    lines: list[tuple[str, tuple[int, int, int]]] = [("Final standings", GOLD)]
    for seat in sorted(range(4), key=lambda s: (places[s], s)):
        colour = GOOD if places[seat] == 1 else TEXT
        lines.append(
            (f"{_ordinal(places[seat])}  {shorten(names[seat], 18)}  {minus(scores[seat])}", colour)
        )
    _lines(draw, lines)


def draw_barbu_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_barbu_table` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    image = _background().copy()
    draw = ImageDraw.Draw(image)
    _header(draw, view, words)
    for seat in range(4):
        _panel(image, draw, view, names, seat, words)
        _taken(image, view, seat)
    phase = view["phase"]
    if phase == "over":
        _standings(draw, view, names)
    elif phase == "double":
        _doubles(draw, view, words)
    elif phase == "play":
        if "layout" in view:
            _layout(image, draw, view, names)
        else:
            _trick(image, draw, view, names)
        _doubles_box(draw, view, words)
    elif phase == "contract" and view.get("declarer") is not None:
        what = "contract" if view["rules"] == "barbu" else "game"
        _lines(
            draw,
            [
                (f"{shorten(names[view['declarer']], 18)} is choosing", TEXT),
                (f"the {what}…", MUTED),
            ],
        )
    return image


def render_barbu_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat 0-3; `words`
    the sentences the cog words (cogs/barbu/text.py `table_words`: "status", "doubles" one
    per view["doubles"] pair, "money" per seat for Marley). Missing words are left blank."""
    return to_png(to_felt_palette(draw_barbu_table(view, names, words)))
