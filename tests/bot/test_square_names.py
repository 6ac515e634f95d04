"""Squares by the names the board picture draws: offered, typed in any case, explained by `/muses rules`
in every language."""

from __future__ import annotations

import pytest

from bot.core import choices
from bot.core.language import speaking
from bot.core.texts import rules_text
from engine import Deal, Game, Options, Place, Refusal, default_muse_table
from engine.language import codes
from engine.views import player_view

HOW_TO_READ = {"en": "**Squares** are named as on a chess board",
               "it": "Le **caselle** si chiamano come su una scacchiera",
               "de": "**Felder** heißen wie auf einem Schachbrett",
               "es": "Las **casillas** se nombran como en un tablero de ajedrez"}


@pytest.mark.parametrize("code", codes())
def test_the_rules_say_how_to_read_a_squares_name(code):
    with speaking(code):
        said = rules_text(None, default_muse_table())
    assert HOW_TO_READ[code] in said and "M13" in said


def test_a_placement_takes_the_squares_name_in_any_case_and_refuses_any_other():
    game = Game(["ana", "ben", "cy"], Options())
    game.start_hand(Deal((("Calliope", "Clio", "Erato"), ("Euterpe", "Melpomene", "Polyhymnia"),
                          ("Terpsichore", "Thalia", "Urania")), None), 0)
    first = choices.square_choices(player_view(game, 0))
    assert first == [("M13", "M13")] and choices.description(first[0][0]) is None  # the table is empty
    game.submit(Place("Calliope", (0, 0)), 0)
    view = player_view(game, 1)
    assert [value for _label, value in choices.square_choices(view)] == [
        "L12", "L13", "L14", "M12", "M14", "N12", "N13", "N14"]
    assert choices.placement(view, "Euterpe", " n12 ", False) == Place("Euterpe", (1, -1))
    for typed in ("M13", "A1", "B2", "n 12"):
        with pytest.raises(Refusal):
            choices.placement(view, "Euterpe", typed, False)
