"""The review of a finished game: each step judged from its seat's knowledge at the time,
win chances from the shipped calibration, turning points of each seat's own moves."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from engine import MUSES, Game, Options, Step
from engine.ai import review as review_module
from engine.ai.chances import TERMS, Calibration, Features, fit, shipped, terms
from engine.ai.knowledge import _shown_step
from engine.ai.levels import decide
from engine.ai.review import TURNING_LOSS, Decision, Review, appraise_step, cut, rejudged, results, review
from engine.ai.review_check import FACTOR, checked_game, wilson
from engine.players import random_action
from engine.records import game_from_record, game_to_record
from engine.seats import fill_seat_record, seat_record
from engine.table import Deal
from engine.views import player_view

BUDGET = 300
"""A small search, so that the tests stay quick."""


def short_game(seed: int = 3, levels: tuple[str, str] = ("normal", "normal")) -> dict:
    """The record of a seeded game of two players of `levels`, one hand."""
    rng = random.Random(seed)
    game = Game(["ann", "bob"], Options())
    game.start_hand(Deal.random(2, rng), 0)
    while not game.is_over:
        seat = game.hand.to_move
        assert seat is not None
        game.submit(decide(seat_record(game, seat), levels[seat], seed=seed).table_action, seat)
    return game_to_record(game)


@cache
def uneven() -> tuple[dict, Review]:
    """A game whose easy player makes mistakes the review finds (turning points of both seats,
    and smaller losses that are none), and its review. Made once: read, never changed."""
    record = short_game(4, ("easy", "normal"))
    return record, review(record, BUDGET)


def test_every_step_is_reviewed_with_chances_and_each_line_of_the_chart_ends_at_its_result():
    record = short_game()
    seen = []
    done = review(record, BUDGET, lambda k, total: seen.append((k, total)))
    steps = [(k, n) for k, h in enumerate(record["hands"]) for n, a in enumerate(h["actions"]) if "step" in a]
    assert [(d.appraisal.hand, d.appraisal.index) for d in done.decisions] == steps
    assert seen == [(k, len(steps)) for k in range(1, len(steps) + 1)]
    for d in done.decisions:
        assert 0 <= d.played_chance <= d.best_chance <= 1
    [winner] = game_from_record(record).result().winners  # two players: a company is a seat
    assert done.results == tuple(1.0 if seat == winner else 0.0 for seat in (0, 1))
    for seat in (0, 1):
        mine = [d.played_chance for d in done.decisions if d.appraisal.seat == seat]
        assert done.chart(seat) == [*((i, d.played_chance) for i, d in enumerate(done.decisions)
                                      if d.appraisal.seat == seat), (len(steps), done.results[seat])]
        assert len(done.chart(seat)) == len(mine) + 1


def test_a_shared_victory_is_a_share_of_it():
    rng = random.Random(9)  # a game of random players that ends in a shared victory
    game = Game(["ann", "bob"], Options())
    game.start_hand(Deal.random(2, rng), 0)
    while not game.is_over:
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
    assert len(game.result().winners) == 2
    assert results(game_to_record(game)) == (0.5, 0.5)


def test_a_turning_point_lost_at_least_five_points_of_win_chance_and_a_seat_has_at_most_three():
    _, done = uneven()
    points = {seat: done.turning_points(seat) for seat in (0, 1)}
    assert points[0] and points[1]
    for seat, mine in points.items():
        assert len(mine) <= 3 and all(p.appraisal.seat == seat and p.loss >= TURNING_LOSS for p in mine)
        assert [p.loss for p in mine] == sorted((p.loss for p in mine), reverse=True)
        left = [d for d in done.decisions if d.appraisal.seat == seat and d not in mine]
        assert all(d.loss <= mine[-1].loss for d in left)
    small = [d for d in done.decisions if 0 < d.loss < TURNING_LOSS]
    assert small and not any(d in mine for d in small for mine in points.values())


def test_a_loss_of_five_points_is_a_turning_point_and_a_smaller_one_is_none():
    _, made = uneven()
    mine = [d.appraisal for d in made.decisions if d.appraisal.seat == 0][:6]
    losses = [0.0, 0.001, 0.049, 0.05, 0.3, 0.2]
    decisions = tuple(Decision(a, 0.5, 0.5 + loss) for a, loss in zip(mine, losses, strict=True))
    done = Review("test", made.players, decisions, made.results)
    assert [round(d.loss, 3) for d in done.turning_points(0)] == [0.3, 0.2, 0.05]
    assert [round(d.loss, 3) for d in done.turning_points(0, n=5)] == [0.3, 0.2, 0.05]
    assert Review("test", made.players, decisions[:3], made.results).turning_points(0) == []


def test_a_deeper_search_from_the_same_seat_record_ranks_the_worst_turning_points_better_move_higher():
    """The cheap form of `python -m engine review-check`."""
    record, done = uneven()
    worst = max((p for seat in (0, 1) for p in done.turning_points(seat)), key=lambda d: d.loss)
    played, better = rejudged(record, worst, FACTOR * BUDGET)
    assert better > played


def test_the_check_judges_each_turning_point_of_its_seeded_games_again():
    points = checked_game((1, 2, 100))
    assert points is not None and points
    assert all(p["loss"] >= TURNING_LOSS and p["confirmed"] == (p["values"][1] > p["values"][0]) for p in points)


def test_the_wilson_interval():
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)  # 1.96² / (10 + 1.96²)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(43, 50) == pytest.approx((0.7381, 0.9305), abs=1e-4)


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
