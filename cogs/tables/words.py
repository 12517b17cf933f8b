"""Words every game's messages share: numbers, players' names, seats, the lobby, turns,
leaderboards and stats, and what the table layer tells a player, in the language being
spoken (cogs/i18n.py; the sentences are in cogs/tables/locales/<lang>.ftl).

Each game's own sentences live in its catalogue (cogs/<game>/locales) and text.py; this is
the one place for the rest. A player's name is shown literally, never as markdown or a
mention (`plain`); a human seat is mentioned by id, which pings only that player (the bot
allows user mentions only).
"""

from __future__ import annotations

import functools
import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from babel import Locale
from babel.numbers import format_decimal

from bot.storage import PlayerStats, SeatRecord
from bot.tables import Table
from cogs.i18n import base_language, command_text, current_language, has_message, t
from games.cards import JOKERS, pretty

if TYPE_CHECKING:
    from cogs.tables.adapter import MoveWords

log = logging.getLogger(__name__)

# The `think_ms` start option of the games with a strong computer player.
THINK_TIME = command_text("tables-option-think-ms-description")
MINUS = "\u2212"  # a true minus sign, as typesetting has it
BUTTON_LABEL_LIMIT = 80  # the most characters Discord takes in a button's label


def _locale() -> Locale:
    """The Babel locale of the language being spoken (a test language's is English)."""
    return _babel_locale(base_language(current_language()))


@functools.cache
def _babel_locale(language: str) -> Locale:
    return Locale.parse(language)  # parsed once: Babel's own parsing costs ~0.1 ms a call


def number(count: int) -> str:
    """A number as the language writes it, with a true minus sign when negative and no
    plus sign: `5`, `−6`, `1,234` (English), `1 234` (French), `1.234` (German, Dutch)."""
    return format_decimal(count, locale=_locale()).replace("-", MINUS)


def decimal(value: float, digits: int) -> str:
    """A fraction with `digits` decimals as the language writes it: `3.2`, `3,2`."""
    pattern = "0." + "0" * digits if digits else "0"
    return format_decimal(value, format=pattern, locale=_locale()).replace("-", MINUS)


def signed(value: int) -> str:
    """A score with its sign: `+5`, `−6` (a true minus sign), `0`, numbers as the language
    writes them."""
    return f"+{number(value)}" if value > 0 else number(value)


def ordinal(value: int, of: str = "player") -> str:
    """A place: `1st`, `2nd`, `11th` (English), `1er`, `2e` (French), `1.` (German), `1e`
    (Dutch). `of` says what is counted, for the languages whose ordinal agrees with it:
    `player` (a player's place in the standings: French `1er`, as the standings write it
    whoever holds it) or `place` (the word "place" itself, or a position in a row: French
    `la 1re place`)."""
    form = _locale().ordinal_form(value)
    return t("tables-ordinal", number=value, form=form, of=of)


def listing(items: list[str], empty: str | None = None) -> str:
    """`Alice`, `Alice and Bob`, `Alice, Bob and Carol` in the language being spoken
    (`empty`, else "nobody", for none)."""
    if not items:
        return empty if empty is not None else t("tables-nobody")
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {t('tables-and')} " + items[-1]


def no_cards() -> str:
    """What a hand's image shows when the hand holds no card."""
    return t("tables-no-cards")


def card_faces() -> tuple[tuple[str, str], ...]:
    """What a card's face prints in the language spoken: the letters of the ace and the court
    cards, and the joker's word (render/cards.py `Faces`)."""
    letters = tuple((rank, t("tables-card-index", rank=rank)) for rank in "AKQJ")
    return (*letters, ("X", t("tables-card-joker")))  # X: the jokers' code (X1, X2)


