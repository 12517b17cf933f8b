"""The Barbu / Marley scoresheet as an image, from a view's `sheet`, drawn for a phone.

Discord shows an image about 360 px wide on a phone, so the sheet is 780 px wide and
no text is smaller than 22 px (8 px cap height at 360 px; tests/render/test_legibility.py;
docs/decisions/phone-legible-images.md).

One row per finished deal: its number, the contract (on more lines where a language names
it longer than its column: the row grows; so does the title), and one number per player, the
deal's score after doubles (gold when doubles changed it); the dealer's cell wears the
"D" chip of the table image. When players doubled, a second line under the row says who
doubled whom in the table's notation (`render.barbu.doubles`), names whole (a long one
broken over lines). Running totals close the sheet, then for Marley
the money each player receives (+) or pays (−), then a legend of every mark used and
which way is good.

A name is never cut, nor broken between letters where a wider room holds its words whole
(`heading`). Each heads its column, right-aligned over its numbers, on up to three lines
(the heading grows). Where a column is too narrow ("Ordinateur 1"), the heading takes two
tiers: the first and third players' names above, underlined over their columns, the
second's and fourth's below, each name running left over the column before its own, where
its tier has nothing. Where that is not enough either (32 wide letters), steps: one band a
player, the rightmost column's on top, each name right-aligned over its column and running
left over the columns before it (on up to three lines), a gold bracket from it down to its
column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from games.barbu.rulesets import RULE_SETS
from render.barbu.doubles import double_items
from render.theme import (
    DECLARER,
    GOLD,
    MUTED,
    SHEET_BG,
    SHEET_HEAD,
    SHEET_LINE,
    SHEET_ROW,
    TEXT,
    Colour,
    break_lines,
    fitting,
    flow_whole,
    font,
    minus,
    title_lines,
    to_png,
    wrap,
)

WIDTH = 780
MARGIN = 14
TITLE_HEIGHT = 88
TITLE_LINE = 36  # a title's further line
CONTRACT_LINE = 26  # a contract's further line in its row
HEAD_LINE = 28  # a line of names in the heading
ROW_HEIGHT = 36
DOUBLES_LINE = 30
TOTAL_HEIGHT = 40
LEGEND_LINE = 30
NUMBER_WIDTH = 40
CONTRACT_WIDTH = 150
PLAYER_WIDTH = (WIDTH - 2 * MARGIN - NUMBER_WIDTH - CONTRACT_WIDTH) // 4
TEXT_SIZE = 22


def name_lines(name: str, width: float) -> list[str]:
    """A player's name on as many lines of `width` as it needs, never cut (never to
    initials): broken after a space or a hyphen, else between letters."""
    return break_lines(name, font(TEXT_SIZE, bold=True), width) if name else ["?"]


@dataclass(frozen=True)
class Heading:
    """The names' heading: each seat's lines and the baseline of its last, from the
    heading's top; its kind: "columns", "tiers" or "steps" (module docstring)."""

    lines: tuple[tuple[str, ...], ...]
    bottoms: tuple[int, ...]
    height: int
    kind: str


def _right(seat: int) -> int:
    """The right edge of a seat's numbers and name."""
    return MARGIN + NUMBER_WIDTH + CONTRACT_WIDTH + (seat + 1) * PLAYER_WIDTH - 6


def _holds(name: str, room: float) -> bool:
    """Whether `room` holds `name` on three lines at most, no word broken between letters."""
    fnt = font(TEXT_SIZE, bold=True)
    words = [word for word in re.split(r"(?<=-)|\s+", name) if word]
    fits = all(fnt.getlength(word) <= room for word in words)
    return fits and len(name_lines(name, room)) <= 3


def heading(names: list[str]) -> Heading:
    """Where the names go (module docstring): over their columns if each holds there,
    else in two tiers, else in steps."""
    if all(_holds(name, PLAYER_WIDTH - 12) for name in names):
        columns = [tuple(name_lines(name, PLAYER_WIDTH - 12)) for name in names]
        rows = max(2, *map(len, columns))
        height = rows * HEAD_LINE + 10
        return Heading(tuple(columns), (height - 8,) * 4, height, "columns")
    # Tiers: seats 0 and 2 above, 1 and 3 below, each running left over the column before
    # its own (seat 0 over the contracts'), where its tier has nothing.
    rooms = [_right(0) - MARGIN] + [2 * PLAYER_WIDTH - 18] * 3  # 18 px from the name before
    if all(_holds(name, room) for name, room in zip(names, rooms, strict=True)):
        lines = [tuple(name_lines(name, room)) for name, room in zip(names, rooms, strict=True)]
        upper = 8 + 22 + (max(len(lines[0]), len(lines[2])) - 1) * HEAD_LINE
        lower = upper + max(len(lines[1]), len(lines[3])) * HEAD_LINE
        return Heading(tuple(lines), (upper, lower, upper, lower), lower + 8, "tiers")
    # Steps: seat 3 on top, seat 0 last, then a line for "#" and the contract's heading.
    lines = [tuple(name_lines(name, _right(seat) - MARGIN)) for seat, name in enumerate(names)]
    bottoms = [0] * 4
    baseline = 8 + 22 - HEAD_LINE
    for seat in (3, 2, 1, 0):
        baseline += len(lines[seat]) * HEAD_LINE
        bottoms[seat] = baseline
    height = baseline + HEAD_LINE + 8
    return Heading(tuple(lines), tuple(bottoms), height, "steps")


