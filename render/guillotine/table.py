"""The Guillotine table image, drawn from a public view (`state.view(None)`) only.

Layout (800 px wide; the height grows with the line and the number of players),
drawn for a phone: Discord shows it about 360 px wide, so no text is under 22 px
(tests/render/test_legibility.py; docs/decisions/phone-legible-images.md). A
header with the day, the decks, what is happening now and any notice (the Judge
at the front, Callous Guards, a day ending early); the line of nobles as cards,
four to a row, read like text from the guillotine at the top left (the front,
marked in gold) — each card shows its position, name, points, colour family and
short instruction; the players' panels, two to a row (points now, hand size,
nobles by colour, the last noble collected, face-up action cards); and the last
few events in words.

The view's hand is never read: a table image is public.

Longer than most modules (about 490 lines): it is one image, whose parts (header, line,
panels, events) are placed by one layout and its constants; cut apart, each part would
import the others' measures.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.guillotine.cards import COLOURS, NOBLES
from render.guillotine.hand import STAYS_BAND, card_font_lines, gradient_swatch, learn_palette
from render.theme import (
    BAD,
    CARD_EDGE,
    CARD_WHITE,
    FELT,
    FELT_DARK,
    GOLD,
    GOOD,
    HEADER,
    MUTED,
    PANEL,
    PANEL_TURN,
    TEXT,
    Colour,
    fit,
    flow,
    font,
    minus,
    to_png,
    wrap,
)

WIDTH = 800
MARGIN = 16
HEADER_H = 120  # the least: a header with notices grows by a line for each
NOTICE_LINE = 28
STATUS_LINE = 30
GUILLOTINE_W = 84  # drawn this size, shown shrunk in the header (its column cost the nobles)
PER_ROW = 4
NOBLE_GAP = 10
NOBLE_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * NOBLE_GAP) // PER_ROW
NOBLE_H = 258
BAND_H = 66
PANEL_GAP = 12
PANEL_H = 180
LAST_ROW = 30  # a row for the "last" noble when it does not fit beside the dots
PANELS_PER_ROW = 2
EVENT_LINE = 30
EVENTS_SHOWN = 3  # each on up to two lines
SMALLEST = 22  # px: every text, 7 px cap height at 360 px wide

FAMILY: dict[str, Colour] = {
    "purple": (112, 58, 150),
    "blue": (38, 88, 176),
    "red": (176, 38, 42),
    "green": (34, 124, 62),
    "gray": (104, 104, 110),
}
CARD_TEXT: Colour = (34, 34, 38)
WOOD: Colour = (122, 78, 40)
STEEL: Colour = (200, 206, 214)
TAG_DARK: Colour = (30, 24, 0)
TOUGH: Colour = (150, 36, 40)  # Tough Crowd: a penalty lying in front of its victim
MORE_CHIP: Colour = (84, 92, 100)


def _layout(view: dict[str, Any], header_h: int, panel_h: int) -> tuple[int, int, int, int]:
    """Rows of nobles, rows of panels, and the tops of the panels and the events."""
    line_rows = max(1, -(-len(view["line"]) // PER_ROW))
    players = view["players"]
    panel_rows = -(-players // PANELS_PER_ROW)
    panels_top = header_h + 36 + line_rows * (NOBLE_H + NOBLE_GAP) + 8
    events_top = panels_top + panel_rows * (panel_h + PANEL_GAP) + 4
    return line_rows, panel_rows, panels_top, events_top


@lru_cache(maxsize=1024)  # every face in each of the four languages
def noble_card(noble: str, name: str = "", short: str = "", family: str = "") -> Image.Image:
    """One noble's face (RGB, NOBLE_W × NOBLE_H, drawn on the felt) with the words the cog
    gives: its `name`, its `short` instruction, its `family` tag. Cached per language."""
    spec = NOBLES[noble]
    colour = FAMILY[spec.colour]
    image = Image.new("RGB", (NOBLE_W, NOBLE_H), FELT)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, NOBLE_W - 1, NOBLE_H - 1), radius=12, fill=CARD_WHITE, outline=CARD_EDGE, width=2
    )
    draw.rounded_rectangle((2, 2, NOBLE_W - 3, BAND_H), radius=10, fill=colour)
    draw.rectangle((2, BAND_H - 10, NOBLE_W - 3, BAND_H), fill=colour)
    name_font, lines = card_font_lines(name, (24, SMALLEST), NOBLE_W - 12, 2, bold=True)
    step = name_font.size + 3
    first = BAND_H // 2 - (len(lines) - 1) * step / 2
    for i, line in enumerate(lines):
        draw.text(
            (NOBLE_W // 2, first + i * step), line, font=name_font, fill=CARD_WHITE, anchor="mm"
        )
    points = spec.points_label.replace("-", "−")
    draw.text((NOBLE_W // 2, BAND_H + 28), points, font=font(40, True), fill=colour, anchor="mm")
    if short:
        text_font, text = card_font_lines(short, (SMALLEST,), NOBLE_W - 14, 4)
        for i, line in enumerate(text):
            draw.text(
                (NOBLE_W // 2, BAND_H + 54 + i * (text_font.size + 3)),
                line,
                font=text_font,
                fill=CARD_TEXT,
                anchor="ma",
            )
    draw.text(
        (NOBLE_W - 8, NOBLE_H - 9),
        family,
        font=font(SMALLEST, True),
        fill=colour,
        anchor="rs",
    )
    return image


@lru_cache(maxsize=1)
def _guillotine() -> Image.Image:
    """The guillotine (RGB, drawn once), for the header's corner."""
    w, h = GUILLOTINE_W, NOBLE_H
    image = Image.new("RGB", (w, h), HEADER)
    draw = ImageDraw.Draw(image)
    left, right, top, base = 14, w - 14, 14, h - 40
    draw.rectangle((left, top, left + 10, base), fill=WOOD)
    draw.rectangle((right - 10, top, right, base), fill=WOOD)
    draw.rectangle((left - 6, top - 6, right + 6, top + 6), fill=WOOD)
    draw.rectangle((left - 10, base, right + 10, base + 8), fill=WOOD)
    # The blade: a steel block with a slanted cutting edge, high up between the posts.
    draw.polygon(
        [
            (left + 12, top + 14),
            (right - 12, top + 14),
            (right - 12, top + 44),
            (left + 12, top + 60),
        ],
        fill=STEEL,
    )
    draw.rectangle((left + 12, top + 8, right - 12, top + 14), fill=(90, 94, 100))
    # The lunette where the head goes.
    cy = base - 40
    draw.rectangle((left + 10, cy - 10, right - 10, cy + 10), fill=WOOD)
    draw.ellipse((w // 2 - 11, cy - 11, w // 2 + 11, cy + 11), fill=HEADER)
    return image.crop((0, 0, w, h - 28))


@lru_cache(maxsize=1)
def _guillotine_icon() -> Image.Image:
    picture = _guillotine()
    height = HEADER_H - 20
    return picture.resize((round(picture.width * height / picture.height), height))


def _notice_lines(words: dict[str, Any]) -> list[str]:
    """The notices, on as many lines as they need: they change what a player may do."""
    room = WIDTH - MARGIN - _text_left()
    notice_font = font(SMALLEST, True)
    notices = words.get("notices") or []
    # A notice longer than a line (a long name in French) wraps; none is cut.
    return [
        part for line in flow(notices, notice_font, room) for part in wrap(line, notice_font, room)
    ]


def _text_left() -> int:
    return MARGIN + _guillotine_icon().width + 14


def _header(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    words: dict[str, Any],
    notices: list[str],
) -> None:
    draw.rectangle((0, 0, WIDTH, _header_height(words, notices)), fill=HEADER)
    image.paste(_guillotine_icon(), (MARGIN, 10))
    text_left = _text_left()
    draw.text((text_left, 8), words.get("title", ""), font=font(32, True), fill=GOLD)
    decks = words.get("decks", "")
    draw.text((WIDTH - MARGIN, 16), decks, font=font(SMALLEST), fill=MUTED, anchor="ra")
    info_font = font(24)
    status = _status_lines(words)
    for i, line in enumerate(status):
        draw.text((text_left, 52 + i * STATUS_LINE), line, font=info_font, fill=TEXT)
    notice_font = font(SMALLEST, True)
    top = 52 + len(status) * STATUS_LINE + 4
    for i, line in enumerate(notices):
        draw.text((text_left, top + i * NOTICE_LINE), line, font=notice_font, fill=BAD)


def _status_lines(words: dict[str, Any]) -> list[str]:
    """The status, on two lines when it needs them (a decision names its card: long in
    French and German)."""
    info_font = font(24)
    room = WIDTH - MARGIN - _text_left()
    return wrap(words.get("status", ""), info_font, room, most=2) or [""]


def _header_height(words: dict[str, Any], notices: list[str]) -> int:
    status = len(_status_lines(words))
    return max(HEADER_H, 52 + status * STATUS_LINE + 4 + NOTICE_LINE * len(notices) + 8)


def _line(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    words: dict[str, Any],
    top: int,
) -> None:
    left = MARGIN
    line = view["line"]
    if not line:
        text = words.get("empty_line", "")
        draw.text(
            (left + 10, top + NOBLE_H // 2), text, font=font(24, True), fill=MUTED, anchor="lm"
        )
        return
    badge_font = font(SMALLEST, True)
    faces = words.get("nobles") or {}
    for index, noble in enumerate(line):
        row, column = divmod(index, PER_ROW)
        x = left + column * (NOBLE_W + NOBLE_GAP)
        y = top + row * (NOBLE_H + NOBLE_GAP)
        image.paste(noble_card(noble, *faces.get(noble, ("", "", ""))), (x, y))
        if index == 0:
            draw.rounded_rectangle(
                (x - 4, y - 4, x + NOBLE_W + 3, y + NOBLE_H + 3), radius=14, outline=GOLD, width=4
            )
            _front_tag(draw, x + NOBLE_W - 12, y - 31, words.get("front", ""))
        # The position, which the action notation and the menus refer to.
        cx, cy = x + 19, y + NOBLE_H - 19
        draw.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), fill=GOLD if index == 0 else PANEL)
        draw.text(
            (cx, cy),
            str(index + 1),
            font=badge_font,
            fill=TAG_DARK if index == 0 else TEXT,
            anchor="mm",
        )


def _front_tag(draw: ImageDraw.ImageDraw, right: int, top: int, text: str) -> None:
    """ "FRONT" (the cog's word) on a gold tag over the first noble: the next one to lose
    his head."""
    tag_font = font(SMALLEST, True)
    width = tag_font.getlength(text)
    draw.rounded_rectangle((right - width - 16, top, right, top + 28), radius=8, fill=GOLD)
    draw.text((right - width - 8, top + 14), text, font=tag_font, fill=TAG_DARK, anchor="lm")


def _panel_box(
    index: int, players: int, panels_top: int, panel_h: int = PANEL_H
) -> tuple[int, int, int, int]:
    per_row = min(players, PANELS_PER_ROW)
    row, column = divmod(index, per_row)
    in_row = min(per_row, players - row * per_row)
    width = (WIDTH - 2 * MARGIN - (per_row - 1) * PANEL_GAP) // per_row
    left = (WIDTH - (in_row * width + (in_row - 1) * PANEL_GAP)) // 2
    x = left + column * (width + PANEL_GAP)
    y = panels_top + row * (panel_h + PANEL_GAP)
    return x, y, width, panel_h


def _dots_end(view: dict[str, Any], seat: int, x: int) -> float:
    """Where the colour dots of a seat's pile end (the "last" noble goes after them)."""
    counts = Counter(NOBLES[noble].colour for noble in view["piles"][seat])
    count_font = font(SMALLEST, True)
    return x + 14 + sum(27 + count_font.getlength(str(n)) + 12 for n in counts.values())


def _panel_height(view: dict[str, Any], words: dict[str, Any]) -> int:
    """PANEL_H, or a row taller when a seat's "last" noble does not fit beside its dots."""
    said = words.get("seats") or []
    for seat, seat_words in enumerate(said):
        x, _, w, _ = _panel_box(seat, view["players"], 0)
        last = seat_words.get("last", "")
        if last and font(SMALLEST).getlength(last) > x + w - 14 - _dots_end(view, seat, x):
            return PANEL_H + LAST_ROW
    return PANEL_H


def _panel(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    seat: int,
    panels_top: int,
    words: dict[str, Any],
    panel_h: int,
) -> None:
    x, y, w, h = _panel_box(seat, view["players"], panels_top, panel_h)
    phase = view["phase"]
    pending = view.get("pending")
    acting = (pending["seat"] if pending else view["turn"]) if phase != "over" else None
    on_turn = acting == seat
    if on_turn:
        draw.rounded_rectangle(
            (x, y, x + w, y + h), radius=14, fill=PANEL_TURN, outline=GOLD, width=4
        )
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=PANEL)
    score_text = (words.get("scores") or [minus(score) for score in view["scores"]])[seat]
    score_font = font(26, True)
    score_w = score_font.getlength(score_text)
    draw.text(
        (x + w - 14, y + 10),
        score_text,
        font=score_font,
        fill=GOOD if view["scores"][seat] > 0 else TEXT,
        anchor="ra",
    )
    name_font = font(26, True)
    draw.text(
        (x + 14, y + 10), fit(names[seat], name_font, w - 40 - score_w), font=name_font, fill=TEXT
    )
    pile = view["piles"][seat]
    said = (words.get("seats") or [{}] * view["players"])[seat]
    info = said.get("line", "")
    info_font = font(SMALLEST)
    draw.text((x + 14, y + 46), fit(info, info_font, w - 28), font=info_font, fill=MUTED)
    # Nobles by colour: a dot in the family's colour and the count.
    counts = Counter(NOBLES[noble].colour for noble in pile)
    cx: float = x + 14
    count_font = font(SMALLEST, True)
    for colour in COLOURS:
        if counts[colour]:
            draw.ellipse((cx, y + 78, cx + 22, y + 100), fill=FAMILY[colour], outline=TEXT)
            draw.text(
                (cx + 27, y + 89), str(counts[colour]), font=count_font, fill=TEXT, anchor="lm"
            )
            cx += 27 + count_font.getlength(str(counts[colour])) + 12
    if said.get("last"):
        # Beside the dots when it fits there, else on a row of its own above the chips
        # (French and German say it longer); `_panel_height` made that row.
        last = said["last"]
        last_font = font(SMALLEST)
        if last_font.getlength(last) <= x + w - 14 - cx:
            draw.text((x + w - 14, y + 89), last, font=last_font, fill=MUTED, anchor="rm")
        else:
            draw.text((x + 14, y + 110), fit(last, last_font, w - 28), font=last_font, fill=MUTED)
    chips_top = y + h - PANEL_H + 112
    _chips(draw, view["face_up"][seat], words.get("actions") or {}, x + 12, chips_top, w - 24)
    tag = said.get("tag") if on_turn else said.get("place")
    if tag:
        tag_font = font(SMALLEST, True)
        tw = tag_font.getlength(tag)
        tx, ty = x + w - tw - 30, y - 14
        draw.rounded_rectangle((tx, ty, tx + tw + 16, ty + 26), radius=8, fill=GOLD)
        draw.text((tx + 8, ty + 13), tag, font=tag_font, fill=TAG_DARK, anchor="lm")


