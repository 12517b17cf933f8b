"""Barbu's own words under the pseudo language (issue 17), without Discord: a whole series
of each rule set played on a table, and at every move what the adapter makes of it (the
status line; the words around the table's picture: above it, below it, its alt text; each
seat's hand: its text, buttons, menu and placeholder; the move told; the deal's summary,
its end, the previous trick; the scoresheet's and images' words) must have come through
the catalogue: no word outside ⟦…⟧ (tests/e2e/pseudo.py's rule). The table layer's own
words (lobby, ordinals, Hint) are cogs/tables' and are checked there."""

from __future__ import annotations

import random
from collections.abc import Iterator

import discord
import pytest

from bot.tables import Move
from cogs import i18n
from cogs.barbu import text
from cogs.barbu.adapter import BarbuAdapter
from cogs.tables.components import HintButton
from cogs.tables.words import hint, ordinal, timed_out
from tests.cogs.test_barbu_adapter_words import NAMES, _table
from tests.e2e.pseudo import leftover_words
from tests.render.test_barbu_languages import _strings


@pytest.fixture
def pseudo() -> Iterator[None]:
    i18n.force_language(i18n.PSEUDO)
    yield
    i18n.force_language(None)


def _item_texts(item: discord.ui.Item) -> list[str]:
    if isinstance(item, HintButton):
        return []  # the table layer's
    if isinstance(item, discord.ui.Select):
        return [item.placeholder or "", *(option.label for option in item.options)]
    return [getattr(item, "label", None) or ""]


@pytest.mark.long
@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_every_barbu_text_of_a_whole_series_comes_from_the_catalogue(
    pseudo: None, rules: str
) -> None:
    table = _table([], rules, seed=7)
    state = table.state
    rng = random.Random(7)
    adapter = BarbuAdapter()
    texts: list[str] = []
    while not state.is_over:
        (seat,) = state.actors()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        table.record.actions.append((seat, action))
        texts.append(adapter.status_line(table))
        said = adapter.table_text(table)
        texts += [said.status, *said.details, said.alt]
        move = Move(table.action_count, seat, action, None, "timer")
        said = adapter.describe_move(table, move)
        texts += [timed_out(NAMES[seat], said), hint(said)]
        texts += _strings(text.table_words(state.view(None), NAMES))
        for reader in range(4):
            hand = adapter.hand(table, reader, 0)
            texts.append(hand.content)
            texts += [said for item in hand.items for said in _item_texts(item)]
        texts.append(adapter.look_back(table, 0)[0])
    for index in range(len(state.sheet)):
        texts.append(adapter.deal_summary(table, index)[0])
        texts.append(adapter.deal_end(table, index)[0])
    texts += _strings(text.sheet_words(state.view(None)))
    texts.append(adapter.final_summary(table)[0].split("\n")[0])  # its lines are the table's
    assert len(texts) > 1000
    # The places ("1st") are the table layer's ordinals (cogs/tables/words.py), its own.
    places = {ordinal(place) for place in range(1, 5)}
    stray = {
        said: words
        for said in texts
        if said not in places and (words := leftover_words(said, NAMES))
    }
    assert stray == {}
