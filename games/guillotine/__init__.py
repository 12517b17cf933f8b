"""Paul Peterson's Guillotine (2-5 players) under the engine contract.

    state = new_game(seed=42, players=4, options={"end_cards": "on"})

Rules: `docs/guillotine.md`; the cards are data in `games.guillotine.cards`.

Options (the default first):

- `end_cards`: "on" | "off" — after the third day, each player (from the one
  who would have been next) may play the cards that change the points of the
  score piles (the rules; "off" skips this phase).
- `wait_seconds`: 10 | 5 | 15 | 20 | 30 — how long the table keeps the Wait a
  Moment! window open; the engine only passes it on in the view.

Notation. Cards are slugs (`palace-guard`, `lidiot`, `wait-a-moment`); line
positions are 1-based from the front (1 = at the guillotine); seats 0-based,
play passes to seat + 1.

Phases (`view["phase"]`) and the actions in each:

- "action" (the active seat): `play:<card>[:<choice>...]` or `skip` (play no
  more cards). After Trip the seat stays in this phase for one more card.
  The owner of Callous Guards may also `discard:callous-guards` here: it is
  not his action card, the phase goes on. The phase is left out — straight
  to "collect" — when the seat has no cards, was hit by a Rush Job, or an
  Unpopular Judge is at the front (all public).
- "collect" — the Wait a Moment! window, opened before each collection from
  the line: on every turn before the first, and again before Double
  Feature's second noble and the Fast Noble's extra one (unless the line is
  empty). The active seat's only action is `collect` (the table applies it
  by itself when the window has passed); every other seat holding a
  *playable* Wait a Moment! (not blocked by the Judge or Callous Guards, and
  a noble is about to be collected) is also in `actors()` with `wait`
  (shuffle the line now) or `skip` (let this collection go; `skip` is this
  project's addition so that computer players can decline). `actors()` must
  never be shown: the views are the same whoever holds the card.
  `view["collect_count"]` is how many collections from the line are still
  due this turn (0 after Political Influence or Robespierre).
- "choose" (the seat in `view["pending"]["seat"]`): `choose:<option>`, one of
  `pending["options"]`. Decisions: `late-arrival` (the player picks one of the
  top 3 nobles: `choose:duke`), `lack-of-support` (the player picks a card of
  the target's hand: `choose:trip`), `clerical-error` then
  `clerical-error-reply` (the player picks from the target's pile, then the
  target from the player's pile as it was: `choose:count`), `infighting`
  (the target discards, asked twice: `choose:stumble`), `the-clown` (the
  collector names the receiving seat: `choose:2`), `innocent-victim` (the
  collector discards: `choose:majesty`). A decision with nothing to choose
  from is skipped. Options of `the-clown` and the clerical errors are public;
  the others are shown only to the decider.
- "finale" (option `end_cards`, on by default): the seat on turn plays any
  number of the cards that change the points — the face-up scoring cards
  (Church, Civic, Military Support, Fountain of Blood, Indifferent Public,
  Tough Crowd), Missing Heads, Clerical Error (its `choose:` decisions
  follow) and Twist of Fate — with their usual choices, then `skip` (Done).
- "over".

Each card's choices (p = position of the noble it acts on, d = distance):

- Stumble, Pushed, 'Tis a Far Better Thing, Ignoble Noble: `play:pushed:5`
  (the noble at 5 forward exactly 1/2/3/4; needs that many nobles ahead).
- L'Idiot, Was That My Name?, Civic Pride, Military Might, Majesty:
  `play:lidiot:5:2` (p forward d, d up to 2 or 3; the colour cards only list
  nobles of their colour).
- Trip `play:trip:3` (back exactly 1, then one more card may be played);
  Friend of the Queen, Fainting Spell `play:fainting-spell:2:3` (back d).
- Public Demand `play:public-demand:7`; Forward March `play:forward-march:6`
  (p holds a Palace Guard); Fled to England, Clothing Swap
  `play:fled-to-england:4`.
- Opinionated Guards `play:opinionated-guards:3,1,2,4`: the new order of the
  first four, as their current positions (24 actions; fewer with a shorter
  line). A UI should offer it as four successive picks, or one menu of 24.
- Cards without choices: `play:let-them-eat-cake`, `lack-of-faith`,
  `bribed-guards`, `the-long-walk`, `milling-in-line`, `escape`,
  `mass-confusion`, `extra-cart`, `late-arrival` (then `choose:`),
  `double-feature`, `political-influence`, `scarlet-pimpernel`,
  `forced-break`, `rain-delay`, and the cards that stay: `callous-guards`,
  `church-support`, `civic-support`, `military-support`, `fountain-of-blood`,
  `indifferent-public`, `foreign-support`.
- A chosen player (oneself allowed): `play:rush-job:2`, `infighting`,
  `lack-of-support`, `information-exchange`, `clerical-error`; with a
  non-empty score pile: `missing-heads`; with a noble he collected still in
  his pile (`view["last_collected"]`): `missed`. Another player:
  `play:after-you:1`, `play:tough-crowd:1`.
- Rat Break `play:rat-break:<card in the discard pile>`; Twist of Fate
  `play:twist-of-fate:<seat>:<face-up card>`.
- Wait a Moment! is never `play:`; it is `wait` in the window.
- Callous Guards' owner: `discard:callous-guards` (not a `play:`).
- Line cards (Callous Guards forbid them): the moving cards, Trip, the
  shuffles, the cards that add or remove nobles, Wait a Moment!, After
  You..., Scarlet Pimpernel, Missed!.

`next_tokens(legal, prefix)` lists the next notation token after `prefix`
(e.g. the cards, then the positions of one card, then distances): a UI can
build menus of at most ~20 entries each from it.

Readings (where the rules file leaves a choice to us):

- Cards that act on a chosen noble need one it can move ("exactly N" needs N
  nobles ahead); cards with a fixed effect may be played with no effect.
- The owner of Callous Guards may play line cards (and Wait a Moment!): his
  guards are discarded first, as if he had discarded them himself. Nobody
  else may. `discard:callous-guards` is offered in his action-card step
  only, so not on a turn whose step is left out (no cards, Rush Job, Judge).
- Trip's second card may again be a Trip (each grants one more card).
- The window opens before each of the active player's collections from the
  line (the turn's first, Double Feature's, the Fast Noble's); `wait` is
  possible only when a collection is about to happen (not after Political
  Influence). After You's noble is given, not collected by the active
  player, and the Rival Executioner's comes from the deck: no window for
  them (nor for a Fast Noble received by After You). Rush Job does not stop
  Wait a Moment!.
- Robespierre: once he is collected (by any way, After You included) nothing
  of the turn but the draw remains: collections still due are dropped.
- Political Influence cancels every collection this turn (Double Feature too).
- Extra draws (Lord, Lady, Lady in Waiting, Foreign Support, Political
  Influence) happen at the end of the turn, after the active player's draw,
  also for a player who received a noble by After You.
- Missed! returns the noble the chosen player collected last (from the line
  or the deck, After You included) that is still in his pile; nobles he
  received (The Clown, Clerical Error) do not count. Copies are alike, so
  when one leaves his pile a received copy goes first. Missing Heads
  discards a uniformly random noble of the pile (shuffle, then the top).
- Clerical Error: both choose from the piles as they were (the swap happens
  after both choices); with oneself it does nothing.
- Rain Delay: the hands go into the action deck, which is shuffled; 5 cards
  each are dealt in ones from the player of the card.
- Late Arrival, Extra Cart, Clothing Swap, General and Captain of the Guard,
  Rival Executioner use as many nobles as the deck has (none: no effect).
- The end-of-game cards: a seat with none it can play is passed over.
- A new day lays out 12 nobles or what is left; with none left the game ends.
- view["events"] are the last 12 things that happened, as data; `describe`
  in `cogs.guillotine.text` puts them in words.
"""

