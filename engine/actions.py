"""Actions as small value types, with a compact text form both ways.

A Muse is named by its name or, where a face-down identity must stay secret, by its
public token ("face-down #2"): the engine resolves tokens (`HandState.resolve`).
The text form separates fields with ';' so it fits a Discord custom id and a
database row: ``place;Thalia;1,0;down`` or ``step;Clio;E;after=Thalia;zeus=muse:Erato``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from .geometry import Dir, Square

TILES = ("zeus", "poseidon", "eros", "artemis", "aeolus", "apollo")
"""The Divine Interventions tiles, by record name."""
CORNER_TILES = ("artemis", "aeolus", "apollo")


class When(Enum):
    BEFORE = "before"
    AFTER = "after"


class Side(Enum):
    """The two faces of the Apollo/Dionysus tile."""

    APOLLO = "apollo"
    DIONYSUS = "dionysus"


@dataclass(frozen=True)
class OnMuse:
    muse: str


@dataclass(frozen=True)
class OnSide:
    side: Dir


@dataclass(frozen=True)
class OnEdge:
    """The edge between two orthogonally adjacent Muses; the pair is kept sorted."""

    muses: tuple[str, str]

    def __post_init__(self):
        object.__setattr__(self, "muses", tuple(sorted(self.muses)))


@dataclass(frozen=True)
class OnCorner:
    """Corner [c, r]: the north-west corner of square [c, r]."""

    corner: Square


Location = Union[OnMuse, OnSide, OnEdge, OnCorner]


@dataclass(frozen=True)
class Ability:
    target: str
    when: When


@dataclass(frozen=True)
class Intervention:
    tile: str
    at: Location
    side: Side | None = None


@dataclass(frozen=True)
class Place:
    muse: str
    at: Square
    hidden: bool = False

    def to_text(self) -> str:
        return f"place;{self.muse};{self.at[0]},{self.at[1]}" + (";down" if self.hidden else "")


@dataclass(frozen=True)
class Step:
    muse: str
    dir: Dir
    ability: Ability | None = None
    intervention: Intervention | None = None

    def to_text(self) -> str:
        parts = ["step", self.muse, self.dir.name]
        if self.ability:
            parts.append(f"{self.ability.when.value}={self.ability.target}")
        if self.intervention:
            parts.append(f"{self.intervention.tile}={location_text(self.intervention.at)}")
            if self.intervention.side:
                parts.append(f"side={self.intervention.side.value}")
        return ";".join(parts)


Action = Union[Place, Step]


def location_text(at: Location) -> str:
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


def _location(text: str) -> Location:
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
                elif key in TILES and intervention is None:
                    intervention = (key, _location(value))
                elif key == "side" and intervention is not None and side is None:
                    side = Side(value)
                else:
                    raise ValueError
            return Step(muse, Dir[d], ability,
                        Intervention(intervention[0], intervention[1], side) if intervention else None)
    except (ValueError, KeyError, IndexError):
        pass
    raise ValueError(f"not an action: {text!r}")
