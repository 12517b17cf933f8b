"""What a Barbu player sees of the tricks: the trick in progress in their hand (text and
picture), the previous trick (the **Previous trick** button), and the end of a deal (the
table message's last picture). Read from views only; the sentences are kept here together.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from bot.tables import Table
from cogs.barbu.text import deal_end_words
from cogs.tables.adapter import Drawing
from cogs.tables.words import NO_CARDS, text_names
from games.barbu import contract_title
from games.cards import SUIT_NAMES, SUIT_SYMBOLS, pretty
from render import render_barbu_deal_end, render_hand_with_trick, render_trick

YOU = "You"
LOOK_BACK_LABEL = "Previous trick"
NO_TRICK_YET = "No trick has been completed yet."


def _plays(trick: dict[str, Any] | list[list[Any]], names: list[str]) -> list[tuple[str, str]]:
    """(name, card) in play order, from a completed trick or the view's trick in progress."""
    if isinstance(trick, dict):
        return [(names[(trick["leader"] + i) % 4], card) for i, card in enumerate(trick["cards"])]
    return [(names[seat], card) for seat, card in trick]


def _said(names: list[str], seat: int, you: str = "you") -> list[str]:
    """Names, the reader's own seat as "you"."""
    return [you if s == seat else name for s, name in enumerate(names)]


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
        return f"Trick {number} of {tricks}: you lead."
    said = _said(text_names(table), seat)
    (leader, led), *rest = trick
    line = f"Trick {number} of {tricks}: {said[leader]} led {pretty(led)} ({SUIT_NAMES[led[1]]})"
    if rest:
        line += ", " + ", ".join(f"{said[s]} played {pretty(card)}" for s, card in rest)
    return line + "."


def hand_with_trick(
    table: Table, seat: int, view: dict[str, Any], playable: list[str], title: str
) -> Drawing:
    """The hand's picture with the trick in progress above the cards."""
    number, tricks = trick_numbers(view)
    names = table.names()
    trick = view["trick"]
    if trick:
        led = trick[0][1][1]
        caption = (
            f"Trick {number} of {tricks} · {names[trick[0][0]]} led "
            f"{SUIT_SYMBOLS[led]} {SUIT_NAMES[led]}"
        )
    else:
        caption = f"Trick {number} of {tricks} · you lead"
    plays = _plays(trick, names)
    return partial(
        render_hand_with_trick, view["hand"], playable, title, plays, caption, YOU, NO_CARDS
    )


def look_back(table: Table, seat: int) -> tuple[str, Drawing | None]:
    """The previous trick, privately: who played what, and who took it."""
    view = table.state.view(seat)
    last = view["last_trick"]
    if last is None:
        return NO_TRICK_YET, None
    said = _said(text_names(table), seat)
    plays = _plays(last, said)
    winner = (last["winner"] - last["leader"]) % 4
    taker = "You" if last["winner"] == seat else said[last["winner"]]
    where = f"trick {last['number']}" + (
        "" if last["deal"] == view["deal"] else f" of deal {last['deal']}"
    )
    text = (
        f"Previous trick ({where}): "
        + ", ".join(f"{name} {pretty(card)}" for name, card in plays)
        + f". {taker} took it."
    )
    pictured = _plays(last, _said(table.names(), seat, YOU))
    caption = f"Previous trick ({where}): {pictured[winner][0]} took it"
    return text, partial(render_trick, pictured, caption, winner)


def deal_end(table: Table, deal_index: int) -> tuple[str, Drawing]:
    """What a deal's table message shows once the deal is over: its last trick and result."""
    view = table.state.view(None)
    entry = view["sheet"][deal_index]
    last = view["final_tricks"][deal_index]
    totals = [sum(e["totals"][s] for e in view["sheet"][: deal_index + 1]) for s in range(4)]
    said = text_names(table)
    title = contract_title(entry["contract"])
    text = f"**{title}** · deal {entry['deal']} of {view['deals']} is over"
    text += f": {said[last['winner']]} took the last trick." if last is not None else "."
    names = table.names()
    words = deal_end_words(entry, last, view["deals"], names)
    drawing = partial(render_barbu_deal_end, entry, last, totals, names, words)
    return text, drawing
