"""A clock that moves only when the test moves it, for the bot's timers (bot/play/timers.py)."""

from __future__ import annotations

import asyncio
import heapq
import itertools
import math
from collections.abc import Awaitable
from typing import TypeVar

T = TypeVar("T")

SETTLE_PASSES = 50
"""Passes of the event loop that let every task woken by a step of time run until it waits again
(timers only wait on this clock, locks and events: no I/O)."""


class ManualClock:
    """Seconds from 0 that pass only in `advance` and `run`: give `now` as a timer's clock and
    `sleep` as its sleep; a sleeper wakes when the clock reaches its time, sleepers in time order,
    each with the clock showing its own time."""

    def __init__(self) -> None:
        self._now = 0.0
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        at = max(self._now + seconds, math.nextafter(self._now, math.inf))  # time passes, however little
        heapq.heappush(self._sleepers, (at, next(self._order), woken))
        await woken

    async def advance(self, seconds: float) -> None:
        """Move the clock `seconds` on, waking each sleeper whose time comes on the way."""
        until = self._now + seconds
        await _settled()
        while self._sleepers and self._sleepers[0][0] <= until:
            self._wake_next()
            await _settled()
        self._now = until

    async def run(self, awaitable: Awaitable[T]) -> T:
        """Await `awaitable`, moving the clock to the next sleeper's time whenever nothing else can run."""
        task = asyncio.ensure_future(awaitable)
        await _settled()
        while not task.done():
            if not self._sleepers:
                task.cancel()
                raise RuntimeError("everything waits, and nothing on this clock")
            self._wake_next()
            await _settled()
        return task.result()

    def _wake_next(self) -> None:
        at, _, woken = heapq.heappop(self._sleepers)
        self._now = max(self._now, at)
        if not woken.done():  # a sleeper cancelled meanwhile
            woken.set_result(None)


async def _settled() -> None:
    for _ in range(SETTLE_PASSES):
        await asyncio.sleep(0)
