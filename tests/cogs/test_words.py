"""The words players read: plurals, signs, ranks, doubles, Marley's settlement, Gin
Slaughtre's effects and turns (cogs/tables/words.py and cogs/<game>/text.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.storage import PlayerStats
from cogs.barbu import text as barbu
from cogs.i18n import speaking, t
from cogs.slaughter import text as slaughter
from cogs.tables.host import permission_text
from cogs.tables.words import (
    card_text,
    leaderboard_line,
    listing,
    number,
    ordinal,
    signed,
    stats_line,
)

NAMES = ["Alice", "Bob", "Carol", "Dave"]
NNBSP = "\u202f"  # French groups thousands with a narrow no-break space


def test_plurals_are_made_in_one_place_and_right() -> None:
    assert leaderboard_line(1, "Bob", 3.25, 0, 1, "match") == (
        "1. Bob — rating 3.2, 0 wins in 1 match"
    )


def test_signs_use_a_true_minus_and_a_bare_zero() -> None:
    assert [signed(n) for n in (5, 0, -6)] == ["+5", "0", "\u22126"]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
    ]  # fmt: skip


def _stats(rated: bool, best: int) -> PlayerStats:
    return PlayerStats(
        user_id=1, played=1, wins=0, avg_place=4.0, best_score=best,
        last_played=datetime.now(UTC), rating=0.0, rank=1, name="Erin", rated=rated,
    )  # fmt: skip


def test_a_player_without_a_rated_game_has_no_rank() -> None:
    """Issue 16: "#1" after losing the only match (against computers: nobody rated)."""
    alone = stats_line("Erin", "Gin Slaughtre", "match", _stats(rated=False, best=0))
    assert alone == (
        "**Erin** · Gin Slaughtre: 1 match, 0 wins, average place 4.00, best score 0, "
        "not rated yet (a game with another member rates you)"
    )
    rated = stats_line("Erin", "Barbu", "series", _stats(rated=True, best=-12))
    assert rated.endswith("best score \u221212, rating 0.0 (1st place on this server)")


def test_doubles_in_words_and_a_redouble_is_called_one() -> None:
    # A timed-out double: Bob had been doubled by Alice, so his move redoubles her.
    said = barbu.move_words("double", "0,2", "barbu", NAMES, {0}, "")
    assert (said.move, said.values["redoubled"], said.values["doubled"]) == (
        "redoubled-doubled", "Alice", "Carol")  # fmt: skip
    assert barbu.move_words("double", "", "barbu", NAMES, set(), "").move == "nobody"
    assert barbu.move_words("double", "0", "barbu", NAMES, {0}, "").move == "redoubled"
    assert barbu.move_words("double", "1,2", "barbu", NAMES, set(), "").values["doubled"] == (
        "Bob and Carol")  # fmt: skip


def test_the_deal_line_says_which_doubles_there_were_and_what_they_moved() -> None:
    entry = {
        "deal": 3, "declarer": 0, "contract": "no-queens",
        "scores": [-6, 0, -12, -6], "doubles": [[1, 0, 1], [2, 3, 2]],
        "totals": [-12, 6, -24, 6],
    }  # fmt: skip
    line = barbu.deal_summary(entry, NAMES, marley=False, contract="No Queens")
    assert line == (
        "**Deal 3** · Alice declared No Queens · after doubles: Alice \u221212, Bob +6, "
        "Carol \u221224, Dave +6\nDoubles: Bob doubled Alice (Bob +6, Alice \u22126); "
        "Dave redoubled Carol (Carol \u221212, Dave +12)."
    )
    quiet = dict(entry, doubles=[], totals=entry["scores"])
    assert barbu.deal_summary(quiet, NAMES, marley=False, contract="No Queens").endswith(
        "Alice \u22126, Bob 0, Carol \u221212, Dave \u22126 · no doubles"
    )


def test_a_list_of_doubles_is_punctuated_as_each_language_writes() -> None:
    """French sets a semicolon and a colon apart with a no-break space ("Contres : … ; …")."""
    entry = {
        "deal": 3, "declarer": 0, "contract": "no-queens",
        "scores": [-6, 0, -12, -6], "doubles": [[1, 0, 1], [2, 3, 2]],
        "totals": [-12, 6, -24, 6],
    }  # fmt: skip
    with speaking("fr"):
        line = barbu.deal_summary(entry, NAMES, marley=False, contract="Dames")
    assert line.endswith(
        "Contres\u00a0: Bob a contré Alice (Bob +6, Alice \u22126)\u00a0; "
        "Dave a surcontré Carol (Carol \u221212, Dave +12)."
    )


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "the **Attach Files** permission here. A server manager can grant it;",
         "the **View Channel** and **Attach Files** permissions here. A server manager can "
         "grant them;"),
        ("fr", "la permission **Joindre des fichiers**. Un gestionnaire du serveur peut me la "
         "donner\u00a0;", "les permissions **Voir le salon** et **Joindre des fichiers**. Un "
         "gestionnaire du serveur peut me les donner\u00a0;"),
        ("de", "die Berechtigung **Dateien anhängen**.",
         "die Berechtigungen **Kanal ansehen** und **Dateien anhängen**."),
        ("nl", "het recht **Bestanden bijvoegen** nodig. Een serverbeheerder kan het geven;",
         "de rechten **Kanaal bekijken** en **Bestanden bijvoegen** nodig. Een "
         "serverbeheerder kan ze geven;"),
    ],
)  # fmt: skip
def test_the_missing_permissions_agree_with_their_number(language: str, one: str, two: str) -> None:
    with speaking(language):
        assert one in permission_text(["attach-files"])
        assert two in permission_text(["view-channel", "attach-files"])


def test_marley_speaks_of_penalties_and_payments_never_of_plus_forty() -> None:
    """Issue 16: Marley's "Money +40" meant the player pays."""
    assert [barbu.money(m) for m in (40, -20, 0)] == ["pays 40", "gets 20", "even"]
    assert barbu.final_score(140, 40) == "140 points, pays 40"
    assert barbu.final_score(80, -20) == "80 points, gets 20"
    assert barbu.final_score(40, None) == "+40"
    entry = {"deal": 2, "declarer": 1, "contract": "no-tricks", "scores": [8, 0, 16, 8]}
    assert barbu.deal_summary(entry, NAMES, marley=True, contract="No Tricks") == (
        "**Deal 2** · Bob chose No Tricks · penalty points (lower is better): "
        "Alice 8, Bob 0, Carol 16, Dave 8"
    )
    view = {"rules": "marley", "money": [40, -20, 0, -20]}
    words = barbu.sheet_words(view)
    assert (words["money_label"], words["money"]) == (
        "Money",
        ["pays 40", "gets 20", "even", "gets 20"],
    )
    assert "penalties" in words["notes"] and "+" not in " ".join(words["money"])


