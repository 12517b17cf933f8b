"""Skill ratings: a thin wrapper over openskill's Plackett-Luce model.

We use a maintained multiplayer rating library rather than a home-made formula;
this module only converts between openskill's rating objects and the plain
``(mu, sigma)`` pairs that bot/storage keeps in the database, so no other
module depends on openskill's API.

Scale: openskill's defaults (mu = 25, sigma = 25/3). The displayed rating is
openskill's conservative *ordinal* ``mu - 3 * sigma`` (the skill the player is
99.7 % likely to exceed), unscaled: a new player shows 0.0, it rises as they win
and their uncertainty shrinks, and a strong regular settles around 30 to 40.
A few unlucky first games can make it briefly negative.
"""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

__all__ = ["MODEL", "ORDINAL_Z", "new_rating", "ordinal", "rate"]

# One model with openskill's default parameters; the stored mu/sigma values only
# make sense for these, so change them only together with a rating reset.
MODEL = PlackettLuce()

# Standard deviations subtracted from mu for the displayed rating.
ORDINAL_Z = 3.0


def new_rating() -> tuple[float, float]:
    """The (mu, sigma) of a player who has never been rated."""
    rating = MODEL.rating()
    return (rating.mu, rating.sigma)


def rate(
    ratings: Sequence[tuple[float, float]], places: Sequence[int]
) -> list[tuple[float, float]]:
    """Update the ratings of the players of one finished game.

    ``ratings[i]`` is player i's (mu, sigma) before the game and ``places[i]`` their
    place (1 = best; tied players share a place, e.g. ``[1, 1, 3]``). Each player
    is their own team. Returns the new (mu, sigma) of each player in the same order.
    Needs at least two players.
    """
    if len(ratings) != len(places):
        raise ValueError(f"{len(ratings)} ratings but {len(places)} places")
    if len(ratings) < 2:
        raise ValueError("a rating update needs at least two players")
    teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in ratings]
    # openskill's ranks: lower is better, equal values are ties, exactly like places.
    updated = MODEL.rate(teams, ranks=[float(place) for place in places])
    return [(team[0].mu, team[0].sigma) for team in updated]


def ordinal(mu: float, sigma: float) -> float:
    """The displayed rating: ``mu - 3 * sigma`` (0.0 for a new player); see the module doc."""
    return MODEL.rating(mu=mu, sigma=sigma).ordinal(z=ORDINAL_Z)
