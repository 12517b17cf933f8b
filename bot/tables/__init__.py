"""Running tables: a lobby that fills, then a game that moves one checked action at a time.

- table.py: a `Table` (its record, its engine state, its lock), `Move`, `TableListener`;
- hub.py: the `TableHub`, through which every change to a table goes, under its lock,
  made of parts: moves.py (a move checked, written to the log, applied), settle.py (a
  write whose outcome is unknown), seating.py (the lobby and the seats), listeners.py
  (every event told to every listener);
- session.py: a running table's `TableSession`, its driver (computer players, forced
  moves, out-of-turn windows), its turn timer and its recovery from faults;
- again.py: Play again.

Nothing here knows Discord, and nothing here names a game (games/registry.py): the
Discord side registers a `TableListener` and turns what it hears into messages.
"""

from bot.tables.hub import TableHub
from bot.tables.session import TableSession, Thinker
from bot.tables.table import (
    AWAY_AFTER_TIMEOUTS,
    DEFAULT_COMPUTER_DELAY,
    DEFAULT_TURN_TIMER,
    MAX_ABSENT_MOVES,
    SNAPSHOT_EVERY,
    Move,
    Table,
    TableError,
    TableListener,
)

__all__ = [
    "AWAY_AFTER_TIMEOUTS",
    "DEFAULT_COMPUTER_DELAY",
    "DEFAULT_TURN_TIMER",
    "MAX_ABSENT_MOVES",
    "SNAPSHOT_EVERY",
    "Move",
    "Table",
    "TableError",
    "TableHub",
    "TableListener",
    "TableSession",
    "Thinker",
]
