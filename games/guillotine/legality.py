"""Which actions are legal now, and the reason why another one is not.

`legal_actions(s, seat)` is the list behind `GuillotineState.legal_actions`;
`why_illegal(s, seat, action)` is the reason of the `IllegalAction` that `apply` raises
for anything else: a code and its details as plain data (cards as slugs, numbers), which
cogs/guillotine words as `guillotine-refused-<code>` in the player's language. Both live
here because they must agree: each code names the check of `legal_actions` that the
action fails.

Also here: the public facts of the turn those checks read, which the view
shows too (`blocked`, `due`) and the turn flow asks (`collecting`).

Nothing here changes the state.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from typing import TYPE_CHECKING, Any

from games.guillotine.cards import ACTION_ORDER, ACTIONS, END_CARDS, NOBLES, distinct
from games.guillotine.constants import (
    CHOOSE,
    COLLECT,
    DISCARD,
    DISCARD_GUARDS,
    PLAY,
    SKIP,
    UNSEEN,
    WAIT,
)

if TYPE_CHECKING:
    from games.guillotine.state import GuillotineState

# ------------------------------------------------------- facts of the turn


def blocked(s: GuillotineState, seat: int) -> str | None:
    """Why `seat` may play no action card on its turn now (None: it may)."""
    if s.line and s.line[0] == "unpopular-judge":
        return "judge"
    if s.rush_now and seat == s.turn:
        return "rush"
    return None


def guards_block(s: GuillotineState, seat: int) -> bool:
    """Callous Guards lie in front of somebody else (the owner may discard his own)."""
    return any("callous-guards" in cards for other, cards in enumerate(s.face_up) if other != seat)


def collecting(s: GuillotineState) -> bool:
    """The turn's collections are under way (queued, ending with the turn's end)."""
    return any(step[0] == "end_turn" for step in s.todo)


def due(s: GuillotineState) -> int:
    """How many collections from the line are still to come this turn (public)."""
    if collecting(s):
        return sum(1 for step in s.todo if step[0] == "collect" and step[2] == "front")
    return 0 if s.no_collect else s.collect_count


def may_wait(s: GuillotineState, seat: int) -> bool:
    """`seat` may play Wait a Moment! in the window now."""
    return (
        s.step == "collect"
        and s.pending is None
        and seat != s.turn
        and seat not in s.declined
        and "wait-a-moment" in s.hands[seat]
        and due(s) > 0
        and bool(s.line)
        and s.line[0] != "unpopular-judge"
        and not guards_block(s, seat)
    )


# ---------------------------------------------------------- legal actions


def legal_actions(s: GuillotineState, seat: int) -> list[str]:
    """The actions `seat` may take now, in the notation (uncached: the state caches it)."""
    step = s.step
    if step == "over" or not (isinstance(seat, int) and 0 <= seat < s.players):
        return []
    if s.pending is not None:
        if seat != s.pending["seat"]:
            return []
        # A replay's placeholder stands for a card of a hand: never named by a choice.
        return [CHOOSE + str(o) for o in s.pending["options"] if o != UNSEEN]
    if step == "collect":
        if seat == s.turn:
            return [COLLECT]
        return [WAIT, SKIP] if may_wait(s, seat) else []
    if seat != s.turn:
        return []
    if step == "finale":
        return [*finale_plays(s, seat), SKIP]
    guards = [DISCARD_GUARDS] if "callous-guards" in s.face_up[seat] else []
    return [*play_options(s, seat), *guards, SKIP]


def finale_plays(s: GuillotineState, seat: int) -> list[str]:
    """The `play:` actions of the cards that change the points (`END_CARDS`) in a hand."""
    actions: list[str] = []
    for card in distinct(s.hands[seat], ACTION_ORDER):
        if card in END_CARDS:  # never a replay's placeholder (`UNSEEN`)
            actions.extend(card_options(s, seat, card))
    return actions


def play_options(s: GuillotineState, seat: int) -> list[str]:
    """The `play:` actions of the action-card step."""
    actions: list[str] = []
    if blocked(s, seat):
        return actions
    guarded = guards_block(s, seat)
    for card in distinct(s.hands[seat], ACTION_ORDER):
        if card in ("wait-a-moment", UNSEEN) or (guarded and ACTIONS[card].line):
            continue
        actions.extend(card_options(s, seat, card))
    return actions


def card_options(s: GuillotineState, seat: int, card: str) -> list[str]:
    """Every `play:` action of one card in `seat`'s hand, by the shape of its choices."""
    options = _OPTIONS.get(ACTIONS[card].kind)
    # No function for "out-of-turn": Wait a Moment! is only ever `wait`.
    return options(s, seat, card) if options is not None else []


