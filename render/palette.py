"""A fixed 256-colour palette for the felt images (table, hand), built once.

A palette image encodes several times faster than an RGB one and is smaller, and mapping
to a fixed palette is faster than quantizing each image (docs/decisions/image-palette.md).
Our images only ever contain the theme's colours, the card faces and the anti-aliased
blends between them, so the palette is learnt once from a swatch of exactly those: every
card face (plain and dimmed) on the felt, and a gradient between every text colour and
every background it is drawn on.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from PIL import Image

from render import theme
from render.cards import card_back, card_image

# Text and marks, and the backgrounds they are drawn on, in the felt images.
FOREGROUNDS = [
    theme.TEXT,
    theme.MUTED,
    theme.GOLD,
    theme.BAD,
    theme.GOOD,
    theme.DECLARER,
    theme.FELT_DARK,
    (255, 120, 120),  # red suit symbols on the felt
    (30, 24, 0),  # text on gold tags
    (10, 20, 40),  # the declarer chip's letter
]
BACKGROUNDS = [
    theme.FELT,
    theme.FELT_DARK,
    theme.HEADER,
    theme.PANEL,
    theme.PANEL_TURN,
    theme.GOLD,
    theme.DECLARER,
]
STEPS = 16
# Card colours do not depend on the size, nor on the rank beyond "court or not":
# a few cards at two sizes give every edge and glyph blend, and cost ~0.1 s, not 2 s.
SWATCH_CARDS = ("AS", "KH", "QD", "TC", "9H", "X1", "X2")
SWATCH_HEIGHTS = (56, 120)


def _gradient_swatch() -> Image.Image:
    pairs = list(product(FOREGROUNDS, BACKGROUNDS))
    swatch = Image.new("RGB", (STEPS * 8, len(pairs) * 4))
    pixels = swatch.load()
    assert pixels is not None  # a new image in memory always loads
    for row, (fg, bg) in enumerate(pairs):
        for step in range(STEPS * 8):
            t = step / (STEPS * 8 - 1)
            colour = tuple(round(b + (f - b) * t) for f, b in zip(fg, bg, strict=True))
            for dy in range(4):
                pixels[step, row * 4 + dy] = colour
    return swatch


def _card_swatch() -> Image.Image:
    cards = SWATCH_CARDS
    heights = SWATCH_HEIGHTS
    width = 90 * 8
    swatch = Image.new("RGB", (width, sum(h + 4 for h in heights) * 4), theme.FELT)
    y = 0
    for height in heights:
        for dim in (False, True):
            x = 0
            for card in cards:
                face = card_image(card, height, dim=dim)
                if x + face.width > width:
                    x, y = 0, y + height + 4
                swatch.paste(face, (x, y), face)
                x += face.width // 2  # overlapped, as in hands and layouts
            y += height + 4
        back = card_back(height)
        swatch.paste(back, (width - back.width, y - height - 4), back)
    return swatch


@lru_cache(maxsize=1)
def felt_palette() -> Image.Image:
    """A "P" image whose palette suits the felt images (learnt once per process)."""
    gradients = _gradient_swatch()
    cards = _card_swatch()
    swatch = Image.new("RGB", (max(gradients.width, cards.width), gradients.height + cards.height))
    swatch.paste(cards, (0, 0))
    # The gradients are narrow: repeat them so that median cut gives them their share.
    for x in range(0, swatch.width, gradients.width):
        swatch.paste(gradients, (x, cards.height))
    return swatch.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def to_felt_palette(image: Image.Image) -> Image.Image:
    """Map an RGB felt image to the fixed palette (nearest colour, no dithering: crisp)."""
    return image.quantize(palette=felt_palette(), dither=Image.Dither.NONE)
