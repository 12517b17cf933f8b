"""A finished Barbu deal's **Review** in words and a picture, in the language being spoken:
what its game worked out as public (games/barbu/review.py) told as the table told it:
the deal's summary (contract, declarer, doubles, points), each trick in order (who led,
what each played, who took it) or each domino move, and the hands as dealt in a picture,
a hand of which some cards were never shown holding only those that were.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bot.tables import Table
from cogs.barbu import text
from cogs.barbu.vocabulary import contract_name, rules_title
from cogs.i18n import t
from cogs.tables.adapter import DealReview
from cogs.tables.words import card_faces, card_text, listing, no_cards, text_names
from games.barbu.review import deal_review
from games.barbu.rulesets import RULE_SETS
from render.barbu import render_barbu_review_hands

DOMINO_ROUND = 4  # domino moves told together, one section each


def review(table: Table, deal: int) -> DealReview | None:
    """Deal `deal` (0-based) of the table's series, or None while it is not over."""
    record = table.record
    found = deal_review(record.seed, record.options, list(record.actions), deal)
    if found is None:
        return None
    names = text_names(table)
    rules = found["rules"]
    title = t(
        "barbu-review-title",
        title=rules_title(rules),
        deal=found["deal"],
        deals=RULE_SETS[rules].deals,
        contract=contract_name(found["contract"]),
    )
    entry = {key: found[key] for key in ("deal", "declarer", "contract", "scores", "doubles")}
    entry["totals"] = found["totals"]
    summary = text.deal_summary(
        entry, names, marley=rules == "marley", contract=contract_name(found["contract"])
    )
    sections = [summary]
    if "tricks" in found:
        sections += [
            _trick(number, trick, names) for number, trick in enumerate(found["tricks"], 1)
        ]
    else:
        sections += _domino(found["domino"], names)
        if found["out"]:
            sections.append(t("barbu-review-out", names=listing([names[s] for s in found["out"]])))
    for seat, unseen in enumerate(found["unseen"]):
        if unseen:
            sections.append(t("barbu-review-unseen", name=names[seat], count=unseen))
    # Alt text is not markdown: the names as they are (a screen reader reads no escapes).
    return DealReview(title, sections, _picture(table, found), _alt(found, table.names()))


def _trick(number: int, trick: dict[str, Any], names: list[str]) -> str:
    leader = trick["leader"]
    led, *rest = trick["cards"]
    plays = ", ".join(
        f"{names[(leader + i) % 4]} {card_text(card)}" for i, card in enumerate(rest, 1)
    )
    return t(
        "barbu-review-trick",
        number=number,
        leader=names[leader],
        led=card_text(led),
        plays=plays,
        winner=names[trick["winner"]],
    )


def _domino(moves: list[list[Any]], names: list[str]) -> list[str]:
    """The domino moves, a few to a section: "Alice 8♥, Bob passed, …"."""
    said = [
        f"{names[seat]} {card_text(card)}" if card else t("barbu-review-passed", name=names[seat])
        for seat, card in moves
    ]
    sections = []
    for first in range(0, len(said), DOMINO_ROUND):
        chunk = said[first : first + DOMINO_ROUND]
        sections.append(
            t(
                "barbu-review-moves",
                first=first + 1,
                last=first + len(chunk),
                moves=", ".join(chunk),
            )
        )
    return sections


def _picture(table: Table, found: dict[str, Any]) -> partial[bytes]:
    names = table.names()
    titles = [
        t("barbu-review-hand", name=names[seat])
        if not unseen
        else t("barbu-review-hand-part", name=names[seat], count=unseen)
        for seat, unseen in enumerate(found["unseen"])
    ]
    return partial(render_barbu_review_hands, found["hands"], titles, no_cards(), card_faces())


def _alt(found: dict[str, Any], names: list[str]) -> str:
    hands = "; ".join(
        t(
            "barbu-review-alt-hand-part" if unseen else "barbu-review-alt-hand",
            name=names[seat],
            cards=" ".join(map(card_text, cards)),
            count=unseen,
        )
        for seat, (cards, unseen) in enumerate(zip(found["hands"], found["unseen"], strict=True))
    )
    return t("barbu-review-alt", hands=hands)
