"""Whole Barbu series through the fake Discord, driven by clicks, and a restart mid-deal."""

from __future__ import annotations

import asyncio
from itertools import pairwise
from typing import Any

import pytest

from bot.tables import Table, TableListener
from tests.e2e.helpers import (
    FAST,
    database_settings,
    into_barbu_deal,
    open_hand,
    open_table,
    play_first_choice,
    play_until,
    start_with_computers,
    table_message,
    wait_for_turn,
)
from tests.fakediscord.model import EPHEMERAL
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


@pytest.mark.long
@pytest.mark.parametrize(
    ("rules", "deals", "total"), [("barbu", 28, 0), ("marley", 24, 400)], ids=["barbu", "marley"]
)
async def test_a_whole_series_one_human_three_computers(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, rules: str, deals: int, total: int
) -> None:
    bot = await start_barbu_bot(**FAST)
    # Each place in the bot's request budget is given back once, whether the table layer
    # took it ahead (bot/pacing.py `place`) or discord.py's request took it as it went.
    budget = bot.request_budget
    lowest = [budget.in_flight]
    give_back = budget.finished

    def finished() -> None:
        give_back()
        lowest[0] = min(lowest[0], budget.in_flight)

    budget.finished = finished  # type: ignore[method-assign]
    table = await start_with_computers(fake_discord, bot, rules)

    clicks = await play_until(fake_discord, table, lambda: table.status != "playing")

    assert table.status == "finished"
    state = table.state
    assert state.is_over and len(state.sheet) == deals and sum(state.scores) == total
    assert clicks >= deals  # at least a decision a deal (contracts, doubles, cards)
    final = await fake_discord.wait_for_message(
        "alice", lambda m: ": the series is over." in m.text and bool(m.images),
        channel=table.record.thread_id,
    )  # fmt: skip
    assert f"<@{fake_discord.user('alice').id}>" in final.text
    assert final.labels == ["Play again"]  # a new table with the same players (item 11)
    # Every deal's table message was frozen at its end: no live Your hand button is left.
    thread = fake_discord.visible_messages("alice", table.record.thread_id)
    assert not [m for m in thread if "Your hand" in m.labels]
    # One scoresheet message a deal, then the final standings.
    sheets = [
        m for m in fake_discord.visible_messages("alice", table.record.thread_id)
        if m.text.startswith("**Deal ")
    ]  # fmt: skip
    assert len(sheets) == deals
    # The result is stored: alice has played one series on this server.
    stats = await bot.storage.player_stats(
        table.record.guild_id, "barbu", fake_discord.user("alice").id
    )
    assert stats is not None and stats.played == 1
    assert lowest[0] == 0 and budget.waited > 0  # never below none in flight; places queued


