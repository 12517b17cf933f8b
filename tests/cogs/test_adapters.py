"""Every game's adapter is a `GameAdapter`: it provides what the table layer needs, and
the hooks it does not override say "nothing" (the table layer then does without). The
tests' own game's is made where it is registered (tests/e2e/test_tinygame.py)."""

from __future__ import annotations

import pytest

from cogs.barbu.adapter import BarbuAdapter
from cogs.guillotine.adapter import GuillotineAdapter
from cogs.slaughter.adapter import SlaughterAdapter
from cogs.tables.adapter import GameAdapter


@pytest.mark.parametrize("adapter", [BarbuAdapter, GuillotineAdapter, SlaughterAdapter])
def test_every_adapter_is_a_complete_game_adapter(adapter: type[GameAdapter]) -> None:
    assert issubclass(adapter, GameAdapter)
    assert not adapter.__abstractmethods__  # it can be made: nothing left abstract


@pytest.mark.parametrize(
    ("adapter", "draws"),
    [(BarbuAdapter, True), (GuillotineAdapter, False), (SlaughterAdapter, False)],
)
def test_an_adapter_says_whether_it_draws_a_deals_end(
    adapter: type[GameAdapter], draws: bool
) -> None:
    """Barbu draws a finished deal's last trick and result (`deal_end`); the others' finished
    deals are their last table drawn again, which the table layer keeps only for them."""
    assert adapter().draws_deal_end is draws


def test_an_adapter_without_hooks_says_nothing() -> None:
    adapter = SlaughterAdapter()  # overrides none of them
    table = object()  # the defaults never read the table
    assert adapter.look_back(table, 0) is None  # type: ignore[arg-type]
    assert adapter.deal_end(table, 0) is None  # type: ignore[arg-type]
    assert adapter.window_title is None


def test_an_abstract_method_left_out_is_refused() -> None:
    class Partial(GameAdapter):
        game = "partial"

    with pytest.raises(TypeError):
        Partial()  # type: ignore[abstract]
