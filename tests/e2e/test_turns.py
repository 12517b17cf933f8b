"""What tells a player it is their turn, and what happens when they are away (issue 16,
items 2, 5, 13 and 14's countdown), as the players see it through the fake Discord.

- A human's turn pings them, and only them, in a new message; the previous one is deleted
  (one already deleted by a moderator is no trouble), after a restart too; the table line
  and the hand show when their time runs out as a live timestamp; computers' moves ping
  nobody. A player who clicked at the table a moment ago is not pinged, one away is.
- A hand message says when it stops following the game: its token about to expire, a newer
  hand opened, the match over.
- Two turns in a row run out: the computer takes the seat, said once; **Take my seat
  back** returns it, after a restart too; a restart between the two forgives neither, a
  move of the player's own forgives both.
- Guillotine's Wait a Moment! window shows when it closes.
"""

from __future__ import annotations

import re

from bot.tables import Table
from cogs.i18n import ENGLISH, message_in
from cogs.tables.hands import TOKEN_LIFETIME
from cogs.tables.turns import PRESENT_FOR
from tests.e2e.helpers import (
    FAST,
    WakeWaiters,
    open_hand,
    open_table,
    play_first_choice,
    play_until,
    slaughter_move,
    start_against_computer,
    start_with_computers,
    table_message,
    wait_for_choice,
    wait_for_turn,
)
from tests.fakediscord.mentions import Ping
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.recorder import RecordedRequest
from tests.fakediscord.server import FakeDiscord

# The computers play her seat while the test looks: at a pace that leaves the series running.
PACED = {**FAST, "computer_delay": 0.05}
DELETE = "DELETE /channels/{channel_id}/messages/{message_id}"
HAND_EDIT = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"

HAND_EXPIRED = message_in(ENGLISH, "tables-hand-expired")
HAND_REPLACED = message_in(ENGLISH, "tables-hand-replaced")


def live_pings(fake: FakeDiscord, table: Table) -> list[Ping]:
    """The pings of the game's thread whose messages are still there."""
    thread = table.record.thread_id
    return [
        p
        for p in fake.world.pings
        if p.channel_id == thread and not fake.world.messages[p.message_id].deleted
    ]


def shown_deadline(content: str) -> int:
    """The live timestamp a message shows (`<t:…:R>`)."""
    found = re.search(r"<t:(\d+):R>", content)
    assert found is not None, content
    return int(found[1])


class StoppedClock:
    """The bot's clock in a test: the fake's, moved only when the test moves it, so that
    however slowly the test runs, who counts as at the table is what the test says."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.at = fake.clock.now()

    def now(self) -> float:
        return self.at

    def advance(self, seconds: float) -> None:
        self.at += seconds
        self.fake.clock.advance(seconds)


# ------------------------------------------------------------------ item 2


async def test_a_turn_pings_its_player_only_and_the_thread_keeps_one_ping(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.pings.present_for = 0.0  # nobody counts as at the table: the other rules
    table, lobby = await open_table(fake, bot, "alice", {"rules": "marley", "computers": 2})
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    alice, bob = fake.user("alice").id, fake.user("bob").id
    seats = {table.seat_of(alice): "alice", table.seat_of(bob): "bob"}

    # The game moved to a thread: its first message pings both players there.
    def thread_pings() -> list[Ping]:
        return [p for p in fake.world.pings if p.channel_id == table.record.thread_id]

    await fake.wait_until(thread_pings)
    start = thread_pings()[0]
    assert set(start.mentions.users) == {alice, bob} and "started here" in start.content, [
        (p.content, p.mentions) for p in fake.world.pings
    ]

    deleted_by_hand = False
    turns = 0
    moved_at = 0  # the log's length before the previous choice seen
    seen_ping_ids: set[int] = set()
    mark = fake.mark()

    def refused() -> list[RecordedRequest]:
        """The bot's deletes of the ping the moderator deleted, after it did."""
        return [r for r in fake.recorder.requests[mark:] if r.route == DELETE and r.status == 404]

    # Eight turns, and on until a ping after the moderator's delete has replaced hers.
    while turns < 8 or not refused():
        seat = await wait_for_choice(fake, table, set(seats))
        assert seat is not None
        await bot.table_ui.wait_idle()  # the ping is part of the publication
        user = fake.user(seats[seat]).id
        pings = live_pings(fake, table)
        assert len(pings) <= 1, [p.content for p in pings]  # at most one in the thread
        # Anyone else moved since the previous choice seen (the other player's, or hers).
        others_moved = any(s != seat for s, _ in table.record.actions[moved_at:])
        if others_moved or not turns:
            # The game's first turn (the start ping), or her turn came after others' moves:
            # one live ping; after others' moves a new one, naming herself only.
            assert len(pings) == 1, [p.content for p in fake.world.pings]
            if turns:
                assert pings[0].mentions.users == [user], pings[0].content
                assert pings[0].message_id not in seen_ping_ids
        else:
            # Her turn went on: no new ping. The live one is the earlier, unless the
            # moderator deleted it.
            assert all(p.message_id in seen_ping_ids for p in pings), pings
        seen_ping_ids = {p.message_id for p in fake.world.pings}
        # The table line and her hand say when her time runs out, as a live timestamp.
        deadline = table.turn_deadline()
        assert deadline is not None
        line = table_message(fake, seats[seat], table).text
        assert shown_deadline(line) == int(deadline)
        hand = await open_hand(fake, seats[seat], table)
        assert shown_deadline(hand.text) == int(deadline), hand.text
        if turns >= 3 and pings and not deleted_by_hand:
            # A moderator deletes the ping: the bot's own delete later finds it gone.
            await fake.delete_message(pings[0].message_id)
            deleted_by_hand = True
            mark = fake.mark()
        moved_at = table.action_count
        await play_first_choice(fake, seats[seat], hand)
        turns += 1

    assert refused()[0].response["code"] == 10008
    assert table.status == "playing"
    # Nobody but the players was ever pinged, and every ping named only users.
    pinged = {u for p in fake.world.pings for u in p.mentions.users}
    assert pinged == {alice, bob}
    assert not [p for p in fake.world.pings if p.mentions.roles or p.mentions.everyone]


