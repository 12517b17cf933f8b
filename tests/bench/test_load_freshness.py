"""`bench.load`'s table-message staleness: which write showed a move, and when.

- A publication's time is the fake's acceptance of its message's last write before it
  returned; one with no write found keeps its own time and is counted.
- A move is shown by the first publication that drew its count or more; moves outside
  the window are left out; a move never shown counts to the horizon and is counted.
"""

from __future__ import annotations

import pytest

from bench.load import Freshness, shown_at, staleness


def test_a_publication_is_shown_when_its_last_write_was_accepted() -> None:
    writes = {7: [1.0, 2.0, 3.5], 8: [4.0]}
    reports = [(2.2, 3, 7), (3.6, 5, 7), (4.1, 6, 8), (0.5, 1, 9)]
    shown, missing = shown_at(reports, writes)
    assert shown == [(2.0, 3), (3.5, 5), (4.0, 6), (0.5, 1)]
    assert missing == 1


def test_each_move_waits_for_the_first_write_that_shows_it() -> None:
    applied = [0.0, 1.0, 1.5, 2.0, 9.0]  # the k-th action at applied[k - 1]
    shown = [(3.0, 2), (2.5, 1), (4.0, 4)]  # (when, count), in any order
    times, unshown = staleness(applied, shown, window=(0.5, 10.0), horizon=12.0)
    # Actions 2 to 5 are in the window: 2 shown at 3.0, 3 and 4 at 4.0, 5 never.
    assert times == pytest.approx([2.0, 2.5, 2.0, 3.0])
    assert unshown == 1


def test_a_table_is_behind_until_a_publication_shows_its_moves() -> None:
    fresh = Freshness()
    fresh.moved(1, 2, at=1.0)
    fresh.moved(1, 3, at=2.0)
    assert fresh.applied[1] == [1.0, 1.0, 2.0]
    assert fresh.behind(1, until=1.5)
    fresh.showed(1, 2, message=10, at=1.8)
    assert not fresh.behind(1, until=1.5) and fresh.behind(1, until=2.5)