def card_text(code: str, joker: str | None = None) -> str:
    """A card in a sentence or a label, with the letters its image prints in the language
    spoken: `D♠` in French for the queen of spades, `10♥`; a joker as `joker` (the game's
    word), else the word its face prints."""
    if code in JOKERS:
        return joker if joker is not None else t("tables-card-joker")
    shown = pretty(code)  # the engine's way: "Q♠", "10♥"
    if code[0] in "AKQJ":
        return t("tables-card-index", rank=code[0]) + shown[1:]
    return shown


def think_time_range() -> str:
    return t("tables-think-time-range")


def refused(game: str, code: str, **details: Any) -> str:
    """Why a move or a request was refused, in the language being spoken: the game's
    `<game>-refused-<code>` if its catalogue has it, else the shared `tables-refused-<code>`
    (the codes bot/tables raises, and those every game shares). Each game adapter's
    `refusal` calls this with the details already worded (cards by their names)."""
    for key in (f"{game}-refused-{code}", f"tables-refused-{code}"):
        if has_message(key):
            return t(key, **details)
    log.warning("No words for the refusal %r of %s", code, game)
    return t("tables-refused-not-now")


def table_refusal(error: Any) -> str:
    """A `TableError` (bot/tables) in words: `tables-refused-<code>`."""
    return refused("tables", error.code, **error.details)


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


def lobby_lines(table: Table, head: str) -> str:
    """A lobby message: its head line, the seats, and what happens next."""
    lines = [head]
    for index in range(table.seat_target()):
        if index < len(table.seats):
            seat = table.seats[index]
            who = f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {plain(seat.name)}"
            lines.append(f"{index + 1}. {who}")
        else:
            lines.append(f"{index + 1}. {t('tables-free-seat')}")
    if table.status == "playing":
        lines.append(t("tables-game-started"))
    elif table.status != "lobby":
        lines.append(t("tables-abandoned"))
    else:
        lines.append(t("tables-lobby-next"))
    return "\n".join(lines)


def opened_by(title: str, host_id: int, details: list[str]) -> str:
    """A lobby's head line: `**Barbu** table opened by @host · 28 deals · turn timer 90 s`."""
    return " · ".join([t("tables-opened-by", title=title, host=f"<@{host_id}>"), *details])


def turn_timer(seconds: int) -> str:
    return t("tables-turn-timer", seconds=seconds)


def thread_name(title: str, host: str) -> str:
    """The name of a game's thread: the game and its host, no internal number."""
    return t("tables-thread-name", title=title, host=host)[:100]


# ------------------------------------------------------- turns, time, seats, old hands


def timestamp(when: float) -> str:
    """A moment as Discord shows it to each reader, counting live ("in 2 minutes"), in
    the reader's own language."""
    return f"<t:{int(when)}:R>"


def deadline_line(deadline: float) -> str:
    """The table line's note of when the players on turn run out of time."""
    return t("tables-deadline", when=timestamp(deadline))


def window_line(closes: float, title: str | None) -> str:
    """The table line's countdown of an out-of-turn window (Guillotine's Wait a Moment!)."""
    if title:
        return t("tables-window", title=title, when=timestamp(closes))
    return t("tables-window-untitled", when=timestamp(closes))


def hand_deadline(deadline: float) -> str:
    """The hand's note of when the player runs out of time."""
    return t("tables-hand-deadline", when=timestamp(deadline))


def turn_ping(user_ids: list[int], deadline: float | None) -> str:
    """The message that notifies the players whose turn has come (it mentions them)."""
    who = ", ".join(f"<@{user_id}>" for user_id in user_ids)
    if deadline is None:
        return t("tables-turn-ping", who=who)
    return t("tables-turn-ping-deadline", who=who, when=timestamp(deadline))


def start_ping(user_ids: list[int], on_turn: list[int], deadline: float | None) -> str:
    """The first message in the game's thread: it notifies every player seated."""
    text = t("tables-start-ping", who=", ".join(f"<@{user_id}>" for user_id in user_ids))
    if on_turn:
        text += " " + turn_ping(on_turn, deadline)
    return text


