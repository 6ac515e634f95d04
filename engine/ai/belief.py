"""How likely each hypothesis about the face-down Muses is, given what the other players did.

Each other player is modelled as playing like this package's own players, with some
noise: it hides the Muse `mysterious_pick` keeps, and it picks a step (with its ability)
by a softmax of the value the step gives its company under the hypothesis. A hypothesis
under which their actual choices look sensible gains weight; the noise keeps any one
action from deciding alone, so a careless player's moves tell little.

A step's value is that of the table it leaves (one turn: the normal player's way) or, with
two players, may also be its value after the other player's best reply (two turns: the
hard player's way); which way the other plays is weighed from its steps too, even at first
(REPLY_STYLE). Fitted offline on the hard seat's decisions of hard against hard-uniform
(446 decisions of seed 31's 80 games, checked on 465 of seed 32's), the truth's average
weight on seed 32: two turns alone 0.715 (log loss 0.54), either way 0.699 (0.56), one turn
alone 0.560 (0.99). Each past step is valued as its mover saw it (the judge of that moment)
and cached, so a decision weighs only the steps new since the last.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from functools import lru_cache

from ..actions import Place, Step
from ..board import Board
from .judge import Judge
from .knowledge import Knowledge
from .placement import mysterious_pick
from .turns import Turn, turns

STEP_SHARPNESS = 12.0
NOISE = 0.3
"""The part of each choice the model leaves to chance (uniform over the options)."""
REPLY_SHARPNESS = 1500.0
REPLY_NOISE = 0.45
"""STEP_SHARPNESS and NOISE of the two-turn model (two players)."""
REPLY_STYLE = 0.5
"""How likely the other player is to play the two-turn way before any step is seen."""
HIDE_NOISE = 0.1
"""The part of a hide the model leaves to chance: players who do not hide as this package does."""


def weights(knowledge: Knowledge, hypotheses: list[dict[str, str]]) -> list[float]:
    """A weight for each hypothesis (they sum to 1)."""
    return weights_by(knowledge, hypotheses, None)[0]


def weights_by(knowledge: Knowledge, hypotheses: list[dict[str, str]],
               deadline: float | None) -> tuple[list[float], bool]:
    """`weights` from the hand's actions, oldest first, weighed until `deadline` (a
    `time.perf_counter` moment; None: all of them), and whether the deadline stopped it."""
    logs = [0.0] * len(hypotheses)  # each hypothesis's log likelihood: the hides', then `styles` (the steps')
    suns = tuple(_key(knowledge.suns(h)) for h in hypotheses)
    table = knowledge.view.muse_table
    companies = knowledge.view.companies
    two = len(companies) == 2
    styles = [[0.0] * len(hypotheses) for _ in range(2 if two else 1)]
    cut = False
    for i, past in enumerate(knowledge.past):
        if past.seat == knowledge.seat:
            continue
        if deadline is not None and time.perf_counter() > deadline:
            cut = True
            break
        if isinstance(past.action, Place):
            if past.action.hidden and past.action.muse in hypotheses[0]:
                held = _face_up(knowledge, past.seat)
                for j, h in enumerate(hypotheses):
                    logs[j] += math.log(_hide_likelihood(held + [h[past.action.muse]], h[past.action.muse], table))
        else:
            judge = Judge(replace(knowledge, past=knowledge.past[:i]))  # as the mover judged then
            replier = companies[1 - past.seat] if two else None
            each = _cached_step_likelihoods(_StepKey(past.board, past.action, judge),
                                            companies[past.seat], replier, suns)
            for row, likelihoods in zip(styles, each):
                for j, p in enumerate(likelihoods):
                    row[j] += math.log(p)
    if two:
        logs = [x + _log_sum(math.log(1 - REPLY_STYLE) + one, math.log(REPLY_STYLE) + replied)
                for x, one, replied in zip(logs, *styles)]
    else:
        logs = [x + one for x, one in zip(logs, styles[0])]
    top = max(logs)
    raw = [math.exp(x - top) for x in logs]
    total = sum(raw)
    return [x / total for x in raw], cut


def _log_sum(a: float, b: float) -> float:
    """log(exp(a) + exp(b))."""
    top = max(a, b)
    return top + math.log(math.exp(a - top) + math.exp(b - top))


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


class _StepKey:
    """A past step as a cache key: the same table, step and judge give the same likelihoods."""

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
def _cached_step_likelihoods(pk: _StepKey, company: int, replier: int | None,
                             suns_keys: tuple) -> list[list[float]]:
    """P(the actual step and ability | hypothesis) for each hypothesis, by a softmax of the
    values the mover's options give its company (interventions aside): as each option leaves
    the table; and, unless `replier` is None, after the best reply of the `replier`'s company."""
    step = pk.step
    options = turns(pk.board)
    chosen = [i for i, t in enumerate(options)
              if (t.step.muse, t.step.dir, t.step.ability) == (step.muse, step.dir, step.ability)]
    ways = 1 if replier is None else 2
    if not chosen:
        return [[1.0] * len(suns_keys)] * ways
    hypotheses = [dict(key) for key in suns_keys]
    out = [_softmax([[_value(pk.judge, t, suns, company)[company] for t in options] for suns in hypotheses],
                    chosen[0], STEP_SHARPNESS, NOISE)]
    if replier is not None:
        out.append(_softmax(_replied(pk.judge, options, hypotheses, company, replier), chosen[0],
                            REPLY_SHARPNESS, REPLY_NOISE))
    return out


def _softmax(values: list[list[float]], chosen: int, sharpness: float, noise: float) -> list[float]:
    """For each hypothesis's values of the options, the probability of the `chosen` one."""
    out = []
    for row in values:
        top = max(row)
        exps = [math.exp(sharpness * (v - top)) for v in row]
        out.append((1 - noise) * exps[chosen] / sum(exps) + noise / len(row))
    return out


def _value(judge: Judge, turn: Turn, suns: dict[str, int], mover: int) -> list[float]:
    """Each company's value of the table `turn` leaves, `mover`'s company having made it."""
    return judge.outcome(turn.board, suns, turn.sixes, mover) if turn.ended else judge.estimate(turn.board, suns)


def _replied(judge: Judge, options: list[Turn], hypotheses: list[dict[str, int]], company: int,
             replier: int) -> list[list[float]]:
    """For each hypothesis, the value to `company` of each of its options once the `replier`
    has answered it with the reply best for itself (the table as it stands if none can)."""
    out: list[list[float]] = [[] for _ in hypotheses]
    for t in options:
        replies = [] if t.ended else turns(t.board)
        for row, suns in zip(out, hypotheses):
            if t.ended:
                row.append(judge.outcome(t.board, suns, t.sixes, company)[company])
            elif not replies:
                row.append(judge.outcome(t.board, suns, frozenset(), None)[company])
            else:
                row.append(max((_value(judge, r, suns, replier) for r in replies), key=lambda v: v[replier])[company])
    return out
