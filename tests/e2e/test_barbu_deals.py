"""What a Barbu player sees of the tricks and of the end of a deal (issue 16, items 3, 4
and 12): the trick in progress in her hand, the Previous trick button, and the table
message of a finished deal frozen on its last trick and result, without buttons."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from bot.tables import Table
from cogs.barbu.text import contract_name, deal_end_words
from games.cards import SUIT_NAMES, pretty
from render import render_hand
from render.barbu import render_barbu_deal_end
from render.barbu.trick import trick_height
from tests.e2e.helpers import (
    FAST,
    open_hand,
    play_until,
    start_with_computers,
    table_message,
)
from tests.fakediscord.model import EPHEMERAL
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

TABLE_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
# The same edit through the token of a click on the table message (cogs/tables/tokens.py).
TOKEN_EDIT = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
CHANNEL_POST = "POST /channels/{channel_id}/messages"


def said(table: Table) -> list[str]:
    return ["you" if seat == 0 else name for seat, name in enumerate(table.names())]


def trick_line(table: Table) -> str:
    """What alice's hand should say of the trick now (she is on turn)."""
    state = table.state
    number, tricks = len(state.tricks) + 1, len(state.tricks) + len(state.hands[0])
    if not state.trick:
        return f"Trick {number} of {tricks}: you lead."
    names = said(table)
    seats = [(state.leader + i) % 4 for i in range(len(state.trick))]
    led = state.trick[0]
    line = f"Trick {number} of {tricks}: {names[seats[0]]} led {pretty(led)} ({SUIT_NAMES[led[1]]})"
    for seat, card in zip(seats[1:], state.trick[1:], strict=True):
        line += f", {names[seat]} played {pretty(card)}"
    return line + "."


def in_a_trick(table: Table) -> bool:
    """Alice is to play a card in a trick contract, after someone else led."""
    state = table.state
    return (
        state.phase == "play"
        and state.contract != "domino"
        and bool(state.trick)
        and table.actor() == 0
        and len(state.legal_actions(0)) > 1
    )


