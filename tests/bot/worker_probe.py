"""A function for a worker process to run that imports nothing: what the worker had
imported before the work came is what its `sys.modules` shows."""

import sys


def imported(module: str) -> bool:
    return module in sys.modules
