"""Gin Slaughtre's words in every language (cogs/slaughter/text.py and its catalogue): the
engine's refusals worded from their codes, the sentences that pick words by rank, count or
suit, and the slash commands' names Discord accepts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cogs import i18n
from cogs.slaughter import text
from games import IllegalAction
from tests.games.slaughter_scenario import cards, table

ENGINE = Path(__file__).resolve().parents[2] / "games" / "slaughter"  # its modules raise
NAMES = ["Alice", "Bob"]


def refusal_of(state, seat: int, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    return info.value


def test_every_code_the_engine_raises_has_a_message() -> None:
    source = "".join(path.read_text() for path in sorted(ENGINE.glob("*.py")))
    codes = set(re.findall(r'IllegalAction\(\s*"([a-z-]+)"', source))
    assert len(codes) > 20
    missing = sorted(c for c in codes if not i18n.has_message(f"slaughter-refused-{c}"))
    assert missing == []


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "A 6 can't go on a queen."),
        ("fr", "Tu ne peux pas poser un 6 sur une dame."),
        ("de", "Du kannst keine 6 auf eine Dame legen."),
        ("nl", "Je kunt geen 6 op een vrouw leggen."),
    ],
)
def test_a_card_that_does_not_fit_is_refused_in_the_players_language(
    language: str, expected: str
) -> None:
    error = refusal_of(table([cards("6C"), cards("4S")], pile=cards("QH")), 0, "play:6C")
    with i18n.speaking(language):
        assert text.refusal(error) == expected


def test_sets_and_runs_are_named_with_their_rank_in_each_language() -> None:
    s = table([cards("6S 6H 6C 4C 5C"), cards("4S")], pile=cards("KH"))
    error = refusal_of(s, 0, "play:6S,6H,6C")
    assert text.refusal(error) == "Three 6s can't go on a king."
    with i18n.speaking("de"):
        assert text.refusal(error) == "Du kannst keine drei Sechsen auf einen König legen."
    with i18n.speaking("nl"):
        assert text.refusal(error) == "Je kunt geen drie zessen op een heer leggen."
    s = table([cards("JS QS KS"), cards("4S")], pile=cards("X1"))
    error = refusal_of(s, 0, "play:JS,QS,KS")
    with i18n.speaking("fr"):
        assert (
            text.refusal(error) == "Tu ne peux pas poser une suite à partir du valet sur un joker."
        )


def test_a_refused_card_is_named_and_the_joker_translated() -> None:
    error = refusal_of(table([cards("6C X1"), cards("4S")], pile=cards("QH")), 0, "play:5C")
    with i18n.speaking("fr"):
        assert text.refusal(error) == "Tu n'as pas 5♣."
    with i18n.speaking("de"):
        assert text.card("X2") == "Joker"
        assert text.play_label(["X1"]) == "Joker spielen"


def test_counts_choose_their_plural_form() -> None:
    for language, one, many in [
        ("en", "Take the pile (1 card)", "Take the pile (12 cards)"),
        ("fr", "Ramasser le tas (1 carte)", "Ramasser le tas (12 cartes)"),
        ("de", "Stapel aufnehmen (1 Karte)", "Stapel aufnehmen (12 Karten)"),
        ("nl", "Stapel pakken (1 kaart)", "Stapel pakken (12 kaarten)"),
    ]:
        with i18n.speaking(language):
            assert (text.take_label(1), text.take_label(12)) == (one, many)


def test_four_of_a_suit_and_of_a_rank_name_them() -> None:
    """Each is one sentence of the catalogue, its words chosen by the rank or the suit."""
    view: dict = {"phase": "play", "turn": 0, "scores": [0, 0]}
    suit = {"kind": "suit", "suit": "H", "seat": 0}
    rank = {"kind": "quartet", "rank": "J", "seat": 1}
    said = {
        "de": ("Viermal Herz obenauf: Der Stapel fliegt raus, und Alice spielt noch mal.",
               "Vier Buben: Der Stapel fliegt raus, und Bob spielt noch mal."),
        "nl": ("Vier harten bovenop: de stapel gaat uit het spel, en Alice speelt nog een keer.",
               "Vier boeren: de stapel gaat uit het spel, en Bob speelt nog een keer."),
        "fr": ("Quatre cœurs d'affilée sur le tas\u00a0: il est retiré du jeu et Alice rejoue.",
               "Carré de valets\u00a0: le tas est retiré du jeu et Bob rejoue."),
    }  # fmt: skip
    for language, expected in said.items():
        with i18n.speaking(language):
            assert tuple(text.news({**view, "effects": [e]}, NAMES)[0] for e in (suit, rank)) == (
                expected
            )


def test_the_pseudo_language_wraps_the_table_words() -> None:
    s = table([cards("6C 7D"), cards("4S")], pile=cards("QH"))
    i18n.force_language(i18n.PSEUDO)
    try:
        words = text.table_words(s.view(None), NAMES)
        status = text.table_status(s.view(None), NAMES)
    finally:
        i18n.force_language(None)
    assert words["labels"]["pile"].startswith("⟦") and words["seats"][0]["line"].endswith("⟧")
    assert status.startswith("⟦**") and status.endswith("⟧")


NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_command_names_are_valid_discord_names_in_every_language(language: str) -> None:
    keys = [
        line.split(" = ")[0]
        for line in (Path(text.__file__).parent / "locales" / "en.ftl").read_text().splitlines()
        if line.startswith("slaughter-cmd-")
        and "-description" not in line.split(" = ")[0]
        and line.split(" = ")[0] != "slaughter-cmd-group"
    ]
    assert len(keys) == 8
    for key in keys:
        name = i18n.message_in(language, key)
        assert NAME.match(name) and name == name.lower(), (key, name)
