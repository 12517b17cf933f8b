"""The README's commands table says what the bot registers: every slash command and
subcommand has a row, every option of each is in its usage (`[name]` optional, a bare
`name` required) and named in its description, and nothing else is listed.

The registered side is what the bot synced to the fake Discord at start-up, as Discord
stores it: the real command tree, whatever the cogs' code looks like.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.e2e.helpers import FAST
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

README = Path(__file__).parents[2] / "README.md"
SUBCOMMAND = 1  # Discord's option type of a subcommand
SUBCOMMAND_GROUP = 2  # and of a subcommand group ("barbu season")


@dataclass(frozen=True)
class Usage:
    """One command as a row of the README's table writes it."""

    options: dict[str, bool]  # option name: required
    description: str


def commands_section(readme: str) -> str:
    """The text of the README's `## Commands` section."""
    start = readme.index("\n## Commands\n")
    end = readme.index("\n## ", start + 1)
    return readme[start:end]


def readme_commands(readme: str, groups: frozenset[str] = frozenset()) -> dict[str, Usage]:
    """Each command path ("barbu start", "help", "barbu season start") the table lists,
    with its usage.

    A row's first cell lists one or more usages in backticks, `/barbu stats [member]`:
    the command, its subcommand (after a subcommand group of `groups`, "barbu season"),
    then its options."""
    found: dict[str, Usage] = {}
    rows = [line for line in commands_section(readme).splitlines() if line.startswith("| `/")]
    assert rows, "no rows in the README's commands table"
    for row in rows:
        cells = [cell.strip() for cell in row.strip("|").split(" | ")]
        assert len(cells) == 2, f"a row of two cells: {row!r}"
        usages, description = cells
        for usage in re.findall(r"`(/[^`]+)`", usages):
            words = usage[1:].split()
            path_length = 2 if len(words) > 1 and not words[1].startswith("[") else 1
            if " ".join(words[:2]) in groups and len(words) > 2:
                path_length = 3
            path = " ".join(words[:path_length])
            options: dict[str, bool] = {}
            for word in words[path_length:]:
                name = word.strip("[]")
                assert re.fullmatch(r"[a-z_]+", name), f"{usage!r}: {word!r} is not an option"
                options[name] = not word.startswith("[")
            assert path not in found, f"{path} has two rows"
            found[path] = Usage(options, description)
    return found


def registered_commands(fake: FakeDiscord) -> dict[str, dict[str, bool]]:
    """Each command path the bot registered, with its options (name: required)."""
    found: dict[str, dict[str, bool]] = {}
    for command in fake.world.commands():
        data: dict[str, Any] = command.data
        options = data.get("options") or []
        subcommands = [o for o in options if o["type"] in (SUBCOMMAND, SUBCOMMAND_GROUP)]
        if not subcommands:
            found[data["name"]] = {o["name"]: bool(o.get("required")) for o in options}
        for sub in subcommands:
            leaves = [((sub["name"],), sub)]
            if sub["type"] == SUBCOMMAND_GROUP:
                leaves = [((sub["name"], leaf["name"]), leaf) for leaf in sub.get("options") or []]
            for names, leaf in leaves:
                found[" ".join((data["name"], *names))] = {
                    o["name"]: bool(o.get("required")) for o in leaf.get("options") or []
                }
    return found


def subcommand_groups(fake: FakeDiscord) -> frozenset[str]:
    """The subcommand groups the bot registered ("barbu season")."""
    return frozenset(
        f"{command.data['name']} {option['name']}"
        for command in fake.world.commands()
        for option in command.data.get("options") or []
        if option["type"] == SUBCOMMAND_GROUP
    )


def mismatches(listed: dict[str, Usage], registered: dict[str, dict[str, bool]]) -> list[str]:
    """What the README gets wrong, one line each (empty when it is right)."""
    wrong = [f"/{path}: registered, not in the README" for path in registered.keys() - listed]
    wrong += [f"/{path}: in the README, not registered" for path in listed.keys() - registered]
    for path in sorted(listed.keys() & registered.keys()):
        usage, options = listed[path], registered[path]
        for name in options.keys() - usage.options.keys():
            wrong.append(f"/{path}: option {name} missing from the README")
        for name in usage.options.keys() - options.keys():
            wrong.append(f"/{path}: option {name} in the README, not registered")
        for name in options.keys() & usage.options.keys():
            if options[name] != usage.options[name]:
                kind = "required" if options[name] else "optional"
                wrong.append(f"/{path}: option {name} is {kind}")
            if f"`{name}`" not in usage.description:
                wrong.append(f"/{path}: option {name} not described (`{name}`)")
    return wrong


async def test_the_readme_lists_every_command_and_option_the_bot_registers(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    await start_barbu_bot(**FAST)
    registered = registered_commands(fake_discord)
    assert {"help", "barbu start", "slaughter start", "guillotine rules"} <= registered.keys()
    listed = readme_commands(README.read_text(encoding="utf-8"), subcommand_groups(fake_discord))
    assert {"barbu season start", "guillotine season auto"} <= registered.keys()
    assert mismatches(listed, registered) == []


def test_the_check_sees_a_missing_option_and_an_unknown_command() -> None:
    """The comparison itself: a README that drifted is caught, line by line."""
    readme = (
        "# x\n\n## Commands\n\n| command | what it does |\n| --- | --- |\n"
        "| `/help` | the games |\n"
        "| `/barbu start [rules]` | `rules`: which rules |\n"
        "| `/barbu stats member`, `/barbu dance` | `member`'s record |\n\n## Next\n"
    )
    registered = {
        "help": {},
        "barbu start": {"rules": False, "think_ms": False},
        "barbu stats": {"member": False},
        "barbu abandon": {},
    }
    assert mismatches(readme_commands(readme), registered) == [
        "/barbu abandon: registered, not in the README",
        "/barbu dance: in the README, not registered",
        "/barbu start: option think_ms missing from the README",
        "/barbu stats: option member is optional",
    ]
