"""A table's public messages in its game's channel: the table message (the status line,
the picture and **Your hand**), posted afresh for each deal and frozen at the deal's end;
each deal's scoresheet; and the final standings with **Play again**.

A finished deal's **Review** (review.py) stands under its deal summary: every deal has
exactly one, posted once even across a restart (a frozen table message is skipped when
deals end faster than it is drawn), and it is the message that tells how the deal ended.
The deal that the final standings close instead (Gin Slaughtre's last game, Guillotine's
last day: `deals_over` > `deals_done`) has it on the table message's last edit, which
shows that deal's end, rather than beside Play again.

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
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.tables import Table, TableHub
from cogs.i18n import t
from cogs.tables.adapter import GameAdapter, TableText
from cogs.tables.again import again_view
from cogs.tables.components import HandButton, ReviewButton, review_view
from cogs.tables.layout import Picture, message_arguments
from cogs.tables.publisher import Publisher
from cogs.tables.toolkit import MessageChannel, Toolkit
from cogs.tables.words import deadline_line, image_file, window_line

log = logging.getLogger(__name__)


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
                    final_picture = await self._freeze(table, channel, deal, publisher)
                text, drawing = adapter.deal_summary(table, deal)
                image = await self.kit.draw(drawing)
                review = review_view(table.id, deal) if self._reviewed(table) else None
                await self._post(channel, text, image, "tables-image-scoresheet", view=review)
                publisher.sheets_posted += 1
        done = adapter.deals_done(table)
        if table.status == "finished":
            if table.record.announced:
                return
            text, drawing = adapter.final_summary(table)
            if not final_picture:
                # The last deal, when no summary of its own closes it: its Review here.
                last = [ReviewButton(table.id, done)] if self._reviewed(table, done) else []
                await self._edit(table, channel, publisher, urgent=True, items=last)
            image = await self.kit.draw(drawing)
            await self._post(channel, text, image, "tables-image-standings", view=again_view(table))
            await self.hub.note_shown(table, announced=True, shown_deals=done)
            self.kit.tokens.forget(table.id)
            return
        if table.record.table_message_id is None or publisher.message_deal != done:
            await self._post_table_message(table, channel, publisher, urgent=True)
            publisher.message_deal = publisher.sheets_posted = done
        else:
            await self._edit(table, channel, publisher, urgent=publisher.urgent)

    def _reviewed(self, table: Table, deal: int | None = None) -> bool:
        """Whether the game offers a Review of its finished deals (of `deal`, if given: one
        that is over)."""
        adapter = self.kit.adapter(table)
        if type(adapter).review is GameAdapter.review:
            return False
        return deal is None or deal < adapter.deals_over(table)

    def table_line(self, table: Table) -> str:
        """The words above the table message's picture: the game's status, and when time
        runs out (the turn's, or an out-of-turn window's)."""
        return self.table_text(table).status

    def table_text(self, table: Table) -> TableText:
        """The table message's words: the game's (its adapter's `table_text`), the status
        followed by when time runs out (the turn's, or an out-of-turn window's)."""
        return self._timed(table, self.kit.adapter(table).table_text(table))

    def _timed(self, table: Table, text: TableText) -> TableText:
        """The game's words with when time runs out after its status (a copy)."""
        adapter = self.kit.adapter(table)
        state = table.state
        window = table.game.window(state) * self.hub.window_scale if not state.is_over else 0
        if window > 0:
            closes = window_line(table.moved_at + window, adapter.window_title)
            return replace(text, status=f"{text.status}\n{closes}")
        deadline = table.turn_deadline()
        if deadline is not None:
            return replace(text, status=f"{text.status}\n{deadline_line(deadline)}")
        return text

    async def close(self, table: Table) -> None:
        """An abandoned game: its table message says so and loses its Your hand button."""
        if table.record.table_message_id is None:
            return
        channel = self.kit.game_channel(table)
        message_id = table.record.table_message_id
        try:
            await self._change(
                table,
                channel,
                message_id,
                lambda: message_arguments(TableText(t("tables-abandoned")), None, edit=True),
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

    async def _table_message(self, table: Table, publisher: Publisher) -> tuple[TableText, Picture]:
        """The table message's words and picture (drawn off the event loop), noted as the
        last shown by its publisher (the deal's end may need them again)."""
        adapter = self.kit.adapter(table)
        # The words first: the game may move on while the picture is drawn, and the words
        # must describe the same moment as the picture.
        own = adapter.table_text(table)
        text = self._timed(table, own)
        drawing = adapter.table_image(table)
        image = await self.kit.draw(drawing)
        # Without the deadline: once frozen, the message must not count down a past turn.
        # Kept only where the deal's end is this table drawn again (the view it holds grows
        # with the series: 7 to 23 KB a Barbu table).
        publisher.shown_table = None if adapter.draws_deal_end else (own, drawing)
        return text, Picture(image, "tables-image-table", text.alt)

    async def _post_table_message(
        self, table: Table, channel: MessageChannel, publisher: Publisher, *, urgent: bool
    ) -> None:
        text, picture = await self._table_message(table, publisher)
        # Its place in the budget is taken after the drawing (a place taken earlier would
        # let the requests bunch up behind the drawings).
        async with self.kit.paced(urgent=urgent):
            message = await channel.send(
                **message_arguments(text, picture, [HandButton(table.id)], edit=False),
                # It names the player on turn, but their ping is a message of its own (turns.py).
                allowed_mentions=discord.AllowedMentions.none(),
            )
        # Remember what the channel has been shown, for a restart after a crash.
        shown = self.kit.adapter(table).deals_done(table)
        await self.hub.note_shown(table, table_message_id=message.id, shown_deals=shown)

    async def _freeze(
        self, table: Table, channel: MessageChannel, deal: int, publisher: Publisher
    ) -> bool:
        """A deal is over: its table message is edited once more, to how the deal ended
        (its adapter's `deal_end`, if it says one; else as it was last shown) and without
        buttons, so that a series does not leave a live **Your hand** under every old
        deal. True if it now shows the deal's end."""
        if table.record.table_message_id is None:
            return False
        adapter = self.kit.adapter(table)
        ending = adapter.deal_end(table, deal)
        if ending is None:
            # A V2 message is edited whole: its last words and picture again, drawn anew
            # from what they were drawn from (a restart forgot them: the game's words now).
            text, drawing = publisher.shown_table or (adapter.table_text(table), None)
            key = "tables-image-table"
        else:
            words, drawing = ending
            text, key = TableText(words), "tables-image-deal"
        image = await self.kit.draw(drawing)
        picture = Picture(image, key, text.alt) if image else None
        try:
            await self._change(
                table,
                channel,
                table.record.table_message_id,
                lambda: message_arguments(text, picture, edit=True),
            )
        except discord.NotFound:
            return False  # deleted meanwhile: nothing left to freeze
        return ending is not None

    async def _edit(
        self,
        table: Table,
        channel: MessageChannel,
        publisher: Publisher,
        *,
        urgent: bool,
        items: Sequence[discord.ui.Item[Any]] | None = None,
    ) -> None:
        """Edit the table message to the table as it stands, with `items` for buttons
        (None: Your hand)."""
        if table.record.table_message_id is None:
            return
        text, picture = await self._table_message(table, publisher)

        def changes() -> dict[str, Any]:
            buttons = [HandButton(table.id)] if items is None else items
            return message_arguments(text, picture, buttons, edit=True)

        message_id = table.record.table_message_id
        try:
            await self._change(table, channel, message_id, changes, urgent=urgent)
        except discord.NotFound:
            # Someone deleted the table message: post a new one.
            await self._post_table_message(table, channel, publisher, urgent=True)
