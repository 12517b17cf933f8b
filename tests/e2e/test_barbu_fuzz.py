"""Fuzzing the bot's interactions: thousands of clicks nobody should be able to make count.

Three tables share the fake guild: A, four humans (alice, bob, carol, dave) in a
thread of #general; B, erin and three computers, also started from #general; C, a
lobby carol keeps open in #barbu. The game at A (and at B) is moved on by
legitimate clicks, and every legitimate move is made inside a burst of bad
interactions sent at once (asyncio.gather):

- stale controls: every button and menu of every hand message a player was ever
  shown (old moves, old deals), clicked with any values;
- current controls that are not allowed: disabled cards, menu values that were
  not offered or are malformed, zero or two values, the wrong component type;
- custom ids that are not on the message (a forged legitimate move among them),
  which discord.py must ignore without answering;
- wrong user, wrong table: "Your hand" of a table one is not seated at, lobby
  buttons pressed by people who may not press them;
- double and concurrent clicks on the legitimate control (one is accepted), also
  racing the turn timer (`TableHub.time_out_now`) and, at table B, the computers.

Oracle, per burst: the action log (read back from the database with who made each
move) grows by exactly the legitimate move(s) plus moves nobody chose (forced
moves, computers, the timer); the game state equals a fresh replay of its log.
Per interaction: answered privately (a new ephemeral message, an update of the
user's own ephemeral message, or a deferred update plus an ephemeral followup),
never "Something went wrong", acknowledged before the 3 s deadline (the fake's clock:
it refuses a late callback with 10062); ignored only if its custom id is not on its
message. No 10062/40060 request, no ERROR log. Every kind of interaction above is sent
(`KINDS`); the number of bursts is fixed, so nothing depends on the machine's speed.

Then the slash commands with malformed options (sent raw, bypassing the fake's
checks), abandon/replace by the wrong people, and the end of the tables.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import random
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import games
from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import (
    FAST,
    WakeWaiters,
    open_table,
    raw_slash,
    table_message,
    wait_for_table,
)
from tests.fakediscord import payloads
from tests.fakediscord.model import EPHEMERAL, LOADING
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.users import SentInteraction

PLAYERS = ("alice", "bob", "carol", "dave")
USERS = (*PLAYERS, "erin")
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
# Bursts at table A, one for each decision made there (then the endgame phases run). Deal 1
# takes at most 57 decisions: the bursts go through its end, into deal 2 (Domino).
BURSTS = 90
# Contracts alice declares at table A, deal by deal (then the first one offered).
STEERED = {1: "contract:no-queens", 2: "contract:domino:8", 3: "contract:trumps:S"}

# fmt: off
MALFORMED = [
    '', ' ', '\x00', 'null', 'None', '0', '-1', 'pass', 'PASS', 'play:', 'play:ZZ', 'play:AS',
    'play:QS', 'play:10H', 'play:X1', 'contract:', 'contract:nope', 'contract:trumps',
    'contract:trumps:X', 'contract:trumps:h', 'contract:domino', 'contract:domino:1',
    'contract:domino:88', 'contract:no-queens ', ' contract:no-queens', 'CONTRACT:NO-QUEENS',
    'contract:no-queens\n', 'contract:no-queens:extra', 'contract:royalty', 'contract:dominoes',
    'double:', 'double:0,1,2,3', 'double:5', 'double:-1', 'double:1,1', 'double:3,1', 'double:a',
    'double:1,', 'double:' + '9' * 5000, '9' * 5000, 'x' * 100, 'x' * 4000,
    '🂡', 'é' * 50, 'tbl:act:1:0:pass', '{}', '[]',
    '%s%s%s', "'; DROP TABLE actions; --",
]
# fmt: on


# ------------------------------------------------------------------ records


@dataclass
class Shot:
    """One interaction sent, what it was meant to probe and what must come of it."""

    kind: str
    sent: SentInteraction
    user_id: int
    expect: str  # "refuse" (no move), "noop" (answer, no move), "race" (a legitimate move)
    ignored: bool = False  # its custom id is not on the message: discord.py drops it


@dataclass
class Legit:
    """A legitimate move made inside a burst: at most one of its clicks is accepted."""

    table: Table
    user_id: int
    seat: int
    index: int
    actions: set[str]
    timer_race: bool = False  # raced with time_out_now: the timer may have moved instead


@dataclass
class Fuzz:
    fake: FakeDiscord
    bot: BarbuBot
    db_path: Path
    rng: random.Random
    shots: list[Shot] = field(default_factory=list)
    counts: collections.Counter[str] = field(default_factory=collections.Counter)
    hands: dict[str, list[int]] = field(default_factory=lambda: collections.defaultdict(list))
    table_messages: dict[int, list[int]] = field(
        default_factory=lambda: collections.defaultdict(list)
    )
    lobbies: dict[int, int] = field(default_factory=dict)  # table id -> lobby message id
    legit: list[Legit] = field(default_factory=list)

    # --------------------------------------------------------- sending

    def uid(self, name: str) -> int:
        return self.fake.user(name).id

    async def send(
        self,
        kind: str,
        user: str,
        message_id: int,
        custom_id: str,
        *,
        values: list[Any] | None = None,
        component_type: int = 2,
        expect: str = "refuse",
    ) -> Shot:
        if self._computer_on_turn(custom_id):
            self.counts["(of which sent during a computer's turn)"] += 1
        sent = await self.fake.raw_component(
            user, message_id, custom_id, values=values, component_type=component_type
        )
        ignored = not _on_message(
            sent.interaction.payload.get("message") or {}, custom_id, component_type
        )
        shot = Shot(kind, sent, self.uid(user), expect, ignored)
        self.shots.append(shot)
        self.counts[kind] += 1
        return shot

    def _computer_on_turn(self, custom_id: str) -> bool:
        parts = custom_id.split(":")
        if len(parts) < 3 or not parts[2].isdigit():
            return False
        table = self.bot.hub.get(int(parts[2]))
        seat = table.actor() if table is not None and table.status == "playing" else None
        return seat is not None and table.is_computer(seat)

    def note_table_messages(self, *tables: Table) -> None:
        for table in tables:
            mid = table.record.table_message_id
            if mid is not None and mid not in self.table_messages[table.id]:
                self.table_messages[table.id].append(mid)

    # --------------------------------------------------------- state

    def db_actions(self, table: Table) -> list[tuple[int, int, str, int | None]]:
        with sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True) as db:
            rows = db.execute(
                "SELECT idx, seat, action, actor_id FROM actions WHERE table_id = ? ORDER BY idx",
                (table.id,),
            ).fetchall()
        return [tuple(row) for row in rows]  # type: ignore[misc]

    def would_accept(self, user_id: int, custom_id: str, values: list[Any] | None) -> bool:
        """Whether the bot should take this as a move now (a legitimate click)."""
        parts = custom_id.split(":", 4)
        if len(parts) < 4 or parts[0] != "tbl" or parts[1] not in ("act", "sel"):
            return False
        table = self.bot.hub.get(int(parts[2]))
        if table is None or table.status != "playing" or table.state is None:
            return False
        seat = table.seat_of(user_id)
        if seat is None or seat != table.actor() or int(parts[3]) != table.action_count:
            return False
        if parts[1] == "act":
            action = parts[4]
        else:
            if not values or len(values) != 1:
                return False
            action = str(values[0])
        return action in table.state.legal_actions(seat)

    # --------------------------------------------------------- the bad inputs

    def candidates(self, tables: dict[str, Table]) -> list[dict[str, Any]]:
        """Every bad interaction the users can send now (sampled by the caller)."""
        found: list[dict[str, Any]] = []
        world = self.fake.world
        for user in USERS:
            uid = self.uid(user)
            # The user's hand messages, the newest ones and a sample of the older ones.
            older = self.hands[user][:-10]
            mids = self.hands[user][-10:] + self.rng.sample(older, min(6, len(older)))
            for mid in mids:
                message = world.messages.get(mid)
                if message is None:
                    continue
                for component in _components(message):
                    cid = component.get("custom_id", "")
                    if cid.startswith("tbl:back:"):
                        continue  # Take my seat back: test_turns
                    kind = cid.split(":")[1] if cid.startswith("tbl:") else "?"
                    if kind == "back":
                        continue  # Previous trick: a look, never a move (test_barbu_deals)
                    if component.get("type") == 2:
                        if self.would_accept(uid, cid, None):
                            continue
                        if kind == "tog":
                            table = self.bot.hub.get(int(cid.split(":")[2]))
                            index = int(cid.split(":")[3])
                            stale = table is None or index != table.action_count
                            found.append(
                                dict(
                                    kind="toggle-stale" if stale else "toggle-current",
                                    user=user,
                                    mid=mid,
                                    cid=cid,
                                    expect="noop",
                                )
                            )
                        else:
                            table = self.bot.hub.get(int(cid.split(":")[2]))
                            index = int(cid.split(":")[3])
                            stale = table is None or index != table.action_count
                            label = "button-stale" if stale else "button-illegal"
                            if component.get("disabled"):
                                label = "button-disabled"
                            found.append(dict(kind=label, user=user, mid=mid, cid=cid))
                        # The same id sent as a select: not on the message as one.
                        if self.rng.random() < 0.15:
                            found.append(
                                dict(
                                    kind="wrong-component-type",
                                    user=user,
                                    mid=mid,
                                    cid=cid,
                                    values=["x"],
                                    ctype=3,
                                )
                            )
                    elif component.get("type") == 3:
                        offered = [o["value"] for o in component.get("options") or []]
                        table = self.bot.hub.get(int(cid.split(":")[2]))
                        if table is not None and int(cid.split(":")[3]) == table.action_count:
                            # The current menu: every malformed value, and unoffered ones.
                            legal = set(table.state.legal_actions(table.actor() or 0))
                            for value in MALFORMED:
                                if value not in legal:
                                    found.append(
                                        dict(
                                            kind="select-bad-value",
                                            user=user,
                                            mid=mid,
                                            cid=cid,
                                            values=[value],
                                            ctype=3,
                                        )
                                    )
                        for values in (
                            [self.rng.choice(offered)] if offered else ["x"],
                            [self.rng.choice(MALFORMED)],
                            [self.rng.choice(MALFORMED)],
                            [],
                            offered[:2] if len(offered) > 1 else ["a", "b"],
                            offered[:25],
                        ):
                            if self.would_accept(uid, cid, values):
                                continue
                            stale = "select-bad-value"
                            table = self.bot.hub.get(int(cid.split(":")[2]))
                            if table is None or int(cid.split(":")[3]) != table.action_count:
                                stale = "select-stale"
                            if len(values) != 1:
                                stale = "select-value-count"
                            found.append(
                                dict(
                                    kind=stale, user=user, mid=mid, cid=cid, values=values, ctype=3
                                )
                            )
                        found.append(
                            dict(kind="wrong-component-type", user=user, mid=mid, cid=cid, ctype=2)
                        )
                # A forged id that is not on this message: a move that would be legal.
                forged = []
                for table in tables.values():
                    seat = table.actor()
                    if table.state is None or seat is None:
                        continue
                    for action in table.state.legal_actions(seat)[:3]:
                        forged.append(
                            dict(
                                kind="forged-absent",
                                user=user,
                                mid=mid,
                                cid=f"tbl:act:{table.id}:{table.action_count}:{action}",
                            )
                        )
                    forged.append(
                        dict(
                            kind="forged-absent",
                            user=user,
                            mid=mid,
                            cid=f"tbl:sel:{table.id}:{table.action_count}",
                            values=table.state.legal_actions(seat)[:1],
                            ctype=3,
                        )
                    )
                if forged:
                    found.append(self.rng.choice(forged))
            # Public messages: Your hand of tables the user is not seated at, old table
            # messages, closed lobbies (their buttons are gone: ignored), open lobby C.
            for table in tables.values():
                seated = table.seat_of(uid) is not None
                for mid in self.table_messages[table.id]:
                    cid = f"tbl:hand:{table.id}"
                    if not seated:
                        found.append(dict(kind="hand-not-seated", user=user, mid=mid, cid=cid))
                    forged_id = self.rng.choice(
                        [f"tbl:act:{table.id}:{table.action_count}:pass", *JUNK_IDS]
                    )
                    found.append(dict(kind="forged-absent", user=user, mid=mid, cid=forged_id))
                lobby = self.lobbies.get(table.id)
                if lobby is None:
                    continue
                if table.status != "lobby":
                    found.append(
                        dict(
                            kind="lobby-closed",
                            user=user,
                            mid=lobby,
                            cid=f"tbl:lobby:{table.id}:start",
                        )
                    )
                    continue
                host = table.record.host_id == uid
                refused_ops = ["join"] if seated else ["leave"]
                if host:
                    refused_ops.append("leave")
                else:
                    refused_ops += ["bot", "start"]
                    if user != "alice":  # alice owns the guild: she may cancel any table
                        refused_ops.append("cancel")
                for op in refused_ops:
                    found.append(
                        dict(
                            kind=f"lobby-{op}-refused",
                            user=user,
                            mid=lobby,
                            cid=f"tbl:lobby:{table.id}:{op}",
                        )
                    )
        return found

    def _sends_a_move(self, c: dict[str, Any]) -> bool:
        """A forged id that happens to be on the message is a legitimate click: leave it out."""
        message = self.fake.world.messages[c["mid"]]
        json = {"components": message.components}
        present = _on_message(json, c["cid"], c.get("ctype", 2))
        return present and self.would_accept(self.uid(c["user"]), c["cid"], c.get("values"))

    async def burst(
        self,
        tables: dict[str, Table],
        size: int,
        races: list[tuple[Legit, list[tuple[str, str, int, str, list[str] | None]]]],
        *,
        timer: Table | None = None,
    ) -> None:
        """Send `size` bad interactions and the legitimate race clicks, all at once."""
        pool = [c for c in self.candidates(tables) if not self._sends_a_move(c)]
        # Every malformed value on a current menu goes; one of each other kind on offer
        # (the rare kinds too); then a sample of the rest, `size` in all.
        chosen = [c for c in pool if c["kind"] == "select-bad-value"]
        by_kind: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
        for c in pool:
            if c["kind"] != "select-bad-value":
                by_kind[c["kind"]].append(c)
        for group in by_kind.values():
            chosen.append(group.pop(self.rng.randrange(len(group))))
        rest = [c for group in by_kind.values() for c in group]
        chosen += self.rng.sample(rest, max(0, min(size - len(by_kind), len(rest))))
        jobs: list[Any] = []
        for c in chosen:
            jobs.append(
                self.send(
                    c["kind"],
                    c["user"],
                    c["mid"],
                    c["cid"],
                    values=c.get("values"),
                    component_type=c.get("ctype", 2),
                    expect=c.get("expect", "refuse"),
                )
            )
        for legit, clicks in races:
            self.legit.append(legit)
            for kind, user, mid, cid, values in clicks:
                jobs.append(
                    self.send(
                        kind,
                        user,
                        mid,
                        cid,
                        values=values,
                        component_type=3 if values is not None else 2,
                        expect="race",
                    )
                )
        self.rng.shuffle(jobs)
        if timer is not None:
            # First, so that it reads the turn before any click arrives; it races them.
            jobs.insert(0, self.bot.hub.time_out_now(timer))
            self.counts["timer-race"] += 1
        before = {t.id: t.action_count for t in tables.values()}
        start = len(self.shots)
        await asyncio.gather(*jobs)
        if timer is not None:
            # A player whose turns run out twice in a row loses the seat to the computer
            # (test_turns): the races here are about one move, not about being away.
            # (In memory only: this run does not restart the bot.)
            for seat in timer.seats:
                seat.missed = 0
        await self.settle(self.shots[start:])
        # A click is acknowledged before its move is written: wait for the legitimate moves
        # (another edit of the same hand message may have answered `settle` first).
        legits = [lg for lg, _ in races if not lg.timer_race]
        await self.fake.wait_until(
            lambda: all(lg.table.action_count > lg.index for lg in legits), timeout=10
        )
        mine = self.shots[start:]
        for table in tables.values():
            legits = [lg for lg, _ in races if lg.table is table]
            accepted = self.check_table(table, before[table.id], legits)

            # The accepted click, and only it, is answered with the updated hand: the
            # others that got past the first look are told why not in a follow-up.
            def updated(table: Table = table, accepted: list[Any] = accepted) -> bool:
                answered_as_move = [
                    s
                    for s in mine
                    if s.expect == "race"
                    and s.sent.interaction.response_type == 6
                    and not s.sent.followups()
                    and s.sent.interaction.payload["data"]["custom_id"].split(":")[2]
                    == str(table.id)
                ]
                return len(answered_as_move) == len(accepted)

            await self.fake.wait_until(updated, timeout=10)

    async def settle(self, shots: list[Shot]) -> None:
        """Wait until every interaction that must be answered is answered."""

        async def one(shot: Shot) -> None:
            if shot.ignored:
                return
            try:
                await shot.sent.reply()
            except TimeoutError:
                it = shot.sent.interaction
                callbacks = [
                    (r.status, r.response)
                    for r in self.fake.requests
                    if r.route == CALLBACK and r.params["interaction_id"] == str(it.id)
                ]
                raise AssertionError(
                    f"{shot.kind}: no answer in 8 s: {it.payload['data']} callbacks {callbacks}"
                ) from None

        await asyncio.gather(*(one(s) for s in shots))

    def check_table(self, table: Table, before: int, races: list[Legit]) -> list[Any]:
        """Only legitimate moves were accepted; state == replay(log); the log is on disk."""
        logged = self.db_actions(table)
        memory = table.record.actions
        if table.state is None:
            assert logged == [] and memory == []
            return []
        assert [(s, a) for _, s, a, _ in logged[: len(memory)]] == memory
        assert len(logged) - len(memory) in (0, 1), "at most one move in flight"
        human = [(i, s, a, who) for i, s, a, who in logged[before:] if who is not None]
        accepted = []
        for legit in races:
            mine = [h for h in human if h[3] == legit.user_id and h[0] == legit.index]
            assert len(mine) <= 1
            if not legit.timer_race:
                assert len(mine) == 1, f"the legitimate click was not accepted: {legit}"
            if mine:
                assert mine[0][1] == legit.seat and mine[0][2] in legit.actions
                accepted.extend(mine)
            at_index = [row for row in logged if row[0] == legit.index]
            if at_index or not legit.timer_race:
                assert at_index and at_index[0][1] == legit.seat
        assert sorted(human) == sorted(accepted), f"moves accepted wrongly: {human} {races}"
        # Every move nobody chose was forced or a computer's (or the timer's).
        replayed = games.replay(
            table.engine, table.record.seed, len(table.seats), table.record.options, []
        )
        for i, seat, action, who in logged[: len(memory)]:
            if who is None and i >= before and not table.is_computer(seat):
                timer = any(lg.timer_race and lg.index == i for lg in races)
                assert timer or replayed.legal_actions(seat) == [action], (i, seat, action)
            replayed.apply(seat, action)
        assert replayed.to_json() == table.state.to_json()
        return accepted


# Every kind of interaction the test sends (`Fuzz.counts`): each must have been sent.
KINDS = {
    # stale, illegal or malformed controls of hand messages
    "button-disabled", "toggle-current",
    "select-bad-value", "select-value-count", "wrong-component-type",
    # ids that are not on the message; wrong user, wrong table
    "forged-absent", "hand-not-seated", "lobby-closed", "lobby-join-refused",
    "lobby-leave-refused", "lobby-bot-refused", "lobby-start-refused", "lobby-cancel-refused",
    # one's own hand, and the legitimate move clicked several times, racing the timer
    "hand-own", "hand-own-double-click", "race-button", "race-button-other", "race-select",
    "race-select-other", "timer-race", "(of which sent during a computer's turn)",
    # the lobby's races, and slash commands with bad options
    "lobby-join-race", "lobby-leave-race", "lobby-start-race", "lobby-cancel-race",
    "slash-abandon", "slash-replace", "slash-stats", "slash-start",
}  # fmt: skip
# Sent when a burst catches them: a superseded hand message loses its controls and the
# current one is redrawn after each move (issue 16 item 5), so stale menus and toggles
# stay on a message only for the moment between a move and that edit; so do the enabled
# buttons of a game that stopped running (an abandoned table's hands lose their controls),
# and a stale button (seen 0 to 31 times a run, here and at the commit before the table
# message's V2 layout; a click on an out-of-date hand is checked on its own in
# test_barbu_faults.py).
CAUGHT_KINDS = {"toggle-stale", "select-stale", "button-illegal", "button-stale"}

# fmt: off
JUNK_IDS = [
    'tbl:hand:999999999', 'tbl:act:999999999:0:pass', 'tbl:tog:1:0:15:3', 'tbl:sel:1:0',
    'tbl:lobby:1:start', 'tbl:hand:', 'tbl:act:1:-1:pass', 'tbl:hand:1:extra',
    'tbl:act:99999999999999999999999999999:0:play:QS', '', '🂡',
]
# fmt: on


def _components(message: Any) -> list[dict[str, Any]]:
    found = []
    for row in message.components:
        found.extend(row.get("components") or [])
    return found


def _on_message(message_json: dict[str, Any], custom_id: str, component_type: int) -> bool:
    """Whether the message has that component, however deep (V2 nests action rows)."""
    stack = list(message_json.get("components") or [])
    while stack:
        component = stack.pop()
        if component.get("custom_id") == custom_id and component.get("type") == component_type:
            return True
        stack.extend(component.get("components") or [])
    return False


# ------------------------------------------------------------------ driving the games


async def until(fake: FakeDiscord, predicate: Any) -> None:
    """Wait for a condition on the bot's tables and what the fake shows: re-checked on each
    request the fake records and on each change of a table (`WakeWaiters`)."""
    await fake.wait_until(predicate, timeout=30)


async def clicks_while_a_computer_thinks(
    fuzz: Fuzz, tables: dict[str, Table], table: Table
) -> None:
    """Hold every computer's thinking, let the human at `table` (Erin, seat 0) move until a
    computer is to move there, send a burst while it waits, then let the computers go on."""
    hub = fuzz.bot.hub
    think = hub.think
    release = asyncio.Event()

    async def held(*args: Any, **kwargs: Any) -> Any:
        await release.wait()
        return await think(*args, **kwargs)

    def computer_to_move() -> bool:
        seat = table.actor()
        return table.status == "playing" and seat is not None and table.is_computer(seat)

    kind = "(of which sent during a computer's turn)"
    before = fuzz.counts[kind]
    hub.think = held  # type: ignore[method-assign]
    try:
        # A computer whose thinking began before the hold may still move once: hence a loop.
        for _ in range(8):
            if fuzz.counts[kind] > before:
                break
            await until(
                fuzz.fake,
                lambda: computer_to_move() or chooser(fuzz.fake, table, {0}) is not None,
            )
            if not computer_to_move():
                hand = await open_hands(fuzz, table, "erin", 1)
                await fuzz.burst(tables, 10, [race_clicks(fuzz, table, "erin", hand, None)])
                continue
            await fuzz.burst(tables, 30, [])
    finally:
        release.set()
        hub.think = think  # type: ignore[method-assign]
    assert fuzz.counts[kind] > before, "no click reached a computer's turn"


def chooser(fake: FakeDiscord, table: Table, seats: set[int]) -> int | None:
    """The seat among `seats` with a real choice now (and the table message is up)."""
    seat = table.actor()
    if (
        table.status == "playing"
        and seat in seats
        and len(table.state.legal_actions(seat)) > 1
        and shows_table(fake, table)
    ):
        return seat
    return None


def shows_table(fake: FakeDiscord, table: Table) -> bool:
    try:
        table_message(fake, "alice", table)
    except LookupError:
        return False
    return True


async def open_hands(fuzz: Fuzz, table: Table, user: str, times: int) -> int:
    """Press Your hand `times` at once (a double click); the newest hand message's id."""
    # The newest table message, as the fake shows it (the bot notes its id a little later).
    mid = table_message(fuzz.fake, user, table).id
    fuzz.note_table_messages(table)
    if mid not in fuzz.table_messages[table.id]:
        fuzz.table_messages[table.id].append(mid)
    shots = await asyncio.gather(
        *(
            fuzz.send(
                "hand-own" if times == 1 else "hand-own-double-click",
                user,
                mid,
                f"tbl:hand:{table.id}",
                expect="noop",
            )
            for _ in range(times)
        )
    )
    await fuzz.settle(list(shots))
    newest = 0
    for shot in shots:
        # A follow-up to the deferred update of the table message (which the table's own
        # edits may meanwhile have edited through the same token).
        def private(sent: SentInteraction = shot.sent) -> SeenMessage | None:
            return next((m for m in reversed(sent.followups()) if m.ephemeral), None)

        hand = await fuzz.fake.wait_until(private)
        assert hand is not None and hand.ephemeral, "Your hand answers privately"
        fuzz.hands[user].append(hand.id)
        newest = max(newest, hand.id)
    return newest


