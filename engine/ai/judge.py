"""How good a table is for each company: the exact outcome of a hand that ended, and an
estimate for one still being danced (the score if it ended now, softened), under one
hypothesis about the face-down Muses (their Wills of Apollo).

This is docs/rules.md 6 and 7 again, written for speed on a view's board; a test holds it to
`engine.scoring` on finished hands.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Final

from mypy_extensions import mypyc_attr

from ..actions import OnCorner, Side
from ..board import Board
from ..geometry import corner_squares
from ..gods import God
from .knowledge import Knowledge

SOFTNESS = 0.5
"""How much one sun of margin counts in the estimate of a hand still being danced."""
LONG_HAND = 40
"""After this many turns of the dance, every company's estimate values a nearer end more and
more: players who all fear the end could otherwise step and lower dice for ever (no rule
ends a hand but a 6)."""
URGE = 0.05
"""How much more a nearer end is worth for each turn past LONG_HAND (per die pip, over 45)."""
_APOLLO: Final = God.APOLLO  # static in the compiled core, rather than looked up by name
_AEOLUS: Final = God.AEOLUS
_ARTEMIS: Final = God.ARTEMIS
_DIONYSUS: Final = Side.DIONYSUS


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
class Judge:
    """Values of tables for every company, from one seat's knowledge."""

    def __init__(self, knowledge: Knowledge):
        v = knowledge.view
        self.n = knowledge.n_companies
        self.company = knowledge.companies()  # sets _members too
        self.tiebreak = knowledge.tiebreak
        self.last_hand = v.hand_number == v.hands_total - 1
        earlier = [s.score for s in v.scores]
        self.gold = any(s.silver is not None for s in earlier)
        self.totals = [sum(s.suns[c] for s in earlier) for c in range(self.n)]
        self.medals = {c for s in earlier for c in (s.silver, s.gold) if c is not None}
        self.urge = URGE * max(0, knowledge.dance_turns - LONG_HAND + 1)
        self.key = (tuple(sorted(self.company.items(), key=str)), self.tiebreak, self.last_hand, self.gold,
                    tuple(self.totals), tuple(sorted(self.medals)), self.urge)
        """What the values depend on besides the table and the hypothesis."""

    @property
    def company(self) -> dict[str, int | None]:
        """Each Muse's company (None: the Neutral Muse), by board key: every Muse on the
        tables judged, and only those."""
        return self._company

    @company.setter
    def company(self, company: dict[str, int | None]) -> None:
        self._company = company
        self._members = [[m for m, c in company.items() if c == k] for k in range(self.n)]
        """Each company's Muses."""

    def score(self, board: Board, suns: Mapping[str, int],
              sixes: frozenset[str] = frozenset()) -> tuple[list[int], int | None, list[int]]:
        """This hand's suns per company, the company with the top winning die (silver or
        gold), and each company's dice sum: docs/rules.md 6."""
        gods = board.gods
        n = self.n
        company = self._company
        dice = board.dice
        rows: list[list[int]]
        if gods:
            rows = [[], []] if n == 2 else [[], [], []]  # two or three companies
            dionysian = sixes if _APOLLO in gods and board.apollo_side is _DIONYSUS else ()
            aeolus = gods.get(_AEOLUS)
            windy = set(corner_squares(aeolus.corner)) if isinstance(aeolus, OnCorner) else ()
            at = board.at if windy else {}  # built only when Aeolus is on a corner
            for m, die in dice.items():
                c = company[m]
                if c is None:
                    continue
                s = suns[m]
                if m in dionysian:
                    die = s
                elif die == s or (die == 4 and windy and at[m] in windy):
                    die = 6
                rows[c].append(die)
        else:  # as above, company by company
            rows = [[6 if (die := dice[m]) == suns[m] else die for m in muses] for muses in self._members]
        for r in rows:  # in descending order (compiled, two calls cost less than one with a keyword)
            r.sort()
            r.reverse()
        points = [0] * n
        top = None
        if n == 2:  # each column's higher die, without making the columns
            for x, y in zip(*rows):
                if x != y:
                    c = 0 if x > y else 1
                    if top is None:
                        top = c
                        points[c] += 3 if self.gold else 2
                    else:
                        points[c] += 1
        else:  # three companies: as two, with each column's one best die
            r0, r1, r2 = rows
            for i in range(min(len(r0), len(r1), len(r2))):
                x, y, z = r0[i], r1[i], r2[i]
                if x > y and x > z:
                    c = 0
                elif y > x and y > z:
                    c = 1
                elif z > x and z > y:
                    c = 2
                else:
                    continue
                if top is None:
                    top = c
                    points[c] += 3 if self.gold else 2
                else:
                    points[c] += 1
        if not gods:
            return points, top, [sum(r) for r in rows]
        artemis = gods.get(_ARTEMIS)
        if isinstance(artemis, OnCorner):
            counts = [0] * self.n
            near = corner_squares(artemis.corner)
            for m, sq in board.at.items():
                if sq in near and (c := company[m]) is not None:
                    counts[c] += 1
            most = max(counts)
            if most and counts.count(most) == 1:
                points[counts.index(most)] += 1
        return points, top, [sum(r) for r in rows]

    def outcome(self, board: Board, suns: Mapping[str, int], sixes: frozenset[str],
                trigger: int | None) -> list[float]:
        """Each company's share of the victory once this hand ends (the last hand), or a
        soft value of its lead (a hand with another to come). `trigger`: the company
        that made the 6, or None."""
        points, top, sums = self.score(board, suns, sixes)
        totals = [t + p for t, p in zip(self.totals, points)]
        if not self.last_hand:
            return self._soft(totals, top, sums)
        best = max(totals)
        tied = [c for c in range(self.n) if totals[c] == best]
        if len(tied) > 1:
            medal = [c for c in tied if c == top or c in self.medals]
            if medal:
                tied = [top] if top in medal else medal
        if len(tied) > 1:
            most = max(sums[c] for c in tied)
            tied = [c for c in tied if sums[c] == most]
        if len(tied) > 1 and self.tiebreak == "trigger-loses" and trigger in tied:
            tied.remove(trigger)
        return [1 / len(tied) if c in tied else 0.0 for c in range(self.n)]

    def estimate(self, board: Board, suns: Mapping[str, int]) -> list[float]:
        """Each company's value of a table still being danced: its lead if the hand ended
        as it stands, softened (a turn or two can change a lot)."""
        points, top, sums = self.score(board, suns)
        totals = [t + p for t, p in zip(self.totals, points)]
        values = self._soft(totals, top, sums)
        if self.urge:
            nearer = self.urge * sum(board.dice.values()) / 45
            values = [v + nearer for v in values]
        return values

    def _soft(self, totals: list[int], top: int | None, sums: list[int]) -> list[float]:
        """Each company's lead over the best of the others (its suns, a half for the top die or
        an earlier medal, a little for its dice), softened; written out for two companies and for
        three. Three, with the columns of `score` compared die by die: 53 three-player hard
        decisions took 9.4 s of CPU before, 7.0 and 6.1 s after (one run each, load 6 to 8),
        choosing the same turns with the same work."""
        medals = self.medals
        if self.n == 2:  # each against the other
            (t0, t1), (s0, s1) = totals, sums
            tanh = math.tanh
            return [0.5 + 0.5 * tanh(SOFTNESS * (t0 - t1 + (0.5 if top == 0 or 0 in medals else 0) + 0.02 * (s0 - s1))),
                    0.5 + 0.5 * tanh(SOFTNESS * (t1 - t0 + (0.5 if top == 1 or 1 in medals else 0) + 0.02 * (s1 - s0)))]
        (t0, t1, t2), (s0, s1, s2) = totals, sums  # three companies: each against the best of the others
        tanh = math.tanh
        return [0.5 + 0.5 * tanh(SOFTNESS * (t0 - max(t1, t2) + (0.5 if top == 0 or 0 in medals else 0)
                                             + 0.02 * (s0 - max(s1, s2)))),
                0.5 + 0.5 * tanh(SOFTNESS * (t1 - max(t0, t2) + (0.5 if top == 1 or 1 in medals else 0)
                                             + 0.02 * (s1 - max(s0, s2)))),
                0.5 + 0.5 * tanh(SOFTNESS * (t2 - max(t0, t1) + (0.5 if top == 2 or 2 in medals else 0)
                                             + 0.02 * (s2 - max(s0, s1))))]
