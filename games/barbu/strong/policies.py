"""The playout policies of the strong player: fast greedy play for all four seats.

A playout finishes a sampled deal with these policies at every seat (`_finish`).
They see every hand (the deal is a sample, so there is nothing to hide) and aim
to be cheap rather than clever: the playouts are run thousands of times a
decision, and more samples are worth more than searching each one deeper
(docs/decisions/barbu-strong-card-play.md).

- Trick contracts (`_trick_policy`): in the negative ones, duck under the best
  card, shed point cards and high cards when void, and lead a card some
  opponent must overtake (`_unwanted_tricks_card`); in the positive ones
  (Trumps, Parlement), win cheaply with a sure winner, draw trumps, else lose a
  low card of a short suit (`_wanted_tricks_card`).
- `_finish_unwanted`: the playout of the negative contracts without trumps,
  the policy and the rules of `TrickSim.play` in one loop over local variables,
  for speed; it makes the same moves (a test compares them).
- No Hearts with the player's `fitted` switch: leads and follows by the models
  fitted to the player's own choices (`fitted`), in `_finish_unwanted`.
- Where a trick itself costs points, with the player's `overtakes` switch: a
  follower who cannot duck plays under a later player's forced overtake
  (`simulator.overtake_floor`).
- Domino(es) (`_domino_policy`): free our own cards further along a row and
  open little for the others, as `players.rule_based_player` does; Marley's
  dealer opens where its cards leave the fewest gaps (`_domino_opening`).

A little over 400 lines: the policies of all four seats share the simulator's bit
conventions, and `_finish_unwanted` repeats the trick policy inline, for speed, beside
the functions it must agree with.
"""

from __future__ import annotations

from games.barbu.rulesets import SEATS
from games.barbu.strong.fitted import MODELS, Models, follow_card, lead_card
from games.barbu.strong.simulator import (
    HEARTS,
    DominoSim,
    DominoSpec,
    Sim,
    TrickSim,
    TrickSpec,
    _bits,
    _high,
    lead_risk,
    overtake_floor,
)

# ================================================================ trick games


