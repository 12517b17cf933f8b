"""The fence that keeps a second process off what one runs, and SQLite's.

Two processes running one shard would both drive its tables (two computer players for
one seat, two writers of one log): a `ShardFence` refuses the second (`ShardsHeld`).
The fence depends on the database, since that is what the processes share:

- SQLite is one file on one machine, written by one process: its fence (`SqliteFence`)
  is an exclusive lock on a file beside the database (`<database>.lock`, beside the file
  itself: a symlink, a relative path or `..` reach the same lock), whatever the shards.
  The kernel drops the lock when the process dies, even by SIGKILL.
- PostgreSQL is shared by processes on any machines: its fence is an advisory lock per
  shard (bot/storage/postgres/fence.py).

Which fence a process takes, and waiting for it, is bot/shards.py's.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path
from typing import Protocol


class ShardsHeld(Exception):
    """Another process holds what this one needs; the message says which, in one line."""


class ShardFence(Protocol):
    """Keeps the shards of this process to this process while it runs."""

    async def acquire(self) -> None:
        """Take the fence, or raise `ShardsHeld` if another process has it."""

    async def release(self) -> None:
        """Give it back (the process is closing)."""


class SqliteFence:
    """One process on one SQLite file: an exclusive `lockf` lock on `<database>.lock`.

    POSIX record locks belong to the process: the worker processes it starts do not
    inherit them, and the kernel releases them when the process ends, however it ends.
    The file holds the owner's pid, for the refusal's message.
    """

    def __init__(self, database: Path) -> None:
        self.database = database
        # The file itself, whatever the path names it by (a symlink, a relative path, `..`):
        # SQLite follows symlinks to the real file, so two processes that reach it by two
        # names must meet at one lock. Resolved now, against the directory started in.
        self.file = database.resolve()
        self.path = self.file.with_name(self.file.name + ".lock")
        self._fd: int | None = None

    async def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            owner = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
            os.close(fd)
            named = str(self.database)
            if self.file != self.database:
                named += f" ({self.file})"
            raise ShardsHeld(
                f"another barbu-bot process (pid {owner}) already uses the database "
                f"{named}: SQLite serves one process; to run several, set "
                "DATABASE_URL to a PostgreSQL database (README: Running on several "
                "processes)."
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd

    async def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
            os.close(fd)  # closing the descriptor releases the lock
