"""Words every game's messages share: players' names as message text, seats, the lobby.

A player's name is shown literally, never as markdown or a mention (`plain`); a human seat
is mentioned by id, which pings only that player (the bot allows user mentions only).
"""

from __future__ import annotations

import discord

from bot.storage import SeatRecord
from bot.tables import Table

# The `think_ms` start option of the games with a strong computer player.
THINK_TIME = "Milliseconds the strong computer player thinks per decision (default 500)"
THINK_TIME_RANGE = "The thinking time is between 100 and 2000 ms."


def plain(name: str) -> str:
    """A name in message text, shown literally: no markdown, no mention, no ping."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def text_names(table: Table) -> list[str]:
    """The seats' names for message text (images and labels take `table.names()`)."""
    return [plain(name) for name in table.names()]


def seat_mention(seat: SeatRecord) -> str:
    """A seat in a message: the player's mention, or a computer's name in bold."""
    return f"<@{seat.user_id}>" if seat.user_id is not None else f"**{plain(seat.name)}**"


def lobby_lines(table: Table, head: str) -> str:
    """A lobby message: its head line, the seats, and what happens next."""
    lines = [head]
    for index in range(table.seat_target()):
        if index < len(table.seats):
            seat = table.seats[index]
            who = f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {plain(seat.name)}"
            lines.append(f"{index + 1}. {who}")
        else:
            lines.append(f"{index + 1}. — free (a computer player if nobody joins)")
    if table.status == "playing":
        lines.append("The game has started.")
    elif table.status != "lobby":
        lines.append("This table was cancelled.")
    else:
        lines.append("Join, then the host presses Start (empty seats get computer players).")
    return "\n".join(lines)
