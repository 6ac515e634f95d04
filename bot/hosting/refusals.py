"""Channels that refuse the bot's posts (HTTP 403): Discord counts each refusal as an invalid
request and bans a bot that makes 10,000 in 10 minutes, so a channel that refused is not tried
again for a while, longer each time it refuses again; what the bot would have said there fails
at once with the reason it was last given. A change to a server's channels, roles or the bot's
member (a permission granted, a thread unlocked) lets its channels be tried again at once."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.language import Phrase

BACKOFF_S = (10.0, 30.0, 60.0, 300.0)
"""Seconds a channel is not tried after its first refusal, its second... (then every last one)."""


@dataclass(frozen=True)
class Refused:
    """A channel's last refusal: its server, why, how many in a row, and until when it is left alone."""

    guild: int
    reason: Phrase
    times: int
    until: float


class Refusals:
    """The channels that refused lately, by id."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self._channels: dict[int, Refused] = {}

    def waiting(self, channel: int) -> Phrase | None:
        """Why `channel` is not to be tried now (the reason it last refused), or None: try it."""
        refused = self._channels.get(channel)
        return refused.reason if refused is not None and self.clock() < refused.until else None

    def refused(self, guild: int, channel: int, reason: Phrase) -> None:
        """`channel` (of server `guild`) refused a post or an edit, for `reason`."""
        before = self._channels.get(channel)
        times = before.times + 1 if before is not None else 1
        wait = BACKOFF_S[min(times, len(BACKOFF_S)) - 1]
        self._channels[channel] = Refused(guild, reason, times, self.clock() + wait)

    def took(self, channel: int) -> None:
        """`channel` took a post or an edit: it is trusted again."""
        self._channels.pop(channel, None)

    def changed(self, guild: int) -> None:
        """Something in server `guild` changed that may let its channels take posts again."""
        self._channels = {c: r for c, r in self._channels.items() if r.guild != guild}
