"""Automated players. A player chooses from a Board, so the same code serves a player
view (Muses named by token) and the full state (by name) in search and benchmarks."""

from __future__ import annotations

import random

from .actions import Ability, Action, Intervention, Place, Side, Step, When
from .board import Board
from .geometry import DIRS
from .gods import GODS, God
from .phases import Phase
from .views import PlayerView


def random_step(board: Board, rng: random.Random, intervene: float = 0.5) -> Step | None:
    """A uniformly random legal step, with a random ability use (or none) and, now and
    then, a random intervention; None when no step is legal."""
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
        elif after.use_power(muse, ability.target):
            return step
    gods = [g for g in GODS if g in after.gods]
    rng.shuffle(gods)
    for god in gods:
        locations = after.locations(god)
        if locations:
            side = rng.choice(list(Side)) if god == God.APOLLO and after.gods[god] is None else None
            return Step(muse, d, ability, Intervention(god, rng.choice(locations), side))
    return step


def random_placement(board: Board, hand: list[str] | tuple[str, ...], may_hide: bool, must_hide: bool,
                     rng: random.Random) -> Place:
    """A random Muse from the hand on a random legal square, face down when it must be
    (or, while allowed, one time in three)."""
    hidden = must_hide or (may_hide and rng.random() < 1 / 3)
    return Place(rng.choice(sorted(hand)), rng.choice(board.placement_squares()), hidden)


def random_action(view: PlayerView, rng: random.Random) -> Action | None:
    """A random legal action for the seat whose view this is, named with public tokens."""
    if view.phase is Phase.PLACEMENT:
        return random_placement(view.board, view.hand, view.may_hide, view.must_hide, rng)
    if view.phase is Phase.DANCE:
        return random_step(view.board, rng)
    return None
