"""The words of Barbu's action notation, and every `play:` action made once.

The notation itself is documented in the package docstring. Every module of the
package reads these; this one imports nothing of the package, so that the others
share them without import cycles.
"""

from __future__ import annotations

from games.cards import deck

PASS = "pass"
PLAY_PREFIX = "play:"
CONTRACT_PREFIX = "contract:"
DOUBLE_PREFIX = "double:"
# Replayed from a record only (games/barbu/record.py): the card that ended a Domino deal,
# which the table never showed (the next deal was on the table at once).
UNSEEN = "play:??"

# Every "play:XX" string made once, so the hot path never builds strings.
PLAY = {card: PLAY_PREFIX + card for card in deck(52)}
CARD_OF = {action: card for card, action in PLAY.items()}
