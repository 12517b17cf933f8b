"""Words every game's messages share: plurals, numbers, players' names, seats, the lobby,
leaderboards and stats, and what the table layer tells a player.

Each game's own sentences live in cogs/<game>/text.py; this is the one place for the rest.
A player's name is shown literally, never as markdown or a mention (`plain`); a human seat
is mentioned by id, which pings only that player (the bot allows user mentions only).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.storage import PlayerStats, SeatRecord
from bot.tables import Table

# The `think_ms` start option of the games with a strong computer player.
THINK_TIME = "Milliseconds the strong computer player thinks per decision (default 500)"
THINK_TIME_RANGE = "The thinking time is between 100 and 2000 ms."


# What a hand's image shows when the hand holds no card.
NO_CARDS = "No cards"

# Irregular plurals; every other word takes an "s". The one place plurals are made (a
# translation catalogue will replace this function, not its callers).
_PLURALS = {"match": "matches", "series": "series", "was": "were", "is": "are", "has": "have"}


def number(count: int) -> str:
    """A number with a true minus sign when negative and no plus sign: `5`, `−6`, `0`."""
    return f"−{-count}" if count < 0 else str(count)


def plural(count: int, word: str) -> str:
    """`1 card`, `3 cards`, `0 wins`, `2 matches`, `1 series`, `−3 points`: the count (a
    true minus sign if negative) and its word."""
    return f"{number(count)} {word if count == 1 else _PLURALS.get(word, word + 's')}"


def signed(number: int) -> str:
    """A score with its sign: `+5`, `−6` (a true minus sign), `0`."""
    if number > 0:
        return f"+{number}"
    return f"−{-number}" if number < 0 else "0"


def ordinal(number: int) -> str:
    """`1st`, `2nd`, `3rd`, `11th`, `22nd`."""
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th') }"


def listing(items: list[str], empty: str = "nobody") -> str:
    """`Alice`, `Alice and Bob`, `Alice, Bob and Carol` (`empty` for none)."""
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def plain(name: str) -> str:
    """A name in message text, shown literally: no markdown, no mention, no ping."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def text_names(table: Table) -> list[str]:
    """The seats' names for message text (images and labels take `table.names()`)."""
    return [plain(name) for name in table.names()]


def seat_mention(seat: SeatRecord) -> str:
    """A seat in a message: the player's mention, or a computer's name in bold."""
    return f"<@{seat.user_id}>" if seat.user_id is not None else f"**{plain(seat.name)}**"


MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


def place_line(place: int, who: str, score: str) -> str:
    """One line of final standings: `🥇 1st Alice — +40`."""
    return f"{MEDALS.get(place, '·')} {ordinal(place)} {who} — {score}"


# ------------------------------------------------------------------ the lobby

TABLE_ABANDONED = "This table was abandoned: no results are recorded."
GAME_STARTED = "The game has started."
LOBBY_NEXT = "Join, then the host presses Start (empty seats get computer players)."
FREE_SEAT = "— free (a computer player if nobody joins)"


def lobby_lines(table: Table, head: str) -> str:
    """A lobby message: its head line, the seats, and what happens next."""
    lines = [head]
    for index in range(table.seat_target()):
        if index < len(table.seats):
            seat = table.seats[index]
            who = f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {plain(seat.name)}"
            lines.append(f"{index + 1}. {who}")
        else:
            lines.append(f"{index + 1}. {FREE_SEAT}")
    if table.status == "playing":
        lines.append(GAME_STARTED)
    elif table.status != "lobby":
        lines.append(TABLE_ABANDONED)
    else:
        lines.append(LOBBY_NEXT)
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


def opened_by(title: str, host_id: int, details: list[str]) -> str:
    """A lobby's head line: `**Barbu** table opened by @host · 28 deals · turn timer 90 s`."""
    return " · ".join([f"**{title}** table opened by <@{host_id}>", *details])


def turn_timer(seconds: int) -> str:
    return f"turn timer {seconds} s"


def thread_name(title: str, host: str) -> str:
    """The name of a game's thread: the game and its host, no internal number."""
    return f"{title} · {host}'s table"[:100]


def thread_deleted(title: str) -> str:
    return f"The thread of this {title} game was deleted: the game goes on here."


def abandoned_by(title: str) -> str:
    """The channel's answer to /… abandon."""
    return f"The {title} table here was abandoned: no results are recorded."


def timed_out(who: str, what: str) -> str:
    """A move the timer made for a player: `⏱ @Alice ran out of time: …`."""
    return f"⏱ {who} ran out of time: the computer {what} for them."


def hint(what: str) -> str:
    return (
        f"💡 The strong computer player would have {what}. (Hints used at this table are "
        "shown on the scoresheet.)"
    )


# ------------------------------------------------------- leaderboard and stats

# The leaderboard image's column headings (render/leaderboard.py), by column.
LEADERBOARD_COLUMNS = {
    "rank": "#",
    "name": "Player",
    "played": "Played",
    "wins": "Wins",
    "avg_place": "Avg place",
    "rating": "Rating",
}


def leaderboard_title(game: str) -> str:
    """The leaderboard image's title: `Barbu · leaderboard`."""
    return f"{game} · leaderboard"


def leaderboard_words() -> dict[str, Any]:
    """The words of the leaderboard image besides its title and rows."""
    return {"columns": LEADERBOARD_COLUMNS, "empty": "No finished games yet"}


def leaderboard_line(rank: int, name: str, rating: float, wins: int, played: int, unit: str) -> str:
    """`1. Bob — rating 3.2, 1 win in 2 series`."""
    return f"{rank}. {name} — rating {rating:.1f}, {plural(wins, 'win')} in {plural(played, unit)}"


def stats_line(name: str, title: str, unit: str, stats: PlayerStats) -> str:
    """A player's record: games, wins, average place, best score, and rating with its rank
    (no rank while unrated: only games with another member rate a player)."""
    rating = (
        f"rating {stats.rating:.1f} (#{stats.rank} on this server)"
        if stats.rated
        else "not rated yet (a game with another member rates you)"
    )
    return (
        f"**{name}** · {title}: {plural(stats.played, unit)}, {plural(stats.wins, 'win')}, "
        f"average place {stats.avg_place:.2f}, best score {signed(stats.best_score)}, {rating}"
    )
