"""A table's public messages in its game's channel: the table message (the status line,
the picture and **Your hand**), posted afresh for each deal and frozen at the deal's end;
each deal's scoresheet; and the final standings with **Play again**.

`TableMessages` is a part of the table UI (cogs/tables/ui.py); it keeps nothing of its
own: what the channel has been shown is counted by the table's `Publisher`, and noted
with the table (the hub's `note_shown`) for a restart.

A table message is edited through the freshest live token of a click on it (tokens.py:
`@original`, outside Discord's global limit), else through the channel under the bot-wide
budget; a token edit that fails falls back to the channel with the same update. The
route changes nothing of what the edit shows, nor when the publisher makes it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.tables import Table, TableHub
from cogs.i18n import t
from cogs.tables.again import again_view
from cogs.tables.components import HandButton
from cogs.tables.publisher import Publisher
from cogs.tables.toolkit import MessageChannel, Toolkit
from cogs.tables.words import deadline_line, image_file, window_line

log = logging.getLogger(__name__)


def hand_view(table: Table) -> discord.ui.View:
    """The table message's button: **Your hand**."""
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(table.id))
    return view


class TableMessages:
    """Posts and edits a table's public messages."""

    def __init__(self, kit: Toolkit, hub: TableHub) -> None:
        self.kit = kit
        self.hub = hub

    async def publish(self, table: Table, publisher: Publisher) -> None:
        """Bring the channel up to date: the scoresheets of the deals done, then a new
        table message for a new deal (else the current one edited), or the final standings."""
        adapter = self.kit.adapter(table)
        channel = self.kit.game_channel(table)
        final_picture = False  # the table message shows how its deal ended
        if publisher.sheets_posted is not None:
            # Counted anew after each post: a deal (the series' last too) may end meanwhile,
            # and the final standings must not go out with its scoresheet left unposted.
            while publisher.sheets_posted < adapter.deals_done(table):
                deal = publisher.sheets_posted
                if publisher.message_deal == deal:
                    final_picture = await self._freeze(table, channel, deal)
                text, drawing = adapter.deal_summary(table, deal)
                image = await self.kit.draw(drawing)
                await self._post(channel, text, image, "tables-image-scoresheet")
                publisher.sheets_posted += 1
        done = adapter.deals_done(table)
        if table.status == "finished":
            if table.record.announced:
                return
            text, drawing = adapter.final_summary(table)
            if not final_picture:
                await self._edit(table, channel, urgent=True, with_button=False)
            image = await self.kit.draw(drawing)
            await self._post(channel, text, image, "tables-image-standings", view=again_view(table))
            await self.hub.note_shown(table, announced=True, shown_deals=done)
            self.kit.tokens.forget(table.id)
            return
        if table.record.table_message_id is None or publisher.message_deal != done:
            await self._post_table_message(table, channel, urgent=True)
            publisher.message_deal = publisher.sheets_posted = done
        else:
            await self._edit(table, channel, urgent=publisher.urgent)

    def table_line(self, table: Table) -> str:
        """The table message's text: the game's status line, and when time runs out (the
        turn's, or an out-of-turn window's)."""
        adapter = self.kit.adapter(table)
        line = adapter.status_line(table)
        state = table.state
        window = table.game.window(state) * self.hub.window_scale if not state.is_over else 0
        if window > 0:
            return f"{line}\n{window_line(table.moved_at + window, adapter.window_title)}"
        deadline = table.turn_deadline()
        return f"{line}\n{deadline_line(deadline)}" if deadline is not None else line

    async def close(self, table: Table) -> None:
        """An abandoned game: its table message says so and loses its Your hand button."""
        if table.record.table_message_id is None:
            return
        channel = self.kit.game_channel(table)
        message_id = table.record.table_message_id
        try:
            await self._change(
                table, channel, message_id, lambda: {"content": t("tables-abandoned"), "view": None}
            )
        except discord.HTTPException:
            log.warning("Table %s: could not close the table message", table.id, exc_info=True)
        self.kit.tokens.forget(table.id)

    async def _change(
        self,
        table: Table,
        channel: MessageChannel,
        message_id: int,
        changes: Callable[[], dict[str, Any]],
        *,
        urgent: bool = True,
    ) -> None:
        """Edit one of the table's messages: through the freshest live token of a click on
        it (outside the global limit), else (none, or each failed) through the channel, in
        the bot-wide budget. `changes` makes the edit's arguments afresh for each try (a
        file is read by the request that sends it). Raises what the channel route raises."""
        for token in self.kit.tokens.usable(table.id, message_id):
            self.kit.tokens.spend(token)
            try:
                await token.interaction.edit_original_response(**changes())
                return
            except discord.HTTPException as error:
                # Expired (401), gone (404), refused: this token is done; the update is not.
                self.kit.tokens.drop(table.id, token)
                log.info("Table %s: a token's edit failed (%s, code %s), trying another route",
                         table.id, error.status, error.code)  # fmt: skip
        message = channel.get_partial_message(message_id)
        async with self.kit.paced(urgent=urgent):
            await message.edit(**changes())

    async def _post(
        self,
        channel: MessageChannel,
        text: str,
        image: bytes | None,
        key: str,
        view: discord.ui.View | None = None,
    ) -> None:
        """Post a message with its image (`key`: the image's file name and alt text)."""
        files = [image_file(image, key)] if image else []
        async with self.kit.paced(urgent=True):
            if view is None:
                await channel.send(content=text, files=files)
            else:
                await channel.send(content=text, files=files, view=view)

    async def _table_message(self, table: Table) -> tuple[str, bytes]:
        """The table message's status line and image (drawn off the event loop)."""
        adapter = self.kit.adapter(table)
        # The line first: the game may move on while the picture is drawn, and the line
        # must describe the same moment as the picture.
        content = self.table_line(table)
        image = await self.kit.draw(adapter.table_image(table))
        return content, image

    async def _post_table_message(
        self, table: Table, channel: MessageChannel, *, urgent: bool
    ) -> None:
        content, image = await self._table_message(table)
        # Its place in the budget is taken after the drawing (a place taken earlier would
        # let the requests bunch up behind the drawings).
        async with self.kit.paced(urgent=urgent):
            message = await channel.send(
                content=content,
                file=image_file(image, "tables-image-table"),
                view=hand_view(table),
                # It names the player on turn, but their ping is a message of its own (turns.py).
                allowed_mentions=discord.AllowedMentions.none(),
            )
        # Remember what the channel has been shown, for a restart after a crash.
        shown = self.kit.adapter(table).deals_done(table)
        await self.hub.note_shown(table, table_message_id=message.id, shown_deals=shown)

    async def _freeze(self, table: Table, channel: MessageChannel, deal: int) -> bool:
        """A deal is over: its table message is edited once more, to how the deal ended
        (its adapter's `deal_end`, if it says one) and without buttons, so that a series
        does not leave a live **Your hand** under every old deal. True if it now shows
        the deal's end."""
        if table.record.table_message_id is None:
            return False
        ending = self.kit.adapter(table).deal_end(table, deal)
        text, image = None, None
        if ending is not None:
            text, drawing = ending
            image = await self.kit.draw(drawing)

        def changes() -> dict[str, Any]:
            if ending is None:
                return {"view": None}
            files = [image_file(image, "tables-image-deal")] if image else []
            return {"view": None, "content": text, "attachments": files}

        try:
            await self._change(table, channel, table.record.table_message_id, changes)
        except discord.NotFound:
            return False  # deleted meanwhile: nothing left to freeze
        return ending is not None

    async def _edit(
        self, table: Table, channel: MessageChannel, *, urgent: bool, with_button: bool = True
    ) -> None:
        if table.record.table_message_id is None:
            return
        content, image = await self._table_message(table)

        def changes() -> dict[str, Any]:
            view = hand_view(table) if with_button else None
            file = image_file(image, "tables-image-table")
            return {"content": content, "attachments": [file], "view": view}

        message_id = table.record.table_message_id
        try:
            await self._change(table, channel, message_id, changes, urgent=urgent)
        except discord.NotFound:
            # Someone deleted the table message: post a new one.
            await self._post_table_message(table, channel, urgent=True)