def _draw_heading(draw: ImageDraw.ImageDraw, top: int, head: Heading) -> None:
    bold_font = font(TEXT_SIZE, bold=True)
    for seat in range(4):
        right, bottom = _right(seat), top + head.bottoms[seat]
        lines = head.lines[seat]
        for i, line in enumerate(lines):
            draw.text((right, bottom - (len(lines) - 1 - i) * HEAD_LINE), line, font=bold_font,
                      fill=GOLD, anchor="rs")  # fmt: skip
        left = right + 6 - PLAYER_WIDTH
        if head.kind == "steps":
            # A bracket from under the name down to its column: its top spans the column.
            draw.line((left + 6, bottom + 7, right + 3, bottom + 7), fill=GOLD, width=2)
            draw.line((right + 3, bottom + 7, right + 3, top + head.height), fill=GOLD, width=2)
        elif head.kind == "tiers" and seat % 2 == 0:
            # An upper name is underlined over its own column's width.
            draw.line((left + 6, bottom + 7, right + 3, bottom + 7), fill=GOLD, width=2)


def _doubles_lines(row: dict, names: list[str]) -> list[str]:
    doubles = row.get("doubles") or []
    if not doubles:
        return []
    fnt = font(TEXT_SIZE)
    items = double_items(doubles, names)
    return flow_whole(items, fnt, WIDTH - 2 * MARGIN - NUMBER_WIDTH - 8)


