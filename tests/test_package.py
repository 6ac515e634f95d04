"""What an install puts in place: the packages with their data files (the Muse table, the
fonts, the web table's page and the SDK vendored beside it), as setuptools builds them from
pyproject.toml, and that they work from there. The dev extra installs setuptools, the build
backend: a virtual environment holds none since Python 3.12."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from support import ROOT

DATA = {"engine/data/tiles.json", "render/fonts/DejaVuSans.ttf", "render/fonts/DejaVuSans-Bold.ttf",
        "render/fonts/LICENSE-DejaVu.txt", "bot/web/static/index.html", "bot/web/static/main.js",
        "bot/web/static/page.css", "bot/web/static/vendor/embedded-app-sdk/output/index.mjs"}


def built(tmp_path: Path) -> Path:
    """The packages as a wheel would hold them: setuptools' build_py over a copy of the project."""
    source, lib = tmp_path / "source", tmp_path / "lib"
    for name in ("engine", "render", "bot"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "-q", "build_py",
                    "--build-lib", str(lib)], cwd=source, check=True, capture_output=True)
    return lib


@pytest.mark.slow
def test_the_built_package_holds_the_muse_table_the_fonts_and_the_page(tmp_path):
    lib = built(tmp_path)
    files = {p.relative_to(lib).as_posix() for p in lib.rglob("*") if p.is_file() and p.suffix != ".py"}
    assert DATA <= files, f"missing from the package: {sorted(DATA - files)}"
    check = ("import sys; sys.path.insert(0, sys.argv[1]); import engine, render; "
             "from render.theme import DEFAULT_THEME; "
             "assert engine.__file__.startswith(sys.argv[1]) and render.__file__.startswith(sys.argv[1]); "
             "print(len(engine.default_muse_table()), *DEFAULT_THEME.font(20, bold=True).getname())")
    out = subprocess.run([sys.executable, "-I", "-c", check, str(lib)], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["9", "DejaVu", "Sans", "Bold"]
