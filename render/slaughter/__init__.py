"""Gin Slaughtre's images: the table (table.py) and a player's hand (hand.py)."""

from render.slaughter.hand import render_slaughter_hand
from render.slaughter.table import render_slaughter_table

__all__ = ["render_slaughter_hand", "render_slaughter_table"]
