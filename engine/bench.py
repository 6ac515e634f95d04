"""`python -m engine bench`: medians of random playouts, of a 60-action replay, of the tables
the hard player's search judges per second and of its weighing of beliefs, with the core that
ran them (`engine.native`)."""

from __future__ import annotations

import random
import statistics
import time

from .ai.belief import weights
from .ai.dance import Dancer
from .ai.knowledge import from_record
from .ai.levels import HARD_BUDGET
from .gods import GODS
from .native import CORE
from .phases import Phase
from .players import random_action, random_placement, random_step
from .records import game_from_record, game_to_record
from .seats import seat_record
from .state import Game
from .table import Options
from .views import player_view

_PLACEMENT, _DANCE = Phase.PLACEMENT, Phase.DANCE


def playout(players: int, options: Options, rng: random.Random) -> Game:
    """A whole game between random players, from the deal to the score, each action pushed
    unchecked (`Game.push`) as a search plays them."""
    game = Game.new(["p"] * players, options, rng)
    while True:
        hand = game.hand
        while hand.phase is _PLACEMENT:
            seat = hand.to_move
            assert seat is not None
            game.push(random_placement(hand.board, hand.hands[seat], hand.may_hide(seat), hand.must_hide(seat),
                                       rng), seat)  # legal by construction: no check, no copy
        while hand.phase is _DANCE:
            step = random_step(hand.board, rng)
            assert step is not None  # a hand where no step is legal is over
            game.push(step, hand.to_move)
        if not game.needs_deal:
            return game
        game.deal_next(rng)


def record_of(length: int, rng: random.Random) -> dict:
    """A record of exactly `length` actions, cut from random two-hand games."""
    while True:
        record = game_to_record(playout(2, Options(hands=2), rng))
        counts = [len(h["actions"]) for h in record["hands"]]
        if sum(counts) >= length and counts[0] < length:
            record["hands"][1]["actions"] = record["hands"][1]["actions"][:length - counts[0]]
            return record


def dance_positions(n: int, rng: random.Random) -> list[dict]:
    """Seat records of `n` positions of two-player dances between random players, every
    other one with all the tiles, a dozen to thirty actions into the hand."""
    records: list[dict] = []
    while len(records) < n:
        game = Game.new(["a", "b"], Options(interventions=GODS if len(records) % 2 else ()), rng)
        for _ in range(rng.randrange(12, 30)):
            seat = game.hand.to_move
            if seat is None:
                break
            action = random_action(player_view(game, seat), rng)
            assert action is not None  # the hand is not over
            game.submit(action, seat)
        seat = game.hand.to_move
        if seat is not None and game.hand.phase is _DANCE:
            records.append(seat_record(game, seat))
    return records


def hard_decision(record: dict) -> tuple[float, float]:
    """The hard player deciding from `record` at its budget as `levels.decide` does, without a
    time cap: the milliseconds its weighing of the hypotheses takes (every past step new to it,
    as on a worker's first decision of a hand), and the tables its search judges per second."""
    start = time.perf_counter()
    knowledge = from_record(record)
    hypotheses = knowledge.hypotheses()
    w = weights(knowledge, hypotheses) if knowledge.past else [1.0] * len(hypotheses)
    searching = time.perf_counter()
    dancer = Dancer(knowledge, hypotheses, w, HARD_BUDGET)
    dancer.hard(knowledge.view.board)
    return (searching - start) * 1000, dancer.work / (time.perf_counter() - searching)


def reference() -> int:
    """A fixed pure-Python workload: the baseline that shows how fast this machine is now."""
    return sum(i * i for i in range(20000))


def _timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def run(games: int = 300, seed: int = 1, decisions: int = 8) -> dict:
    """Median playout (2, 3 and 4 players in turn) and 60-action replay, in milliseconds,
    with their ratios to the baseline; and over `decisions` seeded positions, the medians of
    the tables the hard player's search judges per second (with the tables it judges in the
    time of one baseline) and of the milliseconds its weighing of beliefs takes. All are
    measured in turn, round after round, so that they share whatever else the machine is doing."""
    rng = random.Random(seed)
    record = record_of(60, rng)
    positions = dance_positions(decisions, random.Random(seed))
    times: dict[str, list[float]] = {"baseline": [], "playout": [], "replay": []}
    weighing: list[float] = []
    rates: list[float] = []
    for i in range(max(games, decisions)):
        times["baseline"].append(_timed(reference))
        if i < games:
            times["playout"].append(_timed(lambda i=i: playout(2 + i % 3, Options(), rng)))
            times["replay"].append(_timed(lambda: game_from_record(record)))
        if i < decisions:
            ms, rate = hard_decision(positions[i])
            weighing.append(ms)
            rates.append(rate)
    baseline, play, replay = (statistics.median(times[k]) for k in ("baseline", "playout", "replay"))
    rate = statistics.median(rates)
    return {"playout_ms": round(play, 3), "replay_ms_60": round(replay, 3), "baseline_ms": round(baseline, 3),
            "playout_ratio": round(play / baseline, 2), "replay_ratio": round(replay / baseline, 2),
            "hard_judged_per_s": round(rate), "hard_judged_per_baseline": round(rate * baseline / 1000, 1),
            "hard_weighing_ms": round(statistics.median(weighing), 1),
            "games": games, "decisions": decisions, "core": CORE}
