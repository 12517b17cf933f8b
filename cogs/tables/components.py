"""The buttons and menus of every table: `DynamicItem`s whose custom ids carry the table id
(and, for moves, the length of the action log they were drawn for), so that they keep
working after a restart and a click on an outdated one is recognised.

Every item is registered with the bot in one place, `DYNAMIC_ITEMS` (the tables
extension adds them), so none answers "This interaction failed" after a restart.

A little over 400 lines: every button and menu stays here, beside the one list that
registers them, so that none can be forgotten in it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from cogs.tables.i18n import speak_to, t

if TYPE_CHECKING:
    from cogs.tables.ui import TableUI

log = logging.getLogger(__name__)

# A select value that starts with this is not a move but the next menu to show
# (what follows it is the hand's new selection, e.g. a card whose choices to list).
STEP = ">"
MENU_SIZE = 25  # Discord's most options in one select menu


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


def _ui(interaction: discord.Interaction) -> TableUI:
    return interaction.client.table_ui  # type: ignore[attr-defined]


def may_manage_tables(user: discord.abc.User) -> bool:
    """Server managers may cancel, abandon or change any table."""
    return isinstance(user, discord.Member) and user.guild_permissions.manage_guild


@contextlib.asynccontextmanager
async def _answering(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Whatever goes wrong in a click, the user gets a short private answer."""
    speak_to(interaction)
    try:
        yield
    except Exception:
        log.exception("A click failed (custom id %s)", (interaction.data or {}).get("custom_id"))
        await tell(interaction, t("tables-something-went-wrong"))


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tbl:lobby:(?P<table>\d+):(?P<op>join|leave|bot|start|cancel)",
):
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "start": discord.ButtonStyle.primary,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, table_id: int, op: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(f"tables-button-{op}"),
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
                label=t("tables-button-hand"),
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
            speak_to(interaction)
            await _ui(interaction).tell(interaction, t("tables-choose-one"))
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
                label=t("tables-button-hint"),
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
            speak_to(interaction)
            await _ui(interaction).tell(interaction, t("tables-choose-from-list"))
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


class LookBackButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"tbl:back:(?P<table>\d+)"
):
    """Shows the clicker, privately, what just happened (in trick games, the last trick):
    the game's adapter says what (`look_back`); no move, so no log index to go stale."""

    def __init__(self, table_id: int, label: str, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"tbl:back:{table_id}",
                row=row,
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> LookBackButton:
        return cls(int(match["table"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_look_back(interaction, self.table_id)


class AgainButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tbl:again:(?P<table>\d+)"):
    """Under a finished table's final standings: a new table with the same players."""

    def __init__(self, table_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("tables-button-again"),
                emoji="🔁",
                style=discord.ButtonStyle.success,
                custom_id=f"tbl:again:{table_id}",
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> AgainButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_again(interaction, self.table_id)


class TakeBackButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"tbl:seat:(?P<table>\d+)"
):
    """Gives a player back the seat the computer plays for them (away, or replaced)."""

    def __init__(self, table_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("tables-button-take-back"),
                emoji="🙋",
                style=discord.ButtonStyle.success,
                custom_id=f"tbl:seat:{table_id}",
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> TakeBackButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with _answering(interaction):
            await _ui(interaction).on_take_back(interaction, self.table_id)


def take_back_view(table_id: int) -> discord.ui.View:
    """A message's one button: Take my seat back."""
    view = discord.ui.View(timeout=None)
    view.add_item(TakeBackButton(table_id))
    return view


def paged_select(
    table_id: int, index: int, options: list[tuple[str, str]], step: str, placeholder: str
) -> list[discord.ui.Item]:
    """One select menu of (label, value) moves; past 25 entries a page of them and a
    "More…" entry (the `step` selection "prefix@offset" tells which page)."""
    prefix, _, offset_text = step.partition("@")
    offset = int(offset_text) if offset_text.isdigit() and int(offset_text) < len(options) else 0
    page = options[offset:]
    if len(page) > MENU_SIZE:
        more = f"{STEP}{prefix}@{offset + MENU_SIZE - 1}"
        page = [*page[: MENU_SIZE - 1], (t("tables-menu-more"), more)]
    elif offset:
        page = [*page[: MENU_SIZE - 1], (t("tables-menu-first-page"), f"{STEP}{prefix}")]
    menu = [discord.SelectOption(label=label[:100], value=value) for label, value in page]
    return [ActionSelect(table_id, index, menu, placeholder=placeholder)]


DYNAMIC_ITEMS = (
    LobbyButton,
    HintButton,
    HandButton,
    ActionButton,
    ActionSelect,
    ToggleButton,
    StepButton,
    PickSelect,
    LookBackButton,
    AgainButton,
    TakeBackButton,
)
