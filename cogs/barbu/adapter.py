"""How a Barbu table looks and what a player's hand offers (the `GameAdapter`
of Barbu, read by the shared table layer in cogs/tables/).
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.tables.adapter import Drawing, HandPayload
from cogs.tables.components import ActionButton, ActionSelect, HintButton, ToggleButton
from cogs.tables.words import lobby_lines, plain, seat_mention, text_names
from games.barbu import contract_title
from games.barbu.rulesets import RULE_SETS
from games.cards import pretty
from render import render_barbu_scoresheet, render_barbu_table, render_hand

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

RULES_CHOICES = [
    app_commands.Choice(name="Barbu (52 cards, 28 deals)", value="barbu"),
    app_commands.Choice(name="Guillotine by Scott Marley (32 cards, 24 deals)", value="marley"),
]
LEVEL_CHOICES = [
    app_commands.Choice(name="Basic (rule-based)", value="basic"),
    app_commands.Choice(
        name="Strong (samples the unseen cards, about 0.5 s a move)", value="strong"
    ),
]


def _awaited(table: Table, turn: int | None) -> str:
    """Whom a player waits for, as their hand says it: a person by name, computers together."""
    if turn is None or table.is_computer(turn):
        return "the computer players"
    return text_names(table)[turn]


class BarbuAdapter:
    """How a Barbu table looks and which controls a hand offers."""

    game = "barbu"
    title = "Barbu"

    # ------------------------------------------------------------- public

    def _who(self, table: Table, seat: int) -> str:
        return seat_mention(table.seats[seat])

    def status_line(self, table: Table) -> str:
        state = table.state
        view = state.view(None)
        head = f"**{view['title']}** · deal {view['deal']} of {view['deals']}"
        if state.is_over:
            return f"**{view['title']}** · the series is over."
        seat = view["turn"]
        who = self._who(table, seat)
        if view["phase"] == "contract":
            return f"{head} · {who} chooses the contract."
        contract = view["contract_title"]
        if view["phase"] == "double":
            return f"{head} · {contract} · {who} decides whom to double."
        return f"{head} · {contract} · {who} to play."

    def table_image(self, table: Table) -> Drawing:
        return partial(render_barbu_table, table.state.view(None), table.names())

    def deals_done(self, table: Table) -> int:
        return len(table.state.view(None)["sheet"])

    def _sheet_names(self, table: Table) -> list[str]:
        """Names for scoresheets: a player who asked for hints is marked."""
        hinted = set(table.record.settings.get("hinted", []))
        return [f"{n} (hints)" if s in hinted else n for s, n in enumerate(table.names())]

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        entry = table.state.view(None)["sheet"][deal_index]
        names = self._sheet_names(table)
        said = [plain(name) for name in names]
        totals = ", ".join(f"{said[s]} {entry['totals'][s]:+d}" for s in range(len(names)))
        text = (
            f"**Deal {entry['deal']}** · {said[entry['declarer']]} declared "
            f"{contract_title(entry['contract'])} · {totals}"
        )
        return text, partial(render_barbu_scoresheet, table.state.view(None), names)

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        state = table.state
        names = self._sheet_names(table)
        places = state.places()
        order = sorted(range(len(names)), key=lambda s: (places[s], s))
        lines = [f"**{state.view(None)['title']}: the series is over.**"]
        medals = {1: "🥇", 2: "🥈", 3: "🥉"}
        for seat in order:
            lines.append(
                f"{medals.get(places[seat], '·')} {places[seat]}. {self._who(table, seat)} "
                f"— {state.scores[seat]:+d}"
            )
        return "\n".join(lines), partial(render_barbu_scoresheet, state.view(None), names)

    def lobby_text(self, table: Table) -> str:
        rules = RULE_SETS[table.record.options.get("rules", "barbu")]
        timer = table.record.settings.get("turn_timer", DEFAULT_TURN_TIMER)
        return lobby_lines(
            table,
            f"**{rules.title}** table opened by <@{table.record.host_id}> · "
            f"{rules.deals} deals · turn timer {timer} s",
        )

    def describe_move(self, table: Table, move: Move) -> str:
        """What a move did, in words: only what everybody at the table sees anyway."""
        kind, _, rest = move.action.partition(":")
        if kind == "play":
            return f"played {pretty(rest)}"
        if kind == "contract":
            return f"declared {contract_title(rest)}"
        if kind == "double":
            names = text_names(table)
            doubled = [names[int(s)] for s in rest.split(",") if s]
            return f"doubled {', '.join(doubled)}" if doubled else "doubled nobody"
        return "passed"

    # --------------------------------------------------------------- hand

    def hand(self, table: Table, seat: int, selection: int) -> HandPayload:
        state = table.state
        view = state.view(seat)
        names = table.names()
        on_turn = view["turn"] == seat and not state.is_over
        legal = state.legal_actions(seat) if on_turn else []
        index = table.action_count
        title = f"{names[seat]} · deal {view['deal']} of {view['deals']}"
        if view["contract_title"]:
            title += f" · {view['contract_title']}"
        playable = [a[5:] for a in legal if a.startswith("play:")]
        image = partial(
            render_hand, view["hand"], playable if view["phase"] == "play" else None, title
        )
        items: list[discord.ui.Item] = []
        if state.is_over:
            content = "The series is over."
        elif not on_turn:
            content = f"Waiting for {_awaited(table, view['turn'])}."
        elif view["phase"] == "contract":
            content = "Your turn: choose the contract."
            options = [
                discord.SelectOption(label=contract_title(a[len("contract:") :]), value=a)
                for a in legal
            ]
            items.append(ActionSelect(table.id, index, options, placeholder="Choose a contract"))
        elif view["phase"] == "double":
            content, items = self._double_controls(table, seat, view, legal, selection)
        else:
            content = "Your turn: play a card."
            legal_set = set(legal)
            for card in view["hand"]:
                action = f"play:{card}"
                items.append(
                    ActionButton(
                        table.id,
                        index,
                        action,
                        label=pretty(card),
                        style=discord.ButtonStyle.primary
                        if action in legal_set
                        else discord.ButtonStyle.secondary,
                        disabled=action not in legal_set,
                    )
                )
            if "pass" in legal_set:
                label = "Stop playing" if view.get("bonus") else "Pass"
                items.append(
                    ActionButton(table.id, index, "pass", label=label,
                                 style=discord.ButtonStyle.danger)
                )  # fmt: skip
                if len(legal) == 1:
                    content = "No card fits: you pass."
        if on_turn and len(legal) > 1 and table.record.settings.get("hints"):
            items.append(HintButton(table.id, index, row=4))
        return HandPayload(content=content, image=image, items=items)

    def hand_key(self, table: Table, seat: int, selection: int) -> tuple:
        state = table.state
        view = state.view(seat)
        on_turn = seat in state.actors()
        return (
            state.is_over,
            view["deal"],
            view["phase"],
            view["contract"],
            # Not the turn itself: computers playing one after another leave the hand as it
            # is ("Waiting for the computer players"), with no edit for each of their cards.
            view["turn"] if on_turn else _awaited(table, view["turn"]),
            tuple(view["hand"]),
            view.get("bonus"),
            tuple(view["trick"]) if on_turn else (),  # what may be played depends on the trick
            table.action_count if on_turn else None,  # the buttons carry the log index
            selection if on_turn else 0,
        )

    def _double_controls(
        self, table: Table, seat: int, view: dict, legal: list[str], selection: int
    ) -> tuple[str, list[discord.ui.Item]]:
        names = table.names()
        choices = [_seats(a) for a in legal]
        targets = sorted(set().union(*choices))
        required = set.intersection(*choices) if choices else set()
        chosen = {t for t in targets if selection >> t & 1} | required
        mask = sum(1 << t for t in chosen)
        doubled_me = {a for a, b, _ in view["doubles"] if b == seat}
        items: list[discord.ui.Item] = []
        for target in targets:
            verb = "Redouble" if target in doubled_me else "Double"
            locked = target in required
            items.append(
                ToggleButton(
                    table.id,
                    table.action_count,
                    mask,
                    target,
                    label=f"{verb} {names[target]}" + (" 🔒" if locked else ""),
                    disabled=locked,
                )
            )
        action = "double:" + ",".join(str(t) for t in sorted(chosen))
        summary = ", ".join(names[t] for t in sorted(chosen)) or "nobody"
        items.append(
            ActionButton(table.id, table.action_count, action, label=f"Confirm: {summary}",
                         style=discord.ButtonStyle.primary, row=1)
        )  # fmt: skip
        longest = max(legal, key=lambda a: len(_seats(a)))
        if len(_seats(longest)) > 1:
            items.append(
                ActionButton(table.id, table.action_count, longest, label="Maximum",
                             style=discord.ButtonStyle.danger, row=1)
            )  # fmt: skip
        owed = view["doubles_owed"][seat]
        content = "Your turn: choose whom to double, then Confirm."
        if required:
            content += f" You must double the declarer (you still owe {owed} this cycle)."
        return content, items


def _seats(action: str) -> set[int]:
    listed = action[len("double:") :]
    return {int(s) for s in listed.split(",") if s}
