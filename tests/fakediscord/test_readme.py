"""The example in tests/fakediscord/README.md runs as written (it went stale once)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.app import BarbuBot
from tests.fakediscord.server import FakeDiscord

README = Path(__file__).with_name("README.md")


def readme_example() -> str:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) == 1, "the README has one example test"
    return blocks[0]


async def test_the_readme_example_runs(fake_discord: FakeDiscord, barbu_bot: BarbuBot) -> None:
    source = readme_example()
    namespace: dict[str, object] = {}
    exec(compile(source, str(README), "exec"), namespace)
    tests = [value for name, value in namespace.items() if name.startswith("test_")]
    assert len(tests) == 1
    await tests[0](fake_discord, barbu_bot)  # type: ignore[operator]
