""".ci/run runs exactly the test command that README.md and CONTRIBUTING.md give, and the
README sends a bare machine to it: CI and a newcomer run the same thing.

Also what .ci/run says on a machine without Node.js or PostgreSQL where it may not install
them: one line naming what to install, before anything is run.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]
CI_RUN = ROOT / ".ci" / "run"


def documented_command(document: str) -> str:
    """The document's test command: its shell block that ends with `.venv/bin/pytest`."""
    text = (ROOT / document).read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)\n```", text, re.DOTALL)
    commands = [b for b in blocks if b.rstrip().endswith(".venv/bin/pytest")]
    assert len(commands) == 1, f"{document}: one test command, found {commands}"
    return commands[0].strip()


def ci_command() -> str:
    """What .ci/run runs once its checks pass: its last line."""
    return CI_RUN.read_text(encoding="utf-8").strip().splitlines()[-1]


def test_ci_runs_the_documented_test_command() -> None:
    assert documented_command("README.md") == ci_command()
    assert documented_command("CONTRIBUTING.md") == ci_command()


def test_the_readme_sends_a_bare_machine_to_ci_run_after_the_prerequisites() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    run = readme.index("```sh\nbash .ci/run\n```")
    for prerequisite in ("Python 3.11", "Node.js with npm", "`initdb`", "`pg_ctl`"):
        assert readme.index(prerequisite) < run, prerequisite


def test_without_node_or_postgresql_ci_run_names_them_in_one_line(tmp_path: Path) -> None:
    """A PATH with this Python as python3 and no node, npm, initdb or apt-get, and
    PostgreSQL's Debian folder looked for elsewhere: .ci/run stops at once, before it
    makes a venv."""
    tools = tmp_path / "bin"
    tools.mkdir()
    found = {name: shutil.which(name) for name in ("id", "dirname")}
    for name, target in {"python3": sys.executable, **found}.items():
        assert target is not None
        (tools / name).symlink_to(target)
    # A copy of .ci/run whose Debian folder of PostgreSQL does not exist, in a tree of its own.
    (tmp_path / ".ci").mkdir()
    script = CI_RUN.read_text(encoding="utf-8").replace(
        "/usr/lib/postgresql/", str(tmp_path / "no-postgresql") + "/"
    )
    (tmp_path / ".ci" / "run").write_text(script, encoding="utf-8")
    bash = shutil.which("bash")
    assert bash is not None
    done = subprocess.run(
        [bash, str(tmp_path / ".ci" / "run")],
        env={**os.environ, "PATH": str(tools)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith(
        ".ci/run: the tests need Node.js with npm, PostgreSQL's server binaries (initdb, "
        "pg_ctl): install them (Debian, Ubuntu: apt-get install nodejs npm postgresql)"
    ), done.stderr
    assert not (tmp_path / ".venv").exists()
