"""A Guillotine hand as an image: action cards with their full text, readable on a phone.

Cards are landscape tiles, two to a row (the image is 800 px wide and no text is under
22 px: a phone shows it about 360 px wide, tests/render/test_legibility.py), as many rows as
the hand needs: hands of 25 cards and more simply wrap. Copies of a card are drawn once with
a "×2" badge. The band at the top of each card says what kind it is: dark
red for cards that change the line (Callous Guards forbid them), gold for
cards that stay in front of a player, blue for the others. Cards that cannot
be played now are dimmed; Wait a Moment! carries an "out of turn" tag.

Nothing on a hand is cut: the title names its player whole (a Discord name is up to 32
characters; the title takes a second line, or more, and its band grows), and a card's name
or instruction takes as many lines as it needs (the card grows).

`card_font_lines` and the fixed-palette helpers are shared with the
table image. Both images are mapped to a palette learnt once per process from
swatches of what they contain (every card face, and the blends of every text
colour with every background): faster than quantizing each image, and the PNGs stay
small (docs/decisions/image-palette.md).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from games.guillotine.cards import ACTION_ORDER, ACTIONS
from render.theme import (
    CARD_EDGE,
    CARD_WHITE,
    FELT,
    GOLD,
    HEADER,
    MUTED,
    Colour,
    fit,
    font,
    split_words,
    title_lines,
    to_png,
    wrap,
)

# A phone shows the image about 360 px wide: two cards to a row give the card texts 22-24 px
# (three were too small; docs/decisions/phone-legible-images.md).
WIDTH = 800
MARGIN = 16
GAP = 12
PER_ROW = 2
CARD_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW  # 378
CARD_H = 262
BAND_H = 46
TITLE_HEIGHT = 58
TITLE_STEP = 32  # each more line of a long title
TITLE_LINE = 28  # a card name's second line, when it needs one
TEXT_TOP = 8  # from the band to the instruction's first line
TAG_ROOM = 32  # under the instruction: the tag's line ("LINE", "STAYS")

LINE_BAND: Colour = (128, 28, 36)
STAYS_BAND: Colour = (150, 108, 20)
OTHER_BAND: Colour = (36, 70, 140)
CARD_TEXT: Colour = (30, 30, 34)
TAG_TEXT: Colour = (110, 110, 118)
DIM: Colour = (70, 70, 74)
# How far a card that cannot be played now is blended towards DIM: 0.55 left its text at
# 4.3:1; at 0.45 it is 5.7:1 (WCAG AA asks 4.5:1), and the card still reads as greyed.
DIM_SHARE = 0.45


SOFT_HYPHEN = "\u00ad"  # where a card's name may break (the catalogue marks German compounds)


def card_font_lines(
    text: str, sizes: tuple[int, ...], width: float, max_lines: int, bold: bool = False
) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The largest of `sizes` at which `text` wraps into `max_lines` lines; at the smallest,
    a word wider than a line (German: "Bürgermeister") is hyphenated, where the catalogue
    marks it with a soft hyphen if it does; cut only then (the table's noble faces, whose
    size is fixed: the hand's cards grow instead, `_whole`)."""
    plain = text.replace(SOFT_HYPHEN, "")
    for size in sizes:
        fnt = font(size, bold)
        lines = wrap(plain, fnt, width)
        if len(lines) <= max_lines and all(fnt.getlength(line) <= width for line in lines):
            return fnt, lines
    lines = wrap(_hyphenated(text, fnt, width), fnt, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + " …", fnt, width)
    return fnt, lines


def _hyphenated(text: str, fnt: ImageFont.FreeTypeFont, width: float) -> str:
    """`text` with each word wider than `width` broken into parts that fit, with hyphens: at
    its soft hyphens if it has them, else where the line is full."""
    words = []
    for word in split_words(text):
        while fnt.getlength(word.replace(SOFT_HYPHEN, "")) > width and len(word) > 1:
            # Break at a soft hyphen (the hyphen is drawn) or after a hyphen (Marie-Antoinette).
            marks = [i for i, c in enumerate(word) if c == SOFT_HYPHEN]
            marks += [i + 1 for i, c in enumerate(word[:-1]) if c == "-"]
            marks.sort()
            fitting = [
                i for i in marks if fnt.getlength(word[:i].replace(SOFT_HYPHEN, "") + "-") <= width
            ]
            if fitting:
                cut = fitting[-1]
                skip = 1 if word[cut] == SOFT_HYPHEN else 0
            else:
                cut, skip = len(word) - 1, 0
                while cut > 1 and fnt.getlength(word[:cut].replace(SOFT_HYPHEN, "") + "-") > width:
                    cut -= 1
            head = word[:cut].replace(SOFT_HYPHEN, "")
            words.append(head if head.endswith("-") else head + "-")
            word = word[cut + skip :]
        words.append(word.replace(SOFT_HYPHEN, ""))
    return " ".join(words)


