"""`python -m games.replay RECORD`: replay a table's record (a file `/<game> history` gives)
part by part and check that the engine reaches its scores; exit status 0 when it does, 1
(with a line starting MISMATCH) when it does not, 2 for a file that cannot be read.

Run it, do not import it: as a submodule it would shadow `games.replay`, the function that
rebuilds a game from its seed and log. The work is games/records.py's `check_record`.
"""

from __future__ import annotations

import json
import os
import sys

from games.records import check_record


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m games.replay RECORD", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as file:
            record = json.load(file)
    except (OSError, ValueError) as error:
        print(f"cannot read {argv[0]}: {error}", file=sys.stderr)
        return 2
    return 0 if check_record(record, print) else 1


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:
        # Its reader stopped early (`| head`): no traceback, and none at exit either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
