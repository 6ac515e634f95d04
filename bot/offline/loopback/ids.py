"""Snowflake ids and timestamps shaped like Discord's."""

from __future__ import annotations

import itertools
import secrets
import time
from datetime import datetime, timezone

DISCORD_EPOCH_MS = 1420070400000
_increment = itertools.count()


def snowflake() -> int:
    """A fresh, unique snowflake whose embedded time is now."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_increment) & 0x3FFFFF)


def token() -> str:
    """A fresh URL-safe interaction token."""
    return 'loopback-' + secrets.token_hex(16)


def iso_now() -> str:
    return datetime.now(timezone.utc).isoformat()
