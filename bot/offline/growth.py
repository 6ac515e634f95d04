"""What grows inside a bot process, when the soak is asked why it grows (MUSES_SOAK_GROWTH=FILE): every
minute, a JSON line in FILE with the blocks Python allocated, glibc's heap in use and kept free, the
object counts by type that grew most since the first line (gc), and the lengths that grew most of the
containers reachable from the bot within a few attributes. Cheap enough to leave the games' pace alone
(tracemalloc's snapshots held the event loop for tens of seconds)."""

from __future__ import annotations

import asyncio
import collections
import ctypes
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

GROWTH_ENV = "MUSES_SOAK_GROWTH"
EVERY_S = 60.0
DEPTH = 5
"""Attributes, keys or items followed from the bot."""
TOP = 25
"""Types and containers reported, those that grew most first."""


def containers(root: Any, depth: int = DEPTH) -> dict[str, int]:
    """The length of every container of 20 items or more reachable from `root` through at most `depth`
    attributes or items of small dicts, by path."""
    found: dict[str, int] = {}
    seen: set[int] = set()

    def walk(value: Any, path: str, left: int) -> None:
        if left < 0 or id(value) in seen or isinstance(value, (str, bytes, int, float, type)):
            return
        seen.add(id(value))
        if isinstance(value, (dict, list, set, frozenset, tuple, collections.deque)):
            if len(value) >= 20:
                found[path] = len(value)
            if isinstance(value, dict) and len(value) < 100:
                for key, item in list(value.items()):
                    walk(item, f"{path}[{str(key)[:30]}]", left - 1)
            return
        attributes = getattr(value, "__dict__", None) or {}
        for slot in getattr(type(value), "__slots__", ()):
            if isinstance(slot, str) and hasattr(value, slot):
                attributes = {**attributes, slot: getattr(value, slot)}
        for name, item in list(attributes.items()):
            walk(item, f"{path}.{name}", left - 1)

    walk(root, "bot", depth)
    return found


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def _malloc() -> dict[str, float]:
    """glibc's heap in MiB, over its arenas: in use (uordblks, and hblkhd: blocks mapped on their own),
    and freed but kept (fordblks)."""
    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = _Mallinfo2
    info = libc.mallinfo2()
    return {"malloc_used": round((info.uordblks + info.hblkhd) / 2**20, 2),
            "malloc_free": round(info.fordblks / 2**20, 2)}


async def report(bot: Any, path: str) -> None:
    """Every EVERY_S seconds, a line in `path`; the first one is the baseline of the others."""
    first_types: collections.Counter[str] | None = None
    first_sizes: dict[str, int] = {}
    born = time.monotonic()
    with Path(path).open("a") as out:
        while True:
            await asyncio.sleep(EVERY_S)
            gc.collect()
            types = collections.Counter(type(o).__name__ for o in gc.get_objects())
            sizes = containers(bot)
            line: dict[str, Any] = {"age_s": round(time.monotonic() - born), "blocks": sys.getallocatedblocks(),
                                    "objects": sum(types.values()), **_malloc()}
            if first_types is None:
                first_types, first_sizes = types, sizes
            else:
                line["types"] = {t: (n, n - first_types[t]) for t, n in
                                 sorted(types.items(), key=lambda kv: kv[1] - first_types[kv[0]], reverse=True)[:TOP]}
                line["containers"] = {p: (n, n - first_sizes.get(p, 0)) for p, n in
                                      sorted(sizes.items(), key=lambda kv: kv[1] - first_sizes.get(kv[0], 0),
                                             reverse=True)[:TOP]}
            print(json.dumps(line), file=out)
            out.flush()
