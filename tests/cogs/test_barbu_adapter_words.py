"""Barbu's adapter words a move as the table saw it: a double of a player who had doubled
the mover is a redouble (issue 16: the timeout notice said "doubled" for a redouble)."""

from __future__ import annotations

import random

from bot.storage import SeatRecord, TableRecord
from bot.tables import Move, Table
from cogs.barbu.adapter import BarbuAdapter
from games import barbu

NAMES = ["Alice", "Bob", "Carol", "Dave"]


def _table(actions: list[tuple[int, str]], rules: str = "barbu", seed: int = 5) -> Table:
    record = TableRecord(
        id=1, guild_id=1, channel_id=1, thread_id=None, host_id=1, game="barbu",
        options={"rules": rules}, settings={}, seed=seed,
        seats=[SeatRecord(None, name, "basic") for name in NAMES], status="playing",
        lobby_message_id=None, table_message_id=None, actions=actions,
    )  # fmt: skip
    return Table(record)


def test_a_timed_out_redouble_is_called_a_redouble() -> None:
    state = barbu.new_game(seed=5, players=4, options={"rules": "barbu"})
    rng = random.Random(0)
    actions: list[tuple[int, str]] = []
    # Play until someone may answer a double: a legal double naming whoever doubled them.
    while True:
        (seat,) = state.actors()
        doubled_by = {a for a, b, _ in state.view(None).get("doubles") or [] if b == seat}
        legal = state.legal_actions(seat)
        answer = [a for a in legal if a.startswith("double:") and doubled_by & {
            int(s) for s in a[7:].split(",") if s}]  # fmt: skip
        if state.phase == "double" and answer:
            break
        action = next((a for a in legal if a.count(",") >= 1), rng.choice(legal))
        state.apply(seat, action)
        actions.append((seat, action))
    action = max(answer, key=len)
    targets = [int(s) for s in action[7:].split(",")]
    adapter = BarbuAdapter()
    before = _table(list(actions))
    hint = adapter.describe_move(before, Move(-1, seat, action, None, "hint"))
    after = _table([*actions, (seat, action)])
    timeout = adapter.describe_move(after, Move(len(actions), seat, action, None, "timer"))
    assert hint == timeout
    redoubled = [NAMES[t] for t in targets if t in doubled_by]
    assert timeout.move in ("redoubled", "redoubled-doubled"), timeout
    assert redoubled[0] in str(timeout.values["redoubled"])
    said = " ".join(str(value) for value in timeout.values.values())
    assert all(NAMES[t] in said for t in targets)


def test_with_everyone_chosen_the_doubling_hand_has_no_second_button_for_it() -> None:
    # Found by the fuzz against the fake: Confirm and "Double everyone I may" became the
    # same move, one custom id twice, which Discord refuses (50035).
    state = barbu.new_game(seed=5, players=4, options={"rules": "barbu"})
    rng = random.Random(1)
    actions: list[tuple[int, str]] = []
    while not (state.phase == "double" and max(a.count(",") for a in state.legal_actions(
            state.actors()[0])) >= 1):  # fmt: skip
        (seat,) = state.actors()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seat, action))
    (seat,) = state.actors()
    table = _table(actions)
    adapter = BarbuAdapter()
    everyone = sum(1 << t for t in range(4) if t != seat)
    for selection, buttons in ((0, 2), (everyone, 1)):
        items = adapter.hand(table, seat, selection).items
        ids = [item.custom_id for item in items]
        assert len(ids) == len(set(ids)), ids
        actions_shown = [i for i in ids if i.startswith("tbl:act:")]
        assert len(actions_shown) == buttons, (selection, ids)
