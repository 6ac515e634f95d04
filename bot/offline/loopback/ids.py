"""Snowflake ids, the shards they fall on, tokens and timestamps shaped like Discord's."""

from __future__ import annotations

import itertools
import secrets
import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1420070400000
_increment = itertools.count()


def snowflake() -> int:
    """A fresh, unique snowflake whose embedded time is now."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_increment) & 0x3FFFFF)


def snowflake_on_shard(shard_id: int, shard_count: int) -> int:
    """A fresh snowflake (a guild's id) whose guild Discord sends on shard ``shard_id`` of
    ``shard_count``: its time is moved on by less than ``shard_count`` ms to the right one."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    ms += (shard_id - ms) % shard_count
    return (ms << 22) | (next(_increment) & 0x3FFFFF)


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard that receives a guild's events (Discord's formula)."""
    return (guild_id >> 22) % shard_count


def token() -> str:
    """A fresh URL-safe interaction token."""
    return 'loopback-' + secrets.token_hex(16)


def iso_now() -> str:
    return datetime.now(UTC).isoformat()
