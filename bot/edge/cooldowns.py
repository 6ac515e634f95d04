"""Cooldowns: a member who asked for an expensive answer (an AI search, a picture drawn on
demand, a record's file) waits the server's `cooldown` seconds before asking for the same kind
again (the same file: a game's record at one version), and is told until when
(`client.cool_down`)."""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable

from engine import Refusal

from ..core.language import N_
from ..storage.server_settings import LONGEST_COOLDOWN

TOO_SOON = N_("You asked for this a moment ago: you may ask again {when}")


class Cooldowns:
    """When each member last asked for each kind of request, per server: the server's current
    cooldown counts from there (a moderator who shortens it shortens every wait at once). A request
    is forgotten once the longest cooldown has passed, the oldest first, at once: no sweep, however
    many members asked within it."""

    def __init__(self, clock: Callable[[], float] = time.time):
        self._clock = clock
        self._asked: OrderedDict[tuple[int, int, str], tuple[float, int]] = OrderedDict()
        """The last request counted of each kind, by member, oldest first: when, and its version."""

    def check(self, guild: int, user: int, kind: str, seconds: float, count: bool = True, version: int = 0) -> None:
        """Count a request of `kind` (`count` False: only check it, before any work, and count it once
        it proves valid); a Refusal saying when to ask again if the last one counted was less than
        `seconds` ago (0: never). `version`: of what was asked (a game's record, which a move makes
        anew): a request for another one is not held back, and takes the last one's place."""
        now, key = self._clock(), (guild, user, kind)
        asked, asked_version = self._asked.get(key, (-math.inf, version))
        until = asked + seconds
        if until > now and asked_version == version:
            raise Refusal(TOO_SOON, when=f"<t:{math.ceil(until)}:R>")
        if not count:
            return
        self._asked[key] = now, version
        self._asked.move_to_end(key)
        while next(iter(self._asked.values()))[0] + LONGEST_COOLDOWN <= now:
            self._asked.popitem(last=False)
