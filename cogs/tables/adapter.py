"""What a game tells the shared table layer: how its table looks and what a hand offers.

Each game's cog registers its subclass of `GameAdapter` (cogs/<game>/adapter.py). The
adapter reads the game only through `view()` and words from its game's text module; the
table layer asks it for the table message's line and image, a player's hand, and the
end-of-deal summaries.

Every game provides the abstract methods. The others are hooks a game may override; their
defaults say little or nothing, and the table layer then does without: `table_text(table)`,
the words of the table message around its picture (by default, the status line alone);
`look_back(table, seat)`, the private answer of a **Previous trick** button a hand offers
(None: there is nothing to look back at); `deal_end(table, deal_index)`, the last line
and picture of a finished deal's table message (None: the message only loses its
buttons); `window_title`, the name of the out-of-turn window the table line counts down
(None: the countdown is untitled); `deals_over(table)` and `review(table, deal_index)`,
the **Review** of a finished deal (None: the game has none).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import discord

from bot.tables import Move, Table
from games import IllegalAction


@dataclass(frozen=True)
class MoveWords:
    """A move as the time-out notice and the hint answer tell it. The game's catalogue has
    each as whole sentences, `<game>-timed-out` and `<game>-hint`, one for each kind of move
    (their Fluent selector `$move`), so that each language writes its own sentence: no
    participle from one message completes another's. `values` are what the sentences show
    (a card, a contract, players' names), already worded; every kind passes the same
    names, empty where its sentence has no use for them (the catalogues' variables)."""

    game: str  # the catalogue's prefix: `barbu` for barbu-timed-out, barbu-hint
    move: str  # the kind of move, the sentences' selector: `play`, `pass`, …
    values: dict[str, str | int] = field(default_factory=dict)


# An image to draw: a render function with its (plain data) arguments, e.g.
# `partial(render_barbu_table, view, names)`. It is drawn in a worker process.
Drawing = partial[bytes]


@dataclass
class TableText:
    """The words of a table message, which Discord shows around its picture (Components
    V2 Text Displays: whole, wrapped to the reader's screen, read by screen readers).

    `status` stands above the picture: what is played, where the series is, whose turn
    and what just happened (Discord markdown, a few short lines; the table layer adds the
    turn's live deadline). `details` stand below it, one Text Display each: scores and
    totals a picture would have to squeeze, doubles, legends. `alt` is the picture's alt
    text, what a screen reader says of it: what it shows that the words do not (the cards
    in play); empty, the image kind's generic alt text."""

    status: str
    details: list[str] = field(default_factory=list)
    alt: str = ""


@dataclass
class HandPayload:
    """What a player's private hand message shows."""

    content: str
    image: Drawing | None
    items: list[discord.ui.Item[Any]] = field(default_factory=list)


@dataclass
class DealReview:
    """A finished deal's review, which **Review** shows privately in the clicker's language
    (cogs/tables/review.py): only what the table has seen of the deal by its end.

    `title` heads every page (which deal, its contract); `sections` follow in order, each
    a short block of Discord markdown that is never cut across pages (a trick, a turn,
    the points); `picture`, drawn in a worker, stands under the title of the first page
    where a picture reads better than words (the hands as dealt), `alt` its alt text."""

    title: str
    sections: list[str]
    picture: Drawing | None = None
    alt: str = ""


class GameAdapter(ABC):
    """What the shared table UI needs to know of one game."""

    game: str  # the game's registry name

    @property
    @abstractmethod
    def title(self) -> str:
        """The game's name (its registry's title)."""

    @abstractmethod
    def table_title(self, table: Table) -> str:
        """The name of what this table plays (its rule set's, where the game has several),
        as its thread's name and the notices about it say it, in the language spoken."""

    @abstractmethod
    def status_line(self, table: Table) -> str:
        """The table message's text (the table layer adds when time runs out)."""

    def table_text(self, table: Table) -> TableText:
        """The table message's words around its picture. By default, the status line alone;
        a game whose picture would have to squeeze words moves them here."""
        return TableText(self.status_line(table))

    @abstractmethod
    def table_image(self, table: Table) -> Drawing:
        """The table message's picture: what needs a picture (the cards, the trick or
        layout, the seats); the words are `table_text`'s."""

    @abstractmethod
    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        """A player's private hand message, with its controls."""

    @abstractmethod
    def hand_key(self, table: Table, seat: int, selection: Any) -> Any:
        """Everything `hand` depends on, cheap to compute: equal keys, equal messages."""

    @abstractmethod
    def deals_done(self, table: Table) -> int:
        """How many deals are over."""

    @abstractmethod
    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        """The message that closes a deal: its text and picture (or none)."""

    @abstractmethod
    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        """The message that closes the game: its text and picture (or none)."""

    @abstractmethod
    def lobby_text(self, table: Table) -> str:
        """The lobby message's text."""

    @abstractmethod
    def describe_move(self, table: Table, move: Move) -> MoveWords:
        """A move, as the time-out notice and the hint answer say it (`MoveWords`): only
        what everybody at the table sees anyway."""

    @abstractmethod
    def refusal(self, error: IllegalAction) -> str:
        """Why the game refused a move, in the language being spoken: `words.refused(game,
        code, **details)` with the details worded (its `<game>-refused-<code>`, else the
        shared `tables-refused-<code>`, which words the codes bot/tables raises)."""

    # The hooks: a game overrides those it has; by default there is nothing to show.

    def look_back(self, table: Table, seat: int) -> tuple[str, Drawing | None] | None:
        """The private answer of **Previous trick** for `seat`: its text and picture (or
        none). None, the default: there is nothing to look back at."""
        return None

    def deal_end(self, table: Table, deal_index: int) -> tuple[str, Drawing | None] | None:
        """A finished deal's table message, edited one last time: its line and picture (or
        none). None, the default: the message is left as it was, without its buttons."""
        return None

    def deals_over(self, table: Table) -> int:
        """How many deals are over, and may be reviewed: `deals_done`, and the last deal
        too where the final standings close it rather than a deal summary of its own."""
        return self.deals_done(table)

    def review(self, table: Table, deal_index: int) -> DealReview | None:
        """The review of a finished deal (`deal_index` < `deals_over`), in the language
        being spoken, worked out from the table's log (its record: seed, options, actions),
        never from the live state. None, the default: the game offers no review."""
        return None

    @property
    def draws_deal_end(self) -> bool:
        """Whether the game has a `deal_end` of its own. If not, a finished deal's message is
        drawn again from its last table, and its publisher keeps what that was drawn from."""
        return type(self).deal_end is not GameAdapter.deal_end

    @property
    def window_title(self) -> str | None:
        """The name of the out-of-turn window the table line counts down. None, the
        default: the countdown has no name."""
        return None
