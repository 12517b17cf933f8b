"""One word for one thing in each language: the glossaries (`docs/glossary.md`,
`docs/<lang>/glossary.md`) name, for every concept, the one word the table uses and the
synonyms it must not use. The catalogues and the rules pages follow them: no message and no
page says a forbidden synonym, every glossary word is a word the table really prints (its
card letters, buttons and contract names exactly), the pages name the table's commands,
contracts and Guillotine cards as the table does, and every language has every concept."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast

from cogs import i18n

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GAMES = ("barbu", "slaughter", "guillotine")
PACKAGES = ("tables", *GAMES)
EVERYWHERE = "all"
SOFT_HYPHEN = "\u00ad"
# Barbu's seven contracts, then Marley's Guillotine's six games.
CONTRACTS = (
    "no-tricks", "no-hearts", "no-queens", "no-king", "no-last-two", "trumps", "domino",
    "royalty", "queens", "spades", "parlement", "guillotine", "dominoes",
)  # fmt: skip
# The concepts whose word the table prints from one message: the glossary must say it exactly.
PRINTED = {
    "hand-button": ("tables-button-hand", {}),
    "join-button": ("tables-button-join", {}),
    "king-letter": ("tables-card-index", {"rank": "K"}),
    "queen-letter": ("tables-card-index", {"rank": "Q"}),
    "jack-letter": ("tables-card-index", {"rank": "J"}),
    **{contract: ("barbu-contract", {"contract": contract}) for contract in CONTRACTS[:7]},
}  # fmt: skip


@dataclass(frozen=True)
class Entry:
    """One row of a glossary: a concept, its word and forms, what is forbidden, and where."""

    concept: str
    word: str
    forms: tuple[str, ...]
    forbidden: tuple[re.Pattern[str], ...]
    where: frozenset[str]

    def applies_to(self, package: str) -> bool:
        return EVERYWHERE in self.where or package in self.where


def glossary_path(language: str) -> Path:
    return DOCS / "glossary.md" if language == i18n.ENGLISH else DOCS / language / "glossary.md"


def _cells(row: str) -> list[str]:
    """A markdown table row's cells; `\\|` is a pipe inside a cell (a regex's alternation)."""
    cells = re.split(r"(?<!\\)\|", row.strip().strip("|"))
    return [cell.strip().replace("\\|", "|") for cell in cells]


@cache
def glossary(language: str) -> tuple[Entry, ...]:
    """The glossary's table: the rows after the header and its `|---|` line."""
    rows = [line for line in glossary_path(language).read_text("utf-8").splitlines()
            if line.startswith("|")]  # fmt: skip
    entries = []
    for row in rows[2:]:
        concept, word, forms, forbidden, where = _cells(row)
        entries.append(
            Entry(
                concept=concept,
                word=word,
                forms=tuple(form.strip() for form in forms.split(",")),
                forbidden=tuple(
                    re.compile(pattern, re.IGNORECASE)
                    for pattern in re.findall(r"`([^`]+)`", forbidden)
                ),
                where=frozenset(place.strip() for place in where.split(",")),
            )
        )
    return tuple(entries)


def _text(node: fluent_ast.SyntaxNode) -> str:
    """A pattern's words, a placeable as `{…}` and each variant of a choice on its own line
    (a phrase never runs from one variant into the next)."""
    if isinstance(node, fluent_ast.Pattern):
        return "".join(_text(element) for element in node.elements)
    if isinstance(node, fluent_ast.TextElement):
        return node.value
    if isinstance(node, fluent_ast.Placeable):
        expression = node.expression
        if isinstance(expression, fluent_ast.SelectExpression):
            return "\n" + "\n".join(_text(v.value) for v in expression.variants) + "\n"
        if isinstance(expression, fluent_ast.StringLiteral):
            return str(expression.parse()["value"])
        if isinstance(expression, fluent_ast.Placeable):
            return _text(expression)
        return "{…}"
    return ""


@cache
def messages(package: str, language: str) -> dict[str, str]:
    """Every message and attribute of one catalogue, as the words a player reads."""
    path = ROOT / "cogs" / package / "locales" / f"{language}.ftl"
    found = {}
    for entry in i18n.parse_catalogue(path).body:
        if isinstance(entry, fluent_ast.Message):
            if entry.value is not None:
                found[entry.id.name] = _text(entry.value)
            for attribute in entry.attributes:
                found[f"{entry.id.name}.{attribute.id.name}"] = _text(attribute.value)
    return found


def page(game: str, language: str) -> str:
    folder = DOCS if language == i18n.ENGLISH else DOCS / language
    return (folder / f"{game}.md").read_text("utf-8")


def offences(text: str, package: str, language: str) -> list[tuple[str, str]]:
    """Each forbidden synonym the text says, with its concept."""
    return [
        (entry.concept, found.group(0))
        for entry in glossary(language)
        if entry.applies_to(package)
        for pattern in entry.forbidden
        for found in pattern.finditer(text)
    ]


# ------------------------------------------------------------------ the glossaries


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_glossary_is_well_formed(language: str) -> None:
    entries = glossary(language)
    assert entries, "no table"
    concepts = [entry.concept for entry in entries]
    assert len(concepts) == len(set(concepts)), "a concept twice"
    for entry in entries:
        assert entry.word and entry.word in entry.forms, entry.concept
        assert entry.where <= {EVERYWHERE, *PACKAGES}, entry.concept


def test_every_language_has_every_concept() -> None:
    english = [entry.concept for entry in glossary(i18n.ENGLISH)]
    assert len(english) >= 20
    for language in i18n.LANGUAGES:
        assert [entry.concept for entry in glossary(language)] == english, language


