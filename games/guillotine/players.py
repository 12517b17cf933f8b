"""Computer players for Guillotine.

A player is a callable ``choose(view, legal, rng) -> action``: ``view`` is
``state.view(seat)``, ``legal`` is ``state.legal_actions(seat)``, and the
answer is one of ``legal``. Players see only the view: their own hand, the
line, the piles and face-up cards, the sizes of hands and decks.

During the Wait a Moment! window a holder's ``legal`` is ``["wait", "skip"]``;
the table (or a benchmark) asks the holders before it applies the active
seat's ``collect``.

``rule_based_player`` ("basic") plays the action step by simulation: it deals
the hidden cards at random consistently with its view
(`GuillotineState.from_view`), and for every legal action plays the rest of
its own turn on a copy (nobody else plays a card; its own follow-up decisions
are taken by the rules below), then scores the outcome:

    value = my points gained this turn + NEXT_SHARE x my likely next noble
          - weighted mean over the others of (points gained + what they will collect next)
          + card value x (change in my hand size - weighted mean change of the others')

The weights favour hurting whoever is ahead of me (see `LEADER_WEIGHT`);
equal values (often "which opponent?") are broken at random, so that no seat
is picked on. "What the next players will collect" reads the line left
behind: the next seat takes the front noble, the one after the second, and
so on. A card in
hand is worth about one point while many turns remain and less near the end
(unplayed cards score nothing). Random cards (Escape!, Milling in Line...)
are judged on a couple of samples. Decisions (`choose:`) and the window use
simple rules: take what is worth most to me, discard my weakest card, hand
the Clown to the leader, shuffle the line when the front noble is much better
than the average for the collector (in every window: a Fast Noble's or a
Double Feature's collection too). It never discards its Callous Guards by
themselves: playing a line card discards them anyway, when that is worth it.

After the third day (the "finale") it plays, one at a time, the card that
most improves its standing at the final count, and Done when none does: the
standing is a share of the win (heavily weighted), then its margin over the
best other score, then (slightly) over the others' mean. The effects are
worked out exactly from the view: Missing Heads over every noble of the pile
it may hit, Clerical Error with both choices as the rules below will make
them. So it plays its scoring cards, Tough Crowd on whoever matters most,
and Missing Heads or Clerical Error against the leader when that helps it.

A little over 400 lines: one player, whose evaluation of an action (`action_values`,
`outcome_value`), decisions and finale share its reading of the view; split, each part
would import the others' helpers.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games import random_player as random_player  # every game's baseline, re-exported
from games.guillotine.cards import score
from games.guillotine.constants import DAYS, LINE_SIZE
from games.guillotine.state import GuillotineState

Player = Callable[[dict, list[str], random.Random], str]

# How much the noble I would take on my next turn counts, compared with one taken now.
NEXT_SHARE = 0.4
# A card in hand, in points, while plenty of turns remain.
CARD_VALUE = 1.0
# Cards with a random effect are judged on this many samples.
RANDOM_SAMPLES = 2
RANDOM_CARDS = frozenset({"escape", "milling-in-line", "mass-confusion", "missing-heads"})
# Opponents ahead of me count more: +LEADER_WEIGHT per point of lead (within 0.5..2).
LEADER_WEIGHT = 0.05
# In the window: shuffle the line when the collector's front noble beats his average by this.
WAIT_MARGIN = 2.0

# A rough strength of each action card, to choose what to discard (higher: keep).
_KEEP = {
    "public-demand": 9,
    "was-that-my-name": 8,
    "ignoble-noble": 7,
    "tis-a-far-better-thing": 7,
    "lidiot": 7,
    "opinionated-guards": 7,
    "double-feature": 7,
    "pushed": 6,
    "fountain-of-blood": 6,
    "let-them-eat-cake": 6,
    "trip": 6,
    "after-you": 6,
    "stumble": 5,
    "majesty": 5,
    "church-support": 5,
    "military-support": 5,
    "civic-support": 5,
    "tough-crowd": 5,
    "clerical-error": 5,
    "friend-of-the-queen": 5,
    "fainting-spell": 5,
    "military-might": 4,
    "civic-pride": 4,
    "lack-of-faith": 4,
    "forward-march": 4,
    "bribed-guards": 4,
    "fled-to-england": 4,
    "clothing-swap": 4,
    "late-arrival": 4,
    "political-influence": 4,
    "indifferent-public": 4,
    "missed": 4,
    "missing-heads": 4,
}


def rule_based_player(view: dict, legal: list[str], rng: random.Random) -> str:
    """Simulate each action of the action step; simple rules elsewhere (module docstring)."""
    if len(legal) == 1:
        return legal[0]
    phase = view["phase"]
    if phase == "choose":
        return _decide(view, legal)
    if phase == "collect":
        return "wait" if "wait" in legal and _should_wait(view) else "skip"
    if phase == "finale":
        return _finale(view, legal, rng)
    return _best_play(view, [a for a in legal if not a.startswith("discard:")], rng)


# The package's LEVELS add "strong" (`games.guillotine.strong`, which plays this one out).
LEVELS: dict[str, Player] = {"basic": rule_based_player}


# ------------------------------------------------------------ values


def gain(noble: str, pile: list[str], face_up: list[str]) -> int:
    """What `noble` adds to a score pile with these face-up cards."""
    return score([*pile, noble], face_up) - score(pile, face_up)


def _card_value(view: dict) -> float:
    """A card in hand is worth less when few turns remain to play it."""
    remaining = len(view["line"]) + min(view["noble_deck"], LINE_SIZE * (DAYS - view["day"]))
    my_turns = remaining / view["players"]
    hand = max(1, len(view["hand"]))
    return CARD_VALUE * min(1.0, my_turns / (hand + 1))


# ----------------------------------------------------- the action step


def _best_play(view: dict, legal: list[str], rng: random.Random) -> str:
    best: list[str] = []
    best_value = float("-inf")
    for action, value in zip(legal, action_values(view, legal, rng), strict=True):
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    # Ties (often "which opponent?") are broken at random: a fixed order would pick on a seat.
    return best[0] if len(best) == 1 else rng.choice(best)


def action_values(view: dict, legal: list[str], rng: random.Random) -> list[float]:
    """The value of each action of the action step: my turn played out on one dealing of
    the hidden cards (the module docstring). The strong player ranks its candidates by it."""
    base = GuillotineState.from_view(view, rng)
    me = view["seat"]
    card_value = _card_value(view)
    weights = _opponent_weights(view)
    values: list[float] = []
    for action in legal:
        card = action.split(":")[1] if action.startswith("play:") else ""
        samples = RANDOM_SAMPLES if card in RANDOM_CARDS else 1
        value = 0.0
        for _ in range(samples):
            sim = base.copy()
            if samples > 1:
                sim.seed = rng.getrandbits(32)
            value += _play_turn(sim, me, action, view, card_value, weights)
        values.append(value / samples)
    return values


def _opponent_weights(view: dict) -> list[float]:
    """How much each opponent's points count against mine: more for those ahead of me."""
    scores = view["scores"]
    me = view["seat"]
    weights = [
        0.0 if seat == me else min(2.0, max(0.5, 1.0 + LEADER_WEIGHT * (score - scores[me])))
        for seat, score in enumerate(scores)
    ]
    total = sum(weights)
    return [w / total for w in weights]


