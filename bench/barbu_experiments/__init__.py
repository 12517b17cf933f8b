"""Strong Barbu player experiments: what was measured against the shipped player.

- `pinned`: the player of a pinned commit (the reference player, and the switches
  the shipped player dropped), run from a git worktree in a subprocess.
"""
