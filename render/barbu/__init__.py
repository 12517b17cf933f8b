"""Barbu's images: the table (table.py), a trick alone or above a hand (trick.py), the
picture a deal leaves once it is over (deal.py), the scoresheet (scoresheet.py) and the
hands as dealt that a deal's review shows (review.py), with their shared notation of the
doubles (doubles.py)."""

from render.barbu.deal import render_barbu_deal_end
from render.barbu.review import render_barbu_review_hands
from render.barbu.scoresheet import render_barbu_scoresheet
from render.barbu.table import render_barbu_table
from render.barbu.trick import render_hand_with_trick, render_trick

__all__ = [
    "render_barbu_deal_end",
    "render_barbu_review_hands",
    "render_barbu_scoresheet",
    "render_barbu_table",
    "render_hand_with_trick",
    "render_trick",
]
