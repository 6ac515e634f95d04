"""The hard player among three companies, and with four players (two teams): a best reply
to the line its opponents are foreseen to play.

Each opponent is foreseen to answer as the normal player in its seat would: knowing its own
face-down Muse and weighing every other assignment alike, it takes the turn best for its
company once the player after it has ended the hand on it, if that suits that player. A
partner is foreseen to answer so too, but knowing what we suppose (the search's hypothesis).
What each face-down Muse is changes what they foresee, so the line is followed under each of
the seat's hypotheses. A turn of ours is valued by where the answers foreseen after it leave
the table: the end of the hand if one of them ended it, else our best way to end it then if
that suits us, else the table as it stands; averaged over the hypotheses with their weights.

Why: the player who ends the hand nearly always wins it (each ends it only when that makes it
win; nine hands in ten in hard-against-normal games among three companies; with four players,
79 hands in 100 went to the ender's team, two hard seats against two normal), so a turn is
good when it leaves the others no winning end and brings ours, which hangs on the exact turns
they take in between; the table's worth as it stands hardly tells (with four players, the
hard team went on to win 0.77 from the tables the Judge gave it under 0.2 at its decisions,
and 0.90 from those over 0.8).

With four players (the arena, 200 games, `--ms 5000`), two hard seats against two normal won
0.875 foreseeing against 0.790 by alpha-beta (seed 21, no tiles). With tiles the deeper look
reached only its first few turns within the budget, and never an intervention (the Dancer
tries them after all its turns), so with four players the interventions the first look tries
join the turns it ranks (`_hard_among_many`), and the dance has three times the budget
(`levels.FOUR_PLAYERS_BUDGET`, since folded into `levels.HARD_BUDGET`): two hard seats then won
0.7975 with tiles (seed 22, from 0.755) and 0.885 without (seed 21); a hard and a normal seat
0.76 (from 0.6725) and 0.8675.
Most of the losses left came where the weights of beliefs gave the truth no weight worth
searching (in 31 of 81 hard decisions of ten lost games, seed 22; 4 of 48 in eight won): with
each step weighed as its mover sees it (`belief`), two hard seats won 0.8825 and 0.88 with tiles
(seeds 22 and 23), a hard and a normal seat 0.7775 (seed 22).
Apart from that (measured with the former beliefs), the budget cut the deeper look in 17 of 32 hard
decisions of such games, many of its turns spent on tables it had valued already; with four players
the answers are kept for the whole decision by what each table is (`transposes`), and it reached 14 %
more turns there: two hard seats won 0.815 with tiles on seeds 22 and 23 (from 0.7975 and 0.775;
at default caps, on a busy machine, 0.75 and 0.8125, from 0.775 and 0.785), a hard and a normal
seat 0.765 and 0.7225 (from 0.76 and 0.705), two hard seats without tiles 0.865 (seed 21, from
0.885). The interventions the first look ranks share their turn's value there and crowded the
deeper look's first places (a few turns, each with its dozen tiles), so the deeper look now values
the best plain turns first (`PLAIN_FIRST`), then the interventions of its best few: 0.86 and 0.825
(seeds 22 and 23; at default caps 0.865 and 0.8125, p95 272 ms); a hard and a normal seat 0.725
(seed 23).
Both together (`--ms 5000`): two hard seats won 0.87 and 0.8975 with tiles (seeds 22 and 23),
0.885 at default caps (seed 22, quiet machine, p95 272 ms); a hard and a normal seat 0.79.
"""

from __future__ import annotations

import itertools

from ..board import Board
from .dance import KEPT, TOP_INTERVENED, Dancer, Suns
from .knowledge import Knowledge
from .turns import Turn

PLAIN_FIRST = 8
"""With four players, how many of the first look's best turns without intervention the deeper
look values first, before the interventions of the best few of them by its own values."""


