"""A Gin Slaughtre player's hand as an image, drawn with `render.hand` (which handles
jokers and any number of cards), dimming the cards no legal play uses; once the hand is
empty it shows the upcards the player now plays from.

The titles ("Your hand · 4 cards · top card 7♥", the upcards' caption) are drawn here, on
as many lines as they need (German's are the longest): never cut, every number whole.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.cards import Faces
from render.hand import MARGIN, TITLE_HEIGHT, WIDTH, draw_hand
from render.palette import to_felt_palette
from render.theme import FELT, GOLD, HEADER, font, title_lines, to_png

TITLE_SIZE = 28  # as render/hand.py draws a title: 7.5 px cap height at 360 px wide
TITLE_STEP = 34  # each more line of a long title


def playable_cards(legal: list[str]) -> list[str]:
    """Every card that some legal `play:` action uses."""
    cards: list[str] = []
    for action in legal:
        if action.startswith("play:"):
            for card in action[5:].split(","):
                if card not in cards:
                    cards.append(card)
    return cards


def titled(
    cards: list[str],
    playable: list[str] | None,
    title: str,
    empty: str = "",
    faces: Faces = (),
) -> Image.Image:
    """`render.hand`'s hand under its title, the title in as many lines as it takes (a
    one-line title looks as `render.hand` draws it)."""
    body = draw_hand(cards, playable, None, empty, faces)
    if not title:
        return body
    title_font = font(TITLE_SIZE, bold=True)
    lines = title_lines(title, title_font, WIDTH - 2 * MARGIN)
    top = TITLE_HEIGHT + (len(lines) - 1) * TITLE_STEP
    # The body's own top margin gives way to the title's band.
    image = Image.new("RGB", (body.width, top + body.height - MARGIN), FELT)
    image.paste(body, (0, top - MARGIN))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, body.width, top - 8), fill=HEADER)
    for i, line in enumerate(lines):
        draw.text((MARGIN, 23 + i * TITLE_STEP), line, font=title_font, fill=GOLD, anchor="lm")
    return image


def hand_cards(view: dict[str, Any]) -> tuple[list[str], bool]:
    """The cards a seat's hand image shows, and whether they are its upcards (its hand is
    empty and it now plays from them)."""
    seat = view.get("seat")
    hand = list(view.get("hand") or [])
    if not hand and seat is not None and view.get("phase") == "play":
        return list((view.get("upcards") or [[], []])[seat]), True
    return hand, False


def render_slaughter_hand(
    view: dict[str, Any],
    legal: list[str] | None,
    title: str,
    swap_title: str = "",
    empty: str = "",
    faces: Faces = (),
) -> bytes:
    """A seat's hand (or, once it is empty, its upcards) with unplayable cards dimmed.

    `view` is that seat's own view; `legal` its legal actions (None: nothing dimmed);
    `title` the cog's words (cogs/slaughter/text.py `hand_title`), `swap_title` the
    caption of the upcards row, `empty` the line an empty hand shows, `faces` the cards'
    letters (render/cards.py). The cards come
    sorted low to high, jokers last, as the view gives them. While the players rearrange,
    nothing is dimmed (every card may be swapped) and the upcards the swap menu names are
    drawn under the hand.
    """
    seat = view.get("seat")
    phase = view.get("phase")
    cards, _ = hand_cards(view)
    upcards = list((view.get("upcards") or [[], []])[seat]) if seat is not None else []
    playable = None if legal is None or phase != "play" else playable_cards(legal)
    image = titled(cards, playable, title, empty, faces)
    if phase == "rearrange" and upcards:
        below = titled(upcards, None, swap_title, faces=faces)
        both = Image.new("RGB", (image.width, image.height + below.height), FELT)
        both.paste(image, (0, 0))
        both.paste(below, (0, image.height))
        image = both
    return to_png(to_felt_palette(image))
