"""The bot's languages: the Fluent catalogues, who is spoken to in which language, and the
translator that gives Discord the slash commands in each client's language.

Every sentence a player reads is a message in a catalogue, `cogs/<package>/locales/<lang>.ftl`
(`tables` for what every table shares, one per game), looked up with `t("key", name=value)`.
Fluent (https://projectfluent.org) does the grammar: CLDR plurals and locale-aware numbers.

Whose language: the language of the moment lives in a context variable, as Red-DiscordBot
does it, so that the text modules need no language argument threaded through every call.
An interaction's handler speaks the clicking user's Discord locale (`speaking_to`); what a
table shows everyone (lobby, table message, thread, results) is built inside
`speaking(table.language)`. asyncio copies the context into each task, so a language set
in one handler never leaks into another.

`PSEUDO` is a test language: English with every message wrapped in ⟦…⟧, so that a test can
see that a text came through the catalogue (`force_language(PSEUDO)`). `EXPANDED` is
another: English with each message's words made at least 40% longer, in accented letters
(cogs/expanded.py), so that a test can see that nothing a longer language says is cut or
runs out of its box. Both speak English's numbers and plurals (`base_language`).
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import logging
import unicodedata
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from cogs.expanded import expand_resource
from games.registry import all_games

log = logging.getLogger(__name__)

ENGLISH = "en"
LANGUAGES = ("en", "fr", "de", "nl")
"""The languages of the catalogues, English first (the default and the fallback)."""
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch", "nl": "Nederlands"}
"""Each language by its own name, as a menu or an option offers it."""
PSEUDO = "qps"
"""The test language: English, every message wrapped in ⟦…⟧."""
EXPANDED = "qpx"
"""The longer test language: English, every message's words 40% longer, accented."""
_TEST_LANGUAGES = (PSEUDO, EXPANDED)  # built from English, for the tests
_SPOKEN = (*LANGUAGES, *_TEST_LANGUAGES)  # what `speaking` speaks

# The Discord locales each language answers (Discord has en-US and en-GB, one fr, de, nl).
_DISCORD_LOCALES = {
    discord.Locale.french: "fr",
    discord.Locale.german: "de",
    discord.Locale.dutch: "nl",
}
_TABLES = Path(__file__).resolve().parent / "tables"  # the words every table shares

_language: ContextVar[str] = ContextVar("language", default=ENGLISH)
_forced: str | None = None


# ------------------------------------------------------------------ whose language


def language_of(locale: discord.Locale | str | None) -> str:
    """Our language for a Discord locale (`fr`, `de`, `nl`; English for every other)."""
    if _forced is not None:
        return _forced
    if locale is None:
        return ENGLISH
    value = str(locale.value if isinstance(locale, discord.Locale) else locale)
    language = value.split("-")[0].lower()
    return language if language in LANGUAGES else ENGLISH


def current_language() -> str:
    """The language being spoken now (English outside any `speaking` block)."""
    return _forced or _language.get()


@contextlib.contextmanager
def speaking(language: str | None) -> Iterator[str]:
    """Speak `language` (a table's, a server's) inside the block."""
    chosen = _forced or (language if language in _SPOKEN else ENGLISH)
    token = _language.set(chosen)
    try:
        yield chosen
    finally:
        _language.reset(token)


def speak_to(interaction: discord.Interaction) -> str:
    """From here on, this handler speaks the user's language (their Discord client's)."""
    language = language_of(interaction.locale)
    _language.set(language)
    return language


def base_language(language: str) -> str:
    """The real language a language is built from: English for the test languages (their
    numbers, plurals and dates are English), else the language itself."""
    return ENGLISH if language in _TEST_LANGUAGES else language


def force_language(language: str | None) -> None:
    """Make every table and every user speak `language` (tests: `PSEUDO`); None undoes it."""
    global _forced
    _forced = language


# ------------------------------------------------------------------ the catalogues


def _folders() -> list[Path]:
    """The packages with catalogues (in their locales/): the tables', then each registered
    game's extension's (`GameInfo.cog`, cogs/<game>/ but for a game of the tests)."""
    return [_TABLES, *(_folder(info.cog) for info in all_games().values())]


def _folder(package: str) -> Path:
    """Where a package's files are, found without importing it."""
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise ModuleNotFoundError(f"no package {package!r}", name=package)
    return Path(spec.origin).parent


def _wrapped(resource: fluent_ast.Resource) -> fluent_ast.Resource:
    """The pseudo language: every message's text and attributes between ⟦ and ⟧."""

    def wrap(pattern: fluent_ast.Pattern | None) -> None:
        if pattern is not None:
            pattern.elements.insert(0, fluent_ast.TextElement("⟦"))
            pattern.elements.append(fluent_ast.TextElement("⟧"))

    for entry in resource.body:
        if isinstance(entry, fluent_ast.Message):
            wrap(entry.value)
            for attribute in entry.attributes:
                wrap(attribute.value)
    return resource


def catalogue_files(language: str) -> list[Path]:
    """The catalogue files of one language, one per package that has words."""
    files = [folder / "locales" / f"{language}.ftl" for folder in _folders()]
    return [path for path in files if path.exists()]


