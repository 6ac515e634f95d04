"""`python -m engine arena --report`: the standard pairings of the levels, each played with
and without tiles, as one table of scores, intervals and costs per move.

A row's score is side A's win rate (a shared game: half a win) with its 95 % interval, beside
the equal share (what A would win if it played as well as B): with 3 players A holds one seat
of three in every game (`Match.part`), so the equal share is a third.
"""

from __future__ import annotations

import io
import sys

from .arena import Match, run

YARDSTICK = "frozen:0916adf"
"""The hard player before its budget followed the compiled core and its three-player beliefs each
mover's view (`arena.Frozen`): today's hard is measured against it."""
PAIRINGS = [("hard", "normal", 2, None), ("normal", "easy", 2, None), ("hard", "hard-uniform", 2, None),
            ("hard", YARDSTICK, 2, None), ("hard", "normal", 3, 1), ("hard,normal", "normal", 4, None),
            ("hard", "normal", 4, None)]
"""(side A, side B, players, A's seats with 3 players), each played with no tiles and with `some`."""
COLUMNS = f"{'players':>7}  {'A':<14} {'B':<14} {'tiles':<5} {'games':>5}  {'A wins':>6}  {'ci95':<15} " \
          f"{'equal':>5}  {'A ms p50/p95':>13}  {'B ms p50/p95':>13}"


def report(games: int, jobs: int = 2, seed: int = 1, ms: float | None = None, out=sys.stdout) -> dict:
    """Play every pairing, printing its row as soon as it is known; return them all."""
    print(COLUMNS, file=out, flush=True)
    rows = []
    for a, b, players, part in PAIRINGS:
        for tiles in ("none", "some"):
            summary = run(Match(a, b, players, seed, tiles, ms=ms, part=part), games, jobs, out=io.StringIO())
            rows.append(summary)
            print(row(summary), file=out, flush=True)
    return {"games": games, "seed": seed, "ms": ms, "pairings": rows}


def row(summary: dict) -> str:
    """A pairing's line of the table."""
    equal = 1 / 3 if summary["players"] == 3 else 1 / 2
    low, high = summary["ci95"]
    cost = {k: f"{_ms(v['p50'])}/{_ms(v['p95'])}" for k, v in summary["decision_ms"].items()}
    return (f"{summary['players']:>7}  {summary['a']:<14} {summary['b']:<14} {summary['tiles']:<5} "
            f"{summary['games']:>5}  {summary['win_rate_a']:>6.3f}  [{low:.3f}, {high:.3f}]  {equal:>5.2f}  "
            f"{cost['a']:>13}  {cost['b']:>13}")


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x:.0f}"
