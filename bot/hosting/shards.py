"""Which Discord shards this process runs (`MUSES_SHARDS`), which guilds they own, and this
process's share of the bot's global request budget."""

from __future__ import annotations

import re
from dataclasses import dataclass

SHARDS = re.compile(r"^\s*(\d+(?:\s*,\s*\d+)*)\s*/\s*(\d+)\s*$")


@dataclass(frozen=True)
class Shards:
    """Shards `ids` of `count`: this process receives the events of the guilds on them, and only
    these guilds' games live here."""

    ids: tuple[int, ...]
    count: int

    @classmethod
    def parse(cls, text: str) -> Shards:
        """`"0,1/4"`: shards 0 and 1 of 4; ValueError with one sentence if it is not that."""
        found = SHARDS.match(text)
        ids = tuple(int(k) for k in found.group(1).split(",")) if found else ()
        count = int(found.group(2)) if found else 0
        if not found or count < 1 or len(set(ids)) != len(ids) or any(k >= count for k in ids):
            raise ValueError(f"MUSES_SHARDS must list this process's shard ids out of the shard count, "
                             f"each id below the count, like 0,1/4 (shards 0 and 1 of 4), not {text!r}")
        return cls(tuple(sorted(ids)), count)

    def owns(self, guild_id: int) -> bool:
        """Whether Discord sends this guild's events to one of these shards."""
        return (guild_id >> 22) % self.count in self.ids

    def share(self, rate: tuple[int, float]) -> tuple[int, float]:
        """This process's part of a budget all shards share (Discord's global limit is per bot
        token, across its processes): its shards' share of the requests, at least one."""
        requests, seconds = rate
        return max(1, requests * len(self.ids) // self.count), seconds
