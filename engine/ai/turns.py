"""Whole turns of the dance on a Board (docs/rules.md 4, 5 and 8): every step with every use of
its ability, the interventions that may end it, and what each does to the table.

The Board is a view's board, keyed by what the seat calls each Muse, so the same code
serves every hypothesis about the face-down Muses: a turn does not depend on who they are.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..actions import Ability, Intervention, Side, Step, When
from ..board import Board
from ..geometry import DIRS, Dir
from ..gods import GODS, God
from ..muses import Effect

_NONE: frozenset[str] = frozenset()
_RAISE, _SWAP = Effect.RAISE, Effect.SWAP


@dataclass(init=False, unsafe_hash=True)  # never changed: as the actions (engine.actions)
class Turn:
    """A turn and the table it leaves. `sixes`: the dice that reached 6 if it ended the hand
    (empty otherwise)."""

    step: Step
    board: Board
    sixes: frozenset[str] = _NONE

    def __init__(self, step: Step, board: Board, sixes: frozenset[str] = _NONE):
        self.step = step
        self.board = board
        self.sixes = sixes

    @property
    def ended(self) -> bool:
        return bool(self.sixes)


def _sixes(board: Board, line: list[str]) -> frozenset[str]:
    """The Muses of `line` whose dice show 6 on `board`."""
    dice = board.dice
    six = [m for m in line if dice[m] == 6]
    return frozenset(six) if six else _NONE


def turns(board: Board) -> list[Turn]:
    """Every step with each use of its ability (none, before, after), without interventions,
    in a fixed order: by Muse and direction, then no ability, before, after, by target."""
    return [t for muse, d in board.legal_steps() for t in _turns_of(board, muse, d, board.line(muse, d))]


def _turns_of(board: Board, muse: str, d: Dir, line: list[str]) -> list[Turn]:
    """The legal step of `muse` towards `d` with each use of its ability."""
    moved = board.copy()
    moved.move(line, d, True)
    sixes = _sixes(moved, line)
    out = [Turn(Step(muse, d), moved, sixes)]
    targets = board.targets(muse)
    if targets:
        effect = board.powers[muse].effect  # type: ignore[union-attr]  # it has targets: it is face up
        dice = board.dice
        for target in targets:
            if effect is _SWAP or (effect is _RAISE and dice[target] == 5):
                b = board.copy()
                if b.use_power(muse, target):
                    out.append(Turn(Step(muse, d, Ability(target, When.BEFORE)), b, frozenset((target,))))
                    continue
                b.move(line, d, True)
            else:  # a die raised short of 6, or lowered, before the step: the same table as after it
                b = moved.copy()
                b.use_power(muse, target)
            out.append(Turn(Step(muse, d, Ability(target, When.BEFORE)), b, _sixes(b, line)))
    if sixes:
        return out
    for target in moved.targets(muse):
        b = moved.copy()
        six = frozenset((target,)) if b.use_power(muse, target) else _NONE
        out.append(Turn(Step(muse, d, Ability(target, When.AFTER)), b, six))
    return out


def ordered_turns(board: Board) -> Iterator[Turn]:
    """`turns`, those that end the hand first (what a search should look at first), made
    one step at a time."""
    hot = _may_end(board)
    later: list[Turn | tuple[str, Dir, list[str]]] = []
    for muse in sorted(board.dice):
        for d in DIRS:
            if not board.is_legal_step(muse, d):
                continue
            line = board.line(muse, d)
            if hot(muse, line):
                for t in _turns_of(board, muse, d, line):
                    if t.ended:
                        yield t
                    else:
                        later.append(t)
            else:
                later.append((muse, d, line))
    for pending in later:
        if isinstance(pending, Turn):
            yield pending
        else:
            yield from _turns_of(board, *pending)


def _may_end(board: Board):
    """A test of whether a step (its Muse and line) may end the hand with some use of its ability."""
    if max(board.dice.values()) < 4:
        return lambda muse, line: False
    raisers = {m for m, p in board.powers.items() if p is not None and p.effect is not Effect.LOWER}
    dice = board.dice
    return lambda muse, line: muse in raisers or any(dice[m] == 5 for m in line)


def ending_turns(board: Board) -> list[Turn]:
    """The turns that end the hand on a 6 (a subset of `turns`, found faster): a step that
    moves a die showing 5, or one whose Muse raises or swaps a die (a swap before the step
    may bring a 5 onto the stepping Muse)."""
    if max(board.dice.values()) < 4:
        return []
    hot = _may_end(board)
    out = []
    for muse in sorted(board.dice):
        for d in DIRS:
            line = board.line(muse, d)
            if not hot(muse, line) or not board.is_legal_step(muse, d):
                continue
            out += [t for t in _turns_of(board, muse, d, line) if t.ended]
    return out


def interventions(turn: Turn) -> Iterator[Turn]:
    """The turn ended by each intervention the table allows (none if the hand ended)."""
    if turn.ended:
        return
    board = turn.board
    for god in GODS:
        if god not in board.gods:
            continue
        sides = (Side.APOLLO, Side.DIONYSUS) if god == God.APOLLO and board.gods[god] is None else (None,)
        for loc in board.locations(god):
            for side in sides:
                b = board.copy()
                b.gods[god] = loc
                if side is not None:
                    b.apollo_side = side
                yield Turn(Step(turn.step.muse, turn.step.dir, turn.step.ability, Intervention(god, loc, side)), b)


def is_stuck(board: Board) -> bool:
    """No Muse can step: the hand ends as it stands (docs/rules.md 4.3)."""
    return not board.has_legal_step()
