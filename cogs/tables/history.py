"""`/<game> history [member]`: a server's latest finished tables of a game (or those a
member played at), newest first, a page at a time, each with its **Record**.

The answer is private (ephemeral): one person browses, turning pages; shown in the channel
it would push the game's own messages up for everyone, and its Previous and Next would turn
the page under the others' eyes. It is in the asker's language (as every command's answer).
Each entry says when the table ended (a Discord timestamp, in the reader's own time zone
and language), the rule set, the players by the names they had at the table, and the result:
places and scores of a finished table, the scores at the end of an abandoned one.

What it reads is storage (`Storage.past_tables`), never the hub: a table that ended is no
longer held in memory. Only the server's own tables, found by the guild of the interaction,
never by anything in a custom id; a table still running is never listed, and its record is
refused. The buttons are `DynamicItem`s (they answer after a restart):

- `hist:page:<game>:<member>:<offset>:<way>` turns the page of the message it is on;
- `hist:rec:<table>` sends the table's record (games/records.py, a JSON file);
- `hist:sheet:<table>` shows a finished table's final standings, as its thread did.

Nobody but the asker can press them: Discord shows a private message to its owner alone,
and discord.py answers only a custom id the clicked message holds. The checks still made
are those of the data: the record of a table of another server, or of one still running,
is refused; a record holds only what the table showed, so anyone on its server may have it.

A game whose tables cannot be replayed without a card their table never showed
(`GameInfo.record` is None) has its tables listed without a Record button; an abandoned
table has no Scoresheet (it has no final standings).
"""

from __future__ import annotations

import io
import json
import re
from typing import TYPE_CHECKING, Any, ClassVar, Self

import discord

from bot.app import BarbuBot
from bot.storage import PastTable
from bot.tables import Table
from cogs.i18n import t
from cogs.tables.clicks import answering, tell
from cogs.tables.ui import table_ui
from cogs.tables.words import file_name, image_file, number, ordinal, plain
from games.records import make_record
from games.registry import all_games
from games.registry import game as game_info
from render.theme import FELT

if TYPE_CHECKING:
    from cogs.tables.adapter import GameAdapter


PAGE = 5  # entries a page: five tables read on a phone without scrolling far


async def show(
    bot: BarbuBot, interaction: discord.Interaction, game: str, member: discord.abc.User | None
) -> None:
    """The command's answer: the first page, privately."""
    page = await _page(bot, interaction, game, member, 0)
    await interaction.response.send_message(view=page, ephemeral=True)


async def _page(
    bot: BarbuBot,
    interaction: discord.Interaction,
    game: str,
    member: discord.abc.User | int | None,
    offset: int,
) -> discord.ui.LayoutView:
    """A page of the history: up to PAGE tables from `offset`, and Previous and Next."""
    member_id = member if isinstance(member, int) or member is None else member.id
    past = await bot.hub.storage.past_tables(
        interaction.guild_id or 0, game, member_id=member_id, limit=PAGE + 1, offset=offset
    )
    title = game_info(game).title
    if member_id is None:
        heading = t("tables-history-title", title=title)
    else:
        heading = t("tables-history-title-member", title=title, name=_name(interaction, member))
    view = discord.ui.LayoutView(timeout=None)
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        accent_colour=discord.Colour.from_rgb(*FELT)
    )
    if not past:
        none = "tables-history-none" if member_id is None else "tables-history-none-member"
        box.add_item(discord.ui.TextDisplay(f"### {heading}\n{t(none, title=title)}"))
    else:
        box.add_item(discord.ui.TextDisplay(f"### {heading}"))
    adapter = table_ui(bot).adapters[game]
    for entry in past[:PAGE]:
        for item in _entry(entry, adapter):
            box.add_item(item)
    if offset or len(past) > PAGE:
        # The member travels as 0 when there is none: a Discord id is never 0.
        fields = (game, member_id or 0)
        box.add_item(
            discord.ui.ActionRow(
                HistoryPage(*fields, max(offset - PAGE, 0), "previous", disabled=not offset),
                HistoryPage(*fields, offset + PAGE, "next", disabled=len(past) <= PAGE),
            )
        )
    view.add_item(box)
    return view


def _entry(entry: PastTable, adapter: GameAdapter) -> list[discord.ui.Item[Any]]:
    """One table: when it ended, what it played, and its result; then its buttons, Record
    and (a finished table) Scoresheet."""
    record = entry.table
    table = Table(record)
    state = table.state if table.state is not None else table.rebuild()
    names = [plain(seat.name) for seat in record.seats]
    when = f"<t:{int(entry.ended_at)}:f>"
    title = adapter.table_title(table)
    if record.status == "finished":
        places = state.places()
        lines = [t("tables-history-finished", title=title, when=when)]
        order = sorted(range(len(names)), key=lambda seat: (places[seat], seat))
        lines += [
            t(
                "tables-history-place",
                place=ordinal(places[seat]),
                name=names[seat],
                score=number(state.scores[seat]),
            )
            for seat in order
        ]
    else:
        lines = [t("tables-history-abandoned", title=title, when=when)]
        lines += [
            t("tables-history-score", name=name, score=number(score))
            for name, score in zip(names, state.scores, strict=True)
        ]
    text: discord.ui.TextDisplay[discord.ui.LayoutView] = discord.ui.TextDisplay("\n".join(lines))
    buttons: list[discord.ui.Item[Any]] = []
    if all_games()[record.game].record is not None:
        buttons.append(RecordButton(record.id))
    if record.status == "finished" and state.is_over:
        buttons.append(ScoresheetButton(record.id))
    return [text, discord.ui.ActionRow(*buttons)] if buttons else [text]


