"""The Hint button: the strong player's suggestion, privately, marked on the scoresheet."""

from __future__ import annotations

from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import FAST, open_hand, open_table, play_until, wait_for_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord

SUGGESTED = "The strong computer player would have"


async def hinted_hand(fake: FakeDiscord, bot: BarbuBot) -> tuple[Table, SeenMessage]:
    """A Marley table with hints, started; alice's hand at her first turn."""
    options = {"rules": "marley", "computers": 3, "hints": True, "think_ms": 100}
    table, lobby = await open_table(fake, bot, "alice", options)
    await (await fake.click("alice", lobby, label="Start")).response()
    await wait_for_turn(fake, table, 0)
    return table, await open_hand(fake, "alice", table)


async def test_a_hint_suggests_a_legal_move_and_marks_the_scoresheet(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, hand = await hinted_hand(fake, bot)
    assert "Hint" in hand.labels

    before = table.action_count
    answer = await (await fake.click("alice", hand, label="Hint")).reply(timeout=30)
    assert answer.ephemeral and SUGGESTED in answer.text
    assert table.action_count == before  # a hint is not a move
    assert table.record.settings["hinted"] == [0]
    stored = await bot.hub.storage.get_table(table.id)
    assert stored is not None and stored.settings["hinted"] == [0]  # it survives a restart

    await play_until(fake, table, lambda: table.state.deal == 2)
    sheet = await fake.wait_for_message(
        "bob", lambda m: m.text.startswith("**Deal 1**"), channel=table.record.thread_id
    )
    assert "Alice (hints)" in sheet.text


async def test_without_the_option_there_is_no_hint(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": "marley", "computers": 3})
    await (await fake.click("alice", lobby, label="Start")).response()
    await wait_for_turn(fake, table, 0)
    hand = await open_hand(fake, "alice", table)
    assert "Hint" not in hand.labels and (hand.buttons or hand.selects)


async def test_a_hint_button_from_before_a_restart_still_answers(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """Every button is registered with the bot (Hint was once missing): after a restart,
    the old hand's Hint answers instead of "This interaction failed"."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    _, hand = await hinted_hand(fake, bot)
    await bot.close()
    bot = await start_barbu_bot(**FAST)
    answer = await (await fake.click("alice", hand, label="Hint")).reply(timeout=30)
    assert answer.ephemeral and SUGGESTED in answer.text
