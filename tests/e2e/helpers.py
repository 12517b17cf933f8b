"""Playing Barbu through the fake Discord as users: find the table, open the hand, click."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.app import BarbuBot
from bot.storage import SeatRecord, Storage
from bot.tables import Table, TableListener
from tests.fakediscord.model import Guild
from tests.fakediscord.recorder import PATIENCE
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

# No pause between computer moves and no gap between edits: the tests run at full speed.
FAST = {"computer_delay": 0.0, "edit_interval": 0.0, "window_scale": 0.0}


async def open_table(
    fake: FakeDiscord, bot: BarbuBot, host: str, options: dict[str, Any], game: str = "barbu"
) -> tuple[Table, SeenMessage]:
    """`/<game> start` as `host`; returns the table and its lobby message."""
    lobby = await (await fake.slash(host, f"{game} start", options)).response()
    assert lobby is not None
    # The hub registers the table before the bot answers: the newest one here is ours.
    table = bot.hub.tables_in(lobby.channel_id)[0]
    assert lobby_button(table, "join") in [b.get("custom_id") for b in lobby.buttons]
    return table, lobby


def lobby_button(table: Table, op: str) -> str:
    """The custom id of a lobby button (join, leave, bot, start, cancel): found by id, as
    its label is in the table's language."""
    return f"tbl:lobby:{table.id}:{op}"


def table_message(fake: FakeDiscord, user: str, table: Table) -> SeenMessage:
    """The newest table message (the one with Your hand) of `table`, as `user` sees it.
    Found by the button's custom id, not its label: the same in every language."""
    channel = table.record.thread_id or table.record.channel_id
    hand_button = f"tbl:hand:{table.id}"
    for message in reversed(fake.visible_messages(user, channel)):
        if not message.ephemeral and any(
            b.get("custom_id") == hand_button for b in message.buttons
        ):
            return message
    raise LookupError("no table message yet")


def _shows_table(fake: FakeDiscord, table: Table, user: str = "alice") -> bool:
    try:
        table_message(fake, user, table)
    except LookupError:
        return False
    return True


class WakeWaiters(TableListener):
    """A table listener that makes the fake re-check what its waiters wait for on every change
    of a table (a move, a lobby, the end), as it does on every request it records: a change
    the bot makes without a request of its own still wakes them.

        bot.hub.listeners.append(WakeWaiters(fake))
    """

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    async def table_changed(self, table: Table, moves: list[Any]) -> None:
        await self.fake.recorder.notify()

    async def table_finished(self, table: Table) -> None:
        await self.fake.recorder.notify()

    async def lobby_changed(self, table: Table) -> None:
        await self.fake.recorder.notify()


async def wait_for_table(fake: FakeDiscord, table: Table, user: str = "alice") -> SeenMessage:
    """The table message, once there is one, as `user` sees it."""
    while True:
        await fake.wait_until(lambda: _shows_table(fake, table, user))
        try:
            # Waking takes a turn of the loop, in which a deal's end may have frozen the
            # message seen: then wait for the next deal's.
            return table_message(fake, user, table)
        except LookupError:
            continue


async def wait_for_turn(fake: FakeDiscord, table: Table, seat: int) -> None:
    """Until `seat` has a choice to make and the table message is up, or the game has ended.

    The fake re-checks on every request it records; the bot changes the game
    before it publishes, so the request that shows a turn also wakes this.
    """

    def ready() -> bool:
        if table.status in ("finished", "abandoned"):
            return True
        return (
            table.status == "playing"
            and table.actor() == seat
            # A lone legal move is made by the table itself: wait for a real choice.
            and len(table.state.legal_actions(seat)) > 1
            and _shows_table(fake, table)
        )

    await fake.wait_until(ready, timeout=30)


async def wait_for_choice(fake: FakeDiscord, table: Table, seats: set[int]) -> int | None:
    """The first of `seats` to have a choice to make; None once the game has ended."""

    def chooser() -> int | None:
        seat = table.actor()
        if seat in seats and len(table.state.legal_actions(seat)) > 1 and _shows_table(fake, table):
            return seat
        return None

    await fake.wait_until(
        lambda: table.status in ("finished", "abandoned") or chooser() is not None, timeout=30
    )
    return None if table.status in ("finished", "abandoned") else chooser()


