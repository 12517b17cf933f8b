"""The leaderboard of each game in English, French, German and Dutch, a full page of
players with the longest names (32 W, "Bérénice-Amélie de la Tour-Vallée") and big
numbers: every name drawn whole (a long name takes more lines of its row, the row grows),
every number whole, the title and the headings whole; no "…", no text outside the image,
no two texts over each other. `python -m tests.render.test_leaderboard_names FOLDER` saves
the pictures (and copies 360 px wide, as a phone shows them) for a person to look at."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from cogs.i18n import LANGUAGES, speaking
from cogs.tables.words import decimal, leaderboard_title, leaderboard_words
from games.registry import all_games
from render import leaderboard
from render.leaderboard import render_leaderboard
from render.theme import break_lines, font, title_lines
from tests.render.drawn import IMAGE_LANGUAGES, drawn_texts

LONGEST = ["WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Bérénice-Amélie de la Tour-Vallée"]
OTHERS = ["Anneliese Müller-Lüdenscheidt", "Bob", "Zhang 张伟", "Maximilian von Hohenberg-Ostheim"]
PAGE = 15  # the leaderboard command's page (cogs/tables/commands.py)
GAMES = [info.title for info in all_games().values()]


def rows() -> list[dict[str, Any]]:
    """A page of players, as the command hands them (numbers written in the language)."""
    names = [*LONGEST, *OTHERS]
    return [
        {
            "rank": rank,
            "name": names[(rank - 1) % len(names)],
            "played": 12345 - rank * 7,
            "wins": 6789 - rank,
            "avg_place": decimal(1 + rank / 7, 2),
            "rating": decimal(-123.45 + rank * 10, 1),
        }
        for rank in range(1, PAGE + 1)
    ]


def draw(game: str, page: list[dict[str, Any]] | None = None) -> bytes:
    """The leaderboard of `game` in the language being spoken."""
    return render_leaderboard(leaderboard_title(game), rows() if page is None else page,
                              leaderboard_words())  # fmt: skip


def overlaps(calls: list[dict[str, Any]]) -> list[tuple[str, str]]:
    found = []
    for i, one in enumerate(calls):
        for other in calls[i + 1 :]:
            a, b = one["box"], other["box"]
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                found.append((one["text"], other["text"]))
    return found


def outside(calls: list[dict[str, Any]], size: tuple[int, int]) -> list[str]:
    width, height = size
    return [
        call["text"]
        for call in calls
        if call["box"][0] < 0
        or call["box"][1] < 0
        or call["box"][2] > width
        or call["box"][3] > height
    ]


def bare(text: str) -> str:
    return text.replace(" ", "").replace("·", "")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_a_page_of_the_longest_names_reads_whole(
    monkeypatch: pytest.MonkeyPatch, language: str, game: str
) -> None:
    page = rows()
    with speaking(language):
        title = leaderboard_title(game)
        headings = leaderboard_words()["columns"]
        with drawn_texts(monkeypatch) as calls:
            image = Image.open(io.BytesIO(draw(game, page)))
    texts = [call["text"] for call in calls]
    assert not [text for text in texts if "…" in text], texts
    assert outside(calls, image.size) == []
    assert overlaps(calls) == []
    # The title, whole, on as many lines as it takes: the first texts drawn.
    gold = [call["text"] for call in calls if call["xy"][0] == leaderboard.MARGIN]
    assert bare("".join(gold)) == bare(title), (gold, title)
    for key, heading in headings.items():
        if heading:
            x = dict((k, edge) for k, edge, _ in leaderboard.COLUMNS)[key]
            lines = [c["text"] for c in calls if c["xy"][0] == x and c["font"].size == 18]
            assert " ".join(lines) == heading, (key, lines)
    # Each row: its name's lines joined are the name; each number as the row writes it.
    name_x = leaderboard.COLUMNS[1][1]
    names = [call for call in calls if call["xy"][0] == name_x and call["font"].size == 21]
    for row in page:
        found = _lines_of(names, row["name"])
        assert found, (row["name"], [c["text"] for c in names])
        for key in ("rank", "played", "wins", "avg_place", "rating"):
            assert str(row[key]) in texts, (key, row[key])
    assert len(names) >= PAGE + 2  # the two longest names take more than one line each


def _lines_of(calls: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """The consecutive texts that draw `name` whole (broken at spaces, after hyphens or
    between letters)."""
    for start in range(len(calls)):
        for count in (1, 2, 3):
            lines = calls[start : start + count]
            if "".join(c["text"] for c in lines).replace(" ", "") == name.replace(" ", ""):
                return lines
    return []


def test_a_long_name_makes_its_row_taller_not_the_name_shorter() -> None:
    short = [{**row, "name": "Bob"} for row in rows()]
    long = [{**row, "name": LONGEST[0]} for row in rows()]
    with speaking("en"):
        low = Image.open(io.BytesIO(draw("Barbu", short)))
        tall = Image.open(io.BytesIO(draw("Barbu", long)))
    assert tall.width == low.width and tall.height >= low.height + PAGE * leaderboard.NAME_LINE
    for name in LONGEST:
        lines = break_lines(name, font(21, True), 300)
        assert len(lines) > 1 and "".join(lines).replace(" ", "") == name.replace(" ", "")


def test_a_title_keeps_its_parts_together_and_every_letter() -> None:
    fnt = font(28, True)
    assert title_lines("Barbu · leaderboard", fnt, 860) == ["Barbu · leaderboard"]
    name = "Bérénice-Amélie de la Tour-Vallée"
    lines = title_lines(f"{name} · day 1 of 3", fnt, 500)
    assert lines == [name, "day 1 of 3"] or bare("".join(lines)) == bare(name + "day1of3")
    assert all(fnt.getlength(line) <= 500 for line in lines)
    lines = title_lines(f"{LONGEST[0]} · Tag 3 von 3", fnt, 600)
    assert "".join(lines).replace(" ", "") == LONGEST[0] + "Tag3von3"
    assert all(fnt.getlength(line) <= 600 for line in lines)


def save_png(data: bytes, folder: str, stem: str) -> None:
    """An image as `<stem>.png` in `folder`, and a copy 360 px wide (as a phone shows it)
    as `<stem>_360.png`."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    image = Image.open(io.BytesIO(data)).convert("RGB")
    image.save(out / f"{stem}.png")
    image.resize((360, round(image.height * 360 / image.width))).save(out / f"{stem}_360.png")


def save(folder: str) -> None:
    """Each game's leaderboard in each language as `leaderboard_<lang>_<game>.png`."""
    for language in LANGUAGES:
        with speaking(language):
            for game in GAMES:
                stem = f"leaderboard_{language}_{game.replace(' ', '-').lower()}"
                save_png(draw(game), folder, stem)


if __name__ == "__main__":
    save(sys.argv[1] if len(sys.argv) > 1 else "leaderboard-images")
