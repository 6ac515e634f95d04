"""Squares, directions and areas of the unbounded grid (RULES.md section 2)."""

from __future__ import annotations

from enum import Enum
from typing import Iterable

Square = tuple[int, int]
"""(col, row): col grows to the east, row grows to the south."""


class Dir(Enum):
    """A dance direction, in the order N, E, S, W used for sorting."""

    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)

    @property
    def word(self) -> str:
        return {"N": "north", "E": "east", "S": "south", "W": "west"}[self.name]

    @property
    def order(self) -> int:
        return "NESW".index(self.name)

    @property
    def opposite(self) -> "Dir":
        return {"N": Dir.S, "E": Dir.W, "S": Dir.N, "W": Dir.E}[self.name]


for _d in Dir:
    _d.delta = _d.value  # a plain attribute: cheaper than the enum's value lookup
del _d
DIRS = (Dir.N, Dir.E, Dir.S, Dir.W)
ORTHOGONAL = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAGONAL = ((-1, -1), (1, -1), (1, 1), (-1, 1))
ADJACENT = ORTHOGONAL + DIAGONAL


def shift(square: Square, d: Dir) -> Square:
    """The square one step from `square` towards `d`."""
    dc, dr = d.delta
    return (square[0] + dc, square[1] + dr)


def around(square: Square, offsets: Iterable[tuple[int, int]] = ADJACENT) -> list[Square]:
    """The squares at `offsets` from `square` (all eight neighbours by default)."""
    c, r = square
    return [(c + dc, r + dr) for dc, dr in offsets]


def components(squares: Iterable[Square]) -> list[set[Square]]:
    """The groups of squares connected by edge or corner adjacency, largest first."""
    left = set(squares)
    groups = []
    while left:
        start = left.pop()
        group = {start}
        todo = [start]
        while todo:
            c, r = todo.pop()
            for dc, dr in ADJACENT:
                n = (c + dc, r + dr)
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    groups.sort(key=len, reverse=True)
    return groups


def is_one_group(squares: Iterable[Square]) -> bool:
    """Whether the squares form a single group (RULES.md section 2)."""
    squares = list(squares)
    if not squares:
        return True
    # A flood fill on a bitboard: one bit per square, row by row, with an empty column
    # on each side so that a shift by one never wraps into the next row.
    cols, rows = zip(*squares)
    c0 = min(cols) - 1
    r0 = min(rows) - 1
    width = max(cols) - c0 + 2
    bits = 0
    for c, r in squares:
        bits |= 1 << ((r - r0) * width + c - c0)
    reached = bits & -bits
    while True:
        grown = reached | (reached << 1) | (reached >> 1)
        grown = (grown | (grown << width) | (grown >> width)) & bits
        if grown == reached:
            return reached == bits
        reached = grown


def corner_squares(corner: Square) -> tuple[Square, Square, Square, Square]:
    """The squares NW, NE, SW, SE around corner [c, r], the NW corner of square [c, r]."""
    c, r = corner
    return ((c - 1, r - 1), (c, r - 1), (c - 1, r), (c, r))


def is_stable(corner: Square, occupied) -> bool:
    """A corner is stable when two diagonal squares around it hold Muses (RULES.md 8)."""
    nw, ne, sw, se = corner_squares(corner)
    return (nw in occupied and se in occupied) or (ne in occupied and sw in occupied)
