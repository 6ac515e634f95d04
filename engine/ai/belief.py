"""How likely each hypothesis about the face-down Muses is, given what the other players did.

Each other player is modelled as playing like this package's own players, with some
noise: it hides the Muse `mysterious_pick` keeps, and it picks a step (with its ability)
by a softmax of the value the step gives its company under the hypothesis. A hypothesis
under which their actual choices look sensible gains weight; the noise keeps any one
action from deciding alone, so a careless player's moves tell little. With three and four
players a step is valued as its mover sees it, knowing its own face-down Muse and weighing the
others alike (`_as_seen_by`), so that it tells only its own. Valued as if the mover knew them
all, with four players the truth's weight was 0.36 (log loss 1.50; `python -m engine beliefs
--players 4 --games 15`), and two hard seats won 0.7975 of 200 games against two normal with
tiles (arena, seed 22, `--ms 5000`); as the mover sees it, 0.43 (0.96) and 0.8825. With three
(`--players 3 --games 100 --seed 2`): 0.695 (0.432) as if it knew them all, 0.701 (0.414) as it
sees them; the true Wills of Apollo where the hypotheses differ in them, 0.920 (0.135) and 0.936
(0.090).

A step's value is that of the table it leaves (one turn: the normal player's way) or, with
two players, may also be its value after the other player's best reply (two turns: the
hard player's way); which way the other plays is weighed from its steps too, even at first
(REPLY_STYLE). Fitted offline on the hard seat's decisions of hard against hard-uniform
(446 decisions of seed 31's 80 games, checked on 465 of seed 32's), the truth's average
weight on seed 32: two turns alone 0.715 (log loss 0.54), either way 0.699 (0.56), one turn
alone 0.560 (0.99). Against normal players (`python -m engine beliefs`, 30 games of seed 1):
either way 0.843, one turn alone 0.837, two turns alone 0.797. In games, hard against
hard-uniform (arena, 800 two-player games, --ms 5000): 0.566 [0.531, 0.600] without tiles
(seed 21) and 0.587 [0.552, 0.621] with some (seed 22), against 0.539 and 0.554 with one turn
alone; without tiles on seed 23, 0.553 [0.518, 0.587] against 0.501 [0.466, 0.535]; two
turns alone, 0.571 [0.537, 0.605] without tiles (seed 21).

Each past step is valued as its mover saw it (the judge of that moment) and kept, so a
decision weighs only the steps new since the last; one that its time cap stops part way
through a step leaves the rest of that step to the next.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections import OrderedDict
from dataclasses import replace

from ..actions import Place, Step
from ..board import Board
from .dance import clock, left_values, replied_values
from .judge import Judge
from .knowledge import Knowledge
from .placement import mysterious_pick
from .turns import turns

STEP_SHARPNESS = 12.0
HIDE_NOISE = 0.1
"""The part of a hide the model leaves to chance: players who do not hide as this package does."""
NOISE = 0.3
"""The part of each choice the model leaves to chance (uniform over the options)."""
REPLY_SHARPNESS = 1500.0
REPLY_NOISE = 0.45
"""STEP_SHARPNESS and NOISE of the two-turn model (two players)."""
REPLY_STYLE = 0.5
"""How likely the other player is to play the two-turn way before any step is seen."""
WEIGHED = 4096
"""How many past steps' weighings are kept between decisions (the least recently used go)."""


def weights(knowledge: Knowledge, hypotheses: list[dict[str, str]]) -> list[float]:
    """A weight for each hypothesis (they sum to 1)."""
    return weights_by(knowledge, hypotheses, None)[0]


def weights_by(knowledge: Knowledge, hypotheses: list[dict[str, str]],
               deadline: float | None) -> tuple[list[float], bool]:
    """`weights` from the hand's actions, oldest first, weighed until `deadline` (a
    `dance.clock` moment; None: all of them), and whether the deadline stopped it."""
    logs = [0.0] * len(hypotheses)  # each hypothesis's log likelihood: the hides', then `styles` (the steps')
    suns = tuple((_key(knowledge.suns(h)),) for h in hypotheses)
    table = knowledge.view.muse_table
    companies = knowledge.view.companies
    two = len(companies) == 2
    styles = [[0.0] * len(hypotheses) for _ in range(2 if two else 1)]
    seen_by: dict[int, tuple[tuple, ...]] = {}  # with three or four players, what each mover weighs alike
    cut = False
    for i, past in enumerate(knowledge.past):
        if past.seat == knowledge.seat:
            continue
        if deadline is not None and clock() > deadline:
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
            if not two and past.seat not in seen_by:
                seen_by[past.seat] = _as_seen_by(knowledge, hypotheses, past.seat)
            seen = seen_by.get(past.seat, suns)
            each = _step_likelihoods(past.board, past.action, judge, companies[past.seat], replier, seen, deadline)
            if each is None:
                cut = True
                break
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


def _as_seen_by(knowledge: Knowledge, hypotheses: list[dict[str, str]], seat: int) -> tuple[tuple, ...]:
    """For each hypothesis, the Wills of Apollo (`_key`s) of every assignment `seat` weighs
    alike under it: knowing its own face-down Muse and no other, as the normal player does.
    With four players: judging each other seat's steps as if it knew every face-down Muse
    made the truth's weight too small to search in one decision in eight."""
    view = knowledge.view
    table = view.muse_table
    owner = {m.token: m.seat for m in view.muses if not m.face_up}
    others = [t for t in owner if owner[t] != seat]
    out = []
    for h in hypotheses:
        names = [h.get(t, view.mysterious or t) for t in others]  # the seat's own Muse by its name
        mine = knowledge.suns(h)
        out.append(tuple(_key({**mine, **{t: table[n].suns for t, n in zip(others, order)}})
                         for order in itertools.permutations(names)))
    return tuple(out)


