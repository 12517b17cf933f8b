"""A few real lines per language: what tests/e2e/test_language_tour.py saw.

    python -m bench.language_tour [-k guillotine]

Runs that test file (each game played in French, German and Dutch through the fake
Discord) and prints, per game and language, the lines each test recorded with
`record_property("lines", ...)`: the lobby's head, alice's refusal, the thread's name, the
first public line, alice's first hand prompt and the game's last message. Not a test: the
lines are for people, to read the translations in play.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

TEST = "tests/e2e/test_language_tour.py"


def recorded_lines(report: Path) -> list[tuple[str, list[str]]]:
    """(test id, its lines) from a JUnit XML report, in the order the tests ran."""
    found = []
    for case in ElementTree.parse(report).iter("testcase"):
        for prop in case.iter("property"):
            if prop.get("name") == "lines":
                found.append((case.get("name", "?"), ast.literal_eval(prop.get("value", "[]"))))
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", default="", help="pytest's -k: only these tests")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "tour.xml"
        command = [
            sys.executable,
            "-m",
            "pytest",
            TEST,
            f"--junitxml={report}",
            "-p",
            "no:cacheprovider",
        ]
        if args.k:
            command += ["-k", args.k]
        result = subprocess.run(command, capture_output=True, text=True)
        if not report.exists():
            sys.exit(result.stdout + result.stderr)
        for test, lines in recorded_lines(report):
            print(test)
            for line in lines:
                print("   ", line)
        if result.returncode:
            sys.exit(result.stdout[-2000:])


if __name__ == "__main__":
    main()
