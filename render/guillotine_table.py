"""The Guillotine table image, drawn from a public view (`state.view(None)`) only.

Layout (1092 px wide; the height grows with the line and the number of
players): a header with the day, what is happening now, the decks and any
notice (the Judge at the front, Callous Guards, a day ending early); the line
of nobles as cards, six to a row, read like text from the guillotine at the
top left (the front, marked in gold) — each card shows its position, name,
points, colour family and short instruction; the players' panels (points now,
hand size, nobles by colour, the last noble collected, face-up action cards);
and the last few events in words.

The view's hand is never read: a table image is public.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.guillotine.cards import ACTIONS, COLOURS, NOBLES
from render.guillotine_hand import STAYS_BAND, card_font_lines, gradient_swatch, learn_palette
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
    font,
    minus,
    to_png,
)

WIDTH = 1092
MARGIN = 20
HEADER_H = 108
GUILLOTINE_W = 96
PER_ROW = 6
NOBLE_GAP = 10
NOBLE_W = (WIDTH - 2 * MARGIN - GUILLOTINE_W - 18 - (PER_ROW - 1) * NOBLE_GAP) // PER_ROW
NOBLE_H = 204
BAND_H = 54
PANEL_GAP = 12
PANEL_H = 150
EVENT_LINE = 27
EVENTS_SHOWN = 4

FAMILY: dict[str, Colour] = {
    "purple": (112, 58, 150),
    "blue": (38, 88, 176),
    "red": (176, 38, 42),
    "green": (34, 124, 62),
    "gray": (104, 104, 110),
}
FAMILY_WORD = {
    "purple": "ROYAL",
    "blue": "CHURCH",
    "red": "MILITARY",
    "green": "CIVIC",
    "gray": "COMMON",
}
CARD_TEXT: Colour = (34, 34, 38)
WOOD: Colour = (122, 78, 40)
STEEL: Colour = (200, 206, 214)
TAG_DARK: Colour = (30, 24, 0)
TOUGH: Colour = (150, 36, 40)  # Tough Crowd: a penalty lying in front of its victim
MORE_CHIP: Colour = (84, 92, 100)


def _layout(view: dict[str, Any]) -> tuple[int, int, int, int]:
    """Rows of nobles, rows of panels, and the tops of the panels and the events."""
    line_rows = max(1, -(-len(view["line"]) // PER_ROW))
    players = view["players"]
    panel_rows = 1 if players <= 3 else 2
    panels_top = HEADER_H + 14 + line_rows * (NOBLE_H + NOBLE_GAP) + 8
    events_top = panels_top + panel_rows * (PANEL_H + PANEL_GAP) + 4
    return line_rows, panel_rows, panels_top, events_top


@lru_cache(maxsize=128)
def noble_card(noble: str) -> Image.Image:
    """One noble's face (RGB, NOBLE_W × NOBLE_H, drawn on the felt). Cached."""
    spec = NOBLES[noble]
    colour = FAMILY[spec.colour]
    image = Image.new("RGB", (NOBLE_W, NOBLE_H), FELT)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, NOBLE_W - 1, NOBLE_H - 1), radius=12, fill=CARD_WHITE, outline=CARD_EDGE, width=2
    )
    draw.rounded_rectangle((2, 2, NOBLE_W - 3, BAND_H), radius=10, fill=colour)
    draw.rectangle((2, BAND_H - 10, NOBLE_W - 3, BAND_H), fill=colour)
    name_font, lines = card_font_lines(spec.name, (18, 16, 15), NOBLE_W - 16, 2, bold=True)
    step = name_font.size + 2
    first = BAND_H // 2 - (len(lines) - 1) * step / 2
    for i, line in enumerate(lines):
        draw.text(
            (NOBLE_W // 2, first + i * step), line, font=name_font, fill=CARD_WHITE, anchor="mm"
        )
    points = spec.points_label.replace("-", "−")
    draw.text((NOBLE_W // 2, BAND_H + 30), points, font=font(40, True), fill=colour, anchor="mm")
    if spec.short:
        text_font, text = card_font_lines(spec.short, (15, 14, 13), NOBLE_W - 16, 4)
        for i, line in enumerate(text):
            draw.text(
                (NOBLE_W // 2, BAND_H + 62 + i * (text_font.size + 3)),
                line,
                font=text_font,
                fill=CARD_TEXT,
                anchor="ma",
            )
    draw.text(
        (NOBLE_W - 10, NOBLE_H - 9),
        FAMILY_WORD[spec.colour],
        font=font(12, True),
        fill=colour,
        anchor="rs",
    )
    return image


@lru_cache(maxsize=1)
def _guillotine() -> Image.Image:
    """The guillotine beside the front of the line (RGB, drawn once)."""
    w, h = GUILLOTINE_W, NOBLE_H
    image = Image.new("RGB", (w, h), FELT)
    draw = ImageDraw.Draw(image)
    left, right, top, base = 16, w - 16, 14, h - 36
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
    draw.ellipse((w // 2 - 11, cy - 11, w // 2 + 11, cy + 11), fill=FELT_DARK)
    draw.text((w // 2, h - 12), "FRONT", font=font(15, True), fill=GOLD, anchor="ms")
    return image


def _header(draw: ImageDraw.ImageDraw, view: dict[str, Any], words: dict[str, Any]) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=HEADER)
    draw.text((MARGIN, 10), words.get("title", ""), font=font(30, True), fill=GOLD)
    decks = words.get("decks", "")
    draw.text((WIDTH - MARGIN, 16), decks, font=font(18), fill=MUTED, anchor="ra")
    info_font = font(21)
    status = fit(words.get("status", ""), info_font, WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 50), status, font=info_font, fill=TEXT)
    notices = words.get("notices", "")
    if notices:
        draw.text(
            (MARGIN, 78),
            fit(notices, font(18, True), WIDTH - 2 * MARGIN),
            font=font(18, True),
            fill=BAD,
        )


def _line(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], words: dict[str, Any]
) -> None:
    top = HEADER_H + 14
    image.paste(_guillotine(), (MARGIN, top))
    left = MARGIN + GUILLOTINE_W + 18
    line = view["line"]
    if not line:
        text = words.get("empty_line", "")
        draw.text(
            (left + 10, top + NOBLE_H // 2), text, font=font(24, True), fill=MUTED, anchor="lm"
        )
        return
    badge_font = font(16, True)
    for index, noble in enumerate(line):
        row, column = divmod(index, PER_ROW)
        x = left + column * (NOBLE_W + NOBLE_GAP)
        y = top + row * (NOBLE_H + NOBLE_GAP)
        image.paste(noble_card(noble), (x, y))
        if index == 0:
            draw.rounded_rectangle(
                (x - 4, y - 4, x + NOBLE_W + 3, y + NOBLE_H + 3), radius=14, outline=GOLD, width=4
            )
        # The position, which the action notation and the menus refer to.
        cx, cy = x + 18, y + NOBLE_H - 18
        draw.ellipse((cx - 14, cy - 14, cx + 14, cy + 14), fill=GOLD if index == 0 else PANEL)
        draw.text(
            (cx, cy),
            str(index + 1),
            font=badge_font,
            fill=TAG_DARK if index == 0 else TEXT,
            anchor="mm",
        )


def _panel_box(index: int, players: int, panels_top: int) -> tuple[int, int, int, int]:
    per_row = players if players <= 3 else 3
    row, column = divmod(index, per_row)
    in_row = min(per_row, players - row * per_row)
    width = (WIDTH - 2 * MARGIN - (per_row - 1) * PANEL_GAP) // per_row
    left = (WIDTH - (in_row * width + (in_row - 1) * PANEL_GAP)) // 2
    x = left + column * (width + PANEL_GAP)
    y = panels_top + row * (PANEL_H + PANEL_GAP)
    return x, y, width, PANEL_H


def _panel(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    names: list[str],
    seat: int,
    panels_top: int,
    words: dict[str, Any],
) -> None:
    x, y, w, h = _panel_box(seat, view["players"], panels_top)
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
    score_font = font(24, True)
    score_w = score_font.getlength(score_text)
    draw.text(
        (x + w - 14, y + 10),
        score_text,
        font=score_font,
        fill=GOOD if view["scores"][seat] > 0 else TEXT,
        anchor="ra",
    )
    name_font = font(22, True)
    draw.text(
        (x + 14, y + 11), fit(names[seat], name_font, w - 40 - score_w), font=name_font, fill=TEXT
    )
    pile = view["piles"][seat]
    said = (words.get("seats") or [{}] * view["players"])[seat]
    info = said.get("line", "")
    info_font = font(17)
    draw.text((x + 14, y + 42), fit(info, info_font, w - 28), font=info_font, fill=MUTED)
    # Nobles by colour: a dot in the family's colour and the count.
    counts = Counter(NOBLES[noble].colour for noble in pile)
    cx = x + 14
    count_font = font(18, True)
    for colour in COLOURS:
        if counts[colour]:
            draw.ellipse((cx, y + 70, cx + 18, y + 88), fill=FAMILY[colour], outline=TEXT)
            draw.text(
                (cx + 23, y + 79), str(counts[colour]), font=count_font, fill=TEXT, anchor="lm"
            )
            cx += 23 + count_font.getlength(str(counts[colour])) + 12
    if said.get("last"):
        last = said["last"]
        last_font = font(16)
        room = x + w - 14 - cx
        if room > 60:
            draw.text(
                (x + w - 14, y + 79),
                fit(last, last_font, room),
                font=last_font,
                fill=MUTED,
                anchor="rm",
            )
    _chips(draw, view["face_up"][seat], x + 12, y + 98, w - 24)
    if on_turn and said.get("tag"):
        tag = said["tag"]
        tag_font = font(15, True)
        tw = tag_font.getlength(tag)
        tx, ty = x + w - tw - 30, y - 12
        draw.rounded_rectangle((tx, ty, tx + tw + 16, ty + 22), radius=8, fill=GOLD)
        draw.text((tx + 8, ty + 11), tag, font=tag_font, fill=TAG_DARK, anchor="lm")


def _chips(draw: ImageDraw.ImageDraw, cards: list[str], x: int, y: int, width: int) -> None:
    """Face-up action cards as coloured chips, in at most two rows (smaller text, then "+N")."""
    for size in (15, 13):
        chip_font = font(size, True)
        placed = _place_chips([ACTIONS[card].name for card in cards], chip_font, width)
        if len(placed) == len(cards):
            break
    if len(placed) < len(cards):
        # Make room for a "+N" chip at the end of the second row.
        more = f"+{len(cards) - len(placed) + 1}"
        placed = placed[:-1]
        last_x, last_row, last_w = placed[-1] if placed else (0, 0, -6)
        placed.append((last_x + last_w + 6, last_row, chip_font.getlength(more) + 16))
        cards = [*cards[: len(placed) - 1], ""]
    for card, (cx, row, w) in zip(cards, placed, strict=False):
        label = ACTIONS[card].name if card else more
        colour = TOUGH if card == "tough-crowd" else (MORE_CHIP if not card else STAYS_BAND)
        top = y + row * 25
        draw.rounded_rectangle((x + cx, top, x + cx + w, top + 21), radius=8, fill=colour)
        draw.text(
            (x + cx + 8, top + 11),
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


def _events(draw: ImageDraw.ImageDraw, words: dict[str, Any], top: int) -> None:
    events = words.get("events", [])[-EVENTS_SHOWN:]
    height = EVENT_LINE * EVENTS_SHOWN + 16
    draw.rounded_rectangle((MARGIN, top, WIDTH - MARGIN, top + height), radius=12, fill=PANEL)
    event_font = font(18)
    for i, event in enumerate(events):
        colour = TEXT if i == len(events) - 1 else MUTED
        text = fit(event, event_font, WIDTH - 2 * MARGIN - 28)
        draw.text((MARGIN + 14, top + 10 + i * EVENT_LINE), text, font=event_font, fill=colour)


def draw_guillotine_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_guillotine_table` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    _, _, panels_top, events_top = _layout(view)
    height = events_top + EVENT_LINE * EVENTS_SHOWN + 16 + MARGIN
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    _header(draw, view, words)
    _line(image, draw, view, words)
    for seat in range(view["players"]):
        _panel(draw, view, names, seat, panels_top, words)
    _events(draw, words, events_top)
    return image


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table images' palette: every noble, the guillotine, and every text blend."""
    faces = [noble_card(noble) for noble in NOBLES]
    columns = 10
    sheet = Image.new("RGB", (columns * NOBLE_W, -(-len(faces) // columns) * NOBLE_H), FELT)
    for i, face in enumerate(faces):
        sheet.paste(face, ((i % columns) * NOBLE_W, (i // columns) * NOBLE_H))
    foregrounds = [TEXT, MUTED, GOLD, GOOD, BAD, TAG_DARK, FELT_DARK, *FAMILY.values()]
    backgrounds = [FELT, HEADER, PANEL, PANEL_TURN, GOLD, STAYS_BAND, TOUGH, MORE_CHIP]
    texts = gradient_swatch(foregrounds, backgrounds)
    return learn_palette([sheet, _guillotine(), texts])


def render_guillotine_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat; `words` the
    sentences the cog words (cogs/guillotine/text.py `table_words`: "title", "decks",
    "status", "notices", "empty_line", "scores" per seat, "seats" per seat (its "line",
    "last" noble, "tag"), "events"). Missing sentences stay blank, scores bare numbers."""
    image = draw_guillotine_table(view, names, words)
    return to_png(image.quantize(palette=table_palette(), dither=Image.Dither.NONE))
