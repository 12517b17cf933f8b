"""Whose language (issue 17): a table speaks its own language to everyone (its lobby, its
thread), each user reads their private answers in their Discord client's language, a
server chooses the default for new tables (`/… settings language`, Manage Server only), a
start's `language` option wins over it, and Discord gets every command in each language."""

from __future__ import annotations

import re

from bot.app import BarbuBot
from tests.e2e.helpers import FAST, private_answer
from tests.fakediscord.model import MANAGE_GUILD
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


def _speakers(fake: FakeDiscord, server: str, **users: str) -> None:
    fake.world.guild.preferred_locale = server
    for name, locale in users.items():
        fake.user(name).locale = locale


async def test_a_french_player_at_a_german_table(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    _speakers(fake, "de", alice="de", carol="fr")
    # No setting of its own: the server's Discord locale decides.
    lobby = await (await fake.slash("alice", "barbu start", {"computers": 2})).response()
    assert lobby is not None and lobby.labels == [
        "Mitspielen", "Verlassen", "Computer hinzufügen", "Starten", "Abbrechen",
    ]  # fmt: skip
    table = bot.hub.tables_in(lobby.channel_id)[0]
    assert table.language == "de" and "Tisch eröffnet von" in lobby.text
    stored = await bot.hub.storage.get_table(table.id)
    assert stored is not None and stored.language == "de"  # it survives a restart

    # Carol joins from a French client: her refusals are French, the lobby stays German.
    await (await fake.click("carol", lobby, label="Mitspielen")).response()
    again = await fake.click("carol", lobby, label="Mitspielen")
    assert await private_answer(again) == "Tu es déjà assis à cette table."
    start = await fake.click("carol", lobby, label="Starten")
    assert await private_answer(start) == "Seul l'hôte peut commencer la partie."
    assert "Drück **Mitspielen**" in fake.message(lobby.id, "alice").text
    # Her stats and the rules, privately and in French.
    stats = await (await fake.slash("carol", "barbu stats")).response()
    assert stats is not None and stats.ephemeral
    assert stats.text.endswith("n'a encore terminé aucune partie de Barbu ici.")
    rules = await (await fake.slash("carol", "barbu rules")).response()
    assert rules is not None and rules.ephemeral
    assert rules.embeds[-1]["footer"]["text"].startswith("Voir aussi\u00a0: ")

    # Alice starts: the thread and its table message speak German, whoever looks.
    await (await fake.click("alice", lobby, label="Starten")).response()
    await fake.wait_until(lambda: table.record.thread_id is not None)
    thread = fake.world.guild.channels[table.record.thread_id]
    assert thread.name == "Barbu · Tisch von Alice"
    message = await fake.wait_for_message(
        "carol", lambda m: "Meine Karten" in m.labels, channel=table.record.thread_id
    )
    assert message.attachments[0].filename == "tisch.png"
    assert (message.attachments[0].description or "").startswith("Am Tisch: Alice (13 Karten")
    # Another French click on the German table: a French answer, the table as it was.
    fake.user("dave").locale = "fr"
    watcher = await fake.click("dave", message, label="Meine Karten")
    assert await private_answer(watcher) == "Tu ne joues pas à cette table, mais tu peux regarder."
    assert "Meine Karten" in fake.message(message.id, "alice").labels
    # Carol's own hand, at this German table, speaks French to her.
    hand = await (await fake.click("carol", message, label="Meine Karten")).reply()
    assert hand.ephemeral and hand.attachments[0].description == "Tes cartes"
    assert hand.text.startswith(("À toi", "En attente d")), hand.text


async def test_the_servers_language_and_the_start_option(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    _speakers(fake, "en-US", alice="en-US", bob="nl")
    guild = fake.world.guild.id

    # Bob may not manage the server: refused, in his language, and nothing changes.
    refused = await fake.slash("bob", "barbu settings", {"language": "fr"})
    assert await private_answer(refused) == (
        "Alleen leden met het recht Server beheren kunnen de instellingen van deze server wijzigen."
    )
    assert await bot.hub.storage.guild_language(guild) is None
    shown = await fake.slash("bob", "barbu settings")
    assert "**English**" in await private_answer(shown)

    # A manager chooses French: new tables speak it (every game's group shares the setting).
    await fake.grant("alice", MANAGE_GUILD)
    chosen = await fake.slash("alice", "slaughter settings", {"language": "fr"})
    assert "**Français**" in await private_answer(chosen)
    assert await bot.hub.storage.guild_language(guild) == "fr"
    table, lobby = await _open(fake, bot, "alice", {}, "Rejoindre")
    assert table.language == "fr"
    # The start option wins over the server's choice.
    table, lobby = await _open(fake, bot, "alice", {"language": "nl"}, "Meedoen")
    assert table.language == "nl" and "tafel geopend door" in lobby.text


async def _open(fake: FakeDiscord, bot: BarbuBot, host: str, options: dict, join: str):
    lobby = await (await fake.slash(host, "barbu start", options)).response()
    assert lobby is not None and join in lobby.labels, lobby.labels
    return bot.hub.tables_in(lobby.channel_id)[0], lobby


async def test_the_commands_are_registered_in_every_language(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    barbu = fake.world.find_command("barbu").data
    subcommands = {option["name"]: option for option in barbu["options"]}
    assert subcommands["leaderboard"]["name_localizations"] == {
        "fr": "classement", "de": "rangliste", "nl": "ranglijst",
    }  # fmt: skip
    settings = subcommands["settings"]
    assert settings["name_localizations"]["fr"] == "réglages"
    assert settings["description_localizations"]["de"].startswith("Die Einstellungen")
    (language,) = settings["options"]
    assert language["name_localizations"] == {"fr": "langue", "de": "sprache", "nl": "taal"}
    assert [c["name"] for c in language["choices"]] == [
        "English", "Français", "Deutsch", "Nederlands",
    ]  # fmt: skip
    start = {option["name"]: option for option in subcommands["start"]["options"]}
    assert start["language"]["description_localizations"]["nl"].startswith("De taal van")
    help_command = fake.world.find_command("help").data
    assert help_command["name_localizations"] == {"fr": "aide", "de": "hilfe", "nl": "hulp"}


async def test_a_french_player_at_a_german_guillotine_table(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    _speakers(fake, "de", alice="de", carol="fr")
    start = await fake.slash("alice", "guillotine start", {"players": 3, "computers": 1})
    lobby = await start.response()
    assert lobby is not None and "Mitspielen" in lobby.labels
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("carol", lobby, label="Mitspielen")).response()
    await (await fake.click("alice", lobby, label="Starten")).response()
    await fake.wait_until(lambda: table.record.thread_id is not None)

    # The table message speaks German to everyone; Carol's hand speaks French to her.
    message = await fake.wait_for_message(
        "carol", lambda m: "Meine Karten" in m.labels, channel=table.record.thread_id
    )
    assert "Tag 1 von 3" in message.text
    hand = await (await fake.click("carol", message, label="Meine Karten")).reply()
    assert hand.ephemeral and hand.attachments[0].description == "Tes cartes"
    # Carol plays after Alice, or first: either way her prompt is French.
    assert hand.text.startswith("À toi") or "peut jouer une carte action." in hand.text, hand.text


def _shown(fake: FakeDiscord, language: str) -> tuple[set[str], set[str]]:
    """The commands as a client in `language` shows them: "group sub" and the subcommands."""
    commands, subcommands = set(), set()
    for command in fake.world.commands():
        group = (command.data.get("name_localizations") or {}).get(language, command.data["name"])
        commands.add(group)
        for option in command.data.get("options") or []:
            if option["type"] == 1:  # a subcommand
                sub = (option.get("name_localizations") or {}).get(language, option["name"])
                commands.add(f"{group} {sub}")
                subcommands.add(sub)
    return commands, subcommands


async def test_help_names_the_commands_as_each_client_shows_them(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    for language in ("fr", "de", "nl", "en-US"):
        fake.user("alice").locale = language
        answer = await private_answer(await fake.slash("alice", "help"))
        commands, subcommands = _shown(fake, language)
        spans = re.findall(r"`([^`]*)`", answer)
        named = [span[1:] for span in spans if span.startswith("/")]
        assert len(named) == 7 and set(named) <= commands, (language, named)
        alone = [span for span in spans if not span.startswith("/")]  # leaderboard, stats
        assert len(alone) == 2 and set(alone) <= subcommands, (language, alone)
    assert "`/barbu leaderboard`" in answer  # the last answer, in English


async def test_a_settings_answer_names_the_start_option_as_the_client_shows_it(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    await fake.grant("alice", MANAGE_GUILD)
    fake.user("alice").locale = "de"
    answer = await private_answer(
        await fake.slash("alice", "guillotine settings", {"language": "nl"})
    )
    start = next(
        option
        for option in fake.world.find_command("guillotine").data["options"]
        if option["name"] == "start"
    )
    language = next(option for option in start["options"] if option["name"] == "language")
    shown = (start["name_localizations"]["de"], language["name_localizations"]["de"])
    assert shown == ("starten", "sprache")
    assert f"Mit der Option `{shown[1]}` von `{shown[0]}`" in answer
