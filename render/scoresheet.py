"""The Barbu / Marley scoresheet as an image, from a view's `sheet`.

One row per finished deal: deal number, declarer, contract, then per player
the contract score and (Barbu) the deal total after doubles, highlighted when
a double changed it, and a Doubles column naming who doubled whom with the
players' initials ("B→A", "²" for a redouble). Running totals close the sheet,
and for Marley the money line (total − 100). 28 rows stay legible: 17 px text
on 26 px zebra rows.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from games.barbu.rulesets import RULE_SETS
from games.cards import SUIT_SYMBOLS
from render.theme import (
    GOLD,
    MUTED,
    SHEET_BG,
    SHEET_HEAD,
    SHEET_LINE,
    SHEET_ROW,
    TEXT,
    Colour,
    fit,
    font,
    minus,
    to_png,
)

MARGIN = 16
TITLE_HEIGHT = 52
HEAD_HEIGHT = 34
SUBHEAD_HEIGHT = 24
ROW_HEIGHT = 26
TOTAL_HEIGHT = 32

SHORT_CONTRACTS = {"no-last-two": "Last Two"}


def contract_short(contract: str) -> str:
    """A narrow name for the sheet: `Trumps ♥`, `Domino 8`, `No Queens`, `Last Two`."""
    name, _, arg = contract.partition(":")
    if name in SHORT_CONTRACTS:
        return SHORT_CONTRACTS[name]
    title = name
    for rules in RULE_SETS.values():
        if name in rules.contracts:
            title = rules.contracts[name].title
            break
    if name == "trumps" and arg:
        return f"{title} {SUIT_SYMBOLS[arg]}"
    if name == "domino" and arg:
        return f"{title} {'10' if arg == 'T' else arg}"
    return title


def initials(names: list[str]) -> list[str]:
    """One letter per player (first letter of the name); on a clash, the seat number."""
    letters = [(name.strip()[:1] or "?").upper() for name in names]
    return [
        letter if letters.count(letter) == 1 else f"{letter}{seat + 1}"
        for seat, letter in enumerate(letters)
    ]


def _doubles_text(doubles: list[list[int]], labels: list[str]) -> str:
    return " ".join(
        f"{labels[a]}→{labels[b]}" + ("²" if level > 1 else "") for a, b, level in doubles
    )


def draw_barbu_scoresheet(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The scoresheet as an RGB image (see `render_barbu_scoresheet` for PNG bytes)."""
    names = [str(name) for name in names]
    words = words or {}
    rules = RULE_SETS.get(view.get("rules", "barbu"), RULE_SETS["barbu"])
    doubling = rules.doubling
    labels = initials(names)
    sheet = view.get("sheet") or []
    # Columns: (title, width). Per player: contract points (+ deal total when doubling).
    fixed = [("#", 40), ("Decl.", 70), ("Contract", 128)]
    player_cols = [("pts", 64), ("deal", 70)] if doubling else [("pts", 150)]
    group = sum(width for _, width in player_cols)
    doubles_width = 280 if doubling else 0
    width = MARGIN * 2 + sum(w for _, w in fixed) + 4 * group + doubles_width
    rows = len(sheet)
    footer = TOTAL_HEIGHT * (1 if doubling else 2)
    subhead = SUBHEAD_HEIGHT if doubling else 0
    height = TITLE_HEIGHT + HEAD_HEIGHT + subhead + max(rows, 1) * ROW_HEIGHT + footer + MARGIN
    image = Image.new("RGB", (width, height), SHEET_BG)
    draw = ImageDraw.Draw(image)

    title_font = font(26, bold=True)
    title = f"{view.get('title', 'Barbu')} scoresheet"
    draw.text((MARGIN, TITLE_HEIGHT // 2), title, font=title_font, fill=GOLD, anchor="lm")
    done = f"after {len(sheet)} of {view.get('deals', len(sheet))} deals"
    draw.text((width - MARGIN, TITLE_HEIGHT // 2), done, font=font(18), fill=MUTED, anchor="rm")

    head_font = font(17, bold=True)
    cell_font = font(17)
    bold_font = font(17, bold=True)
    y = TITLE_HEIGHT
    draw.rectangle((0, y, width, y + HEAD_HEIGHT + subhead), fill=SHEET_HEAD)
    x = MARGIN
    starts: list[int] = []
    for text, w in fixed:
        draw.text(
            (x + w / 2, y + (HEAD_HEIGHT + subhead) / 2),
            text,
            font=head_font,
            fill=TEXT,
            anchor="mm",
        )
        starts.append(x)
        x += w
    group_starts = []
    for seat in range(4):
        group_starts.append(x)
        label = fit(f"{labels[seat]} · {names[seat]}", head_font, group - 10)
        draw.text(
            (x + group / 2, y + HEAD_HEIGHT / 2 + 1), label, font=head_font, fill=GOLD, anchor="mm"
        )
        draw.line((x, y + 4, x, height - MARGIN), fill=SHEET_LINE, width=1)
        if doubling:
            sx = x
            for text, w in player_cols:
                draw.text(
                    (sx + w / 2, y + HEAD_HEIGHT + subhead / 2 - 2),
                    text,
                    font=font(15),
                    fill=MUTED,
                    anchor="mm",
                )
                sx += w
        x += group
    if doubling:
        draw.line((x, y + 4, x, height - MARGIN), fill=SHEET_LINE, width=1)
        draw.text(
            (x + 12, y + (HEAD_HEIGHT + subhead) / 2),
            "Doubles",
            font=head_font,
            fill=TEXT,
            anchor="lm",
        )
    y += HEAD_HEIGHT + subhead

    for index, row in enumerate(sheet):
        if index % 2:
            draw.rectangle((0, y, width, y + ROW_HEIGHT - 1), fill=SHEET_ROW)
        mid = y + ROW_HEIGHT / 2
        draw.text((starts[0] + 30, mid), str(row["deal"]), font=cell_font, fill=MUTED, anchor="rm")
        declarer = row.get("declarer")
        if declarer is not None:
            draw.text(
                (starts[1] + 35, mid), labels[declarer], font=bold_font, fill=TEXT, anchor="mm"
            )
        contract = fit(contract_short(row.get("contract", "")), cell_font, fixed[2][1] - 8)
        draw.text((starts[2] + 4, mid), contract, font=cell_font, fill=TEXT, anchor="lm")
        scores = row.get("scores") or [0] * 4
        totals = row.get("totals") or scores
        for seat in range(4):
            sx = group_starts[seat]
            _number(draw, (sx + player_cols[0][1] - 12, mid), scores[seat], cell_font)
            if doubling:
                changed = totals[seat] != scores[seat]
                colour = GOLD if changed else TEXT
                _number(draw, (sx + group - 12, mid), totals[seat], bold_font, colour)
        if doubling:
            text = _doubles_text(row.get("doubles") or [], labels)
            # Up to six pairs: a slightly smaller font keeps them on the line.
            doubles_font = font(15, bold=True)
            text = fit(text, doubles_font, doubles_width - 20)
            draw.text((x + 10, mid), text, font=doubles_font, fill=TEXT, anchor="lm")
        y += ROW_HEIGHT
    if not sheet:
        draw.text(
            (width / 2, y + ROW_HEIGHT / 2),
            "No deal finished yet",
            font=cell_font,
            fill=MUTED,
            anchor="mm",
        )
        y += ROW_HEIGHT

    # Running totals (and Marley's money) on a band of their own.
    totals = view.get("scores") or [0] * 4
    footer_rows: list[tuple[str, list[str]]] = [("Total", [minus(t) for t in totals])]
    if not doubling:
        # Marley's settlement against 100, worded by the cog ("pays 40", "collects 20").
        footer_rows.append((words.get("money_label", ""), words.get("money") or [""] * 4))
    for label, values in footer_rows:
        draw.rectangle((0, y, width, y + TOTAL_HEIGHT - 1), fill=SHEET_HEAD)
        mid = y + TOTAL_HEIGHT / 2
        draw.text(
            (starts[2] + fixed[2][1] - 8, mid),
            label,
            font=font(19, bold=True),
            fill=GOLD,
            anchor="rm",
        )
        for seat in range(4):
            text = values[seat]
            draw.text(
                (group_starts[seat] + group - 12, mid),
                text,
                font=font(19, bold=True),
                fill=TEXT,
                anchor="rm",
            )
        y += TOTAL_HEIGHT
    return image


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
    from cogs/barbu/text.py `sheet_words` (Marley's "money_label" and "money" per seat)."""
    return to_png(draw_barbu_scoresheet(view, names, words), adaptive=True)
