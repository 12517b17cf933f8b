"""What a table shows around its moves, in every game: its thread is named for what it
plays, in its language; the end of a game posts nothing after its final result; and a hand
whose one legal move the table makes itself offers no live control for it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.app import BarbuBot
from bot.tables import Table, seating
from tests.e2e.helpers import (
    FAST,
    Move,
    enabled_buttons,
    first_choice,
    lobby_button,
    open_hand,
    open_table,
    play_until,
    slaughter_move,
    start_against_computer,
    table_message,
)
from tests.e2e.test_guillotine import start_three, take_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord

# ------------------------------------------------------------------ thread names


@pytest.mark.parametrize(
    ("game", "options", "thread"),
    [
        ("barbu", {"rules": "marley", "computers": 3}, "Marley's Guillotine · Alice's table"),
        (
            "barbu",
            {"rules": "marley", "computers": 3, "language": "fr"},
            "Guillotine de Marley · table d'Alice",
        ),
        (
            "barbu",
            {"rules": "marley", "computers": 3, "language": "de"},
            "Marleys Guillotine · Tisch von Alice",
        ),
        ("barbu", {"computers": 3, "language": "nl"}, "Barbu · tafel van Alice"),
        (
            "guillotine",
            {"players": 3, "computers": 2, "language": "nl"},
            "Guillotine · tafel van Alice",
        ),
        ("slaughter", {"computer": True, "language": "de"}, "Gin Slaughtre · Tisch von Alice"),
    ],
)
async def test_a_tables_thread_is_named_for_what_it_plays_in_its_language(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    game: str,
    options: dict[str, Any],
    thread: str,
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", options, game)
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.record.thread_id is not None)
    assert fake.world.guild.channels[table.record.thread_id].name == thread


# ------------------------------------------------------------------ endings


def posts(fake: FakeDiscord, table: Table) -> list[SeenMessage]:
    """The thread's messages, without the turn pings (a ping is deleted as the next comes).
    Once the final result is seen, they are all there: it is the publication's last post."""
    thread = fake.visible_messages("bob", table.record.thread_id)
    return [m for m in thread if not m.text.startswith("🔔")]


