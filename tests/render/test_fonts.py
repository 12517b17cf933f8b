"""Every character of French, German and Dutch renders with the shipped fonts, and a name
in a script they lack (Chinese, Japanese) degrades to one visible box per character, the
font's own missing-glyph sign, beside the characters it has (render/theme.py `font`)."""

from __future__ import annotations

import pytest

from render.theme import font, wrap

# Letters of fr/de/nl (and the typography the catalogues use: guillemets, dashes, the
# narrow no-break space of French numbers, the true minus sign).
LETTERS = "äöüÄÖÜßẞéèêëàâçïîôûùÿœŒæÆĳĲ«»„“”‘’–—…−\u202f€"
MISSING = "\u4e00"  # a CJK ideograph DejaVu Sans lacks: its mask is the .notdef glyph's


def _mask(character: str, bold: bool) -> tuple[tuple[int, int], bytes]:
    mask = font(32, bold).getmask(character)
    return mask.size, bytes(mask)


@pytest.mark.parametrize("bold", [False, True])
def test_every_letter_of_our_languages_has_a_glyph(bold: bool) -> None:
    notdef = _mask(MISSING, bold)
    missing = [c for c in LETTERS if _mask(c, bold) == notdef]
    assert missing == []


@pytest.mark.parametrize("bold", [False, True])
def test_a_name_in_a_script_the_font_lacks_shows_a_box_per_character(bold: bool) -> None:
    notdef = _mask(MISSING, bold)
    size, pixels = notdef
    assert size[0] > 0 and size[1] > 0 and any(pixels)  # the box is drawn: visible
    name = "Zhang 张伟 山田"
    boxes = [c for c in name if _mask(c, bold) == notdef]
    assert boxes == ["张", "伟", "山", "田"]
    # The Latin part keeps its glyphs, and the boxes take room: nothing vanishes.
    fnt = font(32, bold)
    assert fnt.getlength(name) > fnt.getlength("Zhang") + 4 * fnt.getlength(" ")


def test_a_no_break_space_keeps_a_french_mark_on_its_words_line() -> None:
    """Wrapped at any width a card or a caption has, "place ; tu" never starts a line
    with ";": the no-break space holds the mark to its word."""
    text = "Recule un noble d'exactement 1 place\u00a0; tu peux ensuite jouer\u00a0!"
    fnt = font(20)
    for width in range(120, 500, 5):
        lines = wrap(text, fnt, width)
        assert not any(line.startswith((";", "!", "\u00a0")) for line in lines), lines
        assert "place\u00a0;" in " ".join(lines), lines
