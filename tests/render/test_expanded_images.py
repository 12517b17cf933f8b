"""What the expanded test language (cogs/expanded.py) showed in the images beyond what the
every-image-kind language tests check (they run in it too: tests/render/drawn.py
`IMAGE_LANGUAGES`): a Guillotine noble's family tag drawn under the position's badge, on
another canvas than the badge's, where no overlap test looked. Every noble's face in every
language keeps its tag clear of the badge, and a face grows rather than cut its words."""

from __future__ import annotations

import pytest

from cogs.guillotine.image_words import noble_face
from cogs.i18n import EXPANDED, speaking
from games.guillotine.cards import NOBLES
from render.guillotine import table as guillotine_table
from render.theme import font
from tests.render.drawn import IMAGE_LANGUAGES, drawn_texts


def _badge_right() -> float:
    """The right edge of the widest position badge (two digits) on a face (table.py `_line`)."""
    half = max(15, font(guillotine_table.SMALLEST, True).getlength("12") / 2 + 6)
    return 4 + 2 * half


@pytest.mark.parametrize("language", IMAGE_LANGUAGES)
def test_every_nobles_family_tag_clears_the_position_badge(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    guillotine_table.noble_card.cache_clear()  # drawn again, to be seen
    problems = []
    for noble in NOBLES:
        with speaking(language):
            name, short, family = noble_face(noble)
        height = guillotine_table.noble_height(
            {"line": [noble]}, {"nobles": {noble: (name, short, family)}}
        )
        with drawn_texts(monkeypatch) as calls:
            guillotine_table.noble_card(noble, name, short, family, height)
        tag = next(call for call in calls if call["text"] == family)
        left, _, _, bottom = tag["box"]
        beside_the_badge = bottom > height - 34  # the badge: 30 px high, 4 px off the bottom
        if beside_the_badge and left < _badge_right() + 2:
            problems.append((noble, family, tag["box"]))
        words = " ".join(call["text"] for call in calls)
        if "…" in words and "…" not in name + short:
            problems.append((noble, "cut", words))
    guillotine_table.noble_card.cache_clear()
    assert problems == []


def test_the_expanded_faces_are_taller_and_the_others_as_they_were() -> None:
    line = {"line": list(NOBLES)}
    heights = {}
    for language in IMAGE_LANGUAGES:
        with speaking(language):
            faces = {"nobles": {noble: noble_face(noble) for noble in NOBLES}}
        heights[language] = guillotine_table.noble_height(line, faces)
    assert heights.pop(EXPANDED) > guillotine_table.NOBLE_H
    assert set(heights.values()) == {guillotine_table.NOBLE_H}
