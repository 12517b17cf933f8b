"""The turn machine: days, turns, the action-card step, the window, collections, the finale.

`step` is the part of the turn the table is in:

- "action": the active seat may play action cards (`play:...`) or `skip`;
- "collect": the Wait a Moment! window, before each collection from the line;
  the active seat's only action is `collect`, holders of a playable Wait a
  Moment! may `wait` (or `skip`). The first window of a turn opens with an
  empty queue (`collect` then queues the turn's collections); a later one
  (Double Feature's second noble, Fast Noble's extra one) pauses the queue,
  and `collect` lets it run on;
- "resolve": a card or a collection is being carried out and waits for a
  `choose:` decision (`pending`);
- "finale": the end-of-game cards that change the points (option `end_cards`);
- "over".

Everything an action sets in motion is a queue of small steps (`s.todo`, plain
JSON lists): collect a noble, carry out its instruction, ask a decision, put
the played card on the discard pile, move the Master Spy, end the turn. The
queue runs until it is empty or a decision is needed; a `choose:` action
answers the decision and lets the queue run on. Keeping the work as data means
a game can be saved in the middle of a Fast Noble chain and restored exactly.
`STEPS` is the table from a step's name to the function that does it.

`apply` here is the second half of `GuillotineState.apply`: the action is
already known to be legal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from games.guillotine import legality, shown
from games.guillotine.cards import ACTIONS, NOBLES
from games.guillotine.constants import (
    CHOOSE,
    COLLECT,
    DAYS,
    DISCARD_GUARDS,
    LINE_SIZE,
    SKIP,
    WAIT,
)
from games.guillotine.decisions import answer, decide
from games.guillotine.effects import EFFECTS, NOBLE_EFFECTS, Step, play_details

if TYPE_CHECKING:
    from games.guillotine.state import GuillotineState


# ------------------------------------------------------------- days and turns


def reset_turn_fields(s: GuillotineState) -> None:
    """What a turn starts with (and what the end of the game clears)."""
    s.plays_left = 1
    s.played = []
    s.collect_count = 1
    s.no_collect = False
    s.extra_draws = [0] * s.players
    s.day_ends = False
    s.rush_now = False
    s.declined = []


def new_day(s: GuillotineState) -> None:
    s.day += 1
    shown.new_day(s)
    count = min(LINE_SIZE, len(s.noble_deck))
    s.line = s._take_nobles(count)
    s._event("day", day=s.day, nobles=count)


def start_turn(s: GuillotineState, seat: int) -> None:
    """`seat`'s turn begins (a new day first when the line is empty; or the game ends)."""
    s.turn = seat
    s.step = "action"
    if not s.line:
        if s.day >= DAYS or not s.noble_deck:
            _end_game(s, seat)
            return
        new_day(s)
    s.turns += 1
    reset_turn_fields(s)
    if seat in s.rushed:
        s.rushed.remove(seat)
        s.rush_now = True
    s._event("turn", seat=seat)
    _to_action_step(s)


def _to_action_step(s: GuillotineState) -> None:
    """Offer the action-card step, or go straight to the window when nothing can be played.

    Only public facts skip the step (no cards, a Rush Job, the Judge at the
    front): skipping because of what the hand holds would tell the others.
    """
    seat = s.turn
    assert seat is not None
    if s.plays_left > 0 and s.hands[seat] and not legality.blocked(s, seat):
        s.step = "action"
    else:
        _open_window(s)


def _open_window(s: GuillotineState) -> None:
    s.step = "collect"
    s.declined = []


def _end_game(s: GuillotineState, next_seat: int) -> None:
    s.line = []
    reset_turn_fields(s)  # nothing of the last turn is pending any more
    if s.options["end_cards"] == "on":
        order = [(next_seat + i) % s.players for i in range(s.players)]
        # Who gets a turn depends on the hands; the table shows whom it waits for.
        finale = [seat for seat in order if legality.finale_plays(s, seat)]
        s.finale = shown.chance(s, "finale", finale)
        if s.finale:
            s.step = "finale"
            s.turn = s.finale[0]
            s._event("finale", seat=s.turn)
            return
    _game_over(s)


def _game_over(s: GuillotineState) -> None:
    s.step = "over"
    s.turn = None
    s.finale = []
    s._event("over", scores=s.scores)


# ------------------------------------------------------------- actions


def apply(s: GuillotineState, seat: int, action: str) -> None:
    """Carry out a legal action, then run the queue until it waits or is empty."""
    if s.pending is not None:
        answer(s, action[len(CHOOSE) :])
    elif s.step == "action":
        if action == SKIP:
            _open_window(s)
        elif action == DISCARD_GUARDS:
            _guards_aside(s, seat)
        else:
            _play(s, seat, action)
    elif s.step == "collect":
        if action == COLLECT:
            _collect(s)
        elif action == WAIT:
            _wait(s, seat)
        else:
            s.declined.append(seat)
    elif s.step == "finale":
        _finale_move(s, seat, action)
    _run(s)


