"""`python -m engine agent` speaks docs/agent.md: one JSON answer a request line, errors as
lines, diagnostics on standard error, exit 0 at the end of input."""

from __future__ import annotations

import json
import random
import subprocess
import sys

from engine import GODS, Game, Options
from engine.ai.arena import refereed
from engine.players import random_action
from engine.records import action_from_json
from engine.seats import seat_record
from engine.views import player_view
from support import ROOT


def agent(lines: list[str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "agent", *args], input="\n".join([*lines, ""]),
                          cwd=ROOT, capture_output=True, text=True, timeout=60)


def game_at(actions: int, players: int = 2, seed: int = 1) -> Game:
    rng = random.Random(seed)
    game = Game.new([f"p{s}" for s in range(players)], Options(interventions=GODS), rng)
    for _ in range(actions):
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
    return game


def request(game: Game, seat: int | None = None, **extra) -> str:
    return json.dumps({"record": seat_record(game, game.hand.to_move if seat is None else seat), **extra})


def test_each_request_gets_one_legal_action_line_and_the_end_of_input_exits_0():
    games = [game_at(n, players=2 + n % 3) for n in (0, 5, 10, 14, 20)]
    out = agent([request(g) for g in games], "--level", "normal")
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    assert len(lines) == len(games)
    for game, line in zip(games, lines):
        seat = game.hand.to_move
        action = action_from_json(json.loads(line)["action"])[0]
        game.apply(refereed(game.hand, seat, action), seat)


def test_a_malformed_line_or_a_request_out_of_turn_gets_an_error_line_and_the_process_goes_on():
    game = game_at(12)
    not_yours = (game.hand.to_move + 1) % 2
    lines = ["this is not json", json.dumps({"no": "record"}), request(game, not_yours),
             json.dumps({"record": {"format": "muses-record/1", "seat": 0, "hands": "x"}}), request(game)]
    out = agent(lines, "--level", "easy")
    assert out.returncode == 0
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert [list(a) for a in answers] == [["error"]] * 4 + [["action"]]
    assert "turn" in answers[2]["error"]
    assert all(isinstance(a["error"], str) and a["error"].endswith(".") for a in answers[:4])


def test_a_finished_game_is_refused():
    game = game_at(0)
    rng = random.Random(2)
    while not game.is_over:
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
    out = agent([json.dumps({"record": seat_record(game, 0)})])
    assert "over" in json.loads(out.stdout)["error"]


def test_the_same_requests_and_seed_get_the_same_answers():
    """Determinism holds where no time cap cuts the search: the cap is lifted, or a loaded
    machine would make the two runs search to different depths."""
    lines = [request(game_at(n, players=2 + n % 3, seed=n)) for n in range(9, 21, 3)]
    first = agent(lines, "--level", "hard", "--seed", "4", "--ms", "600000")
    again = agent(lines, "--level", "hard", "--seed", "4", "--ms", "600000")
    assert first.returncode == again.returncode == 0
    assert first.stdout == again.stdout
    assert len(first.stdout.splitlines()) == len(lines)


def test_a_time_cap_that_cuts_the_search_says_so_on_standard_error_only():
    out = agent([request(game_at(10), ms=1)], "--level", "hard")
    assert "action" in json.loads(out.stdout)
    assert "time cap" in out.stderr
