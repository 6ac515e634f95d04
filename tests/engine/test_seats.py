"""Seat records (docs/agent.md): a seat is told exactly what it may know, and what it is told
is enough to rebuild its view, whatever fills the places it cannot see."""

from __future__ import annotations

import json
import random

import pytest

from engine import MUSES, Options, RecordError, game_from_record, game_to_record
from engine.bench import playout
from engine.phases import Phase
from engine.seats import fill_seat_record, seat_record, view_from_seat_record
from engine.views import player_view, public_view
from support.replays import fingerprint, games, replays


def positions(n: int):
    """Every position of `n` random games (2, 3 and 4 players, one or two hands, tiles or not)."""
    for game in games(n):
        yield from replays(game_to_record(game))


def test_a_seat_record_names_no_muse_the_seat_cannot_know():
    for g in positions(12):
        hand = g.hand
        if hand.phase is Phase.FINISHED:
            continue
        for seat in [*range(len(g.players)), None]:
            text = json.dumps(seat_record(g, seat)["hands"][-1])
            own = hand.mysterious.get(seat) if seat is not None else None
            for muse in hand.hidden - {own}:
                assert f'"{muse}"' not in text, f"seat {seat} is told the face-down {muse}"
            for other in range(len(g.players)):
                if other != seat:
                    for muse in hand.hands[other]:
                        assert f'"{muse}"' not in text, f"seat {seat} is told {other}'s {muse}"


def test_a_seat_record_gives_back_the_seats_own_view():
    for g in positions(10):
        if g.hand.phase is Phase.FINISHED:
            continue
        for seat in range(len(g.players)):
            assert fingerprint(view_from_seat_record(seat_record(g, seat))) == fingerprint(player_view(g, seat))
            assert view_from_seat_record(seat_record(g, seat)).hand == player_view(g, seat).hand
        assert fingerprint(view_from_seat_record(seat_record(g, None))) == fingerprint(public_view(g))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_any_order_of_the_unseen_muses_gives_the_same_view(players):
    rng = random.Random(players)
    for _ in range(6):
        game = playout(players, Options(), rng)
        record = game_to_record(game)
        record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:rng.randrange(2, 14)]
        g = game_from_record(record)
        seat = g.hand.to_move
        told = seat_record(g, seat)
        unseen = sorted(set(MUSES) - _seen(told))
        assert unseen
        views = set()
        for _ in range(5):
            rng.shuffle(unseen)
            views.add(fingerprint(player_view(game_from_record(fill_seat_record(told, unseen)), seat)))
        assert views == {fingerprint(player_view(g, seat))}


def _seen(record: dict) -> set[str]:
    text = json.dumps(record["hands"][-1])
    return {m for m in MUSES if f'"{m}"' in text}


def test_a_fill_must_name_exactly_the_unseen_muses():
    g = next(g for g in positions(1) if g.hand.hidden and g.hand.phase is Phase.DANCE)
    told = seat_record(g, 0)
    with pytest.raises(ValueError, match="exactly the Muses the seat has not seen"):
        fill_seat_record(told, list(MUSES))


def test_a_finished_game_is_told_whole():
    game = playout(3, Options(hands=2), random.Random(5))
    record = seat_record(game, 1)
    assert "withheld" not in record and record["seat"] == 1
    assert record["hands"] == game_to_record(game)["hands"]


def test_a_tampered_seat_record_is_refused_with_its_place():
    g = next(g for g in positions(1) if g.hand.phase is Phase.DANCE)
    told = seat_record(g, 0)
    told["hands"][-1]["actions"][-1]["dir"] = "up"
    with pytest.raises(RecordError):
        view_from_seat_record(told)
