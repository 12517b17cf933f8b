"""The words Guillotine's images show, in the language being spoken: the table image's
title, status, notices, seats and events, the faces of the nobles in the line and the
face-up cards (render/guillotine/table.py), and the hand image's cards
(render/guillotine/hand.py). render/ writes no word of its own: it draws what these
mappings give.
"""

from __future__ import annotations

from typing import Any

from cogs.guillotine.text import (
    card_name,
    card_short,
    card_text,
    card_title,
    describe,
    notices,
    points,
    status_text,
)
from cogs.i18n import t
from cogs.tables.words import ordinal
from games.guillotine.cards import ACTIONS, NOBLES

_TAGS = {"choose": "choosing", "finale": "scoring", "collect": "collecting"}


def _seat_words(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's panel on the table image: its counts, its last noble, its tag on turn, and
    its place once the game is over (in the tag's spot: the panel's top line keeps its
    room for the name and the points)."""
    pile = view["piles"][seat]
    places = view.get("places") if view["phase"] == "over" else None
    return {
        "line": t("guillotine-seat-counts", cards=view["hand_sizes"][seat], nobles=len(pile)),
        "last": t("guillotine-seat-last", noble=card_name(pile[-1])) if pile else "",
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
    """The words the table image shows (render/guillotine/table.py draws them): the title,
    the decks, the status, the notices, each seat's points (and place at the end), counts and
    tag, the events shown, the faces of the nobles in the line and the face-up cards' names."""
    over = view["phase"] == "over"
    face_up = {card for cards in view["face_up"] for card in cards}
    return {
        "title": t("guillotine-title", day=view["day"], days=view["days"]),
        "decks": t(
            "guillotine-decks",
            nobles=view["noble_deck"],
            actions=view["action_deck"],
            discards=len(view["action_discard"]),
        ),
        "empty_line": t("guillotine-executions-over" if over else "guillotine-line-empty"),
        "seats": [_seat_words(view, seat) for seat in range(view["players"])],
        "status": status_text(view, names),
        "notices": notices(view, names),
        "scores": [points(score) for score in view["scores"]],
        "events": [describe(e, names) for e in view.get("events", []) if e["type"] != "turn"],
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
