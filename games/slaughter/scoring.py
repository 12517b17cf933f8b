"""How a game of Gin Slaughtre ends, and the match: the turn cap, the result, the next deal.

A game ends when a player is out of cards, or at the turn cap (300 turns in a row
without the removed pile growing: fewer cards left wins). Each game won counts one
towards the match; the next game is dealt at once, until a seat has won the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.slaughter.constants import SEATS, TURN_CAP

if TYPE_CHECKING:
    from games.slaughter.state import SlaughterState


def count_turn(s: SlaughterState, removed_grew: bool) -> None:
    """The turn cap: 300 turns in a row without the removed pile growing end the game."""
    s.turns += 1
    s.quiet = 0 if removed_grew else s.quiet + 1
    if s.quiet >= TURN_CAP and s.phase == "play":
        end_game(s, _cap_winner(s), "cap")


def _cap_winner(s: SlaughterState) -> int:
    """Fewer cards left (hand + upcards); then fewer upcards; then the non-dealer."""

    def key(seat: int) -> tuple[int, int, int]:
        left = len(s.hands[seat]) + len(s.upcards[seat])
        return (left, len(s.upcards[seat]), seat == s.dealer)

    return min(range(SEATS), key=key)


def end_game(s: SlaughterState, winner: int, reason: str) -> None:
    loser = 1 - winner
    margin = len(s.hands[loser]) + len(s.upcards[loser])
    result = {
        "game": s.game_number,
        "winner": winner,
        "margin": margin,
        "reason": reason,
        "turns": s.turns,
    }
    s.results.append(result)
    s.scores[winner] += 1
    s.effects.append({"kind": "won", **result})
    s._legal = {}
    if s.scores[winner] >= s.options["match"]:
        s.phase = "over"
        s.turn = None
        return
    effects = s.effects
    s._start_game(s.game_number + 1)
    s.effects = effects  # the new deal still tells how the last game ended
