"""Barbu's and the shared table's sentences are whole catalogue messages: no message is
completed by another message's text (what "(trick 3 of deal 2)" once was, or the time-out
notice's participle). It explores: seeded random series of both rule sets, every text the
table, the hands, the previous trick, the time-out notices, the hints, the deals' and the
series' ends show along the way, in every language."""

from __future__ import annotations

import random
import re

import pytest

from bot.storage import SeatRecord, TableRecord
from bot.tables import Move, Table
from cogs.barbu import adapter as barbu_adapter
from cogs.barbu import text, tricks, vocabulary
from cogs.barbu.adapter import BarbuAdapter
from cogs.i18n import LANGUAGES, speaking
from cogs.tables import words
from tests.cogs.sentences import Recorder

NAMES = ["Alice", "Émile", "Bob", "Ines"]

# The messages whose text is a value, fine inside a sentence: a game's, a contract's, a
# suit's or a rank's name, "deal 3 of 28", a seat called "you", the money or the points
# with their unit ("40 points, pays 12"), a total, a place, a card, "nobody", a list of
# names; and the items of a list, each a whole clause of its own ("Alice played Q♠", "Bob
# doubled Ines (no change)", "1st Alice (40)", a seat's "13 cards · out 1st"), which a
# sentence shows after a colon.
VALUE = re.compile(
    r"^(barbu-(title|contract|contract-[a-z0-9-]+|short-[a-z0-9-]+|rank-[a-z0-9-]+|suit"
    r"|deal-of|total|final-score|you|you-listed|money|points"
    r"|trick-led|trick-you-led|trick-played|trick-you-played|double-effect|double-no-change"
    r"|alt-seat|alt-place|alt-row|alt-row-closed|seat-cards|seat-tricks|seat-out|seat-final)"
    r"|tables-(list-[a-z]+|and|nobody|ordinal|card-[a-z0-9-]+|suit-[a-z]+|computer[a-z-]*))$"
)


def _table(rules: str, seed: int) -> Table:
    record = TableRecord(
        id=1, guild_id=1, channel_id=1, thread_id=None, host_id=1, game="barbu",
        options={"rules": rules}, settings={"hints": True}, seed=seed,
        seats=[SeatRecord(None, name, "basic") for name in NAMES], status="playing",
        lobby_message_id=None, table_message_id=None, actions=[],
    )  # fmt: skip
    return Table(record)


def _series(rules: str, seed: int, told_deals: int) -> None:
    """A random series, everything said along its first `told_deals` deals and its end."""
    adapter = BarbuAdapter()
    table = _table(rules, seed)
    state = table.state
    rng = random.Random(seed)
    while not state.is_over:
        (seat,) = state.actors()
        legal = state.legal_actions(seat)
        action = rng.choice(legal)
        telling = adapter.deals_done(table) < told_deals
        if telling:
            adapter.table_text(table)
            adapter.status_line(table)
            adapter.hand(table, seat, 0)
            adapter.look_back(table, seat)
            words.hint(adapter.describe_move(table, Move(-1, seat, action, None, "hint")))
        done = adapter.deals_done(table)
        state.apply(seat, action)
        table.record.actions.append((seat, action))
        if telling:
            move = Move(len(table.record.actions) - 1, seat, action, None, "timer")
            words.timed_out("**Alice**", adapter.describe_move(table, move))
            if adapter.deals_done(table) > done:
                adapter.deal_summary(table, done)
                adapter.deal_end(table, done)
    adapter.table_text(table)
    adapter.final_summary(table)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_no_barbu_message_is_completed_by_another_message(
    language: str, rules: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    recorder = Recorder(text.t, VALUE)
    for module in (text, tricks, vocabulary, words, barbu_adapter):
        if hasattr(module, "t"):
            monkeypatch.setattr(module, "t", recorder)
    with speaking(language):
        _series(rules, seed=3, told_deals=3)
    assert len(recorder.sentences) > 50  # the series did say things
    found = sorted({(outer, inner) for outer, inner, _ in recorder.completed})
    assert found == [], "\n".join(f"{o} <- {i}" for o, i in found)
