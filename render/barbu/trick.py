"""A Barbu trick as a picture: its cards in play order, each above its player's name, the
winner's name in gold. It appears above a player's hand while they choose a card (the
trick in progress, with an empty place for theirs), alone (the **Previous trick** answer),
and in the picture a table message keeps once its deal is over (render/barbu/deal.py).

Drawn from plain data: (name, card) pairs in play order, never a hand.

Nothing is cut: the caption (which may carry a name) breaks onto more lines, and a name
under its card onto as many lines as it needs (after a space or a hyphen, else between
letters), the cards spreading over the width first, each as far from the next as the
names need so that they take as few lines as can be (`slot_widths`: 32 W's take two when
the other names are short); the picture grows by a line for each.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

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
NAME_GAP = 16  # at least between two names side by side
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


@lru_cache(maxsize=256)
def _room_for(name: str, lines: int) -> int:
    """The narrowest room in which `name` takes `lines` lines at most, breaking no word
    between letters that a fair share of the width (a quarter) would hold whole."""
    fnt = font(NAME_FONT, bold=True)
    share = (WIDTH - 2 * MARGIN) // 4
    words = [fnt.getlength(word) for word in re.split(r"(?<=-)|\s+", name) if word]
    low = int(max((fnt.getlength(letter) for letter in name), default=0)) + 1
    low = max(low, math.ceil(max((w for w in words if w <= share), default=0)))
    high = max(low, int(fnt.getlength(name)) + 1)
    while low < high:
        middle = (low + high) // 2
        if len(break_lines(name, fnt, middle)) <= lines:
            high = middle
        else:
            low = middle + 1
    return low


def _fewer_lines(names: list[str], slots: list[int], lines: int, spare: int) -> list[int]:
    """`slots` widened, the cheapest first, so that names take fewer lines where the spare
    room allows; what is left is shared out evenly."""
    least = card_size(CARD_HEIGHT)[0] + GAP
    slots = list(slots)
    for index in sorted(range(len(names)), key=lambda i: _room_for(names[i], 1) - slots[i]):
        for fewer in range(1, lines):
            wider = max(least, _room_for(names[index], fewer) + NAME_GAP)
            if wider - slots[index] <= spare:
                spare -= max(0, wider - slots[index])
                slots[index] = max(slots[index], wider)
                break
    return [slot + spare // len(slots) for slot in slots]


def slot_widths(names: list[str], width: int = WIDTH) -> list[int]:
    """Each card's share of the width, its name under it (`NAME_GAP` narrower). As long as
    every name holds on one line, the cards are evenly spread, apart enough for whole names
    ("Computer 1", "Computer 2": the end of a name is what tells them apart). Else each
    takes what its name needs to take as few lines as can be (two, three...), the names
    that need the least room first."""
    least = card_size(CARD_HEIGHT)[0] + GAP
    room = width - 2 * MARGIN
    name_font = font(NAME_FONT, bold=True)
    step = max(least, math.ceil(max(name_font.getlength(name) for name in names)) + NAME_GAP)
    if step * len(names) <= room:
        return [step] * len(names)
    for lines in range(2, 8):
        slots = [max(least, _room_for(name, lines) + NAME_GAP) for name in names]
        if sum(slots) <= room:
            return _fewer_lines(names, slots, lines, room - sum(slots))
    return [room // len(names)] * len(names)


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
    widths = slot_widths(names, width) if slots else []
    lines = [
        break_lines(name, name_font, slot - NAME_GAP)
        for name, slot in zip(names, widths, strict=True)
    ]
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
    left = (width - sum(widths)) // 2
    top = MARGIN + CAPTION_HEIGHT + (len(said) - 1) * CAPTION_LINE
    for index in range(slots):
        x = left + sum(widths[:index]) + widths[index] // 2 - card_w // 2
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
