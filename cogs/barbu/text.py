"""Every sentence a player of Barbu (and of Marley's Guillotine, its other rule set) reads,
in one place: the table's status line, moves, the hand's prompts and buttons, the deal and
final summaries, and the words the table image and the scoresheet show. The one module a
translator of this game touches (the rules pages aside; the engine's refusals are in
games/barbu/state.py). Shared words (plurals, signs, names) are in cogs/tables/words.py.

Notation, the same in messages and on the images: a true minus sign (−6), a plus sign for
a gain (+5), a plain 0; a double in words ("Alice doubled Bob", "Bob redoubled Alice").
Barbu's scores are points won (higher is better); Marley's are penalty points (lower is
better), settled against 100 as "pays 40" / "gets 20", never as a signed number.
"""

from __future__ import annotations

from typing import Any

from discord import app_commands

from cogs.tables.words import listing, number, ordinal, plural, signed
from games.barbu import contract_title
from games.barbu.rulesets import RULE_SETS
from games.cards import SUIT_SYMBOLS
from render.doubles import DOUBLED, REDOUBLED
from render.theme import shorten

RULES_CHOICES = [
    app_commands.Choice(name="Barbu (52 cards, 28 deals)", value="barbu"),
    app_commands.Choice(name="Marley's Guillotine (32 cards, 24 deals)", value="marley"),
]
LEVEL_CHOICES = [
    app_commands.Choice(name="Basic (rule-based)", value="basic"),
    app_commands.Choice(
        name="Strong (samples the unseen cards, about 0.5 s a move)", value="strong"
    ),
]
WRONG_RULES = "Choose the rules from the list: Barbu or Marley's Guillotine."


def no_such_option(title: str, options: list[str]) -> str:
    return f"{title} has no option {', '.join(options)}."


# ------------------------------------------------------------------ the table


def deal_of(view: dict[str, Any]) -> str:
    return f"deal {view['deal']} of {view['deals']}"


def doing(view: dict[str, Any], names: list[str]) -> str:
    """What the table waits for, the same words in the channel and on the table image:
    "Alice chooses the contract.", "Bob decides whom to double.", "Carol to play."."""
    if view.get("is_over") or view["phase"] == "over":
        return "The series is over."
    turn = view["turn"]
    who = names[turn] if turn is not None else "Nobody"
    if view["phase"] == "contract":
        return f"{who} chooses the {contract_word(view['rules'])}."
    if view["phase"] == "double":
        text = f"{who} decides whom to double"
        if view.get("double_required") and view.get("declarer") is not None:
            text += f" (and must double {names[view['declarer']]})"
        return text + "."
    if view.get("bonus"):
        return f"{who} to play again or stop (ace bonus)."
    return f"{who} to play."


def status_line(view: dict[str, Any], mentions: list[str]) -> str:
    """The table message's line: `**Barbu** · deal 3 of 28 · No Queens · @Alice to play.`."""
    if view.get("is_over"):
        return f"**{view['title']}** · {doing(view, mentions)}"
    parts = [f"**{view['title']}**", deal_of(view)]
    if view["phase"] != "contract" and view.get("contract_title"):
        parts.append(view["contract_title"])
    return " · ".join([*parts, doing(view, mentions)])


def table_status(view: dict[str, Any], names: list[str]) -> str:
    """The table image's second header line: who declares, what the table waits for."""
    if view["phase"] in ("over", "contract"):
        return doing(view, names)
    declarer = names[view["declarer"]]
    goal = " Lowest total wins." if view["rules"] == "marley" else ""
    role = "Dealer" if view["rules"] == "marley" else "Declarer"
    return f"{role}: {declarer}. {doing(view, names)}{goal}"


def double_text(pair: list[int], names: list[str]) -> str:
    """One double: "Alice doubled Bob", or, redoubled, "Bob redoubled Alice"."""
    doubler, doubled, level = pair
    if level > 1:
        return f"{names[doubled]} redoubled {names[doubler]}"
    return f"{names[doubler]} doubled {names[doubled]}"


def money(amount: int) -> str:
    """Marley's settlement of a total against 100: "pays 40", "gets 20", "even"."""
    if amount > 0:
        return f"pays {amount}"
    return f"gets {-amount}" if amount < 0 else "even"


# How the images write the doubles ("Alice → Bob"), in render/doubles.py's notation.
DOUBLES_LEGEND = f"A {DOUBLED} B: A doubled B · A {REDOUBLED} B: and B redoubled"
TAGS = {"contract": "CHOOSING", "double": "DOUBLING", "play": "TO PLAY"}


def image_title(view: dict[str, Any]) -> str:
    """The table image's heading: the contract, or what is being chosen, or the end."""
    if view["phase"] == "over":
        return "Final standings"
    if view.get("contract_title"):
        return view["contract_title"]
    if view.get("contract"):
        return contract_title(view["contract"])
    return f"Choosing the {contract_word(view['rules'])}"


