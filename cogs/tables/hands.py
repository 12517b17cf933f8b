"""The players' private hand messages: answering **Your hand** and the moves made from it,
and keeping each hand message current while its interaction token lives.

`Hands` is a part of the table UI (cogs/tables/ui.py): it keeps each player's latest hand
message, and the task that retires them before their tokens die.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

import discord

from bot.tables import Move, Table, TableError, TableHub
from cogs.i18n import current_language, speaking, t
from cogs.tables.adapter import Drawing, HandPayload
from cogs.tables.clicks import tell
from cogs.tables.components import TakeBackButton, take_back_view
from cogs.tables.gone import table_gone
from cogs.tables.guards import players_seat, running_table
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import hand_deadline, hint, image_file, table_refusal
from games import IllegalAction

log = logging.getLogger(__name__)

# An interaction token lives 15 minutes; stop using it a little before.
TOKEN_LIFETIME = 14 * 60


@dataclass
class HandMessage:
    """The latest private hand message of one player, and how to edit it."""

    # The interaction's webhook (its token), not the interaction: the whole graph of
    # objects discord.py builds for an interaction would otherwise live as long as the
    # hand, and end as old garbage, which only the slow full collections free.
    followup: discord.Webhook
    message_id: int  # the hand message
    created: float  # Toolkit.clock() when its token was issued
    index: int  # the length of the action log it was drawn for
    selection: Any = 0  # toggles or menu step chosen (kept while the game stands still)
    key: Any = None  # the adapter's hand_key of what it shows, to skip needless edits
    picture: Any = None  # what its image shows (see _picture), to skip needless uploads
    language: str = "en"  # the player's language (their click's): a refresh speaks it too
    retired: str | None = None  # the message it was retired with (no controls left)


def _picture(drawing: Drawing | None) -> Any:
    """What a drawing would show: equal values, equal images (no need to draw again)."""
    if drawing is None:
        return None
    return (drawing.func, drawing.args, sorted(drawing.keywords.items()))


class Hands:
    """The players' hand messages: the clicks made from them, and keeping them current."""

    def __init__(self, kit: Toolkit, hub: TableHub) -> None:
        self.kit = kit
        self.hub = hub
        self._hands: dict[tuple[int, int], HandMessage] = {}  # (table, user) -> their hand
        self._expiry: asyncio.Task[None] | None = None  # edits hands before their tokens die

    def holds(self, table_id: int) -> bool:
        """Whether a hand message of the table is kept."""
        return any(place[0] == table_id for place in self._hands)

    def forget(self, table: Table) -> None:
        """Drop every hand kept for the table, a replaced player's too (no longer among its
        humans). Its end shows in them already (`finish`, `close`)."""
        for place in [place for place in self._hands if place[0] == table.id]:
            del self._hands[place]

    def stop(self) -> None:
        """At shutdown: hands are not retired any more."""
        if self._expiry is not None:
            self._expiry.cancel()

    def live_followup(self, table_id: int, user_id: int) -> discord.Webhook | None:
        """The token of the player's hand message while it lives: a way to tell them."""
        hand = self._hands.get((table_id, user_id))
        if hand is None or self.kit.clock() - hand.created >= TOKEN_LIFETIME:
            return None
        return hand.followup

    async def on_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        if await table_gone(self.hub, interaction, table_id):
            return
        table = self.hub.get(table_id)
        if table is None or table.state is None or table.status not in ("playing", "finished"):
            await tell(interaction, t("tables-refused-not-running"))
            return
        seat = table.seat_of(interaction.user.id)
        replaced = seat is None and table.seat_to_take_back(interaction.user.id) is not None
        if replaced and table.status == "playing":
            await tell_away(interaction, table)  # how to come back
            return
        if seat is None:
            await tell(interaction, t("tables-watch-only"))
            return
        # Acknowledge first: drawing the hand waits on a worker, Discord only 3 s. As a
        # deferred update: the table message becomes the click's original response, which
        # its token can edit (tokens.py), and the hand comes as a private follow-up.
        clicked = self.kit.clock()
        await interaction.response.defer()
        await self.show(interaction, table, seat, 0, on_table=True)
        if interaction.message is not None and table.status == "playing":
            self.kit.tokens.keep(table.id, interaction.message.id, interaction, clicked)

    async def on_action(
        self, interaction: discord.Interaction, table_id: int, index: int, action: str
    ) -> None:
        table = await running_table(self.hub, interaction, table_id)
        if table is None:
            return
        user_id = interaction.user.id
        try:
            seat = self.hub.check_action(table, user_id, action, expected_index=index)
        except TableError as error:
            await tell(interaction, table_refusal(error))
            return
        except IllegalAction as error:
            await tell(interaction, self.kit.adapter(table).refusal(error))
            return
        # Acknowledge at once; the move is then written, and the hand redrawn.
        await interaction.response.defer()
        try:
            await self.hub.act(table, user_id, action, expected_index=index)
        except TableError as error:
            await tell(interaction, table_refusal(error))  # another click came first
            return
        except IllegalAction as error:
            await tell(interaction, self.kit.adapter(table).refusal(error))
            return
        # The move is on disk: now show the updated hand. If that fails, the player must
        # not read "try again" (the move counts): they are told it was played.
        try:
            await self.show(interaction, table, seat, 0)
        except Exception:
            log.warning("Table %s: a played move's hand could not be shown", table.id,
                        exc_info=True)  # fmt: skip
            await tell(interaction, t("tables-move-played-hand-failed"))

    async def on_toggle(
        self, interaction: discord.Interaction, table_id: int, index: int, selection: Any
    ) -> None:
        """A choice that is not a move yet (a toggle, a card's menu, a page): redraw the hand
        with this selection (an int mask of toggles, or a game's menu step)."""
        found = await players_seat(self.hub, interaction, table_id)
        if found is None:
            return
        table, seat = found
        if index != table.action_count:
            await tell(interaction, t("tables-refused-out-of-date"))
            return
        await interaction.response.defer()
        await self.show(interaction, table, seat, selection)

    async def on_hint(self, interaction: discord.Interaction, table_id: int, index: int) -> None:
        found = await players_seat(self.hub, interaction, table_id)
        if found is None:
            return
        table, seat = found
        if not table.record.settings.get("hints"):
            await tell(interaction, t("tables-hints-off"))
            return
        if index != table.action_count or seat not in table.state.actors():
            await tell(interaction, t("tables-hint-out-of-date"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            action = await self.hub.hint(table, seat)
        except TableError as error:
            await tell(interaction, table_refusal(error))
            return
        move = Move(-1, seat, action, None, "hint")
        what = self.kit.adapter(table).describe_move(table, move)
        await interaction.edit_original_response(content=hint(what))

    async def show(
        self,
        interaction: discord.Interaction,
        table: Table,
        seat: int,
        selection: Any,
        *,
        on_table: bool = False,
    ) -> None:
        """Draw the player's hand into the message of their (acknowledged) interaction, or
        a private follow-up to it for a click on the table message (`on_table`), and keep
        that message to refresh while its token lives."""
        index = table.action_count
        payload = self._hand(table, seat, selection)
        drawn = _picture(payload.image)
        image = await self.kit.draw(payload.image)
        if table.action_count != index:
            # The game moved on while a worker drew. The words and choices are those of
            # now (cheap, and a click on them must not be refused), without the choices
            # made for the old position; the picture is drawn once, not again and again
            # (while the workers are busy the game keeps moving): if it shows the old
            # position, the refresh below draws the new one.
            index, selection = table.action_count, 0
            payload = self._hand(table, seat, selection)
        current = _picture(payload.image) == drawn
        # A hand whose picture is behind is kept with no key: the refresh redraws it.
        key = self._hand_key(table, seat, selection) if current else None
        message = self._hand_message(payload, image)
        if on_table:
            files = message.pop("attachments")
            # The hand's buttons are DynamicItems, found by their custom ids: discord.py
            # need not keep the view. Stopped, it is not stored, and no task waits the 15
            # minutes discord.py gives an ephemeral follow-up's view (its default there).
            message["view"].stop()
            sent: discord.Message = await interaction.followup.send(
                **message, files=files, ephemeral=True, wait=True
            )
        else:
            sent = await interaction.edit_original_response(**message)
        place = (table.id, interaction.user.id)
        older = self._hands.get(place)
        mine = HandMessage(
            interaction.followup, sent.id, self.kit.clock(), index, selection, key, drawn,
            current_language(),
        )  # fmt: skip
        if older is not None and older.message_id > sent.id:
            # A newer hand was opened while this older one was redrawn (message ids grow
            # with time): this one steps aside, the newer one stays current.
            await self._retire_hand(mine, "tables-hand-replaced")
            return
        self._hands[place] = mine
        if older is not None and older.message_id != sent.id:
            await self._retire_hand(older, "tables-hand-replaced")  # one "Your turn"
        if table.status == "abandoned":
            # Abandoned while this hand was drawn: the hands were closed before it was kept.
            await self.close(table, "tables-abandoned")
            return
        if table.status == "finished":
            # The game ended while this hand was drawn: the end's refresh may have passed.
            await self.finish(table)
            return
        self._watch_expiry()
        if not current:
            # The refresh of the moves made while drawing may have passed before this
            # hand was kept: its picture is brought up to date now.
            await self.refresh(table)

    async def refresh(self, table: Table) -> None:
        """Edit each player's private hand message while its token still works."""
        now = self.kit.clock()
        for user_id in table.humans():
            hand = self._hands.get((table.id, user_id))
            if hand is None:
                continue
            if now - hand.created > TOKEN_LIFETIME:
                del self._hands[(table.id, user_id)]
                await self._retire_hand(hand, "tables-hand-expired")
                continue
            seat = table.seat_of(user_id)
            if seat is None:
                continue
            index = table.action_count
            # The player's toggles stand until the game moves on.
            selection = hand.selection if hand.index == index else 0
            key = self._hand_key(table, seat, selection)
            if key == hand.key:
                continue  # nothing it shows has changed: no render, no request
            with speaking(hand.language):  # the player's language, not the table's
                payload = self._hand(table, seat, selection)
            picture = _picture(payload.image)
            message = self._hand_message(payload, None, hand.language)
            if picture != hand.picture:
                image = await self.kit.draw(payload.image)
                message = self._hand_message(payload, image, hand.language)
                if table.action_count != index:
                    continue  # the game moved while drawing: the next refresh shows it
            else:
                del message["attachments"]  # the same picture: keep the one it has
            if self._hands.get((table.id, user_id)) is not hand:
                continue  # a newer hand replaced it while drawing: this one is retired
            try:
                await hand.followup.edit_message(hand.message_id, **message)
            except discord.HTTPException:
                self._hands.pop((table.id, user_id), None)
                continue
            if hand.retired is not None:
                # Retired (the table abandoned, a newer hand) while this edit was on its
                # way: Discord may have taken the two in either order. Retired again, last.
                await self._retire_hand(hand, hand.retired)
                continue
            hand.index, hand.selection, hand.key, hand.picture = index, selection, key, picture

    def _hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        """The adapter's hand, with when the player's time runs out if it is their turn."""
        payload = self.kit.adapter(table).hand(table, seat, selection)
        if table.seats[seat].away and table.status == "playing":
            # Their cards, but no controls: the computer plays them until they come back.
            payload.content, payload.items = t("tables-away-hand"), [TakeBackButton(table.id)]
            return payload
        deadline = table.turn_deadline() if seat in table.humans_to_act() else None
        if deadline is not None:
            payload.content = f"{payload.content}\n{hand_deadline(deadline)}"
        return payload

    def _hand_key(self, table: Table, seat: int, selection: Any) -> Any:
        deadline = table.turn_deadline() if seat in table.humans_to_act() else None
        away = table.seats[seat].away and table.status == "playing"
        return self.kit.adapter(table).hand_key(table, seat, selection), deadline, away

    async def finish(self, table: Table) -> None:
        """The game is over: each open hand shows how it ended (no "Waiting…" left), once."""
        await self.refresh(table)
        self.forget(table)

    async def close(self, table: Table, key: str) -> None:
        """The table closed without an end (abandoned): each open hand says the message
        `key` (in its player's language), with no controls, and is not kept any more."""
        # Every hand kept for the table, a replaced player's too (no longer among its humans).
        for place in [place for place in self._hands if place[0] == table.id]:
            hand = self._hands.pop(place, None)
            if hand is not None:
                await self._retire_hand(hand, key)

    async def expire(self) -> None:
        """Hands whose tokens are about to die say so (the expiry task calls this)."""
        now = self.kit.clock()
        for place, hand in list(self._hands.items()):
            if now - hand.created > TOKEN_LIFETIME and self._hands.get(place) is hand:
                del self._hands[place]
                await self._retire_hand(hand, "tables-hand-expired")

    async def _retire_hand(self, hand: HandMessage, key: str) -> None:
        """A hand message that will not be kept current any more says so (the message
        `key`, in its player's language), with no controls."""
        hand.retired = key
        with speaking(hand.language):
            text = t(key)
        try:
            await hand.followup.edit_message(
                hand.message_id, content=text, view=None, attachments=[]
            )
        except discord.HTTPException:
            log.info("Could not retire a hand message", exc_info=True)

    def _watch_expiry(self) -> None:
        """Make sure a task retires hand messages before their tokens die."""
        if self._expiry is None or self._expiry.done():
            self._expiry = asyncio.create_task(self._expire_in_time(), name="hand-expiry")

    async def _expire_in_time(self) -> None:
        while self._hands:
            soonest = min(hand.created for hand in self._hands.values())
            await asyncio.sleep(max(0.0, soonest + TOKEN_LIFETIME - self.kit.clock()) + 1.0)
            await self.expire()

    @staticmethod
    def _hand_message(
        payload: HandPayload, image: bytes | None, language: str | None = None
    ) -> dict[str, Any]:
        """The keyword arguments that put a hand into a message (its file's name and alt
        text in `language`, else the one being spoken)."""
        view = discord.ui.View(timeout=None)
        for item in payload.items:
            view.add_item(item)
        with speaking(language or current_language()):
            files = [image_file(image, "tables-image-hand")] if image else []
        return {"content": payload.content, "view": view, "attachments": files}


async def tell_away(interaction: discord.Interaction, table: Table) -> None:
    """Your hand from a player whose seat the computer plays: how to get it back."""
    await interaction.response.send_message(
        t("tables-away-hand"), view=take_back_view(table.id), ephemeral=True
    )
