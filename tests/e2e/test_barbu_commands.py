"""The `/barbu` commands and the lobby, end to end through the fake Discord.

Leaderboard and stats from stored series results, the rules text, abandoning
and replacing players, the lobby's refusals, the turn timer (fired at once with
`TableHub.time_out_now`), and two tables sharing one channel.
"""

from __future__ import annotations

from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import (
    FAST,
    finish_series,
    open_hand,
    open_table,
    play_first_choice,
    private_answer,
    table_message,
    wait_for_choice,
    wait_for_turn,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

TABLE_ABANDONED = "This table was abandoned: no results are recorded."

MARLEY = "marley"


# ------------------------------------------------------------------ helpers


async def play_choices(fake: FakeDiscord, table: Table, user: str, count: int) -> None:
    """Make `count` of `user`'s choices (the table must not end meanwhile)."""
    seat = table.seat_of(fake.user(user).id)
    assert seat is not None
    for _ in range(count):
        assert await wait_for_choice(fake, table, {seat}) == seat
        hand = await open_hand(fake, user, table)
        await play_first_choice(fake, user, hand)


def mention(fake: FakeDiscord, user: str) -> str:
    return f"<@{fake.user(user).id}>"


# --------------------------------------------------------- leaderboard, stats


async def test_leaderboard_and_stats_from_stored_series(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)

    empty = await (await fake.slash("alice", "barbu leaderboard")).reply()
    assert "No finished Barbu series" in empty.text and not empty.attachments
    nobody = await (await fake.slash("alice", "barbu stats")).response()
    assert nobody is not None and nobody.ephemeral and "has not finished" in nobody.text

    # Series 1: alice and three computers (one human: not rated). Series 2: alice and bob
    # with two computers, bob ahead. (Whole series end to end: test_barbu_series.py.)
    await finish_series(bot.storage, fake, {"alice": (2, 110)}, computers=3)
    await finish_series(bot.storage, fake, {"alice": (3, 90), "bob": (1, 130)}, computers=2)

    sent = await fake.slash("carol", "barbu leaderboard")
    board = await sent.reply()
    assert not board.ephemeral and board.images and board.images[0].width > 0
    assert board.attachments[0].filename.endswith(".png")
    # Both humans by name, best rating first: series 2 rated them, bob ahead.
    stored = await bot.hub.storage.leaderboard(fake.world.guild.id, "barbu")
    ids = {"alice": fake.user("alice").id, "bob": fake.user("bob").id}
    assert {r.user_id: r.played for r in stored} == {ids["alice"]: 2, ids["bob"]: 1}
    assert [r.user_id for r in stored] == [ids["bob"], ids["alice"]]
    assert stored[0].rating > stored[1].rating
    # Ratings as numbers are written: a true minus sign when negative.
    rating = [f"{row.rating:.1f}".replace("-", "\u2212") for row in stored]
    assert board.text.splitlines() == [
        "Current season: **Season 1**",
        f"1. Bob — rating {rating[0]}, 1 win in 1 series",
        f"2. Alice — rating {rating[1]}, 0 wins in 2 series",
    ]

    mine = await (await fake.slash("alice", "barbu stats")).response()
    assert mine is not None and mine.ephemeral
    assert mine.text == (
        "Current season: **Season 1**\n"
        "**Alice** · Barbu: 2 series, 0 wins, average place 2.50, best score +110, "
        f"rating {rating[1]} (2nd place on this server)"
    )
    bobs = await (await fake.slash("alice", "barbu stats", {"member": "bob"})).response()
    assert bobs is not None and bobs.ephemeral
    assert bobs.text.splitlines()[1].startswith("**Bob** · Barbu: 1 series, 1 win,"), bobs.text
    # Carol lost her only series, against computers: it rated nobody, so no rank.
    await finish_series(bot.storage, fake, {"carol": (4, 0)}, computers=3)
    carols = await (await fake.slash("carol", "barbu stats")).response()
    assert carols is not None
    assert carols.text == (
        "Current season: **Season 1**\n"
        "**Carol** · Barbu: 1 series, 0 wins, average place 4.00, best score 0, "
        "not rated yet (a game with another member rates you)"
    )
    # Nobody but the asker sees a stats answer.
    assert all(m.id not in {mine.id, bobs.id} for m in fake.visible_messages("bob"))


# ------------------------------------------------------------------- rules


async def test_rules_answer_privately(fake_discord: FakeDiscord, barbu_bot: BarbuBot) -> None:
    fake = fake_discord
    overview = await (await fake.slash("bob", "barbu rules")).response()
    assert overview is not None and overview.ephemeral
    assert overview.embeds[0]["title"] == "Barbu"
    assert "series of 28 deals" in overview.embeds[0]["description"]
    trumps = await (await fake.slash("bob", "barbu rules", {"contract": "trumps"})).response()
    assert trumps is not None and trumps.ephemeral
    assert trumps.embeds[0]["title"] == "Barbu · Trumps"
    assert "+5" in trumps.embeds[0]["description"]
    assert fake.visible_messages("alice") == []


# ----------------------------------------------------------------- abandon


async def test_abandon_by_host_only(fake_discord: FakeDiscord, start_barbu_bot: StartBarbu) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": MARLEY, "computers": 2})
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    await wait_for_turn(fake, table, 0)
    old_hand = await open_hand(fake, "alice", table)

    refused = await private_answer(await fake.slash("bob", "barbu abandon"))
    assert "Only the host" in refused
    assert table.status == "playing"

    before = table.action_count
    done = await (await fake.slash("alice", "barbu abandon")).response()
    assert done is not None and not done.ephemeral
    # No internal table number in the channel; the same word as the lobby and table message.
    assert done.text == "The Barbu table here was abandoned: no results are recorded."
    assert table.status == "abandoned"
    stored = await bot.hub.storage.get_table(table.id)
    assert stored is not None and stored.status == "abandoned"
    assert bot.hub.tables_in(lobby.channel_id) == []
    # The lobby message says so.
    closed = await fake.wait_for_message(
        "bob", lambda m: m.id == lobby.id and m.text.endswith(TABLE_ABANDONED)
    )
    assert closed.buttons == []

    # Her hand message says so and no longer offers the contract menu: she cannot choose.
    await fake.wait_until(lambda: fake.message(old_hand.id, "alice").text == TABLE_ABANDONED)
    assert not fake.message(old_hand.id, "alice").components
    assert table.action_count == before
    # A second abandon finds no table.
    assert "no open Barbu table" in await private_answer(await fake.slash("alice", "barbu abandon"))


async def test_an_abandoned_table_message_loses_its_hand_button(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": MARLEY, "computers": 3})
    await (await fake.click("alice", lobby, label="Start")).response()
    await wait_for_turn(fake, table, 0)
    message = table_message(fake, "alice", table)
    hand = await open_hand(fake, "alice", table)
    await bot.table_ui.wait_idle()
    (ping,) = [p for p in fake.world.pings if p.channel_id == table.record.thread_id]
    await (await fake.slash("alice", "barbu abandon")).response()
    assert table.status == "abandoned"

    # Her open hand says so too, with no controls left; the turn ping is gone.
    await fake.wait_until(lambda: fake.message(hand.id, "alice").text == TABLE_ABANDONED)
    closed_hand = fake.message(hand.id, "alice")
    assert not closed_hand.components and not closed_hand.images
    await fake.wait_until(lambda: fake.world.messages[ping.message_id].deleted)

    # The table message says so and no longer offers Your hand.
    closed = await fake.wait_for_message(
        "alice", lambda m: m.id == message.id and m.text == TABLE_ABANDONED
    )
    assert closed.labels == []


# ------------------------------------------------------------------- lobby


async def test_lobby_refusals_change_nothing(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": MARLEY})
    await (await fake.click("bob", lobby, label="Join")).response()
    lobby = fake.message(lobby.id, "carol")
    assert mention(fake, "bob") in lobby.text
    seats = list(table.seats)

    async def refused(user: str, label: str, words: str) -> None:
        answer = await private_answer(await fake.click(user, lobby, label=label))
        assert words in answer, answer
        now = fake.message(lobby.id, "carol")
        assert (now.text, now.labels) == (lobby.text, lobby.labels)
        assert table.seats == seats and table.status == "lobby"

    await refused("bob", "Join", "already seated")
    await refused("carol", "Leave", "not seated")
    await refused("alice", "Leave", "host")
    await refused("bob", "Start", "Only the host")
    await refused("bob", "Cancel", "Only the host")
    await refused("bob", "Add computer", "Only the host")
    assert fake.ephemeral_messages("alice")[0].text.startswith("You are the host")

    closed = await (await fake.click("alice", lobby, label="Cancel")).response()
    assert closed is not None and closed.id == lobby.id
    assert closed.buttons == [] and closed.text.endswith(TABLE_ABANDONED)
    assert table.status == "abandoned"
    stored = await bot.hub.storage.get_table(table.id)
    assert stored is not None and stored.status == "abandoned" and stored.thread_id is None


# ----------------------------------------------------------------- replace


async def test_replace_a_player_with_a_computer(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": MARLEY, "computers": 2})
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    bob = table.seat_of(fake.user("bob").id)
    assert bob == 3 and not table.is_computer(bob)

    # Replacing needs the host (or Manage Server).
    refused = await private_answer(await fake.slash("carol", "barbu replace", {"member": "bob"}))
    assert "Only the host" in refused and not table.is_computer(bob)

    # Wait until bob has a choice to make, then hand his seat over.
    assert await wait_for_choice(fake, table, {0, bob}) is not None
    while table.actor() != bob:
        await play_choices(fake, table, "alice", 1)
        assert await wait_for_choice(fake, table, {0, bob}) is not None
    before = table.action_count
    sent = await fake.slash("alice", "barbu replace", {"member": "bob"})
    said = await sent.response()
    assert said is not None and not said.ephemeral and "Bob" in said.text
    assert table.is_computer(bob) and table.seats[bob].name == "Bob (computer)"
    assert table.seat_of(fake.user("bob").id) is None
    stored = await bot.hub.storage.get_table(table.id)
    assert stored is not None and stored.seats[bob].user_id is None

    # The computer makes bob's pending move, and the game goes on to alice's next choices.
    await fake.wait_until(lambda: table.action_count > before)
    assert table.record.actions[before][0] == bob
    await play_choices(fake, table, "alice", 3)
    assert sum(1 for seat, _ in table.record.actions[before:] if seat == bob) >= 2
    assert table.status == "playing"
    # Bob no longer plays; Your hand tells him how to come back.
    message = table_message(fake, "bob", table)
    away = await private_answer(await fake.click("bob", message, label="Your hand"))
    assert "Take my seat back" in away
    # Replacing him again: he has no seat any more.
    again = await private_answer(await fake.slash("alice", "barbu replace", {"member": "bob"}))
    assert "not seated" in again

    # The button of the answer is his only: carol has no seat to take back.
    assert said.labels == ["Take my seat back"]
    refused = await private_answer(await fake.click("carol", said, label="Take my seat back"))
    assert "no seat to take back" in refused
    # Bob takes his seat back: his hand answers, and it is his seat again, on disk too.
    hand = await (await fake.click("bob", said, label="Take my seat back")).reply()
    assert hand.ephemeral and hand.images
    assert table.seat_of(fake.user("bob").id) == bob and not table.is_computer(bob)
    stored = await bot.hub.storage.get_table(table.id)
    assert stored is not None and stored.seats[bob].user_id == fake.user("bob").id
    while await wait_for_choice(fake, table, {0, bob}) != bob:
        await play_choices(fake, table, "alice", 1)
    await play_choices(fake, table, "bob", 1)  # and he plays it
    twice = await private_answer(await fake.click("bob", said, label="Take my seat back"))
    assert "already" in twice


# ------------------------------------------------------------------- timer


async def test_turn_timer_lets_the_computer_play(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"rules": MARLEY, "computers": 3})
    await (await fake.click("alice", lobby, label="Start")).response()

    seen_notices: set[int] = set()
    for _ in range(2):  # the contract, then a card
        await wait_for_turn(fake, table, 0)
        before = table.action_count
        legal = table.state.legal_actions(0)
        await bot.hub.time_out_now(table)
        assert table.action_count > before
        seat, action = table.record.actions[before]
        assert seat == 0 and action in legal
        stored = await bot.hub.storage.get_table(table.id)
        assert stored is not None and stored.actions[before] == (0, action)
        # Everybody at the table is told (the message is posted before time_out_now returns).
        told = await fake.wait_for_message(
            "erin", lambda m: "ran out of time" in m.text, channel=table.record.thread_id
        )
        assert mention(fake, "alice") in told.text and told.id not in seen_notices
        seen_notices.add(told.id)
        # Alice plays the next one herself: the game continues as before.
        await play_choices(fake, table, "alice", 1)

    assert table.status == "playing" and table.seats[0].user_id == fake.user("alice").id


# ------------------------------------------------------------- two tables


async def test_two_tables_in_one_channel(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    first, first_lobby = await open_table(fake, bot, "alice", {"rules": MARLEY, "computers": 3})
    second, second_lobby = await open_table(fake, bot, "bob", {"rules": MARLEY, "computers": 3})
    assert first.id != second.id and first_lobby.channel_id == second_lobby.channel_id
    assert {t.id for t in bot.hub.tables_in(first_lobby.channel_id)} == {first.id, second.id}

    # Each lobby answers to its own host only.
    refused = await fake.click("alice", second_lobby, label="Start")
    assert "Only the host" in await private_answer(refused)
    assert second.status == "lobby"
    await (await fake.click("alice", first_lobby, label="Start")).response()
    await wait_for_turn(fake, first, 0)
    assert first.status == "playing" and second.status == "lobby"
    await (await fake.click("bob", second_lobby, label="Start")).response()

    # Each game has its own thread and table message; a player is a watcher at the other.
    await wait_for_turn(fake, first, 0)
    await wait_for_turn(fake, second, 0)
    assert first.record.thread_id != second.record.thread_id
    assert first.record.thread_id and second.record.thread_id
    first_message = table_message(fake, "bob", first)
    second_message = table_message(fake, "alice", second)
    assert first_message.channel_id == first.record.thread_id
    assert second_message.channel_id == second.record.thread_id
    watching = await fake.click("bob", first_message, label="Your hand")
    assert "not playing" in await private_answer(watching)

    # Moves at one table leave the other as it was.
    # (A game is still while its human has a choice to make: the computers wait for them.)
    second_log = list(second.record.actions)
    await play_choices(fake, first, "alice", 3)
    assert await wait_for_choice(fake, first, {0}) == 0
    assert second.record.actions == second_log
    first_log = list(first.record.actions)
    await play_choices(fake, second, "bob", 3)
    assert await wait_for_choice(fake, second, {0}) == 0
    assert first.record.actions == first_log
    assert first_log != second.record.actions[: len(first_log)]  # two deals of their own

    # In the shared channel, /barbu abandon by bob closes his own table, not alice's.
    await (await fake.slash("bob", "barbu abandon")).response()
    assert second.status == "abandoned" and first.status == "playing"
    assert bot.hub.tables_in(first_lobby.channel_id) == [first]
    await play_choices(fake, first, "alice", 1)
    assert first.status == "playing"


async def test_start_takes_the_rules_variants(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, _ = await open_table(
        fake, bot, "alice", {"rules": "barbu", "discard": "must-trump", "first_lead": "right"}
    )
    assert table.record.options == {
        "rules": "barbu",
        "discard": "must-trump",
        "first_lead": "right",
    }
    # A Barbu variant on a Marley table is refused, privately, and opens nothing.
    before = len(bot.hub.tables)
    sent = await fake.slash("bob", "barbu start", {"rules": "marley", "discard": "must-trump"})
    answer = await private_answer(sent)
    assert "no option discard" in answer
    assert len(bot.hub.tables) == before
