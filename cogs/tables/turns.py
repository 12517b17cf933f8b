"""Telling players their turn has come: one short ping at a time in the game's thread.

Discord notifies a user only of a *new* message that mentions them, and a table moves on
by edits: so when a human's turn comes the game's thread gets a short message that pings
that player (and only them), and the previous one is deleted, so the thread holds at most
one. The rule for whom to ping:

- a human with a choice to make who had none at the last publication that showed a human
  turn, or since which someone else has moved (the turn passed round to them again);
- in a simultaneous phase (Gin Slaughtre's swaps) each player acting, once, when it
  begins: their swaps and the other's Ready ping nobody;
- nobody during an out-of-turn window (Guillotine's Wait a Moment!): pinging the holder
  of the card would tell the others who holds it; the table line shows its countdown;
- never a computer, never a move the table makes by itself (a lone legal action);
- never a player who clicked one of the table's buttons (played, opened their hand, asked
  for a hint, looked back…) in the last `PRESENT_FOR` seconds: they are at the table, and
  their hand message says it is their turn. Clicks made while an out-of-turn window is
  open do not count: whoever holds the card may be the one clicking then, and a ping
  skipped later would tell the others so. Whether a ping is sent thus depends on whose
  turn it is and who clicked when outside those windows, never on anyone's cards.

The first publication of a game pings every human seated: the game has moved to a
thread they may not have seen. The live ping's id is stored with the table (through the
hub's `note_shown`), so after a restart the first publication pings whoever is on turn
once more and deletes the ping from before it: the thread still holds at most one. When
a turn begins and everyone whose turn it is was present, no ping is sent and the one
before it goes (it was about an earlier turn).

A turn ping is a channel request; why it is not sent as a follow-up on a live interaction
token instead is docs/decisions/turn-pings.md.

`TurnPings` is a part of the table UI (cogs/tables/ui.py): it keeps what each thread was
last told of whose turn it is, and who clicked at each table lately (the table UI tells it
of every click, `saw`). Players gone away and their seats are seats.py's.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import discord

from bot.tables import Table, TableHub
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import start_ping, turn_ping

log = logging.getLogger(__name__)

# Seconds after a click during which its player counts as at the table and is not pinged
# (docs/decisions/turn-pings.md): a round of three computers at the default pace (1.2 s a
# move) and the table's publication take a few seconds, another human's move some more;
# someone gone longer than this may be away, and a missed ping costs a timed-out turn.
PRESENT_FOR = 30.0


@dataclass
class TurnShown:
    """What one table's thread was last told of whose turn it is."""

    waiting: frozenset[int]  # the human seats that had a choice to make
    index: int  # the length of the action log then


def waiting_humans(table: Table) -> frozenset[int]:
    """The human seats to ping for: those with a choice, unless a window is open."""
    if table.state is None or table.state.is_over or table.game.window(table.state) > 0:
        return frozenset()
    return frozenset(table.humans_to_act())


def turns_begun(table: Table, shown: TurnShown, waiting: frozenset[int]) -> frozenset[int]:
    """The seats of `waiting` whose turn began since `shown`: those not waiting then, and
    all of them if someone else has moved since (not a player acting alongside them)."""
    alongside = shown.waiting | waiting
    if any(seat not in alongside for seat, _ in table.record.actions[shown.index :]):
        return waiting
    return waiting - shown.waiting


