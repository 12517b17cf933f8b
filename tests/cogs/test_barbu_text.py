"""Barbu's words in its four languages: contract names, the engine's refusals worded from
their codes, and the /barbu start command's names and choices valid for Discord in every
language (cogs/barbu/text.py, cogs/barbu/locales/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cogs.barbu import cog, text, vocabulary
from cogs.i18n import LANGUAGES, has_message, message_in, speaking
from cogs.tables.rules import parse
from games import IllegalAction, barbu
from tests.games.scenario import advance_to_deal

ENGINE = Path(barbu.__file__).parent


def _engine_codes() -> set[str]:
    """Every reason code games/barbu raises, read from its source."""
    source = "\n".join(path.read_text() for path in ENGINE.glob("*.py"))
    return set(re.findall(r'IllegalAction\(\s*"([a-z-]+)"', source))


def test_every_refusal_code_of_the_engine_has_its_message() -> None:
    codes = _engine_codes()
    assert len(codes) > 20
    for code in codes:
        for language in LANGUAGES:
            with speaking(language):
                assert has_message(f"barbu-refused-{code}"), code


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "You must follow suit: you hold spades."),
        ("fr", "Tu dois fournir\u00a0: tu as du pique."),
        ("de", "Du musst bedienen: Du hast Pik."),
        ("nl", "Je moet kleur bekennen: je hebt schoppen."),
    ],
)
def test_a_refusal_is_worded_in_the_language_spoken(language: str, said: str) -> None:
    with speaking(language):
        assert vocabulary.refusal(IllegalAction("follow-suit", suit="S")) == said


def test_a_refusal_from_a_real_engine_is_worded_with_its_details() -> None:
    state = barbu.new_game(3)
    advance_to_deal(state, 1)
    with pytest.raises(IllegalAction) as caught:
        state.apply((state.turn + 1) % 4, "contract:no-king")
    with speaking("de"):
        assert vocabulary.refusal(caught.value) == "Du bist nicht am Zug."
    state.apply(state.turn, "contract:no-king")
    with pytest.raises(IllegalAction) as caught:
        state.apply(state.turn, "play:AS")
    with speaking("fr"):
        assert vocabulary.refusal(caught.value).startswith("C'est le moment des contres")


def test_an_unknown_reason_is_still_a_sentence_in_the_language_spoken() -> None:
    with speaking("nl"):
        assert vocabulary.refusal(IllegalAction("no-such-code")) == "Dat kan nu niet."


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["No King", "Trumps (♥ hearts)", "Domino from queens", "Domino from 10s"]),
        (
            "fr",
            ["Barbu", "Atout (♥ cœur)", "Réussite à partir des dames", "Réussite à partir des 10"],
        ),
        ("de", ["Kein Herzkönig", "Trumpf (♥ Herz)", "Domino ab Dame", "Domino ab 10"]),
        ("nl", ["Geen hartenheer", "Troef (♥ harten)", "Domino vanaf vrouw", "Domino vanaf 10"]),
    ],
)
def test_contract_names_follow_each_language(language: str, expected: list[str]) -> None:
    with speaking(language):
        contracts = ("no-king", "trumps:H", "domino:Q", "domino:T")
        said = [vocabulary.contract_name(contract) for contract in contracts]
        assert said == expected
        assert vocabulary.contract_short("no-last-two") != vocabulary.contract_name("no-last-two")


def test_plurals_follow_each_languages_rules() -> None:
    """French counts 0 as singular; German and Dutch do not."""
    view = {"phase": "contract", "hand_sizes": [0, 1, 2, 13]}
    lines = {}
    for language in ("fr", "de"):
        with speaking(language):
            lines[language] = [text.seat_line(view, seat, None) for seat in range(4)]
    assert lines["fr"] == ["0 carte", "1 carte", "2 cartes", "13 cartes"]
    assert lines["de"] == ["0 Karten", "1 Karte", "2 Karten", "13 Karten"]


_NAME = re.compile(r"^[-_\w]{1,32}$")


def _command_keys() -> list[str]:
    source = Path(cog.__file__).read_text() + Path(vocabulary.__file__).read_text()
    keys = set(re.findall(r'"(barbu-(?:cmd|choice)-[a-z0-9-]+)"', source))
    keys |= {f"barbu-opt-{key}" for key in cog._OPTIONS.values()}
    keys |= {f"barbu-opt-{key}-description" for key in cog._OPTIONS.values()}
    for key, values in {
        "rules": ["barbu", "marley"],
        "level": ["basic", "strong"],
        "first-lead": ["declarer", "right"],
        "heart-lead": ["only-hearts", "after-discard"],
        "discard": ["free", "must-trump"],
        "domino-order": ["standard", "french"],
    }.items():
        keys |= {f"barbu-choice-{key}-{value}" for value in values}
    return sorted(keys)


@pytest.mark.parametrize("language", LANGUAGES)
def test_command_words_are_valid_for_discord_in_every_language(language: str) -> None:
    keys = _command_keys()
    assert "barbu-opt-turn-timer" in keys and "barbu-choice-discard-free" in keys
    for key in keys:
        said = message_in(language, key)
        if key.endswith("-description") or key.startswith("barbu-choice-"):
            assert 1 <= len(said) <= 100, (key, said)
        else:  # a command or option name: lowercase, no spaces, letters, digits, - and _
            assert _NAME.match(said) and said == said.lower(), (key, said)


DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("language", ["fr", "de", "nl"])
def test_the_rules_page_has_the_english_pages_topics_in_the_same_order(language: str) -> None:
    english = parse((DOCS / "barbu.md").read_text(encoding="utf-8"))
    page = parse((DOCS / language / "barbu.md").read_text(encoding="utf-8"))
    assert page.title == english.title
    assert len(page.topics) == len(english.topics)
    # Each topic fits one Discord embed, as the English page's do.
    assert all(len(topic.text) < 4096 for topic in page.topics.values())
    # The same scores and counts, topic by topic: the translation states the same rules
    # (signed numbers and numbers of two digits; a lone "8" may be a word in English).
    numbers = re.compile(r"[−+]\d+|\d\d+")
    for ours, theirs in zip(page.topics.values(), english.topics.values(), strict=True):
        assert sorted(numbers.findall(ours.text)) == sorted(numbers.findall(theirs.text)), (
            ours.title
        )


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_confirm_button_names_whole_players_or_counts_them(language: str) -> None:
    """Doubling three players with the longest names the bot allows: the label never
    cuts a name; past Discord's 80 characters it counts the players instead."""
    longest = ["W" * 32, "M" * 32, "Ŵ" * 32]
    with speaking(language):
        for chosen in (longest[:1], longest[:2], longest):
            label = text.confirm_label(chosen)
            assert len(label) <= 80, label
            named = [name for name in chosen if name in label]
            assert named == chosen or (not named and str(len(chosen)) in label), label
        assert text.confirm_label(["Alice", "Carol"]).count("Alice") == 1
