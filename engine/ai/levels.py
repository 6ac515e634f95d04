"""The one entry point of the automated players: a decision from one seat's knowledge.

    decide(seat_record_or_view, level, seed=0, ms=None) -> Decision

The input is a seat record (docs/agent.md) or a PlayerView, never a Game. The hard player
reads the hand's past from a seat record to weigh what the face-down Muses may be; given
a view, it weighs every possibility alike.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..actions import Action, Place, Step, renamed_location
from ..phases import Phase
from ..players import random_action
from ..views import PlayerView
from .belief import weights_by
from .dance import Dancer, clock
from .knowledge import Knowledge, from_record, from_view
from .many import Foreseer
from .placement import casual_placement, sensible_placement
from .placing import searched_placement

LEVELS = ("random", "easy", "normal", "hard", "hard-uniform", "hard-fixed-placement", "hard-max-n")
"""`hard-uniform`: the hard player weighing every hypothesis alike (to measure the weighing);
`hard-fixed-placement`: the hard player placing by the normal player's rule (to measure the
placement search); `hard-max-n`: the hard player dancing as it did before it foresaw the others' turns
(`engine.ai.many`; to measure that): by max-n among three companies, by alpha-beta with four
players (the other team's seats playing against us)."""
DEFAULT_MS = {"hard": 300, "hard-uniform": 300, "hard-fixed-placement": 300, "hard-max-n": 300}
"""The default time cap of the searching levels, in milliseconds of the deciding thread's CPU
time (`dance.clock`)."""
HARD_BUDGET = 24000
"""The work a hard decision may do, in tables judged: the search's deterministic limit, one for
both cores and every number of players but the dance of three (THREE_PLAYERS_BUDGET), sized for
the compiled core (the bot runs compiled; the
pure one is for development). CPU per decision, no cap, 16 games of hard against normal each,
p50/p95 at 8,000 tables, then 16,000 and 24,000, on a machine at about 2.3 times a quiet one's
time (the bench's `hard_judged_per_s` 178,000 against some 380,000): two players 30/106, 58/145,
80/195 ms; three players 68/99, 91/206, 123/272 ms. The same again at load 5 to 7 (the hard seat's
dance decisions of 12 two-player and 10 three-player games against normal, 8,000 then 24,000):
two players 30/48 and 80/136 ms (with the weighing of beliefs, 24,000: 83/215); three 76/114 and
228/334 ms, so that with three players the CPU cap (270 ms to search) stops some. The pure core,
some 1.5 times slower, meets the cap first on more decisions and then decides differently. With
four players the dance was given three times the former 8,000 (its deeper look judges each table
for every assignment each foreseen seat weighs alike), which is this budget: its decisions are
unchanged (the placement's too: `PLACING_SHARE`; 16 seeded four-player decisions, no cap, the same
as 0916adf's), and the cap stops most of them (two hard seats with tiles at default caps: p95
271 ms, wall clock).
Against the hard player of 0916adf (budget 8,000; arena `--b frozen:0916adf`, no tiles): two
players at the budget alone (`--ms 5000`, seed 44) 0.665 [0.617, 0.710] of 400 games; three
players, one seat of three (with the three-player beliefs of `belief`), 0.36 [0.288, 0.439] of 150
(equal 0.333, seed 45). With the cap on the wall clock, at default caps on a machine at load 4 to
16 (every process at nice 19), it cut most decisions of both (p50 242 and 219 ms): two players
0.495 [0.446, 0.544] of 400 (seed 42), three 0.372 [0.319, 0.428] of 300 (seed 43). With the cap
on the CPU clock (`dance.clock`), at default caps, against 0916adf given its whole budget
(`--ms-b 5000`, so never cut), load 5 to 24 at nice 19: two players 0.669 [0.621, 0.713] of 400
games (seeds 46 and 48, 200 each: 0.67 and 0.6675; CPU ms a decision p50 61 and 57, p95 258 and
264); three players, one seat of three, 0.397 [0.343, 0.453] of 300 (seeds 47 and 49: 0.393 and
0.40; CPU p50 105 and 102, p95 271 and 271: the cap stops some). With the three-company Judge
written out (`Judge._soft`: the same values for some 0.7 of the CPU), on the same deals at load
3 to 10: 0.4067 and 0.3667, 0.3867 [0.333, 0.443] of 300 (CPU p95 203 and 218). A three-player
budget of 16,000 tables there (CPU p95 164 and 175) won 0.3767 and 0.3633, 0.37 [0.317, 0.426]:
no budget tried fits half the cap with three players at that load and keeps the share (until
THREE_PLAYERS_BUDGET, with the alike hypotheses followed once). Four
players, a team of two hard seats against 0916adf's, default caps on both sides (seed 62, load
about 2): 0.52 [0.451, 0.588] of 200 games, CPU p95 270 ms; with the alike hypotheses followed
once (`many._merged`), the same pairing at load 1.5 to 7: 0.4925 [0.424, 0.561], CPU p50 118 ms
(from 144), p95 271."""
THREE_PLAYERS_BUDGET = 12000
"""The hard dance's budget among three companies, in tables judged: there each table of the
deeper look costs more (each foreseen seat judges it under the two assignments it weighs), and
at HARD_BUDGET the CPU p95 was 203 and 218 ms (above), past half the cap. With the hypotheses
that are judged alike followed once (`many._merged`), 12,000 tables reach about as many of the
seat's turns as 24,000 did before: 53 three-player dance decisions against normal, no cap, reach
2,178 turns in the deeper look against 2,313, choose the same 53 turns, and take 2.5 s of CPU
against 5.5 s (load 2 to 3). Against 0916adf given its whole budget (`--ms-b 5000`), one seat of
three, on the deals above (seeds 47 and 49), load 2 to 7: 0.3967 and 0.3767, 0.387 [0.333,
0.443] of 300, CPU p95 123 and 129 ms (max 189), within half the cap; at 16,000 tables, load 2
to 6: 0.3833 and 0.4067, 0.395 [0.341, 0.451], CPU p95 181 and 172 ms."""
PLACING_SHARE = 6
"""A placement searches with this part of the budget (its turns are many, its tables few): 4,000
tables, the work `placing` was measured with (four times as much screened worse there)."""
SEARCHED_SHARE = 0.9
"""The part of the time cap a decision may search: the rest is left for the answer's own work.
Chosen when the cap was on the wall clock, whose scheduler may run a process tens of milliseconds
after its search stops (hard against hard-fixed-placement at default caps on a loaded machine:
p95 304 ms with 0.95, 285 ms with 0.9)."""
WEIGHING_SHARE = 0.5
"""The part of the time cap after which the weighing of beliefs stops with the actions it has
weighed, leaving the dance's search the rest."""


@dataclass(frozen=True)
class Decision:
    action: Action
    """Named as the seat record names Muses: tokens for the face-down Muses the seat does
    not know, its own Mysterious Muse by name (the agent protocol's answer)."""
    table_action: Action
    """Named as the table shows Muses: every face-down Muse by its token (`Game.submit`)."""
    level: str
    ms: float
    """The CPU time the decision took, by the time caps' clock (`dance.clock`)."""
    cut: bool = False
    """The time cap cut the search: the decision may depend on the machine's speed."""


def decide(source: dict | PlayerView, level: str = "normal", seed: int = 0, ms: float | None = None,
           tiebreak: str = "shared", budget: int | None = None) -> Decision:
    """The action a player of `level` takes for the seat whose record or view `source` is.
    Raises NotAskable when it is not that seat's turn, the game is over, or the record is
    not a seat record. `ms`: the time cap, in CPU time (`dance.clock`; default: DEFAULT_MS for
    the level, if any);
    `tiebreak`: the table's tie option, needed only with a view (a record carries it);
    `budget`: the hard levels' work limit (default HARD_BUDGET; THREE_PLAYERS_BUDGET for the
    dance of three companies)."""
    start = clock()
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
    knowledge = from_view(source, tiebreak) if isinstance(source, PlayerView) else from_record(source)
    view = knowledge.view
    rng = random.Random(f"{seed}/{level}/{_position(view)}")
    cap = ms if ms is not None else DEFAULT_MS.get(level)
    deadline = None if cap is None else start + SEARCHED_SHARE * cap / 1000
    cut = False
    if level == "random":
        table_action = random_action(view, rng)
    elif view.phase is Phase.PLACEMENT:
        if level == "easy":
            table_action = casual_placement(view, rng)
        elif level in ("hard", "hard-uniform", "hard-max-n"):
            table_action, cut = searched_placement(knowledge, rng, (budget or HARD_BUDGET) // PLACING_SHARE, deadline)
        else:
            table_action = sensible_placement(view)
    else:
        hypotheses = knowledge.hypotheses()
        w = [1.0] * len(hypotheses)
        if level in ("hard", "hard-fixed-placement", "hard-max-n") and knowledge.past:
            weighing = None if cap is None else start + WEIGHING_SHARE * cap / 1000
            w, cut = weights_by(knowledge, hypotheses, weighing)
        searching = level.startswith("hard")
        foreseeing = searching and level != "hard-max-n" and len(view.players) > 2
        work = budget or (THREE_PLAYERS_BUDGET if len(view.players) == 3 else HARD_BUDGET)
        dancer = (Foreseer if foreseeing else Dancer)(knowledge, hypotheses, w, work if searching else None,
                                                      deadline if searching else None)
        if level == "easy":
            turn = dancer.easy(view.board, rng)
        elif level == "normal":
            turn = dancer.normal(view.board)
        else:
            turn = dancer.hard(view.board)
        table_action, cut = turn.step, cut or dancer.cut
    assert table_action is not None, "the seat to move has a legal action"
    action = _as_recorded(table_action, knowledge)
    return Decision(action, table_action, level, (clock() - start) * 1000, cut)


def _position(view: PlayerView) -> str:
    """A text that differs from position to position, for the seeded choices of a level."""
    return f"{view.hand_number}/{sorted(view.board.at.items())}/{sorted(view.board.dice.items())}/{view.hand}"


def _as_recorded(action: Action, knowledge: Knowledge) -> Action:
    """The action with the seat's own Mysterious Muse named by its name, as its record names it."""
    own = knowledge.own_token
    if own is None or isinstance(action, Place):
        return action
    name = knowledge.view.mysterious
    assert name is not None  # own_token is its token

    def show(m: str) -> str:
        return name if m == own else m

    ability = action.ability and replace(action.ability, target=show(action.ability.target))
    iv = action.intervention and replace(action.intervention, at=renamed_location(action.intervention.at, show))
    return Step(show(action.muse), action.dir, ability, iv)


class Player:
    """A seat played at one level: `act` answers each of its turns."""

    def __init__(self, level: str = "normal", seed: int = 0, ms: float | None = None):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}")
        self.level, self.seed, self.ms = level, seed, ms

    def act(self, source: dict | PlayerView) -> Decision:
        return decide(source, self.level, self.seed, self.ms)


def hint(source: dict | PlayerView, seed: int = 0) -> Decision:
    """A suggestion for the player to move: what the normal player would do."""
    return decide(source, "normal", seed)
