"""High Card on Discord: its cog (cog.py), its adapter (adapter.py), its words (text.py and
locales/), found by the bot through its `GameInfo.cog`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.tinygame.cog.cog import HighCardCog

if TYPE_CHECKING:
    from bot.app import BarbuBot


async def setup(bot: BarbuBot) -> None:
    await bot.add_cog(HighCardCog(bot))
