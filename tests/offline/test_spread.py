"""The bench's interval for a p95 ratio: as wide as its slices disagree."""

import random

from bot.offline.spread import p95, p95_ratio


def _slices(rng: random.Random, n: int, scale: float, burst: float = 1.0) -> list[list[float]]:
    """`n` slices of 200 latencies; every third slice slowed by `burst` as a whole (a busy machine)."""
    return [[rng.expovariate(1 / scale) * (burst if k % 3 == 0 else 1) for _ in range(200)] for k in range(n)]


def test_the_p95_is_the_value_below_which_ninety_five_in_a_hundred_lie():
    assert p95([float(v) for v in range(101, 0, -1)]) == 96.0


def test_a_phase_no_slower_than_alone_has_an_interval_around_one():
    rng = random.Random(1)
    ratio, low, high = p95_ratio(_slices(rng, 12, 50), _slices(rng, 12, 50), draws=200)
    assert low < 1 < high and 0.9 < ratio < 1.1


def test_a_phase_a_third_slower_is_told_apart_from_alone():
    rng = random.Random(2)
    ratio, low, high = p95_ratio(_slices(rng, 12, 65), _slices(rng, 12, 50), draws=200)
    assert 1.2 < low < ratio < high < 1.5


def test_slices_that_disagree_widen_the_interval():
    """Bursts that slow whole slices are what made two runs of one commit disagree: the interval
    must show them, not the thousands of turns inside each slice."""
    rng = random.Random(3)
    steady = p95_ratio(_slices(rng, 6, 50), _slices(rng, 6, 50), draws=200)
    bursty = p95_ratio(_slices(rng, 6, 50, burst=2.5), _slices(rng, 6, 50, burst=2.5), draws=200)
    assert bursty[2] - bursty[1] > 2 * (steady[2] - steady[1])
