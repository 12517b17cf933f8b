"""Guillotine in the pseudo language (issue 17): a whole game, alice and two computer players,
from `/guillotine start` to the final standings, with a card's rules on the way, run under
`force_language(PSEUDO)`; every text the fake recorded must have come through a catalogue
(tests/e2e/pseudo.py), and so must the metadata of `/guillotine start` and `rules`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import FAST, play_until
from tests.e2e.pseudo import command_leftovers, leftover_words, recorded_texts
from tests.e2e.test_guillotine import take_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord


def _button(message: SeenMessage, word: str) -> str:
    """The custom id of the button whose label says `word` (in brackets or not)."""
    found = [b["custom_id"] for b in message.buttons if word in b.get("label", "")]
    assert found, (word, message.labels)
    return found[0]


async def _start(fake: FakeDiscord, bot: BarbuBot) -> Table:
    options = {"players": 3, "computers": 2}
    lobby = await (await fake.slash("alice", "guillotine start", options)).response()
    assert lobby is not None and "⟦" in lobby.text
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("alice", lobby, custom_id=_button(lobby, "Start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    return table


async def test_a_whole_game_speaks_only_through_the_catalogues(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, pseudo: None
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await _start(fake, bot)

    rules = {"card": "palace-guard"}
    card = await (await fake.slash("alice", "guillotine rules", rules)).response()
    assert card is not None and card.text.startswith("⟦**⟦Palace Guard⟧**"), card.text
    await play_until(fake, table, lambda: table.status != "playing", take_turn)
    assert table.status == "finished"
    final = await fake.wait_for_message(
        "bob", lambda m: "the game is over" in m.text, channel=table.record.thread_id
    )
    assert final.text.startswith("⟦**Guillotine: the game is over.**⟧")

    names = [user.display_name for user in fake.world.users.values()]
    found = [
        (route, text, words)
        for route, text in recorded_texts(fake)
        if (words := leftover_words(text, names))
    ]
    assert found == [], "\n".join(map(repr, found))
    ours = set(_command_texts(bot))
    assert len(ours) > 15
    stray = [f for f in command_leftovers(fake) if any(f.startswith(repr(t)) for t in ours)]
    assert stray == [], stray


def _command_texts(bot: BarbuBot) -> Iterator[str]:
    """The descriptions and choice names of Guillotine's own commands (start, rules); the
    rules' topics are the table layer's (cogs/tables/rules.py)."""
    group = bot.tree.get_command("guillotine")
    assert group is not None
    for command in group.commands:  # type: ignore[union-attr]
        if command.name not in ("start", "rules"):
            continue
        yield command.description
        for parameter in command.parameters:
            yield parameter.description
            if parameter.name != "topic":
                yield from (choice.name for choice in _choices(parameter))


def _choices(parameter: Any) -> list[Any]:
    return list(parameter.choices or [])
