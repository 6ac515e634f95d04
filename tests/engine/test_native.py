"""The compiled core (engine.native): it runs only as built from the sources as they are, and
what it makes crosses to other processes as the sources' objects do."""

from __future__ import annotations

import importlib.machinery
import json
import multiprocessing
import os
import pickle
import random
import shutil
import subprocess
import sys
from pathlib import Path

import engine
from engine import native
from engine.bench import playout
from engine.gods import GODS
from engine.records import game_to_record
from engine.table import Options
from engine.views import player_view


def built(root, modules=native.MODULES):
    """A fake compiled core under `root`: sources, an extension file each, their manifest."""
    for module in (*modules, native.LIBRARY):
        path = root.joinpath(*module.split("."))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.with_suffix(".py").write_text(f"# {module}\n")
        path.with_name(path.name + importlib.machinery.EXTENSION_SUFFIXES[0]).write_bytes(b"")
    (root / "engine" / native.manifest_name()).write_text(json.dumps(native.manifest(root)))


def test_a_compiled_module_whose_source_changed_since_the_build_is_stale(tmp_path):
    built(tmp_path)
    assert native.stale(tmp_path) == []
    native.source("engine.board", tmp_path).write_text("# engine.board, edited\n")
    assert native.stale(tmp_path) == ["engine.board"]
    (tmp_path / "engine" / native.manifest_name()).unlink()
    assert native.stale(tmp_path) == list(native.MODULES)


def test_without_a_compiled_core_nothing_is_stale(tmp_path):
    built(tmp_path)
    for path in native.extensions(tmp_path):
        path.unlink()
    native.source("engine.board", tmp_path).write_text("# engine.board, edited\n")
    assert native.stale(tmp_path) == []


def test_a_compiled_core_here_runs_as_built_from_these_sources():
    """A stale one would run the sources, with a warning: rebuild it with `pip install -e .`."""
    assert native.stale() == []
    chosen = native.extensions() and os.environ.get("MUSES_PURE_ENGINE") != "1"
    assert engine.CORE == ("compiled" if chosen else "pure")


def _answer(things):
    game, view, event, score = things
    from engine import CORE
    return CORE, game_to_record(game), view.board.legal_steps(), event, score


def test_a_game_and_a_view_reach_a_worker_process_and_come_back_the_same():
    """The arena's and the bot's workers get engine objects pickled (forkserver, spawn)."""
    rng = random.Random(4)
    game = playout(2, Options(hands=2, interventions=GODS), rng)
    hand = game.hands[0]
    things = (game, player_view(game, 0), hand.last, hand.score)
    assert pickle.loads(pickle.dumps(things))[2:] == things[2:]
    with multiprocessing.get_context("forkserver").Pool(1) as pool:
        core, record, steps, event, score = pool.apply(_answer, (things,))
    assert core == engine.CORE
    assert record == game_to_record(game)
    assert steps == things[1].board.legal_steps()
    assert (event, score) == (hand.last, hand.score)


def test_a_stale_compiled_core_is_set_aside_for_the_sources_with_a_warning(tmp_path):
    """An engine whose extensions were not built from its sources as they are (here: unreadable
    files, no manifest) imports, warns, and runs every compiled module from its source."""
    shutil.copytree(Path(engine.__file__).parent, tmp_path / "engine",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "native.*.json", "__pycache__"))
    for module in (*native.MODULES, native.LIBRARY):
        path = tmp_path.joinpath(*module.split("."))
        path.with_name(path.name + importlib.machinery.EXTENSION_SUFFIXES[0]).write_bytes(b"not a library")
    ran = subprocess.run([sys.executable, "-W", "always", "-c", "import engine, engine.ai.dance; "
                          "print(engine.CORE, engine.ai.dance.__file__)"],
                         cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(tmp_path), "MUSES_PURE_ENGINE": ""},
                         capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.split() == ["pure", str(tmp_path / "engine" / "ai" / "dance.py")]
    assert "compiled core was not built from the current" in ran.stderr
