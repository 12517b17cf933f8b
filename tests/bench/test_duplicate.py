"""The per-contract duplicate of `bench.duplicate`, the instrument of the strength figures.

- A board is the contract asked for, declared by seat 0, with no doubles, and
  its scores are that contract's (Trumps: 5 points a trick, 65 in all).
- A player against itself scores a margin of exactly 0 on every contract:
  each hand is held once by each side, with the same random generators.
- Swapping the players negates the margin.
"""

from __future__ import annotations

import pytest

from bench.duplicate import SEATINGS, per_contract, play_board
from games.barbu.players import random_player, rule_based_player


def test_a_board_is_the_contract_asked_for_without_doubles() -> None:
    scores = play_board("barbu", 3, "trumps", [rule_based_player] * 4, "t")
    assert sum(scores) == 65 and all(s % 5 == 0 for s in scores)
    assert sum(play_board("barbu", 3, "no-tricks", [random_player] * 4, "t")) == -26


def test_a_player_against_itself_is_level_and_swapping_negates() -> None:
    for seating in SEATINGS:
        level = per_contract(
            "marley", ["queens", "dominoes"], random_player, random_player, [1, 2], seating
        )
        assert [r.margin for r in level] == pytest.approx([0.0, 0.0], abs=1e-9)
    ab = per_contract("barbu", ["no-hearts"], rule_based_player, random_player, [1, 2, 3])
    ba = per_contract("barbu", ["no-hearts"], random_player, rule_based_player, [1, 2, 3])
    assert ab[0].margin == pytest.approx(-ba[0].margin) and ab[0].margin != 0
    assert ab[0].a_per_seat == pytest.approx(ba[0].b_per_seat)
