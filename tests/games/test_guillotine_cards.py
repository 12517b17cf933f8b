"""Every Guillotine card: the data table, then one scenario per noble and per action card.

Each scenario builds the table it needs (tests/games/guillotine_scenario.py)
and asserts the card's effect; `test_every_card_has_a_scenario` checks that no
card of `rules/guillotine.md` is left without one.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from games.guillotine.cards import (
    ACTION_DECK,
    ACTION_LIST,
    ACTIONS,
    COLOURS,
    NOBLE_DECK,
    NOBLE_LIST,
    NOBLES,
    slug,
)
from games.guillotine.effects import EFFECTS, NOBLE_EFFECTS
from tests.games.guillotine_scenario import LINE, act, check_accounted, finish, table

RULES = Path(__file__).resolve().parents[2] / ".." / "shared" / "rules" / "guillotine.md"

# --------------------------------------------------------------- the data


def test_decks_have_50_nobles_and_60_action_cards() -> None:
    assert len(NOBLE_DECK) == 50 and len(ACTION_DECK) == 60
    colours = Counter(NOBLES[n].colour for n in NOBLE_DECK)
    assert colours == {"purple": 15, "blue": 7, "red": 11, "green": 10, "gray": 7}
    assert set(colours) == set(COLOURS)


def test_slugs_follow_the_notation() -> None:
    assert slug("L'Idiot") == "lidiot"
    assert slug("'Tis a Far Better Thing") == "tis-a-far-better-thing"
    assert slug("Was That My Name?") == "was-that-my-name"
    assert slug("After You...") == "after-you"
    assert slug("Wait a Moment!") == "wait-a-moment"
    assert slug("King Louis XVI") == "king-louis-xvi"
    for card in (*NOBLE_LIST, *ACTION_LIST):
        assert card.slug == slug(card.name)
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", card.slug)
    assert not set(NOBLES) & set(ACTIONS)


def test_a_noble_shows_its_points_or_a_star() -> None:
    # The names and texts are in the catalogues (tests/cogs/test_guillotine_text.py).
    for noble in NOBLE_LIST:
        assert noble.points_label == ("*" if noble.points is None else str(noble.points))


def test_every_card_with_an_effect_is_in_the_effect_tables() -> None:
    # Wait a Moment! is never `play:`: the window's `wait` does its work.
    assert set(EFFECTS) == set(ACTIONS) - {"wait-a-moment"}
    # Nobles whose text is about points are counted by `score`; the Master Spy
    # moves in the turn flow, the Unpopular Judge blocks in the legality checks.
    elsewhere = {
        "count",
        "countess",
        "palace-guard",
        "tragic-figure",
        "master-spy",
        "unpopular-judge",
    }
    assert set(NOBLE_EFFECTS) == {n.slug for n in NOBLE_LIST if n.instruction} - elsewhere


def _rules_table(header: str) -> list[tuple[str, ...]]:
    """The rows of a table of the rules file that follows `header`."""
    text = RULES.read_text()
    section = text.split(header, 1)[1].split("\n\n", 2)[1]
    rows = []
    for row in section.splitlines()[2:]:
        if row.startswith("|"):
            rows.append(tuple(cell.strip() for cell in row.strip("|").split("|")))
    return rows


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules file is not checked out here")
def test_the_data_matches_the_rules_file() -> None:
    nobles = _rules_table("## Noble cards (50)")
    assert len(nobles) == len(NOBLE_LIST)
    for (title, colour, points, copies, _), noble in zip(nobles, NOBLE_LIST, strict=True):
        assert (title, colour, int(copies)) == (noble.name, noble.colour, noble.copies)
        assert points.replace("−", "-") == noble.points_label
    actions = _rules_table("## Action cards (60)")
    assert len(actions) == len(ACTION_LIST)
    for (title, copies, effect, kind), action in zip(actions, ACTION_LIST, strict=True):
        assert (title, int(copies)) == (action.name, action.copies)
        assert action.line == (kind == "line"), title
        assert action.stays == ("**stays**" in effect), title


# ------------------------------------------------------------------ nobles

PLAIN = [n.slug for n in NOBLE_LIST if not n.instruction]


@pytest.mark.parametrize("noble", PLAIN)
def test_noble_plain_scores_its_points(noble: str) -> None:
    s = table(line=[noble, "palace-guard"], hands={0: []})
    assert s.phase == "collect"  # no cards in hand: straight to the collection
    finish(s)
    assert s.piles[0] == [noble]
    assert s.scores[0] == NOBLES[noble].points
    assert s.line == ["palace-guard"] and s.turn == 1


def test_noble_robespierre_ends_the_day_after_the_turn() -> None:
    s = table(line=["robespierre", "duke", "baron"], hands={0: []})
    finish(s)
    assert s.piles[0] == ["robespierre"] and s.scores[0] == 3
    assert {"duke", "baron"} <= set(s.noble_discard)
    assert len(s.hands[0]) == 1  # he still drew his action card
    assert (s.day, s.turn, len(s.line)) == (2, 1, 12)
    kinds = [e["type"] for e in s.events]
    assert kinds.index("draw") < kinds.index("day-end") < kinds.index("day")


@pytest.mark.parametrize(("noble", "partner"), [("count", "countess"), ("countess", "count")])
def test_noble_count_and_countess_score_8_together(noble: str, partner: str) -> None:
    s = table(line=[noble, "duke"], hands={0: []}, piles={0: [partner]})
    assert s.scores[0] == 2
    finish(s)
    assert s.scores[0] == 8


@pytest.mark.parametrize("noble", ["lord", "lady", "lady-in-waiting"])
def test_noble_lord_lady_and_lady_in_waiting_draw_an_extra_card(noble: str) -> None:
    s = table(line=[noble, "duke"], hands={0: []})
    finish(s)
    assert len(s.hands[0]) == 2
    assert s.scores[0] == NOBLES[noble].points


def test_noble_fast_noble_collects_the_next_one_with_its_instruction() -> None:
    s = table(line=["fast-noble", "duke", "baron"], hands={0: []})
    finish(s)
    assert s.piles[0] == ["fast-noble", "duke"] and s.line == ["baron"]
    s = table(line=["fast-noble", "lord", "baron"], hands={0: []})
    finish(s)
    assert s.piles[0] == ["fast-noble", "lord"] and len(s.hands[0]) == 2


@pytest.mark.parametrize("noble", ["general", "captain-of-the-guard"])
def test_noble_general_and_captain_of_the_guard_add_the_top_noble_to_the_line(noble: str) -> None:
    s = table(line=[noble, "duke"], hands={0: []}, noble_top=["cardinal"])
    finish(s)
    assert s.line == ["duke", "cardinal"]
    assert s.scores[0] == NOBLES[noble].points


def test_noble_master_spy_moves_to_the_end_after_every_action_card() -> None:
    s = table(line=["duke", "master-spy", "baron", "regent"], hands={0: ["stumble"]})
    act(s, 0, "play:stumble:4")
    # Stumble first (regent to 3rd), then the spy slips to the end.
    assert s.line == ["duke", "regent", "baron", "master-spy"]
    s = table(line=["master-spy", "duke"], hands={0: ["fountain-of-blood"]})
    act(s, 0, "play:fountain-of-blood")  # any action card, even one that leaves the line alone
    assert s.line == ["duke", "master-spy"]
    s = table(line=["master-spy", "duke"], hands={0: []})
    finish(s)
    assert s.piles[0] == ["master-spy"] and s.scores[0] == 4


def test_noble_palace_guard_scores_the_square_of_the_guards() -> None:
    s = table(line=["palace-guard", "duke"], hands={0: []}, piles={0: ["palace-guard"] * 2})
    assert s.scores[0] == 4
    finish(s)
    assert s.scores[0] == 9


def test_noble_unpopular_judge_at_the_front_stops_action_cards() -> None:
    s = table(
        line=["unpopular-judge", "duke"],
        hands={0: ["lidiot", "fountain-of-blood"], 1: ["stumble"]},
    )
    assert s.phase == "collect" and s.legal_actions(0) == ["collect"]
    assert s.view(None)["blocked"] == "judge"
    finish(s)
    assert s.scores[0] == 2
    assert s.phase == "action"  # the next player may play again: the Judge is gone


def test_noble_rival_executioner_also_collects_the_top_of_the_deck() -> None:
    s = table(line=["rival-executioner", "duke"], hands={0: []}, noble_top=["lord"])
    finish(s)
    assert s.piles[0] == ["rival-executioner", "lord"]
    assert s.line == ["duke"] and len(s.hands[0]) == 2  # the Lord's instruction too


def test_noble_the_clown_goes_to_another_players_pile() -> None:
    s = table(line=["the-clown", "duke"], hands={0: []})
    finish(s)
    assert s.phase == "choose" and s.actors() == [0]
    assert s.legal_actions(0) == ["choose:1", "choose:2"]
    assert s.view(None)["pending"]["options"] == ["1", "2"]  # public: seats
    act(s, 0, "choose:2")
    assert s.piles[0] == [] and s.piles[2] == ["the-clown"]
    assert s.scores[2] == -2 and s.turn == 1


def test_noble_tragic_figure_counts_every_gray_noble() -> None:
    s = table(line=["tragic-figure", "duke"], hands={0: []}, piles={0: ["martyr", "martyr"]})
    finish(s)
    assert s.scores[0] == -5


def test_noble_innocent_victim_discards_a_card_of_the_collectors_choice() -> None:
    s = table(line=["innocent-victim", "duke"], hands={0: ["stumble", "trip"]})
    finish(s)
    assert s.pending is not None and s.pending["kind"] == "innocent-victim"
    assert s.legal_actions(0) == ["choose:stumble", "choose:trip"]
    assert "options" not in s.view(None)["pending"] and "options" not in s.view(1)["pending"]
    assert s.view(0)["pending"]["options"] == ["stumble", "trip"]
    act(s, 0, "choose:trip")
    assert "trip" in s.action_discard and "stumble" in s.hands[0]
    assert s.scores[0] == -1 and s.turn == 1


# ------------------------------------------------------------ action cards
# LINE: coiffeur, duke, baron, regent, cardinal, bishop, colonel, mayor, heretic,
#       governor, archbishop, tax-collector (front first).


def played(card: str, action: str, **kwargs) -> table:
    """A table where seat 0 holds `card` and plays it with `action`."""
    hands = kwargs.pop("hands", {})
    hands = {**hands, 0: [card, *hands.get(0, [])]}
    s = table(hands=hands, **kwargs)
    act(s, 0, action)
    assert card not in s.hands[0] or card in hands.get(0, [])
    return s


def moved(line: list[str], frm: int, to: int) -> list[str]:
    line = list(line)
    noble = line.pop(frm - 1)
    line.insert(to - 1, noble)
    return line


def test_action_stumble() -> None:
    s = played("stumble", "play:stumble:5")
    assert s.line == moved(LINE, 5, 4)
    assert "play:stumble:1" not in table(hands={0: ["stumble"]}).legal_actions(0)


@pytest.mark.parametrize(
    ("card", "steps"), [("pushed", 2), ("tis-a-far-better-thing", 3), ("ignoble-noble", 4)]
)
def test_action_pushed_tis_a_far_better_thing_ignoble_noble(card: str, steps: int) -> None:
    s = played(card, f"play:{card}:5")
    assert s.line == moved(LINE, 5, 5 - steps)
    legal = table(hands={0: [card]}).legal_actions(0)
    # "Exactly N" needs N nobles ahead.
    assert f"play:{card}:{steps}" not in legal and f"play:{card}:{steps + 1}" in legal


def test_action_lidiot() -> None:
    assert played("lidiot", "play:lidiot:5:2").line == moved(LINE, 5, 3)
    assert played("lidiot", "play:lidiot:5:1").line == moved(LINE, 5, 4)
    legal = table(hands={0: ["lidiot"]}).legal_actions(0)
    assert "play:lidiot:5:3" not in legal and "play:lidiot:2:2" not in legal
    assert "play:lidiot:2:1" in legal


def test_action_was_that_my_name() -> None:
    assert played("was-that-my-name", "play:was-that-my-name:5:3").line == moved(LINE, 5, 2)
    assert "play:was-that-my-name:3:3" not in table(hands={0: ["was-that-my-name"]}).legal_actions(
        0
    )


@pytest.mark.parametrize(
    ("card", "action", "frm", "to", "positions"),
    [
        ("civic-pride", "play:civic-pride:8:2", 8, 6, {8, 10, 12}),
        ("military-might", "play:military-might:7:2", 7, 5, {7}),
        ("majesty", "play:majesty:4:2", 4, 2, {2, 3, 4}),
    ],
)
def test_action_civic_pride_military_might_majesty(
    card: str, action: str, frm: int, to: int, positions: set[int]
) -> None:
    assert played(card, action).line == moved(LINE, frm, to)
    legal = table(hands={0: [card]}).legal_actions(0)
    assert {int(a.split(":")[2]) for a in legal if a.startswith("play:")} == positions


def test_action_trip() -> None:
    s = played("trip", "play:trip:1", hands={0: ["stumble"]})
    assert s.line == moved(LINE, 1, 2)
    # He may play a second card (or skip).
    assert s.phase == "action" and "play:stumble:3" in s.legal_actions(0)
    act(s, 0, "play:stumble:3")
    assert s.phase == "collect"
    assert "play:trip:12" not in table(hands={0: ["trip"]}).legal_actions(0)


@pytest.mark.parametrize(("card", "steps"), [("friend-of-the-queen", 2), ("fainting-spell", 3)])
def test_action_friend_of_the_queen_and_fainting_spell(card: str, steps: int) -> None:
    assert played(card, f"play:{card}:1:{steps}").line == moved(LINE, 1, 1 + steps)
    legal = table(hands={0: [card]}).legal_actions(0)
    assert f"play:{card}:1:{steps + 1}" not in legal and f"play:{card}:12:1" not in legal


def test_action_public_demand() -> None:
    assert played("public-demand", "play:public-demand:12").line == moved(LINE, 12, 1)


def test_action_let_them_eat_cake() -> None:
    line = [*LINE[:5], "marie-antoinette", *LINE[5:]]
    s = played("let-them-eat-cake", "play:let-them-eat-cake", line=line)
    assert s.line == moved(line, 6, 1)
    # Without her in the line it may still be played, to no effect.
    assert played("let-them-eat-cake", "play:let-them-eat-cake").line == LINE


def test_action_lack_of_faith() -> None:
    s = played("lack-of-faith", "play:lack-of-faith")
    assert s.line == moved(LINE, 5, 1)  # the Cardinal, not the Bishop behind him


def test_action_forward_march() -> None:
    line = ["duke", "baron", "palace-guard", "regent", "palace-guard"]
    legal = table(line=line, hands={0: ["forward-march"]}).legal_actions(0)
    assert legal == ["play:forward-march:3", "play:forward-march:5", "skip"]
    assert played("forward-march", "play:forward-march:5", line=line).line == moved(line, 5, 1)


def test_action_bribed_guards() -> None:
    assert played("bribed-guards", "play:bribed-guards").line == [*LINE[1:], LINE[0]]


def test_action_the_long_walk() -> None:
    assert played("the-long-walk", "play:the-long-walk").line == LINE[::-1]


def test_action_opinionated_guards() -> None:
    legal = table(hands={0: ["opinionated-guards"]}).legal_actions(0)
    assert len(legal) == 24 + 1 and "play:opinionated-guards:1,2,3,4" in legal
    s = played("opinionated-guards", "play:opinionated-guards:4,3,1,2")
    assert s.line == ["regent", "baron", "coiffeur", "duke", *LINE[4:]]
    short = table(line=["duke", "baron", "regent"], hands={0: ["opinionated-guards"]})
    assert len(short.legal_actions(0)) == 6 + 1


def test_action_milling_in_line() -> None:
    s = played("milling-in-line", "play:milling-in-line")
    assert sorted(s.line[:5]) == sorted(LINE[:5]) and s.line[5:] == LINE[5:]
    again = played("milling-in-line", "play:milling-in-line")
    assert again.line == s.line  # the shuffle comes from the seed


def test_action_escape() -> None:
    s = played("escape", "play:escape")
    assert len(s.line) == 10 and len(s.noble_discard) == 2
    assert sorted(s.line + s.noble_discard) == sorted(LINE)


def test_action_mass_confusion() -> None:
    s = played("mass-confusion", "play:mass-confusion")
    assert len(s.line) == 12 and s.line != LINE
    check_accounted(s)


def test_action_fled_to_england() -> None:
    s = played("fled-to-england", "play:fled-to-england:5")
    assert s.line == LINE[:4] + LINE[5:] and s.noble_discard == ["cardinal"]


def test_action_clothing_swap() -> None:
    s = played("clothing-swap", "play:clothing-swap:5", noble_top=["king-louis-xvi"])
    assert s.line == [*LINE[:4], "king-louis-xvi", *LINE[5:]]
    assert s.noble_discard == ["cardinal"]
    # Empty deck: the noble is discarded and nobody takes its place.
    s = played("clothing-swap", "play:clothing-swap:5", noble_deck_size=0)
    assert s.line == LINE[:4] + LINE[5:]


def test_action_extra_cart() -> None:
    top = ["king-louis-xvi", "martyr", "lord"]
    assert played("extra-cart", "play:extra-cart", noble_top=top).line == LINE + top
    assert played("extra-cart", "play:extra-cart", noble_top=top[:1], noble_deck_size=1).line == [
        *LINE,
        "king-louis-xvi",
    ]


def test_action_late_arrival() -> None:
    top = ["martyr", "king-louis-xvi", "hero-of-the-people"]
    s = played("late-arrival", "play:late-arrival", noble_top=top)
    assert s.phase == "choose" and s.actors() == [0]
    assert s.legal_actions(0) == [
        "choose:king-louis-xvi",
        "choose:hero-of-the-people",
        "choose:martyr",
    ]
    assert "options" not in s.view(1)["pending"]  # only he looks at them
    act(s, 0, "choose:king-louis-xvi")
    assert s.line == [*LINE, "king-louis-xvi"]
    assert sorted(s.noble_discard) == ["hero-of-the-people", "martyr"]
    assert s.phase == "collect"


def test_action_wait_a_moment() -> None:
    s = table(hands={0: [], 1: ["wait-a-moment"]})
    assert s.phase == "collect" and s.actors() == [0, 1]
    assert s.legal_actions(1) == ["wait", "skip"]
    act(s, 1, "wait")
    assert sorted(s.line) == sorted(LINE) and s.line != LINE
    front = s.line[0]
    assert s.actors() == [0] and s.action_discard == ["wait-a-moment"]
    act(s, 0, "collect")
    assert s.piles[0] == [front]


def test_action_double_feature() -> None:
    s = played("double-feature", "play:double-feature")
    finish(s)
    assert s.piles[0] == LINE[:2]


def test_action_after_you() -> None:
    line = ["lord", *LINE[1:]]
    s = played("after-you", "play:after-you:1", line=line)
    assert s.piles[1] == ["lord"]
    finish(s)
    assert s.piles[0] == ["duke"]
    # The Lord's instruction is his: he draws an extra card at the end of the turn.
    assert len(s.hands[1]) == 1 and len(s.hands[0]) == 1
    assert "play:after-you:0" not in table(hands={0: ["after-you"]}).legal_actions(0)


def test_action_political_influence() -> None:
    s = played("political-influence", "play:political-influence", hands={1: ["wait-a-moment"]})
    assert s.phase == "collect" and s.actors() == [0]  # nobody is about to collect: no wait
    act(s, 0, "collect")
    assert s.piles[0] == [] and s.line == LINE
    assert len(s.hands[0]) == 4


def test_action_scarlet_pimpernel() -> None:
    s = played("scarlet-pimpernel", "play:scarlet-pimpernel")
    finish(s)
    assert s.piles[0] == ["coiffeur"] and len(s.hands[0]) == 1
    assert sorted(s.noble_discard) == sorted(LINE[1:])
    assert (s.day, s.turn, len(s.line)) == (2, 1, 12)


def test_action_rush_job() -> None:
    s = played("rush-job", "play:rush-job:1", hands={1: ["stumble"], 2: ["stumble"]})
    finish(s)
    assert s.turn == 1 and s.phase == "collect" and s.view(None)["blocked"] == "rush"
    finish(s)
    assert s.turn == 2 and s.phase == "action"  # only his next turn


def test_action_missed() -> None:
    s = played("missed", "play:missed:1", piles={1: ["piss-boy", "king-louis-xvi"]})
    assert s.piles[1] == ["piss-boy"] and s.line == [*LINE, "king-louis-xvi"]
    legal = table(hands={0: ["missed"]}, piles={2: ["piss-boy"]}).legal_actions(0)
    assert legal == ["play:missed:2", "skip"]  # only players with a score pile


def test_action_missing_heads() -> None:
    s = played("missing-heads", "play:missing-heads:1", piles={1: ["king-louis-xvi"]})
    assert s.piles[1] == [] and s.noble_discard == ["king-louis-xvi"]


def test_action_clerical_error() -> None:
    piles = {0: ["martyr", "piss-boy"], 1: ["bad-nun", "hero-of-the-people"]}
    s = played("clerical-error", "play:clerical-error:1", piles=piles)
    assert s.pending is not None and s.pending["seat"] == 0
    assert s.view(2)["pending"]["options"] == ["bad-nun", "hero-of-the-people"]
    act(s, 0, "choose:bad-nun")
    # He answers from the pile as it was: the Bad Nun is not offered back.
    assert s.actors() == [1]
    assert s.legal_actions(1) == ["choose:piss-boy", "choose:martyr"]
    act(s, 1, "choose:piss-boy")
    assert sorted(s.piles[0]) == ["bad-nun", "martyr"]
    assert sorted(s.piles[1]) == ["hero-of-the-people", "piss-boy"]


def test_action_forced_break() -> None:
    s = played("forced-break", "play:forced-break", hands={0: ["trip"], 1: ["stumble"], 2: []})
    assert s.hands[0] == ["trip"] and s.hands[1] == [] and s.hands[2] == []
    assert s.action_discard == ["stumble", "forced-break"]


def test_action_infighting() -> None:
    s = played("infighting", "play:infighting:1", hands={1: ["stumble", "pushed", "trip"]})
    assert s.actors() == [1] and s.pending["kind"] == "infighting"
    act(s, 1, "choose:trip")
    assert s.actors() == [1]
    act(s, 1, "choose:stumble")
    assert s.hands[1] == ["pushed"] and s.phase == "collect"


def test_action_lack_of_support() -> None:
    s = played("lack-of-support", "play:lack-of-support:1", hands={1: ["stumble", "trip"]})
    assert s.legal_actions(0) == ["choose:stumble", "choose:trip"]
    assert s.view(0)["pending"]["options"] == ["stumble", "trip"]
    assert "options" not in s.view(2)["pending"] and "options" not in s.view(None)["pending"]
    act(s, 0, "choose:trip")
    assert s.hands[1] == ["stumble"] and "trip" in s.action_discard


def test_action_information_exchange() -> None:
    s = played(
        "information-exchange",
        "play:information-exchange:1",
        hands={0: ["stumble"], 1: ["trip", "pushed"]},
    )
    assert s.hands[0] == ["pushed", "trip"] and s.hands[1] == ["stumble"]


def test_action_rain_delay() -> None:
    s = played("rain-delay", "play:rain-delay", hands={0: ["trip"], 1: ["stumble"] * 2})
    assert [len(h) for h in s.hands] == [5, 5, 5]
    assert s.action_discard == ["rain-delay"]
    check_accounted(s)


def test_action_rat_break() -> None:
    s = played("rat-break", "play:rat-break:trip", action_discard=["trip"])
    assert s.hands[0] == ["trip"] and s.action_discard == ["rat-break"]
    assert table(hands={0: ["rat-break"]}).legal_actions(0) == ["skip"]  # empty discard pile


def test_action_twist_of_fate() -> None:
    s = table(hands={0: ["twist-of-fate"]}, face_up={1: ["fountain-of-blood"]})
    assert s.scores[1] == 2
    act(s, 0, "play:twist-of-fate:1:fountain-of-blood")
    assert s.face_up[1] == [] and "fountain-of-blood" in s.action_discard and s.scores[1] == 0


def test_action_callous_guards() -> None:
    s = played("callous-guards", "play:callous-guards", hands={1: ["stumble", "fountain-of-blood"]})
    assert s.face_up[0] == ["callous-guards"] and s.view(None)["guards"] == 0
    finish(s)
    # Nobody else may play a line card; the others still may.
    assert s.legal_actions(1) == ["play:fountain-of-blood", "skip"]
    # Its owner may: he discards the guards first.
    s = table(hands={0: ["stumble"]}, face_up={0: ["callous-guards"]})
    act(s, 0, "play:stumble:2")
    assert s.face_up[0] == [] and "callous-guards" in s.action_discard


@pytest.mark.parametrize(
    ("card", "pile", "gain"),
    [
        ("church-support", ["wealthy-priest", "bad-nun", "piss-boy"], 2),
        ("civic-support", ["sheriff", "sheriff", "piss-boy"], 2),
        ("military-support", ["lieutenant", "palace-guard", "piss-boy"], 2),
        ("fountain-of-blood", ["piss-boy"], 2),
    ],
)
def test_action_church_support_civic_support_military_support_fountain_of_blood(
    card: str, pile: list[str], gain: int
) -> None:
    s = table(hands={0: [card]}, piles={0: pile})
    before = s.scores[0]
    act(s, 0, f"play:{card}")
    assert s.face_up[0] == [card] and s.scores[0] == before + gain


def test_action_indifferent_public() -> None:
    s = table(hands={0: ["indifferent-public"]}, piles={0: ["tragic-figure", "martyr", "martyr"]})
    assert s.scores[0] == -5
    act(s, 0, "play:indifferent-public")
    assert s.scores[0] == 3


def test_action_foreign_support() -> None:
    s = played("foreign-support", "play:foreign-support", line=["duke", "cardinal"])
    finish(s)
    assert len(s.hands[0]) == 2  # his draw + one for the purple Duke
    s = table(hands={0: []}, face_up={0: ["foreign-support"]}, line=["cardinal", "duke"])
    finish(s)
    assert len(s.hands[0]) == 1  # blue: no extra card


def test_action_tough_crowd() -> None:
    legal = table(hands={0: ["tough-crowd"]}).legal_actions(0)
    assert legal == ["play:tough-crowd:1", "play:tough-crowd:2", "skip"]
    s = played("tough-crowd", "play:tough-crowd:1")
    assert s.face_up[1] == ["tough-crowd"] and s.scores[1] == -2


def test_every_card_has_a_scenario() -> None:
    names = [n for n in globals() if n.startswith("test_")]
    text = " ".join(names)
    for card in ACTION_LIST:
        assert card.slug.replace("-", "_") in text, f"no scenario for {card.name}"
    for noble in NOBLE_LIST:
        if noble.instruction:
            assert noble.slug.replace("-", "_") in text, f"no scenario for {noble.name}"
        else:
            assert noble.slug in PLAIN
