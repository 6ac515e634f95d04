"""What a move changed (`LastAction.dice`, `path`, `tile`), the preview of a move before it is
made, and the standing of a hand, over random games of every size with every tile."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import GODS, Ability, Game, Options, Place, Step, When
from engine.phases import Phase
from engine.players import random_action
from engine.standing import standing
from engine.views import player_view, preview, public_view


def games(seed: int):
    """(game before, seat, action) for each action of a random game of seed `seed`."""
    rng = random.Random(seed)
    players = ["ana", "ben", "cy", "di"][:2 + seed % 3]
    game = Game.new(players, Options(hands=1 + seed % 2, interventions=GODS if seed % 4 else ()), rng)
    while not game.is_over:
        if game.needs_deal:
            game.deal_next(rng)
        seat = game.hand.to_move
        assert seat is not None
        action = random_action(player_view(game, seat), rng)
        assert action is not None
        yield game, seat, action
        game.submit(action, seat)


@pytest.mark.parametrize("seed", range(8))
def test_preview_is_what_the_player_then_sees_and_reveals_nothing(seed):
    for game, seat, action in games(seed):
        shown = preview(game, seat, action)
        after = game.copy()
        after.submit(action, seat)
        seen = player_view(after, seat)
        assert shown.last == seen.last or after.hand.phase is Phase.FINISHED
        assert [(m.at, m.die) for m in shown.muses] == [(m.at, m.die) for m in seen.muses]
        if after.hand.phase is Phase.FINISHED:
            before = public_view(game)
            hidden = {m.token for m in before.muses if not m.face_up}
            assert {m.token for m in shown.muses if not m.face_up} >= hidden, "the ending reveals nothing"
            assert shown.scores == before.scores and shown.result is None
            low, high = standing(shown).low, standing(shown).high
            score = after.hand.score
            assert score is not None
            assert all(lo <= s <= hi for lo, s, hi in zip(low, score.suns, high)), "the standing holds the score"
            revealed = standing(public_view(after))
            assert revealed.low == revealed.high == score.suns, "with every Muse revealed, the standing is the score"
        else:
            assert replace(shown, board=None) == replace(seen, board=None)


@pytest.mark.parametrize("seed", range(8))
def test_a_moves_dice_changes_are_told_in_order_and_add_up(seed):
    for game, seat, action in games(seed):
        shown = preview(game, seat, action)
        last = shown.last
        assert last is not None
        now = {m.token: m.die for m in public_view(game).muses}
        for change in last.dice:
            assert now[change.muse] == change.before, "each change starts where the last left it"
            now[change.muse] = change.after
        if isinstance(action, Place):
            assert last.dice == () and last.path is None
            continue
        assert now == {m.token: m.die for m in shown.muses}, "the changes add up to the dice after"
        if last.moved:
            assert last.path is not None and last.path[1] == shown.muse(last.muse).at
            assert last.path[0] == public_view(game).muse(last.muse).at


def test_an_ability_before_the_step_is_told_before_the_step():
    game = Game.new(["ana", "ben"], Options(), random.Random(3))
    rng = random.Random(3)
    while game.hand.phase is Phase.PLACEMENT:
        seat = game.hand.to_move
        game.submit(random_action(player_view(game, seat), rng), seat)
    view = public_view(game)
    for muse, d in view.legal_steps():
        targets = [t for t in view.targets(muse, d, When.BEFORE) if t != muse]
        if view.muse(muse).face_up and targets and view.board.powers[muse].effect.value == "+1":
            break
    else:
        pytest.skip("no raise before a step in this deal")
    step = Step(muse, d, Ability(targets[0], When.BEFORE))
    last = preview(game, game.hand.to_move, step).last
    target_die = view.muse(targets[0]).die
    assert last.dice[0].muse == targets[0] and (last.dice[0].before, last.dice[0].after) == (target_die, target_die + 1)
    assert [c.muse for c in last.dice[1:]] == list(last.moved)


@pytest.mark.parametrize("seed", range(4))
def test_a_player_knowing_their_mysterious_muse_sees_a_standing_inside_the_public_one(seed):
    for game, seat, _ in games(seed):
        public, mine = standing(public_view(game)), standing(player_view(game, seat))
        assert all(lo <= m_lo <= m_hi <= hi for lo, m_lo, m_hi, hi in zip(public.low, mine.low, mine.high, public.high))
