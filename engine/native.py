"""The compiled core: the engine's hot modules as C extensions built by mypyc at install time
(setup.py), run instead of their sources only while built from those very sources.

A build writes a manifest beside the extensions (`manifest_name()`): the sha256 of each
module's source it compiled. `engine/__init__` imports this module before any other, and its
`CORE` says which runs: if an extension of these modules is present but the manifest is missing or names
another source (a module edited since, or a half-finished build), every one of them runs from
its source, with a warning; so does the whole engine when MUSES_PURE_ENGINE=1. All or none:
a compiled module holds the others' classes as its own.

Standard library only: setup.py reads MODULES from this file.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings
from pathlib import Path

MODULES = ("engine.actions", "engine.board", "engine.players", "engine.state", "engine.scoring", "engine.table",
           "engine.views", "engine.ai.judge", "engine.ai.turns", "engine.ai.dance")
"""The compiled modules: the moves, their application, the random player, scoring, deals, what
each viewer sees, and the hard player's search."""
LIBRARY = "engine.native__mypyc"
"""The shared library of their compiled code (mypyc's group `engine.native`)."""
ROOT = Path(__file__).resolve().parent.parent
"""The directory that holds the `engine` package."""


def manifest_name() -> str:
    """The manifest's file name, one per Python (each has its own extensions)."""
    return f"native.{sys.implementation.cache_tag}.json"


def source(module: str, root: Path = ROOT) -> Path:
    return root.joinpath(*module.split(".")).with_suffix(".py")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def extensions(root: Path = ROOT) -> list[Path]:
    """The extension files of this Python's compiled core present under `root`."""
    return [path for module in (*MODULES, LIBRARY) for suffix in importlib.machinery.EXTENSION_SUFFIXES
            if (path := root.joinpath(*module.split(".")).with_name(module.rsplit(".", 1)[1] + suffix)).exists()]


def stale(root: Path = ROOT) -> list[str]:
    """The modules whose extension was not built from their source as it is now (all of them
    when the manifest is missing); none when there is no extension at all."""
    if not extensions(root):
        return []
    try:
        built = json.loads((root / "engine" / manifest_name()).read_text())
    except (OSError, ValueError):
        built = {}
    return [m for m in MODULES if built.get(m) != digest(source(m, root))]


class _Sources:
    """A finder that gives the compiled modules from their sources."""

    @staticmethod
    def find_spec(name: str, path=None, target=None):
        return importlib.util.spec_from_file_location(name, source(name)) if name in MODULES else None


def choose() -> str:
    """Run the compiled core if it is there and current, else the sources; which one runs."""
    if not extensions():
        return "pure"
    if os.environ.get("MUSES_PURE_ENGINE") != "1":
        old = stale()
        if not old:
            return "compiled"
        warnings.warn(f"the engine's compiled core was not built from the current {', '.join(old)}: running "
                      f"the sources instead (rebuild it: pip install -e .)", RuntimeWarning, stacklevel=2)
    sys.meta_path.insert(0, _Sources())
    return "pure"


def manifest(root: Path = ROOT) -> dict[str, str]:
    """What a build writes in the manifest: each compiled module's source digest."""
    return {m: digest(source(m, root)) for m in MODULES}


CORE = choose() if __name__ == "engine.native" else "pure"  # setup.py reads this file as another module
"""Which engine runs in this process: "compiled" or "pure"."""
