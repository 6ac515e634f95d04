"""Every choice of a turn open to the seat to move, from its own view: the Muses and their
directions, then the ability uses, the interventions and the Apollo/Dionysus side each step
leaves open. Values only, named as the view names the table (face-down Muses by token);
every edge words them its own way (the Discord panels, the web table's position), and the
engine's checked play accepts exactly these (tests/engine/test_position.py)."""

from __future__ import annotations

from .actions import Ability, Intervention, Location, Side, Step, When
from .board import Board
from .geometry import Dir
from .gods import God
from .views import PublicView


def abilities(view: PublicView, muse: str, d: Dir) -> list[Ability]:
    """The ability uses open to `muse` with its step towards `d`: before the step, then after
    it (none after a step that makes a 6: the hand ends there), each by target."""
    if muse not in view.board.at or view.board.powers.get(muse) is None:
        return []
    return [Ability(target, when) for when in When for target in view.targets(muse, d, when)]


def is_open(view: PublicView, step: Step) -> bool:
    """Whether `step` is a legal step whose ability use, if any, is open (its intervention aside)."""
    if (step.muse, step.dir) not in view.legal_steps():
        return False
    ability = step.ability
    return ability is None or ability.target in view.targets(step.muse, step.dir, ability.when)


def after(view: PublicView, step: Step) -> Board | None:
    """The board an intervention at the end of `step`'s turn is chosen on; None when no
    intervention is open there (no tile in the game, a step not open, a turn ending the hand)."""
    return view.board_after(step) if view.gods and is_open(view, step) else None


def tiles(view: PublicView, step: Step) -> list[God]:
    """The gods whose tile may be put or moved at the end of the turn `step` makes, in the
    game's order."""
    board = after(view, step)
    return [god for god in board.gods if board.locations(god)] if board is not None else []


def may_intervene(view: PublicView, step: Step) -> bool:
    """Whether any intervention is open at the end of the turn `step` makes (`tiles`, sooner)."""
    board = after(view, step)
    return board is not None and any(board.locations(god) for god in board.gods)


def places(view: PublicView, step: Step, god: God) -> list[Location]:
    """Where the tile of `god` may go at the end of the turn `step` makes."""
    board = after(view, step)
    return board.locations(god) if board is not None and god in board.gods else []


def in_olympus(view: PublicView, step: Step, god: God) -> bool:
    """Whether the tile of `god` lies in the Olympus once `step` is made, as the engine sees it when
    the intervention comes: a corner tile the step leaves on an unstable corner has fallen there."""
    board = view.board_after(step)
    return board is not None and _in_olympus(board, god)


def sides(view: PublicView, step: Step, god: God) -> list[Side | None]:
    """The sides to choose for the tile of `god` at the end of `step`'s turn: Apollo or Dionysus
    as that tile comes from the Olympus (its step may have sent it there); no choice otherwise."""
    board = view.board_after(step)
    return _sides(board, god) if board is not None else [None]


def interventions(view: PublicView, step: Step) -> list[Intervention]:
    """Every intervention open at the end of the turn `step` makes, the side included."""
    board = after(view, step)
    if board is None:
        return []
    return [Intervention(god, at, side) for god in board.gods for at in board.locations(god)
            for side in _sides(board, god)]


def _in_olympus(board: Board, god: God) -> bool:
    return god in board.gods and board.gods[god] is None


def _sides(board: Board, god: God) -> list[Side | None]:
    return list(Side) if god == God.APOLLO and _in_olympus(board, god) else [None]


def steps(view: PublicView) -> list[Step]:
    """Every whole turn open in the dance: each legal step with each ability use (or none) and
    each intervention (or none)."""
    out = []
    for muse, d in view.legal_steps():
        for ability in (None, *abilities(view, muse, d)):
            step = Step(muse, d, ability)
            out += [step, *(Step(muse, d, ability, iv) for iv in interventions(view, step))]
    return out
