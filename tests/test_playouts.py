"""Random playouts over every table size, hand count and tile, checking invariants after
every action (OpenSpiel's random_sim_test)."""

from __future__ import annotations

import itertools
import random

import pytest

from engine import GODS, Game, Options
from engine.geometry import corner_squares, is_one_group
from engine.players import random_action
from engine.phases import Phase
from engine.views import player_view, public_view

TILE_SETS = [(), *[(t,) for t in GODS], GODS,
             *itertools.combinations(("zeus", "poseidon", "eros", "apollo"), 2)]


def expected_suns(hand, earlier_silver: bool) -> list[int]:
    """The hand's suns computed from its final table, independently of engine.scoring."""
    tiles, board = hand.board.gods, hand.board
    suns_of = {m: hand.options.muse_table[m].suns for m in board.at}
    dionysian = "apollo" in tiles and board.apollo_side.value == "dionysus"
    aeolus = set(corner_squares(tiles["aeolus"].corner)) if tiles.get("aeolus") else set()
    final = {}
    for m, die in board.dice.items():
        if dionysian and m in hand.reached_six:
            final[m] = suns_of[m]
        elif die == suns_of[m] or (die == 4 and board.at[m] in aeolus):
            final[m] = 6
        else:
            final[m] = die
    n = hand.companies
    rows = [sorted((final[m] for m in final if hand.company(m) == c), reverse=True) for c in range(n)]
    suns = [0] * n
    first = True
    for col in zip(*rows):
        best = max(col)
        if col.count(best) == 1:
            suns[col.index(best)] += (3 if earlier_silver else 2) if first else 1
            first = False
    if tiles.get("artemis"):
        around = set(corner_squares(tiles["artemis"].corner))
        counts = [sum(1 for m, sq in board.at.items() if sq in around and hand.company(m) == c) for c in range(n)]
        if max(counts) > 0 and counts.count(max(counts)) == 1:
            suns[counts.index(max(counts))] += 1
    return suns


def check_invariants(game: Game) -> None:
    hand = game.hand
    board = hand.board
    dealt = sum(len(s) for s in hand.deal.seats) + (hand.deal.neutral is not None)
    assert dealt == 9
    assert len(board.at) == 9 - sum(len(h) for h in hand.hands)
    assert len(board.occupant) == len(board.at), "two Muses on one square"
    assert is_one_group(board.at.values())
    assert all(1 <= d <= 6 for d in board.dice.values())
    sixes = [m for m, d in board.dice.items() if d == 6]
    if hand.phase != Phase.FINISHED:
        assert not sixes, "a 6 is showing but the hand goes on"
        assert hand.to_move is not None
    else:
        assert sixes or (hand.triggered_by is None and not board.has_legal_step())
        assert hand.to_move is None and not hand.hidden
        assert list(hand.score.suns) == expected_suns(hand, any(h.score.silver is not None for h in game.hands[:-1]))
    if hand.phase == Phase.DANCE:
        assert len(hand.mysterious) == game_players(game)
        neutral_hidden = {hand.deal.neutral} if game_players(game) == 2 else set()
        assert hand.hidden == set(hand.mysterious.values()) | neutral_hidden
        assert board.has_legal_step()
    if hand.phase == Phase.PLACEMENT:
        assert all(len(hand.hands[s]) >= 1 or s in hand.mysterious for s in range(game_players(game)))
    for tile, loc in board.gods.items():
        if tile in ("artemis", "aeolus", "apollo") and loc is not None:
            c = corner_squares(loc.corner)
            assert (c[0] in board.occupant and c[3] in board.occupant) or (
                c[1] in board.occupant and c[2] in board.occupant), f"{tile} on an unstable corner"
    corners = [loc for t, loc in board.gods.items() if t in ("artemis", "aeolus", "apollo") and loc]
    assert len(corners) == len(set(corners))


def game_players(game: Game) -> int:
    return len(game.players)


def play_checked(players: int, options: Options, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new([f"p{i}" for i in range(players)], options, rng)
    check_invariants(game)
    while not game.is_over:
        if game.needs_deal:
            game.deal_next(rng)
            assert game.hand.first == (game.hands[0].first + 1) % players
        seat = game.hand.to_move
        view = player_view(game, seat)
        action = random_action(view, rng)
        game.submit(action, seat)
        check_invariants(game)
        assert game.hand.phase == Phase.FINISHED or game.hand.to_move == (seat + 1) % players
    result = game.result()
    totals = [sum(h.score.suns[c] for h in game.hands) for c in range(game.hand.companies)]
    assert list(result.suns) == totals
    assert all(totals[w] == max(totals) for w in result.winners)
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("hands", [1, 2])
@pytest.mark.parametrize("tiles", TILE_SETS, ids=lambda t: "+".join(t) or "base")
def test_random_playouts_keep_every_invariant(players, hands, tiles):
    for seed in range(3):
        play_checked(players, Options(hands=hands, interventions=tiles), seed * 1000 + players)


def test_playouts_reach_every_kind_of_ending():
    endings = set()
    for seed in range(60):
        game = play_checked(2 + seed % 3, Options(interventions=GODS), seed)
        endings.add(game.result().decided_by)
        last = game.hand.last
        endings.add("ability" if last.target and not last.moved else "step")
    assert {"suns", "step", "ability"} <= endings


def test_public_choices_match_the_full_state():
    """The legal steps computed from the public view are the state's, named by token."""
    rng = random.Random(7)
    for n in (2, 3, 4):
        game = Game.new([f"p{i}" for i in range(n)], Options(interventions=GODS), rng)
        while not game.is_over:
            seat = game.hand.to_move
            hand = game.hand
            view = public_view(game)
            if hand.phase == Phase.DANCE:
                assert set(view.legal_steps()) == {(hand.show(m), d) for m, d in hand.legal_steps()}
            else:
                assert view.legal_squares() == hand.legal_squares()
            game.submit(random_action(player_view(game, seat), rng), seat)


def test_random_playouts_with_every_combination_of_tiles():
    combos = [c for k in range(len(GODS) + 1) for c in itertools.combinations(GODS, k)]
    assert len(combos) == 64
    for i, tiles in enumerate(combos):
        play_checked(2 + i % 3, Options(hands=1 + i % 2, interventions=tiles), 7000 + i)