def _play(s: GuillotineState, seat: int, action: str) -> None:
    _, card, *args = action.split(":")
    spec = ACTIONS[card]
    s.hands[seat].remove(card)
    if spec.line:
        _guards_aside(s, seat)
    s.plays_left -= 1
    if card == "trip":
        s.plays_left += 1
    s.played.append(card)
    s.in_play.append(card)
    s.step = "resolve"
    s._event("play", seat=seat, card=card, **play_details(s, card, args))
    follow_up = EFFECTS[card](s, seat, card, args)
    s.todo = [*follow_up, ["card_done", card], ["spy"], ["after_play"]]


def _guards_aside(s: GuillotineState, seat: int) -> None:
    """The owner of Callous Guards discards them: by `discard:callous-guards`, or first
    thing when he plays a line card or Wait a Moment!."""
    if "callous-guards" in s.face_up[seat]:
        s.face_up[seat].remove("callous-guards")
        s.action_discard.append("callous-guards")
        s._event("guards-discarded", seat=seat)


def _wait(s: GuillotineState, seat: int) -> None:
    """Wait a Moment!: shuffle the whole line; the collection then takes the new front."""
    s.hands[seat].remove("wait-a-moment")
    _guards_aside(s, seat)
    s._event("wait", seat=seat)
    s._rng("wait").shuffle(s.line)
    s.line = shown.reordered(s, "wait", s.line)
    s.action_discard.append("wait-a-moment")
    _spy(s)


def _collect(s: GuillotineState) -> None:
    """The window has passed: the collection goes ahead."""
    s.step = "resolve"
    if legality.collecting(s):
        return  # a later window: the queue runs on
    seat = s.turn
    count = 0 if s.no_collect else s.collect_count
    todo: list[Step] = []
    for i in range(count):
        if i:
            todo.append(["window"])  # each collection from the line has its window
        todo.append(["collect", seat, "front", "double-feature" if i else "line"])
    s.todo = [*todo, ["end_turn"]]


def _finale_move(s: GuillotineState, seat: int, action: str) -> None:
    if action == SKIP:
        s.finale.pop(0)
        if s.finale:
            s.turn = s.finale[0]
            s._event("finale", seat=s.turn)
        else:
            _game_over(s)
        return
    _, card, *args = action.split(":")
    s.hands[seat].remove(card)
    s.in_play.append(card)
    s._event("play", seat=seat, card=card, **play_details(s, card, args))
    follow_up = EFFECTS[card](s, seat, card, args)  # Clerical Error asks both players
    s.todo = [*follow_up, ["card_done", card]]


# ------------------------------------------------------------- the queue


def _run(s: GuillotineState) -> None:
    # A decision or a window (step "collect") pauses the queue.
    while s.todo and s.pending is None and s.step != "collect":
        name, *args = s.todo.pop(0)
        STEPS[name](s, *args)
    s._legal = {}


def _window(s: GuillotineState) -> None:
    """Another collection from the line comes: the Wait a Moment! window opens again.

    Not when the line is empty (public): there is nothing to collect then.
    """
    if s.line:
        _open_window(s)


def _card_done(s: GuillotineState, card: str) -> None:
    """The card has been carried out: to the discard pile (a card that stays lies out)."""
    if not ACTIONS[card].stays:
        s.in_play.remove(card)
        s.action_discard.append(card)


def _spy(s: GuillotineState) -> None:
    """The Master Spy moves to the end of the line after every action card played."""
    line = s.line
    if "master-spy" in line and line[-1] != "master-spy":
        line.remove("master-spy")
        line.append("master-spy")
        s._event("spy")


def _after_play(s: GuillotineState) -> None:
    _to_action_step(s)


def _collect_noble(s: GuillotineState, seat: int, source: str, via: str) -> None:
    """`seat` collects the front noble ("front") or the top of the noble deck ("deck")."""
    if source == "front":
        if not s.line:
            return
        noble = s.line.pop(0)
    else:
        if not s.noble_deck:
            return
        noble = s._take_nobles(1)[0]
    s.piles[seat].append(noble)
    s.collected[seat].append(noble)
    s._event("collect", seat=seat, noble=noble, via=via)
    if NOBLES[noble].colour == "purple" and "foreign-support" in s.face_up[seat]:
        s.extra_draws[seat] += 1
    instruction = NOBLE_EFFECTS.get(noble)
    if instruction is not None:
        # What the instruction sets in motion comes before the rest of the queue.
        s.todo[0:0] = instruction(s, seat)


def _end_turn(s: GuillotineState) -> None:
    seat = s.turn
    assert seat is not None
    n = s.players
    for i in range(n):
        other = (seat + i) % n
        count = s.extra_draws[other] + (1 if i == 0 else 0)
        if count:
            drawn = s._draw(other, count)
            s._event("draw", seat=other, count=drawn)
    if s.day_ends and s.line:
        s.noble_discard.extend(s.line)
        s._event("day-end", day=s.day, discarded=list(s.line))
        s.line = []
    elif s.day_ends:
        s._event("day-end", day=s.day, discarded=[])
    start_turn(s, (seat + 1) % n)


STEPS: dict[str, Callable[..., None]] = {
    "window": _window,
    "card_done": _card_done,
    "spy": _spy,
    "after_play": _after_play,
    "collect": _collect_noble,
    "decide": decide,
    "end_turn": _end_turn,
}
