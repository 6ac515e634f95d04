"""`python -m engine review-check`: whether the review's better moves are better.

It plays seeded AI games (the calibration's mixed tables: `engine.ai.calibration.table`), reviews
each as the bot does, and takes the turning points of every seat (what a game of AIs alone
shows), game after game in order until it holds `points` of them. Each is judged again from the
same seat record by the review's search with FACTOR times its budget (`engine.ai.review.rejudged`):
the better move is confirmed when that search values it strictly above the move played. The
last line is JSON: the points, how many were confirmed, the rate and its 95 % Wilson interval
(the goal: a rate of GOAL or more).
"""

from __future__ import annotations

import math
import multiprocessing
import sys
import time
from itertools import count

from .calibration import played_game
from .review import REVIEW_BUDGET, rejudged, review

FACTOR = 4
"""The deeper search has this many times the review's budget."""
GOAL = 0.8
"""The part of the turning points whose better move the deeper search should confirm."""
Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95 % interval."""


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate of `k` successes in `n` trials."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def checked_game(args: tuple[int, int, int]) -> list[dict] | None:
    """Game `index` played and reviewed with `budget`, and each of its turning points judged
    again with FACTOR times it: None when the game was dropped (a hand that will not end)."""
    seed, index, budget = args
    record = played_game(seed, index, budget)
    if record is None:
        return None
    done = review(record, budget)
    points = []
    for seat in range(len(record["players"])):
        for d in done.turning_points(seat):
            played, better = rejudged(record, d, FACTOR * budget)
            a = d.appraisal
            points.append({"game": index, "hand": a.hand, "index": a.index, "seat": seat, "loss": round(d.loss, 4),
                           "values": [round(played, 6), round(better, 6)], "confirmed": better > played})
    return points


def run(points: int = 50, seed: int = 1, budget: int = REVIEW_BUDGET, jobs: int = 2, out=sys.stdout) -> dict:
    """Check at least `points` turning points; print one line for each and return the summary."""
    start = time.perf_counter()
    found: list[dict] = []
    games = dropped = 0
    indices = count()
    with multiprocessing.get_context("forkserver").Pool(jobs) as pool:
        while len(found) < points:
            batch = [(seed, next(indices), budget) for _ in range(2 * jobs)]
            for game in pool.map(checked_game, batch):
                if len(found) >= points:
                    break  # the games are taken in order, whatever the batch: the same for any `jobs`
                games += 1
                if game is None:
                    dropped += 1
                    continue
                for p in game:
                    print(f"game {p['game']} hand {p['hand']} action {p['index']} seat {p['seat']}: lost "
                          f"{p['loss']:.3f}; deeper values {p['values'][0]:.4f} played, {p['values'][1]:.4f} better: "
                          f"{'confirmed' if p['confirmed'] else 'NOT confirmed'}", file=out, flush=True)
                found += game
    confirmed = sum(p["confirmed"] for p in found)
    low, high = wilson(confirmed, len(found))
    rate = confirmed / len(found)
    return {"points": len(found), "confirmed": confirmed, "rate": round(rate, 4),
            "wilson95": [round(low, 4), round(high, 4)], "goal": GOAL, "met": rate >= GOAL,
            "games": games, "dropped": dropped, "seed": seed, "budget": budget, "deeper_budget": FACTOR * budget,
            "seconds": round(time.perf_counter() - start)}
