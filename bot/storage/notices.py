"""Notices between the bot processes that share a PostgreSQL database, through its LISTEN and
NOTIFY: a payload of at most NOTICE_BYTES on a named channel, heard by every process listening
(the sender too), never stored. SQLite has no such thing: its bot is one process."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Mapping

import asyncpg

from .db import UNREACHABLE, PostgresDatabase

log = logging.getLogger(__name__)

NOTICE_BYTES = 7900
"""The largest payload sent (PostgreSQL's limit is 8000 bytes)."""
RECONNECT_S = (0.5, 1.0, 2.0, 5.0, 10.0)
"""Seconds before each new try of a listening connection that was lost (then every last one)."""


class Notices:
    """One connection of the pool listening on `handlers`' channels, each payload handed to its
    channel's handler; when it is lost it is opened again, and `back` is told that notices may
    have been missed meanwhile."""

    def __init__(self, db: PostgresDatabase, handlers: Mapping[str, Callable[[str], None]],
                 back: Callable[[], None]):
        self.db = db
        self.handlers = handlers
        self.back = back
        self.listening = asyncio.Event()
        """Set while the connection listens."""
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._listen(), name="muses-notices")

    async def send(self, channel: str, payload: str) -> None:
        """Notify every listener of `channel` (once the statement returns, the notice is sent)."""
        assert len(payload.encode()) <= NOTICE_BYTES, "a notice fits PostgreSQL's payload limit"
        await self.db.execute("SELECT pg_notify(?, ?)", (channel, payload))

    async def _listen(self) -> None:
        lost_before, attempt = False, 0
        while True:
            try:
                async with self.db.pool.acquire() as conn:
                    lost = asyncio.Event()
                    conn.add_termination_listener(lambda _conn, lost=lost: lost.set())
                    heard = {channel: _heard(handler) for channel, handler in self.handlers.items()}
                    try:
                        for channel, callback in heard.items():
                            await conn.add_listener(channel, callback)
                        self.listening.set()
                        attempt = 0
                        if lost_before:
                            self.back()
                        await lost.wait()
                    finally:  # a connection back to the pool listens no more (a lost one is let go)
                        with contextlib.suppress(asyncpg.InterfaceError, *UNREACHABLE):
                            for channel, callback in heard.items():
                                await asyncio.shield(conn.remove_listener(channel, callback))
            except asyncio.CancelledError:
                raise
            except (*UNREACHABLE, asyncpg.PostgresError) as e:
                log.warning("the notices' connection to the database failed: %r", e)
            self.listening.clear()
            lost_before = True
            await asyncio.sleep(RECONNECT_S[min(attempt, len(RECONNECT_S) - 1)])
            attempt += 1

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


def _heard(handler: Callable[[str], None]):
    def heard(conn, pid: int, channel: str, payload: str) -> None:
        try:
            handler(payload)
        except Exception:
            log.exception("a notice on %s was not understood: %r", channel, payload[:200])
    return heard
