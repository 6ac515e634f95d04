"""Where the Muses stand, their dice, and the intervention tiles, with the rules of
steps, abilities and tile locations (RULES.md sections 2, 4 and 8).

A Board names Muses by ids. The full state uses their names; a public view uses
public tokens, so the choices a player is offered are computed from what the player
may see, with the same code that checks them.
"""

from __future__ import annotations

from typing import Callable, Iterable

from .actions import Location, OnCorner, OnEdge, OnMuse, OnSide, Side
from .geometry import DIRS, ORTHOGONAL, Dir, Square, around, components, is_one_group, is_stable, shift
from .gods import CORNER_GODS, God
from .muses import Effect, Power


def _same(x: str) -> str:
    return x


class Board:
    """Positions, dice, visible powers and intervention tiles, keyed by Muse id."""

    __slots__ = ("at", "occupant", "dice", "powers", "gods", "apollo_side")

    def __init__(self, powers: dict[str, Power | None] | None = None,
                 gods: Iterable[God] = ()):
        self.at: dict[str, Square] = {}
        self.occupant: dict[Square, str] = {}
        self.dice: dict[str, int] = {}
        self.powers: dict[str, Power | None] = dict(powers or {})
        self.gods: dict[God, Location | None] = {g: None for g in gods}
        """Each enabled god's tile location; None while it is in the Olympus."""
        self.apollo_side = Side.APOLLO

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.at = dict(self.at)
        b.occupant = dict(self.occupant)
        b.dice = dict(self.dice)
        b.powers = dict(self.powers)
        b.gods = dict(self.gods)
        b.apollo_side = self.apollo_side
        return b

    def renamed(self, rename: Callable[[str], str], powers: dict[str, Power | None]) -> "Board":
        """The same board with every id passed through `rename`, and the given powers."""
        b = Board(powers)
        for muse, sq in self.at.items():
            b.put(rename(muse), sq, self.dice[muse])
        for god, loc in self.gods.items():
            match loc:
                case OnMuse(m):
                    loc = OnMuse(rename(m))
                case OnEdge((x, y)):
                    loc = OnEdge((rename(x), rename(y)))
            b.gods[god] = loc
        b.apollo_side = self.apollo_side
        return b

    def put(self, muse: str, square: Square, die: int = 1) -> None:
        self.at[muse] = square
        self.occupant[square] = muse
        self.dice[muse] = die

    # --- placement -------------------------------------------------------------

    def placement_squares(self) -> list[Square]:
        """Empty squares touching a Muse, sorted by col then row; [0, 0] on an empty table."""
        if not self.at:
            return [(0, 0)]
        squares = {n for sq in self.occupant for n in around(sq)}
        return sorted(squares - self.occupant.keys())

    def is_placement_square(self, square: Square) -> bool:
        if square in self.occupant:
            return False
        if not self.at:
            return square == (0, 0)
        return any(n in self.occupant for n in around(square))

    # --- steps -----------------------------------------------------------------

    def line(self, muse: str, d: Dir) -> list[str]:
        """The stepping Muse and every Muse it pushes, in order."""
        line = [muse]
        q = shift(self.at[muse], d)
        while q in self.occupant:
            line.append(self.occupant[q])
            q = shift(q, d)
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

    def _tile_rule(self, muse: str, d: Dir, line: list[str], show: Callable[[str], str]) -> str | None:
        """The intervention tile that forbids this step, as the end of a sentence."""
        if self.gods.get(God.POSEIDON) == OnSide(d):
            return f"Poseidon forbids every step {d.word}"
        zeus = self.gods.get(God.ZEUS)
        if zeus is not None and zeus.muse in line:
            if zeus.muse == muse:
                return "Zeus holds it in place"
            return f"it would push {show(zeus.muse)}, whom Zeus holds in place"
        eros = self.gods.get(God.EROS)
        if eros is not None:
            a, b = eros.muses
            if (a in line) != (b in line):
                a, b = sorted((show(a), show(b)))
                return f"it would part {a} and {b}, joined by Eros"
        return None

    def is_legal_step(self, muse: str, d: Dir) -> bool:
        line = self.line(muse, d)
        if self.gods and self._tile_rule(muse, d, line, _same):
            return False
        dc, dr = d.delta
        moved = [self.at[m] for m in line]
        squares = set(self.occupant)
        squares.difference_update(moved)
        squares.update((c + dc, r + dr) for c, r in moved)
        return is_one_group(squares)

    def step_problem(self, muse: str, d: Dir, show: Callable[[str], str] = _same) -> str | None:
        """Why `muse` cannot step towards `d`, as a sentence; None if the step is legal."""
        head = f"{show(muse)} cannot step {d.word}"
        line = self.line(muse, d)
        rule = self._tile_rule(muse, d, line, show)
        if rule:
            return f"{head}: {rule}"
        after = self._after(line, d)
        if is_one_group(after.keys()):
            return None
        cut = sorted(show(after[sq]) for g in components(after)[1:] for sq in g)
        if len(cut) == 1:
            return f"{head}: {cut[0]} would be left alone"
        return f"{head}: {', '.join(cut)} would be cut off"

    def legal_steps(self) -> list[tuple[str, Dir]]:
        """Every legal step, sorted by Muse id then N, E, S, W."""
        return [(m, d) for m in sorted(self.at) for d in DIRS if self.is_legal_step(m, d)]

    def has_legal_step(self, after: tuple[list[str], Dir] | None = None) -> bool:
        """Whether any step is legal. `after`: the line that just moved and its direction;
        stepping it back restores a position that was one group, so unless a tile forbids
        that, the answer needs no search."""
        if after is not None:
            line, d = after
            head, back = line[-1], d.opposite
            if not self.gods or self._tile_rule(head, back, self.line(head, back), _same) is None:
                return True
        return any(self.is_legal_step(m, d) for m in self.at for d in DIRS)

    def move(self, line: list[str], d: Dir) -> list[str]:
        """Move a line of Muses one square, raise their dice, and return the tiles that
        fell back to the Olympus (corners no longer stable)."""
        for m in line:
            del self.occupant[self.at[m]]
        for m in line:
            sq = shift(self.at[m], d)
            self.at[m] = sq
            self.occupant[sq] = m
            self.dice[m] += 1
        fallen = []
        for god in CORNER_GODS:
            loc = self.gods.get(god)
            if loc is not None and not is_stable(loc.corner, self.occupant):
                self.gods[god] = None
                fallen.append(god)
        return fallen

    # --- abilities -------------------------------------------------------------

    def targets(self, muse: str) -> list[str]:
        """The Muses `muse` may use its ability on from where it stands now, sorted."""
        power = self.powers.get(muse)
        if power is None:
            return []
        own = self.dice[muse]
        found = []
        for sq in around(self.at[muse], power.area.offsets):
            t = self.occupant.get(sq)
            if t is None:
                continue
            die = self.dice[t]
            if ((power.effect is Effect.RAISE and die < 6)
                    or (power.effect is Effect.LOWER and die > 1)
                    or (power.effect is Effect.SWAP and die != own)):
                found.append(t)
        return sorted(found)

    def target_problem(self, muse: str, target: str, show: Callable[[str], str] = _same) -> str | None:
        """Why `muse` cannot use its ability on `target` now; None if it can."""
        power = self.powers.get(muse)
        if power is None:
            return f"{show(muse)} is face down: its ability cannot be used"
        if target not in self.at:
            return f"{show(target)} is not on the table"
        if target in self.targets(muse):
            return None
        sq, own = self.at[target], self.at[muse]
        if (sq[0] - own[0], sq[1] - own[1]) not in power.area.offsets:
            return f"{show(target)} is outside {show(muse)}'s {power.area.value} area"
        if power.effect is Effect.LOWER:
            return f"{show(target)}'s die shows 1 and cannot be lowered"
        return f"{show(target)}'s die shows the same value: the swap would change nothing"

    def use_power(self, muse: str, target: str) -> bool:
        """Apply `muse`'s ability to `target`; True if a die now shows 6."""
        effect = self.powers[muse].effect
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
        if god == God.ZEUS:
            found = [OnMuse(m) for m in sorted(self.at)]
        elif god == God.POSEIDON:
            found = [OnSide(d) for d in DIRS]
        elif god == God.EROS:
            found = sorted({OnEdge((m, self.occupant[n])) for m, sq in self.at.items()
                            for n in around(sq, ORTHOGONAL) if n in self.occupant},
                           key=lambda e: e.muses)
        else:
            taken = {loc.corner for t, loc in self.gods.items() if t != god and isinstance(loc, OnCorner)}
            corners = {(c + dc, r + dr) for c, r in self.occupant for dc in (0, 1) for dr in (0, 1)}
            found = [OnCorner(k) for k in sorted(corners - taken) if is_stable(k, self.occupant)]
        return [loc for loc in found if loc != here]

    def location_problem(self, god: God, loc: Location, show: Callable[[str], str] = _same) -> str | None:
        """Why `god` cannot go to `loc` now; None if it can."""
        kind = {God.ZEUS: OnMuse, God.POSEIDON: OnSide, God.EROS: OnEdge}.get(god, OnCorner)
        if not isinstance(loc, kind):
            what = {OnMuse: "on a Muse", OnSide: "on a side of the group",
                    OnEdge: "on the edge between two Muses", OnCorner: "on a corner"}[kind]
            return f"{god.capitalize()} goes {what}"
        if loc == self.gods.get(god):
            return f"{god.capitalize()} is already there"
        match loc:
            case OnMuse(m) if m not in self.at:
                return f"{show(m)} is not on the table"
            case OnEdge((a, b)):
                if a not in self.at or b not in self.at:
                    return f"{show(a if a not in self.at else b)} is not on the table"
                (ac, ar), (bc, br) = self.at[a], self.at[b]
                if abs(ac - bc) + abs(ar - br) != 1:
                    a, b = sorted((show(a), show(b)))
                    return f"{a} and {b} do not share an edge"
            case OnCorner(k):
                if not is_stable(k, self.occupant):
                    return "that corner is not stable: it needs two diagonal Muses around it"
                if any(t != god and l == loc for t, l in self.gods.items()):
                    return "that corner already holds a tile"
        return None
