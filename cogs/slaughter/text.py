"""Every sentence a player of Gin Slaughtre reads, built from the game's catalogue
(cogs/slaughter/locales/<lang>.ftl) in the language being spoken: the table's status and
score lines, what a play did, the hand's prompts, buttons and menus, the summaries, the
words the table image and the hand image show, and the engine's refusals worded.
The functions take no language: the table layer chooses it (`speaking`, `speak_to`).
Shared words (names, lists, the lobby) are in cogs/tables/words.py.
About 500 lines: one short function per kind of sentence, in the order a player meets
them, sharing the words for ranks and cards at the top.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from discord import app_commands

from cogs.i18n import command_text, has_message, t
from cogs.tables.adapter import MoveWords
from cogs.tables.words import BUTTON_LABEL_LIMIT, card_faces, card_text, listing
from games import IllegalAction
from games.cards import JOKERS

RANK_NUMBERS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
"""A rank letter as the catalogue's `$rank` number (1 ace … 13 king, 14 joker)."""


def rank_number(rank: str) -> int:
    return RANK_NUMBERS.get(rank) or int(rank)


def card(code: str) -> str:
    """A card for people: `Q♠`, `10♥` (`D♠` in French), and the joker in the language
    spoken."""
    return card_text(code, t("slaughter-joker"))


def card_list(codes: Iterable[str]) -> str:
    return " ".join(card(code) for code in codes)


# ------------------------------------------------------------------ the start command


def level_choices() -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=command_text(f"slaughter-level-{level}"), value=level)
        for level in ("basic", "strong")
    ]


def match_choices() -> list[app_commands.Choice[int]]:
    return [
        app_commands.Choice(name=command_text(f"slaughter-match-choice-{n}"), value=n)
        for n in (3, 1, 5)
    ]


def wrong_match() -> str:
    return t("slaughter-wrong-match")


def not_both() -> str:
    return t("slaughter-not-both")


def another_member() -> str:
    return t("slaughter-another-member")


def challenge(opponent: str, host: str) -> str:
    return t("slaughter-challenge", opponent=opponent, host=host)


def game_name() -> str:
    return t("slaughter-game-name")


def first_to(match: int) -> str:
    """A match's length: "first to 3 wins", "first to 1 win"."""
    return t("slaughter-first-to", count=match)


def lobby_details(match: int, timer: str) -> list[str]:
    return [first_to(match), timer]


# ------------------------------------------------------------------ the table


