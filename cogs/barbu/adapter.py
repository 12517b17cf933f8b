"""How a Barbu table looks and what a player's hand offers (the `GameAdapter`
of Barbu, read by the shared table layer in cogs/tables/).
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

import discord

from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.barbu import review, text, tricks, vocabulary
from cogs.tables.adapter import (
    DealReview,
    Drawing,
    GameAdapter,
    HandPayload,
    MoveWords,
    TableText,
)
from cogs.tables.components import (
    ActionButton,
    ActionSelect,
    HintButton,
    LookBackButton,
    ToggleButton,
)
from cogs.tables.words import (
    card_faces,
    card_text,
    lobby_lines,
    no_cards,
    opened_by,
    place_line,
    plain,
    seat_mention,
    text_names,
    turn_timer,
)
from games import IllegalAction
from games.barbu.rulesets import RULE_SETS
from render import render_hand
from render.barbu import render_barbu_scoresheet, render_barbu_table

log = logging.getLogger(__name__)


def _awaited(table: Table, turn: int | None) -> str | None:
    """Whom a player waits for, as their hand says it: a person by name, or None for the
    computer players together."""
    if turn is None or table.is_computer(turn):
        return None
    return text_names(table)[turn]


class BarbuAdapter(GameAdapter):
    """How a Barbu table looks and which controls a hand offers."""

    game = "barbu"

    @property
    def title(self) -> str:
        """The game's name, as a thread's name or a notice says it, in the language spoken."""
        return vocabulary.rules_title("barbu")

    def table_title(self, table: Table) -> str:
        """The rule set's name: a Marley's Guillotine table is not called Barbu."""
        return vocabulary.rules_title(RULE_SETS[table.record.options.get("rules", "barbu")].name)

    # ------------------------------------------------------------- public

    def _who(self, table: Table, seat: int) -> str:
        return seat_mention(table.seats[seat])

    def status_line(self, table: Table) -> str:
        mentions = [seat_mention(seat) for seat in table.seats]
        return text.status_line(table.state.view(None), mentions)

    def table_text(self, table: Table) -> TableText:
        """The words around the table's picture: the contract, the deal, whose turn and
        what just happened above it; the doubles (or, at the end, the standings) below it;
        the trick or layout and the seats as its alt text."""
        view = table.state.view(None)
        mentions = [seat_mention(seat) for seat in table.seats]
        return TableText(
            status=text.table_status(view, mentions),
            details=text.table_details(view, mentions),
            alt=text.table_alt(view, table.names()),
        )

    def table_image(self, table: Table) -> Drawing:
        view = table.state.view(None)
        words = text.table_words(view, table.names())
        return partial(render_barbu_table, view, table.names(), words)

    def deals_done(self, table: Table) -> int:
        return len(table.state.view(None)["sheet"])

    def _sheet_names(self, table: Table) -> list[str]:
        """Names for scoresheets: a player who asked for hints is marked."""
        hinted = set(table.record.settings.get("hinted", []))
        return [text.hinted(n) if s in hinted else n for s, n in enumerate(table.names())]

    def _scoresheet(self, view: dict[str, Any], names: list[str]) -> Drawing:
        return partial(render_barbu_scoresheet, view, names, text.sheet_words(view))

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        view = table.state.view(None)
        entry = view["sheet"][deal_index]
        names = self._sheet_names(table)
        said = text.deal_summary(
            entry,
            [plain(name) for name in names],
            marley=view["rules"] == "marley",
            contract=vocabulary.contract_name(entry["contract"]),
        )
        return said, self._scoresheet(view, names)

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        state = table.state
        view = state.view(None)
        places = state.places()
        order = sorted(range(len(places)), key=lambda s: (places[s], s))
        money = view.get("money")
        lines = [text.final_head(view["rules"])]
        for seat in order:
            score = text.final_score(state.scores[seat], money[seat] if money else None)
            lines.append(place_line(places[seat], self._who(table, seat), score))
        return "\n".join(lines), self._scoresheet(view, self._sheet_names(table))

    def lobby_text(self, table: Table) -> str:
        rules = RULE_SETS[table.record.options.get("rules", "barbu")]
        timer = table.record.settings.get("turn_timer", DEFAULT_TURN_TIMER)
        details = text.lobby_details(rules.deals, turn_timer(timer))
        title = vocabulary.rules_title(rules.name)
        return lobby_lines(table, opened_by(title, table.record.host_id, details))

    def refusal(self, error: IllegalAction) -> str:
        return vocabulary.refusal(error)

    def describe_move(self, table: Table, move: Move) -> MoveWords:
        kind, _, rest = move.action.partition(":")
        doubles = table.state.view(None).get("doubles") or []
        doubled_me = {a for a, b, _ in doubles if b == move.seat}
        return text.move_words(
            kind,
            vocabulary.contract_name(rest) if kind == "contract" else rest,
            table.record.options.get("rules", "barbu"),
            text_names(table),
            doubled_me,
            card_text(rest) if kind == "play" else "",
        )

    # --------------------------------------------------------------- hand

    def hand(self, table: Table, seat: int, selection: int) -> HandPayload:
        state = table.state
        view = state.view(seat)
        names = table.names()
        on_turn = view["turn"] == seat and not state.is_over
        legal = state.legal_actions(seat) if on_turn else []
        index = table.action_count
        title = text.hand_title(names[seat], view)
        playable = [a[5:] for a in legal if a.startswith("play:")]
        image = partial(
            render_hand,
            view["hand"],
            playable if view["phase"] == "play" else None,
            title,
            no_cards(),
            card_faces(),
        )
        items: list[discord.ui.Item] = []
        if state.is_over:
            content = text.series_over()
        elif not on_turn:
            content = text.waiting_for(_awaited(table, view["turn"]))
        elif view["phase"] == "contract":
            content = text.choose_contract(view["rules"])
            options = [
                discord.SelectOption(label=vocabulary.contract_name(a[len("contract:") :]), value=a)
                for a in legal
            ]
            placeholder = text.contract_placeholder(view["rules"])
            items.append(ActionSelect(table.id, index, options, placeholder=placeholder))
        elif view["phase"] == "double":
            content, items = self._double_controls(table, seat, view, legal, selection)
        else:
            content = text.play_a_card()
            if "layout" not in view:  # a trick contract: the trick is what the choice is about
                content += "\n" + tricks.trick_in_progress(table, seat, view)
                image = tricks.hand_with_trick(table, seat, view, playable, title)
            legal_set = set(legal)
            for card in view["hand"]:
                action = f"play:{card}"
                items.append(
                    ActionButton(
                        table.id,
                        index,
                        action,
                        label=card_text(card),
                        style=discord.ButtonStyle.primary
                        if action in legal_set
                        else discord.ButtonStyle.secondary,
                        disabled=action not in legal_set,
                    )
                )
            if "pass" in legal_set:
                label = text.pass_label(bool(view.get("bonus")))
                items.append(
                    ActionButton(table.id, index, "pass", label=label,
                                 style=discord.ButtonStyle.danger)
                )  # fmt: skip
                if len(legal) == 1:
                    content = text.no_card_fits()
        if on_turn and len(legal) == 1:
            # The table makes a lone legal move itself (bot/tables/session.py): a live
            # control would offer a choice there is not, and race the table's own move.
            for item in items:
                if isinstance(item, discord.ui.DynamicItem):
                    item.item.disabled = True
            action = legal[0]
            if action != "pass":  # a lone pass is said already: "No card fits: you pass."
                card = card_text(action[len("play:") :]) if action.startswith("play:") else ""
                content += "\n" + text.forced(action, card)
        if on_turn and len(legal) > 1 and table.record.settings.get("hints"):
            items.append(HintButton(table.id, index, row=4))
        if view["last_trick"] is not None and not state.is_over:
            items.append(LookBackButton(table.id, tricks.look_back_label(), row=4))
        return HandPayload(content=content, image=image, items=items)

    def look_back(self, table: Table, seat: int) -> tuple[str, Drawing | None]:
        """The **Previous trick** answer: the last completed trick."""
        return tricks.look_back(table, seat)

    def deal_end(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        """The finished deal's table message: its last trick and its result."""
        return tricks.deal_end(table, deal_index)

    def review(self, table: Table, deal_index: int) -> DealReview | None:
        """A finished deal's **Review**: every trick or domino move, the hands as dealt."""
        return review.review(table, deal_index)

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
            view["last_trick"] is not None,  # the Previous trick button
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
            locked = target in required
            items.append(
                ToggleButton(
                    table.id,
                    table.action_count,
                    mask,
                    target,
                    label=text.double_label(target in doubled_me, names[target], locked),
                    disabled=locked,
                )
            )
        action = "double:" + ",".join(str(t) for t in sorted(chosen))
        summary = text.confirm_label([names[t] for t in sorted(chosen)])
        items.append(
            ActionButton(table.id, table.action_count, action, label=summary,
                         style=discord.ButtonStyle.primary, row=1)
        )  # fmt: skip
        longest = max(legal, key=lambda a: len(_seats(a)))
        everyone = _seats(longest)
        # Once everyone is chosen, Confirm already does it (and Discord refuses two
        # components with one custom id).
        if len(everyone) > 1 and longest != action:
            label = text.everyone_label(bool(everyone - doubled_me), bool(everyone & doubled_me))
            items.append(
                ActionButton(table.id, table.action_count, longest, label=label,
                             style=discord.ButtonStyle.danger, row=1)
            )  # fmt: skip
        owed = view["doubles_owed"][seat]
        content = text.choose_doubles()
        if required:
            content += text.must_double(names[view["declarer"]], owed)
        return content, items


def _seats(action: str) -> set[int]:
    listed = action[len("double:") :]
    return {int(s) for s in listed.split(",") if s}
