"""No Tricks playout models distilled from the strong player (an experiment, not shipped).

`games.barbu.strong.fitted`'s lead and follow models, fitted by
`bench/fit_playouts.py` to the No Tricks card play of the shipped strong player
at a larger budget than it plays at (the *teacher*), so that its playouts
predict how a sampling player really plays. `ROUNDS[n]` is round n of that
distillation: the models table the playouts use (the shipped `fitted.MODELS`
plus No Tricks') and the cost model's rate for the contracts whose moves it
makes dearer (a fitted move costs more than a greedy one, so a budget must buy
fewer of them, or the player gets more CPU than its rival). Each round's
recipe is beside it. `ExperimentPlayer`'s `distilled=n` switch plays with it.

What the rounds predicted and were worth: docs/decisions/barbu-strong-card-play.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.barbu.strong.fitted import MODELS, Models


@dataclass(frozen=True)
class Round:
    """One round of distilled models: the playouts' models and the contracts' rates."""

    models: Models
    # (rules, contract) -> microseconds of CPU per simulated move (`budget._US_PER_MOVE`)
    rates: dict[tuple[str, str], float]


# fmt: off
ROUNDS: dict[int, Round] = {
    # Round 1. Teacher strong@300 (the shipped player of a94f359), every seat; fit on
    # 150 No Tricks boards from seed 31001, checked on 60 from seed 32001:
    #   python -m bench.fit_playouts --contract no-tricks --teacher strong@300 \
    #       --check-teacher strong@300 --boards 150 --seed 31001 --check-boards 60 \
    #       --check-seed 32001 --jobs 2
    1: Round(
        models={
            **MODELS,
            # The follow model predicted no better than the greedy rule (0.863 against
            # 0.861 of 1,169 held-out follows): the lead model alone, greedy follows.
            ("barbu", "no-tricks"): (
                (-0.431, 1.032, -0.475, 3.184, 0.429, 1.129, -0.68, 0.0, -0.44, -0.718,
                 -0.736, 0.46, -1.446, 1.089),
                (),
            ),
        },
        # bench.ai at 100 ms, 28 deals, on the same deals as the shipped player: No
        # Tricks cpu/mod 1.44 against its 1.07, so 1.26 x 1.44 / 1.07 buys the same CPU.
        rates={("barbu", "no-tricks"): 1.70},
    ),
}
# fmt: on
