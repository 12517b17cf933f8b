"""The Gin Slaughtre table image, drawn from a public view (`state.view(None)`) only.

Layout (800 × 776, drawn for a phone: Discord shows it about 360 px wide, so no text is
under 22 px, tests/render/test_legibility.py): a header with the game number, the match
score ("Alice 2 – 1 Bob · first to 3") and who is to act; seat 1's band at the top
and seat 0's at the bottom, each with the name, a fan of card backs for the
hand (and its size), the three (or fewer) upcards face up and a gold frame
and tag for the seat to act; in the middle the stock (a back and its count),
the pile (its last five cards fanned, with the count) and the cards out of
play; under them what the last play did, in words ("Jack: Bob draws until 5
or lower — drew 3"). A finished match shows the final score and the results
of each game instead of the pile.

`render_slaughter_hand` draws a player's hand (with `render.hand`, which
handles jokers and any number of cards), dimming the cards no legal play
uses; once the hand is empty it shows the upcards the player now plays from.

The hand in the view, if any, is never read by the table: a table image is
public.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.cards import JOKERS, SUIT_NAMES, pretty
from render.cards import card_back, card_image, card_size
from render.hand import draw_hand
from render.palette import to_felt_palette
from render.theme import (
    FELT,
    FELT_DARK,
    GOLD,
    GOOD,
    HEADER,
    MUTED,
    PANEL,
    PANEL_TURN,
    TEXT,
    fit,
    font,
    plural,
    shorten,
    to_png,
)

WIDTH, HEIGHT = 800, 776
HEADER_HEIGHT = 132
MARGIN = 16
BAND_HEIGHT = 180
TOP_BAND = HEADER_HEIGHT + 12  # seat 1
BOTTOM_BAND = HEIGHT - 12 - BAND_HEIGHT  # seat 0
UPCARD = 112
BACK = 64
PILE_CARD = 112
PILE_FAN = 5
SMALLEST = 22  # px: every text, and 7 px cap height at 360 px wide
MIDDLE = (TOP_BAND + BAND_HEIGHT + BOTTOM_BAND) // 2  # vertical centre of the middle area

RANK_WORDS = {"T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}


def _rank_word(rank: str, plural: bool = False) -> str:
    word = RANK_WORDS.get(rank, rank)
    return word + "s" if plural else word


def effect_text(effect: dict[str, Any], names: list[str]) -> str:
    """One effect of the view's `effects` list, in words for the table."""
    kind = effect.get("kind")
    seat = effect.get("seat")
    who = shorten(names[seat]) if isinstance(seat, int) else ""
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
        rank = _rank_word(effect.get("rank", "?"), plural=True)
        return f"Four {rank}: the pile is removed, {who} plays again"
    if kind == "suit":
        suit = SUIT_NAMES.get(effect.get("suit", ""), "of a suit")
        return f"Four {suit}: the pile is removed, {who} plays again"
    by = shorten(names[effect["by"]]) if isinstance(effect.get("by"), int) else ""
    if kind == "joker":
        took = plural(effect.get("took", 0), "card")
        return f"Joker: {who} takes the pile ({took}), {by} plays again"
    if kind == "jack":
        drew = effect.get("drew", 0)
        if not drew:
            return f"Jack: the stock is empty, {who} draws nothing"
        return f"Jack: {who} draws until 5 or lower — drew {drew}"
    if kind == "black5":
        if not effect.get("drew"):
            return f"Black 5: the stock is empty, {who} draws nothing"
        return f"Black 5: {who} draws a card"
    if kind == "red5":
        return f"Red 5: {who} must play 5 or lower (or a 9)"
    if kind == "won":
        winner = effect.get("winner", 0)
        loser = 1 - winner
        cap = " at the turn cap" if effect.get("reason") == "cap" else ""
        return (
            f"{shorten(names[winner])} wins game {effect.get('game')}{cap} — "
            f"{shorten(names[loser])} held {plural(effect.get('margin', 0), 'card')}"
        )
    return ""