def _play_turn(
    sim: GuillotineState,
    me: int,
    action: str,
    view: dict,
    card_value: float,
    weights: list[float],
) -> float:
    """Apply `action` and the rest of my turn on `sim`; the value of where it leaves me."""
    sim.apply(me, action)
    for _ in range(40):  # a turn is a handful of steps; the bound only guards the loop
        if sim.is_over or (sim.turn != me and sim.pending is None):
            break
        if sim.pending is not None:
            seat = sim.pending["seat"]
            legal = sim.legal_actions(seat)
            sim.apply(seat, _decide(sim.view(seat), legal))
        elif sim.step == "action":
            sim.apply(me, "skip")
        elif sim.step == "collect":
            sim.apply(me, "collect")
        else:
            break
    return outcome_value(sim, me, view, card_value, weights)


def outcome_value(
    sim: GuillotineState, me: int, view: dict, card_value: float, weights: list[float]
) -> float:
    """How good `sim` is for me compared with when `view` was seen (the formula of the
    module docstring): points gained, the nobles the line holds for the next
    collectors, and cards in hand, mine against the others' (weighted)."""
    n = sim.players
    before = view["scores"]
    sizes = view["hand_sizes"]
    scores = sim.scores
    mine = scores[me] - before[me]
    others = sum(weights[s] * (scores[s] - before[s]) for s in range(n) if s != me)
    line = sim.line
    if not sim.is_over:
        for k in range(1, n):
            if k - 1 < len(line):
                seat = (me + k) % n
                others += weights[seat] * gain(line[k - 1], sim.piles[seat], sim.face_up[seat])
        if n - 1 < len(line):
            mine += NEXT_SHARE * gain(line[n - 1], sim.piles[me], sim.face_up[me])
    hands = [len(hand) for hand in sim.hands]
    my_cards = hands[me] - sizes[me]
    their_cards = sum(weights[s] * (hands[s] - sizes[s]) for s in range(n) if s != me)
    return mine - others + card_value * (my_cards - their_cards)