async def open_hand(fake: FakeDiscord, user: str, table: Table) -> SeenMessage:
    # Waits for a table message: between a deal's end (its message frozen, no buttons) and
    # the next deal's message there is none. No await between finding it and clicking it.
    message = await wait_for_table(fake, table, user)
    hand = await (await fake.click(user, message, custom_id=f"tbl:hand:{table.id}")).reply()
    assert hand.ephemeral
    return hand


def enabled_buttons(message: SeenMessage) -> list[dict[str, Any]]:
    return [b for b in message.buttons if not b.get("disabled")]


async def play_first_choice(
    fake: FakeDiscord, user: str, hand: SeenMessage, timeout: float = PATIENCE
) -> SeenMessage | None:
    """Make the first move the hand message offers (contract, Confirm, a card, Pass)."""
    return await (await send_first_choice(fake, user, hand)).reply(timeout=timeout)


async def send_first_choice(fake: FakeDiscord, user: str, hand: SeenMessage) -> SentInteraction:
    """Choose the first move the hand message offers; the interaction, not yet answered."""
    if hand.selects:
        menu = hand.selects[0]
        return await fake.select(user, hand, [menu["options"][0]["value"]])
    buttons = enabled_buttons(hand)
    assert buttons, (hand.text, hand.labels)
    # Barbu's doubling: Confirm (the first button that makes a `double:` move), found by its
    # custom id, since its label is in the table's language.
    confirm = [b for b in buttons if ":double:" in b["custom_id"]]
    target = confirm[0] if confirm else buttons[0]
    return await fake.click(user, hand, custom_id=target["custom_id"])


async def private_answer(sent: SentInteraction) -> str:
    """The text of an ephemeral answer (a refusal, a stats line...), however it was sent."""
    reply = await sent.response()
    if reply is not None and reply.ephemeral:
        return reply.text
    # A deferred component update answers in a followup.
    followups = await _followups(sent)
    assert followups[0].ephemeral, "a refusal is a private answer"
    return followups[0].text


async def followup_answer(sent: SentInteraction) -> str:
    """The text of the first private follow-up to an interaction (after a deferred update
    of an ephemeral hand message, whose own response is the hand)."""
    followups = await _followups(sent)
    assert followups[0].ephemeral, "a private answer"
    return followups[0].text


async def _followups(sent: SentInteraction) -> list[SeenMessage]:
    await sent.api.recorder.wait_until(
        lambda: sent.followups() or None, what=f"a followup to {sent.id}"
    )
    return sent.followups()


async def raw_slash(
    fake: FakeDiscord,
    user: str,
    command: str,
    options: list[dict[str, Any]] | None = None,
    *,
    resolved: dict[str, Any] | None = None,
    channel: Any = None,
):
    """`/command` with option JSON exactly as given, as a modified client might send it.

    `fake.slash` checks the options against the synced definition (names, choices); this
    does not: out-of-range numbers, values outside the choices, users who are not members
    (put them in `resolved["users"]` only). Returns the `SentInteraction`.
    """
    words = command.split()
    registered = fake.world.find_command(words[0])
    inner: list[dict[str, Any]] = list(options or [])
    for word in reversed(words[1:]):
        inner = [{"name": word, "type": 1, "options": inner}]
    data: dict[str, Any] = {
        "id": str(registered.id),
        "name": registered.name,
        "type": 1,
        "options": inner,
    }
    if registered.guild_id is not None:
        data["guild_id"] = str(registered.guild_id)
    if resolved:
        data["resolved"] = resolved
    who = fake.user(user)
    return await fake._send(2, who, fake.channel(channel), data)


async def start_with_computers(fake: FakeDiscord, bot: BarbuBot, rules: str) -> Table:
    table, lobby = await open_table(fake, bot, "alice", {"rules": rules, "computers": 3})
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    assert table.seat_of(fake.user("alice").id) == 0
    return table


# One move of alice's, made through the controls of her hand message (any game).
Move = Callable[[FakeDiscord, Table, SeenMessage], Awaitable[None]]


async def first_choice(fake: FakeDiscord, table: Table, hand: SeenMessage) -> None:
    """Alice's move: the first choice her hand message offers (`play_first_choice`)."""
    await play_first_choice(fake, "alice", hand)


def into_barbu_deal(table: Table, deal: int, plays: int) -> bool:
    """Whether a Barbu table is `plays` cards into deal `deal`: tricks or Domino moves (a
    deal's contract is the declarer's, so the deal may be a Domino(es) one, without tricks)."""
    state = table.state
    played = 4 * len(state.tricks) + len(state.trick) + len(state.domino_moves)
    return state.deal == deal and played >= plays


