"""`python -m bot bench`: many concurrent games through the loopback Discord. Players think
for a random while (exponential, mean `think` seconds) between turns, as people do; the
latency of a turn runs from the interaction that sends it to the new board, image included.
The last line printed is a JSON summary."""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from engine import default_table

from .app import build_bot
from .autoplay import Table
from .loopback_discord import LoopbackDiscord
from .settings import Settings


async def run_bench(games: int = 50, think: float = 1.0, seed: int = 1, processes: int = 1) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(token=None, db_path=Path(tmp) / "bench.sqlite3", tiles=default_table())
        async with LoopbackDiscord() as loopback:
            for i in range(games):
                loopback.guild.add_channel(f"bench-{i}")
            bot = build_bot(settings, rng=lambda game: random.Random(f"{seed}:{game}"), render_processes=processes,
                            guild_ready_timeout=0.05)
            async with loopback.running(bot, timeout=30):
                tables = [Table(loopback, bot, f"bench-{i}", ["alice", "bob"], random.Random(seed * 1000 + i))
                          for i in range(games)]
                started = time.perf_counter()
                await asyncio.gather(*(_play(t, think) for t in tables))
                elapsed = time.perf_counter() - started
    latencies = sorted(ms for t in tables for ms in t.latencies_ms)
    summary = {
        "games": games, "actions": len(latencies), "elapsed_s": round(elapsed, 2),
        "actions_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": round(statistics.median(latencies), 1),
        "p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))], 1),
        "max_ms": round(latencies[-1], 1), "think_s": think, "render_processes": processes,
    }
    print(f"{games} concurrent 2-player games, {len(latencies)} turns in {elapsed:.1f} s; "
          f"turn latency p50 {summary['p50_ms']} ms, p95 {summary['p95_ms']} ms, max {summary['max_ms']} ms")
    print(json.dumps(summary))
    return summary


async def _play(table: Table, think: float) -> None:
    await table.open(2)
    while True:
        if think:
            await asyncio.sleep(table.rng.expovariate(1 / think))
        if not await table.play_turn():
            return
