"""French typography in every French catalogue and rules page: a no-break space before
: ; ! ? and » and after «, so that Discord (and the pictures) never put the mark at the
start of a line of its own ("Face visible\\n: Public difficile" on a phone)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FRENCH = sorted(
    [*ROOT.glob("cogs/*/locales/fr.ftl"), *ROOT.glob("docs/fr/*.md")],
    key=lambda path: str(path),
)
# An ordinary space before a high mark, or after an opening guillemet.
LOOSE = re.compile(r"\S (?=[:;!?»])|« ")


@pytest.mark.parametrize("path", FRENCH, ids=lambda path: str(path.relative_to(ROOT)))
def test_french_marks_hold_to_their_word(path: Path) -> None:
    loose = [
        line
        for line in path.read_text(encoding="utf-8").splitlines()
        if not line.lstrip().startswith("#") and "`" not in line and LOOSE.search(line)
    ]
    assert loose == []


def test_the_check_sees_an_ordinary_space() -> None:
    assert LOOSE.search("Face visible : Public")
    assert LOOSE.search("« Un instant ! »")
    assert not LOOSE.search("Face visible\u00a0: Public")
    assert not LOOSE.search("https://example.org")
