"""Barbu's vocabulary in the language being spoken: the rule sets' and contracts' names,
the suits, the engine's refusals (games/barbu's reason codes) and the /barbu start command's
choices, all from cogs/barbu/locales/<lang>.ftl."""

from __future__ import annotations

from discord import app_commands

from cogs.i18n import command_text, t
from cogs.tables.words import card_text, refused
from games import IllegalAction
from games.cards import SUIT_SYMBOLS


def _choices(key: str, values: list[str]) -> list[app_commands.Choice[str]]:
    """A start option's choices, each named by `barbu-choice-<key>-<value>`."""
    return [
        app_commands.Choice(name=command_text(f"barbu-choice-{key}-{value}"), value=value)
        for value in values
    ]


RULES_CHOICES = _choices("rules", ["barbu", "marley"])
LEVEL_CHOICES = _choices("level", ["basic", "strong"])
FIRST_LEAD_CHOICES = _choices("first-lead", ["declarer", "right"])
HEART_LEAD_CHOICES = _choices("heart-lead", ["only-hearts", "after-discard"])
DISCARD_CHOICES = _choices("discard", ["free", "must-trump"])
DOMINO_ORDER_CHOICES = _choices("domino-order", ["standard", "french"])
DOMINO_SCORES_CHOICES = [
    app_commands.Choice(name=command_text("barbu-choice-domino-scores-40"), value="40,20,5,0"),
    app_commands.Choice(name=command_text("barbu-choice-domino-scores-45"), value="45,20,5,-5"),
]


def wrong_rules() -> str:
    return t("barbu-wrong-rules")


def no_such_option(rules: str, options: list[str]) -> str:
    return t("barbu-no-such-option", title=rules_title(rules), options=", ".join(options))


def rules_title(rules: str) -> str:
    """The rule set's name: "Barbu", "Marley's Guillotine"."""
    return t("barbu-title", rules=rules)


def rank_arg(rank: str) -> str | int:
    """A rank for the catalogue's selectors: J, Q, K, A, or the number (an int)."""
    return 10 if rank == "T" else int(rank) if rank.isdigit() else rank


def contract_name(contract: str) -> str:
    """`trumps:H` -> `Trumps (♥ hearts)`, `domino:8` -> `Domino from 8s`, `no-king` -> `No King`."""
    name, _, arg = contract.partition(":")
    title = t("barbu-contract", contract=name)
    if name == "trumps" and arg:
        suit = t("barbu-suit", suit=arg)
        return t("barbu-contract-trumps", contract=title, symbol=SUIT_SYMBOLS[arg], suit=suit)
    if name == "domino" and arg:
        return t("barbu-contract-domino", contract=title, rank=rank_arg(arg))
    return title


def contract_short(contract: str) -> str:
    """A narrow name for the sheet: `Trumps ♥`, `Domino 8`, `No Queens`, `Last Two`."""
    name, _, arg = contract.partition(":")
    title = t("barbu-contract-short", contract=name)
    if name == "trumps" and arg:
        return t("barbu-contract-with-arg", contract=title, arg=SUIT_SYMBOLS[arg])
    if name == "domino" and arg:
        letter = t("tables-card-index", rank=rank_arg(arg))
        return t("barbu-contract-with-arg", contract=title, arg=letter)
    return title


def refusal(error: IllegalAction) -> str:
    """Why the engine refused a move (games/barbu/state.py's codes), worded."""
    details = dict(error.details)
    if "contract" in details:
        details["contract"] = contract_name(details["contract"])
    if "suit" in details:
        details["suit"] = t("barbu-suit", suit=details["suit"])
    if "card" in details:
        details["card"] = card_text(details["card"]) if details["card"] else ""
    if "rank" in details:
        details["rank"] = rank_arg(details["rank"])
    return refused("barbu", error.code, **details)
