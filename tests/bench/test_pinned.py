"""The strong Barbu player of the pinned commit (`bench.barbu_experiments.pinned`).

- Run from its git worktree in a subprocess, the reference player answers legal
  actions, the same ones for the same generators, and the caller's generator
  moves with its draws (its state goes there and back with each decision).
- It pickles without its subprocess (a `--jobs` pool gets a copy that starts its own).
"""

from __future__ import annotations

import pickle
import random
import shutil
import subprocess

import pytest

from bench.barbu_experiments.pinned import BEFORE, PINNED, PinnedPlayer, pinned_tree
from games import barbu
from games.barbu.players import rule_based_player


def _pinned_commit_here() -> bool:
    if shutil.which("git") is None:
        return False
    for commit in (PINNED, BEFORE):
        found = subprocess.run(
            ["git", "cat-file", "-e", f"{commit}^{{commit}}"], capture_output=True
        )
        if found.returncode:
            return False
    return True


pytestmark = pytest.mark.skipif(
    not _pinned_commit_here(), reason="the pinned commit is not in this clone (shallow?)"
)


def _deal(player: PinnedPlayer) -> tuple[list[str], list[tuple[int, ...]]]:
    """Deal 1 of a Barbu series, the player at seat 0: the actions and seat 0's rng states."""
    state = barbu.new_game(6, options={"rules": "barbu"})
    rngs = [random.Random(f"pinned:{seat}") for seat in range(4)]
    actions, states = [], []
    while state.deal == 1:
        (seat,) = state.actors()
        chooser = player if seat == 0 else rule_based_player
        action = chooser(state.view(seat), state.legal_actions(seat), rngs[seat])
        state.apply(seat, action)  # raises if illegal
        actions.append(action)
        if seat == 0:
            states.append(rngs[0].getstate()[1])
    return actions, states


def test_the_pinned_reference_plays_legally_and_the_same_for_the_same_generators() -> None:
    player = PinnedPlayer("reference", 20, 3, pinned_tree())
    copy = None
    try:
        first = _deal(player)
        copy = pickle.loads(pickle.dumps(player))
        assert copy._process is None and player._process is not None
        assert _deal(copy) == first
        # The generator moved: the player drew from it in the subprocess.
        assert len(set(first[1])) > 1
    finally:
        player.close()
        if copy is not None:
            copy.close()


def test_the_strong_player_before_plays_from_its_own_commit() -> None:
    """`before` (bench.duplicate) is the shipped strong player of commit `BEFORE`: at a
    fixed sample count it plays what that commit's player plays, legally."""
    player = PinnedPlayer("strong", 20, 3, pinned_tree(BEFORE))
    again = PinnedPlayer("strong", 20, 3, pinned_tree(BEFORE))
    try:
        assert player.tree.name == BEFORE[:12] and again.tree == player.tree
        actions, _ = _deal(player)
        assert actions and _deal(again)[0] == actions
    finally:
        player.close()
        again.close()