def _chips(
    draw: ImageDraw.ImageDraw,
    cards: list[str],
    names: dict[str, str],
    x: int,
    y: int,
    width: int,
) -> None:
    """Face-up action cards as coloured chips, in at most two rows (then "+N"); `names`
    are the cards' names in the table's language."""
    chip_font = font(SMALLEST, True)
    placed = _place_chips([names.get(card, "") for card in cards], chip_font, width)
    if len(placed) < len(cards):
        # A "+N" chip after the last chip that leaves it room on its row.
        while True:
            more = f"+{len(cards) - len(placed)}"
            more_w = chip_font.getlength(more) + 16
            last_x, last_row, last_w = placed[-1] if placed else (0, 0, -6)
            if not placed or last_x + last_w + 6 + more_w <= width:
                break
            placed = placed[:-1]
        placed.append((last_x + last_w + 6, last_row, more_w))
        cards = [*cards[: len(placed) - 1], ""]
    for card, (cx, row, w) in zip(cards, placed, strict=False):
        label = names.get(card, "") if card else more
        colour = TOUGH if card == "tough-crowd" else (MORE_CHIP if not card else STAYS_BAND)
        top = y + row * 32
        draw.rounded_rectangle((x + cx, top, x + cx + w, top + 28), radius=8, fill=colour)
        draw.text(
            (x + cx + 8, top + 14),
            fit(label, chip_font, w - 16),
            font=chip_font,
            fill=TEXT,
            anchor="lm",
        )


