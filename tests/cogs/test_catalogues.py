"""The four catalogues of every package agree: the same messages, the same attributes, the
same variables; each parses; the pseudo language wraps every message."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast

from cogs import i18n


def _shape(path: Path) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each message id: its attributes and the variables it uses."""
    shape = {}
    for entry in i18n.parse_catalogue(path).body:
        if isinstance(entry, fluent_ast.Message | fluent_ast.Term):
            name = ("-" if isinstance(entry, fluent_ast.Term) else "") + entry.id.name
            attributes = frozenset(attribute.id.name for attribute in entry.attributes)
            # Terms are a language's own vocabulary: each language may have its own.
            if isinstance(entry, fluent_ast.Message):
                shape[name] = (attributes, i18n.variables_of(entry))
    return shape


def _packages() -> list[Path]:
    return sorted({path.parent for path in i18n.catalogue_files(i18n.ENGLISH)})


@pytest.mark.parametrize("folder", _packages(), ids=lambda path: path.parent.name)
@pytest.mark.parametrize("language", [lang for lang in i18n.LANGUAGES if lang != i18n.ENGLISH])
def test_every_language_has_every_message_with_the_same_variables(
    folder: Path, language: str
) -> None:
    english = _shape(folder / "en.ftl")
    other = _shape(folder / f"{language}.ftl")
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english)) == [], "extra"
    differing = {key for key in english if english[key] != other[key]}
    assert sorted(differing) == [], [(key, english[key], other[key]) for key in differing]


@pytest.mark.parametrize("folder", _packages(), ids=lambda path: path.parent.name)
def test_message_ids_carry_their_package_name(folder: Path) -> None:
    package = folder.parent.name
    stray = [key for key in _shape(folder / "en.ftl") if not key.startswith(f"{package}-")]
    assert stray == []


def test_the_language_follows_the_discord_locale() -> None:
    assert i18n.language_of("fr") == "fr"
    assert i18n.language_of("de") == "de"
    assert i18n.language_of("nl") == "nl"
    assert i18n.language_of("en-GB") == "en"
    assert i18n.language_of("ja") == "en"
    assert i18n.language_of(None) == "en"


def test_speaking_sets_the_language_of_t_inside_the_block_only() -> None:
    with i18n.speaking("fr"):
        assert i18n.t("tables-something-went-wrong").startswith("Un problème")
    assert i18n.t("tables-something-went-wrong").startswith("Something")


def test_the_pseudo_language_wraps_every_message() -> None:
    assert i18n.message_in(i18n.PSEUDO, "tables-something-went-wrong").startswith("⟦Something")
    assert i18n.message_in(i18n.PSEUDO, "tables-something-went-wrong").endswith("⟧")


def test_a_missing_variable_is_an_error() -> None:
    with pytest.raises(LookupError):
        i18n.message_in(i18n.ENGLISH, "tables-no-such-message")


def test_french_elides_de_before_a_vowel() -> None:
    """« la table d'Alice », « d'Émile », but « de Bob » and « de <@id> » (Discord shows a
    name we cannot see)."""
    names = {"Alice": "d'Alice", "Émile": "d'Émile", "Bob": "de Bob", "<@12>": "de <@12>"}
    for name, said in names.items():
        text = i18n.message_in("fr", "tables-thread-name", title="Barbu", host=name)
        assert text == f"Barbu · table {said}"
    assert i18n.message_in("de", "tables-thread-name", title="Barbu", host="Alice").endswith(
        "von Alice"
    )
