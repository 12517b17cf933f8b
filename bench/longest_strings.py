"""The longest strings each language shows: every message and attribute of every
catalogue, formatted in English, French, German and Dutch (and the expanded test
language, cogs/expanded.py, for comparison), the longest first.

    python -m bench.longest_strings [--top 5]

A message's variables are filled with ordinary values (a name of 8 letters, "Bérénice";
the numbers 1, 2 and 10, so that each plural's variants are tried), and its longest
formatting counts. Not a test: it shows translators and whoever lays out an image or a
message which texts need the most room, and how they compare with their English.
"""

from __future__ import annotations

import argparse
from typing import Any

from cogs import i18n

NAME = "Bérénice"
VALUES: tuple[Any, ...] = (NAME, 1, 2, 10)


def longest_form(language: str, key: str, names: frozenset[str]) -> str:
    """The longest of the message's formattings with the ordinary values."""
    found = ""
    for value in VALUES if names else VALUES[:1]:
        try:
            said = i18n.message_in(language, key, **dict.fromkeys(names, value))
        except (LookupError, TypeError, ValueError):
            continue  # a value this message's functions take otherwise
        found = max(found, said, key=len)
    return found


def longest(language: str, top: int) -> list[tuple[int, str, str]]:
    """(length, key, text) of the `top` longest strings of a language."""
    messages = i18n.catalogue_messages(i18n.ENGLISH)
    forms = [(key, longest_form(language, key, names)) for key, names in messages]
    ranked = sorted(((len(text), key, text) for key, text in forms), reverse=True)
    return ranked[:top]


def total(language: str) -> int:
    """The characters of all the language's strings together."""
    messages = i18n.catalogue_messages(i18n.ENGLISH)
    return sum(len(longest_form(language, key, names)) for key, names in messages)


def report(top: int) -> str:
    """The longest strings per language, as Markdown."""
    lines = ["# The longest strings per language", ""]
    lines.append(f"Variables filled with {NAME!r} and the numbers 1, 2, 10; the longest counts.")
    english = total(i18n.ENGLISH)
    for language in (*i18n.LANGUAGES, i18n.EXPANDED):
        share = round(100 * total(language) / english)
        lines += ["", f"## {language}", "", f"All its strings: {share}% of English's length.", ""]
        lines += ["| chars | key | text |", "|---:|---|---|"]
        for length, key, text in longest(language, top):
            shown = text.replace("\n", " ⏎ ").replace("|", "\\|")
            lines.append(f"| {length} | `{key}` | {shown} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=5, help="how many strings per language")
    print(report(parser.parse_args().top), end="")


if __name__ == "__main__":
    main()
