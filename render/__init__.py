"""Pillow rendering of cards, tables, hands, scoresheets and leaderboards, from views.

Every function takes plain data (a game's view, names, rows) and returns PNG
bytes; none touches a game state, Discord or the event loop, so callers run
them in a thread (`asyncio.to_thread`).
"""

from render.barbu_table import render_barbu_table
from render.cards import card_back, card_image
from render.hand import render_hand
from render.leaderboard import render_leaderboard
from render.scoresheet import render_barbu_scoresheet

__all__ = [
    "card_back",
    "card_image",
    "render_barbu_scoresheet",
    "render_barbu_table",
    "render_hand",
    "render_leaderboard",
]
