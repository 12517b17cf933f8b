"""The words Guillotine's images show, in the language being spoken: the table image's
seats (points, tag, place), the faces of the nobles in the line and the face-up cards
(render/guillotine/table.py), and the hand image's cards (render/guillotine/hand.py); the
table message's words around its picture are text.py's (`table_status`, `seat_details`).
render/ writes no word of its own: it draws what these mappings give.
"""

from __future__ import annotations

from typing import Any

from cogs.guillotine.text import card_name, card_short, card_text, card_title, points
from cogs.i18n import t
from cogs.tables.words import ordinal
from games.guillotine.cards import ACTIONS, NOBLES

_TAGS = {"choose": "choosing", "finale": "scoring", "collect": "collecting"}


def _seat_words(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's tags on the table image: on turn, what it does; once the game is over,
    its place (the counts and the last noble are the table message's words)."""
    places = view.get("places") if view["phase"] == "over" else None
    return {
        "tag": t(f"guillotine-tag-{_TAGS.get(view['phase'], 'to-play')}"),
        "place": ordinal(places[seat]) if places else "",
    }


def noble_face(noble: str) -> tuple[str, str, str]:
    """A noble card's face: its name, its short instruction, its family's tag."""
    colour = NOBLES[noble].colour
    return card_title(noble), card_short(noble), t(f"guillotine-family-{colour}.tag")


def action_face(card: str) -> tuple[str, str, str]:
    """An action card's face in a hand: its name, its full instruction, its tag."""
    spec = ACTIONS[card]
    tag = "out-of-turn" if card == "wait-a-moment" else "stays" if spec.stays else "line"
    shown = card == "wait-a-moment" or spec.stays or spec.line
    return card_title(card), card_text(card), t(f"guillotine-tag-{tag}") if shown else ""


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The words the table image shows (render/guillotine/table.py draws them): the empty
    line's sentence, the FRONT tag, each seat's points and tags, the faces of the nobles in
    the line and the face-up cards' names. (`names` are drawn as they are, by the image.)"""
    over = view["phase"] == "over"
    face_up = {card for cards in view["face_up"] for card in cards}
    return {
        "empty_line": t("guillotine-executions-over" if over else "guillotine-line-empty"),
        "seats": [_seat_words(view, seat) for seat in range(view["players"])],
        "scores": [points(score) for score in view["scores"]],
        "front": t("guillotine-front"),
        "nobles": {noble: noble_face(noble) for noble in set(view["line"])},
        "actions": {card: card_name(card) for card in face_up},
    }


def hand_words(hand: list[str]) -> dict[str, Any]:
    """The hand image's words besides its title (render/guillotine/hand.py): the count, the
    empty hand's line, and each card's face (name, instruction, tag) in this language."""
    return {
        "count": t("guillotine-hand-count", count=len(hand)),
        "empty": t("guillotine-hand-empty"),
        "cards": {card: action_face(card) for card in set(hand)},
    }
