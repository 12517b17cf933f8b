"""Guillotine images: the table from real views (3 and 5 players, long lines, every phase)
and the hand (small, big, wrapped), all valid PNGs of a sensible size. (How fast they are
drawn: python -m bench.speed_targets.)"""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from games import guillotine
from games.guillotine.cards import ACTION_DECK
from games.guillotine.players import play_game, random_player, rule_based_player
from render.guillotine.hand import TITLE_STEP as HAND_TITLE_STEP
from render.guillotine.hand import WIDTH as HAND_WIDTH
from render.guillotine.hand import render_guillotine_hand
from render.guillotine.table import WIDTH as TABLE_WIDTH
from render.guillotine.table import render_guillotine_table
from tests.games.guillotine_scenario import act, table
from tests.games.play import random_play

NAMES = [
    "Alice",
    "Bob the Magnificent Builder of Very Long Names",
    "Computer (basic)",
    "Dave",
    "Eve",
]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 150_000


def decode(data: bytes, limit: int = MAX_BYTES) -> Image.Image:
    assert data.startswith(PNG_MAGIC) and len(data) < limit, len(data)
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def views_of_a_game(seed: int, players: int, every: int) -> list[dict[str, Any]]:
    """Public views at every `every`-th action of a random game with end-of-game cards."""
    state = guillotine.new_game(seed, players, {"end_cards": "on"})
    views: list[dict[str, Any]] = []

    def keep(state: guillotine.GuillotineState, step: int) -> None:
        if step % every == 0 or state.phase in ("choose", "finale"):
            views.append(state.view(None))

    random_play(state, random.Random(seed), check=keep)
    views.append(state.view(None))
    return views


@pytest.mark.parametrize("players", [2, 3, 5])
def test_tables_of_real_games_render_in_every_phase(players: int) -> None:
    views = views_of_a_game(players, players, every=9)
    assert {"action", "collect", "over"} <= {v["phase"] for v in views}
    for view in views:
        image = decode(render_guillotine_table(view, NAMES[:players]))
        # Four nobles to a row (for a phone): a long line and five players make it tall;
        # the words are the message's, around the picture.
        assert image.width == TABLE_WIDTH and 400 < image.height < 2100


def test_a_long_line_wraps_into_more_rows() -> None:
    s = table(players=5, hands={0: ["extra-cart", "extra-cart", "trip"]})
    short = decode(render_guillotine_table(s.view(None), NAMES))
    act(s, 0, "play:trip:1", "play:extra-cart")
    assert len(s.line) == 15
    long = decode(render_guillotine_table(s.view(None), NAMES))
    assert long.height > short.height


def test_a_decision_notices_and_face_up_cards_render() -> None:
    s = table(
        hands={0: ["infighting"], 1: ["trip", "stumble"]},
        face_up={1: ["callous-guards", "fountain-of-blood", "church-support"], 2: ["tough-crowd"]},
        line=["unpopular-judge", "duke"],
    )
    s.day_ends = True
    decode(render_guillotine_table(s.view(None), NAMES[:3]))
    s = table(hands={0: ["infighting"], 1: ["trip", "stumble"]})
    act(s, 0, "play:infighting:1")
    assert s.view(None)["phase"] == "choose"
    decode(render_guillotine_table(s.view(None), NAMES[:3]))


def test_the_table_image_never_shows_a_hand() -> None:
    s = table(hands={0: ["trip", "stumble"], 1: ["majesty"]})
    public = render_guillotine_table(s.view(None), NAMES[:3])
    assert render_guillotine_table(s.view(0), NAMES[:3]) == public


def test_a_finished_game_shows_the_places() -> None:
    state = play_game(5, [rule_based_player, random_player, random_player])
    decode(render_guillotine_table(state.view(None), NAMES[:3]))


def test_hands_render_small_big_and_empty() -> None:
    small = decode(render_guillotine_hand(["lidiot", "lidiot", "wait-a-moment"], None, "Your hand"))
    assert small.width == HAND_WIDTH <= 1100
    big_hand = list(ACTION_DECK[::2])  # 30 cards, 27 different
    big = decode(render_guillotine_hand(big_hand, ["trip", "fountain-of-blood"], "Alice's hand"))
    assert big.width == HAND_WIDTH and big.height > 4 * small.height
    decode(render_guillotine_hand([], None, "Your hand"))
    # A name too long for the title's line takes a second: whole, the title band taller.
    long = decode(render_guillotine_hand(["lidiot"], None, "W" * 32 + " · day 1 of 3"))
    one = decode(render_guillotine_hand(["lidiot"], None, "Alice · day 1 of 3"))
    assert long.height == one.height + HAND_TITLE_STEP
    # Every card at once (no hand gets there): 40 different cards, 20 rows of two, ~200 KB.
    decode(render_guillotine_hand(list(ACTION_DECK), None, ""), limit=2 * MAX_BYTES)
