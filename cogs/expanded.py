"""The expanded test language: English, each message's own words made at least 40% longer,
with accented letters, so that a test can see what a longer language does to every image
and every message (a German or a French sentence runs 30% past its English one; we ask for
more).

Each ASCII letter of a message's text takes an accent ("Your hand" -> "Ŷööûûŕ ĥååñð ◦◦"),
each vowel is said twice, and each line ends with rings (" ◦◦◦◦") until its words are at
least 40% longer than the English ones. What a test must find whole, and what Discord
reads as markup, is left as it is: the placeables (names, numbers, cards, other messages,
which are expanded on their own), a mention or timestamp (`<t:…:R>`), a code span
(`/barbu start`), a link, a file name's `.png` (Discord shows an image by it), and every
character that is not an ASCII letter (`**`, emoji, card symbols, digits).

A message whose English is one character (a dealer's chip, a card's letter) only takes an
accent: it names a symbol drawn in a circle or a card's corner, which no language writes
longer.
"""

from __future__ import annotations

import math
import re

from fluent.syntax import ast as fluent_ast

GROWTH = 0.4
"""How much longer each line of a message is, at least, than its English."""

# An accented form of each ASCII letter, drawn in DejaVu Sans as every other letter is.
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_VOWELS = frozenset("aeiouAEIOU")
_PLACEABLE = "\x00"  # where a placeable stands while the text around it is rewritten
# What Discord reads as markup, or a test as a token: left as it is.
_KEPT = re.compile(r"<[^<>\n]*>|`[^`\n]*`|https?://\S+|\.png\b")
# Not the "·" the catalogues put between a title's parts (render/theme.py TITLE_SEPARATOR):
# the padding must not read, or be broken, as one.
_PAD = "◦"


def expand_resource(resource: fluent_ast.Resource) -> fluent_ast.Resource:
    """Every message's value and attributes, and every term's value, expanded in place (a
    term's attributes are selector keys, not words)."""
    for entry in resource.body:
        if isinstance(entry, fluent_ast.Message | fluent_ast.Term) and entry.value is not None:
            _expand(entry.value)
        if isinstance(entry, fluent_ast.Message):
            for attribute in entry.attributes:
                _expand(attribute.value)
    return resource


def _expand(pattern: fluent_ast.Pattern) -> None:
    for element in pattern.elements:
        if isinstance(element, fluent_ast.Placeable):
            _expand_expression(element.expression)
    placeables = [e for e in pattern.elements if isinstance(e, fluent_ast.Placeable)]
    joined = "".join(
        e.value if isinstance(e, fluent_ast.TextElement) else _PLACEABLE for e in pattern.elements
    )
    if len(joined) == 1 and joined != _PLACEABLE:  # a symbol: an accent, no more
        texts = [joined.translate(_ACCENTED)]
    else:
        texts = expand_text(joined).split(_PLACEABLE)
    elements: list[fluent_ast.TextElement | fluent_ast.Placeable] = []
    for index, said in enumerate(texts):
        if said:
            elements.append(fluent_ast.TextElement(said))
        if index < len(placeables):
            elements.append(placeables[index])
    pattern.elements = elements


def _expand_expression(expression: fluent_ast.Expression | fluent_ast.Placeable) -> None:
    if isinstance(expression, fluent_ast.SelectExpression):
        for variant in expression.variants:
            _expand(variant.value)
    elif isinstance(expression, fluent_ast.Placeable):
        _expand_expression(expression.expression)


def expand_text(text: str) -> str:
    """One text, line by line; a placeable (`\\x00`) counts as one character of the line."""
    return "\n".join(_expand_line(line) for line in text.split("\n"))


def _expand_line(line: str) -> str:
    if not line.strip():
        return line  # an empty line between paragraphs stays empty
    parts: list[str] = []
    start = 0
    for kept in _KEPT.finditer(line):
        parts.append(_accented(line[start : kept.start()]))
        parts.append(kept.group())
        start = kept.end()
    parts.append(_accented(line[start:]))
    said = "".join(parts)
    missing = math.ceil(GROWTH * len(line)) - (len(said) - len(line))
    if missing <= 0:
        return said
    # Rings in words of four at most, a space before each: a line may still break there.
    pad = ""
    while len(pad) < missing:
        pad += " " + _PAD * min(4, max(1, missing - len(pad) - 1))
    return said + pad


def _accented(text: str) -> str:
    return "".join(
        (letter + letter.lower() if letter in _VOWELS else letter).translate(_ACCENTED)
        for letter in text
    )
