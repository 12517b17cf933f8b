"""The picture a Barbu table message keeps once its deal is over: the deal's last trick
(who took it) and its result, seat by seat: the contract's points, what the doubles moved,
and the running total.

Drawn from public data only: the deal's scoresheet entry, its last trick (the view's
`final_tricks`, None in Domino) and the totals after it, with the words the cog gives
(cogs/barbu/text.py `deal_end_words`).

Nothing is cut: a name takes up to three lines in its row (the row grows), the header's
title and who declared break onto more lines when they do not fit, and the trick's
caption and names break as render/barbu/trick.py says.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.barbu.trick import WIDTH, draw_trick
from render.palette import to_felt_palette
from render.theme import (
    BAD,
    FELT,
    GOLD,
    GOOD,
    HEADER,
    MUTED,
    PANEL,
    TEXT,
    break_lines,
    fit_lines,
    fitting,
    font,
    minus,
    to_png,
)

HEADER_HEIGHT = 64
TITLE_LINE = 36  # each further line of a long title
DECLARER_LINE = 32
ROW = 46
NAME_SIZES = (28, 26)  # 26 px: the floor (7 px cap height) on this 960 px picture
NAME_LINE = 32
COLUMNS = (330, 520, 700, 900)  # right edges: this deal, doubles, total (names on the left)


def _header_lines(words: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The title's lines and who declared's: none for the latter when they share the
    title's line (side by side), else each broken to the width as it needs (the longer
    languages: "Runde 28 von 28 · Trumpf (♥ Herz) · beendet"; a long name)."""
    title, declarer = words.get("title", ""), words.get("declarer", "")
    title_font = fitting([title], 30, 26, WIDTH - 40, bold=True)
    if title_font.getlength(title) + font(26).getlength(declarer) + 70 <= WIDTH:
        return [title], []
    return break_lines(title, title_font, WIDTH - 40), break_lines(declarer, font(26), WIDTH - 40)


def _header_height(titles: list[str], declarers: list[str]) -> int:
    if not declarers:
        return HEADER_HEIGHT
    return HEADER_HEIGHT + (len(titles) - 1) * TITLE_LINE + len(declarers) * DECLARER_LINE + 16


def _header(
    draw: ImageDraw.ImageDraw, words: dict[str, Any], titles: list[str], declarers: list[str]
) -> None:
    height = _header_height(titles, declarers)
    draw.rectangle((0, 0, WIDTH, height), fill=HEADER)
    title_font = fitting([words.get("title", "")], 30, 26, WIDTH - 40, bold=True)
    for i, line in enumerate(titles):
        draw.text((20, HEADER_HEIGHT // 2 + i * TITLE_LINE), line, font=title_font, fill=GOLD,
                  anchor="lm")  # fmt: skip
    if not declarers:
        draw.text((WIDTH - 20, HEADER_HEIGHT - 4), words.get("declarer", ""), font=font(26),
                  fill=MUTED, anchor="rd")  # fmt: skip
    top = HEADER_HEIGHT + (len(titles) - 1) * TITLE_LINE
    for i, line in enumerate(declarers):
        draw.text((20, top + (i + 1) * DECLARER_LINE + 6), line, font=font(26), fill=MUTED,
                  anchor="ld")  # fmt: skip


def _cells(entry: dict[str, Any], totals: list[int], seat: int) -> tuple[tuple[str, Any], ...]:
    moved = entry["totals"][seat] - entry["scores"][seat]
    return (
        (minus(entry["scores"][seat]), TEXT),
        (minus(moved) if moved else "–", GOOD if moved > 0 else BAD if moved < 0 else MUTED),
        (minus(totals[seat]), TEXT),
    )


def _names(
    entry: dict[str, Any], totals: list[int], names: list[str]
) -> list[tuple[list[str], Any]]:
    """Each seat's name, whole, in the room left of its row's numbers: up to three lines."""
    body = font(NAME_SIZES[0], bold=True)
    widest = max(body.getlength(_cells(entry, totals, seat)[0][0]) for seat in range(4))
    room = COLUMNS[1] - widest - 24 - 32
    return [fit_lines(name, NAME_SIZES, room, 3, bold=True) for name in names]


def _row_height(lines: list[str]) -> int:
    return max(ROW, len(lines) * NAME_LINE + 14)


def _results(
    draw: ImageDraw.ImageDraw,
    top: int,
    entry: dict[str, Any],
    totals: list[int],
    names: list[str],
    heads: list[str],
) -> None:
    """One row a seat: name, this deal's points, the doubles' effect, the total after it."""
    head = font(26, bold=True)
    for text, right in zip(heads, COLUMNS[1:], strict=True):
        draw.text((right, top + ROW // 2), text, font=head, fill=MUTED, anchor="rm")
    body = font(28, bold=True)
    y = top + ROW
    for seat, (lines, name_font) in enumerate(_names(entry, totals, names)):
        height = _row_height(lines)
        draw.rounded_rectangle((16, y + 3, WIDTH - 16, y + height - 3), radius=10, fill=PANEL)
        mid = y + height // 2
        first = mid - (len(lines) - 1) * NAME_LINE / 2
        for i, line in enumerate(lines):
            draw.text((32, first + i * NAME_LINE), line, font=name_font, fill=TEXT, anchor="lm")
        for (text, fill), right in zip(_cells(entry, totals, seat), COLUMNS[1:], strict=True):
            draw.text((right, mid), text, font=body, fill=fill, anchor="rm")
        y += height


def draw_barbu_deal_end(
    entry: dict[str, Any],
    last_trick: dict[str, Any] | None,
    totals: list[int],
    names: list[str],
    words: dict[str, Any] | None = None,
) -> Image.Image:
    """The end of one deal as an RGB image (see `render_barbu_deal_end`)."""
    names = [str(name) for name in names]
    words = words or {}
    caption = words.get("caption", "")
    if last_trick is not None:
        cards = last_trick["cards"]
        plays = [(names[(last_trick["leader"] + i) % 4], card) for i, card in enumerate(cards)]
        winner = (last_trick["winner"] - last_trick["leader"]) % 4
        trick = draw_trick(plays, caption, winner=winner, faces=words.get("faces", ()))
    else:
        trick = draw_trick([], caption)  # the caption alone
    titles, declarers = _header_lines(words)
    header = _header_height(titles, declarers)
    table_top = header + trick.height
    rows = sum(_row_height(lines) for lines, _ in _names(entry, totals, names))
    image = Image.new("RGB", (WIDTH, table_top + ROW + rows + 20), FELT)
    draw = ImageDraw.Draw(image)
    _header(draw, words, titles, declarers)
    image.paste(trick, (0, header))
    _results(draw, table_top, entry, totals, names, words.get("heads") or [""] * 3)
    return image


def render_barbu_deal_end(
    entry: dict[str, Any],
    last_trick: dict[str, Any] | None,
    totals: list[int],
    names: list[str],
    words: dict[str, Any] | None = None,
) -> bytes:
    """The end of one deal as PNG bytes: `entry` its scoresheet entry, `last_trick` its
    last trick (None: Domino), `totals` the series totals after it, `names` per seat,
    `words` from cogs/barbu/text.py `deal_end_words` ("title", "declarer", the trick's
    "caption", the three column "heads", the cards' "faces"). Missing words are left blank."""
    image = draw_barbu_deal_end(entry, last_trick, totals, names, words)
    return to_png(to_felt_palette(image))