from __future__ import annotations

from typing import Any

# This package is its game's engine (`INFO.engine`): it names itself, unfinished as it is
# while it loads, so that the type checker holds it to the contract (games/contract.py).
from games import guillotine as engine
from games.guillotine import players, record
from games.guillotine.cards import ACTIONS, NOBLES, score
from games.guillotine.constants import (
    CHOOSE,
    COLLECT,
    DISCARD,
    DISCARD_GUARDS,
    OPTIONS,
    PLAY,
    SKIP,
    WAIT,
    resolve_options,
)
from games.guillotine.state import GuillotineState
from games.guillotine.strong import make_strong_player, strong_player
from games.registry import GameInfo, Player

__all__ = [
    "ACTIONS",
    "CHOOSE",
    "COLLECT",
    "DISCARD",
    "DISCARD_GUARDS",
    "NOBLES",
    "OPTIONS",
    "PLAY",
    "SKIP",
    "WAIT",
    "GuillotineState",
    "from_json",
    "new_game",
    "next_tokens",
    "resolve_options",
    "score",
]


def new_game(seed: int, players: int = 4, options: dict[str, Any] | None = None) -> GuillotineState:
    """A new game on day 1 with a random starting seat. ValueError for bad players or options."""
    return GuillotineState(seed, players, options)


def from_json(data: dict[str, Any]) -> GuillotineState:
    return GuillotineState.from_json(data)


def next_tokens(legal: list[str], prefix: str = "") -> list[str]:
    """The distinct tokens that follow `prefix` in `legal`, in order ("" ends an action).

    `next_tokens(legal)` gives e.g. ["play", "skip"]; `next_tokens(legal, "play")`
    the cards; `next_tokens(legal, "play:lidiot")` the positions, and so on.
    """
    seen: dict[str, None] = {}
    for action in legal:
        if prefix:
            if action == prefix:
                seen.setdefault("", None)
                continue
            if not action.startswith(prefix + ":"):
                continue
            rest = action[len(prefix) + 1 :]
        else:
            rest = action
        seen.setdefault(rest.split(":", 1)[0], None)
    return list(seen)


def _wait_a_moment(state: GuillotineState) -> float:
    """Seconds the Wait a Moment! window stays open: at every collection, held or not."""
    return float(state.options["wait_seconds"]) if state.phase == "collect" else 0.0


def _finale(state: GuillotineState) -> bool:
    """The end-of-game scoring cards: one time-out plays all of an absent player's."""
    return state.phase == "finale"


# The computer players by level, the default first: "basic" (`players`), "strong" (`strong`).
LEVELS: dict[str, Player] = {**players.LEVELS, "strong": strong_player}

INFO = GameInfo(
    name="guillotine",
    title="Guillotine",
    engine=engine,
    seats=(2, 5),
    levels=LEVELS,
    timed={"strong": make_strong_player},
    window=_wait_a_moment,
    window_pass=SKIP,
    simultaneous=_finale,
    record=record,
)
