"""The Guillotine table's state machine: turns, the line, action cards, decisions, days.

The notation, options and readings are documented in the package docstring
(`games/guillotine/__init__.py`); the rules are `rules/guillotine.md`.

How a turn runs. `step` is the part of the turn the table is in:

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

Everything an action sets in motion is a queue of small steps (`todo`, plain
JSON lists): collect a noble, carry out its instruction, ask a decision, put
the played card on the discard pile, move the Master Spy, end the turn. The
queue runs until it is empty or a decision is needed; a `choose:` action
answers the decision and lets the queue run on. Keeping the work as data means
a game can be saved in the middle of a Fast Noble chain and restored exactly.

Which actions are legal now, and why another one is not, is `legality.py`;
what each card does is `effects.py`, the `choose:` decisions
`decisions.py`; the seat views, the JSON save, copies and states rebuilt
from a view are `views.py`.

All randomness comes from `random.Random` seeded with a string made of the
game's seed, a counter of random events and what is shuffled, so the same
seed and actions give the same state, bit for bit, on any platform.
"""

from __future__ import annotations

import random
from typing import Any

from games import IllegalAction, places
from games.guillotine import decisions, legality, views
from games.guillotine.cards import (
    ACTION_DECK,
    ACTION_ORDER,
    ACTIONS,
    NOBLE_DECK,
    NOBLES,
    score,
)
from games.guillotine.constants import (
    CHOOSE,
    COLLECT,
    DAYS,
    DISCARD_GUARDS,
    EVENTS_KEPT,
    HAND_SIZE,
    LINE_SIZE,
    SKIP,
    WAIT,
    resolve_options,
)
from games.guillotine.effects import EFFECTS, NOBLE_EFFECTS, play_details


