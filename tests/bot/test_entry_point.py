"""The bot's entry point: without a token it stops with one clear line, no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


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