def _trick_policy(sim: TrickSim, legal: int, overtakes: bool = False) -> int:
    """The playout policy: a greedy card for the seat on turn, seeing every hand.
    `overtakes`: see `_unwanted_tricks_card`."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if sim.spec.positive:
        return _wanted_tricks_card(sim, legal)
    return _unwanted_tricks_card(sim, legal, overtakes)


def _unwanted_tricks_card(sim: TrickSim, legal: int, overtakes: bool = False) -> int:
    """Negative contracts (no trumps): duck under, shed point cards and high cards.
    `overtakes`: where the trick itself costs points (No Tricks, No Last Two's last
    two, the first and last of Marley's Guillotine), a follower who cannot duck
    plays under a later player's forced overtake when it can (`_follow_unwanted`).
    Where only the cards cost, taking a trick of no points to shed a high card is no
    loss, so the rule is not used there."""
    sp = sim.spec
    hands = sim.hands
    trick = sim.trick
    if trick:
        follow = legal & sp.masks[sim.led]
        if follow:
            seen = hands if overtakes else None
            return _follow_unwanted(sp, trick, sim.index, sim.best, follow, seen, sim.turn)
        others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[sim.turn]
        return _discard_unwanted(sp, legal, others)
    return _lead_unwanted(sp, hands, sim.turn, legal, sim.index)


def _follow_unwanted(
    sp: TrickSpec,
    trick: list[int],
    index: int,
    best: int,
    follow: int,
    hands: list[int] | None = None,
    seat: int = 0,
) -> int:
    """A negative contract's card that follows suit (`follow`, two cards or more) to a
    trick whose best card so far is `best`. With every hand (`hands`, `seat` on turn;
    the `overtakes` rule) and a trick that itself costs points, a card that must beat
    ours all the same (`simulator.overtake_floor`) makes ours below it sure losers."""
    value = sp.trick_utility[index]
    for c in trick:
        value += sp.utility[c]
    if value > 0:  # a trick worth taking (Marley's king of hearts)
        over = follow & sp.above[best]
        if over:
            return _high(over)
    if sp.zero and not sp.trick_utility[index] and index + 3 < sp.size:
        # No Last Two, early: nothing at stake now, so shed the highest card.
        return _high(follow)
    under = follow & sp.below[best]
    if under:
        return _high(under)
    # Every card beats the trick so far. Below a later player's forced overtake ours lose:
    # the most harmful, then highest, of those.
    if hands is not None and sp.trick_utility[index] < 0:
        floor = overtake_floor(hands, seat, len(trick), sp.masks[sp.suit_of[trick[0]]])
        safe = follow & (floor - 1) if floor else 0
        if safe:
            utility = sp.utility
            return min(_bits(safe), key=lambda c: (utility[c], -c))
    # Every card wins: take it with the least harmful, highest card.
    if sp.zero:
        return _high(follow)
    utility = sp.utility
    return max(_bits(follow), key=lambda c: (utility[c], c))


def _discard_unwanted(sp: TrickSpec, hand: int, others: int) -> int:
    """A void player's card in a negative contract: the worst card for the taker, else
    the most exposed one (the most of the others' cards below it)."""
    for c in sp.bad_cards:
        if hand >> c & 1:
            return c
    below = sp.below
    best_card, best_danger = -1, -1
    while hand:
        low = hand & -hand
        c = low.bit_length() - 1
        hand ^= low
        danger = (below[c] & others).bit_count()
        if danger >= best_danger:
            best_card, best_danger = c, danger
    return best_card


def _lead_unwanted(sp: TrickSpec, hands: list[int], seat: int, legal: int, index: int) -> int:
    """A negative contract's lead (trick `index`): a card some opponent must overtake,
    else the least harmful win."""
    below = sp.below
    utility = sp.utility
    masks = sp.masks
    opponents = one, two, three = (
        hands[(seat + 1) % SEATS],
        hands[(seat + 2) % SEATS],
        hands[(seat + 3) % SEATS],
    )
    others = one | two | three
    base = sp.trick_utility[index]
    best_card, best_score = -1, -1e9
    for s in range(4):
        mask = masks[s]
        mine_s = legal & mask
        if not mine_s:
            continue
        # Cards below some opponent's lowest card in the suit: that opponent must overtake.
        threshold = overtake_floor(hands, seat, 0, mask)
        forced = mine_s & (threshold - 1) if threshold else 0
        rest = mine_s & ~forced
        while forced:
            low = forced & -forced
            c = low.bit_length() - 1
            forced ^= low
            # A point card that must lose is a gift to the taker; high cards are shed.
            score = 0.05 * (below[c] & others).bit_count() - 0.2 * utility[c]
            if score > best_score:
                best_card, best_score = c, score
        if not rest:
            continue
        # Of the cards that may win, only the lowest and the highest are worth a look.
        for c in {(rest & -rest).bit_length() - 1, rest.bit_length() - 1}:
            value = base + lead_risk(sp, c, opponents)
            score = value - 0.5 + 0.05 * (below[c] & others).bit_count()
            if score > best_score:
                best_card, best_score = c, score
    return best_card


def _cost(sp: TrickSpec, c: int) -> float:
    """How much a card is worth keeping when tricks are wanted (low first)."""
    rank = c % sp.ranks
    value = rank + 2.0 * sp.utility[c]
    if sp.suit_of[c] == sp.trump:
        value += sp.ranks
    return value


def _can_beat(sp: TrickSpec, hand: int, c: int, led: int) -> bool:
    """Whether a player holding `hand` can beat `c`, the best card of a trick led in `led`."""
    follow = hand & sp.masks[led]
    trump = sp.trump
    if sp.suit_of[c] == led:
        if follow:
            return bool(follow & sp.above[c])
        return trump >= 0 and led != trump and bool(hand & sp.masks[trump])
    # c is a trump on a plain suit: only a void player with a higher trump beats it.
    return not follow and bool(hand & sp.masks[trump] & sp.above[c])


def _wanted_tricks_card(sim: TrickSim, legal: int) -> int:
    """Positive contracts: win cheaply with a sure winner, draw trumps, else keep winners."""
    sp = sim.spec
    hands = sim.hands
    seat = sim.turn
    trump = sp.trump
    cards = _bits(legal)
    trick = sim.trick
    if trick:
        best, led = sim.best, sim.led
        best_suit = sp.suit_of[best]
        winners = [
            c
            for c in cards
            if (sp.suit_of[c] == best_suit and c > best)
            or (sp.suit_of[c] == trump and best_suit != trump)
        ]
        if winners:
            later = [hands[(seat + k) % SEATS] for k in range(1, SEATS - len(trick))]
            safe = [c for c in winners if not any(_can_beat(sp, h, c, led) for h in later)]
            if safe:
                return min(safe, key=lambda c: _cost(sp, c))
        return min(cards, key=lambda c: _cost(sp, c))
    opponents = [hands[(seat + k) % SEATS] for k in (1, 2, 3)]
    trumps_out = trump >= 0 and any(h & sp.masks[trump] for h in opponents)
    sure = [c for c in cards if not any(_can_beat(sp, h, c, sp.suit_of[c]) for h in opponents)]
    if sure:
        # Draw the trumps first while the others hold some: they would ruff our winners.
        return max(sure, key=lambda c: ((sp.suit_of[c] == trump) == trumps_out, c))
    mine = hands[seat]
    plain = [c for c in cards if sp.suit_of[c] != trump] or cards
    # A low card of a short suit: lose the trick cheaply and head for a void.
    return min(plain, key=lambda c: ((mine & sp.masks[sp.suit_of[c]]).bit_count(), _cost(sp, c)))


# ================================================================ domino


def _domino_policy(sim: DominoSim) -> int:
    """Free our own cards further along a row; open little for the others (as `players`)."""
    sp = sim.spec
    seat = sim.turn
    mine = sim.hands[seat]
    fit = sim.fitting(seat)
    if not fit:
        return -1
    if not fit & (fit - 1):
        return fit.bit_length() - 1
    if sim.base < 0:
        return _domino_opening(sp, mine)
    best_card, best_score = -1, -1e9
    for c in _bits(fit):
        s = c // sp.ranks
        i = sp.index[c]
        score = 0.0
        if sim.low[s] < 0 or i > sim.high[s]:
            score += _direction_score(mine, sp.up[c], sp.bit[s][i + 1] if i + 1 < sp.ranks else 0)
        if sim.low[s] < 0 or i < sim.low[s]:
            score += _direction_score(mine, sp.down[c], sp.bit[s][i - 1] if i > 0 else 0)
        if score > best_score:
            best_card, best_score = c, score
    return best_card


def _direction_score(mine: int, beyond: int, next_bit: int) -> float:
    score = 0.0
    if next_bit:
        score += 0.5 if mine & next_bit else -1.0
    ours = (beyond & mine).bit_count()
    return score + 2.0 * ours - 0.2 * (beyond.bit_count() - ours)


def _domino_gaps(sp: DominoSpec, hand: int, start: int) -> float:
    """Others' cards to be played before our farthest card, for a layout opened at `start`.

    `basic.domino.domino_gaps` on bitmasks: the same measure, at playout speed.
    """
    cost = 0.0
    for s in range(4):
        if hand & sp.bit[s][start]:
            cost -= 0.75
        for step in (-1, 1):
            gaps = worst = 0
            j = start + step
            while 0 <= j < sp.ranks:
                if hand & sp.bit[s][j]:
                    worst = gaps
                else:
                    gaps += 1
                j += step
            cost += worst
    return cost


def _domino_opening(sp: DominoSpec, hand: int) -> int:
    """Marley's dealer opens with any card, which fixes the rank of the layout."""
    has_ace = bool(hand & sp.aces)

    def cost(c: int) -> tuple[float, int]:
        ace = 1.0 if (sp.aces >> c) & 1 and has_ace else 0.0
        return (_domino_gaps(sp, hand, sp.index[c]) + ace, c)

    return min(_bits(hand), key=cost)


# ================================================================ playouts


def _finish_unwanted(
    sim: TrickSim, fitted: bool = False, overtakes: bool = False, models: Models = MODELS
) -> tuple[list[int], int]:
    """`_finish` for a negative contract without trumps, policy and rules in one loop.

    The same moves as `sim.play(_unwanted_tricks_card(sim, sim.legal()))` to the end
    (tests compare them), with the state in local variables: a playout is most of the
    strong player's time, and attribute look-ups and calls were most of a playout's.
    `fitted`: leads and follows by the contract's fitted models (`models`, the shipped
    `fitted.MODELS` unless an experiment passes others), if it has some; an empty
    weight tuple leaves that kind of card to the greedy rule.
    """
    sp = sim.spec
    hands = sim.hands
    masks, suit_of, points, trick_points = sp.masks, sp.suit_of, sp.points, sp.trick_points
    size, live, dead_from, ends = sp.size, sp.live, sp.dead_from, sp.ends
    heart_rule, after_discard = sp.heart_rule, sp.after_discard
    hearts = masks[HEARTS]
    scored = sim.points
    seat, index, broken, taken = sim.turn, sim.index, sim.broken, sim.taken
    trick = sim.trick
    led, best, winner = sim.led, sim.best, sim.winner
    over = sim.over
    moves = 0
    model = models.get(sp.key) if fitted else None
    # An empty weight tuple: that kind of card by the greedy rule (a lead model alone).
    lead_w = model[0] if model else ()
    follow_w = model[1] if model else ()
    seen = hands if overtakes else None  # the `overtakes` rule sees every hand
    while not over:
        if not trick:
            if index >= dead_from and not ((hands[0] | hands[1] | hands[2] | hands[3]) & live):
                break  # nothing left to score
            legal = hands[seat]
            if heart_rule and not (broken and after_discard) and legal & ~hearts:
                legal &= ~hearts
            if not legal & (legal - 1):
                c = legal.bit_length() - 1
            elif lead_w:
                c = lead_card(sp, lead_w, hands, seat, legal, index)
            else:
                c = _lead_unwanted(sp, hands, seat, legal, index)
            led, best, winner = suit_of[c], c, seat
        else:
            hand = hands[seat]
            follow = hand & masks[led]
            if follow:
                if not follow & (follow - 1):
                    c = follow.bit_length() - 1
                elif follow_w:
                    c = follow_card(sp, follow_w, hands, seat, index, trick, best, follow)
                else:
                    c = _follow_unwanted(sp, trick, index, best, follow, seen, seat)
                if c > best:
                    best, winner = c, seat
            else:
                if not hand & (hand - 1):
                    c = hand.bit_length() - 1
                else:
                    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
                    c = _discard_unwanted(sp, hand, others)
                if suit_of[c] == HEARTS and led != HEARTS:
                    broken = True
        hands[seat] &= ~(1 << c)
        trick.append(c)
        moves += 1
        if len(trick) < SEATS:
            seat = (seat + 1) % SEATS
            continue
        scored[winner] += (
            points[trick[0]]
            + points[trick[1]]
            + points[trick[2]]
            + points[trick[3]]
            + trick_points[index]
        )
        done = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
        taken |= done
        index += 1
        seat = winner
        trick = []
        if index == size or (ends and done & ends and taken & ends == ends):
            over = True
    sim.turn, sim.index, sim.broken, sim.taken, sim.trick = seat, index, broken, taken, trick
    sim.led, sim.best, sim.winner, sim.over = led, best, winner, over
    return scored, moves


def _finish(
    sim: Sim, fitted: bool = False, overtakes: bool = False, models: Models = MODELS
) -> tuple[list[int], int]:
    """Play the deal out with the policy for every seat: the contract scores and the moves made.

    `fitted`: in the contracts with fitted models (`models`, by default the shipped
    `fitted.MODELS`), lead and follow by them.
    """
    moves = 0
    if isinstance(sim, TrickSim):
        sp = sim.spec
        if not sp.positive and sp.trump < 0:
            return _finish_unwanted(sim, fitted, overtakes, models)
        policy = _wanted_tricks_card if sp.positive else _unwanted_tricks_card
        hands = sim.hands  # play() updates this list in place
        live, dead_from = sp.live, sp.dead_from
        while not sim.over:
            if (
                not sim.trick
                and sim.index >= dead_from
                and not ((hands[0] | hands[1] | hands[2] | hands[3]) & live)
            ):
                break  # nothing left to score
            legal = sim.legal()
            sim.play(legal.bit_length() - 1 if not legal & (legal - 1) else policy(sim, legal))
            moves += 1
    else:
        while not sim.over:
            sim.play(_domino_policy(sim))
            moves += 1
    return sim.scores(), moves
