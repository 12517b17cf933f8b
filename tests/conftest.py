"""Shared fixtures: the fake Discord and the bot running against it (tests/fakediscord);
a PostgreSQL server for the storage tests on that backend (tests/postgres.py); and
Hypothesis's settings profiles.

Choose a profile with pytest's `--hypothesis-profile NAME` (default `ci`):

- `ci`: 100 examples for a plain property test, derandomized (the same examples on each
  run: a failure is reproducible, and nothing differs between two runs of one commit);
- `dev`: a fifth as many, random ones (quick, and new examples each run; a failure is
  kept in .hypothesis/ and tried first next time);
- `thorough`: 25 times as many as `ci`, random: a bug hunt of several minutes.

A test that plays whole games asks for a share of the profile's count (e.g. a fifth:
20 series under `ci`, 500 under `thorough`). No profile has a deadline: how long an
example takes depends on the machine, not on the code under test.
"""

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from bot.workers import preload
from cogs.tables import WORKER_MODULES
from tests import loopguard
from tests.fakediscord.plugin import barbu_bot, fake_discord, start_barbu_bot, start_client
from tests.postgres import PostgresServer, find_bin_dir, running_postgres

__all__ = ["barbu_bot", "fake_discord", "postgres_server", "start_barbu_bot", "start_client"]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server for the whole run, started by the first test that needs one
    (tests/postgres.py); each test takes a fresh database of it (`new_database()`)."""
    try:
        find_bin_dir()
        missing = ""
    except RuntimeError as error:
        missing = str(error)
    if missing:
        # What to install, in one line: not the same traceback under every test that needs it.
        pytest.fail(missing, pytrace=False)
    with running_postgres() as server:
        yield server


loopguard.install()

# The workers of every test's bot start from one fork server per test process: have it
# import what the bot's table extension has it import, whichever test starts it first.
preload(*WORKER_MODULES)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked `long` (a whole series, a crash run) first, so that pytest-xdist, handing
    out one test at a time (`--maxschedchunk 1`), starts them on different processes at
    once instead of leaving one of them to run alone at the end."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


_EVERY_PROFILE = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("ci", max_examples=100, derandomize=True, **_EVERY_PROFILE)
settings.register_profile("dev", max_examples=20, **_EVERY_PROFILE)
settings.register_profile("thorough", max_examples=2500, **_EVERY_PROFILE)
# --hypothesis-profile, read after this file is loaded, replaces it.
settings.load_profile("ci")
