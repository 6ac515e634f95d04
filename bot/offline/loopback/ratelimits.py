"""Discord's rate limits: per-route buckets per top-level resource (channel, guild, webhook
token), announced in ``X-RateLimit-*`` headers on every answer, and a global limit on the bot's
requests that interaction endpoints are exempt from. The global limit is per bot token: every
connection and process that sends the same token shares it. Beyond a limit: HTTP 429 as Discord
sends it."""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from dataclasses import dataclass
from functools import cache

from .clock import Clock
from .errors import json_response

CHANNEL_MESSAGES = 'POST /channels/{channel}/messages'
MAJOR_PARAMETERS = ('channel', 'guild', 'interaction', 'app', 'token')
VIA = {'Via': '1.1 google'}
"""Discord's answers come through Google's front end; discord.py takes a 429 without ``Via`` for a
Cloudflare ban and gives up instead of waiting."""


@dataclass
class Window:
    """``limit`` requests per ``per`` seconds, from the first request of the window."""

    limit: int
    per: float
    started: float = -math.inf
    used: int = 0

    def take(self, now: float) -> bool:
        if now >= self.started + self.per:
            self.started, self.used = now, 0
        if self.used >= self.limit:
            return False
        self.used += 1
        return True

    def reset_after(self, now: float) -> float:
        return max(0.0, self.started + self.per - now)


class RateLimited(Exception):
    """A request beyond a limit; :meth:`response` is Discord's 429."""

    def __init__(self, retry_after: float, *, is_global: bool, headers: dict[str, str]) -> None:
        super().__init__(f'rate limited for {retry_after:.3f}s')
        self.retry_after, self.is_global, self.headers = retry_after, is_global, headers

    def response(self):
        headers = {**self.headers, 'Retry-After': str(math.ceil(self.retry_after))}
        if self.is_global:
            headers.update({'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global'})
        else:
            headers['X-RateLimit-Scope'] = 'user'
        body = {'message': 'You are being rate limited.', 'retry_after': round(self.retry_after, 3),
                'global': self.is_global}
        return json_response(body, status=429, headers=headers)


class RateLimits:
    """The bot's buckets. ``channel_messages`` and ``global_rate`` are (requests, seconds);
    ``route_rate`` is every other route's bucket. :attr:`rate_limited` counts the 429s per route,
    :attr:`requests` every request per route and kind (True: an interaction endpoint's, exempt
    from the global limit), answered 429 or not, and :attr:`requests_to` per resource (the
    route's major parameters: a channel's id, say) and kind."""

    def __init__(
        self,
        clock: Clock,
        *,
        channel_messages: tuple[int, float] = (5, 5.0),
        global_rate: tuple[int, float] = (50, 1.0),
        route_rate: tuple[int, float] = (50, 1.0),
    ) -> None:
        self.clock = clock
        self.channel_messages = channel_messages
        self.route_rate = route_rate
        self.rate_limited: Counter[str] = Counter()
        self.requests: Counter[tuple[str, bool]] = Counter()
        self.requests_to: Counter[tuple[tuple[str, ...], bool]] = Counter()
        self.global_rate = global_rate
        self._global: dict[str, Window] = {}
        """Per bot token (the ``Authorization`` header)."""
        self._windows: dict[tuple[str, tuple[str, ...]], Window] = {}

    def take(self, route: str, major: tuple[str, ...], *, interaction: bool, token: str) -> dict[str, str]:
        """Count a request with ``token`` on ``route`` (``"POST /channels/{channel}/messages"``)
        for resource ``major``; its rate-limit headers, or :class:`RateLimited`."""
        now = self.clock.now()
        self.requests[route, interaction] += 1
        self.requests_to[major, interaction] += 1
        everything = self._global.get(token)
        if everything is None:
            everything = self._global[token] = Window(*self.global_rate)
        window = self._windows.get((route, major))
        if window is None:
            window = self._windows[(route, major)] = Window(*self._rate(route))
        if not interaction and not everything.take(now):
            self.rate_limited[route] += 1
            raise RateLimited(everything.reset_after(now), is_global=True, headers=dict(VIA))
        allowed = window.take(now)
        headers = self._headers(route, window, now)
        if not allowed:
            self.rate_limited[route] += 1
            raise RateLimited(window.reset_after(now), is_global=False, headers=headers)
        return headers

    def _rate(self, route: str) -> tuple[int, float]:
        return self.channel_messages if route == CHANNEL_MESSAGES else self.route_rate

    def _headers(self, route: str, window: Window, now: float) -> dict[str, str]:
        reset_after = window.reset_after(now)
        return {
            **VIA,
            'X-RateLimit-Limit': str(window.limit),
            'X-RateLimit-Remaining': str(window.limit - window.used),
            'X-RateLimit-Reset': f'{self.clock.epoch() + reset_after:.3f}',
            'X-RateLimit-Reset-After': f'{reset_after:.3f}',
            'X-RateLimit-Bucket': bucket(route),
        }


@cache
def bucket(route: str) -> str:
    """The bucket id a route's answers name (made once per route)."""
    return hashlib.sha1(route.encode()).hexdigest()[:16]
