"""The pseudo-language checker itself: it finds stray words and lets the rest through."""

from __future__ import annotations

from tests.e2e.pseudo import leftover_words


def test_words_inside_the_brackets_pass() -> None:
    assert leftover_words("⟦Alice to play.⟧", []) == []
    assert leftover_words("⟦Alice plays ⟦K♠⟧ on the trick⟧", []) == []


def test_markup_names_numbers_and_cards_pass() -> None:
    text = "<@123> ⟦played⟧ K♠ 10♥ · 12 − 3 <t:1700000000:R> 🃏 **Bob**"
    assert leftover_words(text, ["Bob"]) == []


def test_english_outside_the_brackets_is_found() -> None:
    assert leftover_words("⟦Your hand⟧ · Trick 3", []) == ["Trick"]
    assert leftover_words("Your turn.", []) == ["Your", "turn"]
