"""Days without a restart: a table that ends (finished, abandoned mid-game, cancelled in its
lobby) leaves nothing behind in the bot's per-table structures once its end is shown, and
the hub keeps only the latest ended tables for the clicks that come after an end."""

from __future__ import annotations

import pytest

from bot.app import BarbuBot
from bot.tables import Table, hub
from tests.e2e.helpers import (
    FAST,
    lobby_button,
    open_table,
    play_until,
    slaughter_move,
    start_against_computer,
    start_with_computers,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


def leftovers(bot: BarbuBot, table: Table) -> list[str]:
    """Where the bot still keeps something of `table` that a live table needs."""
    places = {
        "hub.tables": table.id in bot.hub.tables,
        "hub.sessions": table.id in bot.hub.sessions,
        "hub.waiting": table.id in bot.hub.waiting,
    }
    kept = [name for name, held in places.items() if held]
    # The Discord side's parts: publishers, hands, turn pings, the host's notices, Play again.
    return kept + [f"ui.{part}" for part in bot.table_ui.holding(table.id)]


async def test_ended_tables_leave_nothing_behind(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hub, "KEEP_ENDED", 2)
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)

    # A match played to its end, alice's hand open until then.
    finished = await start_against_computer(fake, bot, 1)
    await play_until(fake, finished, lambda: finished.status != "playing", slaughter_move)
    again = f"tbl:again:{finished.id}"
    await fake.wait_for_message(
        "alice",
        lambda m: any(b.get("custom_id") == again for b in m.buttons),
        channel=finished.record.thread_id,
    )  # the final result, with Play again: the publication ends with it
    await bot.table_ui.wait_idle()
    assert leftovers(bot, finished) == []

    # A Barbu game abandoned by its host while the computers play.
    abandoned = await start_with_computers(fake, bot, "marley")
    await (await fake.slash("alice", "barbu abandon")).response()
    await fake.wait_until(lambda: abandoned.status == "abandoned")
    assert leftovers(bot, abandoned) == []  # the command answers once it is all closed

    # A lobby cancelled before it started.
    cancelled, lobby = await open_table(fake, bot, "alice", {"rules": "barbu"})
    await (await fake.click("alice", lobby, custom_id=lobby_button(cancelled, "cancel"))).response()
    await fake.wait_until(lambda: cancelled.status == "abandoned")
    assert leftovers(bot, cancelled) == []

    # The hub keeps the latest two ended tables only: the first has gone from memory.
    assert list(bot.hub.ended) == [abandoned.id, cancelled.id]
    assert bot.hub.get(finished.id) is None
    assert bot.hub.tables == {}
