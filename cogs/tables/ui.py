"""Turns table events into Discord messages and Discord clicks into table actions.

`TableUI` listens to the `TableHub` and answers every table's buttons (components.py's
`TableClicks`), handing each to the part whose job it is:

- `publishers` (publisher.py) keep each table's public messages current, at a pace
  Discord accepts; a publication is `messages` (messages.py: the table message, the
  scoresheets, the final standings), then `pings` (turns.py: whose turn it is), then
  `hands` (hands.py: the players' private hand messages);
- `lobby` (lobby.py), `again` (again.py: Play again), `look_back` (lookback.py),
  `reviews` (review.py: a finished deal's Review), `seats` (seats.py: players gone away
  and Take my seat back);
- `host` (host.py) tells a table's host what permissions the bot lacks.

The parts reach Discord through one `Toolkit` (toolkit.py: the adapters, the drawing
workers, the request budget, the channels, the clock), keep their own state per table,
and drop it when the table is forgotten (`forget`, once its end is shown). What is specific
to a game comes from the `GameAdapter` its cog registers (adapter.py).

Everything a table shows everyone is worded in the table's language (`speaking(
table.language)`), whichever task builds it: a click's handler speaks the clicker's
language, and the tasks it starts inherit that, so every public path says it again.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.tables import Move, Table, TableHub, TableListener
from cogs.i18n import speaking, t
from cogs.tables.again import PlayAgain
from cogs.tables.clicks import TableClicks
from cogs.tables.hands import Hands
from cogs.tables.host import HostNotices
from cogs.tables.lobby import Lobby
from cogs.tables.lookback import LookBack
from cogs.tables.messages import TableMessages
from cogs.tables.publisher import Publisher, Publishers
from cogs.tables.review import Reviews
from cogs.tables.seats import Seats
from cogs.tables.toolkit import Toolkit
from cogs.tables.turns import TurnPings
from cogs.tables.words import seat_mention, thread_deleted, timed_out

if TYPE_CHECKING:
    from bot.app import BarbuBot

log = logging.getLogger(__name__)


def table_ui(bot: BarbuBot) -> TableUI:
    """The bot's table UI, which the tables extension sets (cogs/tables/__init__.py)."""
    ui = bot.table_ui
    if not isinstance(ui, TableUI):
        raise RuntimeError("No table UI on this bot: is the cogs.tables extension loaded?")
    return ui


