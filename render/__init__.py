"""Pillow rendering of cards, tables, hands, scoresheets and leaderboards, from views."""
