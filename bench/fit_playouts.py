"""Fit the strong player's playout models to its own card play (prints weights; not a test).

The playouts of the strong player model every seat with a cheap policy; this
fits `games.barbu.strong.fitted`'s lead and follow models to the cards the
player itself chooses. A *teacher* (a sampling player, `bench.duplicate`'s
`NAME@MS`: the reference player, or the shipped strong player at a larger
budget than it plays at, to distil it) plays every seat of the boards of one
contract (`bench.duplicate`'s per-contract boards); at each choice of two cards
or more, the legal cards are grouped as the player groups them (interchangeable
cards once), each group's features are taken on the real deal, and the group
the teacher chose is the answer. A conditional logit (the chance of a card
proportional to exp(w . features)) is fitted by gradient ascent on the first
boards and checked on others, played by a teacher that may think longer:

    nice -n 19 python -m bench.fit_playouts --contract no-hearts --jobs 2
    nice -n 10 python -m bench.fit_playouts --contract no-tricks --teacher strong@300 \\
        --check-teacher strong@300 --boards 150 --seed 31001 --check-boards 60 \\
        --check-seed 32001 --jobs 2 --save /tmp/no-tricks.pkl

prints, for leads and for follows, how often the model's best card and the
greedy policy's card are the teacher's, and the weights for `fitted.MODELS`.
`--save` keeps the decisions (positions, not features) and `--load` fits them
again without playing, after a change of the features (run both as `-m
bench.fit_playouts`: the file names the decisions' class by its module).

Results: bench/results/fit_playouts.md.
"""

from __future__ import annotations

import argparse
import math
import pickle
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial

from bench.duplicate import make_player, play_board, player_spec
from games.barbu.rulesets import SEATS
from games.barbu.sampling import knowledge
from games.barbu.state import PLAY_PREFIX, BarbuState
from games.barbu.strong.candidates import equivalent_groups
from games.barbu.strong.fitted import (
    FOLLOW_FEATURES,
    LEAD_FEATURES,
    follow_features,
    lead_features,
)
from games.barbu.strong.policies import _trick_policy
from games.barbu.strong.simulator import TrickSim, TrickSpec, _root


@dataclass
class Decision:
    """One choice of the teacher: the position (a real deal, every hand seen), the
    candidate groups (a card each), which the teacher chose and which the greedy policy."""

    kind: str  # "lead" or "follow"
    spec: TrickSpec
    hands: list[int]
    seat: int
    index: int
    trick: list[int]
    best: int
    groups: list[int]
    chosen: int
    greedy: int  # the group of the greedy policy's card

    def features(self) -> list[list[float]]:
        """Each group's features (`fitted.lead_features` or `follow_features`), computed
        when fitting, so that a saved set of decisions serves changed features."""
        sp, hands, seat, index = self.spec, self.hands, self.seat, self.index
        if self.kind == "lead":
            return [lead_features(sp, hands, seat, index, c) for c in self.groups]
        return [
            follow_features(sp, hands, seat, index, self.trick, self.best, c) for c in self.groups
        ]


def _record(
    decisions: list[Decision], state: BarbuState, seat: int, legal: list[str], action: str
) -> None:
    if len(legal) < 2:
        return
    view = state.view(seat)
    know = knowledge(view)
    cd = know.codec
    hands = [cd.mask(state.view(s)["hand"]) for s in range(SEATS)]
    sim = _root(view, hands)
    if not isinstance(sim, TrickSim):
        return
    sp = sim.spec
    legal_mask = cd.mask([a[len(PLAY_PREFIX) :] for a in legal])
    in_play = know.unseen
    for c in sim.trick:
        in_play |= 1 << c
    groups = equivalent_groups(sim, legal_mask, in_play)
    if len(groups) < 2:
        return
    if not sim.trick:
        kind = "lead"
    elif legal_mask & sp.masks[sim.led]:
        kind = "follow"
    else:
        return  # discards: the greedy rule already predicts them as well as a model did

    def group(c: int) -> int:
        return max(j for j, g in enumerate(groups) if g <= c)

    chosen = group(cd.ids[action[len(PLAY_PREFIX) :]])
    greedy = group(_trick_policy(sim, legal_mask))
    decisions.append(
        Decision(
            kind,
            sp,
            list(hands),
            seat,
            sim.index,
            list(sim.trick),
            sim.best,
            list(groups),
            chosen,
            greedy,
        )
    )


def _board_decisions(task: tuple[str, str, int, str]) -> list[Decision]:
    rules, contract, seed, teacher = task
    player = make_player(teacher)
    decisions: list[Decision] = []

    def observe(state: BarbuState, seat: int, legal: list[str], action: str) -> None:
        _record(decisions, state, seat, legal, action)

    play_board(rules, seed, contract, [player] * SEATS, "board", observe)
    return decisions


