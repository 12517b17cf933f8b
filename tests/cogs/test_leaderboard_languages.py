"""The leaderboard image in each language: drawn, and every column heading on one line of
its column (French, German and Dutch headings are longer; the image would wrap one that
reached the next, never cut it). Names and numbers whole: tests/render/
test_leaderboard_names.py."""

from __future__ import annotations

import pytest

from cogs.i18n import LANGUAGES, speaking
from cogs.tables.words import decimal, leaderboard_title, leaderboard_words
from render.leaderboard import COLUMNS, HEAD_GAP, render_leaderboard
from render.theme import font

ROWS = [
    {"rank": 1, "name": "Anneliese Müller-Lüdenscheidt", "played": 128, "wins": 64,
     "avg_place": 1.85, "rating": 31.25},
    {"rank": 2, "name": "Zhang 张伟", "played": 7, "wins": 0, "avg_place": 3.0, "rating": -3.75},
]  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_leaderboard_in_each_language(language: str) -> None:
    with speaking(language):
        words = leaderboard_words()
        rows = [
            {**row, "avg_place": decimal(row["avg_place"], 2), "rating": decimal(row["rating"], 1)}
            for row in ROWS
        ]
        png = render_leaderboard(leaderboard_title("Guillotine"), rows, words)
    assert png.startswith(b"\x89PNG")
    head = font(18, bold=True)
    for index, (key, x, align) in enumerate(COLUMNS):
        if align == "r" and index:
            room = x - COLUMNS[index - 1][1] - HEAD_GAP
            assert head.getlength(words["columns"][key]) <= room, (language, key)
