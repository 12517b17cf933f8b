"""A Barbu trick as a picture: its cards in play order, each above its player's name, the
winner's name in gold. It appears above a player's hand while they choose a card (the
trick in progress, with an empty place for theirs), alone (the **Previous trick** answer),
and in the picture a table message keeps once its deal is over (render/barbu/deal.py).

Drawn from plain data: (name, card) pairs in play order, never a hand.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.cards import Faces, card_image, card_size
from render.hand import TITLE_HEIGHT, draw_hand
from render.palette import to_felt_palette
from render.theme import FELT, GOLD, MUTED, PANEL, TEXT, fit, font, to_png

WIDTH = 960  # as wide as the hand image, so the two stack into one picture
CARD_HEIGHT = 150  # as big as the hand's cards: the trick is what the player decides on
CAPTION_HEIGHT = 52
NAME_HEIGHT = 44
GAP = 28
MARGIN = 16

Play = tuple[str, str]  # (player's name, card)


def trick_height() -> int:
    return CAPTION_HEIGHT + CARD_HEIGHT + NAME_HEIGHT + 2 * MARGIN


def draw_trick(
    plays: list[Play],
    caption: str,
    *,
    winner: int | None = None,
    waiting: str | None = None,
    width: int = WIDTH,
    faces: Faces = (),
) -> Image.Image:
    """The trick as an RGB image: `plays` in play order, `winner` (an index into `plays`)
    named in gold; `waiting` names an empty place after the cards (whose card is next)."""
    image = Image.new("RGB", (width, trick_height()), FELT)
    draw = ImageDraw.Draw(image)
    caption_font = font(28, bold=True)
    draw.text(
        (MARGIN + 4, MARGIN + CAPTION_HEIGHT // 2 - 6),
        fit(caption, caption_font, width - 2 * MARGIN),
        font=caption_font,
        fill=GOLD,
        anchor="lm",
    )
    card_w, _ = card_size(CARD_HEIGHT)
    slots = len(plays) + (1 if waiting else 0)
    if not slots:
        return image
    name_font = font(26, bold=True)
    names = [name for name, _ in plays] + ([waiting] if waiting else [])
    # Cards spread apart enough for whole names ("Computer 1", "Computer 2": the end of a
    # name is what tells them apart), as far as the width allows.
    widest = max(name_font.getlength(str(name)) for name in names)
    step = max(card_w + GAP, int(widest) + 16)
    step = min(step, (width - 2 * MARGIN - card_w) // max(1, slots - 1))
    left = (width - ((slots - 1) * step + card_w)) // 2
    top = MARGIN + CAPTION_HEIGHT
    for index in range(slots):
        x = left + index * step
        if index < len(plays):
            name, card = plays[index]
            face = card_image(card, CARD_HEIGHT, faces=faces)
            image.paste(face, (x, top), face)
            colour = GOLD if index == winner else TEXT
        else:
            name, colour = str(waiting), MUTED
            # The empty place of the card to come: a dark outline where it will lie.
            draw.rounded_rectangle(
                (x, top, x + card_w, top + CARD_HEIGHT), radius=10, fill=PANEL, outline=MUTED,
                width=3,
            )  # fmt: skip
            draw.text((x + card_w // 2, top + CARD_HEIGHT // 2), "?", font=font(48, bold=True),
                      fill=MUTED, anchor="mm")  # fmt: skip
        draw.text(
            (x + card_w // 2, top + CARD_HEIGHT + NAME_HEIGHT // 2 + 2),
            fit(name, name_font, step - 6 if slots > 1 else width),
            font=name_font,
            fill=colour,
            anchor="mm",
        )
    return image


def render_trick(
    plays: list[Play], caption: str, winner: int | None = None, faces: Faces = ()
) -> bytes:
    """A completed trick as PNG bytes (the **Previous trick** answer)."""
    return to_png(to_felt_palette(draw_trick(plays, caption, winner=winner, faces=faces)))


def render_hand_with_trick(
    cards: list[str],
    playable: list[str] | None,
    title: str | None,
    plays: list[Play],
    caption: str,
    waiting: str,
    empty: str = "",
    faces: Faces = (),
) -> bytes:
    """A player's hand (render/hand.py) with the trick in progress between its title and
    its cards, as PNG bytes: what they need to choose a card, in one picture. `empty` is
    the line an empty hand shows, `faces` the cards' letters (render/cards.py)."""
    hand = draw_hand(cards, playable, title, empty, faces)
    trick = draw_trick(plays, caption, waiting=waiting, width=hand.width, faces=faces)
    cut = TITLE_HEIGHT - 7 if title else 0  # the title band ends there (its last row is 42)
    image = Image.new("RGB", (hand.width, hand.height + trick.height), FELT)
    image.paste(hand.crop((0, 0, hand.width, cut)), (0, 0))
    image.paste(trick, (0, cut))
    image.paste(hand.crop((0, cut, hand.width, hand.height)), (0, cut + trick.height))
    return to_png(to_felt_palette(image))
