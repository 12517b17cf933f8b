"""Gin Slaughtre (2 players, 54 cards) under the engine contract.

    state = new_game(seed=42, players=2, options={"match": 3})

Rules: `docs/slaughter.md`. A state is a whole *match*: each game is dealt
automatically (from the seed and the game number) when the previous one ends;
`is_over` means the match is over and `scores` counts games won per seat.

Options (the default first): `match` 3 | 1 | 5 — first to that many games wins
(an int, or the same digits as a string). Unknown keys or values raise
ValueError naming them.

Notation
--------
Cards: rank `A23456789TJQK` + suit `SHDC` (`QS`, `TH`), jokers `X1`, `X2`.
Ranks, low to high: A 2 3 4 5 6 7 8 9 10 J Q K Joker.

- Rearranging (both seats not yet ready are actors, in any order):
  `swap:5H:KD` exchanges hand card 5H with upcard KD; `ready` ends rearranging
  for that seat. `legal_actions` lists every (hand card, upcard) pair, hand and
  upcards each sorted low to high, then `ready`.
- Play: `play:7H` (one card); `play:5H,5S,5D` (a set of 3 or 4, the last card
  listed is placed last, i.e. on top); `play:5H,6H,7H` (a run, low to high).
  Cards come from the hand, or from the upcards once the hand is empty.
- `take` takes the pile (always legal when it is not empty); `draw` takes the
  top card of the stock (legal only with no legal play and a non-empty stock).

Listing (what `legal_actions` returns, in this order): singles low to high;
then sets; then runs, low to high per suit; then `take`, then `draw`. A set of
four is listed whatever the top card (a quartet plays like a 9), a set of three
only when its rank may go on the top card. A set is listed once per choice of
cards, written in suit order (S H D C) — except for
5s, where the colour of the card placed last decides the effect: a set of 5s
holding both colours is listed twice, once with its last (in suit order) black
5 last and once with its last red 5 last, the other cards in suit order. So
`play:5S,5H,5D` (red last) and `play:5H,5D,5S` (black last) are both listed;
`play:5D,5H,5S` is not. `apply` accepts a set in any order (the last card
listed is the one placed on top) and a run in any order, and normalises them to
the listed form, so the pile and the view always show the canonical order.

Effects (a black 5's draw, a jack's draws, a joker's pick-up, burns,
quartets, four of a suit) are carried out by the engine; they are not actions.

View
----
`view(seat)` (seat None: spectator) holds `hand` (that seat's own cards only,
sorted; `[]` for a spectator), `hand_sizes`, both `upcards`, the `pile` (top
last), `top_by` (who placed the top card), `red5` (the seat that must answer a
red 5, or None), `stock_size`, `removed` and `removed_count`, `known` (per
seat, the cards it picked up with the pile or moved from its upcards to its
hand and has not played since: public information), `turn`, `actors`,
`ready`, `phase` (`rearrange`, `play`, `over`), `game_number`, `dealer`,
`match` (games to win), `scores` (games won), `results` (one per finished
game: `game`, `winner`, `margin` = cards the loser still held, `reason` `out`
or `cap`, `turns`), `last_play` (`seat`, `cards`, `from` hand|upcards, `drew`
= refill count) and `effects` (what the last action caused, in order) with
`last_effect` (the last of them), `turns`, `quiet_turns` (turns since the
removed pile last grew) and `turn_cap`, `is_over` and `places` (None until the
match is over).

Effect records: `{"kind": "start", "seat", "rank", "where"}` (who starts and
why), `{"kind": "take", "seat", "took"}`, `{"kind": "draw", "seat"}`,
`{"kind": "burn", "seat", "cards"}` (a 9: `seat` plays again),
`{"kind": "quartet", "seat", "rank", "cards"}` (four of one rank on top: the
pile of `cards` cards is removed and `seat` plays again), `{"kind": "suit",
"seat", "suit", "cards"}` (the same for four of one suit, `suit` S, H, D or C),
`{"kind": "joker", "seat", "by", "took"}` (`seat` takes the pile, `by` plays
again), `{"kind": "jack", "seat", "by", "drew"}`, `{"kind": "black5", "seat",
"by", "drew"}`, `{"kind": "red5", "seat", "by"}` and `{"kind": "won", "game",
"winner", "margin", "reason", "turns"}` (after which the next game is already
dealt, unless the match is over).

Positions
---------
`SlaughterState.position(hands, upcards, stock, pile, removed, turn, ...)`
builds a play-phase state from chosen cards (all 54 placed once; the stock is
drawn from the end of its list): the rule tests use it, and so does the strong
computer player for its sampled deals. `state.clone()` is a fast deep copy.

Readings (where the rules leave a choice)
-----------------------------------------
- The *comparison card* of a play is the single card, the set's rank, or the
  run's lowest card; the "2 on anything" and "9 at any time" exemptions and the
  red 5's demand all apply to it. So a set of 9s, or a run from 9 (9-10-J), may
  be played at any time, and after a red 5 a run from 3 (3-4-5-6) is allowed.
  The effect belongs to the new top card: a run's highest card, a set's last.
- A set of four of one rank (a quartet) needs no comparison: "as if a nine had
  been played", it goes on any top card, also on the opponent's red 5 (which a
  9 answers too), and removes the pile. A run of four or more has no such
  privilege: its lowest card must fit like any run's.
- Red 5: it replaces "equal or higher": the opponent must play rank A-5 or a 9
  (or take the pile). The demand holds while the opponent's red 5 is the top
  card, so drawing does not lift it; the red 5's own player, facing his own red
  5 after the opponent drew, plays on it normally (5 or higher, 2 or 9).
- A play triggers the top card's effect (after the refill), then the quartet
  check: when the top four cards of the pile are of one rank, or of one suit
  (the seed's "same rank or trump"), however they got there (a set of four, a
  run of four or more, a run of three on a card of its suit, single cards over
  several turns), the pile is removed and the player who completed it plays
  again. So four jacks, or four clubs topped by the jack, make the opponent
  draw and then remove the pile; a 9 on top is simply a burn. A set of three
  never completes four of a suit (its cards differ in suit). Jokers have no
  suit: a joker on top gives the pile (with the joker) to the opponent, and a
  joker among the top four (only in a built position: in play a joker never
  stays in the pile) breaks the four.
- Black 5 and jack with an empty stock do nothing. Cards drawn from the stock
  (refills, draws, a black 5's, a jack's) stay hidden: only their number is
  public (so the last card a jack draws is not shown).
- A player plays from his hand while it holds cards, and from his upcards only
  when it is empty (refills keep the hand at 4 while the stock lasts, so this is
  "stock empty and hand empty"). A trick never mixes hand cards and upcards.
- `draw` is legal only with no legal play and cards in the stock; the player
  may take the pile instead. With no legal play and an empty stock, `take` is
  the only legal action. The pile is never empty when a player has no play.
- A player with no hand and no upcards after his play (after the refill) has
  won at once, whatever the top card says (the "must play again with nothing
  left" case). Only the player who just played can run out.
- Turn cap: every action of the play phase counts as a turn (playing again
  after a 9, a joker, a quartet or four of a suit is a new turn). After 300
  turns in a row without the removed pile growing the game ends: fewer cards
  left (hand + upcards) wins; on a tie fewer upcards wins (further into the
  endgame); then the non-dealer (as for who starts).
- Who starts: ranks 3 to king in turn, upcards before hands, a tie at the same
  stage goes to the non-dealer, judged once both are ready. (With 14 cards
  dealt and only 10 aces, 2s and jokers, somebody always holds such a rank.)
- Rearranging: swaps are unlimited until `ready`; once ready a seat may not
  swap again. An upcard swapped into the hand becomes `known` (it was seen).
- The match: seat 1 deals game 1, then the deal alternates; each game is
  shuffled with `random.Random(f"slaughter:{seed}:{game}")`. When the match
  ends the final position stays on the table.
"""