class TableUI(TableListener, TableClicks):
    """Turns table events into Discord messages and Discord clicks into table actions."""

    def __init__(self, bot: BarbuBot, hub: TableHub) -> None:
        self.hub = hub
        self.kit = Toolkit(bot)
        self.adapters = self.kit.adapters  # each game's cog registers its adapter here
        self.publishers = Publishers(self, self.kit.edit_interval)
        self.messages = TableMessages(self.kit, hub)
        self.hands = Hands(self.kit, hub)
        self.pings = TurnPings(self.kit, hub)
        self.seats = Seats(self.kit, hub, self.hands)
        self.host = HostNotices(self.kit, self.hands)
        self.lobby = Lobby(self.kit, hub, self.host)
        self.again = PlayAgain(self.kit, hub)
        self.look_back = LookBack(self.kit, hub)
        self.reviews = Reviews(self.kit, hub)
        bot.add_listener(self.on_raw_message_delete)
        bot.add_listener(self.on_raw_thread_delete)

    def holding(self, table_id: int) -> list[str]:
        """The parts that still keep something of the table (none once it is forgotten)."""
        kept = {
            "publishers": self.publishers.holds(table_id),
            "hands": self.hands.holds(table_id),
            "pings": self.pings.holds(table_id),
            "host": self.host.holds(table_id),
            "again": self.again.holds(table_id),
            "tokens": self.kit.tokens.holds(table_id),
        }
        return [name for name, held in kept.items() if held]

    def forget(self, table: Table) -> None:
        """The table has ended and its end is shown: every part drops what it kept for it
        (the players' hands show the end already: `Hands.finish`, `Hands.close`)."""
        self.publishers.forget(table)
        self.hands.forget(table)
        self.pings.forget(table)
        self.host.forget(table)
        self.kit.tokens.forget(table.id)

    async def close(self) -> None:
        """Give pending publications a moment, then stop them (at shutdown)."""
        self.hands.stop()
        await self.publishers.close()

    async def wait_idle(self) -> None:
        """Until no publication is under way (those backing off after a failure count as idle)."""
        await self.publishers.wait_idle()

    # ------------------------------------------------------------------ clicks

    def saw(self, table_id: int, user_id: int) -> None:
        """Someone clicked an item of the table (every click comes here first, from
        `TableItem.callback`): the turn pings learn who is at the table."""
        self.pings.saw(table_id, user_id)

    async def on_lobby(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        await self.lobby.on_lobby(interaction, table_id, op)

    async def on_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.hands.on_hand(interaction, table_id)

    async def on_action(
        self, interaction: discord.Interaction, table_id: int, index: int, action: str
    ) -> None:
        await self.hands.on_action(interaction, table_id, index, action)

    async def on_toggle(
        self, interaction: discord.Interaction, table_id: int, index: int, selection: Any
    ) -> None:
        await self.hands.on_toggle(interaction, table_id, index, selection)

    async def on_hint(self, interaction: discord.Interaction, table_id: int, index: int) -> None:
        await self.hands.on_hint(interaction, table_id, index)

    async def on_look_back(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.look_back.on_look_back(interaction, table_id)

    async def on_review(
        self, interaction: discord.Interaction, table_id: int, deal: int, page: int
    ) -> None:
        await self.reviews.on_review(interaction, table_id, deal, page)

    async def on_again(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.again.on_again(interaction, table_id)

    async def on_take_back(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.seats.on_take_back(interaction, table_id)

    # ------------------------------------------------------------ table events

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        for move in moves:
            if move.reason == "timer":
                with speaking(table.language):
                    who = seat_mention(table.seats[move.seat])
                    text = timed_out(who, self.kit.adapter(table).describe_move(table, move))
                await self._say(table, text, "announce a timeout")
        self.publishers.poke(table)

    async def table_finished(self, table: Table) -> None:
        self.publishers.poke(table)

    async def table_waiting(self, table: Table, waiting: bool) -> None:
        """Tell the table's channel that it is held up by a fault, or goes on again."""
        with speaking(table.language):
            text = t("tables-waiting-fault" if waiting else "tables-going-on")
        await self._say(table, text, "say it is held up")
        if not waiting:
            self.publishers.poke(table)  # the table message shows the table going on

    async def shows(self, table: Table, count: int) -> None:
        await self.publishers.shows(table, count)

    async def lobby_changed(self, table: Table) -> None:
        """Keep the lobby message current (and closed once the game starts or is
        cancelled); an abandoned game closes everything of it that stays live."""
        with speaking(table.language):
            await self.lobby.changed(table)
            shown = table.record.lobby_message_id, table.record.table_message_id
            if table.status == "abandoned" and None not in shown:
                await self.messages.close(table)
                # The players' hands say so, the ping goes.
                await self.hands.close(table, "tables-abandoned")
                await self.pings.clear(table)
        if table.status == "abandoned":
            self.forget(table)  # nothing of it stays live

    async def seat_changed(self, table: Table, seat: int) -> None:
        await self.seats.seat_changed(table, seat)

    async def _say(self, table: Table, text: str, what: str) -> None:
        """A short notice in the game's channel (logged if it could not be posted)."""
        try:
            async with self.kit.paced(urgent=True):
                await self.kit.game_channel(table).send(text)
        except discord.HTTPException:
            log.warning("Table %s: could not %s", table.id, what, exc_info=True)

    # ------------------------------------------------------------- publication

    async def publish(self, table: Table, publisher: Publisher) -> None:
        """Bring the table's public messages and the players' hands up to date."""
        if table.state is None:
            return
        with speaking(table.language):
            await self._publish(table, publisher)

    async def _publish(self, table: Table, publisher: Publisher) -> None:
        first = table.record.table_message_id is None  # the game's first table message
        try:
            await self.messages.publish(table, publisher)
            if table.status == "playing":
                await self.pings.ping(table, first=first)
            elif table.status == "finished":
                await self.pings.clear(table)
        except asyncio.CancelledError:
            # The bot is stopping: nothing more is drawn or sent. (Awaiting the hands here
            # would hold up the loop's shutdown on work that can no longer finish.)
            raise
        except BaseException:
            # The players' own messages do not depend on the channel: keep them current.
            await self._refresh_players(table)
            raise
        await self._refresh_players(table)
        if table.status == "finished" and table.record.announced:
            self.forget(table)  # its end is shown, the hands too: nothing more to keep

    async def _refresh_players(self, table: Table) -> None:
        if table.status == "playing":
            await self.hands.refresh(table)
        elif table.status == "finished":
            await self.hands.finish(table)

    async def publication_failed(self, table: Table, error: Exception) -> None:
        """A publication failed: say what can be fixed, move out of a deleted thread."""
        with speaking(table.language):
            await self._publication_failed(table, error)

    async def _publication_failed(self, table: Table, error: Exception) -> None:
        if isinstance(error, discord.NotFound) and error.code == 10003:  # Unknown Channel
            await self.leave_dead_thread(table)
            return
        if isinstance(error, discord.Forbidden):
            missing = self.host.missing_permissions(table) or ["send-messages", "attach-files"]
            await self.host.tell_missing(table, missing)
            log.warning("Table %s: not allowed to post (%s)", table.id, error)
            return
        log.warning("Table %s: publishing failed, trying again soon", table.id, exc_info=error)

    async def leave_dead_thread(self, table: Table) -> None:
        """The game's thread is gone: go on in the channel the lobby was posted in."""
        if table.record.thread_id in (None, table.record.channel_id):
            return
        # Its ping went with it: the channel's first ping deletes none.
        await self.hub.note_shown(
            table, thread_id=table.record.channel_id, table_message_id=None, ping_message_id=None
        )
        channel = self.kit.known_channel(table.record.channel_id)
        if channel is not None:
            try:
                with speaking(table.language):
                    text = thread_deleted(self.kit.adapter(table).table_title(table))
                async with self.kit.paced():
                    await channel.send(text)
            except discord.HTTPException:
                log.warning("Table %s: could not announce the move", table.id, exc_info=True)
        self.publishers.poke(table)

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        for table in list(self.hub.tables.values()):
            if table.status == "playing" and table.record.table_message_id == payload.message_id:
                self.publishers.poke(table)  # the edit finds it gone and posts it again

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        for table in list(self.hub.tables.values()):
            if table.status == "playing" and table.record.thread_id == payload.thread_id:
                await self.leave_dead_thread(table)