def band_colour(card: str) -> Colour:
    spec = ACTIONS[card]
    if spec.stays:
        return STAYS_BAND
    return LINE_BAND if spec.line else OTHER_BAND


def _title(name: str, copies: int) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """A card's name in its band: one line, or two when it is too long for one (French
    and German sayings), or more if it must (the band grows): never cut."""
    badge_w = font(26, bold=True).getlength(f"×{copies}") + 14 if copies > 1 else 0
    width = CARD_W - 24 - badge_w
    plain = name.replace(SOFT_HYPHEN, "")
    for size in (26, 24, 22):
        fnt = font(size, True)
        if fnt.getlength(plain) <= width:
            return fnt, [plain]
    return _whole(name, font(22, True), width)


def _instruction(
    text: str, room: int, sizes: tuple[int, ...] = (24, 23, 22)
) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The largest size at which a card's instruction fits `room` pixels high; else the
    smallest, whole (`tile_height` makes the card tall enough for it)."""
    for size in sizes:
        fnt = font(size)
        lines = wrap(_hyphenated(text, fnt, CARD_W - 24), fnt, CARD_W - 24)
        if len(lines) * (size + 4) <= room:
            return fnt, lines
    return _whole(text, font(sizes[-1]), CARD_W - 24)


def _whole(
    text: str, fnt: ImageFont.FreeTypeFont, width: float
) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """`text` wrapped whole in `fnt`: in as many lines as it takes, a word wider than a line
    hyphenated (at its soft hyphens if the catalogue marks them)."""
    plain = text.replace(SOFT_HYPHEN, "")
    lines = wrap(plain, fnt, width)
    if all(fnt.getlength(line) <= width for line in lines):
        return fnt, lines
    return fnt, wrap(_hyphenated(text, fnt, width), fnt, width)


def _band(title: list[str]) -> int:
    return BAND_H + (len(title) - 1) * TITLE_LINE


@lru_cache(maxsize=1024)
def tile_height(face: tuple[str, str, str], copies: int = 1) -> int:
    """A card's height: CARD_H, or taller when its instruction needs more room than that
    at the smallest size (Callous Guards, in every language)."""
    name, text, _ = face
    lines = len(wrap(_hyphenated(text, font(22), CARD_W - 24), font(22), CARD_W - 24))
    needed = _band(_title(name, copies)[1]) + TEXT_TOP + lines * 26 + TAG_ROOM
    return max(CARD_H, needed)


@lru_cache(maxsize=1024)  # every face in each of the four languages
def action_card(
    card: str,
    dim: bool = False,
    copies: int = 1,
    face: tuple[str, str, str] = ("", "", ""),
    height: int = CARD_H,
) -> Image.Image:
    """One action card tile (RGB, CARD_W × `height`, drawn on the felt); `face` the words
    the cog gives (its name, its instruction, its tag). Cached per language."""
    name, text, tag = face
    image = Image.new("RGB", (CARD_W, height), FELT)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (0, 0, CARD_W - 1, height - 1), radius=12, fill=CARD_WHITE, outline=CARD_EDGE, width=2
    )
    title_font, title = _title(name, copies)
    band = _band(title)
    draw.rounded_rectangle((2, 2, CARD_W - 3, band), radius=10, fill=band_colour(card))
    draw.rectangle((2, band - 10, CARD_W - 3, band), fill=band_colour(card))
    for i, line in enumerate(title):
        y = BAND_H // 2 + 1 + i * TITLE_LINE
        draw.text((12, y), line, font=title_font, fill=CARD_WHITE, anchor="lm")
    if copies > 1:
        draw.text(
            (CARD_W - 12, BAND_H // 2 + 1), f"×{copies}", font=font(26, bold=True), fill=GOLD,
            anchor="rm",
        )  # fmt: skip
    band = _band(title)
    text_font, lines = _instruction(text, height - band - TEXT_TOP - TAG_ROOM)
    step = text_font.size + 4
    for i, line in enumerate(lines):
        draw.text((12, band + TEXT_TOP + i * step), line, font=text_font, fill=CARD_TEXT)
    if tag:
        draw.text((CARD_W - 12, height - 8), tag, font=font(22, True), fill=TAG_TEXT, anchor="rs")
    if dim:
        image = Image.blend(image, Image.new("RGB", image.size, DIM), DIM_SHARE)
    return image


def draw_guillotine_hand(
    hand: list[str],
    playable: list[str] | None = None,
    title: str = "",
    words: dict[str, Any] | None = None,
) -> Image.Image:
    """The hand as an RGB image (see `render_guillotine_hand` for PNG bytes)."""
    words = words or {}
    counts = Counter(hand)
    cards = sorted(counts, key=ACTION_ORDER.__getitem__)
    faces = words.get("cards") or {}
    blank = ("", "", "")
    rows = [cards[i : i + PER_ROW] for i in range(0, len(cards), PER_ROW)] or [[]]
    # Each row as tall as its tallest card (a long instruction makes a taller card).
    heights = [
        max((tile_height(faces.get(c, blank), counts[c]) for c in row), default=CARD_H)
        for row in rows
    ]
    size = words.get("count", "")
    # The title's parts kept together where they fit, the player's name whole.
    lines = title_lines(title, font(26, bold=True), WIDTH - 3 * MARGIN - font(22).getlength(size))
    top = TITLE_HEIGHT + (len(lines) - 1) * TITLE_STEP if title else MARGIN
    height = top + sum(heights) + (len(rows) - 1) * GAP + MARGIN
    image = Image.new("RGB", (WIDTH, height), FELT)
    draw = ImageDraw.Draw(image)
    if title:
        draw.rectangle((0, 0, WIDTH, top - 10), fill=HEADER)
        draw.text((WIDTH - MARGIN, 24), size, font=font(22), fill=MUTED, anchor="rm")
        for i, line in enumerate(lines):
            y = 24 + i * TITLE_STEP
            draw.text((MARGIN, y), line, font=font(26, bold=True), fill=GOLD, anchor="lm")
    if not cards:
        draw.text(
            (WIDTH // 2, top + CARD_H // 2),
            words.get("empty", ""),
            font=font(26, True),
            fill=MUTED,
            anchor="mm",
        )
        return image
    allowed = None if playable is None else set(playable)
    y = top
    for row, row_height in zip(rows, heights, strict=True):
        # A short last row is centred, like the hands of the other games.
        left = (WIDTH - (len(row) * CARD_W + (len(row) - 1) * GAP)) // 2
        for column, card in enumerate(row):
            dim = allowed is not None and card not in allowed
            tile = action_card(card, dim, counts[card], faces.get(card, blank), row_height)
            image.paste(tile, (left + column * (CARD_W + GAP), y))
        y += row_height + GAP
    return image


def gradient_swatch(foregrounds: list[Colour], backgrounds: list[Colour]) -> Image.Image:
    """Every blend of each foreground over each background, as anti-aliased text makes them."""
    pairs = list(product(foregrounds, backgrounds))
    steps = 64
    swatch = Image.new("RGB", (steps, len(pairs)))
    pixels = swatch.load()
    assert pixels is not None  # a new image in memory always loads
    for row, (fg, bg) in enumerate(pairs):
        for step in range(steps):
            share = step / (steps - 1)
            colour = tuple(round(b + (f - b) * share) for f, b in zip(fg, bg, strict=True))
            pixels[step, row] = colour
    return swatch.resize((steps * 4, len(pairs) * 4), Image.Resampling.NEAREST)


def learn_palette(swatches: list[Image.Image]) -> Image.Image:
    """A "P" image whose 256 colours suit the swatches (median cut, once per process)."""
    width = max(s.width for s in swatches)
    height = sum(s.height for s in swatches)
    sheet = Image.new("RGB", (width, height), FELT)
    y = 0
    for swatch in swatches:
        sheet.paste(swatch, (0, y))
        y += swatch.height
    return sheet.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def hand_palette() -> Image.Image:
    """The hand images' palette: every card, plain and dimmed, and the title's text blends."""
    # Placeholder words (the slugs) give the tiles' text blends; no player reads them.
    tiles = [
        action_card(card, dim, 1, (card, f"{card} " * 3, card[:10].upper()))
        for card in ACTIONS
        for dim in (False, True)
    ]
    # Half-size tiles keep the swatch small; every colour and blend is still in it.
    small = [tile.resize((CARD_W // 2, CARD_H // 2)) for tile in tiles]
    columns = 10
    sheet = Image.new("RGB", (columns * CARD_W // 2, -(-len(small) // columns) * CARD_H // 2))
    for i, tile in enumerate(small):
        sheet.paste(tile, ((i % columns) * CARD_W // 2, (i // columns) * CARD_H // 2))
    badges = [action_card("lidiot", dim, 2) for dim in (False, True)]
    texts = gradient_swatch([GOLD, MUTED, CARD_WHITE, CARD_TEXT, TAG_TEXT], [HEADER, FELT])
    return learn_palette([sheet, *badges, texts])


def render_guillotine_hand(
    hand: list[str],
    playable: list[str] | None = None,
    title: str = "",
    words: dict[str, Any] | None = None,
) -> bytes:
    """The hand as PNG bytes. `playable` (None: all) lists the card slugs playable now;
    `words` from cogs/guillotine/image_words.py `hand_words` (the "count" of cards beside
    the title, the "empty" hand's line, the "cards": each card's name, instruction and
    tag). Missing words are left blank."""
    image = draw_guillotine_hand(hand, playable, title, words)
    return to_png(image.quantize(palette=hand_palette(), dither=Image.Dither.NONE))
