"""The rules pages (`docs/<game>.md`) as the `/<game> rules` commands and `/help` show them.

A page is the one source of a game's rules: readers of the repository open it in docs/,
players ask for it on Discord. It is split at its `## ` headings into topics, one answer
each; the text before the first heading is the overview, and its first paragraph is the
game's one-line summary in `/help`. A topic's key is its heading in lower case with
hyphens ("No Last Two" -> `no-last-two`), so the command's choices are the page's own
headings.

The pages are package data: `cogs/tables/pages` links to docs/, and pyproject.toml ships
`pages/*.md` and `pages/*/*.md` with the package, so an installed bot reads the same files.

Languages: `docs/<game>.md` is English; a translation is `docs/<lang>/<game>.md` (fr, de,
nl), with the same `## ` sections in the same order, so that a topic keeps its key (the
command's choice value, from the English heading) in every language. A user reads the
page in their language when it exists, else in English; the pseudo language (tests) reads
the English page with every paragraph between ⟦ and ⟧. A choice's name is the game
catalogue's `<game>-topic-<key>` if it has one, else the heading, translated by each
translated page (`CatalogueTranslator` asks `topic_title`).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from functools import cache, partial
from importlib import resources

import discord
from discord import app_commands

from cogs.tables.i18n import ENGLISH, PSEUDO, command_text, has_message, t

log = logging.getLogger(__name__)

OVERVIEW = "overview"
# Discord's limits for one answer: an embed's description, and all embeds together.
EMBED_TEXT = 4096
EMBEDS_TOTAL = 6000
COLOUR = discord.Colour.dark_red()


@dataclass(frozen=True)
class Topic:
    """One part of a page: its key (the command's choice value), heading and text."""

    key: str
    title: str
    text: str


@dataclass(frozen=True)
class RulesPage:
    """A game's rules page: its title, `/help` summary and topics (the overview first)."""

    title: str
    summary: str
    topics: dict[str, Topic]


def topic_key(heading: str) -> str:
    """The choice value of a heading: "Marley's Guillotine" -> `marley-s-guillotine`."""
    return "-".join(re.findall(r"[a-z0-9]+", heading.lower()))


def parse(markdown: str) -> RulesPage:
    """A page from its markdown: `# Title`, the overview, then `## ` topics."""
    head, *sections = re.split(r"^## ", markdown.strip(), flags=re.MULTILINE)
    first, _, overview = head.partition("\n")
    if not first.startswith("# "):
        raise ValueError("a rules page starts with its '# ' title")
    title = first[2:].strip()
    overview = overview.strip()
    topics = {OVERVIEW: Topic(OVERVIEW, title, overview)}
    for section in sections:
        heading, _, text = section.partition("\n")
        topic = Topic(topic_key(heading), heading.strip(), text.strip())
        if topic.key in topics:
            raise ValueError(f"two topics of {title} are called {topic.key!r}")
        topics[topic.key] = topic
    return RulesPage(title, overview.split("\n\n", 1)[0], topics)


def page_text(game: str, language: str = ENGLISH) -> str | None:
    """The markdown of `docs/<game>.md` (English) or `docs/<language>/<game>.md`, as
    installed with the package; None if that translation does not exist."""
    folder = resources.files("cogs.tables") / "pages"
    path = folder / f"{game}.md" if language == ENGLISH else folder / language / f"{game}.md"
    return path.read_text("utf-8") if path.is_file() else None


def _pseudo(rules: RulesPage) -> RulesPage:
    """The English page with every paragraph, title and heading between ⟦ and ⟧."""

    def mark(text: str) -> str:
        return "\n\n".join(f"⟦{part}⟧" for part in text.split("\n\n"))

    topics = {
        key: Topic(key, mark(topic.title), mark(topic.text)) for key, topic in rules.topics.items()
    }
    return RulesPage(mark(rules.title), mark(rules.summary), topics)


@cache
def page(game: str, language: str = ENGLISH) -> RulesPage:
    """The rules page of a registered game in `language` (read once): the translation if
    it exists and has the English page's sections, else the English page."""
    if language == ENGLISH:
        return parse(page_text(game) or "")
    english = page(game)
    if language == PSEUDO:
        return _pseudo(english)
    text = page_text(game, language)
    if text is None:
        return english
    translated = parse(text)
    if len(translated.topics) != len(english.topics):
        log.warning("docs/%s/%s.md: not the English page's sections; English", language, game)
        return english
    # A topic keeps its English key: the command's choice value is the same in every language.
    topics = {
        key: replace(topic, key=key)
        for key, topic in zip(english.topics, translated.topics.values(), strict=True)
    }
    return replace(translated, topics=topics)


def topic_title(game: str, key: str, language: str) -> str | None:
    """A topic's heading in `language`, for the choice's name (None: as in English)."""
    rules = page(game, language)
    topic = rules.topics.get(key)
    if topic is None or rules is page(game):
        return None
    return topic.title[:100]


def _topic_name(game: str, topic: Topic) -> app_commands.locale_str:
    """A topic's choice name: the catalogue's `<game>-topic-<key>` where the game's
    catalogue has it (as every word of a command should), else the page's heading, which
    each translated page gives in its language."""
    if topic.key == OVERVIEW:
        return command_text("tables-rules-overview")
    if has_message(f"{game}-topic-{topic.key}"):
        return command_text(f"{game}-topic-{topic.key}")
    return app_commands.locale_str(topic.title, translate=partial(topic_title, game, topic.key))


def topic_choices(game: str) -> list[app_commands.Choice[str]]:
    """The topics of a game's page, for the `rules` command's choices (named in each
    client's language)."""
    return [
        app_commands.Choice(name=_topic_name(game, topic), value=topic.key)
        for topic in page(game).topics.values()
    ]


def _parts(text: str, size: int) -> list[str]:
    """`text` in parts of at most `size` characters, cut between paragraphs (a page's
    paragraph is shorter than an embed: tests/e2e/test_rules.py checks every page)."""
    parts: list[str] = []
    for paragraph in text.split("\n\n"):
        if parts and len(parts[-1]) + 2 + len(paragraph) <= size:
            parts[-1] += "\n\n" + paragraph
        else:
            parts.append(paragraph)
    return parts


def embeds(game: str, key: str, language: str = ENGLISH) -> list[discord.Embed] | None:
    """A topic as embeds (one unless it is long) in `language` (English if the page is not
    translated), or None if the page has no such topic."""
    rules = page(game, language)
    topic = rules.topics.get(key)
    if topic is None:
        return None
    title = rules.title if key == OVERVIEW else f"{rules.title} · {topic.title}"
    answer = [
        discord.Embed(title=title if i == 0 else None, description=part, colour=COLOUR)
        for i, part in enumerate(_parts(topic.text, EMBED_TEXT))
    ]
    if key == OVERVIEW:
        others = [t.title for t in rules.topics.values() if t.key != OVERVIEW]
        answer[-1].set_footer(text=t("tables-rules-more", topics=" · ".join(others)))
    return answer
