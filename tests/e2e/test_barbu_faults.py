"""Discord misbehaving under a running Barbu table (issue 5, item 2).

Each test seats alice with three computer players (Marley's Guillotine: short deals),
lets the game run, injects one fault at a point of the play and checks that

- the game goes on (alice can still act, the next deal starts);
- nothing is lost: the action log only grows, the game state equals a replay of it,
  and the database holds the same log;
- what the players see is sensible (the table message ends up current, a click gets
  an answer, the host is told what went wrong).

Faults come from the fake Discord (tests/fakediscord/README.md): 429 (route and
global), 5xx, latency, gateway drops, expired interaction tokens, deleted messages
and threads (as a moderator), missing permissions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import games
from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import (
    FAST,
    enabled_buttons,
    open_hand,
    open_table,
    play_first_choice,
    play_until,
    send_first_choice,
    start_with_computers,
    table_message,
    wait_for_turn,
)
from tests.fakediscord.model import (
    ATTACH_FILES,
    BOT_PERMISSIONS,
    CREATE_PUBLIC_THREADS,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
POST = "POST /channels/{channel_id}/messages"
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
HAND_EDIT = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"

# Plenty: a fault that must last "until further notice" is cleared by the test.
FOREVER = 10_000


# ------------------------------------------------------------------ helpers


async def alice_to_act(fake: FakeDiscord, table: Table, where: Callable[[], bool]) -> None:
    """Play on until it is alice's turn (with a real choice) and `where()` holds."""
    while True:
        await wait_for_turn(fake, table, 0)
        assert table.status == "playing"
        if where():
            return
        await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))


def mid_deal(table: Table) -> bool:
    """Cards are being played and alice still has more than three (the deal goes on a while)."""
    return table.state.phase == "play" and len(table.state.view(0)["hand"]) > 3


async def next_deal(fake: FakeDiscord, table: Table) -> None:
    """alice keeps playing until the deal after the current one has started."""
    deal = table.state.deal
    await play_until(fake, table, lambda: table.state.deal > deal)
    assert table.state.deal > deal


class Ledger:
    """The action log at one point, to check that later it has only grown."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.actions = list(table.record.actions)

    async def check(self, bot: BarbuBot, *, grew: bool = True) -> None:
        table = self.table
        # Under the table's lock: computers may be playing, and the log must not move
        # between reading it here and reading it from the database.
        async with table.lock:
            actions = list(table.record.actions)
            replayed = games.replay(
                table.engine, table.record.seed, len(table.seats), table.record.options, actions
            )
            assert replayed.to_json() == table.state.to_json()
            stored = await bot.storage.get_table(table.id)
        assert actions[: len(self.actions)] == self.actions, "the log was rewritten"
        if grew:
            assert len(actions) > len(self.actions), "the game did not go on"
        assert stored is not None
        # The driver may be between "written" and "applied" for one action.
        assert stored.actions[: len(actions)] == actions
        assert len(stored.actions) - len(actions) <= 1


def is_current(fake: FakeDiscord, bot: BarbuBot, table: Table) -> bool:
    """The newest table message alice sees shows the game as it is."""
    try:
        message = table_message(fake, "alice", table)
    except LookupError:
        return False
    adapter = bot.table_ui.kit.adapter(table)
    if message.texts[:1] != [bot.table_ui.messages.table_line(table)]:
        return False
    return [a.data for a in message.attachments] == [adapter.table_image(table)()]


async def wait_current(fake: FakeDiscord, bot: BarbuBot, table: Table) -> None:
    try:
        await fake.wait_until(lambda: is_current(fake, bot, table))
        # The bot notes the id of a message it posted after Discord answered: let it finish.
        await bot.table_ui.wait_idle()
        assert table_message(fake, "alice", table).id == table.record.table_message_id
    except TimeoutError:
        try:
            message = table_message(fake, "alice", table)
        except LookupError:
            raise AssertionError("alice sees no table message") from None
        adapter = bot.table_ui.kit.adapter(table)
        same_image = [a.data for a in message.attachments] == [adapter.table_image(table)()]
        raise AssertionError(
            f"the table message is not current: id {message.id} (kept: "
            f"{table.record.table_message_id}), shows {message.text!r}, "
            f"should show {bot.table_ui.messages.table_line(table)!r}, same image: {same_image}; "
            f"{len(table.record.actions)} actions, actor {table.actor()}"
        ) from None


def requests_since(fake: FakeDiscord, mark: int, route: str) -> list[Any]:
    return [r for r in fake.requests[mark:] if r.route == route]


def channel_only(bot: BarbuBot) -> None:
    """The table message is edited through the channel only, not through the tokens of
    clicks on it (cogs/tables/tokens.py): for the faults of the channel's route."""
    bot.table_ui.kit.tokens.usable = lambda table_id, message_id: []  # type: ignore[method-assign]


