"""The names the rulebook prints, marked for the catalogs (`language.N_`): the gods, the
sides, the Muses, the effects and areas of abilities, the directions, the colours, and a
Muse as shown (`named`). The rules name things with these in their refusals; `words`
makes the sentences about the table."""

from __future__ import annotations

from .actions import When
from .geometry import Dir
from .gods import God
from .language import N_, Phrase

GOD_NAMES = {God.ZEUS: N_("Zeus"), God.POSEIDON: N_("Poseidon"), God.EROS: N_("Eros"), God.ARTEMIS: N_("Artemis"),
             God.AEOLUS: N_("Aeolus"), God.APOLLO: N_("Apollo/Dionysus")}
SIDE_NAMES = {"apollo": N_("Apollo"), "dionysus": N_("Dionysus")}
MUSE_NAMES = (N_("Calliope"), N_("Clio"), N_("Erato"), N_("Euterpe"), N_("Melpomene"), N_("Polyhymnia"),
              N_("Terpsichore"), N_("Thalia"), N_("Urania"))
"""The Muses as each edition prints them (the German one: Kalliope, Klio)."""
EFFECTS = {"+1": N_("raise a die by 1"), "-1": N_("lower a die by 1"), "swap": N_("swap dice values")}
AREAS = {"orthogonal": N_("orthogonal"), "diagonal": N_("diagonal"), "adjacent": N_("adjacent")}
DIRECTIONS = {Dir.N: N_("north"), Dir.E: N_("east"), Dir.S: N_("south"), Dir.W: N_("west")}
WHEN = {When.BEFORE: N_("before"), When.AFTER: N_("after")}
TOKEN = N_("face-down #{number}")
COLOURS = {"purple": N_("purple"), "orange": N_("orange"), "white": N_("white")}
FACE_DOWN = N_("face down")
"""The band of a face-down tile."""


def token(number: int) -> str:
    """The table's name of its `number`th face-down Muse (in placement order): what records and views show."""
    return TOKEN.format(number=number)


def named(name: str) -> Phrase:
    """A Muse as shown (its name, or a face-down token), to be said in any language."""
    number = name.removeprefix("face-down #")
    if number != name and number.isdecimal():
        return Phrase.of(TOKEN, number=int(number))
    return Phrase(name) if name in MUSE_NAMES else Phrase.of("{name}", name=name)
