"""The shared table layer under the pseudo language (issue 17): every word it sends to
Discord comes from a catalogue (tests/e2e/pseudo.py).

What a game words itself (a lobby's options line, the table's status line, the hands, the
scoresheets) is its own helper's pseudo test; here the lobby's head names no option, and
once the game runs only what the table layer writes is read: the thread's name, the
pings, the table message's button and its image's alt text.
"""

from __future__ import annotations

from types import SimpleNamespace

from tests.e2e.helpers import FAST, private_answer
from tests.e2e.pseudo import assert_all_through_catalogue, command_leftovers, leftovers
from tests.fakediscord.model import MANAGE_GUILD
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

# The table layer's own commands: those every game's group shares, and /help.
SHARED = {"leaderboard", "stats", "history", "abandon", "replace", "settings"}


async def test_the_lobby_and_the_shared_commands_speak_only_catalogue_words(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, pseudo: None
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    await (await fake.slash("alice", "help")).response()
    lobby = await (await fake.slash("alice", "barbu start")).response()
    assert lobby is not None and "⟦Join⟧" in lobby.labels
    await (await fake.click("bob", lobby, label="⟦Join⟧")).response()
    await private_answer(await fake.click("bob", lobby, label="⟦Join⟧"))  # already seated
    await private_answer(await fake.click("bob", lobby, label="⟦Start⟧"))  # only the host
    await private_answer(await fake.click("alice", lobby, label="⟦Leave⟧"))  # the host
    await (await fake.click("bob", lobby, label="⟦Leave⟧")).response()
    await private_answer(await fake.slash("bob", "barbu stats"))
    await (await fake.slash("bob", "barbu leaderboard")).response()
    await (await fake.slash("bob", "barbu history")).response()
    await private_answer(await fake.slash("bob", "barbu settings", {"language": "de"}))
    await private_answer(await fake.slash("bob", "barbu settings"))
    await fake.grant("alice", MANAGE_GUILD)
    await private_answer(await fake.slash("alice", "barbu settings", {"language": "fr"}))
    await private_answer(await fake.slash("bob", "barbu replace", {"member": "carol"}))
    rules = await (await fake.slash("bob", "barbu rules")).response()
    assert rules is not None and rules.embeds[0]["description"].startswith("⟦")
    await (await fake.click("alice", lobby, label="⟦Cancel⟧")).response()
    await fake.wait_until(lambda: "⟦This table was abandoned" in fake.message(lobby.id).text)
    await private_answer(await fake.slash("alice", "barbu abandon"))
    assert_all_through_catalogue(fake)

    # The commands' words: the shared subcommands, /help and each start's language option.
    registered = {command.name: command.data for command in fake.world.commands()}
    shared = [
        option
        for group in registered.values()
        for option in group.get("options") or []
        if option["name"] in SHARED
    ]
    languages = [
        option
        for group in registered.values()
        for sub in group.get("options") or []
        if sub["name"] == "start"
        for option in sub.get("options") or []
        if option["name"] == "language"
    ]
    assert len(shared) == 3 * len(SHARED) and len(languages) == 3
    # The checker reads a fake's commands: hand it only these (the games' own are theirs).
    ours = [SimpleNamespace(data=data) for data in [registered["help"], *shared, *languages]]
    assert command_leftovers(SimpleNamespace(world=SimpleNamespace(commands=lambda: ours))) == []


async def test_a_running_tables_own_words_come_from_the_catalogue(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, pseudo: None
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    lobby = await (await fake.slash("alice", "barbu start", {"computers": 2})).response()
    assert lobby is not None
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("bob", lobby, label="⟦Join⟧")).response()
    await (await fake.click("alice", lobby, label="⟦Start⟧")).response()
    message = await fake.wait_for_message("alice", lambda m: "⟦Your hand⟧" in m.labels)
    assert (message.attachments[0].description or "").startswith("⟦Around the table: ")
    await fake.wait_for_message("alice", lambda m: "🃏" in m.text)  # the start's ping
    thread = fake.world.guild.channels[table.record.thread_id]
    assert thread.name.startswith("⟦") and thread.name.endswith("⟧")
    # The table layer's texts: the thread's name and the pings ("🃏", "🔔").
    ours = [
        (route, text, words)
        for route, text, words in leftovers(fake)
        if text.startswith(("🃏", "🔔", "⟦🃏", "⟦🔔")) or "/threads" in route
    ]
    assert ours == []
