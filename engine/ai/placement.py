"""Where to place a Muse, and which one to hide (docs/rules.md 3.4 and 3.5).

The placing player keeps its Muse with the highest Will of Apollo for its Mysterious Muse
(a die that must end exactly on its suns is safest where nobody knows the number) and puts
it down last; the others go face up, the widest ability first, where that ability has the
most Muses to act on. The hard player searches its own placement (`placing`) and plays
this rule for everyone in the worlds it imagines; its beliefs take `mysterious_pick` as how
others choose the Muse they hide.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import Place
from ..board import Board
from ..geometry import ADJACENT, Square
from ..muses import MuseTable, MuseTile
from ..views import PlayerView


def hide_preference(tile: MuseTile) -> float:
    """How much a player wants this Muse for its Mysterious Muse (higher: more)."""
    return tile.suns - 0.1 * len(tile.power.area.offsets) / 8


def mysterious_pick(hand: Sequence[str], table) -> str:
    """The Muse of `hand` the normal player (and the search's fixed rule) keeps for its Mysterious Muse."""
    return max(hand, key=lambda m: (hide_preference(table[m]), m))


def square_value(board: Board, tile: MuseTile | None, sq: Square) -> float:
    """How many Muses a placement on `sq` touches, and (face up) has in its ability's area."""
    occupied = board.occupant
    c, r = sq
    value = sum((c + dc, r + dr) in occupied for dc, dr in ADJACENT)
    if tile is not None:
        value += 2 * sum((c + dc, r + dr) in occupied for dc, dr in tile.power.area.offsets)
    return value - 0.01 * (abs(c) + abs(r))


def sensible_placement(view: PlayerView) -> Place:
    """The normal player's placement (the hard player searches its own: `placing`)."""
    return sensible_place(view.board, view.hand, view.muse_table, view.may_hide, view.must_hide)


def sensible_place(board: Board, hand: Sequence[str], table: MuseTable, may_hide: bool, must_hide: bool,
                   keep: str | None = None) -> Place:
    """`sensible_placement` on a table and a hand, for the searches that play it for every seat;
    `keep`: the Muse kept for the Mysterious Muse, if not `mysterious_pick`'s."""
    hand = sorted(hand)
    keep = (keep or mysterious_pick(hand, table)) if may_hide else None
    if must_hide:
        muse, hidden = hand[0], True
    else:
        rest = [m for m in hand if m != keep] or hand
        muse = max(rest, key=lambda m: (len(table[m].power.area.offsets), -table[m].suns, m))
        hidden = False
    tile = None if hidden else table[muse]
    at = max(board.placement_squares(), key=lambda sq: (square_value(board, tile, sq), sq))
    return Place(muse, at, hidden)


def casual_placement(view: PlayerView, rng: random.Random) -> Place:
    """The easy player's placement: any Muse, on a square touching two Muses where it can,
    face down one time in three while it may."""
    squares = view.legal_squares()
    snug = [sq for sq in squares if square_value(view.board, None, sq) >= 2] or squares
    hidden = view.must_hide or (view.may_hide and rng.random() < 1 / 3)
    return Place(rng.choice(sorted(view.hand)), rng.choice(snug), hidden)
