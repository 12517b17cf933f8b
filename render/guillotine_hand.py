"""A Guillotine hand as an image: action cards with their full text, readable on a phone.

Cards are landscape tiles, two to a row (the image is 800 px wide and no text is under
22 px: a phone shows it about 360 px wide, tests/render/test_legibility.py), as many rows as
the hand needs: hands of 25 cards and more simply wrap. Copies of a card are drawn once with
a "×2" badge. The band at the top of each card says what kind it is: dark
red for cards that change the line (Callous Guards forbid them), gold for
cards that stay in front of a player, blue for the others. Cards that cannot
be played now are dimmed; Wait a Moment! carries an "out of turn" tag.

`card_font_lines` and the fixed-palette helpers are shared with the
table image. Both images are mapped to a palette learnt once per process from
swatches of what they contain (every card face, and the blends of every text
colour with every background): that costs ~1-4 ms per image where an adaptive
quantization costs 15-25 ms, and keeps the PNGs small.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.guillotine.cards import ACTION_ORDER, ACTIONS
from render.theme import (
    CARD_EDGE,
    CARD_WHITE,
    FELT,
    GOLD,
    HEADER,
    MUTED,
    Colour,
    fit,
    font,
    to_png,
    wrap,
)

# A phone shows the image about 360 px wide: two cards to a row give the card texts 22-24 px
# (three to a row at 840 px gave 17-20 px, ~6 px tall on a phone: issue 16).
WIDTH = 800
MARGIN = 16
GAP = 12
PER_ROW = 2
CARD_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW  # 378
CARD_H = 262
BAND_H = 46
TITLE_HEIGHT = 58

LINE_BAND: Colour = (128, 28, 36)
STAYS_BAND: Colour = (150, 108, 20)
OTHER_BAND: Colour = (36, 70, 140)
CARD_TEXT: Colour = (30, 30, 34)
TAG_TEXT: Colour = (110, 110, 118)
DIM: Colour = (70, 70, 74)
# How far a card that cannot be played now is blended towards DIM: 0.55 left its text at
# 4.3:1; at 0.45 it is 5.7:1 (WCAG AA asks 4.5:1), and the card still reads as greyed.
DIM_SHARE = 0.45


def card_font_lines(
    text: str, sizes: tuple[int, ...], width: float, max_lines: int, bold: bool = False
) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The largest of `sizes` at which `text` wraps into `max_lines` lines (cut at the smallest)."""
    for size in sizes:
        fnt = font(size, bold)
        lines = wrap(text, fnt, width)
        if len(lines) <= max_lines:
            return fnt, lines
    lines = lines[:max_lines]
    lines[-1] = fit(lines[-1] + " …", fnt, width)
    return fnt, lines


def band_colour(card: str) -> Colour:
    spec = ACTIONS[card]
    if spec.stays:
        return STAYS_BAND
    return LINE_BAND if spec.line else OTHER_BAND


