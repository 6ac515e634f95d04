"""Automated players. A player chooses from a Board, so the same code serves a player
view (Muses named by token) and the full state (by name) in search and benchmarks."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .actions import Ability, Action, Intervention, Place, Side, Step, When
from .board import Board
from .geometry import DIRS
from .gods import GODS, God
from .phases import Phase
from .views import PlayerView, player_view

if TYPE_CHECKING:
    from .state import Game


def random_step(board: Board, rng: random.Random, intervene: float = 0.5) -> Step | None:
    """A uniformly random legal step, with a random ability use (or none) and, now and
    then, a random intervention; None when no step is legal."""
    muses = list(board.dice)  # the Muses in the order they were put, as in `at`
    bits = rng.getrandbits
    n = len(muses)
    k = n.bit_length()
    for _ in range(24):
        # As rng.choice(muses) then rng.choice(DIRS), with the same draws (Random._randbelow),
        # inline: this loop is most of a random playout's choosing.
        i = bits(k)
        while i >= n:
            i = bits(k)
        j = bits(3)
        while j >= 4:
            j = bits(3)
        muse, d = muses[i], DIRS[j]
        if board.is_legal_step(muse, d):
            break
    else:
        steps = board.legal_steps()
        if not steps:
            return None
        muse, d = rng.choice(steps)
    line = board.line(muse, d)
    dice = board.dice
    for m in line:
        if dice[m] == 5:  # the step raises it to 6
            ended = True
            break
    else:
        ended = False
    ability = None
    if board.powers.get(muse) is None:  # face down: no ability
        uses = 0
    else:
        before = board.targets(muse)
        after = [] if ended else board.targets_after(muse, line, d)
        uses = len(before) + len(after)
    if uses:
        # As rng.choice([None, *every use before, *every use after]), without making them all.
        n = uses + 1
        i = bits(k := n.bit_length())
        while i >= n:
            i = bits(k)
        if i:
            ability = Ability(before[i - 1], When.BEFORE) if i <= len(before) else \
                Ability(after[i - 1 - len(before)], When.AFTER)
    step = Step(muse, d, ability)
    if ended or not board.gods or rng.random() >= intervene:
        return step
    later = board.copy()  # no intervention once the hand has ended (a swap before may bring a 5 onto the line)
    if ability is not None and ability.when is When.BEFORE and later.use_power(muse, ability.target):
        return step
    later.move(line, d, True)
    if any(later.dice[m] == 6 for m in line):
        return step
    if ability is not None and ability.when is When.AFTER and later.use_power(muse, ability.target):
        return step
    gods = [g for g in GODS if g in later.gods]
    rng.shuffle(gods)
    for god in gods:
        locations = later.locations(god)
        if locations:
            side = rng.choice(list(Side)) if god == God.APOLLO and later.gods[god] is None else None
            return Step(muse, d, ability, Intervention(god, rng.choice(locations), side))
    return step


def random_placement(board: Board, hand: list[str] | tuple[str, ...], may_hide: bool, must_hide: bool,
                     rng: random.Random) -> Place:
    """A random Muse from the hand on a random legal square, face down when it must be
    (or, while allowed, one time in three)."""
    hidden = must_hide or (may_hide and rng.random() < 1 / 3)
    # As rng.choice(sorted(hand)) then rng.choice(squares), with the same draws, inline.
    bits = rng.getrandbits
    muses = sorted(hand)
    n = len(muses)
    k = n.bit_length()
    i = bits(k)
    while i >= n:
        i = bits(k)
    squares = board.placement_squares()
    n = len(squares)
    k = n.bit_length()
    j = bits(k)
    while j >= n:
        j = bits(k)
    return Place(muses[i], squares[j], hidden)


def random_action(view: PlayerView, rng: random.Random) -> Action | None:
    """A random legal action for the seat whose view this is, named with public tokens."""
    if view.phase is Phase.PLACEMENT:
        return random_placement(view.board, view.hand, view.may_hide, view.must_hide, rng)
    if view.phase is Phase.DANCE:
        return random_step(view.board, rng)
    return None


def random_turn(game: Game, rng: random.Random) -> None:
    """The seat to move of a game under way plays a random legal action, checked (`Game.submit`),
    and the next hand is dealt if one is due."""
    seat = game.hand.to_move
    assert seat is not None, "a game under way has a seat to move"
    action = random_action(player_view(game, seat), rng)
    assert action is not None, "a seat to move has a legal action"
    game.submit(action, seat)
    if game.needs_deal:
        game.deal_next(rng)
