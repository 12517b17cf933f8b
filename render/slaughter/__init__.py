"""Gin Slaughtre's images: the table and a player's hand (table.py)."""

from render.slaughter.table import render_slaughter_hand, render_slaughter_table

__all__ = ["render_slaughter_hand", "render_slaughter_table"]
