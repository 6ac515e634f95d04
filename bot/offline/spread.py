"""How far a bench's p95 may be trusted: the p95 of latencies, and the ratio of two phases' p95
with a 95 % interval.

A turn's latency is not independent of its neighbours': a pause of the bot's event loop, a
burst of games ending at once or another process on the machine slows every turn of a few
seconds alike. So the interval resamples whole slices of a phase (a cluster bootstrap), not
single turns: it is as wide as the slices disagree."""

from __future__ import annotations

import random

DRAWS = 1000
"""Resamplings behind an interval."""


def p95(values: list[float]) -> float:
    """The 95th percentile of `values` (the nearest rank below)."""
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


def p95_ratio(slices: list[list[float]], baseline: list[list[float]], seed: int = 0,
              draws: int = DRAWS) -> tuple[float, float, float]:
    """The p95 of the latencies in `slices` over that of `baseline`'s, and the 2.5th and 97.5th
    percentiles of that ratio when each phase's slices are drawn again with replacement."""
    rng = random.Random(seed)

    def drawn(phase: list[list[float]]) -> list[float]:
        return [ms for part in rng.choices(phase, k=len(phase)) for ms in part]

    ratios = sorted(p95(drawn(slices)) / p95(drawn(baseline)) for _ in range(draws))
    whole = p95([ms for part in slices for ms in part]) / p95([ms for part in baseline for ms in part])
    return whole, ratios[int(0.025 * (draws - 1))], ratios[int(0.975 * (draws - 1))]
