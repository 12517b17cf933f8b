"""The Barbu table image, drawn from a public view (`state.view(None)`) only.

What needs a picture, and nothing else: the words around it (the contract, the deal, whose
turn, the doubles, the standings) are the table message's text (cogs/barbu/text.py
`table_status`, `table_details`, `table_alt`).

Layout (800 wide; as tall as the names need): a green felt with the four seats' panels in
its corners, clockwise (seat 0 bottom left, 1 top left, 2 top right, 3 bottom right), each
with the player's name, this deal's line (cards left, tricks and points, place, money) and
the running total; the dealer's (declarer's) chip beside the total; a gold frame and a tag
above the panel of the seat to act. The centre holds the trick, each card on the side of
the seat that played it (between tricks the last one, dimmed, its taker's card framed in
gold), or the Domino layout. Taken cards that score (view["face_up"]) lie small beside
their taker's panel.

A name is never cut: it takes one line, else two (broken at a space or a hyphen, else
between letters), in the names' face (26 px: PRIMARY on a phone), else two lines in a
smaller face down to 22 px (FLOOR), else three lines in the largest face that holds it
(a 32-letter name of W's). Only a name longer than Discord allows (32 characters) can
still be cut, on its third line. The seat's line and total are in the names' size too
(their points are scores); the tag, the chip and the layout's words are 22 px.

The hand in the view, if any, is never read: a table image is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.barbu.rulesets import RULE_SETS
from games.cards import SUIT_SYMBOLS
from render.cards import Faces, card_image, card_size
from render.palette import to_felt_palette
from render.theme import (
    DECLARER,
    FELT,
    FELT_DARK,
    GOLD,
    GOOD,
    MUTED,
    PANEL,
    PANEL_TURN,
    TEXT,
    break_lines,
    fit,
    fitting,
    font,
    to_png,
)

# Drawn for a phone: Discord shows the image about 360 px wide, so every text is at least
# 22 px on this 800 px canvas (7 px cap height at 360 px) and the names 26 px (8.5 px;
# tests/render/test_legibility.py).
WIDTH = 800
MARGIN = 12
GAP = 16  # between the two panels of a row
PANEL_WIDTH = (WIDTH - 2 * MARGIN - GAP) // 2
PAD = 12  # text inside a panel
ROOM = PANEL_WIDTH - 2 * PAD  # a line of text in a panel
NAME_SIZES = (26, 24, 22)  # the names' face, and the smaller ones a long name may take
TAG_ROOM = 34  # above a panel: its turn tag
CENTRE_HEIGHT = 272  # the trick (two cards high) or the Domino layout, with its opening
TRICK_CARD = 112
TAKEN_CARD = 56
TAKEN_STEP = 30
DOMINO_CARD = 52
LINE_FONT = 26  # this deal's line: its points are scores (PRIMARY)
TOTAL_FONT = 26  # the total, bold (PRIMARY)
CHIP = 15  # the dealer chip's radius

# Each seat's corner: (column, row), 0 left or top, 1 right or bottom. Clockwise.
CORNERS: dict[int, tuple[int, int]] = {0: (0, 1), 1: (0, 0), 2: (1, 0), 3: (1, 1)}


@dataclass(frozen=True)
class Name:
    """A name as its panel draws it: its lines, in one face."""

    lines: tuple[str, ...]
    size: int

    @property
    def height(self) -> int:
        return len(self.lines) * (self.size + 5)


@dataclass(frozen=True)
class Layout:
    """Where everything goes, from the names alone: the same all game long."""

    names: tuple[Name, ...]
    panels: tuple[tuple[int, int, int, int], ...]  # per seat: x, y, width, height
    centre: tuple[int, int]  # the centre area's top and bottom
    height: int


def name_lines(name: str, fnt: ImageFont.FreeTypeFont, room: float) -> list[str]:
    """`name` on as few lines of `room` pixels as it needs, never cut (`break_lines`)."""
    return break_lines(name, fnt, room)


def fit_name(name: str, room: float = ROOM) -> Name:
    """The largest face and fewest lines that hold the whole name (module docstring)."""
    size = NAME_SIZES[0]
    lines = name_lines(name, font(size, bold=True), room)
    if len(lines) <= 2:
        return Name(tuple(lines), size)
    for size in NAME_SIZES[1:]:
        lines = name_lines(name, font(size, bold=True), room)
        if len(lines) <= 2:
            return Name(tuple(lines), size)
    for size in NAME_SIZES:
        lines = name_lines(name, font(size, bold=True), room)
        if len(lines) <= 3:
            return Name(tuple(lines), size)
    # Longer than Discord allows: the third line takes the rest, cut.
    fnt = font(size, bold=True)
    rest = "".join(lines[2:])
    return Name((*lines[:2], fit(rest, fnt, room)), size)


def _panel_height(name: Name) -> int:
    return PAD - 4 + name.height + 4 + (LINE_FONT + 6) + (TOTAL_FONT + 6) + PAD - 4


@lru_cache(maxsize=64)
def layout(names: tuple[str, ...]) -> Layout:
    """The panels' places and the image's height for these names."""
    fitted = tuple(fit_name(name) for name in names)
    heights = [_panel_height(name) for name in fitted]
    top_row = max(heights[seat] for seat, (_, row) in CORNERS.items() if row == 0)
    bottom_row = max(heights[seat] for seat, (_, row) in CORNERS.items() if row == 1)
    top = TAG_ROOM
    centre_top = top + top_row + 10
    bottom = centre_top + CENTRE_HEIGHT + TAG_ROOM
    height = bottom + bottom_row + MARGIN
    panels = []
    for seat in range(4):
        column, row = CORNERS[seat]
        x = MARGIN + column * (PANEL_WIDTH + GAP)
        panels.append(
            (x, top, PANEL_WIDTH, top_row) if row == 0 else (x, bottom, PANEL_WIDTH, bottom_row)
        )
    return Layout(fitted, tuple(panels), (centre_top, centre_top + CENTRE_HEIGHT), height)


@lru_cache(maxsize=8)
def _background(height: int) -> Image.Image:
    """The felt with its rim: drawn once per height, copied per render."""
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    # A darker rim suggests the table's edge without costing PNG bytes (flat colours).
    draw.rounded_rectangle((3, 3, WIDTH - 4, height - 4), radius=40, outline=FELT_DARK, width=6)
    return image


def _centre_point(places: Layout) -> tuple[int, int]:
    top, bottom = places.centre
    return WIDTH // 2, (top + bottom) // 2


def _trick_position(places: Layout, seat: int) -> tuple[int, int]:
    """Top-left of the card that `seat` plays to the trick: on its corner's side."""
    width, height = card_size(TRICK_CARD)
    cx, cy = _centre_point(places)
    column, row = CORNERS[seat]
    x = cx + 6 if column else cx - width - 6
    y = cy + 6 if row else cy - height - 6
    return x, y