async def test_computers_turns_and_forced_moves_ping_nobody(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.pings.present_for = 0.0  # nobody counts as at the table: the other rules
    table = await start_with_computers(fake, bot, "marley")
    alice = fake.user("alice").id
    # A whole deal: alice plays from her hand each time her turn comes.
    pings_per_turn = []
    for _ in range(6):
        await wait_for_turn(fake, table, 0)
        await bot.table_ui.wait_idle()
        before = len(fake.world.pings)
        hand = await open_hand(fake, "alice", table)
        after = table.action_count  # her move, then whatever follows it
        await play_first_choice(fake, "alice", hand)
        await wait_for_turn(fake, table, 0)
        await bot.table_ui.wait_idle()
        computers_moved = any(s != 0 for s, _ in table.record.actions[after:])
        assert table.record.actions[after][0] == 0
        pings_per_turn.append((len(fake.world.pings) - before, computers_moved))
    # One ping per turn of hers after the computers' moves (none for their moves), none
    # when she simply goes on (she led again).
    assert all(count == int(moved) for count, moved in pings_per_turn), pings_per_turn
    assert all(p.mentions.users == [alice] for p in fake.world.pings[1:])


async def test_a_simultaneous_phase_pings_each_player_once(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """Gin Slaughtre's swaps: both players act at once. The game's first message pings
    both; their swaps and the other's Ready ping nobody; the first play pings its player
    unless they are the one who just pressed Ready."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.pings.present_for = 0.0  # nobody counts as at the table: the other rules
    lobby = await (await fake.slash("alice", "slaughter start", {"opponent": "bob"})).response()
    assert lobby is not None
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    alice, bob = fake.user("alice").id, fake.user("bob").id
    await fake.wait_until(lambda: table.state is not None and table.record.thread_id)
    thread = table.record.thread_id

    def thread_pings() -> list[Ping]:
        return [p for p in fake.world.pings if p.channel_id == thread]

    await fake.wait_until(thread_pings)
    await bot.table_ui.wait_idle()
    assert [set(p.mentions.users) for p in thread_pings()] == [{alice, bob}]
    assert table.state.phase == "rearrange"
    for name in ("alice", "bob"):
        hand = await open_hand(fake, name, table)
        swap = hand.selects[0]["options"][0]["value"]
        hand = await (await fake.select(name, hand, [swap])).reply()
        await (await fake.click(name, hand, label="Ready")).reply()
        await bot.table_ui.wait_idle()
    assert table.state.phase == "play"
    first = table.seats[table.actor()].user_id
    pings = thread_pings()
    if first == bob:  # he just pressed Ready: he is there
        assert len(pings) == 1
    else:
        assert len(pings) == 2 and pings[1].mentions.users == [alice]


async def test_after_a_restart_the_thread_holds_one_ping_for_the_player_on_turn(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.pings.present_for = 0.0  # nobody counts as at the table: the other rules
    table, lobby = await open_table(fake, bot, "alice", {"rules": "marley", "computers": 2})
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    seats = {table.seat_of(fake.user(name).id): name for name in ("alice", "bob")}
    # A move of a player's, so that the live ping is a turn's and not the start's.
    seat = await wait_for_choice(fake, table, set(seats))
    assert seat is not None
    await play_first_choice(fake, seats[seat], await open_hand(fake, seats[seat], table))

    for restart in ("plain", "ping deleted by a moderator"):
        seat = await wait_for_choice(fake, table, set(seats))
        assert seat is not None
        await bot.table_ui.wait_idle()
        (before,) = live_pings(fake, table)
        stored = await bot.storage.get_table(table.id)
        assert stored is not None and stored.ping_message_id == before.message_id
        if restart == "ping deleted by a moderator":
            await fake.delete_message(before.message_id)
        await bot.close()
        sent = len(fake.world.pings)
        mark = fake.mark()
        bot = await start_barbu_bot(**FAST)
        bot.hub.listeners.append(WakeWaiters(fake))
        bot.table_ui.pings.present_for = 0.0
        table = bot.hub.get(table.id)
        assert table is not None and table.actor() == seat
        await fake.wait_until(
            lambda t=table, n=sent: len(live_pings(fake, t)) == 1 and len(fake.world.pings) > n
        )
        await bot.table_ui.wait_idle()
        # One new ping, for the player on turn only; the one from before the restart is gone.
        assert len(fake.world.pings) == sent + 1
        (after,) = live_pings(fake, table)
        assert after.message_id != before.message_id
        assert after.mentions.users == [fake.user(seats[seat]).id], after.content
        deletes = [r for r in fake.recorder.requests[mark:] if r.route == DELETE]
        assert len(deletes) == 1
        if restart == "ping deleted by a moderator":
            assert deletes[0].status == 404 and deletes[0].response["code"] == 10008
        stored = await bot.storage.get_table(table.id)
        assert stored is not None and stored.ping_message_id == after.message_id
        # The game goes on from there, with one ping at a time.
        await play_first_choice(fake, seats[seat], await open_hand(fake, seats[seat], table))

    assert table.status == "playing"


async def test_a_player_who_just_clicked_is_not_pinged_and_one_away_is(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """Two players and two computers: whoever clicked at the table in the last
    `PRESENT_FOR` seconds is not pinged when their turn comes, and the ping of an earlier
    turn goes; once that long has passed without a click of theirs, they are pinged."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    clock = StoppedClock(fake)
    bot.table_ui.kit.clock = clock.now
    table, lobby = await open_table(fake, bot, "alice", {"rules": "marley", "computers": 2})
    await (await fake.click("bob", lobby, label="Join")).response()
    await (await fake.click("alice", lobby, label="Start")).response()
    alice, bob = fake.user("alice").id, fake.user("bob").id
    seats = {table.seat_of(alice): "alice", table.seat_of(bob): "bob"}

    # The first message pings both, though both have just clicked (Join, Start).
    await fake.wait_until(lambda: live_pings(fake, table))
    await bot.table_ui.wait_idle()
    (start,) = live_pings(fake, table)
    assert set(start.mentions.users) == {alice, bob}

    # When each player last clicked while the game runs, on the bot's clock (the lobby's
    # clicks do not count).
    clicked: dict[int, float] = {}
    seen = {p.message_id for p in fake.world.pings}
    outcomes = set()
    moved_at = table.action_count
    for turn in range(40):
        seat = await wait_for_choice(fake, table, set(seats))
        assert seat is not None
        await bot.table_ui.wait_idle()  # the ping is part of the publication
        user = fake.user(seats[seat]).id
        new = [p for p in fake.world.pings if p.message_id not in seen]
        seen |= {p.message_id for p in new}
        began = turn > 0 and any(s != seat for s, _ in table.record.actions[moved_at:])
        if began and clock.now() - clicked.get(user, -PRESENT_FOR) >= PRESENT_FOR:
            # Away since before the window: pinged, herself only, one ping in the thread.
            assert [p.mentions.users for p in new] == [[user]], [p.content for p in new]
            assert live_pings(fake, table) == new
            outcomes.add("away: pinged")
        elif began:
            # She clicked a moment ago: no ping, and the earlier turn's is gone.
            assert new == [] and live_pings(fake, table) == [], [p.content for p in new]
            outcomes.add("there: not pinged")
        else:
            assert new == []  # her turn went on, or the game's first turn
        if outcomes == {"away: pinged", "there: not pinged"} and turn >= 6:
            break
        if turn % 3 == 2:
            clock.advance(PRESENT_FOR)  # the other player has not clicked for a while
        moved_at = table.action_count
        hand = await open_hand(fake, seats[seat], table)
        clicked[user] = clock.now()
        await play_first_choice(fake, seats[seat], hand)

    assert outcomes == {"away: pinged", "there: not pinged"}
    pings = bot.table_ui.pings
    thread = table.record.thread_id
    assert pings.sent == len([p for p in fake.world.pings if p.channel_id == thread])
    assert pings.skipped > 0
    # Nobody but the players was ever pinged: never a computer.
    assert {u for p in fake.world.pings for u in p.mentions.users} == {alice, bob}
    assert table.status == "playing"


# ------------------------------------------------------------------ item 5


async def test_hand_messages_say_when_they_stop_following_the_game(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.kit.clock = fake.clock.now  # the bot times tokens as the fake does
    table = await start_with_computers(fake, bot, "marley")
    await wait_for_turn(fake, table, 0)

    # A newer hand: the older one says so and loses its controls.
    older = await open_hand(fake, "alice", table)
    assert older.buttons or older.selects
    newer = await open_hand(fake, "alice", table)
    await fake.wait_until(lambda: fake.message(older.id, "alice").text == HAND_REPLACED)
    replaced = fake.message(older.id, "alice")
    assert not replaced.components and not replaced.attachments

    # A quarter of an hour later the token dies: before then, the hand says it expired.
    fake.clock.advance(TOKEN_LIFETIME + 1)
    mark = fake.mark()
    await bot.table_ui.hands.expire()
    expired = fake.message(newer.id, "alice")
    assert expired.text == HAND_EXPIRED and not expired.components
    edits = [r for r in fake.recorder.requests[mark:] if r.route == HAND_EDIT]
    assert [e.status for e in edits] == [200]  # its token still worked
    fake.clock.advance(60)  # now it is dead, and the bot does not try it again
    await bot.table_ui.hands.expire()
    assert not [r for r in fake.recorder.requests[mark:] if r.status == 401]
    # A fresh hand works as before.
    fresh = await open_hand(fake, "alice", table)
    assert fresh.text.startswith("Your turn")


async def test_the_hand_says_the_match_is_over(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=1)
    await play_until(fake, table, lambda: table.status != "playing", slaughter_move)
    await fake.wait_for_message(
        "alice", lambda m: "the match is over" in m.text, channel=table.record.thread_id
    )
    await bot.table_ui.wait_idle()
    hands = [m for m in fake.ephemeral_messages("alice") if m.images]
    assert hands
    last = fake.message(hands[-1].id, "alice")
    # "You win the match 1 – 0." or "Computer 1 wins the match 1 – 0.": whoever won.
    assert " the match " in last.text and not last.text.startswith("Waiting")
    assert not last.components
    # The older ones had said they were replaced, none still "Your turn" or "Waiting".
    for hand in hands[:-1]:
        assert fake.message(hand.id, "alice").text == HAND_REPLACED


# ------------------------------------------------------------------ item 13


async def test_two_missed_turns_give_the_seat_to_the_computer_until_taken_back(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**PACED)
    table = await start_with_computers(fake, bot, "marley")
    thread = table.record.thread_id

    def notices() -> list[str]:
        return [
            m.text
            for m in fake.visible_messages("bob", thread)
            if "ran out of time" in m.text or "missed two turns" in m.text
        ]

    await wait_for_turn(fake, table, 0)
    stale = await open_hand(fake, "alice", table)
    await bot.hub.time_out_now(table)
    await fake.wait_until(lambda: len(notices()) == 1)
    assert not table.seats[0].away  # one missed turn: still hers
    await wait_for_turn(fake, table, 0)
    await bot.hub.time_out_now(table)
    # The second in a row: the computer plays her seat from now on, said once.
    await fake.wait_until(lambda: len(notices()) == 2)
    assert "missed two turns" in notices()[1]
    assert table.seats[0].away and table.is_computer(0)
    before = table.action_count
    await fake.wait_until(
        lambda: sum(1 for s, _ in table.record.actions[before:] if s == 0) >= 3, timeout=30
    )
    await bot.table_ui.wait_idle()
    assert len(notices()) == 2  # not one post per turn

    # Her hand message shows her cards and no move, and how to come back; so does a new one.
    refreshed = fake.message(stale.id, "alice")
    assert refreshed.labels == ["Take my seat back"] and refreshed.images, refreshed.text
    away = await open_hand(fake, "alice", table)
    assert "Take my seat back" in away.text and away.labels == ["Take my seat back"]

    # A restart: the seat is still the computer's, and the button still works.
    notice = next(m for m in fake.visible_messages("bob", thread) if "missed two" in m.text)
    await bot.close()
    bot = await start_barbu_bot(**PACED)
    bot.hub.listeners.append(WakeWaiters(fake))
    table = bot.hub.get(table.id)
    assert table is not None and table.seats[0].away
    refused = await (await fake.click("bob", notice, label="Take my seat back")).response()
    assert refused is not None and refused.ephemeral and "no seat" in refused.text
    hand = await (await fake.click("alice", notice, label="Take my seat back")).reply()
    assert hand.ephemeral and hand.images
    assert not table.seats[0].away and not table.is_computer(0)
    stored = await bot.storage.get_table(table.id)
    assert stored is not None and not stored.seats[0].away
    # The game waits for her again, and she plays.
    assert await wait_for_choice(fake, table, {0}) == 0
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    assert table.status == "playing"


async def test_missed_turns_count_across_a_restart_and_a_move_forgives_them(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**PACED)
    table = await start_with_computers(fake, bot, "marley")

    async def missed() -> int:
        stored = await bot.storage.get_table(table.id)
        assert stored is not None and stored.seats[0] == table.seats[0]
        return stored.seats[0].missed

    # One missed turn, then one played: forgiven.
    await wait_for_turn(fake, table, 0)
    await bot.hub.time_out_now(table)
    assert await missed() == 1 and not table.seats[0].away
    await wait_for_turn(fake, table, 0)
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    assert await missed() == 0

    # One missed turn before a restart and one after: the seat is the computer's.
    await wait_for_turn(fake, table, 0)
    await bot.hub.time_out_now(table)
    assert await missed() == 1
    await bot.close()
    bot = await start_barbu_bot(**PACED)
    bot.hub.listeners.append(WakeWaiters(fake))
    restored = bot.hub.get(table.id)
    assert restored is not None
    table = restored
    assert table.seats[0].missed == 1 and not table.seats[0].away
    await wait_for_turn(fake, table, 0)
    await bot.hub.time_out_now(table)
    await fake.wait_for_message(
        "bob", lambda m: "missed two turns" in m.text, channel=table.record.thread_id
    )
    assert table.seats[0].away and table.is_computer(0)
    stored = await bot.storage.get_table(table.id)
    assert stored is not None and stored.seats[0].away and stored.seats[0].missed == 0


# ------------------------------------------------------------------ item 14


async def test_the_wait_a_moment_window_shows_when_it_closes(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**{**FAST, "window_scale": 1.0})
    bot.hub.listeners.append(WakeWaiters(fake))
    options = {"players": 3, "computers": 2, "wait_seconds": 10}
    lobby = await (await fake.slash("alice", "guillotine start", options)).response()
    assert lobby is not None
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("alice", lobby, label="Start")).response()
    await fake.wait_until(lambda: table.status == "playing")
    await bot.hub.replace_with_computer(table, fake.user("alice").id)  # computers only

    def window_shown() -> str | None:
        try:
            content = table_message(fake, "bob", table).text
        except LookupError:
            return None
        return content if "window closes" in content else None

    content = await fake.wait_until(window_shown, timeout=30)
    assert "**Wait a Moment!** window closes" in content
    assert table.state.phase == "collect"
    # When it closes: the moment the line was reached, plus the window's 10 s.
    assert shown_deadline(content) == int(table.moved_at + 10)
    # No turn deadline meanwhile (nobody's turn is timed while the window is open).
    assert "Time runs out" not in content
    await (await fake.slash("alice", "guillotine abandon")).response()
