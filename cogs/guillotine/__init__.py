"""Guillotine on Discord: its cog (cog.py), its adapter (adapter.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.guillotine.cog import GuillotineCog

if TYPE_CHECKING:
    from bot.app import BarbuBot


async def setup(bot: BarbuBot) -> None:
    await bot.add_cog(GuillotineCog(bot))
