"""How a Gin Slaughtre table looks and what a player's hand offers (the `GameAdapter`
of Gin Slaughtre, read by the shared table layer in cogs/tables/).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import discord

from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.slaughter import review, text
from cogs.tables.adapter import (
    DealReview,
    Drawing,
    GameAdapter,
    HandPayload,
    MoveWords,
    TableText,
)
from cogs.tables.components import MENU_SIZE, ActionButton, ActionSelect, PickSelect
from cogs.tables.words import (
    card_faces,
    lobby_lines,
    no_cards,
    opened_by,
    seat_mention,
    text_names,
    turn_timer,
)
from games import IllegalAction
from render.slaughter import render_slaughter_hand, render_slaughter_table
from render.slaughter.hand import hand_cards, playable_cards


class SlaughterAdapter(GameAdapter):
    """How a Gin Slaughtre table looks and which controls a hand offers."""

    game = "slaughter"
    title = "Gin Slaughtre"

    def table_title(self, table: Table) -> str:
        """One rule set: the game's name, as the catalogue writes it."""
        return text.game_name()

    def status_line(self, table: Table) -> str:
        view = table.state.view(None)
        names = [seat_mention(s) for s in table.seats]
        return text.status_line(view, names)

    def table_text(self, table: Table) -> TableText:
        """Above the picture the game, the match score, what just happened and whose turn it
        is; under it the games' results; the picture's alt text says its cards."""
        view = table.state.view(None)
        names = [seat_mention(s) for s in table.seats]
        return TableText(
            status=text.table_status(view, names),
            details=text.table_details(view, names),
            alt=text.table_alt(view, table.names()),
        )

    def table_image(self, table: Table) -> Drawing:
        view = table.state.view(None)
        words = text.table_words(view, table.names())
        return partial(render_slaughter_table, view, table.names(), words)

    def deals_done(self, table: Table) -> int:
        """Games done: the channel gets a line at the end of each, but the last. The last
        game ends the match: its line goes into the match's result (final_summary), not
        after the table message that already says who won the match."""
        results = table.state.view(None)["results"]
        return len(results) - 1 if table.state.is_over else len(results)

    def deals_over(self, table: Table) -> int:
        """Every game done, the last one too (the match's result closes it)."""
        return len(table.state.view(None)["results"])

    def review(self, table: Table, deal_index: int) -> DealReview | None:
        """A finished game's **Review**: the upcards, each turn, the result."""
        return review.review(table, deal_index)

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        result = table.state.view(None)["results"][deal_index]
        return text.game_over(result, text_names(table)), None

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        view = table.state.view(None)
        names = [seat_mention(s) for s in table.seats]
        said = text.match_over(view, names)
        if view["results"]:  # how the last game ended (deals_done leaves it to this)
            said += "\n" + text.game_over(view["results"][-1], text_names(table))
        return said, self.table_image(table)

    def lobby_text(self, table: Table) -> str:
        match = table.record.options.get("match", 3)
        timer = table.record.settings.get("turn_timer", DEFAULT_TURN_TIMER)
        details = text.lobby_details(match, turn_timer(timer))
        title = text.game_name()
        return lobby_lines(table, opened_by(title, table.record.host_id, details))

    def refusal(self, error: IllegalAction) -> str:
        return text.refusal(error)

    def describe_move(self, table: Table, move: Move) -> MoveWords:
        return text.move_text(move.action)

    # --------------------------------------------------------------- hand

    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        state = table.state
        view = state.view(seat)
        index = table.action_count
        acting = seat in state.actors() and not state.is_over
        legal = state.legal_actions(seat) if acting else []
        title = text.hand_title(view, *hand_cards(view))
        image = partial(
            render_slaughter_hand,
            view,
            legal or None,
            title,
            text.swap_title(),
            no_cards(),
            card_faces(),
        )
        status = text.status_text(view, text_names(table), me=seat)
        items: list[discord.ui.Item] = []
        if not acting:
            # The status is a whole sentence saying whom the table waits for ("Bob to
            # play."): no "Waiting:" before it, which doubled its colon ("Red 5: …").
            content = status
        elif len(legal) == 1:
            # The table makes a lone legal move itself (bot/tables/session.py): the hand
            # says what it is and offers no control, which would race the table's move.
            content = f"{status}\n{text.forced(legal[0])}"
        elif view["phase"] == "rearrange":
            content = text.arrange()
            swaps = [a for a in legal if a.startswith("swap:")]
            if swaps:
                items.append(
                    ActionSelect(table.id, index, [_swap_option(a) for a in swaps],
                                 placeholder=text.swap_placeholder())
                )  # fmt: skip
            items.append(
                ActionButton(table.id, index, "ready", label=text.ready_label(),
                             style=discord.ButtonStyle.success, row=1)
            )  # fmt: skip
        else:
            content, items = self._play_controls(table, index, view, legal, selection, status)
        return HandPayload(content=content, image=image, items=items)

    def _play_controls(
        self,
        table: Table,
        index: int,
        view: dict[str, Any],
        legal: list[str],
        selection: Any,
        status: str,
    ) -> tuple[str, list[discord.ui.Item]]:
        items: list[discord.ui.Item] = []
        cards = playable_cards(legal)
        picked = [c for c in selection.split(",") if c] if isinstance(selection, str) else []
        content = status
        if cards:
            upcards = set(view["upcards"][view["seat"]]) if not view["hand"] else set()
            options = [
                discord.SelectOption(
                    label=text.option_label(c, c in upcards), value=c, default=c in picked
                )
                for c in cards[:MENU_SIZE]
            ]
            items.append(PickSelect(table.id, index, options, placeholder=text.pick_placeholder()))
            content += " " + text.pick_then_play()
        if picked:
            plays = [a for a in legal if a.startswith("play:") and _cards(a) == set(picked)]
            for action in plays[:3]:
                items.append(
                    ActionButton(table.id, index, action,
                                 label=text.play_label(action[5:].split(",")), row=1)
                )  # fmt: skip
            if not plays:
                content += "\n" + text.not_a_play(picked)
        if "take" in legal:
            count = len(view["pile"])
            items.append(
                ActionButton(table.id, index, "take", label=text.take_label(count),
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        if "draw" in legal:
            items.append(
                ActionButton(table.id, index, "draw", label=text.draw_label(),
                             style=discord.ButtonStyle.danger, row=2)
            )  # fmt: skip
        return content, items

    def hand_key(self, table: Table, seat: int, selection: Any) -> tuple:
        acting = seat in table.state.actors()
        return (table.action_count, acting, selection if acting else None)


def _cards(action: str) -> set[str]:
    return set(action[len("play:") :].split(","))


def _swap_option(action: str) -> discord.SelectOption:
    _, hand_card, upcard = action.split(":")
    return discord.SelectOption(label=text.swap_label(hand_card, upcard), value=action)
