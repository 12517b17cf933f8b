"""The words of a Gin Slaughtre table message around its picture (`SlaughterAdapter.
table_text`): above it the game, the match score, what just happened and whose turn it is;
under it the games' results; the picture's alt text its cards. In every language, with the
longest names, through whole matches: whole sentences of the catalogue, no English left in
French, German or Dutch, within Discord's limits (4000 characters of text in a message,
1024 of alt text)."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.storage import SeatRecord, TableRecord
from bot.tables import Table
from cogs import i18n
from cogs.slaughter import text
from cogs.slaughter.adapter import SlaughterAdapter
from games import slaughter
from games.slaughter.players import rule_based_player
from tests.games.slaughter_scenario import cards, table

LONGEST = ["WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Bérénice-Amélie de la Tour-Vallée"]
MENTIONS = ["<@157459443201234567>", f"**{LONGEST[1]}**"]  # as `seat_mention` writes them
TEXT_LIMIT = 4000  # all Text Displays of a message, together
ALT_LIMIT = 1024  # a media item's description
# Words of the English catalogue that no other language's sentence has.
ENGLISH = re.compile(
    r"\b(played|plays|pile|stock|upcards?|cards?|wins?|game|turn|first to|drew|draws|took"
    r"|takes|again|looking|swapping|arranging|out of play|is empty|lowest|could not)\b",
    re.IGNORECASE,
)
CATALOGUES = Path(text.__file__).parent / "locales"


def _record(actions: list[tuple[int, str]], match: int = 3) -> TableRecord:
    return TableRecord(
        id=1, guild_id=1, channel_id=1, thread_id=None, host_id=157459443201234567,
        game="slaughter", options={"match": match}, settings={}, seed=7,
        seats=[SeatRecord(157459443201234567, LONGEST[0]), SeatRecord(None, LONGEST[1], "basic")],
        status="playing", lobby_message_id=None, table_message_id=None, actions=actions,
    )  # fmt: skip


def _match(seed: int = 7, match: int = 3) -> tuple[list[dict[str, Any]], list[tuple[int, str]]]:
    """Every public view of a whole match between rule-based players, and its log."""
    state = slaughter.new_game(seed, options={"match": match})
    rng = random.Random(seed)
    seen, log = [state.view(None)], []
    while not state.is_over:
        seat = state.actors()[0]
        action = rule_based_player(state.view(seat), state.legal_actions(seat), rng)
        state.apply(seat, action)
        log.append((seat, action))
        seen.append(state.view(None))
    return seen, log


def _corners() -> list[dict[str, Any]]:
    """Positions whose words a quick match may not reach: each effect, the turn cap near."""
    found: list[dict[str, Any]] = []
    red = table([cards("5H 6D 7D 8D"), cards("3S 6H 9D KC 2C AC")], pile=cards("3H"))
    red.apply(0, "play:5H")
    found.append(red.view(None))
    joker = table([cards("X1 6D"), cards("3S 6H")], pile=cards("3H 4H 5H 6C 7C 8C 9H"))
    joker.apply(0, "play:X1")
    found.append(joker.view(None))
    found.append(dict(red.view(None), quiet_turns=250))
    return found


@pytest.fixture(scope="module")
def match() -> tuple[list[dict[str, Any]], list[tuple[int, str]]]:
    return _match()


def _kinds(views: list[dict[str, Any]]) -> set[str]:
    return {effect["kind"] for view in views for effect in view["effects"]}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_words_of_every_table_fit_discord_and_speak_the_language(
    match: tuple[list[dict[str, Any]], list[tuple[int, str]]], language: str
) -> None:
    views = [*match[0], *_corners()]
    assert {"start", "take", "won", "red5", "joker"} <= _kinds(views)
    problems = []
    with i18n.speaking(language):
        for index, view in enumerate(views):
            status = text.table_status(view, MENTIONS)
            details = text.table_details(view, MENTIONS)
            alt = text.table_alt(view, LONGEST)
            if len(status) + sum(map(len, details)) > TEXT_LIMIT or len(alt) > ALT_LIMIT:
                problems.append((index, "too long", len(status), len(alt)))
            if not alt or not status.startswith("**Gin Slaughtre"):
                problems.append((index, "empty", status, alt))
            for said in [status, *details, alt]:
                plain = said
                for name in (*MENTIONS, *LONGEST):
                    plain = plain.replace(name, "")
                if "…" in said:
                    problems.append((index, "cut", said))
                if language != "en" and ENGLISH.search(plain):
                    problems.append((index, "English", ENGLISH.search(plain), said))
                if "{" in said or "}" in said:
                    problems.append((index, "a variable left", said))
            # Everyone is named whole: the mentions in the status, the plain names in the alt.
            if MENTIONS[0] not in status or not all(name in alt for name in LONGEST):
                problems.append((index, "a name missing", status, alt))
            # Each sentence of what happened ends as a sentence does.
            for line in status.splitlines()[1:]:
                if not line.rstrip("*").endswith((".", "!")):
                    problems.append((index, "not a sentence", line))
    assert problems == []


def test_what_happened_is_said_in_whole_sentences_and_the_results_under_the_picture() -> None:
    names = ["Alice", "Bob"]
    jack = {"kind": "jack", "seat": 1, "by": 0, "drew": 3}
    view = {
        "game_number": 2, "match": 3, "scores": [1, 0], "phase": "play", "turn": 1,
        "red5": None, "stock_size": 20, "quiet_turns": 0, "effects": [jack],
        "last_play": {"seat": 0, "cards": ["JS"], "from": "hand"},
        "results": [{"game": 1, "winner": 0, "margin": 7, "reason": "out"}],
    }  # fmt: skip
    assert text.table_status(view, names) == (
        "**Gin Slaughtre · game 2** · Alice 1 – 0 Bob · first to 3 wins\n"
        "Alice played J♠. Jack: Bob drew 3 cards looking for a 5 or lower.\n"
        "Bob to play."
    )
    assert text.table_details(view, names) == ["- Game 1: Alice by 7 cards"]
    with i18n.speaking("de"):
        assert text.table_status(view, names).splitlines()[1] == (
            "Alice hat B♠ gespielt. Bube: Bob hat auf der Suche nach einer 5 oder niedriger"
            " 3 Karten gezogen."
        )
    with i18n.speaking("fr"):
        assert text.table_status(view, names).splitlines()[1] == (
            "Alice a joué V♠. Valet\u00a0: Bob a pioché 3 cartes en cherchant un 5 ou moins."
        )
    with i18n.speaking("nl"):
        assert text.table_status(view, names).splitlines()[2] == "Bob is aan de beurt."


def test_the_alt_text_says_the_cards_of_the_picture() -> None:
    s = table(
        [cards("5H 6D 7D"), cards("3S 6H")],
        upcards=[cards("KS KH KD"), cards("QS")],
        pile=cards("2C 3C 4C 5C 6C 7C 9D"),
        rest="stock",
    )
    alt = text.table_alt(s.view(None), ["Alice", "Bob"])
    assert alt == (
        "Bob: 2 cards in hand; upcards Q♠. On the pile, 7 cards; the top 5, the top one last:"
        " 4♣ 5♣ 6♣ 7♣ 9♦. 38 cards in the stock; no cards out of play. Alice: 3 cards in"
        " hand; upcards K♠ K♥ K♦."
    )
    with i18n.speaking("fr"):
        assert text.table_alt(s.view(None), ["Alice", "Bob"]).startswith(
            "Bob\u00a0: 2 cartes en main\u00a0; cartes visibles\u00a0: D♠."
            " Sur le tas, 7 cartes\u00a0;"
        )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_adapter_gives_the_table_message_its_words(language: str, match) -> None:
    _, log = match
    adapter = SlaughterAdapter()
    for actions in (log[:20], log):
        t = Table(_record(list(actions)))
        with i18n.speaking(language):
            said = adapter.table_text(t)
            line = adapter.status_line(t)  # still the one line the table layer may show
        assert said.status.splitlines()[0] == line.splitlines()[0]
        assert said.status.splitlines()[-1] == line.splitlines()[-1]
        assert "<@157459443201234567>" in said.status and f"**{LONGEST[1]}**" in said.status
        assert LONGEST[0] in said.alt and "<@" not in said.alt and "**" not in said.alt
        assert len(said.status) + sum(map(len, said.details)) <= TEXT_LIMIT
        assert len(said.alt) <= ALT_LIMIT
    assert said.details and len(said.details[0].splitlines()) == len(t.state.view(None)["results"])


@pytest.mark.parametrize("language", ["fr", "de", "nl"])
def test_no_new_sentence_is_left_in_english(language: str) -> None:
    keys = [
        line.split(" = ")[0]
        for line in (CATALOGUES / "en.ftl").read_text().splitlines()
        if line.startswith(("slaughter-news-", "slaughter-alt-"))
    ]
    assert len(keys) == 21
    args = {"name": "A", "cards": "7♥", "count": 3, "rank": 3, "suit": "H", "by": "B"}
    args |= {"shown": 5, "stock": 3, "out": 2}
    same = [key for key in keys if i18n.message_in(language, key, **args)
            == i18n.message_in("en", key, **args)]  # fmt: skip
    assert same == []