def seat_line(view: dict[str, Any], seat: int, money_text: list[str] | None) -> str:
    """A seat's deal so far on the table image: tricks and points (Domino: its finishing
    place), or cards left before play, or the end's "final" (Marley: its money).

    Cards left are shown only where they differ between players (Domino, and before play):
    in a trick contract everyone holds the same number, give or take the trick on the table.
    """
    phase = view["phase"]
    parts = [plural(view["hand_sizes"][seat], "card")]
    if phase == "play":
        if "layout" in view:
            out = view.get("out", [])
            if seat in out:
                parts = [f"out {ordinal(out.index(seat) + 1)}"]
        else:
            parts = [plural(view["tricks_won"][seat], "trick")]
        points = view["deal_points"][seat]
        if points:
            parts.append(signed(points))
    elif phase == "over":
        parts = [money_text[seat] if money_text else "final"]
    return " · ".join(parts)


def _centre(view: dict[str, Any], names: list[str]) -> list[str]:
    """The lines in the middle of the felt while a contract is chosen or doubles decided
    (names cut to 14 characters: the box is narrow)."""
    turn, declarer = view.get("turn"), view.get("declarer")
    if view["phase"] == "double":
        deciding = [f"{shorten(names[turn], 14)} decides"] if turn is not None else []
        return ["Doubling", *deciding]
    if view["phase"] == "contract" and declarer is not None:
        return [shorten(names[declarer], 14), "is choosing", f"the {contract_word(view['rules'])}…"]
    return []


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Every word the table image shows (render/barbu_table.py `render_barbu_table` lists
    the keys)."""
    phase = view["phase"]
    money_text = [money(amount) for amount in view["money"]] if view.get("money") else None
    places = view.get("places") or [1] * 4
    words: dict[str, Any] = {
        "title": image_title(view),
        "deal": f"Deal {view['deal']} of {view['deals']}",
        "status": table_status(view, names),
        "doubles": [double_text(pair, names) for pair in view.get("doubles") or []],
        "seats": [seat_line(view, seat, money_text) for seat in range(4)],
        "totals": [
            f"{ordinal(places[seat])} · {number(score)}"
            if phase == "over" and view.get("places")
            else f"Total {number(score)}"
            for seat, score in enumerate(view["scores"])
        ],
        "tag": TAGS.get(phase, ""),
        "centre": _centre(view, names),
        "places": [ordinal(place) for place in places],
        "not_opened": "not opened",
        "doubles_label": "Doubles:",
        "no_doubles": "none yet" if phase == "double" else "none",
        "legend": DOUBLES_LEGEND,
    }
    tricks = view.get("tricks") or []
    if tricks and not view.get("trick"):
        words["last_trick"] = f"Last trick: {names[tricks[-1]['winner']]}"
    if view["rules"] == "barbu" and not view.get("out") and view.get("domino_rank"):
        words["opening"] = f"Open with a {view['domino_rank'].replace('T', '10')}"
    if money_text is not None:
        words["money"] = money_text
    return words


SHEET_NOTES = {
    "barbu": "Highest total wins. Each number is the deal's score after doubles; "
    "gold: changed by doubles. D: the dealer, who chose the contract.",
    "marley": "Points are penalties: lowest total wins. D: the dealer, who chose the game. "
    "Money: a total over 100 pays the difference, under 100 gets it.",
}
# Contracts whose title is too wide for the sheet's column.
SHORT_CONTRACTS = {"no-last-two": "Last Two"}


def contract_short(contract: str) -> str:
    """A narrow name for the sheet: `Trumps ♥`, `Domino 8`, `No Queens`, `Last Two`."""
    name, _, arg = contract.partition(":")
    if name in SHORT_CONTRACTS:
        return SHORT_CONTRACTS[name]
    title = next((r.contracts[name].title for r in RULE_SETS.values() if name in r.contracts), name)
    if name == "trumps" and arg:
        return f"{title} {SUIT_SYMBOLS[arg]}"
    if name == "domino" and arg:
        return f"{title} {'10' if arg == 'T' else arg}"
    return title


def _rules(view: dict[str, Any]) -> Any:
    """The view's rule set, as the sheet reads it (Barbu when the view does not say)."""
    return RULE_SETS.get(view.get("rules", "barbu"), RULE_SETS["barbu"])


def sheet_words(view: dict[str, Any]) -> dict[str, Any]:
    """Every word of the scoresheet image (render/scoresheet.py `render_barbu_scoresheet`
    lists the keys)."""
    sheet = view.get("sheet") or []
    words: dict[str, Any] = {
        "title": f"{view.get('title', 'Barbu')} scoresheet",
        "progress": f"After {len(sheet)} of {view.get('deals', len(sheet))} deals",
        "contract": "Contract",
        "contracts": [contract_short(row.get("contract", "")) for row in sheet],
        "empty": "No deal finished yet",
        "total": "Total",
        "notes": SHEET_NOTES["barbu" if _rules(view).doubling else "marley"],
        "legend": DOUBLES_LEGEND,
    }
    if view.get("money") is not None:
        words["money_label"] = "Money"
        words["money"] = [money(amount) for amount in view["money"]]
    return words


