"""Crash safety: the bot's process is killed (SIGKILL) at random points of a series.

The bot runs as a real separate process (`python -m bot`) against the fake
Discord of the test. It is killed at random moments, some of them while its
answer to a player's click is on the way (the move is committed, the player
not yet told), and started again each time. The series must finish with
nothing lost and nothing applied twice: its log replays to the same final
scores as the same series played by the same players without any crash. On
both backends: a SQLite file, and a database of the run's PostgreSQL server.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

import games
from bot.storage import Storage, is_postgres_url
from games import barbu
from games.barbu.players import LEVELS
from tests.e2e.helpers import enabled_buttons, play_first_choice
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord

# A move is acknowledged at once (a deferred update), written, and then answered by
# editing the player's hand message: that edit is "the answer" after the commit.
ANSWER = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
STATUS_WORDS = ("chooses the contract", "chooses the game", "to play", "decides")
# The test fails when the series makes no progress (no new action in the log) for this many
# seconds, however long the whole series takes: a stalled table fails it instead of hanging
# CI, a slow machine does not. A move, even with the bot killed and started again, takes
# a few seconds.
STALL_SECONDS = 120.0


class BotProcess:
    """`python -m bot` pointed at the fake, which the test can kill and start again."""

    def __init__(self, fake: FakeDiscord, folder: Path, database: str | Path) -> None:
        self.fake = fake
        self.folder = folder
        self.database = database  # a SQLite file, or a PostgreSQL URL
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0
        self.kills = 0

    def environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
        env.update(
            DISCORD_TOKEN=self.fake.token,
            DISCORD_API_BASE=self.fake.api_base,
            DISCORD_GATEWAY_URL=self.fake.gateway_url,
            **(
                {"DATABASE_URL": str(self.database)}
                if is_postgres_url(self.database)
                else {"DATABASE_PATH": str(self.database)}
            ),
            DEV_GUILD_ID=str(self.fake.world.guild.id),
            COMPUTER_DELAY="0",
            EDIT_INTERVAL="0",
            LOG_LEVEL="WARNING",
        )
        return env

    async def start(self) -> None:
        identified = self.fake.gateway.identifies
        log = (self.folder / f"bot-{self.starts}.log").open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot"],
            cwd=self.folder,
            env=self.environment(),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        self.starts += 1
        await self.fake.wait_until(lambda: self.fake.gateway.identifies > identified, timeout=60)
        await self.fake.gateway.wait_connected(timeout=30)

    def kill(self) -> None:
        """SIGKILL: no clean-up of any kind, as in a power cut of the process."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.kills += 1

    async def wait_dead(self) -> None:
        if self.process is not None:
            await asyncio.to_thread(self.process.wait)

    async def logged_actions(self) -> int:
        """How many actions the database holds (read as a separate reader, as the log is)."""
        if is_postgres_url(self.database):
            db = await asyncpg.connect(str(self.database))
            try:
                if await db.fetchval("SELECT to_regclass('actions') IS NULL"):
                    return 0  # the bot has not migrated it yet
                return await db.fetchval("SELECT count(*) FROM actions")
            finally:
                await db.close()
        if not Path(self.database).exists():
            return 0
        uri = f"file:{self.database}?mode=ro"
        with contextlib.closing(sqlite3.connect(uri, uri=True, timeout=10)) as db:
            return db.execute("SELECT count(*) FROM actions").fetchone()[0]


def newest_table_message(fake: FakeDiscord) -> SeenMessage | None:
    for message in reversed(fake.visible_messages("alice")):
        if not message.ephemeral and "Your hand" in message.labels:
            return message
    return None


def series_over(fake: FakeDiscord) -> bool:
    return any(": the series is over." in m.content for m in fake.visible_messages("alice"))


def first_offered(hand: list[str], legal: list[str]) -> str:
    """What `play_first_choice` picks: the first playable card in the order the hand is shown
    (Marley shows A 10 K Q J..., which is not the engine's order of legal domino cards), else
    the first legal action (the first option of the contract menu)."""
    cards = [action for action in legal if action.startswith("play:")]
    if cards:
        return min(cards, key=lambda action: hand.index(action[len("play:") :]))
    return legal[0]


