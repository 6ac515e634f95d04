"""`python -m engine calibrate`: the whole making of the win chances (`engine.ai.chances`).

It plays AI-vs-AI games of mixed tables (2 to 4 players, one or two hands, no tiles or
the expansion's scenarios, each seat easy, normal or hard, all drawn from the seed),
reviews every decision of each as `engine.ai.review` does (the hard seats play with the
review's budget, to keep the run short), and fits the chances on the
search's values. The benchmark is held out: the games are split in two by their index,
each half predicted by the fit on the other, and the Brier score and a reliability table
(deciles of the predicted chance; a shared victory counts as half) are printed over every
decision. `--write` then ships the fit on all the games in engine/data/chances.json.
Playing the games is the cost (400 took 24 minutes on two busy cores); `--samples FILE` keeps
them, a line a game, so that a later run refits them without playing them again.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from ..records import game_to_record
from ..seats import seat_record
from ..state import Game
from ..table import SCENARIOS, Deal, Options
from .arena import HAND_LIMIT, refereed
from .chances import CALIBRATION, Features, fit
from .levels import decide
from .review import REVIEW_BUDGET, appraise, results

MIXED = ("easy", "normal", "hard")
TILES = [(), *SCENARIOS.values()]
DIAGONAL = 0.07
"""The goal: every decile with at least `FULL` predictions within this of the diagonal."""
FULL = 100

Sample = tuple[float, Features, float]


def table(seed: int, index: int) -> tuple[Game, list[str], random.Random]:
    """Game `index`'s table: its players' levels and options, dealt; and its random source."""
    rng = random.Random(f"calibrate:{seed}:{index}")
    n = rng.choice((2, 3, 4))
    levels = [rng.choice(MIXED) for _ in range(n)]
    tiles = rng.choice(TILES) if rng.random() < 0.5 else ()
    options = Options(hands=rng.choice((1, 2)), interventions=tiles)
    game = Game([f"{level}{s}" for s, level in enumerate(levels)], options)
    game.start_hand(Deal.random(n, rng), rng.randrange(n))
    return game, levels, rng


def played_game(seed: int, index: int, budget: int) -> dict | None:
    """The record of game `index` played by its levels (the hard seats with `budget`), or None
    when a hand will not end (HAND_LIMIT)."""
    game, levels, rng = table(seed, index)
    while not game.is_over:
        if len(game.history[-1]) >= HAND_LIMIT:
            return None
        if game.needs_deal:
            game.deal_next(rng)
        seat = game.hand.to_move
        assert seat is not None, "a hand in play"
        d = decide(seat_record(game, seat), levels[seat], seed=index, ms=60_000, budget=budget)
        game.apply(refereed(game.hand, seat, d.action), seat)
    return game_to_record(game)


def play_and_appraise(args: tuple[int, int, int]) -> dict:
    """Game `index` played by its levels, then each decision reviewed: the samples and the
    review's time per decision (ms). A hand that will not end (HAND_LIMIT) drops the game."""
    seed, index, budget = args
    record = played_game(seed, index, budget)
    if record is None:
        return {"samples": [], "ms": [], "dropped": True}
    stamps = [time.perf_counter()]
    appraised = appraise(record, budget, lambda done, total: stamps.append(time.perf_counter()))
    won = results(record)
    samples = [(a.played_value, a.features, won[a.seat]) for a in appraised]
    return {"samples": samples, "ms": [(b - a) * 1000 for a, b in zip(stamps, stamps[1:])], "dropped": False}


def reliability(predicted: list[tuple[float, float]]) -> list[dict]:
    """(chance, outcome) pairs in deciles of the chance: count, mean chance, mean outcome,
    how far the two are apart and whether that is within the goal (None for a decile of
    fewer than `FULL` predictions, which the goal leaves out)."""
    bins: list[list[tuple[float, float]]] = [[] for _ in range(10)]
    for p, y in predicted:
        bins[min(9, int(p * 10))].append((p, y))
    rows = []
    for k, b in enumerate(bins):
        row: dict = {"decile": f"{k / 10:.1f}-{(k + 1) / 10:.1f}", "n": len(b)}
        if b:
            mean_p, mean_y = statistics.fmean(p for p, _ in b), statistics.fmean(y for _, y in b)
            row |= {"predicted": round(mean_p, 4), "observed": round(mean_y, 4), "off_by": round(mean_y - mean_p, 4),
                    "passes": abs(mean_y - mean_p) <= DIAGONAL if len(b) >= FULL else None}
        rows.append(row)
    return rows