def _paste(image: Image.Image, card: Image.Image, xy: tuple[int, int]) -> None:
    image.paste(card, xy, card)


def _panel(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], places: Layout,
    seat: int, words: dict[str, Any],
) -> None:  # fmt: skip
    x, y, w, h = places.panels[seat]
    phase = view["phase"]
    on_turn = view.get("turn") == seat and phase != "over"
    if on_turn:
        draw.rounded_rectangle(
            (x, y, x + w, y + h), radius=14, fill=PANEL_TURN, outline=GOLD, width=4
        )
    else:
        draw.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=PANEL)
    name = places.names[seat]
    name_font = font(name.size, bold=True)
    # A panel is as tall as its row's longest name needs: a shorter one is centred in it.
    top = y + PAD - 4 + (h - _panel_height(name)) // 2
    for i, line in enumerate(name.lines):
        draw.text((x + PAD, top + i * (name.size + 5)), line, font=name_font, fill=TEXT)
    top += name.height + 4
    seat_line = (words.get("seats") or [""] * 4)[seat]
    line_font = fitting([seat_line], LINE_FONT, 22, ROOM)
    draw.text((x + PAD, top), seat_line, font=line_font, fill=MUTED)
    top += LINE_FONT + 6
    total = (words.get("totals") or [""] * 4)[seat]
    total_font = font(TOTAL_FONT, bold=True)
    winner = phase == "over" and (view.get("places") or [0] * 4)[seat] == 1
    draw.text((x + PAD, top), total, font=total_font, fill=GOOD if winner else TEXT)
    if view.get("declarer") == seat and phase != "over":
        # The declarer (who is also the dealer) wears a chip ("D" in English) at the end
        # of the total's line, which is short: the name keeps the panel's width.
        cx, cy = x + w - PAD - CHIP, top + TOTAL_FONT // 2 + 2
        draw.ellipse((cx - CHIP, cy - CHIP, cx + CHIP, cy + CHIP), fill=DECLARER)
        chip = words.get("chip", "")
        draw.text((cx, cy), chip, font=font(22, bold=True), fill=(10, 20, 40), anchor="mm")
    if on_turn:
        tag = words.get("tag", "")
        tag_font = font(22, bold=True)
        tw = tag_font.getlength(tag)
        tx, ty = x + w - tw - 32, y - 30
        draw.rounded_rectangle((tx, ty, tx + tw + 16, ty + 28), radius=8, fill=GOLD)
        draw.text((tx + 8, ty + 14), tag, font=tag_font, fill=(30, 24, 0), anchor="lm")


