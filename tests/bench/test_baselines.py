"""The fits of the strong Barbu player's bidding tables (`bench.baselines`), on made-up numbers.

- `cycle_values`: with one contract left, its mean; with two, the mean over
  hands of the better order.
- `owed_thresholds`: the last deal but one, owing one double, waits only for a
  double better than what the last deal's compulsory one is worth against
  the chance of a good one then.
"""

from __future__ import annotations

import pytest

from bench.baselines import cycle_values, owed_thresholds
from games.barbu.rulesets import RULE_SETS


def test_cycle_values_take_the_better_order_hand_by_hand() -> None:
    names = list(RULE_SETS["barbu"].contracts)
    hands = [dict.fromkeys(names, 0.0), dict.fromkeys(names, 0.0)]
    hands[0]["trumps"], hands[1]["trumps"] = 30.0, 10.0
    hands[0]["no-tricks"], hands[1]["no-tricks"] = -10.0, -2.0
    values = cycle_values("barbu", hands)
    trumps, no_tricks = 1 << names.index("trumps"), 1 << names.index("no-tricks")
    assert values[trumps] == 20.0 and values[no_tricks] == -6.0
    # Hand 0 names trumps (30 - 6 > -10 + 20), hand 1 No Tricks (-2 + 20 > 10 - 6).
    assert values[trumps | no_tricks] == pytest.approx((24.0 + 18.0) / 2)


def test_owed_thresholds_weigh_waiting_against_paying_now() -> None:
    thresholds = owed_thresholds([-2.0, 2.0], deals=3, owed=2)
    # Two deals left, one owed: W(1, 1) - W(1, 0) = mean 0 - E[max(v, 0)] 1.
    assert thresholds[2] == {1: -1.0}
    assert thresholds[3][2] < thresholds[3][1] <= 0
