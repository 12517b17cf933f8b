"""Every sentence and label of High Card, from its catalogue (locales/<lang>.ftl), in the
language being spoken."""

from __future__ import annotations

from typing import Any

from cogs.i18n import t
from cogs.tables.adapter import MoveWords
from cogs.tables.words import card_text

TRICKS = 3


def game_name() -> str:
    return t("highcard-name")


def status(view: dict[str, Any], names: list[str]) -> str:
    """The table's line: whose turn it is and which trick, or who won."""
    scores = view["scores"]
    if view["turn"] is None:
        if scores[0] == scores[1]:
            return t("highcard-status-tie")
        return t("highcard-status-won", name=names[scores.index(max(scores))])
    return t("highcard-status-turn", name=names[view["turn"]], trick=len(view["won"]) + 1)


def trick_title(view: dict[str, Any]) -> str:
    return t("highcard-trick", trick=min(len(view["won"]) + 1, TRICKS))


def hand_title(name: str) -> str:
    return t("highcard-hand-title", name=name)


def play_a_card() -> str:
    return t("highcard-play-a-card")


def waiting() -> str:
    return t("highcard-waiting")


def card_label(card: str) -> str:
    return card_text(card)


def played(card: str) -> MoveWords:
    """A card played, as the time-out notice and the hint tell it."""
    return MoveWords("highcard", "play", {"card": card_text(card)})


def lobby_details() -> list[str]:
    return [t("highcard-lobby-tricks", tricks=TRICKS)]


def final(names: list[str], scores: list[int]) -> str:
    """The game's result, said once it is over."""
    lines = [t("highcard-over")]
    lines += [
        t("highcard-final-line", name=n, tricks=s) for n, s in zip(names, scores, strict=True)
    ]
    return "\n".join(lines)
