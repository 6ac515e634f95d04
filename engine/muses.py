"""The Muse tiles: each Muse's Will of Apollo and ability, the Muse table, loaded from a data
file (docs/rules.md 1.1). Not to be confused with the gods' tiles (`engine.gods`)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from pathlib import Path
from types import MappingProxyType

from .geometry import ADJACENT, DIAGONAL, DIRS, ORTHOGONAL, offsets_key

MUSES = (
    "Calliope", "Clio", "Erato", "Euterpe", "Melpomene",
    "Polyhymnia", "Terpsichore", "Thalia", "Urania",
)


class MuseTableError(ValueError):
    """A tile table that cannot be used; the message names the problem."""


class Effect(Enum):
    RAISE = "+1"
    LOWER = "-1"
    SWAP = "swap"


class Area(Enum):
    ORTHOGONAL = "orthogonal"
    DIAGONAL = "diagonal"
    ADJACENT = "adjacent"

    key_offsets: tuple[int, ...]
    """Set below."""
    key_offsets_ahead: tuple[tuple[int, ...], ...]
    """For each direction (by `Dir.index`), `key_offsets` but the one back against it: the
    area of a Muse that has just stepped that way, without the square it left."""

    @property
    def offsets(self) -> tuple[tuple[int, int], ...]:
        return {"orthogonal": ORTHOGONAL, "diagonal": DIAGONAL, "adjacent": ADJACENT}[self.value]


# Each area's squares as key offsets (geometry.key): a plain attribute for the engine's
# inner loops, where a dict keyed by Area would hash the member in Python.
for _area in Area:
    _area.key_offsets = offsets_key(_area.offsets)
    _area.key_offsets_ahead = tuple(tuple(o for o in _area.key_offsets if o != -d.offset) for d in DIRS)
del _area


@dataclass(frozen=True)
class Power:
    """A Muse's ability: an effect on one die inside an area around the Muse."""

    effect: Effect
    area: Area


@dataclass(frozen=True)
class MuseTile:
    name: str
    suns: int
    power: Power


STAND_IN = "default"
"""The source of the stand-in table the engine ships (docs/rules.md 1.1)."""


class MuseTable(Mapping[str, MuseTile]):
    """The nine Muse tiles by name; `source` says where they were read (`STAND_IN`, a file, a record)."""

    def __init__(self, tiles: Mapping[str, MuseTile], source: str):
        self._tiles = MappingProxyType(dict(tiles))
        self.source = source
        self.powers: Mapping[str, Power] = MappingProxyType({n: t.power for n, t in tiles.items()})
        """Each Muse's ability, by name (the engine's inner loops read it)."""
        self.suns: Mapping[str, int] = MappingProxyType({n: t.suns for n, t in tiles.items()})
        """Each Muse's Will of Apollo, by name."""

    def __getitem__(self, name: str) -> MuseTile:
        return self._tiles[name]

    def __iter__(self):
        return iter(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __repr__(self) -> str:
        return f"MuseTable({self.source!r})"

    @property
    def is_stand_in(self) -> bool:
        """The engine's stand-in values, not a table the operator (or a record) gave."""
        return self.source == STAND_IN

    def __reduce__(self):
        """A table pickles as its JSON form (views carry it to the drawing processes)."""
        return MuseTable.from_json, (self.to_json(), self.source)

    def to_json(self) -> dict:
        return {t.name: {"suns": t.suns, "effect": t.power.effect.value, "area": t.power.area.value}
                for t in self._tiles.values()}

    @classmethod
    def from_json(cls, data: object, source: str = "<table>") -> MuseTable:
        """Build a table from its JSON form, or raise MuseTableError saying what is wrong."""
        if not isinstance(data, dict):
            raise MuseTableError(f"{source}: a tile table is a JSON object of Muse names")
        unknown = sorted(set(data) - set(MUSES))
        if unknown:
            raise MuseTableError(f"{source}: unknown Muse {unknown[0]!r}")
        missing = [m for m in MUSES if m not in data]
        if missing:
            raise MuseTableError(f"{source}: Muse {missing[0]} is missing")
        tiles = {}
        for name in MUSES:
            entry = data[name]
            if not isinstance(entry, dict) or set(entry) != {"suns", "effect", "area"}:
                raise MuseTableError(f"{source}: {name} needs exactly the keys suns, effect, area")
            suns = entry["suns"]
            if type(suns) is not int or not 1 <= suns <= 3:
                raise MuseTableError(f"{source}: {name}'s suns must be 1, 2 or 3, not {suns!r}")
            try:
                effect = Effect(entry["effect"])
            except ValueError:
                raise MuseTableError(
                    f"{source}: {name}'s effect must be +1, -1 or swap, not {entry['effect']!r}") from None
            try:
                area = Area(entry["area"])
            except ValueError:
                raise MuseTableError(
                    f"{source}: {name}'s area must be orthogonal, diagonal or adjacent, "
                    f"not {entry['area']!r}") from None
            tiles[name] = MuseTile(name, suns, Power(effect, area))
        return cls(tiles, source)

    @classmethod
    def load(cls, path: str | Path) -> MuseTable:
        """Read a table from a JSON file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as e:
            raise MuseTableError(f"{path}: cannot read the tile table ({e.strerror})") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise MuseTableError(f"{path}: not valid JSON ({e.msg}, line {e.lineno})") from None
        return cls.from_json(data, str(path))


def default_muse_table() -> MuseTable:
    """The stand-in table shipped with the engine (docs/rules.md 1.1)."""
    global _DEFAULT
    if _DEFAULT is None:
        text = resources.files("engine").joinpath("data/tiles.json").read_text(encoding="utf-8")
        _DEFAULT = MuseTable.from_json(json.loads(text), STAND_IN)
    return _DEFAULT


_DEFAULT: MuseTable | None = None
