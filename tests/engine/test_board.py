"""Legal steps on fixed positions, pinned like chess perft counts, and checked against a
plain re-statement of the step rule."""

from __future__ import annotations

import json
import pickle
import random

import pytest

from engine import Game, Options, Phase, game_from_record
from engine.board import Board
from engine.geometry import DIRS, Dir, shift
from engine.players import random_placement, random_step
from support import DATA
from support.positions import grid

POSITIONS = {
    "block": """
        Ca Cl Er
        Eu Me Po
        Te Th Ur
    """,
    "line": "Ca Cl Er Eu Me Po Te Th Ur",
    "ring": """
        Ca Cl Er
        Eu .  Me
        Po Te Th
        .  Ur .
    """,
    "diagonal": """
        Ca .  .  .  .  .  .  .  .
        .  Ur Cl Er Eu Me Po Te Th
    """,
    "scattered": """
        .  Ca .  Cl .
        Er .  Eu .  Me
        .  Po .  Te .
        .  .  Th .  Ur
    """,
}
PERFT = {"block": (36, 1220), "line": (20, 350), "ring": (35, 1153), "diagonal": (18, 295),
         "scattered": (27, 636)}
"""Legal steps at depth 1 and 2. By hand: in the block every one of the 36 steps keeps the
group; in the line the 18 steps north and south are legal, and of the east-west steps only
the two that push the whole line."""


def board_of(text: str) -> Board:
    board = Board()
    for muse, square in grid(text).items():
        board.put(muse, square)
    return board


def plain_legal_steps(at: dict) -> list:
    """The step rule stated plainly: push the line ahead, then the nine must be one group."""
    found = []
    for muse in sorted(at):
        for d in DIRS:
            occupied = {sq: m for m, sq in at.items()}
            moving, sq = [muse], shift(at[muse], d)
            while sq in occupied:
                moving.append(occupied[sq])
                sq = shift(sq, d)
            after = {m: shift(s, d) if m in moving else s for m, s in at.items()}
            squares = set(after.values())
            seen, todo = set(), [next(iter(squares))]
            while todo:
                c, r = todo.pop()
                if (c, r) in seen:
                    continue
                seen.add((c, r))
                todo += [(c + dc, r + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1) if (c + dc, r + dr) in squares]
            if seen == squares:
                found.append((muse, d))
    return found


def perft(board: Board, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for muse, d in board.legal_steps():
        nxt = board.copy()
        nxt.move(nxt.line(muse, d), d)
        total += perft(nxt, depth - 1)
    return total


@pytest.mark.parametrize("name", POSITIONS)
def test_legal_steps_agree_with_the_plain_rule(name):
    board = board_of(POSITIONS[name])
    assert board.legal_steps() == plain_legal_steps(board.at)


@pytest.mark.parametrize("name", POSITIONS)
def test_perft_counts(name):
    board = board_of(POSITIONS[name])
    assert (perft(board, 1), perft(board, 2)) == PERFT[name]


def test_in_a_line_only_the_ends_push_and_every_muse_may_leave_sideways():
    board = board_of(POSITIONS["line"])
    east_west = [(m, d.name) for m, d in board.legal_steps() if d.name in "EW"]
    assert east_west == [("Calliope", "E"), ("Urania", "W")]


def test_the_sample_record_in_progress_has_its_17_legal_steps():
    record = json.loads((DATA / "records" / "2p-in-progress.json").read_text())
    assert len(game_from_record(record).hand.legal_steps()) == 17


@pytest.mark.parametrize("name", POSITIONS)
def test_a_placement_square_is_one_of_the_listed_ones(name):
    board = board_of(POSITIONS[name])
    listed = set(board.placement_squares())
    window = [(c, r) for c in range(-3, 12) for r in range(-3, 8)]
    assert {sq for sq in window if board.is_placement_square(sq)} == listed
    assert Board().placement_squares() == [(0, 0)] and Board().is_placement_square((0, 0))


def random_boards(games: int, seed: int):
    """Every board of random base games, placement and dance, as the engine reached it
    (its own incremental tables and all)."""
    rng = random.Random(seed)
    for i in range(games):
        game = Game.new(["a", "b", "c", "d"][:2 + i % 3], Options(), rng)
        while not game.is_over:
            hand = game.hand
            yield hand
            if hand.phase is Phase.PLACEMENT:
                seat = hand.to_move
                game.push(random_placement(hand.board, hand.hands[seat], hand.may_hide(seat),
                                           hand.must_hide(seat), rng))
            else:
                game.push(random_step(hand.board, rng))


def test_legal_steps_agree_with_the_plain_rule_along_random_games():
    dancing = 0
    for hand in random_boards(60, 11):
        if hand.phase is Phase.DANCE:
            dancing += 1
            assert hand.board.legal_steps() == plain_legal_steps(hand.board.at)
    assert dancing > 500


def test_placement_squares_agree_with_the_plain_rule_along_random_games():
    for hand in random_boards(30, 12):
        if hand.phase is Phase.PLACEMENT:
            board = hand.board
            plain = sorted({(c + dc, r + dr) for c, r in board.at.values()
                            for dc in (-1, 0, 1) for dr in (-1, 0, 1)} - set(board.at.values()))
            assert board.placement_squares() == (plain or [(0, 0)])


def test_targets_after_a_step_are_those_of_the_board_after_it():
    for hand in random_boards(30, 13):
        board = hand.board
        if hand.phase is Phase.DANCE:
            for muse, d in board.legal_steps():
                line = board.line(muse, d)
                after = board.copy()
                after.move(line, d)
                assert board.targets_after(muse, line, d) == after.targets(muse)


def test_a_board_of_two_groups_allows_only_the_steps_that_join_them():
    board = board_of("""
        Ca Cl .  Er Eu
        Me .  .  .  Po
        Te Th .  .  Ur
    """)
    steps = board.legal_steps()
    assert steps == plain_legal_steps(board.at) == [("Calliope", Dir.E), ("Euterpe", Dir.W)]
    board.move(board.line("Calliope", Dir.E), Dir.E)
    assert board.legal_steps() == plain_legal_steps(board.at)
    assert len(board.legal_steps()) > 2


def test_a_copied_or_pickled_board_keeps_its_choices():
    """Views carry boards to the drawing processes; search copies them."""
    for hand in random_boards(20, 14):
        board = hand.board
        for other in (board.copy(), pickle.loads(pickle.dumps(board))):
            assert ((other.at, other.occupant, other.dice, other.gods)
                    == (board.at, board.occupant, board.dice, board.gods))
            if hand.phase is Phase.DANCE:
                assert other.legal_steps() == board.legal_steps()
            else:
                assert other.placement_squares() == board.placement_squares()


def test_the_board_refuses_rows_beyond_its_grid():
    board = Board()
    board.put("Clio", (0, 0))
    with pytest.raises(ValueError):
        board.put("Erato", (0, 1 << 19))
    assert not board.is_placement_square((0, -(1 << 19)))