async def test_the_hand_shows_the_trick_in_progress_and_the_previous_trick(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    await play_until(fake, table, lambda: in_a_trick(table))
    state = table.state

    hand = await open_hand(fake, "alice", table)
    first, second, deadline = hand.text.split("\n")
    assert first == "Your turn: play a card."
    assert second == trick_line(table)
    assert deadline.startswith("⏱ Your time runs out <t:")  # (tests/e2e/test_turns.py)
    # Her picture holds the trick above her cards: a hand picture and a trick's height more.
    (picture,) = hand.images
    playable = [a[5:] for a in state.legal_actions(0)]
    title = f"alice · deal 1 of 28 · {contract_name(state.view(0)['contract'])}"
    alone = Image.open(io.BytesIO(render_hand(list(state.hands[0]), playable, title)))
    assert picture.size == (alone.width, alone.height + trick_height())

    # Previous trick: a new private message with the last completed trick.
    assert "Previous trick" in hand.labels
    last = state.tricks[-1]
    moves = table.action_count
    sent = await fake.click("alice", hand, label="Previous trick")
    shown = await sent.reply()
    assert shown.ephemeral and shown.id != hand.id and shown.images
    names = said(table)
    cards = ", ".join(
        f"{names[(last['leader'] + i) % 4]} {pretty(card)}" for i, card in enumerate(last["cards"])
    )
    taker = "You" if last["winner"] == 0 else names[last["winner"]]
    assert shown.text == f"Previous trick (trick {len(state.tricks)}): {cards}. {taker} took it."
    assert shown.id not in [m.id for m in fake.visible_messages("bob")]  # hers alone
    assert table.action_count == moves  # looking is not a move
    assert fake.message(hand.id, "alice").text == hand.text  # her hand stays as it was


def buttons_in(components: list[dict[str, Any]]) -> bool:
    """Whether a message's components hold a button, however deep (V2 nests them)."""
    for item in components:
        if item.get("type") == 2 or buttons_in(item.get("components") or []):
            return True
    return False


async def test_a_finished_deal_keeps_its_last_trick_and_result_without_buttons(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    await play_until(fake, table, lambda: table.state.phase == "play")
    first_message = table_message(fake, "alice", table)
    await play_until(fake, table, lambda: table.state.deal == 3)
    await bot.table_ui.wait_idle()
    thread = table.record.thread_id
    view = table.state.view(None)
    names = table.names()

    # Deal 1's message: its last picture shows how the deal ended; no button is left on it.
    frozen = fake.message(first_message.id, "alice")
    entry, last = view["sheet"][0], view["final_tricks"][0]
    assert entry["contract"] == "no-tricks" and last is not None  # alice's first choice
    taker = names[last["winner"]]
    assert frozen.text == (
        f"**{contract_name('no-tricks')}** · deal 1 of 28 is over: {taker} took the last trick."
    )
    assert frozen.buttons == []
    words = deal_end_words(entry, last, 28, names)
    picture = render_barbu_deal_end(entry, last, entry["totals"], names, words)
    assert [a.data for a in frozen.attachments] == [picture]

    # Of all the thread's messages, only the current deal's table message has Your hand.
    live = [m for m in fake.visible_messages("alice", thread) if "Your hand" in m.labels]
    assert [m.id for m in live] == [table_message(fake, "alice", table).id]
    assert live[0].text.startswith("**Barbu**, deal 3 of 28")

    # One edit froze each finished deal's message, before the next deal's message was
    # posted; per deal, no more posts than before: its scoresheet and the next table.
    edits = [r for r in fake.recorder.find(TABLE_EDIT) if r.params["channel_id"] == str(thread)]
    for request in fake.recorder.find(TOKEN_EDIT):  # through a click on a public message
        clicked = fake.world.interactions_by_token[request.params["token"]]
        message = fake.world.messages[clicked.original_message_id or 0]
        public = message.channel_id == thread and not message.flags & EPHEMERAL
        if request.params["message_id"] == "@original" and public:
            edits.append(request)
    edits.sort(key=fake.requests.index)  # the two routes' edits, in the order they came
    freezes = [
        r for r in edits
        if r.status == 200 and "components" in r.json and not buttons_in(r.json["components"])
    ]  # fmt: skip
    assert len(freezes) == 2
    posts = [
        r for r in fake.recorder.find(CHANNEL_POST)
        if r.params["channel_id"] == str(thread)
        # turn pings: tests/e2e/test_turns.py
        and not (r.json.get("content") or "").startswith(("🔔", "🃏"))
    ]  # fmt: skip
    sheets = [r for r in posts if (r.json.get("content") or "").startswith("**Deal ")]
    tables = [r for r in posts if r.json.get("components") and r not in sheets]
    assert len(tables) == 3 and len(sheets) == 2 and len(posts) == 5
    # Each scoresheet offers its deal's Review (cogs/tables/review.py), and nothing else.
    for deal, sheet in enumerate(sheets):
        ids = [b.get("custom_id") for row in sheet.json["components"] for b in row["components"]]
        assert ids == [f"tbl:review:{table.id}:{deal}:0"]
    for freeze, table_post in zip(freezes, tables[1:], strict=True):
        assert fake.requests.index(freeze) < fake.requests.index(table_post)


async def test_previous_trick_at_the_start_of_a_deal_shows_the_last_deals_last_trick(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake, bot, "barbu")
    # Deal 2 (alice declares the first seven): her choice of contract, the deal 1 over.
    await play_until(fake, table, lambda: table.state.deal == 2)
    last = table.state.final_tricks[-1]
    assert last is not None  # deal 1 was No Tricks (alice's first choice)
    hand = await open_hand(fake, "alice", table)
    assert hand.text.split("\n")[0] == "Your turn: choose the contract."
    shown = await (await fake.click("alice", hand, label="Previous trick")).reply()
    assert shown.text.startswith(f"Previous trick (trick {last['number']} of deal 1): ")
