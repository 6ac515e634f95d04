"""Random playouts over every table size, hand count and tile, checking invariants after
every action (OpenSpiel's random_sim_test)."""

from __future__ import annotations

import itertools
import random

import pytest

from engine import (
    DIRS,
    GODS,
    Ability,
    Deal,
    Game,
    Intervention,
    Options,
    Side,
    Step,
    When,
    game_from_record,
    game_to_record,
    replay_document,
)
from engine.bench import playout
from engine.geometry import corner_squares, is_one_group
from engine.muses import MUSES
from engine.phases import Phase
from engine.players import random_action, random_placement, random_step
from engine.table import HAND_SIZE
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


def play_random(players: int, options: Options, rng: random.Random, apply) -> tuple[Game, list]:
    """engine.bench.playout, with `apply(game, action, seat)` for each action; and the events."""
    game = Game.new(["p"] * players, options, rng)
    events = []
    while not game.is_over:
        if game.needs_deal:
            game.deal_next(rng)
        hand = game.hand
        seat = hand.to_move
        if hand.phase is Phase.PLACEMENT:
            action = random_placement(hand.board, hand.hands[seat], hand.may_hide(seat), hand.must_hide(seat), rng)
        else:
            action = random_step(hand.board, rng)
        events.append(apply(game, action, seat))
    return game, events


def test_pushed_actions_make_the_game_that_checked_actions_make():
    """The unchecked path (`Game.push`, used by playouts and search) and the checked ones
    (`Game.apply`, and `Game.play` as the replay of a record uses it) agree on every game."""
    combos = [c for k in range(len(GODS) + 1) for c in itertools.combinations(GODS, k)]
    for i in range(256):
        options = Options(hands=1 + i // 2 % 2, interventions=combos[i % 64] if i % 4 else ())
        pushed, pushed_events = play_random(2 + i % 3, options, random.Random(i), Game.push)
        applied, applied_events = play_random(2 + i % 3, options, random.Random(i), Game.apply)
        assert pushed_events == applied_events
        record = game_to_record(pushed)
        assert record == game_to_record(applied) == game_to_record(playout(2 + i % 3, options, random.Random(i)))
        replayed = game_from_record(record)
        assert replay_document(replayed) == replay_document(pushed) == replay_document(applied)
        for a, b in zip(pushed.hands, applied.hands):
            assert (a.last, a.score, a.board.at, a.board.dice, a.board.gods, a.board.apollo_side) == \
                (b.last, b.score, b.board.at, b.board.dice, b.board.gods, b.board.apollo_side)


def plain_random_step(board, rng: random.Random, intervene: float = 0.5) -> Step | None:
    """The random player's step stated plainly: a random legal step, then one of None and
    every ability use (before, then after the step) at random, then now and then a random
    intervention on the board as the turn leaves it, unless the turn ended the hand."""
    muses = list(board.at)
    for _ in range(24):
        muse, d = rng.choice(muses), rng.choice(DIRS)
        if board.is_legal_step(muse, d):
            break
    else:
        steps = board.legal_steps()
        if not steps:
            return None
        muse, d = rng.choice(steps)
    line = board.line(muse, d)
    after = board.copy()
    after.move(line, d)
    ended = any(after.dice[m] == 6 for m in line)
    uses = [Ability(t, When.BEFORE) for t in board.targets(muse)]
    if not ended:
        uses += [Ability(t, When.AFTER) for t in after.targets(muse)]
    ability = rng.choice([None, *uses]) if uses else None
    step = Step(muse, d, ability)
    if ended or not board.gods or rng.random() >= intervene:
        return step
    if ability:
        if ability.when is When.BEFORE:
            after = board.copy()
            if after.use_power(muse, ability.target):
                return step
            after.move(line, d)
            if any(after.dice[m] == 6 for m in line):  # the swap brought a 5 onto the line
                return step
        elif after.use_power(muse, ability.target):
            return step
    gods = [g for g in GODS if g in after.gods]
    rng.shuffle(gods)
    for god in gods:
        locations = after.locations(god)
        if locations:
            side = rng.choice(list(Side)) if god == "apollo" and after.gods[god] is None else None
            return Step(muse, d, ability, Intervention(god, rng.choice(locations), side))
    return step


def test_the_random_step_draws_as_its_plain_statement_does():
    """Same choices from the same random state: a seed replays the same games."""
    checked = 0
    for i in range(40):
        rng = random.Random(i)
        game = Game.new(["p"] * (2 + i % 3), Options(interventions=GODS if i % 2 else ()), rng)
        while not game.is_over:
            hand = game.hand
            seat = hand.to_move
            if hand.phase is Phase.PLACEMENT:
                action = random_placement(hand.board, hand.hands[seat], hand.may_hide(seat),
                                          hand.must_hide(seat), rng)
            else:
                state = rng.getstate()
                action = random_step(hand.board, rng)
                mirror = random.Random()
                mirror.setstate(state)
                assert plain_random_step(hand.board, mirror) == action
                assert mirror.getstate() == rng.getstate()
                checked += 1
            game.push(action, seat)
    assert checked > 300


def test_a_random_deal_draws_as_rng_shuffle_does():
    """The deal shuffles the nine Muses inline: the same deals from the same random state as
    rng.shuffle, so that a seed deals the same games."""
    for i in range(60):
        rng, mirror = random.Random(i), random.Random(i)
        players = 2 + i % 3
        deal = Deal.random(players, rng)
        muses = list(MUSES)
        mirror.shuffle(muses)
        size = HAND_SIZE[players]
        assert deal.seats == tuple(tuple(sorted(muses[s * size:(s + 1) * size])) for s in range(players))
        assert deal.neutral == (muses[-1] if players != 3 else None)
        assert mirror.getstate() == rng.getstate()
