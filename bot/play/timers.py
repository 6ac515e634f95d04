"""Time in the bot: how long its minutes and pauses last (Timing), the pace of its requests to
Discord (Pace: a channel's posts, and all of them), and a game's turn timer (TurnTimer: one task
that sleeps until the stored deadline, then calls back). Pace and TurnTimer read the time and wait
through the `clock` and `sleep` they are given (the tests give them a clock they move themselves)."""

from __future__ import annotations

import asyncio
import math
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

Sleep = Callable[[float], Awaitable[None]]
"""How a timer waits a number of seconds (asyncio.sleep, unless a test moves time itself)."""


@dataclass(frozen=True)
class Timing:
    """How long things take; the tests shorten them, the bot uses the defaults."""

    minute: float = 60.0
    """Seconds in a minute of turn time."""
    hour: float = 3600.0
    """Seconds in an hour of the servers' idle limits (lobbies, games without a move)."""
    pace: float = 1.25
    """Seconds at least between a board and an automated move after it: a channel takes a
    few messages per few seconds, and automated seats would otherwise post in a burst."""
    channel_posts: tuple[int, float] = (5, 5.0)
    """At most this many posts in one channel within this many seconds: Discord's 5 per 5 s
    (counted as Discord counts them: see Pace)."""
    requests: tuple[int, float] = (45, 1.0)
    """At most this many of the games' requests to Discord a second: its global limit is 50."""
    ai_ms: float | None = None
    """Milliseconds an AI may think about a move (None: its level's default, a second for hard)."""


LATER_S = 0.05
"""Seconds between two looks of a request that waits for others (Pace.turn's `later`)."""
LATER_AT_MOST_S = 2.0
"""Seconds at most a request lets others go first; then it takes its place in the queue."""
FORGET_ABOVE = 1000
"""Keys a Pace holds before it looks for idle ones to forget."""


@dataclass
class _Key:
    """What a Pace knows of one key."""

    answered: deque[float] = field(default_factory=deque)
    """When its requests of the last `seconds` were answered, oldest first."""
    under_way: int = 0
    waiting: int = 0
    pressing: int = 0
    """The requests waiting that may not wait for others (`turn` without `later`)."""
    queue: asyncio.Lock = field(default_factory=asyncio.Lock)
    an_answer: asyncio.Event = field(default_factory=asyncio.Event)


class Pace:
    """Holds back a request until its key (a channel, or everything) may take one more
    within the limit, so that the bot never runs into Discord's limits however its games post.

    Discord counts a request when it arrives, which the bot cannot see: some time after it was
    sent, before its answer came back. So a request counts from the moment it is let go until
    `seconds` after its answer: however long each one takes on the way, no `seconds` at Discord
    see more than `posts` of them. Keys that nothing counts any more are forgotten (channels and
    DMs come and go for as long as the bot runs)."""

    def __init__(self, posts: int, seconds: float, clock: Callable[[], float] = time.monotonic,
                 sleep: Sleep = asyncio.sleep):
        self.posts, self.seconds, self.clock, self.sleep = posts, seconds, clock, sleep
        self._keys: dict[int, _Key] = {}
        self._look_back_at = FORGET_ABOVE

    @asynccontextmanager
    async def turn(self, key: int = 0, later: bool = False) -> AsyncIterator[None]:
        """Wait until `key` may take one more request, and count it while the block sends it
        and for `seconds` after. A request that can wait (`later`: a DM) lets every other one
        waiting for the same key go first, for LATER_AT_MOST_S at most, so that the hands dealt
        at many tables at once do not hold their boards back."""
        if len(self._keys) >= self._look_back_at:
            self._forget_idle()
        k = self._keys.setdefault(key, _Key())
        k.waiting += 1
        try:
            await self._take(k, later)
        finally:
            k.waiting -= 1
        try:
            yield
        finally:
            k.under_way -= 1
            k.answered.append(self.clock())
            k.an_answer.set()

    async def _take(self, k: _Key, later: bool) -> None:
        patient_until = self.clock() + LATER_AT_MOST_S
        if not later:
            k.pressing += 1
        try:
            while True:
                if later and self.clock() >= patient_until:
                    later = False  # it waited long enough: it holds its place from now on
                    k.pressing += 1
                if later and k.pressing:
                    await self.sleep(LATER_S)
                    continue
                async with k.queue:
                    wait = self._wait(k)
                    while wait > 0 and not later:  # holding its place in the queue
                        await self._room(k, wait)
                        wait = self._wait(k)
                    if wait == 0:
                        k.under_way += 1
                        return
                await self._room(k, wait)  # out of the queue: whoever comes meanwhile goes first
        finally:
            if not later:
                k.pressing -= 1

    def _wait(self, k: _Key) -> float:
        """Seconds until the key may take one more request: 0 now, else until an answered one
        leaves the window (inf: until one under way is answered, which then counts on)."""
        now = self.clock()
        while k.answered and now - k.answered[0] >= self.seconds:
            k.answered.popleft()
        if len(k.answered) + k.under_way < self.posts:
            return 0
        return self.seconds - (now - k.answered[0]) if k.answered else math.inf

    async def _room(self, k: _Key, wait: float) -> None:
        if wait < math.inf:
            await self.sleep(wait)
        else:
            k.an_answer.clear()
            await k.an_answer.wait()

    def _forget_idle(self) -> None:
        """Drop the keys with no request waiting, under way or answered in the last `seconds`;
        look again once there are twice as many keys as are left (a sweep costs once per key)."""
        now = self.clock()
        self._keys = {key: k for key, k in self._keys.items()
                      if k.waiting or k.under_way or (k.answered and now - k.answered[-1] < self.seconds)}
        self._look_back_at = max(FORGET_ABOVE, 2 * len(self._keys))


class TurnTimer:
    """Calls `fire(version)` once the deadline armed for that version has passed; arming
    again replaces the previous deadline. The callback may re-arm from inside its call."""

    def __init__(self, name: str, clock: Callable[[], float], fire: Callable[[int], Awaitable[None]],
                 sleep: Sleep = asyncio.sleep):
        self.name = name
        self.clock = clock
        self.fire = fire
        self.sleep = sleep
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
        await self.sleep(max(0.0, deadline - self.clock()))
        await self.fire(version)
