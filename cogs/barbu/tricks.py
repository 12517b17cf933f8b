"""What a Barbu player sees of the tricks: the trick in progress in their hand (text and
picture), the previous trick (the **Previous trick** button), and the end of a deal (the
table message's last picture). Read from views only; the sentences are kept here together.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bot.tables import Table
from cogs.barbu.text import deal_end_words
from cogs.barbu.vocabulary import contract_name
from cogs.i18n import t
from cogs.tables.adapter import Drawing
from cogs.tables.words import card_faces, card_text, no_cards, text_names
from games.cards import SUIT_SYMBOLS
from render.barbu import render_barbu_deal_end, render_hand_with_trick, render_trick


def look_back_label() -> str:
    return t("barbu-look-back")


def _plays(trick: dict[str, Any] | list[list[Any]], names: list[str]) -> list[tuple[str, str]]:
    """(name, card) in play order, from a completed trick or the view's trick in progress."""
    if isinstance(trick, dict):
        return [(names[(trick["leader"] + i) % 4], card) for i, card in enumerate(trick["cards"])]
    return [(names[seat], card) for seat, card in trick]


def _you(names: list[str], seat: int, key: str = "barbu-you") -> list[str]:
    """Names, the reader's own seat as "You" (pictures) or "you" (`barbu-you-listed`)."""
    return [t(key) if s == seat else name for s, name in enumerate(names)]


def trick_numbers(view: dict[str, Any]) -> tuple[int, int]:
    """This trick's number and the deal's number of tricks (the reader's cards say how many
    are left, this one included)."""
    done = len(view["tricks"])
    return done + 1, done + len(view["hand"])


def trick_in_progress(table: Table, seat: int, view: dict[str, Any]) -> str:
    """The hand's line about the trick being played, e.g. "Trick 5 of 13: Bob led 9♠
    (spades), Carol played Q♠." or "Trick 1 of 13: you lead."."""
    number, tricks = trick_numbers(view)
    trick = view["trick"]
    if not trick:
        return t("barbu-trick-you-lead", number=number, tricks=tricks)
    names = text_names(table)
    (leader, led), *rest = trick
    suit = t("barbu-suit", suit=led[1])
    plays = [
        t("barbu-trick-you-led", card=card_text(led), suit=suit)
        if leader == seat
        else t("barbu-trick-led", name=names[leader], card=card_text(led), suit=suit)
    ]
    for who, card in rest:
        if who == seat:
            plays.append(t("barbu-trick-you-played", card=card_text(card)))
        else:
            plays.append(t("barbu-trick-played", name=names[who], card=card_text(card)))
    return t("barbu-trick-line", number=number, tricks=tricks, plays=", ".join(plays))


def hand_with_trick(
    table: Table, seat: int, view: dict[str, Any], playable: list[str], title: str
) -> Drawing:
    """The hand's picture with the trick in progress above the cards."""
    number, tricks = trick_numbers(view)
    names = table.names()
    trick = view["trick"]
    if trick:
        led = trick[0][1][1]
        caption = t(
            "barbu-trick-caption",
            number=number,
            tricks=tricks,
            name=names[trick[0][0]],
            symbol=SUIT_SYMBOLS[led],
            suit=t("barbu-suit", suit=led),
        )
    else:
        caption = t("barbu-trick-caption-you-lead", number=number, tricks=tricks)
    plays = _plays(trick, names)
    return partial(
        render_hand_with_trick,
        view["hand"],
        playable,
        title,
        plays,
        caption,
        t("barbu-you"),
        no_cards(),
        card_faces(),
    )


def look_back(table: Table, seat: int) -> tuple[str, Drawing | None]:
    """The previous trick, privately: who played what, and who took it."""
    view = table.state.view(seat)
    last = view["last_trick"]
    if last is None:
        return t("barbu-no-trick-yet"), None
    said = _you(text_names(table), seat, "barbu-you-listed")
    plays = _plays(last, said)
    winner = (last["winner"] - last["leader"]) % 4
    # Which trick, and of which deal when it is not the one under way (0: this deal).
    where = {"number": last["number"], "deal": 0 if last["deal"] == view["deal"] else last["deal"]}
    listed = ", ".join(f"{name} {card_text(card)}" for name, card in plays)
    if last["winner"] == seat:
        text = t("barbu-previous-you", **where, plays=listed)
    else:
        text = t("barbu-previous", **where, plays=listed, name=said[last["winner"]])
    pictured = _plays(last, _you(table.names(), seat))
    if last["winner"] == seat:
        caption = t("barbu-previous-caption-you", **where)
    else:
        caption = t("barbu-previous-caption", **where, name=pictured[winner][0])
    return text, partial(render_trick, pictured, caption, winner, card_faces())


def deal_end(table: Table, deal_index: int) -> tuple[str, Drawing]:
    """What a deal's table message shows once the deal is over: its last trick and result."""
    view = table.state.view(None)
    entry = view["sheet"][deal_index]
    last = view["final_tricks"][deal_index]
    totals = [sum(e["totals"][s] for e in view["sheet"][: deal_index + 1]) for s in range(4)]
    said = text_names(table)
    where = {"contract": contract_name(entry["contract"]), "deal": entry["deal"]}
    if last is not None:
        text = t("barbu-deal-over", deals=view["deals"], name=said[last["winner"]], **where)
    else:
        text = t("barbu-deal-over-domino", deals=view["deals"], **where)
    names = table.names()
    words = deal_end_words(entry, last, view["deals"], names)
    drawing = partial(render_barbu_deal_end, entry, last, totals, names, words)
    return text, drawing