async def play_until(
    fake: FakeDiscord, table: Table, done: Callable[[], bool], move: Move = first_choice
) -> int:
    """At each of alice's turns (seat 0), her hand message and `move`, until `done()` or the
    end of the game; the moves she made. Any game: `move` knows its controls."""
    moves = 0
    while not done():
        try:
            await wait_for_turn(fake, table, 0)
        except TimeoutError:
            raise AssertionError(f"stalled waiting for alice's turn: {stalled(table)}") from None
        if table.status != "playing" or done():
            break
        await move(fake, table, await open_hand(fake, "alice", table))
        moves += 1
    return moves


def stalled(table: Table) -> str:
    """Where a game stands, for a test that waited in vain."""
    state = table.state
    if state is None or table.status != "playing":
        return f"table {table.id} is {table.status}"
    actors = state.actors()
    return (
        f"phase {state.phase}, actors {actors}, legal "
        f"{[state.legal_actions(s) for s in actors]}, computers "
        f"{[table.is_computer(s) for s in actors]}"
    )


# ------------------------------------------------------------------ Gin Slaughtre


async def start_against_computer(fake: FakeDiscord, bot: BarbuBot, match: int) -> Table:
    """`/slaughter start` by alice against the computer, started."""
    options = {"computer": True, "match": match}
    lobby = await (await fake.slash("alice", "slaughter start", options)).response()
    assert lobby is not None and f"first to {match}" in lobby.text
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("alice", lobby, custom_id=f"tbl:lobby:{table.id}:start")).response()
    await fake.wait_until(lambda: table.status == "playing")
    assert table.seat_of(fake.user("alice").id) == 0 and table.is_computer(1)
    return table


async def slaughter_move(fake: FakeDiscord, table: Table, hand: SeenMessage) -> None:
    """Alice makes the engine's first legal Gin Slaughtre move through the hand's controls
    (each button found by the move its custom id carries: the same in every language)."""
    index = table.action_count
    assert hand.selects or enabled_buttons(hand), (hand.text, table.state.actors())
    legal = table.state.legal_actions(0)
    first = "ready" if "ready" in legal else legal[0]  # no endless rearranging
    if first.startswith("play:"):
        cards = first[5:].split(",")
        hand = await (await fake.select("alice", hand, cards)).reply()
        assert table.action_count == index, "picking cards is not a move"
    elif first.startswith("swap:"):
        await (await fake.select("alice", hand, [first])).reply()
        return
    button = next(b for b in enabled_buttons(hand) if b["custom_id"].endswith(f":{first}"))
    await (await fake.click("alice", hand, custom_id=button["custom_id"])).reply()
    assert table.action_count > index


async def finish_series(
    storage: Storage,
    fake: FakeDiscord,
    humans: dict[str, tuple[int, int]],
    computers: int,
    guild: Guild | None = None,
) -> None:
    """A finished Marley Barbu series in `guild` (the first one by default), stored as the
    bot stores one at its end: the table, then its results (user, place, score) for the
    human seats, with their names, then announced."""
    guild_id = (guild or fake.world.guild).id
    seats = [SeatRecord(fake.user(n).id, fake.user(n).display_name) for n in humans]
    seats += [SeatRecord(None, f"Computer {i + 1}", "basic") for i in range(computers)]
    table_id = await storage.create_table(
        guild_id=guild_id, channel_id=fake.channel("general", guild).id,
        host_id=seats[0].user_id or 0,
        game="barbu", options={"rules": "marley"}, settings={}, seed=7, seats=seats,
    )  # fmt: skip
    await storage.update_table(table_id, status="playing")
    await storage.finish_table(
        table_id,
        guild_id=guild_id,
        game="barbu",
        results=[(fake.user(n).id, place, score) for n, (place, score) in humans.items()],
        names={seat.user_id: seat.name for seat in seats if seat.user_id is not None},
    )
    await storage.update_table(table_id, announced=True)


async def database_settings(backend: str, request: pytest.FixtureRequest) -> dict[str, str]:
    """The bot's database setting for `backend`: none for SQLite (the plugin's file), or a
    fresh database of the run's PostgreSQL server."""
    if backend == "postgres":
        return {"database_url": await request.getfixturevalue("postgres_server").new_database()}
    return {}
