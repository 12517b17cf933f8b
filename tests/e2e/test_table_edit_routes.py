"""Edits that ride on interactions: a click on the table message's **Your hand** is
acknowledged as a deferred update, its hand comes as a private follow-up, and its token
then edits the table message (`PATCH /webhooks/{application}/{token}/messages/@original`,
outside the bot's global limit) while it lives; else, and when a token's edit fails, the
table message is edited through the channel, under the bot-wide budget.
"""

from __future__ import annotations

import asyncio
import re
from types import SimpleNamespace

import discord
import pytest

from bot.app import BarbuBot
from bot.tables import Table
from cogs.tables.components import HandButton
from cogs.tables.tokens import TOKEN_EDITS, TOKEN_LIFETIME, TOKEN_WINDOW
from tests.e2e.helpers import (
    FAST,
    lobby_button,
    open_hand,
    open_table,
    play_first_choice,
    table_message,
    wait_for_turn,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.recorder import RecordedRequest
from tests.fakediscord.server import FakeDiscord

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
WEBHOOK_EDIT = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


async def start(fake: FakeDiscord, bot: BarbuBot, host: str = "alice") -> Table:
    """`host` and three computers at Marley's Guillotine, started."""
    options = {"rules": "marley", "computers": 3}
    table, lobby = await open_table(fake, bot, host, options)
    await (await fake.click(host, lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    return table


async def start_on_fakes_clock(
    fake: FakeDiscord, start_barbu_bot: StartBarbu
) -> tuple[BarbuBot, Table]:
    """A bot whose tokens age on the fake's clock, and alice's table with three computers."""
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.kit.clock = fake.clock.now
    return bot, await start(fake, bot)


async def token_kept(bot: BarbuBot, table: Table) -> None:
    """Until the bot keeps a token for the table: it does so right after sending the hand,
    without a request of its own (a few turns of the loop, no time)."""
    for _ in range(1000):
        if bot.table_ui.kit.tokens.holds(table.id):
            return
        await asyncio.sleep(0)
    raise AssertionError("no token kept after Your hand")


def table_edits(fake: FakeDiscord, table: Table, since: int) -> list[tuple[str, RecordedRequest]]:
    """The edits of the table's current message since the mark, in order, each with its
    route: "webhook" (a click's `@original`) or "channel"."""
    message_id = table.record.table_message_id
    edits: list[tuple[str, RecordedRequest]] = []
    for request in fake.requests[since:]:
        if request.route == CHANNEL_EDIT and request.params["message_id"] == str(message_id):
            edits.append(("channel", request))
        elif request.route == WEBHOOK_EDIT and request.params["message_id"] == "@original":
            clicked = fake.world.interactions_by_token.get(request.params["token"])
            if clicked is not None and clicked.original_message_id == message_id:
                edits.append(("webhook", request))
    return edits


async def test_after_a_click_the_table_message_is_edited_through_its_token(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot, table = await start_on_fakes_clock(fake, start_barbu_bot)
    await wait_for_turn(fake, table, 0)

    sent = await fake.click("alice", table_message(fake, "alice", table), label="Your hand")
    hand = await sent.reply()
    # A deferred update of the table message; the hand is a private follow-up.
    token = sent.interaction.token
    callback = [r for r in fake.recorder.find(CALLBACK) if r.params["token"] == token]
    assert callback[0].json["type"] == 6
    assert hand.ephemeral and [m.id for m in sent.followups()] == [hand.id]
    assert hand.id not in [m.id for m in fake.visible_messages("bob")]
    await token_kept(bot, table)

    mark = fake.mark()
    counted = fake.interaction_limits.counted
    await play_first_choice(fake, "alice", hand)
    await fake.wait_until(lambda: table_edits(fake, table, mark))
    route, first = table_edits(fake, table, mark)[0]
    # The next edit of the table message rides on alice's click: counted against its
    # token, not against the bot's global limit.
    assert route == "webhook" and first.params["token"] == token and first.status == 200
    assert fake.interaction_limits.counted > counted
    await bot.table_ui.wait_idle()
    shown = table_message(fake, "bob", table)
    assert shown.texts[0] == bot.table_ui.messages.table_line(table)
    assert fake.global_limit.refused == 0 and fake.interaction_limits.refused == 0


async def test_a_token_is_spent_within_discords_limit_and_then_the_channel_takes_over(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot, table = await start_on_fakes_clock(fake, start_barbu_bot)
    mark = fake.mark()
    for _ in range(4):  # alice's turns, each opened from the table message
        await wait_for_turn(fake, table, 0)
        if table.status != "playing":
            break
        await play_first_choice(fake, "alice", await open_hand(fake, "alice", table))
    await bot.table_ui.wait_idle()

    edits = [(route, r) for route, r in table_edits(fake, table, mark) if r.status == 200]
    by_token: dict[str, list[float]] = {}
    for route, request in edits:
        if route == "webhook":
            by_token.setdefault(request.params["token"], []).append(request.at)
    assert by_token, "no table edit went through a click's token"
    # At most TOKEN_EDITS table edits per token in any TOKEN_WINDOW (the bot counts on the
    # fake's clock, which runs with real time here: the recorded times are real ones).
    for times in by_token.values():
        for i, at in enumerate(times):
            assert len([t for t in times[i:] if t - at < TOKEN_WINDOW * 0.9]) <= TOKEN_EDITS
    assert fake.interaction_limits.refused == 0 and fake.global_limit.refused == 0


async def test_once_the_token_is_too_old_edits_go_through_the_channel(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot, table = await start_on_fakes_clock(fake, start_barbu_bot)
    await wait_for_turn(fake, table, 0)
    hand = await open_hand(fake, "alice", table)
    await token_kept(bot, table)

    fake.clock.advance(TOKEN_LIFETIME + 1)  # past the bot's margin, before Discord's 15 min
    mark = fake.mark()
    await play_first_choice(fake, "alice", hand)  # a click on the hand: not the table's
    await fake.wait_until(lambda: table_edits(fake, table, mark))
    await bot.table_ui.wait_idle()
    routes = {route for route, _ in table_edits(fake, table, mark)}
    assert routes == {"channel"}
    refused = [r for r in fake.requests[mark:] if r.route == WEBHOOK_EDIT and r.status == 401]
    assert not refused  # the bot did not even try the old token
    assert not bot.table_ui.kit.tokens.holds(table.id)


@pytest.mark.parametrize("how", ["expired", "not-found"])
async def test_a_refused_token_edit_falls_back_to_the_channel_with_the_same_update(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, how: str
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)  # the bot's own clock: it believes the token lives
    table = await start(fake, bot)
    await wait_for_turn(fake, table, 0)
    sent = await fake.click("alice", table_message(fake, "alice", table), label="Your hand")
    await sent.reply()
    await token_kept(bot, table)

    if how == "expired":
        fake.clock.advance(15 * 60 + 1)  # Discord's clock: the token is dead (401 50027)
    else:
        fake.faults.server_error(WEBHOOK_EDIT, status=404, times=10_000)
    mark = fake.mark()
    await bot.hub.time_out_now(table)  # a move: the table message must show it
    await fake.wait_until(lambda: any(r == "channel" for r, _ in table_edits(fake, table, mark)))
    await bot.table_ui.wait_idle()
    fake.faults.clear()

    failed = [
        r for r in fake.requests[mark:]
        if r.route == WEBHOOK_EDIT and r.params["token"] == sent.interaction.token
        and r.params["message_id"] == "@original"
    ]  # fmt: skip
    assert failed and failed[0].status == (401 if how == "expired" else 404)
    assert not bot.table_ui.kit.tokens.holds(table.id)  # a failed token is not lent again
    # Nothing is lost: the table message shows the game as it is.
    shown = table_message(fake, "bob", table)
    assert shown.texts[0] == bot.table_ui.messages.table_line(table)
    adapter = bot.table_ui.kit.adapter(table)
    assert [a.data for a in shown.attachments] == [adapter.table_image(table)()]


def _shown(fake: FakeDiscord, table: Table, host: str) -> str:
    """The table message's words as bob sees them, with the host's mention and the
    clock's times put aside (the two tables differ in those only)."""
    content = table_message(fake, "bob", table).text
    content = content.replace(f"<@{fake.user(host).id}>", "<@host>")
    return re.sub(r"<t:\d+(:\w)?>", "<t:time>", content)


async def test_the_table_shows_the_same_sequence_whichever_route_carries_it(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two tables dealt alike, played alike: one edited only through the channel, the other
    through tokens when it can. What the others see at each of the host's turns, and the
    fields each edit carries, are the same."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.table_ui.kit.clock = fake.clock.now
    monkeypatch.setattr("bot.tables.seating.secrets", SimpleNamespace(randbits=lambda _: 4242))
    tokens = bot.table_ui.kit.tokens
    lend = tokens.usable
    channel_only: set[int] = set()
    monkeypatch.setattr(tokens, "usable", lambda t, m: [] if t in channel_only else lend(t, m))

    seen: dict[str, list[str]] = {}
    fields: dict[str, set[tuple[str, ...]]] = {}
    routes: dict[str, set[str]] = {}
    for host in ("alice", "carol"):
        table = await start(fake, bot, host)
        if host == "alice":
            channel_only.add(table.id)
        mark = fake.mark()
        shown = seen.setdefault(host, [])
        for _ in range(5):
            await wait_for_turn(fake, table, 0)
            if table.status != "playing":
                break
            await bot.table_ui.wait_idle()
            line = bot.table_ui.messages.table_line(table)
            await fake.wait_until(
                lambda t=table, line=line: table_message(fake, "bob", t).texts[:1] == [line]
            )
            shown.append(_shown(fake, table, host))
            await play_first_choice(fake, host, await open_hand(fake, host, table))
        await bot.table_ui.wait_idle()
        edits = table_edits(fake, table, mark)
        routes[host] = {route for route, _ in edits}
        fields[host] = {tuple(sorted(r.json or {})) for _, r in edits if r.status == 200}

    assert routes["alice"] == {"channel"} and "webhook" in routes["carol"]
    assert len(seen["alice"]) > 1 and seen["alice"] == seen["carol"]
    assert fields["alice"] == fields["carol"]


async def test_a_token_edit_held_up_by_its_limit_still_lands(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """A 429 on a token's route (its bucket of 5 per 2 s): discord.py waits the
    `retry_after` and sends it again on the same route; the update is not lost."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start(fake, bot)
    await wait_for_turn(fake, table, 0)
    sent = await fake.click("alice", table_message(fake, "alice", table), label="Your hand")
    await sent.reply()
    await token_kept(bot, table)

    fake.faults.rate_limit(WEBHOOK_EDIT, times=1, retry_after=0.01)
    mark = fake.mark()
    await bot.hub.time_out_now(table)
    await fake.wait_until(lambda: any(r.status == 200 for _, r in table_edits(fake, table, mark)))
    await bot.table_ui.wait_idle()

    edits = table_edits(fake, table, mark)
    assert edits[0][0] == "webhook" and edits[0][1].status == 429
    assert edits[1][0] == "webhook" and edits[1][1].status == 200
    shown = table_message(fake, "bob", table)
    assert shown.texts[0] == bot.table_ui.messages.table_line(table)


async def test_a_table_message_posted_before_components_v2_is_switched_by_its_next_edit(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """A table restored after an upgrade has a message with content and a row of buttons:
    its next edit makes it a V2 layout, clearing the content in the same request, as
    Discord requires (else 400)."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start(fake, bot)
    await fake.wait_until(lambda: table.record.table_message_id is not None)
    await bot.table_ui.wait_idle()
    thread = bot.table_ui.kit.game_channel(table)
    legacy = discord.ui.View(timeout=None)
    legacy.add_item(HandButton(table.id))
    old = await thread.send(content="**Barbu** · an old table line", view=legacy)
    await bot.hub.note_shown(table, table_message_id=old.id)
    mark = fake.mark()
    await bot.hub.time_out_now(table)  # a move: the table message must show it
    await fake.wait_until(lambda: any(r.status == 200 for _, r in table_edits(fake, table, mark)))
    await bot.table_ui.wait_idle()
    shown = fake.message(old.id, "alice")
    assert shown.components_v2 and shown.content == ""
    assert shown.texts[0] == bot.table_ui.messages.table_line(table)
    assert "Your hand" in shown.labels and shown.shown_attachments
    assert all(r.status == 200 for _, r in table_edits(fake, table, mark))
