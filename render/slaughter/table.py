"""The Gin Slaughtre table image, drawn from a public view (`state.view(None)`) only.

Layout (800 × 804, drawn for a phone: Discord shows it about 360 px wide, so no text is
under 22 px, tests/render/test_legibility.py): a header with the game number, the match
score ("Alice 2 – 1 Bob · first to 3") and who is to act (two lines room: the French and
German sentences are longer); seat 1's band at the top
and seat 0's at the bottom, each with the name, a fan of card backs for the
hand (and its size), the three (or fewer) upcards face up and a gold frame
and tag for the seat to act; in the middle the stock (a back and its count),
the pile (its last five cards fanned, with the count) and the cards out of
play; under them what the last play did, in words ("Jack: Bob draws until 5
or lower — drew 3"), two lines of it, a long sentence wrapped rather than cut. A
finished match shows the final score and the results of each game instead of the pile.

A player's hand is drawn by hand.py.

The hand in the view, if any, is never read by the table: a table image is
public.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from render.cards import card_back, card_image, card_size
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
    to_png,
    wrap,
)

# The header holds the title, the score and two lines of status: French and German
# sentences ("Rote 5: … muss eine 5 oder niedriger spielen, oder eine 9.") need the second.
WIDTH, HEIGHT = 800, 804
HEADER_HEIGHT = 160
STATUS_LINE = 28
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


def _header(draw: ImageDraw.ImageDraw, words: dict[str, Any]) -> None:
    """Three lines: the game, the match score, and what the table waits for."""
    title = words.get("title", "")
    title_font = font(32, bold=True)
    # The match's length, right of the title: the score line keeps its width for the
    # names ("en 3 manches gagnantes" after two long names did not fit).
    match_font = font(SMALLEST)
    match = words.get("match", "")
    match_width = match_font.getlength(match) + 16 if match else 0
    draw.text((WIDTH - MARGIN, 26), match, font=match_font, fill=MUTED, anchor="rm")
    room = WIDTH - 2 * MARGIN - match_width
    draw.text((MARGIN, 8), fit(title, title_font, room), font=title_font, fill=GOLD)
    score_font = font(24, bold=True)
    score = fit(words.get("score", ""), score_font, WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 54), score, font=score_font, fill=TEXT)
    info_font = font(SMALLEST + 2)
    # A sentence longer than two lines (no catalogue sentence is) has its last one cut.
    for i, line in enumerate(wrap(words.get("status", ""), info_font, WIDTH - 2 * MARGIN, 2)):
        draw.text((MARGIN, 90 + i * STATUS_LINE), line, font=info_font, fill=MUTED)


def _tag(draw: ImageDraw.ImageDraw, right: int, top: int, text: str, fill=GOLD) -> None:
    """A small gold label with dark text, its right edge at `right`."""
    tag_font = font(SMALLEST, bold=True)
    width = tag_font.getlength(text)
    left = right - width - 16
    draw.rounded_rectangle((left, top, right, top + 28), radius=8, fill=fill)
    draw.text((left + 8, top + 14), text, font=tag_font, fill=(30, 24, 0), anchor="lm")


def _seat(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict,
    names: list[str],
    seat: int,
    words: dict[str, Any],
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
    said = (words.get("seats") or [{}, {}])[seat]
    hand = (view.get("hand_sizes") or [0, 0])[seat]
    ups = (view.get("upcards") or [[], []])[seat]
    line = said.get("line", "")
    line_font = font(SMALLEST)
    draw.text((left + 16, top + 50), fit(line, line_font, room), font=line_font, fill=MUTED)
    if hand:
        _hand_backs(image, draw, hand, left + 16, top + 92, room)
    else:
        empty = said.get("empty", "")
        draw.text(
            (left + 16, top + 92 + BACK // 2),
            fit(empty, line_font, room),
            font=line_font,
            fill=MUTED,
            anchor="lm",
        )
    _upcards(image, draw, ups, right - 14, top + BAND_HEIGHT - UPCARD - 14, words)
    tag = said.get("tag")
    if tag:
        # The seat to act wears a gold tag; a ready or winning seat a green one.
        _tag(draw, right - 24, top - 14, tag[0], fill=GOLD if tag[1] == "turn" else GOOD)


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
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    ups: list[str],
    right: int,
    y: int,
    words: dict[str, Any],
) -> None:
    """The upcards face up, right-aligned, with a label above."""
    labels = words.get("labels") or {}
    width, _ = card_size(UPCARD)
    gap = 8
    slots = 3
    left = right - slots * width - (slots - 1) * gap
    draw.text(
        (left, y - 6),
        labels.get("upcards", ""),
        font=font(SMALLEST, bold=True),
        fill=MUTED,
        anchor="ld",
    )
    if not ups:
        draw.text(
            (left + (right - left) // 2, y + UPCARD // 2),
            labels.get("none_left", ""),
            font=font(SMALLEST),
            fill=MUTED,
            anchor="mm",
        )
        return
    step = width + gap if len(ups) <= slots else (right - left - width) // (len(ups) - 1)
    for i, card in enumerate(ups):
        _paste(image, card_image(card, UPCARD, faces=words.get("faces", ())), (left + i * step, y))


EVENT_LINES = 2  # the room under the pile, in pills of one line
EVENT_WIDTH = WIDTH - 60


def _event_lines(events: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """The events as pill lines, a long one wrapped over two: the latest events that fit
    in `EVENT_LINES` (the played cards, first, give way: the pile shows them)."""
    fnt = font(SMALLEST, bold=True)
    kept: list[tuple[str, Any]] = []
    for text, colour in reversed(events):
        lines = _balanced(text, fnt) or wrap(text, fnt, EVENT_WIDTH, EVENT_LINES)
        if kept and len(kept) + len(lines) > EVENT_LINES:
            break
        kept = [(line, colour) for line in lines] + kept
    return kept


def _balanced(text: str, fnt: ImageFont.FreeTypeFont) -> list[str] | None:
    """A sentence too long for one pill, split into two of even width (a last word alone
    on its pill reads badly); None if one pill holds it or two cannot."""
    if fnt.getlength(text) <= EVENT_WIDTH:
        return None
    words = text.split()
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    fitting = [pair for pair in splits if max(map(fnt.getlength, pair)) <= EVENT_WIDTH]
    if not fitting:
        return None
    return list(min(fitting, key=lambda pair: max(map(fnt.getlength, pair))))


def _label(draw: ImageDraw.ImageDraw, centre: tuple[int, int], text: str, colour=TEXT) -> None:
    """Light text on a dark pill: readable over the felt."""
    fnt = font(SMALLEST, bold=True)
    text = fit(text, fnt, EVENT_WIDTH)
    width = fnt.getlength(text)
    cx, cy = centre
    draw.rounded_rectangle(
        (cx - width / 2 - 14, cy - 18, cx + width / 2 + 14, cy + 18), radius=14, fill=PANEL
    )
    draw.text((cx, cy), text, font=fnt, fill=colour, anchor="mm")


def _middle(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, words: dict[str, Any]
) -> None:
    """Stock, pile and cards out of play, then the last play and its effects in words."""
    labels = words.get("labels") or {}
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
        labels.get("stock", ""),
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
        draw.text(
            (WIDTH // 2, y + PILE_CARD // 2),
            labels.get("empty_pile", ""),
            font=caption,
            fill=MUTED,
            anchor="mm",
        )
    else:
        offset = (PILE_FAN - len(shown)) * step // 2
        for i, card in enumerate(shown):
            _paste(
                image,
                card_image(card, PILE_CARD, faces=words.get("faces", ())),
                (px + offset + i * step, y),
            )
    pile_caption = labels.get("pile", "")
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
        (rx + card_w // 2, y + PILE_CARD + 8),
        labels.get("out_of_play", ""),
        font=caption,
        fill=TEXT,
        anchor="mt",
    )
    # What just happened, in words: the last play, then its effects (at most two lines).
    events = [(text, MUTED if kind == "play" else GOLD) for text, kind in words.get("events", [])]
    lines = _event_lines(events)
    base = y + PILE_CARD + 58
    for i, (text, colour) in enumerate(lines):
        _label(draw, (WIDTH // 2, base + i * 40), text, colour)


def _final(draw: ImageDraw.ImageDraw, words: dict[str, Any]) -> None:
    """The match is over: the winner and each game's result, in the middle. The results
    are in the regular face, narrower than the bold: a German result at the turn cap
    ("Spiel 1: …, 19 Karten Vorsprung (Zuglimit)") fits whole."""
    bold, regular = font(24, bold=True), font(SMALLEST)
    lines = [(words.get("status", ""), GOLD, bold)]
    lines += [(line, TEXT, regular) for line in words.get("results", [])]
    texts = [(fit(text, fnt, WIDTH - 60), colour, fnt) for text, colour, fnt in lines]
    widest = max(fnt.getlength(text) for text, _, fnt in texts)
    line_height = 36
    box_h = line_height * len(texts) + 20
    cx = WIDTH // 2
    top = MIDDLE - box_h // 2
    draw.rounded_rectangle(
        (cx - widest / 2 - 20, top, cx + widest / 2 + 20, top + box_h), radius=16, fill=PANEL
    )
    for i, (text, colour, fnt) in enumerate(texts):
        draw.text(
            (cx, top + 10 + line_height * i + line_height // 2),
            text,
            font=fnt,
            fill=colour,
            anchor="mm",
        )


def draw_slaughter_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_slaughter_table` for PNG bytes)."""
    names = [str(name) for name in names] + [""] * (2 - len(names))
    words = words or {}
    image = _background().copy()
    draw = ImageDraw.Draw(image)
    _header(draw, words)
    for seat in (1, 0):
        _seat(image, draw, view, names, seat, words)
    if view.get("phase") == "over":
        _final(draw, words)
    else:
        _middle(image, draw, view, words)
    return image


def render_slaughter_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat 0-1; `words`
    the sentences the cog words (cogs/slaughter/text.py `table_words`: "title", "match"
    (its length), "score", "status", "events" as (text, "play" | "effect"), "results",
    "seats" per seat (its "line", "empty" hand, "tag" as (text, "turn" | "good")),
    "labels", the cards' "faces" (render/cards.py)). Missing words stay blank."""
    return to_png(to_felt_palette(draw_slaughter_table(view, names, words)))
