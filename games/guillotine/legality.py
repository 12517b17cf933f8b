"""Which actions are legal now, and the sentence that says why another one is not.

`legal_actions(s, seat)` is the list behind `GuillotineState.legal_actions`;
`why_illegal(s, seat, action)` is the message of the `IllegalAction` that
`apply` raises for anything else. Both live here because they must agree: each
sentence names the check of `legal_actions` that the action fails.

Also here: the public facts of the turn those checks read, which the view
shows too (`blocked`, `due`) and the turn flow asks (`collecting`).

Nothing here changes the state.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from games.guillotine.cards import ACTION_ORDER, ACTIONS, END_CARDS, NOBLES, distinct, name
from games.guillotine.constants import (
    CHOOSE,
    COLLECT,
    DISCARD,
    DISCARD_GUARDS,
    PLAY,
    SKIP,
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
        return [CHOOSE + str(option) for option in s.pending["options"]]
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
        if card in END_CARDS:
            actions.extend(card_options(s, seat, card))
    return actions


def play_options(s: GuillotineState, seat: int) -> list[str]:
    """The `play:` actions of the action-card step."""
    actions: list[str] = []
    if blocked(s, seat):
        return actions
    guarded = guards_block(s, seat)
    for card in distinct(s.hands[seat], ACTION_ORDER):
        if card == "wait-a-moment" or (guarded and ACTIONS[card].line):
            continue
        actions.extend(card_options(s, seat, card))
    return actions


def card_options(s: GuillotineState, seat: int, card: str) -> list[str]:
    """Every `play:` action of one card in `seat`'s hand, by the shape of its choices."""
    spec = ACTIONS[card]
    kind = spec.kind
    line = s.line
    size = len(line)
    head = PLAY + card
    n = s.players
    if kind == "forward-exactly":
        return [f"{head}:{p}" for p in range(spec.step + 1, size + 1)]
    if kind == "forward-up-to":
        return [
            f"{head}:{p}:{d}"
            for p in range(2, size + 1)
            if spec.colour is None or NOBLES[line[p - 1]].colour == spec.colour
            for d in range(1, min(spec.step, p - 1) + 1)
        ]
    if kind == "back-exactly":
        return [f"{head}:{p}" for p in range(1, size - spec.step + 1)]
    if kind == "back-up-to":
        return [
            f"{head}:{p}:{d}"
            for p in range(1, size)
            for d in range(1, min(spec.step, size - p) + 1)
        ]
    if kind == "to-front":
        return [f"{head}:{p}" for p in range(2, size + 1)]
    if kind == "guard-to-front":
        return [f"{head}:{p}" for p in range(2, size + 1) if line[p - 1] == "palace-guard"]
    if kind == "line-position":
        return [f"{head}:{p}" for p in range(1, size + 1)]
    if kind == "rearrange":
        if size < 2:
            return []
        first = range(1, min(4, size) + 1)
        return [f"{head}:{','.join(map(str, order))}" for order in permutations(first)]
    if kind == "player":
        return [f"{head}:{target}" for target in range(n)]
    if card == "missed":
        return [f"{head}:{target}" for target in range(n) if s.collected[target]]
    if kind == "player-with-pile":
        return [f"{head}:{target}" for target in range(n) if s.piles[target]]
    if kind == "other-player":
        if card == "after-you" and not line:
            return []
        return [f"{head}:{target}" for target in range(n) if target != seat]
    if kind == "from-discard":
        return [f"{head}:{c}" for c in distinct(s.action_discard, ACTION_ORDER)]
    if kind == "face-up":
        return [
            f"{head}:{target}:{c}"
            for target in range(n)
            for c in distinct(s.face_up[target], ACTION_ORDER)
        ]
    if kind == "plain":
        return [head]
    return []  # "out-of-turn": Wait a Moment! is only ever `wait`


# ---------------------------------------------------------- why not