def parse_catalogue(path: Path) -> fluent_ast.Resource:
    """One catalogue file, refusing a syntax error (Fluent would skip it silently)."""
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
    if junk:
        raise ValueError(f"{path}: cannot parse {(junk[0].content or '')[:60]!r}")
    return resource


class _Variables(Visitor):
    """Collects the names of the variables (`$name`) a piece of a catalogue uses."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables_of(node: fluent_ast.BaseNode) -> frozenset[str]:
    """The variables (`$name`) a message, a term or a part of one uses."""
    variables = _Variables()
    variables.visit(node)
    return frozenset(variables.names)


def catalogue_messages(language: str) -> Iterator[tuple[str, frozenset[str]]]:
    """Every message and attribute of a language's catalogues ("key", "key.attribute"),
    with the variables the message uses."""
    for path in catalogue_files(language):
        for entry in parse_catalogue(path).body:
            if not isinstance(entry, fluent_ast.Message):
                continue
            names = variables_of(entry)
            if entry.value is not None:
                yield entry.id.name, names
            for attribute in entry.attributes:
                yield f"{entry.id.name}.{attribute.id.name}", names


def elides(name: Any) -> str:
    """The catalogues' `ELIDES($name)`: "yes" when a name opens with a vowel sound in
    writing (French elides "de" before it: "la table d'Alice", "d'Émile"), else "no". A
    mention (`<@id>`) is "no": Discord shows a name we cannot see."""
    text = str(name).lstrip("*_\\ ")
    first = unicodedata.normalize("NFD", text[:1])[:1].lower()
    return "yes" if first and first in "aeiou" else "no"


# The catalogues' functions. Fluent annotates them as returning its own types, but takes a
# plain string too, which is all a selector (`ELIDES($name)` -> [yes]/[no]) needs.
_FUNCTIONS: dict[str, Callable[[Any], Any]] = {"ELIDES": elides}


@functools.cache
def bundle(language: str) -> FluentBundle:
    """The Fluent bundle of a language (the test languages are built from English)."""
    source = base_language(language)
    locale = {"en": "en-US", "fr": "fr-FR", "de": "de-DE", "nl": "nl-NL"}[source]
    # No bidi isolation marks around placeables: Discord would show them as characters.
    result = FluentBundle([locale], use_isolating=False, functions=_FUNCTIONS)
    for path in catalogue_files(source):
        resource = parse_catalogue(path)
        if language == PSEUDO:
            resource = _wrapped(resource)
        elif language == EXPANDED:
            resource = expand_resource(resource)
        result.add_resource(resource)
    return result


def message_in(language: str, key: str, /, **args: Any) -> str:
    """The message `key` in `language`; a missing message or variable is an error, loudly."""
    # Words (a card's letter, a suit, a contract, an ordinal: no value or one) are asked
    # for again and again, and are remembered; sentences with several values, mostly said
    # once at one table, are not: remembering them too grew with the tables and pushed
    # the words out (docs/decisions/word-cache.md). Only plain values are remembered (an
    # object may change, or read differently later), with their types because 1, 1.0 and
    # True are equal but need not read the same.
    if len(args) <= 1 and all(type(v) in _PLAIN for v in args.values()):
        return _formatted(language, key, tuple((k, type(v), v) for k, v in args.items()))
    return _format(language, key, args)


_PLAIN = frozenset({str, int, float, bool})


@functools.lru_cache(maxsize=4096)
def _formatted(language: str, key: str, args: tuple[tuple[str, type, Any], ...]) -> str:
    return _format(language, key, {k: v for k, _, v in args})


def _format(language: str, key: str, args: dict[str, Any]) -> str:
    chosen = bundle(language)
    if "." in key:
        key, attribute = key.split(".", 1)
        pattern = chosen.get_message(key).attributes[attribute]
    else:
        message = chosen.get_message(key)
        if message.value is None:
            raise LookupError(f"Message {key!r} has no value in {language!r}")
        pattern = message.value
    text, errors = chosen.format_pattern(pattern, args)
    if errors:
        raise LookupError(f"Message {key!r} in {language!r}: {errors[0]}")
    if not isinstance(text, str):  # Fluent's "nothing" comes with an error: never here
        raise LookupError(f"Message {key!r} has no text in {language!r}")
    return text


def t(key: str, /, **args: Any) -> str:
    """The message `key` in the language being spoken, its variables filled in."""
    return message_in(current_language(), key, **args)


def has_message(key: str) -> bool:
    return bundle(ENGLISH).has_message(key.split(".", 1)[0])


# ------------------------------------------------------------------ slash commands


def command_text(key: str) -> app_commands.locale_str:
    """A command's name, description, option or choice: the English message, and its key
    for `CatalogueTranslator` to give Discord every other language."""
    return app_commands.locale_str(message_in(ENGLISH, key), key=key)


class CatalogueTranslator(app_commands.Translator):
    """Gives Discord each command's words in French, German and Dutch from the catalogues,
    so that every user sees the commands in their client's language."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = _DISCORD_LOCALES.get(locale)
        if language is None:
            return None
        # Words that are not a catalogue's (a rules page's headings) bring their translator.
        translate = string.extras.get("translate")
        if translate is not None:
            return translate(language)
        key = string.extras.get("key")
        return None if key is None else message_in(language, key)
