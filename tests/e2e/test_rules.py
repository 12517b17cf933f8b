"""The rules pages (docs/<game>.md) and the commands that show them, end to end: every
topic a `/<game> rules` command offers is a section of the game's page, answered with that
section's text; `/help` lists every game; and the README and CONTRIBUTING.md point at
nothing outside the repository (a clone has only the repository)."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from bot.app import BarbuBot
from games.registry import all_games
from tests.fakediscord.server import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def _rules_option(fake: FakeDiscord, game: str) -> dict[str, Any]:
    """The option of `/<game> rules` that has choices, as the bot synced it to Discord."""
    group = fake.world.find_command(game).data
    rules = next(o for o in group["options"] if o["name"] == "rules")
    return next(o for o in rules.get("options", []) if o.get("choices"))


def _section(page: str, heading: str | None) -> str:
    """The text under `## heading` in a page (under the title, for None), read here
    independently of the bot's own reader."""
    if heading is None:
        text = page.split("\n## ", 1)[0].split("\n", 1)[1]
    else:
        text = page.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return text.strip()


@pytest.mark.parametrize("game", list(all_games()))
async def test_every_rules_topic_is_a_section_of_the_docs_page(
    fake_discord: FakeDiscord, barbu_bot: BarbuBot, game: str
) -> None:
    fake = fake_discord
    page = (DOCS / f"{game}.md").read_text("utf-8")
    headings = re.findall(r"^## (.+)$", page, flags=re.MULTILINE)
    choices = _rules_option(fake, game)["choices"]
    # The overview, then one choice per heading of the page, in its order.
    assert [c["name"] for c in choices] == ["Overview", *headings]
    for choice in choices:
        heading = None if choice["value"] == "overview" else choice["name"]
        option = _rules_option(fake, game)["name"]
        answer = await (
            await fake.slash("bob", f"{game} rules", {option: choice["value"]})
        ).response()
        assert answer is not None and answer.ephemeral, choice
        shown = "\n\n".join(e["description"] for e in answer.embeds)
        assert shown == _section(page, heading), choice["name"]
        title = answer.embeds[0]["title"]
        assert title.startswith(page.split("\n", 1)[0].removeprefix("# ")), title
    # Without a topic: the overview, which names the other topics.
    overview = await (await fake.slash("bob", f"{game} rules")).response()
    assert overview is not None and overview.embeds[0]["description"] == _section(page, None)
    assert all(h in overview.embeds[-1]["footer"]["text"] for h in headings)
    assert fake.visible_messages("alice") == []


def test_the_packaged_pages_are_the_docs_pages() -> None:
    """The bot reads its pages as package data (cogs/tables/pages): the same files as
    docs/, one per registered game."""
    packaged = resources.files("cogs.tables") / "pages"
    for game in all_games():
        with resources.as_file(packaged / f"{game}.md") as path:
            assert path.samefile(DOCS / f"{game}.md"), game


@pytest.mark.parametrize("name", ["README.md", "CONTRIBUTING.md", *sorted(
    f"docs/{p.name}" for p in DOCS.glob("*.md"))])  # fmt: skip
def test_the_documents_point_inside_the_repository(name: str) -> None:
    text = (ROOT / name).read_text("utf-8")
    assert "../shared" not in text
    # Every relative link or quoted path that climbs up stays inside the repository, and
    # exists.
    here = (ROOT / name).parent
    for target in re.findall(r"\]\(([^)#\s]+)", text) + re.findall(r"`(\.\./[^`\s]*)`", text):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        path = (here / target).resolve()
        assert path.is_relative_to(ROOT) and path.exists(), (name, target)


async def test_help_lists_every_game_privately(
    fake_discord: FakeDiscord, barbu_bot: BarbuBot
) -> None:
    fake = fake_discord
    answer = await (await fake.slash("bob", "help")).response()
    assert answer is not None and answer.ephemeral
    for name, info in all_games().items():
        line = next(line for line in answer.text.split("\n\n") if f"**{info.title}**" in line)
        summary = (DOCS / f"{name}.md").read_text("utf-8").split("\n\n")[1]
        assert summary in line, name
        assert f"`/{name} start`" in line and f"`/{name} rules`" in line, line
    assert fake.visible_messages("alice") == []
