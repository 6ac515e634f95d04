"""A finished game's replay: a frame per move and per hand's score, an animated GIF, and
nothing face down shown before its hand's end."""

from __future__ import annotations

import io
import json
import random
from dataclasses import replace

from PIL import Image

from engine import Options, game_from_record
from engine.bench import playout
from engine.language import language
from engine.phases import Phase
from engine.views import replay_steps
from render.bench import replay
from render.replay import REPLAY_THEME, SCORE_MS, render_replay, step_image
from support import DATA

SMALL = replace(REPLAY_THEME, width=320, max_width=320)
"""Frames narrower than the replay's: the same drawing, faster."""


def record(name: str) -> dict:
    return json.loads((DATA / "records" / f"{name}.json").read_text())


def test_a_replay_shows_each_move_then_each_hands_score_and_loops():
    game = game_from_record(record("4p-two-hands"))
    steps = replay_steps(game)
    moves = [len(actions) for actions in game.history]  # 21 and 23
    assert len(steps) == sum(moves) + 2
    assert [k for k, step in enumerate(steps) if step.scored is not None] == [moves[0], sum(moves) + 1]
    assert [steps[k].scored for k in (moves[0], -1)] == [0, 1]
    assert steps[moves[0] - 1].view.phase is Phase.FINISHED and steps[moves[0] + 1].view.hand_number == 1
    short = steps[moves[0] + 1:]  # the second hand, from its first move to its score
    gif = Image.open(io.BytesIO(render_replay(short, theme=SMALL)))
    assert (gif.format, gif.n_frames, gif.info["loop"]) == ("GIF", len(short), 0)
    gif.seek(gif.n_frames - 1)
    assert gif.info["duration"] == SCORE_MS


def swapped(rec: dict, a: str, b: str) -> dict:
    """The record with Muses `a` and `b` trading names everywhere: their deal, places and moves."""
    text = json.dumps(rec).replace(f'"{a}"', '"\0"').replace(f'"{b}"', f'"{a}"').replace('"\0"', f'"{b}"')
    return json.loads(text)


def test_the_frames_before_a_hands_end_are_the_same_whoever_lies_face_down():
    """Seat 0's and seat 1's Mysterious Muses trade identities: every board until the move that
    ends the hand shows the same picture; that move reveals them, and its frame differs."""
    original = record("2p-one-hand")  # Polyhymnia and Clio go face down
    lang = language("en")
    frames = [[step_image(step, SMALL, lang).tobytes() for step in replay_steps(game_from_record(rec))]
              for rec in (original, swapped(original, "Polyhymnia", "Clio"))]
    ending = len(original["hands"][0]["actions"]) - 1
    assert frames[0][:ending] == frames[1][:ending]
    assert frames[0][ending] != frames[1][ending]


def test_the_bench_reports_the_replay_of_a_game():
    game = playout(2, Options(), random.Random(3))
    figures = replay(game)
    assert figures["replay_frames"] == len(game.history[0]) + 1
    assert 0 < figures["replay_mib"] < 10 and figures["replay_s"] > 0