def _taken(
    image: Image.Image, view: dict[str, Any], places: Layout, seat: int, faces: Faces
) -> None:
    """Face-up taken cards, small, in the centre on their taker's side: under a top panel,
    above a bottom one's tag."""
    cards = view.get("face_up", [[]] * 4)[seat]
    if not cards or view["phase"] != "play":
        return
    _, y, _, h = places.panels[seat]
    column, row = CORNERS[seat]
    card_w, _ = card_size(TAKEN_CARD)
    trick_w, _ = card_size(TRICK_CARD)
    room = WIDTH // 2 - trick_w - 6 - 16 - MARGIN
    left = MARGIN + 4 if column == 0 else WIDTH // 2 + trick_w + 6 + 16
    top = y + h + 10 if row == 0 else y - TAG_ROOM - TAKEN_CARD
    step = TAKEN_STEP
    if len(cards) > 1 and (len(cards) - 1) * step + card_w > room:
        step = max(8, (room - card_w) // (len(cards) - 1))
    for i, card in enumerate(cards):
        _paste(image, card_image(card, TAKEN_CARD, faces=faces), (left + i * step, top))


def _trick(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, places: Layout, faces: Faces
) -> None:
    trick = view.get("trick") or []
    if trick:
        for seat, card in trick:
            face = card_image(card, TRICK_CARD, faces=faces)
            _paste(image, face, _trick_position(places, seat))
        return
    tricks = view.get("tricks") or []
    if not tricks:
        return
    # Between tricks: the one just completed, dimmed, its taker's card framed in gold (the
    # text says who took it).
    last = tricks[-1]
    width, height = card_size(TRICK_CARD)
    for i, card in enumerate(last["cards"]):
        seat = (last["leader"] + i) % 4
        x, y = _trick_position(places, seat)
        if seat == last["winner"]:
            draw.rounded_rectangle(
                (x - 5, y - 5, x + width + 4, y + height + 4), radius=12, outline=GOLD, width=4
            )
        _paste(image, card_image(card, TRICK_CARD, True, faces), (x, y))


def _label(draw: ImageDraw.ImageDraw, centre: tuple[int, int], text: str) -> None:
    """Light text on a dark pill: readable over the felt and over cards."""
    fnt = font(22, bold=True)
    width = fnt.getlength(text)
    cx, cy = centre
    draw.rounded_rectangle(
        (cx - width / 2 - 12, cy - 18, cx + width / 2 + 12, cy + 18), radius=14, fill=PANEL
    )
    draw.text((cx, cy), text, font=fnt, fill=TEXT, anchor="mm")


def _layout(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, places: Layout, words: dict
) -> None:
    """Domino(es): one row per suit, each card in its rank's column, low to high."""
    rules = RULE_SETS[view["rules"]]
    options = view.get("options") or {}
    if rules.name == "marley" and "domino_order" not in options:
        options = {**options, "domino_order": "standard"}
    order = rules.domino_order(options)
    faces = words.get("faces", ())
    cards_laid = view.get("layout") or {}
    card_w, _ = card_size(DOMINO_CARD)
    left_room = 36  # the suit symbol that names the row
    step = min(card_w + 14, (WIDTH - 2 * MARGIN - 40 - left_room - card_w) // (len(order) - 1))
    area_left = (WIDTH - left_room - card_w - step * (len(order) - 1)) // 2
    row_gap = DOMINO_CARD + 6
    top = places.centre[0]
    if not words.get("opening"):  # without the opening's line, the rows are centred
        top += (CENTRE_HEIGHT - 4 * row_gap) // 2
    suit_font = font(30)
    for row, suit in enumerate("SHCD"):
        y = top + row * row_gap
        symbol_colour = (255, 120, 120) if suit in "HD" else TEXT
        draw.text(
            (area_left + 14, y + DOMINO_CARD // 2),
            SUIT_SYMBOLS[suit],
            font=suit_font,
            fill=symbol_colour,
            anchor="mm",
        )
        cards = cards_laid.get(suit) or []
        if not cards:
            draw.text(
                (area_left + left_room + 10, y + DOMINO_CARD // 2),
                words.get("not_opened", ""),
                font=font(22),
                fill=MUTED,
                anchor="lm",
            )
        for card in cards:
            column = order.index(card[0])
            _paste(
                image,
                card_image(card, DOMINO_CARD, faces=faces),
                (area_left + left_room + column * step, y),
            )
    # Who is out is on their panels ("out 1st"); before anyone plays, the opening rank.
    if words.get("opening"):
        _label(draw, (WIDTH // 2, top + 4 * row_gap + 14), words["opening"])


def draw_barbu_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_barbu_table` for PNG bytes)."""
    words = words or {}
    places = layout(tuple(str(name) for name in names))
    image = _background(places.height).copy()
    draw = ImageDraw.Draw(image)
    faces = words.get("faces", ())
    for seat in range(4):
        _panel(image, draw, view, places, seat, words)
        _taken(image, view, places, seat, faces)
    if view["phase"] == "play":
        if "layout" in view:
            _layout(image, draw, view, places, words)
        else:
            _trick(image, draw, view, places, faces)
    return image


def render_barbu_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat 0-3; `words`
    the words the cog gives it (cogs/barbu/text.py `table_words`: per seat "seats" (this
    deal's line) and "totals"; the declarer's "chip"; the turn's "tag"; the layout's
    "not_opened" and "opening"; the cards' "faces" (render/cards.py)). Missing words are
    left blank."""
    return to_png(to_felt_palette(draw_barbu_table(view, names, words)))