def _place_chips(
    labels: list[str], chip_font: ImageFont.FreeTypeFont, width: int
) -> list[tuple[float, int, float]]:
    """(left, row, width) of each chip that fits in two rows of `width` pixels."""
    placed: list[tuple[float, int, float]] = []
    cx, row = 0.0, 0
    for label in labels:
        w = min(chip_font.getlength(label) + 16, width)
        if cx + w > width and cx > 0:
            cx, row = 0.0, row + 1
            if row > 1:
                break
        placed.append((cx, row, w))
        cx += w + 6
    return placed


def _event_lines(words: dict[str, Any]) -> list[tuple[str, Colour]]:
    """The last few events, newest last and brightest, each wrapped on up to two lines."""
    events = (words.get("events") or [])[-EVENTS_SHOWN:]
    event_font = font(SMALLEST)
    room = WIDTH - 2 * MARGIN - 28
    lines: list[tuple[str, Colour]] = []
    for i, event in enumerate(events):
        colour = TEXT if i == len(events) - 1 else MUTED
        lines.extend((line, colour) for line in wrap(event, event_font, room, most=2))
    return lines


def _events(draw: ImageDraw.ImageDraw, lines: list[tuple[str, Colour]], top: int) -> None:
    height = EVENT_LINE * max(1, len(lines)) + 16
    draw.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + height), radius=12, fill=PANEL)
    for i, (text, colour) in enumerate(lines):
        draw.text((MARGIN + 14, top + 8 + i * EVENT_LINE), text, font=font(SMALLEST), fill=colour)


