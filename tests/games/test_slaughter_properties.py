"""Property tests: random legal Gin Slaughtre games and the checks of rules/slaughter.md.

Hypothesis draws the seed, the match length and the random choices; at every
action of a whole game (or match) the engine must keep the 54 cards accounted
for, never leave a hand below 4 while the stock has cards, hide every hand
card that is not public from the other seat and from spectators, apply every
action it lists, and reject everything else without changing the state (a
set or run written in another order counts as the listed action), and never
leave four cards of one rank or one suit on top of the pile. Games must
end (the turn cap), replay bit for bit from the seed and the actions, and
survive a JSON round trip at any point.
"""

from __future__ import annotations

import json
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from games import IllegalAction, slaughter
from games.slaughter import SlaughterState
from games.slaughter.state import PACK, RANK, TURN_CAP, is_red_five

SORTED_PACK = sorted(PACK)
CARD_TOKEN = re.compile(r'"([2-9TJQKA][SHDC]|X[12])"')

# Whole games (or matches): 12% of the Hypothesis profile's examples (tests/conftest.py): 12
# under `ci`, the default; `pytest --hypothesis-profile thorough` runs 300, a randomized hunt.
GAMES = settings(max_examples=max(1, settings.default.max_examples * 12 // 100))


def accounted(state: SlaughterState) -> list[str]:
    return sorted(
        [
            *state.hands[0],
            *state.hands[1],
            *state.upcards[0],
            *state.upcards[1],
            *state.stock,
            *state.pile,
            *state.removed,
        ]
    )


def play_key(action: str) -> tuple | None:
    """What makes two `play:` actions the same move: the cards, and for 5s the last colour."""
    if not action.startswith("play:"):
        return None
    cards = action[5:].split(",")
    if not all(c in RANK for c in cards):
        return None  # not cards at all: never a legal move
    last = cards[-1]
    colour = is_red_five(last) if last[0] == "5" and len(cards) > 1 else None
    if len(cards) > 1 and len({RANK.get(c) for c in cards}) > 1:
        colour = None  # a run: its order does not matter
    return (frozenset(cards), colour)


def hidden_cards(state: SlaughterState, seat: int) -> set[str]:
    """The cards in `seat`'s hand that the other seat may not know about."""
    return set(state.hands[seat]) - set(state.known[seat])


def check_invariants(state: SlaughterState) -> None:
    assert accounted(state) == SORTED_PACK
    if state.phase == "play" and state.stock:
        assert min(len(hand) for hand in state.hands) >= 4
    if state.phase == "rearrange":
        assert [len(h) for h in state.hands] == [4, 4]
        assert [len(u) for u in state.upcards] == [3, 3]
    for seat in (0, 1):
        assert set(state.known[seat]) <= set(state.hands[seat])
    # Views: a seat sees its own hand, never the other's hidden cards; spectators neither.
    public = json.dumps(state.view(None))
    for seat in (0, 1):
        mine = json.dumps(state.view(seat))
        other = 1 - seat
        assert not hidden_cards(state, other) & set(CARD_TOKEN.findall(mine))
        assert not hidden_cards(state, seat) & set(CARD_TOKEN.findall(public))
    assert state.view(None)["hand"] == []
    assert 0 <= state.quiet <= TURN_CAP
    if state.phase == "play" and len(state.pile) >= 4:
        # Four of one rank or one suit on top are removed at once.
        top = state.pile[-4:]
        assert len({RANK[c] for c in top}) > 1 and len({c[1] for c in top}) > 1, top


def candidates(state: SlaughterState, seat: int, rng: random.Random) -> list[str]:
    """Actions to try: some well-formed guesses from the seat's own cards, and nonsense."""
    tries = ["take", "draw", "ready", "play:", "play:ZZ", "swap:2S:3S", "hello"]
    cards = state.hands[seat] or state.upcards[seat]
    for _ in range(6):
        if cards:
            size = rng.choice([1, 1, 2, 3, 3, 4])
            chosen = rng.sample(cards, min(size, len(cards)))
            tries.append("play:" + ",".join(chosen))
        tries.append("play:" + rng.choice(PACK))
    if state.phase == "rearrange":
        hand, ups = state.hands[seat], state.upcards[seat]
        tries.append(f"swap:{rng.choice(hand)}:{rng.choice(ups)}")
        tries.append(f"swap:{rng.choice(ups)}:{rng.choice(hand)}")
    return tries


def check_actions(state: SlaughterState, rng: random.Random) -> None:
    """Listed actions apply; other candidates apply only if equivalent to a listed one."""
    for seat in (0, 1):
        legal = state.legal_actions(seat)
        assert len(legal) == len(set(legal))
        if seat not in state.actors():
            assert legal == []
        plays = [a for a in legal if a.startswith("play:")]
        if "draw" in legal:
            assert not plays and state.stock
        if state.phase == "play" and seat == state.turn:
            assert ("take" in legal) == bool(state.pile)
            assert legal, "the seat on turn always has an action"
        for action in rng.sample(legal, min(4, len(legal))):
            copy = state.clone()
            copy.apply(seat, action)
        keys = {play_key(a) for a in plays}
        before = state.to_json()
        for action in candidates(state, seat, rng):
            if action in legal:
                continue
            copy = state.clone()
            key = play_key(action)
            try:
                copy.apply(seat, action)
            except IllegalAction as error:
                assert str(error), action
                assert key not in keys or key is None, (action, legal)
            else:
                assert key is not None and key in keys, (action, legal)
        assert state.to_json() == before


def play_random_game(seed: int, match: int, choices: int, checks: bool = True):
    state = slaughter.new_game(seed, options={"match": match})
    rng = random.Random(choices)
    log: list[tuple[int, str]] = []
    while not state.is_over:
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        # Random players: rearranging briefly, then uniform choices.
        action = "ready" if "ready" in legal and rng.random() < 0.5 else rng.choice(legal)
        games_before = len(state.results)
        pile_before = list(state.pile)
        state.apply(seat, action)
        log.append((seat, action))
        if checks:
            check_invariants(state)
            if len(log) % 7 == 0:
                check_actions(state, rng)
        if len(state.results) == games_before and action.startswith("play:"):
            # The effects that keep the turn: a 9 or a joker on top, or a quartet.
            played = state.last_play["cards"]
            if RANK[played[-1]] in (9, 14):
                assert state.turn == seat and state.pile == []
            elif state.turn == seat:
                assert state.pile == [] and len(pile_before) + len(played) >= 4
            else:
                assert state.pile[-len(played) :] == played
        assert len(log) < 200 * TURN_CAP
    return state, log


@GAMES
@given(
    seed=st.integers(0, 2**31),
    match=st.sampled_from([1, 1, 3]),
    choices=st.integers(0, 2**31),
)
def test_random_games_keep_the_rules_invariants(seed: int, match: int, choices: int) -> None:
    state, _ = play_random_game(seed, match, choices)
    assert state.is_over and max(state.scores) == match
    assert len(state.results) == sum(state.scores)
    for result in state.results:
        assert result["reason"] in ("out", "cap")
        assert result["margin"] >= 1
    assert state.actors() == [] and all(state.legal_actions(s) == [] for s in (0, 1))


@GAMES
@given(seed=st.integers(0, 2**31), choices=st.integers(0, 2**31), cut=st.floats(0, 1))
def test_replay_and_json_round_trip_give_the_same_state(
    seed: int, choices: int, cut: float
) -> None:
    state, log = play_random_game(seed, 1, choices, checks=False)
    again = slaughter.new_game(seed, options={"match": 1})
    stop = int(cut * len(log))
    for seat, action in log[:stop]:
        again.apply(seat, action)
    # Mid-game: a JSON round trip changes nothing, and play goes on identically.
    data = json.loads(json.dumps(again.to_json()))
    restored = slaughter.from_json(data)
    assert restored.to_json() == again.to_json()
    for seat in (0, 1):
        assert restored.view(seat) == again.view(seat)
        assert restored.legal_actions(seat) == again.legal_actions(seat)
    for seat, action in log[stop:]:
        again.apply(seat, action)
        restored.apply(seat, action)
    assert again.to_json() == state.to_json() == restored.to_json()


@settings(max_examples=max(1, settings.default.max_examples * 6 // 100))
@given(seed=st.integers(0, 2**31))
def test_games_end_even_when_players_mostly_take(seed: int) -> None:
    # Players who take the pile whenever they can loop: the turn cap ends the game.
    state = slaughter.new_game(seed, options={"match": 1})
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        plays = [a for a in legal if a.startswith("play:")]
        if "ready" in legal:
            action = "ready"
        elif plays and (len(state.pile) < 2 or "take" not in legal):
            action = rng.choice(plays)
        else:
            action = "take" if "take" in legal else rng.choice(legal)
        state.apply(seat, action)
        steps += 1
        assert steps < 60 * TURN_CAP
    assert state.results[-1]["reason"] in ("out", "cap")
