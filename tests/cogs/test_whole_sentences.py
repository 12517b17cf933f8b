"""Gin Slaughtre's and Guillotine's sentences are whole catalogue messages: no message is
completed by another message's text, and no card's name is followed by punctuation that
collides with its own ("Wait a Moment!:", "After You... …", "En avant, marche ! :").

Both explore: every card of Guillotine in every way to play it, in every language; and
seeded random games of both, every text the table and the hands show along the way."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from cogs.guillotine import text as guillotine_text
from cogs.i18n import LANGUAGES, speaking
from cogs.slaughter import text as slaughter_text
from games import guillotine, slaughter
from games.guillotine import ACTIONS, NOBLES
from tests.cogs.sentences import Recorder

NAMES = ["Alice", "Émile", "Bob", "Ines"]
LINE = ["duke", "count", "palace-guard", "martyr", "regent", "baron", "heretic"]

# A name's own closing mark (! ? … or ...), then, after a space if any, another mark.
COLLISION = re.compile(r"(?:[!?…]|\.\.\.)[ \u00a0\u202f]?[.,:;!?…]")


def _ways(card: str) -> list[str]:
    """Ways to play `card` on the line `LINE`, one of each shape its kind takes."""
    kind = ACTIONS[card].kind
    if kind in ("forward-exactly", "back-exactly", "to-front", "guard-to-front"):
        return [f"play:{card}:5"]
    if kind in ("forward-up-to", "back-up-to"):
        return [f"play:{card}:5:2"]
    if kind == "line-position":
        return [f"play:{card}:3"]
    if kind == "rearrange":
        return [f"play:{card}:2,1,3,4"]
    if kind in ("player", "player-with-pile", "other-player"):
        return [f"play:{card}:1"]
    if kind == "from-discard":
        return [f"play:{card}:{taken}" for taken in ACTIONS]
    if kind == "face-up":
        return [f"play:{card}:1:{lost}" for lost in ACTIONS]
    return [f"play:{card}"]


def _play_events(card: str) -> Iterator[dict[str, Any]]:
    """The events of `card` played, in each shape an event takes, with every card and
    noble in the places a name goes."""
    play = {"type": "play", "seat": 0, "card": card}
    yield play
    yield {**play, "target": 1}
    for noble in NOBLES:
        yield {**play, "noble": noble, "from": 5, "to": 1}
        yield {**play, "noble": noble, "from": 3}
    yield {**play, "order": ["duke", "count"]}
    for other in ACTIONS:
        yield {**play, "taken": other}
        yield {**play, "target": 1, "target_card": other}


def guillotine_labels() -> Iterator[str]:
    """Every label and sentence that names a Guillotine card, in the language spoken."""
    view = {"phase": "action", "players": 4, "line": LINE, "pending": None}
    for card in ACTIONS:
        for action in _ways(card):
            yield guillotine_text.action_text(action, view, NAMES)
            yield guillotine_text.action_text(action, view, NAMES, with_card=False)
        yield guillotine_text.several_ways(card, 2)
        yield guillotine_text.how_to_play(guillotine_text.card_name(card))
        for event in _play_events(card):
            yield guillotine_text.describe(event, NAMES)
    for noble in NOBLES:
        yield guillotine_text.several_ways(noble, 2)
        for kind in ("collect", "lost", "missed", "swapped-in"):
            yield guillotine_text.describe(
                {"type": kind, "seat": 1, "noble": noble, "position": 2}, NAMES
            )
        for via in ("fast-noble", "double-feature", "rival-executioner", "after-you"):
            yield guillotine_text.describe(
                {"type": "collect", "seat": 1, "noble": noble, "via": via}, NAMES
            )


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_card_name_is_followed_by_a_clashing_mark(language: str) -> None:
    with speaking(language):
        clashes = sorted({said for said in guillotine_labels() if COLLISION.search(said)})
    assert clashes == []


def test_the_collision_check_sees_a_clash() -> None:
    """The check above would catch what the players saw."""
    for said in ("After You... …", "En avant, marche !\u00a0: Garde 5e → 1er", "Missed!: on Bob"):
        assert COLLISION.search(said)
    for said in ("After You... (2 ways)", "Raté ! sur Bob", "Wait a Moment! (shuffle the line)"):
        assert not COLLISION.search(said)


# ------------------------------------------------------------ no message completes another

# The messages whose text is a value, fine inside a sentence: a card's or noble's name (with
# its article), a seat named by its number, the joker's word.
VALUE = re.compile(
    r"^(guillotine-card-[a-z0-9-]+(\.the(-object)?)?"
    r"|guillotine-seat|guillotine-somebody|slaughter-joker)$"
)


def _guillotine_game(seed: int) -> None:
    state = guillotine.new_game(seed, players=4)
    rng = random.Random(seed)
    g = guillotine_text
    for card in (*NOBLES, *ACTIONS):  # what /guillotine rules card: answers
        g.card_info(card)
    for _ in range(120):
        if state.is_over:
            break
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        public = state.view(None)
        g.table_message(public, NAMES)
        g.line_alt(public)
        g.status_text(view, NAMES, me=seat)
        g.hand_title(NAMES[seat], view)
        for action in legal[:30]:
            g.action_text(action, view, NAMES)
            g.action_text(action, view, NAMES, with_card=False)
        for card in {a.split(":")[1] for a in legal if a.startswith("play:")}:
            g.several_ways(card, 2)
        state.apply(seat, rng.choice(legal))
    g.day_over(1, NAMES, list(state.scores))


def _slaughter_game(seed: int) -> None:
    state = slaughter.new_game(seed, players=2, options={"match": 3})
    rng = random.Random(seed)
    s = slaughter_text
    names = NAMES[:2]
    for _ in range(250):
        if state.is_over:
            break
        seat = state.actors()[0]
        view, legal, public = state.view(seat), state.legal_actions(seat), state.view(None)
        s.table_status(public, names)
        s.table_details(public, names)
        s.table_alt(public, names)
        s.table_words(public, names)
        s.status_line(public, names)
        s.status_text(view, names, me=seat)
        s.hand_title(view, view.get("hand") or [], False)
        s.forced(legal[0])
        state.apply(seat, rng.choice(legal))
    s.match_over(state.view(None), names)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("module", "play"), [(guillotine_text, _guillotine_game), (slaughter_text, _slaughter_game)]
)
def test_no_message_is_completed_by_another_message(
    language: str, module: Any, play: Callable[[int], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    recorder = Recorder(module.t, VALUE)
    monkeypatch.setattr(module, "t", recorder)
    with speaking(language):
        for seed in range(2):
            play(seed)
    assert len(recorder.sentences) > 20  # the games did say things
    assert sorted({(outer, inner) for outer, inner, _ in recorder.completed}) == []
