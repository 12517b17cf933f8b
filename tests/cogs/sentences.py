"""A recorder of what a text module says, for the tests that check that no catalogue
message is completed by another message's text (tests/cogs/test_whole_sentences.py,
tests/cogs/test_barbu_whole_sentences.py).

Put in place of a module's `t`, it remembers what each message said, and which message was
given another's text among its values, as it was said or inside a longer value the code
glued together. Messages whose text is a value (a name, a card, a number with its word)
are fine inside a sentence: each test says which they are."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any


class Said(str):
    """A message's text, as the recorder hands it back: it knows its message."""

    key = ""


class Recorder:
    """Stands in for a text module's `t` (see the module)."""

    def __init__(self, real: Callable[..., str], values: re.Pattern[str]) -> None:
        self.real = real
        self.values = values  # the keys whose text is a value
        self.sentences: dict[str, str] = {}  # a text said -> the message that said it
        self.completed: list[tuple[str, str, str]] = []

    def __call__(self, key: str, /, **args: Any) -> Said:
        for value in args.values():
            if isinstance(value, Said) and not self.values.match(value.key):
                self.completed.append((key, value.key, value))
            elif isinstance(value, str):
                # Glued by the code first ("Waiting: " + status): a sentence inside it.
                inner = [said for said in self.sentences if len(said) >= 12 and said in value]
                self.completed += [(key, self.sentences[said], value) for said in inner]
        said = Said(self.real(key, **args))
        said.key = key
        # A message that only shows a value it was given ("{ $nobles }") says nothing of
        # its own; a value's message is a value.
        if not self.values.match(key) and said not in [str(v) for v in args.values()]:
            self.sentences[str(said)] = key
        return said
