"""The rules pages (`docs/<game>.md`) as the `/<game> rules` commands and `/help` show them.

A page is the one source of a game's rules: readers of the repository open it in docs/,
players ask for it on Discord. It is split at its `## ` headings into topics, one answer
each; the text before the first heading is the overview, and its first paragraph is the
game's one-line summary in `/help`. A topic's key is its heading in lower case with
hyphens ("No Last Two" -> `no-last-two`), so the command's choices are the page's own
headings.

The pages are package data: `cogs/tables/pages` links to docs/, and pyproject.toml ships
`pages/*.md` with the package, so an installed bot reads the same files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

import discord
from discord import app_commands

OVERVIEW = "overview"
# Discord's limits for one answer: an embed's description, and all embeds together.
EMBED_TEXT = 4096
EMBEDS_TOTAL = 6000
COLOUR = discord.Colour.dark_red()
# The answer to a topic the page does not have (only a modified client can send one).
UNKNOWN_TOPIC = "Choose a topic from the list (or none, for the overview)."


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


def page_text(game: str) -> str:
    """The markdown of `docs/<game>.md`, as installed with the package."""
    return (resources.files("cogs.tables") / "pages" / f"{game}.md").read_text("utf-8")


@cache
def page(game: str) -> RulesPage:
    """The rules page of a registered game (read once)."""
    return parse(page_text(game))


def topic_choices(game: str) -> list[app_commands.Choice[str]]:
    """The topics of a game's page, for the `rules` command's choices."""
    return [
        app_commands.Choice(name="Overview" if t.key == OVERVIEW else t.title, value=t.key)
        for t in page(game).topics.values()
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


def embeds(game: str, key: str) -> list[discord.Embed] | None:
    """A topic as embeds (one unless it is long), or None if the page has no such topic."""
    rules = page(game)
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
        answer[-1].set_footer(text="More: " + " · ".join(others))
    return answer