def draw_barbu_scoresheet(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The scoresheet as an RGB image (see `render_barbu_scoresheet` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    contracts = words.get("contracts") or []
    rules = RULE_SETS.get(view.get("rules", "barbu"), RULE_SETS["barbu"])
    doubling = rules.doubling
    sheet = view.get("sheet") or []
    cell_font = font(TEXT_SIZE)
    bold_font = font(TEXT_SIZE, bold=True)
    legend_font = font(TEXT_SIZE)
    legend = wrap(words.get("notes", ""), legend_font, WIDTH - 2 * MARGIN)
    if doubling:
        legend.append(words.get("legend", ""))
    # Every row's doubles lines are counted with the real names (their widths differ).
    extra = [len(_doubles_lines(row, names)) if doubling else 0 for row in sheet]
    # A contract's name longer than its column takes more lines, and its row grows.
    contract_lines = [
        break_lines(contracts[index] if index < len(contracts) else "", cell_font,
                    CONTRACT_WIDTH - 12)
        for index in range(len(sheet))
    ]  # fmt: skip
    tops = [ROW_HEIGHT + CONTRACT_LINE * (len(lines) - 1) for lines in contract_lines]
    body = sum(top + DOUBLES_LINE * n for top, n in zip(tops, extra, strict=True)) or ROW_HEIGHT
    footer = TOTAL_HEIGHT * (1 if doubling else 2)
    head = heading(names)
    title_font = font(30, True)
    # A title longer than the sheet is wide goes on, whole, on the next line.
    titled = title_lines(words.get("title", ""), title_font, WIDTH - 2 * MARGIN)
    title_height = TITLE_HEIGHT + TITLE_LINE * (len(titled) - 1)
    height = title_height + head.height + body + footer + 10 + len(legend) * LEGEND_LINE + MARGIN
    image = Image.new("RGB", (WIDTH, height), SHEET_BG)
    draw = ImageDraw.Draw(image)

    for i, line in enumerate(titled):
        draw.text((MARGIN, 8 + i * TITLE_LINE), line, font=title_font, fill=GOLD)
    done = words.get("progress", "")
    draw.text((MARGIN, title_height - 38), done, font=cell_font, fill=MUTED)

    y = title_height
    draw.rectangle((0, y, WIDTH, y + head.height), fill=SHEET_HEAD)
    draw.text((MARGIN + NUMBER_WIDTH - 8, y + head.height - 8), "#", font=bold_font, fill=TEXT,
              anchor="rs")  # fmt: skip
    draw.text((MARGIN + NUMBER_WIDTH + 8, y + head.height - 8), words.get("contract", ""),
              font=bold_font, fill=TEXT, anchor="ls")  # fmt: skip
    lefts = [MARGIN + NUMBER_WIDTH + CONTRACT_WIDTH + seat * PLAYER_WIDTH for seat in range(4)]
    _draw_heading(draw, y, head)
    y += head.height

    for index, row in enumerate(sheet):
        top = tops[index]
        row_height = top + DOUBLES_LINE * extra[index]
        if index % 2:
            draw.rectangle((0, y, WIDTH, y + row_height - 1), fill=SHEET_ROW)
        mid = y + top / 2
        draw.text((MARGIN + NUMBER_WIDTH - 8, mid), str(row["deal"]), font=cell_font,
                  fill=MUTED, anchor="rm")  # fmt: skip
        lines = contract_lines[index]
        for i, line in enumerate(lines):
            line_mid = mid + (i - (len(lines) - 1) / 2) * CONTRACT_LINE
            draw.text((MARGIN + NUMBER_WIDTH + 8, line_mid), line, font=cell_font, fill=TEXT,
                      anchor="lm")  # fmt: skip
        scores = row.get("scores") or [0] * 4
        totals = row.get("totals") or scores
        for left in lefts:
            # Column rules beside the numbers only: the doubles lines run across them.
            draw.line((left, y, left, y + top - 1), fill=SHEET_LINE, width=1)
        for seat, left in enumerate(lefts):
            if row.get("declarer") == seat:
                _chip(draw, (left + 22, mid), words.get("chip", ""))
            changed = doubling and totals[seat] != scores[seat]
            _number(draw, (left + PLAYER_WIDTH - 6, mid), totals[seat], bold_font,
                    GOLD if changed else TEXT)  # fmt: skip
        for i, line in enumerate(_doubles_lines(row, names)):
            draw.text((MARGIN + NUMBER_WIDTH + 8, y + top + i * DOUBLES_LINE - 2), line,
                      font=cell_font, fill=MUTED)  # fmt: skip
        y += row_height
    if not sheet:
        draw.text((WIDTH / 2, y + ROW_HEIGHT / 2), words.get("empty", ""), font=cell_font,
                  fill=MUTED, anchor="mm")  # fmt: skip
        y += ROW_HEIGHT
    # Running totals (and Marley's money, from the player's side: + receives) on a band.
    totals = view.get("scores") or [0] * 4
    footer_rows = [(words.get("total", ""), [minus(t) for t in totals])]
    if not doubling:
        # Marley's settlement against 100, worded by the cog ("pays 40", "gets 20").
        footer_rows.append((words.get("money_label", ""), words.get("money") or [""] * 4))
    total_font = font(24, bold=True)
    for label, values in footer_rows:
        draw.rectangle((0, y, WIDTH, y + TOTAL_HEIGHT - 1), fill=SHEET_HEAD)
        mid = y + TOTAL_HEIGHT / 2
        draw.text((MARGIN + NUMBER_WIDTH + 8, mid), label, font=total_font, fill=GOLD, anchor="lm")
        # Marley's money in words ("bekommt 30") may need a smaller font than the totals.
        value_font = fitting(values, 24, 22, PLAYER_WIDTH - 10, bold=True)
        for value, left in zip(values, lefts, strict=True):
            draw.text((left + PLAYER_WIDTH - 6, mid), value, font=value_font, fill=TEXT,
                      anchor="rm")  # fmt: skip
        y += TOTAL_HEIGHT
    y += 10
    for i, line in enumerate(legend):
        draw.text((MARGIN, y + i * LEGEND_LINE), line, font=legend_font, fill=MUTED)
    return image


def _chip(draw: ImageDraw.ImageDraw, centre: tuple[float, float], letter: str) -> None:
    """The dealer's chip ("D" in English), as on the table image."""
    cx, cy = centre
    draw.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), fill=DECLARER)
    draw.text((cx, cy), letter, font=font(TEXT_SIZE, bold=True), fill=(10, 20, 40), anchor="mm")


def _number(
    draw: ImageDraw.ImageDraw,
    right_mid: tuple[float, float],
    value: int,
    fnt: Any,
    colour: Colour = TEXT,
) -> None:
    """A right-aligned score; zeros are muted so that the scores that matter stand out."""
    fill = MUTED if value == 0 else colour
    draw.text(right_mid, minus(value), font=fnt, fill=fill, anchor="rm")


def render_barbu_scoresheet(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The scoresheet of a Barbu or Marley view as PNG bytes; `names` per seat 0-3; `words`
    from cogs/barbu/text.py `sheet_words`: "title", "progress", the "contract" heading,
    "contracts" one per sheet row, "empty", "total", Marley's "money_label" and "money" per
    seat, the dealer's "chip", the legend's "notes" and (Barbu) the doubles' "legend".
    Missing words are blank."""
    return to_png(draw_barbu_scoresheet(view, names, words), adaptive=True)