def _name(interaction: discord.Interaction, member: discord.abc.User | int | None) -> str:
    if isinstance(member, discord.abc.User):
        return plain(member.display_name)
    found = interaction.guild.get_member(member) if interaction.guild and member else None
    return plain(found.display_name) if found else t("tables-history-someone")


def _bot(interaction: discord.Interaction) -> BarbuBot:
    bot = interaction.client
    if not isinstance(bot, BarbuBot):
        raise RuntimeError("history buttons answer on the barbu bot only")
    return bot


class HistoryPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"hist:page:(?P<game>[a-z0-9_]+):(?P<member>\d+):(?P<offset>\d+):[a-z]+",
):
    """Previous or Next: the page at `offset` of the same list, in the same message."""

    def __init__(
        self, game: str, member: int, offset: int, way: str, *, disabled: bool = False
    ) -> None:
        # The way ends the id: Previous and Next of the first page would share it otherwise.
        custom_id = f"hist:page:{game}:{member}:{offset}:{way}"
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t(f"tables-history-{way}"), style=discord.ButtonStyle.secondary,
            custom_id=custom_id, disabled=disabled,
        )  # fmt: skip
        super().__init__(button)
        self.game, self.member, self.offset = game, member, offset

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistoryPage:
        return cls(match["game"], int(match["member"]), int(match["offset"]), "next")

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            if self.game not in all_games():
                await tell(interaction, t("tables-something-went-wrong"))
                return
            member = self.member or None
            page = await _page(_bot(interaction), interaction, self.game, member, self.offset)
            await interaction.response.edit_message(view=page)


class PastTableButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hist:(?!)"):
    """A button of one past table in the history: its custom id is `hist:<op>:<table id>`;
    its label is the catalogue's `label` key beside `emoji`. A subclass says what a click
    sends (`send`), answered privately whatever goes wrong."""

    op: ClassVar[str]
    label: ClassVar[str]
    emoji: ClassVar[str]

    def __init_subclass__(cls, *, op: str, label: str, emoji: str) -> None:
        cls.op, cls.label, cls.emoji = op, label, emoji
        super().__init_subclass__(template=rf"hist:{op}:(?P<table>\d+)")

    def __init__(self, table_id: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=t(self.label), emoji=self.emoji, style=discord.ButtonStyle.secondary,
            custom_id=f"hist:{self.op}:{table_id}",
        )  # fmt: skip
        super().__init__(button)
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction):
            await self.send(interaction)

    async def send(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class RecordButton(PastTableButton, op="rec", label="tables-history-record", emoji="📄"):
    """Record: the table's record as a JSON file, privately."""

    async def send(self, interaction: discord.Interaction) -> None:
        record = await _bot(interaction).hub.storage.get_table(self.table_id)
        # Another server's table, one still running, or a lobby never played: no record.
        if (
            record is None
            or record.guild_id != (interaction.guild_id or 0)
            or record.status not in ("finished", "abandoned")
            or not record.actions
            or all_games()[record.game].record is None
        ):
            await tell(interaction, t("tables-history-no-record"))
            return
        made = make_record(
            game=record.game,
            seed=record.seed,
            options=record.options,
            players=[seat.name for seat in record.seats],
            actions=record.actions,
            status=record.status,
        )
        data = json.dumps(made, ensure_ascii=False, indent=1).encode()
        name = file_name("tables-history-record-file", table=self.table_id)
        file = discord.File(io.BytesIO(data), filename=name)
        text = t("tables-history-record-sent", title=game_info(record.game).title)
        await interaction.response.send_message(text, file=file, ephemeral=True)


class ScoresheetButton(PastTableButton, op="sheet", label="tables-history-scoresheet", emoji="📋"):
    """Scoresheet: a finished table's final standings, as its thread showed them, privately
    and in the clicker's language."""

    async def send(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        record = await bot.hub.storage.get_table(self.table_id)
        table = Table(record) if record is not None and record.status == "finished" else None
        if (
            record is None
            or table is None
            or record.guild_id != (interaction.guild_id or 0)
            or not table.state.is_over
        ):
            await tell(interaction, t("tables-history-no-scoresheet"))
            return
        # Drawing takes a moment: the answer is "thinking" meanwhile.
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, drawing = table_ui(bot).adapters[record.game].final_summary(table)
        image = await bot.workers.draw(drawing) if drawing is not None else None
        files = [image_file(image, "tables-image-standings")] if image else []
        await interaction.followup.send(
            text, files=files, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )


HISTORY_ITEMS = (HistoryPage, RecordButton, ScoresheetButton)