def race_clicks(
    fuzz: Fuzz, table: Table, user: str, hand_id: int, deal_contract: str | None
) -> tuple[Legit, list[tuple[str, str, int, str, list[str] | None]]]:
    """The legitimate move of `user` on their hand message, clicked several times at once."""
    message = fuzz.fake.world.messages[hand_id]
    uid = fuzz.uid(user)
    seat = table.seat_of(uid)
    assert seat is not None
    index = table.action_count
    legal = table.state.legal_actions(seat)
    clicks: list[tuple[str, str, int, str, list[str] | None]] = []
    actions: set[str] = set()
    times = fuzz.rng.choice([1, 2, 2, 3, 5])
    for component in _components(message):
        cid = component.get("custom_id", "")
        if component.get("type") == 3:
            values = [o["value"] for o in component["options"]]
            value = deal_contract if deal_contract in values else values[0]
            clicks += [("race-select", user, hand_id, cid, [value])] * times
            actions.add(value)
            # Sometimes (and the first time it can) another legal value at the same moment.
            if len(values) > 1 and (
                not fuzz.counts["race-select-other"] or fuzz.rng.random() < 0.3
            ):
                other = fuzz.rng.choice([v for v in values if v != value])
                clicks.append(("race-select-other", user, hand_id, cid, [other]))
                actions.add(other)
            break
    else:
        buttons = [
            c
            for c in _components(message)
            if c.get("type") == 2
            and not c.get("disabled")
            and fuzz.would_accept(uid, c.get("custom_id", ""), None)
        ]
        assert buttons, (message.text, legal)
        confirm = [b for b in buttons if b.get("label", "").startswith("Confirm")]
        target = confirm[0] if confirm else fuzz.rng.choice(buttons)
        clicks += [("race-button", user, hand_id, target["custom_id"], None)] * times
        actions.add(target["custom_id"].split(":", 4)[4])
        others = [b for b in buttons if b is not target]
        if others and (not fuzz.counts["race-button-other"] or fuzz.rng.random() < 0.3):
            other = fuzz.rng.choice(others)
            clicks.append(("race-button-other", user, hand_id, other["custom_id"], None))
            actions.add(other["custom_id"].split(":", 4)[4])
    assert actions <= set(legal), (actions, legal)
    return Legit(table, uid, seat, index, actions), clicks