def brier(predicted: list[tuple[float, float]]) -> float:
    return statistics.fmean((p - y) ** 2 for p, y in predicted)


def played(games: int, seed: int, budget: int, jobs: int, samples: Path | None, out) -> Iterator[dict]:
    """Each game's result (`play_and_appraise`) in order: the first read from the `samples`
    file where an earlier run with the same seed and budget kept them, the rest played (and
    appended to it, a line a game)."""
    kept: list[dict] = []
    if samples is not None and samples.exists():
        for line in samples.read_text(encoding="utf-8").splitlines():
            doc = json.loads(line)
            if (doc["seed"], doc["budget"]) != (seed, budget):
                raise ValueError(f"{samples} holds games of another seed or budget")
            kept.append(doc)
    kept = kept[:games]
    for doc in kept:
        yield {"samples": [(v, Features(n, last, turns), y) for v, n, last, turns, y in doc["samples"]],
               "ms": doc["ms"], "dropped": doc["dropped"]}
    step = max(1, games // 20)
    with multiprocessing.get_context("forkserver").Pool(jobs) as pool:
        tasks = [(seed, i, budget) for i in range(len(kept), games)]
        for i, result in enumerate(pool.imap(play_and_appraise, tasks), len(kept)):
            if samples is not None:
                with samples.open("a", encoding="utf-8") as f:
                    rows = [(v, f_.companies, f_.last_hand, f_.dance_turns, y) for v, f_, y in result["samples"]]
                    f.write(json.dumps({"seed": seed, "budget": budget, "index": i, "samples": rows,
                                        "ms": result["ms"], "dropped": result["dropped"]}) + "\n")
            yield result
            if (i + 1) % step == 0 or i + 1 == games:
                print(f"{i + 1}/{games} games played", file=out, flush=True)


def run(games: int, seed: int, budget: int = REVIEW_BUDGET, jobs: int = 2, write: bool = False,
        samples: Path | None = None, out=sys.stdout) -> dict:
    """Play, review, fit and benchmark; print progress and the table; return the summary."""
    start = time.perf_counter()
    by_game: dict[int, list[Sample]] = {}
    times: list[float] = []
    dropped = 0
    for i, result in enumerate(played(games, seed, budget, jobs, samples, out)):
        by_game[i] = result["samples"]
        times += result["ms"]
        dropped += result["dropped"]
    halves = [[s for i, g in by_game.items() if i % 2 == h for s in g] for h in (0, 1)]
    about = {"games": games - dropped, "decisions": sum(map(len, halves)), "seed": seed, "budget": budget,
             "levels": list(MIXED)}
    fits = [fit(halves[1 - h], about) for h in (0, 1)]
    predicted = [(fits[h].chance(v, f), y) for h in (0, 1) for v, f, y in halves[h]]
    prior = [(1 / f.companies, y) for h in halves for _, f, y in h]
    rows = reliability(predicted)
    print(f"held out (each half of the games predicted by the fit on the other): {len(predicted)} decisions "
          f"of {games - dropped} games", file=out)
    print(f"Brier {brier(predicted):.4f}, against {brier(prior):.4f} for an even share (1/companies)", file=out)
    print(f"{'decile':>9} {'n':>6} {'predicted':>9} {'observed':>9} {'off by':>7}", file=out)
    for r in rows:
        if r["n"]:
            verdict = {True: "passes", False: "MISSES", None: f"(under {FULL}: not judged)"}[r["passes"]]
            print(f"{r['decile']:>9} {r['n']:>6} {r['predicted']:>9.3f} {r['observed']:>9.3f} {r['off_by']:>+7.3f}"
                  f"  {verdict}", file=out)
    xs = sorted(times)
    summary = {
        "games": games - dropped, "dropped": dropped, "decisions": len(predicted), "seed": seed, "budget": budget,
        "brier": round(brier(predicted), 4), "brier_prior": round(brier(prior), 4),
        "within_goal": all(r["passes"] is not False for r in rows),
        "reliability": rows,
        "review_ms": {"p50": round(statistics.median(xs), 1), "p95": round(xs[int(0.95 * (len(xs) - 1))], 1)}
        if xs else None,
        "seconds": round(time.perf_counter() - start),
    }
    print(f"goal (every decile of {FULL} or more within ±{DIAGONAL} of the diagonal): "
          f"{'met' if summary['within_goal'] else 'missed'}", file=out)
    if write:
        doc = fit([s for g in by_game.values() for s in g], about).to_json()
        Path(str(CALIBRATION)).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {CALIBRATION}", file=out)
    return summary
