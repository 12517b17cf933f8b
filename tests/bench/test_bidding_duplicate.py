"""The bidding duplicate of `bench.duplicate --bidding`, the instrument of the bidding figures.

- A board runs until seat 0 has declared each contract once, its last deal
  (Barbu: seat 0 declares deals 1-7, and their totals sum to 0, doubles
  included; Marley's Guillotine: deals 1-21, seat 0 declaring every fourth).
- A bidder against itself is level on every board: the same card player with
  the same generators plays the same cards.
- Swapping the bidders negates the margins.
"""

from __future__ import annotations

import pytest

from bench.bidding_duplicate import bidding_duplicate, board_deals, play_cycle
from games.barbu.players import random_player, rule_based_player
from games.barbu.rulesets import RULE_SETS


@pytest.mark.parametrize("rules", list(RULE_SETS))
def test_a_board_ends_with_the_declarers_whole_cycle(rules: str) -> None:
    sheet = play_cycle(rules, 5, [random_player] * 4, rule_based_player, random_player, "both")
    assert len(sheet) == board_deals(rules) == {"barbu": 7, "marley": 21}[rules]
    mine = [row["contract"].partition(":")[0] for row in sheet if row["declarer"] == 0]
    assert sorted(mine) == sorted(RULE_SETS[rules].contracts) and sheet[-1]["declarer"] == 0
    if rules == "barbu":
        assert sum(sum(row["totals"]) for row in sheet) == 0


def test_a_bidder_against_itself_is_level_and_swapping_negates() -> None:
    same = bidding_duplicate(
        "barbu", rule_based_player, rule_based_player, random_player, [1, 2], "both"
    )
    assert (same.per_seat.mean, same.declarer.mean, same.contracts_differ) == (0, 0, 0)
    # (With --part both: a part not measured is B's everywhere, which swapping changes.)
    ab = bidding_duplicate(
        "barbu", rule_based_player, random_player, random_player, [1, 2, 3], "both"
    )
    ba = bidding_duplicate(
        "barbu", random_player, rule_based_player, random_player, [1, 2, 3], "both"
    )
    assert ab.declarer.mean == pytest.approx(-ba.declarer.mean) and ab.declarer.mean != 0
    assert ab.per_seat.mean == pytest.approx(-ba.per_seat.mean)
