"""What leaves a Barbu game and what comes back: the seat views and the JSON save.

- `view(s, seat)`: what a seat (or a spectator) may see, as plain data;
- `to_json` / `from_json`: the whole state, every field of `FIELDS`, for storage.
  The saved format is stored with the tables: it must keep reading what was saved.

`from_json` takes the state's class (`cls`): this module imports `BarbuState` only
for type hints, since `state.py` imports this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games import json_copy
from games.barbu.rulesets import SEATS, resolve_options

if TYPE_CHECKING:
    from games.barbu.state import BarbuState

# Fields that make up a state; `to_json` writes exactly these.
FIELDS = (
    "seed",
    "options",
    "deal",
    "phase",
    "declarer",
    "contract",
    "trump",
    "domino_rank",
    "hands",
    "turn",
    "leader",
    "trick",
    "tricks",
    "tricks_won",
    "deal_points",
    "hearts_broken",
    "layout",
    "domino_moves",
    "out",
    "bonus",
    "ace_bonus",
    "doubles",
    "double_step",
    "declarer_doubles",
    "contracts_played",
    "scores",
    "sheet",
    "final_tricks",
)


def view(s: BarbuState, seat: int | None) -> dict[str, Any]:
    """What `seat` may see (None: a spectator). Never another seat's hidden cards."""
    rules = s.rules
    in_play = s.phase == "play"
    contract = s.rules.contracts.get(s.contract) if s.contract else None
    seen: dict[str, Any] = {
        "game": "barbu",
        "rules": rules.name,
        "options": dict(s.options),
        "seat": seat,
        "deal": s.deal,
        "deals": rules.deals,
        "phase": s.phase,
        "declarer": s.declarer,
        "turn": s.turn,
        "contract": s.full_contract,
        "contracts_left": [
            [name for name in rules.contracts if name not in played]
            for played in s.contracts_played
        ],
        "hand": s._cards(seat) if seat is not None and not s.is_over else [],
        "hand_sizes": [
            sum(map(len, hand.values())) + unseen
            for hand, unseen in zip(s._hand, s._unseen, strict=True)
        ]
        if not s.is_over
        else [0] * SEATS,
        "leader": s.leader if in_play else None,
        "trick": [[(s.leader + i) % SEATS, card] for i, card in enumerate(s.trick)],
        # Every card was seen as it was played: a player with a perfect memory knows these.
        "tricks": [
            {"leader": t["leader"], "cards": list(t["cards"]), "winner": t["winner"]}
            for t in s.tricks
        ],
        # The last completed trick, this deal's or (before one is done) the last deal's.
        "last_trick": trick_view(s.tricks, s.deal)
        if s.tricks
        else json_copy(s.final_tricks[-1] if s.final_tricks else None),
        "final_tricks": json_copy(s.final_tricks),
        "tricks_won": list(s.tricks_won),
        "face_up": [
            [card for card in pile if contract and card in contract.face_up] for pile in s.taken
        ],
        "deal_points": list(s.deal_points),
        "scores": list(s.scores),
        "sheet": json_copy(s.sheet),
        "is_over": s.is_over,
    }
    if contract is not None and contract.domino:
        order = s._domino_order
        seen["domino_rank"] = s.domino_rank
        seen["layout"] = {
            suit: [order[i] + suit for i in range(low, high + 1)]
            for suit, (low, high) in s.layout.items()
        }
        seen["domino_moves"] = [list(move) for move in s.domino_moves]
        seen["out"] = list(s.out)
        seen["bonus"] = s.bonus
    if rules.doubling:
        seen["doubles"] = [list(pair) for pair in s.doubles]
        seen["doubles_owed"] = [s.doubles_owed(other) for other in range(SEATS)]
        if s.phase == "double" and s.turn is not None:
            seen["double_required"] = s.double_compulsory(s.turn)
    else:
        seen["money"] = [score - 100 for score in s.scores]
    if s.is_over:
        seen["places"] = s.places()
    return seen


def trick_view(tricks: list[dict[str, Any]], deal: int) -> dict[str, Any]:
    """The last of `tricks` as views show it: its deal and number (1-based), leader, cards
    in play order, winner."""
    last = tricks[-1]
    return {
        "deal": deal,
        "number": len(tricks),
        "leader": last["leader"],
        "cards": list(last["cards"]),
        "winner": last["winner"],
    }


def to_json(s: BarbuState) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "barbu", "version": 1}
    for name in FIELDS:
        data[name] = json_copy(getattr(s, name))
    if s._shown is not None:  # replayed from a record: what it deals from
        data["shown"] = json_copy(s._shown)
        data["unseen"] = list(s._unseen)
    return data


def from_json(cls: type[BarbuState], data: dict[str, Any]) -> BarbuState:
    """The saved game (`to_json`); ValueError for anything else. Options are checked again."""
    if data.get("game") != "barbu" or data.get("version") != 1:
        raise ValueError("not a saved Barbu game (version 1)")
    s = cls.__new__(cls)
    for name in FIELDS:
        if name == "final_tricks" and name not in data:
            # A snapshot from before final_tricks was kept: no last tricks to show.
            data = {**data, name: [None] * len(data["sheet"])}
        if name != "hands":
            setattr(s, name, json_copy(data[name]))
    shown = data.get("shown")
    s._shown = json_copy(shown) if shown is not None else None
    s._unseen = [int(n) for n in data.get("unseen", [0] * SEATS)]
    rules, s.options = resolve_options(s.options)
    s._bind(rules)
    s.hands = data["hands"]  # after _bind: splitting a hand needs the rule set's order
    return s
