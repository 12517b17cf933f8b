"""Clicks on the messages of a table the bot does not know: the bot restarted on another
(here a new) database, where the table's id is another table's in another channel or
nothing at all; or a table abandoned while the bot was down. Your hand, a move on an old
hand message (ephemeral) and a lobby's Join each get a short private answer, and the
message clicked loses its buttons."""

from __future__ import annotations

import asyncio
import collections
from pathlib import Path
from typing import Any

import pytest

from bot.storage import Storage
from bot.tables import Table
from cogs.i18n import message_in
from tests.e2e.helpers import (
    FAST,
    lobby_button,
    open_hand,
    open_table,
    send_first_choice,
    start_with_computers,
    table_message,
    wait_for_table,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.recorder import PATIENCE
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction


async def gone_answer(fake: FakeDiscord, sent: SentInteraction, user: str) -> str:
    """The private answer to a click on a gone table's message, which it stripped of its
    buttons as the click's response (UPDATE_MESSAGE), the answer following it."""
    await sent.response()
    assert sent.interaction.response_type == 7  # the clicked message itself, updated
    await fake.wait_until(lambda: sent.followups() or None)
    (answer,) = sent.followups()
    assert answer.ephemeral and answer.id != sent.interaction.message_id
    clicked = fake.message(sent.interaction.message_id, user)
    assert clicked.buttons == [] and clicked.text  # its buttons gone, its words kept
    return answer.text


def stripped(fake: FakeDiscord, message: SeenMessage, user: str) -> SeenMessage:
    """The message as `user` sees it now: its text and images kept, its buttons gone."""
    now = fake.message(message.id, user)
    assert now.buttons == [] and now.text == message.text
    assert len(now.attachments) == len(message.attachments)
    return now


async def test_a_bot_on_another_database_strips_the_old_tables_messages(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    # Tables 1 and 2, lobbies bob and erin opened in barbu; table 3, a game alice plays in
    # general (its thread), her hand open.
    lobbies = [await open_table(fake, bot, user, {}, "barbu") for user in ("bob", "erin")]
    table = await start_with_computers(fake, bot, "marley")
    shown = await wait_for_table(fake, table)
    hand = await open_hand(fake, "alice", table)
    assert hand.selects or hand.buttons
    assert [t.id for t, _ in lobbies] + [table.id] == [1, 2, 3]
    # Each lobby's command has ended (it notes its message after answering).
    await fake.wait_until(lambda: all(t.record.lobby_message_id == m.id for t, m in lobbies))
    await bot.close()

    # Started again on a new database, where carol's and dave's new tables take ids 1 (in
    # barbu, as the old one) and 2 (in general, the old one was in barbu); there is no 3.
    bot = await start_barbu_bot(database_path=tmp_path / "other.sqlite3", **FAST)
    noted: collections.defaultdict[int, asyncio.Event] = collections.defaultdict(asyncio.Event)
    note_shown = bot.hub.note_shown

    async def noting(table: Table, **fields: Any) -> None:
        await note_shown(table, **fields)
        if "lobby_message_id" in fields:
            noted[table.id].set()

    monkeypatch.setattr(bot.hub, "note_shown", noting)
    fake.user("carol").locale = "de"  # a private answer speaks the clicker's language
    new = []
    for user, channel in (("carol", "barbu"), ("dave", "general")):
        opened = await (await fake.slash(user, "barbu start", {}, channel=channel)).response()
        assert opened is not None
        new.append((bot.hub.tables_in(opened.channel_id)[0], opened))
    assert [t.id for t, _ in new] == [1, 2]
    # Their commands have noted their lobby messages (no request follows that note, so it
    # is heard at the hub): until then a table cannot tell an older message of its channel
    # from its own.
    for new_table, _ in new:
        await asyncio.wait_for(noted[new_table.id].wait(), PATIENCE)
    assert all(t.record.lobby_message_id == m.id for t, m in new)
    assert await bot.hub.storage.get_table(table.id) is None
    gone = {lang: message_in(lang, "tables-table-gone") for lang in ("en", "de")}

    # Your hand on the old table message.
    shown = table_message(fake, "alice", table)
    click = await fake.click("alice", shown, custom_id=f"tbl:hand:{table.id}")
    assert await gone_answer(fake, click, "alice") == gone["en"]
    stripped(fake, shown, "alice")
    # A move on alice's old hand message, private to her: it loses its controls too.
    click = await send_first_choice(fake, "alice", hand)
    assert await gone_answer(fake, click, "alice") == gone["en"]
    assert stripped(fake, hand, "alice").ephemeral
    # Join on the old lobbies: one older than the new table 1 in its channel, one of a
    # table 2 in another channel; carol reads the answer in her language.
    for old, lobby in lobbies:
        lobby = fake.message(lobby.id, "carol")
        click = await fake.click("carol", lobby, custom_id=lobby_button(old, "join"))
        assert await gone_answer(fake, click, "carol") == gone["de"]
        stripped(fake, lobby, "carol")

    # Nothing was made of the clicks, and the new tables answer as before.
    assert [[s.user_id for s in t.seats] for t, _ in new] == [
        [fake.user("carol").id],
        [fake.user("dave").id],
    ]
    for (new_table, lobby), user in zip(new, ("alice", "erin"), strict=True):
        joined = await fake.click(user, lobby, custom_id=lobby_button(new_table, "join"))
        assert (await joined.response()) is not None
        assert new_table.seats[-1].user_id == fake.user(user).id


async def test_a_table_abandoned_while_the_bot_was_down_is_gone(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, tmp_path: Path
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    shown = await wait_for_table(fake, table)
    await bot.close()
    # Abandoned on disk (a crash before its messages were edited, or an operator).
    async with await Storage.open(tmp_path / "barbu.sqlite3") as storage:
        await storage.update_table(table.id, status="abandoned")

    bot = await start_barbu_bot(**FAST)
    assert bot.hub.get(table.id) is None
    click = await fake.click("bob", shown, custom_id=f"tbl:hand:{table.id}")
    assert await gone_answer(fake, click, "bob") == message_in("en", "tables-table-gone")
    stripped(fake, shown, "bob")
