"""Whole Barbu series through the fake Discord, driven by clicks."""

from __future__ import annotations

from tests.e2e.helpers import FAST, open_hand, open_table, play_first_choice, wait_for_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


async def test_marley_series_one_human_three_computers(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake_discord, bot, "alice", {"rules": "marley", "computers": 3})
    await (await fake_discord.click("alice", lobby, label="Start")).response()
    seat = table.seat_of(fake_discord.user("alice").id)
    assert seat == 0
    clicks = 0
    while True:
        await wait_for_turn(fake_discord, table, seat)
        if table.status != "playing":
            break
        hand = await open_hand(fake_discord, "alice", table)
        await play_first_choice(fake_discord, "alice", hand)
        clicks += 1
    assert table.status == "finished"
    assert table.state.is_over and sum(table.state.scores) == 400
    assert clicks >= 24 * 1  # at least one decision a deal
    await bot.table_ui.wait_idle()
    final = await fake_discord.wait_for_message(
        "alice",
        lambda m: "series is over" in m.content and m.images,
        channel=table.record.thread_id,
    )
    assert final.images[0].width > 0
