"""What a game tells the shared table layer: how its table looks and what a hand offers.

Each game's cog registers a `GameAdapter` (cogs/<game>/adapter.py). The adapter reads the
game only through `view()` and words from its game's text module; the table layer asks it
for the table message's line and image, a player's hand, and the end-of-deal summaries.

Two methods are optional (the table layer looks for them): `look_back(table, seat)`, the
private answer of a **Previous trick** button a hand offers (text, drawing or None), and
`deal_end(table, deal_index)`, the last line and picture of a finished deal's table
message (without it, the message only loses its buttons).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

import discord

from bot.tables import Move, Table
from games import IllegalAction

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

    @property
    def title(self) -> str:
        """The game's name (its registry's title)."""
        ...

    def table_title(self, table: Table) -> str:
        """The name of what this table plays (its rule set's, where the game has several),
        as its thread's name and the notices about it say it, in the language spoken."""
        ...

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
    def refusal(self, error: IllegalAction) -> str:
        """Why the game refused a move, in the language being spoken: `words.refused(game,
        code, **details)` with the details worded (its `<game>-refused-<code>`, else the
        shared `tables-refused-<code>`, which words the codes bot/tables raises)."""
