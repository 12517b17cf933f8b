"""Running an unmodified discord.py client against a `FakeDiscord`, quickly and cleanly.

`pointed_at` sets `Route.BASE` and `DEFAULT_GATEWAY` (process-wide in discord.py) and
restores them; `running` starts a client, waits for its `ready` and closes it afterwards.
Two discord.py delays are removed for tests: the wait after the last GUILD_CREATE
(`guild_ready_timeout`) and the 5 s sleep before re-IDENTIFYing (`before_identify_hook`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator

import discord
import yarl

from .recorder import PATIENCE
from .server import FakeDiscord

GUILD_READY_TIMEOUT = 0.05


@contextlib.contextmanager
def pointed_at(fake: FakeDiscord) -> Iterator[None]:
    """Send discord.py's REST and gateway traffic to `fake` while the block runs."""
    base = discord.http.Route.BASE
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = fake.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        discord.http.Route.BASE = base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    """Replaces `Client.before_identify_hook`, which sleeps 5 s before each re-IDENTIFY."""


@contextlib.asynccontextmanager
async def running(
    client: discord.Client, fake: FakeDiscord, *, timeout: float = PATIENCE
) -> AsyncIterator[discord.Client]:
    """Start `client` against `fake`, yield once it is ready, close it on exit."""
    client.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
    # discord.py has no public setter; the option is only taken by the constructor.
    state = client._connection
    state.guild_ready_timeout = min(state.guild_ready_timeout, GUILD_READY_TIMEOUT)
    with pointed_at(fake):
        async with client:
            task = asyncio.create_task(client.start(fake.token), name="fake-discord-bot")
            ready = asyncio.create_task(client.wait_until_ready())
            done, _ = await asyncio.wait(
                {task, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
            )
            try:
                if task in done:
                    task.result()  # start() ended early: raise its error
                    raise RuntimeError("the bot stopped before it was ready")
                if ready not in done:
                    raise TimeoutError(f"the bot was not ready after {timeout}s")
                yield client
            finally:
                ready.cancel()
                await client.close()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
