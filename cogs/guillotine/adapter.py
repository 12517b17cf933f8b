"""How a Guillotine table looks and what a player's hand offers (the `GameAdapter`
of Guillotine, read by the shared table layer in cogs/tables/).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import games.guillotine as guillotine_game
from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.tables.adapter import Drawing, HandPayload
from cogs.tables.components import STEP, ActionButton, StepButton, paged_select
from cogs.tables.words import lobby_lines, seat_mention, text_names
from games.guillotine import ACTIONS, DISCARD_GUARDS, next_tokens
from games.guillotine.cards import name as card_name
from games.guillotine.text import action_text, status_text
from render import render_guillotine_hand, render_guillotine_table

if TYPE_CHECKING:
    pass


LEVEL_CHOICES = [
    app_commands.Choice(name="Basic (rule-based)", value="basic"),
    app_commands.Choice(
        name="Strong (plays its choices out on the unseen cards, about 0.5 s a move)",
        value="strong",
    ),
]


class GuillotineAdapter:
    """How a Guillotine table looks and which controls a hand offers."""

    game = "guillotine"
    title = "Guillotine"
    window_title = "Wait a Moment!"  # the out-of-turn window the table line counts down

    def _mentions(self, table: Table) -> list[str]:
        return [seat_mention(s) for s in table.seats]

    def status_line(self, table: Table) -> str:
        view = table.state.view(None)
        head = f"**Guillotine** · day {view['day']} of {view['days']}"
        return f"{head} · {status_text(view, self._mentions(table))}"

    def table_image(self, table: Table) -> Drawing:
        return partial(render_guillotine_table, table.state.view(None), table.names())

    def deals_done(self, table: Table) -> int:
        """Days done: the channel gets a line at the end of each."""
        view = table.state.view(None)
        return view["days"] if table.state.is_over else view["day"] - 1

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        names = text_names(table)
        scores = ", ".join(f"{names[s]} {p}" for s, p in enumerate(table.state.scores))
        return f"**Day {deal_index + 1} is over** · points so far: {scores}", None

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        state = table.state
        places = state.places()
        mentions = self._mentions(table)
        order = sorted(range(len(places)), key=lambda s: (places[s], s))
        medals = {1: "🥇", 2: "🥈", 3: "🥉"}
        lines = ["**Guillotine: the game is over.**"]
        for seat in order:
            lines.append(
                f"{medals.get(places[seat], '·')} {places[seat]}. {mentions[seat]} "
                f"— {state.scores[seat]} points"
            )
        return "\n".join(lines), self.table_image(table)

    def lobby_text(self, table: Table) -> str:
        settings = table.record.settings
        options = guillotine_game.resolve_options(table.record.options)
        extras = " · no end-of-game cards" if options["end_cards"] == "off" else ""
        return lobby_lines(
            table,
            f"**Guillotine** table opened by <@{table.record.host_id}> · "
            f"{table.seat_target()} players · turn timer "
            f"{settings.get('turn_timer', DEFAULT_TURN_TIMER)} s · Wait a Moment! window "
            f"{options['wait_seconds']} s{extras}",
        )

    def describe_move(self, table: Table, move: Move) -> str:
        kind, _, rest = move.action.partition(":")
        if kind == "play":
            return f"played {card_name(rest.split(':')[0])}"
        if kind == "choose":
            return "made the choice"
        if kind == "collect":
            return "collected"
        if kind == "wait":
            return "played Wait a Moment!"
        if kind == "discard":
            return f"discarded {card_name(rest)}"
        # A skip in the finale leaves the game in the finale or over (a timeout is told
        # after the move, a hint before it); an action step's skip never does.
        if table.state.view(None)["phase"] == "finale" or table.state.is_over:
            return "pressed Done"
        return "played no card"

    # --------------------------------------------------------------- hand

    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        state = table.state
        view = state.view(seat)
        names = table.names()
        index = table.action_count
        acting = seat in state.actors() and not state.is_over
        legal = state.legal_actions(seat) if acting else []
        playable = sorted({a.split(":")[1] for a in legal if a.startswith("play:")})
        title = f"{names[seat]} · day {view['day']} of {view['days']}"
        image = partial(render_guillotine_hand, view["hand"], playable, title)
        status = status_text(view, text_names(table))
        step = selection if isinstance(selection, str) else ""
        items: list[discord.ui.Item] = []
        if state.is_over:
            content = status
        elif view["phase"] == "collect" and "wait" in legal:
            content = f"{status} You may play **Wait a Moment!** now."
            items.append(
                ActionButton(
                    table.id, index, "wait", label=action_text("wait", view, names),
                    style=discord.ButtonStyle.danger,
                )
            )  # fmt: skip
        elif len(legal) < 2:
            content = status if acting else f"Waiting: {status}"
        elif view["phase"] == "finale":
            content = (
                "The third day is over: play cards that change the points "
                "(one at a time), or press **Done**."
            )
            plays = [a for a in legal if a != "skip"]
            items += _menu(table.id, index, plays, view, names, step, "Choose a card to play")
            items.append(
                ActionButton(table.id, index, "skip", label="Done",
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        elif view["phase"] == "action" and not step.startswith("play:"):
            content = "Your turn: play an action card, or none."
            items += self._card_menu(table, index, view, legal, step)
        elif view["phase"] == "action":
            card = step.split("@")[0]
            content = f"Your turn: how do you play **{card_name(card.split(':')[1])}**?"
            plays = [a for a in legal if a == card or a.startswith(card + ":")]
            items += _menu(table.id, index, plays, view, names, step, "Choose how")
            items.append(StepButton(table.id, index, "", label="Back to the cards", row=2))
        else:
            content = f"Your turn: {status}"
            items += _menu(table.id, index, legal, view, names, step, "Choose")
        return HandPayload(content=content, image=image, items=items)

    def _card_menu(
        self, table: Table, index: int, view: dict[str, Any], legal: list[str], step: str
    ) -> list[discord.ui.Item]:
        """The playable cards; a card with one way to play it plays at once."""
        options: list[tuple[str, str]] = []
        for card in next_tokens(legal, "play"):
            prefix = f"play:{card}"
            plays = [a for a in legal if a == prefix or a.startswith(prefix + ":")]
            value = plays[0] if len(plays) == 1 else STEP + prefix
            label = ACTIONS[card].name + ("" if len(plays) == 1 else " …")
            options.append((label, value))
        items = paged_select(table.id, index, options, step, "Choose a card to play")
        if DISCARD_GUARDS in legal:
            items.append(
                ActionButton(table.id, index, DISCARD_GUARDS,
                             label=action_text(DISCARD_GUARDS, view),
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        if "skip" in legal:
            items.append(
                ActionButton(table.id, index, "skip", label="Play no card",
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        return items

    def hand_key(self, table: Table, seat: int, selection: Any) -> tuple:
        acting = seat in table.state.actors()
        # Every move may change the line (the menus' labels) or the hand: redraw on each.
        return (table.action_count, acting, selection if acting else None)


def _menu(
    table_id: int,
    index: int,
    actions: list[str],
    view: dict[str, Any],
    names: list[str],
    step: str,
    placeholder: str,
) -> list[discord.ui.Item]:
    options = [(action_text(a, view, names), a) for a in actions]
    return paged_select(table_id, index, options, step, placeholder)