def expected_series(seed: int, options: dict) -> tuple[barbu.BarbuState, list[tuple[int, str]]]:
    """The same series without crashes, and its log: alice takes the first choice her hand
    offers, computers play as the bot's do, lone moves are made by the table."""
    state = barbu.new_game(seed, options=options)
    log: list[tuple[int, str]] = []
    while not state.is_over:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        elif seat == 0:
            action = first_offered(state.view(seat)["hand"], legal)
        else:
            # The bot seeds a computer's choice with the table's seed and the move number.
            rng = random.Random(seed * 100_003 + len(log))
            action = LEVELS["basic"](state.view(seat), legal, rng)
        state.apply(seat, action)
        log.append((seat, action))
    return state, log


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_kills_at_random_points_lose_nothing(
    fake_discord: FakeDiscord, tmp_path: Path, backend: str, request: pytest.FixtureRequest
):
    fake = fake_discord
    rng = random.Random(2026)
    database: str | Path = tmp_path / "barbu.sqlite3"
    if backend == "postgres":
        database = await request.getfixturevalue("postgres_server").new_database()
    bot = BotProcess(fake, tmp_path, database)
    alice = fake.user("alice").id

    # Kill when a random number of requests has arrived, or on the answer to a move
    # (its action committed, the player not yet told).
    state = {"countdown": rng.randint(20, 120), "on_answer": False, "due": False}

    def on_arrival(route: str) -> None:
        state["countdown"] -= 1
        if state["countdown"] <= 0 or (state["on_answer"] and route == ANSWER):
            state["on_answer"] = False
            state["countdown"] = rng.randint(20, 160)
            bot.kill()
            state["due"] = True

    await bot.start()
    lobby = await (
        await fake.slash("alice", "barbu start", {"rules": "marley", "computers": 3})
    ).response()
    assert lobby is not None
    await (await fake.click("alice", lobby, label="Start")).response()
    fake.on_arrival.append(on_arrival)

    # However the bot fares, the test ends: a series that stops making progress fails it.
    clock = asyncio.get_running_loop().time
    progress = (await bot.logged_actions(), clock())  # actions logged, and since when
    try:
        while not series_over(fake):
            logged = await bot.logged_actions()
            if logged > progress[0]:
                progress = (logged, clock())
            assert clock() - progress[1] < STALL_SECONDS, (
                f"the series stalled: no new action for {STALL_SECONDS:.0f} s "
                f"({logged} logged, {bot.kills} kills, {bot.starts} starts)"
            )
            if state["due"]:
                state["due"] = False
                await bot.wait_dead()
                await bot.start()
                continue
            mark = fake.mark()
            message = newest_table_message(fake)
            alices_turn = (
                message is not None
                and f"<@{alice}>" in message.content
                and any(word in message.content for word in STATUS_WORDS)
            )
            if alices_turn:
                try:
                    # Short waits: a click the bot died under is simply made again.
                    sent = await fake.click("alice", message, label="Your hand")
                    hand = await sent.reply(timeout=2)
                    if hand is not None and (hand.selects or enabled_buttons(hand)):
                        # Now and then, die right after committing her move, before answering.
                        state["on_answer"] = rng.random() < 0.3
                        await play_first_choice(fake, "alice", hand, timeout=2)
                        state["on_answer"] = False
                        continue
                except (TimeoutError, LookupError, ValueError, ConnectionError):
                    continue  # the bot died under the click: it will be started again
            try:
                await fake.wait_for_request(since=mark, timeout=10)
            except TimeoutError:
                if bot.process is not None and bot.process.poll() is not None:
                    state["due"] = True
    finally:
        fake.on_arrival.remove(on_arrival)
        bot.kill()
        await bot.wait_dead()

    assert bot.kills >= 3, "the test must really have crashed the bot several times"
    storage = await Storage.open(bot.database)
    try:
        record = await storage.get_table(1)
    finally:
        await storage.close()
    assert record is not None and record.status == "finished"
    played = games.replay(barbu, record.seed, 4, record.options, record.actions)
    expected, expected_log = expected_series(record.seed, record.options)
    assert played.is_over
    assert record.actions == expected_log  # nothing lost, nothing applied twice
    assert played.scores == expected.scores
