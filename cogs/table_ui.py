"""Discord pieces every game's table shares: lobby, table message, private hand, buttons.

Buttons are `discord.ui.DynamicItem`s whose custom ids carry the table id
(and, for moves, the length of the action log they were drawn for), so they
keep working after a restart and a click on an outdated one is recognised.
`TableUI` listens to the `TableHub`: it keeps each table's public message
current (edits coalesced to stay under Discord's per-channel rate), posts a
fresh table message per deal, and refreshes the players' private hand
messages while their interaction tokens live.

What is specific to a game (status line, images, the controls of a hand)
comes from a `GameAdapter` registered per game.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import discord

from bot.storage import SeatRecord
from bot.tables import Move, Table, TableError, TableHub
from games import IllegalAction

if TYPE_CHECKING:
    from bot.app import BarbuBot

log = logging.getLogger(__name__)

# A select value that starts with this is not a move but the next menu to show
# (what follows it is the hand's new selection, e.g. a card whose choices to list).
STEP = ">"
MENU_SIZE = 25  # Discord's most options in one select menu
# A hand is drawn again (at most this many times) when the game moved on while drawing it.
DRAW_TRIES = 3

# An interaction token lives 15 minutes; stop using it a little before.
TOKEN_LIFETIME = 14 * 60


# An image to draw: a render function with its (plain data) arguments, e.g.
# `partial(render_barbu_table, view, names)`. It is drawn in a worker process.
Drawing = partial[bytes]


@dataclass
class HandPayload:
    """What a player's private hand message shows."""

    content: str
    image: Drawing | None
    items: list[discord.ui.Item[Any]] = field(default_factory=list)


class GameAdapter(Protocol):
    """What the shared table UI needs to know of one game."""

    game: str
    title: str

    def status_line(self, table: Table) -> str: ...
    def table_image(self, table: Table) -> Drawing: ...
    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload: ...
    def hand_key(self, table: Table, seat: int, selection: Any) -> Any:
        """Everything `hand` depends on, cheap to compute: equal keys, equal messages."""

    def deals_done(self, table: Table) -> int: ...
    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]: ...
    def final_summary(self, table: Table) -> tuple[str, Drawing | None]: ...
    def lobby_text(self, table: Table) -> str: ...
    def describe_move(self, table: Table, move: Move) -> str: ...


# ------------------------------------------------------------------ buttons


def _ui(interaction: discord.Interaction) -> TableUI:
    return interaction.client.table_ui  # type: ignore[attr-defined]


def plain(name: str) -> str:
    """A name in message text, shown literally: no markdown, no mention, no ping."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def text_names(table: Table) -> list[str]:
    """The seats' names for message text (images and labels take `table.names()`)."""
    return [plain(name) for name in table.names()]


def seat_mention(seat: SeatRecord) -> str:
    """A seat in a message: the player's mention, or a computer's name in bold."""
    return f"<@{seat.user_id}>" if seat.user_id is not None else f"**{plain(seat.name)}**"


def may_manage_tables(user: discord.abc.User) -> bool:
    """Server managers may cancel, abandon or change any table."""
    return isinstance(user, discord.Member) and user.guild_permissions.manage_guild


