"""A finished day of Guillotine, its **Review** in words, in the language being spoken:
what its game worked out as public (games/guillotine/review.py) told as the table told
it (the same sentences as the table message's events): the line of nobles as the day
began, each turn in order with the action cards played and the nobles collected, and
the points. Never a player's hand: it carries over to the next day. No picture: the
line is a list of names, and the turns read better as text.
"""

from __future__ import annotations

from typing import Any

from bot.tables import Table
from cogs.guillotine import text
from cogs.i18n import t
from cogs.tables.adapter import DealReview
from cogs.tables.words import text_names
from games.guillotine.review import day_review


def review(table: Table, day: int) -> DealReview | None:
    """Day `day` (0-based) of the table's game, or None while it is not over."""
    record = table.record
    found = day_review(record.seed, len(record.seats), record.options, list(record.actions), day)
    if found is None:
        return None
    names = text_names(table)
    title = t("guillotine-review-title", day=found["day"])
    line = [
        t("guillotine-review-noble", position=position, noble=text.card_name(noble))
        for position, noble in enumerate(found["line"], 1)
    ]
    sections = [t("guillotine-review-line") + "\n" + "\n".join(line)]
    turns: list[list[dict[str, Any]]] = []
    for event in found["events"]:
        if event["type"] == "day":
            continue  # the line above says it
        if event["type"] in ("turn", "finale") or not turns:
            turns.append([])
        turns[-1].append(event)
    for events in turns:
        sections.append(" ".join(text.describe(event, names) for event in events))
    points = [
        t("guillotine-review-points", who=names[seat], points=after - before, total=after)
        for seat, (before, after) in enumerate(zip(found["before"], found["scores"], strict=True))
    ]
    sections.append(t("guillotine-review-points-head") + "\n" + "\n".join(points))
    return DealReview(title, sections)
