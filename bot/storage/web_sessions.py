"""The web table's sign-ins (docs/web-protocol.md, "Sessions"): one row per session token, kept
as the token's SHA-256 (a stolen copy of the database signs nobody in). One SQL statement per
method."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from .db import Database

USE_S = 24 * 3600.0
"""A session lasts a day of use: it ends this many seconds after it was last used."""
LONGEST_S = 30 * USE_S
"""And at most this long after its sign-in, however often it is used."""


@dataclass(frozen=True)
class SignedIn:
    """Who a live session token belongs to, as Discord told at sign-in."""

    user: int
    name: str
    locale: str


def _hashed(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class WebSessions:
    """Session tokens in the database (SQLite or PostgreSQL)."""

    def __init__(self, db: Database):
        self.db = db

    async def issue(self, user: int, name: str, locale: str, now: float) -> str:
        """A new session of `user`: its token, given once (only its hash is stored). The sessions
        that expired are dropped then: the database keeps none of them past the next sign-in."""
        token = secrets.token_urlsafe(32)
        await self.db.execute("INSERT INTO web_sessions (token_hash, player, name, locale, issued, used) "
                              "VALUES (?, ?, ?, ?, ?, ?)", (_hashed(token), user, name, locale, now, now))
        await self._drop_expired(now)
        return token

    async def use(self, token: str, now: float) -> SignedIn | None:
        """The user of a live `token`, its use noted (the day of use starts again); None for a token
        unknown, ended or expired."""
        row = await self.db.fetch_one(
            "UPDATE web_sessions SET used = ? WHERE token_hash = ? AND used > ? AND issued > ? "
            "RETURNING player, name, locale", (now, _hashed(token), now - USE_S, now - LONGEST_S))
        return SignedIn(row["player"], row["name"], row["locale"]) if row else None

    async def end(self, token: str) -> int | None:
        """Sign-out: the token ends; its user, if it was known."""
        row = await self.db.fetch_one("DELETE FROM web_sessions WHERE token_hash = ? RETURNING player",
                                      (_hashed(token),))
        return row["player"] if row else None

    async def end_all(self, user: int) -> None:
        """Every session of `user` ends (they left a server, or asked to be forgotten)."""
        await self.db.execute("DELETE FROM web_sessions WHERE player = ?", (user,))

    async def _drop_expired(self, now: float) -> None:
        await self.db.execute("DELETE FROM web_sessions WHERE used <= ? OR issued <= ?",
                              (now - USE_S, now - LONGEST_S))