@contextlib.asynccontextmanager
async def _answering(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Whatever goes wrong in a click, the user gets a short private answer."""
    try:
        yield
    except Exception:
        log.exception("A click failed (custom id %s)", (interaction.data or {}).get("custom_id"))
        await TableUI.tell(interaction, "Something went wrong with that click; please try again.")


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tbl:lobby:(?P<table>\d+):(?P<op>join|leave|bot|start|cancel)",
):
    LABELS: ClassVar[dict[str, str]] = {
        "join": "Join",
        "leave": "Leave",
        "bot": "Add computer",
        "start": "Start",
        "cancel": "Cancel",
    }
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "start": discord.ButtonStyle.primary,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, table_id: int, op: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=self.LABELS[op],
                style=self.STYLES.get(op, discord.ButtonStyle.secondary),
                custom_id=f"tbl:lobby:{table_id}:{op}",
            )
        )
        self.table_id = table_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> LobbyButton:
        return cls(int(match["table"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_lobby(interaction, self.table_id, self.op)


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tbl:hand:(?P<table>\d+)"):
    def __init__(self, table_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Your hand",
                emoji="🃏",
                style=discord.ButtonStyle.primary,
                custom_id=f"tbl:hand:{table_id}",
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> HandButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_hand(interaction, self.table_id)


class ActionButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tbl:act:(?P<table>\d+):(?P<index>\d+):(?P<action>.+)",
):
    """A button that makes one move (a card, a pass, a confirmed double)."""

    def __init__(
        self,
        table_id: int,
        index: int,
        action: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or action,
                style=style,
                disabled=disabled,
                custom_id=f"tbl:act:{table_id}:{index}:{action}",
                row=row,
            )
        )
        self.table_id = table_id
        self.index = index
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> ActionButton:
        return cls(int(match["table"]), int(match["index"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_action(interaction, self.table_id, self.index, self.action)


class ActionSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"tbl:sel:(?P<table>\d+):(?P<index>\d+)",
):
    """A select menu whose chosen value is the move (e.g. the contract)."""

    def __init__(
        self,
        table_id: int,
        index: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"tbl:sel:{table_id}:{index}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                row=row,
            )
        )
        self.table_id = table_id
        self.index = index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> ActionSelect:
        return cls(int(match["table"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if len(values) != 1:
            await _ui(interaction).tell(interaction, "Choose one option.")
            return
        value = str(values[0])
        async with _answering(interaction):
            if value.startswith(STEP):
                # Not a move yet: the next menu (a card's choices, the next page).
                await _ui(interaction).on_toggle(
                    interaction, self.table_id, self.index, value[len(STEP) :]
                )
            else:
                await _ui(interaction).on_action(interaction, self.table_id, self.index, value)


class HintButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tbl:hint:(?P<table>\d+):(?P<index>\d+)",
):
    """Asks the strong computer player what it would do here (tables with hints on)."""

    def __init__(self, table_id: int, index: int, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label="Hint",
                emoji="💡",
                style=discord.ButtonStyle.secondary,
                custom_id=f"tbl:hint:{table_id}:{index}",
                row=row,
            )
        )
        self.table_id = table_id
        self.index = index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> HintButton:
        return cls(int(match["table"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_hint(interaction, self.table_id, self.index)


class PickSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"tbl:pick:(?P<table>\d+):(?P<index>\d+)",
):
    """Several things chosen together (cards for a set or a run): not a move yet, the hand
    is redrawn with them selected and offers the move they make."""

    def __init__(
        self,
        table_id: int,
        index: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        options = options or [discord.SelectOption(label="-")]
        super().__init__(
            discord.ui.Select(
                custom_id=f"tbl:pick:{table_id}:{index}",
                options=options,
                placeholder=placeholder,
                min_values=1,
                max_values=len(options),
                row=row,
            )
        )
        self.table_id = table_id
        self.index = index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> PickSelect:
        return cls(int(match["table"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        picked = [str(v) for v in values]
        if not picked or len(picked) > 25 or any("," in v or len(v) > 20 for v in picked):
            await _ui(interaction).tell(interaction, "Choose from the list.")
            return
        async with _answering(interaction):
            await _ui(interaction).on_toggle(
                interaction, self.table_id, self.index, ",".join(picked)
            )


class StepButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tbl:step:(?P<table>\d+):(?P<index>\d+):(?P<step>[^\s]*)",
):
    """Shows another menu of the same hand (back to the cards, another page): no move."""

    def __init__(
        self, table_id: int, index: int, step: str, *, label: str, row: int | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"tbl:step:{table_id}:{index}:{step}",
                row=row,
            )
        )
        self.table_id = table_id
        self.index = index
        self.step = step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> StepButton:
        return cls(int(match["table"]), int(match["index"]), match["step"], label=item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_toggle(interaction, self.table_id, self.index, self.step)


class ToggleButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tbl:tog:(?P<table>\d+):(?P<index>\d+):(?P<mask>\d+):(?P<bit>\d+)",
):
    """Flips one choice of a multiple choice (whom to double) without moving yet.

    The current choices travel in the custom id as a bit mask, so the
    selection survives a restart and needs no memory in the bot.
    """

    def __init__(
        self,
        table_id: int,
        index: int,
        mask: int,
        bit: int,
        *,
        label: str,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        selected = bool(mask >> bit & 1)
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="✅" if selected else None,
                style=discord.ButtonStyle.success if selected else discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"tbl:tog:{table_id}:{index}:{mask}:{bit}",
                row=row,
            )
        )
        self.table_id = table_id
        self.index = index
        self.mask = mask
        self.bit = bit

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> ToggleButton:
        return cls(
            int(match["table"]), int(match["index"]), int(match["mask"]), int(match["bit"]),
            label=item.label or "",
        )  # fmt: skip

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_toggle(
                interaction, self.table_id, self.index, self.mask ^ (1 << self.bit)
            )


def paged_select(
    table_id: int, index: int, options: list[tuple[str, str]], step: str, placeholder: str
) -> list[discord.ui.Item]:
    """One select menu of (label, value) moves; past 25 entries a page of them and a
    "More…" entry (the `step` selection "prefix@offset" tells which page)."""
    prefix, _, offset_text = step.partition("@")
    offset = int(offset_text) if offset_text.isdigit() and int(offset_text) < len(options) else 0
    page = options[offset:]
    if len(page) > MENU_SIZE:
        page = [*page[: MENU_SIZE - 1], ("More…", f"{STEP}{prefix}@{offset + MENU_SIZE - 1}")]
    elif offset:
        page = [*page[: MENU_SIZE - 1], ("Back to the first page", f"{STEP}{prefix}")]
    menu = [discord.SelectOption(label=label[:100], value=value) for label, value in page]
    return [ActionSelect(table_id, index, menu, placeholder=placeholder)]


DYNAMIC_ITEMS = (
    LobbyButton,
    HandButton,
    ActionButton,
    ActionSelect,
    ToggleButton,
    StepButton,
    PickSelect,
)


# ------------------------------------------------------------------ publishing


@dataclass
class _HandMessage:
    """The latest private hand message of one player, and how to edit it."""

    # The interaction's webhook (its token), not the interaction: the whole graph of
    # objects discord.py builds for an interaction would otherwise live as long as the
    # hand, and end as old garbage, which only the slow full collections free.
    followup: discord.Webhook
    message_id: int | None  # the hand message (None: the Start click, which shows no hand)
    created: float  # time.monotonic() when its token was issued
    index: int  # the length of the action log it was drawn for
    selection: Any = 0  # toggles or menu step chosen (kept while the game stands still)
    key: Any = None  # the adapter's hand_key of what it shows, to skip needless edits
    picture: Any = None  # what its image shows (see _picture), to skip needless uploads


def _picture(drawing: Drawing | None) -> Any:
    """What a drawing would show: equal values, equal images (no need to draw again)."""
    if drawing is None:
        return None
    return (drawing.func, drawing.args, sorted(drawing.keywords.items()))


class _Publisher:
    """Keeps one table's public messages current, at a pace Discord accepts."""

    def __init__(self, ui: TableUI, table: Table) -> None:
        self.ui = ui
        self.table = table
        self.dirty = False
        self.task: asyncio.Task[None] | None = None
        self.next_edit = 0.0
        self.failures = 0  # publications failed in a row: the retry waits longer each time
        self.sheets_posted: int | None = None  # deals whose scoresheets are posted
        self.message_deal: int | None = None  # deals done when the table message was posted
        self.shown_turn: Any = None  # whose turn the channel was last shown (see turn_key)
        self.urgent = False  # this publication shows a new turn: it goes first
        # Set while nothing is being published (idle, or backing off after a failure).
        self.settled = asyncio.Event()
        self.settled.set()

    def poke(self) -> None:
        self.dirty = True
        if self.task is None or self.task.done():
            self.settled.clear()
            self.task = asyncio.create_task(self._run(), name=f"publish-{self.table.id}")

    async def _run(self) -> None:
        try:
            while self.dirty:
                self.dirty = False
                wait = self.next_edit - time.monotonic()
                if wait > 0:
                    if self.failures:
                        self.settled.set()  # backing off: nothing is under way meanwhile
                    await asyncio.sleep(wait)  # rate limit and back-off, not waiting for effects
                self.settled.clear()
                turn = turn_key(self.table)
                self.urgent = turn != self.shown_turn
                interval = self.ui.bot.settings.edit_interval
                try:
                    await self.ui.publish(self.table, self)
                    self.failures = 0
                    self.shown_turn = turn
                except Exception as error:
                    # Try again, later each time: a table must never stay silently out of date.
                    self.failures += 1
                    self.dirty = True
                    interval = max(interval, min(30.0, 0.5 * 2**self.failures))
                    await self.ui.publication_failed(self.table, error)
                self.next_edit = time.monotonic() + interval
        finally:
            self.settled.set()


def turn_key(table: Table) -> Any:
    """What makes a publication urgent when it changes: whose turn, which deal, the end."""
    if table.state is None:
        return table.status
    actors = () if table.state.is_over else tuple(table.state.actors())
    return table.status, actors, len(table.record.actions) == 0


class TableUI:
    """Turns table events into Discord messages and Discord clicks into table actions."""

    def __init__(self, bot: BarbuBot, hub: TableHub) -> None:
        self.bot = bot
        self.hub = hub
        self.adapters: dict[str, GameAdapter] = {}
        self._publishers: dict[int, _Publisher] = {}
        self._hands: dict[tuple[int, int], _HandMessage] = {}
        self._start_clicks: dict[int, _HandMessage] = {}  # table -> the host's Start click
        self._told_host: set[tuple[int, str]] = set()  # (table, problem) already reported
        bot.add_listener(self.on_raw_message_delete)
        bot.add_listener(self.on_raw_thread_delete)

    def adapter(self, table: Table) -> GameAdapter:
        return self.adapters[table.record.game]

    async def draw(self, drawing: Drawing | None) -> bytes | None:
        """The PNG of a drawing, drawn in a worker process (None draws nothing)."""
        if drawing is None:
            return None
        return await self.bot.workers.draw(drawing)

    def publisher(self, table: Table) -> _Publisher:
        publisher = self._publishers.get(table.id)
        if publisher is None:
            publisher = self._publishers[table.id] = _Publisher(self, table)
            if table.record.table_message_id is not None:
                # A restored table: the channel has seen the scoresheets up to shown_deals.
                publisher.sheets_posted = table.record.shown_deals
                publisher.message_deal = table.record.shown_deals
        return publisher

    async def close(self) -> None:
        """Give pending publications a moment, then stop them (at shutdown)."""
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

    # ------------------------------------------------------ answering users

    @staticmethod
    async def tell(interaction: discord.Interaction, text: str) -> None:
        """A short private answer, whether or not the interaction was answered yet."""
        try:
            kind = interaction.response.type
            if kind == discord.InteractionResponseType.deferred_channel_message:
                # "Thinking…" is the private message itself: it becomes the answer.
                await interaction.edit_original_response(content=text, attachments=[], view=None)
            elif interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("Could not answer an interaction", exc_info=True)

    # ---------------------------------------------------------------- lobby

    async def on_lobby(self, interaction: discord.Interaction, table_id: int, op: str) -> None:
        table = self.hub.get(table_id)
        if table is None or table.status not in ("lobby",):
            await self.tell(interaction, "This table is no longer open.")
            return
        user = interaction.user
        try:
            if op == "join":
                await self.hub.join(table, user.id, user.display_name)
            elif op == "leave":
                await self.hub.leave(table, user.id)
            elif op == "bot":
                await self.hub.add_computer(table, user.id)
            elif op == "start":
                await interaction.response.defer()
                self._start_clicks[table.id] = _HandMessage(
                    interaction.followup, None, time.monotonic(), 0
                )
                await self.hub.start(table, user.id)
                missing = self.missing_permissions(table)
                if missing:
                    await self.tell_host(table, self._permission_text(missing), "permissions")
                return
            elif op == "cancel":
                await self.hub.cancel(table, user.id, may_manage=may_manage_tables(user))
        except TableError as error:
            await self.tell(interaction, str(error))
            return
        if not interaction.response.is_done():
            await interaction.response.edit_message(
                content=self.adapter(table).lobby_text(table), view=self.lobby_view(table)
            )

    def lobby_view(self, table: Table) -> discord.ui.View | None:
        if table.status != "lobby":
            return None
        view = discord.ui.View(timeout=None)
        for op in ("join", "leave", "bot", "start", "cancel"):
            view.add_item(LobbyButton(table.id, op))
        return view

    async def lobby_changed(self, table: Table) -> None:
        """Keep the lobby message current (and closed once the game starts or is cancelled)."""
        message_id = table.record.lobby_message_id
        if message_id is None:
            return
        channel_id = table.record.channel_id
        channel = self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)
        message = channel.get_partial_message(message_id)  # type: ignore[union-attr]
        try:
            await self.paced()
            await message.edit(
                content=self.adapter(table).lobby_text(table), view=self.lobby_view(table)
            )
        except discord.HTTPException:
            log.warning("Table %s: could not edit the lobby message", table.id, exc_info=True)
        if table.status == "playing" and table.record.thread_id is None:
            await self._open_thread(table, message)
        if table.status == "abandoned" and table.record.table_message_id is not None:
            await self._close_table_message(table)

    async def _close_table_message(self, table: Table) -> None:
        """An abandoned game: its table message says so and loses its Your hand button."""
        message = self.game_channel(table).get_partial_message(table.record.table_message_id)
        try:
            await self.paced(urgent=True)
            await message.edit(content="This table was abandoned.", view=None)
        except discord.HTTPException:
            log.warning("Table %s: could not close the table message", table.id, exc_info=True)

    async def _open_thread(self, table: Table, lobby: discord.PartialMessage) -> None:
        """Move the game into a thread made from the lobby message, when the bot may."""
        channel = lobby.channel
        me = getattr(channel, "guild", None) and channel.guild.me  # type: ignore[union-attr]
        can_thread = (
            isinstance(channel, discord.TextChannel)
            and me is not None
            and channel.permissions_for(me).create_public_threads
        )
        thread_id = channel.id
        if can_thread:
            try:
                await self.paced(urgent=True)
                thread = await lobby.create_thread(
                    name=f"{self.adapter(table).title} table {table.id}",
                    auto_archive_duration=1440,
                )
                thread_id = thread.id
            except discord.HTTPException:
                log.info("Table %s: no thread, playing in the channel", table.id)
        await self.hub.storage.update_table(table.id, thread_id=thread_id)
        table.record.thread_id = thread_id

    # ---------------------------------------------------------- table events

    async def table_changed(self, table: Table, moves: list[Move]) -> None:
        for move in moves:
            if move.reason == "timer":
                await self._announce_timeout(table, move)
        self.publisher(table).poke()

    async def _announce_timeout(self, table: Table, move: Move) -> None:
        who = seat_mention(table.seats[move.seat])
        what = self.adapter(table).describe_move(table, move)
        try:
            await self.paced(urgent=True)
            await self.game_channel(table).send(
                f"⏱ {who} ran out of time: the computer {what} for them."
            )
        except discord.HTTPException:
            log.warning("Table %s: could not announce a timeout", table.id, exc_info=True)

    async def table_finished(self, table: Table) -> None:
        self.publisher(table).poke()

    def game_channel(self, table: Table) -> Any:
        channel_id = table.record.thread_id or table.record.channel_id
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)

    async def publish(self, table: Table, publisher: _Publisher) -> None:
        """Bring the table's public messages and the players' hands up to date."""
        if table.state is None:
            return
        try:
            await self._publish_messages(table, publisher)
        finally:
            # The players' own messages do not depend on the channel: keep them current.
            if table.status == "playing":
                await self.refresh_hands(table)

    async def _publish_messages(self, table: Table, publisher: _Publisher) -> None:
        adapter = self.adapter(table)
        channel = self.game_channel(table)
        done = adapter.deals_done(table)
        if publisher.sheets_posted is not None:
            while publisher.sheets_posted < done:
                text, drawing = adapter.deal_summary(table, publisher.sheets_posted)
                await self._post(channel, text, await self.draw(drawing), "scoresheet.png")
                publisher.sheets_posted += 1
        if table.status == "finished":
            if table.record.announced:
                return
            text, drawing = adapter.final_summary(table)
            await self._edit_table_message(table, channel, urgent=True, with_button=False)
            await self._post(channel, text, await self.draw(drawing), "standings.png")
            await self.hub.storage.update_table(table.id, announced=True, shown_deals=done)
            table.record.announced = True
            self._publishers.pop(table.id, None)
            return
        if table.record.table_message_id is None or publisher.message_deal != done:
            await self._post_table_message(table, channel, urgent=True)
            publisher.message_deal = publisher.sheets_posted = done
        else:
            await self._edit_table_message(table, channel, urgent=publisher.urgent)

    # ------------------------------------------------------------- troubles

    async def publication_failed(self, table: Table, error: Exception) -> None:
        """A publication failed: say what can be fixed, move out of a deleted thread."""
        if isinstance(error, discord.NotFound) and error.code == 10003:  # Unknown Channel
            await self.leave_dead_thread(table)
            return
        if isinstance(error, discord.Forbidden):
            missing = self.missing_permissions(table) or ["Send Messages", "Attach Files"]
            await self.tell_host(table, self._permission_text(missing), "permissions")
            log.warning("Table %s: not allowed to post (%s)", table.id, error)
            return
        log.warning("Table %s: publishing failed, trying again soon", table.id, exc_info=error)

    def missing_permissions(self, table: Table) -> list[str]:
        """The permissions the bot lacks to show this table where it is played."""
        channel = self.bot.get_channel(table.record.thread_id or table.record.channel_id)
        guild = getattr(channel, "guild", None)
        if channel is None or guild is None or guild.me is None:
            return []
        allowed = channel.permissions_for(guild.me)  # type: ignore[union-attr]
        needed = {"View Channel": allowed.view_channel, "Attach Files": allowed.attach_files}
        if isinstance(channel, discord.Thread):
            needed["Send Messages in Threads"] = allowed.send_messages_in_threads
        else:
            needed["Send Messages"] = allowed.send_messages
        return [name for name, ok in needed.items() if not ok]

    @staticmethod
    def _permission_text(missing: list[str]) -> str:
        names = ", ".join(f"**{name}**" for name in missing)
        return (
            f"I can't show this table: I need the {names} permission here. A server manager "
            "can grant it; the game goes on and the table appears as soon as I may post."
        )

    async def tell_host(self, table: Table, text: str, problem: str) -> None:
        """Tell the host privately, once per problem: through a click of theirs still alive,
        else on the lobby message."""
        if (table.id, problem) in self._told_host:
            return
        self._told_host.add((table.id, problem))
        now = time.monotonic()
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
                await self.paced()
                await lobby.edit(content=f"{self.adapter(table).lobby_text(table)}\n⚠️ {text}")
                return
            except discord.HTTPException:
                pass
        log.warning("Table %s: could not tell the host: %s", table.id, text)

    async def leave_dead_thread(self, table: Table) -> None:
        """The game's thread is gone: go on in the channel the lobby was posted in."""
        if table.record.thread_id in (None, table.record.channel_id):
            return
        await self.hub.storage.update_table(
            table.id, thread_id=table.record.channel_id, table_message_id=None
        )
        table.record.thread_id = table.record.channel_id
        table.record.table_message_id = None
        channel = self.bot.get_channel(table.record.channel_id)
        if channel is not None:
            try:
                await self.paced()
                await channel.send(  # type: ignore[union-attr]
                    f"The thread of {self.adapter(table).title} table {table.id} was deleted: "
                    "the game goes on here."
                )
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

    async def paced(self, *, urgent: bool = False) -> None:
        """Wait for a place in the bot-wide budget of channel requests (bot/pacing.py)."""
        await self.bot.request_budget.acquire(urgent=urgent)

    async def _post(self, channel: Any, text: str, image: bytes | None, name: str) -> None:
        files = [discord.File(io.BytesIO(image), filename=name)] if image else []
        await self.paced(urgent=True)
        await channel.send(content=text, files=files)

    async def _table_message(
        self, table: Table, with_button: bool = True
    ) -> tuple[str, discord.File, discord.ui.View | None]:
        """The table message's status line, image (drawn off the event loop) and button."""
        adapter = self.adapter(table)
        image = await self.draw(adapter.table_image(table))
        view = None
        if with_button:
            view = discord.ui.View(timeout=None)
            view.add_item(HandButton(table.id))
        file = discord.File(io.BytesIO(image), filename="table.png")
        return adapter.status_line(table), file, view

    async def _post_table_message(self, table: Table, channel: Any, *, urgent: bool) -> None:
        content, file, view = await self._table_message(table)
        # The place in the budget right before the request: drawing takes a while, and a
        # place taken earlier would let the requests bunch up behind the drawings.
        await self.paced(urgent=urgent)
        message = await channel.send(
            content=content,
            file=file,
            view=view,
        )
        # Remember what the channel has been shown, for a restart after a crash.
        shown = self.adapter(table).deals_done(table)
        await self.hub.storage.update_table(
            table.id, table_message_id=message.id, shown_deals=shown
        )
        table.record.table_message_id = message.id
        table.record.shown_deals = shown

    async def _edit_table_message(
        self, table: Table, channel: Any, *, urgent: bool, with_button: bool = True
    ) -> None:
        if table.record.table_message_id is None:
            return
        content, file, view = await self._table_message(table, with_button)
        message = channel.get_partial_message(table.record.table_message_id)
        await self.paced(urgent=urgent)
        try:
            await message.edit(content=content, attachments=[file], view=view)
        except discord.NotFound:
            # Someone deleted the table message: post a new one.
            await self._post_table_message(table, channel, urgent=True)

    # ------------------------------------------------------------ the hand

    async def on_hand(self, interaction: discord.Interaction, table_id: int) -> None:
        table = self.hub.get(table_id)
        if table is None or table.state is None or table.status not in ("playing", "finished"):
            await self.tell(interaction, "This table is not running any more.")
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self.tell(interaction, "You are not playing at this table: you can watch.")
            return
        # Acknowledge first: drawing the hand waits on a worker, Discord only 3 s.
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._show_hand(interaction, table, seat, 0)

    async def _running_game(self, interaction: discord.Interaction, table_id: int) -> Table | None:
        """The table of a click, if its game is running; otherwise the user is told."""
        table = self.hub.get(table_id)
        if table is None or table.state is None or table.status != "playing":
            await self.tell(interaction, "This game is not running any more.")
            return None
        return table

    async def on_action(
        self, interaction: discord.Interaction, table_id: int, index: int, action: str
    ) -> None:
        table = await self._running_game(interaction, table_id)
        if table is None:
            return
        user_id = interaction.user.id
        try:
            seat = self.hub.check_action(table, user_id, action, expected_index=index)
        except (TableError, IllegalAction) as error:
            await self.tell(interaction, str(error))
            return
        # Acknowledge at once; the move is then written, and the hand redrawn.
        await interaction.response.defer()
        try:
            await self.hub.act(table, user_id, action, expected_index=index)
        except (TableError, IllegalAction) as error:
            await self.tell(interaction, str(error))  # another click of theirs came first
            return
        # The move is on disk: now show the updated hand.
        await self._show_hand(interaction, table, seat, 0)

    async def on_toggle(
        self, interaction: discord.Interaction, table_id: int, index: int, selection: Any
    ) -> None:
        """A choice that is not a move yet (a toggle, a card's menu, a page): redraw the hand
        with this selection (an int mask of toggles, or a game's menu step)."""
        table = await self._running_game(interaction, table_id)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self.tell(interaction, "You are not playing at this table.")
            return
        if index != table.action_count:
            await self.tell(interaction, "That choice is out of date: press **Your hand** again.")
            return
        await interaction.response.defer()
        await self._show_hand(interaction, table, seat, selection)

    async def on_hint(self, interaction: discord.Interaction, table_id: int, index: int) -> None:
        table = await self._running_game(interaction, table_id)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self.tell(interaction, "You are not playing at this table.")
            return
        if not table.record.settings.get("hints"):
            await self.tell(interaction, "Hints are off at this table.")
            return
        if index != table.action_count or seat not in table.state.actors():
            await self.tell(interaction, "That hint is out of date: press **Your hand** again.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            action = await self.hub.hint(table, seat)
        except TableError as error:
            await self.tell(interaction, str(error))
            return
        what = self.adapter(table).describe_move(table, Move(-1, seat, action, None, "hint", None))
        await interaction.edit_original_response(
            content=f"💡 The strong computer player would have {what}. (Hints used at this "
            "table are shown on the scoresheet.)"
        )

    async def _show_hand(
        self, interaction: discord.Interaction, table: Table, seat: int, selection: Any
    ) -> None:
        """Draw the player's hand into the message of their (acknowledged) interaction,
        and keep that message to refresh while its token lives."""
        adapter = self.adapter(table)
        for _ in range(DRAW_TRIES):
            index = table.action_count
            key = adapter.hand_key(table, seat, selection)
            payload = adapter.hand(table, seat, selection)
            image = await self.draw(payload.image)
            if table.action_count == index:
                break
            # The game moved on while a worker drew: draw the new position, and (as a
            # refresh does) without choices made for the old one.
            selection = 0
        sent = await interaction.edit_original_response(**self._hand_message(payload, image))
        self._hands[(table.id, interaction.user.id)] = _HandMessage(
            interaction.followup, sent.id, time.monotonic(), index, selection, key,
            _picture(payload.image),
        )  # fmt: skip

    async def refresh_hands(self, table: Table) -> None:
        """Edit each player's private hand message while its token still works."""
        now = time.monotonic()
        for user_id in table.humans():
            hand = self._hands.get((table.id, user_id))
            if hand is None:
                continue
            if now - hand.created > TOKEN_LIFETIME:
                del self._hands[(table.id, user_id)]
                continue
            seat = table.seat_of(user_id)
            if seat is None:
                continue
            index = table.action_count
            # The player's toggles stand until the game moves on.
            selection = hand.selection if hand.index == index else 0
            key = self.adapter(table).hand_key(table, seat, selection)
            if key == hand.key:
                continue  # nothing it shows has changed: no render, no request
            payload = self.adapter(table).hand(table, seat, selection)
            picture = _picture(payload.image)
            message = self._hand_message(payload, None)
            if picture != hand.picture:
                message = self._hand_message(payload, await self.draw(payload.image))
                if table.action_count != index:
                    continue  # the game moved while drawing: the next refresh shows it
            else:
                del message["attachments"]  # the same picture: keep the one it has
            try:
                await hand.followup.edit_message(hand.message_id, **message)
            except discord.HTTPException:
                self._hands.pop((table.id, user_id), None)
                continue
            hand.index, hand.selection, hand.key, hand.picture = index, selection, key, picture

    @staticmethod
    def _hand_message(payload: HandPayload, image: bytes | None) -> dict[str, Any]:
        """The keyword arguments that put a hand into a message."""
        view = discord.ui.View(timeout=None)
        for item in payload.items:
            view.add_item(item)
        files = [discord.File(io.BytesIO(image), filename="hand.png")] if image else []
        return {"content": payload.content, "view": view, "attachments": files}
