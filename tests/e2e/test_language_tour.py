"""The four languages play every game: each registered game is played with the table in
French, German and Dutch (the `language` option of start) by alice, whose Discord client
speaks that language, against computer players. Every text the fake recorded (contents,
embeds, labels, options, alt texts, thread names) shows no English catalogue message that
the language words differently (`english_leftovers`), and known messages of the language
are there: the table's button, alice's refusal and her hand's prompt, the
end of the game.

English is every other test's language, so it is not played again here. Everything is
played whole in each language, as `TOURS` says for each game: a Barbu series under both
rule sets (28 and 24 deals, the longest of these tests: marked `long`, so they start
first), a Guillotine game (two players) and a Gin Slaughtre match to 1. One test plays
them all; a registered game without a tour fails `test_every_game_takes_the_tour`.

Each test records a few of the lines it saw (`record_property("lines", ...)`):
`python -m bench.language_tour` prints them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest

from bot.app import BarbuBot
from bot.tables import Table
from cogs.i18n import message_in
from games.registry import all_games
from tests.e2e.helpers import (
    FAST,
    Move,
    first_choice,
    lobby_button,
    open_table,
    play_until,
    private_answer,
    slaughter_move,
)
from tests.e2e.pseudo import english_leftovers, recorded_texts
from tests.e2e.test_guillotine import take_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord

LANGUAGES = ("fr", "de", "nl")
Record = Callable[[str, object], None]


async def _seat_alice(
    fake: FakeDiscord, bot: BarbuBot, game: str, language: str, options: dict
) -> tuple[Table, list[str]]:
    """Alice (her client in `language`) opens a table in `language`, is refused a second
    seat in her language, and starts it; the lines seen so far."""
    fake.user("alice").locale = language
    options = {**options, "language": language}
    table, lobby = await open_table(fake, bot, "alice", options, game)
    assert table.language == language
    join = lobby_button(table, "join")
    refusal = await private_answer(await fake.click("alice", lobby, custom_id=join))
    assert refusal == message_in(language, "tables-refused-already-seated")
    assert message_in(language, "tables-button-join") in lobby.labels
    start = lobby_button(table, "start")
    await (await fake.click("alice", lobby, custom_id=start)).response()
    await fake.wait_until(lambda: table.status == "playing")
    return table, [lobby.text.splitlines()[0], refusal]


class Hands:
    """Alice's moves through `move`, keeping each hand message she was shown."""

    def __init__(self, move: Callable) -> None:
        self.move, self.seen = move, []

    async def __call__(self, fake: FakeDiscord, table: Table, hand: SeenMessage) -> None:
        self.seen.append(hand)
        await self.move(fake, table, hand)


def _check(fake: FakeDiscord, table: Table, language: str, hands: Hands, prompt: str) -> list[str]:
    """What every language's table must show; the public lines worth quoting."""
    assert english_leftovers(fake, language) == []
    thread = fake.world.guild.channels[table.record.thread_id]
    # The thread is "<game> · <host>'s table" in the table's language.
    assert thread.name.endswith(message_in(language, "tables-thread-name", title="", host="Alice"))
    public = fake.visible_messages("bob", thread.id)  # bob watches: what everyone sees
    # The table message's button (a message whose deal ended has lost it: look at requests).
    labels = [text for _, text in recorded_texts(fake)]
    assert message_in(language, "tables-button-hand") in labels
    assert hands.seen and all(hand.ephemeral for hand in hands.seen)
    assert any(prompt in hand.text for hand in hands.seen), [h.text for h in hands.seen]
    return [thread.name, public[0].text.splitlines()[0], hands.seen[0].text.splitlines()[0]]


@dataclass(frozen=True)
class Tour:
    """How alice plays a whole game of one game (or of one of its rule sets) in a tour."""

    game: str
    options: dict[str, Any]  # of start, besides the language
    move: Move  # one of her moves, through her hand's controls
    prompt: str  # the catalogue message her hand shows when she has a choice to make
    # The game's last public message, once it came (and whatever else its end shows).
    ended: Callable[[FakeDiscord, str], Awaitable[SeenMessage]]
    long: bool = False


async def _barbu_ended(fake: FakeDiscord, language: str) -> SeenMessage:
    # Each deal's end came with its image, named in the table's language...
    deal_image = message_in(language, "tables-image-deal")
    assert any(
        a.filename == deal_image for m in fake.visible_messages("bob") for a in m.attachments
    )
    # ...and the series' with its results.
    head = message_in(language, "barbu-final-head", title="").split(":")[-1].strip("* ")
    return await fake.wait_for_message("bob", lambda m: head in m.text)


def _opening_with(key: str, **args: Any) -> Callable[[FakeDiscord, str], Awaitable[SeenMessage]]:
    """The game ends with a public message opening with the catalogue's `key`."""

    async def ended(fake: FakeDiscord, language: str) -> SeenMessage:
        over = message_in(language, key, **args).strip()
        return await fake.wait_for_message("bob", lambda m: m.text.startswith(over))

    return ended


# The tours, by name: every registered game's (a game with several rule sets, one a set).
TOURS = {
    f"barbu-{rules}": Tour(
        game="barbu",
        options={"rules": rules, "computers": 3},
        move=first_choice,
        prompt="barbu-play-a-card",
        ended=_barbu_ended,
        long=True,
    )
    for rules in ("barbu", "marley")
} | {
    "guillotine": Tour(
        game="guillotine",
        options={"players": 2, "computers": 1},
        move=take_turn,
        prompt="guillotine-play-an-action",
        ended=_opening_with("guillotine-game-over"),
    ),
    "slaughter": Tour(
        game="slaughter",
        options={"computer": True, "match": 1},
        move=slaughter_move,
        prompt="slaughter-status-your-turn",
        ended=_opening_with("slaughter-match-over", status=""),
    ),
}


def test_every_game_takes_the_tour() -> None:
    assert {tour.game for tour in TOURS.values()} == set(all_games())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=[pytest.mark.long] if tour.long else [])
        for name, tour in TOURS.items()
    ],
)
async def test_a_whole_game_in_the_language(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    record_property: Record,
    name: str,
    language: str,
) -> None:
    fake, tour = fake_discord, TOURS[name]
    bot = await start_barbu_bot(**FAST)
    table, lines = await _seat_alice(fake, bot, tour.game, language, tour.options)
    hands = Hands(tour.move)
    await play_until(fake, table, lambda: table.status != "playing", hands)
    assert table.status == "finished"
    end = await tour.ended(fake, language)
    lines += _check(fake, table, language, hands, message_in(language, tour.prompt))
    record_property("lines", [*lines, end.text.splitlines()[0]])
