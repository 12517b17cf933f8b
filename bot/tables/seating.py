"""The lobby and the seats of the hub's tables: opening a lobby, joining and leaving it,
computer players, starting; abandoning; a seat handed to the computer (a player away or
replaced) and taken back.

`SeatingMixin` is the seating half of `TableHub` (hub.py): every change here is made under
the table's lock, written to storage, then told to the listeners, as the hub's moves are.
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING, Any

from bot.storage import SeatRecord, TableRecord
from bot.tables.table import AWAY_AFTER_TIMEOUTS, Table, TableError
from games.registry import game as game_info

if TYPE_CHECKING:
    from bot.storage import Storage
    from bot.tables.hub import SeatNamer
    from bot.tables.session import TableSession
    from bot.tables.table import Move


class SeatingMixin:
    """The lobby and the seats; mixed into `TableHub`."""

    if TYPE_CHECKING:
        storage: Storage
        tables: dict[int, Table]
        seat_names: SeatNamer

        def session(self, table: Table) -> TableSession: ...
        async def notify(self, table: Table, moves: list[Move]) -> None: ...
        async def _close(self, table: Table, status: str) -> None: ...
        async def _lobby_changed(self, table: Table) -> None: ...
        async def _seat_changed(self, table: Table, seat: int) -> None: ...

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
        await self._lobby_changed(table)

    async def leave(self, table: Table, user_id: int) -> None:
        async with table.lock:
            table.check_lobby()
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("not-seated")
            if user_id == table.record.host_id:
                raise TableError("host-cannot-leave")
            await self._set_seats(table, [s for s in table.seats if s.user_id != user_id])
        await self._lobby_changed(table)

    async def add_computer(self, table: Table, user_id: int, level: str | None = None) -> None:
        async with table.lock:
            table.check_lobby()
            self._check_host(table, user_id, "add-computer")
            if table.free_seats() <= 0:
                raise TableError("table-full")
            level = level or table.record.settings.get("level", "basic")
            computer = self.computer_seat(table.record.game, table.language, table.seats, level)
            await self._set_seats(table, [*table.seats, computer])
        await self._lobby_changed(table)

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
        await self._lobby_changed(table)
        await self.notify(table, [])
        self.session(table).drive()

    async def cancel(self, table: Table, user_id: int, *, may_manage: bool = False) -> None:
        async with table.lock:
            table.check_lobby()
            if not may_manage:
                self._check_host(table, user_id, "cancel")
            await self._close(table, "abandoned")
        await self._lobby_changed(table)

    async def abandon(self, table: Table) -> None:
        """End a table without results (the host's or a server manager's decision)."""
        async with table.lock:
            if table.status not in ("lobby", "playing"):
                raise TableError("already-closed")
            await self._close(table, "abandoned")
        await self._lobby_changed(table)

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
            name = self.seat_names.replacing(table.language, seats[seat].name)
            game = table.record.game
            seats[seat] = self.computer_seat(game, table.language, seats, level, name=name)
            seats[seat].owner_id = user_id  # they may take it back (take_seat_back)
            await self._set_seats(table, seats)
        await self.notify(table, [])
        self.session(table).drive()
        return seat

    async def miss_turn(self, table: Table, seat: int) -> bool:
        """The turn of `seat`'s player ran out: counted with the seat, on disk. The
        AWAY_AFTER_TIMEOUTS-th in a row makes the seat away: the computer plays it (at
        the table's level) until they take it back, told to the listeners once. Returns
        whether the seat is away now."""
        async with table.lock:
            record = table.seats[seat]
            if table.status != "playing" or record.user_id is None or record.away:
                return record.away
            missed = record.missed + 1
            away = missed >= AWAY_AFTER_TIMEOUTS
            seats = list(table.seats)
            seats[seat] = SeatRecord(
                user_id=record.user_id, name=record.name, away=away, missed=0 if away else missed
            )
            await self._set_seats(table, seats)
        if away:
            await self._seat_changed(table, seat)
        return away

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
        await self._seat_changed(table, seat)
        await self.notify(table, [])
        self.session(table).drive()  # their turn now: the timer starts again
        return seat

    async def _set_seats(self, table: Table, seats: list[SeatRecord], **fields: Any) -> None:
        """Store a table's new seats (and any other fields with them), then keep them."""
        await self.storage.update_table(table.id, seats=seats, **fields)
        table.record.seats = seats

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
        name = name or self.seat_names.computer(language, number)
        return SeatRecord(user_id=None, name=name, level=level)

    @staticmethod
    def _check_host(table: Table, user_id: int, what: str) -> None:
        if user_id != table.record.host_id:
            raise TableError("host-only", what=what)
