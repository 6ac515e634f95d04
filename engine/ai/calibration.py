"""`python -m engine calibrate`: the whole making of the win chances (`engine.ai.chances`).

It plays AI-vs-AI games of mixed tables (2 to 4 players, one or two hands, no tiles or
the expansion's scenarios, each seat easy, normal or hard, all drawn from the seed),
reviews every decision of each as `engine.ai.review` does (the hard seats play with the
review's budget, to keep the run short), and fits the chances on the
search's values. The benchmark is held out: the games are split in two by their index,
each half predicted by the fit on the other, and the Brier score and a reliability table
(deciles of the predicted chance; a shared victory counts as half) are printed over every
decision. `--write` then ships the fit on all the games in engine/data/chances.json.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

from ..records import game_to_record
from ..seats import seat_record
from ..state import Game
from ..table import SCENARIOS, Deal, Options
from .arena import HAND_LIMIT, refereed
from .chances import CALIBRATION, Features, fit
from .levels import decide
from .review import REVIEW_BUDGET, appraise, outcome

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


def play_and_appraise(args: tuple[int, int, int]) -> dict:
    """Game `index` played by its levels, then each decision reviewed: the samples and the
    review's time per decision (ms). A hand that will not end (HAND_LIMIT) drops the game."""
    seed, index, budget = args
    game, levels, rng = table(seed, index)
    while not game.is_over:
        if len(game.history[-1]) >= HAND_LIMIT:
            return {"samples": [], "ms": [], "dropped": True}
        if game.needs_deal:
            game.deal_next(rng)
        seat = game.hand.to_move
        assert seat is not None, "a hand in play"
        d = decide(seat_record(game, seat), levels[seat], seed=index, ms=60_000, budget=budget)
        game.apply(refereed(game.hand, seat, d.action), seat)
    record = game_to_record(game)
    stamps = [time.perf_counter()]
    appraised = appraise(record, budget, lambda done, total: stamps.append(time.perf_counter()))
    won = [outcome(record, s) for s in range(len(game.players))]
    samples = [(a.played_value, a.features, won[a.seat]) for a in appraised]
    return {"samples": samples, "ms": [(b - a) * 1000 for a, b in zip(stamps, stamps[1:])], "dropped": False}


def reliability(predicted: list[tuple[float, float]]) -> list[dict]:
    """(chance, outcome) pairs in deciles of the chance: count, mean chance, mean outcome."""
    bins: list[list[tuple[float, float]]] = [[] for _ in range(10)]
    for p, y in predicted:
        bins[min(9, int(p * 10))].append((p, y))
    return [{"decile": f"{k / 10:.1f}-{(k + 1) / 10:.1f}", "n": len(b),
             "predicted": round(statistics.fmean(p for p, _ in b), 4) if b else None,
             "observed": round(statistics.fmean(y for _, y in b), 4) if b else None}
            for k, b in enumerate(bins)]


def brier(predicted: list[tuple[float, float]]) -> float:
    return statistics.fmean((p - y) ** 2 for p, y in predicted)


def run(games: int, seed: int, budget: int = REVIEW_BUDGET, jobs: int = 2, write: bool = False,
        out=sys.stdout) -> dict:
    """Play, review, fit and benchmark; print progress and the table; return the summary."""
    by_game: dict[int, list[Sample]] = {}
    times: list[float] = []
    dropped = 0
    step = max(1, games // 20)
    with multiprocessing.get_context("forkserver").Pool(jobs) as pool:
        tasks = [(seed, i, budget) for i in range(games)]
        for i, result in enumerate(pool.imap(play_and_appraise, tasks)):
            by_game[i] = result["samples"]
            times += result["ms"]
            dropped += result["dropped"]
            if (i + 1) % step == 0 or i + 1 == games:
                print(f"{i + 1}/{games} games, {sum(map(len, by_game.values()))} decisions", file=out, flush=True)
    halves = [[s for i, g in by_game.items() if i % 2 == h for s in g] for h in (0, 1)]
    about = {"games": games - dropped, "seed": seed, "budget": budget, "levels": list(MIXED)}
    predicted = [(fit(halves[1 - h], about).chance(v, f), y) for h in (0, 1) for v, f, y in halves[h]]
    prior = [(1 / f.companies, y) for h in halves for _, f, y in h]
    rows = reliability(predicted)
    print(f"{'decile':>9} {'n':>6} {'predicted':>9} {'observed':>9}", file=out)
    for r in rows:
        if r["n"]:
            print(f"{r['decile']:>9} {r['n']:>6} {r['predicted']:>9.3f} {r['observed']:>9.3f}", file=out)
    xs = sorted(times)
    summary = {
        "games": games - dropped, "dropped": dropped, "decisions": len(predicted), "seed": seed, "budget": budget,
        "brier": round(brier(predicted), 4), "brier_prior": round(brier(prior), 4),
        "within_goal": all(abs(r["observed"] - r["predicted"]) <= DIAGONAL for r in rows if r["n"] >= FULL),
        "reliability": rows,
        "review_ms": {"p50": round(statistics.median(xs), 1), "p95": round(xs[int(0.95 * (len(xs) - 1))], 1)}
        if xs else None,
    }
    if write:
        doc = fit([s for g in by_game.values() for s in g], about).to_json()
        Path(str(CALIBRATION)).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {CALIBRATION}", file=out)
    return summary
