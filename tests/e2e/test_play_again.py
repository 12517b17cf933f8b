"""Play again (issue 16, item 11): at the end of a match, a button that opens a new table
with the same players; only a player may press it, and only one table comes of it, even
after a restart. Gin Slaughtre between two humans, the computer playing both hands (as the
turn timer does): the game itself is not under test here."""

from __future__ import annotations

from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import FAST, WakeWaiters
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


async def finish_between_alice_and_bob(fake: FakeDiscord, bot: BarbuBot) -> Table:
    lobby = await (await fake.slash("alice", "slaughter start", {"match": 1})).response()
    assert lobby is not None
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    await fake.wait_until(lambda: table.status == "playing")
    bot.hub.listeners.append(WakeWaiters(fake))
    while table.status == "playing":
        await fake.wait_until(lambda: table.status != "playing" or table.humans_to_act())
        if table.status == "playing":
            await bot.hub.time_out_now(table)
    assert table.status == "finished"
    return table


async def test_play_again_opens_one_new_table_with_the_same_players(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await finish_between_alice_and_bob(fake, bot)
    alice, bob = fake.user("alice").id, fake.user("bob").id
    final = await fake.wait_for_message(
        "alice", lambda m: "the match is over" in m.content, channel=table.record.thread_id
    )
    assert final.labels == ["Play again"]

    # Carol did not play: she is told so, and no table opens.
    before = set(bot.hub.tables)
    refused = await (await fake.click("carol", final, label="Play again")).reply()
    assert refused.ephemeral
    assert refused.content == "Only the players of this table can start a new one from it."
    assert set(bot.hub.tables) == before

    # Alice and Bob press it at once: one lobby in the channel the first table was opened
    # in, alice and bob in their seats, the first to press hosting; its message pings them.
    pings = len(fake.world.pings)
    clicks = [await fake.click(user, final, label="Play again") for user in ("alice", "bob")]
    lobby = await fake.wait_for_message(
        "alice", lambda m: "Join" in m.labels, channel=table.record.channel_id
    )
    (new_id,) = set(bot.hub.tables) - before
    new = bot.hub.get(new_id)
    assert new is not None and new.status == "lobby" and new.record.game == "slaughter"
    assert [s.user_id for s in new.seats] == [alice, bob] and new.record.host_id in (alice, bob)
    assert new.record.options == table.record.options
    assert f"1. <@{alice}>" in lobby.content and f"2. <@{bob}>" in lobby.content
    assert {alice, bob} <= {u for p in fake.world.pings[pings:] for u in p.mentions.users}

    # The final standings now link to it: there is nothing left to press twice.
    link = f"https://discord.com/channels/{new.record.guild_id}/{new.record.channel_id}/{lobby.id}"
    await fake.wait_until(
        lambda: [b.get("url") for b in fake.message(final.id, "alice").buttons] == [link]
    )
    assert new.record.lobby_message_id == lobby.id  # noted before the link was made
    # The other press opened nothing: it was told where the new table is.
    later = next(c for c in clicks if c.interaction.user_id != new.record.host_id)
    told = await later.reply()
    assert told.ephemeral
    assert told.content == f"A new table was already opened from this one: {link}"
    assert set(bot.hub.tables) - before == {new_id}