def _face_up(knowledge: Knowledge, seat: int) -> list[str]:
    """The Muses `seat` placed face up in this hand: with its hidden one, the hand it chose
    from (all of it once the dance has begun)."""
    return [p.action.muse for p in knowledge.past
            if p.seat == seat and isinstance(p.action, Place) and not p.action.hidden]


def _hide_likelihood(held: list[str], hidden: str, table) -> float:
    """P(the player holding `held` hides `hidden`): the Muse `mysterious_pick` keeps, but for
    HIDE_NOISE."""
    return (1 - HIDE_NOISE) * (hidden == mysterious_pick(held, table)) + HIDE_NOISE / len(held)


def _step_likelihoods(board: Board, step: Step, judge: Judge, company: int, replier: int | None,
                      suns_keys: tuple, deadline: float | None) -> list[list[float]] | None:
    """`_Weighing.likelihoods` of a past step, weighed once for all the decisions that see it;
    `suns_keys`: for each hypothesis, the assignments the mover weighs alike under it."""
    key = (tuple(sorted(board.at.items())), tuple(sorted(board.dice.items())), tuple(sorted(board.powers, key=str)),
           tuple(sorted(board.gods.items(), key=str)), board.apollo_side, step.muse, step.dir, step.ability,
           judge.key, company, replier, suns_keys)
    with _weighing:  # the bot without worker processes decides in several threads
        weighing = _weighed.get(key)
        if weighing is None:
            weighing = _weighed[key] = _Weighing(board, step, judge, company, replier, suns_keys)
            if len(_weighed) > WEIGHED:
                _weighed.popitem(last=False)
        else:
            _weighed.move_to_end(key)
        return weighing.likelihoods(deadline)


class _Weighing:
    """One past step of `company`'s: P(the actual step and ability | hypothesis) for each
    hypothesis (its Wills of Apollo, `suns_keys`), by a softmax of the values the mover's
    options give its company (interventions aside): as each option leaves the table; and,
    unless `replier` is None, after the best reply of the `replier`'s company. The replies
    are weighed option by option: a decision stopped part way leaves the rest to the next."""

    def __init__(self, board: Board, step: Step, judge: Judge, company: int, replier: int | None,
                 suns_keys: tuple):
        self.judge, self.company, self.replier = judge, company, replier
        self.groups = suns_keys
        self.hypotheses = [dict(group[0]) for group in suns_keys]
        self.options = turns(board)
        chosen = [i for i, t in enumerate(self.options)
                  if (t.step.muse, t.step.dir, t.step.ability) == (step.muse, step.dir, step.ability)]
        self.chosen = chosen[0] if chosen else None
        self.replied: list[list[float]] = [[] for _ in suns_keys]
        """Each hypothesis's values of the options weighed so far, after the replies."""
        self.done: list[list[float]] | None = None

    def likelihoods(self, deadline: float | None) -> list[list[float]] | None:
        """The likelihoods as each option leaves the table and (with a `replier`) after the
        replies; None if `deadline` (a `dance.clock` moment) came first."""
        if self.done is not None:
            return self.done
        ways = 1 if self.replier is None else 2
        if self.chosen is None:
            self.done = [[1.0] * len(self.hypotheses)] * ways
            return self.done
        judge, company, options = self.judge, self.company, self.options
        if self.replier is not None:
            while (k := len(self.replied[0])) < len(options):
                if deadline is not None and clock() > deadline:
                    return None
                values = replied_values(judge, options[k], self.hypotheses, company, self.replier)
                for row, value in zip(self.replied, values):
                    row.append(value)
        each: dict[tuple, list[float]] = {}  # the options' values by Wills of Apollo, each judged once
        for group in self.groups:
            for key in group:
                if key not in each:
                    suns = dict(key)
                    each[key] = [left_values(judge, t, suns, company)[company] for t in options]
        one = _softmax([_mean([each[key] for key in group]) for group in self.groups], self.chosen,
                       STEP_SHARPNESS, NOISE)
        self.done = [one] if self.replier is None else [one, _softmax(self.replied, self.chosen, REPLY_SHARPNESS,
                                                                       REPLY_NOISE)]
        self.options = []  # the tables are let go once weighed
        return self.done


_weighed: OrderedDict[tuple, _Weighing] = OrderedDict()
"""The past steps weighed (or being weighed), by table, step, judge and hypotheses; the most
recently used last."""
_weighing = threading.Lock()


def _softmax(values: list[list[float]], chosen: int, sharpness: float, noise: float) -> list[float]:
    """For each hypothesis's values of the options, the probability of the `chosen` one."""
    out = []
    for row in values:
        top = max(row)
        exps = [math.exp(sharpness * (v - top)) for v in row]
        out.append((1 - noise) * exps[chosen] / sum(exps) + noise / len(row))
    return out


def _mean(rows: list[list[float]]) -> list[float]:
    """The rows' average, column by column (one row: itself)."""
    return rows[0] if len(rows) == 1 else [sum(column) / len(rows) for column in zip(*rows)]