def _score_args(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    scores = view.get("scores") or [0, 0]
    return {"first": names[0], "left": scores[0], "right": scores[1], "second": names[1]}


def headline(view: dict[str, Any], names: list[str]) -> str:
    """The table's first line, one message: `**Gin Slaughtre · game 2** · Alice 1 – 0 Bob ·
    first to 3 wins`."""
    return t(
        "slaughter-headline",
        game=view.get("game_number", 1),
        count=view.get("match", 3),
        **_score_args(view, names),
    )


def _arranging(view: dict[str, Any], names: list[str], me: int | None) -> str:
    ready = view.get("ready") or [False, False]
    others = [names[s] for s in (0, 1) if not ready[s] and s != me]
    if me is not None and not ready[me]:
        if others:
            return t("slaughter-status-you-and-swapping", name=others[0])
        return t("slaughter-status-you-swapping")
    if not others:
        return t("slaughter-status-both-ready")
    return t("slaughter-status-swapping", names=listing(others), count=len(others))


def status_text(view: dict[str, Any], names: list[str], me: int | None = None) -> str:
    """What the table waits for, in words: "Alice to play.", "Red 5: Bob must play a 5 or
    lower, or a 9."; `me` (a seat) speaks to that player ("Your turn.")."""
    phase = view.get("phase")
    if phase == "over":
        scores = view.get("scores") or [0, 0]
        winner = 0 if scores[0] > scores[1] else 1
        high, low = max(scores), min(scores)
        if winner == me:
            return t("slaughter-status-you-win-match", high=high, low=low)
        return t("slaughter-status-wins-match", name=names[winner], high=high, low=low)
    if phase == "rearrange":
        return _arranging(view, names, me)
    turn = view.get("turn")
    parts = []
    if turn is not None and view.get("red5") == turn:
        if turn == me:
            parts.append(t("slaughter-status-red-five-you"))
        else:
            parts.append(t("slaughter-status-red-five", name=names[turn]))
    elif turn is not None:
        if turn == me:
            parts.append(t("slaughter-status-your-turn"))
        else:
            parts.append(t("slaughter-status-to-play", name=names[turn]))
    if view.get("stock_size") == 0:
        parts.append(t("slaughter-status-stock-empty"))
    quiet, cap = view.get("quiet_turns", 0), view.get("turn_cap", 300)
    if quiet >= cap - 100:
        # The project's turn cap is close: tell the players before it decides the game.
        parts.append(t("slaughter-status-turn-cap", count=cap - quiet))
    return " ".join(parts)


def _news_key(effect: dict[str, Any]) -> str:
    """The catalogue message that says an effect (its variables are `_news_args`')."""
    kind = effect.get("kind")
    if kind == "start":
        if effect.get("rank") is None:
            return "slaughter-news-start"
        return "slaughter-news-start-" + ("upcards" if effect.get("where") == "upcards" else "hand")
    if kind in ("jack", "black5"):
        name = "jack" if kind == "jack" else "black-five"
        return f"slaughter-news-{name}" + ("" if effect.get("drew") else "-empty")
    simple = {
        "take": "take",
        "draw": "draw",
        "burn": "burn",
        "joker": "joker",
        "quartet": "four-of-rank",
        "suit": "four-of-suit",
    }
    return f"slaughter-news-{simple[kind]}" if kind in simple else ""


def _news_args(effect: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The variables of an effect's message: names, counts, and a rank as its number or a
    suit as its letter, for the message to choose its words (never a word of ours)."""
    kind = effect.get("kind")
    seat = effect.get("seat")
    args: dict[str, Any] = {"name": names[seat] if isinstance(seat, int) else ""}
    if kind in ("start", "quartet") and effect.get("rank") is not None:
        args["rank"] = rank_number(effect["rank"])
    elif kind in ("take", "joker"):
        args["count"] = effect.get("took", 0)
        if kind == "joker":
            args["by"] = names[effect["by"]] if isinstance(effect.get("by"), int) else ""
    elif kind == "jack":
        args["count"] = effect.get("drew", 0)
    elif kind == "suit":
        args["suit"] = effect.get("suit", "")
    return args


def result_line(result: dict[str, Any], names: list[str]) -> str:
    """One finished game, for the final box: "Game 2: Alice by 7 cards (turn cap)"."""
    key = "slaughter-result-cap" if result.get("reason") == "cap" else "slaughter-result"
    return t(key, game=result["game"], name=names[result["winner"]], count=result["margin"])


def status_line(view: dict[str, Any], mentions: list[str]) -> str:
    """The table message: `**Gin Slaughtre · game 2** · @Alice 1 – 0 Bob · first to 3 wins`
    and, on a second line, what the table waits for."""
    return f"{headline(view, mentions)}\n{status_text(view, mentions)}"


PILE_FAN = 5  # the pile cards the table image fans out (render/slaughter/table.py)


def _seat_words(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's band on the table image: its counts, its empty hand, its tag."""
    phase = view.get("phase")
    hand = (view.get("hand_sizes") or [0, 0])[seat]
    ups = (view.get("upcards") or [[], []])[seat]
    # The upcards are drawn beside: the line says only what the picture does not.
    dealer = view.get("dealer") == seat and phase != "over"
    line = t("slaughter-seat-in-hand-dealer" if dealer else "slaughter-seat-in-hand", count=hand)
    if phase == "over":
        empty = t("slaughter-seat-out") if not ups else t("slaughter-seat-no-cards")
    elif phase == "play" and view.get("stock_size") == 0 and ups:
        empty = t("slaughter-seat-playing-upcards")
    else:
        empty = t("slaughter-seat-no-cards")
    tag: tuple[str, str] | None = None
    if phase == "rearrange":
        ready = (view.get("ready") or [True, True])[seat]
        tag = (t("slaughter-tag-ready"), "good") if ready else (t("slaughter-tag-swapping"), "turn")
    elif phase == "play" and view.get("turn") == seat:
        low = view.get("red5") == seat
        tag = (t("slaughter-tag-to-play-low" if low else "slaughter-tag-to-play"), "turn")
    elif phase == "over" and (view.get("places") or [0, 0])[seat] == 1:
        tag = (t("slaughter-tag-winner"), "good")
    return {"line": line, "empty": empty, "tag": tag}


def _labels(view: dict[str, Any]) -> dict[str, str]:
    pile = len(view.get("pile") or [])
    if pile > PILE_FAN:
        pile_label = t("slaughter-label-pile-top", count=pile, shown=PILE_FAN)
    else:
        pile_label = t("slaughter-label-pile", count=pile)
    return {
        "upcards": t("slaughter-label-upcards"),
        "none_left": t("slaughter-label-none-left"),
        "stock": t("slaughter-label-stock", count=view.get("stock_size", 0)),
        "pile": pile_label,
        "empty_pile": t("slaughter-label-empty-pile"),
        "out_of_play": t("slaughter-label-out-of-play"),
    }


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The words the table image shows (render/slaughter/table.py draws them, and the
    players' names whole): each seat's hand size and tag, the piles' labels. The rest is
    the table message's text (`table_status`, `table_details`, `table_alt`)."""
    return {
        "seats": [_seat_words(view, seat) for seat in (0, 1)],
        "labels": _labels(view),
        "faces": card_faces(),
    }


# ------------------------------------------------------ the table message's words


def _news_of(effect: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    """One effect as a whole sentence of the table message."""
    kind = effect.get("kind")
    if kind == "won":
        return game_over(effect, names)
    if kind == "red5":
        seat = effect.get("seat")
        if not isinstance(seat, int) or (view.get("red5") == seat == view.get("turn")):
            return ""  # the status says it: "Red 5: Bob must play a 5 or lower, or a 9."
        return t("slaughter-status-red-five", name=names[seat])
    key = _news_key(effect)
    return t(key, **_news_args(effect, names)) if key else ""


def news(view: dict[str, Any], names: list[str]) -> list[str]:
    """What just happened, in whole sentences: the cards played (unless the pile was taken:
    the last play is then the one that could not be beaten), then what they did."""
    effects = view.get("effects") or []
    said = [text for text in (_news_of(e, view, names) for e in effects) if text]
    play = view.get("last_play")
    if play and not any(e.get("kind") == "take" for e in effects):
        key = "slaughter-news-played" + ("-upcards" if play.get("from") == "upcards" else "")
        cards = card_list(play.get("cards", []))
        said.insert(0, t(key, name=names[play["seat"]], cards=cards))
    return said


def table_status(view: dict[str, Any], names: list[str]) -> str:
    """The words above the table's picture: the game and the match score, what just
    happened, what the table waits for (the table layer adds the turn's deadline):

        **Gin Slaughtre · game 2** · @Alice 1 – 0 **Computer 1** · first to 3 wins
        @Alice played J♠. Jack: **Computer 1** drew 2 cards looking for a 5 or lower.
        **Computer 1** to play.
    """
    happened = " ".join(news(view, names))
    waiting = status_text(view, names)
    return "\n".join(line for line in (headline(view, names), happened, waiting) if line)


def table_details(view: dict[str, Any], names: list[str]) -> list[str]:
    """The words under the picture: each finished game's result, one line each (none
    before the first game is over)."""
    results = view.get("results") or []
    if not results:
        return []
    return ["\n".join(f"- {result_line(result, names)}" for result in results)]


ALT_LIMIT = 1024  # Discord's limit for a media item's description (no table comes near)


def _alt_seat(view: dict[str, Any], seat: int, name: str) -> str:
    count = (view.get("hand_sizes") or [0, 0])[seat]
    ups = (view.get("upcards") or [[], []])[seat]
    if not ups:
        return t("slaughter-alt-seat-no-upcards", name=name, count=count)
    return t("slaughter-alt-seat", name=name, count=count, cards=card_list(ups))


def table_alt(view: dict[str, Any], names: list[str]) -> str:
    """The picture's alt text, what a screen reader says of it: each seat's hand size and
    upcards, the cards on the pile, the stock and the cards out of play, from the top of
    the picture (seat 1) down. `names` plain: alt text shows no markdown."""
    pile = view.get("pile") or []
    shown = card_list(pile[-PILE_FAN:])
    if not pile:
        on_pile = t("slaughter-alt-pile-empty")
    elif len(pile) > PILE_FAN:
        on_pile = t("slaughter-alt-pile-top", count=len(pile), shown=PILE_FAN, cards=shown)
    else:
        on_pile = t("slaughter-alt-pile", count=len(pile), cards=shown)
    removed = view.get("removed_count", len(view.get("removed") or []))
    piles = t("slaughter-alt-stock", stock=view.get("stock_size", 0), out=removed)
    said = [_alt_seat(view, 1, names[1]), on_pile, piles, _alt_seat(view, 0, names[0])]
    return " ".join(said)[:ALT_LIMIT]


# ---------------------------------------------------------------- summaries


def game_over(result: dict[str, Any], names: list[str]) -> str:
    """The channel's line after a game."""
    key = "slaughter-game-over-cap" if result.get("reason") == "cap" else "slaughter-game-over"
    winner = result["winner"]
    return t(
        key,
        game=result["game"],
        winner=names[winner],
        loser=names[1 - winner],
        count=result["margin"],
    )


def match_over(view: dict[str, Any], names: list[str]) -> str:
    """The channel's message when the match is over: its heading, then who won it (a
    sentence of its own, not a part of the heading's)."""
    return f"{t('slaughter-match-over')}\n{status_text(view, names)}"


def move_text(action: str) -> MoveWords:
    """A move as the time-out notice and the hint tell it (`slaughter-timed-out`,
    `slaughter-hint`): which of their sentences, and the cards a play lays down."""
    kind, _, rest = action.partition(":")
    cards = card_list(rest.split(",")) if kind == "play" else ""
    move = kind if kind in ("take", "draw", "ready", "swap") else "play"
    return MoveWords("slaughter", move, {"cards": cards})


def refusal(error: IllegalAction) -> str:
    """An engine refusal in words: `slaughter-refused-<code>`, or the table layer's
    shared `tables-refused-<code>`; cards in the details are written as cards."""
    details = {key: card(value) if key == "card" else value for key, value in error.details.items()}
    key = f"slaughter-refused-{error.code}"
    if not has_message(key) and has_message(f"tables-refused-{error.code}"):
        key = f"tables-refused-{error.code}"
    return t(key, **details)


# -------------------------------------------------------------------- hand


def arrange() -> str:
    return t("slaughter-arrange")


def swap_placeholder() -> str:
    return t("slaughter-swap-placeholder")


def ready_label() -> str:
    return t("slaughter-button-ready")


def pick_placeholder() -> str:
    return t("slaughter-pick-placeholder")


def pick_then_play() -> str:
    return t("slaughter-pick-then-play")


def draw_label() -> str:
    return t("slaughter-button-draw")


def option_label(code: str, upcard: bool) -> str:
    """A card in the pick menu, "(upcard)" when it is played from the upcards."""
    return t("slaughter-option-upcard", card=card(code)) if upcard else card(code)


def forced(action: str) -> str:
    """What a hand says of its one legal move, which the table makes itself."""
    kind, _, rest = action.partition(":")
    if kind == "play":
        return t("slaughter-forced", move="play", cards=card_list(rest.split(",")))
    return t("slaughter-forced", move=kind if kind in ("draw", "take") else "other")


def play_label(cards: list[str]) -> str:
    return t("slaughter-button-play", cards=card_list(cards))[:BUTTON_LABEL_LIMIT]


def not_a_play(cards: list[str]) -> str:
    return t("slaughter-not-a-play", cards=card_list(cards))


def take_label(count: int) -> str:
    return t("slaughter-button-take", count=count)


def swap_label(hand_card: str, upcard: str) -> str:
    return t("slaughter-swap-option", hand=card(hand_card), upcard=card(upcard))


def swap_title() -> str:
    return t("slaughter-swap-title")


def hand_title(view: dict[str, Any], cards: list[str], from_upcards: bool) -> str:
    """The hand image's title, one message: "Your hand · 4 cards · top card 7♥"."""
    pile = view.get("pile") or []
    playing = view.get("phase") == "play"
    jokers = sum(1 for code in cards if code in JOKERS)
    return t(
        "slaughter-hand-title",
        upcards="yes" if from_upcards else "no",
        count=len(cards),
        pile=("top" if pile else "empty") if playing else "none",
        top=card(pile[-1]) if pile else "",
        # The jokers are counted where they are easy to miss: in a hand of over 13 cards.
        jokers=jokers if len(cards) > 13 else 0,
    )
