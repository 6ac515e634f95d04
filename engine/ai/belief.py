"""How likely each hypothesis about the face-down Muses is, given what the other players did.

Each other player is modelled as playing like this package's own players, with some
noise: it hides the Muse `mysterious_pick` keeps, and it picks a step (with its ability)
by a softmax of the value the step gives its company under the hypothesis. A hypothesis
under which their actual choices look sensible gains weight; the noise keeps any one
action from deciding alone, so a careless player's moves tell little.
"""

from __future__ import annotations

import math
import time
from functools import lru_cache

from ..actions import Place, Step
from ..board import Board
from .judge import Judge
from .knowledge import Knowledge
from .placement import mysterious_pick
from .turns import turns

STEP_SHARPNESS = 12.0
HIDE_NOISE = 0.1
"""The part of a hide the model leaves to chance: players who do not hide as this package does."""
NOISE = 0.3
"""The part of each choice the model leaves to chance (uniform over the options)."""


def weights(knowledge: Knowledge, hypotheses: list[dict[str, str]], judge: Judge) -> list[float]:
    """A weight for each hypothesis (they sum to 1)."""
    return weights_by(knowledge, hypotheses, judge, None)[0]


def weights_by(knowledge: Knowledge, hypotheses: list[dict[str, str]], judge: Judge,
               deadline: float | None) -> tuple[list[float], bool]:
    """`weights` from the hand's actions, oldest first, weighed until `deadline` (a
    `time.perf_counter` moment; None: all of them), and whether the deadline stopped it."""
    logs = [0.0] * len(hypotheses)
    suns = [knowledge.suns(h) for h in hypotheses]
    table = knowledge.view.muse_table
    cut = False
    for past in knowledge.past:
        if past.seat == knowledge.seat:
            continue
        if deadline is not None and time.perf_counter() > deadline:
            cut = True
            break
        if isinstance(past.action, Place):
            if past.action.hidden and past.action.muse in hypotheses[0]:
                held = _face_up(knowledge, past.seat)
                for i, h in enumerate(hypotheses):
                    logs[i] += math.log(_hide_likelihood(held + [h[past.action.muse]], h[past.action.muse], table))
        else:
            company = knowledge.view.companies[past.seat]
            likelihoods = _step_likelihoods(past.board, past.action, judge, company, tuple(map(_key, suns)))
            for i, p in enumerate(likelihoods):
                logs[i] += math.log(p)
    top = max(logs)
    raw = [math.exp(x - top) for x in logs]
    total = sum(raw)
    return [x / total for x in raw], cut


def _key(suns: dict[str, int]) -> tuple:
    return tuple(sorted(suns.items()))


def _face_up(knowledge: Knowledge, seat: int) -> list[str]:
    """The Muses `seat` placed face up in this hand: with its hidden one, the hand it chose
    from (all of it once the dance has begun)."""
    return [p.action.muse for p in knowledge.past
            if p.seat == seat and isinstance(p.action, Place) and not p.action.hidden]


def _hide_likelihood(held: list[str], hidden: str, table) -> float:
    """P(the player holding `held` hides `hidden`): the Muse `mysterious_pick` keeps, but for
    HIDE_NOISE."""
    return (1 - HIDE_NOISE) * (hidden == mysterious_pick(held, table)) + HIDE_NOISE / len(held)


def _step_likelihoods(board: Board, step: Step, judge: Judge, company: int, suns_keys: tuple) -> list[float]:
    return _cached_step_likelihoods(_StepKey(board, step, judge), company, suns_keys)


class _StepKey:
    """A past step as a cache key: the same table and step give the same likelihoods."""

    def __init__(self, b: Board, step: Step, judge: Judge):
        self.board, self.step, self.judge = b, step, judge
        self.key = (tuple(sorted(b.at.items())), tuple(sorted(b.dice.items())), tuple(sorted(b.powers, key=str)),
                    tuple(sorted(b.gods.items(), key=str)), b.apollo_side, step.muse, step.dir,
                    step.ability, judge.key)

    def __hash__(self):
        return hash(self.key)

    def __eq__(self, other):
        return self.key == other.key


@lru_cache(maxsize=4096)
def _cached_step_likelihoods(pk: _StepKey, company: int, suns_keys: tuple) -> list[float]:
    """P(the actual step and ability | hypothesis) for each hypothesis, by a softmax of the
    values the mover's options give its company (interventions aside)."""
    step, judge = pk.step, pk.judge
    options = turns(pk.board)
    chosen = [i for i, t in enumerate(options)
              if (t.step.muse, t.step.dir, t.step.ability) == (step.muse, step.dir, step.ability)]
    if not chosen:
        return [1.0] * len(suns_keys)
    out = []
    for key in suns_keys:
        suns = dict(key)
        values = [(judge.outcome(t.board, suns, t.sixes, company) if t.ended
                   else judge.estimate(t.board, suns))[company] for t in options]
        top = max(values)
        exps = [math.exp(STEP_SHARPNESS * (v - top)) for v in values]
        out.append((1 - NOISE) * exps[chosen[0]] / sum(exps) + NOISE / len(options))
    return out