async def test_guillotine_posts_nothing_after_the_game_over(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """The last day ends the game: the final standings give its points, and no "Day 3 is
    over · points so far" follows the table message that already says "Game over"."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_three(fake, bot)
    await play_until(fake, table, lambda: table.status != "playing", take_turn)
    final = await fake.wait_for_message(
        "bob", lambda m: "the game is over" in m.text, channel=table.record.thread_id
    )
    seen = posts(fake, table)
    assert seen[-1].id == final.id, [m.text[:60] for m in seen[-3:]]
    days = [m.text.split("**")[1] for m in seen if m.text.startswith("**Day ")]
    assert days == ["Day 1 is over.", "Day 2 is over."]
    # After the last summary, only the last day's table message may come before the
    # final standings, saying the game is over (a game whose last day is played out
    # between two publications has no table message of that day at all).
    last_summary = max(i for i, m in enumerate(seen) if m.text.startswith("**Day "))
    between = seen[last_summary + 1 : -1]
    assert len(between) <= 1, [m.text[:60] for m in between]
    # Its one button is the last day's Review (cogs/tables/review.py): no Your hand.
    last_day = [f"tbl:review:{table.id}:2:0"]
    assert all("Game over" in m.text for m in between), between
    assert all([b.get("custom_id") for b in m.buttons] == last_day for m in between), between
    for mention in (f"<@{fake.user('alice').id}>", "**Computer 1**", "**Computer 2**"):
        assert mention in final.text and "points" in final.text


async def test_gin_slaughtre_folds_the_last_game_into_the_match_result(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """The last game ends the match: its line is part of the match's result, not a post
    after the table message that already names the match's winner."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=1)
    await play_until(fake, table, lambda: table.status != "playing", slaughter_move)
    final = await fake.wait_for_message(
        "bob", lambda m: "the match is over" in m.text, channel=table.record.thread_id
    )
    seen = posts(fake, table)
    assert seen[-1].id == final.id, [m.text[:60] for m in seen[-3:]]
    assert not [m for m in seen if m.text.startswith("**Game ")]
    head, status, game = final.text.split("\n")
    assert "the match is over" in head and "wins the match 1 – 0" in status, final.text
    assert game.startswith("**Game 1**: "), final.text
    assert "wins the match" in seen[-2].text, seen[-2].text
    # Its one button is the last game's Review (cogs/tables/review.py): no Your hand.
    assert [b.get("custom_id") for b in seen[-2].buttons] == [f"tbl:review:{table.id}:0:0"]


SEED = 3  # the table's seed in the Barbu tests (Domino's pass, the doubling)
SLAUGHTER_SEED = 1  # the table's seed in the Gin Slaughtre test

# ------------------------------------------------------------------ forced moves


@dataclass
class ForcedHold:
    """Holds the table's first forced move of one seat (of those `wanted`) until
    `released`: meanwhile that seat's hand shows the position whose one legal move the
    table is about to make."""

    fake: FakeDiscord
    seat: int
    wanted: Callable[[str], bool] = lambda action: True
    action: str | None = None  # the move held, once there is one
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def install(self, bot: BarbuBot, monkeypatch: pytest.MonkeyPatch) -> None:
        apply = bot.hub.apply

        async def holding(
            table: Table, seat: int, action: str, actor_id: int | None, reason: str
        ) -> Any:
            if (
                reason == "forced"
                and seat == self.seat
                and self.wanted(action)
                and not self.released.is_set()
            ):
                self.action = action
                await self.fake.recorder.notify()  # wake the test's waiters: no request did
                await self.released.wait()
            return await apply(table, seat, action, actor_id, reason)

        monkeypatch.setattr(bot.hub, "apply", holding)


async def play_until_forced(fake: FakeDiscord, table: Table, hold: ForcedHold, move: Move) -> None:
    """Alice's moves (`move` at each real choice), until the table holds a forced one."""

    def alice_chooses() -> bool:
        if table.actor() != 0 or len(table.state.legal_actions(0)) < 2:
            return False
        try:
            table_message(fake, "alice", table)
        except LookupError:
            return False
        return True

    def ready() -> bool:
        return hold.action is not None or table.status != "playing" or alice_chooses()

    while True:
        await fake.wait_until(ready, timeout=30)
        assert table.status == "playing", "the game ended without a forced move of alice's"
        if hold.action is not None:
            return
        await move(fake, table, await open_hand(fake, "alice", table))


def live_moves(hand: SeenMessage) -> list[str]:
    """The enabled controls of a hand that make or prepare a move (Previous trick is not)."""
    buttons = [
        b["custom_id"] for b in enabled_buttons(hand) if not b["custom_id"].startswith("tbl:back:")
    ]
    selects = [s["custom_id"] for s in hand.selects if not s.get("disabled")]
    return buttons + selects


async def check_forced_hand(
    fake: FakeDiscord, table: Table, hold: ForcedHold, says: Callable[[str], bool]
) -> SeenMessage:
    """While the forced move is held: alice's hand says what happens and offers no live
    control; then the table makes the move."""
    index = table.action_count
    assert table.state.legal_actions(0) == [hold.action]
    hand = await open_hand(fake, "alice", table)
    assert table.action_count == index  # still held: the hand shows the forced position
    assert says(hand.text), hand.text
    assert live_moves(hand) == [], (hand.text, hand.buttons, hand.selects)
    hold.released.set()
    await fake.wait_until(lambda: table.action_count > index)
    assert table.record.actions[index] == (0, hold.action)
    return hand


async def declare_domino(fake: FakeDiscord, table: Table, hand: SeenMessage) -> None:
    """Alice declares Domino when she may, else makes her first choice."""
    if hand.selects and table.state.view(0)["phase"] == "contract":
        options = [o["value"] for o in hand.selects[0]["options"]]
        domino = [value for value in options if value.startswith("contract:domino")]
        if domino:
            await (await fake.select("alice", hand, domino[:1])).reply()
            return
    await first_choice(fake, table, hand)


async def test_barbu_a_forced_pass_in_domino_leaves_no_pass_button(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Alice declares Domino (she declares the first deal); when no card of hers fits, the
    table passes for her, and her hand says so with its Pass button greyed out."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    hold = ForcedHold(fake, seat=0, wanted=lambda action: action == "pass")
    hold.install(bot, monkeypatch)
    monkeypatch.setattr(seating.secrets, "randbits", lambda bits: SEED)  # the same deals
    table = await start_barbu(fake, bot)
    await play_until_forced(fake, table, hold, declare_domino)
    assert table.state.contract.startswith("domino")
    hand = await check_forced_hand(
        fake, table, hold, lambda content: content.startswith("No card fits: you pass.")
    )
    passes = [b for b in hand.buttons if b["custom_id"].endswith(":pass")]
    assert [b["label"] for b in passes] == ["Pass"] and passes[0]["disabled"]


async def test_barbu_a_lone_doubling_choice_has_no_confirm_to_press(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When alice has one legal doubling choice (as declarer nobody doubled, nobody to
    redouble; or a compulsory double and nobody else to double), the table confirms it for
    her; her hand meanwhile greys its Confirm out and says why."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    hold = ForcedHold(fake, seat=0, wanted=lambda action: action.startswith("double:"))
    hold.install(bot, monkeypatch)
    # A series in which alice's first lone doubling choice comes early (the table's seed;
    # the computers' choices follow from it): the same deals every run.
    monkeypatch.setattr(seating.secrets, "randbits", lambda bits: SEED)
    table = await start_barbu(fake, bot)
    await play_until_forced(fake, table, hold, first_choice)
    assert table.state.view(0)["phase"] == "double"
    hand = await check_forced_hand(
        fake, table, hold, lambda content: "You have only one choice here" in content
    )
    assert [b for b in hand.buttons if ":double:" in b["custom_id"]], hand.buttons


async def start_barbu(fake: FakeDiscord, bot: BarbuBot) -> Table:
    """A Barbu table of alice's and three computers, started: she declares the first deal."""
    table, lobby = await open_table(fake, bot, "alice", {"computers": 3})
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    return table


async def test_guillotine_the_forced_collection_offers_no_control(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After her action card, alice's one move is to collect the front noble: the table
    does it, and her hand meanwhile offers nothing to press."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    hold = ForcedHold(fake, seat=0)
    hold.install(bot, monkeypatch)
    table = await start_three(fake, bot)
    await play_until_forced(fake, table, hold, take_turn)
    await check_forced_hand(fake, table, hold, lambda content: "Waiting" not in content)


async def test_gin_slaughtre_a_forced_move_offers_no_control(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When alice has one legal move (one card to play on an empty pile, a draw, taking
    the pile), the table makes it; her hand says what it is and offers nothing to press."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    hold = ForcedHold(fake, seat=0)
    hold.install(bot, monkeypatch)
    # A match in which alice soon has a lone move (the table's seed; the rest follows).
    monkeypatch.setattr(seating.secrets, "randbits", lambda bits: SLAUGHTER_SEED)
    table = await start_against_computer(fake, bot, match=5)
    await play_until_forced(fake, table, hold, slaughter_move)
    wording = {
        "draw": "you draw a card",
        "take": "you take the pile",
        "play": "the table plays it for you",
    }[(hold.action or "").partition(":")[0]]
    await check_forced_hand(fake, table, hold, lambda content: wording in content)
