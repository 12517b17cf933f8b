"""The Gin Slaughtre table image, drawn from a public view (`state.view(None)`) only.

Only what needs a picture: the words (the game, the match score, whose turn, what just
happened, the results) are the table message's text (cogs/slaughter/text.py
`table_status`). Layout (800 × 622, drawn for a phone: Discord shows it about 360 px wide,
so no text is under 22 px and the names are 26 px or more, tests/render/test_legibility.py):
seat 1's band at the top and seat 0's at the bottom, each with the name, whole (on two
lines and in a smaller face if it must: a Discord name is up to 32 characters, and none is
ever cut), its hand's size, a fan of card backs for the hand (and its size), the three (or
fewer) upcards face up, and a gold frame and tag for the seat to act; in the middle the
stock (a back and its count), the pile (its last five cards fanned, with the count) and the
cards out of play. A finished match shows the last position, the winner's seat tagged.

A player's hand is drawn by hand.py.

The hand in the view, if any, is never read by the table: a table image is public.
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
    MUTED,
    PANEL,
    PANEL_TURN,
    TEXT,
    break_lines,
    font,
    to_png,
    wrap,
)

WIDTH = 800
MARGIN = 16
BAND_HEIGHT = 200
TOP_BAND = 24  # seat 1 (its tag sits on the band's top edge, inside the image)
UPCARD = 112
UPCARD_GAP = 8
UPCARD_SLOTS = 3
BACK = 64
PILE_CARD = 112
PILE_FAN = 5
SMALLEST = 22  # px: every text, and 7 px cap height at 360 px wide
NAME_SIZES = (30, 28, 26)  # px: 26 keeps a name at 8.5 px cap height at 360 px wide
NAME_LINES = 2
PILE_TOP = TOP_BAND + BAND_HEIGHT + 16
CAPTION_TOP = PILE_TOP + PILE_CARD + 8
CAPTION_LINE = 27  # the pile's caption's second line
CAPTION_GAP = 12  # at least between two captions side by side
# Seat 0: under the captions (two lines of the pile's), its tag clear of them.
BOTTOM_BAND = CAPTION_TOP + 56
HEIGHT = BOTTOM_BAND + BAND_HEIGHT + 12
# The seat's words (name, hand size) stand left of the upcards.
UPCARDS_WIDTH = UPCARD_SLOTS * card_size(UPCARD)[0] + (UPCARD_SLOTS - 1) * UPCARD_GAP
UPCARDS_RIGHT = WIDTH - MARGIN - 14
WORDS_LEFT = MARGIN + 16
WORDS_WIDTH = UPCARDS_RIGHT - UPCARDS_WIDTH - 16 - WORDS_LEFT


@lru_cache(maxsize=2)
def _background() -> Image.Image:
    """The felt and its rim: drawn once, copied per render."""
    image = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((6, 6, WIDTH - 7, HEIGHT - 7), radius=40, outline=FELT_DARK, width=6)
    return image


def _paste(image: Image.Image, card: Image.Image, xy: tuple[int, int]) -> None:
    image.paste(card, xy, card)


def name_lines(name: str, fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """A name in lines no wider than `width`, never cut (`break_lines`)."""
    return break_lines(name, fnt, width)


def name_layout(name: str, width: float = WORDS_WIDTH) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The face and lines of a seat's name: the largest of `NAME_SIZES` on one line, then
    on two; else smaller faces, down to `SMALLEST`, on as many lines as it takes."""
    for most in range(1, NAME_LINES + 1):
        for size in NAME_SIZES:
            fnt = font(size, bold=True)
            lines = name_lines(name, fnt, width)
            if len(lines) <= most:
                return fnt, lines
    for size in range(NAME_SIZES[-1] - 2, SMALLEST - 1, -2):
        fnt = font(size, bold=True)
        lines = name_lines(name, fnt, width)
        if len(lines) <= NAME_LINES or size == SMALLEST:
            return fnt, lines
    raise AssertionError("unreachable")  # pragma: no cover


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
    name_font: ImageFont.FreeTypeFont,
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
    lines = name_lines(names[seat], name_font, WORDS_WIDTH)
    step = int(name_font.size) + 6
    y = top + 12
    backs_top = top + BAND_HEIGHT - 12 - BACK
    # A Discord name (32 characters at most) takes four lines at worst: all fit above the
    # backs. Only a longer one, which Discord does not allow, would lose its last lines.
    for line in lines[: (backs_top - y) // step]:
        draw.text((WORDS_LEFT, y), line, font=name_font, fill=TEXT)
        y += step
    said = (words.get("seats") or [{}, {}])[seat]
    line_font = font(SMALLEST)
    hand = (view.get("hand_sizes") or [0, 0])[seat]
    # The hand's size, unless it is empty: the words in its place then say so.
    for line in wrap(said.get("line", "") if hand else "", line_font, WORDS_WIDTH):
        if y + 26 > backs_top:
            break  # no catalogue line needs it: the hand's size is beside its backs too
        draw.text((WORDS_LEFT, y + 2), line, font=line_font, fill=MUTED)
        y += 26
    if hand:
        _hand_backs(image, draw, hand, WORDS_LEFT, backs_top, WORDS_WIDTH)
    else:
        empty = wrap(said.get("empty", ""), line_font, WORDS_WIDTH)[:2]
        middle = backs_top + BACK // 2 - (len(empty) - 1) * 13
        for i, line in enumerate(empty):
            draw.text((WORDS_LEFT, middle + 26 * i), line, font=line_font, fill=MUTED, anchor="lm")
    ups = (view.get("upcards") or [[], []])[seat]
    _upcards(image, draw, ups, top + BAND_HEIGHT - UPCARD - 14, words)
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
    image: Image.Image, draw: ImageDraw.ImageDraw, ups: list[str], y: int, words: dict[str, Any]
) -> None:
    """The upcards face up, right-aligned, with a label above."""
    labels = words.get("labels") or {}
    width, _ = card_size(UPCARD)
    right = UPCARDS_RIGHT
    left = right - UPCARDS_WIDTH
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
    slots = UPCARD_SLOTS
    step = width + UPCARD_GAP if len(ups) <= slots else (right - left - width) // (len(ups) - 1)
    for i, card in enumerate(ups):
        _paste(image, card_image(card, UPCARD, faces=words.get("faces", ())), (left + i * step, y))