from __future__ import annotations

from typing import Any

# This package is its game's engine (`INFO.engine`): it names itself, unfinished as it is
# while it loads, so that the type checker holds it to the contract (games/contract.py).
from games import slaughter as engine
from games.registry import GameInfo
from games.slaughter import players, record
from games.slaughter.constants import (
    DRAW,
    PLAY_PREFIX,
    READY,
    SWAP_PREFIX,
    TAKE,
    TURN_CAP,
    card_key,
    resolve_options,
    sort_cards,
)
from games.slaughter.state import SlaughterState

__all__ = [
    "DRAW",
    "PLAY_PREFIX",
    "READY",
    "SWAP_PREFIX",
    "TAKE",
    "TURN_CAP",
    "SlaughterState",
    "card_key",
    "from_json",
    "new_game",
    "resolve_options",
    "sort_cards",
]


def new_game(seed: int, players: int = 2, options: dict[str, Any] | None = None) -> SlaughterState:
    """A new match at game 1 (seat 1 deals), both seats rearranging. ValueError for bad options."""
    if players != 2:
        raise ValueError(f"Gin Slaughtre is played by 2 players, not {players}")
    return SlaughterState(seed, options)


def from_json(data: dict[str, Any]) -> SlaughterState:
    return SlaughterState.from_json(data)


def _rearranging(state: SlaughterState) -> bool:
    """Both players rearrange at once, each in several swaps."""
    return state.phase == "rearrange"


INFO = GameInfo(
    name="slaughter",
    title="Gin Slaughtre",
    engine=engine,
    seats=(2, 2),
    levels=players.LEVELS,
    simultaneous=_rearranging,
    record=record,
)
