"""Pillow rendering of cards, tables, hands, scoresheets and leaderboards, from views.

Every function takes plain data (a game's view, names, rows) and returns PNG
bytes; none touches a game state, Discord or the event loop, so the bot runs
them in its worker processes (bot/workers.py).
"""

from render.barbu_deal import render_barbu_deal_end
from render.barbu_table import render_barbu_table
from render.cards import card_back, card_image
from render.guillotine_hand import render_guillotine_hand
from render.guillotine_table import render_guillotine_table
from render.hand import render_hand
from render.leaderboard import render_leaderboard
from render.scoresheet import render_barbu_scoresheet
from render.slaughter_table import render_slaughter_hand, render_slaughter_table
from render.trick import render_hand_with_trick, render_trick

__all__ = [
    "card_back",
    "card_image",
    "render_barbu_deal_end",
    "render_barbu_scoresheet",
    "render_barbu_table",
    "render_guillotine_hand",
    "render_guillotine_table",
    "render_hand",
    "render_hand_with_trick",
    "render_leaderboard",
    "render_slaughter_hand",
    "render_slaughter_table",
    "render_trick",
]
