"""A Barbu trick as a picture: its cards in play order, each above its player's name, the
winner's name in gold. It appears above a player's hand while they choose a card (the
trick in progress, with an empty place for theirs), alone (the **Previous trick** answer),
and in the picture a table message keeps once its deal is over (render/barbu/deal.py).

Drawn from plain data: (name, card) pairs in play order, never a hand.

Nothing is cut: the caption (which may carry a name) breaks onto more lines, and a name
under its card onto as many lines as it needs (after a space or a hyphen, else between
letters), the cards spreading over the width first so that each name has room; the
picture grows by a line for each.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.cards import Faces, card_image, card_size
from render.hand import draw_hand, title_height
from render.palette import to_felt_palette
from render.theme import FELT, GOLD, MUTED, PANEL, TEXT, break_lines, font, to_png

WIDTH = 960  # as wide as the hand image, so the two stack into one picture
CARD_HEIGHT = 150  # as big as the hand's cards: the trick is what the player decides on
CAPTION_HEIGHT = 52
CAPTION_FONT = 28
CAPTION_LINE = 34  # each further line of a long caption
NAME_HEIGHT = 44
NAME_FONT = 26  # 7.1 px cap height at 360 px wide: the floor on this 960 px picture
NAME_LINE = 30  # each further line of a long name
GAP = 28
MARGIN = 16

Play = tuple[str, str]  # (player's name, card)


def trick_height(caption_lines: int = 1, name_lines: int = 1) -> int:
    """The picture's height with a caption and names of so many lines."""
    return (
        CAPTION_HEIGHT + (caption_lines - 1) * CAPTION_LINE + CARD_HEIGHT + NAME_HEIGHT
        + (name_lines - 1) * NAME_LINE + 2 * MARGIN
    )  # fmt: skip


def caption_lines(caption: str, width: int = WIDTH) -> list[str]:
    return break_lines(caption, font(CAPTION_FONT, bold=True), width - 2 * MARGIN)


def _step(names: list[str], width: int) -> int:
    """How far apart the cards are: apart enough for whole names on one line ("Computer
    1", "Computer 2": the end of a name is what tells them apart), at most an equal share
    of the width (a longer name then takes more lines)."""
    card_w, _ = card_size(CARD_HEIGHT)
    name_font = font(NAME_FONT, bold=True)
    widest = max(name_font.getlength(name) for name in names)
    share = (width - 2 * MARGIN) // len(names)
    return max(card_w + GAP, min(int(widest) + 16, share))


def _name_room(slots: int, step: int, width: int) -> int:
    return step - 8 if slots > 1 else width - 2 * MARGIN


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
    named in gold; `waiting` names an empty place after the cards (whose card is next).
    Without plays or a place, the caption alone."""
    names = [str(name) for name, _ in plays] + ([str(waiting)] if waiting else [])
    slots = len(names)
    caption_font = font(CAPTION_FONT, bold=True)
    said = caption_lines(caption, width)
    name_font = font(NAME_FONT, bold=True)
    card_w, _ = card_size(CARD_HEIGHT)
    step = _step(names, width) if slots else 0
    room = _name_room(slots, step, width)
    lines = [break_lines(name, name_font, room) for name in names]
    if slots:
        height = trick_height(len(said), max(map(len, lines)))
    else:
        height = CAPTION_HEIGHT + (len(said) - 1) * CAPTION_LINE + MARGIN + 2
    image = Image.new("RGB", (width, height), FELT)
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(said):
        draw.text((MARGIN + 4, MARGIN + CAPTION_HEIGHT // 2 - 6 + i * CAPTION_LINE), line,
                  font=caption_font, fill=GOLD, anchor="lm")  # fmt: skip
    if not slots:
        return image
    left = (width - ((slots - 1) * step + card_w)) // 2
    top = MARGIN + CAPTION_HEIGHT + (len(said) - 1) * CAPTION_LINE
    for index in range(slots):
        x = left + index * step
        if index < len(plays):
            face = card_image(plays[index][1], CARD_HEIGHT, faces=faces)
            image.paste(face, (x, top), face)
            colour = GOLD if index == winner else TEXT
        else:
            colour = MUTED
            # The empty place of the card to come: a dark outline where it will lie.
            draw.rounded_rectangle(
                (x, top, x + card_w, top + CARD_HEIGHT), radius=10, fill=PANEL, outline=MUTED,
                width=3,
            )  # fmt: skip
            draw.text((x + card_w // 2, top + CARD_HEIGHT // 2), "?", font=font(48, bold=True),
                      fill=MUTED, anchor="mm")  # fmt: skip
        for i, line in enumerate(lines[index]):
            draw.text(
                (x + card_w // 2, top + CARD_HEIGHT + NAME_HEIGHT // 2 + 2 + i * NAME_LINE),
                line,
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
    cut = title_height(title) - 7 if title else 0  # the title band ends there
    image = Image.new("RGB", (hand.width, hand.height + trick.height), FELT)
    image.paste(hand.crop((0, 0, hand.width, cut)), (0, 0))
    image.paste(trick, (0, cut))
    image.paste(hand.crop((0, cut, hand.width, hand.height)), (0, cut + trick.height))
    return to_png(to_felt_palette(image))
