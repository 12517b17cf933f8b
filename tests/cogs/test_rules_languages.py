"""The rules pages in each language (cogs/tables/rules.py): a translation keeps the English
page's topic keys, a missing one reads English, the pseudo language wraps every paragraph."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cogs.tables import rules
from cogs.tables.i18n import PSEUDO

ENGLISH = "# Cards\n\nPlay cards.\n\nMore.\n\n## How to deal\n\nDeal.\n\n## Scores\n\nCount."
FRENCH = "# Cartes\n\nJouez.\n\n## La donne\n\nDonnez.\n\n## Les points\n\nComptez."


@pytest.fixture
def pages(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[tuple[str, str], str]]:
    found = {("cards", "en"): ENGLISH, ("cards", "fr"): FRENCH, ("short", "en"): ENGLISH,
             ("short", "de"): "# Karten\n\nSpielt."}  # fmt: skip
    monkeypatch.setattr(rules, "page_text", lambda game, language="en": found.get((game, language)))
    rules.page.cache_clear()
    yield found
    rules.page.cache_clear()


def test_a_translation_keeps_the_english_keys(pages: dict) -> None:
    french = rules.page("cards", "fr")
    assert list(french.topics) == ["overview", "how-to-deal", "scores"]
    assert french.topics["scores"].title == "Les points" and french.summary == "Jouez."
    assert rules.topic_title("cards", "how-to-deal", "fr") == "La donne"
    assert rules.topic_title("cards", "how-to-deal", "de") is None  # no German page
    (embed,) = rules.embeds("cards", "scores", "fr") or []
    assert embed.title == "Cartes · Les points" and embed.description == "Comptez."


def test_a_missing_or_different_translation_reads_english(pages: dict) -> None:
    assert rules.page("cards", "nl") is rules.page("cards")
    # A German page without the English sections would give the choices wrong keys.
    assert rules.page("short", "de").title == "Cards"


def test_the_pseudo_language_wraps_every_paragraph(pages: dict) -> None:
    pseudo = rules.page("cards", PSEUDO)
    assert pseudo.topics["overview"].text == "⟦Play cards.⟧\n\n⟦More.⟧"
    assert pseudo.topics["scores"].title == "⟦Scores⟧" and pseudo.title == "⟦Cards⟧"
