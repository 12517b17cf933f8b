"""The bot's entry point: whatever a new user gets wrong (no token, a bad setting or
database path, no network, a damaged database), it stops with one clear line, no
traceback; --help answers."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bot.test_storage import damage, stored_tables
from tests.e2e.processes import BotProcess
from tests.fakediscord.server import FakeDiscord


def test_without_a_token_the_bot_explains_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,  # no .env here
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "DISCORD_TOKEN" in lines[0]
    assert "discord.com/developers" in lines[0]
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_the_token_is_read_from_dotenv_and_never_shown(tmp_path: Path) -> None:
    from bot.settings import Settings

    secret = "MTIz.secret-token-value"
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={secret}\nDEV_GUILD_ID=42\n")
    saved = {k: os.environ.pop(k) for k in ("DISCORD_TOKEN", "DEV_GUILD_ID") if k in os.environ}
    try:
        settings = Settings.from_env(tmp_path / ".env")
    finally:
        for key in ("DISCORD_TOKEN", "DEV_GUILD_ID"):
            os.environ.pop(key, None)
        os.environ.update(saved)
    assert settings.discord_token == secret
    assert settings.dev_guild_id == 42
    assert secret not in repr(settings)


def test_a_database_url_chooses_postgresql_and_is_never_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.settings import Settings

    url = "postgresql://barbu:hunter2@db.example:5432/barbu"
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", url)
    # The SQLite path is not checked when it is not used (here a file that is no database).
    (tmp_path / "not-a-database").write_text("text\n")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "not-a-database"))
    settings = Settings.from_env(None)
    assert settings.database == url
    assert "hunter2" not in repr(settings)
    monkeypatch.delenv("DATABASE_URL")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "barbu.sqlite3"))
    assert Settings.from_env(None).database == tmp_path / "barbu.sqlite3"


@pytest.mark.parametrize(
    ("setting", "value", "said"),
    [
        ("COMPUTER_DELAY", "abc", "COMPUTER_DELAY must be a number"),
        ("LOG_LEVEL", "verbose", "LOG_LEVEL must be one of"),
        ("EDIT_INTERVAL", "-1", "EDIT_INTERVAL must be 0 or more"),
        ("REQUESTS_PER_SECOND", "0", "REQUESTS_PER_SECOND must be more than 0"),
        ("WORKERS", "two", "WORKERS must be a whole number"),
    ],
)
def test_a_malformed_setting_is_one_line(
    tmp_path: Path, setting: str, value: str, said: str
) -> None:
    env = {**os.environ, "DISCORD_TOKEN": "x", setting: value}
    result = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [f"barbu-bot: {result.stderr.strip()[11:]}"]
    assert said in result.stderr and "Traceback" not in result.stderr


# Every setting (.env.example): none leaks in from the environment the tests run in.
SETTINGS = {
    line.partition("=")[0]
    for line in (Path(__file__).parents[2] / ".env.example").read_text().splitlines()
    if line and not line.startswith("#")
}


def run_bot(tmp_path: Path, *args: str, **settings: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot` in `tmp_path` (no .env there) with these settings in its environment."""
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS} | settings
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=tmp_path, env=env, capture_output=True,
        text=True, timeout=60,  # a hang guard, not a bound on anything tested
    )  # fmt: skip


@contextlib.contextmanager
def closed_port() -> Iterator[str]:
    """A local address that refuses connections: bound (so no one else takes the port
    meanwhile) but not listening. Nothing here can reach the real network."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"127.0.0.1:{sock.getsockname()[1]}"


@pytest.mark.parametrize("log_level", ["WARNING", "INFO"])
def test_without_discord_the_bot_says_so_in_one_line(tmp_path: Path, log_level: str) -> None:
    with closed_port() as address:
        result = run_bot(
            tmp_path,
            DISCORD_TOKEN="x",
            DISCORD_API_BASE=f"http://{address}/api/v10",
            DISCORD_GATEWAY_URL=f"ws://{address}",
            LOG_LEVEL=log_level,
        )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    said = lines[-1]
    assert said.startswith("barbu-bot: can't reach Discord (") and address in said, said
    assert "check the network and DISCORD_API_BASE" in said
    # No voice warnings (a card bot needs no PyNaCl nor davey); at INFO only discord.py's
    # "logging in" line comes before.
    assert "PyNaCl" not in result.stderr and "davey" not in result.stderr
    if log_level == "WARNING":
        assert lines == [said], result.stderr
    else:
        assert all("INFO" in line for line in lines[:-1]), result.stderr


@pytest.mark.parametrize(
    ("database", "said"),
    [
        ("a-file/data/barbu.sqlite3", "can't be created: "),
        ("a-file/barbu.sqlite3", "can't be created: "),
        ("a-directory", "is a directory"),
        ("a-file", "is not a SQLite database"),
    ],
)
def test_a_bad_database_path_is_one_line_before_connecting(
    tmp_path: Path, database: str, said: str
) -> None:
    (tmp_path / "a-file").write_text("not a database\n")
    (tmp_path / "a-directory").mkdir()
    with closed_port() as address:
        # Discord is out of reach: had the check waited for login, the line would say so.
        result = run_bot(
            tmp_path, DISCORD_TOKEN="x", DATABASE_PATH=database,
            DISCORD_API_BASE=f"http://{address}/api/v10",
        )  # fmt: skip
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"barbu-bot: DATABASE_PATH '{database}'")
    assert said in lines[0], lines[0]
    # Nothing was created on the way.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-directory", "a-file"]
    assert list((tmp_path / "a-directory").iterdir()) == []


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_usage_without_a_token(tmp_path: Path, flag: str) -> None:
    result = run_bot(tmp_path, flag)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.startswith("usage: barbu-bot")
    assert "environment" in result.stdout and ".env.example" in result.stdout
    assert "DISCORD_TOKEN" in result.stdout


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("mysql://bot:secret@db/barbu", "must start with postgresql://"),
        ("postgresql://bot:secret@db:port/barbu", "is not a valid URL"),
        ("postgresql:///barbu", "names no server"),
    ],
)
def test_a_bad_database_url_is_one_line_before_connecting(
    tmp_path: Path, url: str, said: str
) -> None:
    with closed_port() as address:
        result = run_bot(
            tmp_path, DISCORD_TOKEN="x", DATABASE_URL=url,
            DISCORD_API_BASE=f"http://{address}/api/v10",
        )  # fmt: skip
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("barbu-bot: DATABASE_URL "), lines
    assert said in lines[0] and "secret" not in lines[0], lines[0]


async def test_a_damaged_database_stops_the_bot_in_one_line(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "data" / "barbu.sqlite3"
    await stored_tables(database, 30)
    damage(database, "page")
    process = BotProcess(fake_discord, tmp_path / "bot", database)
    # Discord is there (the fake): the bot logs in, opens its database and stops.
    status = await asyncio.to_thread(process.launch().wait, 60)  # a hang guard only
    assert status == 2
    lines = process.output().strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"barbu-bot: the database {database} is damaged ("), lines[0]
    assert lines[0].endswith("move it aside to start on a new, empty database.")
