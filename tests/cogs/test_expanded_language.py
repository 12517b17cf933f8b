"""The expanded test language (cogs/expanded.py): every message of every catalogue, each
of its variants, is at least 40% longer than its English, in accented letters, with what a
test must find whole (the values put in, markup, mentions, timestamps, code spans) kept as
it is; and the pseudo language is as it was."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cogs import i18n
from cogs.expanded import GROWTH, expand_text

MESSAGES = sorted(i18n.catalogue_messages(i18n.ENGLISH))
# Values of one character (text, or numbers for the plurals' variants): what the message
# says itself is then nearly all of its length.
VALUES: tuple[Any, ...] = ("9", 1, 2, 7)


def _said(language: str, key: str, names: frozenset[str], value: Any) -> str | None:
    try:
        return i18n.message_in(language, key, **dict.fromkeys(names, value))
    except (LookupError, TypeError, ValueError):
        return None  # a value this message's functions take otherwise


def test_the_catalogues_have_messages() -> None:
    assert len(MESSAGES) > 500


@pytest.mark.parametrize("package", ["tables", "barbu", "slaughter", "guillotine"])
def test_every_message_is_at_least_40_percent_longer_and_accented(package: str) -> None:
    short = []
    checked = 0
    for key, names in MESSAGES:
        if not key.startswith(f"{package}-"):
            continue
        for value in VALUES if names else VALUES[:1]:
            english = _said(i18n.ENGLISH, key, names, value)
            if english is None:
                continue
            longer = i18n.message_in(i18n.EXPANDED, key, **dict.fromkeys(names, value))
            checked += 1
            if len(english.strip()) == 1:  # a symbol (a chip, a card's letter): accented
                if longer == english and english.isascii() and english.isalpha():
                    short.append((key, english, longer))
                continue
            if len(longer) < (1 + GROWTH) * len(english) or (
                re.search("[A-Za-z]", english) and not re.search("[À-ž]", longer)
            ):
                short.append((key, value, english, longer))
    assert checked > 100
    assert short == []


def test_the_values_put_in_and_discords_markup_stay_whole() -> None:
    name = "Bérénice-Amélie de la Tour-Vallée"
    said = i18n.message_in(i18n.EXPANDED, "tables-thread-name", title="Barbu", host=name)
    assert name in said and "Barbu" in said
    english = i18n.message_in(i18n.ENGLISH, "tables-help-tail", leaderboard="leaderboard",
                              stats="stats", first="barbu")  # fmt: skip
    longer = i18n.message_in(i18n.EXPANDED, "tables-help-tail", leaderboard="leaderboard",
                             stats="stats", first="barbu")  # fmt: skip
    assert re.findall("`[^`]*`", longer) == re.findall("`[^`]*`", english)
    assert expand_text("Ends <t:\x00:R>, **bold** <@\x00> 🂡") == (
        "Ééñðš <t:\x00:R>, **ƀööĺð** <@\x00> 🂡 ◦◦◦◦ ◦◦◦◦"
    )


def test_the_pseudo_language_is_as_it_was() -> None:
    english = i18n.message_in(i18n.ENGLISH, "tables-something-went-wrong")
    assert i18n.message_in(i18n.PSEUDO, "tables-something-went-wrong") == f"⟦{english}⟧"
    assert i18n.base_language(i18n.PSEUDO) == i18n.base_language(i18n.EXPANDED) == "en"


_KEPT = re.compile(r"<[^<>\n]*>|`[^`\n]*`")
_PIECES = [*"abcXYZ ,.!?*_-#:'’é♠10\n\x00", "<t:\x00:R>", "`/barbu start`", "<@\x00>"]
_TEXT = st.lists(st.sampled_from(_PIECES), max_size=60).map("".join)


@given(_TEXT)
def test_any_text_grows_by_40_percent_a_line_and_keeps_its_tokens(text: str) -> None:
    longer = expand_text(text)
    assert longer.count("\n") == text.count("\n")
    assert longer.count("\x00") == text.count("\x00")
    for line, expanded in zip(text.split("\n"), longer.split("\n"), strict=True):
        if line.strip():
            assert len(expanded) >= (1 + GROWTH) * len(line)
        # Everything but ASCII letters stays, in its order, before the rings; tokens whole.
        words = re.sub("( ◦+)+$", "", expanded)
        assert [c for c in words if not c.isalpha()] == [c for c in line if not c.isalpha()]
        kept = [m.group() for m in _KEPT.finditer(line)]
        assert all(token in expanded for token in kept)
