"""Win chances that mean what they say: the hard search's value of a move (a company's
expected share of the victory under a heuristic estimate) mapped to the chance that the
mover's company wins (a shared victory as half), by a fit on AI-vs-AI games.

The fit is a logistic regression (Platt scaling with a few features): the chance is
σ(w · terms(value, features)), the terms being the logit of the value, the logit of an even
share (1/companies), whether the hand is the game's last, how far its dance has gone, and the
value's logit crossed with the last two (a value counts for more late in the game). One
smooth curve over every kind of table bore out on 400 held-out games better than a monotone
step curve for each kind (isotonic regression, which fitted the noise of its games): Brier
0.197 against 0.200, every decile within 0.05 of the diagonal against 0.08. It ships as
`engine/data/chances.json`, written by `python -m engine calibrate --write`
(`engine.ai.calibration`), the whole procedure.
"""

from __future__ import annotations

import json
import math
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


SURE = 1e-3
"""A value nearer 0 or 1 than this reads as this far from it: the search's sure loss
(a value of 0.00001) is not surer than the games bear out."""
FAR_ALONG = 40
"""The turns of the dance after which a hand counts as wholly gone (progress 1)."""
TERMS = ("1", "logit(value)", "logit(1/companies)", "last", "last*logit(value)", "progress",
         "progress*logit(value)")


def logit(p: float) -> float:
    p = min(1 - SURE, max(SURE, p))
    return math.log(p / (1 - p))


def terms(value: float, features: Features) -> tuple[float, ...]:
    """What the fit weighs, in the order of TERMS."""
    x = logit(value)
    last = 1.0 if features.last_hand else 0.0
    progress = min(features.dance_turns, FAR_ALONG) / FAR_ALONG
    return 1.0, x, logit(1 / features.companies), last, last * x, progress, progress * x


def sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))


@dataclass(frozen=True)
class Calibration:
    weights: tuple[float, ...]
    """One for each of TERMS."""
    about: dict
    """How the fit was made: games, seed, budget, levels."""

    def chance(self, value: float, features: Features) -> float:
        return sigmoid(sum(w * t for w, t in zip(self.weights, terms(value, features))))

    def to_json(self) -> dict:
        return {"about": self.about, "weights": {t: round(w, 6) for t, w in zip(TERMS, self.weights)}}

    @classmethod
    def from_json(cls, doc: dict) -> Calibration:
        if tuple(doc["weights"]) != TERMS:
            raise ValueError(f"the calibration weighs {list(doc['weights'])}, not {list(TERMS)}")
        return cls(tuple(doc["weights"].values()), doc["about"])


RIDGE = 1.0
"""The pull of every weight towards 0 (a ridge penalty on the log loss summed over the
decisions): it keeps the fit finite where a group's games never lost."""


def fit(samples: list[tuple[float, Features, float]], about: dict, rounds: int = 30) -> Calibration:
    """The calibration of (value, features, outcome) samples: the weights of least log loss
    (an outcome of one half counts as half a win and half a loss), by Newton's method."""
    rows = [(terms(v, f), y) for v, f, y in samples]
    w = [0.0] * len(TERMS)
    for _ in range(rounds):
        gradient = [RIDGE * wi for wi in w]
        hessian = [[RIDGE * (i == j) for j in range(len(w))] for i in range(len(w))]
        for x, y in rows:
            p = sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            for i, xi in enumerate(x):
                gradient[i] += (p - y) * xi
                s = p * (1 - p) * xi
                for j, xj in enumerate(x):
                    hessian[i][j] += s * xj
        step = _solve(hessian, gradient)
        w = [wi - si for wi, si in zip(w, step)]
        if max(map(abs, step)) < 1e-9:
            break
    return Calibration(tuple(w), about)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a·x = b, for a symmetric positive definite `a` (Gaussian elimination)."""
    m = [row[:] + [bi] for row, bi in zip(a, b)]
    n = len(b)
    for c in range(n):
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


@cache
def shipped() -> Calibration:
    """The calibration shipped in engine/data."""
    return Calibration.from_json(json.loads(CALIBRATION.read_text(encoding="utf-8")))


def chance(value: float, features: Features) -> float:
    """The calibrated chance that the mover's company wins, from the search's value."""
    return shipped().chance(value, features)
