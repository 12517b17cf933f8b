"""Play again (issue 16, item 11): at the end of a match, a button that opens a new table
with the same players; only a player may press it, and only one table comes of it, even
after a restart. Gin Slaughtre between two humans, the computer playing both hands (as the
turn timer does): the game itself is not under test here.

Then the computer seats, in every game and in several languages: a finished table whose
seats were computers' (from the start, or handed to a computer mid-game by `replace`)
opens a lobby where fresh computers sit, named in the table's language, and that lobby
starts. Alice plays her own hand to the end through its messages.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import BarbuBot
from bot.tables import Table
from cogs.i18n import message_in
from tests.e2e.helpers import (
    FAST,
    Move,
    WakeWaiters,
    first_choice,
    lobby_button,
    open_table,
    play_until,
    slaughter_move,
)
from tests.e2e.test_guillotine import take_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
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
        "alice", lambda m: "the match is over" in m.text, channel=table.record.thread_id
    )
    assert final.labels == ["Play again"]

    # Carol did not play: she is told so, and no table opens.
    before = set(bot.hub.tables)
    refused = await (await fake.click("carol", final, label="Play again")).reply()
    assert refused.ephemeral
    assert refused.text == "Only the players of this table can start a new one from it."
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
    assert f"1. <@{alice}>" in lobby.text and f"2. <@{bob}>" in lobby.text
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
    assert told.text == f"A new table was already opened from this one: {link}"
    assert set(bot.hub.tables) - before == {new_id}


async def play_again_from(
    fake: FakeDiscord, bot: BarbuBot, table: Table, user: str = "alice"
) -> tuple[Table, SeenMessage]:
    """`user` presses Play again under `table`'s final standings (found by the button's
    custom id: its label is in the table's language); the new table and its lobby message."""
    again = f"tbl:again:{table.id}"
    final = await fake.wait_for_message(
        user,
        lambda m: again in [b.get("custom_id") for b in m.buttons],
        channel=table.record.thread_id or table.record.channel_id,
    )
    before = set(bot.hub.tables)
    pressed = await fake.click(user, final, custom_id=again)
    await pressed.reply()
    # The button became a link to the new lobby: it was opened and posted.
    await fake.wait_until(
        lambda: [b.get("url") for b in fake.message(final.id, user).buttons] != [None]
    )
    (new_id,) = set(bot.hub.tables) - before
    new = bot.hub.get(new_id)
    assert new is not None and new.status == "lobby"
    join = lobby_button(new, "join")
    lobby = await fake.wait_for_message(
        user,
        lambda m: join in [b.get("custom_id") for b in m.buttons],
        channel=table.record.channel_id,
    )
    return new, lobby


async def start_lobby(fake: FakeDiscord, table: Table, lobby: SeenMessage) -> None:
    """The host starts the lobby: the computers seated in it take their seats in the game."""
    start = lobby_button(table, "start")
    await (await fake.click("alice", lobby, custom_id=start)).response()
    await fake.wait_until(lambda: table.status == "playing")


def computer_names(language: str, count: int) -> list[str]:
    return [message_in(language, "tables-computer-name", number=n) for n in range(1, count + 1)]


# Each game against computers: its start options, how many computers sit, and how alice
# makes her moves.
GAMES: dict[str, tuple[str, dict[str, Any], int, Move]] = {
    "barbu": ("barbu", {"rules": "barbu", "computers": 3}, 3, first_choice),
    "marley": ("barbu", {"rules": "marley", "computers": 3}, 3, first_choice),
    "slaughter": ("slaughter", {"computer": True, "match": 1}, 1, slaughter_move),
    "guillotine": ("guillotine", {"players": 3, "computers": 2}, 2, take_turn),
}


@pytest.mark.parametrize(
    ("kind", "language"),
    [
        # A whole Barbu series is among the longest tests: marked long, started first.
        pytest.param("barbu", "en", marks=pytest.mark.long),
        pytest.param("marley", "de", marks=pytest.mark.long),
        ("slaughter", "fr"),
        ("slaughter", "en"),
        ("guillotine", "nl"),
    ],
)
async def test_play_again_seats_fresh_computers_named_in_the_table_language(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, kind: str, language: str
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    game, options, computers, move = GAMES[kind]
    table, lobby = await open_table(fake, bot, "alice", {**options, "language": language}, game)
    await start_lobby(fake, table, lobby)
    await play_until(fake, table, lambda: table.status != "playing", move)
    assert table.status == "finished"

    new, lobby = await play_again_from(fake, bot, table)
    alice = fake.user("alice").id
    assert new.record.game == game and new.record.options == table.record.options
    assert new.language == language and new.record.host_id == alice
    assert [s.user_id for s in new.seats] == [alice] + [None] * computers
    names = computer_names(language, computers)
    assert [s.name for s in new.seats[1:]] == names
    assert [s.level for s in new.seats[1:]] == [s.level for s in table.seats[1:]]
    # The lobby shows them, in the table's language.
    assert all(f"🤖 {name}" in lobby.text for name in names), lobby.text
    await start_lobby(fake, new, lobby)
    assert [s.name for s in new.seats[1:]] == names


@pytest.mark.parametrize(
    ("kind", "language"),
    [
        ("slaughter", "en"),
        ("slaughter", "fr"),
        pytest.param("marley", "de", marks=pytest.mark.long),
    ],
)
async def test_play_again_after_a_seat_was_handed_to_a_computer(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, kind: str, language: str
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    game, options, computers, move = GAMES[kind]
    # Alice, the computers but one, and bob in the last seat.
    options = {**options, "language": language}
    if "computers" in options:
        options["computers"] -= 1
    options.pop("computer", None)
    table, lobby = await open_table(fake, bot, "alice", options, game)
    await (await fake.click("bob", lobby, custom_id=lobby_button(table, "join"))).response()
    await start_lobby(fake, table, lobby)
    seat = len(table.seats) - 1
    assert table.seats[seat].user_id == fake.user("bob").id and seat == computers
    await play_until(fake, table, lambda: table.action_count > 0, move)
    # Bob leaves mid-game: the host hands his seat to a computer, which plays it to the end.
    bob = fake.user("bob")
    sent = await fake.slash("alice", f"{game} replace", {"member": "bob"})
    replaced = await sent.response()
    assert replaced is not None and not replaced.ephemeral
    computer_for_bob = message_in(language, "tables-computer-for", name=bob.display_name)
    assert table.seats[seat].name == computer_for_bob and table.seats[seat].owner_id == bob.id
    await play_until(fake, table, lambda: table.status != "playing", move)
    assert table.status == "finished"

    new, lobby = await play_again_from(fake, bot, table)
    # Bob left the table: a fresh computer sits in his place, nobody's seat to take back.
    assert [s.user_id for s in new.seats] == [fake.user("alice").id] + [None] * computers
    assert [s.name for s in new.seats[1:]] == computer_names(language, computers)
    assert all(s.owner_id is None for s in new.seats)
    assert f"<@{bob.id}>" not in lobby.text
    await start_lobby(fake, new, lobby)
