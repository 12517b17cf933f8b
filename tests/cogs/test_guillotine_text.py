"""Guillotine's words (cogs/guillotine/text.py): actions in menus, events, decisions, and
the hand speaking to its player."""

from __future__ import annotations

from cogs.guillotine.text import action_text, decision_text, describe, status_text
from tests.games.guillotine_scenario import act, table

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]


def test_words_for_actions_events_and_decisions() -> None:
    s = table(hands={0: ["lidiot", "infighting"], 1: ["trip"]})
    view = s.view(0)
    assert action_text("play:lidiot:5:2", view, NAMES) == "L'Idiot: Cardinal 5th → 3rd"
    assert action_text("play:infighting:1", view, NAMES) == "Infighting: on Bob"
    # In the menu of one card's ways to play, the card is named once, above, not per entry.
    assert action_text("play:lidiot:5:2", view, NAMES, with_card=False) == "Cardinal 5th → 3rd"
    assert action_text("play:infighting:1", view, NAMES, with_card=False) == "On Bob"
    assert action_text("skip", view, NAMES) == "Play no card"
    act(s, 0, "play:lidiot:5:2")
    texts = [describe(e, NAMES) for e in s.view(None)["events"]]
    assert "Ann plays L'Idiot: Cardinal from 5th to 3rd." in texts
    s = table(hands={0: ["infighting"], 1: ["trip"]})
    act(s, 0, "play:infighting:1")
    assert decision_text(s.view(None)["pending"], NAMES) == (
        "Bob chooses which card to discard (Infighting)."
    )
    act(s, 1, "choose:trip")
    assert "Bob discards Trip (Infighting)." in [describe(e, NAMES) for e in s.events]


def test_the_hand_speaks_to_its_player() -> None:
    """Issue 16: Guillotine's private hand said "Alice is about to collect…"."""
    s = table(hands={0: ["lidiot"]})
    act(s, 0, "skip")
    view = s.view(0)
    assert view["phase"] == "collect" and view["turn"] == 0
    assert status_text(view, NAMES, me=0) == "You are about to collect the front noble."
    assert status_text(view, NAMES, me=1) == "Ann is about to collect the front noble."
    assert status_text(view, NAMES) == "Ann is about to collect the front noble."
