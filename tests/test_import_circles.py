"""No import circles among the modules of game/ and saves/ (issue 38): every import statement
counts, at the top, inside functions and under TYPE_CHECKING; a registry naming a module by a
string ("module:attribute", imported with importlib) is not an import."""

from __future__ import annotations

from module_graph import imports, modules


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


# None left (issue 38): a new circle fails. The table's parts read the screen through
# game/ui/table/table_view.py, the rule sets' helpers their pieces through a protocol each.
LEFT: list[list[str]] = []


def test_no_module_of_game_or_saves_is_in_an_import_circle() -> None:
    known = modules()
    graph = {name: imports(name, path, known) for name, path in known.items()}
    assert sorted(circles(graph)) == sorted(LEFT)


def test_saves_never_imports_the_ui_or_the_launcher() -> None:
    known = modules()
    for name, path in known.items():
        if name.split(".")[0] == "saves":
            above = ("game.ui", "game.app", "game.launch")
            bad = [t for t in imports(name, path, known) if t.startswith(above)]
            assert bad == [], f"{name} imports {bad}"
