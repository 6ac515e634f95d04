"""Time in the bot: how long its minutes and pauses last, and a game's turn timer (one
task that sleeps until the stored deadline, then calls back)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Awaitable, Callable


@dataclass(frozen=True)
class Timing:
    """How long things take; the tests shorten them, the bot uses the defaults."""

    minute: float = 60.0
    """Seconds in a minute of turn time."""
    pace: float = 1.25
    """Seconds at least between a board and an automated move after it: a channel takes a
    few messages per few seconds, and automated seats would otherwise post in a burst."""


class TurnTimer:
    """Calls `fire(version)` once the deadline armed for that version has passed; arming
    again replaces the previous deadline. The callback may re-arm from inside its call."""

    def __init__(self, name: str, clock: Callable[[], float], fire: Callable[[int], Awaitable[None]]):
        self.name = name
        self.clock = clock
        self.fire = fire
        self._task: asyncio.Task | None = None

    def arm(self, deadline: float, version: int) -> None:
        self.stop()
        self._task = asyncio.create_task(self._wait(deadline, version), name=self.name)

    def stop(self) -> None:
        """Cancel the armed deadline (not the call under way, if the callback stops it)."""
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
        self._task = None

    async def _wait(self, deadline: float, version: int) -> None:
        await asyncio.sleep(max(0.0, deadline - self.clock()))
        await self.fire(version)
