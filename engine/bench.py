"""`python -m engine bench`: medians of random playouts and of a 60-action replay."""

from __future__ import annotations

import random
import statistics
import time

from .players import random_placement, random_step
from .records import game_from_record, game_to_record
from .state import PLACING, Game
from .table import Options


def playout(players: int, options: Options, rng: random.Random) -> Game:
    """A whole game between random players, from the deal to the score."""
    game = Game.new(["p"] * players, options, rng)
    while not game.is_over:
        if game.needs_deal:
            game.deal_next(rng)
        hand = game.hand
        seat = hand.to_move
        if hand.status == PLACING:
            action = random_placement(hand.board, hand.hands[seat], hand.may_hide(seat),
                                      hand.must_hide(seat), rng)
        else:
            action = random_step(hand.board, rng)
        game.apply(action, seat)
    return game


def record_of(length: int, rng: random.Random) -> dict:
    """A record of exactly `length` actions, cut from random two-hand games."""
    while True:
        record = game_to_record(playout(2, Options(hands=2), rng))
        counts = [len(h["actions"]) for h in record["hands"]]
        if sum(counts) >= length and counts[0] < length:
            record["hands"][1]["actions"] = record["hands"][1]["actions"][:length - counts[0]]
            return record


def _median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def run(games: int = 300, seed: int = 1) -> dict:
    rng = random.Random(seed)
    sizes = iter([2, 3, 4] * games)
    playout_ms = _median_ms(lambda: playout(next(sizes), Options(), rng), games)
    record = record_of(60, rng)
    replay_ms = _median_ms(lambda: game_from_record(record), games)
    actions = sum(len(h["actions"]) for h in record["hands"])
    return {"playout_ms": round(playout_ms, 3), "replay_ms_60": round(replay_ms, 3),
            "games": games, "replay_actions": actions}
