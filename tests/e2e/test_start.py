"""What the bot says when it starts, through the fake Discord: one line with its name, its
number of servers and its invite link; none of discord.py's voice warnings."""

from __future__ import annotations

import asyncio
import logging
from urllib.parse import parse_qs, urlsplit

import discord
import pytest

from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


class Announced(logging.Handler):
    """Sets `seen` when the bot logs its start line (so the test waits on it, not on time)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.seen = asyncio.Event()

    def emit(self, record: logging.LogRecord) -> None:
        if "invite it with" in record.getMessage():
            self.seen.set()


async def test_start_logs_one_line_with_the_servers_and_the_invite_link(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # discord.py warns once per process, at the first client: make this one the first.
    monkeypatch.setattr(discord.VoiceClient, "warn_nacl", True)
    monkeypatch.setattr(discord.VoiceClient, "warn_dave", True)
    announced = Announced()
    logging.getLogger("bot.app").addHandler(announced)
    caplog.set_level(logging.INFO)
    try:
        bot = await start_barbu_bot()
        await asyncio.wait_for(announced.seen.wait(), timeout=10)  # a hang guard
    finally:
        logging.getLogger("bot.app").removeHandler(announced)

    lines = [r.getMessage() for r in caplog.records if "invite it with" in r.getMessage()]
    assert len(lines) == 1, lines
    line = lines[0]
    assert line.startswith(f"Logged in as {bot.user}, in 1 server; ")  # the fake has one guild
    link = line.rpartition(" ")[2]
    query = parse_qs(urlsplit(link).query)
    assert query["client_id"] == [str(fake_discord.world.application_id)]
    assert query["scope"] == ["bot applications.commands"]
    # README, Set-up: View Channels, Send Messages, Attach Files, Create Public Threads and
    # Send Messages in Threads.
    wanted = discord.Permissions(
        view_channel=True,
        send_messages=True,
        attach_files=True,
        create_public_threads=True,
        send_messages_in_threads=True,
    )
    assert query["permissions"] == [str(wanted.value)]

    said = " ".join(r.getMessage() for r in caplog.records)
    assert "PyNaCl" not in said and "davey" not in said
