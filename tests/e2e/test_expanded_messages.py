"""Every game played whole in the expanded test language (cogs/expanded.py: every message
40% longer than its English, in accented letters), through the fake Discord, which refuses
any payload Discord would (a text over its limit, too many components): the lobby, the
table message, the hands and their hints, the previous trick, each deal's end, the
scoresheet, the results, the standings, the refusals on the way.

Alice, whose name is as long as Discord's allow and accented, plays each tour of
tests/e2e/test_language_tour.py against computer players. Every request the bot made was
accepted, every player's name reached Discord whole (never cut with "…"), and the final
message shows every player's name and final score."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.app import BarbuBot
from bot.tables import Table
from cogs import i18n
from cogs.i18n import message_in
from cogs.tables.layout import ALT_TEXT_LIMIT
from cogs.tables.words import file_name, number, plain
from tests.e2e.helpers import FAST, lobby_button, open_table, play_until, private_answer
from tests.e2e.pseudo import recorded_texts
from tests.e2e.test_language_tour import TOURS, Hands
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

LONG_NAME = "Bérénice-Amélie de la Tour-Valée"  # 32 characters, Discord's longest
assert len(LONG_NAME) == 32


ENDS = {
    "barbu": "barbu-final-head",
    "guillotine": "guillotine-game-over",
    "slaughter": "slaughter-match-over",
}


@pytest.fixture
def expanded() -> Iterator[None]:
    """Every table and every user speaks the expanded language for one test."""
    i18n.force_language(i18n.EXPANDED)
    try:
        yield
    finally:
        i18n.force_language(None)


async def _seat_alice(fake: FakeDiscord, bot: BarbuBot, game: str, options: dict) -> Table:
    """Alice opens a table, is refused a second seat, and starts it."""
    fake.user("alice").global_name = LONG_NAME
    table, lobby = await open_table(fake, bot, "alice", options, game)
    join = lobby_button(table, "join")
    refusal = await private_answer(await fake.click("alice", lobby, custom_id=join))
    assert refusal == message_in(i18n.EXPANDED, "tables-refused-already-seated")
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    return table


def _cut_names(texts: list[str], names: list[str]) -> list[tuple[str, str]]:
    """(text, name) for every text showing a name's beginning cut short by "…"."""
    found = []
    for text in texts:
        for name in names:
            for length in range(3, len(name)):
                if name[:length].rstrip() + "…" in text and name not in text:
                    found.append((text, name))
                    break
    return found


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=[pytest.mark.long] if tour.long else [])
        for name, tour in TOURS.items()
    ],
)
async def test_a_whole_game_in_the_expanded_language(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, expanded: None, name: str
) -> None:
    fake, tour = fake_discord, TOURS[name]
    bot = await start_barbu_bot(**FAST)
    table = await _seat_alice(fake, bot, tour.game, tour.options)
    hands = Hands(tour.move)
    await play_until(fake, table, lambda: table.status != "playing", hands)
    assert table.status == "finished"
    # The game's last public message: its words without the values put in them (the rings
    # that lengthen a line come after a value).
    said = message_in(i18n.EXPANDED, ENDS[tour.game], title="\x01", status="\x01")
    words = max(said.split("\x01"), key=len).strip()
    end = await fake.wait_for_message("bob", lambda m: words in m.text)
    if tour.game == "barbu":  # each deal's end came with its picture, a .png
        deal = file_name("tables-image-deal")
        assert deal.endswith(".png")
        assert any(a.filename == deal for m in fake.visible_messages("bob") for a in m.attachments)

    refused = [(r.route, r.status, r.response) for r in fake.recorder.requests if r.status >= 400]
    assert refused == []
    texts = [text for _, text in recorded_texts(fake)]
    assert any("ĥååñð" in text.lower() for text in texts)  # the language was spoken
    names = table.names()
    assert LONG_NAME in names
    assert _cut_names(texts, names) == []
    # No picture's description was cut to Discord's limit (cogs/tables/layout.py).
    alts = [
        attachment.get("description") or ""
        for request in fake.recorder.requests
        if isinstance(request.json, dict)
        for attachment in (request.json.get("data") or request.json).get("attachments") or []
    ]
    assert alts and all(alt.strip() for alt in alts)
    assert [alt for alt in alts if len(alt) >= ALT_TEXT_LIMIT] == []
    # The end shows every player (by mention or by name) and every final
    # score as the language writes numbers.
    final = end.text
    players = [
        (f"<@{seat.user_id}>", plain(name))
        for seat, name in zip(table.record.seats, names, strict=True)
    ]
    assert all(mention in final or name in final for mention, name in players), final
    scores = table.state.view(None).get("scores") or []
    missing = [s for s in scores if not re.search(rf"(?<![\d]){re.escape(number(s))}(?!\d)", final)]
    assert missing == [], final
    assert all(hand.ephemeral for hand in hands.seen)
