"""`python -m bot.offline.store_bench --db TARGET`: how long the store takes to save a game
in play and to read it back, on a SQLite file or a PostgreSQL URL. The last line is JSON."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time
from dataclasses import replace

from engine import Game, default_muse_table
from engine.players import random_action
from engine.views import player_view

from ..core.stored import GameStatus, Seat, TableOptions
from ..storage.db import is_postgres, open_db
from ..storage.store import GameStore
from .spread import p95


async def measure(target: str, saves: int, seed: int = 1) -> dict:
    """Median and 95th percentile (ms) of `saves` saves of a game in play, each after one more
    action, and of as many reads of it."""
    store = GameStore(await open_db(target))
    try:
        seats = (Seat(1, "alice"), Seat(2, "bob"))
        stored = await store.create(1, random.randrange(2 ** 40), seats[0], TableOptions(), seats[1:])
        game = Game.new([s.name for s in seats], stored.table.options(default_muse_table()), random.Random(seed))
        stored = await store.save(replace(stored, status=GameStatus.ACTIVE, game=game))
        rng, save_ms, read_ms = random.Random(seed), [], []
        for _ in range(saves):
            if game.is_over:
                game = Game.new([s.name for s in seats], stored.table.options(default_muse_table()), rng)
            seat = game.hand.to_move
            assert seat is not None  # a game not over has a seat to move
            action = random_action(player_view(game, seat), rng)
            assert action is not None  # which has a legal action
            game.submit(action, seat)
            started = time.perf_counter()
            stored = await store.save(replace(stored, game=game))
            save_ms.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            await store.get(stored.id)
            read_ms.append((time.perf_counter() - started) * 1000)
        await store.save(replace(stored, status=GameStatus.CANCELLED))
    finally:
        await store.close()
    return {"db": "postgresql" if is_postgres(target) else "sqlite", "saves": saves,
            "save_ms_median": round(statistics.median(save_ms), 3), "save_ms_p95": round(p95(save_ms), 3),
            "get_ms_median": round(statistics.median(read_ms), 3), "get_ms_p95": round(p95(read_ms), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bot.offline.store_bench", description=__doc__)
    parser.add_argument("--db", required=True, help="a SQLite file or a postgresql:// URL (a game is added, cancelled)")
    parser.add_argument("--saves", type=int, default=500)
    args = parser.parse_args()
    figures = asyncio.run(measure(args.db, args.saves))
    print(f"{figures['db']}: save {figures['save_ms_median']} ms median ({figures['save_ms_p95']} p95), "
          f"get {figures['get_ms_median']} ms median ({figures['get_ms_p95']} p95) over {args.saves} saves")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