# ----------------------------------------------------------- decisions


def _decide(view: dict, legal: list[str]) -> str:
    """A `choose:` answer by simple rules (see the module docstring)."""
    pending = view["pending"]
    kind = pending["kind"]
    me = view["seat"]
    options = [action.split(":", 1)[1] for action in legal]
    if kind == "the-clown":
        scores = view["scores"]
        n = view["players"]
        # The leader gets the Clown (it costs everybody the same -2); on a tie the
        # next player, counted from me (never by seat number: that would pick on seat 0).
        return "choose:" + max(options, key=lambda s: (scores[int(s)], -((int(s) - me) % n)))
    if kind in ("infighting", "innocent-victim"):
        return "choose:" + min(options, key=lambda c: (_KEEP.get(c, 3), c))
    if kind == "lack-of-support":
        return "choose:" + max(options, key=lambda c: (_KEEP.get(c, 3), c))
    if kind in ("clerical-error", "clerical-error-reply"):
        return "choose:" + _clerical_pick(view, me, pending["target"], options)
    if kind == "late-arrival":
        # The noble goes to the end of the line: good for me if I will be the one to take it.
        line = view["line"]
        turn = view["turn"]
        # Position k is collected by the seat k - 1 places after the one on turn.
        taker = (turn + len(line)) % view["players"]
        pile, face_up = view["piles"][taker], view["face_up"][taker]
        values = {c: gain(c, pile, face_up) for c in options}
        pick = max if taker == me else min
        return "choose:" + pick(options, key=lambda c: (values[c], c))
    return legal[0]


def _clerical_pick(view: dict, me: int, other: int, options: list[str]) -> str:
    """Clerical Error: the noble of `other`'s pile that is worth most to me, counting a
    share of what he loses."""
    pile, mine = view["piles"][other], view["piles"][me]
    theirs, my_cards = view["face_up"][other], view["face_up"][me]

    def worth(noble: str) -> float:
        rest = list(pile)
        rest.remove(noble)
        loss = score(pile, theirs) - score(rest, theirs)
        return gain(noble, mine, my_cards) + loss / max(1, view["players"] - 1)

    return max(options, key=lambda c: (worth(c), c))


def _should_wait(view: dict) -> bool:
    """Shuffle the line when the collector's front noble is much better than his average."""
    line = view["line"]
    if not line:
        return False
    turn = view["turn"]
    pile, face_up = view["piles"][turn], view["face_up"][turn]
    values = [gain(noble, pile, face_up) for noble in line]
    return values[0] - sum(values) / len(values) >= WAIT_MARGIN


