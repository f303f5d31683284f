"""Developer commands (benches, tuning, generators, the test harness) are declared in one list,
pyproject.toml's [tool.kingdomino] developer-tools: the packaged app leaves them out, so nothing
that ships may import them, and a new command must be declared as a tool or as the player's."""

from __future__ import annotations

import tomllib
from pathlib import Path

from module_graph import imports, modules

ROOT = Path(__file__).resolve().parent.parent
# Commands a player (or a player's helper) runs: they ship with the game.
PLAYER_COMMANDS = {"game.coach.__main__", "saves.cli", "saves.stats"}


def _tools() -> list[str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(data["tool"]["kingdomino"]["developer-tools"])


def _is_tool(name: str, tools: list[str]) -> bool:
    return any(name == t or name.startswith(t + ".") for t in tools)


def test_every_declared_tool_exists() -> None:
    known = modules()
    for tool in _tools():
        assert tool in known, f"{tool} is declared a developer tool but there is no such module"


def test_nothing_shipped_imports_a_developer_tool() -> None:
    tools = _tools()
    known = modules()
    offenders = []
    for name, path in known.items():
        if _is_tool(name, tools):
            continue
        for target in imports(name, path, known):
            if _is_tool(target, tools):
                offenders.append(f"{name} imports {target}")
    assert offenders == []


def test_every_command_is_declared_a_tool_or_the_players() -> None:
    tools = _tools()
    undeclared = []
    for name, path in modules().items():
        text = path.read_text(encoding="utf-8")
        if '__name__ == "__main__"' in text and not _is_tool(name, tools) and name not in PLAYER_COMMANDS:
            undeclared.append(name)
    assert undeclared == [], "declare these commands in pyproject.toml's developer-tools (or as the player's)"
