"""The game of each user's last "Open the board" per channel (docs/activity.md, "Launching it from
the chat"): Discord's launch carries no game, and an Activity's instance belongs to a channel, so
the page the launch opens asks for it, in whichever bot process serves the page. Kept a day."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from .db import Database

LAUNCH_S = 24 * 3600.0
"""A launch is remembered this many seconds; older ones are dropped at the next launch."""


class ActivityLaunches:
    """The launches in the database (SQLite or PostgreSQL)."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time):
        self.db = db
        self.clock = clock

    async def remember(self, user: int, channels: Iterable[int], game: int) -> None:
        """`user` opened `game`'s board from these channels (a thread and its parent: the instance
        runs in one of them); the launches older than a day are dropped."""
        now = self.clock()
        await self.db.execute_many(
            "INSERT INTO activity_launches (player, channel, game, at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (player, channel) DO UPDATE SET game = excluded.game, at = excluded.at",
            [(user, channel, game, now) for channel in channels])
        await self.db.execute("DELETE FROM activity_launches WHERE at <= ?", (now - LAUNCH_S,))

    async def last(self, user: int, channel: int) -> int | None:
        """The game `user` last opened from `channel` within a day, if any."""
        row = await self.db.fetch_one("SELECT game FROM activity_launches WHERE player = ? AND channel = ? AND at > ?",
                                      (user, channel, self.clock() - LAUNCH_S))
        return row["game"] if row else None

    async def forget(self, user: int) -> None:
        """`user` asked to be forgotten (`/muses forget-me`)."""
        await self.db.execute("DELETE FROM activity_launches WHERE player = ?", (user,))
