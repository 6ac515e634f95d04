"""Choosing a turn of the dance at each level.

Every value is a company's expected share of the victory (`Judge`), averaged over the
hypotheses about the face-down Muses with their weights. The search is the same for
every hypothesis (a turn does not depend on who the face-down Muses are), so each table
is reached once and judged under all of them.

- easy: any of the few best turns by the table they leave, no intervention.
- normal: every turn one ply deep, each checked for the next player's best way to end
  the hand on it; interventions tried on the best few.
- hard: with two companies, an alpha-beta search two then three turns deep (the players
  of the other company playing against us); with three, each player seeks its own
  company's good (max-n): our turn, the next player's best answer for itself, and the
  player after it ending the hand if that suits it (the `hard-max-n` level; the hard player
  itself then looks along the others' foreseen turns, with four players too:
  `engine.ai.many`). Interventions are tried on the best few turns, within a budget of work
  (deterministic) and a time cap (a safety net).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence

from mypy_extensions import mypyc_attr

from ..board import Board
from .judge import Judge
from .knowledge import Knowledge
from .turns import Turn, ending_turns, interventions, ordered_turns, turns

TOP_INTERVENED = 3
"""How many of the best turns are tried with each intervention."""
KEPT = 0.02
"""Hypotheses less likely than this part of the likeliest are left out of the search."""
EXPANSION = 14
"""The work of making a table's turns, in tables judged (as measured: about 0.4 ms to 0.03 ms)."""
ENDINGS = 6
"""The work of finding a table's turns that end the hand, in tables judged."""
ANSWERS = 6
"""How many of the next player's turns that do not end the hand (its best by the table they
leave) a search among three companies follows to the player after it."""

CLOCK_EVERY = 32
"""How much work (in tables judged) the search does between two looks at the clock: reading a
thread's CPU time costs a system call (some 0.7 µs, ten times a wall clock's)."""

SURE = 1.0 - 1e-9
"""A value this high is a sure win: the weighted sum of wins under every hypothesis may fall
short of 1.0 by rounding (ten hypotheses of weight 0.1 sum to 0.9999999999999999)."""


def clock() -> float:
    """The clock of the time caps, in seconds: the CPU time of the deciding thread, so that a
    decision does the same work on a busy machine as on a quiet one (its answer then comes later
    in wall time, as everything there does; docs/agent.md). With the wall clock, at default caps
    on a machine at load 4 to 16, the cap cut most decisions of both sides alike, and the larger
    budget's gain was lost (`levels.HARD_BUDGET`)."""
    return time.thread_time()


Suns = Mapping[str, int]
"""Each Muse on the table (by board key) to its Will of Apollo."""


class Cut(Exception):
    """The search ran out of budget or time."""


def left_values(judge: Judge, turn: Turn, suns: Suns, mover: int) -> list[float]:
    """Each company's value of the table `turn` leaves, `mover`'s company having made it."""
    return judge.outcome(turn.board, suns, turn.sixes, mover) if turn.ended else judge.estimate(turn.board, suns)


