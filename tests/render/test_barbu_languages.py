"""Every Barbu image in every language: the table in each phase, the scoresheets,
the finished deal, the hand and the hand with its trick, the previous trick, drawn with the
words the cog gives them in English, French, German and Dutch. No word may be cut (an
ellipsis that the words did not carry), no text may run out of its image, and no two texts
may overlap. Among what it caught: the finished deal's German title running into
"angesagt von …", the final standings cutting "2nd  Computer 3  −44".

The table image never cuts a name or a number: every kind of it (each phase of both rule
sets, between tricks, taken cards, the Domino layout before and after its opening, the
finished table), drawn with the longest names (32 wide letters, a long accented name with
spaces and hyphens, the computers' names of the language), shows each name whole (on one
line, else two, else three for 32 W's) in a legible face, and each seat's line and total
as the cog words them. And the words around the table's picture (`table_text`) are in the
language spoken, within Discord's limits.

No other image cuts a name or a number either: the scoresheets of both rule sets (with
Barbu's doubles), the finished deal (its last trick, or a Domino's), the previous trick
(taken by each seat), the hand and the hand with its trick, drawn with the longest names
in each seat, show every name whole (its lines, three at most, joined, are the name;
within a caption, a title or a doubles line, the text read in order holds it), every
score, total and sum of money as worded, no cut, no text out of its canvas or over
another, none below the floor.
"""

from __future__ import annotations

import functools
import io
import random
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.storage import SeatRecord, TableRecord
from bot.tables import Table
from cogs.barbu import text, tricks
from cogs.barbu.adapter import BarbuAdapter
from cogs.i18n import EXPANDED, LANGUAGES, speaking, t
from cogs.tables.adapter import TableText
from games import barbu
from games.cards import SUIT_SYMBOLS
from render import render_hand
from render.barbu import (
    render_barbu_deal_end,
    render_barbu_scoresheet,
    render_barbu_table,
    render_hand_with_trick,
    render_trick,
)
from render.barbu.doubles import double_items
from render.barbu.scoresheet import heading
from render.barbu.table import ROOM, fit_name, name_lines
from render.theme import font, minus
from tests.games.play import random_play
from tests.render.drawn import IMAGE_LANGUAGES
from tests.render.test_legibility import barbu_views

NAMES = ["Bérénice", "Maximilian", "Computer 2", "Computer 3"]


@contextmanager
def _recording(
    monkeypatch: pytest.MonkeyPatch, entry: Callable[[ImageDraw.ImageDraw, str, tuple, Any], Any]
) -> Iterator[list[Any]]:
    """Every text drawn inside, card faces left out, as `entry(draw, text, box, font)`."""
    calls: list[Any] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> None:
        module = sys._getframe(1).f_globals.get("__name__", "")
        if module != "render.cards" and str(words).strip():
            fnt = kwargs.get("font") or (args[1] if len(args) > 1 else None)
            box = self.textbbox(xy, str(words), font=fnt, anchor=kwargs.get("anchor"))
            calls.append(entry(self, str(words), box, fnt))
        original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield calls
    monkeypatch.undo()


def drawn_texts(
    monkeypatch: pytest.MonkeyPatch,
) -> AbstractContextManager[list[tuple[str, tuple, int, Any]]]:
    """Every text drawn inside, card faces left out: (text, its box, the canvas drawn on:
    a part drawn on its own canvas and pasted, as the trick is, has its own coordinates;
    its font)."""
    return _recording(monkeypatch, lambda draw, said, box, fnt: (said, box, id(draw.im), fnt))


def _strings(words: Any) -> set[str]:
    """Every string of a words mapping, flattened."""
    if isinstance(words, str):
        return {words}
    if isinstance(words, dict):
        return set().union(*(_strings(value) for value in words.values()))
    if isinstance(words, list | tuple):
        return set().union(*(_strings(value) for value in words)) if words else set()
    return set()