def mentions_permission(message: SeenMessage, name: str) -> bool:
    return name.lower() in message.text.lower()


# ------------------------------------------------------------------ 429 and 5xx


@pytest.mark.parametrize(
    ("route", "is_global"), [(EDIT, False), ("*", True)], ids=["edit-route", "global"]
)
async def test_a_429_storm_is_retried_and_the_table_ends_up_current(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, route: str, is_global: bool
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    if route == EDIT:
        channel_only(bot)  # else the table's edits may ride on alice's click, not this route
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: table.state.phase == "play")
    ledger = Ledger(table)

    # Four 429s in a row: within discord.py's five tries for one request.
    mark = fake.mark()
    fake.faults.rate_limit(route, times=4, retry_after=0.05, is_global=is_global)
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await wait_for_turn(fake, table, 0)
    await wait_current(fake, bot, table)

    limited = [r for r in fake.requests[mark:] if r.status == 429]
    assert len(limited) == 4
    assert all(r.response["global"] is is_global for r in limited)
    # Every refused request was made again and went through.
    for refused in limited:
        again = [
            r for r in fake.requests[mark:]
            if r.route == refused.route and r.path == refused.path and r.status in (200, 204)
        ]  # fmt: skip
        assert again, refused.route
    await ledger.check(bot)
    await next_deal(fake, table)
    await wait_current(fake, bot, table)
    await ledger.check(bot)


