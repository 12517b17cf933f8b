"""A finished game of a Gin Slaughtre match, its **Review** in words, in the language being
spoken: what its game worked out as public (games/slaughter/review.py) told as the table
told it (the same sentences as the table message's news): the upcards as play began,
who began, each turn in order, and how the game ended. No picture: a list of turns reads
better as text, and the hands as dealt were never shown.
"""

from __future__ import annotations

from bot.tables import Table
from cogs.i18n import t
from cogs.slaughter import text
from cogs.tables.adapter import DealReview
from cogs.tables.words import text_names
from games.slaughter.review import game_review


def review(table: Table, game: int) -> DealReview | None:
    """Game `game` (0-based) of the table's match, or None while it is not over."""
    record = table.record
    found = game_review(record.seed, record.options, list(record.actions), game)
    if found is None:
        return None
    names = text_names(table)
    title = t("slaughter-review-title", game=found["number"])
    upcards = [
        t("slaughter-review-upcards", name=names[seat], cards=text.card_list(row))
        for seat, row in enumerate(found["upcards"])
    ]
    sections = ["\n".join(upcards)]
    if found["start"] is not None:
        sections.append(" ".join(text.news({"effects": [found["start"]]}, names)))
    for number, turn in enumerate(found["turns"], 1):
        play = None
        if turn["kind"] == "play":
            play = {"seat": turn["seat"], "cards": turn["cards"], "from": turn["from"]}
        said = " ".join(text.news({"effects": turn["effects"], "last_play": play}, names))
        sections.append(t("slaughter-review-turn", number=number, said=said))
    sections.append(text.game_over(found["result"], names))
    return DealReview(title, sections)
