"""The test modules' asserts rewritten once between the workers, not once by each.

pytest rewrites each test module's asserts when it imports it, and caches the result beside it. On
a fresh clone every xdist worker finds no cache and rewrites all of them, the same 2 s of CPU four
times over. Each worker first rewrites the modules from its own share of the list onward, so by
the time it comes to the next share another worker has cached it. pytest's own functions do the
work (private to it, hence the pinned version in constraints.txt), so each cache is what pytest's
import would write, and a warm cache makes this a few file reads."""

from __future__ import annotations

from pathlib import Path

import pytest
from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, _rewrite_test, _write_pyc, assertstate_key, get_cache_dir


def rewrite_in_turns(config: pytest.Config, modules: list[Path], worker: int, workers: int) -> None:
    """Rewrite (and cache) `modules`, starting at worker `worker`'s share of `workers`."""
    state = config.stash[assertstate_key]
    start = len(modules) * worker // workers
    for module in modules[start:] + modules[:start]:
        cache = get_cache_dir(module)
        pyc = cache / (module.name[:-3] + PYC_TAIL)
        if _read_pyc(module, pyc, state.trace) is None:
            source_hash, code = _rewrite_test(module, config)
            cache.mkdir(exist_ok=True)
            _write_pyc(state, code, source_hash, pyc)
