"""Discord adapters: one cog per game, plus shared UI pieces."""