def images() -> dict[str, tuple[Callable[[], bytes], set[str]]]:
    """Each image kind, drawn in the language being spoken, with the words it was given."""
    kinds: dict[str, tuple[Callable[[], bytes], set[str]]] = {}
    views = barbu_views()
    for name, (view, kind) in views.items():
        if kind == "table":
            words = text.table_words(view, NAMES)
            kinds[name] = (partial(render_barbu_table, view, NAMES, words), _strings(words))
        else:
            words = text.sheet_words(view)
            kinds[name] = (partial(render_barbu_scoresheet, view, NAMES, words), _strings(words))
    ended = views["barbu over"][0]
    entry, last = ended["sheet"][-1], ended["final_tricks"][-1]
    words = text.deal_end_words(entry, last, ended["deals"], NAMES)
    kinds["deal end"] = (
        partial(render_barbu_deal_end, entry, last, ended["scores"], NAMES, words),
        _strings(words),
    )
    title = text.hand_title("Maximilian", {"deal": 28, "deals": 28, "contract": "no-last-two"})
    hand = ["AS", "KS", "QH", "TD", "9C", "2C"]
    kinds["hand"] = (partial(render_hand, hand, ["AS", "KS"], title, "x"), {title})
    caption = t(
        "barbu-trick-caption", number=12, tricks=13, name="Maximilian",
        symbol=SUIT_SYMBOLS["S"], suit=t("barbu-suit", suit="S"),
    )  # fmt: skip
    plays = [("Maximilian", "9S"), ("Computer 2", "QS")]
    you = t("barbu-you")
    kinds["hand, trick"] = (
        partial(render_hand_with_trick, hand[:3], ["AS"], title, plays, caption, you, "x"),
        {title, caption, you},
    )
    where = {"number": 13, "deal": 27}
    caption = t("barbu-previous-caption-you", **where)
    kinds["previous trick"] = (
        partial(render_trick, [*plays, ("Computer 3", "2S"), (you, "AS")], caption, 3),
        {caption, you},
    )
    assert tricks.look_back_label()  # the button that shows it speaks too
    return kinds


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_image_in_every_language_shows_its_words_whole(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    with speaking(language):
        kinds = images()
    assert len(kinds) == 13
    problems = []
    for kind, (draw, words) in kinds.items():
        with drawn_texts(monkeypatch) as calls:
            width = Image.open(io.BytesIO(draw())).width
        for index, (said, box, canvas, _) in enumerate(calls):
            if (
                said.endswith("…")
                and said not in words
                and not any(
                    said[:-1].rstrip() and name.startswith(said[:-1].rstrip()) for name in NAMES
                )
            ):
                problems.append((kind, "cut", said))
            if box[0] < 0 or box[2] > width:
                problems.append((kind, "runs out", said))
            for other, (left, top, right, bottom), where, _ in calls[index + 1 :]:
                apart = right <= box[0] + 1 or box[2] <= left + 1 or bottom <= box[1] + 1
                if where == canvas and not (apart or box[3] <= top + 1):
                    problems.append((kind, "overlaps", said, other))
    assert problems == []


# ------------------------------------------------------ the table, with the longest names

# Discord's longest display names (32 characters): wide letters, and accents with spaces
# and hyphens; the computers' names are the language's ("Ordinateur 1", "Computer 3").
WIDE = "W" * 32
ACCENTED = "Bérénice-Amélie de la Tour-Vallée"
FACE = 26  # the names' face: PRIMARY on a phone (tests/render/test_legibility.py)
SMALLEST = 22  # FLOOR on a phone


def long_names(arrangement: int) -> list[str]:
    """The longest names, in the language spoken, in two arrangements: each name sits in
    a top panel in one and a bottom panel in the other (the chip, the tag, the taken cards
    and the trick's cards beside each)."""
    one, three = t("tables-computer-name", number=1), t("tables-computer-name", number=3)
    if arrangement == 0:
        return [ACCENTED, WIDE, one, three]
    return [one, three, WIDE, ACCENTED]


@functools.cache
def table_views() -> dict[str, dict[str, Any]]:
    """A public view of every kind of table image, of both rule sets: the choice of the
    contract (game), the doubling, a trick, the last trick between two, taken cards that
    score, the Domino layout before its opening card and once someone is out, Marley's ace
    bonus, the end."""
    wanted: dict[str, Callable[[barbu.BarbuState, dict[str, Any]], bool]] = {
        "contract": lambda s, v: v["phase"] == "contract",
        "doubling": lambda s, v: v["phase"] == "double" and len(v["doubles"]) >= 2,
        "trick": lambda s, v: v["phase"] == "play" and len(v["trick"]) == 3,
        "last trick": lambda s, v: "layout" not in v and v["phase"] == "play"
        and not v["trick"] and bool(v["tricks"]),
        "taken cards": lambda s, v: v["phase"] == "play" and len(v["trick"]) == 2
        and sum(map(len, v["face_up"])) >= 4 and sum(1 for f in v["face_up"] if f) >= 2,
        "domino opening": lambda s, v: v["phase"] == "play" and "layout" in v
        and not any(v["layout"].values()),
        "domino": lambda s, v: v["phase"] == "play" and bool(v.get("out")),
        "ace bonus": lambda s, v: bool(v.get("bonus")),
    }  # fmt: skip
    found: dict[str, dict[str, Any]] = {}
    for rules, seed in (("barbu", 5), ("marley", 6)):
        state = barbu.new_game(seed, options={"rules": rules})

        def keep(state: barbu.BarbuState, step: int, rules: str = rules) -> None:
            view = state.view(None)
            for kind, test in wanted.items():
                if f"{rules} {kind}" not in found and test(state, view):
                    found[f"{rules} {kind}"] = view

        random_play(state, random.Random(seed), any_actor=False, check=keep)
        found[f"{rules} over"] = state.view(None)
    expected = {f"barbu {kind}" for kind in wanted if kind != "ace bonus"}
    # Marley has no doubling, and lays no taken card face up; its Dominoes is the ace bonus.
    expected |= {
        f"marley {kind}" for kind in wanted if kind not in ("doubling", "taken cards", "domino")
    }
    assert expected | {"barbu over", "marley over"} <= set(found), sorted(found)
    return found


def _whole(name: str, calls: list[tuple[str, tuple, int, Any]]) -> list[int] | None:
    """The indexes of the drawn texts that make up `name`, one after another (its lines:
    broken after a space, which a line does not keep, after a hyphen, or between
    letters), or None if the name is not drawn whole."""
    target = name.replace(" ", "")
    for first in range(len(calls)):
        joined = ""
        for last in range(first, min(first + 3, len(calls))):
            joined += calls[last][0].replace(" ", "")
            if joined == target:
                return list(range(first, last + 1))
            if not target.startswith(joined):
                break
    return None


def cap_height(fnt: Any) -> int:
    _, top, _, bottom = fnt.getbbox("H")
    return bottom - top


def table_problems(
    monkeypatch: pytest.MonkeyPatch, view: dict[str, Any], names: list[str]
) -> tuple[list[tuple], tuple[int, int]]:
    """What is wrong with one table image: a name not whole, in too many lines or too
    small a face; a seat's line or total not drawn as worded, or smaller than the names;
    a cut text; a text out of the image or over another. And the image's size."""
    words = text.table_words(view, names)
    with drawn_texts(monkeypatch) as calls:
        image = Image.open(io.BytesIO(render_barbu_table(view, names, words)))
    problems: list[tuple] = []
    for name in names:
        lines = _whole(name, calls)
        if lines is None:
            problems.append(("name not whole", name, [said for said, *_ in calls]))
            continue
        sizes = {round(calls[i][3].size) for i in lines}
        fits_two = len(name_lines(name, font(SMALLEST, bold=True), ROOM)) <= 2
        if len(lines) > (2 if fits_two else 3) or min(sizes) < SMALLEST:
            problems.append(("name too long or small", name, len(lines), sizes))
        if len(name_lines(name, font(FACE, bold=True), ROOM)) <= 2 and sizes != {FACE}:
            problems.append(("name below PRIMARY", name, sizes))
    drawn = {said: round(fnt.size) for said, _, _, fnt in calls}
    for said in [*words["seats"], *words["totals"]]:
        if said not in drawn:
            problems.append(("number not whole", said))
        elif drawn[said] < FACE:  # the scores, as the names: PRIMARY on a phone
            problems.append(("score below PRIMARY", said, drawn[said]))
    for index, (said, box, _, _) in enumerate(calls):
        if "…" in said:
            problems.append(("cut", said))
        if box[0] < 0 or box[1] < 0 or box[2] > image.width or box[3] > image.height:
            problems.append(("runs out", said, box))
        for other, (left, top, right, bottom), _, _ in calls[index + 1 :]:
            apart = right <= box[0] + 1 or box[2] <= left + 1 or bottom <= box[1] + 1
            if not (apart or box[3] <= top + 1):
                problems.append(("overlaps", said, other))
    return problems, image.size


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_table_image_shows_the_longest_names_and_the_numbers_whole(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    views = table_views()
    assert len(views) >= 14
    problems = []
    for arrangement in (0, 1):
        with speaking(language):
            names = long_names(arrangement)
            sizes = set()
            for kind, view in views.items():
                found, size = table_problems(monkeypatch, view, names)
                problems += [(kind, arrangement, *problem) for problem in found]
                sizes.add(size)
        # One size for every kind: an edit never makes the message jump.
        assert len(sizes) == 1, sizes
        ((width, height),) = sizes
        # Shorter than the old picture with its header and doubles bands (780), even with
        # three rows of W's.
        assert width == 800 and height < 780, sizes
    assert problems == []


def test_a_name_is_broken_where_it_reads_best_and_never_cut() -> None:
    fnt = font(FACE, bold=True)
    assert name_lines(ACCENTED, fnt, ROOM) == ["Bérénice-Amélie de la", "Tour-Vallée"]
    assert "".join(name_lines(WIDE, fnt, ROOM)) == WIDE
    assert [fit_name(name).size for name in (ACCENTED, WIDE, "Ordinateur 1")] == [FACE] * 3
    assert len(fit_name(WIDE).lines) == 3  # 32 W's: no two lines hold them, even at 22 px
    assert fit_name("W" * 26).lines == ("W" * 13,) * 2  # two lines, a smaller face
    assert fit_name("W" * 26).size < FACE
    # Longer than Discord allows: cut on the third line, as the last resort.
    assert fit_name("x" * 200).lines[-1].endswith("…")


# ------------------------------------------------- the words around the table's picture

ENGLISH_TOO = {
    # Words a language shares with English: the game's and the rule set's names (Barbu,
    # Marley's Guillotine), the contracts' (Parlement; Domino in German and Dutch), and
    # French "table", "total", "points", "bonus" (de l'as), Dutch "contract".
    "fr": {
        "Barbu",
        "Marley",
        "Guillotine",
        "Parlement",
        "table",
        "Total",
        "total",
        "bonus",
        "points",
    },
    "de": {"Barbu", "Marley", "Guillotine", "Parlement", "Domino"},
    "nl": {"Barbu", "Marley", "Guillotine", "Parlement", "Domino", "contract"},
}
WORD = re.compile(r"[^\W\d_]{3,}")


def _seated_table(rules: str, seed: int) -> Table:
    """A table of two people (long names, mentioned in the text) and two computers."""
    seats = [
        SeatRecord(101, ACCENTED), SeatRecord(None, "Computer 1", "basic"),
        SeatRecord(102, WIDE), SeatRecord(None, "Computer 3", "basic"),
    ]  # fmt: skip
    record = TableRecord(
        id=1, guild_id=1, channel_id=1, thread_id=None, host_id=101, game="barbu",
        options={"rules": rules}, settings={}, seed=seed, seats=seats, status="playing",
        lobby_message_id=None, table_message_id=None, actions=[],
    )  # fmt: skip
    return Table(record)


def _english_words(said: str, english: str) -> set[str]:
    """Words of a text in another language that the English text has too."""
    names = {"Computer", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Bérénice", "Amélie", "Tour", "Vallée"}
    return (set(WORD.findall(said)) & set(WORD.findall(english))) - names


def _check_text(said: TableText, view: dict[str, Any], rules: str) -> list[tuple]:
    problems: list[tuple] = []
    status_and_details = [said.status, *said.details]
    # The table layer adds the deadline's line to the status (about 60 characters).
    if sum(map(len, status_and_details)) > 4000 - 100 or not said.status.strip():
        problems.append(("status", said.status))
    phase = view["phase"]
    doubled = rules == "barbu" and phase in ("double", "play")
    if len(said.details) != (1 if doubled or phase == "over" else 0):
        problems.append(("details", phase, said.details))
    if any(not detail.strip() for detail in said.details):
        problems.append(("empty detail", said.details))
    if not said.alt.strip() or len(said.alt) > 1024:
        problems.append(("alt", len(said.alt), said.alt))
    return problems


@pytest.mark.parametrize("rules", ["barbu", "marley"])
def test_the_words_around_the_table_are_in_the_language_and_within_discords_limits(
    rules: str,
) -> None:
    table = _seated_table(rules, seed=7)
    state = table.state
    rng = random.Random(7)
    adapter = BarbuAdapter()
    problems: list[tuple] = []
    seen: dict[str, set[str]] = {language: set() for language in LANGUAGES}
    step = 0
    while True:
        view = state.view(None)
        between = view["phase"] == "play" and view["tricks"] and not view["trick"]
        kind = view["phase"] + (" between tricks" if between else "")
        # Every fifth moment, and the first of each kind, in every language.
        if step % 5 == 0 or kind not in seen["en"] or state.is_over:
            with speaking("en"):
                english = adapter.table_text(table)
            for language in LANGUAGES:
                with speaking(language):
                    said = adapter.table_text(table)
                seen[language].add(kind)
                problems += [(language, *p) for p in _check_text(said, view, rules)]
                if language == "en":
                    continue
                mine_all = [said.status, *said.details, said.alt]
                theirs_all = [english.status, *english.details, english.alt]
                for mine, theirs in zip(mine_all, theirs_all, strict=True):
                    left = _english_words(mine, theirs) - ENGLISH_TOO[language]
                    if left:
                        problems.append((language, "English", sorted(left), mine))
        if state.is_over:
            break
        (seat,) = state.actors()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        table.record.actions.append((seat, action))
        step += 1
    kinds = {"contract", "play", "play between tricks", "over"}
    assert all(seen[language] >= kinds for language in LANGUAGES), seen
    assert problems == []


# ----------------------------------- every other image, with the longest names

ROTATIONS = range(4)  # each name in each seat: first and last column, step and slot


def seated(rotation: int) -> list[str]:
    """The longest names (`long_names`), turned so that each takes each seat in turn; then
    (rotations 4 and 5) a long name without the W's, in either tier of a scoresheet's
    heading."""
    names = long_names(0)
    if rotation >= 4:
        one, three = names[2:]
        return [[ACCENTED, "Maximilian", one, three], [one, ACCENTED, three, "Maximilian"]][
            rotation - 4
        ]
    return names[rotation:] + names[:rotation]


def drawn_on(
    monkeypatch: pytest.MonkeyPatch,
) -> AbstractContextManager[list[tuple[str, tuple, int, Any, tuple]]]:
    """As `drawn_texts`, with the size of the canvas each text was drawn on."""
    return _recording(
        monkeypatch, lambda draw, said, box, fnt: (said, box, id(draw.im), fnt, draw.im.size)
    )


def _bare(said: str) -> str:
    return said.replace(" ", "")


def _alone(name: str, said: list[str]) -> int:
    """In how many lines `name` is drawn as texts of its own, one after another (0: it is
    not drawn whole)."""
    target = _bare(name)
    for first in range(len(said)):
        joined = ""
        for count, line in enumerate(said[first : first + 6], 1):
            joined += _bare(line)
            if joined == target:
                return count
            if not target.startswith(joined):
                break
    return 0


@dataclass
class Expected:
    """What one image must show whole: names drawn as texts of their own (its lines),
    texts that must appear within the drawn texts read in order (a name in a caption, a
    doubles item), and exact texts (numbers, money)."""

    alone: list[str] = field(default_factory=list)
    within: list[str] = field(default_factory=list)
    exact: list[str] = field(default_factory=list)
    words: set[str] = field(default_factory=set)


def image_problems(
    monkeypatch: pytest.MonkeyPatch, draw: Callable[[], bytes], expected: Expected, most: int = 3
) -> list[tuple]:
    with drawn_on(monkeypatch) as calls:
        image = Image.open(io.BytesIO(draw()))
    problems: list[tuple] = []
    said = [call[0] for call in calls]
    for name in expected.alone:
        lines = _alone(name, said)
        if not lines:
            problems.append(("not whole", name, said))
        elif lines > most:  # a name on its own takes three lines at most
            problems.append(("too many lines", name, lines))
    joined = _bare("".join(said))
    problems += [("not whole", text, said) for text in expected.within if _bare(text) not in joined]
    problems += [("number not whole", number) for number in expected.exact if number not in said]
    scale = 360 / image.width
    for index, (drawn, box, canvas, fnt, size) in enumerate(calls):
        if "…" in drawn and not any("…" in word for word in expected.words):
            problems.append(("cut", drawn))
        if box[0] < 0 or box[1] < 0 or box[2] > size[0] or box[3] > size[1]:
            problems.append(("runs out", drawn, box, size))
        if cap_height(fnt) * scale < 7.0:  # FLOOR, tests/render/test_legibility.py
            problems.append(("too small", drawn, fnt.size))
        for other, (left, top, right, bottom), where, _, _ in calls[index + 1 :]:
            apart = right <= box[0] + 1 or box[2] <= left + 1 or bottom <= box[1] + 1
            if where == canvas and not (apart or box[3] <= top + 1):
                problems.append(("overlaps", drawn, other))
    return problems


def sheet_images(names: list[str]) -> dict[str, tuple[Callable[[], bytes], Expected]]:
    """Both rule sets' scoresheets, mid-series (Barbu's with doubles) and at the end."""
    kinds = {}
    for kind, (view, what) in barbu_views().items():
        if what != "sheet" and not kind.endswith("over"):
            continue
        words = text.sheet_words(view)
        expected = Expected(alone=list(names), words=_strings(words))
        for row in view["sheet"]:
            expected.within += double_items(row.get("doubles") or [], names)
        expected.exact += [minus(score) for score in view["scores"]]
        expected.exact += [minus(total) for total in view["sheet"][-1]["totals"]]
        expected.exact += words.get("money", [])
        draw = partial(render_barbu_scoresheet, view, names, words)
        kinds[kind if what == "sheet" else f"{kind} sheet"] = (draw, expected)
    return kinds


def deal_end_images(names: list[str]) -> dict[str, tuple[Callable[[], bytes], Expected]]:
    """The end of the series' last deal (its last trick), and of a Domino deal."""
    view = barbu_views()["barbu over"][0]
    kinds = {}
    domino = next(i for i, last in enumerate(view["final_tricks"]) if last is None)
    for kind, index in (("deal end", len(view["sheet"]) - 1), ("domino deal end", domino)):
        entry, last = view["sheet"][index], view["final_tricks"][index]
        totals = [sum(e["totals"][s] for e in view["sheet"][: index + 1]) for s in range(4)]
        words = text.deal_end_words(entry, last, view["deals"], names)
        expected = Expected(alone=list(names), within=[names[entry["declarer"]]])
        expected.words = _strings(words)
        if last is not None:
            expected.within.append(names[last["winner"]])
        expected.exact += [minus(entry["scores"][s]) for s in range(4)]
        expected.exact += [minus(total) for total in totals]
        draw = partial(render_barbu_deal_end, entry, last, totals, names, words)
        kinds[kind] = (draw, expected)
    return kinds


def trick_images(names: list[str]) -> dict[str, tuple[Callable[[], bytes], Expected]]:
    """Seat 0 reads: its hand (its name in the title), its hand with the trick the others
    led, the previous trick taken by each seat in turn (seat 0 as "you")."""
    you = t("barbu-you")
    hand = ["AS", "KS", "QH", "TD", "9C", "2C"]
    title = text.hand_title(names[0], {"deal": 28, "deals": 28, "contract": "no-last-two"})
    kinds: dict[str, tuple[Callable[[], bytes], Expected]] = {}
    kinds["hand"] = (partial(render_hand, hand, ["AS"], title, "x"),
                     Expected(within=[names[0]], words={title}))  # fmt: skip
    plays = [(names[1], "9S"), (names[2], "QS"), (names[3], "2S")]
    caption = t(
        "barbu-trick-caption", number=12, tricks=13, name=names[1],
        symbol=SUIT_SYMBOLS["S"], suit=t("barbu-suit", suit="S"),
    )  # fmt: skip
    kinds["hand, trick"] = (
        partial(render_hand_with_trick, hand[:3], ["AS"], title, plays, caption, you, "x"),
        Expected(alone=[*names[1:], you], within=[names[0], names[1]],
                 words={title, caption, you}),
    )  # fmt: skip
    where = {"number": 13, "deal": 27}
    pictured = [*plays, (you, "AS")]
    for winner in range(4):
        if winner == 3:
            caption = t("barbu-previous-caption-you", **where)
            within = []
        else:
            caption = t("barbu-previous-caption", **where, name=pictured[winner][0])
            within = [pictured[winner][0]]
        kinds[f"previous trick {winner}"] = (
            partial(render_trick, pictured, caption, winner),
            Expected(alone=[name for name, _ in pictured], within=within, words={caption, you}),
        )
    return kinds


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_other_image_shows_the_longest_names_and_the_numbers_whole(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    problems = []
    for rotation in (*ROTATIONS, 4, 5):
        with speaking(language):
            names = seated(rotation)
            kinds = {**sheet_images(names), **deal_end_images(names), **trick_images(names)}
        assert len(kinds) == 12, sorted(kinds)
        for kind, (draw, expected) in kinds.items():
            # A trick's four names side by side: in the expanded language, whose computers'
            # names are wider than any language's, 32 W's beside them take a fourth line.
            trick = "trick" in kind or kind == "deal end"
            most = 4 if language == EXPANDED and trick else 3
            found = image_problems(monkeypatch, draw, expected, most)
            problems += [(kind, rotation, *problem) for problem in found]
    assert problems == []


def test_a_scoresheet_heading_gives_each_name_three_lines_at_most() -> None:
    """Over its column if three lines of it hold every name, words whole; else in two
    tiers, each name running over the column before its own; else in steps."""
    ordinary = heading(["Alice", "Bob", "Computer 2", "Computer 3"])
    assert ordinary.kind == "columns" and ordinary.lines[2] == ("Computer", "2")
    # "Ordinateur" is wider than a column: two tiers, as tall as two lines of names.
    french = heading(["Bérénice", "Maximilian", "Ordinateur 2", "Ordinateur 3"])
    assert french.kind == "tiers" and french.height == ordinary.height
    assert french.lines == (("Bérénice",), ("Maximilian",), ("Ordinateur 2",), ("Ordinateur 3",))
    for rotation in ROTATIONS:
        head = heading(seated(rotation))
        assert head.kind == "steps" and all(len(lines) <= 3 for lines in head.lines)
        joined = [_bare("".join(lines)) for lines in head.lines]
        assert joined == [_bare(name) for name in seated(rotation)]
    # A marked name (hints) is longer than Discord's 32 characters: still whole.
    marked = heading([WIDE + " (hints)", ACCENTED, "Computer 2", "Computer 3"])
    assert _bare("".join(marked.lines[0])) == WIDE + "(hints)" and len(marked.lines[0]) <= 3
