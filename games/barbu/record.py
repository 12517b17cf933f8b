"""A Barbu series as its table showed it: what a record holds instead of the seed, and the
series replayed from that (`GameInfo.record`, the `ShownReplay` of games/contract.py).

The seed decides every deal of the series, the deals never played among them, and every
card of a deal, the cards nobody played among them: a deal can stop with cards still in
the hands (No Queens once the four queens are taken, No King once the king of hearts is,
Domino once all but one player are out, Marley's Dominoes once two are). What the table
showed of a deal is the cards played to it, each by its seat, but one: the card that ends a
Domino deal (the next deal is on the table at once), which its part's actions write as
`play:??` (`UNSEEN`). So a deal's part holds its actions so written, per seat the cards it
showed (`hands`) and how many it held that nobody saw (`unseen`).

Replayed from those, a hand with unseen cards plays as if it held only its shown ones (and
`play:??` when all it holds is one unseen card):
every Barbu rule of play is "play this kind of card if you hold one", and a card that was
legal from the whole hand is legal from any part of it that holds the card. Two things
depend on cards never shown, and both were shown otherwise: a Domino player with unseen
cards is not out (the table showed who went out), and Marley's ace bonus goes on after an
ace if the player holds a card that fits (the table showed who went on: `went_on`, the
indices of the deal's domino moves after which the player stayed on turn).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.barbu.notation import PASS, PLAY_PREFIX, UNSEEN
from games.barbu.rulesets import SEATS
from games.barbu.state import BarbuState

part_name = "deal"


def shown_parts(
    seed: int, players: int, options: dict[str, Any], actions: Sequence[tuple[int, str]]
) -> list[dict[str, Any]]:
    """Each deal of the series that was played to its end, as the table showed it: its
    `actions`, `hands` (each seat's shown cards, in display order), `unseen` (each seat's
    cards never shown), and for Marley's Dominoes `went_on`."""
    state = BarbuState(seed, options)
    order = state._display_index
    size = state.rules.hand_size
    parts: list[dict[str, Any]] = []
    shown: list[list[str]] = [[] for _ in range(SEATS)]
    moves: list[list[Any]] = []
    went_on: list[int] = []
    for seat, action in actions:
        deal = state.deal
        domino = state.phase == "play" and state.contract_rules.domino
        state.apply(seat, action)
        over = state.deal != deal or state.is_over
        if over and domino:
            # The card that ends a Domino deal is never on the table: the next deal is.
            action = UNSEEN
        elif action.startswith(PLAY_PREFIX):
            shown[seat].append(action[len(PLAY_PREFIX) :])
        moves.append([seat, action])
        if over:
            part: dict[str, Any] = {
                "actions": moves,
                "hands": [sorted(cards, key=order.__getitem__) for cards in shown],
                "unseen": [size - len(cards) for cards in shown],
            }
            if went_on:
                part["went_on"] = went_on
            parts.append(part)
            shown = [[] for _ in range(SEATS)]
            moves, went_on = [], []
        elif state.bonus and action != PASS:
            went_on.append(len(state.domino_moves) - 1)
    return parts


def from_shown(
    players: int, options: dict[str, Any], parts: Sequence[dict[str, Any]]
) -> BarbuState:
    """A series that deals each deal from `parts` (what `shown_parts` gave): no seed."""
    if players != SEATS:
        raise ValueError(f"Barbu is played by 4 players, not {players}")
    return BarbuState(0, options, shown=[dict(part) for part in parts])