def play_text(play: dict[str, Any] | None, names: list[str]) -> str:
    """`Alice played 5♥ 5♦ 5♠`, `… from her upcards`."""
    if not play:
        return ""
    cards = " ".join(pretty(card) for card in play.get("cards", []))
    where = " from the upcards" if play.get("from") == "upcards" else ""
    return f"{shorten(names[play['seat']])} played {cards}{where}"


@lru_cache(maxsize=2)
def _background() -> Image.Image:
    """The felt, the header band and the two seat bands: drawn once, copied per render."""
    image = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_HEIGHT), fill=HEADER)
    draw.rounded_rectangle(
        (6, HEADER_HEIGHT + 6, WIDTH - 7, HEIGHT - 7), radius=40, outline=FELT_DARK, width=6
    )
    return image


def _paste(image: Image.Image, card: Image.Image, xy: tuple[int, int]) -> None:
    image.paste(card, xy, card)


def score_line(view: dict[str, Any], names: list[str]) -> str:
    """The match score, e.g. "Alice 1 – 0 Bob · first to 3"."""
    scores = view.get("scores") or [0, 0]
    return (
        f"{shorten(names[0], 14)} {scores[0]} – {scores[1]} {shorten(names[1], 14)}"
        f" · first to {view.get('match', 3)}"
    )


def status_text(view: dict[str, Any], names: list[str]) -> str:
    """What the table waits for, in words, e.g. "Alice to play. 5 or lower, or a 9."."""
    phase = view.get("phase")
    if phase == "over":
        scores = view.get("scores") or [0, 0]
        winner = 0 if scores[0] > scores[1] else 1
        return f"{names[winner]} wins the match {max(scores)} – {min(scores)}."
    if phase == "rearrange":
        waiting = [names[s] for s in (0, 1) if not (view.get("ready") or [False, False])[s]]
        return "Rearranging: " + (
            " and ".join(waiting) + (" is" if len(waiting) == 1 else " are") + " swapping cards."
            if waiting
            else "both ready."
        )
    turn = view.get("turn")
    text = f"{names[turn]} to play." if turn is not None else ""
    if view.get("red5") is not None and view.get("red5") == turn:
        text += " 5 or lower, or a 9."
    if view.get("stock_size") == 0:
        text += " The stock is empty."
    quiet, cap = view.get("quiet_turns", 0), view.get("turn_cap", 300)
    if quiet >= cap - 100:
        # The project's turn cap is close: tell the players before it decides the game.
        text += f" Turn cap in {cap - quiet}: fewer cards wins."
    return text


def _header(draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str]) -> None:
    """Three lines: the game, the match score, and what the table waits for."""
    title = f"Gin Slaughtre · game {view.get('game_number', 1)}"
    title_font = font(32, bold=True)
    draw.text((MARGIN, 8), fit(title, title_font, WIDTH - 2 * MARGIN), font=title_font, fill=GOLD)
    score_font = font(24, bold=True)
    score = fit(score_line(view, names), score_font, WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 54), score, font=score_font, fill=TEXT)
    info_font = font(SMALLEST + 2)
    status = fit(status_text(view, names), info_font, WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 92), status, font=info_font, fill=MUTED)


def _tag(draw: ImageDraw.ImageDraw, right: int, top: int, text: str, fill=GOLD) -> None:
    """A small gold label with dark text, its right edge at `right`."""
    tag_font = font(SMALLEST, bold=True)
    width = tag_font.getlength(text)
    left = right - width - 16
    draw.rounded_rectangle((left, top, right, top + 28), radius=8, fill=fill)
    draw.text((left + 8, top + 14), text, font=tag_font, fill=(30, 24, 0), anchor="lm")


