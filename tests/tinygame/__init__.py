"""High Card, a game that exists only in the tests: the proof that a new game needs its own
folders and one registration line, nothing more.

Its rules (rules.py) follow the engine contract as the games of games/ do, and its
Discord side (cog/: its cog, adapter, images and English catalogue) is found through its
`GameInfo` (`cog=`), as the bot finds every game's. Nothing of the bot names it: the tests
register it themselves (`registered`, tests/e2e/test_tinygame.py adds its package to
`GAME_PACKAGES`) and play it end to end through the fake Discord.
"""
