"""Fitted playout models: No Hearts leads and follows that predict the sampling player's cards.

The playouts model every seat, ours included, with a greedy policy
(`policies`). The better that model predicts how the seats really play (the
opponents, and our own later decisions, are sampling players too), the better
the sampled results. In No Hearts the greedy rules were a poor model of the
sampling player's leads and follows. These models score each legal card by a
weighted sum of a few features of the card and the deal (a sampled deal shows
every hand) and play the best score. The weights are a conditional logit
fitted to the choices of the reference player (`bench/barbu_experiments/pinned.py`)
by `bench/fit_playouts.py`.

What they predict and what they are worth in play, and why only No Hearts
has models: docs/decisions/barbu-strong-card-play.md.

`lead_features` and `follow_features` define the models; `lead_card` and
`follow_card` compute the same scores at playout speed (a test compares them).
"""

from __future__ import annotations

from collections.abc import Mapping

from games.barbu.rulesets import SEATS
from games.barbu.strong.simulator import TrickSpec, lead_risk, overtake_floor

LEAD_FEATURES = (
    "sure loser",  # some opponent's cards of the suit are all above it
    "others below",  # the others' cards of the suit below it, / 8
    "others above",  # ... above it, / 8
    "singleton",  # our only card of the suit
    "doubleton",
    "our lowest",  # of the suit
    "our highest",
    "risk",  # may win: the worth of the trick if it does (`simulator.lead_risk`), / 6
    "voids",  # may win: opponents with cards but none of the suit
    "rank",  # / 12
    "risk late",  # may win: how far into the deal (trick / tricks)
    "below late",  # others below x how far into the deal
    "singleton late",
    "sure below",  # sure loser x others below
)
FOLLOW_FEATURES = (
    "over",  # above the trick's best card so far
    "over second",  # ... played second
    "over third",
    "over fourth",
    "over worth",  # above: the trick's worth so far plus this card's own, / 6
    "highest under",  # the highest card that ducks
    "our lowest",  # of the suit
    "our highest",
    "rank",  # / 12
    "others below",  # / 8
    "others above",  # / 8
    "over sure loser",  # above, but some later player's cards of the suit are all above it
    "over later voids",  # above: the later players with cards but none of the suit
    "over late",  # above x how far into the deal
    "over fourth, nothing yet",  # above, played fourth, the trick worth nothing so far
)


def lead_features(sp: TrickSpec, hands: list[int], seat: int, index: int, c: int) -> list[float]:
    """The lead model's features of leading `c` (`LEAD_FEATURES`) at trick `index`."""
    opponents = (hands[(seat + 1) % SEATS], hands[(seat + 2) % SEATS], hands[(seat + 3) % SEATS])
    others = opponents[0] | opponents[1] | opponents[2]
    mask = sp.masks[sp.suit_of[c]]
    mine = hands[seat] & mask
    n = mine.bit_count()
    sure = 1 << c < overtake_floor(hands, seat, 0, mask)
    below = (sp.below[c] & others).bit_count() / 8
    late = index / sp.size
    risky = 0.0 if sure else 1.0
    voids = sum(1 for h in opponents if h and not h & mask)
    return [
        float(sure),
        below,
        (sp.above[c] & others).bit_count() / 8,
        float(n == 1),
        float(n == 2),
        float(c == (mine & -mine).bit_length() - 1),
        float(c == mine.bit_length() - 1),
        risky * lead_risk(sp, c, opponents) / 6,
        risky * voids,
        (c % sp.ranks) / 12,
        risky * late,
        below * late,
        float(n == 1) * late,
        float(sure) * below,
    ]


def follow_features(
    sp: TrickSpec, hands: list[int], seat: int, index: int, trick: list[int], best: int, c: int
) -> list[float]:
    """The follow model's features of playing `c` of the led suit (`FOLLOW_FEATURES`)."""
    mask = sp.masks[sp.suit_of[trick[0]]]
    follow = hands[seat] & mask
    others = 0
    for k in (1, 2, 3):
        others |= hands[(seat + k) % SEATS]
    later = [hands[(seat + k) % SEATS] for k in range(1, SEATS - len(trick))]
    worth = sp.trick_utility[index] + sum(sp.utility[x] for x in trick)
    under = follow & sp.below[best]
    position = len(trick) + 1
    over = 1.0 if c > best else 0.0
    sure = 1 << c < overtake_floor(hands, seat, len(trick), mask)
    return [
        over,
        over * (position == 2),
        over * (position == 3),
        over * (position == 4),
        over * (worth + sp.utility[c]) / 6,
        float(bool(under) and c == under.bit_length() - 1),
        float(c == (follow & -follow).bit_length() - 1),
        float(c == follow.bit_length() - 1),
        (c % sp.ranks) / 12,
        (sp.below[c] & others).bit_count() / 8,
        (sp.above[c] & others).bit_count() / 8,
        over * sure,
        over * sum(1 for h in later if h and not h & mask),
        over * index / sp.size,
        over * (worth == 0 and position == 4),
    ]


