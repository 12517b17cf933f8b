"""Fixtures of the end-to-end tests."""

from collections.abc import Iterator

import pytest

from cogs import i18n


@pytest.fixture
def pseudo() -> Iterator[None]:
    """Every table and every user speaks the pseudo language for one test (tests/e2e/pseudo.py
    checks afterwards that every text came through a catalogue). cogs/i18n.py is no
    extension's module, so a bot's close never drops it: this is the module every bot uses."""
    i18n.force_language(i18n.PSEUDO)
    try:
        yield
    finally:
        i18n.force_language(None)
