"""What each Barbu action does: declaring, doubling, a card to a trick, a domino move.

One function per phase carries out an action already known to be legal (the state
points its hot path at the one of its phase: `move_fn`); the end of a deal, with its
scores, is `scoring.end_deal`. They change the state through its fields, and through
its own bookkeeping for what follows a phase change (`_set_handlers`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from games.barbu import legality
from games.barbu.notation import CARD_OF, CONTRACT_PREFIX, DOUBLE_PREFIX, PASS, UNSEEN
from games.barbu.rulesets import SEATS
from games.barbu.scoring import end_deal

if TYPE_CHECKING:
    from games.barbu.state import BarbuState

MoveFn = Callable[["BarbuState", int, str], None]


def declare(s: BarbuState, seat: int, action: str) -> None:
    contract = action[len(CONTRACT_PREFIX) :]
    name, _, arg = contract.partition(":")
    s.contract = name
    s._contract = s.rules.contracts[name]
    s._contract_points = s._points[name]
    s.contracts_played[seat].append(name)
    if name == "trumps":
        s.trump = arg
    elif name == "domino":
        s.domino_rank = arg
    if s.rules.doubling:
        s.phase = "double"
        s.double_step = 0
        s.turn = (s.declarer + 1) % SEATS
        s._set_handlers()
    else:
        _start_play(s)


def double(s: BarbuState, seat: int, action: str) -> None:
    listed = action[len(DOUBLE_PREFIX) :]
    for target in (int(x) for x in listed.split(",") if x):
        for pair in s.doubles:
            if pair[0] == target and pair[1] == seat:
                pair[2] = 2
                break
        else:
            s.doubles.append([seat, target, 1])
            if target == s.declarer:
                s.declarer_doubles[seat] += 1
    s.double_step += 1
    if s.double_step == SEATS:
        _start_play(s)
    else:
        s.turn = (s.declarer + 1 + s.double_step) % SEATS


def _start_play(s: BarbuState) -> None:
    s.phase = "play"
    first = s.declarer
    if not s.contract_rules.domino and s.options.get("first_lead") == "right":
        first = (s.declarer - 1) % SEATS
    s.leader = s.turn = first
    s._set_handlers()


def play(s: BarbuState, seat: int, action: str) -> None:
    """A card to the trick (trick contracts)."""
    card = CARD_OF[action]
    suit = card[1]
    trick = s.trick
    if suit == "H" and trick and trick[0][1] != "H":
        s.hearts_broken = True
    s._hand[seat][suit].remove(action)
    trick.append(card)
    if len(trick) == SEATS:
        _finish_trick(s, trick)
    else:
        s.turn = (seat + 1) % SEATS


def _finish_trick(s: BarbuState, trick: list[str]) -> None:
    # The winner: the highest trump, else the highest card of the suit led.
    rank = s._trick_rank
    trump = s.trump
    best = trick[0]
    best_index = 0
    for index in (1, 2, 3):
        card = trick[index]
        if card[1] == best[1]:
            if rank[card[0]] > rank[best[0]]:
                best, best_index = card, index
        elif card[1] == trump:
            best, best_index = card, index
    winner = (s.leader + best_index) % SEATS
    contract = s._contract
    assert contract is not None
    index = len(s.tricks)
    card_points = s._contract_points
    points = (
        card_points[trick[0]]
        + card_points[trick[1]]
        + card_points[trick[2]]
        + card_points[trick[3]]
    )
    if contract.trick_points:
        points += contract.trick_points[index]
    s.deal_points[winner] += points
    s.tricks_won[winner] += 1
    s.tricks.append({"leader": s.leader, "cards": trick, "winner": winner})
    s.trick = []
    s.leader = s.turn = winner
    ends = contract.ends_when_taken
    if index + 1 == s.rules.hand_size or (
        ends and not ends.isdisjoint(trick) and ends.issubset(_all_taken(s))
    ):
        end_deal(s)


def _all_taken(s: BarbuState) -> set[str]:
    return {card for trick in s.tricks for card in trick["cards"]}


def domino_move(s: BarbuState, seat: int, action: str) -> None:
    """A card to the layout, or a pass (Domino, Marley's Dominoes)."""
    if action == PASS:
        s.domino_moves.append([seat, None])
        s.bonus = False
        _next_domino_turn(s, seat)
        return
    if action == UNSEEN:
        _play_unseen(s, seat)
        return
    card = CARD_OF[action]
    if s.domino_rank is None:
        # Marley: the dealer's first card names the rank; an ace there cancels the bonus.
        s.domino_rank = card[0]
        s.ace_bonus = card[0] != "A"
    index = s._domino_rank[card[0]]
    row = s.layout.get(card[1])
    if row is None:
        s.layout[card[1]] = [index, index]
    elif index < row[0]:
        row[0] = index
    else:
        row[1] = index
    hand = s._hand[seat]
    hand[card[1]].remove(action)
    s.domino_moves.append([seat, card])
    if not any(hand.values()) and not s._unseen[seat]:
        s.out.append(seat)
        if len(s.out) == len(s._domino_scores) - 1:
            end_deal(s)
            return
    elif s.rules.ace_bonus and s.ace_bonus and (card[0] == "A" or s.bonus) and _goes_on(s, seat):
        s.bonus = True
        return
    s.bonus = False
    _next_domino_turn(s, seat)


def _play_unseen(s: BarbuState, seat: int) -> None:
    """Replayed from a record: the seat's last card, which nobody saw, ends the deal (it is
    the only move a record leaves unseen); the layout, about to be cleared, stays as it is."""
    s._unseen[seat] -= 1
    s.out.append(seat)
    if len(s.out) == len(s._domino_scores) - 1:
        end_deal(s)
    else:
        s.bonus = False
        _next_domino_turn(s, seat)


def _goes_on(s: BarbuState, seat: int) -> bool:
    """Marley's ace bonus goes on while the player has a card that fits. Replayed from a
    record, a hand with unseen cards may have had one: the table showed whether the player
    went on (the record's `went_on`, the moves after which they did)."""
    if legality.fitting(s, seat):
        return True
    if not s._unseen[seat] or s._shown is None or s.deal > len(s._shown):
        return False
    return len(s.domino_moves) - 1 in s._shown[s.deal - 1].get("went_on", ())


def _next_domino_turn(s: BarbuState, seat: int) -> None:
    for step in range(1, SEATS):
        candidate = (seat + step) % SEATS
        if candidate not in s.out:
            s.turn = candidate
            return
