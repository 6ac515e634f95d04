"""The engine is pure: it imports nothing from the bot, the renderer, Discord or a database."""

from __future__ import annotations

import ast
import subprocess
import sys

from support import ROOT

ENGINE = ROOT / "engine"
FORBIDDEN = ("bot", "render", "discord", "aiosqlite", "asyncpg", "sqlite3", "PIL", "aiohttp")


def test_no_engine_module_imports_a_forbidden_package():
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{path.name} imports {name}"


def test_importing_the_whole_engine_loads_none_of_them():
    code = ("import sys, engine, engine.__main__, engine.bench, engine.players, engine.views, engine.ai, "
            "engine.ai.agent, engine.ai.arena; "
            f"print([m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}])")
    out = subprocess.run([sys.executable, "-c", code], cwd=ENGINE.parent, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"
