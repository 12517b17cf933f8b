"""A player's hand as an image: overlapping rows of big cards, unplayable ones dimmed.

Up to 13 cards make one row; more cards wrap into as many rows as needed
(later games deal 25 cards and more), with the cards spread evenly over the
rows. The image is about 960 px wide so that it reads well on a phone.

The title (the cog's words, often with the player's name) is never cut: a title too long
for one line is broken onto more (after a space or a hyphen, else between letters), and
its band grows by a line each (`title_lines`, `title_height`).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render.cards import Faces, card_image, card_size
from render.palette import to_felt_palette
from render.theme import FELT, GOLD, HEADER, MUTED, break_lines, fit, font, to_png

WIDTH = 960
MARGIN = 20
PER_ROW = 13
CARD_HEIGHT = 150  # one or two rows
SMALL_CARD_HEIGHT = 124  # three rows or more, to keep the image a sensible height
ROW_GAP = 12
TITLE_HEIGHT = 54  # a title of one line, its band and the gap under it
TITLE_FONT = 28  # 7.5 px cap height once a phone shows the image 360 px wide
TITLE_LINE = 34  # each further line of a long title


def title_lines(title: str | None) -> list[str]:
    """The title's lines: one, unless it is wider than the image (a long name)."""
    if not title:
        return []
    fnt, room = font(TITLE_FONT, bold=True), WIDTH - 2 * MARGIN
    # Each line fits: `fit` only guards the promise (and lets a test see any cut).
    return [fit(line, fnt, room) for line in break_lines(title, fnt, room)]


def title_height(title: str | None) -> int:
    """How far the title's band and its gap reach down (0 without a title)."""
    lines = title_lines(title)
    return TITLE_HEIGHT + (len(lines) - 1) * TITLE_LINE if lines else 0


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
    lines = title_lines(title)
    top = title_height(title) if lines else MARGIN
    image_height = top + rows * height + (rows - 1) * ROW_GAP + MARGIN
    image = Image.new("RGB", (WIDTH, image_height), FELT)
    draw = ImageDraw.Draw(image)
    if lines:
        draw.rectangle((0, 0, WIDTH, top - 8), fill=HEADER)
        title_font = font(TITLE_FONT, bold=True)
        for i, line in enumerate(lines):
            draw.text((MARGIN, 23 + i * TITLE_LINE), line, font=title_font, fill=GOLD, anchor="lm")
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