def test_the_double_everyone_button_says_what_it_does() -> None:
    assert barbu.everyone_label(doubles=True, redoubles=False) == "Double everyone I may"
    assert barbu.everyone_label(doubles=False, redoubles=True) == "Redouble everyone I may"
    assert barbu.everyone_label(doubles=True, redoubles=True) == (
        "Double and redouble everyone I may"
    )
    assert barbu.confirm_label([]) == "Confirm: nobody"
    assert barbu.confirm_label(["Alice", "Carol"]) == "Confirm: Alice and Carol"
    assert barbu.must_double("Alice", 1) == (
        " You must double Alice: you still owe 1 double on their deals."
    )


def test_slaughter_effects_in_words() -> None:
    """What the table message says of each effect, a whole sentence each."""
    names = ["Alice", "Bob"]

    def said(effect: dict) -> str:
        (sentence,) = slaughter.news({"phase": "play", "turn": 0, "effects": [effect]}, names)
        return sentence

    assert said({"kind": "jack", "seat": 0, "by": 1, "drew": 3}) == (
        "Jack: Alice drew 3 cards looking for a 5 or lower."
    )
    assert said({"kind": "jack", "seat": 0, "by": 1, "drew": 1}) == (
        "Jack: Alice drew 1 card looking for a 5 or lower."
    )
    assert said({"kind": "burn", "seat": 1, "cards": 4}) == (
        "The 9 burns the pile, and Bob plays again."
    )
    assert said({"kind": "red5", "seat": 1, "by": 0}) == (
        "Red 5: Bob must play a 5 or lower, or a 9."
    )
    assert said({"kind": "black5", "seat": 1, "by": 0, "drew": 1}) == "Black 5: Bob draws a card."
    assert said({"kind": "joker", "seat": 1, "by": 0, "took": 5}) == (
        "Joker: Bob takes the pile (5 cards), and Alice plays again."
    )
    assert said({"kind": "quartet", "seat": 0, "rank": "Q", "cards": 6}) == (
        "Four queens: the pile goes out of play, and Alice plays again."
    )
    assert said({"kind": "suit", "seat": 0, "suit": "H", "cards": 5}) == (
        "Four hearts on top: the pile goes out of play, and Alice plays again."
    )
    assert said({"kind": "take", "seat": 0, "took": 1}) == "Alice took the pile (1 card)."
    assert said({"kind": "start", "seat": 1, "rank": "8", "where": "upcards"}) == (
        "Bob has the lowest face-up card, an 8, and plays first."
    )
    won = {"kind": "won", "game": 2, "winner": 0, "margin": 7, "reason": "cap", "turns": 300}
    assert said(won) == (
        "**Game 2**: Alice wins (turn cap: fewer cards left); Bob still held 7 cards."
    )
    assert said({"kind": "jack", "seat": 0, "by": 1, "drew": 0}).startswith(
        "Jack: the stock is empty"
    )
    play = {"seat": 1, "cards": ["5H", "5S", "5D"], "from": "hand"}
    assert slaughter.news({"last_play": play}, names) == ["Bob played 5♥ 5♠ 5♦."]
    assert slaughter.news({}, names) == []