def replied_values(judge: Judge, turn: Turn, hypotheses: Sequence[Suns], company: int, replier: int) -> list[float]:
    """For each hypothesis, the value to `company` of its `turn` once the `replier` has answered
    it with the reply best for itself (the first such, in the turns' order; the table as it stands
    if none can). The two-turn model of the others' steps (`engine.ai.belief`), here to be
    compiled: most of a two-player decision's weighing."""
    if turn.ended:
        return [judge.outcome(turn.board, suns, turn.sixes, company)[company] for suns in hypotheses]
    replies = turns(turn.board)
    if not replies:
        return [judge.outcome(turn.board, suns, frozenset(), None)[company] for suns in hypotheses]
    out = []
    for suns in hypotheses:
        best = left_values(judge, replies[0], suns, replier)
        for r in replies[1:]:
            v = left_values(judge, r, suns, replier)
            if v[replier] > best[replier]:
                best = v
        out.append(best[company])
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # engine.ai.many.Foreseer
class Dancer:
    """One decision's search: the seat's knowledge, the weighted hypotheses, and a budget."""

    def __init__(self, knowledge: Knowledge, hypotheses: list[dict[str, str]], weights: list[float],
                 budget: int | None = None, deadline: float | None = None):
        self.k = knowledge
        self.judge = Judge(knowledge)
        kept = [(w, h) for w, h in zip(weights, hypotheses) if w >= KEPT * max(weights)]
        total = sum(w for w, _ in kept)
        alike: dict[tuple, int] = {}
        self.weighted: list[tuple[float, Suns]] = []
        """The hypotheses searched, by their Wills of Apollo, each with its weight: hypotheses
        with the same Wills (face-down Muses of the same Will swapped) judge every table alike,
        so they are one, with their weights summed."""
        for w, h in kept:
            suns = knowledge.suns(h)
            key = tuple(sorted(suns.items()))
            if key in alike:
                i = alike[key]
                self.weighted[i] = (self.weighted[i][0] + w / total, suns)
            else:
                alike[key] = len(self.weighted)
                self.weighted.append((w / total, suns))
        view = knowledge.view
        self.me = view.companies[view.seat]
        self.n_players = len(view.players)
        self.companies = view.companies
        self.budget, self.deadline = budget, deadline
        self.work = 0
        self.checked = 0
        """The work done when the clock was last read (`CLOCK_EVERY`)."""
        self.cut = False
        """The time cap cut the search."""
        self.stopped = False
        """The budget or the time cap cut the search."""
        self.expanded: dict[int, tuple[Board, list[Turn]]] = {}
        """The turns of each table foreseen (`_foreseen_answer`), by the table object (kept with it,
        so that its id stays its own): made once for every hypothesis that reaches it, until
        `forget_tables`."""
        self.endings: dict[int, tuple[Board, list[Turn]]] = {}
        """The same for the turns that end the hand (`_ending`)."""

    # --- values ----------------------------------------------------------------

    def _tick(self, work: int = 1) -> None:
        """Count `work` units (a table judged is one) against the budget and the time cap."""
        self.work += work
        if self.budget is not None and self.work > self.budget:
            raise Cut
        if self.deadline is not None and self.work >= self.checked + CLOCK_EVERY:
            self.checked = self.work
            if clock() > self.deadline:
                self.cut = True
                raise Cut

    def values(self, board: Board, sixes: frozenset[str] = frozenset(), trigger: int | None = None,
               ended: bool = False) -> list[float]:
        """Each company's expected value of a table; `ended`: the hand is over on it."""
        out = [0.0] * self.judge.n
        for w, suns in self.weighted:
            v = self.judge.outcome(board, suns, sixes, trigger) if ended else self.judge.estimate(board, suns)
            for c in range(self.judge.n):
                out[c] += w * v[c]
        return out

    def values_alike(self, board: Board, alike: list[Suns], sixes: frozenset[str] = frozenset(),
                     trigger: int | None = None, ended: bool = False) -> list[float]:
        """Each company's value of a table averaged over the hypotheses `alike` (their Wills of
        Apollo), weighed alike: what a seat foreseen by `engine.ai.many` sees; `ended`: the hand
        is over on it. Here, compiled, rather than there: the foresight's most frequent work."""
        judge = self.judge
        n = judge.n
        k = len(alike)
        out = [0.0] * n
        for suns in alike:
            v = judge.outcome(board, suns, sixes, trigger) if ended else judge.estimate(board, suns)
            for c in range(n):
                out[c] += v[c] / k
        return out

    def turn_values(self, turn: Turn, mover: int) -> list[float]:
        return self.values(turn.board, turn.sixes, self.companies[mover], turn.ended)

    # --- the foreseen seats (engine.ai.many): here, compiled, as the foresight's most frequent work

    def _foreseen_answer(self, board: Board, mover: int, suns: list[Suns]) -> Turn | None:
        """The normal player's turn for `mover` on `board`, judged with `suns` alike: the turn best
        for its company once the next player has ended the hand on it if that suits it; None
        if no step is left. Turns are tried best first by the table they leave, until that is
        no better than the best found (an ending that suits the next player seldom suits `mover`)."""
        options = self._turns_once(board)
        if not options:
            return None
        them = self.companies[mover]
        nxt = (mover + 1) % self.n_players
        scored: list[tuple[float, int, list[float], Turn]] = []
        for i, t in enumerate(options):
            self._tick()
            v = self.values_alike(t.board, suns, t.sixes, them, t.ended)
            scored.append((-v[them], i, v, t))
        scored.sort()  # best first; ties in the turns' order (no two share `i`)
        best_v = -1.0
        best: Turn | None = None
        for worse, _, v, t in scored:
            if -worse <= best_v:
                break
            value = v[them] if t.ended else self._ending(t.board, nxt, suns, v)[them]
            if value > best_v:
                best_v, best = value, t
        return best

    def _ending(self, board: Board, mover: int, suns: list[Suns], values: list[float] | None = None) -> list[float]:
        """Each company's value of `board` (`values`, if known) with `mover` to play, once it has
        ended the hand if that suits it, with the ending best for it; judged with `suns` alike."""
        if values is None:
            values = self.values_alike(board, suns)
        them = self.companies[mover]
        for reply in self._endings_once(board):
            self._tick()
            v = self.values_alike(reply.board, suns, reply.sixes, them, reply.ended)
            if v[them] > values[them]:
                values = v
        return values

    def _turns_once(self, board: Board) -> list[Turn]:
        return self._once(self.expanded, board, turns, EXPANSION)

    def _endings_once(self, board: Board) -> list[Turn]:
        return self._once(self.endings, board, ending_turns, ENDINGS)

    def _once(self, made: dict[int, tuple[Board, list[Turn]]], board: Board,
              make: Callable[[Board], list[Turn]], work: int) -> list[Turn]:
        """`make(board)`, kept in `made` (by the board, held there so that its id stays its own),
        counted as `work` only when made."""
        kept = made.get(id(board))
        if kept is None:
            self._tick(work)
            kept = made[id(board)] = (board, make(board))
        return kept[1]

    def forget_tables(self) -> None:
        """Let go of the turns made for the tables foreseen so far (`expanded`, `endings`)."""
        self.expanded.clear()
        self.endings.clear()

    # --- levels ----------------------------------------------------------------

    def easy(self, board: Board, rng: random.Random) -> Turn:
        """A winning end of the hand if it sees one, else any of the four best turns by the
        table they leave (no look at the replies, no intervention)."""
        options = turns(board)
        scored = sorted(((self.turn_values(t, self.k.seat)[self.me], -i) for i, t in enumerate(options)),
                        reverse=True)
        if scored[0][0] >= SURE:
            return options[-scored[0][1]]
        return options[-rng.choice(scored[:4])[1]]

    def normal(self, board: Board) -> Turn:
        """The turn best against the next player's best way to end the hand (if any)."""
        order = self._ranked(turns(board), lambda t: self.turn_values(t, self.k.seat)[self.me])
        best, _ = self._best(order, self._threatened)
        assert best is not None, "no cut: the normal player has no budget"
        return best

    def hard(self, board: Board, depth: int = 3) -> Turn:
        """With two companies, the best turn by an alpha-beta search `depth` turns deep (the next
        players playing against us), deepened one turn at a time from 2; a cut leaves the deepest
        choice whose first, most promising turn was searched through. With three, or with four
        when it `foresees`, the best by what each next player does (`_hard_among_many`)."""
        order = self._ranked(turns(board), lambda t: self.turn_values(t, self.k.seat)[self.me])
        best = order[0][1]
        if self.judge.n > 2 or self.foresees():
            return self._hard_among_many(order, best)
        for plies in range(2, depth + 1):
            found, order = self._best(order, lambda t, a, plies=plies: self._after(t, self.k.seat, plies - 1, a, 2.0))
            if found is not None:
                best = found
            if self.stopped:
                break
        return best

    def foresees(self) -> bool:
        """Whether the hard search looks along the others' foreseen turns with four players too
        (`engine.ai.many`). A method, not a class attribute: a compiled Dancer (engine.native)
        reads its own attribute, never an interpreted subclass's."""
        return False

    def _hard_among_many(self, order: list[tuple[float, Turn]], best: Turn) -> Turn:
        """The best turn among three companies: first against the next player ending the hand
        if that suits it, then by the deeper look (`_deeper`)."""
        seat = self.k.seat
        for judge in (lambda t, a: self._settled(t, seat)[self.me], lambda t, a: self._deeper(t, seat)):
            found, order = self._best(order, judge)
            if found is not None:
                best = found
            if self.stopped:
                break
        return best

    def _deeper(self, turn: Turn, mover: int) -> float:
        """My value of `turn` among three companies, against the next player's best answer for
        itself and the next one's ending (max-n)."""
        return self._answered(turn, mover)[self.me]

    def _best(self, order: list[tuple[float, Turn]], judge,
              intervened: str = "after") -> tuple[Turn | None, list[tuple[float, Turn]]]:
        """The best of the turns in `order` by `judge(turn, alpha)`, then the best few of them
        tried with each intervention; and the turns ranked by what `judge` found: the
        interventions among them if `intervened` is "ranked", and none tried if it is "ranked
        already" (`order` holds them). On a cut: the best found so far, or None if not even
        the first turn was judged."""
        best_v, best = -1.0, None
        tried: list[tuple[float, int, Turn]] = []
        try:
            for i, (_, t) in enumerate(order):
                v = judge(t, best_v)
                tried.append((-v, i, t))
                if v > best_v:
                    best_v, best = v, t
            tried.sort(key=lambda x: x[:2])
            tops = [] if intervened == "ranked already" else [t for _, _, t in tried[:TOP_INTERVENED]]
            for t in tops:
                for iv in interventions(t):
                    v = judge(iv, best_v)
                    if intervened == "ranked":
                        tried.append((-v, len(tried), iv))
                    if v > best_v:
                        best_v, best = v, iv
        except Cut:
            self.stopped = True
        tried.sort(key=lambda x: x[:2])
        done = {id(t) for _, _, t in tried}
        return best, [(-v, t) for v, _, t in tried] + [(v, t) for v, t in order if id(t) not in done]

    # --- helpers ---------------------------------------------------------------

    def _ranked(self, options: list[Turn], value) -> list[tuple[float, Turn]]:
        """Turns with their values, best first (ties: in the turns' fixed order)."""
        scored = [(value(t), i, t) for i, t in enumerate(options)]
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [(v, t) for v, _, t in scored]

    def _threatened(self, turn: Turn, alpha: float) -> float:
        """My value of a turn if the next player ends the hand after it whenever that suits
        them, choosing the ending best for them (stopping as soon as one that suits them
        leaves me no more than `alpha`)."""
        mine = self.turn_values(turn, self.k.seat)
        if turn.ended:
            return mine[self.me]
        nxt = (self.k.seat + 1) % self.n_players
        them = self.companies[nxt]
        best_them, value = mine[them], mine[self.me]
        for reply in ending_turns(turn.board):
            v = self.turn_values(reply, nxt)
            if v[them] > mine[them] and v[self.me] <= alpha:
                return v[self.me]
            if v[them] > best_them:
                best_them, value = v[them], v[self.me]
        return value

    def _preferred(self, v: list[float], than: list[float] | None, them: int) -> bool:
        """Whether `them` prefers values `v` to `than` (equal for it: the worse for me)."""
        return than is None or v[them] > than[them] or (v[them] == than[them] and v[self.me] < than[self.me])

    def _settled(self, turn: Turn, mover: int) -> list[float]:
        """Each company's value once `mover` has made `turn` and the next player has ended the
        hand on it if that suits it (with the ending best for it)."""
        self._tick()
        values = self.turn_values(turn, mover)
        if turn.ended:
            return values
        nxt = (mover + 1) % self.n_players
        them = self.companies[nxt]
        self._tick(ENDINGS)
        best = None
        for reply in ending_turns(turn.board):
            self._tick()
            v = self.turn_values(reply, nxt)
            if v[them] > values[them] and self._preferred(v, best, them):
                best = v
        return best or values

    def _answered(self, turn: Turn, mover: int) -> list[float]:
        """Each company's value once `mover` has made `turn` and the next player has answered
        with the turn best for its company: any that ends the hand, or one of its best
        ANSWERS others, each `_settled` by the player after it."""
        self._tick()
        if turn.ended:
            return self.turn_values(turn, mover)
        nxt = (mover + 1) % self.n_players
        them = self.companies[nxt]
        self._tick(EXPANSION)
        options = turns(turn.board)
        if not options:
            return self.values(turn.board, ended=True)  # no step is left: the hand ends as it stands
        self._tick(len(options))
        judged = [(self.turn_values(r, nxt), i, r) for i, r in enumerate(options)]
        best = None
        for v, _, r in judged:
            if r.ended and self._preferred(v, best, them):
                best = v
        quiet = sorted((x for x in judged if not x[2].ended), key=lambda x: (-x[0][them], x[1]))
        for _, _, r in quiet[:ANSWERS]:
            v = self._settled(r, nxt)
            if self._preferred(v, best, them):
                best = v
        assert best is not None  # there were options: the first was preferred to none
        return best

    def _after(self, turn: Turn, mover: int, depth: int, alpha: float, beta: float) -> float:
        """My value once `mover` has made `turn`, searched `depth` more turns (alpha-beta: the
        players of my company maximise it, the others minimise it)."""
        self._tick()
        if turn.ended:
            return self.turn_values(turn, mover)[self.me]
        if depth == 0:
            return self.turn_values(turn, mover)[self.me]
        nxt = (mover + 1) % self.n_players
        board = turn.board
        mine = self.companies[nxt] == self.me
        self._tick(EXPANSION)
        value = None
        for r in ordered_turns(board):
            v = self._after(r, nxt, depth - 1, alpha, beta)
            if mine:
                value = v if value is None else max(value, v)
                alpha = max(alpha, v)
            else:
                value = v if value is None else min(value, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        if value is None:
            return self.values(board, ended=True)[self.me]  # no step is left: the hand ends as it stands
        return value

    def appraise(self, board: Board, played: Turn) -> tuple[Turn, float, float]:
        """The review of a turn: hard's best turn on `board` and its value, and the value of
        `played` by the same search (the deepest whose most promising turn was searched through),
        both searched with a full window past the budget, so that they compare."""
        order = self._ranked(turns(board), lambda t: self.turn_values(t, self.k.seat)[self.me])
        seat = self.k.seat

        def shallow(t: Turn, alpha: float) -> float:
            return self.turn_values(t, seat)[self.me]

        def deep(plies: int) -> Callable[[Turn, float], float]:
            return lambda t, a: self._after(t, seat, plies, a, 2.0)

        judges: list[Callable[[Turn, float], float]]
        if self.judge.n > 2:
            judges = [lambda t, a: self._settled(t, seat)[self.me], lambda t, a: self._answered(t, seat)[self.me]]
        else:
            judges = [deep(1), deep(2)]
        best = order[0][1]
        final: Callable[[Turn, float], float] = shallow
        for judge in judges:
            found, order = self._best(order, judge)
            if found is not None:
                best, final = found, judge
            if self.stopped:
                break
        self.budget = self.deadline = None
        return best, final(best, -1.0), final(played, -1.0)
