"""Guillotine's words (cogs/guillotine/text.py): actions in menus, events, decisions, and
the hand speaking to its player."""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from discord import app_commands

from cogs.guillotine.adapter import GuillotineAdapter
from cogs.guillotine.cog import GuillotineCog
from cogs.guillotine.image_words import hand_words, table_words
from cogs.guillotine.text import (
    action_text,
    card_info,
    card_name,
    card_short,
    card_text,
    decision_text,
    describe,
    line_alt,
    status_text,
    table_message,
)
from cogs.i18n import PSEUDO, force_language, message_in, speaking, t
from cogs.tables.adapter import MoveWords
from cogs.tables.words import hint as worded_hint
from games import IllegalAction, guillotine
from games.guillotine import ACTIONS, NOBLES
from games.guillotine.state import GuillotineState
from tests.games.guillotine_scenario import act, table

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]


def test_words_for_actions_events_and_decisions() -> None:
    s = table(hands={0: ["lidiot", "infighting"], 1: ["trip"]})
    view = s.view(0)
    assert action_text("play:lidiot:5:2", view, NAMES) == "L'Idiot — Cardinal 5th → 3rd"
    assert action_text("play:infighting:1", view, NAMES) == "Infighting on Bob"
    # In the menu of one card's ways to play, the card is named once, above, not per entry.
    assert action_text("play:lidiot:5:2", view, NAMES, with_card=False) == "Cardinal 5th → 3rd"
    assert action_text("play:infighting:1", view, NAMES, with_card=False) == "On Bob"
    assert action_text("skip", view, NAMES) == "Play no card"
    act(s, 0, "play:lidiot:5:2")
    texts = [describe(e, NAMES) for e in s.view(None)["events"]]
    assert "Ann moves the Cardinal from 5th to 3rd place (L'Idiot)." in texts
    s = table(hands={0: ["infighting"], 1: ["trip"]})
    act(s, 0, "play:infighting:1")
    assert decision_text(s.view(None)["pending"], NAMES) == (
        "Bob chooses which card to discard (Infighting)."
    )
    act(s, 1, "choose:trip")
    assert "Bob discards Trip (Infighting)." in [describe(e, NAMES) for e in s.events]


def test_the_hand_speaks_to_its_player() -> None:
    """Issue 16: Guillotine's private hand said "Alice is about to collect…"."""
    s = table(hands={0: ["lidiot"]})
    act(s, 0, "skip")
    view = s.view(0)
    assert view["phase"] == "collect" and view["turn"] == 0
    assert status_text(view, NAMES, me=0) == "You are about to collect the front noble."
    assert status_text(view, NAMES, me=1) == "Ann is about to collect the front noble."
    assert status_text(view, NAMES) == "Ann is about to collect the front noble."


# ---------------------------------------------------------------- every language

LANGUAGES = ("en", "fr", "de", "nl")
DISCORD_NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's \p{L}\p{N} plus - and _


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_has_its_name_and_texts(language: str) -> None:
    with speaking(language):
        for card in (*NOBLES, *ACTIONS):
            assert card_name(card) and card_name(card) != card
            instruction = card in ACTIONS or NOBLES[card].instruction
            assert bool(card_text(card)) == instruction, card
            assert card_info(card).startswith(f"**{card_name(card)}**")
        for noble in NOBLES:
            assert bool(card_short(noble)) == NOBLES[noble].instruction, noble


def test_the_german_and_dutch_names_follow_the_seeds() -> None:
    """Issue 17: the names the AMIGO rulebook (seeds/004) and its Dutch summary (seeds/002)
    print."""
    german = {
        "wait-a-moment": "Warte mal!",
        "clerical-error": "Verzählt",
        "missing-heads": "Fehlende Köpfe",
        "callous-guards": "Herzlose Wachen",
        "indifferent-public": "Gleichgültiges Volk",
        "scarlet-pimpernel": "Scharlachroter Rächer",
        "late-arrival": "Späte Ankunft",
        "rain-delay": "Regenpause",
        "forced-break": "Zwangspause",
        "military-support": "Militärische Unterstützung",
        "palace-guard": "Palastwache",
        "tragic-figure": "Tragische Figur",
        "fast-noble": "Flotter Fürst",
        "duke": "Herzog",
        "lidiot": "Der Idiot",
    }
    dutch = {
        "wait-a-moment": "Wacht even!",
        "indifferent-public": "Onverschillig volk",
        "palace-guard": "Paleiswacht",
        "tragic-figure": "Tragische figuur",
    }
    for language, names in (("de", german), ("nl", dutch)):
        with speaking(language):
            assert {card: card_name(card) for card in names} == names


def test_a_noble_in_a_sentence_has_its_article_and_case() -> None:
    """The noble collected is the object ("den Grafen", "den Unbeliebten Richter"), the one
    that moves the subject, capitalised when it opens the sentence; a name with its own
    full stop or exclamation mark ends a sentence without a second one."""
    collect = {"type": "collect", "seat": 0, "noble": "count"}
    judge = {**collect, "noble": "unpopular-judge"}
    king = {**collect, "noble": "king-louis-xvi"}
    swapped = {"type": "swapped-in", "noble": "count", "position": 2}
    said = {
        "en": ["Ann collects the Count.", "Ann collects an Unpopular Judge.",
               "Ann collects King Louis XVI.", "The Count takes the 2nd place."],
        "de": ["Ann köpft den Grafen.", "Ann köpft einen Unbeliebten Richter.",
               "Ann köpft König Ludwig XVI.", "Der Graf nimmt den 2. Platz ein."],
        "fr": ["Ann exécute le Comte.", "Ann exécute un Juge impopulaire.",
               "Ann exécute Louis XVI.", "Le Comte prend place au 2e rang."],
        "nl": ["Ann onthoofdt de Graaf.", "Ann onthoofdt een Impopulaire rechter.",
               "Ann onthoofdt Koning Lodewijk XVI.", "De Graaf neemt de 2e plaats in."],
    }  # fmt: skip
    for language, expected in said.items():
        with speaking(language):
            assert [describe(e, NAMES) for e in (collect, judge, king, swapped)] == expected
    with speaking("en"):
        wait = MoveWords("guillotine", "play", {"card": t("guillotine-card-wait-a-moment")})
        hint = t("guillotine-hint", move=wait.move, **wait.values)
        assert "Moment!." in hint  # the catalogue's sentence, before one_stop
        assert "Moment!." not in worded_hint(wait)


