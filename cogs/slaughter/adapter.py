"""How a Gin Slaughtre table looks and what a player's hand offers (the `GameAdapter`
of Gin Slaughtre, read by the shared table layer in cogs/tables/).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.tables.adapter import Drawing, HandPayload
from cogs.tables.components import MENU_SIZE, ActionButton, ActionSelect, PickSelect
from cogs.tables.words import lobby_lines, seat_mention, text_names
from games.cards import pretty, pretty_list
from render import render_slaughter_hand, render_slaughter_table
from render.slaughter_table import playable_cards, score_line, status_text

if TYPE_CHECKING:
    pass

LEVEL_CHOICES = [
    app_commands.Choice(name="Basic (rule-based)", value="basic"),
    app_commands.Choice(name="Strong (samples your hidden cards)", value="strong"),
]


class SlaughterAdapter:
    """How a Gin Slaughtre table looks and which controls a hand offers."""

    game = "slaughter"
    title = "Gin Slaughtre"

    def status_line(self, table: Table) -> str:
        view = table.state.view(None)
        names = [seat_mention(s) for s in table.seats]
        head = f"**Gin Slaughtre** · game {view['game_number']} · {score_line(view, names)}"
        return f"{head}\n{status_text(view, names)}"

    def table_image(self, table: Table) -> Drawing:
        return partial(render_slaughter_table, table.state.view(None), table.names())

    def deals_done(self, table: Table) -> int:
        """Games done: the channel gets a line at the end of each."""
        return len(table.state.view(None)["results"])

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        result = table.state.view(None)["results"][deal_index]
        names = text_names(table)
        loser = names[1 - result["winner"]]
        how = " (turn cap: fewer cards left)" if result.get("reason") == "cap" else ""
        return (
            f"**Game {result['game']}**: {names[result['winner']]} wins{how}; {loser} still "
            f"held {result['margin']} cards.",
            None,
        )

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        view = table.state.view(None)
        names = [seat_mention(s) for s in table.seats]
        return f"**Gin Slaughtre: the match is over.** {status_text(view, names)}", (
            self.table_image(table)
        )

    def lobby_text(self, table: Table) -> str:
        match = table.record.options.get("match", 3)
        timer = table.record.settings.get("turn_timer", DEFAULT_TURN_TIMER)
        return lobby_lines(
            table,
            f"**Gin Slaughtre** table opened by <@{table.record.host_id}> · first to "
            f"{match} wins · turn timer {timer} s",
        )

    def describe_move(self, table: Table, move: Move) -> str:
        kind, _, rest = move.action.partition(":")
        if kind == "play":
            return f"played {pretty_list(rest.split(','))}"
        return {
            "take": "took the pile",
            "draw": "drew a card",
            "ready": "was ready",
            "swap": "swapped a card",
        }.get(kind, kind)

    # --------------------------------------------------------------- hand

    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        state = table.state
        view = state.view(seat)
        index = table.action_count
        acting = seat in state.actors() and not state.is_over
        legal = state.legal_actions(seat) if acting else []
        image = partial(render_slaughter_hand, view, legal or None, None)
        status = status_text(view, text_names(table))
        items: list[discord.ui.Item] = []
        if not acting:
            content = status if state.is_over else f"Waiting: {status}"
        elif view["phase"] == "rearrange":
            content = (
                "Arrange your cards: swap a hand card with one of your upcards as often as "
                "you like, then press **Ready**."
            )
            swaps = [a for a in legal if a.startswith("swap:")]
            if swaps:
                items.append(
                    ActionSelect(table.id, index, [_swap_option(a) for a in swaps],
                                 placeholder="Swap a hand card with an upcard")
                )  # fmt: skip
            items.append(
                ActionButton(table.id, index, "ready", label="Ready",
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
        content = f"Your turn. {status}"
        if cards:
            upcards = set(view["upcards"][view["seat"]]) if not view["hand"] else set()
            options = [
                discord.SelectOption(
                    label=pretty(c) + (" (upcard)" if c in upcards else ""),
                    value=c,
                    default=c in picked,
                )
                for c in cards[:MENU_SIZE]
            ]
            items.append(
                PickSelect(table.id, index, options, placeholder="Pick a card, or a set or run")
            )
            content += " Pick the card(s) to play, then press Play."
        if picked:
            plays = [a for a in legal if a.startswith("play:") and _cards(a) == set(picked)]
            for action in plays[:3]:
                items.append(
                    ActionButton(table.id, index, action,
                                 label=f"Play {pretty_list(action[5:].split(','))}"[:80], row=1)
                )  # fmt: skip
            if not plays:
                content += f"\n{pretty_list(picked)} is not a play you can make now."
        if "take" in legal:
            count = len(view["pile"])
            items.append(
                ActionButton(table.id, index, "take", label=f"Take the pile ({count})",
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        if "draw" in legal:
            items.append(
                ActionButton(table.id, index, "draw", label="Draw (nothing fits)",
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
    return discord.SelectOption(
        label=f"{pretty(hand_card)} (hand) ↔ {pretty(upcard)} (upcard)", value=action
    )
