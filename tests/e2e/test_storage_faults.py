"""The database failing while the real bot runs, as the players see it through the fake
Discord, on SQLite and on PostgreSQL (faults from tests/storage_faults.py):

- the computers' moves fail to be stored for a while: the thread is told once that the
  table waits for its database, and again when it goes on; the game goes on by itself;
- a player's move is not stored: they are told it was not played (and it was not), and
  it plays when they try again;
- a player's move is stored but their hand cannot be shown (Discord answers 5xx): they
  are told it was played, never to try again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.app import BarbuBot
from bot.tables import Table
from bot.tables.session import Patience
from cogs.i18n import t
from tests.e2e.helpers import (
    FAST,
    followup_answer,
    open_hand,
    send_first_choice,
    start_with_computers,
)
from tests.e2e.test_barbu_faults import FOREVER, HAND_EDIT, Ledger, alice_to_act, mid_deal
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord
from tests.storage_faults import StorageFaults

POST = "POST /channels/{channel_id}/messages"


@pytest.fixture(params=["sqlite", "postgres"])
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> dict[str, Any]:
    """The bot's database setting: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return {"database_path": tmp_path / "faults.sqlite3"}
    return {"database_url": await request.getfixturevalue("postgres_server").new_database()}


async def faulty_table(
    fake: FakeDiscord, start_barbu_bot: StartBarbu, database: dict[str, Any]
) -> tuple[BarbuBot, Table, StorageFaults]:
    """Alice and three computers at Marley's Guillotine, mid-deal on alice's turn, with
    storage faults ready to inject into the action log's appends."""
    bot = await start_barbu_bot(**FAST, **database)
    # Retry at once and tell the players at the first retry: no test waits on a back-off.
    bot.hub.patience = Patience(first=0.0, longest=0.0, notice=0.0)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: mid_deal(table))
    faults = StorageFaults.install(bot.storage)
    faults.only_moves()
    return bot, table, faults


def thread_texts(fake: FakeDiscord, table: Table) -> list[str]:
    channel = table.record.thread_id or table.record.channel_id
    return [m.text for m in fake.visible_messages("alice", channel) if not m.ephemeral]


async def test_a_table_held_up_by_its_database_says_so_and_goes_on(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, database: dict[str, Any]
) -> None:
    fake = fake_discord
    bot, table, faults = await faulty_table(fake, start_barbu_bot, database)
    ledger = Ledger(table)
    # Alice's card is stored; the next computer's move, and three retries, are not.
    faults.fail_writes(4, after=1)
    sent = await send_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await sent.reply()
    waiting, going_on = t("tables-waiting-fault"), t("tables-going-on")
    await fake.wait_until(lambda: going_on in thread_texts(fake, table))
    texts = thread_texts(fake, table)
    assert texts.count(waiting) == 1 and texts.count(going_on) == 1
    assert texts.index(waiting) < texts.index(going_on)
    assert faults.pending == 0 and faults.injected["write failed"] == 4
    # The game went on by itself: alice is to act again, nothing lost or doubled.
    await alice_to_act(fake, table, lambda: True)
    await ledger.check(bot)
    assert bot.hub.waiting == set()


async def test_a_move_that_is_not_stored_is_refused_truthfully(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, database: dict[str, Any]
) -> None:
    fake = fake_discord
    bot, table, faults = await faulty_table(fake, start_barbu_bot, database)
    before = list(table.record.actions)
    faults.fail_writes(1)
    hand = await open_hand(fake, "alice", table)
    answer = await followup_answer(await send_first_choice(fake, "alice", hand))
    assert answer == t("tables-refused-not-stored")
    assert table.record.actions == before
    stored = await bot.storage.get_table(table.id)
    assert stored is not None and stored.actions == before
    # Trying again, from the same hand message, plays it.
    await (await send_first_choice(fake, "alice", hand)).reply()
    assert len(table.record.actions) > len(before)
    await Ledger(table).check(bot, grew=False)


async def test_a_stored_move_whose_hand_cannot_be_shown_is_told_as_played(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, database: dict[str, Any]
) -> None:
    fake = fake_discord
    bot, table, _ = await faulty_table(fake, start_barbu_bot, database)
    before = len(table.record.actions)
    hand = await open_hand(fake, "alice", table)
    # Discord fails every edit of alice's hand message, beyond discord.py's retries.
    fake.faults.server_error(HAND_EDIT, status=503, times=FOREVER)
    answer = await followup_answer(await send_first_choice(fake, "alice", hand))
    fake.faults.clear()
    assert answer == t("tables-move-played-hand-failed")
    assert answer != t("tables-something-went-wrong")
    assert len(table.record.actions) > before  # it was played, as she is told
    await Ledger(table).check(bot, grew=False)
