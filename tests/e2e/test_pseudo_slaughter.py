"""Gin Slaughtre under the pseudo language (issue 17): alice plays a whole match against a
computer player, and every text the bot sent to Discord came
through a catalogue (tests/e2e/pseudo.py); the slash commands' words too."""

from __future__ import annotations

from types import SimpleNamespace

from tests.e2e import helpers
from tests.e2e.helpers import FAST, start_against_computer
from tests.e2e.pseudo import command_leftovers, leftover_words, recorded_texts
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


def slaughter_leftovers(fake: FakeDiscord) -> list[tuple[str, list[str]]]:
    """The recorded texts with words outside the catalogues."""
    names = [user.display_name for user in fake.world.users.values()]
    found = []
    for _, text in recorded_texts(fake):
        words = leftover_words(text, names)
        if words:
            found.append((text, words))
    return found


async def test_a_whole_match_speaks_only_through_the_catalogues(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, pseudo: None
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=1)

    await helpers.play_until(fake, table, lambda: table.status != "playing", helpers.slaughter_move)
    assert table.status == "finished"
    await fake.wait_for_message(
        "bob", lambda m: "the match is over" in m.text, channel=table.record.thread_id
    )
    stats = await (await fake.slash("alice", "slaughter stats")).response()
    assert stats is not None

    assert slaughter_leftovers(fake) == []
    # The command metadata of /slaughter start and rules: every description and choice
    # is an English catalogue message, with its fr, de and nl localizations from the
    # catalogues too.
    assert command_leftovers(_own_commands(fake)) == []


def _own_commands(fake: FakeDiscord) -> SimpleNamespace:
    """The fake's command registry narrowed to /slaughter's own subcommands (start, rules;
    leaderboard, stats, abandon and replace, and the rules topics, are the table layer's)."""
    own = []
    for command in fake.world.commands():
        if command.data["name"] == "slaughter":
            options = [o for o in command.data["options"] if o["name"] in ("start", "rules")]
            # The rules topics are the page's headings, which cogs/tables/rules.py serves.
            options = [{**o, "options": [_no_choices(p) for p in o["options"]]} for o in options]
            own.append(SimpleNamespace(data={**command.data, "options": options}))
    assert own and len(own[0].data["options"]) == 2
    return SimpleNamespace(world=SimpleNamespace(commands=lambda: own))


def _no_choices(option: dict) -> dict:
    return {**option, "choices": []} if option["name"] == "topic" else option
