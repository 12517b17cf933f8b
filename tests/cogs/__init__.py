"""Unit tests of the Discord side that need no Discord: the words of each game."""
