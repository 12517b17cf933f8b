"""Card faces and backs drawn by code, cached once per (card, height, dimmed).

A face is a white rounded card with the rank and suit symbol in the top-left
corner (the part that stays visible when cards overlap), the same index
upside down in the bottom-right corner on larger cards, and a big suit pip
(or the rank letter for court cards) in the centre. Hearts and diamonds are
red, spades and clubs black. Jokers `X1` (black) and `X2` (red) are supported.

The letters of the aces and court cards and the joker's word are the language's (`Faces`,
from the cog's catalogue: French decks print R D V, German K D B, Dutch H V B); without
them a face shows the card code's own letter (A K Q J) and a joker no word.

Faces are drawn at three times their size and scaled down, which gives smooth
edges; the cost is paid once per size thanks to the cache.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from games.cards import JOKERS, RED_SUITS, SUIT_SYMBOLS
from render.theme import (
    CARD_BACK,
    CARD_BLACK,
    CARD_EDGE,
    CARD_RED,
    CARD_WHITE,
    DIM_BLACK,
    DIM_FACE,
    DIM_RED,
    Colour,
    font,
)

Faces = tuple[tuple[str, str], ...]
"""What a face prints, in the language spoken, keyed by the card code's first letter: `A`,
`K`, `Q`, `J` with their index letter, `X` (the jokers) with the joker's word; as pairs, so
that it is hashable (it is part of the cache key)."""

ASPECT = 0.7  # width / height of a card
SUPERSAMPLE = 3


def card_size(height: int) -> tuple[int, int]:
    return round(height * ASPECT), height


def rank_label(card: str) -> str:
    return "10" if card[0] == "T" else card[0]


def is_red(card: str) -> bool:
    return card == "X2" if card in JOKERS else card[1] in RED_SUITS


def card_colour(card: str, dim: bool = False) -> Colour:
    """The ink of `card`'s index and pips, on a plain or a dimmed face."""
    if dim:
        return DIM_RED if is_red(card) else DIM_BLACK
    return CARD_RED if is_red(card) else CARD_BLACK


def face_colour(dim: bool = False) -> Colour:
    return DIM_FACE if dim else CARD_WHITE


def _centred(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    text: str,
    fnt: ImageFont.FreeTypeFont,
    fill: Colour,
) -> None:
    """Centre the glyphs' ink (not the font's line box) on `centre`: symbols sit right."""
    left, top, right, bottom = draw.textbbox((0, 0), text, font=fnt)
    draw.text(
        (centre[0] - (left + right) / 2, centre[1] - (top + bottom) / 2),
        text,
        font=fnt,
        fill=fill,
    )


def _blank(width: int, height: int, fill: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    radius = max(2, round(height * 0.07))
    edge = max(1, round(height / 90)) * SUPERSAMPLE // 2 + 1
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), radius=radius, fill=fill, outline=CARD_EDGE, width=edge
    )
    return image, draw


def _index(card: str, rank: str) -> tuple[str, str]:
    if card in JOKERS:
        return "★", ""
    return rank, SUIT_SYMBOLS[card[1]]


def _draw_face(card: str, width: int, height: int, dim: bool, rank: str, word: str) -> Image.Image:
    """The face at full (supersampled) resolution: `rank` its index, `word` a joker's."""
    image, draw = _blank(width, height, face_colour(dim))
    colour = card_colour(card, dim)
    rank, suit = _index(card, rank)
    final_height = height // SUPERSAMPLE
    if final_height < 70:
        # Tiny cards (taken cards, a layout of many): only a big rank and a big suit.
        rank_font = font(round(height * (0.3 if rank == "10" else 0.36)), bold=True)
        _centred(draw, (width * 0.34, height * 0.24), rank, rank_font, colour)
        _centred(
            draw, (width * 0.6, height * 0.68), suit or "★", font(round(height * 0.46)), colour
        )
        return image
    small = final_height < 100
    # Smaller cards get a bigger index: it is what is read when cards overlap.
    rank_size = round(height * (0.25 if small else 0.2))
    if rank == "10":
        rank_size = round(rank_size * 0.86)  # two digits must still fit the corner
    suit_size = round(height * (0.2 if small else 0.16))
    index = _draw_index(rank, suit, colour, rank_size, suit_size, width, height, small)
    image.alpha_composite(index)
    centre = (width * (0.58 if small else 0.5), height * (0.6 if small else 0.5))
    if card in JOKERS:
        _centred(draw, centre, "★", font(round(height * 0.4)), colour)
        joker_font = font(round(height * 0.1), bold=True)
        _centred(draw, (centre[0], height * 0.85), word, joker_font, colour)
        return image
    if card[0] in "JQK" and not small:
        # Court cards: a frame with the big letter and a pip, so they differ at a glance.
        box = (width * 0.26, height * 0.2, width * 0.74, height * 0.8)
        draw.rounded_rectangle(box, radius=height * 0.03, outline=colour, width=SUPERSAMPLE * 2)
        _centred(draw, (width * 0.5, height * 0.41), rank, font(round(height * 0.28), True), colour)
        _centred(draw, (width * 0.5, height * 0.63), suit, font(round(height * 0.2)), colour)
    else:
        size = round(height * (0.42 if small else 0.4))
        _centred(draw, centre, suit, font(size), colour)
    if not small:
        # The same index upside down in the bottom-right corner, as on a real card.
        image.alpha_composite(index.rotate(180))
    return image


