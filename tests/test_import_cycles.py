"""No import cycle between the modules of bot/ or cogs/.

Every module is parsed (not imported) and every import counts: at the top, under
`if TYPE_CHECKING:`, and inside functions, since each of them ties the two modules
together as much as the others (a cycle broken by a function-level import is still one).
`from package import name` counts as an import of the submodule `package.name` when
there is one, else of the package. The parents a submodule's import runs first are
not counted: a package's `__init__` that gathers its submodules' names is not a cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    """Every module of the checked packages, by its dotted name."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The known modules that the module `name` (at `path`) imports, anywhere in it."""
    is_package = path.name == "__init__.py"
    here = name if is_package else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in known:
                    yield submodule
                elif source in known:
                    yield source


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {
        name: {other for other in imported(name, path, known) if other != name}
        for name, path in known.items()
    }


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def a_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One cycle through the component's first module, as the modules it passes."""
    start, members = component[0], set(component)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for other in sorted(graph[node] & members):
                if other == start:
                    return [*paths[node], start]
                if other not in paths:
                    paths[other] = [*paths[node], other]
                    following.append(other)
        frontier = following
    raise AssertionError(f"no cycle in {component}")  # a component always has one


def cycles_in(package: str) -> list[str]:
    """A cycle of each group of `package`'s modules that import each other, and the group."""
    graph = import_graph()
    return [
        f"{' -> '.join(a_cycle(graph, component))} (in all: {', '.join(component)})"
        for component in strongly_connected(graph)
        if any(m == package or m.startswith(package + ".") for m in component)
    ]


def test_the_graph_sees_every_kind_of_import() -> None:
    """The parser finds a function-level import and a TYPE_CHECKING one (else the checks
    below would pass for nothing)."""
    graph = import_graph()
    assert "bot.tables.table" in graph["bot.tables.hub"]
    assert "bot.storage" in graph["bot.tables.settle"]  # under TYPE_CHECKING
    assert "bot.storage.postgres.fence" in graph["bot.shards"]  # inside fence_for


def test_bot_has_no_import_cycle() -> None:
    cycles = cycles_in("bot")
    assert not cycles, "import cycles in bot/:\n" + "\n".join(cycles)


def test_cogs_has_no_import_cycle() -> None:
    cycles = cycles_in("cogs")
    assert not cycles, "import cycles in cogs/:\n" + "\n".join(cycles)
