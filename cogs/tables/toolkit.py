"""What every part of the table UI uses to reach Discord: the games' adapters, the drawing
workers, the bot-wide budget of requests, the channels a table is shown in, and the clock
that times interaction tokens.

One `Toolkit` is made by the table UI (cogs/tables/ui.py) and handed to each of its parts;
none of them holds the bot itself.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, overload

import discord

from cogs.tables.adapter import Drawing, GameAdapter
from cogs.tables.tokens import TableTokens

if TYPE_CHECKING:
    from bot.app import BarbuBot
    from bot.tables import Table

# A channel the bot posts to and edits its messages in: one it has in its cache, or a
# stand-in built from the id (the same requests, without the channel's details).
MessageChannel = (
    discord.TextChannel
    | discord.Thread
    | discord.VoiceChannel
    | discord.StageChannel
    | discord.DMChannel
    | discord.PartialMessageable
)
CACHED_KINDS = (
    discord.TextChannel,
    discord.Thread,
    discord.VoiceChannel,
    discord.StageChannel,
    discord.DMChannel,
)


class Toolkit:
    """The bot's services as the table UI's parts use them."""

    def __init__(self, bot: BarbuBot) -> None:
        self._bot = bot
        self.adapters: dict[str, GameAdapter] = {}  # each game's, registered by its cog
        # When interaction tokens were issued (hands): tests put the fake Discord's clock here.
        self.clock: Callable[[], float] = time.monotonic
        # The live tokens of clicks on the table messages: a way to edit them (tokens.py).
        self.tokens = TableTokens(lambda: self.clock())

    @property
    def edit_interval(self) -> float:
        """The least time between two edits of one table's messages (the settings')."""
        return self._bot.settings.edit_interval

    def adapter(self, table: Table) -> GameAdapter:
        return self.adapters[table.record.game]

    @overload
    async def draw(self, drawing: Drawing) -> bytes: ...
    @overload
    async def draw(self, drawing: None) -> None: ...
    @overload
    async def draw(self, drawing: Drawing | None) -> bytes | None: ...
    async def draw(self, drawing: Drawing | None) -> bytes | None:
        """The PNG of a drawing, drawn in a worker process (None draws nothing)."""
        if drawing is None:
            return None
        return await self._bot.workers.draw(drawing)

    def paced(self, *, urgent: bool = False) -> contextlib.AbstractAsyncContextManager[None]:
        """A place in the bot-wide budget (bot/pacing.py) for the channel request made in
        the block, taken before it is built; urgent ones overtake the others."""
        return self._bot.request_budget.place(urgent=urgent)

    def known_channel(self, channel_id: int) -> MessageChannel | None:
        """The channel of that id if the bot has it in its cache (with its server and
        permissions), else None."""
        known = self._bot.get_channel(channel_id)
        return known if isinstance(known, CACHED_KINDS) else None

    def channel(self, channel_id: int) -> MessageChannel:
        """A channel to post to: the cached one, else a stand-in that only knows its id."""
        return self.known_channel(channel_id) or self._bot.get_partial_messageable(channel_id)

    def game_channel(self, table: Table) -> MessageChannel:
        """Where the game is played: its thread, else the channel of its lobby."""
        return self.channel(table.record.thread_id or table.record.channel_id)