def _middle(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, words: dict[str, Any]
) -> None:
    """Stock, pile and cards out of play, each with its count."""
    labels = words.get("labels") or {}
    card_w, _ = card_size(PILE_CARD)
    y = PILE_TOP
    caption = font(SMALLEST, bold=True)
    # The stock, on the left.
    stock = view.get("stock_size", 0)
    sx = 90
    if stock:
        back = card_back(PILE_CARD)
        for i in range(min(3, stock)):  # a little thickness
            _paste(image, back, (sx - 2 * i, y - 2 * i))
    else:
        draw.rounded_rectangle(
            (sx, y, sx + card_w, y + PILE_CARD), radius=10, outline=FELT_DARK, width=3
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
    # The cards out of play (burnt piles and quartets), on the right.
    removed = view.get("removed_count", len(view.get("removed") or []))
    rx = WIDTH - 90 - card_w
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
    _captions(draw, labels, (sx + card_w // 2, WIDTH // 2, rx + card_w // 2))


def _captions(draw: ImageDraw.ImageDraw, labels: dict[str, str], centres: tuple[int, ...]) -> None:
    """The stock's, the pile's and the out-of-play cards' captions, each centred under its
    cards. The pile's takes the room its neighbours leave it, on a second line if it needs
    one (a German or a longer caption would run into the one beside it on a single line)."""
    caption = font(SMALLEST, bold=True)
    stock, pile, out = (labels.get(key, "") for key in ("stock", "pile", "out_of_play"))
    left, middle, right = centres
    for text, centre in ((stock, left), (out, right)):
        draw.text((centre, CAPTION_TOP), text, font=caption, fill=TEXT, anchor="mt")
    beside = min(
        middle - (left + caption.getlength(stock) / 2),
        right - caption.getlength(out) / 2 - middle,
    )
    for i, line in enumerate(break_lines(pile, caption, 2 * beside - 2 * CAPTION_GAP)):
        draw.text((middle, CAPTION_TOP + i * CAPTION_LINE), line, font=caption, fill=TEXT,
                  anchor="mt")  # fmt: skip


def draw_slaughter_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> Image.Image:
    """The table as an RGB image (see `render_slaughter_table` for PNG bytes)."""
    names = [str(name) for name in names] + [""] * (2 - len(names))
    words = words or {}
    # Both names in one face (the smaller of the two), unless a name must go under 26 px.
    faces = [name_layout(name)[0] for name in names]
    common = min(fnt.size for fnt in faces)
    image = _background().copy()
    draw = ImageDraw.Draw(image)
    for seat in (1, 0):
        size = min(faces[seat].size, max(common, NAME_SIZES[-1]))
        _seat(image, draw, view, names, seat, words, font(size, bold=True))
    _middle(image, draw, view, words)
    return image


def render_slaughter_table(
    view: dict[str, Any], names: list[str], words: dict[str, Any] | None = None
) -> bytes:
    """The table image as PNG bytes, from the public view; `names` per seat 0-1, drawn
    whole; `words` the labels the cog words (cogs/slaughter/text.py `table_words`: "seats"
    per seat (its "line", its "empty" hand, its "tag" as (text, "turn" | "good")), "labels",
    the cards' "faces" (render/cards.py)). Missing words stay blank."""
    return to_png(to_felt_palette(draw_slaughter_table(view, names, words)))
