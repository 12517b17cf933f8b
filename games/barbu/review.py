"""A finished Barbu deal as its review shows it: what the table has seen of it by its end.

`deal_review(seed, options, actions, deal)` replays the series' log (`games.replay_deal`)
and returns plain JSON data, or None while the deal is not over (a deal in progress is
never reviewed). Every card of it was shown on the table as it was played, so:

- `hands`: each seat's cards as dealt, in display order, where every one of them was
  played (`complete`); a deal can end with cards unplayed (Domino's last player,
  Marley's Dominoes' last two, a contract that stops once its cards are taken: No King,
  No Queens), and then a seat's list holds only the cards it played, `unseen` counting
  the others (how many cards a hand holds is public: the table shows it);
- `contract`, `declarer`, `doubles` (Barbu: [doubler, doubled, level]);
- `tricks`: each trick in order (`leader`, `cards` in play order, `winner`), or for a
  domino contract `domino`: each move in order ([seat, card], card None for a pass) and
  `out`, the order the players went out in;
- `scores` (the contract's points) and `totals` (after doubles), as on the scoresheet.
"""

from __future__ import annotations

from typing import Any

from games import replay_deal
from games.barbu.rulesets import SEATS
from games.barbu.state import BarbuState


def _deals_done(state: Any) -> int:
    return len(state.sheet)


def deal_review(
    seed: int, options: dict[str, Any], actions: list[tuple[int, str]], deal: int
) -> dict[str, Any] | None:
    """Deal `deal` (0-based) of the series, as public data; None unless it is over."""
    from games import barbu  # the package imports its modules: not at this module's import

    found = replay_deal(barbu, seed, SEATS, options, actions, deal, _deals_done)
    if found is None:
        return None
    start, deal_actions = found
    assert isinstance(start, BarbuState)
    dealt = [list(hand) for hand in start.hands]
    rules = start.rules.name
    state = start
    # The deal's lists are replaced, not emptied, when the next deal starts: kept here,
    # they hold the whole deal once its last action is applied.
    tricks, moves, out = state.tricks, state.domino_moves, state.out
    for seat, action in deal_actions:
        tricks, moves, out = state.tricks, state.domino_moves, state.out
        state.apply(seat, action)
    entry = state.sheet[deal]
    shown: set[str] = {card for trick in tricks for card in trick["cards"]}
    shown.update(card for _, card in moves if card is not None)
    hands = [[card for card in hand if card in shown] for hand in dealt]
    review: dict[str, Any] = {
        "game": "barbu",
        "rules": rules,
        "deal": entry["deal"],
        "declarer": entry["declarer"],
        "contract": entry["contract"],
        "doubles": [list(pair) for pair in entry["doubles"]],
        "hands": hands,
        "complete": [
            len(shown_hand) == len(hand) for shown_hand, hand in zip(hands, dealt, strict=True)
        ],
        "unseen": [
            len(hand) - len(shown_hand) for shown_hand, hand in zip(hands, dealt, strict=True)
        ],
        "scores": list(entry["scores"]),
        "totals": list(entry["totals"]),
    }
    if moves:
        review["domino"] = [[seat, card] for seat, card in moves]
        review["out"] = list(out)
    else:
        review["tricks"] = [
            {"leader": t["leader"], "cards": list(t["cards"]), "winner": t["winner"]}
            for t in tricks
        ]
    return review