def test_slaughter_speaks_to_the_player_whose_turn_it_is() -> None:
    """Issue 16: "Your turn. Alice to play."; "5 or lower, or a 9." without the red 5."""
    names = ["Alice", "Bob"]
    view = {"phase": "play", "turn": 0, "red5": None, "stock_size": 10, "quiet_turns": 0}
    assert slaughter.status_text(view, names, me=0) == "Your turn."
    assert slaughter.status_text(view, names, me=1) == "Alice to play."
    red = dict(view, red5=0)
    assert slaughter.status_text(red, names, me=0) == "Red 5: you must play a 5 or lower, or a 9."
    assert slaughter.status_text(red, names) == "Red 5: Alice must play a 5 or lower, or a 9."
    over = {"phase": "over", "scores": [1, 3]}
    assert slaughter.status_text(over, names, me=1) == "You win the match 3 – 1."
    assert slaughter.status_text(over, names) == "Bob wins the match 3 – 1."
    arranging = {"phase": "rearrange", "ready": [False, True]}
    assert slaughter.status_text(arranging, names, me=0) == (
        "Arranging cards: you are still swapping."
    )
    assert slaughter.status_text(arranging, names) == "Arranging cards: Alice is still swapping."


@pytest.mark.parametrize(
    ("language", "numbers", "signs", "places", "three"),
    [
        ("en", ["5", "−6", "1,234"], ["+5", "0", "−1,234"], ["1st", "2nd", "3rd", "11th", "22nd"],
         "Alice, Bob and Carol"),
        ("fr", ["5", "−6", f"1{NNBSP}234"], ["+5", "0", f"−1{NNBSP}234"],
         ["1er", "2e", "3e", "11e", "22e"], "Alice, Bob et Carol"),
        ("de", ["5", "−6", "1.234"], ["+5", "0", "−1.234"], ["1.", "2.", "3.", "11.", "22."],
         "Alice, Bob und Carol"),
        ("nl", ["5", "−6", "1.234"], ["+5", "0", "−1.234"], ["1e", "2e", "3e", "11e", "22e"],
         "Alice, Bob en Carol"),
    ],
)  # fmt: skip
def test_numbers_signs_places_and_lists_per_language(
    language: str, numbers: list[str], signs: list[str], places: list[str], three: str
) -> None:
    with speaking(language):
        assert [number(n) for n in (5, -6, 1234)] == numbers
        assert [signed(n) for n in (5, 0, -1234)] == signs
        assert [ordinal(n) for n in (1, 2, 3, 11, 22)] == places
        assert listing(["Alice", "Bob", "Carol"]) == three
        assert listing(["Alice"]) == "Alice"
        assert (
            listing([])
            == {"en": "nobody", "fr": "personne", "de": "niemand", "nl": "niemand"}[language]
        )
    # Outside the block, English again: a language never leaks out of where it is spoken.
    assert ordinal(1) == "1st"


