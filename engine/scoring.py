"""Scoring a hand and deciding the game (docs/rules.md sections 6 and 7)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from .geometry import Square, corner_squares


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
@dataclass(init=False, unsafe_hash=True)  # never changed: as the actions (engine.actions)
class HandScore:
    """What a hand scored. `final` maps each Muse to its die after conversions."""

    final: Mapping[str, int]
    converted: Mapping[str, str]
    """Muse -> the conversion its die took: "apollo", "aeolus" or "dionysus"."""
    dice: tuple[tuple[int, ...], ...]
    """Each company's dice, Neutral removed, in descending order."""
    columns: tuple[int | None, ...]
    """The company that won each column, or None."""
    column_suns: tuple[int, ...]
    """The suns each column gave: 0, 1 (bronze), 2 (silver) or 3 (gold)."""
    suns: tuple[int, ...]
    silver: int | None
    gold: int | None
    artemis: int | None
    """The company that took Artemis's bronze sun, or None."""

    def __init__(self, final: Mapping[str, int], converted: Mapping[str, str], dice: tuple[tuple[int, ...], ...],
                 columns: tuple[int | None, ...], column_suns: tuple[int, ...], suns: tuple[int, ...],
                 silver: int | None, gold: int | None, artemis: int | None):
        self.final = final
        self.converted = converted
        self.dice = dice
        self.columns = columns
        self.column_suns = column_suns
        self.suns = suns
        self.silver = silver
        self.gold = gold
        self.artemis = artemis


def convert(dice: Mapping[str, int], suns: Mapping[str, int], *, dionysian: frozenset[str] = frozenset(),
            aeolus: frozenset[str] = frozenset()) -> tuple[dict[str, int], dict[str, str]]:
    """Apply the conversions in docs/rules.md 6.2 order: the Dionysian version first, then the
    Will of Apollo and the Will of Aeolus on every other die."""
    final, how = {}, {}
    for muse, die in dice.items():
        if muse in dionysian:
            final[muse], how[muse] = suns[muse], "dionysus"
        elif die == suns[muse]:
            final[muse], how[muse] = 6, "apollo"
        elif die == 4 and muse in aeolus:
            final[muse], how[muse] = 6, "aeolus"
        else:
            final[muse] = die
    return final, how


def columns(rows: Sequence[Sequence[int]]) -> list[int | None]:
    """The company strictly highest in each column, or None on a tie for the highest."""
    return [col.index(top) if col.count(top) == 1 else None for col in zip(*rows) for top in (max(col),)]


def touching(corner: Square, at: Mapping[str, Square]) -> list[str]:
    """The Muses on the four squares around a corner."""
    squares = set(corner_squares(corner))
    return [m for m, sq in at.items() if sq in squares]


def artemis_company(corner: Square, at: Mapping[str, Square], company: Mapping[str, int | None],
                    n_companies: int) -> int | None:
    """The company with strictly more Muses around Artemis than every other; Neutral not counted."""
    counts = [0] * n_companies
    for m in touching(corner, at):
        c = company[m]
        if c is not None:
            counts[c] += 1
    top = max(counts)
    return counts.index(top) if top > 0 and counts.count(top) == 1 else None


def score_hand(*, at: Mapping[str, Square], dice: Mapping[str, int], suns: Mapping[str, int],
               company: Mapping[str, int | None], n_companies: int, gold: bool,
               dionysian: frozenset[str] = frozenset(), aeolus: Square | None = None,
               artemis: Square | None = None) -> HandScore:
    """Score a finished hand. `gold`: a silver was taken in an earlier hand, so the
    highest winning die takes gold instead (docs/rules.md 7.1)."""
    near_aeolus = frozenset(touching(aeolus, at)) if aeolus is not None else frozenset()
    final, how = convert(dice, suns, dionysian=dionysian, aeolus=near_aeolus)
    dealt: list[list[int]] = [[] for _ in range(n_companies)]
    for m, die in final.items():
        c = company[m]
        if c is not None:
            dealt[c].append(die)
    for row in dealt:
        row.sort(reverse=True)
    rows = tuple(map(tuple, dealt))
    won = columns(rows)
    # The leftmost won column holds the highest winning die: silver, or gold, instead of bronze.
    first = next((k for k, c in enumerate(won) if c is not None), None)
    top_suns = 3 if gold else 2
    column_suns = tuple(0 if c is None else top_suns if k == first else 1 for k, c in enumerate(won))
    points = [0] * n_companies
    for c, suns_won in zip(won, column_suns):
        if c is not None:
            points[c] += suns_won
    top = None if first is None else won[first]
    bonus = artemis_company(artemis, at, company, n_companies) if artemis is not None else None
    if bonus is not None:
        points[bonus] += 1
    return HandScore(final=final, converted=how, dice=rows, columns=tuple(won), column_suns=column_suns,
                     suns=tuple(points),
                     silver=None if gold else top, gold=top if gold else None, artemis=bonus)


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class Result:
    """The end of a game: suns per company and the winners (several when shared)."""

    suns: tuple[int, ...]
    winners: tuple[int, ...]
    decided_by: str
    """"suns", "gold", "silver", "dice", "trigger-loses" or "shared"."""


def decide(scores: Sequence[HandScore], tiebreak: str, triggered: int | None) -> Result:
    """The winners of a game from its hands' scores (docs/rules.md 7 and 7.1). `triggered` is
    the company that triggered the end of the last hand, or None."""
    totals = tuple(map(sum, zip(*(s.suns for s in scores))))
    best = max(totals)
    tied = [c for c, t in enumerate(totals) if t == best]
    if len(tied) == 1:
        return Result(totals, tuple(tied), "suns")
    for medal in ("gold", "silver"):
        holders = [c for c in tied if any(getattr(s, medal) == c for s in scores)]
        if holders:
            return Result(totals, tuple(holders), medal)
    last = scores[-1]
    sums = {c: sum(last.dice[c]) for c in tied}
    most = max(sums.values())
    tied = [c for c in tied if sums[c] == most]
    if len(tied) == 1:
        return Result(totals, tuple(tied), "dice")
    if tiebreak == "trigger-loses" and triggered in tied:
        tied.remove(triggered)
        return Result(totals, tuple(tied), "trigger-loses" if len(tied) == 1 else "shared")
    return Result(totals, tuple(tied), "shared")