class GuillotineState:
    """A game of Guillotine; see the package docstring for the notation."""

    # ----------------------------------------------------------------- set-up

    def __init__(self, seed: int, players: int, options: dict[str, Any] | None = None) -> None:
        if not isinstance(players, int) or not 2 <= players <= 5:
            raise ValueError(f"Guillotine is played by 2 to 5 players, not {players}")
        self.seed = int(seed)
        self.players = players
        self.options = resolve_options(options)
        self.shuffles = 0
        self.events: list[dict[str, Any]] = []
        self.event_no = 0
        rng = self._rng("setup")
        self.noble_deck = list(NOBLE_DECK)
        rng.shuffle(self.noble_deck)
        self.action_deck = list(ACTION_DECK)
        rng.shuffle(self.action_deck)
        self.noble_discard: list[str] = []
        self.action_discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]
        for _ in range(HAND_SIZE):  # dealt in ones, like at a real table
            for seat in range(players):
                self.hands[seat].append(self.action_deck.pop(0))
        for hand in self.hands:
            hand.sort(key=ACTION_ORDER.__getitem__)
        self.piles: list[list[str]] = [[] for _ in range(players)]
        # Per seat, the nobles it collected that are still in its pile, oldest first
        # (Missed! returns the last one; nobles received from others are not in it).
        self.collected: list[list[str]] = [[] for _ in range(players)]
        self.face_up: list[list[str]] = [[] for _ in range(players)]
        self.rushed: list[int] = []
        self.in_play: list[str] = []  # played cards still being carried out
        self.todo: list[list[Any]] = []
        self.pending: dict[str, Any] | None = None
        self.finale: list[int] = []
        self.turns = 0
        self.day = 0
        first = rng.randrange(players)
        self._new_day()
        self._reset_turn_fields()
        self._start_turn(first)
        self._legal: dict[int, list[str]] = {}

    def _rng(self, purpose: str) -> random.Random:
        """A generator for one random event: (seed, how many came before, what it is for)."""
        self.shuffles += 1
        return random.Random(f"guillotine:{self.seed}:{self.shuffles}:{purpose}")

    def _reset_turn_fields(self) -> None:
        self.plays_left = 1
        self.played: list[str] = []
        self.collect_count = 1
        self.no_collect = False
        self.extra_draws = [0] * self.players
        self.day_ends = False
        self.rush_now = False
        self.declined: list[int] = []

    def _new_day(self) -> None:
        self.day += 1
        count = min(LINE_SIZE, len(self.noble_deck))
        self.line = self.noble_deck[:count]
        del self.noble_deck[:count]
        self._event("day", day=self.day, nobles=count)

    # ------------------------------------------------------------ turn flow

    def _start_turn(self, seat: int) -> None:
        self.turn: int | None = seat
        self.step = "action"
        if not self.line:
            if self.day >= DAYS or not self.noble_deck:
                self._end_game(seat)
                return
            self._new_day()
        self.turns += 1
        self._reset_turn_fields()
        if seat in self.rushed:
            self.rushed.remove(seat)
            self.rush_now = True
        self._event("turn", seat=seat)
        self._to_action_step()

    def _to_action_step(self) -> None:
        """Offer the action-card step, or go straight to the window when nothing can be played.

        Only public facts skip the step (no cards, a Rush Job, the Judge at the
        front): skipping because of what the hand holds would tell the others.
        """
        seat = self.turn
        assert seat is not None
        if self.plays_left > 0 and self.hands[seat] and not legality.blocked(self, seat):
            self.step = "action"
        else:
            self._open_window()

    def _open_window(self) -> None:
        self.step = "collect"
        self.declined = []

    def _end_game(self, next_seat: int) -> None:
        self.line = []
        self._reset_turn_fields()  # nothing of the last turn is pending any more
        if self.options["end_cards"] == "on":
            order = [(next_seat + i) % self.players for i in range(self.players)]
            self.finale = [s for s in order if legality.finale_plays(self, s)]
            if self.finale:
                self.step = "finale"
                self.turn = self.finale[0]
                self._event("finale", seat=self.turn)
                return
        self._game_over()

    def _game_over(self) -> None:
        self.step = "over"
        self.turn = None
        self.finale = []
        self._event("over", scores=self.scores)

    # ------------------------------------------------------- engine contract

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    @property
    def phase(self) -> str:
        """The public phase: action, collect, choose, finale or over."""
        return "choose" if self.pending is not None else self.step

    @property
    def scores(self) -> list[int]:
        """Each seat's points now: its score pile and the face-up cards in front of it."""
        return [score(self.piles[s], self.face_up[s]) for s in range(self.players)]

    def places(self) -> list[int]:
        """Finishing places, 1 = first; tied players share the place (and the win)."""
        return places(self.scores)

    def actors(self) -> list[int]:
        """Seats that may act now. In the window: the active seat and the seats that may `wait`.

        The table must never show this list: it tells who holds a playable Wait a Moment!.
        """
        if self.step == "over":
            return []
        if self.pending is not None:
            return [self.pending["seat"]]
        assert self.turn is not None
        if self.step == "collect":
            n = self.players
            others = [(self.turn + i) % n for i in range(1, n)]
            return [self.turn, *(s for s in others if legality.may_wait(self, s))]
        return [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = legality.legal_actions(self, seat)
        return legal[:]

    def apply(self, seat: int, action: str) -> None:
        if action not in self.legal_actions(seat):
            raise IllegalAction(legality.why_illegal(self, seat, action))
        self._legal = {}
        if self.pending is not None:
            decisions.answer(self, action[len(CHOOSE) :])
        elif self.step == "action":
            if action == SKIP:
                self._open_window()
            elif action == DISCARD_GUARDS:
                self._guards_aside(seat)
            else:
                self._play(seat, action)
        elif self.step == "collect":
            if action == COLLECT:
                self._collect()
            elif action == WAIT:
                self._wait(seat)
            else:
                self.declined.append(seat)
        elif self.step == "finale":
            self._finale_move(seat, action)
        self._run()

    # ------------------------------------------------------------- playing

    def _play(self, seat: int, action: str) -> None:
        _, card, *args = action.split(":")
        spec = ACTIONS[card]
        self.hands[seat].remove(card)
        if spec.line:
            self._guards_aside(seat)
        self.plays_left -= 1
        if card == "trip":
            self.plays_left += 1
        self.played.append(card)
        self.in_play.append(card)
        self.step = "resolve"
        self._event("play", seat=seat, card=card, **play_details(self, card, args))
        follow_up = EFFECTS[card](self, seat, card, args)
        self.todo = [*follow_up, ["card_done", card], ["spy"], ["after_play"]]

    def _guards_aside(self, seat: int) -> None:
        """The owner of Callous Guards discards them: by `discard:callous-guards`, or first
        thing when he plays a line card or Wait a Moment!."""
        if "callous-guards" in self.face_up[seat]:
            self.face_up[seat].remove("callous-guards")
            self.action_discard.append("callous-guards")
            self._event("guards-discarded", seat=seat)

    def _leave_pile(self, seat: int, noble: str, index: int | None = None) -> None:
        """A noble leaves `seat`'s pile (the last copy, or the one at `index`).

        Copies of a noble are alike, so `collected` forgets one only when the pile
        no longer holds as many copies as it lists: a copy received from
        someone else goes first.
        """
        pile = self.piles[seat]
        if index is None:
            index = len(pile) - 1 - pile[::-1].index(noble)
        del pile[index]
        history = self.collected[seat]
        if history.count(noble) > pile.count(noble):
            del history[len(history) - 1 - history[::-1].index(noble)]

    # ------------------------------------------------------- the window

    def _wait(self, seat: int) -> None:
        """Wait a Moment!: shuffle the whole line; the collection then takes the new front."""
        self.hands[seat].remove("wait-a-moment")
        self._guards_aside(seat)
        self._event("wait", seat=seat)
        self._rng("wait").shuffle(self.line)
        self.action_discard.append("wait-a-moment")
        self._spy()

    def _collect(self) -> None:
        """The window has passed: the collection goes ahead."""
        self.step = "resolve"
        if legality.collecting(self):
            return  # a later window: the queue runs on
        seat = self.turn
        count = 0 if self.no_collect else self.collect_count
        todo: list[list[Any]] = []
        for i in range(count):
            if i:
                todo.append(["window"])  # each collection from the line has its window
            todo.append(["collect", seat, "front", "double-feature" if i else "line"])
        self.todo = [*todo, ["end_turn"]]

    def _do_window(self) -> None:
        """Another collection from the line comes: the Wait a Moment! window opens again.

        Not when the line is empty (public): there is nothing to collect then.
        """
        if self.line:
            self._open_window()

    # ------------------------------------------------------- the queue

    def _run(self) -> None:
        # A decision or a window (step "collect") pauses the queue.
        while self.todo and self.pending is None and self.step != "collect":
            name_, *args = self.todo.pop(0)
            getattr(self, "_do_" + name_)(*args)
        self._legal = {}

    def _do_card_done(self, card: str) -> None:
        """The card has been carried out: to the discard pile (a card that stays lies out)."""
        if not ACTIONS[card].stays:
            self.in_play.remove(card)
            self.action_discard.append(card)

    def _do_spy(self) -> None:
        self._spy()

    def _spy(self) -> None:
        """The Master Spy moves to the end of the line after every action card played."""
        line = self.line
        if "master-spy" in line and line[-1] != "master-spy":
            line.remove("master-spy")
            line.append("master-spy")
            self._event("spy")

    def _do_after_play(self) -> None:
        self._to_action_step()

    def _do_collect(self, seat: int, source: str, via: str) -> None:
        if source == "front":
            if not self.line:
                return
            noble = self.line.pop(0)
        else:
            if not self.noble_deck:
                return
            noble = self.noble_deck.pop(0)
        self.piles[seat].append(noble)
        self.collected[seat].append(noble)
        self._event("collect", seat=seat, noble=noble, via=via)
        if NOBLES[noble].colour == "purple" and "foreign-support" in self.face_up[seat]:
            self.extra_draws[seat] += 1
        instruction = NOBLE_EFFECTS.get(noble)
        if instruction is not None:
            # What the instruction sets in motion comes before the rest of the queue.
            self.todo[0:0] = instruction(self, seat)

    def _do_end_turn(self) -> None:
        seat = self.turn
        assert seat is not None
        n = self.players
        for i in range(n):
            other = (seat + i) % n
            count = self.extra_draws[other] + (1 if i == 0 else 0)
            if count:
                drawn = self._draw(other, count)
                self._event("draw", seat=other, count=drawn)
        if self.day_ends and self.line:
            self.noble_discard.extend(self.line)
            self._event("day-end", day=self.day, discarded=list(self.line))
            self.line = []
        elif self.day_ends:
            self._event("day-end", day=self.day, discarded=[])
        self._start_turn((seat + 1) % n)

    def _draw(self, seat: int, count: int) -> int:
        """Draw up to `count` action cards; an empty deck is remade from the discard pile."""
        drawn = 0
        for _ in range(count):
            if not self.action_deck:
                if not self.action_discard:
                    break
                self.action_deck = self.action_discard
                self.action_discard = []
                self._rng("reshuffle").shuffle(self.action_deck)
                self._event("reshuffle", cards=len(self.action_deck))
            self._add_to_hand(seat, self.action_deck.pop(0))
            drawn += 1
        return drawn

    def _add_to_hand(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort(key=ACTION_ORDER.__getitem__)

    # ---------------------------------------------------------- decisions

    def _do_decide(self, seat: int, kind: str, *context: Any) -> None:
        decisions.decide(self, seat, kind, *context)

    # ------------------------------------------------------------- finale

    def _finale_move(self, seat: int, action: str) -> None:
        if action == SKIP:
            self.finale.pop(0)
            if self.finale:
                self.turn = self.finale[0]
                self._event("finale", seat=self.turn)
            else:
                self._game_over()
            return
        _, card, *args = action.split(":")
        self.hands[seat].remove(card)
        self.in_play.append(card)
        self._event("play", seat=seat, card=card, **play_details(self, card, args))
        follow_up = EFFECTS[card](self, seat, card, args)  # Clerical Error asks both players
        self.todo = [*follow_up, ["card_done", card]]

    # ----------------------------------------------------------------- events

    def _event(self, kind: str, **data: Any) -> None:
        self.event_no += 1
        self.events.append({"n": self.event_no, "type": kind, **data})
        if len(self.events) > EVENTS_KEPT:
            del self.events[: len(self.events) - EVENTS_KEPT]

    # ------------------------------------------------ views, saving, copies

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). Never another seat's hand."""
        return views.view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return views.to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GuillotineState:
        return views.from_json(cls, data)

    def copy(self) -> GuillotineState:
        """An independent copy (what the computer players simulate on)."""
        return views.copy(self)

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: random.Random) -> GuillotineState:
        """A state consistent with `view`, what it hides dealt at random (`views.from_view`)."""
        return views.from_view(cls, view, rng)