# ------------------------------------------------------------------ checks at the end


def check_answers(fuzz: Fuzz) -> dict[str, Any]:
    """Every interaction answered privately and in time; the figures for the report."""
    fake = fuzz.fake
    callbacks = {int(r.params["interaction_id"]): r for r in fake.requests if r.route == CALLBACK}
    latencies: list[float] = []
    problems: list[str] = []
    won = 0
    for shot in fuzz.shots:
        it = shot.sent.interaction
        if shot.ignored:
            if it.acknowledged:
                problems.append(f"{shot.kind}: an id absent from the message was answered")
            continue
        request = callbacks.get(it.id)
        if not it.acknowledged or request is None or request.status >= 400:
            problems.append(f"{shot.kind}: not acknowledged ({request})")
            continue
        latencies.append(request.at - it.created_at)
        kind = it.response_type
        if kind == 4:
            message = fake.world.messages[it.original_message_id or 0]
            if not message.flags & EPHEMERAL:
                problems.append(f"{shot.kind}: a public answer {message.text!r}")
            if "Something went wrong" in message.text:
                problems.append(f"{shot.kind}: {message.text!r}")
        elif kind == 7 and shot.expect == "lobby":
            if it.message_id not in fuzz.lobbies.values():
                problems.append(f"{shot.kind}: updated a message that is not a lobby")
            won += 1
        elif kind == 7 or (kind == 6 and not shot.sent.followups() and shot.expect != "lobby"):
            # The clicked message updated (7), or a deferred update answered by editing it (6):
            # it must be the user's own hand.
            target = fake.world.messages[it.message_id or 0]
            if not (target.flags & EPHEMERAL and target.interaction_user_id == shot.user_id):
                problems.append(f"{shot.kind}: updated a message that is not the user's own")
            if shot.expect == "refuse":
                problems.append(f"{shot.kind}: a refused click was answered as a move")
            if shot.expect == "race":
                won += 1
        elif kind == 5:
            # "Thinking…", then the private message itself became the answer (Your hand).
            message = fake.world.messages[it.original_message_id or 0]
            if not message.flags & EPHEMERAL:
                problems.append(f"{shot.kind}: a public answer {message.text!r}")
            if message.flags & LOADING or "Something went wrong" in message.text:
                problems.append(f"{shot.kind}: still thinking, or {message.text!r}")
        elif kind == 6:
            followups = shot.sent.followups()
            if shot.expect not in ("race", "lobby") and not (
                followups and all(m.ephemeral for m in followups)
            ):
                problems.append(f"{shot.kind}: deferred without a private followup")
            if any("Something went wrong" in m.text for m in followups):
                problems.append(f"{shot.kind}: {followups[0].text!r}")
        else:
            problems.append(f"{shot.kind}: answered with type {kind}")
    assert not problems, problems[:20]
    bad = [
        (r.route, r.status, r.response)
        for r in fake.requests
        if isinstance(r.response, dict) and r.response.get("code") in (10062, 40060, 10015)
    ]
    assert not bad, bad[:10]
    return {"latencies": latencies, "won": won}


