"""Cooldowns: a member who asked for an expensive answer (an AI search, a picture drawn on
demand, a record's file) waits the server's `cooldown` seconds before asking for the same kind
again (the same file: a game's record at one version), and is told until when
(`client.cool_down`)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from engine import Refusal

from ..core.language import N_
from ..storage.server_settings import LONGEST_COOLDOWN

TOO_SOON = N_("You asked for this a moment ago: you may ask again {when}")
KEPT = 1000
"""Beyond this many members' last requests, those older than the longest cooldown are forgotten."""


class Cooldowns:
    """When each member last asked for each kind of request, per server: the server's current
    cooldown counts from there (a moderator who shortens it shortens every wait at once)."""

    def __init__(self, clock: Callable[[], float] = time.time):
        self._clock = clock
        self._asked: dict[tuple[int, int, str], float] = {}

    def check(self, guild: int, user: int, kind: str, seconds: float, count: bool = True) -> None:
        """Count a request of `kind` (`count` False: only check it, before any work, and count it once
        it proves valid); a Refusal saying when to ask again if the last one counted was less than
        `seconds` ago (0: never)."""
        now, key = self._clock(), (guild, user, kind)
        until = self._asked.get(key, -math.inf) + seconds
        if until > now:
            raise Refusal(TOO_SOON, when=f"<t:{math.ceil(until)}:R>")
        if not count:
            return
        if len(self._asked) >= KEPT:
            self._asked = {k: asked for k, asked in self._asked.items() if asked + LONGEST_COOLDOWN > now}
        self._asked[key] = now
