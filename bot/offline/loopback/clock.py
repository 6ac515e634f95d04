"""The loopback's notion of now: real time plus whatever tests skipped with :meth:`Clock.advance`."""

from __future__ import annotations

import time


class Clock:
    """Monotonic seconds for deadlines (interaction tokens, rate-limit windows); tests jump ahead
    with ``loopback.clock.advance(15 * 60)`` instead of sleeping."""

    def __init__(self) -> None:
        self.skipped = 0.0

    def now(self) -> float:
        return time.monotonic() + self.skipped

    def epoch(self) -> float:
        """Seconds since 1970 on this clock, for ``X-RateLimit-Reset``."""
        return time.time() + self.skipped

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError('the clock only moves forward')
        self.skipped += seconds
