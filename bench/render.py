"""Render speed and size: median time (ms) and PNG size (KB) per image kind.

    python -m bench.render [--repeat 30]

Views come from real random games (both rule sets): several mid-game tables
(trick play, last trick, Domino layout, doubling, Marley), a 13-card and a
32-card hand, a full 28-deal scoresheet and a 15-row leaderboard. Card faces
and the table background are warmed once first, as they would be in a
running bot. Targets: table <= 15 ms and <= 150 KB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from cogs.barbu.text import sheet_words, table_words
from games import barbu
from render import render_barbu_scoresheet, render_barbu_table, render_hand, render_leaderboard

NAMES = ["Alice", "Bob the Magnificent Builder", "Computer (basic)", "Dave"]


def sample_views(seed: int = 1) -> dict[str, dict[str, Any]]:
    """Public views at moments worth drawing, from random games, plus one full Barbu sheet."""
    wanted: dict[str, Callable[[barbu.BarbuState], bool]] = {
        "trick": lambda s: s.phase == "play" and s.contract != "domino" and len(s.trick) == 3,
        "last trick": lambda s: s.phase == "play" and not s.trick and len(s.tricks) >= 2,
        "no hearts": lambda s: (
            s.contract == "no-hearts" and len(s.tricks) >= 6 and len(s.trick) == 2
        ),
        "domino": lambda s: (
            s.contract == "domino"
            and s.phase == "play"
            and len(s.tricks) == 0
            and sum(map(len, s.view(None)["layout"].values())) >= 20
        ),
        "double": lambda s: s.phase == "double" and len(s.doubles) >= 2,
    }
    views: dict[str, dict[str, Any]] = {}
    rng = random.Random(seed)
    state = barbu.new_game(seed, options={"rules": "barbu"})
    while not state.is_over:
        for name, test in wanted.items():
            if name not in views and test(state):
                views[name] = state.view(None)
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    views["over"] = state.view(None)
    marley = barbu.new_game(seed, options={"rules": "marley"})
    while not marley.is_over:
        view = marley.view(None)
        layout = view.get("layout") or {}
        if "marley dominoes" not in views and sum(map(len, layout.values())) >= 10:
            views["marley dominoes"] = view
        if "marley trick" not in views and len(marley.trick) == 2:
            views["marley trick"] = view
        seat = marley.actors()[0]
        marley.apply(seat, rng.choice(marley.legal_actions(seat)))
    return views


def measure(make: Callable[[], bytes], repeat: int) -> tuple[float, int]:
    """Median wall time in ms over `repeat` runs, and the PNG size in bytes."""
    data = make()  # warm the caches (card faces, fonts, background)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        make()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), len(data)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args(argv)
    views = sample_views()
    over = views.pop("over")
    from games.cards import RANKS, deck, sort_key

    hand13 = sorted(random.Random(2).sample(deck(52), 13), key=sort_key(RANKS))
    hand32 = sorted(deck(54)[:32], key=sort_key(RANKS))
    rows = [
        {
            "rank": i + 1,
            "name": f"Player number {i + 1}",
            "played": 50 - i,
            "wins": 15 - i,
            "avg_place": 1.5 + i * 0.1,
            "rating": 30 - i,
        }
        for i in range(15)
    ]
    jobs: list[tuple[str, Callable[[], bytes]]] = [
        (f"table: {name}", lambda v=view: render_barbu_table(v, NAMES, table_words(v, NAMES)))
        for name, view in views.items()
    ]
    jobs += [
        ("table: over", lambda: render_barbu_table(over, NAMES, table_words(over, NAMES))),
        ("hand: 13 cards", lambda: render_hand(hand13, hand13[:4], "Your hand")),
        ("hand: 32 cards", lambda: render_hand(hand32, hand32[::2], "Your hand")),
        ("scoresheet: 28 deals", lambda: render_barbu_scoresheet(over, NAMES, sheet_words(over))),
        ("leaderboard: 15 rows", lambda: render_leaderboard("Barbu leaderboard", rows)),
    ]
    print(f"{'image':<24} {'median ms':>10} {'PNG KB':>8}")
    table_times, table_sizes = [], []
    for name, make in jobs:
        ms, size = measure(make, args.repeat)
        if name.startswith("table"):
            table_times.append(ms)
            table_sizes.append(size)
        print(f"{name:<24} {ms:>10.1f} {size / 1024:>8.1f}")
    print(
        f"table worst: {max(table_times):.1f} ms (target <= 15), "
        f"{max(table_sizes) / 1024:.1f} KB (target <= 150)"
    )


if __name__ == "__main__":
    main()