def draw_guillotine_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_guillotine_table` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    notices = _notice_lines(words)
    header_h = _header_height(words, notices)
    panel_h = _panel_height(view, words)
    _, _, panels_top, events_top = _layout(view, header_h, panel_h)
    events = _event_lines(words)
    height = events_top + EVENT_LINE * max(1, len(events)) + 16 + MARGIN
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    _header(image, draw, words, notices)
    _line(image, draw, view, words, header_h + 36)
    for seat in range(view["players"]):
        _panel(draw, view, names, seat, panels_top, words, panel_h)
    _events(draw, events, events_top)
    return image


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table images' palette: every noble, the guillotine, and every text blend."""
    # Placeholder words (the slugs) give the faces' text blends; no player reads them.
    faces = [noble_card(noble, noble, noble, noble[:8].upper()) for noble in NOBLES]
    columns = 10
    sheet = Image.new("RGB", (columns * NOBLE_W, -(-len(faces) // columns) * NOBLE_H), FELT)
    for i, face in enumerate(faces):
        sheet.paste(face, ((i % columns) * NOBLE_W, (i // columns) * NOBLE_H))
    foregrounds = [TEXT, MUTED, GOLD, GOOD, BAD, TAG_DARK, FELT_DARK, *FAMILY.values()]
    backgrounds = [FELT, HEADER, PANEL, PANEL_TURN, GOLD, STAYS_BAND, TOUGH, MORE_CHIP]
    texts = gradient_swatch(foregrounds, backgrounds)
    return learn_palette([sheet, _guillotine_icon(), texts])


def render_guillotine_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat; `words` the
    sentences the cog words (cogs/guillotine/image_words.py `table_words`: "title", "decks",
    "status", "notices", "empty_line", "scores" per seat, "seats" per seat (its "line",
    "last" noble, "tag"), "events", "nobles" (each noble's face: name, short text, family
    tag) and "actions" (the face-up cards' names)). Missing words stay blank, scores bare
    numbers."""
    image = draw_guillotine_table(view, names, words)
    return to_png(image.quantize(palette=table_palette(), dither=Image.Dither.NONE))
