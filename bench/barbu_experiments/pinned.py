"""The strong Barbu player of a pinned commit, run from a git worktree in a subprocess.

The reference player of the per-contract duplicate (the strong player before its
card-play and bidding changes) and the switches the shipped player dropped
(`trick_groups`, `fill`, `series`, `obligation`, `fitted`, `overtakes` set
otherwise than it ships) are not in the product: they are the player of commit
`PINNED`, the last one that had them as flags. A benchmark that names one of them
(`bench.duplicate`'s `reference` and `pinned:SWITCH=N`) checks that commit out
with `git worktree` in a temporary directory (`pinned_tree`, removed at exit) and
plays it through `PinnedPlayer`: a subprocess started in that tree runs the pinned
commit's own `bench.duplicate.make_player` and answers each decision. The random
generator goes there and back with each decision, so the moves are the ones the
player would make in this process. The shipped strong player of commit `BEFORE`
(`bench.duplicate`'s `before`) runs the same way: the baseline that later changes to
the strong player are measured against.
"""

from __future__ import annotations

import atexit
import os
import pickle
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO, Any

# The last commit with the reference player and every switch in the product.
PINNED = "c3cd4b1124221d9173b9929958759b8ac1e7151f"
# The shipped strong player before its cost model spent the whole budget: the baseline
# that later play-strength changes are measured against (`bench.duplicate`'s `before`).
BEFORE = "33c2ea83491b48996abc6f58bc01774d4c1ca294"

_REPO = Path(__file__).resolve().parents[2]

# Run in the worktree: its own modules only (the tree first on the path, ahead of an
# editable install of this checkout), the pinned `make_player`, one decision a request.
_SERVER = """
import pickle, random, sys
tree, spec, budget_ms, samples = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sys.path.insert(0, tree)
import games
assert games.__file__.startswith(tree), games.__file__
from bench.duplicate import make_player
player = make_player(spec, budget_ms, int(samples) if samples else None)
requests, answers = sys.stdin.buffer, sys.stdout.buffer
sys.stdout = sys.stderr  # anything printed must not mix with the answers
while True:
    try:
        view, legal, state = pickle.load(requests)
    except EOFError:
        break
    rng = random.Random()
    rng.setstate(state)
    action = player(view, legal, rng)
    pickle.dump((action, rng.getstate(), getattr(player, "last_samples", 0)), answers)
    answers.flush()
"""

_trees: dict[str, Path] = {}


def pinned_tree(commit: str = PINNED) -> Path:
    """The worktree of `commit`, made on first use and removed when this process exits.

    Processes forked afterwards (a `--jobs` pool) share it and leave it alone.
    """
    if commit in _trees:
        return _trees[commit]
    known = subprocess.run(
        ["git", "-C", str(_REPO), "cat-file", "-e", f"{commit}^{{commit}}"],
        capture_output=True,
    )
    if known.returncode:
        raise RuntimeError(
            f"commit {commit[:12]} (a pinned strong player) is not in this clone: "
            "fetch the whole history (git fetch --unshallow)"
        )
    parent = Path(tempfile.mkdtemp(prefix="barbu-pinned-"))
    tree = parent / commit[:12]
    subprocess.run(
        ["git", "-C", str(_REPO), "worktree", "add", "--detach", "--quiet", str(tree), commit],
        check=True,
    )
    atexit.register(_remove, parent, tree, os.getpid())
    _trees[commit] = tree
    return tree


def _remove(parent: Path, tree: Path, owner: int) -> None:
    if os.getpid() != owner:
        return
    subprocess.run(
        ["git", "-C", str(_REPO), "worktree", "remove", "--force", str(tree)],
        capture_output=True,
    )
    shutil.rmtree(parent, ignore_errors=True)
    subprocess.run(["git", "-C", str(_REPO), "worktree", "prune"], capture_output=True)


class PinnedPlayer:
    """A player of the pinned commit, `spec` in its `bench.duplicate` notation (`reference`,
    `strong:fitted=0`), called like any player.

    Picklable (a `--jobs` pool gets a copy): each process starts its own subprocess on
    its first decision.
    """

    def __init__(self, spec: str, budget_ms: int, samples: int | None, tree: Path) -> None:
        self.spec = spec
        self.budget_ms = budget_ms
        self.samples = samples
        self.tree = tree
        self.last_samples = 0
        self._process: subprocess.Popen[bytes] | None = None

    def __repr__(self) -> str:
        return f"PinnedPlayer({self.spec!r} at {self.tree.name}, budget_ms={self.budget_ms})"

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_process": None}

    def _start(self) -> subprocess.Popen[bytes]:
        if self._process is None or self._process.poll() is not None:
            samples = "" if self.samples is None else str(self.samples)
            budget = str(self.budget_ms)
            self._process = subprocess.Popen(
                [sys.executable, "-c", _SERVER, str(self.tree), self.spec, budget, samples],
                cwd=self.tree,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
            )
        return self._process

    def close(self) -> None:
        """End this process's subprocess, if it runs (it also ends when this process does)."""
        if self._process is not None:
            if self._process.stdin is not None:
                self._process.stdin.close()  # the subprocess reads the end and exits
            self._process.wait()
            self._process = None

    def __call__(self, view: dict, legal: list[str], rng: random.Random) -> str:
        process = self._start()
        requests: IO[bytes] | None = process.stdin
        answers: IO[bytes] | None = process.stdout
        assert requests is not None and answers is not None  # both are pipes
        pickle.dump((view, legal, rng.getstate()), requests)
        requests.flush()
        action, state, self.last_samples = pickle.load(answers)
        rng.setstate(state)
        return str(action)
