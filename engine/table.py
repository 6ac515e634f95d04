"""Table set-up: options, companies, colours and deals (docs/rules.md section 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from mypy_extensions import mypyc_attr

from .errors import Refusal
from .gods import GODS, God
from .language import N_
from .muses import MUSES, MuseTable, default_muse_table

COLOURS = ("purple", "orange", "white")
_MUSE_SET = frozenset(MUSES)
HAND_SIZE = {2: 4, 3: 3, 4: 2}
TIEBREAKS = ("shared", "trigger-loses")
SCENARIOS: dict[str, tuple[God, ...]] = {
    "Love and Thunder": (God.ZEUS, God.EROS),
    "Love is in the air": (God.EROS, God.AEOLUS),
    "The sacred hunt": (God.EROS, God.ARTEMIS),
    "Island dance": (God.POSEIDON, God.ARTEMIS),
    "The perfect storm": (God.ZEUS, God.POSEIDON, God.AEOLUS),
    "A quarrel between siblings": (God.ARTEMIS, God.APOLLO),
}
"""The expansion's named presets (docs/rules.md 8) that need no Mnemosyne."""
SCENARIO_COMPLEXITY = {"Love and Thunder": "medium", "Love is in the air": "medium", "The sacred hunt": "medium",
                       "Island dance": "medium", "The perfect storm": "high", "A quarrel between siblings": "crazy"}


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class Options:
    """A table's options."""

    hands: int = 1
    tiebreak: str = "shared"
    interventions: tuple[God, ...] = ()
    """The Divine Interventions tiles in play (none: the base game)."""
    muse_table: MuseTable = field(default_factory=default_muse_table, compare=False)
    """The suns and ability of each Muse (the record's `options.tiles`)."""

    def __post_init__(self):
        """Refuses (a Refusal, a ValueError) options that make no game, with a sentence for the host."""
        if self.hands not in (1, 2):
            raise Refusal(N_("a game has 1 or 2 hands"))
        if self.tiebreak not in TIEBREAKS:
            raise Refusal(N_("the tie option is shared or trigger-loses, not {tiebreak}"), tiebreak=repr(self.tiebreak))
        if not self.interventions:  # the base game, as most playouts are: nothing more to check
            object.__setattr__(self, "interventions", ())
            return
        unknown = [t for t in self.interventions if t not in GODS]
        if unknown:
            raise Refusal(N_("unknown intervention tile {tile}"), tile=repr(unknown[0]))
        if len(set(self.interventions)) != len(self.interventions):
            raise Refusal(N_("an intervention tile is named twice"))
        object.__setattr__(self, "interventions", tuple(map(God, self.interventions)))


def n_companies(n_players: int) -> int:
    return 3 if n_players == 3 else 2


def company_of(seat: int, n_players: int) -> int:
    """Seat i plays for company i; with 4 players seats alternate between two teams."""
    return seat % 2 if n_players == 4 else seat


def neutral_colour(n_players: int) -> str | None:
    return None if n_players == 3 else COLOURS[2]


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class Deal:
    """The Muses dealt to each seat, and the Neutral Muse (None with 3 players)."""

    seats: tuple[tuple[str, ...], ...]
    neutral: str | None

    def problem(self, n_players: int) -> str | None:
        """Why this deal does not fit a table of `n_players`; None if it does."""
        if len(self.seats) != n_players:
            return f"the deal must have {n_players} seats"
        size = HAND_SIZE[n_players]
        if any(len(s) != size for s in self.seats):
            return f"each seat is dealt {size} Muses"
        if (self.neutral is None) != (n_players == 3):
            return "a Neutral Muse is dealt with 2 or 4 players, and only then"
        names = [m for s in self.seats for m in s] + ([self.neutral] if self.neutral else [])
        if len(names) == len(MUSES) and set(names) == _MUSE_SET:  # each dealt once: as every deal should be
            return None
        unknown = [m for m in names if m not in MUSES]
        if unknown:
            return f"unknown Muse {unknown[0]!r}"
        if len(set(names)) != len(MUSES):
            return "each of the nine Muses is dealt exactly once"
        return None

    @classmethod
    def random(cls, n_players: int, rng: Random) -> Deal:
        muses = list(MUSES)
        # As rng.shuffle(muses), with the same draws (Random._randbelow), inline.
        bits = rng.getrandbits
        for i in range(len(muses) - 1, 0, -1):
            k = (i + 1).bit_length()
            j = bits(k)
            while j > i:
                j = bits(k)
            muses[i], muses[j] = muses[j], muses[i]
        size = HAND_SIZE[n_players]
        seats = tuple(tuple(sorted(muses[i * size:(i + 1) * size])) for i in range(n_players))
        return cls(seats, muses[-1] if n_players != 3 else None)
