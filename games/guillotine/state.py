"""The Guillotine table's state: its fields, the set-up, and the engine contract.

The notation, options and readings are documented in the package docstring
(`games/guillotine/__init__.py`); the rules are `docs/guillotine.md`.

`GuillotineState` holds the data and answers the engine contract (`actors`,
`legal_actions`, `apply`, `view`, `is_over`, `scores`, `to_json` /
`from_json`, plus `copy` and `from_view` for the computer players). The rules
themselves are in the package's other modules, as functions of the state:

- `flow.py`: the turn machine (days, turns, the action-card step, the Wait a
  Moment! window, the queue of steps, collections, the end-of-game phase);
- `legality.py`: which actions are legal now, and why another one is not;
- `effects.py`: what each action card and each noble's instruction does, in
  explicit tables from the card to its function;
- `decisions.py`: the `choose:` decisions and what each answer does;
- `views.py`: the seat views, the JSON save, copies, states rebuilt from a view;
- `constants.py`: sizes, the notation's words, the options;
- `cards.py`: the cards as data; `text.py`: events and actions in words;
- `shown.py`: chance as the table showed it, noted for a record and played
  back when a game is replayed from one (`record.py`).

The few methods here with a leading underscore are the state's own
bookkeeping, shared by those modules (nothing outside the package calls
them): random events, the event log, drawing, and cards leaving a pile.

All randomness comes from `random.Random` seeded with a string made of the
game's seed, a counter of random events and what is shuffled, so the same
seed and actions give the same state, bit for bit, on any platform.
"""

from __future__ import annotations

import random
from typing import Any

from games import IllegalAction, places
from games.guillotine import flow, legality, shown, views
from games.guillotine.cards import ACTION_DECK, NOBLE_DECK, hand_order, score
from games.guillotine.constants import EVENTS_KEPT, HAND_SIZE, resolve_options


class GuillotineState:
    """A game of Guillotine; see the package docstring for the notation."""

    # The fields (all saved by `to_json`, in `views._FIELDS`); plain JSON data.
    seed: int
    players: int
    options: dict[str, Any]
    day: int
    step: str  # action, collect, resolve, finale or over (see `flow.py`)
    turn: int | None  # the active seat; None when the game is over
    turns: int  # turns begun so far
    line: list[str]  # the nobles, front (at the guillotine) first
    noble_deck: list[str]
    noble_discard: list[str]
    action_deck: list[str]
    action_discard: list[str]
    hands: list[list[str]]  # kept in `ACTION_ORDER`
    piles: list[list[str]]  # score piles
    # Per seat, the nobles it collected that are still in its pile, oldest first
    # (Missed! returns the last one; nobles received from others are not in it).
    collected: list[list[str]]
    face_up: list[list[str]]  # action cards lying in front of each seat
    plays_left: int  # action cards the active seat may still play this turn
    played: list[str]  # action cards played this turn
    in_play: list[str]  # played cards still being carried out
    collect_count: int  # collections from the line this turn (Double Feature adds one)
    no_collect: bool  # Political Influence, Robespierre: no collection (more) this turn
    extra_draws: list[int]  # cards each seat draws at the end of the turn, beyond the 1
    day_ends: bool  # the line is discarded at the end of the turn
    rushed: list[int]  # seats hit by a Rush Job whose turn has not come yet
    rush_now: bool  # the active seat was hit by a Rush Job
    declined: list[int]  # seats that let the present window's collection go
    todo: list[list[Any]]  # the queue of steps (`flow.py`)
    pending: dict[str, Any] | None  # the decision asked (`decisions.py`)
    finale: list[int]  # seats still to play end-of-game cards, the one on turn first
    shuffles: int  # random events so far (part of each one's seed)
    events: list[dict[str, Any]]  # the last EVENTS_KEPT things that happened
    event_no: int
    # None for a seeded game; else what it notes of its chance for a record, or (a game
    # replayed from a record) what it deals from instead of the seed (`shown.py`).
    _shown: dict[str, Any] | None
    _legal: dict[int, list[str]]  # legal actions by seat, until the state changes

    # ----------------------------------------------------------------- set-up

    def __init__(
        self,
        seed: int,
        players: int,
        options: dict[str, Any] | None = None,
        shown_chance: dict[str, Any] | None = None,
    ) -> None:
        if not isinstance(players, int) or not 2 <= players <= 5:
            raise ValueError(f"Guillotine is played by 2 to 5 players, not {players}")
        self.seed = int(seed)
        self.players = players
        self.options = resolve_options(options)
        self.shuffles = 0
        self.events = []
        self.event_no = 0
        self._shown = shown_chance
        rng = self._rng("setup")
        self.noble_deck = list(NOBLE_DECK)
        rng.shuffle(self.noble_deck)
        self.action_deck = list(ACTION_DECK)
        rng.shuffle(self.action_deck)
        shown.dealt(self)
        self.noble_discard = []
        self.action_discard = []
        self.hands = [[] for _ in range(players)]
        for _ in range(HAND_SIZE):  # dealt in ones, like at a real table
            for seat in range(players):
                self.hands[seat].append(self.action_deck.pop(0))
        for hand in self.hands:
            hand.sort(key=hand_order)
        self.piles = [[] for _ in range(players)]
        self.collected = [[] for _ in range(players)]
        self.face_up = [[] for _ in range(players)]
        self.rushed = []
        self.in_play = []
        self.todo = []
        self.pending = None
        self.finale = []
        self.turns = 0
        self.day = 0
        first = rng.randrange(players)
        flow.new_day(self)
        first = shown.chance(self, "first", first)  # noted with the first day's chance
        flow.reset_turn_fields(self)
        flow.start_turn(self, first)
        self._legal = {}

    # ------------------------------------------------------------ bookkeeping

    def _rng(self, purpose: str) -> random.Random:
        """A generator for one random event: (seed, how many came before, what it is for)."""
        self.shuffles += 1
        return random.Random(f"guillotine:{self.seed}:{self.shuffles}:{purpose}")

    def _event(self, kind: str, **data: Any) -> None:
        self.event_no += 1
        self.events.append({"n": self.event_no, "type": kind, **data})
        if len(self.events) > EVENTS_KEPT:
            del self.events[: len(self.events) - EVENTS_KEPT]

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
                shown.actions_shuffled(self)
                self._event("reshuffle", cards=len(self.action_deck))
            self._add_to_hand(seat, self.action_deck.pop(0))
            drawn += 1
        return drawn

    def _take_nobles(self, count: int, first: str | None = None) -> list[str]:
        """The top `count` nobles of the noble deck (fewer if it holds fewer), taken from it
        (`first`: see `shown.took`)."""
        taken = self.noble_deck[:count]
        del self.noble_deck[:count]
        shown.took(self, taken, first)
        return taken

    def _add_to_hand(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort(key=hand_order)

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
        # Cached until the state changes: the table and the players ask often.
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = legality.legal_actions(self, seat)
        return legal[:]

    def apply(self, seat: int, action: str) -> None:
        # A replay: a card the action names may have been one of a hand's placeholders.
        undo = shown.reveal(self, seat, action)
        if action not in self.legal_actions(seat):
            if undo is not None:
                undo()
            code, details = legality.why_illegal(self, seat, action)
            raise IllegalAction(code, **details)
        self._legal = {}
        flow.apply(self, seat, action)

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
