"""Where the Muses stand, their dice, and the intervention tiles, with the rules of
steps, abilities and tile locations (docs/rules.md sections 2, 4 and 8).

A Board names Muses by ids. The full state uses their names; a public view uses
public tokens, so the choices a player is offered are computed from what the player
may see, with the same code that checks them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from operator import attrgetter
from typing import Final

from mypy_extensions import mypyc_attr

from .actions import Location, OnCorner, OnEdge, OnMuse, OnSide, Side, renamed_location
from .geometry import (
    DIRS,
    FRAME_BITS,
    KEY_SPAN,
    ORTHOGONAL,
    RING,
    RING_KEYS,
    RING_OF_BLOCK,
    RING_ONE,
    RING_PART_BITS,
    ROW_LIMIT,
    Dir,
    Square,
    around,
    components,
    is_stable,
    keys_one_group,
    square_of,
)
from .gods import CORNER_GODS, God
from .language import N_, Joined, Phrase
from .muses import Effect, Power
from .names import AREAS, DIRECTIONS, GOD_NAMES, named

_RAISE: Final = Effect.RAISE
_LOWER: Final = Effect.LOWER
_POSEIDON: Final = God.POSEIDON
_ZEUS: Final = God.ZEUS
_EROS: Final = God.EROS
_N, _NE, _E, _SE, _S, _SW, _W, _NW = RING_KEYS
_RING_ONE: Final = RING_ONE  # the inner loops' tables, as the compiled core's own constants
_RING_OF_BLOCK: Final = RING_OF_BLOCK
_RING_PART_BITS: Final = RING_PART_BITS
assert KEY_SPAN == 1 << 20  # the bitboard code below shifts by 20 and masks 0xFFFFF
_AROUND = tuple(zip(RING, RING_KEYS))
"""Each neighbour as its square offset and its key offset."""


def _same(x: str) -> str:
    return x


@lru_cache(maxsize=4096)
def _ring_of(k: int) -> dict[int, Square]:
    """The eight squares around key `k`, by key (do not change it: it is shared)."""
    c, r = square_of(k)
    return {k + o: (c + dc, r + dr) for (dc, dr), o in _AROUND}


def _check_row(row: int) -> None:
    if not -ROW_LIMIT < row < ROW_LIMIT:
        raise ValueError(f"row {row} is beyond the engine's grid (|row| < {ROW_LIMIT})")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
class Board:
    """Positions, dice, visible powers and intervention tiles, keyed by Muse id.

    `dice`, `powers`, `gods` and `apollo_side` are plain attributes; `at` and `occupant`
    are built from each Muse's square as an int (`geometry.key`) when asked for.
    Positions change only through `put` and `move`, which keep the inner loops' own
    tables: those keys, who stands on each key, whether the Muses are known to form one
    group, the empty squares around them while Muses are being placed, and a bitboard of
    them while they dance (`_frame`). Rows are limited to |row| < geometry.ROW_LIMIT (half a million
    squares)."""

    __slots__ = ("dice", "powers", "gods", "apollo_side", "_pos", "_occ", "_at", "_occupant", "_one",
                 "_frontier", "_base", "_stride", "_cols", "_bits")

    def __init__(self, powers: dict[str, Power | None] | None = None,
                 gods: Iterable[God] = ()):
        self.dice: dict[str, int] = {}
        self.powers: dict[str, Power | None] = dict(powers or {})
        self.gods: dict[God, Location | None] = {g: None for g in gods}
        """Each enabled god's tile location; None while it is in the Olympus."""
        self.apollo_side = Side.APOLLO
        self._pos: dict[str, int] = {}
        """Each Muse's square as a key, in the order they were put (as `at` and `dice`)."""
        self._occ: dict[int, str] = {}
        """The Muse on each occupied key."""
        self._at: dict[str, Square] | None = None
        self._occupant: dict[Square, str] | None = None
        self._one: bool | None = True
        """Whether the Muses form one group; None when not known yet."""
        self._frontier: dict[int, Square] | None = None
        """The empty squares touching a Muse, by key; None when not known yet."""
        self._base: int | None = None
        """The key of the corner square of the bitboard's frame; None while there is none."""
        self._stride = 0
        """The rows of each of the frame's columns."""
        self._cols = 0
        """The frame's columns."""
        self._bits = 0
        """The occupied squares as bits (geometry.FRAME_BITS), when there is a frame: kept by
        `move` for the one-group searches of the dance."""

    @property
    def at(self) -> dict[str, Square]:
        """Each Muse's square, in the order they were put (do not change it: use `put` and `move`)."""
        at = self._at
        if at is None:
            at = self._at = {m: ((c := (k + ROW_LIMIT) >> 20), k - (c << 20)) for m, k in self._pos.items()}
        return at

    @property
    def occupant(self) -> dict[Square, str]:
        """The Muse on each occupied square (do not change it: use `put` and `move`)."""
        occupant = self._occupant
        if occupant is None:
            occupant = self._occupant = {sq: m for m, sq in self.at.items()}
        return occupant

    def copy(self) -> Board:
        b = Board.__new__(Board)
        b._at = self._at  # never changed once built: shared
        b.dice = self.dice.copy()
        b.powers = self.powers.copy()
        b.gods = self.gods.copy()
        b.apollo_side = self.apollo_side
        b._pos = self._pos.copy()
        b._occ = self._occ.copy()
        b._occupant = None
        b._one = self._one
        b._frontier = None if self._frontier is None else self._frontier.copy()
        b._base = self._base
        b._stride = self._stride
        b._cols = self._cols
        b._bits = self._bits
        return b

    def renamed(self, rename: Callable[[str], str], powers: dict[str, Power | None]) -> Board:
        """The same board with every id passed through `rename`, and the given powers."""
        b = Board(powers)
        for muse, sq in self.at.items():
            b.put(rename(muse), sq, self.dice[muse])
        for god, loc in self.gods.items():
            b.gods[god] = loc and renamed_location(loc, rename)
        b.apollo_side = self.apollo_side
        return b

    def put(self, muse: str, square: Square, die: int = 1) -> None:
        """Put `muse` on the empty `square` with its die showing `die`."""
        c, r = square
        if not -ROW_LIMIT < r < ROW_LIMIT:
            _check_row(r)
        k = c * KEY_SPAN + r
        old = self._pos.get(muse)
        if old is not None:
            del self._occ[old]
            self._frontier = None
        self._at = None
        self.dice[muse] = die
        occ = self._occ
        self._pos[muse] = k
        occ[k] = muse
        self._occupant = None
        self._base = None
        frontier = self._frontier
        if len(occ) == 1:
            self._one = True
        elif self._one and old is None:
            # One group still if the new Muse touches one: if it stands on the frontier.
            self._one = (k in frontier if frontier is not None else
                         k + _N in occ or k + _NE in occ or k + _E in occ or k + _SE in occ or k + _S in occ
                         or k + _SW in occ or k + _W in occ or k + _NW in occ) or None
        else:
            self._one = None
        if frontier is not None:
            frontier.pop(k, None)
            ring = _ring_of(k)
            frontier.update(ring)
            for n in ring.keys() & occ.keys():
                del frontier[n]

    # --- placement -------------------------------------------------------------

    def placement_squares(self) -> list[Square]:
        """Empty squares touching a Muse, sorted by col then row; [0, 0] on an empty table."""
        if not self._occ:
            return [(0, 0)]
        frontier = self._frontier
        if frontier is None:
            frontier = self._frontier = {}
            for k in self._occ:
                frontier.update(_ring_of(k))
            for k in frontier.keys() & self._occ.keys():
                del frontier[k]
        return list(map(frontier.__getitem__, sorted(frontier)))  # keys sort as their squares do

    def is_placement_square(self, square: Square) -> bool:
        c, r = square
        if not -ROW_LIMIT < r < ROW_LIMIT:
            return False
        k = c * KEY_SPAN + r
        occ = self._occ
        if k in occ:
            return False
        if not occ:
            return square == (0, 0)
        return any(k + o in occ for o in RING_KEYS)

    # --- steps -----------------------------------------------------------------

    def line(self, muse: str, d: Dir) -> list[str]:
        """The stepping Muse and every Muse it pushes, in order."""
        occ = self._occ
        dk = d.offset
        k = self._pos[muse] + dk
        line = [muse]
        m = occ.get(k)
        while m is not None:
            line.append(m)
            k += dk
            m = occ.get(k)
        return line

    def _after(self, line: list[str], d: Dir) -> dict[Square, str]:
        """Who stands where once `line` has moved one square towards `d`."""
        dc, dr = d.delta
        after = dict(self.occupant)
        for m in line:
            del after[self.at[m]]
        for m in line:
            c, r = self.at[m]
            after[(c + dc, r + dr)] = m
        return after

    def _forbidding_tile(self, d: Dir, line: list[str]) -> God | None:
        """The intervention tile that forbids the step of `line` towards `d`, if one does."""
        gods = self.gods
        poseidon = gods.get(_POSEIDON)
        if isinstance(poseidon, OnSide) and poseidon.side is d:
            return _POSEIDON
        zeus = gods.get(_ZEUS)
        if isinstance(zeus, OnMuse) and zeus.muse in line:
            return _ZEUS
        eros = gods.get(_EROS)
        if isinstance(eros, OnEdge):
            a, b = eros.muses
            if (a in line) != (b in line):
                return _EROS
        return None

    def _tile_rule(self, muse: str, d: Dir, line: list[str], show: Callable[[str], str]) -> Phrase | None:
        """The intervention tile that forbids this step, as the end of a sentence."""
        god = self._forbidding_tile(d, line)
        if god is None:
            return None
        if god is _POSEIDON:
            return Phrase.of(N_("Poseidon forbids every step {direction}"), direction=Phrase(DIRECTIONS[d]))
        loc = self.gods[god]
        if isinstance(loc, OnMuse):  # Zeus
            if loc.muse == muse:
                return Phrase(N_("Zeus holds it in place"))
            return Phrase.of(N_("it would push {muse}, whom Zeus holds in place"), muse=named(show(loc.muse)))
        assert isinstance(loc, OnEdge)  # Eros
        a, b = sorted((show(loc.muses[0]), show(loc.muses[1])))
        return Phrase.of(N_("it would part {a} and {b}, joined by Eros"), a=named(a), b=named(b))

    def _one_group_after(self, tail: int, head: int, d: Dir) -> bool:
        """Whether the Muses form one group once the line from key `tail` has stepped
        towards `d`, its head onto the empty key `head`: as sets of squares, `tail` empties
        and `head` fills."""
        occ = self._occ
        one = self._one
        if one is None:
            one = self._one = keys_one_group(occ)
        if not one:
            keys = set(occ)
            keys.discard(tail)
            keys.add(head)
            return keys_one_group(keys)
        k = tail
        mask = ((k + _N in occ) | (k + _NE in occ) << 1 | (k + _E in occ) << 2 | (k + _SE in occ) << 3
                | (k + _S in occ) << 4 | (k + _SW in occ) << 5 | (k + _W in occ) << 6 | (k + _NW in occ) << 7)
        if head == tail + d.offset:
            mask |= d.ring_bit
        return _RING_ONE[mask] or self._ring_joined(tail, head, mask)

    def _ring_joined(self, tail: int, head: int, mask: int, t: int = -1) -> bool:
        """Whether the Muses around key `tail` (`mask`, a ring mask) are one group once
        `tail` is empty and `head` occupied; when the Muses were one group before, so are
        they all then. Every Muse reaches one of those around `tail` without passing it
        (and the head of a pushed line touches the Muse it pushed), so they all are one
        group exactly when those around `tail` are.

        A flood on the bitboard from the smallest of the groups around `tail`: a step that
        cuts Muses off mostly cuts off a few, and the flood stops once it meets the others.
        `t`: the tail's bit, if the caller has it."""
        base = self._base
        if base is None:
            base = self._frame()
            if base is None:
                keys = set(self._occ)
                keys.discard(tail)
                keys.add(head)
                return keys_one_group(keys)
        stride = self._stride
        if t < 0:
            d = tail - base
            t = (d >> 20) * stride + (d & 0xFFFFF)  # (col * stride + row) in the frame
        d = head - base
        h = (d >> 20) * stride + (d & 0xFFFFF)
        bits = (self._bits ^ (1 << t)) | (1 << h)
        reached, goal = _RING_PART_BITS[stride][mask]
        reached <<= t - stride - 1
        goal <<= t - stride - 1
        while True:
            grown = reached | (reached << 1) | (reached >> 1)
            grown = (grown | (grown << stride) | (grown >> stride)) & bits
            if grown & goal == goal:
                return True
            if grown == reached:
                return False
            reached = grown

    def _frame(self) -> int | None:
        """Set up the bitboard around the Muses (one group) and return its base key; None
        when they spread over more rows or columns than nine Muses in one group can.

        The frame keeps an empty row and column on each side of the Muses, which the head of
        a line may step onto (`_ring_joined`), and spare ones while its bits stay within
        FRAME_BITS; `move` drops it when a Muse reaches its edge."""
        keys = self._occ
        low = high = next(iter(keys))
        top, bottom = ROW_LIMIT, -ROW_LIMIT
        for k in keys:
            if k < low:
                low = k
            elif k > high:
                high = k
            row = k - (((k + ROW_LIMIT) >> 20) << 20)
            if row < top:
                top = row
            if row > bottom:
                bottom = row
        west, east = (low + ROW_LIMIT) >> 20, (high + ROW_LIMIT) >> 20  # keys sort by col first
        if bottom - top > 8 or east - west > 8:
            return None
        stride, cols = bottom - top + 3, east - west + 3
        spare = True
        while spare:  # a row, then a column, in turn
            spare = False
            if (stride + 1) * cols <= FRAME_BITS:
                stride += 1
                spare = True
            if stride * (cols + 1) <= FRAME_BITS:
                cols += 1
                spare = True
        c0 = west - 1 - (cols - 3 - (east - west)) // 2  # the spare columns and rows, half on each side
        r0 = top - 1 - (stride - 3 - (bottom - top)) // 2
        base = c0 * KEY_SPAN + r0
        bits = 0
        for k in keys:
            o = k - base
            bits |= 1 << ((o >> 20) * stride + (o & 0xFFFFF))
        self._bits = bits
        self._base = base
        self._stride = stride
        self._cols = cols
        return base

    def is_legal_step(self, muse: str, d: Dir) -> bool:
        occ = self._occ
        dk = d.offset
        tail = self._pos[muse]
        head = tail + dk
        if self.gods:
            line = [muse]
            m = occ.get(head)
            while m is not None:
                line.append(m)
                head += dk
                m = occ.get(head)
            if self._forbidding_tile(d, line) is not None:
                return False
        else:
            while head in occ:
                head += dk
        if not self._one:
            return self._one_group_after(tail, head, d)
        # As in _one_group_after, inline (this is the inner loop of every search), with the
        # tail's ring mask read from the bitboard.
        base = self._base
        if base is None and (base := self._frame()) is None:
            return self._one_group_after(tail, head, d)
        stride = self._stride
        o = tail - base
        t = (o >> 20) * stride + (o & 0xFFFFF)
        x = self._bits >> (t - stride - 1)  # the 3×3 block around the tail from bit 0
        mask = _RING_OF_BLOCK[(x & 7) | (x >> (stride - 3) & 56) | (x >> (2 * stride - 6) & 448)]
        if head == tail + dk:
            mask |= d.ring_bit
        return _RING_ONE[mask] or self._ring_joined(tail, head, mask, t)

    def step_problem(self, muse: str, d: Dir, show: Callable[[str], str] = _same) -> Phrase | None:
        """Why `muse` cannot step towards `d`, as a sentence; None if the step is legal."""
        return self._step_problem(muse, d, self.line(muse, d), show)

    def _step_problem(self, muse: str, d: Dir, line: list[str], show: Callable[[str], str]) -> Phrase | None:
        """`step_problem` for the line `self.line(muse, d)`."""
        rule = self._tile_rule(muse, d, line, show) if self.gods else None
        if not rule and self._one_group_after(self._pos[muse], self._pos[line[-1]] + d.offset, d):
            return None
        stepping = dict(muse=named(show(muse)), direction=Phrase(DIRECTIONS[d]))
        if rule:
            return Phrase.of(N_("{muse} cannot step {direction}: {rule}"), **stepping, rule=rule)
        after = self._after(line, d)
        cut = sorted(show(after[sq]) for g in components(after)[1:] for sq in g)
        if len(cut) == 1:
            return Phrase.of(N_("{muse} cannot step {direction}: {other} would be left alone"), **stepping,
                             other=named(cut[0]))
        return Phrase.of(N_("{muse} cannot step {direction}: {others} would be cut off"), **stepping,
                         others=Joined(tuple(map(named, cut)), N_(", ")))

    def legal_steps(self) -> list[tuple[str, Dir]]:
        """Every legal step, sorted by Muse id then N, E, S, W."""
        return [(m, d) for m in sorted(self._pos) for d in DIRS if self.is_legal_step(m, d)]

    def has_legal_step(self, after: tuple[list[str], Dir] | None = None) -> bool:
        """Whether any step is legal. `after`: the line that just moved and its direction;
        stepping it back restores a position that was one group, so unless a tile forbids
        that, the answer needs no search."""
        if after is not None:
            if not self.gods:
                return True
            line, d = after
            head, back = line[-1], d.opposite
            if self._forbidding_tile(back, self.line(head, back)) is None:
                return True
        return any(self.is_legal_step(m, d) for m in self._pos for d in DIRS)

    def move(self, line: list[str], d: Dir, legal: bool = False) -> tuple[God, ...]:
        """Move a line of Muses one square, raise their dice, and return the tiles that
        fell back to the Olympus (corners no longer stable). `legal`: the caller knows the
        step is legal (a line as `line()` gives it, after which the Muses stay one group),
        which spares checking it."""
        dk = d.offset
        dr = d.delta[1]
        pos, occ, dice = self._pos, self._occ, self.dice
        if legal:
            if dr:  # the head goes furthest
                r = ((pos[line[-1]] + ROW_LIMIT) & 0xFFFFF) - ROW_LIMIT + dr
                if not -ROW_LIMIT < r < ROW_LIMIT:
                    _check_row(r)
            one: bool | None = True
            del occ[pos[line[0]]]  # each other Muse takes the square of the one it pushes
        else:
            if dr:
                for m in line:
                    r = ((pos[m] + ROW_LIMIT) & 0xFFFFF) - ROW_LIMIT + dr
                    if not -ROW_LIMIT < r < ROW_LIMIT:
                        _check_row(r)
            if self._one and (head := self._past_head(line, dk)) is not None:
                one = self._one_group_after(pos[line[0]], head, d)
            else:
                one = None
            for m in line:
                del occ[pos[m]]
        for m in line:
            k = pos[m] + dk
            pos[m] = k
            occ[k] = m
            dice[m] += 1
        self._one = one
        self._at = None
        self._occupant = None
        self._frontier = None
        base = self._base
        if base is not None:
            # The bitboard: the tail's square empties, the one past the head fills, and the
            # frame must keep an empty row or column around the Muses (see _frame).
            off = pos[line[-1]] - base
            col, row = off >> 20, off & 0xFFFFF
            stride = self._stride
            if one and 1 <= row <= stride - 2 and 1 <= col <= self._cols - 2:
                off = pos[line[0]] - dk - base
                self._bits ^= (1 << ((off >> 20) * stride + (off & 0xFFFFF))) | (1 << (col * stride + row))
            else:
                self._base = None
        gods = self.gods
        if not gods:
            return ()
        fallen: list[God] = []
        for god in CORNER_GODS:
            loc = gods.get(god)
            if isinstance(loc, OnCorner) and not self._stable(loc.corner):
                gods[god] = None
                fallen.append(god)
        return tuple(fallen)

    def _past_head(self, line: list[str], dk: int) -> int | None:
        """The key past the head of `line` when it is a line as `line()` gives it (each Muse
        pushing the next, the way past the last one free); None otherwise. Such a line,
        moved, empties its tail's square and fills that one: nothing else changes."""
        pos = self._pos
        k = pos[line[0]]
        for m in line[1:]:
            k += dk
            if pos[m] != k:
                return None
        k += dk
        return None if k in self._occ else k

    def _stable(self, corner: Square) -> bool:
        """`geometry.is_stable` on this board's keys."""
        c, r = corner
        if not -ROW_LIMIT < r < ROW_LIMIT:
            return False
        se = c * KEY_SPAN + r
        occ = self._occ
        return ((se - KEY_SPAN - 1 in occ and se in occ)            # NW and SE
                or (se - 1 in occ and se - KEY_SPAN in occ))       # NE and SW

    # --- abilities -------------------------------------------------------------

    def targets(self, muse: str) -> list[str]:
        """The Muses `muse` may use its ability on from where it stands now, sorted."""
        power = self.powers.get(muse)
        if power is None:
            return []
        dice, occ = self.dice, self._occ
        k = self._pos[muse]
        effect = power.effect
        offsets = power.area.key_offsets
        if effect is _RAISE:
            found = [t for o in offsets if (t := occ.get(k + o)) is not None and dice[t] < 6]
        elif effect is _LOWER:
            found = [t for o in offsets if (t := occ.get(k + o)) is not None and dice[t] > 1]
        else:
            own = dice[muse]
            found = [t for o in offsets if (t := occ.get(k + o)) is not None and dice[t] != own]
        found.sort()
        return found

    def targets_after(self, muse: str, line: list[str], d: Dir) -> list[str]:
        """`targets(muse)` once `line` (`self.line(muse, d)`) has moved towards `d`, on this
        board left as it is."""
        power = self.powers.get(muse)
        if power is None:
            return []
        dice, occ, pos = self.dice, self._occ, self._pos
        dk = d.offset
        tail = pos[muse]
        k = tail + dk
        effect = power.effect
        own = dice[muse] + 1
        found = []
        if len(line) == 1:  # only its own square changes: `tail` empties
            offsets = power.area.key_offsets_ahead[d.index]
            if effect is _RAISE:
                found = [t for o in offsets if (t := occ.get(k + o)) is not None and dice[t] < 6]
            elif effect is _LOWER:
                found = [t for o in offsets if (t := occ.get(k + o)) is not None and dice[t] > 1]
            else:
                found = [t for o in offsets if (t := occ.get(k + o)) is not None and dice[t] != own]
        else:
            moved = {pos[m] + dk: m for m in line}
            for o in power.area.key_offsets:
                q = k + o
                t = moved.get(q)
                if t is not None:
                    die = dice[t] + 1
                elif q == tail:
                    continue
                else:
                    t = occ.get(q)
                    if t is None:
                        continue
                    die = dice[t]
                if die < 6 if effect is _RAISE else die > 1 if effect is _LOWER else die != own:
                    found.append(t)
        found.sort()
        return found

    def target_problem(self, muse: str, target: str, show: Callable[[str], str] = _same) -> Phrase | None:
        """Why `muse` cannot use its ability on `target` now; None if it can."""
        power = self.powers.get(muse)
        if power is None:
            return Phrase.of(N_("{muse} is face down: its ability cannot be used"), muse=named(show(muse)))
        if target not in self._pos:
            return Phrase.of(N_("{muse} is not on the table"), muse=named(show(target)))
        if target in self.targets(muse):
            return None
        sq, own = self.at[target], self.at[muse]
        if (sq[0] - own[0], sq[1] - own[1]) not in power.area.offsets:
            return Phrase.of(N_("{target} is outside {muse}'s {area} area"), target=named(show(target)),
                             muse=named(show(muse)), area=Phrase(AREAS[power.area.value]))
        if power.effect is Effect.LOWER:
            return Phrase.of(N_("{target}'s die shows 1 and cannot be lowered"), target=named(show(target)))
        return Phrase.of(N_("{target}'s die shows the same value: the swap would change nothing"),
                         target=named(show(target)))

    def use_power(self, muse: str, target: str) -> bool:
        """Apply `muse`'s ability to `target`; True if a die now shows 6."""
        power = self.powers[muse]
        assert power is not None, f"{muse} is face down"
        effect = power.effect
        if effect is Effect.RAISE:
            self.dice[target] += 1
        elif effect is Effect.LOWER:
            self.dice[target] -= 1
        else:
            self.dice[muse], self.dice[target] = self.dice[target], self.dice[muse]
        return self.dice[target] == 6

    # --- intervention tiles ----------------------------------------------------

    def locations(self, god: God) -> list[Location]:
        """Every legal new location for `god`, in a fixed order."""
        here = self.gods.get(god)
        found: list[Location]
        if god == God.ZEUS:
            found = [OnMuse(m) for m in sorted(self.at)]
        elif god == God.POSEIDON:
            found = [OnSide(d) for d in DIRS]
        elif god == God.EROS:
            found = sorted({OnEdge((m, self.occupant[n])) for m, sq in self.at.items()
                            for n in around(sq, ORTHOGONAL) if n in self.occupant},
                           key=attrgetter("muses"))
        else:
            taken = {loc.corner for t, loc in self.gods.items() if t != god and isinstance(loc, OnCorner)}
            corners = {(c + dc, r + dr) for c, r in self.occupant for dc in (0, 1) for dr in (0, 1)}
            found = [OnCorner(k) for k in sorted(corners - taken) if is_stable(k, self.occupant)]
        return [loc for loc in found if loc != here]

    def location_problem(self, god: God, loc: Location, show: Callable[[str], str] = _same) -> Phrase | None:
        """Why `god` cannot go to `loc` now; None if it can."""
        kind = {God.ZEUS: OnMuse, God.POSEIDON: OnSide, God.EROS: OnEdge}.get(god, OnCorner)
        tile = Phrase(GOD_NAMES[God(god)])
        if not isinstance(loc, kind):
            what = {OnMuse: N_("on a Muse"), OnSide: N_("on a side of the group"),
                    OnEdge: N_("on the edge between two Muses"), OnCorner: N_("on a corner")}[kind]
            return Phrase.of(N_("{god} goes {where}"), god=tile, where=Phrase(what))
        if loc == self.gods.get(god):
            return Phrase.of(N_("{god} is already there"), god=tile)
        match loc:
            case OnMuse(m) if m not in self._pos:
                return Phrase.of(N_("{muse} is not on the table"), muse=named(show(m)))
            case OnEdge((a, b)):
                if a not in self._pos or b not in self._pos:
                    return Phrase.of(N_("{muse} is not on the table"), muse=named(show(a if a not in self._pos else b)))
                (ac, ar), (bc, br) = self.at[a], self.at[b]
                if abs(ac - bc) + abs(ar - br) != 1:
                    a, b = sorted((show(a), show(b)))
                    return Phrase.of(N_("{a} and {b} do not share an edge"), a=named(a), b=named(b))
            case OnCorner(k):
                if not is_stable(k, self.occupant):
                    return Phrase(N_("that corner is not stable: it needs two diagonal Muses around it"))
                if any(t != god and at == loc for t, at in self.gods.items()):
                    return Phrase(N_("that corner already holds a tile"))
        return None
