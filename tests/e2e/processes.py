"""The bot as a real separate process (`python -m bot`) against a test's fake Discord, which
a test can kill (SIGKILL) and start again; and how a test finds alice's turn on a table.

Used by the crash tests (one process) and the shard tests (one process per shard).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import subprocess
import sys
from collections.abc import Awaitable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

import asyncpg

from bot.storage import is_postgres_url
from tests.fakediscord.model import Guild
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord

T = TypeVar("T")

# What the table message says while someone is to act (their mention comes with it).
STATUS_WORDS = ("chooses the contract", "chooses the game", "to play", "decides")


class BotProcess:
    """`python -m bot` pointed at the fake, in `folder` (its logs, and its database unless
    `database` names one), with extra `settings` (e.g. SHARD_COUNT, SHARD_IDS). Commands
    are synced to the fake's first guild unless `DEV_GUILD_ID=""` is given (global
    commands, for several guilds)."""

    def __init__(
        self,
        fake: FakeDiscord,
        folder: Path,
        database: Path | str | None = None,
        **settings: str,
    ) -> None:
        self.fake = fake
        self.folder = folder
        self.database = database or folder / "barbu.sqlite3"  # a file, or a PostgreSQL URL
        self.settings = settings
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0
        self.kills = 0
        self.killed = asyncio.Event()  # set by `kill`, cleared by the next start
        folder.mkdir(parents=True, exist_ok=True)

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
        return env | self.settings

    def launch(self, *arguments: str) -> subprocess.Popen[bytes]:
        """Start the process (with command-line `arguments`, e.g. --wait-for-shards); its
        output goes to `bot-<n>.log` in its folder."""
        self.killed.clear()
        log = (self.folder / f"bot-{self.starts}.log").open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot", *arguments],
            cwd=self.folder,
            env=self.environment(),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        self.starts += 1
        return self.process

    async def start(self, *arguments: str, shard: int | None = None) -> None:
        """Start it and wait until it is connected (on `shard`, if sharded)."""
        identified = self.fake.gateway.identifies
        self.launch(*arguments)
        await self.fake.wait_until(lambda: self.fake.gateway.identifies > identified, timeout=60)
        await self.fake.gateway.wait_connected(timeout=30, shard=shard)

    def output(self) -> str:
        """What the latest start printed."""
        return (self.folder / f"bot-{self.starts - 1}.log").read_text()

    def kill(self) -> None:
        """SIGKILL: no clean-up of any kind, as in a power cut of the process."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.kills += 1
            self.killed.set()

    async def unless_killed(self, work: Awaitable[T]) -> T:
        """`work`'s result; `ConnectionError` as soon as the process is killed meanwhile.

        A click the bot dies under is never answered: waiting for the answer's timeout
        would only add that timeout to every kill.
        """
        task = asyncio.ensure_future(work)
        killed = asyncio.ensure_future(self.killed.wait())
        try:
            await asyncio.wait({task, killed}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            killed.cancel()
        if not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            raise ConnectionError("the bot was killed")
        return task.result()

    async def wait_dead(self) -> int | None:
        if self.process is not None:
            return await asyncio.to_thread(self.process.wait)
        return None

    def query(self, sql: str) -> list[tuple]:
        """Rows of its database, read as a separate reader (as the log is)."""
        if is_postgres_url(self.database):
            # asyncpg wants an event loop: a short one in a thread of its own (the test's
            # loop waits for it; nothing it waits on needs that loop).
            with ThreadPoolExecutor(1) as thread:
                return thread.submit(asyncio.run, _postgres_rows(str(self.database), sql)).result()
        if not Path(self.database).exists():
            return []
        uri = f"file:{self.database}?mode=ro"
        with contextlib.closing(sqlite3.connect(uri, uri=True, timeout=10)) as db:
            return db.execute(sql).fetchall()

    def logged_actions(self) -> int:
        """How many actions the database holds."""
        rows = self.query("SELECT count(*) FROM actions")
        return rows[0][0] if rows else 0


async def _postgres_rows(url: str, sql: str) -> list[tuple]:
    db = await asyncpg.connect(url)
    try:
        if await db.fetchval("SELECT to_regclass('actions') IS NULL"):
            return []  # not migrated yet
        return [tuple(row) for row in await db.fetch(sql)]
    finally:
        await db.close()


def newest_table_message(fake: FakeDiscord, guild: Guild | None = None) -> SeenMessage | None:
    """The newest table message alice sees (in `guild`, if given)."""
    for message in reversed(fake.visible_messages("alice")):
        if message.ephemeral or "Your hand" not in message.labels:
            continue
        if guild is None or fake.world.guild_of(message.channel_id) is guild:
            return message
    return None


def alices_turn(fake: FakeDiscord, message: SeenMessage | None) -> bool:
    """Whether the table message says alice is to act."""
    alice = fake.user("alice").id
    return (
        message is not None
        and f"<@{alice}>" in message.text
        and any(word in message.text for word in STATUS_WORDS)
    )
