"""The bot proper never imports its offline tooling (the loopback Discord, autoplay, the
demo, the bench): that tooling drives the bot from outside, as Discord and players do."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from support import ROOT

BOT = ROOT / "bot"
OFFLINE = BOT / "offline"
FRONT_DOOR = BOT / "__main__.py"
"""The command line: it starts the bot, or hands `demo`, `bench` and `chaos` to the tooling."""


def _imports(path: Path) -> list[str]:
    """Every module `path` imports, relative imports resolved against the bot package."""
    package = ["bot", *path.parent.relative_to(BOT).parts]
    names = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            names += [module] if node.module else [f"{module}.{a.name}" for a in node.names]
    return names


def test_no_module_of_the_bot_proper_imports_the_offline_tooling():
    proper = [p for p in BOT.rglob("*.py") if OFFLINE not in p.parents and p != FRONT_DOOR]
    assert len(proper) > 10
    for path in proper:
        for name in _imports(path):
            assert not name.startswith("bot.offline"), f"{path.relative_to(BOT)} imports {name}"


def test_the_check_sees_relative_imports_of_the_tooling():
    """The check above resolves `from .offline import x` and `from ..offline.loopback import y`."""
    assert "bot.offline.loopback" in _imports(OFFLINE / "demo.py")
    assert any(n.startswith("bot.hosting.app") for n in _imports(OFFLINE / "demo.py"))


def test_running_the_bot_loads_none_of_the_tooling():
    """Nor does reading the command line, a command of the tooling's included: the front door
    imports the tooling only to run it."""
    code = ("import sys, bot.hosting.app, bot.hosting.settings; from bot.__main__ import parse; "
            "[parse(argv) for argv in ([], ['demo', 'out'], ['--demo', 'out'], ['bench'], ['chaos'])]; "
            "print([m for m in sys.modules if m.startswith('bot.offline')])")
    out = subprocess.run([sys.executable, "-c", code], cwd=BOT.parent, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