def collect(
    rules: str, contract: str, seeds: list[int], teacher: str, jobs: int = 1
) -> list[Decision]:
    """The teacher's decisions on these boards, it playing every seat."""
    tasks = [(rules, contract, seed, teacher) for seed in seeds]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            done = list(pool.map(_board_decisions, tasks))
    else:
        done = [_board_decisions(task) for task in tasks]
    return [d for board in done for d in board]


def _scores(w: list[float], features: list[list[float]]) -> list[float]:
    return [sum(a * b for a, b in zip(w, f, strict=True)) for f in features]


# A decision as the fit sees it: each group's features, and the teacher's group.
Row = tuple[list[list[float]], int]


def fit(
    rows: list[Row], size: int, iterations: int = 500, step: float = 0.5, l2: float = 0.01
) -> list[float]:
    """The conditional logit's weights, by gradient ascent on the mean log-likelihood."""
    w = [0.0] * size
    for _ in range(iterations):
        gradient = [-l2 * x for x in w]
        for features, chosen in rows:
            scores = _scores(w, features)
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            for f, e in zip(features, exps, strict=True):
                p = e / total
                for i, x in enumerate(f):
                    gradient[i] -= p * x
            for i, x in enumerate(features[chosen]):
                gradient[i] += x
        w = [x + step * g / len(rows) for x, g in zip(w, gradient, strict=True)]
    return w


def best(w: list[float], features: list[list[float]]) -> int:
    """The model's choice: the best score, the first group on ties (as `fitted` plays)."""
    scores = _scores(w, features)
    return scores.index(max(scores))


def agreement(rows: list[Row], choose: Callable[[list[list[float]]], int]) -> float:
    """How often `choose` picks the teacher's group."""
    return sum(choose(f) == chosen for f, chosen in rows) / max(1, len(rows))


def _decision_sets(args: argparse.Namespace) -> tuple[list[Decision], list[Decision]]:
    """The fit and check decisions: played now, or read from `--load` (saved by `--save`,
    so that changed features can be fitted without playing the boards again)."""
    if args.load:
        with open(args.load, "rb") as f:
            saved: tuple[list[Decision], list[Decision]] = pickle.load(f)
        return saved
    train, check = (
        collect(args.rules, args.contract, list(range(seed, seed + n)), teacher, args.jobs)
        for seed, n, teacher in (
            (args.seed, args.boards, args.teacher),
            (args.check_seed, args.check_boards, args.check_teacher),
        )
    )
    if args.save:
        with open(args.save, "wb") as f:
            pickle.dump((train, check), f)
    return train, check


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="barbu")
    parser.add_argument("--contract", default="no-hearts")
    parser.add_argument("--teacher", type=player_spec, default="reference@20")
    parser.add_argument("--boards", type=int, default=100)
    parser.add_argument("--seed", type=int, default=9101)
    parser.add_argument("--check-teacher", type=player_spec, default="reference@100")
    parser.add_argument("--check-boards", type=int, default=60)
    parser.add_argument("--check-seed", type=int, default=9301)
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", help="write the decisions played to this file (pickle)")
    parser.add_argument("--load", help="fit the decisions of this file instead of playing")
    args = parser.parse_args(argv)
    train, check = _decision_sets(args)
    print(f"== {args.rules} {args.contract}: fit on {args.teacher}, check on {args.check_teacher}")
    for kind, names in (("lead", LEAD_FEATURES), ("follow", FOLLOW_FEATURES)):
        fit_rows = [(d.features(), d.chosen) for d in train if d.kind == kind]
        check_rows = [(d.features(), d.chosen) for d in check if d.kind == kind]
        greedy = [d.greedy for d in check if d.kind == kind]
        greedy_agreement = sum(
            g == chosen for g, (_, chosen) in zip(greedy, check_rows, strict=True)
        ) / max(1, len(check_rows))
        w = fit(fit_rows, len(names), args.iterations)
        model = partial(best, w)
        print(
            f"{kind:7} decisions {len(fit_rows)} / {len(check_rows)}; agreement fit "
            f"{agreement(fit_rows, model):.3f}, check {agreement(check_rows, model):.3f} "
            f"(greedy {greedy_agreement:.3f})"
        )
        for name, x in zip(names, w, strict=True):
            print(f"    {name:26} {x:+.3f}")
        print("    " + repr(tuple(round(x, 3) for x in w)))


if __name__ == "__main__":
    main()