class Foreseer(Dancer):
    """One decision's search among three companies or two teams: the Dancer's, with the foreseen
    line as its deeper look."""

    def __init__(self, knowledge: Knowledge, hypotheses: list[dict[str, str]], weights: list[float],
                 budget: int | None = None, deadline: float | None = None):
        super().__init__(knowledge, hypotheses, weights, budget, deadline)
        view = knowledge.view
        table = view.muse_table
        owner = {m.token: m.seat for m in view.muses if not m.face_up}
        kept = [(w, h) for w, h in zip(weights, hypotheses) if w >= KEPT * max(weights)]
        total = sum(w for w, _ in kept)
        self.lines: list[tuple[float, Suns, dict[int, list[Suns]]]] = []
        """Each hypothesis: its weight, its Wills of Apollo, and for each other seat the Wills
        of Apollo of each assignment that seat weighs alike. Hypotheses whose lines are judged
        alike (the same Wills of Apollo throughout: face-down Muses of the same Will swapped) are
        one line, with their weights summed (`_merged`)."""
        weighed: dict[tuple[int, str | None], list[Suns]] = {}
        """What a seat weighs, by the seat and its own face-down Muse: the same under every
        hypothesis that names that Muse alike (one list, so that its answers are foreseen once)."""
        for w, h in kept:
            mine: Suns = knowledge.suns(h)
            names = {t: h.get(t, view.mysterious or t) for t in owner}  # the seat's own by its name

            def suns(tokens: list[str], order: tuple[str, ...], mine: Suns = mine) -> Suns:
                return {**mine, **{t: table[name].suns for t, name in zip(tokens, order)}}

            seen: dict[int, list[Suns]] = {}
            for seat in range(self.n_players):
                if self.companies[seat] == self.me:
                    if seat != knowledge.seat:
                        seen[seat] = [mine]  # a partner foreseen as knowing what we suppose
                else:
                    others = [t for t in owner if owner[t] != seat]
                    own = next((names[t] for t in owner if owner[t] == seat), None)
                    if (seat, own) not in weighed:
                        weighed[seat, own] = _alike([suns(others, p)
                                                     for p in itertools.permutations([names[t] for t in others])])
                    seen[seat] = weighed[seat, own]
            self.lines.append((w / total, mine, seen))
        self.lines = _merged(self.lines)
        self.transposes = self.n_players == 4
        """Whether the answers foreseen are kept for the whole decision, by what each table is
        (`_table`), and each table my turns leave valued once: with four players, where different
        turns of mine (by when the ability is used, or the tile they add), or different answers
        under different hypotheses, often come to the same table, and the deeper look then
        reaches more turns within the budget. With three players, as measured before: the answers
        after each turn of mine, by the table object."""
        self.valued: dict[tuple, float] = {}
        """My value of each table a turn of mine leaves, when it `transposes`."""
        self.foreseen: dict[object, tuple[Board, Turn | None]] = {}
        """The answers foreseen, by the table, the seat and what it weighs (with the table, so
        that its id stays its own)."""

    def foresees(self) -> bool:
        return True

    def _hard_among_many(self, order: list[tuple[float, Turn]], best: Turn) -> Turn:
        """With four players: the first look, then the deeper look over the first look's best
        PLAIN_FIRST turns without intervention, then over the interventions of the best few
        of those by the deeper look, then over the rest in the first look's order (the first
        look's interventions share the values of their turns, and came before turns that
        would have had better ones)."""
        if self.n_players != 4:
            return Dancer._hard_among_many(self, order, best)
        seat = self.k.seat
        found, order = self._best(order, lambda t, a: self._settled(t, seat)[self.me], "ranked")
        if found is not None:
            best = found
        if self.stopped:
            return best

        def deeper(t: Turn, alpha: float) -> float:
            return self._deeper(t, seat)

        plain = [x for x in order if x[1].step.intervention is None][:PLAIN_FIRST]
        found, ranked = self._best(plain, deeper, "ranked already")
        if self.stopped:
            return found or best
        tops = {(t.step.muse, t.step.dir, t.step.ability) for _, t in ranked[:TOP_INTERVENED]}
        first = {id(t) for _, t in ranked}
        tiles = [x for x in order if x[1].step.intervention is not None
                 and (x[1].step.muse, x[1].step.dir, x[1].step.ability) in tops]
        tiled = {id(t) for _, t in tiles}
        rest = [x for x in order if id(x[1]) not in first and id(x[1]) not in tiled]
        found, _ = self._best(ranked + tiles + rest, deeper, "ranked already")
        return found or best

    def _deeper(self, turn: Turn, mover: int) -> float:
        """My value once `mover` (my seat) has made `turn` and the others have answered as
        foreseen, averaged over the hypotheses."""
        self._tick()
        if not self.transposes:
            self.foreseen.clear()
            self.forget_tables()
            return self._averaged(turn, mover)
        key = (_table(turn.board), turn.sixes)
        if key not in self.valued:
            self.forget_tables()
            self.valued[key] = self._averaged(turn, mover)
        return self.valued[key]

    def _averaged(self, turn: Turn, mover: int) -> float:
        return sum(w * self._line(turn, mover, mine, seen) for w, mine, seen in self.lines)

    def _line(self, turn: Turn, mover: int, mine: Suns, seen: dict[int, list[Suns]]) -> float:
        """My value of the line after `turn` under one hypothesis (`mine`, and what each other
        seat weighs: `seen`)."""
        if turn.ended:
            return self._judged(turn.board, [mine], turn.sixes, self.companies[mover], True)[self.me]
        board = turn.board
        for _ in range(self.n_players - 1):
            mover = (mover + 1) % self.n_players
            answer = self._answer(board, mover, seen[mover])
            if answer is None:
                return self._judged(board, [mine], ended=True)[self.me]  # no step is left: the hand ends as it stands
            if answer.ended:
                return self._judged(answer.board, [mine], answer.sixes, self.companies[mover], True)[self.me]
            board = answer.board
        return self._ending(board, (mover + 1) % self.n_players, [mine])[self.me]

    def _answer(self, board: Board, mover: int, suns: list[Suns]) -> Turn | None:
        """`_foreseen_answer`, once for each table, seat and what it weighs."""
        key = (_table(board) if self.transposes else id(board), mover, id(suns))
        if key not in self.foreseen:
            self.foreseen[key] = (board, self._foreseen_answer(board, mover, suns))
        return self.foreseen[key][1]

    def _judged(self, board: Board, suns: list[Suns], sixes: frozenset[str] = frozenset(),
                trigger: int | None = None, ended: bool = False) -> list[float]:
        """Each company's value of a table, averaged over `suns` alike (`Dancer.values_alike`);
        `ended`: the hand is over on it."""
        return self.values_alike(board, suns, sixes, trigger, ended)


