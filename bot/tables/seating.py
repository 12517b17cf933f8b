"""The lobby and the seats of tables: opening a lobby, joining and leaving it, computer
players, starting; abandoning; a seat handed to the computer (a player away or replaced)
and taken back.

`Seating` makes each change under the table's lock and writes it to storage; the hub
(hub.py), which holds it, then tells the listeners and sets the game going where it
moved. It owns how computer seats are named (`SeatNamer`).
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
import time
from typing import Any, Protocol

from bot.storage import SeatRecord, Storage, TableRecord
from bot.tables.table import AWAY_AFTER_TIMEOUTS, Table, TableError
from games.registry import game as game_info

log = logging.getLogger(__name__)


class SeatNamer(Protocol):
    """Names the computer seats of a table in its language; the name is stored with the seat."""

    def computer(self, language: str, number: int) -> str: ...
    def replacing(self, language: str, name: str) -> str:
        """The computer that plays the seat of the player `name` for them."""


class NeutralSeatNames:
    """Names without words, for a hub without a Discord side (the tables extension gives
    the hub names from its catalogues)."""

    def computer(self, language: str, number: int) -> str:
        return f"🤖 {number}"

    def replacing(self, language: str, name: str) -> str:
        return f"{name} 🤖"


class Seating:
    """The lobby and the seats of the tables in `tables` (the hub's open ones, where a new
    lobby is kept), stored in `storage`."""

    def __init__(self, storage: Storage, tables: dict[int, Table]) -> None:
        self.storage = storage
        self.tables = tables
        # How a computer seat is named (the Discord side names it in the table's language).
        self.names: SeatNamer = NeutralSeatNames()

    async def open_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        game: str,
        options: dict[str, Any],
        settings: dict[str, Any],
        computers: int = 0,
        seats: list[SeatRecord] | None = None,
        language: str = "en",
        seed: int | None = None,
    ) -> Table:
        """A new lobby with the host (and `computers` computer players) seated, or with
        `seats` (the host's among them: Play again). Its game's `seed` is drawn at random
        unless given (tests and benchmarks that replay the same deals).

        One write only: the command that opens it must answer Discord within 3 s.
        """
        # Validate the options now, so a bad one fails the command, not the start.
        self.engines_check(game, options)
        if seats is None:
            seats = [SeatRecord(user_id=host_id, name=host_name)]
            if computers > int(settings.get("players") or game_info(game).seats[1]) - 1:
                raise TableError("no-room-for-computers")
            for _ in range(computers):
                seats.append(
                    self.computer_seat(game, language, seats, settings.get("level", "basic"))
                )
        fields: dict[str, Any] = {
            "guild_id": guild_id,
            "channel_id": channel_id,
            "host_id": host_id,
            "game": game,
            "options": options,
            "settings": settings,
            "seed": secrets.randbits(48) if seed is None else seed,
            "seats": seats,
            "language": language,
        }
        record_id = await self.storage.create_table(**fields)
        record = TableRecord(
            id=record_id,
            thread_id=None,
            status="lobby",
            lobby_message_id=None,
            table_message_id=None,
            **fields,
        )
        table = Table(record)
        self.tables[table.id] = table
        return table

    @staticmethod
    def engines_check(game: str, options: dict[str, Any]) -> None:
        game_info(game).engine.new_game(seed=0, players=game_info(game).seats[0], options=options)

    async def join(self, table: Table, user_id: int, name: str) -> None:
        async with table.lock:
            table.check_lobby()
            if table.seat_of(user_id) is not None:
                raise TableError("already-seated")
            if table.free_seats() <= 0:
                raise TableError("table-full")
            await self._set_seats(table, [*table.seats, SeatRecord(user_id=user_id, name=name)])

    async def leave(self, table: Table, user_id: int) -> None:
        async with table.lock:
            table.check_lobby()
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not-seated")
            if user_id == table.record.host_id:
                raise TableError("host-cannot-leave")
            await self._set_seats(table, [s for s in table.seats if s.user_id != user_id])

    async def add_computer(self, table: Table, user_id: int, level: str | None = None) -> None:
        async with table.lock:
            table.check_lobby()
            self._check_host(table, user_id, "add-computer")
            if table.free_seats() <= 0:
                raise TableError("table-full")
            level = level or table.record.settings.get("level", "basic")
            computer = self.computer_seat(table.record.game, table.language, table.seats, level)
            await self._set_seats(table, [*table.seats, computer])

    async def start(self, table: Table, user_id: int) -> None:
        """Fill empty seats with computer players and start the game."""
        async with table.lock:
            table.check_lobby()
            self._check_host(table, user_id, "start")
            level = table.record.settings.get("level", "basic")
            seats = list(table.seats)
            while len(seats) < table.seat_target():
                seats.append(self.computer_seat(table.record.game, table.language, seats, level))
            await self._set_seats(table, seats, status="playing")
            table.record.status = "playing"
            table.state = table.engine.new_game(
                seed=table.record.seed, players=len(seats), options=table.record.options
            )
            table.moved_at = time.time()

    async def cancel(self, table: Table, user_id: int, *, may_manage: bool = False) -> None:
        async with table.lock:
            table.check_lobby()
            if not may_manage:
                self._check_host(table, user_id, "cancel")
            await self._abandon(table)

    async def abandon(self, table: Table) -> None:
        """End a table without results (the host's or a server manager's decision)."""
        async with table.lock:
            if table.status not in ("lobby", "playing"):
                raise TableError("already-closed")
            await self._abandon(table)

    async def replace_with_computer(self, table: Table, user_id: int) -> int:
        """Give a human's seat to a computer player (the player left); returns the seat."""
        async with table.lock:
            if table.status != "playing":
                raise TableError("nothing-to-replace")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("member-not-seated")
            level = table.record.settings.get("level", "basic")
            seats = list(table.seats)
            name = self.names.replacing(table.language, seats[seat].name)
            game = table.record.game
            seats[seat] = self.computer_seat(game, table.language, seats, level, name=name)
            seats[seat].owner_id = user_id  # they may take it back (take_seat_back)
            await self._set_seats(table, seats)
        return seat

    async def miss_turn(self, table: Table, seat: int) -> tuple[bool, bool]:
        """The turn of `seat`'s player ran out: counted with the seat, on disk. The
        AWAY_AFTER_TIMEOUTS-th in a row makes the seat away: the computer plays it (at
        the table's level) until they take it back. Returns whether the seat is away now,
        and whether this miss made it so."""
        async with table.lock:
            record = table.seats[seat]
            if table.status != "playing" or record.user_id is None or record.away:
                return record.away, False
            missed = record.missed + 1
            away = missed >= AWAY_AFTER_TIMEOUTS
            seats = list(table.seats)
            seats[seat] = SeatRecord(
                user_id=record.user_id, name=record.name, away=away, missed=0 if away else missed
            )
            await self._set_seats(table, seats)
        return away, away

    @staticmethod
    def check_take_back(table: Table, user_id: int) -> int:
        """The seat this user may take back now; else raises TableError saying why."""
        if table.status != "playing":
            raise TableError("not-running")
        seat = table.seat_to_take_back(user_id)
        if seat is None:
            if table.seat_of(user_id) is not None:
                raise TableError("seat-already-yours")
            raise TableError("no-seat-to-take-back")
        return seat

    async def take_seat_back(self, table: Table, user_id: int, name: str) -> int:
        """A player takes back the seat the computer plays for them (away, or replaced);
        returns the seat. Raises TableError with a message for the user."""
        async with table.lock:
            seat = self.check_take_back(table, user_id)
            seats = list(table.seats)
            seats[seat] = SeatRecord(user_id=user_id, name=name)
            await self._set_seats(table, seats)
        return seat

    async def forgive_missed(self, table: Table, seat: int) -> None:
        """They are here: their missed turns are forgiven. Called under the table's lock,
        after their move: the move matters more and is stored, so a failure here only
        leaves the count for later."""
        if not table.seats[seat].missed:
            return
        seats = list(table.seats)
        seats[seat] = dataclasses.replace(seats[seat], missed=0)
        try:
            await self._set_seats(table, seats)
        except Exception:
            log.warning("Table %s: could not forgive missed turns", table.id, exc_info=True)

    async def _set_seats(self, table: Table, seats: list[SeatRecord], **fields: Any) -> None:
        """Store a table's new seats (and any other fields with them), then keep them."""
        await self.storage.update_table(table.id, seats=seats, **fields)
        table.record.seats = seats

    async def _abandon(self, table: Table) -> None:
        """Stored as abandoned: it ends without results (the hub lets it go)."""
        await self.storage.update_table(table.id, status="abandoned")
        table.record.status = "abandoned"

    def computer_seat(
        self,
        game: str,
        language: str,
        seats: list[SeatRecord],
        level: str,
        name: str | None = None,
    ) -> SeatRecord:
        """A new computer seat at `level`, to sit after `seats`: named `name`, else
        numbered after the computers already there, in `language` (the table's)."""
        if level not in game_info(game).levels:
            raise TableError("no-such-level", level=level)
        number = sum(1 for s in seats if s.user_id is None) + 1
        name = name or self.names.computer(language, number)
        return SeatRecord(user_id=None, name=name, level=level)

    @staticmethod
    def _check_host(table: Table, user_id: int, what: str) -> None:
        if user_id != table.record.host_id:
            raise TableError("host-only", what=what)
