"""The picture a Barbu table message keeps once its deal is over: the deal's last trick
(who took it) and its result, seat by seat: the contract's points, what the doubles moved,
and the running total.

Drawn from public data only: the deal's scoresheet entry, its last trick (the view's
`final_tricks`, None in Domino) and the totals after it, with the words the cog gives
(cogs/barbu/text.py `deal_end_words`).
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
    fit,
    fitting,
    font,
    minus,
    to_png,
)

HEADER_HEIGHT = 64
ROW = 46
COLUMNS = (330, 520, 700, 900)  # right edges: this deal, doubles, total (names on the left)


def _header_lines(words: dict[str, Any]) -> int:
    """1 when the title and who declared share a line, 2 when they do not fit side by side
    (the longer languages: "Runde 28 von 28 · Trumpf (♥ Herz) · beendet")."""
    title = font(30, bold=True).getlength(words.get("title", ""))
    declarer = font(26).getlength(words.get("declarer", ""))
    return 1 if title + declarer + 70 <= WIDTH else 2


def _header(draw: ImageDraw.ImageDraw, words: dict[str, Any], lines: int) -> None:
    height = HEADER_HEIGHT * lines - 16 * (lines - 1)
    draw.rectangle((0, 0, WIDTH, height), fill=HEADER)
    title = words.get("title", "")
    title_font = fitting([title], 30, 26, WIDTH - 40, bold=True)
    draw.text((20, HEADER_HEIGHT // 2), fit(title, title_font, WIDTH - 40),
              font=title_font, fill=GOLD, anchor="lm")  # fmt: skip
    declarer = words.get("declarer", "")
    if lines == 1:
        draw.text((WIDTH - 20, HEADER_HEIGHT - 4), fit(declarer, font(26), 360), font=font(26),
                  fill=MUTED, anchor="rd")  # fmt: skip
    else:
        draw.text((20, height - 10), fit(declarer, font(26), WIDTH - 40), font=font(26),
                  fill=MUTED, anchor="ld")  # fmt: skip


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
    for seat, name in enumerate(names):
        y = top + ROW * (seat + 1)
        draw.rounded_rectangle((16, y + 3, WIDTH - 16, y + ROW - 3), radius=10, fill=PANEL)
        mid = y + ROW // 2
        draw.text((32, mid), fit(name, body, COLUMNS[0] - 40), font=body, fill=TEXT, anchor="lm")
        moved = entry["totals"][seat] - entry["scores"][seat]
        cells = (
            (minus(entry["scores"][seat]), TEXT),
            (minus(moved) if moved else "–", GOOD if moved > 0 else BAD if moved < 0 else MUTED),
            (minus(totals[seat]), TEXT),
        )
        for (text, fill), right in zip(cells, COLUMNS[1:], strict=True):
            draw.text((right, mid), text, font=body, fill=fill, anchor="rm")


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
        trick = draw_trick([], caption)
        trick = trick.crop((0, 0, WIDTH, 70))
    lines = _header_lines(words)
    header = HEADER_HEIGHT * lines - 16 * (lines - 1)
    table_top = header + trick.height
    image = Image.new("RGB", (WIDTH, table_top + ROW * 5 + 20), FELT)
    draw = ImageDraw.Draw(image)
    _header(draw, words, lines)
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
