"""One notation for Barbu's doubles, shared by the table image and the scoresheet.

"Alice → Bob": Alice doubled Bob. "Alice ⇄ Bob": Alice doubled Bob and Bob redoubled
(the arrow goes both ways, as the stake does); "Alice → Bob, Carol": Alice doubled both.
Each image that shows doubles carries a legend, worded by the cog (cogs/barbu/text.py).
Why one notation: docs/decisions/phone-legible-images.md.
"""

from __future__ import annotations

DOUBLED = "→"
REDOUBLED = "⇄"


def double_text(doubler: str, doubled: str, level: int) -> str:
    """`Alice → Bob`, or `Alice ⇄ Bob` once Bob has redoubled."""
    return f"{doubler} {REDOUBLED if level > 1 else DOUBLED} {doubled}"


def double_items(doubles: list[list[int]], names: list[str]) -> list[str]:
    """The doubles of a deal as short items, one per doubler and mark, in the order made:
    `Alice → Bob, Carol` (Alice doubled both), `Alice ⇄ Dave` (and Dave redoubled)."""
    groups: dict[tuple[int, bool], list[str]] = {}
    for doubler, doubled, level in doubles:
        groups.setdefault((doubler, level > 1), []).append(names[doubled])
    return [
        double_text(names[doubler], ", ".join(targets), 2 if redoubled else 1)
        for (doubler, redoubled), targets in groups.items()
    ]
