"""The compiled core (engine/native.py): `pip install` compiles the engine's hot modules with
mypyc, each an optional extension, and writes the manifest of the sources it compiled. Without
mypyc or a C compiler, or with MUSES_PURE_ENGINE=1, it builds none and the sources run."""

import json
import os
import runpy
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

native = runpy.run_path(str(Path(__file__).parent / "engine" / "native.py"), run_name="setup_native")


class BuildNative(build_ext):
    """build_ext that keeps the compiled core whole: the manifest when every extension was
    built, else no extension at all (each is optional: a failed compile only warns). mypyc
    runs here, once, rather than for each of pip's calls of setup.py (metadata, then build)."""

    def finalize_options(self) -> None:
        self.distribution.ext_modules = extensions()
        super().finalize_options()

    def run(self) -> None:
        super().run()
        if not self.extensions:
            return
        built = {Path(self.get_ext_fullpath(e.name)): e for e in self.extensions}
        manifest = Path(self.get_ext_fullpath("engine.board")).parent / native["manifest_name"]()
        # Built now, or before from the same C: not an older build that a failed compile left.
        if all(p.exists() and p.stat().st_mtime >= max(Path(s).stat().st_mtime for s in e.sources)
               for p, e in built.items()):
            manifest.write_text(json.dumps(native["manifest"](Path(__file__).parent), indent=1) + "\n")
            return
        print("engine: the compiled core did not build; the engine runs from its sources")
        for path in [*built, manifest]:
            path.unlink(missing_ok=True)


def extensions() -> list:
    if os.environ.get("MUSES_PURE_ENGINE") == "1":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("engine: no mypyc here; the engine runs from its sources")
        return []
    # The compiled modules import others that import babel, absent from the build environment.
    modules = mypycify(["--ignore-missing-imports", *(m.replace(".", "/") + ".py" for m in native["MODULES"])],
                       group_name="engine.native")
    for extension in modules:
        extension.optional = True
    return modules


# A stand-in until BuildNative makes the extensions: with it, a wheel is marked as compiled.
setup(ext_modules=[Extension(native["LIBRARY"], [])], cmdclass={"build_ext": BuildNative})