def _alike(assignments: list[Suns]) -> list[Suns]:
    """What a seat weighs alike, once if every assignment gives the same Wills of Apollo (it
    then judges each table once; the average of equal values is that value)."""
    first = assignments[0]
    return [first] if all(a == first for a in assignments) else assignments


def _merged(lines: list[tuple[float, Suns, dict[int, list[Suns]]]]) -> list[tuple[float, Suns, dict[int, list[Suns]]]]:
    """The lines with those judged alike made one, with their weights summed. With three
    players that is most of the hard seat's dance decisions against normal (43 of 53 of one set
    of games, 27 of 46 of another: the two face-down Muses it cannot read had the same Will of
    Apollo), which then follow one line rather than two: the same values, half the work, so
    that the budget reaches more of its turns (`levels.THREE_PLAYERS_BUDGET`)."""
    out: dict[tuple, tuple[float, Suns, dict[int, list[Suns]]]] = {}
    for w, mine, seen in lines:
        key = (_suns_key(mine), tuple((seat, tuple(_suns_key(a) for a in seen[seat])) for seat in sorted(seen)))
        if key in out:
            out[key] = (out[key][0] + w, *out[key][1:])
        else:
            out[key] = (w, mine, seen)
    return list(out.values())


def _suns_key(suns: Suns) -> tuple:
    return tuple(sorted(suns.items()))


def _table(board: Board) -> tuple:
    """What a table of the dance is, as a key: where each Muse stands, its die, and the tiles
    (the powers on the tables of one search are the same)."""
    return tuple(board.at.items()), tuple(board.dice.items()), tuple(board.gods.items()), board.apollo_side
