"""Running tables: a lobby that fills, then a game that moves one checked action at a time.

- table.py: a `Table` (its record, its engine state, its lock), `Move`, `TableListener`;
- hub.py: the `TableHub`, through which every change to a table goes, under its lock;
- session.py: a running table's `TableSession`, its driver (computer players, forced
  moves, out-of-turn windows) and its turn timer.

Nothing here knows Discord, and nothing here names a game (games/registry.py): the
Discord side registers a `TableListener` and turns what it hears into messages.
"""

from bot.tables.hub import TableHub, Thinker
from bot.tables.session import TableSession
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
