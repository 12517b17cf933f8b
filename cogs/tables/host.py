"""Telling a table's host, privately and once, what keeps the bot from showing their
table: the channel permissions it lacks, by their names in the host's client.

`HostNotices` is a part of the table UI (cogs/tables/ui.py): it keeps the host's Start
click while its token lives (the first way to reach them), and which problems each table's
host has been told of.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import discord

from bot.tables import Table
from cogs.i18n import speaking, t
from cogs.tables.hands import TOKEN_LIFETIME, Hands
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import listing

log = logging.getLogger(__name__)


@dataclass
class StartClick:
    """The host's click on Start: its token answers them privately for a while."""

    followup: discord.Webhook
    created: float  # Toolkit.clock() when its token was issued


def permission_text(missing: list[str]) -> str:
    """The notice naming the permissions missing (catalogue keys `tables-permission-<key>`)."""
    names = listing([f"**{t(f'tables-permission-{key}')}**" for key in missing])
    return t("tables-missing-permissions", names=names, count=len(missing))


class HostNotices:
    """What each table's host was told, and the ways to tell them."""

    def __init__(self, kit: Toolkit, hands: Hands) -> None:
        self.kit = kit
        self.hands = hands
        self._start_clicks: dict[int, StartClick] = {}  # table -> the host's Start click
        self._told: set[tuple[int, str]] = set()  # (table, problem) already reported

    def holds(self, table_id: int) -> bool:
        """Whether anything of the table is kept."""
        return table_id in self._start_clicks or any(told[0] == table_id for told in self._told)

    def forget(self, table: Table) -> None:
        self._start_clicks.pop(table.id, None)
        self._told = {told for told in self._told if told[0] != table.id}

    def start_clicked(self, table: Table, interaction: discord.Interaction) -> None:
        """The host pressed Start (and it was acknowledged): keep its token."""
        self._start_clicks[table.id] = StartClick(interaction.followup, self.kit.clock())

    def missing_permissions(self, table: Table) -> list[str]:
        """The permissions the bot lacks to show this table where it is played, by their
        catalogue keys (`tables-permission-<key>`)."""
        channel = self.kit.known_channel(table.record.thread_id or table.record.channel_id)
        guild = getattr(channel, "guild", None)
        if channel is None or guild is None or guild.me is None:
            return []
        allowed = channel.permissions_for(guild.me)
        needed = {"view-channel": allowed.view_channel, "attach-files": allowed.attach_files}
        if isinstance(channel, discord.Thread):
            needed["send-messages-in-threads"] = allowed.send_messages_in_threads
        else:
            needed["send-messages"] = allowed.send_messages
        return [name for name, ok in needed.items() if not ok]

    async def tell_missing(self, table: Table, missing: list[str]) -> None:
        """Tell the host which permissions the bot lacks (once per table)."""
        await self.tell(table, permission_text(missing), "permissions")

    async def tell(self, table: Table, text: str, problem: str) -> None:
        """Tell the host privately, once per problem: through a click of theirs still alive,
        else on the lobby message."""
        if (table.id, problem) in self._told:
            return
        self._told.add((table.id, problem))
        start = self._start_clicks.get(table.id)
        if start is not None and self.kit.clock() - start.created >= TOKEN_LIFETIME:
            start = None
        hand = self.hands.live_followup(table.id, table.record.host_id)
        for followup in (hand, start.followup if start is not None else None):
            if followup is not None:
                try:
                    await followup.send(text, ephemeral=True)
                    return
                except discord.HTTPException:
                    continue
        channel = self.kit.known_channel(table.record.channel_id)
        if channel is not None and table.record.lobby_message_id is not None:
            lobby = channel.get_partial_message(table.record.lobby_message_id)
            try:
                with speaking(table.language):
                    content = self.kit.adapter(table).lobby_text(table)
                async with self.kit.paced():
                    await lobby.edit(content=f"{content}\n⚠️ {text}")
                return
            except discord.HTTPException:
                pass
        log.warning("Table %s: could not tell the host: %s", table.id, text)
