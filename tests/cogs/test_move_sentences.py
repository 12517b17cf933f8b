"""The time-out notice and the hint answer are whole sentences of the game's catalogue, one
for each kind of move, in every language: no participle or clause from another message
completes them (a reviewer read "l'ordinateur déclaré Réussite", "Der Computer Trumpf
angesagt", "de computer Troef gekozen" when `tables-timed-out` took the move as `$what`).

Each game is played at random on a table, and every move is worded as the table layer
words it (cogs/tables/words.py `timed_out`, `hint`), for every game, kind and language.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast as fluent_ast

from bot.storage import SeatRecord, TableRecord
from bot.tables import Move, Table
from cogs.barbu.adapter import BarbuAdapter
from cogs.guillotine.adapter import GuillotineAdapter
from cogs.guillotine.text import card_name
from cogs.i18n import LANGUAGES, catalogue_files, parse_catalogue, speaking, t
from cogs.slaughter.adapter import SlaughterAdapter
from cogs.tables.adapter import GameAdapter, MoveWords
from cogs.tables.words import hint, timed_out

NAMES = ["Alice", "Bob", "Carol", "Dave"]
WHO = "**Alice**"  # as `seat_mention` writes a computer's seat
# (game, its options, seats, seed, the kinds a random game must show, the adapter)
GAMES: dict[str, tuple[str, dict[str, Any], int, int, set[str], GameAdapter]] = {
    "barbu": ("barbu", {"rules": "barbu"}, 4, 7, {
        "play", "contract", "nobody", "doubled", "redoubled", "redoubled-doubled", "pass"},
        BarbuAdapter()),
    "marley": ("barbu", {"rules": "marley"}, 4, 3, {"play", "contract", "pass"}, BarbuAdapter()),
    "slaughter": ("slaughter", {}, 2, 5, {"take", "draw", "ready", "swap", "play"},
        SlaughterAdapter()),
    "guillotine": ("guillotine", {}, 4, 5, {"play", "choose", "collect", "no-card", "done"},
        GuillotineAdapter()),
}  # fmt: skip


def _table(name: str, actions: list[tuple[int, str]]) -> Table:
    """A table of `name` after `actions` (its state is replayed from them)."""
    game, options, seats, seed, _, _ = GAMES[name]
    record = TableRecord(
        id=1, guild_id=1, channel_id=1, thread_id=None, host_id=1, game=game,
        options=options, settings={}, seed=seed,
        seats=[SeatRecord(None, NAMES[i], "basic") for i in range(seats)], status="playing",
        lobby_message_id=None, table_message_id=None, actions=list(actions),
    )  # fmt: skip
    return Table(record)


@cache
def _first(name: str) -> dict[str, tuple[tuple[tuple[int, str], ...], Move]]:
    """The first move of each kind a random game of `name` shows, and the actions before
    it is hinted (it is yet to come) or after it timed out (it was made)."""
    adapter, seed = GAMES[name][5], GAMES[name][3]
    table = _table(name, [])
    state, rng, actions = table.state, random.Random(seed), table.record.actions
    found: dict[str, tuple[tuple[tuple[int, str], ...], Move]] = {}
    while not state.is_over:
        seat = state.actors()[0]
        action = rng.choice(state.legal_actions(seat))
        hinted = Move(-1, seat, action, None, "hint")
        found.setdefault(adapter.describe_move(table, hinted).move, (tuple(actions), hinted))
        state.apply(seat, action)
        actions.append((seat, action))
        timed = Move(len(actions) - 1, seat, action, None, "timer")
        found.setdefault(adapter.describe_move(table, timed).move, (tuple(actions), timed))
    return found


def _kinds(name: str, language: str = "en") -> dict[str, MoveWords]:
    """One worded move of each kind a random game of `name` shows, worded in `language`
    (the adapter words a card's name in the language spoken, as the table layer asks)."""
    adapter = GAMES[name][5]
    with speaking(language):
        return {
            kind: adapter.describe_move(_table(name, list(actions)), move)
            for kind, (actions, move) in _first(name).items()
        }


def _sentences(said: MoveWords, language: str) -> tuple[str, str]:
    with speaking(language):
        return timed_out(WHO, said), hint(said)


@pytest.mark.parametrize("name", GAMES)
def test_a_random_game_shows_every_kind_of_move(name: str) -> None:
    assert GAMES[name][4] <= set(_kinds(name)), sorted(_kinds(name))


def _move_variants(path: Path, key: str) -> set[str]:
    """The variant keys of the `$move` selector of a catalogue message."""
    for entry in parse_catalogue(path).body:
        if isinstance(entry, fluent_ast.Message) and entry.id.name == key:
            assert entry.value is not None
            (selector,) = [
                e.expression
                for e in entry.value.elements
                if isinstance(e, fluent_ast.Placeable)
                and isinstance(e.expression, fluent_ast.SelectExpression)
            ]
            assert isinstance(selector.selector, fluent_ast.VariableReference)
            assert selector.selector.id.name == "move", key
            return {
                v.key.name if isinstance(v.key, fluent_ast.Identifier) else str(v.key.value)
                for v in selector.variants
            }
    raise AssertionError(f"{path}: no {key}")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", GAMES)
def test_each_kind_of_move_has_its_own_sentence_in_every_language(name: str, language: str) -> None:
    """A kind without its variant would fall silently on the default one ("passed" for a
    contract): each kind a game words is a variant of both messages, in every language."""
    game = GAMES[name][0]
    (path,) = [p for p in catalogue_files(language) if p.parent.parent.name == game]
    for message in (f"{game}-timed-out", f"{game}-hint"):
        assert set(_kinds(name)) <= _move_variants(path, message), (message, language)


# A sentence ends once: its own stop, or a card name's ("Wait a Moment!", "After You...").
_ENDS = re.compile(r"[.!?…]$")
_TWO_STOPS = re.compile(r"[!?…]\.|\.\.\.\.|[.!?…] [.!?…]")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", GAMES)
def test_every_move_is_told_in_one_whole_sentence(name: str, language: str) -> None:
    for kind, said in _kinds(name, language).items():
        notice, advice = _sentences(said, language)
        assert notice.startswith("⏱ ") and WHO in notice, (kind, notice)
        assert advice.startswith("💡 "), (kind, advice)
        sentence = advice.rsplit(" (", 1)[0]  # the table's own note on hints follows
        for text in (notice, sentence):
            assert "{" not in text and "  " not in text, (kind, text)
            assert _ENDS.search(text) and not _TWO_STOPS.search(text), (kind, text)
            # One colon at most: "⏱ Alice ran out of time: …", never a second one.
            assert text.count(":") <= 1, (kind, text)


# A few sentences per language, whole, as a player reads them.
EXPECTED = {
    "en": {
        ("barbu", "play"): "⏱ **Alice** ran out of time: the computer played {card} for them.",
        ("barbu", "nobody"): "💡 The strong computer player would have doubled nobody.",
        ("slaughter", "take"): "⏱ **Alice** ran out of time: the computer took the pile for them.",
        ("guillotine", "done"): "💡 The strong computer player would have pressed Done.",
    },
    "fr": {
        ("barbu", "play"): "⏱ Temps écoulé pour **Alice**\u00a0: à sa place, l'ordinateur a joué {card}.",  # noqa: E501
        ("barbu", "nobody"): "💡 L'ordinateur fort n'aurait contré personne.",
        ("barbu", "pass"): "⏱ Temps écoulé pour **Alice**\u00a0: à sa place, l'ordinateur a passé.",
        ("slaughter", "take"): "💡 L'ordinateur fort aurait ramassé le tas.",
        ("guillotine", "done"): "⏱ Temps écoulé pour **Alice**\u00a0: l'ordinateur a appuyé sur Terminé à sa place.",  # noqa: E501
    },
    "de": {
        ("barbu", "play"): "⏱ Zeit abgelaufen für **Alice**: Der Computer hat übernommen und {card} gespielt.",  # noqa: E501
        ("barbu", "nobody"): "💡 Der starke Computer hätte niemandem Kontra gegeben.",
        ("barbu", "pass"): "💡 Der starke Computer hätte gepasst.",
        ("slaughter", "take"): "⏱ Zeit abgelaufen für **Alice**: Der Computer hat übernommen und den Stapel aufgenommen.",  # noqa: E501
        ("guillotine", "done"): "💡 Der starke Computer hätte Fertig gedrückt.",
    },
    "nl": {
        ("barbu", "play"): "⏱ De tijd van **Alice** is om: de computer heeft het overgenomen en {card} gespeeld.",  # noqa: E501
        ("barbu", "nobody"): "💡 De sterke computer zou niemand doubleren.",
        ("barbu", "pass"): "⏱ De tijd van **Alice** is om: de computer heeft het overgenomen en gepast.",  # noqa: E501
        ("slaughter", "take"): "💡 De sterke computer zou de stapel pakken.",
        ("guillotine", "done"): "⏱ De tijd van **Alice** is om: de computer heeft het overgenomen en op Klaar gedrukt.",  # noqa: E501
    },
}  # fmt: skip


@pytest.mark.parametrize("language", EXPECTED)
def test_some_sentences_read_as_a_player_writes_them(language: str) -> None:
    for (name, kind), expected in EXPECTED[language].items():
        said = _kinds(name, language)[kind]
        notice, advice = _sentences(said, language)
        told = notice if expected.startswith("⏱") else advice.rsplit(" (", 1)[0]
        assert told == expected.format(card=said.values.get("card", "")), (name, kind)


def test_wait_a_moment_ends_the_sentence_without_a_second_stop() -> None:
    told = {}
    for language in LANGUAGES:
        with speaking(language):
            wait = GuillotineAdapter().describe_move(
                _table("guillotine", []), Move(-1, 0, "wait", None, "hint")
            )
        told[language] = _sentences(wait, language)
    assert told["en"][1].startswith(
        "💡 The strong computer player would have played Wait a Moment! ("
    )
    assert told["fr"][0].endswith("l'ordinateur a joué Un instant\u00a0!")
    # German sets a card's name in quotes, as a title: the sentence's stop follows them.
    assert told["de"][0].endswith("Der Computer übernimmt und spielt „Warte mal!“.")
    assert told["nl"][1].startswith("💡 De sterke computer raadt aan: speel Wacht even! (")


def test_german_names_a_card_with_an_article_as_a_title() -> None:
    """ "Der Idiot" stays as printed where the sentence wants another case: in quotes."""
    with speaking("de"):
        idiot, clown = card_name("lidiot"), card_name("the-clown")
        assert t("guillotine-play", who="Anna", card=idiot) == "Anna spielt „Der Idiot“."
        assert t("guillotine-refused-not-held", card=clown) == (
            "Du hast „Der Clown“ nicht auf der Hand."
        )


# ------------------------------------------------------- no sentence made of others

ROOT = Path(__file__).resolve().parents[2]
# Keyword arguments that may take another message's text: a word used as a name, not a
# part of a sentence (a suit's name, a language's, a slash command's).
WORDS = {"suit", "chosen", "option", "start", "leaderboard"}


def _nested() -> Iterator[str]:
    """Every `t("x", name=t("y"))` in the table layer's and Barbu's code."""
    for package in ("tables", "barbu"):
        for path in sorted((ROOT / "cogs" / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "t"):
                    continue
                for keyword in node.keywords:
                    value = keyword.value
                    if (
                        isinstance(value, ast.Call)
                        and getattr(value.func, "id", "") == "t"
                        and keyword.arg not in WORDS
                    ):
                        yield f"{path.relative_to(ROOT)}:{node.lineno} {keyword.arg}="


def test_no_message_is_completed_by_another_message() -> None:
    assert list(_nested()) == []


def test_no_shared_message_takes_a_move_as_a_fragment() -> None:
    """`tables-timed-out` and `tables-hint` took "$what", a participle from the game's
    catalogue: the games' own whole sentences replaced them."""
    for language in LANGUAGES:
        for path in catalogue_files(language):
            text = path.read_text(encoding="utf-8")
            assert "{ $what }" not in text, path
            assert not re.search(r"^(barbu|slaughter|guillotine)-move-", text, re.M), path