@lru_cache(maxsize=512)
def action_card(
    card: str, dim: bool = False, copies: int = 1, face: tuple[str, str, str] = ("", "", "")
) -> Image.Image:
    """One action card tile (RGB, CARD_W × CARD_H, drawn on the felt); `face` the words the
    cog gives (its name, its instruction, its tag). Cached per language."""
    name, text, tag = face
    image = Image.new("RGB", (CARD_W, CARD_H), FELT)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, CARD_W - 1, CARD_H - 1), radius=12, fill=CARD_WHITE, outline=CARD_EDGE, width=2
    )
    draw.rounded_rectangle((2, 2, CARD_W - 3, BAND_H), radius=10, fill=band_colour(card))
    draw.rectangle((2, BAND_H - 10, CARD_W - 3, BAND_H), fill=band_colour(card))
    badge = f"×{copies}" if copies > 1 else ""
    badge_font = font(26, bold=True)
    badge_w = badge_font.getlength(badge) + 14 if badge else 0
    title_font, title = card_font_lines(name, (26, 24, 22), CARD_W - 24 - badge_w, 1, True)
    draw.text(
        (12, BAND_H // 2 + 1), "".join(title[:1]), font=title_font, fill=CARD_WHITE, anchor="lm"
    )
    if badge:
        draw.text((CARD_W - 12, BAND_H // 2 + 1), badge, font=badge_font, fill=GOLD, anchor="rm")
    text_font, lines = card_font_lines(text, (24, 23, 22), CARD_W - 24, 7)
    step = text_font.size + 4
    for i, line in enumerate(lines):
        draw.text((12, BAND_H + 8 + i * step), line, font=text_font, fill=CARD_TEXT)
    if tag:
        draw.text((CARD_W - 12, CARD_H - 8), tag, font=font(22, True), fill=TAG_TEXT, anchor="rs")
    if dim:
        image = Image.blend(image, Image.new("RGB", image.size, DIM), DIM_SHARE)
    return image


def draw_guillotine_hand(
    hand: list[str],
    playable: list[str] | None = None,
    title: str = "",
    words: dict[str, Any] | None = None,
) -> Image.Image:
    """The hand as an RGB image (see `render_guillotine_hand` for PNG bytes)."""
    words = words or {}
    counts = Counter(hand)
    cards = sorted(counts, key=ACTION_ORDER.__getitem__)
    rows = max(1, -(-len(cards) // PER_ROW))
    top = TITLE_HEIGHT if title else MARGIN
    height = top + rows * CARD_H + (rows - 1) * GAP + MARGIN
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    if title:
        draw.rectangle((0, 0, WIDTH, TITLE_HEIGHT - 10), fill=HEADER)
        title_font = font(26, bold=True)
        size = words.get("count", "")
        size_font = font(22)
        draw.text((WIDTH - MARGIN, 24), size, font=size_font, fill=MUTED, anchor="rm")
        room = WIDTH - 3 * MARGIN - size_font.getlength(size)
        draw.text(
            (MARGIN, 24), fit(title, title_font, room), font=title_font, fill=GOLD, anchor="lm"
        )
    if not cards:
        draw.text(
            (WIDTH // 2, top + CARD_H // 2),
            words.get("empty", ""),
            font=font(26, True),
            fill=MUTED,
            anchor="mm",
        )
        return image
    allowed = None if playable is None else set(playable)
    faces = words.get("cards") or {}
    for index, card in enumerate(cards):
        row, column = divmod(index, PER_ROW)
        in_row = min(PER_ROW, len(cards) - row * PER_ROW)
        # A short last row is centred, like the hands of the other games.
        left = (WIDTH - (in_row * CARD_W + (in_row - 1) * GAP)) // 2
        dim = allowed is not None and card not in allowed
        tile = action_card(card, dim, counts[card], faces.get(card, ("", "", "")))
        image.paste(tile, (left + column * (CARD_W + GAP), top + row * (CARD_H + GAP)))
    return image


def gradient_swatch(foregrounds: list[Colour], backgrounds: list[Colour]) -> Image.Image:
    """Every blend of each foreground over each background, as anti-aliased text makes them."""
    pairs = list(product(foregrounds, backgrounds))
    steps = 64
    swatch = Image.new("RGB", (steps, len(pairs)))
    pixels = swatch.load()
    for row, (fg, bg) in enumerate(pairs):
        for step in range(steps):
            share = step / (steps - 1)
            colour = tuple(round(b + (f - b) * share) for f, b in zip(fg, bg, strict=True))
            pixels[step, row] = colour  # type: ignore[index]
    return swatch.resize((steps * 4, len(pairs) * 4), Image.Resampling.NEAREST)


def learn_palette(swatches: list[Image.Image]) -> Image.Image:
    """A "P" image whose 256 colours suit the swatches (median cut, once per process)."""
    width = max(s.width for s in swatches)
    height = sum(s.height for s in swatches)
    sheet = Image.new("RGB", (width, height), FELT)
    y = 0
    for swatch in swatches:
        sheet.paste(swatch, (0, y))
        y += swatch.height
    return sheet.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def hand_palette() -> Image.Image:
    """The hand images' palette: every card, plain and dimmed, and the title's text blends."""
    # Placeholder words (the slugs) give the tiles' text blends; no player reads them.
    tiles = [
        action_card(card, dim, 1, (card, f"{card} " * 8, card.upper()))
        for card in ACTIONS
        for dim in (False, True)
    ]
    # Half-size tiles keep the swatch small; every colour and blend is still in it.
    small = [tile.resize((CARD_W // 2, CARD_H // 2)) for tile in tiles]
    columns = 10
    sheet = Image.new("RGB", (columns * CARD_W // 2, -(-len(small) // columns) * CARD_H // 2))
    for i, tile in enumerate(small):
        sheet.paste(tile, ((i % columns) * CARD_W // 2, (i // columns) * CARD_H // 2))
    badges = [action_card("lidiot", dim, 2) for dim in (False, True)]
    texts = gradient_swatch([GOLD, MUTED, CARD_WHITE, CARD_TEXT, TAG_TEXT], [HEADER, FELT])
    return learn_palette([sheet, *badges, texts])


def render_guillotine_hand(
    hand: list[str],
    playable: list[str] | None = None,
    title: str = "",
    words: dict[str, Any] | None = None,
) -> bytes:
    """The hand as PNG bytes. `playable` (None: all) lists the card slugs playable now;
    `words` from cogs/guillotine/image_words.py `hand_words` (the "count" of cards beside
    the title, the "empty" hand's line, the "cards": each card's name, instruction and
    tag). Missing words are left blank."""
    image = draw_guillotine_hand(hand, playable, title, words)
    return to_png(image.quantize(palette=hand_palette(), dither=Image.Dither.NONE))