# ------------------------------------------------------------------ the catalogues


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_message_uses_a_forbidden_synonym(language: str, package: str) -> None:
    found = [
        (key, *offence)
        for key, text in messages(package, language).items()
        for offence in offences(text, package, language)
    ]
    assert found == []


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_glossary_word_is_a_word_the_table_prints(language: str) -> None:
    everything = "\n".join(
        text for package in PACKAGES for text in messages(package, language).values()
    )
    missing = [
        entry.concept
        for entry in glossary(language)
        if not any(
            re.search(rf"(?<!\w){re.escape(form)}(?!\w)", everything, re.IGNORECASE)
            for form in entry.forms
        )
    ]
    assert missing == []


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_card_letters_and_contracts_are_the_tables_exactly(language: str) -> None:
    words = {entry.concept: entry.word for entry in glossary(language)}
    printed = {concept: i18n.message_in(language, key, **args)
               for concept, (key, args) in PRINTED.items()}  # fmt: skip
    assert {concept: words[concept] for concept in PRINTED} == printed


# ------------------------------------------------------------------ the rules pages


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_rules_page_uses_a_forbidden_synonym(language: str, game: str) -> None:
    """A page says what the table shows: its card letters, contract names and terms."""
    assert offences(page(game, language), game, language) == []


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_guillotine_page_names_every_card_as_the_table_does(language: str) -> None:
    """The page's card lists and examples use the names the card faces print (soft hyphens,
    which only break a long name on a face, aside)."""
    text = page("guillotine", language)
    names = {key: name.replace(SOFT_HYPHEN, "")
             for key, name in messages("guillotine", language).items()
             if re.fullmatch(r"guillotine-card-[a-z-]+", key)}  # fmt: skip
    assert len(names) >= 80
    missing = [key for key, name in names.items()
               if not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]  # fmt: skip
    assert missing == []


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_barbu_page_names_every_contract_as_the_table_does(language: str) -> None:
    """Barbu's seven contracts and Marley's six, by the names the table announces."""
    text = page("barbu", language)
    names = {contract: i18n.message_in(language, "barbu-contract", contract=contract)
             for contract in CONTRACTS}  # fmt: skip
    missing = [contract for contract, name in names.items()
               if not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]  # fmt: skip
    assert missing == []


def _command_words(game: str, language: str) -> set[str]:
    """The names of the game's slash commands and options, and the shared ones."""
    return {
        text
        for package in ("tables", game)
        for key, text in messages(package, language).items()
        if re.fullmatch(rf"{package}-(cmd|command|opt|option)-[a-z-]+", key)
        and not key.endswith("-description")
    }


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_rules_page_names_the_commands_the_table_answers(language: str, game: str) -> None:
    """`/slaughter classement` on the French page: Discord shows a French player the
    commands under their French names, and the page must say those."""
    used = re.findall(rf"`/{game} ([^\s`\[]+)", page(game, language))
    assert used, "the page names no command"
    assert sorted(set(used) - _command_words(game, language)) == []


# ------------------------------------------------------------------ the check itself


@pytest.mark.parametrize(
    ("language", "package", "text"),
    [
        ("fr", "tables", "Bob n'a encore terminé aucune série de Barbu ici."),
        ("fr", "slaughter", "Tu gagnes le match 3 – 1."),
        ("fr", "slaughter", "A-2-3 est une suite, Q-K-A n'en est pas une."),
        ("fr", "barbu", "Tu peux redoubler Alice."),
        ("de", "tables", "Noch kein beendetes Gin-Slaughtre-Match auf diesem Server."),
        ("de", "tables", "🔔 Bob: Du bist dran."),
        ("de", "slaughter", "Rangfolge: Joker K Q J 10 9 8 7"),
        ("de", "slaughter", "Drück oben am Tisch auf **Beitreten**."),
        ("nl", "tables", "Hoe de ronde afliep"),
        ("nl", "tables", "Bob heeft hier nog geen Barbu-reeks uitgespeeld."),
        ("nl", "slaughter", "3 kaarten in de hand · deler"),
        ("nl", "slaughter", "Volgorde: Joker K Q J 10 9 8 7"),
        ("en", "slaughter", "Two cards are not a trick."),
    ],
)
def test_the_synonyms_the_tables_used_to_mix_are_caught(
    language: str, package: str, text: str
) -> None:
    assert offences(text, package, language) != []


@pytest.mark.parametrize(
    ("language", "package", "text"),
    [
        ("fr", "barbu", "Écris les places que tu contres, par exemple double:1,3."),
        ("fr", "guillotine", "La file de 5 nobles, de la tête à la queue : …"),
        ("fr", "slaughter", "J'ai joué le 7."),
        ("de", "guillotine", "Doppelvorstellung: köpfe einen zusätzlichen Adligen."),
        ("de", "guillotine", "**Herzog** · Adlige(r), violett, 3 Punkte"),
        ("de", "barbu", "Du darfst kein Herz ausspielen."),
        ("nl", "slaughter", "Een reeks van 3 of meer opeenvolgende kaarten van één kleur."),
        ("nl", "barbu", "Er is nog geen slag afgelopen."),
        ("en", "barbu", "D: the dealer, who chose the game."),
        ("en", "barbu", "Every trick you take costs you −2."),
    ],
)
def test_a_word_in_its_other_sense_is_no_synonym(language: str, package: str, text: str) -> None:
    """A rule precise enough to raise no false alarm: "reeks" is Gin Slaughtre's run, a
    trick is Barbu's, "double:" is the name of an option."""
    assert offences(text, package, language) == []
