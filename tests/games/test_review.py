"""Deal reviews (games/<game>/review.py): what a finished deal, game or day shows once it
is over, and nothing more. Random legal games of every kind: each review holds no card
that no spectator was shown while it was played (the strings of `view(None)` over the
deal), it exists only once its deal is over, and it agrees with the engine's results."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from games import barbu, guillotine, slaughter
from games.barbu.review import deal_review
from games.guillotine.cards import ACTION_DECK, NOBLE_DECK
from games.guillotine.review import day_review
from games.slaughter.review import game_review

CARD = re.compile(r"^(?:[2-9TJQKA][SHDC]|X[12])$")


def strings(value: Any) -> Iterator[str]:
    """Every string in plain JSON data."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def played(engine: Any, seed: int, players: int, options: dict[str, Any]) -> tuple[Any, list]:
    """A whole random legal game, with the public view after each action."""
    state = engine.new_game(seed=seed, players=players, options=options)
    rng = random.Random(seed)
    actions: list[tuple[int, str]] = []
    while not state.is_over:
        seat = state.actors()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seat, action))
    return state, actions


def public_strings(
    engine: Any, seed: int, players: int, options: dict[str, Any], actions: list
) -> set[str]:
    """What a spectator was ever shown over the whole game."""
    state = engine.new_game(seed=seed, players=players, options=options)
    seen = set(strings(state.view(None)))
    for seat, action in actions:
        state.apply(seat, action)
        seen.update(strings(state.view(None)))
    return seen


@pytest.mark.parametrize("rules", ["barbu", "marley"])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_barbu_review_shows_only_cards_played(rules: str, seed: int) -> None:
    options = {"rules": rules}
    state, actions = played(barbu, seed, 4, options)
    public = public_strings(barbu, seed, 4, options, actions)
    deals = len(state.sheet)
    for deal in range(deals):
        review = deal_review(seed, options, actions, deal)
        assert review is not None
        assert review["scores"] == state.sheet[deal]["scores"]
        assert review["totals"] == state.sheet[deal]["totals"]
        cards = {s for s in strings(review) if CARD.match(s)}
        assert cards <= public, cards - public
        shown = {c for t in review.get("tricks", []) for c in t["cards"]}
        shown |= {card for _, card in review.get("domino", []) if card}
        for seat, hand in enumerate(review["hands"]):
            assert set(hand) <= shown
            assert review["complete"][seat] == (review["unseen"][seat] == 0)
            assert len(hand) + review["unseen"][seat] == 52 // 4 if rules == "barbu" else 8
    # A deal that is not over has no review: the next one, or the last cut short.
    assert deal_review(seed, options, actions, deals) is None
    assert deal_review(seed, options, actions[:-1], deals - 1) is None
    assert deal_review(seed, options, actions, -1) is None


def test_a_barbu_trick_deal_shows_every_hand_as_dealt() -> None:
    """A deal of 13 tricks: every card was played, every hand is shown whole."""
    state, actions = played(barbu, 3, 4, {"rules": "barbu"})
    for deal in range(len(state.sheet)):
        review = deal_review(3, {"rules": "barbu"}, actions, deal)
        assert review is not None
        if len(review.get("tricks", [])) == 13:
            assert all(review["complete"])
            dealt = barbu.new_game(3, 4, {"rules": "barbu"})
            assert sorted(c for hand in review["hands"] for c in hand) == sorted(
                c for hand in dealt.hands for c in hand
            )
            return
    pytest.fail("no deal of 13 tricks")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_slaughter_review_never_shows_a_hand_or_the_stock(seed: int) -> None:
    options = {"match": 3}
    state, actions = played(slaughter, seed, 2, options)
    public = public_strings(slaughter, seed, 2, options, actions)
    for game in range(len(state.results)):
        review = game_review(seed, options, actions, game)
        assert review is not None
        assert review["result"] == state.results[game]
        cards = {s for s in strings(review) if CARD.match(s)}
        assert cards <= public, cards - public
        assert all(len(row) == 3 for row in review["upcards"])
    assert game_review(seed, options, actions, len(state.results)) is None
    assert game_review(seed, options, actions[:-1], len(state.results) - 1) is None


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_guillotine_day_never_shows_an_action_card_not_played(seed: int, players: int) -> None:
    state, actions = played(guillotine, seed, players, {})
    public = public_strings(guillotine, seed, players, {}, actions)
    action_cards, nobles = set(ACTION_DECK), set(NOBLE_DECK)
    for day in range(state.day):
        review = day_review(seed, players, {}, actions, day)
        assert review is not None
        assert review["day"] == day + 1
        assert review["events"][0]["type"] == "day"
        assert set(review["line"]) <= nobles
        shown = set(strings(review))
        assert shown & action_cards <= public & action_cards
        for event in review["events"]:
            assert event["type"] != "day" or event["day"] == day + 1
    assert review["scores"] == state.scores  # the last day ends the game
    assert day_review(seed, players, {}, actions, state.day) is None
    assert day_review(seed, players, {}, actions[:-1], state.day - 1) is None


def test_a_guillotine_review_holds_no_hand() -> None:
    """The hands carry over to the next day: the action cards in a day's review are
    those played or discarded in it, whatever the hands hold."""
    _, actions = played(guillotine, 4, 4, {})
    review = day_review(4, 4, {}, actions, 0)
    assert review is not None
    shown = set(strings(review)) & set(ACTION_DECK)
    public_cards = {
        e[key]
        for e in review["events"]
        for key in ("card", "target_card")
        if key in e and e["type"] in ("play", "discarded")
    }
    assert shown <= public_cards
