"""The Guillotine table image, drawn from a public view (`state.view(None)`) only.

The table message's words (the day, whose turn, what just happened, the notices, the
points and counts in full, the decks) are Discord Text Displays around this picture
(cogs/guillotine/adapter.py `table_text`); the picture shows what needs one. Layout (800 px
wide; the height grows with the line and the number of players), drawn for a phone:
Discord shows it about 360 px wide, so no text is under 22 px, and the players' names and
points are 26 px (tests/render/test_legibility.py; docs/decisions/phone-legible-images.md).
The line of nobles as cards, four to a row, read like text from the top left (the front,
marked in gold) — each card shows its position, name, points, colour family and short
instruction (all the line's cards grow taller, never cut, where a language's name or
instruction needs more lines than the four languages' do); then the players' panels, two
to a row, or one when a name needs the width: the name, whole (on two lines if need be,
never cut), the points, the nobles collected by colour, the face-up action cards, and a
tag on the seat that acts (its place at the end).

The view's hand is never read: a table image is public.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.guillotine.cards import COLOURS, NOBLES
from render.guillotine.hand import STAYS_BAND, card_font_lines, gradient_swatch, learn_palette
from render.theme import (
    CARD_EDGE,
    CARD_WHITE,
    FELT,
    FELT_DARK,
    GOLD,
    GOOD,
    MUTED,
    PANEL,
    PANEL_TURN,
    TEXT,
    Colour,
    break_lines,
    font,
    minus,
    to_png,
    wrap,
)

WIDTH = 800
MARGIN = 16
LINE_TOP = 40  # room above the line for the gold FRONT tag
PER_ROW = 4
NOBLE_GAP = 10
NOBLE_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * NOBLE_GAP) // PER_ROW
NOBLE_H = 258
BAND_H = 66
BADGE_ROOM = 48  # the position's badge at a face's bottom left, and a gap after it
FAMILY_ROW = 30  # a family tag too wide to stand beside the badge goes on a row above it
EMPTY_LINE_H = 72  # an empty line: its sentence
PANEL_GAP = 22  # room for a panel's tag, which stands on its top edge
PANEL_PAD = 14
PANELS_PER_ROW = 2
NAME_SIZE = 26  # names and points: 8.5 px of cap height at 360 px wide (PRIMARY)
NAME_LINE = 32
NAME_LINES = 2  # a name takes two lines at most before the panels take a row each
DOT = 22
DOT_ROW = 34
CHIP_ROW = 32
CHIP_ROWS = 3  # then "+N"
SMALLEST = 22  # px: every text, 7 px cap height at 360 px wide

FAMILY: dict[str, Colour] = {
    "purple": (112, 58, 150),
    "blue": (38, 88, 176),
    "red": (176, 38, 42),
    "green": (34, 124, 62),
    "gray": (104, 104, 110),
}
CARD_TEXT: Colour = (34, 34, 38)
TAG_DARK: Colour = (30, 24, 0)
TOUGH: Colour = (150, 36, 40)  # Tough Crowd: a penalty lying in front of its victim
MORE_CHIP: Colour = (84, 92, 100)


def _line_height(view: dict[str, Any], words: dict[str, Any]) -> int:
    """The line's rows of nobles; an empty line, the line of its sentence."""
    if not view["line"]:
        return EMPTY_LINE_H
    return -(-len(view["line"]) // PER_ROW) * (noble_height(view, words) + NOBLE_GAP)


@dataclass(frozen=True)
class _Face:
    """A noble face's words in lines: its name in the band, its short instruction."""

    name_font: ImageFont.FreeTypeFont
    name: list[str]
    text_font: ImageFont.FreeTypeFont
    text: list[str]
    family_row: bool  # the family tag is too wide to stand beside the position's badge

    @property
    def band(self) -> int:
        """The band's height: BAND_H, or taller for a name of more than two lines."""
        return max(BAND_H, len(self.name) * (round(self.name_font.size) + 3) + 12)

    @property
    def height(self) -> int:
        """The face's height: NOBLE_H, or taller for a name or instruction that needs it
        (the points, the instruction, then the position and the family at the bottom)."""
        lines = len(self.text) * (round(self.text_font.size) + 3)
        return max(NOBLE_H, self.band + 54 + lines + 38) + (FAMILY_ROW if self.family_row else 0)


def _whole(
    text: str, sizes: tuple[int, ...], width: int, most: int, bold: bool = False
) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """`text` in the largest of `sizes` that holds it on `most` lines (`card_font_lines`);
    else whole, on as many lines as it takes at the smallest: a longer language's name or
    instruction makes its face taller rather than cut."""
    fnt, lines = card_font_lines(text, sizes[-1:], width, 99, bold=bold)
    if len(lines) > most:
        return fnt, lines
    return card_font_lines(text, sizes, width, most, bold=bold)


@lru_cache(maxsize=1024)
def _face(name: str, short: str, family: str) -> _Face:
    name_font, name_lines = _whole(name, (24, SMALLEST), NOBLE_W - 12, 2, bold=True)
    text_font, text = _whole(short, (SMALLEST,), NOBLE_W - 14, 4) if short else (font(SMALLEST), [])
    # The position's badge (table.py `_line`: two digits at most) takes the bottom left.
    beside = font(SMALLEST, True).getlength(family) <= NOBLE_W - 8 - BADGE_ROOM
    return _Face(name_font, name_lines, text_font, text, family_row=not beside)


def noble_height(view: dict[str, Any], words: dict[str, Any]) -> int:
    """The height of every face in the line: the tallest one's (NOBLE_H in the bot's
    languages; more where a name or an instruction needs it)."""
    faces = words.get("nobles") or {}
    names = [faces.get(noble, ("", "", "")) for noble in view["line"]]
    return max([NOBLE_H, *(_face(*words).height for words in names)])


@lru_cache(maxsize=1024)  # every face in each of the four languages
def noble_card(
    noble: str, name: str = "", short: str = "", family: str = "", height: int = NOBLE_H
) -> Image.Image:
    """One noble's face (RGB, NOBLE_W × `height`, drawn on the felt) with the words the cog
    gives: its `name`, its `short` instruction, its `family` tag. Cached per language."""
    spec = NOBLES[noble]
    colour = FAMILY[spec.colour]
    face = _face(name, short, family)
    band = face.band
    image = Image.new("RGB", (NOBLE_W, height), FELT)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, NOBLE_W - 1, height - 1), radius=12, fill=CARD_WHITE, outline=CARD_EDGE, width=2
    )
    draw.rounded_rectangle((2, 2, NOBLE_W - 3, band), radius=10, fill=colour)
    draw.rectangle((2, band - 10, NOBLE_W - 3, band), fill=colour)
    step = face.name_font.size + 3
    first = band // 2 - (len(face.name) - 1) * step / 2
    for i, line in enumerate(face.name):
        draw.text(
            (NOBLE_W // 2, first + i * step), line, font=face.name_font, fill=CARD_WHITE,
            anchor="mm",
        )  # fmt: skip
    points = spec.points_label.replace("-", "−")
    draw.text((NOBLE_W // 2, band + 28), points, font=font(40, True), fill=colour, anchor="mm")
    for i, line in enumerate(face.text):
        draw.text(
            (NOBLE_W // 2, band + 54 + i * (face.text_font.size + 3)),
            line,
            font=face.text_font,
            fill=CARD_TEXT,
            anchor="ma",
        )
    draw.text(
        (NOBLE_W - 8, height - 9 - (FAMILY_ROW if face.family_row else 0)),
        family,
        font=font(SMALLEST, True),
        fill=colour,
        anchor="rs",
    )
    return image


def name_lines(name: str, fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """`name` whole, in lines no wider than `width`, never cut (`break_lines`)."""
    return break_lines(name, fnt, width)


@dataclass
class _Seat:
    """Where a panel's parts go: the name's lines; the points beside the name's first line,
    else on the dots' row, else on a row of their own under the name; the row of dots (the
    nobles collected) when there are any or the points stand there; the chips' rows."""

    name: list[str]
    points: str
    beside: bool
    own_row: bool
    dots: bool
    chip_rows: int

    @property
    def height(self) -> int:
        rows = len(self.name) * NAME_LINE + (NAME_LINE if self.own_row else 0)
        rows += DOT_ROW if self.dots else 0
        return PANEL_PAD + rows + 6 + self.chip_rows * CHIP_ROW + PANEL_PAD - 4


def _name_font() -> ImageFont.FreeTypeFont:
    return font(NAME_SIZE, True)


def _panel_width(per_row: int) -> int:
    return (WIDTH - 2 * MARGIN - (per_row - 1) * PANEL_GAP) // per_row


def _rows(names: list[str]) -> list[list[int]]:
    """The seats' panels by row, in seat order: two a row, but a name that does not fit a
    half-width panel on two lines takes a row of its own, the whole width (a name is never
    cut, nor drawn smaller than the names' size)."""
    room = _panel_width(PANELS_PER_ROW) - 2 * PANEL_PAD
    rows: list[list[int]] = []
    for seat, name in enumerate(names):
        wide = len(name_lines(name, _name_font(), room)) > NAME_LINES
        last = rows[-1] if rows else None
        if wide or last is None or len(last) == PANELS_PER_ROW or _wide(last, names, room):
            rows.append([seat])
        else:
            last.append(seat)
    return rows


def _wide(row: list[int], names: list[str], room: int) -> bool:
    return len(row) == 1 and len(name_lines(names[row[0]], _name_font(), room)) > NAME_LINES


def _panels(
    view: dict[str, Any], names: list[str], words: dict[str, Any], top: int
) -> list[tuple[int, tuple[int, int, int, int], _Seat]]:
    """Each seat's panel: its box and its plan; the panels of a row are as tall as its
    tallest."""
    room = _panel_width(PANELS_PER_ROW) - 2 * PANEL_PAD
    panels = []
    y = top
    for row in _rows(names):
        width = _panel_width(1 if _wide(row, names, room) else PANELS_PER_ROW)
        plans = [_plan(view, names[seat], seat, words, width) for seat in row]
        height = max(plan.height for plan in plans)
        left = (WIDTH - (len(row) * width + (len(row) - 1) * PANEL_GAP)) // 2
        for i, (seat, plan) in enumerate(zip(row, plans, strict=True)):
            panels.append((seat, (left + i * (width + PANEL_GAP), y, width, height), plan))
        y += height + PANEL_GAP
    return panels


def _dots_width(pile: list[str]) -> float:
    counts = Counter(NOBLES[noble].colour for noble in pile)
    count_font = font(SMALLEST, True)
    return sum(DOT + 5 + count_font.getlength(str(n)) + 12 for n in counts.values())


def _plan(view: dict[str, Any], name: str, seat: int, words: dict[str, Any], width: int) -> _Seat:
    points = (words.get("scores") or [minus(score) for score in view["scores"]])[seat]
    name_font = _name_font()
    room = width - 2 * PANEL_PAD
    points_w = name_font.getlength(points)
    chip_rows = _chip_rows(_seat_chips(view, words, seat, width))
    pile = bool(view["piles"][seat])
    beside = name_lines(name, name_font, room - points_w - 16)
    if len(beside) <= NAME_LINES:
        return _Seat(beside, points, True, False, pile, chip_rows)
    lines = name_lines(name, name_font, room)
    own_row = _dots_width(view["piles"][seat]) + 16 + points_w > room
    return _Seat(lines, points, False, own_row, pile or not own_row, chip_rows)


def _seat_chips(view: dict[str, Any], words: dict[str, Any], seat: int, width: int) -> list[_Chip]:
    return _chip_layout(view["face_up"][seat], words.get("actions") or {}, width - 24)


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
        middle = top + EMPTY_LINE_H // 2 - 10
        draw.text((left + 10, middle), text, font=font(24, True), fill=MUTED, anchor="lm")
        return
    badge_font = font(SMALLEST, True)
    faces = words.get("nobles") or {}
    height = noble_height(view, words)
    for index, noble in enumerate(line):
        row, column = divmod(index, PER_ROW)
        x = left + column * (NOBLE_W + NOBLE_GAP)
        y = top + row * (height + NOBLE_GAP)
        image.paste(noble_card(noble, *faces.get(noble, ("", "", "")), height), (x, y))
        if index == 0:
            draw.rounded_rectangle(
                (x - 4, y - 4, x + NOBLE_W + 3, y + height + 3), radius=14, outline=GOLD, width=4
            )
            _front_tag(draw, x + NOBLE_W - 12, y - 31, words.get("front", ""))
        # The position, which the action notation and the menus refer to.
        # A disc, or a pill as wide as a number of two digits (never cut by its edge).
        number = str(index + 1)
        half = max(15, badge_font.getlength(number) / 2 + 6)
        cx, cy = x + 4 + half, y + height - 19
        draw.rounded_rectangle(
            (cx - half, cy - 15, cx + half, cy + 15), radius=15, fill=GOLD if index == 0 else PANEL
        )
        draw.text(
            (cx, cy),
            number,
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


def _panel(
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    seat: int,
    box: tuple[int, int, int, int],
    plan: _Seat,
    words: dict[str, Any],
) -> None:
    x, y, w, h = box
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
    name_font = _name_font()
    left, right = x + PANEL_PAD, x + w - PANEL_PAD
    top = y + PANEL_PAD - 2
    for i, line in enumerate(plan.name):
        draw.text((left, top + i * NAME_LINE), line, font=name_font, fill=TEXT)
    dots_y = top + len(plan.name) * NAME_LINE + (NAME_LINE if plan.own_row else 0) + 6
    points_colour = GOOD if view["scores"][seat] > 0 else TEXT
    if plan.beside:
        draw.text((right, top), plan.points, font=name_font, fill=points_colour, anchor="ra")
    elif plan.own_row:
        draw.text(
            (left, top + len(plan.name) * NAME_LINE), plan.points, font=name_font,
            fill=points_colour,
        )  # fmt: skip
    else:
        middle = dots_y + DOT // 2
        draw.text((right, middle), plan.points, font=name_font, fill=points_colour, anchor="rm")
    # The nobles collected, by colour: a dot in the family's colour and the count.
    counts = Counter(NOBLES[noble].colour for noble in view["piles"][seat])
    cx: float = left
    count_font = font(SMALLEST, True)
    for colour in COLOURS:
        if counts[colour]:
            draw.ellipse((cx, dots_y, cx + DOT, dots_y + DOT), fill=FAMILY[colour], outline=TEXT)
            draw.text(
                (cx + DOT + 5, dots_y + DOT // 2), str(counts[colour]), font=count_font,
                fill=TEXT, anchor="lm",
            )  # fmt: skip
            cx += DOT + 5 + count_font.getlength(str(counts[colour])) + 12
    chips_top = dots_y + (DOT_ROW if plan.dots else 0)
    _chips(draw, _seat_chips(view, words, seat, w), x + 12, chips_top)
    said = (words.get("seats") or [{}] * view["players"])[seat]
    tag = said.get("tag") if on_turn else said.get("place")
    if tag:
        tag_font = font(SMALLEST, True)
        tw = tag_font.getlength(tag)
        tx, ty = x + w - tw - 30, y - 18
        draw.rounded_rectangle((tx, ty, tx + tw + 16, ty + 26), radius=8, fill=GOLD)
        draw.text((tx + 8, ty + 13), tag, font=tag_font, fill=TAG_DARK, anchor="lm")


@dataclass
class _Chip:
    """A face-up action card's chip (or the "+N" of those that do not fit): where it goes
    (`row` counts chip rows) and its label's lines (two when it is wider than the panel)."""

    card: str
    x: float
    row: int
    width: float
    lines: list[str]


def _chip_layout(cards: list[str], names: dict[str, str], width: int) -> list[_Chip]:
    """The chips of face-up action cards in `width` pixels, in at most CHIP_ROWS rows (then
    "+N"); a name wider than the panel takes two lines of its chip, never cut. `names` are
    the cards' names in the table's language."""
    chip_font = font(SMALLEST, True)
    chips: list[_Chip] = []
    cx, row = 0.0, 0
    for card in cards:
        label = names.get(card, "")
        one = chip_font.getlength(label) + 16 <= width
        lines = [label] if one else wrap(label, chip_font, width - 16)
        w = min(max(chip_font.getlength(line) for line in lines) + 16, width)
        if cx > 0 and (cx + w > width or len(lines) > 1):
            cx, row = 0.0, row + 1
        if row + len(lines) > CHIP_ROWS:
            break
        chips.append(_Chip(card, cx, row, w, lines))
        cx = cx + w + 6 if len(lines) == 1 else width
        row += len(lines) - 1
    if len(chips) < len(cards):
        # "+N" after the last chip that leaves it room on its row, or on a row of its own.
        while True:
            more = f"+{len(cards) - len(chips)}"
            more_w = chip_font.getlength(more) + 16
            if not chips:
                chips.append(_Chip("", 0, 0, more_w, [more]))
                break
            last = chips[-1]
            end = last.row + len(last.lines) - 1
            if len(last.lines) == 1 and last.x + last.width + 6 + more_w <= width:
                chips.append(_Chip("", last.x + last.width + 6, end, more_w, [more]))
                break
            if end + 1 < CHIP_ROWS:
                chips.append(_Chip("", 0, end + 1, more_w, [more]))
                break
            chips.pop()
    return chips


def _chip_rows(chips: list[_Chip]) -> int:
    return max((chip.row + len(chip.lines) for chip in chips), default=0)


def _chips(draw: ImageDraw.ImageDraw, chips: list[_Chip], x: int, y: int) -> None:
    """Face-up action cards as coloured chips (see `_chip_layout`)."""
    chip_font = font(SMALLEST, True)
    for chip in chips:
        colour = TOUGH if chip.card == "tough-crowd" else STAYS_BAND if chip.card else MORE_CHIP
        top = y + chip.row * CHIP_ROW
        bottom = top + 28 + (len(chip.lines) - 1) * CHIP_ROW
        draw.rounded_rectangle(
            (x + chip.x, top, x + chip.x + chip.width, bottom), radius=8, fill=colour
        )
        for i, line in enumerate(chip.lines):
            draw.text(
                (x + chip.x + 8, top + 14 + i * CHIP_ROW),
                line,
                font=chip_font,
                fill=TEXT,
                anchor="lm",
            )


def draw_guillotine_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_guillotine_table` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    panels_top = LINE_TOP + _line_height(view, words) + 16
    panels = _panels(view, names, words, panels_top)
    height = max(y + h for _, (_, y, _, h), _ in panels) + MARGIN
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    _line(image, draw, view, words, LINE_TOP)
    for seat, box, plan in panels:
        _panel(draw, view, seat, box, plan, words)
    return image


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table images' palette: every noble, and every text blend."""
    # Placeholder words (the slugs) give the faces' text blends; no player reads them.
    faces = [noble_card(noble, noble, noble, noble[:8].upper()) for noble in NOBLES]
    columns = 10
    sheet = Image.new("RGB", (columns * NOBLE_W, -(-len(faces) // columns) * NOBLE_H), FELT)
    for i, face in enumerate(faces):
        sheet.paste(face, ((i % columns) * NOBLE_W, (i // columns) * NOBLE_H))
    foregrounds = [TEXT, MUTED, GOLD, GOOD, TAG_DARK, FELT_DARK, *FAMILY.values()]
    backgrounds = [FELT, PANEL, PANEL_TURN, GOLD, STAYS_BAND, TOUGH, MORE_CHIP]
    texts = gradient_swatch(foregrounds, backgrounds)
    return learn_palette([sheet, texts])


def render_guillotine_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat; `words` the
    words the cog gives (cogs/guillotine/image_words.py `table_words`: "empty_line",
    "front", "scores" per seat, "seats" per seat (its "tag" on turn, its "place" at the
    end), "nobles" (each noble's face: name, short text, family tag) and "actions" (the
    face-up cards' names)). Missing words stay blank, scores bare numbers."""
    image = draw_guillotine_table(view, names, words)
    return to_png(image.quantize(palette=table_palette(), dither=Image.Dither.NONE))
