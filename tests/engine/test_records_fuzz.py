"""Corrupted records never crash the replay: each gives a document or a located error."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GODS, Options, RecordError, game_from_record, game_to_record, replay_document
from engine.bench import playout

JUNK = [None, True, False, 0, 1, -1, 2, 7, 1.0, 2.5, "", "N", "Clio", "zeus", "olympus", "after", [], [0, 0],
        [1], ["Clio", "Thalia"], {}, {"muse": "Clio"}, {"corner": [1, 1]}, {"side": "N"}]


def nodes(obj):
    """Every (container, key) pair in a JSON value."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield obj, k
            yield from nodes(v)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield obj, i
            yield from nodes(v)


def junk(rng: random.Random):
    return json.loads(json.dumps(rng.choice(JUNK)))  # a fresh copy: no value is shared


def corrupt(record: dict, rng: random.Random, times: int) -> dict:
    record = json.loads(json.dumps(record))
    for _ in range(times):
        container, key = rng.choice(list(nodes(record)))
        roll = rng.random()
        if roll < 0.6:
            container[key] = junk(rng)
        elif roll < 0.8 and isinstance(container, dict):
            del container[key]
        elif isinstance(container, list):
            container.insert(key, junk(rng))
        else:
            container["extra"] = junk(rng)
    return record


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), times=st.integers(1, 3))
def test_a_corrupted_record_replays_or_fails_with_a_located_error(seed, times):
    rng = random.Random(seed)
    players = 2 + seed % 3
    options = Options(hands=1 + seed % 2, interventions=GODS if seed % 3 == 0 else ())
    record = corrupt(game_to_record(playout(players, options, rng)), rng, times)
    try:
        doc = replay_document(game_from_record(record))
    except RecordError as e:
        hands = record.get("hands") if isinstance(record, dict) else None
        if e.hand is not None:
            assert isinstance(hands, list) and 0 <= e.hand < len(hands)
            if e.action is not None:
                assert 0 <= e.action < len(hands[e.hand]["actions"])
        else:
            assert e.action is None
        assert e.message
    else:
        json.dumps(doc)
