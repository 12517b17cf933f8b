"""What leaves a game and what comes back: seat views, the JSON save, copies, states from a view.

- `view(s, seat)`: what a seat (or a spectator) may see, as plain data;
- `to_json` / `from_json`: the whole state, every field, for storage;
- `copy`: an independent copy (the computer players simulate on copies);
- `from_view`: a state consistent with a seat's view, what it cannot see
  dealt at random (the computer players' determinisation).

`from_view` lives here, not beside its user in `players.py`, because it is the
inverse of `view` and must set every field `to_json` lists: a field added to
the state (declared in `GuillotineState`) goes into `_FIELDS` and `from_view`,
and into `view` if a seat may see it, all in this file. The computer players
reach it as `GuillotineState.from_view`.

The functions that build a state take its class (`cls`): this module imports
`GuillotineState` only for type hints, since `state.py` imports this module.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from games import json_copy
from games.guillotine.cards import ACTION_DECK, ACTION_ORDER, NOBLE_DECK
from games.guillotine.constants import DAYS, EVENTS_SHOWN, resolve_options
from games.guillotine.legality import blocked, due, finale_plays

if TYPE_CHECKING:
    from games.guillotine.state import GuillotineState

# Decisions whose options anybody may see (score piles and seats are public); the
# others show the decider a hand or the top of the noble deck.
PUBLIC_DECISIONS = frozenset({"the-clown", "clerical-error", "clerical-error-reply"})

# Every field of the state, as saved by `to_json` (the cache `_legal` is not saved).
_FIELDS = (
    "seed",
    "players",
    "options",
    "day",
    "step",
    "turn",
    "turns",
    "line",
    "noble_deck",
    "noble_discard",
    "action_deck",
    "action_discard",
    "hands",
    "piles",
    "collected",
    "face_up",
    "plays_left",
    "played",
    "in_play",
    "collect_count",
    "no_collect",
    "extra_draws",
    "day_ends",
    "rushed",
    "rush_now",
    "declined",
    "todo",
    "pending",
    "finale",
    "shuffles",
    "events",
    "event_no",
)

# The fields `copy` copies one level and two levels deep (the rest are immutable values,
# but for `options` and `pending`).
_FLAT_LISTS = (
    "line",
    "noble_deck",
    "noble_discard",
    "action_deck",
    "action_discard",
    "played",
    "in_play",
    "extra_draws",
    "rushed",
    "declined",
    "finale",
    "events",
)
_NESTED_LISTS = ("hands", "piles", "collected", "face_up", "todo")


def view(s: GuillotineState, seat: int | None) -> dict[str, Any]:
    """What `seat` may see (None: a spectator). Never another seat's hand.

    Nothing here depends on who holds Wait a Moment!: the window is the
    phase "collect" on every turn, for everybody.
    """
    pending = None
    if s.pending is not None:
        p = s.pending
        pending = {"seat": p["seat"], "kind": p["kind"], "card": p["card"]}
        if p["kind"] in ("lack-of-support", "clerical-error", "clerical-error-reply"):
            pending["target"] = p["context"][0]
        if p["kind"] in PUBLIC_DECISIONS or seat == p["seat"]:
            pending["options"] = list(p["options"])
    over = s.is_over
    result: dict[str, Any] = {
        "game": "guillotine",
        "seat": seat,
        "players": s.players,
        "options": dict(s.options),
        "day": s.day,
        "days": DAYS,
        "phase": s.phase,
        "turn": s.turn,
        "line": list(s.line),
        "piles": [list(pile) for pile in s.piles],
        # What Missed! would return from each pile (public: collections are seen).
        "last_collected": [history[-1] if history else None for history in s.collected],
        "face_up": [list(cards) for cards in s.face_up],
        "hand": list(s.hands[seat]) if seat is not None else [],
        "hand_sizes": [len(hand) for hand in s.hands],
        "noble_deck": len(s.noble_deck),
        "action_deck": len(s.action_deck),
        "noble_discard": list(s.noble_discard),
        "action_discard": list(s.action_discard),
        "scores": s.scores,
        "plays_left": s.plays_left if s.step == "action" else 0,
        "played": list(s.played),
        "in_play": list(s.in_play),
        "blocked": blocked(s, s.turn) if s.turn is not None and not over else None,
        "guards": next((i for i, cards in enumerate(s.face_up) if "callous-guards" in cards), None),
        "collect_count": due(s),
        "day_ends": s.day_ends,
        "rushed": list(s.rushed),
        "pending": pending,
        "events": [dict(e) for e in s.events[-EVENTS_SHOWN:]],
        "is_over": over,
    }
    if over:
        result["places"] = s.places()
    return result


# --------------------------------------------------------- saving and copies


def to_json(s: GuillotineState) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "guillotine", "version": 1}
    for field in _FIELDS:
        data[field] = json_copy(getattr(s, field))
    if s._shown is not None:  # replayed from a record (or noting one): `shown.py`
        data["shown"] = json_copy(s._shown)
    return data


def from_json(cls: type[GuillotineState], data: dict[str, Any]) -> GuillotineState:
    """The saved game (`to_json`); ValueError for anything else. Options are checked again."""
    if data.get("game") != "guillotine" or data.get("version") != 1:
        raise ValueError("not a saved Guillotine game (version 1)")
    s = cls.__new__(cls)
    if "collected" not in data:
        # Saved before Missed! looked at collections: the piles stand in for them.
        data = {**data, "collected": data["piles"]}
    for field in _FIELDS:
        setattr(s, field, json_copy(data[field]))
    s.options = resolve_options(s.options)
    shown = data.get("shown")
    s._shown = json_copy(shown) if shown is not None else None
    s._legal = {}
    return s


def copy(s: GuillotineState) -> GuillotineState:
    """An independent copy (what the computer players simulate on).

    Field by field rather than `json_copy`: the players copy a state for every
    candidate action, and this is several times faster.
    """
    cls = type(s)
    other = cls.__new__(cls)
    other.__dict__.update(s.__dict__)
    for field in _FLAT_LISTS:
        setattr(other, field, list(getattr(s, field)))
    for field in _NESTED_LISTS:
        setattr(other, field, [list(inner) for inner in getattr(s, field)])
    other.options = dict(s.options)
    other.pending = json_copy(s.pending)
    other._shown = json_copy(s._shown) if s._shown is not None else None  # its places move
    other._legal = {}
    return other


# ------------------------------------------------------------ determinisation


def from_view(
    cls: type[GuillotineState], view: dict[str, Any], rng: random.Random
) -> GuillotineState:
    """A state consistent with `view` (a seat's view in its action step, window or finale).

    What the view hides is dealt at random from the cards it does not
    show: the other hands, the order of both decks. The computer players
    simulate their choices on such states; a decision in progress
    (`pending`) is not rebuilt, so this is for the "action", "collect" and
    "finale" phases.
    """
    seat = view["seat"]
    players = view["players"]
    s = cls.__new__(cls)
    s.seed = rng.getrandbits(32)
    s.players = players
    s.options = dict(view["options"])
    s.day = view["day"]
    s.step = view["phase"] if view["phase"] in ("action", "collect", "finale") else "action"
    s.turn = view["turn"]
    s.turns = 0
    s.line = list(view["line"])
    s.piles = [list(pile) for pile in view["piles"]]
    s.collected = [[noble] if noble else [] for noble in view["last_collected"]]
    s.face_up = [list(cards) for cards in view["face_up"]]
    s.noble_discard = list(view["noble_discard"])
    s.action_discard = list(view["action_discard"])
    s.in_play = list(view.get("in_play", []))
    nobles = Counter(NOBLE_DECK)
    nobles.subtract(s.line + s.noble_discard + [n for p in s.piles for n in p])
    s.noble_deck = list(nobles.elements())
    rng.shuffle(s.noble_deck)
    actions = Counter(ACTION_DECK)
    shown = [c for cards in s.face_up for c in cards]
    actions.subtract(view["hand"] + shown + s.action_discard + s.in_play)
    unseen = list(actions.elements())
    rng.shuffle(unseen)
    s.hands = []
    for other in range(players):
        if other == seat:
            s.hands.append(list(view["hand"]))
            continue
        size = view["hand_sizes"][other]
        hand = sorted(unseen[:size], key=ACTION_ORDER.__getitem__)
        del unseen[:size]
        s.hands.append(hand)
    s.action_deck = unseen
    s.plays_left = view["plays_left"] if s.step == "action" else 0
    s.played = list(view["played"])
    s.collect_count = view["collect_count"] or 1
    s.no_collect = view["collect_count"] == 0
    s.extra_draws = [0] * players
    s.day_ends = view["day_ends"]
    s.rushed = list(view["rushed"])
    s.rush_now = view["blocked"] == "rush"
    s.declined = []
    s.todo = []
    s.pending = None
    s.finale = _finale_to_come(s, view) if s.step == "finale" else []
    s.shuffles = 0
    s.events = []
    s.event_no = 0
    s._shown = None
    s._legal = {}
    return s


def _finale_to_come(s: GuillotineState, view: dict[str, Any]) -> list[int]:
    """The seats still to play end-of-game cards: the one on turn, then those after it
    up to the seat the finale began with (the one after the last turn's player, told by
    the events), less those with nothing they could play (passed over, as at the end of
    the game). Without the last turn among the events shown, its first seat there."""
    assert s.turn is not None
    events = view["events"]
    turns = [e["seat"] for e in events if e["type"] == "turn"]
    finales = [e["seat"] for e in events if e["type"] == "finale"]
    first = (turns[-1] + 1) % s.players if turns else finales[0] if finales else s.turn
    to_come = [s.turn]
    seat = (s.turn + 1) % s.players
    while seat != first and seat != s.turn:
        if finale_plays(s, seat):
            to_come.append(seat)
        seat = (seat + 1) % s.players
    return to_come
