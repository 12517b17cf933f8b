"""Benchmarks that print figures (run them as `python -m bench.NAME`); not tests."""
