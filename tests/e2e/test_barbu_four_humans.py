"""A Barbu deal with four people at the table: contracts, every doubling control, bad clicks."""

from __future__ import annotations

import asyncio

from bot.app import BarbuBot
from bot.tables import Table
from cogs.i18n import ENGLISH, message_in
from tests.e2e.helpers import (
    FAST,
    enabled_buttons,
    open_hand,
    open_table,
    play_first_choice,
    wait_for_choice,
    wait_for_table,
    wait_for_turn,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

PLAYERS = ("alice", "bob", "carol", "dave")

HAND_REPLACED = message_in(ENGLISH, "tables-hand-replaced")


async def seat_four(fake: FakeDiscord, bot: BarbuBot) -> Table:
    table, lobby = await open_table(fake, bot, "alice", {"rules": "barbu"})
    for name in PLAYERS[1:]:
        joined = await (await fake.click(name, lobby, label="Join")).response()
        assert joined is not None and f"<@{fake.user(name).id}>" in joined.text
    await (await fake.click("alice", lobby, label="Start")).response()
    assert [s.user_id for s in table.seats] == [fake.user(n).id for n in PLAYERS]
    return table


async def answer(sent) -> str:
    reply = await sent.response()
    assert reply is not None and reply.ephemeral, "a refusal is a private answer"
    return reply.text


async def turn_of(fake: FakeDiscord, table: Table, name: str) -> SeenMessage:
    await wait_for_turn(fake, table, PLAYERS.index(name))
    return await open_hand(fake, name, table)


def refusals(sent: SentInteraction) -> list[str]:
    """The private refusals a click got: its own message, or follow-ups after a deferral."""
    texts = [m.text for m in sent.followups()]
    original = sent.original()
    if sent.interaction.response_type == 4 and original is not None:
        texts.append(original.text)
    return texts


def button(message: SeenMessage, starts: str) -> dict:
    return next(b for b in message.buttons if b["label"].startswith(starts))


async def test_a_deal_with_four_humans(fake_discord: FakeDiscord, start_barbu_bot: StartBarbu):
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await seat_four(fake, bot)

    # Somebody who is not seated can watch but not act.
    message = await wait_for_table(fake, table, "erin")
    assert "not playing" in await answer(await fake.click("erin", message, label="Your hand"))

    # Alice declares: the contract menu offers every contract of her cycle.
    hand = await turn_of(fake, table, "alice")
    menu = hand.selects[0]
    assert len(menu["options"]) == 5 + 4 + 13
    # Bob is not the declarer: his hand offers no contract menu.
    bob_view = await open_hand(fake, "bob", table)
    assert "Waiting for Alice" in bob_view.text and not bob_view.selects
    await (await fake.select("alice", hand, ["contract:no-queens"])).reply()
    assert table.state.contract == "no-queens"

    # Bob doubles: toggle Carol on, Alice on, Carol off again, then confirm.
    stale = await turn_of(fake, table, "bob")  # superseded by the next press of Your hand
    hand = await open_hand(fake, "bob", table)
    assert {b["label"] for b in enabled_buttons(hand)} >= {"Double Alice", "Double Carol",
                                                           "Double Dave"}  # fmt: skip
    hand = await (await fake.click("bob", hand, label="Double Carol")).reply()
    hand = await (await fake.click("bob", hand, label="Double Alice")).reply()
    assert button(hand, "Confirm")["label"] == "Confirm: Alice and Carol"
    hand = await (await fake.click("bob", hand, label="Double Carol")).reply()
    hand = await (await fake.click("bob", hand, label="Double Carol")).reply()
    await (await fake.click("bob", hand, custom_id=button(hand, "Confirm")["custom_id"])).reply()
    assert table.state.doubles == [[1, 0, 1], [1, 2, 1]]

    # Bob's older message says it was replaced, and offers no stale Confirm. (A stale
    # button on a message that could not be edited is refused: test_barbu_faults.)
    old = fake.message(stale.id, "bob")
    assert old.text == HAND_REPLACED and not old.buttons and button(stale, "Confirm")

    # Carol was doubled by bob: she sees a Redouble, and one button doubles all the others
    # and redoubles bob, saying so.
    hand = await turn_of(fake, table, "carol")
    assert "Redouble Bob" in hand.labels
    await (await fake.click("carol", hand, label="Double and redouble everyone I may")).reply()
    assert sorted(map(tuple, table.state.doubles)) == [(1, 0, 1), (1, 2, 2), (2, 0, 1), (2, 3, 1)]

    # Dave doubles nobody.
    hand = await turn_of(fake, table, "dave")
    assert "Redouble Carol" in hand.labels
    await (await fake.click("dave", hand, label="Confirm: nobody")).reply()

    # Alice, the declarer, may only redouble those who doubled her.
    hand = await turn_of(fake, table, "alice")
    labels = [b["label"] for b in enabled_buttons(hand)]
    assert "Redouble Bob" in labels and "Redouble Carol" in labels
    assert not any(label.startswith("Double") for label in labels)
    hand = await (await fake.click("alice", hand, label="Redouble Carol")).reply()
    await (await fake.click("alice", hand, label="Confirm: Carol")).reply()
    assert [2, 0, 2] in table.state.doubles
    assert table.state.phase == "play"

    # The play: an illegal card, a card out of turn and a double click change nothing.
    leader = PLAYERS[table.state.turn]
    lead_hand = await turn_of(fake, table, leader)  # superseded by the next press
    await click_card(fake, leader, await open_hand(fake, leader, table))
    follower = PLAYERS[table.state.turn]
    hand = await turn_of(fake, table, follower)
    disabled = [b for b in hand.buttons if b.get("disabled")]
    if disabled:
        before = table.action_count
        illegal = await fake.raw_component(follower, hand, disabled[0]["custom_id"])
        assert "follow suit" in await answer(illegal)
        assert table.action_count == before
    # The leader's old hand message says it was replaced: no old card to click there.
    assert any(len(b["label"]) <= 3 for b in enabled_buttons(lead_hand))
    old = fake.message(lead_hand.id, leader)
    assert old.text == HAND_REPLACED and not old.buttons
    # The follower double-clicks a card: one click plays it, the other is refused.
    before = table.action_count
    target = enabled_buttons(hand)[0]["custom_id"]
    first, second = await asyncio.gather(
        fake.click(follower, hand, custom_id=target), fake.click(follower, hand, custom_id=target)
    )
    # Each click gets its own answer: the refusal is a private message (at once, or
    # after the acknowledgement if both clicks got past the first look).
    await fake.wait_until(lambda: sum(len(refusals(s)) for s in (first, second)) == 1)
    follower_seat = PLAYERS.index(follower)
    played = [a for s, a in table.record.actions[before:] if s == follower_seat]
    assert len(played) == 1  # the table may have made a forced move after it
    assert ["out of date" in text for s in (first, second) for text in refusals(s)] == [True]

    # Play the rest of the deal by clicks; the scoresheet follows.
    while table.state.deal == 1:
        seat = await wait_for_choice(fake, table, {0, 1, 2, 3})
        if seat is None or table.state.deal != 1:
            break
        hand = await open_hand(fake, PLAYERS[seat], table)
        await play_first_choice(fake, PLAYERS[seat], hand)
    sheet = await fake.wait_for_message(
        "erin", lambda m: m.text.startswith("**Deal 1**") and bool(m.images),
        channel=table.record.thread_id,
    )  # fmt: skip
    entry = table.state.sheet[0]
    assert entry["contract"] == "no-queens" and sum(entry["scores"]) == -24
    assert sum(entry["totals"]) == -24 and entry["doubles"]
    assert sheet.images[0].width > 0


async def click_card(fake: FakeDiscord, name: str, hand: SeenMessage) -> None:
    cards = [b for b in enabled_buttons(hand) if len(b["label"]) <= 3]
    await (await fake.click(name, hand, custom_id=cards[0]["custom_id"])).reply()
