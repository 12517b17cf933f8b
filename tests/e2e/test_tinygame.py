"""A game that exists only in the tests, played end to end: High Card (tests/tinygame),
registered by the test alone, as one line of `GAME_PACKAGES` registers a game. It proves the
seam: a new game needs its own folders (rules, cog, adapter, catalogues) and that line;
nothing of the bot, the table layer or the renderers names it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cogs import i18n
from games import registry
from tests.e2e.helpers import FAST, lobby_button, open_table, play_until
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


def _forget_games() -> None:
    """The registered games are read once, and the catalogues with them: read them again."""
    registry.all_games.cache_clear()
    i18n.bundle.cache_clear()


@pytest.fixture
def high_card(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """High Card is one of the bot's games for one test."""
    packages = (*registry.GAME_PACKAGES, "tests.tinygame.rules")
    monkeypatch.setattr(registry, "GAME_PACKAGES", packages)
    _forget_games()
    yield
    monkeypatch.undo()
    _forget_games()


async def test_high_card_is_played_to_the_end_against_the_computer(
    high_card: None, fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table, lobby = await open_table(fake, bot, "alice", {"computer": True}, "highcard")
    assert lobby.text.startswith("**High Card** table opened by"), lobby.text
    await (await fake.click("alice", lobby, custom_id=lobby_button(table, "start"))).response()
    await fake.wait_until(lambda: table.status == "playing")
    assert table.seat_of(fake.user("alice").id) == 0 and table.is_computer(1)

    # Alice plays her first card at each of her choices; a lone card is played for her.
    moves = await play_until(fake, table, lambda: table.status != "playing")
    assert table.status == "finished" and moves >= 1
    assert sum(table.state.scores) == 3
    final = await fake.wait_for_message("bob", lambda m: "**High Card** is over." in m.text)
    assert final.images and "Alice: " in final.text, final.text

    stats = await (await fake.slash("alice", "highcard stats")).response()
    assert stats is not None, stats
    season, record = stats.text.splitlines()
    assert season == "Current season: **Season 1**"
    assert record.startswith("**Alice** · High Card: 1 game"), stats.text
