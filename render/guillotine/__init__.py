"""Guillotine's images: the table (table.py) and a player's hand of action cards (hand.py)."""

from render.guillotine.hand import render_guillotine_hand
from render.guillotine.table import render_guillotine_table

__all__ = ["render_guillotine_hand", "render_guillotine_table"]
