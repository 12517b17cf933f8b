"""A server's leaderboard as an image: rank, name, games played, wins, average place, rating.

Rows come from the bot's queries as plain dicts (keys rank, name, played,
wins, avg_place, rating; a value may come already written as a string, e.g. "3,2"); up
to about 15 rows are drawn, the top three with gold, silver and bronze ranks. The title,
the column headings and the empty board's line are worded by the cog
(cogs/tables/words.py `leaderboard_words`).

Nothing is cut: a name too long for its column takes more lines of its row (a Discord name
is up to 32 characters), and the row grows; a heading too long for its column, or a
title too long for the image, takes more lines too; every number is drawn whole.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw, ImageFont

from render.theme import (
    GOLD,
    MUTED,
    SHEET_BG,
    SHEET_HEAD,
    SHEET_ROW,
    TEXT,
    break_lines,
    font,
    title_lines,
    to_png,
)

WIDTH = 900
MARGIN = 20
TITLE_HEIGHT = 60
TITLE_LINE = 34  # each more line of a long title
HEAD_HEIGHT = 38
HEAD_LINE = 22  # each more line of a long heading
ROW_HEIGHT = 40
NAME_LINE = 26  # each more line of a long name
MAX_ROWS = 20
HEAD_GAP = 12  # the least room between two column headings
CELL_GAP = 16  # the least room between a name and the games played


MEDALS = {1: (255, 204, 51), 2: (205, 215, 225), 3: (230, 160, 100)}

# (key, right edge or left edge, alignment); the headings are the words' "columns"[key].
COLUMNS: list[tuple[str, int, str]] = [
    ("rank", 70, "r"),
    ("name", 95, "l"),
    ("played", 530, "r"),
    ("wins", 632, "r"),
    ("avg_place", 770, "r"),
    ("rating", WIDTH - MARGIN - 8, "r"),
]


def _cell(key: str, row: dict[str, Any]) -> str:
    value = row.get(key)
    if value is None:
        return "–"
    if isinstance(value, str):
        return value  # already written as the reader's language writes numbers
    if key == "avg_place":
        return f"{float(value):.2f}"
    if key == "rating":
        return f"{float(value):.1f}"
    return str(value)


def _heading_lines(headings: dict[str, str], fnt: ImageFont.FreeTypeFont) -> list[list[str]]:
    """Each column's heading in lines: one, or more where French or German words are longer
    than the room up to the previous column (a heading never reaches into the next one)."""
    lines = []
    for index, (key, x, align) in enumerate(COLUMNS):
        room = x - COLUMNS[index - 1][1] - HEAD_GAP if align == "r" and index else WIDTH - x
        lines.append(break_lines(headings.get(key, ""), fnt, room))
    return lines


def _name_room(rows: list[dict[str, Any]], fnt: ImageFont.FreeTypeFont) -> float:
    """The names' column: up to the widest count of games played, and its gap."""
    played = max((fnt.getlength(_cell("played", row)) for row in rows), default=0.0)
    return COLUMNS[2][1] - COLUMNS[1][1] - max(40.0, played) - CELL_GAP


def draw_leaderboard(
    title: str, rows: list[dict[str, Any]], words: dict[str, Any] | None = None
) -> Image.Image:
    """The leaderboard as an RGB image (see `render_leaderboard` for PNG bytes)."""
    words = words or {}
    rows = rows[:MAX_ROWS]
    title_font = font(28, bold=True)
    heading = title_lines(title, title_font, WIDTH - 2 * MARGIN)
    title_height = TITLE_HEIGHT + (len(heading) - 1) * TITLE_LINE
    head_font = font(18, bold=True)
    headings = _heading_lines(words.get("columns") or {}, head_font)
    head_height = HEAD_HEIGHT + (max(map(len, headings)) - 1) * HEAD_LINE
    cell_font = font(21)
    bold_font = font(21, bold=True)
    room = _name_room(rows, cell_font)
    names = [break_lines(_cell("name", row), bold_font, room) for row in rows]
    heights = [ROW_HEIGHT + (len(lines) - 1) * NAME_LINE for lines in names]
    height = title_height + head_height + (sum(heights) or ROW_HEIGHT) + MARGIN
    image = Image.new("RGB", (WIDTH, height), SHEET_BG)
    draw = ImageDraw.Draw(image)
    first = TITLE_HEIGHT // 2
    for i, line in enumerate(heading):
        draw.text((MARGIN, first + i * TITLE_LINE), line, font=title_font, fill=GOLD, anchor="lm")
    y = title_height
    draw.rectangle((0, y, WIDTH, y + head_height), fill=SHEET_HEAD)
    for (_, x, align), lines in zip(COLUMNS, headings, strict=True):
        top = y + head_height / 2 - (len(lines) - 1) * HEAD_LINE / 2
        for i, line in enumerate(lines):
            draw.text(
                (x, top + i * HEAD_LINE), line, font=head_font, fill=MUTED, anchor=f"{align}m"
            )
    y += head_height
    if not rows:
        draw.text(
            (WIDTH / 2, y + ROW_HEIGHT / 2),
            words.get("empty", ""),
            font=font(20),
            fill=MUTED,
            anchor="mm",
        )
    for index, (row, lines, row_height) in enumerate(zip(rows, names, heights, strict=True)):
        if index % 2:
            draw.rectangle((0, y, WIDTH, y + row_height - 1), fill=SHEET_ROW)
        _row(draw, row, lines, y, row_height)
        y += row_height
    return image


def _row(
    draw: ImageDraw.ImageDraw, row: dict[str, Any], name: list[str], y: int, height: int
) -> None:
    """A player's row: the numbers on its middle, the name's lines around it."""
    cell_font = font(21)
    bold_font = font(21, bold=True)
    mid = y + height / 2
    for key, x, align in COLUMNS:
        fnt, fill = (bold_font, TEXT) if key in ("rank", "name", "rating") else (cell_font, TEXT)
        if key == "rank":
            fill = MEDALS.get(row.get("rank", 0), TEXT)  # a row without a rank: no medal
        if key == "name":
            top = mid - (len(name) - 1) * NAME_LINE / 2
            for i, line in enumerate(name):
                draw.text((x, top + i * NAME_LINE), line, font=fnt, fill=fill, anchor="lm")
            continue
        draw.text((x, mid), _cell(key, row), font=fnt, fill=fill, anchor=f"{align}m")


def render_leaderboard(
    title: str, rows: list[dict[str, Any]], words: dict[str, Any] | None = None
) -> bytes:
    """The leaderboard as PNG bytes; `words` the column headings ("columns", by key) and
    the "empty" board's line. Missing words are left blank."""
    return to_png(draw_leaderboard(title, rows, words), adaptive=True)
