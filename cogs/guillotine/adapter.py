"""How a Guillotine table looks and what a player's hand offers (the `GameAdapter`
of Guillotine, read by the shared table layer in cogs/tables/).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import discord

import games.guillotine as guillotine_game
from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.guillotine import image_words, review, text
from cogs.guillotine.text import action_text, card_name, status_text
from cogs.i18n import t
from cogs.tables.adapter import (
    DealReview,
    Drawing,
    GameAdapter,
    HandPayload,
    MoveWords,
    TableText,
)
from cogs.tables.components import STEP, ActionButton, StepButton, paged_select
from cogs.tables.words import (
    lobby_lines,
    one_stop,
    opened_by,
    place_line,
    refused,
    seat_mention,
    text_names,
    turn_timer,
)
from games import IllegalAction
from games.guillotine import ACTIONS, DISCARD_GUARDS, NOBLES, next_tokens
from render.guillotine import render_guillotine_hand, render_guillotine_table


class GuillotineAdapter(GameAdapter):
    """How a Guillotine table looks and which controls a hand offers."""

    game = "guillotine"

    @property
    def title(self) -> str:
        return t("guillotine-name")

    def table_title(self, table: Table) -> str:
        """One rule set: the game's name."""
        return self.title

    @property
    def window_title(self) -> str:
        """The out-of-turn window the table line counts down."""
        return t("guillotine-card-wait-a-moment")

    def _mentions(self, table: Table) -> list[str]:
        return [seat_mention(s) for s in table.seats]

    def status_line(self, table: Table) -> str:
        return text.status_line(table.state.view(None), self._mentions(table))

    def table_text(self, table: Table) -> TableText:
        """The words around the picture: above it the status line, the notices in force
        and what just happened; below it each seat in words (points, nobles collected,
        hand size, face-up cards) and the decks; the picture's alt text names the line
        of nobles, front first. All from the public view, as the picture."""
        view = table.state.view(None)
        status, details = text.table_message(view, self._mentions(table))
        return TableText(status, details, text.line_alt(view))

    def table_image(self, table: Table) -> Drawing:
        view = table.state.view(None)
        words = image_words.table_words(view, table.names())
        return partial(render_guillotine_table, view, table.names(), words)

    def deals_done(self, table: Table) -> int:
        """Days done: the channel gets a line at the end of each, but the last. The last
        day ends the game: the final standings give its points, and a "points so far"
        line after the table message's "Game over" would read as if the game went on."""
        view = table.state.view(None)
        return view["days"] - 1 if table.state.is_over else view["day"] - 1

    def deals_over(self, table: Table) -> int:
        """Every day done, the last one too once the game is over (the final standings
        close it, its end-of-game cards included)."""
        state = table.state
        return int(state.day) if state.is_over else int(state.day) - 1

    def review(self, table: Table, deal_index: int) -> DealReview | None:
        """A finished day's **Review**: its line at dawn, each turn, the points."""
        return review.review(table, deal_index)

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        return text.day_over(deal_index + 1, text_names(table), table.state.scores), None

    def final_summary(self, table: Table) -> tuple[str, Drawing | None]:
        state = table.state
        places = state.places()
        mentions = self._mentions(table)
        order = sorted(range(len(places)), key=lambda s: (places[s], s))
        lines = [t("guillotine-game-over")]
        for seat in order:
            score = text.points(state.scores[seat])
            lines.append(place_line(places[seat], mentions[seat], score))
        return "\n".join(lines), self.table_image(table)

    def lobby_text(self, table: Table) -> str:
        settings = table.record.settings
        options = guillotine_game.resolve_options(table.record.options)
        details = text.lobby_details(
            table.seat_target(),
            turn_timer(settings.get("turn_timer", DEFAULT_TURN_TIMER)),
            options["wait_seconds"],
            end_cards=options["end_cards"] != "off",
        )
        return lobby_lines(table, opened_by(self.title, table.record.host_id, details))

    def refusal(self, error: IllegalAction) -> str:
        """The engine's reason in words: `guillotine-refused-<code>`, else the table layer's
        `tables-refused-<code>`, its details' cards named in this language."""
        details = {
            key: card_name(value) if isinstance(value, str) and _is_card(value) else value
            for key, value in error.details.items()
            if isinstance(value, str | int)  # Fluent takes strings and numbers
        }
        return one_stop(refused("guillotine", error.code, **details))

    def describe_move(self, table: Table, move: Move) -> MoveWords:
        kind, _, rest = move.action.partition(":")
        card = card_name(rest.split(":")[0]) if kind in ("play", "discard") else ""
        # A skip in the finale leaves the game in the finale or over (a timeout is told
        # after the move, a hint before it); an action step's skip never does.
        finale = table.state.view(None)["phase"] == "finale" or table.state.is_over
        return text.move_text(kind, card, finale)

    # --------------------------------------------------------------- hand

    def hand(self, table: Table, seat: int, selection: Any) -> HandPayload:
        state = table.state
        view = state.view(seat)
        names = table.names()
        index = table.action_count
        acting = seat in state.actors() and not state.is_over
        legal = state.legal_actions(seat) if acting else []
        playable = sorted({a.split(":")[1] for a in legal if a.startswith("play:")})
        if "wait" in legal:
            # Wait a Moment! is played by `wait`, not `play:`: its card is bright too.
            playable = sorted({*playable, "wait-a-moment"})
        title = text.hand_title(names[seat], view)
        words = image_words.hand_words(view["hand"])
        image = partial(render_guillotine_hand, view["hand"], playable, title, words)
        status = status_text(view, text_names(table), me=seat)
        step = selection if isinstance(selection, str) else ""
        items: list[discord.ui.Item] = []
        if state.is_over:
            content = status
        elif view["phase"] == "collect" and "wait" in legal:
            content = f"{status} {t('guillotine-may-wait')}"
            items.append(
                ActionButton(
                    table.id, index, "wait", label=action_text("wait", view, names),
                    style=discord.ButtonStyle.danger,
                )
            )  # fmt: skip
        elif len(legal) < 2:
            # The status is a whole sentence saying whom the table waits for: no "Waiting:"
            # before it, which doubled its colon ("Waiting: Game over: …").
            content = status
        elif view["phase"] == "finale":
            content = t("guillotine-hand-finale")
            plays = [a for a in legal if a != "skip"]
            items += _menu(table.id, index, plays, view, names, step, t("guillotine-choose-card"))
            items.append(
                ActionButton(table.id, index, "skip", label=t("guillotine-done"),
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        elif view["phase"] == "action" and not step.startswith("play:"):
            content = t("guillotine-play-an-action")
            items += self._card_menu(table, index, view, legal, step)
        elif view["phase"] == "action":
            card = step.split("@")[0]
            content = text.how_to_play(card_name(card.split(":")[1]))
            plays = [a for a in legal if a == card or a.startswith(card + ":")]
            # The card is named above: its ways to play need not repeat its name.
            items += _menu(
                table.id, index, plays, view, names, step, t("guillotine-choose-how"), False
            )
            items.append(
                StepButton(table.id, index, "", label=t("guillotine-back-to-cards"), row=2)
            )
        else:
            content = status
            items += _menu(table.id, index, legal, view, names, step, t("guillotine-choose"))
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
            label = card_name(card) if len(plays) == 1 else text.several_ways(card, len(plays))
            options.append((label, value))
        items = paged_select(table.id, index, options, step, t("guillotine-choose-card"))
        if DISCARD_GUARDS in legal:
            items.append(
                ActionButton(table.id, index, DISCARD_GUARDS,
                             label=action_text(DISCARD_GUARDS, view),
                             style=discord.ButtonStyle.secondary, row=2)
            )  # fmt: skip
        if "skip" in legal:
            items.append(
                ActionButton(table.id, index, "skip", label=t("guillotine-play-no-card"),
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
    with_card: bool = True,
) -> list[discord.ui.Item]:
    options = [(action_text(a, view, names, with_card), a) for a in actions]
    return paged_select(table_id, index, options, step, placeholder)


def _is_card(value: str) -> bool:
    return value in NOBLES or value in ACTIONS
