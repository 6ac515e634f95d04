"""Squares, directions and areas of the unbounded grid (docs/rules.md section 2)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum
from typing import Final

Square = tuple[int, int]
"""(col, row): col grows to the east, row grows to the south."""


class Dir(Enum):
    """A dance direction, in the order N, E, S, W used for sorting. Each member also
    carries, as plain attributes (cheaper than properties in the engine's inner loops):
    `delta` (its (dc, dr)), `offset` (the change of a square's `key`), `ring_bit` (its bit
    in a ring mask), `opposite` and `index` (its place in DIRS)."""

    delta: tuple[int, int]
    offset: int
    index: int
    ring_bit: int
    opposite: Dir

    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)


DIRS = (Dir.N, Dir.E, Dir.S, Dir.W)
ORTHOGONAL = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAGONAL = ((-1, -1), (1, -1), (1, 1), (-1, 1))
ADJACENT = ORTHOGONAL + DIAGONAL

KEY_SPAN: Final = 1 << 20
"""Squares as ints, for the engine's inner loops: `key((c, r)) = c * KEY_SPAN + r`. Keys
sort as their squares do (by col, then row) and a neighbour is a fixed offset away, as
long as |row| < KEY_SPAN / 2: half a million steps north or south, more than any game
can take (`Board` refuses a square beyond)."""
ROW_LIMIT: Final = KEY_SPAN // 2


def key(square: Square) -> int:
    """The int that stands for `square` (see KEY_SPAN)."""
    return square[0] * KEY_SPAN + square[1]


def square_of(k: int) -> Square:
    """The square whose key is `k`."""
    c = (k + ROW_LIMIT) // KEY_SPAN
    return (c, k - c * KEY_SPAN)


def offsets_key(offsets: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Square offsets as key offsets."""
    return tuple(dc * KEY_SPAN + dr for dc, dr in offsets)


for _d, _opposite in zip(DIRS, (Dir.S, Dir.W, Dir.N, Dir.E)):
    _d.index = DIRS.index(_d)
    _d.delta = _d.value
    _d.offset = _d.value[0] * KEY_SPAN + _d.value[1]
    _d.opposite = _opposite
del _d, _opposite


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
    """Whether the squares form a single group (docs/rules.md section 2)."""
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


# --- square names --------------------------------------------------------------------------

FRAME = 12
"""How far the frame of square names reaches from the first tile's square (0,0), each way.

A square is named like a chess square, a column letter then a row number, on a frame of 25 × 25
squares fixed for the whole hand: columns A to Y from west to east, rows 1 to 25 from north to
south, so A1 is its north-west corner and the first tile stands on M13, its centre. Placement
stays within 8 squares of it, and the dance practically never leaves the frame (thousands of
random and AI games never went beyond 7). Beyond it every square still has a name, unique and
typeable: to the east, columns go on as in a spreadsheet (Z, AA, AB...), to the west with a
minus (-A is the column west of A, then -B...); to the south, rows go on counting (26, 27...),
to the north with a minus (-1 is the row north of 1, then -2...)."""
_NAME = re.compile(r"(-?)([A-Z]{1,6})(-?)([1-9][0-9]{0,8})")


def _letters(n: int) -> str:
    """n >= 0 as spreadsheet column letters: 0 is A, 25 Z, 26 AA."""
    out = ""
    n += 1
    while n:
        n, k = divmod(n - 1, 26)
        out = chr(ord("A") + k) + out
    return out


def column_name(col: int) -> str:
    """A column's letters (see FRAME): column 0 is M, -12 A, 13 Z, -13 -A."""
    index = col + FRAME
    return _letters(index) if index >= 0 else "-" + _letters(-index - 1)


def row_name(row: int) -> str:
    """A row's number (see FRAME): row 0 is 13, -12 1, -13 -1."""
    number = row + FRAME + 1
    return str(number) if number >= 1 else f"-{1 - number}"


def square_name(square: Square) -> str:
    """The square's name for players (see FRAME): (0,0) is M13, (-12,-12) A1."""
    return column_name(square[0]) + row_name(square[1])


def square_named(text: str) -> Square | None:
    """The square `text` names (as `square_name` writes it, in any case), or None."""
    found = _NAME.fullmatch(text.strip().upper())
    if found is None:
        return None
    west, letters, north, digits = found.groups()
    col = 0
    for letter in letters:
        col = col * 26 + ord(letter) - ord("A") + 1
    col -= 1
    row = int(digits)
    return ((-col - 1 if west else col) - FRAME, (1 - row if north else row) - FRAME - 1)


def corner_squares(corner: Square) -> tuple[Square, Square, Square, Square]:
    """The squares NW, NE, SW, SE around corner [c, r], the NW corner of square [c, r]."""
    c, r = corner
    return ((c - 1, r - 1), (c, r - 1), (c - 1, r), (c, r))


def is_stable(corner: Square, occupied) -> bool:
    """A corner is stable when two diagonal squares around it hold Muses (docs/rules.md 8)."""
    nw, ne, sw, se = corner_squares(corner)
    return (nw in occupied and se in occupied) or (ne in occupied and sw in occupied)


# --- the step rule's connectivity, on keys ------------------------------------------------

RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
"""The eight neighbours of a square clockwise from north: bit i of a ring mask is RING[i]."""
RING_KEYS = offsets_key(RING)
for _d in DIRS:
    _d.ring_bit = 1 << RING.index(_d.value)
del _d


def _ring_parts(mask: int) -> tuple[tuple[int, ...], ...]:
    """The neighbours in `mask` (as bit numbers) split into the groups they form among
    themselves, smallest first: ring neighbours touch, and so do two edge neighbours a
    corner apart (N and E, E and S...)."""
    left = [i for i in range(8) if mask >> i & 1]
    parts = []
    while left:
        part = [left.pop(0)]
        todo = list(part)
        while todo:
            i = todo.pop()
            for j in list(left):
                if (i - j) % 8 in (1, 7) or (i % 2 == 0 and (i - j) % 8 in (2, 6)):
                    left.remove(j)
                    part.append(j)
                    todo.append(j)
        parts.append(tuple(sorted(part)))
    parts.sort(key=len)
    return tuple(parts)


RING_ONE = tuple(len(_ring_parts(mask)) <= 1 for mask in range(256))
"""For each ring mask: whether those neighbours form one group without the centre. If the
squares around a square that empties form one group, every path through it can go around
it instead: the rest stays one group."""


def keys_one_group(keys) -> bool:
    """Whether the squares of these keys form a single group (as `is_one_group`)."""
    left = set(keys)
    if not left:
        return True
    todo = [left.pop()]
    while todo:
        k = todo.pop()
        for o in RING_KEYS:
            n = k + o
            if n in left:
                left.remove(n)
                todo.append(n)
    return not left


FRAME_BITS: Final = 62
"""The bits a board's bitboard (`Board._bits`) takes when the Muses leave it room: those of a
short int, which compiled code (engine.native) handles in a machine word. A square's bit is
col * stride + row, counted from the corner of the board's frame, where the stride is the
rows of each of the frame's columns."""
MAX_STRIDE: Final = FRAME_BITS // 3
"""The most rows a frame's column holds (a frame holds three columns at least)."""


def _part_bits(part: tuple[int, ...], stride: int) -> int:
    """Ring neighbours (bit numbers) as bits around a centre at bit stride + 1."""
    bits = 0
    for i in part:
        dc, dr = RING[i]
        bits |= 1 << ((1 + dc) * stride + 1 + dr)
    return bits


RING_PART_BITS = tuple(tuple((_part_bits(parts[0], stride), _part_bits(tuple(i for p in parts[1:] for i in p), stride))
                             if len(parts) > 1 else (0, 0)
                             for parts in map(_ring_parts, range(256)))
                       for stride in range(MAX_STRIDE + 1))
"""For each stride and each ring mask: the smallest group its neighbours form among
themselves, and all the others, as bits around a centre at bit stride + 1."""


RING_OF_BLOCK = tuple(sum(1 << i for i, (dc, dr) in enumerate(RING) if block >> (3 * dc + dr + 4) & 1)
                      for block in range(512))
"""The ring mask of each 3×3 block of bits around a square (bit 3 * (dc + 1) + dr + 1 for
the square at offset (dc, dr)), as a board's bitboard gives it."""
