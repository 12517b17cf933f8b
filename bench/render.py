"""Render speed and size: median time (ms) per image kind and language, and PNG size (KB).

    python -m bench.render [--repeat 30] [--languages en,fr,de,nl]

Views come from real random games (both rule sets): several mid-game tables
(trick play, last trick, Domino layout, doubling, Marley), a 13-card and a
32-card hand, a hand with the trick in progress, a deal's end, a full 28-deal
scoresheet, a 15-row leaderboard, Gin Slaughtre's table and hand, Guillotine's table and a
hand of its cards; each in every language, its words built in that language as the bot
builds them. Card faces and the table background are warmed once first, as they would be
in a running bot. Targets: Barbu's table <= 15 ms and <= 150 KB; every language within
10% of English.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from cogs.barbu.text import deal_end_words, sheet_words, table_words
from cogs.guillotine.image_words import hand_words
from cogs.guillotine.image_words import table_words as guillotine_table_words
from cogs.i18n import LANGUAGES, speaking
from cogs.slaughter import text as slaughter_text
from cogs.slaughter.text import table_words as slaughter_words
from cogs.tables.words import (
    card_faces,
    decimal,
    leaderboard_title,
    leaderboard_words,
    no_cards,
)
from games import barbu, guillotine, slaughter
from games.cards import RANKS, deck, sort_key
from games.guillotine.cards import ACTION_DECK
from render import render_hand, render_leaderboard
from render.barbu import (
    render_barbu_deal_end,
    render_barbu_scoresheet,
    render_barbu_table,
    render_hand_with_trick,
)
from render.guillotine import render_guillotine_hand, render_guillotine_table
from render.slaughter import render_slaughter_hand, render_slaughter_table
from render.slaughter.hand import hand_cards

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


def measure(makers: dict[str, Callable[[], bytes]], repeat: int) -> dict[str, tuple[float, int]]:
    """Per language, the median wall time in ms over `repeat` runs and the PNG size in bytes.
    The languages take turns, in a rotating order, so that a busy moment of the machine
    falls on all of them alike."""
    sizes = {}
    for language, make in makers.items():
        with speaking(language):
            sizes[language] = len(make())  # warm the caches (card faces, fonts, background)
    times: dict[str, list[float]] = {language: [] for language in makers}
    order = list(makers)
    for run in range(repeat):
        for language in order[run % len(order) :] + order[: run % len(order)]:
            with speaking(language):
                start = time.perf_counter()
                makers[language]()
                times[language].append((time.perf_counter() - start) * 1000)
    return {language: (statistics.median(times[language]), sizes[language]) for language in makers}


def jobs(views: dict[str, dict[str, Any]]) -> list[tuple[str, Callable[[], bytes]]]:
    """Every image kind, each drawn with the words of the language being spoken: the cog's
    words are built inside the job, as the bot builds them before each drawing."""
    views = dict(views)
    over = views.pop("over")
    hand13 = sorted(random.Random(2).sample(deck(52), 13), key=sort_key(RANKS))
    hand32 = sorted(deck(54)[:32], key=sort_key(RANKS))
    rows = [
        {
            "rank": i + 1,
            "name": f"Player number {i + 1}",
            "played": 50 - i,
            "wins": 15 - i,
            "avg_place": decimal(1.5 + i * 0.1, 2),
            "rating": decimal(30 - i, 1),
        }
        for i in range(15)
    ]
    entry = over["sheet"][0]
    last = over["final_tricks"][0]
    plays = [(NAMES[(last["leader"] + i) % 4], card) for i, card in enumerate(last["cards"])]
    made: list[tuple[str, Callable[[], bytes]]] = [
        (f"table: {name}", lambda v=view: render_barbu_table(v, NAMES, table_words(v, NAMES)))
        for name, view in views.items()
    ]
    made += [
        ("table: over", lambda: render_barbu_table(over, NAMES, table_words(over, NAMES))),
        (
            "hand: 13 cards",
            lambda: render_hand(hand13, hand13[:4], "Alice", no_cards(), card_faces()),
        ),
        ("hand: 32 cards", lambda: render_hand(hand32, hand32[::2], "Alice", "", card_faces())),
        (
            "hand with trick",
            lambda: render_hand_with_trick(
                hand13, hand13[:4], "Alice", plays[:3], "…", "Alice", "", card_faces()
            ),
        ),
        (
            "deal end",
            lambda: render_barbu_deal_end(
                entry, last, entry["totals"], NAMES, deal_end_words(entry, last, 28, NAMES)
            ),
        ),
        ("scoresheet: 28 deals", lambda: render_barbu_scoresheet(over, NAMES, sheet_words(over))),
        (
            "leaderboard: 15 rows",
            lambda: render_leaderboard(leaderboard_title("Barbu"), rows, leaderboard_words()),
        ),
    ]
    made += slaughter_jobs() + guillotine_jobs()
    return made


def slaughter_jobs() -> list[tuple[str, Callable[[], bytes]]]:
    """Gin Slaughtre's table and a hand, mid-game (random moves from a fixed seed)."""
    state = slaughter.new_game(5, options={"match": 1})
    rng = random.Random(5)
    while state.phase != "play" or state.turns < 6:
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    view, seat = state.view(None), state.turn
    mine, legal = state.view(seat), state.legal_actions(seat)
    names = NAMES[:2]

    def hand() -> bytes:
        title = slaughter_text.hand_title(mine, *hand_cards(mine))
        return render_slaughter_hand(mine, legal, title, "", no_cards(), card_faces())

    return [
        (
            "slaughter table",
            lambda: render_slaughter_table(view, names, slaughter_words(view, names)),
        ),
        ("slaughter hand", hand),
    ]


def guillotine_jobs() -> list[tuple[str, Callable[[], bytes]]]:
    """Guillotine's table (5 players, mid-game) and a hand of its cards."""
    state = guillotine.new_game(11, 5, {"end_cards": "on"})
    rng = random.Random(11)
    for _ in range(40):
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    view = state.view(None)
    cards = list(ACTION_DECK[::3])
    names = [*NAMES, "Eve"]
    return [
        (
            "guillotine table",
            lambda: render_guillotine_table(view, names, guillotine_table_words(view, names)),
        ),
        (
            "guillotine cards (hand)",
            lambda: render_guillotine_hand(cards, cards[:5], "Alice", hand_words(cards)),
        ),
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="e.g. en,de")
    args = parser.parse_args(argv)
    languages = args.languages.split(",")
    views = sample_views()
    made = jobs(views)  # each job builds its words when it runs, in the language spoken
    figures = {name: measure(dict.fromkeys(languages, make), args.repeat) for name, make in made}
    head = "".join(f"{language + ' ms':>9}" for language in languages)
    print(f"{'image':<26}{head} {'worst/en':>9} {'PNG KB (en)':>12}")
    table_times, table_sizes = [], []
    for name, by_language in figures.items():
        times = [by_language[language][0] for language in languages]
        english = by_language.get("en", (times[0], 0))[0]
        ratio = max(times) / english
        size = max(size for _, size in by_language.values())
        if name.startswith("table"):
            table_times += times
            table_sizes.append(size)
        cells = "".join(f"{ms:>9.1f}" for ms in times)
        print(f"{name:<26}{cells} {ratio:>9.2f} {size / 1024:>12.1f}")
    print(
        f"Barbu table worst: {max(table_times):.1f} ms (target <= 15), "
        f"{max(table_sizes) / 1024:.1f} KB (target <= 150); each language within 10% of "
        "English is the aim (worst/en <= 1.10)"
    )


if __name__ == "__main__":
    main()
