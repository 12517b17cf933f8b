"""Shared look of every image: colours, the shipped fonts, text helpers and PNG encoding.

All images use opaque backgrounds with light text on dark colours, so they read
the same in Discord's dark and light themes.
"""

from __future__ import annotations

import io
import re
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"

Colour = tuple[int, int, int]

# The table: a green felt, darker panels for the seats, gold for "your turn".
FELT: Colour = (24, 92, 58)
FELT_DARK: Colour = (17, 68, 43)
HEADER: Colour = (14, 46, 30)
PANEL: Colour = (12, 40, 27)
PANEL_TURN: Colour = (58, 50, 12)
GOLD: Colour = (255, 204, 51)
TEXT: Colour = (245, 245, 240)
MUTED: Colour = (190, 208, 196)  # secondary text: still light, never grey-on-white
DECLARER: Colour = (120, 190, 255)
GOOD: Colour = (140, 230, 140)
BAD: Colour = (255, 140, 130)

# Sheets and leaderboards: a neutral dark card with zebra rows.
SHEET_BG: Colour = (32, 35, 42)
SHEET_ROW: Colour = (42, 46, 55)
SHEET_HEAD: Colour = (22, 24, 30)
SHEET_LINE: Colour = (70, 76, 90)

# Card faces.
CARD_WHITE: Colour = (252, 252, 250)
CARD_EDGE: Colour = (60, 60, 60)
CARD_RED: Colour = (208, 20, 32)
CARD_BLACK: Colour = (20, 20, 24)
CARD_BACK: Colour = (36, 70, 150)
# A card that cannot be played now (or the previous trick): a grey face, inks kept dark
# enough for WCAG AA (red 5.4:1, black 8.5:1 on the grey; blending the whole face
# with grey fell short). tests/render/test_legibility.py checks them.
DIM_FACE: Colour = (176, 176, 180)
DIM_RED: Colour = (120, 0, 12)
DIM_BLACK: Colour = CARD_BLACK


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans from the package, cached per (size, weight).

    The basic layout engine is used: it is faster than Raqm and DejaVu's Latin
    text and card symbols need no complex shaping.

    DejaVu has every letter of English, French, German and Dutch (tests/render/
    test_fonts.py). A character it lacks (a Chinese or Japanese name) is drawn as its
    missing-glyph box, one per character: kept on purpose, rather than a fallback font
    (a CJK font is megabytes, and none is downloaded at run time) or a name replaced by
    "Player 2" (the Latin part and the length of the name still tell players apart, and
    the message text beside the image names everyone in full).
    """
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size, layout_engine=ImageFont.Layout.BASIC)


def fit(text: str, fnt: ImageFont.FreeTypeFont, width: float) -> str:
    """`text`, cut with an ellipsis so that it fits in `width` pixels."""
    if fnt.getlength(text) <= width:
        return text
    # The longest head that fits with its ellipsis, by bisection: a French or German line
    # cut by 20 letters costs 5 measures, not 20 (one a letter made long lines slow to
    # draw in those languages, bench.render).
    low, high = 0, len(text) - 1  # text[:low] + "…" fits (or low is 0); text[:high+1] doesn't
    while low < high:
        middle = (low + high + 1) // 2
        if fnt.getlength(text[:middle] + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def fitting(
    texts: list[str], size: int, smallest: int, width: float, bold: bool = False
) -> ImageFont.FreeTypeFont:
    """The largest font from `size` down to `smallest` in which every one of `texts` fits
    `width` pixels (`smallest` if none does): longer words (French, German) make the text
    smaller before any is cut. `smallest` keeps it legible on a phone (22 px on 800)."""
    for candidate in range(size, smallest, -2):
        fnt = font(candidate, bold=bold)
        if all(fnt.getlength(text) <= width for text in texts):
            return fnt
    return font(smallest, bold=bold)


def split_words(text: str) -> list[str]:
    """The words of `text`, split at ordinary spaces and line breaks only: a no-break space
    (French puts one before : ; ! ?) keeps its neighbours on one line."""
    return [word for word in _SPACES.split(text) if word]


def wrap(
    text: str, fnt: ImageFont.FreeTypeFont, width: float, most: int | None = None
) -> list[str]:
    """Greedy word wrap of `text` into lines no wider than `width` pixels (a word wider than
    `width` alone on its line); with `most`, into that many lines at most (`at_most`)."""
    lines = _wrap(split_words(text), fnt, width)
    return lines if most is None else at_most(lines, most, fnt, width)


def at_most(lines: list[str], most: int, fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """`lines` kept to `most`: what lies beyond joins the last one, cut with an ellipsis to
    fit `width`."""
    if len(lines) <= most:
        return lines
    return [*lines[: most - 1], fit(" ".join(lines[most - 1 :]), fnt, width)]


def _wrap(words: list[str], fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    # Each word is measured once and the lines are summed (bench.render: a status wrapped
    # on two lines cost 0.7 ms measuring each candidate line); a line is then checked
    # whole, since kerning across a space may add a pixel, and wrapped exactly if it fails.
    space = fnt.getlength(" ")
    lines: list[str] = []
    line: list[str] = []
    used = 0.0
    for word in words:
        size = fnt.getlength(word)
        if line and used + space + size > width:
            lines.append(" ".join(line))
            line, used = [word], size
        else:
            used = used + space + size if line else size
            line.append(word)
    if line:
        lines.append(" ".join(line))
    if any(" " in line and fnt.getlength(line) > width for line in lines):
        return _wrap_exactly(words, fnt, width)
    return lines


def _wrap_exactly(words: list[str], fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line} {word}" if line else word
        if not line or fnt.getlength(candidate) <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


# Where a name or a line may be broken: after a space or a hyphen, not at a no-break space.
_BREAKS = re.compile(r"[^ \t\r\n-]*(?:-|[ \t\r\n]+|$)")
_SPACES = re.compile(r"[ \t\r\n]+")  # what separates the words of a text to wrap


def _letters(piece: str, fnt: ImageFont.FreeTypeFont, room: float) -> list[str]:
    """A piece wider than a line, broken between letters; a comma or a stop never starts
    a line (the letter before it comes down with it)."""
    lines: list[str] = []
    line = ""
    for letter in piece:
        if line and fnt.getlength(line + letter) > room:
            if letter in ",.;:!?)" and len(line) > 1:
                lines.append(line[:-1])
                line = line[-1] + letter
            else:
                lines.append(line)
                line = letter
        else:
            line += letter
    return [*lines, line] if line else lines


TITLE_SEPARATOR = " · "  # between a title's parts


def break_lines(text: str, fnt: ImageFont.FreeTypeFont, room: float) -> list[str]:
    """`text` on as few lines of `room` pixels as it needs, broken after a space or a
    hyphen where it can, else between letters: nothing is left out, so a name drawn this
    way is never cut (its lines, joined, are the name: a space at a break is dropped)."""
    lines: list[str] = []
    line = ""
    for piece in (piece for piece in _BREAKS.findall(text) if piece):
        candidate = line + piece
        if not line or fnt.getlength(candidate.rstrip()) <= room:
            line = candidate
        else:
            lines.append(line.rstrip())
            line = piece
        while len(line.rstrip()) > 1 and fnt.getlength(line.rstrip()) > room:
            kept = line.rstrip()  # (one letter wider than the room stays: it is whole)
            *whole, rest = _letters(kept, fnt, room)
            line = rest + line[len(kept) :]  # the space after the piece stays a break
            lines += whole
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""]


def title_lines(title: str, fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """A title ("Bérénice-Amélie de la Tour-Vallée · day 1 of 3", "Gin Slaughtre ·
    leaderboard") in lines of `width` pixels: its parts (between " · ") kept together on a
    line where they fit, each part whole (`break_lines`), the " · " left out where a line
    breaks. Nothing is ever cut."""
    lines: list[str] = []
    for part in title.split(TITLE_SEPARATOR):
        if lines and fnt.getlength(lines[-1] + TITLE_SEPARATOR + part) <= width:
            lines[-1] += TITLE_SEPARATOR + part
        else:
            lines += break_lines(part, fnt, width)
    return lines


def fit_lines(
    text: str, sizes: tuple[int, ...], room: float, most: int, bold: bool = False
) -> tuple[list[str], ImageFont.FreeTypeFont]:
    """`text` whole (`break_lines`) in the largest of `sizes` that holds it on `most` lines
    at most; else in the smallest of them, on as many lines as it needs (never cut)."""
    for size in sizes:
        fnt = font(size, bold=bold)
        lines = break_lines(text, fnt, room)
        if len(lines) <= most:
            return lines, fnt
    return lines, fnt


def flow_whole(
    items: list[str], fnt: ImageFont.FreeTypeFont, width: float, sep: str = "  ·  "
) -> list[str]:
    """`items` joined by `sep` into lines no wider than `width`, as `flow`, except that an
    item wider than a line is broken (`break_lines`) rather than run out: nothing is cut."""
    lines: list[str] = []
    line = ""
    for item in items:
        candidate = f"{line}{sep}{item}" if line else item
        if fnt.getlength(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        *whole, line = break_lines(item, fnt, width)
        lines += whole
    if line:
        lines.append(line)
    return lines


def flow(
    items: list[str], fnt: ImageFont.FreeTypeFont, width: float, sep: str = "  ·  "
) -> list[str]:
    """`items` joined by `sep` into lines no wider than `width`; an item is never split."""
    lines: list[str] = []
    line = ""
    for item in items:
        candidate = f"{line}{sep}{item}" if line else item
        if line and fnt.getlength(candidate) > width:
            lines.append(line)
            line = item
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fnt: ImageFont.FreeTypeFont,
    fill: Colour,
    anchor: str = "la",
) -> None:
    draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)


def signed(number: int) -> str:
    """`+5`, `−6` (a real minus sign), `0`."""
    if number > 0:
        return f"+{number}"
    if number < 0:
        return f"−{-number}"
    return "0"


def minus(number: int) -> str:
    """A number with a real minus sign when negative, no plus sign."""
    return f"−{-number}" if number < 0 else str(number)


# What `shorten` never cuts through: a Discord mention (user, role, channel, custom emoji),
# a markdown pair marker, an escaped character (`\*`, as `discord.utils.escape_markdown`
# writes it), or one character.
_TOKEN = re.compile(r"<(?:@[!&]?|#)\d+>|<a?:\w+:\d+>|\*\*|__|~~|\|\||\\.|.", re.DOTALL)
_PAIRS = frozenset({"**", "__", "~~", "||"})


def shorten(name: str, limit: int = 16) -> str:
    """A name cut to `limit` characters, with an ellipsis when cut.

    The same names go into images (plain) and into message text, where a seat may be a
    mention (`<@id>`) or a computer's name in `**bold**`: markup is never cut. A mention
    counts as one character (Discord shows the member's name, whose length we do not
    know), markers count as none and an opened one is closed after the ellipsis, and an
    escaped character stays with its backslash. Cutting `<@id>` mid-id would print a
    broken mention such as `<@15745944320…`.
    """
    tokens = _TOKEN.findall(name)
    if sum(token not in _PAIRS for token in tokens) <= limit:
        return name
    kept: list[str] = []
    opened: list[str] = []
    count = 0
    for token in tokens:
        if token in _PAIRS:
            if opened and opened[-1] == token:
                opened.pop()
            else:
                opened.append(token)
        elif count == limit - 1:
            break
        else:
            count += 1
        kept.append(token)
    while kept and (kept[-1].isspace() or kept[-1] in _PAIRS):
        # Trailing spaces go, and so do markers left with nothing after them inside.
        token = kept.pop()
        if token in opened:
            opened.remove(token)
        elif token in _PAIRS:
            opened.append(token)
    return "".join(kept) + "…" + "".join(reversed(opened))


def plural(count: int, word: str) -> str:
    """`1 card`, `3 cards`."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def to_png(image: Image.Image, adaptive: bool = False) -> bytes:
    """Encode as PNG: zlib level 3, no `optimize` pass.

    Felt images arrive already mapped to a fixed palette (`render.palette`).
    `adaptive=True` quantizes an RGB image to its own 256 colours first (fast
    octree, no dithering, so text and cards stay crisp): the sheets are flat
    colour and anti-aliased text, which 256 colours hold exactly enough.
    On palette images level 3 is about as small as level 9 and much faster.
    """
    if adaptive and image.mode == "RGB":
        image = image.quantize(
            colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=3)
    return buffer.getvalue()
