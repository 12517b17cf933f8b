"""Pillow rendering from views: what every game shares here (card faces, a hand, the
palette and theme, the fonts, the leaderboard), each game's own images in `render/<game>/`.

Every function takes plain data (a game's view, names, rows, words) and returns PNG
bytes; none touches a game state, Discord or the event loop, so the bot runs them in its
worker processes (bot/workers.py).
"""

import importlib
import pkgutil

from render.cards import card_back, card_image
from render.hand import render_hand
from render.leaderboard import render_leaderboard

__all__ = ["card_back", "card_image", "render_hand", "render_leaderboard"]

# Every game's package comes with this one: the worker processes preload `render`
# (cogs/tables), so that they start with every renderer, and the games these draw from,
# already imported.
for _package in pkgutil.iter_modules(__path__):
    if _package.ispkg:
        importlib.import_module(f"{__name__}.{_package.name}")
