"""Turns table events into Discord messages and Discord clicks into table actions.

`TableUI` listens to the `TableHub`: it keeps each table's public message current
(cogs/tables/publisher.py), posts a fresh table message per deal and a scoresheet after
each, tells the host what permission is missing, and follows a game out of a deleted
thread. Its lobby, hand and turn halves are in lobby.py, hands.py and turns.py. What is
specific to a game comes from the `GameAdapter` its cog registers (cogs/tables/adapter.py).

Everything a table shows everyone is worded in the table's language (`speaking(
table.language)`), whichever task builds it: a click's handler speaks the clicker's
language, and the tasks it starts inherit that, so every public path says it again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

import discord

from bot.tables import Move, Table, TableHub, TableListener
from cogs.i18n import speaking, t
from cogs.tables.adapter import Drawing, GameAdapter
from cogs.tables.again import AgainMixin, again_view
from cogs.tables.components import HandButton, tell
from cogs.tables.hands import TOKEN_LIFETIME, HandMessage, HandsMixin
from cogs.tables.lobby import LobbyMixin
from cogs.tables.lookback import LookBackMixin
from cogs.tables.publisher import Publisher
from cogs.tables.turns import TurnShown, TurnsMixin
from cogs.tables.words import (
    deadline_line,
    image_file,
    seat_mention,
    thread_deleted,
    timed_out,
    window_line,
)

if TYPE_CHECKING:
    from bot.app import BarbuBot

log = logging.getLogger(__name__)


class TableUI(LobbyMixin, HandsMixin, TurnsMixin, LookBackMixin, AgainMixin, TableListener):
    """Turns table events into Discord messages and Discord clicks into table actions."""

    def __init__(self, bot: BarbuBot, hub: TableHub) -> None:
        self.bot = bot
        self.hub = hub
        self.adapters: dict[str, GameAdapter] = {}
        self._publishers: dict[int, Publisher] = {}
        self._hands: dict[tuple[int, int], HandMessage] = {}
        self._start_clicks: dict[int, HandMessage] = {}  # table -> the host's Start click
        self._told_host: set[tuple[int, str]] = set()  # (table, problem) already reported
        self._turns: dict[int, TurnShown] = {}  # what each thread was told of whose turn
        # When interaction tokens were issued (hands): tests put the fake Discord's clock here.
        self.clock = time.monotonic
        self._expiry: asyncio.Task[None] | None = None  # edits hands before their tokens die
        bot.add_listener(self.on_raw_message_delete)
        bot.add_listener(self.on_raw_thread_delete)

    def adapter(self, table: Table) -> GameAdapter:
        return self.adapters[table.record.game]

    async def draw(self, drawing: Drawing | None) -> bytes | None:
        """The PNG of a drawing, drawn in a worker process (None draws nothing)."""
        if drawing is None:
            return None
        return await self.bot.workers.draw(drawing)

    def publisher(self, table: Table) -> Publisher:
        publisher = self._publishers.get(table.id)
        if publisher is None:
            publisher = self._publishers[table.id] = Publisher(self, table)
            if table.record.table_message_id is not None:
                # A restored table: the channel has seen the scoresheets up to shown_deals.
                publisher.sheets_posted = table.record.shown_deals
                publisher.message_deal = table.record.shown_deals
        return publisher

    async def close(self) -> None:
        """Give pending publications a moment, then stop them (at shutdown)."""
        if self._expiry is not None:
            self._expiry.cancel()
        tasks = [p.task for p in self._publishers.values() if p.task and not p.task.done()]
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=2)
            for task in pending:
                task.cancel()

    async def wait_idle(self) -> None:
        """Until no publication is under way (those backing off after a failure count as idle)."""
        while True:
            busy = [p for p in self._publishers.values() if not p.settled.is_set()]
            if not busy:
                return
            await asyncio.gather(*(p.settled.wait() for p in busy))

    tell = staticmethod(tell)

    def forget(self, table: Table) -> None:
        """The table has ended and its end is shown: drop what was kept for it (its
        publisher, the Start click, what the host and the thread were told). The players'
        hands go once they show the end (`finish_hands`, `close_hands`)."""
        self._publishers.pop(table.id, None)
        self._start_clicks.pop(table.id, None)
        self._turns.pop(table.id, None)
        self._told_host = {told for told in self._told_host if told[0] != table.id}

    # ---------------------------------------------------------- table events

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        for move in moves:
            if move.reason == "timer":
                await self._announce_timeout(table, move)
        self.publisher(table).poke()

    async def _announce_timeout(self, table: Table, move: Move) -> None:
        with speaking(table.language):
            who = seat_mention(table.seats[move.seat])
            text = timed_out(who, self.adapter(table).describe_move(table, move))
        try:
            async with self.paced(urgent=True):
                await self.game_channel(table).send(text)
        except discord.HTTPException:
            log.warning("Table %s: could not announce a timeout", table.id, exc_info=True)

    async def table_finished(self, table: Table) -> None:
        self.publisher(table).poke()

    async def table_waiting(self, table: Table, waiting: bool) -> None:
        """Tell the table's channel that it is held up by a fault, or goes on again."""
        with speaking(table.language):
            text = t("tables-waiting-fault" if waiting else "tables-going-on")
        try:
            async with self.paced(urgent=True):
                await self.game_channel(table).send(text)
        except discord.HTTPException:
            log.warning("Table %s: could not say it is held up", table.id, exc_info=True)
        if not waiting:
            self.publisher(table).poke()  # the table message shows the table going on

    def game_channel(self, table: Table) -> Any:
        channel_id = table.record.thread_id or table.record.channel_id
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)

    async def publish(self, table: Table, publisher: Publisher) -> None:
        """Bring the table's public messages and the players' hands up to date."""
        if table.state is None:
            return
        with speaking(table.language):
            await self._publish(table, publisher)

    async def _publish(self, table: Table, publisher: Publisher) -> None:
        first = table.record.table_message_id is None  # the game's first table message
        try:
            await self._publish_messages(table, publisher)
            if table.status == "playing":
                await self.ping_turn(table, first=first)
            elif table.status == "finished":
                await self.clear_ping(table)
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
            await self.refresh_hands(table)
        elif table.status == "finished":
            await self.finish_hands(table)

    async def _publish_messages(self, table: Table, publisher: Publisher) -> None:
        adapter = self.adapter(table)
        channel = self.game_channel(table)
        final_picture = False  # the table message shows how its deal ended
        if publisher.sheets_posted is not None:
            # Counted anew after each post: a deal (the series' last too) may end meanwhile,
            # and the final standings must not go out with its scoresheet left unposted.
            while publisher.sheets_posted < adapter.deals_done(table):
                deal = publisher.sheets_posted
                if publisher.message_deal == deal:
                    final_picture = await self._freeze_table_message(table, channel, deal)
                text, drawing = adapter.deal_summary(table, deal)
                image = await self.draw(drawing)
                await self._post(channel, text, image, "tables-image-scoresheet")
                publisher.sheets_posted += 1
        done = adapter.deals_done(table)
        if table.status == "finished":
            if table.record.announced:
                return
            text, drawing = adapter.final_summary(table)
            if not final_picture:
                await self._edit_table_message(table, channel, urgent=True, with_button=False)
            image = await self.draw(drawing)
            await self._post(channel, text, image, "tables-image-standings", view=again_view(table))
            await self.hub.note_shown(table, announced=True, shown_deals=done)
            return
        if table.record.table_message_id is None or publisher.message_deal != done:
            await self._post_table_message(table, channel, urgent=True)
            publisher.message_deal = publisher.sheets_posted = done
        else:
            await self._edit_table_message(table, channel, urgent=publisher.urgent)

    # ------------------------------------------------------------- troubles

    async def publication_failed(self, table: Table, error: Exception) -> None:
        """A publication failed: say what can be fixed, move out of a deleted thread."""
        with speaking(table.language):
            await self._publication_failed(table, error)

    async def _publication_failed(self, table: Table, error: Exception) -> None:
        if isinstance(error, discord.NotFound) and error.code == 10003:  # Unknown Channel
            await self.leave_dead_thread(table)
            return
        if isinstance(error, discord.Forbidden):
            missing = self.missing_permissions(table) or ["send-messages", "attach-files"]
            await self.tell_host(table, self._permission_text(missing), "permissions")
            log.warning("Table %s: not allowed to post (%s)", table.id, error)
            return
        log.warning("Table %s: publishing failed, trying again soon", table.id, exc_info=error)

    def missing_permissions(self, table: Table) -> list[str]:
        """The permissions the bot lacks to show this table where it is played, by their
        catalogue keys (`tables-permission-<key>`)."""
        channel = self.bot.get_channel(table.record.thread_id or table.record.channel_id)
        guild = getattr(channel, "guild", None)
        if channel is None or guild is None or guild.me is None:
            return []
        allowed = channel.permissions_for(guild.me)  # type: ignore[union-attr]
        needed = {"view-channel": allowed.view_channel, "attach-files": allowed.attach_files}
        if isinstance(channel, discord.Thread):
            needed["send-messages-in-threads"] = allowed.send_messages_in_threads
        else:
            needed["send-messages"] = allowed.send_messages
        return [name for name, ok in needed.items() if not ok]

    @staticmethod
    def _permission_text(missing: list[str]) -> str:
        names = ", ".join(f"**{t(f'tables-permission-{key}')}**" for key in missing)
        return t("tables-missing-permissions", names=names)

    async def tell_host(self, table: Table, text: str, problem: str) -> None:
        """Tell the host privately, once per problem: through a click of theirs still alive,
        else on the lobby message."""
        if (table.id, problem) in self._told_host:
            return
        self._told_host.add((table.id, problem))
        now = self.clock()
        host = table.record.host_id
        for message in (self._hands.get((table.id, host)), self._start_clicks.get(table.id)):
            if message is not None and now - message.created < TOKEN_LIFETIME:
                try:
                    await message.followup.send(text, ephemeral=True)
                    return
                except discord.HTTPException:
                    continue
        channel = self.bot.get_channel(table.record.channel_id)
        if channel is not None and table.record.lobby_message_id is not None:
            lobby = channel.get_partial_message(table.record.lobby_message_id)  # type: ignore[union-attr]
            try:
                with speaking(table.language):
                    content = self.adapter(table).lobby_text(table)
                async with self.paced():
                    await lobby.edit(content=f"{content}\n⚠️ {text}")
                return
            except discord.HTTPException:
                pass
        log.warning("Table %s: could not tell the host: %s", table.id, text)

    async def leave_dead_thread(self, table: Table) -> None:
        """The game's thread is gone: go on in the channel the lobby was posted in."""
        if table.record.thread_id in (None, table.record.channel_id):
            return
        # Its ping went with it: the channel's first ping deletes none.
        await self.hub.note_shown(
            table, thread_id=table.record.channel_id, table_message_id=None, ping_message_id=None
        )
        channel = self.bot.get_channel(table.record.channel_id)
        if channel is not None:
            try:
                with speaking(table.language):
                    text = thread_deleted(self.adapter(table).table_title(table))
                async with self.paced():
                    await channel.send(text)  # type: ignore[union-attr]
            except discord.HTTPException:
                log.warning("Table %s: could not announce the move", table.id, exc_info=True)
        self.publisher(table).poke()

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        for table in list(self.hub.tables.values()):
            if table.status == "playing" and table.record.table_message_id == payload.message_id:
                self.publisher(table).poke()  # the edit finds it gone and posts it again

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        for table in list(self.hub.tables.values()):
            if table.status == "playing" and table.record.thread_id == payload.thread_id:
                await self.leave_dead_thread(table)

    def paced(self, *, urgent: bool = False) -> contextlib.AbstractAsyncContextManager[None]:
        """A place in the bot-wide budget (bot/pacing.py) for the channel request made in
        the block, taken before it is built; urgent ones overtake the others."""
        return self.bot.request_budget.place(urgent=urgent)

    async def _post(
        self,
        channel: Any,
        text: str,
        image: bytes | None,
        key: str,
        view: discord.ui.View | None = None,
    ) -> None:
        """Post a message with its image (`key`: the image's file name and alt text)."""
        files = [image_file(image, key)] if image else []
        async with self.paced(urgent=True):
            if view is None:
                await channel.send(content=text, files=files)
            else:
                await channel.send(content=text, files=files, view=view)

    async def _table_message(
        self, table: Table, with_button: bool = True
    ) -> tuple[str, discord.File, discord.ui.View | None]:
        """The table message's status line, image (drawn off the event loop) and button."""
        adapter = self.adapter(table)
        # The line first: the game may move on while the picture is drawn, and the line
        # must describe the same moment as the picture.
        content = self.table_line(table)
        image = await self.draw(adapter.table_image(table))
        view = None
        if with_button:
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(table.id))
        return content, image_file(image, "tables-image-table"), view

    def table_line(self, table: Table) -> str:
        """The table message's text: the game's status line, and when time runs out (the
        turn's, or an out-of-turn window's)."""
        line = self.adapter(table).status_line(table)
        state = table.state
        window = table.game.window(state) * self.hub.window_scale if not state.is_over else 0
        if window > 0:
            title = getattr(self.adapter(table), "window_title", None)
            return f"{line}\n{window_line(table.moved_at + window, title)}"
        deadline = table.turn_deadline()
        return f"{line}\n{deadline_line(deadline)}" if deadline is not None else line

    async def _post_table_message(self, table: Table, channel: Any, *, urgent: bool) -> None:
        content, file, view = await self._table_message(table)
        # Its place in the budget is taken after the drawing (a place taken earlier would
        # let the requests bunch up behind the drawings).
        async with self.paced(urgent=urgent):
            message = await channel.send(
                content=content,
                file=file,
                view=view,
                # It names the player on turn, but their ping is a message of its own (turns.py).
                allowed_mentions=discord.AllowedMentions.none(),
            )
        # Remember what the channel has been shown, for a restart after a crash.
        shown = self.adapter(table).deals_done(table)
        await self.hub.note_shown(table, table_message_id=message.id, shown_deals=shown)

    async def _freeze_table_message(self, table: Table, channel: Any, deal: int) -> bool:
        """A deal is over: its table message is edited once more, to how the deal ended
        (its adapter's `deal_end`, if it has one) and without buttons, so that a series
        does not leave a live **Your hand** under every old deal. True if it now shows
        the deal's end."""
        if table.record.table_message_id is None:
            return False
        deal_end = getattr(self.adapter(table), "deal_end", None)
        changes: dict[str, Any] = {"view": None}
        if deal_end is not None:
            text, drawing = deal_end(table, deal)
            image = await self.draw(drawing)
            files = [image_file(image, "tables-image-deal")] if image else []
            changes.update(content=text, attachments=files)
        message = channel.get_partial_message(table.record.table_message_id)
        try:
            async with self.paced(urgent=True):
                await message.edit(**changes)
        except discord.NotFound:
            return False  # deleted meanwhile: nothing left to freeze
        return deal_end is not None

    async def _edit_table_message(
        self, table: Table, channel: Any, *, urgent: bool, with_button: bool = True
    ) -> None:
        if table.record.table_message_id is None:
            return
        content, file, view = await self._table_message(table, with_button)
        message = channel.get_partial_message(table.record.table_message_id)
        try:
            async with self.paced(urgent=urgent):
                await message.edit(content=content, attachments=[file], view=view)
        except discord.NotFound:
            # Someone deleted the table message: post a new one.
            await self._post_table_message(table, channel, urgent=True)