# The options of each kind of card: (state, seat, card) -> its `play:` actions.
Options = Callable[["GuillotineState", int, str], list[str]]


def _forward_exactly(s: GuillotineState, seat: int, card: str) -> list[str]:
    step = ACTIONS[card].step
    return [f"{PLAY}{card}:{p}" for p in range(step + 1, len(s.line) + 1)]


def _forward_up_to(s: GuillotineState, seat: int, card: str) -> list[str]:
    spec = ACTIONS[card]
    line = s.line
    return [
        f"{PLAY}{card}:{p}:{d}"
        for p in range(2, len(line) + 1)
        if spec.colour is None or NOBLES[line[p - 1]].colour == spec.colour
        for d in range(1, min(spec.step, p - 1) + 1)
    ]


def _back_exactly(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [f"{PLAY}{card}:{p}" for p in range(1, len(s.line) - ACTIONS[card].step + 1)]


def _back_up_to(s: GuillotineState, seat: int, card: str) -> list[str]:
    size = len(s.line)
    step = ACTIONS[card].step
    return [
        f"{PLAY}{card}:{p}:{d}" for p in range(1, size) for d in range(1, min(step, size - p) + 1)
    ]


def _to_front(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [f"{PLAY}{card}:{p}" for p in range(2, len(s.line) + 1)]


def _guard_to_front(s: GuillotineState, seat: int, card: str) -> list[str]:
    line = s.line
    return [f"{PLAY}{card}:{p}" for p in range(2, len(line) + 1) if line[p - 1] == "palace-guard"]


def _line_position(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [f"{PLAY}{card}:{p}" for p in range(1, len(s.line) + 1)]


def _rearrange(s: GuillotineState, seat: int, card: str) -> list[str]:
    size = len(s.line)
    if size < 2:
        return []
    first = range(1, min(4, size) + 1)
    return [f"{PLAY}{card}:{','.join(map(str, order))}" for order in permutations(first)]


def _player(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [f"{PLAY}{card}:{target}" for target in range(s.players)]


def _player_with_pile(s: GuillotineState, seat: int, card: str) -> list[str]:
    # Missed! takes back a noble the player collected, not any noble of the pile.
    piles = s.collected if card == "missed" else s.piles
    return [f"{PLAY}{card}:{target}" for target in range(s.players) if piles[target]]


def _other_player(s: GuillotineState, seat: int, card: str) -> list[str]:
    if card == "after-you" and not s.line:
        return []
    return [f"{PLAY}{card}:{target}" for target in range(s.players) if target != seat]


def _from_discard(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [f"{PLAY}{card}:{c}" for c in distinct(s.action_discard, ACTION_ORDER)]


def _face_up(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [
        f"{PLAY}{card}:{target}:{c}"
        for target in range(s.players)
        for c in distinct(s.face_up[target], ACTION_ORDER)
    ]


def _plain(s: GuillotineState, seat: int, card: str) -> list[str]:
    return [PLAY + card]


_OPTIONS: dict[str, Options] = {
    "forward-exactly": _forward_exactly,
    "forward-up-to": _forward_up_to,
    "back-exactly": _back_exactly,
    "back-up-to": _back_up_to,
    "to-front": _to_front,
    "guard-to-front": _guard_to_front,
    "line-position": _line_position,
    "rearrange": _rearrange,
    "player": _player,
    "player-with-pile": _player_with_pile,
    "other-player": _other_player,
    "from-discard": _from_discard,
    "face-up": _face_up,
    "plain": _plain,
}


# ---------------------------------------------------------- why not


Reason = tuple[str, dict[str, Any]]
"""Why an action is refused: the code and its details (`IllegalAction(code, **details)`)."""


def _why(code: str, **details: Any) -> Reason:
    return code, details


def why_illegal(s: GuillotineState, seat: int, action: str) -> Reason:
    """Why `action` is not allowed now, as a code and its details."""
    if not isinstance(seat, int) or not 0 <= seat < s.players:
        return _why("no-such-seat", seat=str(seat))
    if s.step == "over":
        return _why("game-over")
    pending = s.pending
    if pending is not None:
        if seat != pending["seat"]:
            return _why("someone-choosing", seat=pending["seat"], card=pending["card"])
        return _why("choose-one", options=[CHOOSE + str(o) for o in pending["options"]])
    if action == WAIT:
        return _why_not_wait(s, seat)
    if action.startswith(DISCARD):
        return _why_not_discard(s, seat, action)
    if s.step == "collect":
        return _why("collect-now" if seat == s.turn else "not-your-turn")
    if seat != s.turn:
        return _why("not-your-turn")
    if action == COLLECT:
        return _why("play-first")
    return _why_not_play(s, seat, action)


def _why_not_play(s: GuillotineState, seat: int, action: str) -> Reason:
    """Why the seat on turn may not do `action` (a `play:` action, or none at all)."""
    if not action.startswith(PLAY):
        return _why("not-a-move-finale" if s.step == "finale" else "not-a-move", action=action)
    card, _, rest = action[len(PLAY) :].partition(":")
    if card not in ACTIONS:
        return _why("no-such-card", card=card)
    spec = ACTIONS[card]
    if card not in s.hands[seat]:
        return _why("not-held", card=card)
    if s.step == "finale":
        if card not in END_CARDS:
            return _why("only-scoring-cards", card=card)
        options = card_options(s, seat, card)
        if not options:
            return _why("nothing-to-act-on", card=card)
        return _why_bad_choice(s, card, rest, options)
    if card == "wait-a-moment":
        return _why("wait-not-now")
    why_blocked = blocked(s, seat)
    if why_blocked == "judge":
        return _why("judge-at-front")
    if why_blocked == "rush":
        return _why("rush-job")
    if spec.line and guards_block(s, seat):
        return _why("guards-out", card=card)
    options = card_options(s, seat, card)
    if not options:
        return _why("nothing-to-act-on", card=card)
    return _why_bad_choice(s, card, rest, options)


_POSITIONAL = frozenset(
    {
        "forward-exactly",
        "forward-up-to",
        "back-exactly",
        "back-up-to",
        "to-front",
        "guard-to-front",
        "line-position",
    }
)


def _why_bad_choice(s: GuillotineState, card: str, rest: str, options: list[str]) -> Reason:
    """A card the player may play now, with choices that are not among `options`."""
    kind = ACTIONS[card].kind
    size = len(s.line)
    parts = rest.split(":") if rest else []
    positional = kind in _POSITIONAL
    if positional and parts and parts[0].isdigit() and not 1 <= int(parts[0]) <= size:
        return _why("no-such-position", position=int(parts[0]), size=size)
    if kind == "forward-exactly" and parts and parts[0].isdigit():
        return _why("not-enough-ahead", card=card)
    if kind in ("player", "player-with-pile", "other-player") and parts:
        if not parts[0].isdigit() or int(parts[0]) >= s.players:
            return _why("no-such-seat", seat=parts[0])
        if kind == "other-player":
            return _why("another-player-only", card=card)
        if card == "missed":
            return _why("needs-collected-noble", card=card)
        return _why("needs-score-pile", card=card)
    return _why("not-a-way", card=card, example=options[0])


def _why_not_discard(s: GuillotineState, seat: int, action: str) -> Reason:
    if action != DISCARD_GUARDS:
        return _why("discard-only-guards", action=action)
    if "callous-guards" not in s.face_up[seat]:
        return _why("no-guards")
    return _why("discard-guards-own-step")


def _why_not_wait(s: GuillotineState, seat: int) -> Reason:
    if "wait-a-moment" not in s.hands[seat]:
        return _why("not-held", card="wait-a-moment")
    if s.step != "collect" or seat == s.turn:
        return _why("wait-not-now")
    if s.line and s.line[0] == "unpopular-judge":
        return _why("judge-at-front")
    if guards_block(s, seat):
        return _why("guards-out", card="wait-a-moment")
    if seat in s.declined:
        return _why("wait-declined")
    return _why("nothing-to-collect")
