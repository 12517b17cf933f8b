"""`bench.load` runs end to end: a few tables through the fake Discord, the real bot in its
own process; the users move, the table messages show their moves, and neither the bot nor
the users met a problem. (The benchmark's figures are its own business; this only sees
that it still measures a bot that plays.)"""

from __future__ import annotations

import pytest

from bench.load import parser, run


@pytest.mark.long
async def test_the_load_benchmark_plays_and_shows_its_moves() -> None:
    args = parser().parse_args(
        ["--tables", "2", "--seconds", "3", "--computer-delay", "0.1", "--edit-interval", "0.3",
         "--think-min", "0.05", "--think-max", "0.1", "--drain", "20"]
    )  # fmt: skip
    result = await run(args)
    assert result["moves"] > 0
    assert result["stale_p50_s"] == result["stale_p50_s"]  # a number: moves were shown
    assert result["warnings"] == {} and result["user_errors"] == {}
