"""The Barbu cog: `/barbu start|leaderboard|stats|rules|abandon|replace`, and Barbu's table UI.

`BarbuAdapter` tells the shared table UI (cogs/table_ui.py) how a Barbu
table looks: the status line, the table and hand images, and the controls of
a player's hand (the contract menu, the double toggles, the cards). The
commands only wire Discord to the `TableHub`.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.tables import DEFAULT_TURN_TIMER, Move, Table
from cogs.table_commands import TableCommands, lobby_lines
from cogs.table_ui import (
    ActionButton,
    ActionSelect,
    Drawing,
    HandPayload,
    HintButton,
    ToggleButton,
    plain,
    seat_mention,
    text_names,
)
from games.barbu import contract_title
from games.barbu.rulesets import RULE_SETS
from games.cards import pretty
from render import render_barbu_scoresheet, render_barbu_table, render_hand

if TYPE_CHECKING:
    from bot.app import BarbuBot

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

RULES_TEXT = {
    "overview": (
        "**Barbu**: 4 players, 28 deals. Each player in turn declares 7 deals in a row and "
        "plays each of the 7 contracts once. Five are negative (No Tricks −2 a trick, No Hearts "
        "−2 a heart and −6 the ace, No Queens −6 each, No King −20 for the K♥, No Last Two −10 "
        "and −20) and two positive (Trumps +5 a trick, Domino +40/+20/+5/0). Follow suit if "
        "you can. Before the play each player may **double** others (a side bet on who scores "
        "better this deal); you must double each declarer at least twice in his 7 deals. "
        "Highest total wins.\n\n**Guillotine (Marley)**: 32 cards, 24 deals, the deal rotates; "
        "six games, each dealer plays each once; A 10 K Q J 9 8 7 in tricks; lowest total wins."
    ),
    "no-tricks": "**No Tricks**: every trick you take costs −2 (−26 in all).",
    "no-hearts": "**No Hearts**: each heart you take costs −2, the ace of hearts −6 (−30 in "
    "all). You may not lead a heart while you hold another suit.",
    "no-queens": "**No Queens**: each queen you take costs −6 (−24). The deal stops once all "
    "four queens are taken.",
    "no-king": "**No King** (le Barbu): taking the king of hearts costs −20. No heart leads "
    "while you hold another suit; the deal stops when the king is taken.",
    "no-last-two": "**No Last Two**: the next-to-last trick costs −10, the last −20.",
    "trumps": "**Trumps**: the declarer names trumps; each trick is worth +5 (+65). On a trump "
    "lead you must follow and beat the highest trump if you can; void in the suit led, you "
    "must beat a trump already played if you can, otherwise you may play anything.",
    "domino": "**Domino**: the declarer names a rank; the first player from him holding it "
    "opens. Each suit row grows up and down from that rank. Play a card that fits if you can, "
    "else pass. Finishing order scores +40, +20, +5, 0.",
    "doubling": "**Doubles**: after the contract, from the declarer's left, each player may "
    "double any others (in Trumps and Domino only the declarer), and redouble whoever doubled "
    "him; the declarer may only redouble. After the deal, each doubled pair moves the "
    "difference of their deal scores from the worse to the better (twice if redoubled). "
    "Everyone must double each declarer at least twice in his 7 deals: when the deals left "
    "are no more than the doubles owed, the double of the declarer is locked on.",
}


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
        return len(table.state.sheet)

    def _sheet_names(self, table: Table) -> list[str]:
        """Names for scoresheets: a player who asked for hints is marked."""
        hinted = set(table.record.settings.get("hinted", []))
        return [f"{n} (hints)" if s in hinted else n for s, n in enumerate(table.names())]

    def deal_summary(self, table: Table, deal_index: int) -> tuple[str, Drawing | None]:
        entry = table.state.sheet[deal_index]
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
        lines = [f"**{state.rules.title}: the series is over.**"]
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
        on_turn = seat in state.actors()
        return (
            state.is_over,
            state.deal,
            state.phase,
            state.full_contract,
            # Not the turn itself: computers playing one after another leave the hand as it
            # is ("Waiting for the computer players"), with no edit for each of their cards.
            state.turn if on_turn else _awaited(table, state.turn),
            state.hands[seat],
            state.bonus,
            tuple(state.trick) if on_turn else (),  # what may be played depends on the trick
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


class BarbuCog(commands.Cog, name="Barbu"):
    """Slash commands of the Barbu table."""

    barbu = app_commands.Group(
        name="barbu", description="Play Barbu with this server", guild_only=True
    )

    def __init__(self, bot: BarbuBot) -> None:
        self.bot = bot
        self.adapter = BarbuAdapter()
        bot.table_ui.adapters[self.adapter.game] = self.adapter
        self.commands = TableCommands(bot, "barbu", "Barbu", "series", "series")

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await self.commands.on_error(interaction, error)

    @barbu.command(name="start", description="Open a Barbu table in this channel")
    @app_commands.describe(
        rules="Barbu (52 cards) or Scott Marley's Guillotine (32 cards)",
        computers="Computer players to seat at once (empty seats get one at Start anyway)",
        level="How the computer players play",
        turn_timer="Seconds a player has to act before the computer plays for them",
        first_lead="Barbu: who leads to the first trick",
        domino_scores="Barbu: Domino points by finishing order",
        heart_lead="Barbu, No Hearts and No King: when hearts may be led",
        discard="Barbu, Trumps: what a player who cannot follow must do",
        domino_order="Marley, Dominoes: the rank order",
        hints="Offer a Hint button (the strong player's suggestion; shown on the scoresheet)",
        think_ms="Milliseconds the strong computer player thinks per decision (default 500)",
    )
    @app_commands.choices(
        rules=RULES_CHOICES,
        level=LEVEL_CHOICES,
        first_lead=[
            app_commands.Choice(name="the declarer", value="declarer"),
            app_commands.Choice(name="the declarer's right-hand neighbour", value="right"),
        ],
        domino_scores=[
            app_commands.Choice(name="+40 +20 +5 0", value="40,20,5,0"),
            app_commands.Choice(name="+45 +20 +5 −5", value="45,20,5,-5"),
        ],
        heart_lead=[
            app_commands.Choice(name="only when holding only hearts", value="only-hearts"),
            app_commands.Choice(name="also once a heart was discarded", value="after-discard"),
        ],
        discard=[
            app_commands.Choice(name="free (beat a trump already played if you can)", value="free"),
            app_commands.Choice(name="must trump if you can", value="must-trump"),
        ],
        domino_order=[
            app_commands.Choice(name="A K Q J 10 9 8 7", value="standard"),
            app_commands.Choice(name="French: A 10 K Q J 9 8 7", value="french"),
        ],
    )
    async def start(
        self,
        interaction: discord.Interaction,
        rules: str = "barbu",
        computers: app_commands.Range[int, 0, 3] = 0,
        level: str = "basic",
        turn_timer: app_commands.Range[int, 30, 600] = DEFAULT_TURN_TIMER,
        first_lead: str | None = None,
        domino_scores: str | None = None,
        heart_lead: str | None = None,
        discard: str | None = None,
        domino_order: str | None = None,
        hints: bool = False,
        think_ms: app_commands.Range[int, 100, 2000] = 500,
    ) -> None:
        problem = None
        if rules not in RULE_SETS:
            problem = "Choose the rules from the list: Barbu or Guillotine (Marley)."
        else:
            problem = self.commands.check_common(level, computers, 3, turn_timer)
            if not problem and not 100 <= think_ms <= 2000:
                problem = "The thinking time is between 100 and 2000 ms."
        variants = {
            key: value
            for key, value in {
                "first_lead": first_lead,
                "domino_scores": domino_scores,
                "heart_lead": heart_lead,
                "discard": discard,
                "domino_order": domino_order,
            }.items()
            if value is not None
        }
        wrong = (
            [key for key in variants if key not in RULE_SETS[rules].options] if not problem else []
        )
        if wrong:
            problem = f"{RULE_SETS[rules].title} has no option {', '.join(wrong)}."
        if problem:
            await self.commands.tell(interaction, problem)
            return
        await self.commands.open(
            interaction,
            options={"rules": rules, **variants},
            settings={
                "turn_timer": turn_timer,
                "level": level,
                "hints": hints,
                "think_ms": think_ms,
            },
            computers=computers,
        )

    @barbu.command(name="leaderboard", description="This server's best Barbu players")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        await self.commands.leaderboard(interaction)

    @barbu.command(name="stats", description="A player's Barbu record on this server")
    @app_commands.describe(member="Whose record (you if empty)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await self.commands.stats(interaction, member)

    @barbu.command(name="rules", description="How Barbu is played")
    @app_commands.describe(contract="A contract, or doubling")
    @app_commands.choices(
        contract=[app_commands.Choice(name=k.replace("-", " ").title(), value=k)
                  for k in RULES_TEXT if k != "overview"]
    )  # fmt: skip
    async def rules(self, interaction: discord.Interaction, contract: str | None = None) -> None:
        text = RULES_TEXT.get(contract or "overview")
        if text is None:
            text = "Choose a contract from the list (or none, for the overview)."
        await interaction.response.send_message(text, ephemeral=True)

    @barbu.command(name="abandon", description="End a Barbu table here without results")
    async def abandon(self, interaction: discord.Interaction) -> None:
        await self.commands.abandon(interaction)

    @barbu.command(name="replace", description="Give a player's seat to a computer player")
    @app_commands.describe(member="The player who left")
    async def replace(self, interaction: discord.Interaction, member: discord.Member) -> None:
        await self.commands.replace(interaction, member)


async def setup(bot: BarbuBot) -> None:
    await bot.add_cog(BarbuCog(bot))
