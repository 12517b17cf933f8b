"""Speed targets that were asserted in tests (prints figures; not a test).

    python -m bench.speed_targets

Tests keep no bounds on time (how fast a machine is says nothing of the code's
correctness); these were in tests/ and moved here, each with its aim and the loose bound
the test used to assert:

- Guillotine images (tests/render/test_guillotine_render.py): the table and a hand of 20
  cards, median wall time over the views of a 5-player game; aim < 30 ms each, bound 150.
- Barbu's basic computer player (tests/games/test_barbu_players.py): mean wall time per
  decision over seven deals; aim well under 1 ms, bound 3 ms.
- Gin Slaughtre's strong player (tests/games/test_slaughter_players.py): process time per
  decision in a middle game position; aim about 100 ms, bound 1 s.

Exits with status 1 if a figure is over its bound.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from cogs.guillotine.image_words import hand_words, table_words
from cogs.i18n import LANGUAGES, speaking
from games import barbu, guillotine, slaughter
from games.barbu.players import rule_based_player as barbu_basic
from games.guillotine.cards import ACTION_DECK
from games.slaughter.players import rule_based_player as slaughter_basic
from games.slaughter.players import sampling_player
from render.guillotine.hand import render_guillotine_hand
from render.guillotine.table import render_guillotine_table

NAMES = ["Alice", "Bob the Magnificent Builder of Very Long Names", "Computer", "Dave", "Eve"]


def guillotine_images(language: str = "en") -> tuple[float, float]:
    """Median ms to draw a Guillotine table, and a hand, with the words of `language`."""
    with speaking(language):
        return _guillotine_images()


def _guillotine_images() -> tuple[float, float]:
    state = guillotine.new_game(11, 5, {"end_cards": "on"})
    rng = random.Random(11)
    views = []
    step = 0
    while not state.is_over:
        if step % 20 == 0 or state.phase in ("choose", "finale"):
            views.append(state.view(None))
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    hand = list(ACTION_DECK[::3])
    words = hand_words(hand)
    # Warm the caches (the card faces in this language), as a running bot would be.
    render_guillotine_table(views[0], NAMES, table_words(views[0], NAMES))
    render_guillotine_hand(hand, None, "Hand", words)
    tables, hands = [], []
    for view in views[:8]:
        start = time.perf_counter()
        render_guillotine_table(view, NAMES, table_words(view, NAMES))
        tables.append(time.perf_counter() - start)
        start = time.perf_counter()
        render_guillotine_hand(hand, hand[:5], "Hand", hand_words(hand))
        hands.append(time.perf_counter() - start)
    return statistics.median(tables) * 1000, statistics.median(hands) * 1000


def barbu_basic_decision() -> float:
    """Mean ms per decision of Barbu's basic player over the first seven deals."""
    state = barbu.new_game(4)
    rng = random.Random(0)
    spent, decisions = 0.0, 0
    while state.deal <= 7:
        (seat,) = state.actors()
        view, legal = state.view(seat), state.legal_actions(seat)
        start = time.perf_counter()
        action = barbu_basic(view, legal, rng)
        spent += time.perf_counter() - start
        decisions += 1
        state.apply(seat, action)
    return spent / decisions * 1000


def slaughter_strong_decision() -> float:
    """Process ms per decision of Gin Slaughtre's strong player in a middle game."""
    state = slaughter.new_game(11, options={"match": 1})
    rng = random.Random(11)
    while state.phase != "play" or state.turns < 4:
        seat = state.actors()[0]
        state.apply(seat, slaughter_basic(state.view(seat), state.legal_actions(seat), rng))
    seat = state.turn
    view, legal = state.view(seat), state.legal_actions(seat)
    start = time.process_time()
    for i in range(3):
        sampling_player(view, legal, random.Random(i))
    return (time.process_time() - start) / 3 * 1000


def main() -> None:
    figures = []
    for language in LANGUAGES:
        table_ms, hand_ms = guillotine_images(language)
        figures += [
            (f"guillotine table image ({language})", table_ms, 30, 150),
            (f"guillotine hand image ({language})", hand_ms, 30, 150),
        ]
    figures += [
        ("barbu basic player decision", barbu_basic_decision(), 1, 3),
        ("slaughter strong player decision (CPU)", slaughter_strong_decision(), 100, 1000),
    ]
    over = False
    print(f"{'figure':<40} {'ms':>8} {'aim':>6} {'bound':>6}")
    for name, ms, aim, bound in figures:
        mark = "" if ms < bound else "  OVER THE BOUND"
        over = over or ms >= bound
        print(f"{name:<40} {ms:>8.2f} {aim:>6} {bound:>6}{mark}")
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
