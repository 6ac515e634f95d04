"""The table in words, in any language (`language.Language`): a Muse, a location, an action —
one function each — with the names the rulebook prints (`names`). Every sentence a player
reads about the table is made here, from what its reader may know: Muses are named as `show`
names them (tokens for face-down ones). An action is a `Phrase`, said later in each reader's
language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import Location, OnCorner, OnEdge, OnMuse, OnSide, Place, When, renamed_location
from .board import Board
from .changes import DieChange
from .geometry import Dir, corner_squares
from .gods import God
from .language import ENGLISH_LANGUAGE, N_, Argument, Joined, Language, Phrase
from .muses import MuseTable, MuseTile, Power
from .names import AREAS, COLOURS, DIRECTIONS, EFFECTS, GOD_NAMES, SIDE_NAMES, WHEN, named
from .state import Event


def god(g: God, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A god's tile by the name the rulebook prints."""
    return lang.gettext(GOD_NAMES[God(g)])


def side(value: str, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A side of the Apollo/Dionysus tile."""
    return lang.gettext(SIDE_NAMES[getattr(value, "value", value)])


def colour(name: str, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A company's colour (any other name as it is)."""
    return lang.gettext(COLOURS[name]) if name in COLOURS else name


def tile(shown: str, lang: Language = ENGLISH_LANGUAGE) -> str:
    """An intervention tile by the face it shows (`zeus`..., `apollo` or `dionysus`)."""
    return side(shown, lang) if shown in SIDE_NAMES else god(God(shown), lang)


def direction(d: Dir, lang: Language = ENGLISH_LANGUAGE) -> str:
    return lang.gettext(DIRECTIONS[d])


def when(w: When, lang: Language = ENGLISH_LANGUAGE) -> str:
    return lang.gettext(WHEN[w])


def name(shown: str, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A Muse's name or token as its edition prints it in `lang`."""
    return named(shown).said(lang)


def power(p: Power, lang: Language = ENGLISH_LANGUAGE) -> str:
    """An ability: its effect and its area."""
    return f"{lang.gettext(EFFECTS[p.effect.value])} ({lang.gettext(AREAS[p.area.value])})"


def suns(n: int, lang: Language = ENGLISH_LANGUAGE) -> str:
    return lang.ngettext("{n} sun", "{n} suns", n).format(n=n)


def muse(tile: MuseTile, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A Muse with what its tile shows: its Will of Apollo and its ability."""
    return lang.gettext(N_("{muse}: Will of Apollo {suns}, {power}")).format(
        muse=name(tile.name, lang), suns=suns(tile.suns, lang), power=power(tile.power, lang))


STAND_IN_VALUES = N_("Values: a stand-in table, not the printed game's (the bot's operator can load the printed one).")
PRINTED_VALUES = N_("Values: the printed game's table, loaded by the bot's operator.")


def values(table: MuseTable, lang: Language = ENGLISH_LANGUAGE) -> str:
    """Where the suns and abilities of a Muse table come from (docs/rules.md 1.1)."""
    return lang.gettext(STAND_IN_VALUES if table.is_stand_in else PRINTED_VALUES)


def location(loc: Location, board: Board) -> Phrase:
    """Where a god's tile lies, as a noun phrase naming the Muses by `board`'s ids (a view's
    board names face-down Muses by token). A corner is named by the Muses around it."""
    match loc:
        case OnMuse(m):
            return named(m)
        case OnEdge(pair):
            a, b = sorted(pair)  # sorted as shown: the order of hidden names is a secret
            return Phrase.of(N_("the edge between {a} and {b}"), a=named(a), b=named(b))
        case OnSide(d):
            return Phrase.of(N_("the {direction} side"), direction=Phrase(DIRECTIONS[d]))
        case OnCorner(k):
            around = sorted(board.occupant[sq] for sq in corner_squares(k) if sq in board.occupant)
            return Phrase.of(N_("the corner between {muses}"), muses=listed(around))  # two Muses at least
    raise TypeError(loc)


def action(event: Event, show: Callable[[str], str], board: Board, dice: Sequence[DieChange]) -> Phrase | Joined:
    """An accepted action (a `state.Event`) in words, naming Muses with `show`, in the order
    things happened, with the dice it changed: `dice`, as `changes.dice_changes` tells them (by
    the names `event` uses). `board` is the table after it, by the names `show` gives."""
    act = event.action
    if isinstance(act, Place):  # where it went is framed on the board picture
        muse_named = named(show(act.muse))
        return Phrase.of(N_("placed a Muse face down: {muse}") if act.hidden else N_("placed {muse}"),
                         muse=muse_named)
    parts: list[Phrase] = []
    ability = act.ability
    used = ability.when if ability and event.target else None
    moved = len(event.moved)
    if used is When.BEFORE:  # its changes come first, then the step's
        parts.append(_used(act.muse, dice[:len(dice) - moved], show))
        dice = dice[len(dice) - moved:]
    if event.moved:
        first, *pushed = dice[:moved]
        stepped: dict[str, Argument] = dict(muse=named(show(act.muse)), direction=Phrase(DIRECTIONS[act.dir]),
                                            before=first.before, after=first.after)
        parts.append(Phrase.of(N_("stepped {muse} {direction} ({before} → {after}), pushing {pushed}"), **stepped,
                               pushed=Joined(tuple(_changed(c, show) for c in pushed), N_(", "))) if pushed
                     else Phrase.of(N_("stepped {muse} {direction} ({before} → {after})"), **stepped))
    if event.fallen:
        parts.append(Phrase.of(N_("{gods} fell back to the Olympus"),
                               gods=Joined(tuple(Phrase(GOD_NAMES[g]) for g in event.fallen), N_(", "))))
    if used is When.AFTER:
        parts.append(_used(act.muse, dice[moved:], show))
    if act.intervention and (event.stuck or not event.ended):
        iv = act.intervention
        at = location(renamed_location(iv.at, show), board)
        tile = Phrase(GOD_NAMES[iv.god])
        if iv.side:
            parts.append(Phrase.of(N_("moved {god} to {place}, {side} side up") if event.tile_moved
                                   else N_("put {god} on {place}, {side} side up"),
                                   god=tile, place=at, side=Phrase(SIDE_NAMES[iv.side.value])))
        else:
            parts.append(Phrase.of(N_("moved {god} to {place}") if event.tile_moved else N_("put {god} on {place}"),
                                   god=tile, place=at))
    text = Joined(tuple(parts), N_("; then ")) if parts else Phrase(N_("had no step left"))
    if event.stuck:
        return Phrase.of(N_("{action} — no Muse can step any more, the hand is over"), action=text)
    return Phrase.of(N_("{action} — a die shows 6, the hand is over"), action=text) if event.ended else text


PUSHED, SWAPPED = "{muse} ({before} → {after})", "{muse} {before} → {after}"
"""A Muse and how its die changed (in a list of pushed Muses, in a swap's brackets): the same
in every language."""


def _changed(change: DieChange, show: Callable[[str], str], form: str = PUSHED) -> Phrase:
    return Phrase.of(form, muse=named(show(change.muse)), before=change.before, after=change.after)


def _used(muse: str, changes: Sequence[DieChange], show: Callable[[str], str]) -> Phrase:
    """`muse`'s ability used, with what it changed: the target's die (+1, −1), or the dice swapped
    (the target's, then `muse`'s)."""
    target, *own = changes
    if not own:
        return Phrase.of(N_("used {muse}'s ability on {target} ({before} → {after})"), muse=named(show(muse)),
                         target=named(show(target.muse)), before=target.before, after=target.after)
    return Phrase.of(N_("used {muse}'s ability on {target} ({swapped})"),
                     muse=named(show(muse)), target=named(show(target.muse)),
                     swapped=Joined(tuple(_changed(c, show, SWAPPED) for c in changes), N_(", ")))


def listed(names: list[str]) -> Phrase | Joined:
    """Muses as a list: "A, B and C"."""
    if len(names) == 1:
        return named(names[0])
    return Phrase.of(N_("{muses} and {last}"), muses=Joined(tuple(map(named, names[:-1])), N_(", ")),
                     last=named(names[-1]))
