"""The fit of the playout models (`bench.fit_playouts`).

- The conditional logit recovers a model: choices made by known weights are
  predicted by the fitted ones on new decisions.
- A teacher's board gives lead and follow decisions of two groups or more, each
  group with the model's features, the teacher's and the greedy policy's group
  among them; saved and loaded (`--save`, `--load`), they fit alike.
"""

from __future__ import annotations

import pickle
import random

from bench.fit_playouts import Row, agreement, best, collect, fit
from games.barbu.strong.fitted import FOLLOW_FEATURES, LEAD_FEATURES


def _synthetic(w: list[float], n: int, rng: random.Random) -> list[Row]:
    rows = []
    for _ in range(n):
        features = [[rng.random() for _ in w] for _ in range(rng.randint(2, 5))]
        rows.append((features, best(w, features)))
    return rows


def test_the_fit_recovers_the_model_that_made_the_choices() -> None:
    rng = random.Random(1)
    truth = [2.0, -1.5, 0.5, 0.0]
    w = fit(_synthetic(truth, 300, rng), len(truth), iterations=300, step=2.0)
    assert agreement(_synthetic(truth, 300, rng), lambda f: best(w, f)) > 0.9
    assert w[0] > 0 > w[1]


def test_a_teachers_board_gives_lead_and_follow_decisions() -> None:
    decisions = collect("barbu", "no-hearts", [4], "strong@5")
    kinds = {d.kind for d in decisions}
    assert kinds == {"lead", "follow"}
    for d in decisions:
        size = len(LEAD_FEATURES if d.kind == "lead" else FOLLOW_FEATURES)
        features = d.features()
        assert len(features) >= 2 and all(len(f) == size for f in features)
        assert 0 <= d.chosen < len(features) and 0 <= d.greedy < len(features)
    loaded = pickle.loads(pickle.dumps(decisions))
    assert [d.features() for d in loaded] == [d.features() for d in decisions]
