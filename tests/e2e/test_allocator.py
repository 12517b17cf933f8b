"""The bot as started from the command line runs under jemalloc where it is installed, and
so do its worker processes (they inherit the preload); MEMORY_ALLOCATOR=system keeps the C
library's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.memory import jemalloc_library
from tests.e2e.processes import BotProcess, alices_turn, newest_table_message
from tests.fakediscord.server import FakeDiscord

pytestmark = pytest.mark.skipif(
    jemalloc_library() is None,
    reason="jemalloc is not installed (Debian: apt-get install libjemalloc2)",
)


def allocators(pid: int) -> dict[int, bool]:
    """Whether jemalloc is mapped, for process `pid` and each of its descendants."""
    found: dict[int, bool] = {}
    pending = [pid]
    while pending:
        current = pending.pop()
        found[current] = "jemalloc" in Path(f"/proc/{current}/maps").read_text()
        for task in Path(f"/proc/{current}/task").iterdir():
            pending += [int(child) for child in (task / "children").read_text().split()]
    return found


@pytest.mark.parametrize(("allocator", "jemalloc"), [("jemalloc", True), ("system", False)])
async def test_the_bot_and_its_workers_run_under_the_allocator_chosen(
    fake_discord: FakeDiscord, tmp_path: Path, allocator: str, jemalloc: bool
) -> None:
    fake = fake_discord
    bot = BotProcess(fake, tmp_path, MEMORY_ALLOCATOR=allocator, WORKERS="1")
    try:
        await bot.start()
        lobby = await (await fake.slash("alice", "barbu start", {"computers": 3})).response()
        assert lobby is not None
        await (await fake.click("alice", lobby, label="Start")).response()
        # The table drawn and the computers played up to alice: the workers are up.
        await fake.wait_until(lambda: alices_turn(fake, newest_table_message(fake)), timeout=60)
        assert bot.process is not None
        found = allocators(bot.process.pid)
        assert len(found) >= 2, found  # the bot and at least one worker
        assert set(found.values()) == {jemalloc}, found
    finally:
        bot.kill()
