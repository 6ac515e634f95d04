"""Random games and every position of their records, for tests over many positions."""

from __future__ import annotations

import json
import random
from dataclasses import fields

from engine import GODS, Options, game_from_record
from engine.bench import playout
from engine.views import PublicView

SECRET_FREE = [f.name for f in fields(PublicView) if f.name not in ("scores", "result")]
"""The fields of a view that describe the hand in play (scores reveal finished hands)."""


def fingerprint(view: PublicView) -> str:
    """Everything in the view about the hand in play, as text."""
    parts = {}
    for name in SECRET_FREE:
        value = getattr(view, name)
        if name == "board":
            value = (sorted(value.at.items()), sorted(value.dice.items()), sorted(value.powers.items(), key=str),
                     sorted(value.gods.items(), key=str), value.apollo_side)
        parts[name] = value
    return repr(parts)


def games(n=24):
    rng = random.Random(11)
    for i in range(n):
        yield playout(2 + i % 3, Options(hands=1 + i % 2, interventions=GODS if i % 4 == 0 else ()), rng)


def replays(record: dict):
    """The game after each action of its record."""
    partial = json.loads(json.dumps(record))
    for k, hand in enumerate(record["hands"]):
        partial["hands"] = json.loads(json.dumps(record["hands"][:k + 1]))
        for n in range(len(hand["actions"]) + 1):
            partial["hands"][k]["actions"] = hand["actions"][:n]
            yield game_from_record(partial)
