"""bot/ratings.py: the openskill wrapper (real openskill, no mocks)."""

from __future__ import annotations

import pytest

from bot import ratings


def test_new_rating_is_openskill_default_and_displays_zero() -> None:
    mu, sigma = ratings.new_rating()
    assert mu == pytest.approx(25.0)
    assert sigma == pytest.approx(25.0 / 3.0)
    assert ratings.ordinal(mu, sigma) == pytest.approx(0.0, abs=1e-9)


def test_ordinal_is_mu_minus_three_sigma() -> None:
    assert ratings.ordinal(30.0, 2.0) == pytest.approx(24.0)


def test_winner_goes_up_loser_goes_down() -> None:
    new = ratings.new_rating()
    (win_mu, win_sigma), (lose_mu, lose_sigma) = ratings.rate([new, new], [1, 2])
    assert win_mu > new[0] > lose_mu
    assert win_sigma < new[1] and lose_sigma < new[1]
    assert ratings.ordinal(win_mu, win_sigma) > 0 > ratings.ordinal(lose_mu, lose_sigma)


def test_four_players_keep_order_of_places() -> None:
    new = ratings.new_rating()
    after = ratings.rate([new] * 4, [1, 2, 3, 4])
    mus = [mu for mu, _ in after]
    assert mus == sorted(mus, reverse=True)
    assert len(set(mus)) == 4


def test_ties_share_the_same_update() -> None:
    new = ratings.new_rating()
    first, second, third = ratings.rate([new, new, new], [1, 1, 3])
    assert first == pytest.approx(second)
    assert first[0] > third[0]


def test_beating_a_stronger_player_gains_more() -> None:
    new = ratings.new_rating()
    strong = (35.0, 3.0)
    (upset_mu, _), _ = ratings.rate([new, strong], [1, 2])
    (plain_mu, _), _ = ratings.rate([new, new], [1, 2])
    assert upset_mu > plain_mu


def test_rate_rejects_bad_input() -> None:
    new = ratings.new_rating()
    with pytest.raises(ValueError):
        ratings.rate([new], [1])
    with pytest.raises(ValueError):
        ratings.rate([new, new], [1])
