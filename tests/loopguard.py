"""A test whose event loop cannot close fails, with the stacks of what kept it open,
instead of hanging the whole run.

When a test's event loop closes (pytest-asyncio's runner), asyncio cancels the tasks still
running and waits for them without a limit: one task that ignores its cancellation would
keep the test, and the run, waiting for ever. Twice in this project's runs a test's loop
did not close this way, with nothing to show which task held it. This guard bounds that
wait and names the tasks.
"""

from __future__ import annotations

import asyncio
import asyncio.runners
import io

from tests.fakediscord.recorder import PATIENCE

_cancel_all_tasks = asyncio.runners._cancel_all_tasks


def cancel_all_tasks_or_fail(loop: asyncio.AbstractEventLoop, patience: float = PATIENCE) -> None:
    """Cancel the loop's tasks; fail if some are still running `patience` seconds later."""
    tasks = asyncio.all_tasks(loop)
    if tasks:
        for task in tasks:
            task.cancel()
        _, stuck = loop.run_until_complete(asyncio.wait(tasks, timeout=patience))
        if stuck:
            stacks = io.StringIO()
            for task in stuck:
                task.print_stack(file=stacks)
            raise RuntimeError(
                f"{len(stuck)} task(s) ignored their cancellation for {patience:g} s when "
                f"the test's event loop closed:\n{stacks.getvalue()}"
            )
    _cancel_all_tasks(loop)  # what asyncio does: their errors reported to the loop


def install() -> None:
    """Bound the wait at every event loop's close (asyncio looks the function up then)."""
    asyncio.runners._cancel_all_tasks = cancel_all_tasks_or_fail  # type: ignore[attr-defined]