@pytest.mark.parametrize(
    ("fault", "status"), [("429-storm", 429), ("503", 503)], ids=["429-beyond-retries", "503"]
)
async def test_failed_table_edits_recover_at_the_next_move(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, fault: str, status: int
) -> None:
    """Every edit of the table message fails for a while (a 429 storm longer than
    discord.py's five tries, or 503, which discord.py does not retry): the bot logs it,
    alice can still play from the table message she has, and the next change brings
    the table message up to date."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    channel_only(bot)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: mid_deal(table))
    ledger = Ledger(table)

    mark = fake.mark()
    if status == 429:
        fake.faults.rate_limit(EDIT, times=FOREVER, retry_after=0.01)
    else:
        fake.faults.server_error(EDIT, status=503, times=FOREVER)
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await wait_for_turn(fake, table, 0)
    await fake.wait_until(lambda: table.record.table_message_id is not None)
    fake.faults.clear()
    assert [r for r in requests_since(fake, mark, EDIT) if r.status == status]

    # The Your hand button of the (outdated) table message still works.
    hand = await open_hand(fake, "alice", table)
    assert "Your turn" in hand.text
    await play_first_choice(fake, "alice", hand)
    await wait_for_turn(fake, table, 0)
    await wait_current(fake, bot, table)
    await ledger.check(bot)
    await next_deal(fake, table)
    await ledger.check(bot)


async def test_a_failed_publication_is_retried_without_waiting_for_a_move(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    channel_only(bot)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: mid_deal(table))

    fake.faults.server_error(EDIT, status=503, times=FOREVER)
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await wait_for_turn(fake, table, 0)
    await bot.table_ui.wait_idle()
    fake.faults.clear()  # Discord is back; alice waits for the table to show her turn
    assert not is_current(fake, bot, table)
    await wait_current(fake, bot, table)


# ------------------------------------------------------------------ slow answers


async def test_slow_answers_still_work_and_clicks_are_acknowledged_in_time(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: True)
    ledger = Ledger(table)

    # Every answer takes 0.2 s, an interaction callback 2 s in all: below the 3 s deadline.
    fake.faults.latency(0.2, route="*")
    fake.faults.latency(1.8, route=CALLBACK)
    mark = fake.mark()
    clicks: list[SentInteraction] = []
    for _ in range(2):  # two of alice's turns, two clicks each
        await wait_for_turn(fake, table, 0)
        opened = await fake.click("alice", table_message(fake, "alice", table), label="Your hand")
        hand = await opened.reply()
        assert hand.ephemeral and "Your turn" in hand.text
        played = await send_first_choice(fake, "alice", hand)
        await played.reply()
        clicks += [opened, played]
    # Every callback met the deadline (a late one would be 404 Unknown interaction)...
    callbacks = requests_since(fake, mark, CALLBACK)
    assert len(callbacks) == 4 and all(r.status in (200, 204) for r in callbacks)
    # ...on the fake's clock, which the injected latency moved on by 2 s for each.
    for sent in clicks:
        acknowledged = sent.interaction.acknowledged_at
        assert acknowledged is not None
        assert 2.0 <= acknowledged - sent.interaction.created_at <= fake.limits.ack_deadline
    await wait_for_turn(fake, table, 0)
    await wait_current(fake, bot, table)
    await ledger.check(bot)
    fake.faults.clear()
    await next_deal(fake, table)
    await ledger.check(bot)


# ------------------------------------------------------------------ the gateway


@pytest.mark.parametrize("how", ["drop", "reconnect", "close-4000"])
async def test_a_gateway_drop_resumes_and_replays_a_click_made_meanwhile(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, how: str
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: True)
    ledger = Ledger(table)
    message = table_message(fake, "alice", table)

    if how == "drop":
        await fake.gateway.drop()
    elif how == "reconnect":
        await fake.gateway.send_reconnect()
    else:
        await fake.gateway.close(4000)
    # alice clicks while the bot is away: the event waits for the RESUME.
    sent = await fake.click("alice", message, label="Your hand")
    hand = await sent.reply()
    assert hand is not None and hand.ephemeral and "Your turn" in hand.text
    await fake.gateway.wait_connected()
    assert (fake.gateway.identifies, fake.gateway.resumes) == (1, 1)
    replayed = [
        m for m in fake.recorder.gateway
        if m.direction == "send" and m.event == "INTERACTION_CREATE"
        and m.data["id"] == str(sent.id)
    ]  # fmt: skip
    assert len(replayed) == 1  # sent once, on the resumed connection

    await play_first_choice(fake, "alice", hand)
    await next_deal(fake, table)
    await wait_current(fake, bot, table)
    await ledger.check(bot)


@pytest.mark.parametrize("how", ["invalid-session", "close-4009"])
async def test_after_a_fresh_identify_clicks_work_again(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, how: str
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: True)
    ledger = Ledger(table)

    if how == "invalid-session":
        await fake.gateway.invalidate_session(resumable=False)
    else:
        await fake.gateway.close(4009, invalidate=True)  # session timed out: RESUME refused
    await fake.wait_until(lambda: fake.gateway.identifies == 2)
    await fake.gateway.wait_connected()

    # Clicks after the new session work, on the table message from before.
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await next_deal(fake, table)
    await wait_current(fake, bot, table)
    await ledger.check(bot)


# ------------------------------------------------------------------ expired tokens


async def test_an_expired_hand_message_is_dropped_and_a_fresh_one_works(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: mid_deal(table))
    ledger = Ledger(table)
    sent = await fake.click("alice", table_message(fake, "alice", table), label="Your hand")
    old_hand = await sent.reply()
    assert old_hand is not None and "Your turn" in old_hand.text
    token = sent.interaction.token

    # alice walks away for a quarter of an hour; the turn timer plays for her.
    fake.clock.advance(15 * 60 + 1)
    mark = fake.mark()
    await bot.hub.time_out_now(table)
    await fake.wait_for_message(
        "alice", lambda m: "ran out of time" in m.text, channel=table.record.thread_id
    )
    await wait_for_turn(fake, table, 0)
    # The bot tried to refresh her hand with the dead token, and was refused.
    # (Her hand's edit, by its id: the table message's, `@original`, may come first.)
    refused = await fake.wait_for_request(
        HAND_EDIT,
        where=lambda r: r.params["token"] == token and r.params["message_id"] != "@original",
        since=mark,
    )
    assert refused.status == 401 and refused.response["code"] == 50027
    assert fake.message(old_hand.id, "alice").text == old_hand.text  # unchanged

    # A card on the expired message: the click has a fresh token, so it gets an answer.
    card = next(b for b in enabled_buttons(old_hand) if len(b["label"]) <= 3)
    before = table.action_count
    answer = await (await fake.click("alice", old_hand, custom_id=card["custom_id"])).response()
    assert answer is not None and answer.ephemeral and "out of date" in answer.text
    assert table.action_count == before

    # Your hand again: a fresh message, and the game goes on from it.
    fresh = await open_hand(fake, "alice", table)
    assert fresh.id != old_hand.id and "Your turn" in fresh.text
    await play_first_choice(fake, "alice", fresh)
    await next_deal(fake, table)
    await bot.table_ui.wait_idle()
    # The bot stopped using the dead token after the first refusal: for her hand, and for
    # the table message, which it edited through that token too (`@original`).
    used = [r for r in requests_since(fake, mark, HAND_EDIT) if r.params["token"] == token]
    assert len([r for r in used if r.params["message_id"] != "@original"]) == 1
    assert len([r for r in used if r.params["message_id"] == "@original"]) <= 1
    await ledger.check(bot)


# ------------------------------------------------------------------ deleted messages


async def test_a_deleted_table_message_is_posted_again(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: mid_deal(table))
    ledger = Ledger(table)
    hand = await open_hand(fake, "alice", table)
    old = table_message(fake, "alice", table)

    await fake.delete_message(old)  # a moderator cleans up the thread
    await play_first_choice(fake, "alice", hand)  # alice's hand message still works
    await wait_for_turn(fake, table, 0)
    await wait_current(fake, bot, table)
    new = table_message(fake, "alice", table)
    assert new.id != old.id and new.channel_id == old.channel_id
    stored = await bot.storage.get_table(table.id)
    assert stored is not None and stored.table_message_id == new.id
    await next_deal(fake, table)
    await ledger.check(bot)


async def test_a_table_message_deleted_on_a_humans_turn_comes_back_at_once(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: True)
    await bot.table_ui.wait_idle()
    old = table_message(fake, "alice", table)

    await fake.delete_message(old)
    await wait_current(fake, bot, table)  # old is gone: this is a new message


async def test_a_deleted_thread_moves_the_table_to_the_channel_or_tells_the_host(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: True)
    ledger = Ledger(table)
    thread_id, parent_id = table.record.thread_id, table.record.channel_id
    assert thread_id != parent_id
    await bot.table_ui.wait_idle()
    mark = fake.mark()
    newest = max(fake.world.messages)

    await fake.delete_thread(thread_id)
    # Give the bot a chance to publish (what the turn timer does after its delay).
    await bot.hub.time_out_now(table)
    await bot.table_ui.wait_idle()
    assert requests_since(fake, mark, EDIT) or requests_since(fake, mark, POST)

    def told_or_moved() -> SeenMessage | None:
        for message in reversed(fake.visible_messages("alice", parent_id)):
            if message.id <= newest:
                continue  # nothing from before the deletion (ids are increasing)
            if "Your hand" in message.labels or f"<@{fake.user('alice').id}>" in message.text:
                return message
        return None

    found = await fake.wait_until(told_or_moved)
    if "Your hand" in found.labels:  # moved: the game goes on in the channel
        await next_deal(fake, table)
        await ledger.check(bot)


# ------------------------------------------------------------------ permissions


PERMISSION_NAMES = {
    SEND_MESSAGES_IN_THREADS: "Send Messages in Threads",
    ATTACH_FILES: "Attach Files",
    SEND_MESSAGES: "Send Messages",
}


@pytest.mark.parametrize(
    ("missing", "in_thread"),
    [
        (SEND_MESSAGES_IN_THREADS, True),
        (ATTACH_FILES, True),
        (SEND_MESSAGES | CREATE_PUBLIC_THREADS, False),
    ],
    ids=["send-in-threads", "attach-files", "send-messages-no-threads"],
)
async def test_missing_permissions_at_start_are_told_to_the_host(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, missing: int, in_thread: bool
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    await fake.set_bot_permissions(BOT_PERMISSIONS & ~missing)
    table, lobby = await open_table(fake, bot, "alice", {"rules": "marley", "computers": 3})
    await (await fake.click("alice", lobby, label="Start")).response()
    await fake.wait_until(lambda: table.record.thread_id is not None)
    assert (table.record.thread_id != lobby.channel_id) is in_thread
    await bot.table_ui.wait_idle()
    name = PERMISSION_NAMES[missing & ~CREATE_PUBLIC_THREADS]
    await fake.wait_for_message("alice", lambda m: mentions_permission(m, name))


async def test_a_permission_lost_during_the_game_is_told_to_the_host(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    channel_only(bot)
    table = await start_with_computers(fake, bot, "marley")
    await alice_to_act(fake, table, lambda: True)
    ledger = Ledger(table)

    await fake.set_bot_permissions(BOT_PERMISSIONS & ~ATTACH_FILES)
    mark = fake.mark()
    await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await wait_for_turn(fake, table, 0)
    await bot.table_ui.wait_idle()
    await ledger.check(bot)  # the game itself goes on
    assert [r for r in requests_since(fake, mark, EDIT) if r.status == 403]
    await fake.wait_for_message("alice", lambda m: mentions_permission(m, "Attach Files"))
