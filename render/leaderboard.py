"""A server's leaderboard as an image: rank, name, games played, wins, average place, rating.

Rows come from the bot's queries as plain dicts (keys rank, name, played,
wins, avg_place, rating; a value may come already written as a string, e.g. "3,2"); up
to about 15 rows are drawn, the top three with gold, silver and bronze ranks. The title,
the column headings and the empty board's line are worded by the cog
(cogs/tables/words.py `leaderboard_words`).
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.theme import GOLD, MUTED, SHEET_BG, SHEET_HEAD, SHEET_ROW, TEXT, fit, font, to_png

WIDTH = 900
MARGIN = 20
TITLE_HEIGHT = 60
HEAD_HEIGHT = 38
ROW_HEIGHT = 40
MAX_ROWS = 20
HEAD_GAP = 12  # the least room between two column headings

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


def draw_leaderboard(
    title: str, rows: list[dict[str, Any]], words: dict[str, Any] | None = None
) -> Image.Image:
    """The leaderboard as an RGB image (see `render_leaderboard` for PNG bytes)."""
    words = words or {}
    headings = words.get("columns") or {}
    rows = rows[:MAX_ROWS]
    height = TITLE_HEIGHT + HEAD_HEIGHT + max(1, len(rows)) * ROW_HEIGHT + MARGIN
    image = Image.new("RGB", (WIDTH, height), SHEET_BG)
    draw = ImageDraw.Draw(image)
    title_font = font(28, bold=True)
    draw.text(
        (MARGIN, TITLE_HEIGHT // 2),
        fit(title, title_font, WIDTH - 2 * MARGIN),
        font=title_font,
        fill=GOLD,
        anchor="lm",
    )
    y = TITLE_HEIGHT
    draw.rectangle((0, y, WIDTH, y + HEAD_HEIGHT), fill=SHEET_HEAD)
    head_font = font(18, bold=True)
    for index, (key, x, align) in enumerate(COLUMNS):
        # A heading never reaches into the next one (French and German words are longer).
        room = x - COLUMNS[index - 1][1] - HEAD_GAP if align == "r" and index else WIDTH
        text = fit(headings.get(key, ""), head_font, room)
        draw.text((x, y + HEAD_HEIGHT / 2), text, font=head_font, fill=MUTED, anchor=f"{align}m")
    y += HEAD_HEIGHT
    if not rows:
        draw.text(
            (WIDTH / 2, y + ROW_HEIGHT / 2),
            words.get("empty", ""),
            font=font(20),
            fill=MUTED,
            anchor="mm",
        )
    cell_font = font(21)
    bold_font = font(21, bold=True)
    name_room = COLUMNS[2][1] - COLUMNS[1][1] - 90  # leave room for "Played"
    for index, row in enumerate(rows):
        if index % 2:
            draw.rectangle((0, y, WIDTH, y + ROW_HEIGHT - 1), fill=SHEET_ROW)
        mid = y + ROW_HEIGHT / 2
        for key, x, align in COLUMNS:
            text = _cell(key, row)
            fnt, fill = cell_font, TEXT
            if key == "rank":
                fnt = bold_font
                fill = MEDALS.get(row.get("rank", 0), TEXT)  # a row without a rank: no medal
            elif key == "name":
                fnt, text = bold_font, fit(text, bold_font, name_room)
            elif key == "rating":
                fnt = bold_font
            draw.text((x, mid), text, font=fnt, fill=fill, anchor=f"{align}m")
        y += ROW_HEIGHT
    return image


def render_leaderboard(
    title: str, rows: list[dict[str, Any]], words: dict[str, Any] | None = None
) -> bytes:
    """The leaderboard as PNG bytes; `words` the column headings ("columns", by key) and
    the "empty" board's line. Missing words are left blank."""
    return to_png(draw_leaderboard(title, rows, words), adaptive=True)
