"""Who counts as at the table for the turn pings (cogs/tables/turns.py): a click of the
last `PRESENT_FOR` seconds on the clock the toolkit gives, of a running table, outside any
out-of-turn window; a forgotten table leaves nothing. The pings themselves are played
through the fake Discord in tests/e2e/test_turns.py."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from cogs.tables.turns import PRESENT_FOR, TurnPings


class Clock:
    def __init__(self) -> None:
        self.at = 1000.0

    def now(self) -> float:
        return self.at


def make(status: str = "playing", window: float = 0.0) -> tuple[TurnPings, Any, Clock]:
    clock = Clock()
    game = SimpleNamespace(window=lambda state: table.window)
    table = SimpleNamespace(id=7, status=status, state=object(), game=game, window=window)
    kit: Any = SimpleNamespace(clock=clock.now)
    hub: Any = SimpleNamespace(tables={7: table})
    return TurnPings(kit, hub), table, clock


def test_a_click_counts_for_present_for_seconds() -> None:
    pings, table, clock = make()
    assert not pings._present(7, 42) and not pings.holds(7)
    pings.saw(7, 42)
    assert pings._present(7, 42) and not pings._present(7, 43) and pings.holds(7)
    clock.at += PRESENT_FOR - 0.5
    assert pings._present(7, 42)
    clock.at += 0.5
    assert not pings._present(7, 42)
    # The old click is pruned by the next one.
    pings.saw(7, 43)
    assert pings._clicks[7] == {43: clock.at}
    pings.forget(table)
    assert not pings.holds(7)


def test_clicks_in_a_window_of_an_ended_or_unknown_table_do_not_count() -> None:
    pings, table, _ = make(window=10.0)  # Guillotine's Wait a Moment! is open
    pings.saw(7, 42)
    assert not pings._present(7, 42) and not pings.holds(7)
    table.window = 0.0
    table.status = "finished"  # a click after the end: nothing kept once it is forgotten
    pings.saw(7, 42)
    pings.saw(8, 42)  # a table the hub does not hold
    assert not pings.holds(7) and not pings.holds(8)