@pytest.mark.long
async def test_a_series_that_ends_while_a_scoresheet_is_posted_still_posts_every_sheet(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """The last deal is played out while the one before it has its scoresheet drawn (the
    drawing is held until the series is over): both sheets go out, then the standings."""
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake_discord, bot, "marley")
    deals = 24
    ui = bot.table_ui
    draw, think = ui.kit.draw, bot.hub.think
    drawing_held, over = asyncio.Event(), asyncio.Event()

    def sheets() -> int:
        return len(table.state.view(None)["sheet"])

    async def held_think(*args: Any) -> Any:
        # The last deal waits until the one before it is being drawn.
        if sheets() == deals - 1:
            await drawing_held.wait()
        return await think(*args)

    async def held_draw(drawing: Any) -> bytes | None:
        # The deal before last's scoresheet (or its last picture): drawn once it is over.
        publisher = ui.publishers.get(table.id)
        posted = publisher.sheets_posted if publisher is not None else None
        if not drawing_held.is_set() and posted == deals - 2 and sheets() == deals - 1:
            drawing_held.set()
            await over.wait()
        return await draw(drawing)

    class SeriesOver(TableListener):
        async def table_finished(self, table: Table) -> None:
            over.set()

    ui.kit.draw = held_draw  # type: ignore[method-assign]
    bot.hub.think = held_think  # type: ignore[method-assign]
    bot.hub.listeners.append(SeriesOver())
    # Alice leaves her seat to a computer: the series plays itself to the end.
    await bot.hub.replace_with_computer(table, fake_discord.user("alice").id)
    final = await fake_discord.wait_for_message(
        "alice", lambda m: ": the series is over." in m.text,
        channel=table.record.thread_id, timeout=120,
    )  # fmt: skip
    thread = fake_discord.visible_messages("alice", table.record.thread_id)
    posted = [m.text.split("**")[1] for m in thread if m.text.startswith("**Deal ")]
    assert posted == [f"Deal {n}" for n in range(1, deals + 1)]
    assert thread[-1].id == final.id


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_a_restart_in_the_middle_of_a_deal_loses_nothing(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
) -> None:
    # On PostgreSQL too: the same game, stored on a fresh database of the run's server.
    database = await database_settings(backend, request)
    bot = await start_barbu_bot(**FAST, **database)
    table = await start_with_computers(fake_discord, bot, "barbu")
    # Into deal 2, a few tricks in, on one of alice's turns.
    await play_until(fake_discord, table, lambda: into_barbu_deal(table, 2, 12))
    await wait_for_turn(fake_discord, table, 0)
    saved = table.state.to_json()
    actions = list(table.record.actions)
    old_message = table_message(fake_discord, "alice", table)

    await bot.close()
    bot = await start_barbu_bot(**FAST, **database)

    restored = bot.hub.get(table.id)
    assert restored is not None and restored.status == "playing"
    assert restored.record.actions == actions
    assert restored.state.to_json() == saved
    # The table message from before the restart still answers: its button carries the table id.
    hand = await (await fake_discord.click("alice", old_message, label="Your hand")).reply()
    assert hand.ephemeral and "Your turn" in hand.text
    await play_first_choice(fake_discord, "alice", hand)
    assert restored.action_count > len(actions)
    # And the deal goes on to its end.
    await play_until(fake_discord, restored, lambda: restored.state.deal == 3)
    assert restored.state.sheet[1]["deal"] == 2
    assert restored.record.actions[: len(actions)] == actions  # nothing lost, nothing redone


async def test_without_thread_permission_the_game_runs_in_the_channel(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    from tests.fakediscord.model import BOT_PERMISSIONS, CREATE_PUBLIC_THREADS

    bot = await start_barbu_bot(**FAST)
    await fake_discord.set_bot_permissions(BOT_PERMISSIONS & ~CREATE_PUBLIC_THREADS)
    table, lobby = await open_table(fake_discord, bot, "alice", {"rules": "marley", "computers": 3})
    await (await fake_discord.click("alice", lobby, label="Start")).response()
    await wait_for_turn(fake_discord, table, 0)

    assert table.record.thread_id == lobby.channel_id
    assert table_message(fake_discord, "alice", table).channel_id == lobby.channel_id
    assert not fake_discord.recorder.find(
        "POST /channels/{channel_id}/messages/{message_id}/threads"
    )
    await play_first_choice(fake_discord, "alice", await open_hand(fake_discord, "alice", table))


async def test_table_edits_are_coalesced_to_the_channel_rate(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    interval = 0.2
    bot = await start_barbu_bot(computer_delay=0.0, edit_interval=interval)
    table = await start_with_computers(fake_discord, bot, "barbu")
    # Let the computers play to alice's turns for a few deals; alice clicks at once.
    await play_until(fake_discord, table, lambda: table.state.deal >= 2)
    await bot.table_ui.wait_idle()

    edits = [
        r for r in fake_discord.recorder.find("PATCH /channels/{channel_id}/messages/{message_id}")
        if r.params["channel_id"] == str(table.record.thread_id)
    ]  # fmt: skip
    # And those that rode on the token of a click on a table message (`@original`).
    world = fake_discord.world
    for request in fake_discord.recorder.find(
        "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
    ):
        clicked = world.interactions_by_token[request.params["token"]]
        message = world.messages[clicked.original_message_id or 0]
        public = message.channel_id == table.record.thread_id and not message.flags & EPHEMERAL
        if request.params["message_id"] == "@original" and public:
            edits.append(request)
    edits.sort(key=lambda r: r.at)
    assert edits, "the table message is kept up to date"
    gaps = [b.at - a.at for a, b in pairwise(edits)]
    assert min(gaps) >= interval * 0.95
    # Far fewer edits than moves: updates made while waiting are merged into one.
    assert len(edits) < table.action_count / 2
