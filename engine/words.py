"""The table in English words: a Muse, a location, an action — one function each — and
the names of the gods. Every sentence a player reads about the table is made here, from
what its reader may know: Muses are named as `show` names them (tokens for face-down ones)."""

from __future__ import annotations

from typing import Callable

from .actions import Location, OnCorner, OnEdge, OnMuse, OnSide, Place, When, renamed_location
from .board import Board
from .geometry import corner_squares
from .gods import God
from .muses import MuseTile, Power
from .state import Event

GOD_NAMES = {God.ZEUS: "Zeus", God.POSEIDON: "Poseidon", God.EROS: "Eros", God.ARTEMIS: "Artemis",
             God.AEOLUS: "Aeolus", God.APOLLO: "Apollo/Dionysus"}
EFFECTS = {"+1": "raise a die by 1", "-1": "lower a die by 1", "swap": "swap dice values"}


def god(g: God) -> str:
    """A god's tile by the name the rulebook prints."""
    return GOD_NAMES[God(g)]


def power(p: Power) -> str:
    """An ability: its effect and its area."""
    return f"{EFFECTS[p.effect.value]} ({p.area.value})"


def suns(n: int) -> str:
    return f"{n} sun{'s' if n != 1 else ''}"


def muse(tile: MuseTile) -> str:
    """A Muse with what its tile shows: its Will of Apollo and its ability."""
    return f"{tile.name}: Will of Apollo {suns(tile.suns)}, {power(tile.power)}"


def location(loc: Location, board: Board) -> str:
    """Where a god's tile lies, as a noun phrase naming the Muses by `board`'s ids (a view's
    board names face-down Muses by token). A corner is named by the Muses around it."""
    match loc:
        case OnMuse(m):
            return m
        case OnEdge(pair):
            a, b = sorted(pair)  # sorted as shown: the order of hidden names is a secret
            return f"the edge between {a} and {b}"
        case OnSide(d):
            return f"the {d.word} side"
        case OnCorner(k):
            around = sorted(board.occupant[sq] for sq in corner_squares(k) if sq in board.occupant)
            return "the corner between " + _listed(around)  # a stable corner: two Muses at least
    raise TypeError(loc)


def action(event: Event, show: Callable[[str], str], board: Board) -> str:
    """An accepted action in words, naming Muses with `show`; `board` is the table after it,
    by the same names."""
    act = event.action
    if isinstance(act, Place):  # where it went is framed on the board picture
        name = show(act.muse)
        return f"placed a Muse face down: {name}" if act.hidden else f"placed {name}"
    parts = []
    ability = act.ability
    if ability and ability.when is When.BEFORE:
        parts.append(f"used {show(act.muse)}'s ability on {show(event.target)}")
    if event.moved:
        step = f"stepped {show(act.muse)} {act.dir.word}"
        pushed = [show(m) for m in event.moved[1:]]
        if pushed:
            step += ", pushing " + ", ".join(pushed)
        parts.append(step)
    if event.fallen:
        parts.append(", ".join(map(god, event.fallen)) + " fell back to the Olympus")
    if ability and ability.when is When.AFTER and event.target:
        parts.append(f"used {show(act.muse)}'s ability on {show(event.target)}")
    if act.intervention and (event.stuck or not event.ended):
        iv = act.intervention
        verb = "moved {} to" if event.tile_moved else "put {} on"
        at = renamed_location(iv.at, show)
        parts.append(f"{verb.format(god(iv.god))} {location(at, board)}"
                     + (f", {iv.side.value.capitalize()} side up" if iv.side else ""))
    text = "; then ".join(parts) if parts else "had no step left"
    if event.stuck:
        return text + " — no Muse can step any more, the hand is over"
    return text + (" — a die shows 6, the hand is over" if event.ended else "")


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"