def test_counts_take_each_languages_plural() -> None:
    lines = {}
    for language in ("en", "fr", "de", "nl"):
        with speaking(language):
            lines[language] = leaderboard_line(1, "Bob", -3.25, 1, 2, "match")
    assert lines == {
        "en": "1. Bob — rating −3.2, 1 win in 2 matches",
        "fr": "1. Bob — cote −3,2, 1 victoire en 2 parties",
        "de": "1. Bob — Wertung −3,2, 1 Sieg in 2 Partien",
        "nl": "1. Bob — rating −3,2, 1 overwinning in 2 partijen",
    }


def test_a_count_after_a_preposition_takes_its_case() -> None:
    """The leaderboard's counts are words of its sentence: German says "in 3 Spielen"
    (dative), where the stats' list says "3 Spiele"."""
    with speaking("de"):
        assert leaderboard_line(2, "Bob", 1.0, 2, 3, "game").endswith("2 Siege in 3 Spielen")
        stats = stats_line("Erin", "Guillotine", "game", _stats(rated=False, best=0))
        assert stats.startswith("**Erin** · Guillotine: 1 Spiel, 0 Siege, ")


def test_a_place_agrees_with_the_word_place() -> None:
    """French: "la 1re place", but "1er" in the standings (whoever holds it)."""
    with speaking("fr"):
        assert [ordinal(n, "place") for n in (1, 2, 21)] == ["1re", "2e", "21e"]
        assert [ordinal(n) for n in (1, 2)] == ["1er", "2e"]
        rated = stats_line("Erin", "Barbu", "series", _stats(rated=True, best=3))
        assert rated.endswith("cote 0,0 (1re place sur ce serveur)")
    for language in ("en", "de", "nl"):
        with speaking(language):
            assert [ordinal(n, "place") for n in range(1, 30)] == [ordinal(n) for n in range(1, 30)]


@pytest.mark.parametrize(
    ("language", "cards"),
    [
        ("en", "Q♠ 10♥ A♦ K♣ J♥"),
        ("fr", "D♠ 10♥ A♦ R♣ V♥"),
        ("de", "D♠ 10♥ A♦ K♣ B♥"),
        ("nl", "V♠ 10♥ A♦ H♣ B♥"),
    ],
)
def test_a_card_in_words_has_the_letters_its_image_prints(language: str, cards: str) -> None:
    with speaking(language):
        assert " ".join(card_text(code) for code in ("QS", "TH", "AD", "KC", "JH")) == cards
        assert slaughter.card("X1") == t("slaughter-joker")
