"""Hand-built scenarios for the rules of rules/guillotine.md beyond single cards.

Set-up, turn order, the Wait a Moment! window (and that it reveals nothing),
blocking, Trip chains, days and the end of the game, the empty-deck readings,
the end-of-game scoring cards, scoring examples, illegal actions and saving.
"""

from __future__ import annotations

import json
import random

import pytest

from games import IllegalAction, guillotine
from games.guillotine import from_json, new_game, next_tokens, score
from tests.games.guillotine_scenario import (
    LINE,
    act,
    assert_illegal,
    check_accounted,
    finish,
    table,
)
from tests.games.play import random_play

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]

# ------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_new_game_deals_five_cards_and_a_line_of_twelve(players: int) -> None:
    s = new_game(1, players)
    assert [len(hand) for hand in s.hands] == [5] * players
    assert len(s.line) == 12 and len(s.noble_deck) == 38
    assert len(s.action_deck) == 60 - 5 * players
    assert s.day == 1 and not s.is_over and s.scores == [0] * players
    assert s.actors() == [s.turn]
    check_accounted(s)


def test_the_first_player_is_random_but_comes_from_the_seed() -> None:
    firsts = {new_game(seed, 4).turn for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(9, 4).turn == new_game(9, 4).turn


def test_bad_players_and_options_are_rejected_by_name() -> None:
    for players in (1, 6):
        with pytest.raises(ValueError, match="2 to 5"):
            new_game(1, players)
    with pytest.raises(ValueError, match="colour"):
        new_game(1, 3, {"colour": "red"})
    with pytest.raises(ValueError, match="end_cards"):
        new_game(1, 3, {"end_cards": "maybe"})
    with pytest.raises(ValueError, match="wait_seconds"):
        new_game(1, 3, {"wait_seconds": 7})
    s = new_game(1, 3, {"wait_seconds": "15", "end_cards": "on"})
    assert s.options == {"end_cards": "on", "wait_seconds": 15}
    assert new_game(1, 3).options == {"end_cards": "on", "wait_seconds": 10}


def test_views_show_the_own_hand_only() -> None:
    s = table(hands={0: ["trip"], 1: ["stumble", "pushed"], 2: []})
    assert s.view(0)["hand"] == ["trip"] and s.view(1)["hand"] == ["stumble", "pushed"]
    assert s.view(None)["hand"] == []
    assert s.view(None)["hand_sizes"] == [1, 2, 0]
    public = s.view(None)
    assert public["line"] == LINE and public["turn"] == 0 and public["phase"] == "action"
    assert public["noble_deck"] == 38 and public["day"] == 1
    json.dumps(public)


# ----------------------------------------------------------------- a turn


def test_a_turn_plays_collects_and_draws_then_passes_left() -> None:
    s = table(hands={0: ["stumble"], 1: ["trip"]}, action_top=["pushed", "majesty"])
    act(s, 0, "play:stumble:2")
    assert s.phase == "collect" and s.legal_actions(0) == ["collect"]
    act(s, 0, "collect")
    assert s.piles[0] == ["duke"] and s.hands[0] == ["pushed"]
    assert s.turn == 1 and s.phase == "action"
    finish(s)
    assert s.hands[1] == ["majesty", "trip"] and s.turn == 2


def test_skip_goes_straight_to_the_collection() -> None:
    s = table(hands={0: ["stumble"]})
    act(s, 0, "skip")
    assert s.phase == "collect" and s.hands[0] == ["stumble"]


def test_trip_allows_a_second_card_and_chains() -> None:
    s = table(hands={0: ["trip", "trip", "stumble"]})
    act(s, 0, "play:trip:1", "play:trip:1", "play:stumble:3")
    assert s.line[:3] == ["coiffeur", "baron", "duke"]
    assert s.phase == "collect" and s.played == ["trip", "trip", "stumble"]


def test_trip_bringing_the_judge_to_the_front_stops_the_second_card() -> None:
    s = table(line=["duke", "unpopular-judge", "baron"], hands={0: ["trip", "stumble"]})
    act(s, 0, "play:trip:1")
    assert s.line[0] == "unpopular-judge" and s.phase == "collect"


def test_master_spy_moves_after_trip_before_the_second_card() -> None:
    s = table(line=["master-spy", "duke", "baron"], hands={0: ["trip", "stumble"]})
    act(s, 0, "play:trip:2")
    assert s.line == ["baron", "duke", "master-spy"]
    assert s.phase == "action"


def test_a_player_without_cards_or_blocked_goes_straight_to_the_window() -> None:
    assert table(hands={0: []}).phase == "collect"
    assert table(line=["unpopular-judge", *LINE[1:]], hands={0: ["trip"]}).phase == "collect"


# ----------------------------------------------------------- the window


def test_the_window_opens_on_every_turn_and_looks_the_same_whoever_holds_the_card() -> None:
    # Same hand sizes; only who holds Wait a Moment! differs.
    holder = table(hands={0: ["trip"], 1: ["wait-a-moment"], 2: ["stumble"]})
    nobody = table(hands={0: ["trip"], 1: ["pushed"], 2: ["stumble"]})
    for s in (holder, nobody):
        act(s, 0, "skip")
        assert s.phase == "collect" and s.legal_actions(0) == ["collect"]
    assert holder.actors() == [0, 1] and nobody.actors() == [0]
    for seat in (None, 0, 2):
        assert holder.view(seat) == nobody.view(seat)
    assert holder.legal_actions(2) == nobody.legal_actions(2) == []


def test_a_holder_may_let_the_collection_go() -> None:
    s = table(hands={0: [], 1: ["wait-a-moment"], 2: []})
    views = [s.view(seat) for seat in (None, 0, 1, 2)]
    act(s, 1, "skip")
    assert s.actors() == [0] and s.hands[1] == ["wait-a-moment"]
    # Letting it pass leaves no trace anybody could see.
    assert [s.view(seat) for seat in (None, 0, 1, 2)] == views
    assert_illegal(s, 1, "wait", "wait-declined")
    act(s, 0, "collect")
    assert s.piles[0] == ["coiffeur"]


def test_wait_moves_the_master_spy_after_the_shuffle() -> None:
    line = ["master-spy", *LINE[1:]]
    s = table(line=line, hands={0: [], 1: ["wait-a-moment"]})
    act(s, 1, "wait")
    assert s.line[-1] == "master-spy" and sorted(s.line) == sorted(line)


def test_wait_is_not_for_the_active_player_nor_on_his_own_turn() -> None:
    s = table(hands={0: ["wait-a-moment", "trip"]})
    assert "wait" not in s.legal_actions(0)
    assert not any("wait-a-moment" in a for a in s.legal_actions(0))
    assert_illegal(s, 0, "play:wait-a-moment", "wait-not-now")
    act(s, 0, "skip")
    assert s.actors() == [0]
    assert_illegal(s, 0, "wait", "wait-not-now")


def test_wait_is_stopped_by_the_judge_and_by_other_players_guards() -> None:
    judge = table(line=["unpopular-judge", *LINE[1:]], hands={0: [], 1: ["wait-a-moment"]})
    assert judge.actors() == [0]
    assert_illegal(judge, 1, "wait", "judge-at-front")
    guarded = table(hands={0: [], 1: ["wait-a-moment"]}, face_up={2: ["callous-guards"]})
    assert guarded.actors() == [0]
    assert_illegal(guarded, 1, "wait", "guards-out", card="wait-a-moment")
    # The owner of the guards may: he discards them first.
    own = table(hands={0: [], 1: ["wait-a-moment"]}, face_up={1: ["callous-guards"]})
    act(own, 1, "wait")
    assert own.face_up[1] == [] and "callous-guards" in own.action_discard


def test_a_rush_job_does_not_stop_wait_a_moment() -> None:
    s = table(hands={0: [], 1: ["wait-a-moment"]})
    s.rushed = [1]
    assert s.actors() == [0, 1]


# -------------------------------------------------------- blocking cards


def test_callous_guards_block_every_line_card_but_not_the_others() -> None:
    hand = ["stumble", "trip", "escape", "missed", "double-feature", "fountain-of-blood"]
    s = table(hands={0: hand}, piles={1: ["piss-boy"]}, face_up={2: ["callous-guards"]})
    legal = s.legal_actions(0)
    assert sorted({a.split(":")[1] for a in legal if a != "skip"}) == [
        "double-feature",
        "fountain-of-blood",
    ]
    assert_illegal(s, 0, "play:stumble:2", "guards-out", card="stumble")


def test_the_judge_blocks_every_card_and_the_message_says_so() -> None:
    s = table(line=["unpopular-judge", *LINE[1:]], hands={0: ["fountain-of-blood"]})
    assert_illegal(s, 0, "play:fountain-of-blood", "collect-now")
    assert s.view(0)["blocked"] == "judge"


# ------------------------------------------------------------------ days


def test_an_empty_line_at_the_start_of_a_turn_begins_the_next_day() -> None:
    s = table(line=["duke"], hands={0: [], 1: []})
    finish(s)
    assert s.day == 2 and len(s.line) == 12 and s.turn == 1
    events = [e["type"] for e in s.events]
    assert events[-2:] == ["day", "turn"]


def test_the_game_ends_after_the_third_day() -> None:
    s = table(line=["duke"], hands={0: [], 1: []}, day=3)
    finish(s)
    assert s.is_over and s.actors() == [] and s.turn is None
    assert s.legal_actions(1) == []
    assert_illegal(s, 1, "collect", "game-over")
    assert s.view(None)["places"] == s.places()


def test_robespierre_on_the_third_day_ends_the_game() -> None:
    s = table(line=["robespierre", "duke"], hands={0: [], 1: []}, day=3)
    finish(s)
    assert s.is_over and "duke" in s.noble_discard
    assert s.view(None)["day_ends"] is False  # nothing is pending once the game is over


def test_a_short_noble_deck_makes_a_short_day_and_none_ends_the_game() -> None:
    s = table(line=["duke"], hands={0: [], 1: []}, noble_deck_size=5)
    finish(s)
    assert s.day == 2 and len(s.line) == 5 and s.noble_deck == []
    s = table(line=["duke"], hands={0: [], 1: []}, noble_deck_size=0)
    finish(s)
    assert s.is_over and s.day == 1


def test_robespierre_collected_by_after_you_ends_the_day_too() -> None:
    """rules/guillotine.md: "Once Robespierre is collected, nothing of the turn but the draw
    remains" — also when After You gave him to another player: the turn collects no more."""
    s = table(line=["robespierre", *LINE[1:]], hands={0: ["after-you"], 1: ["wait-a-moment"]})
    act(s, 0, "play:after-you:2")
    assert s.phase == "collect" and s.view(None)["collect_count"] == 0
    assert s.actors() == [0]  # nothing is about to be collected: no Wait a Moment!
    finish(s)
    assert s.piles[2] == ["robespierre"] and s.piles[0] == []
    assert len(s.hands[0]) == 1  # his draw remains
    assert s.day == 2 and s.turn == 1


# -------------------------------------------------------- empty decks


def test_an_empty_action_deck_is_remade_from_the_discard_pile() -> None:
    s = table(hands={0: []}, action_deck_size=0, action_discard=["trip"])
    finish(s)
    assert len(s.hands[0]) == 1 and s.action_discard == []
    assert any(e["type"] == "reshuffle" for e in s.events)


def test_with_both_action_piles_empty_nothing_is_drawn() -> None:
    s = table(hands={0: ["trip"] * 2, 1: ["stumble"] * 2}, action_deck_size=0)
    s.action_discard = []
    s.hands[2] = [c for c in _all_other_actions(s)]
    check_accounted(s)
    act(s, 0, "skip", "collect")
    assert s.hands[0] == ["trip", "trip"]


def _all_other_actions(s) -> list[str]:
    from collections import Counter

    from games.guillotine.cards import ACTION_DECK

    left = Counter(ACTION_DECK)
    for hand in s.hands[:2]:
        left.subtract(hand)
    return sorted(left.elements())


@pytest.mark.parametrize("card", ["general", "captain-of-the-guard", "rival-executioner"])
def test_nobles_that_draw_from_an_empty_noble_deck_do_nothing_more(card: str) -> None:
    s = table(line=[card, "duke"], hands={0: []}, noble_deck_size=0)
    finish(s)
    assert s.piles[0] == [card] and s.line == ["duke"]


def test_late_arrival_with_a_short_or_empty_deck() -> None:
    s = table(hands={0: ["late-arrival"]}, noble_top=["lord"], noble_deck_size=1)
    act(s, 0, "play:late-arrival")
    assert s.legal_actions(0) == ["choose:lord"]
    act(s, 0, "choose:lord")
    assert s.line[-1] == "lord" and s.noble_deck == []
    s = table(hands={0: ["late-arrival"]}, noble_deck_size=0)
    act(s, 0, "play:late-arrival")
    assert s.phase == "collect" and len(s.line) == 12


# --------------------------------------------------- other readings


def test_decisions_with_nothing_to_choose_from_are_skipped() -> None:
    s = table(hands={0: ["infighting"], 1: []})
    act(s, 0, "play:infighting:1")
    assert s.phase == "collect"
    s = table(hands={0: ["clerical-error"]}, piles={1: ["piss-boy"]})
    act(s, 0, "play:clerical-error:1")
    assert s.pending is not None and s.pending["seat"] == 0
    act(s, 0, "choose:piss-boy")  # his own pile is empty: nothing to take back
    assert s.piles[0] == ["piss-boy"] and s.piles[1] == [] and s.phase == "collect"


def test_choosing_oneself_is_allowed_and_harmless_where_meaningless() -> None:
    s = table(hands={0: ["information-exchange", "trip"]})
    act(s, 0, "play:information-exchange:0")
    assert s.hands[0] == ["trip"]
    s = table(hands={0: ["clerical-error"]}, piles={0: ["piss-boy"]})
    act(s, 0, "play:clerical-error:0")
    assert s.piles[0] == ["piss-boy"] and s.phase == "collect"


def test_political_influence_cancels_double_feature() -> None:
    s = table(hands={0: ["trip", "double-feature", "political-influence"]})
    act(s, 0, "play:trip:1", "play:double-feature")
    assert s.phase == "collect"
    s = table(hands={0: ["trip", "double-feature", "political-influence"]})
    act(s, 0, "play:trip:1", "play:political-influence", "collect")
    assert s.piles[0] == []


def test_a_fast_noble_chain_with_a_decision_in_the_middle() -> None:
    s = table(line=["fast-noble", "the-clown", "duke"], hands={0: ["double-feature"]})
    # Each collection from the line has its window: the Fast Noble's, then Double Feature's.
    act(s, 0, "play:double-feature", "collect", "collect")
    assert s.pending is not None and s.pending["kind"] == "the-clown"
    saved = s.to_json()
    act(s, 0, "choose:1")
    assert s.phase == "collect" and s.view(None)["collect_count"] == 1
    act(s, 0, "collect")
    # Double Feature's second collection comes after the Fast Noble's chain.
    assert s.piles[0] == ["fast-noble", "duke"] and s.piles[1] == ["the-clown"]
    restored = from_json(json.loads(json.dumps(saved)))
    act(restored, 0, "choose:1", "collect")
    assert restored.to_json() == s.to_json()


def test_after_you_gives_the_clown_decision_to_the_receiver() -> None:
    s = table(line=["the-clown", *LINE[1:]], hands={0: ["after-you"]})
    act(s, 0, "play:after-you:2")
    assert s.actors() == [2] and s.legal_actions(2) == ["choose:0", "choose:1"]
    act(s, 2, "choose:0")
    assert s.piles[0] == ["the-clown"] and s.phase == "collect"


# ------------------------------------------------- end-of-game cards


def test_end_cards_off_ends_the_game_at_once() -> None:
    s = table(
        line=["duke"],
        hands={0: [], 1: ["fountain-of-blood"]},
        day=3,
        options={"end_cards": "off"},
    )
    finish(s)
    assert s.is_over and s.face_up[1] == []


def test_end_cards_on_lets_each_player_play_scoring_cards_from_the_next_seat() -> None:
    s = table(
        line=["duke"],
        hands={0: ["tough-crowd", "trip"], 1: ["fountain-of-blood", "church-support"], 2: []},
        piles={1: ["bad-nun"]},
        day=3,
        options={"end_cards": "on"},
    )
    finish(s)
    assert s.phase == "finale" and s.turn == 1  # the seat that would have been next
    assert s.legal_actions(1) == ["play:church-support", "play:fountain-of-blood", "skip"]
    act(s, 1, "play:fountain-of-blood", "play:church-support", "skip")
    # Seat 2 holds no scoring card and is passed over; seat 0 may hit someone.
    assert s.turn == 0 and s.legal_actions(0) == [
        "play:tough-crowd:1",
        "play:tough-crowd:2",
        "skip",
    ]
    act(s, 0, "play:tough-crowd:1", "skip")
    assert s.is_over and s.scores[1] == 3 + 2 + 1 - 2


# ------------------------------------- issue 14: the seed's sentences, checked


def test_robespierre_ends_the_turns_collecting_double_feature() -> None:
    """Seed: "Wenn Robespierre geköpft wurde, ist ein Tag vorzeitig beendet. Der Spieler zieht
    noch eine Aktionskarte, dann legt er alle Adligen, die sich noch in der Reihe befinden
    auf den Ablagestapel." Rules file: a second collection still due (Double Feature, Fast
    Noble) does not happen."""
    s = table(line=["robespierre", "duke", "baron"], hands={0: ["double-feature"], 1: []})
    act(s, 0, "play:double-feature")
    finish(s)
    assert s.piles[0] == ["robespierre"]  # not the Duke as well
    assert {"duke", "baron"} <= set(s.noble_discard)
    assert len(s.hands[0]) == 1  # the draw remains
    assert (s.day, s.turn, len(s.line)) == (2, 1, 12)


@pytest.mark.parametrize("first", ["fast-noble", "rival-executioner"])
def test_robespierre_ends_the_turns_collecting_in_a_chain(first: str) -> None:
    """Seed: "Der Spieler zieht noch eine Aktionskarte, dann legt er alle Adligen, die sich
    noch in der Reihe befinden auf den Ablagestapel." Robespierre as the Fast Noble's extra
    noble (or the Rival Executioner's from the deck): Double Feature's noble is not taken."""
    line = [first, "robespierre", "duke"] if first == "fast-noble" else [first, "duke"]
    top = ["robespierre"] if first == "rival-executioner" else None
    s = table(line=line, hands={0: ["double-feature"], 1: []}, noble_top=top)
    act(s, 0, "play:double-feature")
    finish(s)
    assert s.piles[0] == [first, "robespierre"] and "duke" in s.noble_discard
    assert (s.day, s.turn) == (2, 1)


def test_wait_a_moment_answers_every_collection_from_the_line() -> None:
    """Seed: "Sie wird in dem Moment ausgespielt, in dem ein Spieler einen Adligen aus der
    Reihe nehmen und auf seinen Punktestapel legen will." The Fast Noble's extra noble and
    Double Feature's second one are such moments too; the window opens each time, held or
    not, and looks the same."""
    line = ["fast-noble", *LINE]
    holder = table(line=line, hands={0: ["double-feature"], 1: ["wait-a-moment"], 2: ["trip"]})
    nobody = table(line=line, hands={0: ["double-feature"], 1: ["stumble"], 2: ["trip"]})
    for s in (holder, nobody):
        act(s, 0, "play:double-feature")
        assert s.phase == "collect" and s.view(None)["collect_count"] == 2
    act(holder, 1, "skip")  # lets the first collection go
    for s in (holder, nobody):
        act(s, 0, "collect")
        # The Fast Noble's extra noble: the window opens again.
        assert s.piles[0] == ["fast-noble"] and s.phase == "collect"
        assert s.legal_actions(0) == ["collect"] and s.view(None)["collect_count"] == 2
    assert holder.actors() == [0, 1] and nobody.actors() == [0]
    for seat in (None, 0, 2):
        assert holder.view(seat) == nobody.view(seat)
    act(holder, 1, "wait")
    assert sorted(holder.line) == sorted(LINE) and holder.line != LINE
    front = holder.line[0]
    act(holder, 0, "collect")
    assert holder.piles[0] == ["fast-noble", front]
    # Double Feature's second noble: a window once more (the card is spent now).
    assert holder.phase == "collect" and holder.actors() == [0]
    assert holder.view(None)["collect_count"] == 1
    act(holder, 0, "collect")
    assert len(holder.piles[0]) == 3 and holder.turn == 1
    # No window when the line is empty: there is nothing to collect.
    s = table(line=["duke"], hands={0: ["double-feature"], 1: []})
    act(s, 0, "play:double-feature", "collect")
    assert s.piles[0] == ["duke"] and (s.day, s.turn) == (2, 1)


def test_callous_guards_stop_scarlet_pimpernel_and_after_you() -> None:
    """Seed: "Solange diese Karte vor ihm liegt, darf kein Spieler, auch er selbst nicht, eine
    Aktionskarte ausspielen, die die Reihenfolge der Adligen verändert. Dazu gehören auch
    Karten, die Adlige aus der Reihe entfernen oder der Reihe hinzufügen." """
    hand = ["scarlet-pimpernel", "after-you", "double-feature"]
    s = table(hands={0: hand}, face_up={1: ["callous-guards"]})
    assert s.legal_actions(0) == ["play:double-feature", "skip"]
    assert_illegal(s, 0, "play:scarlet-pimpernel", "guards-out", card="scarlet-pimpernel")
    assert_illegal(s, 0, "play:after-you:2", "guards-out", card="after-you")
    free = table(hands={0: hand})
    assert {"play:scarlet-pimpernel", "play:after-you:1"} <= set(free.legal_actions(0))


def test_the_guards_owner_may_discard_them_in_his_action_step() -> None:
    """Seed: "Der Spieler, der diese Karte vor sich liegen hat, darf sie jederzeit auf den
    Ablagestapel legen." Rules file: `discard:callous-guards`, in his own action-card step;
    it is not his action card."""
    s = table(hands={0: ["double-feature"], 1: ["stumble"]}, face_up={0: ["callous-guards"]})
    assert s.legal_actions(0) == ["play:double-feature", "discard:callous-guards", "skip"]
    assert_illegal(s, 1, "discard:callous-guards", "no-guards")
    assert_illegal(s, 0, "discard:fountain-of-blood", "discard-only-guards")
    act(s, 0, "discard:callous-guards")
    assert s.face_up[0] == [] and s.action_discard == ["callous-guards"]
    assert s.events[-1]["type"] == "guards-discarded"
    # Not his action card: he may still play one.
    assert s.phase == "action" and s.legal_actions(0) == ["play:double-feature", "skip"]
    finish(s)
    assert "play:stumble:2" in s.legal_actions(1)  # the line is free again
    # Outside his action-card step, no.
    s = table(hands={0: ["trip"]}, face_up={0: ["callous-guards"]})
    act(s, 0, "skip")
    assert_illegal(s, 0, "discard:callous-guards", "discard-guards-own-step")


def test_the_end_of_game_cards_are_the_rule_and_the_seeds_example_scores_18() -> None:
    """Seed: "Die Spieler dürfen jetzt noch eine oder mehrere Aktionskarten ausspielen, die
    die Punktzahl in den Punktestapel mit Adligen noch positiv oder negativ beeinflussen
    können." Its example: 17 points in colours, one gray −1, Military Support with two red
    nobles: 17 − 1 + 2 = 18. No option given: the phase is on by default."""
    pile = [
        "king-louis-xvi",
        "archbishop",
        "colonel",
        "lieutenant",
        "sheriff",
        "coiffeur",
        "wealthy-priest",
        "martyr",
    ]
    s = table(line=["duke"], hands={0: [], 1: ["military-support"], 2: []}, piles={1: pile}, day=3)
    finish(s)
    assert s.phase == "finale" and s.turn == 1 and s.scores[1] == 16
    assert s.legal_actions(1) == ["play:military-support", "skip"]
    act(s, 1, "play:military-support", "skip")
    assert s.is_over and s.scores[1] == 18


def test_every_card_that_changes_the_points_may_be_played_at_the_end() -> None:
    """Seed: "... eine oder mehrere Aktionskarten ausspielen, die die Punktzahl in den
    Punktestapel mit Adligen noch positiv oder negativ beeinflussen können": besides the
    scoring cards, Missing Heads, Clerical Error and Twist of Fate; no other card."""
    hand = ["missing-heads", "clerical-error", "twist-of-fate", "foreign-support", "stumble"]
    s = table(
        line=["duke"],
        hands={0: [], 1: hand, 2: []},
        piles={0: ["regent"], 1: ["martyr"], 2: ["king-louis-xvi"]},
        face_up={2: ["fountain-of-blood"]},
        day=3,
    )
    finish(s)
    assert s.phase == "finale" and s.turn == 1 and s.scores == [7, -1, 7]
    cards = {a.split(":")[1] for a in s.legal_actions(1) if a != "skip"}
    assert cards == {"missing-heads", "clerical-error", "twist-of-fate"}
    assert_illegal(s, 1, "play:foreign-support", "only-scoring-cards", card="foreign-support")
    act(s, 1, "play:twist-of-fate:2:fountain-of-blood")
    act(s, 1, "play:clerical-error:0")
    assert s.phase == "choose" and s.legal_actions(1) == ["choose:regent", "choose:duke"]
    act(s, 1, "choose:regent")
    assert s.actors() == [0] and s.legal_actions(0) == ["choose:martyr"]
    act(s, 0, "choose:martyr")
    act(s, 1, "play:missing-heads:2")
    assert s.phase == "finale" and s.legal_actions(1) == ["skip"]
    act(s, 1, "skip")
    # Seats 2 and 0 hold none of these cards: the game is over.
    assert s.is_over and s.scores == [3 - 1, 4, 0]
    assert {"twist-of-fate", "clerical-error", "missing-heads"} <= set(s.action_discard)
    assert s.hands[1] == ["stumble", "foreign-support"]


def test_missed_returns_the_noble_collected_last_not_the_clown_received() -> None:
    """Rules file: Missed! — "a chosen player puts the noble he collected last at the end of
    the line" (the seed says nothing of this card). The Clown that another player put in his
    pile was not collected by him."""
    s = table(line=["duke", "the-clown", "baron", "regent"], hands={0: ["missed"]}, turn=1)
    finish(s)  # seat 1 collects the Duke
    finish(s)  # seat 2 collects the Clown...
    act(s, 2, "choose:1")  # ...and puts it in seat 1's pile
    assert s.piles[1] == ["duke", "the-clown"] and s.turn == 0
    assert s.view(None)["last_collected"] == [None, "duke", None]
    assert s.legal_actions(0) == ["play:missed:1", "skip"]  # seat 2 kept nothing he collected
    assert_illegal(s, 0, "play:missed:2", "needs-collected-noble", card="missed")
    act(s, 0, "play:missed:1")
    assert s.piles[1] == ["the-clown"] and s.line == ["baron", "regent", "duke"]


# --------------------------------------------------------------- scoring


def test_the_scoring_examples_of_the_rules_file() -> None:
    assert score(["palace-guard"] * 3, []) == 9
    assert score(["tragic-figure", "martyr", "martyr"], []) == -5
    assert score(["tragic-figure", "martyr", "martyr"], ["indifferent-public"]) == 3
    assert score(["count", "countess"], []) == 8
    assert score([], ["tough-crowd"]) == -2
    assert score(["count"], ["fountain-of-blood"]) == 4
    # The seed's example: 17 in colours, one gray -1, Military Support with two reds.
    pile = [
        "king-louis-xvi",
        "archbishop",
        "colonel",
        "lieutenant",
        "sheriff",
        "coiffeur",
        "wealthy-priest",
    ]
    assert score(pile, []) == 17
    assert score([*pile, "martyr"], ["military-support"]) == 18


def test_places_share_ties() -> None:
    s = table(piles={0: ["duke"], 1: ["baron"], 2: []}, line=["regent"])
    assert s.scores == [3, 3, 0] and s.places() == [1, 1, 3]


# ----------------------------------------------------- illegal actions


def test_illegal_actions_are_explained_and_change_nothing() -> None:
    s = table(hands={0: ["stumble", "lidiot", "tough-crowd"], 1: ["trip"]})
    assert_illegal(s, 1, "skip", "not-your-turn")
    assert_illegal(s, 0, "play:trip:2", "not-held", card="trip")
    assert_illegal(s, 0, "play:bogus", "no-such-card", card="bogus")
    assert_illegal(s, 0, "play:stumble:13", "no-such-position", position=13, size=12)
    assert_illegal(s, 0, "play:stumble:1", "not-enough-ahead", card="stumble")
    assert_illegal(s, 0, "play:lidiot:5:3", "not-a-way", card="lidiot")
    assert_illegal(s, 0, "play:tough-crowd:0", "another-player-only", card="tough-crowd")
    assert_illegal(s, 0, "play:tough-crowd:7", "no-such-seat", seat="7")
    assert_illegal(s, 0, "collect", "play-first")
    assert_illegal(s, 0, "dance", "not-a-move", action="dance")
    assert_illegal(s, 9, "skip", "no-such-seat", seat="9")
    s.rushed = [1]
    finish(s)
    assert_illegal(s, 1, "play:trip:1", "collect-now")
    s = table(hands={0: ["stumble"]})
    s.rush_now = True
    s._legal = {}
    assert_illegal(s, 0, "play:stumble:2", "rush-job")


def test_a_decision_is_answered_only_by_its_seat() -> None:
    s = table(hands={0: ["infighting"], 1: ["stumble", "trip"]})
    act(s, 0, "play:infighting:1")
    assert_illegal(s, 0, "choose:trip", "someone-choosing", seat=1, card="infighting")
    assert_illegal(s, 1, "choose:majesty", "choose-one", options=["choose:stumble", "choose:trip"])


# ---------------------------------------------------- saving and notation


def test_to_json_and_back_mid_game_gives_the_same_game() -> None:
    s = new_game(21, 4)
    log = random_play(s, random.Random(3))
    replay = new_game(21, 4)
    for i, (seat, action) in enumerate(log):
        if i == len(log) // 2:
            replay = from_json(json.loads(json.dumps(replay.to_json())))
        replay.apply(seat, action)
    assert replay.to_json() == s.to_json()
    with pytest.raises(ValueError):
        from_json({"game": "barbu", "version": 1})


def test_replay_through_games_replay() -> None:
    from games import replay

    s = new_game(4, 3)
    log = random_play(s, random.Random(1))
    assert replay(guillotine, 4, 3, {}, log).to_json() == s.to_json()


def test_next_tokens_builds_menus_from_the_notation() -> None:
    s = table(hands={0: ["lidiot", "trip"]})
    legal = s.legal_actions(0)
    assert next_tokens(legal) == ["play", "skip"]
    assert next_tokens(legal, "play") == ["lidiot", "trip"]
    assert next_tokens(legal, "play:lidiot")[:3] == ["2", "3", "4"]
    assert next_tokens(legal, "play:lidiot:2") == ["1"]
    assert next_tokens(legal, "play:lidiot:5") == ["1", "2"]
    assert next_tokens(["skip"], "skip") == [""]


def test_illegal_action_is_the_shared_exception() -> None:
    s = new_game(2, 2)
    with pytest.raises(IllegalAction):
        s.apply((s.turn + 1) % 2, "skip")
