"""The line each move leaves in the log: what changed, in the order it happened, each die
before → after, in English and in Italian."""

from __future__ import annotations

import random

import pytest

from engine import Ability, Dir, Game, Intervention, OnMuse, Options, Place, Step, When
from engine.language import language
from engine.views import public_view
from support.positions import dancing

TABLE = """
Ca Cl Er
Eu Me Po
Te Th Ur
"""
"""Calliope swaps (adjacent), Erato +1 (adjacent), Melpomene −1 (orthogonal); Urania is Neutral."""

LINES = {
    "step": (Step("Calliope", Dir.E), {"Calliope": 3, "Clio": 1, "Erato": 2}, (),
             "ana stepped Calliope east (3 → 4), pushing Clio (1 → 2), Erato (2 → 3)",
             "ana ha mosso Calliope verso est (3 → 4), spingendo Clio (1 → 2), Erato (2 → 3)"),
    "alone": (Step("Erato", Dir.N), {"Erato": 4}, (),
              "ana stepped Erato north (4 → 5)",
              "ana ha mosso Erato verso nord (4 → 5)"),
    "face down pushed": (Step("Calliope", Dir.E), {}, {"Clio"},
                         "ana stepped Calliope east (1 → 2), pushing face-down #1 (1 → 2), Erato (1 → 2)",
                         "ana ha mosso Calliope verso est (1 → 2), spingendo coperta n. 1 (1 → 2), Erato (1 → 2)"),
    "+1 before": (Step("Erato", Dir.N, Ability("Clio", When.BEFORE)), {"Clio": 2}, (),
                  "ana used Erato's ability on Clio (2 → 3); then stepped Erato north (1 → 2)",
                  "ana ha usato il Potere di Erato su Clio (2 → 3); poi ha mosso Erato verso nord (1 → 2)"),
    "−1 after, on a pushed Muse": (
        Step("Melpomene", Dir.N, Ability("Clio", When.AFTER)), {"Clio": 3}, (),
        "ana stepped Melpomene north (1 → 2), pushing Clio (3 → 4); then used Melpomene's ability on Clio (4 → 3)",
        "ana ha mosso Melpomene verso nord (1 → 2), spingendo Clio (3 → 4); poi ha usato il Potere di Melpomene "
        "su Clio (4 → 3)"),
    "swap before": (
        Step("Calliope", Dir.E, Ability("Melpomene", When.BEFORE)), {"Melpomene": 4}, (),
        "ana used Calliope's ability on Melpomene (Melpomene 4 → 1, Calliope 1 → 4); then stepped Calliope east "
        "(4 → 5), pushing Clio (1 → 2), Erato (1 → 2)",
        "ana ha usato il Potere di Calliope su Melpomene (Melpomene 4 → 1, Calliope 1 → 4); poi ha mosso Calliope "
        "verso est (4 → 5), spingendo Clio (1 → 2), Erato (1 → 2)"),
    "a 6 by the step": (Step("Calliope", Dir.E), {"Erato": 5}, (),
                        "ana stepped Calliope east (1 → 2), pushing Clio (1 → 2), Erato (5 → 6) — a die shows 6, "
                        "the hand is over",
                        "ana ha mosso Calliope verso est (1 → 2), spingendo Clio (1 → 2), Erato (5 → 6) — un dado "
                        "mostra 6, la mano è finita"),
    "a 6 by the ability, before the step": (
        Step("Erato", Dir.N, Ability("Clio", When.BEFORE)), {"Clio": 5}, (),
        "ana used Erato's ability on Clio (5 → 6) — a die shows 6, the hand is over",
        "ana ha usato il Potere di Erato su Clio (5 → 6) — un dado mostra 6, la mano è finita"),
    "a tile put": (Step("Erato", Dir.N, None, Intervention("zeus", OnMuse("Thalia"))), {"Erato": 2}, (),
                   "ana stepped Erato north (2 → 3); then put Zeus on Thalia",
                   "ana ha mosso Erato verso nord (2 → 3); poi ha messo Zeus su Thalia"),
}


@pytest.mark.parametrize("kind", LINES)
def test_each_kind_of_move_tells_what_changed_in_order(kind):
    step, dice, hidden, english, italian = LINES[kind]
    game = dancing(TABLE, dice=dice, hidden=hidden, options=Options(interventions=("zeus",)))
    game.apply(step)
    last = public_view(game).last
    assert last is not None
    assert (last.said(), last.said(language("it"))) == (english, italian)


def test_a_moved_tile_is_told_after_the_step():
    game = dancing(TABLE, hidden={"Thalia"}, gods={"zeus": OnMuse("Clio")})
    game.apply(Step("Erato", Dir.N, None, Intervention("zeus", OnMuse("Thalia"))))
    last = public_view(game).last
    assert last is not None and last.said() == "ana stepped Erato north (1 → 2); then moved Zeus to face-down #1"
    assert last.said(language("it")) == "ana ha mosso Erato verso nord (1 → 2); poi ha spostato Zeus su coperta n. 1"


def test_a_placement_names_the_muse_or_its_token_and_no_die():
    game = Game.new(["ana", "ben"], Options(), random.Random(1))
    for hidden in (False, True):
        seat = game.hand.to_move
        assert seat is not None
        muse, square = game.hand.hands[seat][0], public_view(game).legal_squares()[0]
        game.submit(Place(muse, square, hidden), seat)
        last = public_view(game).last
        assert last is not None and last.dice == ()
        if not hidden:
            assert last.said() == f"{game.players[seat]} placed {muse}"
    number = last.muse.removeprefix("face-down #")
    assert last.said() == f"{game.players[seat]} placed a Muse face down: face-down #{number}"
    assert last.said(language("it")) == f"{game.players[seat]} ha piazzato una Musa coperta: coperta n. {number}"