def deal_end_words(
    entry: dict[str, Any], last_trick: dict[str, Any] | None, deals: int, names: list[str]
) -> dict[str, Any]:
    """Every word of a finished deal's picture (render/barbu_deal.py)."""
    if last_trick is not None:
        caption = f"Last trick: {names[last_trick['winner']]} took it"
    else:
        caption = "Domino: no tricks, the finishing order scores"
    return {
        "title": f"Deal {entry['deal']} of {deals} · {contract_title(entry['contract'])} · over",
        "declarer": f"declared by {names[entry['declarer']]}",
        "caption": caption,
        "heads": ["this deal", "doubles", "total"],
    }


# ---------------------------------------------------------------- summaries


def _deal_points(points: int, marley: bool) -> str:
    # Marley's points are penalties: a "+" would read as a gain.
    return number(points) if marley else signed(points)


def _double_effect(pair: list[int], scores: list[int], names: list[str]) -> str:
    """What one double moved: the difference of the pair's deal scores (twice if redoubled)
    from the worse to the better."""
    doubler, doubled, level = pair
    moved = (scores[doubler] - scores[doubled]) * level
    if not moved:
        return f"{double_text(pair, names)} (no change)"
    return (
        f"{double_text(pair, names)} ({names[doubler]} {signed(moved)}, "
        f"{names[doubled]} {signed(-moved)})"
    )


def deal_summary(entry: dict[str, Any], names: list[str], marley: bool, contract: str) -> str:
    """The channel's line after a deal: the contract, each player's points, and the doubles
    with what each changed."""
    totals = entry.get("totals") or entry["scores"]
    points = ", ".join(f"{names[s]} {_deal_points(totals[s], marley)}" for s in range(len(names)))
    head = f"**Deal {entry['deal']}** · {names[entry['declarer']]} "
    if marley:
        return f"{head}chose {contract} · penalty points (lower is better): {points}"
    doubles = entry.get("doubles") or []
    if not doubles:
        return f"{head}declared {contract} · {points} · no doubles"
    said = "; ".join(_double_effect(pair, entry["scores"], names) for pair in doubles)
    return f"{head}declared {contract} · after doubles: {points}\nDoubles: {said}."


def final_head(title: str) -> str:
    return f"**{title}: the series is over.**"


def final_score(score: int, money_amount: int | None) -> str:
    """A player's final score: "+40" (Barbu), "120 points, pays 20" (Marley)."""
    if money_amount is None:
        return signed(score)
    return f"{plural(score, 'point')}, {money(money_amount)}"


def lobby_details(deals: int, timer: str) -> list[str]:
    return [f"{deals} deals", timer]


# ------------------------------------------------------------------- moves


def move_text(kind: str, rest: str, names: list[str], doubled_me: set[int], card: str) -> str:
    """What a move did, after "Alice …" (a timeout notice, a hint)."""
    if kind == "play":
        return f"played {card}"
    if kind == "contract":
        return f"declared {rest}"
    if kind == "double":
        seats = [int(s) for s in rest.split(",") if s]
        if not seats:
            return "doubled nobody"
        redoubled = [names[s] for s in seats if s in doubled_me]
        doubled = [names[s] for s in seats if s not in doubled_me]
        parts = ([f"redoubled {listing(redoubled)}"] if redoubled else []) + (
            [f"doubled {listing(doubled)}"] if doubled else []
        )
        return " and ".join(parts)
    return "passed"


# -------------------------------------------------------------------- hand

SERIES_OVER = "The series is over."


def contract_word(rules: str) -> str:
    """What a deal's choice is called: Barbu's contracts, Marley's games."""
    return "contract" if rules == "barbu" else "game"


def choose_contract(rules: str) -> str:
    return f"Your turn: choose the {contract_word(rules)}."


def contract_placeholder(rules: str) -> str:
    return f"Choose a {contract_word(rules)}"


PLAY_A_CARD = "Your turn: play a card."
NO_CARD_FITS = "No card fits: you pass."
PASS = "Pass"
STOP_PLAYING = "Stop playing"
CHOOSE_DOUBLES = "Your turn: choose whom to double, then Confirm."


def everyone_label(doubles: bool, redoubles: bool) -> str:
    """The button that takes every double on offer, saying what it does."""
    if doubles and redoubles:
        return "Double and redouble everyone I may"
    return "Double everyone I may" if doubles else "Redouble everyone I may"


def waiting_for(who: str) -> str:
    return f"Waiting for {who}."


COMPUTERS = "the computer players"


def hand_title(name: str, view: dict[str, Any]) -> str:
    title = f"{name} · {deal_of(view)}"
    return f"{title} · {view['contract_title']}" if view["contract_title"] else title


def double_label(verb_redouble: bool, name: str, locked: bool) -> str:
    return f"{'Redouble' if verb_redouble else 'Double'} {name}" + (" 🔒" if locked else "")


def confirm_label(names: list[str]) -> str:
    """The Confirm button: "Confirm: Alice and Bob", "Confirm: nobody"."""
    return f"Confirm: {listing(names)}"[:80]


def must_double(declarer: str, owed: int) -> str:
    return f" You must double {declarer}: you still owe {plural(owed, 'double')} on their deals."
