"""The four languages play all three games (issue 17): each game is played with the table in
French, German and Dutch (the `language` option of start) by alice, whose Discord client
speaks that language, against computer players. Every text the fake recorded (contents,
embeds, labels, options, alt texts, thread names) shows no English catalogue message that
the language words differently (`english_leftovers`), and known messages of the language
are there: the table's button, alice's refusal and her hand's prompt, the
end of the game.

English is every other test's language, so it is not played again here. Everything is
played whole in each language: a Barbu series under both rule sets (28 and 24 deals, the
longest of these tests: marked `long`, so they start first), a Guillotine game (two
players) and a Gin Slaughtre match to 1.

Each test records a few of the lines it saw (`record_property("lines", ...)`):
`python -m bench.language_tour` prints them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.app import BarbuBot
from bot.tables import Table
from cogs.i18n import message_in
from tests.e2e.helpers import (
    FAST,
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
    return table, [lobby.content.splitlines()[0], refusal]


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
    assert any(prompt in hand.content for hand in hands.seen), [h.content for h in hands.seen]
    return [thread.name, public[0].content.splitlines()[0], hands.seen[0].content.splitlines()[0]]


@pytest.mark.long
@pytest.mark.parametrize("rules", ["barbu", "marley"])
@pytest.mark.parametrize("language", LANGUAGES)
async def test_barbu(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    record_property: Record,
    language: str,
    rules: str,
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lines = await _seat_alice(fake, bot, "barbu", language, {"rules": rules, "computers": 3})
    hands = Hands(first_choice)
    await play_until(fake, table, lambda: table.status != "playing", hands)
    assert table.status == "finished"
    # Each deal's end came with its image, named in the table's language...
    deal_image = message_in(language, "tables-image-deal")
    assert any(
        a.filename == deal_image for m in fake.visible_messages("bob") for a in m.attachments
    )
    # ...and the series' with its results.
    head = message_in(language, "barbu-final-head", title="").split(":")[-1].strip("* ")
    end = await fake.wait_for_message("bob", lambda m: head in m.content)
    lines += [*_check(fake, table, language, hands, message_in(language, "barbu-play-a-card"))]
    record_property("lines", [*lines, end.content.splitlines()[0]])


async def _whole_game(
    fake: FakeDiscord, bot: BarbuBot, record: Record, game: str, language: str, **how: Any
) -> None:
    """Alice plays a whole game of `game` with `how["options"]`, making her moves with
    `how["move"]`; it ends with a public message opening with `how["over"]`, and her hand
    once said `how["prompt"]`."""
    table, lines = await _seat_alice(fake, bot, game, language, how["options"])
    hands = Hands(how["move"])
    await play_until(fake, table, lambda: table.status != "playing", hands)
    assert table.status == "finished"
    end = await fake.wait_for_message("bob", lambda m: m.content.startswith(how["over"]))
    lines += _check(fake, table, language, hands, how["prompt"])
    record("lines", [*lines, end.content.splitlines()[0]])


@pytest.mark.parametrize("language", LANGUAGES)
async def test_guillotine(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, record_property: Record, language: str
) -> None:
    bot = await start_barbu_bot(**FAST)
    await _whole_game(
        fake_discord,
        bot,
        record_property,
        "guillotine",
        language,
        options={"players": 2, "computers": 1},
        move=take_turn,
        over=message_in(language, "guillotine-game-over"),
        prompt=message_in(language, "guillotine-play-an-action"),
    )


@pytest.mark.parametrize("language", LANGUAGES)
async def test_slaughter(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, record_property: Record, language: str
) -> None:
    bot = await start_barbu_bot(**FAST)
    await _whole_game(
        fake_discord,
        bot,
        record_property,
        "slaughter",
        language,
        options={"computer": True, "match": 1},
        move=slaughter_move,
        over=message_in(language, "slaughter-match-over", status="").strip(),
        prompt=message_in(language, "slaughter-status-your-turn"),
    )