def _finale(view: dict, legal: list[str], rng: random.Random) -> str:
    """The card that most improves my standing at the final count; Done ("skip") when none.

    Equal values (often "which opponent?") are broken at random, as in the action step.
    """
    me = view["seat"]
    now = _standing(view["scores"], me)
    best: list[str] = []
    best_value = now + 1e-6  # a card must help to be played
    for action in legal:
        if action == "skip":
            continue
        value = sum(p * _standing(scores, me) for p, scores in _outcomes(view, action))
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif best and value > best_value - 1e-9:
            best.append(action)
    if not best:
        return "skip"
    return best[0] if len(best) == 1 else rng.choice(best)


def _standing(scores: list[int], me: int) -> float:
    """How good the final scores are for me: my share of the win, then my margins."""
    others = [s for seat, s in enumerate(scores) if seat != me]
    best_other = max(others)
    share = 0.0 if scores[me] < best_other else 1 / (1 + others.count(scores[me]))
    mean = sum(others) / len(others)
    return 100 * share + (scores[me] - best_other) + 0.01 * (scores[me] - mean)


def _outcomes(view: dict, action: str) -> list[tuple[float, list[int]]]:
    """The final scores an end-of-game card may lead to, with their probabilities."""
    _, card, *args = action.split(":")
    me = view["seat"]
    piles = [list(pile) for pile in view["piles"]]
    face_up = [list(cards) for cards in view["face_up"]]

    def scores() -> list[int]:
        return [score(pile, cards) for pile, cards in zip(piles, face_up, strict=True)]

    if card == "tough-crowd":
        face_up[int(args[0])].append(card)
    elif card == "twist-of-fate":
        face_up[int(args[0])].remove(args[1])
    elif card == "missing-heads":
        # Shuffle the pile and discard the top: each noble is lost as often as the others.
        target = int(args[0])
        pile = piles[target]
        results = []
        for index in range(len(pile)):
            piles[target] = pile[:index] + pile[index + 1 :]
            results.append((1 / len(pile), scores()))
        return results
    elif card == "clerical-error":
        other = int(args[0])
        if other != me and piles[other]:
            # Both choose from the piles as they were, by the rule of the decisions.
            taken = _clerical_pick(view, me, other, sorted(set(piles[other])))
            given = _clerical_pick(view, other, me, sorted(set(piles[me]))) if piles[me] else None
            piles[other].remove(taken)
            if given is not None:
                piles[me].remove(given)
                piles[other].append(given)
            piles[me].append(taken)
    else:  # a scoring card that stays in front of me
        face_up[me].append(card)
    return [(1.0, scores())]


def play_game(
    seed: int,
    seats: list[Player],
    options: dict | None = None,
    rng_key: str = "players",
    on_decision: Callable[[int, float], None] | None = None,
) -> GuillotineState:
    """Play a whole game with one player per seat; returns the finished state.

    This is the protocol a table follows: in the Wait a Moment! window every
    seat that may `wait` is asked first (in turn order), then the active seat
    collects. Each seat has its own generator derived from the seed, so a
    game replays exactly. `on_decision(seat, seconds)` is told how long every
    call to a player took (benchmarks).
    """
    import time

    from games import guillotine

    state = guillotine.new_game(seed, len(seats), options)
    rngs = [random.Random(f"{rng_key}:{seed}:{seat}") for seat in range(len(seats))]

    def ask(seat: int) -> None:
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = seats[seat](state.view(seat), legal, rngs[seat])
        if on_decision is not None:
            on_decision(seat, time.perf_counter() - start)
        state.apply(seat, action)

    while not state.is_over:
        actors = state.actors()
        for seat in actors[1:]:  # only in the window: the holders of Wait a Moment!
            if seat in state.actors():
                ask(seat)
        ask(state.actors()[0])
    return state