def why_illegal(s: GuillotineState, seat: int, action: str) -> str:
    """A sentence for the player: why `action` is not allowed now."""
    if not isinstance(seat, int) or not 0 <= seat < s.players:
        return f"There is no seat {seat!r} at this table."
    if s.step == "over":
        return "The game is over."
    pending = s.pending
    if pending is not None:
        if seat != pending["seat"]:
            return f"Seat {pending['seat']} is choosing for {name(pending['card'])} first."
        shown = ", ".join(CHOOSE + str(o) for o in pending["options"][:6])
        return f"Choose one of: {shown}{'…' if len(pending['options']) > 6 else ''}."
    if action == WAIT:
        return _why_not_wait(s, seat)
    if action.startswith(DISCARD):
        return _why_not_discard(s, seat, action)
    if s.step == "collect":
        if seat == s.turn:
            return "Your action card step is over: collect the front noble."
        return "It is not your turn."
    if seat != s.turn:
        return "It is not your turn."
    if action == COLLECT:
        return "Play an action card or skip first."
    if not action.startswith(PLAY):
        if s.step == "finale":
            return f"{action!r} is not a move now: play a card that changes the points or skip."
        return f"{action!r} is not a move now: play an action card (play:...) or skip."
    card, _, rest = action[len(PLAY) :].partition(":")
    if card not in ACTIONS:
        return f"There is no action card {card!r}."
    spec = ACTIONS[card]
    if card not in s.hands[seat]:
        return f"You don't hold {spec.name}."
    if s.step == "finale":
        if card not in END_CARDS:
            return (
                "Now only cards that change the points may be played (the scoring cards, "
                f"Missing Heads, Clerical Error, Twist of Fate), not {spec.name}."
            )
        options = card_options(s, seat, card)
        if not options:
            return f"{spec.name} has nothing to act on now."
        return _why_bad_choice(s, card, rest, options)
    if card == "wait-a-moment":
        return "Wait a Moment! is played when another player is about to collect, not now."
    why_blocked = blocked(s, seat)
    if why_blocked == "judge":
        return "An Unpopular Judge is at the front of the line: no action card may be played."
    if why_blocked == "rush":
        return "A Rush Job was played on you: you may not play an action card this turn."
    if spec.line and guards_block(s, seat):
        return f"Callous Guards are out: no card that changes the line ({spec.name})."
    options = card_options(s, seat, card)
    if not options:
        return f"{spec.name} has nothing to act on now."
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


def _why_bad_choice(s: GuillotineState, card: str, rest: str, options: list[str]) -> str:
    """A card the player may play now, with choices that are not among `options`."""
    card_name, kind = ACTIONS[card].name, ACTIONS[card].kind
    size = len(s.line)
    parts = rest.split(":") if rest else []
    positional = kind in _POSITIONAL
    if positional and parts and parts[0].isdigit() and not 1 <= int(parts[0]) <= size:
        return f"There is no noble at position {parts[0]}: the line has {size}."
    if kind == "forward-exactly" and parts and parts[0].isdigit():
        return f"{card_name} needs enough nobles ahead of the one it moves."
    if kind in ("player", "player-with-pile", "other-player") and parts:
        if not parts[0].isdigit() or int(parts[0]) >= s.players:
            return f"There is no seat {parts[0]!r}."
        if kind == "other-player":
            return f"{card_name} must go to another player."
        if card == "missed":
            return f"{card_name} needs a player with a noble he collected in his pile."
        return f"{card_name} needs a player with a score pile."
    example = options[0]
    return f"That is not a way to play {card_name}; for example {example}."


def _why_not_discard(s: GuillotineState, seat: int, action: str) -> str:
    if action != DISCARD_GUARDS:
        return f"Only Callous Guards are discarded that way ({DISCARD_GUARDS})."
    if "callous-guards" not in s.face_up[seat]:
        return "You have no Callous Guards in front of you."
    return "You may discard your Callous Guards in your own action-card step."


def _why_not_wait(s: GuillotineState, seat: int) -> str:
    if "wait-a-moment" not in s.hands[seat]:
        return "You don't hold Wait a Moment!."
    if s.step != "collect" or seat == s.turn:
        return "Wait a Moment! is played when another player is about to collect."
    if s.line and s.line[0] == "unpopular-judge":
        return "An Unpopular Judge is at the front of the line: no action card may be played."
    if guards_block(s, seat):
        return "Callous Guards are out: Wait a Moment! changes the line."
    if seat in s.declined:
        return "You let this collection go."
    return "There is no noble to collect this turn."
