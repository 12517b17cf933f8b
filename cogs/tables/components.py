"""The buttons and menus of every table: `DynamicItem`s whose custom ids carry the table id
(and, for moves, the length of the action log they were drawn for), so that they keep
working after a restart and a click on an outdated one is recognised. What they share,
the custom id, its parsing and the way to the table UI, is their base `TableItem`
(clicks.py); each adds its fields, its look and the handler it calls.

Every item is registered with the bot in one place, `DYNAMIC_ITEMS` (the tables
extension adds them), so none answers "This interaction failed" after a restart.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord

from cogs.i18n import t
from cogs.tables.clicks import ButtonItem, SelectItem, TableClicks, tell

# A select value that starts with this is not a move but the next menu to show
# (what follows it is the hand's new selection, e.g. a card whose choices to list).
STEP = ">"
MENU_SIZE = 25  # Discord's most options in one select menu


def may_manage_tables(user: discord.abc.User) -> bool:
    """Server managers may cancel, abandon or change any table."""
    return isinstance(user, discord.Member) and user.guild_permissions.manage_guild


def _label(item: discord.ui.Item[Any]) -> str:
    """The label of the button a click came from (kept by items that are built again)."""
    return (item.label if isinstance(item, discord.ui.Button) else None) or ""


class LobbyButton(ButtonItem, kind="lobby", fields=r":(?P<op>join|leave|bot|start|cancel)"):
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "start": discord.ButtonStyle.primary,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, table_id: int, op: str) -> None:
        style = self.STYLES.get(op, discord.ButtonStyle.secondary)
        label, custom_id = t(f"tables-button-{op}"), self.make_id(table_id, op)
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id), table_id)
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(int(match["table"]), match["op"])

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_lobby(interaction, self.table_id, self.op)


class HandButton(ButtonItem, kind="hand"):
    def __init__(self, table_id: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t("tables-button-hand"), emoji="🃏", style=discord.ButtonStyle.primary,
            custom_id=self.make_id(table_id),
        )  # fmt: skip
        super().__init__(button, table_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HandButton:
        return cls(int(match["table"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_hand(interaction, self.table_id)


class ActionButton(ButtonItem, kind="act", fields=r":(?P<index>\d+):(?P<action>.+)"):
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
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label or action, style=style, disabled=disabled,
            custom_id=self.make_id(table_id, index, action), row=row,
        )  # fmt: skip
        super().__init__(button, table_id)
        self.index = index
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActionButton:
        return cls(int(match["table"]), int(match["index"]), match["action"])

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_action(interaction, self.table_id, self.index, self.action)


class ActionSelect(SelectItem, kind="sel", fields=r":(?P<index>\d+)"):
    """A select menu whose chosen value is the move (e.g. the contract)."""

    def __init__(
        self,
        table_id: int,
        index: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        menu: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=self.make_id(table_id, index),
            options=options or [discord.SelectOption(label="-")],
            placeholder=placeholder, row=row,
        )  # fmt: skip
        super().__init__(menu, table_id)
        self.index = index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ActionSelect:
        return cls(int(match["table"]), int(match["index"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        values = self.item.values
        if len(values) != 1:
            await tell(interaction, t("tables-choose-one"))
        elif values[0].startswith(STEP):
            # Not a move yet: the next menu (a card's choices, the next page).
            await ui.on_toggle(interaction, self.table_id, self.index, values[0][len(STEP) :])
        else:
            await ui.on_action(interaction, self.table_id, self.index, values[0])


class HintButton(ButtonItem, kind="hint", fields=r":(?P<index>\d+)"):
    """Asks the strong computer player what it would do here (tables with hints on)."""

    def __init__(self, table_id: int, index: int, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t("tables-button-hint"), emoji="💡", style=discord.ButtonStyle.secondary,
            custom_id=self.make_id(table_id, index), row=row,
        )  # fmt: skip
        super().__init__(button, table_id)
        self.index = index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HintButton:
        return cls(int(match["table"]), int(match["index"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_hint(interaction, self.table_id, self.index)


class PickSelect(SelectItem, kind="pick", fields=r":(?P<index>\d+)"):
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
        menu: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=self.make_id(table_id, index), options=options, placeholder=placeholder,
            min_values=1, max_values=len(options), row=row,
        )  # fmt: skip
        super().__init__(menu, table_id)
        self.index = index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PickSelect:
        return cls(int(match["table"]), int(match["index"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        picked = [str(value) for value in self.item.values]
        if not picked or len(picked) > 25 or any("," in v or len(v) > 20 for v in picked):
            await tell(interaction, t("tables-choose-from-list"))
            return
        await ui.on_toggle(interaction, self.table_id, self.index, ",".join(picked))


class StepButton(ButtonItem, kind="step", fields=r":(?P<index>\d+):(?P<step>[^\s]*)"):
    """Shows another menu of the same hand (back to the cards, another page): no move."""

    def __init__(
        self, table_id: int, index: int, step: str, *, label: str, row: int | None = None
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary,
            custom_id=self.make_id(table_id, index, step), row=row,
        )  # fmt: skip
        super().__init__(button, table_id)
        self.index = index
        self.step = step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> StepButton:
        return cls(int(match["table"]), int(match["index"]), match["step"], label=_label(item))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_toggle(interaction, self.table_id, self.index, self.step)


class ToggleButton(ButtonItem, kind="tog", fields=r":(?P<index>\d+):(?P<mask>\d+):(?P<bit>\d+)"):
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
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label,
            emoji="✅" if selected else None,
            style=discord.ButtonStyle.success if selected else discord.ButtonStyle.secondary,
            disabled=disabled,
            custom_id=self.make_id(table_id, index, mask, bit),
            row=row,
        )
        super().__init__(button, table_id)
        self.index = index
        self.mask = mask
        self.bit = bit

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ToggleButton:
        table, index, mask, bit = (int(match[name]) for name in ("table", "index", "mask", "bit"))
        return cls(table, index, mask, bit, label=_label(item))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_toggle(interaction, self.table_id, self.index, self.mask ^ (1 << self.bit))


class LookBackButton(ButtonItem, kind="back"):
    """Shows the clicker, privately, what just happened (in trick games, the last trick):
    the game's adapter says what (`look_back`); no move, so no log index to go stale."""

    def __init__(self, table_id: int, label: str, row: int | None = None) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary,
            custom_id=self.make_id(table_id), row=row,
        )  # fmt: skip
        super().__init__(button, table_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LookBackButton:
        return cls(int(match["table"]), _label(item))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_look_back(interaction, self.table_id)


class ReviewButton(ButtonItem, kind="review", fields=r":(?P<deal>\d+):(?P<page>\d+)"):
    """Shows the clicker, privately, a finished deal as it is now public (cogs/tables/
    review.py): under a deal's summary (page 0), and in the review itself to turn its
    pages. The deal's number travels in the custom id, so it works after a restart; a
    deal that is not over (a forged id) is refused."""

    def __init__(
        self, table_id: int, deal: int, page: int = 0, *, label: str | None = None
    ) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label or t("tables-button-review"),
            emoji=None if label else "🔍",
            style=discord.ButtonStyle.secondary,
            custom_id=self.make_id(table_id, deal, page),
        )
        super().__init__(button, table_id)
        self.deal = deal
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReviewButton:
        return cls(int(match["table"]), int(match["deal"]), int(match["page"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_review(interaction, self.table_id, self.deal, self.page)


def review_view(table_id: int, deal: int) -> discord.ui.View:
    """A deal summary's one button: Review."""
    view = discord.ui.View(timeout=None)
    view.add_item(ReviewButton(table_id, deal))
    return view


class AgainButton(ButtonItem, kind="again"):
    """Under a finished table's final standings: a new table with the same players."""

    def __init__(self, table_id: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t("tables-button-again"), emoji="🔁", style=discord.ButtonStyle.success,
            custom_id=self.make_id(table_id),
        )  # fmt: skip
        super().__init__(button, table_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AgainButton:
        return cls(int(match["table"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_again(interaction, self.table_id)


class TakeBackButton(ButtonItem, kind="seat"):
    """Gives a player back the seat the computer plays for them (away, or replaced)."""

    def __init__(self, table_id: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t("tables-button-take-back"), emoji="🙋", style=discord.ButtonStyle.success,
            custom_id=self.make_id(table_id),
        )  # fmt: skip
        super().__init__(button, table_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TakeBackButton:
        return cls(int(match["table"]))

    async def clicked(self, ui: TableClicks, interaction: discord.Interaction) -> None:
        await ui.on_take_back(interaction, self.table_id)


def take_back_view(table_id: int) -> discord.ui.View:
    """A message's one button: Take my seat back."""
    view = discord.ui.View(timeout=None)
    view.add_item(TakeBackButton(table_id))
    return view


def paged_select(
    table_id: int, index: int, options: list[tuple[str, str]], step: str, placeholder: str
) -> list[discord.ui.Item[Any]]:
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
    ReviewButton,
    AgainButton,
    TakeBackButton,
)
