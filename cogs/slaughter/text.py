"""Every sentence a player of Gin Slaughtre reads, in one place: the table's status and
score lines, what a play did, the hand's prompts, buttons and menus, the summaries, and
the words the table image and the hand image show. The one module a translator of this
game touches (the rules pages aside; the engine's refusals are in games/slaughter/state.py).
Shared words (plurals, names) are in cogs/tables/words.py.
"""

from __future__ import annotations

from typing import Any

from discord import app_commands

from cogs.tables.words import listing, plural
from games.cards import JOKERS, SUIT_NAMES, pretty, pretty_list
from render.theme import shorten

LEVEL_CHOICES = [
    app_commands.Choice(name="Basic (rule-based)", value="basic"),
    app_commands.Choice(name="Strong (samples your hidden cards)", value="strong"),
]
WRONG_MATCH = "A match is first to 1, 3 or 5 wins."
NOT_BOTH = "Challenge a member or play a computer, not both."
ANOTHER_MEMBER = "Challenge another member of this server."


def challenge(opponent: str, host: str) -> str:
    return f"{opponent}, {host} challenges you to Gin Slaughtre: press **Join** on the table above."


def first_to(match: int) -> str:
    """A match's length: "first to 3 wins", "first to 1 win"."""
    return f"first to {plural(match, 'win')}"


def lobby_details(match: int, timer: str) -> list[str]:
    return [first_to(match), timer]