def _draw_index(
    rank: str,
    suit: str,
    colour: Colour,
    rank_size: int,
    suit_size: int,
    width: int,
    height: int,
    small: bool,
) -> Image.Image:
    """The corner index (rank over suit) on a transparent layer the size of the card."""
    layer = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    x = width * (0.18 if small else 0.14)
    rank_y = height * (0.14 if small else 0.11)
    _centred(draw, (x, rank_y), rank, font(rank_size, bold=True), colour)
    if suit:
        _centred(draw, (x, rank_y + rank_size * 0.95), suit, font(suit_size), colour)
    return layer


def _draw_back(width: int, height: int) -> Image.Image:
    image, draw = _blank(width, height, CARD_WHITE)
    inset = round(height * 0.06)
    draw.rounded_rectangle(
        (inset, inset, width - inset, height - inset), radius=height * 0.04, fill=CARD_BACK
    )
    # A diagonal lattice: cheap, and reads as "a card back" at any size.
    step = max(SUPERSAMPLE * 4, round(height * 0.08))
    light = (90, 125, 205)
    for offset in range(-height, width + height, step):
        draw.line((offset, inset, offset + height, inset + height), fill=light, width=SUPERSAMPLE)
        draw.line((offset, inset + height, offset + height, inset), fill=light, width=SUPERSAMPLE)
    # Re-cut the lattice to the inner rectangle by redrawing the white border over it.
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius=round(height * 0.07),
        outline=CARD_WHITE,
        width=inset,
    )
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), radius=round(height * 0.07), outline=CARD_EDGE, width=2
    )
    return image


def _finish(big: Image.Image, width: int, height: int) -> Image.Image:
    return big.resize((width, height), Image.Resampling.LANCZOS)


def card_image(card: str, height: int, dim: bool = False, faces: Faces = ()) -> Image.Image:
    """The face of `card` (e.g. `QS`, `TH`, `X1`), `height` pixels tall, as RGBA, its
    letters and joker's word from `faces` (see `Faces`). Cached.

    `dim=True` gives a grey face with darker inks, for cards that cannot be played
    now or for the previous trick: it reads as "not now" and its index stays
    legible. Callers must not modify the returned image.
    """
    words = dict(faces)
    if card in JOKERS:
        return _card_image(card, height, dim, "", words.get("X", ""))
    return _card_image(card, height, dim, words.get(card[0]) or rank_label(card), "")


@lru_cache(maxsize=1024)
def _card_image(card: str, height: int, dim: bool, rank: str, word: str) -> Image.Image:
    # Keyed by what the face prints, not by the language: a 7 or an English-lettered King
    # is drawn once for every language (the cache holds no copy per language).
    width, _ = card_size(height)
    big = _draw_face(card, width * SUPERSAMPLE, height * SUPERSAMPLE, dim, rank, word)
    return _finish(big, width, height)


@lru_cache(maxsize=32)
def card_back(height: int) -> Image.Image:
    """A face-down card, `height` pixels tall, as RGBA. Cached."""
    width, _ = card_size(height)
    big = _draw_back(width * SUPERSAMPLE, height * SUPERSAMPLE)
    return _finish(big, width, height)
