"""The fixed numbers of a Guillotine game, the words of its action notation, its options.

Every module of the package reads these; this one imports nothing of the
package, so that the others can share them without import cycles. The
notation and the options are documented in the package docstring.
"""

from __future__ import annotations

from typing import Any

DAYS = 3
LINE_SIZE = 12  # nobles laid out at the start of a day
HAND_SIZE = 5  # action cards dealt to each player (and again after Rain Delay)
EVENTS_KEPT = 24  # events stored in the state; views show the last EVENTS_SHOWN
EVENTS_SHOWN = 12

SKIP = "skip"
COLLECT = "collect"
WAIT = "wait"
PLAY = "play:"
CHOOSE = "choose:"
DISCARD = "discard:"
# The owner of Callous Guards drops them (in his action-card step; not his action card).
DISCARD_GUARDS = DISCARD + "callous-guards"
# A card nobody saw, in a game replayed from its record (`shown.py`): in the noble deck,
# the action deck and the hands. No legal action names it.
UNSEEN = "??"

OPTIONS: dict[str, tuple[Any, ...]] = {
    # After the third day, may players play the cards that change the points? (default first)
    "end_cards": ("on", "off"),
    # Seconds the table keeps the Wait a Moment! window open (the engine only passes it on).
    "wait_seconds": (10, 5, 15, 20, 30),
}


def resolve_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """The options with defaults filled in; ValueError naming a bad key or value."""
    resolved = {key: values[0] for key, values in OPTIONS.items()}
    for key, value in (options or {}).items():
        if key not in OPTIONS:
            known = ", ".join(sorted(OPTIONS))
            raise ValueError(f"unknown Guillotine option {key!r} (known: {known})")
        allowed = OPTIONS[key]
        if isinstance(allowed[0], int) and isinstance(value, str) and value.isdigit():
            value = int(value)
        if value not in allowed or isinstance(value, bool):
            listed = ", ".join(str(v) for v in allowed)
            raise ValueError(f"bad value {value!r} for Guillotine option {key!r} ({listed})")
        resolved[key] = value
    return resolved
