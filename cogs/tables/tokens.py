"""The live interaction tokens of each table message: a way to edit it outside Discord's
global limit.

A click on a table message's button that is acknowledged as a deferred update
(DEFERRED_UPDATE_MESSAGE) makes that message the interaction's original response: while
its token lives (15 minutes), `PATCH /webhooks/{application}/{token}/messages/@original`
edits it, and Discord does not count that against the bot's global limit. `TableTokens`
keeps the freshest few per table, with the message each one edits, and lends them out
freshest first: each token for at most `TOKEN_LIFETIME` and at most `TOKEN_EDITS` table
edits in any `TOKEN_WINDOW` (Discord allows about 5 requests per 2 s per token, and the
clicker's hand message is edited on the same token).

The tokens are lent to the table message's publisher (messages.py); a token that failed
once is dropped (expired, unknown, refused).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import discord

# An interaction token lives 15 minutes; stop using it a little before.
TOKEN_LIFETIME = 14 * 60
# Table edits through one token in any TOKEN_WINDOW seconds: 2 of Discord's 5, the rest
# left to the clicker's hand message (edited through the same token) and its answers.
TOKEN_EDITS = 2
TOKEN_WINDOW = 2.0
# Tokens kept per table: the freshest is used, a few older ones stand in for it.
KEPT = 3


@dataclass
class TableToken:
    """A click's interaction, whose original response is a table message."""

    # The interaction itself: its `edit_original_response` is the `@original` route.
    interaction: discord.Interaction
    message_id: int  # the table message it edits
    created: float  # the clock's time when it was issued
    used: deque[float] = field(default_factory=deque)  # when it edited, in its window


class TableTokens:
    """The live tokens of each table's messages, freshest first."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._tokens: dict[int, list[TableToken]] = {}  # table id -> freshest first

    def holds(self, table_id: int) -> bool:
        return table_id in self._tokens

    def keep(
        self, table_id: int, message_id: int, interaction: discord.Interaction, created: float
    ) -> None:
        """A click on the table message `message_id` was acknowledged as a deferred update."""
        tokens = [t for t in self._tokens.get(table_id, []) if self._alive(t)]
        tokens.append(TableToken(interaction, message_id, created))
        tokens.sort(key=lambda t: t.created, reverse=True)
        self._tokens[table_id] = tokens[:KEPT]

    def usable(self, table_id: int, message_id: int) -> list[TableToken]:
        """The tokens that may edit the message now (live, under their allowance),
        freshest first; the dead ones are dropped."""
        tokens = [t for t in self._tokens.get(table_id, []) if self._alive(t)]
        if tokens:
            self._tokens[table_id] = tokens
        else:
            self._tokens.pop(table_id, None)
        now = self.clock()
        for token in tokens:
            while token.used and now - token.used[0] >= TOKEN_WINDOW:
                token.used.popleft()
        return [t for t in tokens if t.message_id == message_id and len(t.used) < TOKEN_EDITS]

    def spend(self, token: TableToken) -> None:
        """The token is about to edit its message."""
        token.used.append(self.clock())

    def drop(self, table_id: int, token: TableToken) -> None:
        """The token failed: it is not lent again."""
        tokens = [t for t in self._tokens.get(table_id, []) if t is not token]
        if tokens:
            self._tokens[table_id] = tokens
        else:
            self._tokens.pop(table_id, None)

    def forget(self, table_id: int) -> None:
        self._tokens.pop(table_id, None)

    def _alive(self, token: TableToken) -> bool:
        return self.clock() - token.created < TOKEN_LIFETIME
