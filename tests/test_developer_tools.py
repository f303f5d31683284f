"""Developer commands (benches, tuning, generators, the test harness) are declared in one list,
pyproject.toml's [tool.kingdomino] developer-tools: the packaged app leaves them out, so nothing
that ships may import them, and a new command must be declared as a tool or as the player's."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Commands a player (or a player's helper) runs: they ship with the game.
PLAYER_COMMANDS = {"game.coach.__main__", "saves.cli", "saves.stats"}


def _tools() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(data["tool"]["kingdomino"]["developer-tools"])


def _modules() -> dict[str, Path]:
    out = {}
    for package in ("game", "saves"):
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = path
    return out


def _is_tool(name: str, tools: list[str]) -> bool:
    return any(name == t or name.startswith(t + ".") for t in tools)


def _imported(path: Path, name: str) -> set[str]:
    """Every module an import statement of `path` names (in functions and TYPE_CHECKING too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(max(0, node.level - 1)):
                base = base.rpartition(".")[0]
            full = (base + ("." + node.module if node.module else "")) if node.level else (node.module or "")
            out |= {full} | {f"{full}.{a.name}" for a in node.names}
    return out


def test_every_declared_tool_exists() -> None:
    modules = _modules()
    for tool in _tools():
        assert tool in modules, f"{tool} is declared a developer tool but there is no such module"


def test_nothing_shipped_imports_a_developer_tool() -> None:
    tools = _tools()
    offenders = []
    for name, path in _modules().items():
        if _is_tool(name, tools):
            continue
        for target in _imported(path, name):
            if _is_tool(target, tools):
                offenders.append(f"{name} imports {target}")
    assert offenders == []


def test_every_command_is_declared_a_tool_or_the_players() -> None:
    tools = _tools()
    undeclared = []
    for name, path in _modules().items():
        text = path.read_text(encoding="utf-8")
        if '__name__ == "__main__"' in text and not _is_tool(name, tools) and name not in PLAYER_COMMANDS:
            undeclared.append(name)
    assert undeclared == [], "declare these commands in pyproject.toml's developer-tools (or as the player's)"
