"""Property tests: random legal Guillotine games with 2-5 players (hypothesis).

Hypothesis draws the seed, the number of players, the options and the random
choices (which actor acts, which legal action). At every step: all 110 cards
are accounted for, the actors are exactly the seats with legal actions, the
scores are `score(pile, face_up)`. Every game ends within three days; the
same seed and actions give the same state; `to_json`/`from_json` round-trips
mid-game; every legal action applies; and no view depends on hidden cards:
dealing the other hands and the decks anew (same sizes) leaves every view
unchanged (so, among others, nobody can tell who holds Wait a Moment!).
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games import IllegalAction, guillotine
from games.guillotine import GuillotineState
from games.guillotine.cards import ACTION_ORDER, score
from tests.games.guillotine_scenario import check_accounted
from tests.games.play import random_play

# Whole games: 30% of the Hypothesis profile's examples (tests/conftest.py): 30 under `ci`,
# the default; `pytest --hypothesis-profile thorough` runs 750, a randomized bug hunt.
GAMES = settings(max_examples=max(1, settings.default.max_examples * 3 // 10))
MAX_STEPS = 5000

games = st.fixed_dictionaries(
    {
        "seed": st.integers(0, 2**32),
        "players": st.integers(2, 5),
        "end_cards": st.sampled_from(["off", "on"]),
        "choices": st.integers(0, 2**32),
    }
)


def random_game(data: dict, check=None) -> tuple[GuillotineState, list[tuple[int, str]]]:
    """Play random legal actions to the end, calling `check(state, step)` before each."""
    s = guillotine.new_game(data["seed"], data["players"], {"end_cards": data["end_cards"]})
    log = random_play(s, random.Random(data["choices"]), check=check, limit=MAX_STEPS)
    return s, log


def redealt(s: GuillotineState, seat: int, rng: random.Random) -> GuillotineState:
    """The same game with what `seat` cannot see dealt anew: other hands and both decks."""
    other = s.copy()
    keep = {seat}
    pending = s.pending
    if pending is not None and pending["seat"] == seat and pending["kind"] == "lack-of-support":
        keep.add(pending["context"][0])  # he is looking at that hand
    pool = list(other.action_deck)
    for owner in range(s.players):
        if owner not in keep:
            pool.extend(other.hands[owner])
    rng.shuffle(pool)
    for owner in range(s.players):
        if owner not in keep:
            size = len(other.hands[owner])
            other.hands[owner] = sorted(pool[:size], key=ACTION_ORDER.__getitem__)
            del pool[:size]
    other.action_deck = pool
    looked = 3 if pending is not None and pending["kind"] == "late-arrival" else 0
    rest = other.noble_deck[looked:]
    rng.shuffle(rest)
    other.noble_deck[looked:] = rest
    other._legal = {}
    return other


@GAMES
@given(games)
def test_random_games_keep_every_invariant(data: dict) -> None:
    rng = random.Random(data["seed"])
    days = []

    def check(s: GuillotineState, step: int) -> None:
        check_accounted(s)
        actors = s.actors()
        assert actors and len(set(actors)) == len(actors)
        for seat in range(s.players):
            assert bool(s.legal_actions(seat)) == (seat in actors), (seat, actors, s.phase)
        assert s.scores == [score(s.piles[p], s.face_up[p]) for p in range(s.players)]
        for p in range(s.players):  # what Missed! may return is in the pile
            assert Counter(s.collected[p]) <= Counter(s.piles[p])
        assert 1 <= s.day <= 3
        days.append(s.day)
        if step % 7 == 0:
            # Every legal action of every actor applies (on a copy).
            for seat in actors:
                for action in s.legal_actions(seat):
                    s.copy().apply(seat, action)
        if step % 5 == 0:
            for seat in [None, *range(s.players)]:
                view = s.view(seat)
                json.dumps(view)
                assert view["hand"] == ([] if seat is None else s.hands[seat])
                assert view["hand_sizes"] == [len(h) for h in s.hands]
                if seat is not None:
                    assert redealt(s, seat, rng).view(seat) == view
            assert redealt(s, 0, rng).view(None) == s.view(None)

    s, _ = random_game(data, check)
    check_accounted(s)
    assert s.is_over and s.actors() == [] and days == sorted(days)
    assert s.places() == s.view(None)["places"]
    assert min(s.places()) == 1


@GAMES
@given(games, st.floats(0, 1))
def test_same_seed_and_actions_give_the_same_game_and_json_round_trips(
    data: dict, cut: float
) -> None:
    s, log = random_game(data)
    options = {"end_cards": data["end_cards"]}
    replay = guillotine.new_game(data["seed"], data["players"], options)
    stop = int(cut * len(log))
    for seat, action in log[:stop]:
        replay.apply(seat, action)
    saved = json.loads(json.dumps(replay.to_json()))
    restored = guillotine.from_json(saved)
    assert restored.to_json() == replay.to_json()
    assert restored.view(None) == replay.view(None)
    for seat, action in log[stop:]:
        restored.apply(seat, action)
    assert restored.to_json() == s.to_json()


@GAMES
@given(games, st.text(max_size=30))
def test_illegal_actions_raise_and_change_nothing(data: dict, junk: str) -> None:
    s = guillotine.new_game(data["seed"], data["players"])
    rng = random.Random(data["choices"])
    for _ in range(rng.randrange(60)):
        if s.is_over:
            break
        seat = rng.choice(s.actors())
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    before = json.dumps(s.to_json(), sort_keys=True)
    for seat in range(s.players):
        if junk in s.legal_actions(seat):
            continue
        try:
            s.apply(seat, junk)
        except IllegalAction as error:
            assert error.code and error.code == error.code.lower()
        else:
            raise AssertionError(f"{junk!r} was accepted")
        assert json.dumps(s.to_json(), sort_keys=True) == before
