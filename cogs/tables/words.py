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


# ------------------------------------------------------- turns, time, seats, old hands


def timestamp(when: float) -> str:
    """A moment as Discord shows it to each reader, counting live ("in 2 minutes")."""
    return f"<t:{int(when)}:R>"


def deadline_line(deadline: float) -> str:
    """The table line's note of when the players on turn run out of time."""
    return f"⏱ Time runs out {timestamp(deadline)}."


def window_line(closes: float, title: str | None) -> str:
    """The table line's countdown of an out-of-turn window (Guillotine's Wait a Moment!)."""
    what = f"The **{title}** window" if title else "The window to play out of turn"
    return f"⏳ {what} closes {timestamp(closes)}."


def hand_deadline(deadline: float) -> str:
    """The hand's note of when the player runs out of time."""
    return f"⏱ Your time runs out {timestamp(deadline)}: then the computer plays for you."


def turn_ping(user_ids: list[int], deadline: float | None) -> str:
    """The message that notifies the players whose turn has come (it mentions them)."""
    who = ", ".join(f"<@{user_id}>" for user_id in user_ids)
    text = f"🔔 {who}: your turn"
    if deadline is not None:
        text += f", time runs out {timestamp(deadline)}"
    return text + "."


def start_ping(user_ids: list[int], on_turn: list[int], deadline: float | None) -> str:
    """The first message in the game's thread: it notifies every player seated."""
    who = ", ".join(f"<@{user_id}>" for user_id in user_ids)
    text = f"🃏 The game has started here: {who}."
    if on_turn:
        text += " " + turn_ping(on_turn, deadline)
    return text


def away_notice(seat: SeatRecord) -> str:
    """Told once in the thread when a player has missed turns in a row."""
    return (
        f"💤 {seat_mention(seat)} missed two turns in a row: the computer plays their seat "
        "from now on. Press **Take my seat back** to play again."
    )


def replaced_notice(name: str) -> str:
    """The answer to /… replace: the seat is handed over, and its player may take it back."""
    return (
        f"A computer player now plays {plain(name)}'s seat. {plain(name)} can press **Take my "
        "seat back** to play again."
    )


AWAY_HAND = "The computer plays your seat now. Press **Take my seat back** to play again."
HAND_EXPIRED = "This view has expired: press **Your hand** on the table message."
HAND_REPLACED = "You opened your hand again: use the newer message."