class TurnPings:
    """Pings the players whose turn has come, one live ping per thread."""

    def __init__(self, kit: Toolkit, hub: TableHub) -> None:
        self.kit = kit
        self.hub = hub
        self._turns: dict[int, TurnShown] = {}  # what each thread was told of whose turn
        # When each user last clicked at each table (`kit.clock`), those of the last
        # `present_for` seconds; a table's entry goes when the table is forgotten.
        self._clicks: dict[int, dict[int, float]] = {}
        self.present_for = PRESENT_FOR  # tests of the other rules set it to 0
        # Since the start (bench.load reads them): pings posted, players not pinged
        # because they had just clicked.
        self.sent = 0
        self.skipped = 0

    def holds(self, table_id: int) -> bool:
        return table_id in self._turns or table_id in self._clicks

    def forget(self, table: Table) -> None:
        self._turns.pop(table.id, None)
        self._clicks.pop(table.id, None)

    def saw(self, table_id: int, user_id: int) -> None:
        """A user clicked one of the table's buttons or menus: they are at the table. Only
        a running table's clicks count (an ended one is forgotten, and holds nothing), and
        none while an out-of-turn window is open (see the module)."""
        table = self.hub.tables.get(table_id)
        if table is None or table.status != "playing" or table.state is None:
            return
        if table.game.window(table.state) > 0:
            return
        now = self.kit.clock()
        clicks = self._clicks.setdefault(table_id, {})
        for user, when in list(clicks.items()):
            if now - when >= self.present_for:
                del clicks[user]
        clicks[user_id] = now

    def _present(self, table_id: int, user_id: int) -> bool:
        """Whether the user clicked at the table in the last `present_for` seconds."""
        when = self._clicks.get(table_id, {}).get(user_id)
        return when is not None and self.kit.clock() - when < self.present_for

    async def ping(self, table: Table, *, first: bool) -> None:
        """After a publication: ping the humans whose turn has come (see the module).
        `first`: this publication posted the game's first table message (or its first
        since the game moved out of a deleted thread)."""
        waiting = waiting_humans(table)
        shown = self._turns.get(table.id)
        if shown is not None and not waiting:
            # Nobody to ping (computers, a forced move): what was shown stands, so that a
            # player whose lone legal move the table made is not pinged for going on.
            return
        self._turns[table.id] = TurnShown(waiting, table.action_count)
        new = waiting if shown is None else turns_begun(table, shown, waiting)
        on_turn = [table.seats[seat].user_id or 0 for seat in sorted(new)]
        # A restored table (`shown` None, not `first`): whoever is on turn is pinged
        # again, and the ping from before the restart goes.
        if shown is None and first:
            pinged = table.humans()
            content = start_ping(pinged, on_turn, table.turn_deadline())
        else:
            # Whoever clicked at the table a moment ago is there: not pinged again.
            pinged = [user for user in on_turn if not self._present(table.id, user)]
            self.skipped += len(on_turn) - len(pinged)
            content = turn_ping(pinged, table.turn_deadline())
        if not pinged:
            if on_turn:
                # A turn began for players who are all there: the live ping was about an
                # earlier turn, and goes.
                await self._drop_ping(table)
            return
        # Only the players named: whatever else the text holds, nobody else is notified.
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(id=u) for u in pinged]
        )
        async with self.kit.paced(urgent=True):
            sent = await self.kit.game_channel(table).send(content, allowed_mentions=mentions)
        self.sent += 1
        old = table.record.ping_message_id
        # Stored before the old one goes: a restart in between finds the new one to delete.
        await self.hub.note_shown(table, ping_message_id=sent.id)
        await self._delete_ping(table, old)

    async def clear(self, table: Table) -> None:
        """The game is over or abandoned: its last ping goes (the final standings, or the
        table message, say the rest)."""
        self._turns.pop(table.id, None)
        await self._drop_ping(table)

    async def _drop_ping(self, table: Table) -> None:
        """The live ping goes, and the table stores that none is left."""
        old = table.record.ping_message_id
        if old is not None:
            await self.hub.note_shown(table, ping_message_id=None)
            await self._delete_ping(table, old)

    async def _delete_ping(self, table: Table, message_id: int | None) -> None:
        if message_id is None:
            return
        message = self.kit.game_channel(table).get_partial_message(message_id)
        try:
            async with self.kit.paced():
                await message.delete()
        except discord.NotFound:
            pass  # someone deleted it already (10008 Unknown Message): so much the better
        except discord.HTTPException:
            log.warning("Table %s: could not delete a turn ping", table.id, exc_info=True)
