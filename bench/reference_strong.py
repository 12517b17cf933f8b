"""The strong Barbu player as it was before issue 19, kept runnable as the reference.

New card play is measured against it per contract (`python -m bench.duplicate
--contracts ... --a strong@20 --b reference@20`). It is `StrongPlayer` with
the issue's changes switched off (`trick_groups`, `endgame`, `weighting`,
`series` for the contract choice, `obligation` for the doubles owed) and the
whole budget planned (`fill=100`); the playout policies, the sampler, the cost
model and the rest of the bidding it shares with the current player were not
changed by the issue, so this is the player of main at a5b06db. A change to
those shared parts changes the reference too: freeze a copy here before
making one.
"""

from __future__ import annotations

from games.barbu.strong.player import StrongPlayer


def make_reference_player(budget_ms: int = 100, samples: int | None = None) -> StrongPlayer:
    """The pre-issue-19 strong player with this budget (or a fixed sample count)."""
    return StrongPlayer(
        budget_ms,
        samples,
        trick_groups=False,
        endgame=0,
        weighting=0,
        fill=100,
        series=False,
        obligation=False,
        fitted=False,
    )
