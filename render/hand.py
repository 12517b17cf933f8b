"""A player's hand as an image: overlapping rows of big cards, unplayable ones dimmed.

Up to 13 cards make one row; more cards wrap into as many rows as needed
(later games deal 25 cards and more), with the cards spread evenly over the
rows. The image is about 960 px wide so that it reads well on a phone.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render.cards import Faces, card_image, card_size
from render.palette import to_felt_palette
from render.theme import FELT, GOLD, HEADER, MUTED, fit, font, to_png

WIDTH = 960
MARGIN = 20
PER_ROW = 13
CARD_HEIGHT = 150  # one or two rows
SMALL_CARD_HEIGHT = 124  # three rows or more, to keep the image a sensible height
ROW_GAP = 12
TITLE_HEIGHT = 54


def draw_hand(
    cards: list[str],
    playable: list[str] | None = None,
    title: str | None = None,
    empty: str = "",
    faces: Faces = (),
) -> Image.Image:
    """The hand as an RGB image (see `render_hand` for PNG bytes)."""
    rows = max(1, math.ceil(len(cards) / PER_ROW))
    per_row = max(1, math.ceil(len(cards) / rows))
    height = CARD_HEIGHT if rows <= 2 else SMALL_CARD_HEIGHT
    card_w, _ = card_size(height)
    top = TITLE_HEIGHT if title else MARGIN
    image_height = top + rows * height + (rows - 1) * ROW_GAP + MARGIN
    image = Image.new("RGB", (WIDTH, image_height), FELT)
    draw = ImageDraw.Draw(image)
    if title:
        draw.rectangle((0, 0, WIDTH, TITLE_HEIGHT - 8), fill=HEADER)
        # 28 px: 7.5 px cap height once a phone shows the image 360 px wide.
        title_font = font(28, bold=True)
        draw.text(
            (MARGIN, 23),
            fit(title, title_font, WIDTH - 2 * MARGIN),
            font=title_font,
            fill=GOLD,
            anchor="lm",
        )
    if not cards:
        draw.text(
            (WIDTH // 2, top + height // 2),
            empty,
            font=font(26, bold=True),
            fill=MUTED,
            anchor="mm",
        )
        return image
    allowed = None if playable is None else set(playable)
    # Cards overlap just enough to fit the row; never spread wider than a small gap.
    room = WIDTH - 2 * MARGIN - card_w
    step = min(card_w + 8, room // max(1, per_row - 1)) if per_row > 1 else 0
    for index, card in enumerate(cards):
        row, column = divmod(index, per_row)
        in_row = min(per_row, len(cards) - row * per_row)
        row_width = (in_row - 1) * step + card_w
        left = (WIDTH - row_width) // 2
        dim = allowed is not None and card not in allowed
        face = card_image(card, height, dim, faces)
        y = top + row * (height + ROW_GAP)
        image.paste(face, (left + column * step, y), face)
    return image


def render_hand(
    cards: list[str],
    playable: list[str] | None = None,
    title: str | None = None,
    empty: str = "",
    faces: Faces = (),
) -> bytes:
    """The hand as PNG bytes. `playable` (None: all) lists the cards that may be played now;
    `title`, `empty` (the line an empty hand shows) and `faces` (render/cards.py) are the
    cog's words."""
    return to_png(to_felt_palette(draw_hand(cards, playable, title, empty, faces)))
