"""Strong Barbu player experiments: what was measured against the shipped player.

- `player`: `ExperimentPlayer`, the shipped player with the exact endgame
  (`endgame`) and the weighting of the samples by the others' plays
  (`likelihood`) as switches.
- `pinned`: the player of a pinned commit (the reference player, and the switches
  the shipped player dropped), run from a git worktree in a subprocess.
"""
