"""Benchmarks that print figures (run them as `python -m bench.NAME`); not tests."""

from __future__ import annotations


def percentile(values: list[float], q: float) -> float:
    """The value at rank `q` (0 to 1) of the sorted values (nearest rank); NaN if none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]
