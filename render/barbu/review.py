"""The four hands of a finished Barbu deal as they were dealt, for its **Review**: one band
of cards per seat, under the seat's name, stacked top to bottom (the same rows of big
cards as a player's own hand, render/hand.py, so that it reads on a phone 360 px wide).

A hand of which some cards were never played (a deal that stopped early) shows only the
cards that were; its title (the cog's words) says how many were never shown.
"""

from __future__ import annotations

from PIL import Image

from render.cards import Faces
from render.hand import draw_hand
from render.palette import to_felt_palette
from render.theme import FELT, to_png

GAP = 6  # between two seats' bands


def draw_barbu_review_hands(
    hands: list[list[str]], titles: list[str], empty: str = "", faces: Faces = ()
) -> Image.Image:
    """The hands as one RGB image: `titles[seat]` above `hands[seat]`, seat by seat."""
    bands = [
        draw_hand(cards, None, title, empty, faces)
        for cards, title in zip(hands, titles, strict=True)
    ]
    width = max(band.width for band in bands)
    height = sum(band.height for band in bands) + GAP * (len(bands) - 1)
    image = Image.new("RGB", (width, height), FELT)
    top = 0
    for band in bands:
        image.paste(band, (0, top))
        top += band.height + GAP
    return image


def render_barbu_review_hands(
    hands: list[list[str]], titles: list[str], empty: str = "", faces: Faces = ()
) -> bytes:
    """The hands as dealt, as PNG bytes (`titles`, `empty`, `faces`: the cog's words)."""
    return to_png(to_felt_palette(draw_barbu_review_hands(hands, titles, empty, faces)))
