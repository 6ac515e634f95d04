"""Actions as small value types, with a compact text form both ways.

A Muse is named by its name or, where a face-down identity must stay secret, by its
public token ("face-down #2"): the engine resolves tokens (`HandState.resolve`).
The text form separates fields with ';' so it fits a Discord custom id and a
database row: ``place;Thalia;1,0;down`` or ``step;Clio;E;after=Thalia;zeus=muse:Erato``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mypy_extensions import mypyc_attr

from .geometry import Dir, Square
from .gods import GODS, God


class When(Enum):
    BEFORE = "before"
    AFTER = "after"


class Side(Enum):
    """The two faces of the Apollo/Dionysus tile."""

    APOLLO = "apollo"
    DIONYSUS = "dionysus"


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class OnMuse:
    muse: str


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class OnSide:
    side: Dir


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class OnEdge:
    """The edge between two orthogonally adjacent Muses; the pair is kept sorted."""

    muses: tuple[str, str]

    def __post_init__(self):
        object.__setattr__(self, "muses", tuple(sorted(self.muses)))


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class OnCorner:
    """Corner [c, r]: the north-west corner of square [c, r]."""

    corner: Square


Location = OnMuse | OnSide | OnEdge | OnCorner


# Ability, Place and Step are not frozen dataclasses but are never changed (they hash by
# value): a frozen dataclass's own __init__ makes one object.__setattr__ per field, most of
# the cost of building an action, where plain writes cost little, in Python or compiled
# (engine.native). Same signature, same fields, equality, hash and repr.


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
@dataclass(init=False, unsafe_hash=True)
class Ability:
    target: str
    when: When

    def __init__(self, target: str, when: When):
        self.target = target
        self.when = when

    def to_text(self) -> str:
        return f"{self.when.value}={self.target}"


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class Intervention:
    """A god's tile put into play or moved, at the end of a turn."""

    god: God
    at: Location
    side: Side | None = None
    """Apollo/Dionysus only, as it comes from the Olympus: the side it shows."""

    def to_text(self) -> str:
        return f"{self.god}={location_text(self.at)}" + (f";side={self.side.value}" if self.side else "")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
@dataclass(init=False, unsafe_hash=True)
class Place:
    muse: str
    at: Square
    hidden: bool = False

    def __init__(self, muse: str, at: Square, hidden: bool = False):
        self.muse = muse
        self.at = at
        self.hidden = hidden

    def to_text(self) -> str:
        return f"place;{self.muse};{self.at[0]},{self.at[1]}" + (";down" if self.hidden else "")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
@dataclass(init=False, unsafe_hash=True)
class Step:
    muse: str
    dir: Dir
    ability: Ability | None = None
    intervention: Intervention | None = None

    def __init__(self, muse: str, dir: Dir, ability: Ability | None = None,
                 intervention: Intervention | None = None):
        self.muse = muse
        self.dir = dir
        self.ability = ability
        self.intervention = intervention

    def to_text(self) -> str:
        parts = ["step", self.muse, self.dir.name]
        if self.ability:
            parts.append(self.ability.to_text())
        if self.intervention:
            parts.append(self.intervention.to_text())
        return ";".join(parts)


Action = Place | Step


def renamed_location(loc: Location, rename) -> Location:
    """A location with the Muses it names passed through `rename` (a name to its token, say)."""
    match loc:
        case OnMuse(m):
            return OnMuse(rename(m))
        case OnEdge((a, b)):
            return OnEdge((rename(a), rename(b)))
    return loc


def location_text(at: Location) -> str:
    """A location's compact text form (`muse:Clio`, `corner:1,2`), as in an action's text."""
    match at:
        case OnMuse(muse):
            return f"muse:{muse}"
        case OnSide(side):
            return f"side:{side.name}"
        case OnEdge((a, b)):
            return f"edge:{a}+{b}"
        case OnCorner((c, r)):
            return f"corner:{c},{r}"
    raise TypeError(at)


def _square(text: str) -> Square:
    c, r = text.split(",")
    return (int(c), int(r))


def location_from_text(text: str) -> Location:
    """Parse a location's compact text form; raises ValueError on a malformed text."""
    kind, _, rest = text.partition(":")
    if kind == "muse":
        return OnMuse(rest)
    if kind == "side":
        return OnSide(Dir[rest])
    if kind == "edge":
        a, b = rest.split("+")
        return OnEdge((a, b))
    if kind == "corner":
        return OnCorner(_square(rest))
    raise ValueError(f"unknown location {text!r}")


def action_from_text(text: str) -> Action:
    """Parse the text form of an action; raises ValueError on a malformed text."""
    try:
        kind, muse, *rest = text.split(";")
        if kind == "place":
            if rest[1:] not in ([], ["down"]):
                raise ValueError
            return Place(muse, _square(rest[0]), rest[1:] == ["down"])
        if kind == "step":
            d, *extras = rest
            ability = intervention = None
            side = None
            for extra in extras:
                key, _, value = extra.partition("=")
                if key in ("before", "after") and ability is None:
                    ability = Ability(value, When(key))
                elif key in GODS and intervention is None:
                    intervention = (God(key), location_from_text(value))
                elif key == "side" and intervention is not None and side is None:
                    side = Side(value)
                else:
                    raise ValueError
            return Step(muse, Dir[d], ability,
                        Intervention(intervention[0], intervention[1], side) if intervention else None)
    except (ValueError, KeyError, IndexError):
        pass
    raise ValueError(f"not an action: {text!r}")
