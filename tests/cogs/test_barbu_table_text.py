"""The words of a Barbu table message around its picture (`BarbuAdapter.table_text`): above
it what is played, the deal, who declared, whose turn and what just happened; below it the
doubles with their legend, or the final standings; the picture's alt text, the trick with
who played each card, or the Domino layout, and the seats."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.tables import Table
from cogs.barbu.adapter import BarbuAdapter
from cogs.barbu.vocabulary import contract_name
from cogs.i18n import speaking
from cogs.tables.words import card_text
from tests.cogs.test_barbu_adapter_words import NAMES, _table


def _play_until(rules: str, wanted: Callable[[dict[str, Any]], bool], seed: int = 5) -> Table:
    """A table of computers (named in bold in the text), played at random until `wanted`
    holds of its public view."""
    table = _table([], rules, seed=seed)
    state = table.state
    rng = random.Random(seed)
    while not wanted(state.view(None)):
        (seat,) = state.actors()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        table.record.actions.append((seat, action))
    return table


def _doubled_trick(view: dict[str, Any]) -> bool:
    return view["phase"] == "play" and len(view["trick"]) == 2 and len(view["doubles"]) >= 1


def test_a_doubled_trick_is_said_above_below_and_in_the_alt_text() -> None:
    table = _play_until("barbu", _doubled_trick)
    view = table.state.view(None)
    declarer, turn = NAMES[view["declarer"]], NAMES[view["turn"]]
    (leader, led), (second, card) = view["trick"]
    with speaking("en"):
        said = BarbuAdapter().table_text(table)
        contract = contract_name(view["contract"])
    deal = view["deal"]
    assert said.status.split("\n") == [
        f"**Barbu**, deal {deal} of 28: **{declarer}** declared **{contract}**.",
        f"**{turn}** to play.",
    ]
    (details,) = said.details
    doubles, legend = details.split("\n")
    assert doubles.startswith("**Doubles:** **")
    assert " → **" in doubles or " ⇄ **" in doubles
    assert legend == "-# A → B: A doubled B · A ⇄ B: and B redoubled"
    number = len(view["tricks"]) + 1
    assert said.alt.startswith(f"Trick {number} of 13: {NAMES[leader]} led {card_text(led)} ("), (
        said.alt
    )
    assert f"{NAMES[second]} played {card_text(card)}. Around the table: " in said.alt
    assert "**" not in said.alt  # plain names: the alt text is no markdown

    with speaking("fr"):
        said = BarbuAdapter().table_text(table)
        contract = contract_name(view["contract"])
    assert said.status.split("\n") == [
        f"**Barbu**, donne {deal} sur 28\u00a0: **{declarer}** a déclaré **{contract}**.",
        f"**{turn}** joue.",
    ]
    assert said.details[0].startswith("**Contres\u00a0:** ")
    assert said.alt.startswith(f"Pli {number} sur 13\u00a0: {NAMES[leader]} a entamé ")


def test_between_tricks_the_text_says_who_took_the_trick_just_played() -> None:
    table = _play_until(
        "marley", lambda v: v["phase"] == "play" and bool(v["tricks"]) and not v["trick"]
    )
    view = table.state.view(None)
    taker = NAMES[view["tricks"][-1]["winner"]]
    with speaking("de"):
        said = BarbuAdapter().table_text(table)
    lines = said.status.split("\n")
    assert lines[2:] == [
        f"**{taker}** hat den eben gespielten Stich gemacht.",
        "Punkte sind Strafpunkte: Die niedrigste Summe gewinnt.",
    ]
    assert said.details == []  # Marley doubles nothing
    assert said.alt.startswith("Letzter Stich (Stich 1): ")
    assert f"{taker} hat ihn gemacht. Am Tisch: " in said.alt


def test_the_domino_layout_and_the_end_are_described() -> None:
    table = _play_until("barbu", lambda v: "layout" in v and bool(v.get("out")))
    with speaking("nl"):
        said = BarbuAdapter().table_text(table)
    assert said.alt.startswith("Het domino: "), said.alt
    table = _play_until("marley", lambda v: v["phase"] == "over")
    with speaking("en"):
        said = BarbuAdapter().table_text(table)
    assert said.status == "**Marley's Guillotine: the series is over.**"
    (standings,) = said.details
    assert standings.startswith("**Final standings**\n")
    assert said.alt.startswith("Final standings: 1st ")
    assert all(name in said.alt for name in NAMES)