def _played(seed: int) -> Iterator[tuple[GuillotineState, int, list[str]]]:
    """Every state of one game between random players, with the seat to act and its moves."""
    rng = random.Random(seed)
    s = guillotine.new_game(seed, 3 + seed % 3)
    while not s.is_over:
        seat = rng.choice(s.actors())
        legal = s.legal_actions(seat)
        yield s, seat, legal
        s.apply(seat, rng.choice(legal))
    yield s, 0, []


@pytest.mark.parametrize("language", [*LANGUAGES, PSEUDO])
def test_every_event_action_and_status_has_its_words(language: str) -> None:
    """A missing variable or message fails loudly (i18n.message_in): play whole games and
    word everything they show, in each language."""
    seen: set[str] = set()
    with speaking(language) if language != PSEUDO else _pseudo():
        for seed in (1, 2, 3):
            for s, seat, legal in _played(seed):
                view = s.view(seat)
                for event in view["events"]:
                    seen.add(event["type"])
                    assert describe(event, NAMES)
                for action in legal:
                    assert action_text(action, view, NAMES)
                    assert action_text(action, view, NAMES, with_card=False)
                status_text(view, NAMES, me=seat)
                public = s.view(None)
                words = table_words(public, NAMES)
                assert all(words["nobles"].values()) and len(words["scores"]) == s.players
                status, details = table_message(public, NAMES[: s.players])
                assert status and all(details) and line_alt(public)
                assert hand_words(view["hand"])["count"]
    assert {"day", "play", "collect", "draw", "over"} <= seen


@contextlib.contextmanager
def _pseudo() -> Iterator[None]:
    force_language(PSEUDO)
    try:
        yield
    finally:
        force_language(None)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_is_worded(language: str) -> None:
    """Every reason the engine gives has its sentence (none falls back to the generic one)."""
    adapter = GuillotineAdapter()
    codes = set()
    junk = ["collect", "wait", "skip", "dance", "play:bogus", "play:stumble:1", "play:trip:9",
            "play:tough-crowd:0", "play:tough-crowd:9", "play:missed:0", "choose:duke",
            "discard:callous-guards", "discard:trip", "play:wait-a-moment",
            "play:lidiot:1:2", "play:infighting:x"]  # fmt: skip
    with speaking(language):
        for seed in (4, 5):
            for s, _, _ in _played(seed):
                for seat in (*range(s.players), 9):
                    for action in junk:
                        if 0 <= seat < s.players and action in s.legal_actions(seat):
                            continue
                        try:
                            s.apply(seat, action)
                        except IllegalAction as error:
                            codes.add(error.code)
                            assert adapter.refusal(error) != t("guillotine-refused-other")
                        else:
                            raise AssertionError(action)
    assert len(codes) > 12, codes


def _command_texts(command: Any) -> Iterator[tuple[str, Any]]:
    yield "name", command._locale_name or command.name
    yield "description", command._locale_description or command.description
    for parameter in getattr(command, "_params", {}).values():
        yield "name", parameter._rename
        yield "description", parameter.description
        for choice in parameter.choices or []:
            yield "choice", choice._locale_name


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_commands_are_valid_for_discord_in_every_language(language: str) -> None:
    commands = GuillotineCog.__cog_app_commands__
    assert {c.name for c in commands} >= {"start", "rules"}
    checked = 0
    for command in commands:
        if command.name not in ("start", "rules"):
            continue  # the shared commands are the table layer's
        for kind, text in _command_texts(command):
            if not isinstance(text, app_commands.locale_str) or "key" not in text.extras:
                continue
            said = message_in(language, text.extras["key"])
            if kind == "name":
                assert DISCORD_NAME.match(said) and said == said.lower(), said
            else:
                assert 1 <= len(said) <= 100, said
            checked += 1
    assert checked > 25


@pytest.mark.parametrize("language", ["fr", "de", "nl"])
def test_the_rules_page_is_translated_section_by_section(language: str) -> None:
    """docs/<lang>/guillotine.md: the English page's structure (a title, the one-line summary,
    the overview, the same number of `## ` topics), each part under Discord's 4,096
    characters for an embed, and the catalogue's card names."""
    docs = Path(__file__).resolve().parents[2] / "docs"
    english = (docs / "guillotine.md").read_text(encoding="utf-8")
    page = (docs / language / "guillotine.md").read_text(encoding="utf-8")
    parts = re.split(r"^## ", page, flags=re.MULTILINE)
    assert len(parts) == len(re.split(r"^## ", english, flags=re.MULTILINE))
    assert page.startswith("# Guillotine\n\n") and all(len(part) < 4096 for part in parts)
    with speaking(language):
        for card in ("wait-a-moment", "callous-guards", "clerical-error", "palace-guard"):
            assert card_name(card) in page, card
