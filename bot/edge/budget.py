"""Each server's budget of on-demand work: one answer of each expensive kind (today a replay's GIF)
under way at a time, from the request's acceptance to its last message. The workers that draw
and search on demand serve their askers in turn (`hosting.fair`): with one request a server, a server's
crowd takes no more of them than one member elsewhere, and what the bot's event loop does for a
server's answers (their records, their uploads) comes one at a time. A request that comes meanwhile is
refused at once, before any of its work and without counting against its member's cooldown, saying
when the one under way should be done (`client.on_demand`)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from engine import Refusal

from ..core.language import N_

BUSY = N_("The bot is still answering another request like this one on this server: please ask again {when}")
FIRST_GUESS_S = 2.0
"""Seconds an answer of a kind is expected to take before one of that kind was given."""


class Budget:
    """The answers under way, by server and kind, and how long each kind's last one took."""

    def __init__(self, clock: Callable[[], float] = time.time):
        self._clock = clock
        self._under_way: dict[tuple[int, str], float] = {}
        """When each answer under way was accepted."""
        self._took: dict[str, float] = {}

    @contextmanager
    def spent(self, guild: int, kind: str) -> Iterator[None]:
        """Server `guild`'s answer of `kind` is under way within: a Refusal saying when to ask again if
        one is under way already."""
        now, key = self._clock(), (guild, kind)
        if key in self._under_way:
            until = max(self._under_way[key] + self._took.get(kind, FIRST_GUESS_S), now + 1)
            raise Refusal(BUSY, when=f"<t:{math.ceil(until)}:R>")
        self._under_way[key] = now
        try:
            yield
        finally:
            del self._under_way[key]
            self._took[kind] = self._clock() - now
