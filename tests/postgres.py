"""A throwaway PostgreSQL server for the test run (and bench.storage), and fresh databases.

The server's binaries are Debian's (`/usr/lib/postgresql/<version>/bin`, package
`postgresql`; .ci/run installs it where it is missing). `initdb` refuses to run as
root, so as root the cluster is made and run as the `postgres` user, in a
temporary folder that user owns. Durability is off (`fsync=off`...): a test server
holds nothing worth a sync, and the tests of crash safety kill the bot, not the
server. Each test asks for a database of its own (`CREATE DATABASE`, fast).
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import asyncpg

__all__ = ["PostgresServer", "find_bin_dir", "running_postgres"]

USER = "postgres"


def find_bin_dir() -> Path:
    """The folder of PostgreSQL's server binaries (the newest installed version)."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4])
    )
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise RuntimeError(
        "PostgreSQL's server binaries are missing (no initdb in /usr/lib/postgresql/*/bin or "
        "on PATH): install them (Debian, Ubuntu: apt-get install postgresql), or run the "
        "tests with `bash .ci/run`, which does it as root"
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresServer:
    """A running cluster: `url(database)`, and `new_database()` for a fresh one."""

    def __init__(self, folder: Path, port: int) -> None:
        self.folder = folder
        self.port = port
        self._numbers = itertools.count(1)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    async def new_database(self) -> str:
        """The URL of a new, empty database."""
        name = f"test_{os.getpid()}_{next(self._numbers)}"
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f'CREATE DATABASE "{name}"')
        finally:
            await admin.close()
        return self.url(name)


def _as_postgres(command: list[str]) -> list[str]:
    """Run as the `postgres` user when we are root (initdb and postgres refuse root)."""
    if os.geteuid() == 0:
        return ["runuser", "-u", USER, "--", *command]
    return command


@contextlib.contextmanager
def running_postgres(*, durable: bool = False) -> Iterator[PostgresServer]:
    """Start a cluster in a temporary folder on a free local port; stop it on exit.

    ``durable`` keeps PostgreSQL's own durability (fsync, synchronous commits): for a
    benchmark's commit times, which must pay the disk sync as production does.
    """
    bin_dir = find_bin_dir()
    folder = Path(tempfile.mkdtemp(prefix="barbu-pg-"))
    data, sockets = folder / "data", folder / "sockets"
    sockets.mkdir()
    if os.geteuid() == 0:
        shutil.chown(folder, USER)
        shutil.chown(sockets, USER)
    port = _free_port()
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.PIPE, "check": True}
    try:
        subprocess.run(
            _as_postgres([str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", USER]),
            **quiet,
        )
        options = f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1"
        if not durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        log = str(folder / "server.log")
        start = [str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", log, "-w", "start"]
        subprocess.run(_as_postgres(start), **quiet)
    except subprocess.CalledProcessError as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"could not start PostgreSQL: {error.stderr.decode()}") from error
    try:
        yield PostgresServer(folder, port)
    finally:
        subprocess.run(
            _as_postgres([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        shutil.rmtree(folder, ignore_errors=True)
