"""The chaos run, longer than the suite's: whole games of every game while storage and
worker faults strike at random (tests/chaos.py says which faults and what is checked), on
SQLite and on PostgreSQL (a server started for the run, or DATABASE_URL).

    python -m bench.chaos [--games 10] [--rate 0.25] [--backend sqlite|postgres|both]

Prints, per backend and game: games played, faults injected by kind, and the four counts
that must stay at zero: tables stalled, acknowledged moves lost, logs doubled or rewritten,
dishonest answers; then alice's answers by kind.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import tempfile
import time
from pathlib import Path

from bot.storage import Storage
from tests.chaos import GAMES, KINDS, ChaosReport, chaos_game
from tests.postgres import PostgresServer, running_postgres


async def run(
    server: PostgresServer | None, game: str, count: int, rate: float, folder: Path
) -> ChaosReport:
    """`count` games of `game`, each on a fresh database (SQLite when `server` is None)."""
    report = ChaosReport()
    for seed in range(1, count + 1):
        location = await server.new_database() if server else folder / f"{game}-{seed}.sqlite3"
        async with await Storage.open(location) as storage, await Storage.open(location) as truth:
            report.add(await chaos_game(storage, truth, game, seed, rate=rate))
    return report


def print_report(backend: str, game: str, report: ChaosReport, seconds: float) -> None:
    faults = ", ".join(f"{kind} {report.faults[kind]}" for kind in KINDS)
    answers = ", ".join(f"{kind} {n}" for kind, n in sorted(report.answers.items()))
    print(
        f"{backend:9} {game:11} games {report.games:3}  faults {sum(report.faults.values()):5}"
        f" ({faults})\n{'':21} stalled {report.stalls}  lost {report.lost}"
        f"  doubled {report.doubled}  dishonest {report.dishonest}  ({seconds:.1f} s)"
        f"\n{'':21} alice's answers: {answers}"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games of each game per backend")
    parser.add_argument(
        "--rate", type=float, default=0.25, help="a fault after this share of changes"
    )
    parser.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    args = parser.parse_args()
    # Each fault logs a warning by design; the figures are what this prints.
    logging.basicConfig(level=logging.ERROR)
    backends = ("sqlite", "postgres") if args.backend == "both" else (args.backend,)
    total = ChaosReport()
    with tempfile.TemporaryDirectory() as folder, contextlib.ExitStack() as stack:
        for backend in backends:
            server = stack.enter_context(running_postgres()) if backend == "postgres" else None
            for game in sorted(GAMES):
                started = time.perf_counter()
                report = await run(server, game, args.games, args.rate, Path(folder))
                print_report(backend, game, report, time.perf_counter() - started)
                total.add(report)
    print_report("all", "", total, 0.0)


if __name__ == "__main__":
    asyncio.run(main())