# ------------------------------------------------------------------ the test


@pytest.mark.long
async def test_thousands_of_bad_interactions_change_nothing(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, tmp_path: Path, caplog
) -> None:
    caplog.set_level(logging.WARNING)
    began = time.monotonic()  # for the report only
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    bot.hub.listeners.append(WakeWaiters(fake))
    fuzz = Fuzz(fake, bot, tmp_path / "barbu.sqlite3", random.Random(20261122))

    # Table A: four humans. Table B: erin and three computers. Lobby C stays open.
    a, lobby_a = await open_table(fake, bot, "alice", {"rules": "barbu"})
    for name in PLAYERS[1:]:
        await (await fake.click(name, lobby_a, label="Join")).response()
    await (await fake.click("alice", lobby_a, label="Start")).response()
    b, lobby_b = await open_table(fake, bot, "erin", {"rules": "barbu", "computers": 3})
    await (await fake.click("erin", lobby_b, label="Start")).response()
    c, lobby_c = await open_table(fake, bot, "carol", {"rules": "marley", "computers": 1})
    assert lobby_c.channel_id == lobby_a.channel_id  # all three from #general
    fuzz.lobbies.update({a.id: lobby_a.id, b.id: lobby_b.id, c.id: lobby_c.id})
    tables = {"A": a, "B": b, "C": c}
    c_seats = list(c.seats)

    # ---------------------------------------------------------------- the bursts
    decisions = collections.Counter()
    phases = collections.Counter()
    for _ in range(BURSTS):
        await until(fake, lambda: chooser(fake, a, {0, 1, 2, 3}) is not None)
        fuzz.note_table_messages(a, b)
        seat = chooser(fake, a, {0, 1, 2, 3})
        assert seat is not None
        user = PLAYERS[seat]
        phases[f"A:{a.state.phase}"] += 1
        hand = await open_hands(fuzz, a, user, fuzz.rng.choice([1, 1, 2]))
        races = [race_clicks(fuzz, a, user, hand, STEERED.get(a.state.deal))]
        # Erin moves at B when it is her turn; the computers play during the burst.
        if chooser(fake, b, {0}) is not None:
            phases[f"B:{b.state.phase}"] += 1
            b_hand = await open_hands(fuzz, b, "erin", 1)
            races.append(race_clicks(fuzz, b, "erin", b_hand, None))
        timer = a if decisions["A"] % 9 == 8 else None
        if timer is not None:
            races[0][0].timer_race = True
        await fuzz.burst(tables, fuzz.rng.choice([30, 45, 60]), races, timer=timer)
        decisions["A"] += 1
        decisions["B"] += len(races) - 1
        assert c.seats == c_seats and c.status == "lobby"
    assert {"A:contract", "A:double", "A:play"} <= set(phases), phases
    assert a.state.deal >= 2  # a deal ended amid the bursts: a new table message, old hands

    # ----------------------------------- clicks while a computer thinks at B
    # The bursts above catch a computer's turn only when timing allows: here the computers'
    # thinking is held until a burst has landed on B while one of them is to move.
    await clicks_while_a_computer_thinks(fuzz, tables, b)

    # --------------------------------------------------- lobby C: double clicks
    # Carol's lobby has two free seats: everyone presses Join three times at once.
    joins = [
        fuzz.send("lobby-join-race", u, lobby_c.id, f"tbl:lobby:{c.id}:join", expect="lobby")
        for u in ("alice", "bob", "dave", "erin")
        for _ in range(3)
    ]
    shots = await asyncio.gather(*joins)
    await fuzz.settle(list(shots))
    assert len(c.seats) == 4 and len({s.user_id for s in c.seats}) == 4
    seated = [u for u in ("alice", "bob", "dave", "erin") if c.seat_of(fuzz.uid(u)) is not None]
    assert len(seated) == 2
    assert sum(s.sent.interaction.response_type == 7 for s in shots) == 2
    # Those two press Leave three times at once: each leaves once.
    leaves = [
        fuzz.send("lobby-leave-race", u, lobby_c.id, f"tbl:lobby:{c.id}:leave", expect="lobby")
        for u in seated
        for _ in range(3)
    ]
    shots = await asyncio.gather(*leaves)
    await fuzz.settle(list(shots))
    assert c.seats == c_seats
    assert sum(s.sent.interaction.response_type == 7 for s in shots) == 2
    # Carol presses Start five times at once, and Cancel with them: one of them wins.
    starts = [
        fuzz.send(
            "lobby-start-race", "carol", lobby_c.id, f"tbl:lobby:{c.id}:start", expect="lobby"
        )
        for _ in range(5)
    ]
    starts.append(
        fuzz.send(
            "lobby-cancel-race", "carol", lobby_c.id, f"tbl:lobby:{c.id}:cancel", expect="lobby"
        )
    )
    shots = await asyncio.gather(*starts)
    await fuzz.settle(list(shots))
    assert c.status in ("playing", "abandoned")
    # One press won (a deferred Start, or Cancel's update); the others were told why not.
    await fake.wait_until(
        lambda: (
            sum(
                s.sent.interaction.response_type in (6, 7) and not s.sent.followups() for s in shots
            )
            == 1
        ),
        timeout=10,
    )
    if c.status == "playing":
        assert len(c.seats) == 4 and c.action_count >= 0
        await wait_for_table(fake, c)
        await bot.table_ui.wait_idle()  # the bot has noted the table message's id
        fuzz.note_table_messages(c)

    # ------------------------------------------------------- slash commands
    thread_a = a.record.thread_id
    before = {t.id: (t.status, t.action_count, list(t.seats)) for t in tables.values()}
    tables_before = set(bot.hub.tables)
    stranger = {
        "id": "4242424242424242",
        "username": "zed",
        "discriminator": "0",
        "global_name": None,
        "avatar": None,
    }
    bad_commands = [
        ("bob", "barbu abandon", [], None, thread_a),
        ("carol", "barbu abandon", [], None, thread_a),
        ("erin", "barbu abandon", [], None, thread_a),
        (
            "bob",
            "barbu replace",
            [{"name": "member", "type": 6, "value": str(fuzz.uid("carol"))}],
            "carol",
            thread_a,
        ),
        (
            "erin",
            "barbu replace",
            [{"name": "member", "type": 6, "value": str(fuzz.uid("dave"))}],
            "dave",
            thread_a,
        ),
        (
            "alice",
            "barbu replace",
            [{"name": "member", "type": 6, "value": str(fuzz.uid("erin"))}],
            "erin",
            thread_a,
        ),
        (
            "alice",
            "barbu replace",
            [{"name": "member", "type": 6, "value": str(fake.world.bot.id)}],
            "bot",
            thread_a,
        ),
        (
            "bob",
            "barbu stats",
            [{"name": "member", "type": 6, "value": stranger["id"]}],
            "stranger",
            None,
        ),
        ("erin", "barbu stats", [], None, None),
        ("dave", "barbu start", [{"name": "level", "type": 3, "value": "expert"}], None, None),
        ("dave", "barbu start", [{"name": "rules", "type": 3, "value": "nope"}], None, None),
        ("dave", "barbu abandon", [], None, "barbu"),
        (
            "dave",
            "barbu replace",
            [{"name": "member", "type": 6, "value": str(fuzz.uid("bob"))}],
            "bob",
            "barbu",
        ),
    ]
    sent_commands = []
    for _ in range(3):  # each one three times at once
        for user, command, options, member, channel in bad_commands:
            resolved = None
            if member == "stranger":
                resolved = {"users": {stranger["id"]: stranger}}
            elif member is not None:
                resolved = _member(fake, member)
            sent_commands.append(
                raw_slash(fake, user, command, options, resolved=resolved, channel=channel)
            )
    sent = await asyncio.gather(*sent_commands)
    for s in sent:
        fuzz.shots.append(Shot("slash-bad", s, s.interaction.user_id, "refuse"))
        fuzz.counts["slash-" + s.interaction.payload["data"]["options"][0]["name"]] += 1
    await fuzz.settle(fuzz.shots[-len(sent) :])
    for s in sent:
        reply = s.original()
        assert reply is not None and reply.ephemeral, reply
    assert set(bot.hub.tables) == tables_before
    assert {t.id: (t.status, list(t.seats)) for t in tables.values()} == {
        i: (status, seats) for i, (status, _, seats) in before.items()
    }
    for table in tables.values():  # only computers moved meanwhile
        fuzz.check_table(table, before[table.id][1], [])

    # ------------------------------------------- replace dave while he clicks
    dave = PLAYERS.index("dave")
    await until(fake, lambda: chooser(fake, a, {0, 1, 2, 3}) is not None)
    while chooser(fake, a, {dave}) is None:  # play on until dave has a choice
        seat = chooser(fake, a, {0, 1, 2, 3})
        if seat is None:
            await until(fake, lambda: chooser(fake, a, {0, 1, 2, 3}) is not None)
            continue
        hand = await open_hands(fuzz, a, PLAYERS[seat], 1)
        legit, clicks = race_clicks(fuzz, a, PLAYERS[seat], hand, None)
        await fuzz.burst(tables, 10, [(legit, clicks)])
        await until(fake, lambda: chooser(fake, a, {0, 1, 2, 3}) is not None)
    hand = await open_hands(fuzz, a, "dave", 1)
    legit, clicks = race_clicks(fuzz, a, "dave", hand, None)
    legit.timer_race = True  # the replacement's computer may move first
    index = a.action_count
    replace = raw_slash(
        fake,
        "alice",
        "barbu replace",
        [{"name": "member", "type": 6, "value": str(fuzz.uid("dave"))}],
        resolved=_member(fake, "dave"),
        channel=thread_a,
    )
    replaced, _ = await asyncio.gather(replace, fuzz.burst(tables, 20, [(legit, clicks)]))
    assert (await replaced.response()) is not None
    assert a.seat_of(fuzz.uid("dave")) is None
    await until(fake, lambda: a.action_count > index)
    fuzz.check_table(a, index, [legit])
    # Dave's buttons no longer play: he is not at the table.
    await fuzz.burst(tables, 60, [])

    # ------------------------------------------------- abandon, then click
    await bot.table_ui.wait_idle()
    for user, table in (("erin", b), ("alice", a)):
        channel = table.record.thread_id
        done = await (await raw_slash(fake, user, "barbu abandon", [], channel=channel)).response()
        assert done is not None and table.status == "abandoned"
    # Their players' hand messages say so and offer nothing to click any more.
    for user in USERS:
        for mid in fuzz.hands[user]:
            message = fake.world.messages.get(mid)
            closed = [t for t in (a, b) if f":{t.id}:" in str(message and message.components)]
            assert not closed, (user, message.text if message else None)
    await fuzz.burst(tables, 150, [])

    # ------------------------------------------------------------- results
    await bot.table_ui.wait_idle()
    figures = check_answers(fuzz)
    for table in tables.values():
        logged = fuzz.db_actions(table)
        assert [(s, act) for _, s, act, _ in logged] == table.record.actions
        if table.state is not None:
            replayed = games.replay(
                table.engine,
                table.record.seed,
                len(table.seats),
                table.record.options,
                table.record.actions,
            )
            assert replayed.to_json() == table.state.to_json()
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors[:5]]
    warnings = [
        f"{r.name}: {r.getMessage()}"[:200]
        for r in caplog.records
        if r.levelno == logging.WARNING and "is not installed" not in r.getMessage()
    ]
    # Every callback beat the 3 s deadline, on the fake's clock (check_answers: a late one is
    # refused with 10062). The latencies, on this machine's clock, are for the report.
    latencies = sorted(figures["latencies"])
    report = {
        "interactions": len(fuzz.shots),
        "ignored (id not on message)": sum(s.ignored for s in fuzz.shots),
        "by kind": dict(sorted(fuzz.counts.items())),
        "decisions": dict(decisions),
        "phases": dict(phases),
        "deals at A": a.state.deal,
        "passes at A": sum(act == "pass" for _, act in a.record.actions),
        "answered": sum(not s.ignored for s in fuzz.shots),
        "race winners": figures["won"],
        "ack latency max": round(latencies[-1], 3),
        "ack latency p50": round(latencies[len(latencies) // 2], 3),
        "ack latency p99": round(latencies[int(len(latencies) * 0.99)], 3),
        "runtime": round(time.monotonic() - began, 1),
        "warnings": warnings[:5],
    }
    print("FUZZ REPORT", report)
    missing = KINDS - set(fuzz.counts)
    assert not missing, f"kinds never sent: {sorted(missing)}; {report}"
    assert set(fuzz.counts) <= KINDS | CAUGHT_KINDS, set(fuzz.counts) - KINDS - CAUGHT_KINDS
    assert len(fuzz.shots) >= 2000, report


def _member(fake: FakeDiscord, name: str) -> dict[str, Any]:
    target = fake.world.bot if name == "bot" else fake.user(name)
    entry = payloads.member(fake.world, target, with_permissions=True)
    del entry["user"]
    return {"users": {str(target.id): payloads.user(target)}, "members": {str(target.id): entry}}


# ------------------------------------------------------------------ slash commands, raw
# Discord's client (and, as far as we know, its API) refuses option values outside the
# synced min/max and choices; a bot should not depend on it. The fake does not check
# them, so these send the values raw.


async def _start_raw(fake: FakeDiscord, options: list[dict[str, Any]]) -> SentInteraction:
    return await raw_slash(fake, "dave", "barbu start", options)


@pytest.mark.parametrize(
    "name, value",
    [
        ("computers", 4),
        ("computers", 50),
        ("computers", -1),
        ("turn_timer", 0),
        ("turn_timer", -30),
        ("turn_timer", 5),
    ],
)
async def test_start_with_out_of_range_numbers_is_refused_privately(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, name: str, value: int
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    reply = await (await _start_raw(fake, [{"name": name, "type": 4, "value": value}])).response()
    assert reply is not None and reply.ephemeral, reply and reply.text
    assert bot.hub.tables == {}
    assert [(t.id, t.status) for t in await bot.hub.storage.unfinished_tables()] == []


async def test_start_with_a_long_unknown_rules_value_is_answered(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    sent = await _start_raw(fake, [{"name": "rules", "type": 3, "value": "x" * 3000}])
    callback = await fake.wait_for_request(
        CALLBACK, where=lambda r: r.params["interaction_id"] == str(sent.id)
    )
    assert callback.status < 400, callback.response
    assert bot.hub.tables == {}


async def test_rules_with_an_unknown_contract_is_refused_plainly(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, caplog
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    caplog.set_level(logging.WARNING)
    sent = await raw_slash(
        fake, "bob", "barbu rules", [{"name": "contract", "type": 3, "value": "nope"}]
    )
    reply = await sent.response()
    assert reply is not None and reply.ephemeral
    assert "Something went wrong" not in reply.text
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_stats_of_someone_not_in_the_server_is_refused_privately(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, caplog
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    caplog.set_level(logging.WARNING)
    stranger = {
        "id": "4242424242424242",
        "username": "zed",
        "discriminator": "0",
        "global_name": None,
        "avatar": None,
    }
    sent = await raw_slash(
        fake,
        "bob",
        "barbu stats",
        [{"name": "member", "type": 6, "value": stranger["id"]}],
        resolved={"users": {stranger["id"]: stranger}},
    )
    reply = await sent.response()
    assert reply is not None and reply.ephemeral
    assert "Something went wrong" not in reply.text
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
