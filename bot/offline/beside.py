"""Benches read against each other within one run. `python -m bot bench --beside REV` plays the same
bench on an earlier commit (its tree built by `.ci/frozen`, run by its own interpreter from its own
folder) and on this tree, in turns (REV first, then this tree; with `--rounds N`, the order flips
each round), so that both meet the same machine, and prints each one's CPU per action and latency
with their ratios. `--capacity` steps the number of games (CAPACITY_STEPS) until a step's p95 is
over CAPACITY_P95_MS, and prints `games_at_p95_150`: the most games of a step whose p95 stayed
within it."""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CAPACITY_STEPS = (25, 50, 100, 150, 200)
CAPACITY_P95_MS = 150.0


def frozen(rev: str) -> Path:
    """The folder of REV built and installed (`.ci/frozen`, which keeps it by commit)."""
    out = subprocess.run([sys.executable, str(ROOT / ".ci" / "frozen"), rev], check=True, stdout=subprocess.PIPE,
                         text=True).stdout
    return Path(out.strip().splitlines()[-1])


ATTEMPTS = 3
"""Runs of an earlier tree's bench tried at most for one result: an older bench's players gave up
on an answer after 5 s, which a busy machine overran now and then."""


def their_bench(folder: Path, games: int, think: float, seed: int, processes: int, db: str) -> dict:
    """The summary (the last line, JSON) of the bench of the tree in `folder`, run by its own
    interpreter from there (the options every revision's bench takes), with `failed_runs`: the
    runs that failed before it (ATTEMPTS at most in all)."""
    command = [str(folder / ".venv" / "bin" / "python"), "-m", "bot", "bench", "--games", str(games),
               "--think", str(think), "--seed", str(seed), "--processes", str(processes), "--db", db]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    for failed in range(ATTEMPTS):
        run = subprocess.run(command, cwd=folder, stdout=subprocess.PIPE, text=True, env=env)
        print(run.stdout, end="", flush=True)
        if run.returncode == 0:
            return {**json.loads(run.stdout.strip().splitlines()[-1]), "failed_runs": failed}
    raise RuntimeError(f"the bench of {folder.name} failed {ATTEMPTS} times")


async def _ours(ours: Callable[[], Awaitable[dict]]) -> dict:
    """This tree's bench, run again as `their_bench` does when it fails (its players wait 5 s for an
    interaction's first answer, which a busy machine may overrun), with `failed_runs`."""
    for failed in range(ATTEMPTS):
        try:
            return {**await ours(), "failed_runs": failed}
        except (TimeoutError, RuntimeError) as e:
            first_line = str(e).partition("\n")[0][:200]
            print(f"this tree's bench failed ({type(e).__name__}: {first_line}); running it again",
                  file=sys.stderr, flush=True)
    raise RuntimeError(f"this tree's bench failed {ATTEMPTS} times")


def pooled(runs: list[dict]) -> dict:
    """Runs of one tree together: CPU per action over all their actions; the median run's p50, p95
    and max."""
    actions = sum(r["actions"] for r in runs)
    return {"actions": actions,
            "cpu_ms_per_action": round(sum(r["cpu_ms_per_action"] * r["actions"] for r in runs) / actions, 2),
            **{key: round(statistics.median(r[key] for r in runs), 1) for key in ("p50_ms", "p95_ms", "max_ms")}}


async def side_by_side(rev: str, rounds: int, ours: Callable[[], Awaitable[dict]], games: int, think: float,
                       seed: int, processes: int, db: str) -> dict:
    """REV's bench and this tree's (`ours`) in turns, `rounds` of each: their pooled figures and the
    ratios of this tree's to REV's."""
    folder = frozen(rev)
    commit = folder.name
    runs: dict[str, list[dict]] = {"ours": [], "theirs": []}
    for k in range(rounds):
        for side in ("theirs", "ours") if k % 2 == 0 else ("ours", "theirs"):
            if side == "ours":
                runs[side].append(await _ours(ours))
            else:
                runs[side].append(await asyncio.to_thread(their_bench, folder, games, think, seed, processes, db))
    mine, theirs = pooled(runs["ours"]), pooled(runs["theirs"])
    summary = {
        "beside": commit, "rounds": rounds, "games": games,
        **mine, **{f"{key}_beside": value for key, value in theirs.items()},
        "cpu_ratio": round(mine["cpu_ms_per_action"] / theirs["cpu_ms_per_action"], 2),
        "p50_ratio": round(mine["p50_ms"] / theirs["p50_ms"], 2),
        "p95_ratio": round(mine["p95_ms"] / theirs["p95_ms"], 2),
        "other_cores": [r.get("other_cores") for r in runs["ours"]],
        "failed_runs": sum(r["failed_runs"] for r in runs["ours"]),
        "failed_runs_beside": sum(r["failed_runs"] for r in runs["theirs"]),
    }
    print(f"beside {commit[:7]}: CPU per action {mine['cpu_ms_per_action']} ms against "
          f"{theirs['cpu_ms_per_action']} ms ({summary['cpu_ratio']}x); p95 {mine['p95_ms']} ms against "
          f"{theirs['p95_ms']} ms ({summary['p95_ratio']}x); {rounds} run(s) of each, in turns")
    print(json.dumps(summary))
    return summary


async def capacity(bench: Callable[[int], Awaitable[dict]], steps: tuple[int, ...] = CAPACITY_STEPS) -> dict:
    """`bench(games)` at each step of `steps` until one's p95 exceeds CAPACITY_P95_MS: each step's
    figures, and `games_at_p95_150`, the most games of a step within it (0: none)."""
    figures = []
    for games in steps:
        summary = await bench(games)
        figures.append({key: summary[key] for key in ("games", "p95_ms", "p50_ms", "cpu_ms_per_action",
                                                       "actions_per_s", "cores_used", "other_cores")})
        if summary["p95_ms"] > CAPACITY_P95_MS:
            break
    within = [f["games"] for f in figures if f["p95_ms"] <= CAPACITY_P95_MS]
    result = {"games_at_p95_150": max(within, default=0), "cores": os.cpu_count(), "steps": figures}
    print(f"capacity: {result['games_at_p95_150']} games with a p95 within {CAPACITY_P95_MS:.0f} ms on "
          f"{result['cores']} cores; " + ", ".join(f"{f['games']} games: p95 {f['p95_ms']} ms, "
                                                   f"{f['cores_used']} cores" for f in figures))
    print(json.dumps(result))
    return result