def away_notice(seat: SeatRecord) -> str:
    """Told once in the thread when a player has missed turns in a row."""
    return t("tables-away-notice", who=seat_mention(seat))


def replaced_notice(name: str) -> str:
    """The answer to /… replace: the seat is handed over, and its player may take it back."""
    return t("tables-replaced-notice", name=plain(name))


def thread_deleted(title: str) -> str:
    return t("tables-thread-deleted", title=title)


def abandoned_by(title: str) -> str:
    """The channel's answer to /… abandon."""
    return t("tables-abandoned-by", title=title)


_DOUBLED_STOP = re.compile(r"([!?.…])\.(?=\s|$)")  # a name's own stop, then the sentence's


def one_stop(text: str) -> str:
    """One full stop where a sentence ends with a name that brings its own: a card called
    "Wait a Moment!" or "König Ludwig XVI." ends a sentence without a second one."""
    return _DOUBLED_STOP.sub(r"\1", text)


def timed_out(who: str, said: MoveWords) -> str:
    """A move the timer made for a player, the game's whole sentence for that kind of move:
    `⏱ @Alice ran out of time: the computer played Q♠ for them.`."""
    return one_stop(t(f"{said.game}-timed-out", who=who, move=said.move, **said.values))


def hint(said: MoveWords) -> str:
    """The answer of the Hint button: the game's whole sentence for the suggested move,
    then the table's own sentence on where hints are shown."""
    advice = one_stop(t(f"{said.game}-hint", move=said.move, **said.values))
    return f"{advice} {t('tables-hint-noted')}"


def file_name(key: str, **values: Any) -> str:
    """A file's name from the catalogue (`tables-image-table`: `table.png`), kept to the
    characters a file name takes (the pseudo language's brackets go)."""
    return re.sub(r"[^\w.-]", "", t(key, **values)) or "image.png"


def image_file(data: bytes, key: str, alt: str = "") -> discord.File:
    """An image as a message attachment: its file name and alt text in the language being
    spoken (`key` names both: the message and its `.alt`; `alt`, if given, is the alt text)."""
    return discord.File(
        io.BytesIO(data), filename=file_name(key), description=alt or t(f"{key}.alt")
    )


# ------------------------------------------------------- leaderboard and stats

_COLUMNS = ("rank", "name", "played", "wins", "avg_place", "rating")


def leaderboard_title(game: str) -> str:
    """The leaderboard image's title: `Barbu · leaderboard`."""
    return t("tables-leaderboard-title", game=game)


def leaderboard_words() -> dict[str, Any]:
    """The words of the leaderboard image besides its title and rows: the column headings
    (render/leaderboard.py), by column."""
    columns = {key: t(f"tables-column-{key.replace('_', '-')}") for key in _COLUMNS}
    return {"columns": columns, "empty": t("tables-leaderboard-empty")}


def leaderboard_line(rank: int, name: str, rating: float, wins: int, played: int, unit: str) -> str:
    """`1. Bob — rating 3.2, 1 win in 2 series`."""
    return t(
        "tables-leaderboard-line",
        rank=rank,
        name=name,
        rating=decimal(rating, 1),
        wins=wins,
        played=played,
        unit=unit,
    )


def stats_line(name: str, title: str, unit: str, stats: PlayerStats) -> str:
    """A player's record: games, wins, average place, best score, and rating with its rank
    (no rank while unrated: only games with another member rate a player). One sentence
    in the catalogue, chosen by `$rated`: the rating is not a clause from another message."""
    return t(
        "tables-stats-line",
        name=name,
        title=title,
        unit=unit,
        played=stats.played,
        wins=stats.wins,
        place=decimal(stats.avg_place, 2),
        best=signed(stats.best_score),
        rated="yes" if stats.rated else "no",
        rating=decimal(stats.rating, 1),
        rank=ordinal(stats.rank, "place"),
    )
