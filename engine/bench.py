"""`python -m engine bench`: medians of random playouts and of a 60-action replay."""

from __future__ import annotations

import random
import statistics
import time

from .phases import Phase
from .players import random_placement, random_step
from .records import game_from_record, game_to_record
from .state import Game
from .table import Options

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


def reference() -> int:
    """A fixed pure-Python workload: the baseline that shows how fast this machine is now."""
    return sum(i * i for i in range(20000))


def _timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def run(games: int = 300, seed: int = 1) -> dict:
    """Median playout (2, 3 and 4 players in turn) and 60-action replay, in milliseconds,
    with their ratios to the baseline. The three are measured in turn, round after round,
    so that they share whatever else the machine is doing."""
    rng = random.Random(seed)
    record = record_of(60, rng)
    times: dict[str, list[float]] = {"baseline": [], "playout": [], "replay": []}
    for i in range(games):
        times["baseline"].append(_timed(reference))
        times["playout"].append(_timed(lambda i=i: playout(2 + i % 3, Options(), rng)))
        times["replay"].append(_timed(lambda: game_from_record(record)))
    baseline, play, replay = (statistics.median(times[k]) for k in ("baseline", "playout", "replay"))
    return {"playout_ms": round(play, 3), "replay_ms_60": round(replay, 3), "baseline_ms": round(baseline, 3),
            "playout_ratio": round(play / baseline, 2), "replay_ratio": round(replay / baseline, 2),
            "games": games}
