"""Seasons end to end through the fake Discord: a member with Manage Server starts one (a
member without is refused, and nothing changes), results land in it, the leaderboard and
stats show the current season and say so, a past season or all seasons together on
request (the `season` option's autocomplete offers them), after a restart too, on SQLite
and PostgreSQL, and in every language."""

from __future__ import annotations

from datetime import UTC, datetime

import discord
import pytest

from bot.app import BarbuBot
from bot.storage.seasons import NAME_LENGTH
from cogs.i18n import EXPANDED, message_in
from tests.e2e.helpers import (
    FAST,
    database_settings,
    finish_series,
    lobby_button,
    open_table,
    play_until,
)
from tests.e2e.helpers import private_answer as private
from tests.e2e.test_expanded_messages import expanded  # noqa: F401 (a fixture)
from tests.e2e.test_tinygame import high_card  # noqa: F401 (a fixture)
from tests.fakediscord.model import BOT_PERMISSIONS, MANAGE_GUILD, MENTION_EVERYONE
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

MANAGERS_ONLY = (
    "Only members with Manage Server can start a season or change how long seasons last."
)
HOSTILE = "Cup **x** @everyone"


def plain(name: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


async def board_text(fake: FakeDiscord, user: str, options: dict[str, str] | None = None) -> str:
    return (await (await fake.slash(user, "barbu leaderboard", options)).reply()).text


async def numbers(bot: BarbuBot, fake: FakeDiscord) -> list[int]:
    return [s.number for s in await bot.storage.seasons(fake.world.guild.id, "barbu")]


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_a_season_started_by_a_manager_and_the_past_one_still_readable(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
) -> None:
    fake = fake_discord
    database = await database_settings(backend, request)
    # The bot may mention everyone here: only its own restraint keeps a name from pinging.
    fake.world.set_bot_permissions(BOT_PERMISSIONS | MENTION_EVERYONE)
    bot = await start_barbu_bot(**FAST, **database)
    await finish_series(bot.storage, fake, {"alice": (3, 90), "bob": (1, 130)}, computers=2)
    first = await board_text(fake, "carol")
    assert first.splitlines()[0] == "Current season: **Season 1**", first

    # Bob may not manage the server: refused in one line, privately; nothing changes.
    refused = await fake.slash("bob", "barbu season start", {"name": "Mine"})
    assert await private(refused) == MANAGERS_ONLY
    monthly = await fake.slash("bob", "barbu season auto", {"length": "monthly"})
    assert await private(monthly) == MANAGERS_ONLY
    assert await numbers(bot, fake) == [1]
    assert not (await bot.storage.current_season(fake.world.guild.id, "barbu")).monthly
    assert await board_text(fake, "carol") == first

    # Alice may: the channel is told, the name shown literally, nobody pinged.
    await fake.grant("alice", MANAGE_GUILD)
    started = await (await fake.slash("alice", "barbu season start", {"name": HOSTILE})).reply()
    assert not started.ephemeral
    assert started.text == (
        f"**{plain(HOSTILE)}** of Barbu begins: its leaderboard and ratings start from "
        "nothing. Earlier seasons stay readable with the `season` option of "
        "`/barbu leaderboard`."
    )
    assert not fake.world.pings
    assert await numbers(bot, fake) == [1, 2]
    heading = f"Current season: **{plain(HOSTILE)}**"
    assert await board_text(fake, "carol") == (
        f"{heading}\nNo Barbu series has been finished in this season yet."
    )

    # A finished table's results land in the new season, and only there.
    await finish_series(bot.storage, fake, {"carol": (1, 120), "bob": (2, 10)}, computers=2)
    current = (await board_text(fake, "dave")).splitlines()
    assert current[0] == heading
    assert [line.split(" — ")[0] for line in current[1:]] == ["1. Carol", "2. Bob"]
    assert current[1].endswith("1 win in 1 series")  # counted from this season alone

    # The `season` option offers the current season, all of them, then the past ones.
    offered = await fake.autocomplete("dave", "barbu leaderboard", {"season": ""}, "season")
    assert [(c["name"], c["value"]) for c in offered] == [
        (f"{HOSTILE} (current)", "2"), ("All seasons together", "all"), ("Season 1", "1"),
    ]  # fmt: skip
    typed = await fake.autocomplete("dave", "barbu stats", {"season": "sea"}, "season")
    assert [c["value"] for c in typed] == ["all", "1"]

    past = (await board_text(fake, "dave", {"season": "1"})).splitlines()
    assert past[0] == "Past season: **Season 1**"
    assert [line.split(" — ")[0] for line in past[1:]] == ["1. Bob", "2. Alice"]
    every = (await board_text(fake, "dave", {"season": "all"})).splitlines()
    assert every[0] == "All seasons together" and len(every) == 4
    # A name typed without choosing is found too; an unknown one is refused privately.
    assert (await board_text(fake, "dave", {"season": "season 1"})).splitlines() == past
    unknown = await fake.slash("dave", "barbu leaderboard", {"season": "Winter"})
    assert await private(unknown) == (
        "This server has no Barbu season by that name: choose one from the list."
    )

    mine = await private(await fake.slash("alice", "barbu stats"))
    assert mine == f"{heading}\nAlice has not finished a Barbu series in this season yet."
    erins = await private(await fake.slash("alice", "barbu stats", {"member": "erin"}))
    assert erins == f"{heading}\nErin has not finished a Barbu series here yet."
    before = await private(await fake.slash("alice", "barbu stats", {"season": "1"}))
    assert before.startswith("Past season: **Season 1**\n**Alice** · Barbu: 1 series, 0 wins")

    # A restart between the season change and a leaderboard: the same season, the same
    # boards.
    await bot.close()
    bot = await start_barbu_bot(**FAST, **database)
    assert await numbers(bot, fake) == [1, 2]
    assert (await board_text(fake, "dave")).splitlines() == current
    assert (await board_text(fake, "dave", {"season": "1"})).splitlines() == past


@pytest.mark.usefixtures("high_card")
async def test_a_played_table_lands_in_the_season_started_before_it(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    await fake.grant("bob", MANAGE_GUILD)
    started = await (await fake.slash("bob", "highcard season start")).reply()
    assert started.text.startswith("**Season 2** of High Card begins:"), started.text

    # Alice plays a whole High Card game against the computer.
    table, lobby = await open_table(fake, bot, "alice", {"computer": True}, "highcard")
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    await play_until(fake, table, lambda: table.status != "playing")
    assert table.status == "finished"
    await bot.storage.settled()

    board = await (await fake.slash("carol", "highcard leaderboard")).reply()
    lines = board.text.splitlines()
    assert lines[0] == "Current season: **Season 2**" and board.images
    assert lines[1].startswith("1. Alice — ") and lines[1].endswith("in 1 game"), lines
    guild = fake.world.guild.id
    assert await bot.storage.leaderboard(guild, "highcard", season=1) == []
    mine = await private(await fake.slash("alice", "highcard stats", {"season": "2"}))
    assert mine.startswith("Current season: **Season 2**\n**Alice** · High Card: 1 game")


# What a server in each language reads: the announcement and the boards in the server's
# language, what one member alone reads in theirs (Dutch for dave here).
ANNOUNCED = {
    "en": "**Season 2** of Barbu begins:",
    "fr": "**Saison 2** de Barbu commence\u00a0:",
    "de": "**Saison 2** von Barbu beginnt:",
    "nl": "**Seizoen 2** van Barbu begint:",
}
HEADINGS = {
    "en": ("Current season: **Season 2**", "Past season: **Season 1**"),
    "fr": ("Saison en cours\u00a0: **Saison 2**", "Saison passée\u00a0: **Saison 1**"),
    "de": ("Laufende Saison: **Saison 2**", "Vergangene Saison: **Saison 1**"),
    "nl": ("Huidig seizoen: **Seizoen 2**", "Vorig seizoen: **Seizoen 1**"),
}
MONTHLY = {
    "en": "From now on, a new Barbu season begins on the first day of every month (UTC)",
    "fr": "Désormais, une nouvelle saison de Barbu commence le premier jour de chaque mois",
    "de": "Ab jetzt beginnt am ersten Tag jedes Monats (UTC) eine neue Barbu-Saison",
    "nl": "Vanaf nu begint op de eerste dag van elke maand (UTC) een nieuw Barbu-seizoen",
}


@pytest.mark.parametrize("language", ["en", "fr", "de", "nl"])
async def test_seasons_in_every_language(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, language: str
) -> None:
    fake = fake_discord
    fake.world.guild.preferred_locale = {"en": "en-US"}.get(language, language)
    for name in ("alice", "bob", "carol"):
        fake.user(name).locale = fake.world.guild.preferred_locale
    fake.user("dave").locale = "nl"
    bot = await start_barbu_bot(**FAST)
    await finish_series(bot.storage, fake, {"alice": (2, 90), "bob": (1, 130)}, computers=2)
    await fake.grant("alice", MANAGE_GUILD)

    started = await (await fake.slash("alice", "barbu season start")).reply()
    assert started.text.startswith(ANNOUNCED[language]), started.text
    # The monthly schedule: told privately, in the asker's language.
    told = await private(await fake.slash("alice", "barbu season auto", {"length": "monthly"}))
    assert told.startswith(MONTHLY[language]), told
    assert (await bot.storage.current_season(fake.world.guild.id, "barbu")).monthly
    await finish_series(bot.storage, fake, {"carol": (1, 120), "bob": (2, 10)}, computers=2)

    current = (await (await fake.slash("bob", "barbu leaderboard")).reply()).text
    assert current.splitlines()[0] == HEADINGS[language][0]
    shown = await fake.slash("bob", "barbu leaderboard", {"season": "1"})
    assert (await shown.reply()).text.splitlines()[0] == HEADINGS[language][1]
    # Dave reads Dutch wherever he is: his autocomplete and his refusal.
    offered = await fake.autocomplete("dave", "barbu leaderboard", {"season": ""}, "season")
    assert [c["name"] for c in offered] == [
        "Seizoen 2 (huidig)", "Alle seizoenen samen", "Seizoen 1",
    ]  # fmt: skip
    refused = await private(await fake.slash("dave", "barbu season start"))
    assert refused.startswith("Alleen leden met het recht Server beheren")


@pytest.mark.usefixtures("expanded")
async def test_the_longest_season_name_in_the_longest_language(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    await fake.grant("alice", MANAGE_GUILD)
    longest = "Ŵ" * NAME_LENGTH
    # One character more than Discord lets a client send: refused, nothing changes.
    too_long = await fake.slash("alice", "barbu season start", {"name": longest + "Ŵ"})
    assert await private(too_long) == message_in(EXPANDED, "tables-error-transformer")
    assert await numbers(bot, fake) == [1]

    started = await (await fake.slash("alice", "barbu season start", {"name": longest})).reply()
    assert f"**{longest}**" in started.text
    await finish_series(bot.storage, fake, {"alice": (2, 90), "bob": (1, 130)}, computers=2)
    board = await (await fake.slash("bob", "barbu leaderboard")).reply()
    heading = message_in(EXPANDED, "tables-season-shown", which="current", season=longest)
    assert board.text.splitlines()[0] == heading and board.images
    offered = await fake.autocomplete("bob", "barbu leaderboard", {"season": ""}, "season")
    assert offered[0]["name"].startswith(longest) and len(offered[0]["name"]) <= 100


async def test_a_monthly_season_turns_over_at_midnight_on_the_first(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """The storage's clock moved across a month's end: the board names the new month in
    the server's language (French here) before any result is in it, the first result lands
    in it, and a restart in between changes nothing."""
    fake = fake_discord
    fake.world.guild.preferred_locale = "fr"
    fake.user("alice").locale = "fr"
    fake.user("dave").locale = "nl"
    now = [datetime(2027, 1, 15, 12, tzinfo=UTC).timestamp()]
    bot = await start_barbu_bot(**FAST)
    bot.storage.clock = lambda: now[0]
    await fake.grant("alice", MANAGE_GUILD)
    told = await private(await fake.slash("alice", "barbu season auto", {"length": "monthly"}))
    assert told.endswith("La saison en cours, **Saison 1**, se termine avec ce mois.")
    await finish_series(bot.storage, fake, {"alice": (2, 90), "bob": (1, 130)}, computers=2)

    now[0] = datetime(2027, 2, 1, tzinfo=UTC).timestamp() + 1
    board = (await (await fake.slash("bob", "barbu leaderboard")).reply()).text
    assert board == (
        "Saison en cours\u00a0: **février 2027**\n"
        "Aucune partie de Barbu n'a encore été terminée cette saison."
    )
    await bot.close()
    bot = await start_barbu_bot(**FAST)
    bot.storage.clock = lambda: now[0]
    await finish_series(bot.storage, fake, {"carol": (1, 120), "bob": (2, 10)}, computers=2)
    lines = (await (await fake.slash("bob", "barbu leaderboard")).reply()).text.splitlines()
    assert lines[0] == "Saison en cours\u00a0: **février 2027**"
    assert [line.split(" — ")[0] for line in lines[1:]] == ["1. Carol", "2. Bob"]
    offered = await fake.autocomplete("dave", "barbu leaderboard", {"season": ""}, "season")
    assert [c["name"] for c in offered] == [
        "februari 2027 (huidig)", "Alle seizoenen samen", "Seizoen 1",
    ]  # fmt: skip
    past = await fake.slash("bob", "barbu leaderboard", {"season": "1"})
    assert (await past.reply()).text.splitlines()[0] == "Saison passée\u00a0: **Saison 1**"