def _seat(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, names: list[str], seat: int
) -> None:
    top = TOP_BAND if seat == 1 else BOTTOM_BAND
    left, right = MARGIN, WIDTH - MARGIN
    phase = view.get("phase")
    acting = phase == "play" and view.get("turn") == seat
    if phase == "rearrange":
        acting = not (view.get("ready") or [True, True])[seat]
    box = (left, top, right, top + BAND_HEIGHT)
    if acting:
        draw.rounded_rectangle(box, radius=16, fill=PANEL_TURN, outline=GOLD, width=4)
    else:
        draw.rounded_rectangle(box, radius=16, fill=PANEL)
    name_font = font(28, bold=True)
    room = WIDTH - 2 * MARGIN - 3 * card_size(UPCARD)[0] - 60
    draw.text((left + 16, top + 12), fit(names[seat], name_font, room), font=name_font, fill=TEXT)
    hand = (view.get("hand_sizes") or [0, 0])[seat]
    ups = (view.get("upcards") or [[], []])[seat]
    # The upcards are drawn beside: the line says only what the picture does not.
    line = f"{plural(hand, 'card')} in hand"
    if view.get("dealer") == seat and phase != "over":
        line += " · dealer"
    line_font = font(SMALLEST)
    draw.text((left + 16, top + 50), fit(line, line_font, room), font=line_font, fill=MUTED)
    if hand:
        _hand_backs(image, draw, hand, left + 16, top + 92, room)
    else:
        if phase == "over":
            empty = "out: no cards left" if not ups else "no cards in hand"
        elif phase == "play" and view.get("stock_size") == 0 and ups:
            empty = "hand empty: playing the upcards"
        else:
            empty = "no cards in hand"
        draw.text(
            (left + 16, top + 92 + BACK // 2),
            fit(empty, line_font, room),
            font=line_font,
            fill=MUTED,
            anchor="lm",
        )
    _upcards(image, draw, ups, right - 14, top + BAND_HEIGHT - UPCARD - 14)
    if acting:
        label = {"rearrange": "SWAPPING"}.get(phase or "", "TO PLAY")
        if phase == "play" and view.get("red5") == seat:
            label = "TO PLAY · 5 OR LOWER"
        _tag(draw, right - 24, top - 14, label)
    elif phase == "rearrange":
        _tag(draw, right - 24, top - 14, "READY", fill=GOOD)
    elif phase == "over" and (view.get("places") or [0, 0])[seat] == 1:
        _tag(draw, right - 24, top - 14, "WINNER", fill=GOOD)


def _hand_backs(
    image: Image.Image, draw: ImageDraw.ImageDraw, count: int, x: int, y: int, width: int
) -> None:
    """The hand face down: one back per card (up to 24), fanned, with the count beside."""
    back = card_back(BACK)
    shown = min(count, 24)
    room = width - 60 - back.width
    step = min(22, room // max(1, shown - 1)) if shown > 1 else 0
    for i in range(shown):
        _paste(image, back, (x + i * step, y))
    end = x + (shown - 1) * step + back.width
    draw.text(
        (end + 12, y + BACK // 2), str(count), font=font(28, bold=True), fill=TEXT, anchor="lm"
    )


def _upcards(
    image: Image.Image, draw: ImageDraw.ImageDraw, ups: list[str], right: int, y: int
) -> None:
    """The upcards face up, right-aligned, with a label above."""
    width, _ = card_size(UPCARD)
    gap = 8
    slots = 3
    left = right - slots * width - (slots - 1) * gap
    draw.text((left, y - 6), "Upcards", font=font(SMALLEST, bold=True), fill=MUTED, anchor="ld")
    if not ups:
        draw.text(
            (left + (right - left) // 2, y + UPCARD // 2),
            "none left",
            font=font(SMALLEST),
            fill=MUTED,
            anchor="mm",
        )
        return
    step = width + gap if len(ups) <= slots else (right - left - width) // (len(ups) - 1)
    for i, card in enumerate(ups):
        _paste(image, card_image(card, UPCARD), (left + i * step, y))


def _label(draw: ImageDraw.ImageDraw, centre: tuple[int, int], text: str, colour=TEXT) -> None:
    """Light text on a dark pill: readable over the felt."""
    fnt = font(SMALLEST, bold=True)
    text = fit(text, fnt, WIDTH - 60)
    width = fnt.getlength(text)
    cx, cy = centre
    draw.rounded_rectangle(
        (cx - width / 2 - 14, cy - 18, cx + width / 2 + 14, cy + 18), radius=14, fill=PANEL
    )
    draw.text((cx, cy), text, font=fnt, fill=colour, anchor="mm")


def _middle(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    """Stock, pile and cards out of play, then the last play and its effects in words."""
    card_w, _ = card_size(PILE_CARD)
    area_top = TOP_BAND + BAND_HEIGHT + 12
    y = area_top + 4
    caption = font(SMALLEST, bold=True)
    # The stock, on the left.
    stock = view.get("stock_size", 0)
    sx = 70
    if stock:
        back = card_back(PILE_CARD)
        for i in range(min(3, stock)):  # a little thickness
            _paste(image, back, (sx - 2 * i, y - 2 * i))
    else:
        draw.rounded_rectangle(
            (sx, y, sx + card_w, y + PILE_CARD), radius=10, outline=FELT_DARK, width=3
        )
    draw.text(
        (sx + card_w // 2, y + PILE_CARD + 8),
        f"Stock {stock}",
        font=caption,
        fill=TEXT,
        anchor="mt",
    )
    # The pile, in the centre: the last cards fanned, the top one rightmost.
    pile = view.get("pile") or []
    shown = pile[-PILE_FAN:]
    step = 36
    fan_width = card_w + step * (PILE_FAN - 1)
    px = WIDTH // 2 - fan_width // 2
    if not shown:
        draw.rounded_rectangle(
            (WIDTH // 2 - card_w // 2, y, WIDTH // 2 + card_w // 2, y + PILE_CARD),
            radius=10,
            outline=FELT_DARK,
            width=3,
        )
        draw.text((WIDTH // 2, y + PILE_CARD // 2), "empty", font=caption, fill=MUTED, anchor="mm")
    else:
        offset = (PILE_FAN - len(shown)) * step // 2
        for i, card in enumerate(shown):
            _paste(image, card_image(card, PILE_CARD), (px + offset + i * step, y))
    pile_caption = f"Pile {len(pile)}"
    draw.text((WIDTH // 2, y + PILE_CARD + 8), pile_caption, font=caption, fill=TEXT, anchor="mt")
    # The cards out of play (burnt piles and quartets), on the right.
    removed = view.get("removed_count", len(view.get("removed") or []))
    rx = WIDTH - 70 - card_w
    draw.rounded_rectangle(
        (rx, y, rx + card_w, y + PILE_CARD), radius=10, fill=FELT_DARK, outline=FELT_DARK
    )
    draw.text(
        (rx + card_w // 2, y + PILE_CARD // 2),
        str(removed),
        font=font(30, bold=True),
        fill=MUTED,
        anchor="mm",
    )
    draw.text(
        (rx + card_w // 2, y + PILE_CARD + 8), "Out of play", font=caption, fill=TEXT, anchor="mt"
    )
    # What just happened, in words: the last play, then its effects (at most two lines).
    lines: list[tuple[str, tuple[int, int, int]]] = []
    played = play_text(view.get("last_play"), names)
    effects = [effect_text(e, names) for e in view.get("effects") or []]
    effects = [text for text in effects if text]
    if played and not any(e.get("kind") == "take" for e in view.get("effects") or []):
        lines.append((played, MUTED))
    lines.extend((text, GOLD) for text in effects)
    lines = lines[-2:]
    base = y + PILE_CARD + 58
    for i, (text, colour) in enumerate(lines):
        _label(draw, (WIDTH // 2, base + i * 40), text, colour)


def _final(draw: ImageDraw.ImageDraw, view: dict, names: list[str]) -> None:
    """The match is over: the winner and each game's result, in the middle."""
    results = view.get("results") or []
    lines: list[tuple[str, tuple[int, int, int]]] = [(status_text(view, names), GOLD)]
    for result in results[-6:]:
        winner = result["winner"]
        cap = " (turn cap)" if result.get("reason") == "cap" else ""
        lines.append(
            (
                f"Game {result['game']}: {shorten(names[winner])} by "
                f"{plural(result['margin'], 'card')}{cap}",
                TEXT,
            )
        )
    fnt = font(24, bold=True)
    texts = [(fit(text, fnt, WIDTH - 100), colour) for text, colour in lines]
    widest = max(fnt.getlength(text) for text, _ in texts)
    line_height = 36
    box_h = line_height * len(texts) + 20
    cx = WIDTH // 2
    top = MIDDLE - box_h // 2
    draw.rounded_rectangle(
        (cx - widest / 2 - 24, top, cx + widest / 2 + 24, top + box_h), radius=16, fill=PANEL
    )
    for i, (text, colour) in enumerate(texts):
        draw.text(
            (cx, top + 10 + line_height * i + line_height // 2),
            text,
            font=fnt,
            fill=colour,
            anchor="mm",
        )


def draw_slaughter_table(view: dict[str, Any], names: list[str]) -> Image.Image:
    """The table as an RGB image (see `render_slaughter_table` for PNG bytes)."""
    names = [str(name) for name in names] + ["Seat 1", "Seat 2"][len(names) :]
    image = _background().copy()
    draw = ImageDraw.Draw(image)
    _header(draw, view, names)
    for seat in (1, 0):
        _seat(image, draw, view, names, seat)
    if view.get("phase") == "over":
        _final(draw, view, names)
    else:
        _middle(image, draw, view, names)
    return image


def render_slaughter_table(view: dict[str, Any], names: list[str]) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat 0-1."""
    return to_png(to_felt_palette(draw_slaughter_table(view, names)))


# ------------------------------------------------------------------- hand


def playable_cards(legal: list[str]) -> list[str]:
    """Every card that some legal `play:` action uses."""
    cards: list[str] = []
    for action in legal:
        if action.startswith("play:"):
            for card in action[5:].split(","):
                if card not in cards:
                    cards.append(card)
    return cards


SWAP_TITLE = "Your upcards · swap any of them with a hand card"


def render_slaughter_hand(
    view: dict[str, Any], legal: list[str] | None = None, title: str | None = None
) -> bytes:
    """A seat's hand (or, once it is empty, its upcards) with unplayable cards dimmed.

    `view` is that seat's own view; `legal` its legal actions (None: nothing dimmed).
    The cards come sorted low to high, jokers last, as the view gives them. While the
    players rearrange, nothing is dimmed (every card may be swapped) and the upcards the
    swap menu names are drawn under the hand (issue 16: every card looked disabled and
    the upcards were missing).
    """
    seat = view.get("seat")
    phase = view.get("phase")
    hand = list(view.get("hand") or [])
    upcards = list((view.get("upcards") or [[], []])[seat]) if seat is not None else []
    from_upcards = not hand and seat is not None and phase == "play"
    cards = hand or (upcards if from_upcards else [])
    playable = None if legal is None or phase != "play" else playable_cards(legal)
    if title is None:
        pile = view.get("pile") or []
        top = f" · top card {pretty(pile[-1])}" if pile else " · the pile is empty"
        if phase != "play":
            top = ""
        what = "Your upcards (your hand is empty)" if from_upcards else "Your hand"
        jokers = sum(1 for card in cards if card in JOKERS)
        title = f"{what} · {plural(len(cards), 'card')}{top}"
        if jokers and len(cards) > 13:
            title += f" · {plural(jokers, 'joker')}"
    image = draw_hand(cards, playable, title)
    if phase == "rearrange" and upcards:
        below = draw_hand(upcards, None, SWAP_TITLE)
        both = Image.new("RGB", (image.width, image.height + below.height), FELT)
        both.paste(image, (0, 0))
        both.paste(below, (0, image.height))
        image = both
    return to_png(to_felt_palette(image))
