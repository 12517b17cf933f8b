"""The Guillotine cog (Paul Peterson's game): `/guillotine start|leaderboard|stats|rules|
abandon|replace`, and how its table looks.

A turn's choices can be many (a card, then the noble it moves, then how far),
so the hand offers them as menus: first the playable cards, then the chosen
card's plays, each menu paged at 25 entries. Wait a Moment! shows as a button
only to its holder during the window; nothing else tells who holds it. The
owner of Callous Guards gets a button to discard them in his action-card step;
after the third day each player in turn gets a menu of the cards that change
the points, and Done.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

import games.guillotine as guillotine_game
from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.table_commands import TableCommands, lobby_lines
from cogs.table_ui import (
    MENU_SIZE,
    STEP,
    ActionButton,
    Drawing,
    HandPayload,
    StepButton,
    paged_select,
    seat_mention,
    text_names,
)
from games.guillotine import ACTIONS, DISCARD_GUARDS, NOBLES, next_tokens
from games.guillotine.cards import name as card_name
from games.guillotine.text import action_text, status_text
from render import render_guillotine_hand, render_guillotine_table

if TYPE_CHECKING:
    from bot.app import BarbuBot


LEVEL_CHOICES = [app_commands.Choice(name="Basic (rule-based)", value="basic")]

OVERVIEW = (
    "**Guillotine** (Paul Peterson), 2 to 5 players, three days. Each day 12 nobles stand "
    "in line before the guillotine. On your turn you may play one action card (move nobles "
    "in the line, take cards, hinder others), then you collect the noble at the front; then "
    "you draw an action card. A day ends when the line is empty, or after the turn in which "
    "**Robespierre** is collected (or **Scarlet Pimpernel** played): once Robespierre is "
    "collected, nothing of the turn but the draw remains, so a second collection still due "
    "(Double Feature, Fast Noble) does not happen.\n"
    "**Wait a Moment!** is played out of turn, in the short window before someone collects "
    "a noble from the line: it shuffles the line. The window opens before every such "
    "collection (Fast Noble's extra noble and Double Feature's second one too), whoever "
    "holds the card.\n"
    "**Callous Guards** stop every card that changes the line (moves, adds or removes "
    "nobles, Scarlet Pimpernel and After You... included), their owner's too; the owner may "
    "discard them in his action-card step (a button in his hand; it is not his action card).\n"
    "After the third day each player, in turn, may play any number of cards that change the "
    "points: the scoring cards (Church, Civic, Military Support, Fountain of Blood, "
    "Indifferent Public, Tough Crowd), Missing Heads, Clerical Error and Twist of Fate; then "
    "**Done**. The highest total wins (some nobles score badly: the Martyrs, the Tragic "
    "Figure...). `/guillotine rules card:<name>` tells what a card does."
)


class GuillotineAdapter:
    """How a Guillotine table looks and which controls a hand offers."""

    game = "guillotine"
    title = "Guillotine"

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
        if table.state.phase == "finale" or table.state.is_over:
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


class GuillotineCog(commands.Cog, name="Guillotine"):
    """Slash commands of the Guillotine table."""

    guillotine = app_commands.Group(
        name="guillotine", description="Play Paul Peterson's Guillotine", guild_only=True
    )

    def __init__(self, bot: BarbuBot) -> None:
        self.bot = bot
        self.adapter = GuillotineAdapter()
        bot.table_ui.adapters[self.adapter.game] = self.adapter
        self.commands = TableCommands(bot, "guillotine", "Guillotine")

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await self.commands.on_error(interaction, error)

    @guillotine.command(name="start", description="Open a Guillotine table in this channel")
    @app_commands.describe(
        players="How many seats (2 to 5); empty seats get computer players at Start",
        computers="Computer players to seat at once",
        level="How the computer players play",
        turn_timer="Seconds a player has to act before the computer plays for them",
        wait_seconds="How long the Wait a Moment! window stays open before each collection",
        end_cards="After the third day, play the cards that change the points (default yes)",
    )
    @app_commands.choices(
        level=LEVEL_CHOICES,
        wait_seconds=[app_commands.Choice(name=f"{s} s", value=s) for s in (10, 5, 15, 20, 30)],
        end_cards=[
            app_commands.Choice(name="no", value="off"),
            app_commands.Choice(name="yes", value="on"),
        ],
    )
    async def start(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, 5] = 3,
        computers: app_commands.Range[int, 0, 4] = 0,
        level: str = "basic",
        turn_timer: app_commands.Range[int, 30, 600] = DEFAULT_TURN_TIMER,
        wait_seconds: int = 10,
        end_cards: str = "on",
    ) -> None:
        problem = self.commands.check_common(level, computers, players - 1, turn_timer)
        if not 2 <= players <= 5:
            problem = "Guillotine is played by 2 to 5 players."
        if problem:
            await self.commands.tell(interaction, problem)
            return
        await self.commands.open(
            interaction,
            options={"wait_seconds": wait_seconds, "end_cards": end_cards},
            settings={"turn_timer": turn_timer, "level": level, "players": players},
            computers=computers,
        )

    @guillotine.command(name="leaderboard", description="This server's best Guillotine players")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        await self.commands.leaderboard(interaction)

    @guillotine.command(name="stats", description="A player's Guillotine record on this server")
    @app_commands.describe(member="Whose record (you if empty)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await self.commands.stats(interaction, member)

    @guillotine.command(name="rules", description="How Guillotine is played, or what a card does")
    @app_commands.describe(card="A noble or an action card")
    async def rules(self, interaction: discord.Interaction, card: str | None = None) -> None:
        if card is None:
            await interaction.response.send_message(OVERVIEW, ephemeral=True)
            return
        found = _find_card(card)
        if found is None:
            await interaction.response.send_message(
                "No card of that name: start typing and pick one from the list.", ephemeral=True
            )
            return
        await interaction.response.send_message(found, ephemeral=True)

    @rules.autocomplete("card")
    async def _card_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.casefold()
        names = sorted({c.name for c in (*NOBLES.values(), *ACTIONS.values())})
        return [app_commands.Choice(name=n, value=n) for n in names if wanted in n.casefold()][
            :MENU_SIZE
        ]

    @guillotine.command(name="abandon", description="End a Guillotine table here without results")
    async def abandon(self, interaction: discord.Interaction) -> None:
        await self.commands.abandon(interaction)

    @guillotine.command(name="replace", description="Give a player's seat to a computer player")
    @app_commands.describe(member="The player who left")
    async def replace(self, interaction: discord.Interaction, member: discord.Member) -> None:
        await self.commands.replace(interaction, member)


def _find_card(text: str) -> str | None:
    """A card's rules text, by name or slug (any case)."""
    wanted = text.strip().casefold()
    for noble in NOBLES.values():
        if wanted in (noble.name.casefold(), noble.slug):
            points = noble.points_label
            what = noble.text or "No instruction."
            return (
                f"**{noble.name}** · noble, {noble.colour}, {points} points ×{noble.copies}\n{what}"
            )
    for action in ACTIONS.values():
        if wanted in (action.name.casefold(), action.slug):
            return f"**{action.name}** · action card ×{action.copies}\n{action.text}"
    return None


async def setup(bot: BarbuBot) -> None:
    await bot.add_cog(GuillotineCog(bot))