RANK_WORDS = {"T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}


def _rank_word(rank: str, many: bool = False) -> str:
    word = RANK_WORDS.get(rank, rank)
    return word + "s" if many else word


# ------------------------------------------------------------------ the table


def score_line(view: dict[str, Any], names: list[str]) -> str:
    """The match score, e.g. "Alice 1 – 0 Bob · first to 3 wins"."""
    scores = view.get("scores") or [0, 0]
    return f"{names[0]} {scores[0]} – {scores[1]} {names[1]} · {first_to(view.get('match', 3))}"


def status_text(view: dict[str, Any], names: list[str], me: int | None = None) -> str:
    """What the table waits for, in words: "Alice to play.", "Red 5: Bob must play a 5 or
    lower, or a 9."; `me` (a seat) speaks to that player ("Your turn.")."""
    phase = view.get("phase")
    if phase == "over":
        scores = view.get("scores") or [0, 0]
        winner = 0 if scores[0] > scores[1] else 1
        who = "You win" if winner == me else f"{names[winner]} wins"
        return f"{who} the match {max(scores)} – {min(scores)}."
    if phase == "rearrange":
        ready = view.get("ready") or [False, False]
        waiting = ["you" if s == me else names[s] for s in (0, 1) if not ready[s]]
        if not waiting:
            return "Both players are ready."
        verb = "are" if len(waiting) > 1 or waiting == ["you"] else "is"
        return f"Arranging cards: {listing(waiting)} {verb} still swapping."
    turn = view.get("turn")
    text = ""
    if turn is not None:
        text = "Your turn." if turn == me else f"{names[turn]} to play."
    if view.get("red5") is not None and view.get("red5") == turn:
        who = "you" if turn == me else names[turn]
        text = f"Red 5: {who} must play a 5 or lower, or a 9."
    if view.get("stock_size") == 0:
        text += " The stock is empty."
    quiet, cap = view.get("quiet_turns", 0), view.get("turn_cap", 300)
    if quiet >= cap - 100:
        # The project's turn cap is close: tell the players before it decides the game.
        text += f" Turn cap in {plural(cap - quiet, 'turn')}: then the fewer cards left wins."
    return text.strip()


def effect_text(effect: dict[str, Any], names: list[str]) -> str:
    """One effect of the view's `effects` list, in words for the table."""
    kind = effect.get("kind")
    seat = effect.get("seat")
    who = names[seat] if isinstance(seat, int) else ""
    if kind == "start":
        if effect.get("rank") is None:
            return f"{who} starts"
        where = "face up" if effect.get("where") == "upcards" else "in hand"
        return f"{who} starts: lowest {_rank_word(effect['rank'])} {where}"
    if kind == "take":
        return f"{who} took the pile ({plural(effect.get('took', 0), 'card')})"
    if kind == "draw":
        return f"{who} could not play and drew a card"
    if kind == "burn":
        return f"9: the pile is burnt, {who} plays again"
    if kind == "quartet":
        rank = _rank_word(effect.get("rank", "?"), many=True)
        return f"Four {rank}: the pile is removed, {who} plays again"
    if kind == "suit":
        suit = SUIT_NAMES.get(effect.get("suit", ""), "of a suit")
        return f"Four {suit}: the pile is removed, {who} plays again"
    by = names[effect["by"]] if isinstance(effect.get("by"), int) else ""
    if kind == "joker":
        took = plural(effect.get("took", 0), "card")
        return f"Joker: {who} takes the pile ({took}), {by} plays again"
    if kind == "jack":
        drew = effect.get("drew", 0)
        if not drew:
            return f"Jack: the stock is empty, {who} draws nothing"
        return f"Jack: {who} draws until a 5 or lower — drew {plural(drew, 'card')}"
    if kind == "black5":
        if not effect.get("drew"):
            return f"Black 5: the stock is empty, {who} draws nothing"
        return f"Black 5: {who} draws a card"
    if kind == "red5":
        return f"Red 5: {who} must play a 5 or lower, or a 9"
    if kind == "won":
        winner = effect.get("winner", 0)
        cap = " at the turn cap" if effect.get("reason") == "cap" else ""
        return (
            f"{names[winner]} wins game {effect.get('game')}{cap} — "
            f"{names[1 - winner]} held {plural(effect.get('margin', 0), 'card')}"
        )
    return ""


def play_text(play: dict[str, Any] | None, names: list[str]) -> str:
    """`Alice played 5♥ 5♦ 5♠`, `… from the upcards`."""
    if not play:
        return ""
    cards = " ".join(pretty(card) for card in play.get("cards", []))
    where = " from the upcards" if play.get("from") == "upcards" else ""
    return f"{names[play['seat']]} played {cards}{where}"


def result_line(result: dict[str, Any], names: list[str]) -> str:
    """One finished game, for the final box: "Game 2: Alice by 7 cards (turn cap)"."""
    cap = " (turn cap)" if result.get("reason") == "cap" else ""
    margin = plural(result["margin"], "card")
    return f"Game {result['game']}: {names[result['winner']]} by {margin}{cap}"


def game_title(view: dict[str, Any]) -> str:
    return f"Gin Slaughtre · game {view.get('game_number', 1)}"


def status_line(view: dict[str, Any], mentions: list[str]) -> str:
    """The table message: `**Gin Slaughtre · game 2** · @Alice 1 – 0 Bob · first to 3 wins`
    and, on a second line, what the table waits for."""
    head = f"**{game_title(view)}** · {score_line(view, mentions)}"
    return f"{head}\n{status_text(view, mentions)}"


PILE_FAN = 5  # the pile cards the table image fans out (render/slaughter_table.py)


def _seat_words(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's band on the table image: its counts, its empty hand, its tag."""
    phase = view.get("phase")
    hand = (view.get("hand_sizes") or [0, 0])[seat]
    ups = (view.get("upcards") or [[], []])[seat]
    # The upcards are drawn beside: the line says only what the picture does not.
    line = f"{plural(hand, 'card')} in hand"
    if view.get("dealer") == seat and phase != "over":
        line += " · dealer"
    if phase == "over":
        empty = "out: no cards left" if not ups else "no cards in hand"
    elif phase == "play" and view.get("stock_size") == 0 and ups:
        empty = "hand empty: playing the upcards"
    else:
        empty = "no cards in hand"
    tag: tuple[str, str] | None = None
    if phase == "rearrange":
        ready = (view.get("ready") or [True, True])[seat]
        tag = ("READY", "good") if ready else ("SWAPPING", "turn")
    elif phase == "play" and view.get("turn") == seat:
        tag = ("TO PLAY · 5 OR LOWER" if view.get("red5") == seat else "TO PLAY", "turn")
    elif phase == "over" and (view.get("places") or [0, 0])[seat] == 1:
        tag = ("WINNER", "good")
    return {"line": line, "empty": empty, "tag": tag}


def _labels(view: dict[str, Any]) -> dict[str, str]:
    pile = len(view.get("pile") or [])
    shown = f" (top {PILE_FAN} shown)" if pile > PILE_FAN else ""
    return {
        "upcards": "Upcards",
        "none_left": "none left",
        "stock": f"Stock {view.get('stock_size', 0)}",
        "pile": f"Pile {pile}{shown}",
        "empty_pile": "empty",
        "out_of_play": "Out of play",
    }


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The sentences the table image shows (render/slaughter_table.py draws them); long
    names are cut there (a mention or markup never is)."""
    names = [shorten(name) for name in names]
    effects = view.get("effects") or []
    lines = [(text, "effect") for text in (effect_text(e, names) for e in effects) if text]
    played = play_text(view.get("last_play"), names)
    if played and not any(e.get("kind") == "take" for e in effects):
        lines.insert(0, (played, "play"))
    return {
        "title": game_title(view),
        "score": score_line(view, [shorten(name, 14) for name in names]),
        "status": status_text(view, names),
        "events": lines[-2:],
        "results": [result_line(r, names) for r in (view.get("results") or [])[-6:]],
        "seats": [_seat_words(view, seat) for seat in (0, 1)],
        "labels": _labels(view),
    }


# ---------------------------------------------------------------- summaries


def game_over(result: dict[str, Any], names: list[str]) -> str:
    """The channel's line after a game."""
    how = " (turn cap: fewer cards left)" if result.get("reason") == "cap" else ""
    loser = names[1 - result["winner"]]
    return (
        f"**Game {result['game']}**: {names[result['winner']]} wins{how}; {loser} still "
        f"held {plural(result['margin'], 'card')}."
    )


def match_over(status: str) -> str:
    return f"**Gin Slaughtre: the match is over.** {status}"


MOVES = {
    "take": "took the pile",
    "draw": "drew a card",
    "ready": "was ready",
    "swap": "swapped a card",
}


def played(cards: list[str]) -> str:
    return f"played {pretty_list(cards)}"


# -------------------------------------------------------------------- hand

ARRANGE = (
    "Arrange your cards: swap a hand card with one of your upcards as often as you like, "
    "then press **Ready**."
)
SWAP_PLACEHOLDER = "Swap a hand card with an upcard"
READY = "Ready"
PICK_PLACEHOLDER = "Pick a card, or a set or run"
PICK_THEN_PLAY = " Pick the card(s) to play, then press Play."
DRAW = "Draw (nothing fits)"
UPCARD = " (upcard)"


def waiting(status: str) -> str:
    return f"Waiting: {status}"


def play_label(cards: list[str]) -> str:
    return f"Play {pretty_list(cards)}"[:80]


def not_a_play(cards: list[str]) -> str:
    return f"\n{pretty_list(cards)} is not a play you can make now."


def take_label(count: int) -> str:
    return f"Take the pile ({plural(count, 'card')})"


def swap_label(hand_card: str, upcard: str) -> str:
    return f"{pretty(hand_card)} (hand) ↔ {pretty(upcard)} (upcard)"


SWAP_TITLE = "Your upcards · swap any of them with a hand card"


def hand_title(view: dict[str, Any], cards: list[str], from_upcards: bool) -> str:
    """The hand image's title: "Your hand · 4 cards · top card 7♥"."""
    pile = view.get("pile") or []
    top = f" · top card {pretty(pile[-1])}" if pile else " · the pile is empty"
    if view.get("phase") != "play":
        top = ""
    what = "Your upcards (your hand is empty)" if from_upcards else "Your hand"
    title = f"{what} · {plural(len(cards), 'card')}{top}"
    jokers = sum(1 for card in cards if card in JOKERS)
    if jokers and len(cards) > 13:
        title += f" · {plural(jokers, 'joker')}"
    return title
