"""The pictures the renderer keeps to draw again (a tile, a die, a text's glyphs): two LRUs, one
for the pieces and one for the texts, bounded by the bytes of their pixels rather than by a count of
entries, so that a drawing process holds at most `BUDGET` of them however many different boards it draws."""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import suppress
from functools import partial, wraps
from typing import Any, TypeVar

from cachetools import LRUCache, cached
from cachetools.keys import hashkey
from PIL import Image

BUDGET = 32 * 2**20
"""Bytes of pixels kept in all: full after some 100 boards. A board then draws 9–16 % slower than with the
per-function caches this replaced, which held 57 MiB after 1000 boards and were still growing."""
TEXTS_BUDGET = 4 * 2**20
"""Of which texts' pictures: many are drawn once (a header's labels and the last move in words change
every turn). Kept with the pieces, they pushed out the tiles each board of a game draws again: at 50
games in turns, 4 MiB for texts spent 29 % less on drawing what was not kept than one store of 32."""

F = TypeVar("F", bound=Callable[..., Any])


def pixel_bytes(value: object) -> int:
    """What `value` holds in pixels (width × height × bands), summed over a tuple's pictures."""
    if isinstance(value, Image.Image):
        return value.width * value.height * len(value.getbands())
    if isinstance(value, tuple):
        return sum(map(pixel_bytes, value))
    return 0


PICTURES: LRUCache[tuple[Any, ...], Any] = LRUCache(maxsize=BUDGET - TEXTS_BUDGET, getsizeof=pixel_bytes)
"""The pieces: tiles, dice, badges."""
TEXTS: LRUCache[tuple[Any, ...], Any] = LRUCache(maxsize=TEXTS_BUDGET, getsizeof=pixel_bytes)
SEEN = 4096
"""How many texts asked for once are remembered, by their keys only (a few hundred boards' texts)."""
_SEEN: LRUCache[tuple[Any, ...], bool] = LRUCache(maxsize=SEEN)
_LOCK = threading.Lock()
"""The bot draws in threads: one at a time in `PICTURES` and `TEXTS` (a picture is drawn outside them)."""


def kept(function: F) -> F:
    """`function`, its results kept in `PICTURES` by its name and arguments."""
    return _kept_in(PICTURES, function)


def kept_text(function: F) -> F:
    """`function`, its results kept in `TEXTS` by its name and positional arguments (its keyword ones
    are what those determine), from the second time they are asked for among the last `SEEN` texts:
    a text drawn once (a label, the last move in words) is not kept, and pushes out none drawn again."""
    name = f"{function.__module__}.{function.__qualname__}"

    @wraps(function)
    def again(*args: Any, **given: Any) -> Any:
        key = hashkey(name, *args)
        with _LOCK:
            value = TEXTS.get(key)
        if value is None:
            value = function(*args, **given)
            with _LOCK:
                if _SEEN.pop(key, False):
                    with suppress(ValueError):  # larger than all TEXTS
                        TEXTS[key] = value
                else:
                    _SEEN[key] = True
        return value

    return again  # type: ignore[return-value]


def _kept_in(store: LRUCache[tuple[Any, ...], Any], function: F) -> F:
    key = partial(hashkey, f"{function.__module__}.{function.__qualname__}")
    return cached(store, key=key, lock=_LOCK)(function)  # type: ignore[return-value]


def recalled(key: tuple[Any, ...], make: Callable[[], Any]) -> Any:
    """The value kept in `PICTURES` under `key`, made and kept first if it is not there."""
    with _LOCK:
        value = PICTURES.get(key)
    if value is None:
        value = make()
        with _LOCK:
            PICTURES[key] = value
    return value