def lead_card(
    sp: TrickSpec, w: tuple[float, ...], hands: list[int], seat: int, legal: int, index: int
) -> int:
    """The legal lead with the best score `w . lead_features` (ties: the lowest card)."""
    (
        w_sure,
        w_below,
        w_above,
        w_single,
        w_double,
        w_low,
        w_high,
        w_risk,
        w_voids,
        w_rank,
        w_risk_late,
        w_below_late,
        w_single_late,
        w_sure_below,
    ) = w
    below, above, masks = sp.below, sp.above, sp.masks
    opponents = (hands[(seat + 1) % SEATS], hands[(seat + 2) % SEATS], hands[(seat + 3) % SEATS])
    others = opponents[0] | opponents[1] | opponents[2]
    late = index / sp.size
    per_below = (w_below + w_below_late * late) / 8
    risky_base = w_risk_late * late
    best_card, best_score = -1, -1e18
    for s in range(4):
        mask = masks[s]
        mine_s = legal & mask
        if not mine_s:
            continue
        # The opponent whose lowest card of the suit is highest: below it, ours surely lose.
        threshold = overtake_floor(hands, seat, 0, mask)
        voids = sum(1 for h in opponents if h and not h & mask)
        n = (hands[seat] & mask).bit_count()
        base = w_single + w_single_late * late if n == 1 else w_double if n == 2 else 0.0
        low = (mine_s & -mine_s).bit_length() - 1
        high = mine_s.bit_length() - 1
        m = mine_s
        while m:
            bit = m & -m
            m ^= bit
            c = bit.bit_length() - 1
            nb = (below[c] & others).bit_count()
            score = base + per_below * nb + w_above * (above[c] & others).bit_count() / 8
            score += w_rank * (c % sp.ranks) / 12
            if c == low:
                score += w_low
            if c == high:
                score += w_high
            if bit < threshold:
                score += w_sure + w_sure_below * nb / 8
            else:
                score += risky_base + w_voids * voids + w_risk * lead_risk(sp, c, opponents) / 6
            if score > best_score:
                best_card, best_score = c, score
    return best_card


def follow_card(
    sp: TrickSpec,
    w: tuple[float, ...],
    hands: list[int],
    seat: int,
    index: int,
    trick: list[int],
    best: int,
    follow: int,
) -> int:
    """The card of `follow` (the led suit's, two or more) with the best score
    `w . follow_features` (ties: the lowest card)."""
    (
        w_over,
        w_second,
        w_third,
        w_fourth,
        w_worth,
        w_highest_under,
        w_low,
        w_high,
        w_rank,
        w_below,
        w_above,
        w_sure,
        w_later_voids,
        w_late,
        w_fourth_nothing,
    ) = w
    below, utility = sp.below, sp.utility
    mask = sp.masks[sp.suit_of[trick[0]]]
    # The others' cards of the suit are either below a card of ours or above it, so
    # "above" weighs as minus "below" plus the same for every candidate.
    per_below = (w_below - w_above) / 8
    others = 0
    for k in (1, 2, 3):
        others |= hands[(seat + k) % SEATS]
    later = [hands[(seat + k) % SEATS] for k in range(1, SEATS - len(trick))]
    floor = overtake_floor(hands, seat, len(trick), mask)
    worth = sp.trick_utility[index]
    for x in trick:
        worth += utility[x]
    position = len(trick) + 1
    over_base = w_over + (w_second, w_third, w_fourth)[position - 2] + w_late * index / sp.size
    over_base += w_later_voids * sum(1 for h in later if h and not h & mask)
    over_base += w_worth * worth / 6
    if worth == 0 and position == 4:
        over_base += w_fourth_nothing
    under = follow & below[best]
    highest_under = under.bit_length() - 1 if under else -1
    low = (follow & -follow).bit_length() - 1
    high = follow.bit_length() - 1
    best_card, best_score = -1, -1e18
    m = follow
    while m:
        bit = m & -m
        m ^= bit
        c = bit.bit_length() - 1
        score = w_rank * (c % sp.ranks) / 12 + per_below * (below[c] & others).bit_count()
        if c == low:
            score += w_low
        if c == high:
            score += w_high
        if c == highest_under:
            score += w_highest_under
        if c > best:
            score += over_base + w_worth * utility[c] / 6
            if bit < floor:
                score += w_sure
        if score > best_score:
            best_card, best_score = c, score
    return best_card


# (rules, contract) -> (lead weights, follow weights), in the order of `LEAD_FEATURES` and
# `FOLLOW_FEATURES` (an empty tuple: the greedy rule for that kind of card); the shipped
# `MODELS`, or an experiment's (`bench/barbu_experiments`).
Models = Mapping[tuple[str, str], tuple[tuple[float, ...], tuple[float, ...]]]

# The shipped models, printed by `python -m bench.fit_playouts` (its defaults).
# fmt: off
MODELS: Models = {
    ("barbu", "no-hearts"): (
        (-0.9, 2.01, -0.123, 1.046, 0.364, 0.329, -0.201, 1.258, -0.069, -0.721, -1.084,
         0.031, 0.043, 0.852),
        (-1.207, -0.7, -0.222, -0.285, 2.204, 0.079, -0.14, -0.066, 0.733, 2.809, -2.809,
         0.739, -0.619, -1.728, 0.444),
    ),
}
# fmt: on
