"""The review of a finished game: each step judged from its seat's knowledge at the time,
win chances from the shipped calibration, turning points of each seat's own moves."""

from __future__ import annotations

import json
import random

import pytest

from engine import MUSES, Game, Options, Step
from engine.ai import review as review_module
from engine.ai.chances import TERMS, Calibration, Features, fit, shipped, terms
from engine.ai.knowledge import _shown_step
from engine.ai.levels import decide
from engine.ai.review import appraise_step, cut, review
from engine.records import game_from_record, game_to_record
from engine.seats import fill_seat_record, seat_record
from engine.table import Deal

BUDGET = 300
"""A small search, so that the tests stay quick."""


def short_game(seed: int = 3) -> dict:
    """The record of a seeded game of two normal players, one hand."""
    rng = random.Random(seed)
    game = Game(["ann", "bob"], Options())
    game.start_hand(Deal.random(2, rng), 0)
    while not game.is_over:
        seat = game.hand.to_move
        assert seat is not None
        game.submit(decide(seat_record(game, seat), "normal", seed=seed).table_action, seat)
    return game_to_record(game)


def test_every_step_is_reviewed_with_chances_and_each_seat_gets_its_own_turning_points():
    record = short_game()
    seen = []
    done = review(record, BUDGET, lambda k, total: seen.append((k, total)))
    steps = [(k, n) for k, h in enumerate(record["hands"]) for n, a in enumerate(h["actions"]) if "step" in a]
    assert [(d.appraisal.hand, d.appraisal.index) for d in done.decisions] == steps
    assert seen == [(k, len(steps)) for k in range(1, len(steps) + 1)]
    for d in done.decisions:
        assert 0 <= d.played_chance <= d.best_chance <= 1
    for seat in (0, 1):
        points = done.turning_points(seat)
        assert len(points) <= 3 and all(p.appraisal.seat == seat and p.loss > 0 for p in points)
        assert [p.loss for p in points] == sorted((p.loss for p in points), reverse=True)
        assert [c for _, c in done.chart(seat)] == [d.played_chance for d in done.decisions if d.appraisal.seat == seat]


def test_a_decision_is_reviewed_the_same_whatever_its_seat_could_not_see():
    record = short_game()
    full = game_from_record(record)
    rng = random.Random(5)
    steps = [n for n, a in enumerate(record["hands"][0]["actions"]) if "step" in a]
    checked = steps[1::len(steps) // 4]
    assert len(checked) >= 4
    for n in checked:
        game = cut(full, 0, n)
        seat = game.hand.to_move
        assert seat is not None
        told = seat_record(game, seat)
        other = _permuted(game, told, rng)
        assert seat_record(other, seat) == told
        action = full.history[0][n][0]
        assert isinstance(action, Step)
        mine = appraise_step(game, 0, n, action, BUDGET)
        theirs = appraise_step(other, 0, n, other.hand.resolve_action(_shown_step(action, game.hand.show)), BUDGET)
        assert (mine.played, mine.best, mine.played_value, mine.best_value) == \
            (theirs.played, theirs.best, theirs.played_value, theirs.best_value)


def _permuted(game: Game, told: dict, rng: random.Random) -> Game:
    """The game with the Muses the seat of `told` cannot see dealt in another order."""
    while True:
        unseen = _unseen(told)
        rng.shuffle(unseen)
        other = game_from_record(fill_seat_record(told, unseen))
        if game_to_record(other) != game_to_record(game):
            return other


def _unseen(record: dict) -> list[str]:
    """The Muses a seat record does not name."""
    text = json.dumps(record["hands"][-1])
    return [m for m in MUSES if f'"{m}"' not in text]


def test_the_shipped_chances_rise_with_the_value_and_stay_within_one():
    calibration = shipped()
    for companies in (2, 3):
        for last in (True, False):
            for dance_turns in (0, 10, 60):
                f = Features(companies, last, dance_turns)
                chances = [calibration.chance(v / 20, f) for v in range(-4, 25)]
                assert chances == sorted(chances) and 0 < chances[0] and chances[-1] < 1
                assert chances[0] < chances[-1]


def test_the_fit_finds_the_weights_whose_chances_the_outcomes_are():
    made = Calibration((0.2, 0.3, 0.9, 0.1, 0.2, -0.2, 0.5), {})
    samples = [(v / 10, f, made.chance(v / 10, f)) for v in range(1, 10) for f in
               (Features(c, last, t) for c in (2, 3) for last in (True, False) for t in (0, 20, 40))] * 10
    found = fit(samples, {"games": 0})
    assert found.weights == pytest.approx(made.weights, abs=0.05)
    assert found.about == {"games": 0}


def test_a_calibration_of_other_terms_is_refused():
    doc = Calibration(tuple(0.0 for _ in TERMS), {}).to_json()
    assert Calibration.from_json(doc).weights == tuple(0.0 for _ in TERMS)
    del doc["weights"]["progress"]
    with pytest.raises(ValueError, match="weighs"):
        Calibration.from_json(doc)


def test_a_sure_loss_of_the_search_reads_as_no_surer_than_a_value_of_one_in_a_thousand():
    f = Features(2, True, 30)
    assert terms(0.00001, f) == terms(0.001, f) and terms(0.99999, f) == terms(0.999, f)
    assert terms(0.01, f) != terms(0.001, f)


def test_the_review_version_changes_with_the_shipped_calibration(tmp_path, monkeypatch):
    before = review_module.version()
    other = tmp_path / "chances.json"
    other.write_text(review_module.CALIBRATION.read_text(encoding="utf-8") + " ", encoding="utf-8")
    monkeypatch.setattr(review_module, "CALIBRATION", other)
    assert review_module.version() != before


def test_a_game_still_being_played_is_not_reviewed():
    record = short_game()
    record["hands"][0]["actions"] = record["hands"][0]["actions"][:-1]
    with pytest.raises(ValueError, match="finished"):
        review(record, BUDGET)
