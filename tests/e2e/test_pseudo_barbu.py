"""Barbu under the pseudo language (issue 17): a whole series, one human and three computer
players, each rule set, with every message of the catalogues wrapped in ⟦…⟧; every text
the fake Discord recorded must have come through a catalogue (tests/e2e/pseudo.py)."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import FAST, play_until, start_with_computers
from tests.e2e.pseudo import assert_all_through_catalogue, command_leftovers
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


@pytest.mark.long
@pytest.mark.parametrize("rules", ["barbu", "marley"])
async def test_a_whole_series_speaks_only_through_the_catalogues(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu, pseudo: None, rules: str
) -> None:
    bot = await start_barbu_bot(**FAST)
    table = await start_with_computers(fake_discord, bot, rules)
    await play_until(fake_discord, table, lambda: table.status != "playing")
    assert table.status == "finished"
    assert_all_through_catalogue(fake_discord)
    barbu = [text for text in command_leftovers(fake_discord) if "arbu" in text]
    assert barbu == []
