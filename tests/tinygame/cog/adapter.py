"""How a High Card table looks and what a player's hand offers: its `GameAdapter`, read by
the shared table layer (cogs/tables/), drawn with the shared renderers (render/)."""

from __future__ import annotations

from functools import partial
from typing import Any

import discord

from bot.tables import Move, Table
from cogs.tables.adapter import Drawing, GameAdapter, HandPayload, MoveWords
from cogs.tables.components import ActionButton
from cogs.tables.words import (
    card_faces,
    lobby_lines,
    no_cards,
    opened_by,
    refused,
    seat_mention,
    text_names,
)
from games import IllegalAction
from render import render_hand
from tests.tinygame.cog import text


class HighCardAdapter(GameAdapter):
    """High Card's table and hands."""

    game = "highcard"

    @property
    def title(self) -> str:
        return text.game_name()

    def table_title(self, table: Table) -> str:
        return text.game_name()

    def status_line(self, table: Table) -> str:
        return text.status(table.state.view(None), [seat_mention(s) for s in table.seats])

    def table_image(self, table: Table) -> Drawing:
        """The trick under way (else the last one): its cards, in the order played."""
        view = table.state.view(None)
        cards = [card for _, card in view["trick"] or view["last"]]
        return partial(render_hand, cards, cards, text.trick_title(view), no_cards(), card_faces())

    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        state = table.state
        view = state.view(seat)
        legal = state.legal_actions(seat)
        title = text.hand_title(table.names()[seat])
        image = partial(render_hand, view["hand"], legal, title, no_cards(), card_faces())
        items: list[discord.ui.Item[Any]] = [
            ActionButton(table.id, table.action_count, card, label=text.card_label(card))
            for card in legal
        ]
        content = text.play_a_card() if len(legal) > 1 else text.waiting()
        return HandPayload(content=content, image=image, items=items if len(legal) > 1 else [])

    def hand_key(self, table: Table, seat: int, selection: Any) -> Any:
        return (table.action_count, seat in table.state.actors())

    def deals_done(self, table: Table) -> int:
        return 0  # one game, said by the final summary

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        raise IndexError(deal_index)  # never asked: no deal is done before the game is

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        return text.final(text_names(table), table.state.scores), self.table_image(table)

    def lobby_text(self, table: Table) -> str:
        head = opened_by(text.game_name(), table.record.host_id, text.lobby_details())
        return lobby_lines(table, head)

    def describe_move(self, table: Table, move: Move) -> MoveWords:
        return text.played(move.action)

    def refusal(self, error: IllegalAction) -> str:
        return refused(self.game, error.code, **error.details)
