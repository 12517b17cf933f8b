"""What a Barbu deal scores: its points, the doubles settled, the score sheet, what is next.

`end_deal` closes a deal (the last trick taken, the last domino player out): the
Domino places become points, the doubles move points between seats (`settle`), the
deal goes on the score sheet, and the next deal starts, or the series is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.barbu.rulesets import SEATS
from games.barbu.views import trick_view

if TYPE_CHECKING:
    from games.barbu.state import BarbuState


def end_deal(s: BarbuState) -> None:
    contract = s.contract_rules
    if contract.domino:
        scores = s._domino_scores
        order = s.out + [seat for seat in range(SEATS) if seat not in s.out]
        s.deal_points = [0] * SEATS
        for place, seat in enumerate(order):
            s.deal_points[seat] = scores[min(place, len(scores) - 1)]
    contract_scores = list(s.deal_points)
    s.final_tricks.append(trick_view(s.tricks, s.deal) if s.tricks else None)
    totals = settle(contract_scores, s.doubles)
    s.sheet.append(
        {
            "deal": s.deal,
            "declarer": s.declarer,
            "contract": s.full_contract,
            "scores": contract_scores,
            "doubles": [list(pair) for pair in s.doubles],
            "totals": totals,
        }
    )
    s.scores = [a + b for a, b in zip(s.scores, totals, strict=True)]
    if s.deal == s.rules.deals:
        s.phase = "over"
        s.turn = None
        s._set_handlers()
    else:
        s._start_deal(s.deal + 1)


def settle(scores: list[int], doubles: list[list[int]]) -> list[int]:
    """Deal totals after doubles: each standing double moves the score difference to the better."""
    totals = list(scores)
    for a, b, level in doubles:
        difference = (scores[a] - scores[b]) * level
        totals[a] += difference
        totals[b] -= difference
    return totals
