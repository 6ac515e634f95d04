"""Win chances that mean what they say: the hard search's value of a move (a company's
expected share of the victory under a heuristic estimate) mapped to the chance that the
mover's company wins (a shared victory as half), by a monotone fit on AI-vs-AI games.

The fit is an isotonic regression (pool adjacent violators) of the outcome on the value,
one for each group of decisions (`Features.group`: how many companies, whether the hand is
the game's last), read between its points by straight lines. It ships as
`engine/data/chances.json`, written by `python -m engine calibrate --write`
(`engine.ai.calibration`), the whole procedure.
"""

from __future__ import annotations

import bisect
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

CALIBRATION = resources.files("engine").joinpath("data", "chances.json")


@dataclass(frozen=True)
class Features:
    """What the calibration reads beside the search's value."""

    companies: int
    last_hand: bool
    """The hand is the game's last (a value of an earlier hand is a soft lead, not a share)."""
    dance_turns: int

    @property
    def group(self) -> str:
        return f"{self.companies}/{'last' if self.last_hand else 'early'}"


@dataclass(frozen=True)
class Curve:
    """A monotone map from values to chances: points (value, chance), read between them by
    straight lines and flat beyond them."""

    xs: tuple[float, ...]
    ys: tuple[float, ...]

    def __call__(self, x: float) -> float:
        i = bisect.bisect_left(self.xs, x)
        if i == 0:
            return self.ys[0]
        if i == len(self.xs):
            return self.ys[-1]
        x0, x1, y0, y1 = self.xs[i - 1], self.xs[i], self.ys[i - 1], self.ys[i]
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)

    def to_json(self) -> dict:
        return {"values": [round(x, 5) for x in self.xs], "chances": [round(y, 5) for y in self.ys]}


BLOCK = 40
"""The fewest decisions a pooled block holds: a few games' sure losses must not read as a 0 %
chance (the lowest decile was off by 0.08 without it)."""


def isotonic(points: list[tuple[float, float]], least: int = BLOCK) -> Curve:
    """The monotone (non-decreasing) least-squares fit of outcomes on values (pool adjacent
    violators), as the mean value and mean outcome of each pooled block; a block of fewer
    than `least` points is pooled with its neighbour."""
    blocks: list[list[float]] = []  # [sum of values, sum of outcomes, count]

    def pool() -> None:
        x2, y2, n2 = blocks.pop()
        blocks[-1][0] += x2
        blocks[-1][1] += y2
        blocks[-1][2] += n2

    ties: dict[float, list[float]] = {}
    for x, y in points:
        ties.setdefault(x, []).append(y)
    for x, outcomes in sorted(ties.items()):  # equal values in one block: a search's sure loss is one value
        blocks.append([x * len(outcomes), sum(outcomes), len(outcomes)])
        while len(blocks) > 1 and (blocks[-2][2] < least
                                   or blocks[-2][1] / blocks[-2][2] >= blocks[-1][1] / blocks[-1][2]):
            pool()
    if len(blocks) > 1 and blocks[-1][2] < least:
        pool()
    xs: list[float] = []
    ys: list[float] = []
    for sx, sy, n in blocks:
        xs.append(sx / n)
        ys.append(sy / n)
    return Curve(tuple(xs), tuple(ys))


@dataclass(frozen=True)
class Calibration:
    """A curve for each group, and one over every decision for a group the games never met."""

    curves: dict[str, Curve]
    pooled: Curve
    about: dict
    """How the fit was made: games, seed, budget, levels."""

    def chance(self, value: float, features: Features) -> float:
        return self.curves.get(features.group, self.pooled)(value)

    def to_json(self) -> dict:
        return {"about": self.about, "pooled": self.pooled.to_json(),
                "groups": {k: c.to_json() for k, c in sorted(self.curves.items())}}

    @classmethod
    def from_json(cls, doc: dict) -> Calibration:
        def curve(d: dict) -> Curve:
            return Curve(tuple(d["values"]), tuple(d["chances"]))
        return cls({k: curve(c) for k, c in doc["groups"].items()}, curve(doc["pooled"]), doc["about"])


MIN_GROUP = 300
"""A group with fewer decisions than this is read from the pooled curve."""


def fit(samples: list[tuple[float, Features, float]], about: dict) -> Calibration:
    """The calibration of (value, features, outcome) samples."""
    groups: dict[str, list[tuple[float, float]]] = {}
    for value, features, won in samples:
        groups.setdefault(features.group, []).append((value, won))
    curves = {k: isotonic(points) for k, points in groups.items() if len(points) >= MIN_GROUP}
    return Calibration(curves, isotonic([(v, w) for v, _, w in samples]), about)


@cache
def shipped() -> Calibration:
    """The calibration shipped in engine/data."""
    return Calibration.from_json(json.loads(CALIBRATION.read_text(encoding="utf-8")))


def chance(value: float, features: Features) -> float:
    """The calibrated chance that the mover's company wins, from the search's value."""
    return shipped().chance(value, features)
