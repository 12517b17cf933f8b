"""How a season is called in each language (cogs/tables/seasons.py): a manager's name as
given, a season the monthly schedule opened by its month and year as the language writes
them (Babel), else its number; and the headings that say which results an answer counts."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.storage import Season
from cogs.i18n import speaking
from cogs.tables.seasons import Shown, season_name

NOVEMBER = datetime(2026, 11, 1, tzinfo=UTC).timestamp()
MONTHS = {"en": "November 2026", "fr": "novembre 2026", "de": "November 2026",
          "nl": "november 2026"}  # fmt: skip
NUMBERED = {"en": "Season 3", "fr": "Saison 3", "de": "Saison 3", "nl": "Seizoen 3"}


@pytest.mark.parametrize("language", MONTHS)
def test_a_season_by_its_name_its_month_or_its_number(language: str) -> None:
    by_month = Season(4, None, NOVEMBER, monthly=True, automatic=True, current=True)
    by_hand = Season(3, None, NOVEMBER + 86_400, monthly=True, automatic=False)
    named = Season(5, "Coupe **d'hiver**", NOVEMBER, monthly=False, automatic=False)
    with speaking(language):
        assert season_name(by_month) == MONTHS[language]
        assert season_name(by_hand) == NUMBERED[language]
        assert season_name(named) == "Coupe **d'hiver**"
        # In a heading the name is shown literally, never as markdown.
        assert "Coupe \\*\\*d'hiver\\*\\*" in Shown(named).heading()
        assert MONTHS[language] in Shown(by_month).heading()
        assert Shown(by_month).title("Barbu") == f"Barbu · {MONTHS[language]}"


def test_the_month_turns_at_midnight_utc() -> None:
    last_second = Season(2, None, NOVEMBER - 1, monthly=True, automatic=True)
    with speaking("en"):
        assert season_name(last_second) == "October 2026"
