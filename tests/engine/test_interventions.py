"""Divine Interventions (docs/rules.md section 8): one named test for each tile rule and ruling."""

from __future__ import annotations

import random

import pytest

from engine import (
    SCENARIOS,
    Ability,
    Deal,
    Dir,
    IllegalActionError,
    Intervention,
    OnCorner,
    OnEdge,
    OnMuse,
    OnSide,
    Options,
    Side,
    Step,
    When,
)
from engine.gods import COMPLEXITY
from engine.phases import Phase
from engine.players import random_step
from engine.table import SCENARIO_COMPLEXITY
from support import rulebook
from support.positions import dancing

BLOCK = """
Ca Cl Er
Eu Me Po
Te Th Ur
"""
# Calliope and Urania meet diagonally at corner [1, 1]; everyone else hangs from Urania.
DIAGONAL_PAIR = """
Ca .  .  .  .  .  .  .  .
.  Ur Cl Er Eu Me Po Te Th
"""
ALL = ("zeus", "poseidon", "eros", "artemis", "aeolus", "apollo")


def game_with(text=BLOCK, **kwargs):
    kwargs.setdefault("options", Options(interventions=ALL))
    return dancing(text, **kwargs)


def step(game, muse, d, *, tile=None, at=None, side=None, ability=None):
    iv = Intervention(tile, at, side) if tile else None
    return game.apply(Step(muse, Dir[d], ability, iv))


# --- taking an intervention -------------------------------------------------------

def test_an_intervention_puts_a_tile_from_the_olympus_at_the_end_of_the_turn():
    game = game_with()
    step(game, "Calliope", "N", tile="zeus", at=OnMuse("Melpomene"))
    assert game.hand.board.gods["zeus"] == OnMuse("Melpomene")
    assert game.hand.board.gods["poseidon"] is None


def test_an_intervention_may_instead_move_a_tile_in_play():
    game = game_with(gods={"zeus": OnMuse("Melpomene")})
    step(game, "Calliope", "N", tile="zeus", at=OnMuse("Thalia"))
    assert game.hand.board.gods["zeus"] == OnMuse("Thalia")


def test_moving_a_tile_to_the_location_it_has_is_illegal():
    game = game_with(gods={"zeus": OnMuse("Melpomene")})
    with pytest.raises(IllegalActionError, match="already there"):
        step(game, "Calliope", "N", tile="zeus", at=OnMuse("Melpomene"))


def test_only_enabled_tiles_can_be_used():
    game = dancing(BLOCK, options=Options(interventions=("zeus",)))
    with pytest.raises(IllegalActionError, match="not in this game"):
        step(game, "Calliope", "N", tile="poseidon", at=OnSide(Dir.N))
    with pytest.raises(IllegalActionError, match="not in this game"):
        dancing(BLOCK).apply(Step("Calliope", Dir.N, None, Intervention("zeus", OnMuse("Clio"))))


def test_the_intervention_is_checked_on_the_board_after_the_step():
    # Erato and Melpomene touch only by a corner until Erato steps south beside Melpomene.
    game = game_with()
    step(game, "Erato", "S", tile="eros", at=OnEdge(("Erato", "Melpomene")))
    assert game.hand.board.gods["eros"] == OnEdge(("Erato", "Melpomene"))
    # Clio and Erato share an edge until Erato steps east away from it.
    with pytest.raises(IllegalActionError, match="do not share an edge"):
        step(game_with(), "Erato", "E", tile="eros", at=OnEdge(("Clio", "Erato")))


@pytest.mark.parametrize("muse, dice, ability", [
    ("Calliope", {"Calliope": 5}, None),  # the step makes the 6
    ("Clio", {"Euterpe": 5}, Ability("Euterpe", When.BEFORE)),  # Clio's ability does, before the step
    ("Clio", {"Calliope": 5}, Ability("Calliope", When.AFTER)),  # ... or after it
], ids=["step", "ability-before", "ability-after"])
@pytest.mark.parametrize("at", [OnMuse("Melpomene"), OnMuse("Hermes")], ids=["legal-place", "no-such-muse"])
def test_no_intervention_once_the_hand_has_ended_it_is_refused(muse, dice, ability, at):
    """docs/rules.md 5 and 8: an intervention comes only if the hand did not end, so a turn that ends
    it with one attached is refused, whether or not the tile could have gone there."""
    game = game_with(dice=dice)
    with pytest.raises(IllegalActionError, match="this turn ends the hand: no intervention follows it"):
        step(game, muse, "N", tile="zeus", at=at, ability=ability)
    assert game.hand.phase == Phase.DANCE and game.hand.board.gods["zeus"] is None and not game.history[-1]
    step(game, muse, "N", ability=ability)
    assert game.hand.phase == Phase.FINISHED and game.hand.board.gods["zeus"] is None


def test_the_random_player_takes_no_intervention_with_a_turn_that_ends_the_hand():
    # Calliope swaps her 1 with Clio's 5 before stepping: her step then makes the 6.
    game = game_with(dice={"Clio": 5})
    board = game.hand.board
    made = [random_step(board, random.Random(seed), intervene=1.0) for seed in range(400)]
    swapped = [s for s in made if s and s.muse == "Calliope" and s.ability == Ability("Clio", When.BEFORE)]
    assert swapped and all(s.intervention is None for s in swapped)
    for s in made:
        assert s is not None
        game.copy().apply(s)


# --- Zeus ---------------------------------------------------------------------------

def test_zeus_holds_its_muse_it_cannot_step():
    game = game_with(gods={"zeus": OnMuse("Melpomene")})
    with pytest.raises(IllegalActionError, match="Zeus holds it in place"):
        step(game, "Melpomene", "N")


def test_ruling_zeus_a_step_that_would_push_its_muse_is_illegal():
    game = game_with(gods={"zeus": OnMuse("Melpomene")})
    with pytest.raises(IllegalActionError, match="whom Zeus holds in place"):
        step(game, "Thalia", "N")
    assert ("Thalia", Dir.N) not in game.hand.legal_steps()
    assert ("Clio", Dir.N) in game.hand.legal_steps()


def test_zeus_other_muses_abilities_may_still_target_its_muse():
    game = game_with(gods={"zeus": OnMuse("Melpomene")})
    step(game, "Thalia", "S", ability=Ability("Melpomene", When.BEFORE))
    assert game.hand.board.dice["Melpomene"] == 2


def test_zeus_goes_on_a_muse_only():
    game = game_with()
    with pytest.raises(IllegalActionError, match="Zeus goes on a Muse"):
        step(game, "Calliope", "N", tile="zeus", at=OnSide(Dir.N))


# --- Poseidon -----------------------------------------------------------------------

def test_poseidon_forbids_every_step_in_its_direction_a_push_too():
    game = game_with(gods={"poseidon": OnSide(Dir.N)})
    with pytest.raises(IllegalActionError, match="Poseidon forbids every step north"):
        step(game, "Calliope", "N")
    with pytest.raises(IllegalActionError, match="Poseidon"):
        step(game, "Thalia", "N")
    assert all(d is not Dir.N for _, d in game.hand.legal_steps())
    step(game, "Calliope", "W")


def test_poseidon_goes_on_any_side_of_the_group():
    game = game_with(gods={"poseidon": OnSide(Dir.N)})
    assert game.hand.board.locations("poseidon") == [OnSide(Dir.E), OnSide(Dir.S), OnSide(Dir.W)]
    step(game, "Calliope", "W", tile="poseidon", at=OnSide(Dir.S))
    assert game.hand.board.gods["poseidon"] == OnSide(Dir.S)


# --- Eros ---------------------------------------------------------------------------

def test_eros_joined_muses_move_together_or_not_at_all():
    game = game_with(gods={"eros": OnEdge(("Calliope", "Clio"))})
    with pytest.raises(IllegalActionError, match="part Calliope and Clio, joined by Eros"):
        step(game, "Calliope", "N")
    with pytest.raises(IllegalActionError, match="joined by Eros"):
        step(game, "Euterpe", "N")  # would push Calliope alone
    step(game, "Calliope", "E")  # pushes Clio (and Erato): both move
    assert game.hand.board.at["Calliope"] == (1, 0) and game.hand.board.at["Clio"] == (2, 0)


def test_eros_travels_with_its_pair():
    game = game_with(gods={"eros": OnEdge(("Calliope", "Clio"))})
    step(game, "Calliope", "E")
    assert game.hand.board.gods["eros"] == OnEdge(("Clio", "Calliope"))
    step(game, "Euterpe", "N", tile="eros", at=OnEdge(("Euterpe", "Calliope")))
    assert game.hand.board.gods["eros"].muses == ("Calliope", "Euterpe")


def test_eros_goes_on_the_edge_of_two_orthogonal_neighbours_only():
    game = game_with()
    with pytest.raises(IllegalActionError, match="do not share an edge"):
        step(game, "Erato", "E", tile="eros", at=OnEdge(("Calliope", "Melpomene")))  # diagonal


# --- corners --------------------------------------------------------------------------

def test_a_corner_is_stable_with_two_diagonal_muses_or_three_or_four():
    from engine.geometry import is_stable
    assert is_stable((1, 1), {(0, 0), (1, 1)})
    assert is_stable((1, 1), {(1, 0), (0, 1)})
    assert is_stable((1, 1), {(0, 0), (1, 0), (0, 1)})
    assert not is_stable((1, 1), {(0, 0), (1, 0)})  # two orthogonal neighbours alone
    assert not is_stable((1, 1), {(0, 0)})


def test_a_corner_tile_goes_on_a_stable_corner_only():
    game = game_with()
    with pytest.raises(IllegalActionError, match="that corner is not stable"):
        step(game, "Polyhymnia", "E", tile="artemis", at=OnCorner((1, 0)))
    step(game, "Polyhymnia", "E", tile="artemis", at=OnCorner((1, 1)))
    assert game.hand.board.gods["artemis"] == OnCorner((1, 1))


def test_at_most_one_tile_per_corner():
    game = game_with(gods={"artemis": OnCorner((1, 1))})
    with pytest.raises(IllegalActionError, match="already holds a tile"):
        step(game, "Polyhymnia", "E", tile="aeolus", at=OnCorner((1, 1)))
    assert OnCorner((1, 1)) not in game.hand.board.locations("aeolus")


def test_a_corner_tile_falls_back_to_the_olympus_right_after_a_step_that_unsettles_it():
    game = game_with(DIAGONAL_PAIR, gods={"artemis": OnCorner((1, 1))})
    event = step(game, "Calliope", "E")  # Calliope now beside Urania: orthogonal only
    assert event.fallen == ("artemis",) and game.hand.board.gods["artemis"] is None


def test_a_corner_tile_does_not_travel_with_the_muses():
    game = game_with(gods={"aeolus": OnCorner((1, 1))})
    step(game, "Calliope", "E")  # Ca Cl Er shift east; the corner keeps Clio/Euterpe diagonal
    assert game.hand.board.gods["aeolus"] == OnCorner((1, 1))


def test_the_fall_happens_before_scoring():
    game = game_with(DIAGONAL_PAIR, gods={"artemis": OnCorner((1, 1))}, dice={"Calliope": 5})
    step(game, "Calliope", "E")
    assert game.hand.phase == Phase.FINISHED and game.hand.score.artemis is None


# --- Artemis --------------------------------------------------------------------------

def test_artemis_gives_a_bronze_sun_to_the_company_with_strictly_most_muses_at_its_corner():
    # Corner [1, 1]: Calliope (purple) and the Neutral Urania; the Neutral is not counted.
    game = game_with(DIAGONAL_PAIR, gods={"artemis": OnCorner((1, 1))}, dice={"Thalia": 5})
    step(game, "Thalia", "N")
    score = game.hand.score
    assert score.artemis == 0
    without = game_with(DIAGONAL_PAIR, dice={"Thalia": 5})
    without.apply(Step("Thalia", Dir.N))
    assert score.suns[0] == without.hand.score.suns[0] + 1
    assert score.silver == without.hand.score.silver


def test_ruling_artemis_a_tie_gives_no_sun():
    game = game_with(gods={"artemis": OnCorner((2, 1))}, dice={"Urania": 5})  # Cl Er vs Me Po
    step(game, "Urania", "S")
    assert game.hand.score.artemis is None


# --- Aeolus ---------------------------------------------------------------------------

def test_aeolus_turns_every_four_at_its_corner_into_six():
    game = game_with(gods={"aeolus": OnCorner((1, 1))}, dice={"Calliope": 4, "Terpsichore": 4, "Urania": 5})
    step(game, "Urania", "S")
    score = game.hand.score
    assert score.final["Calliope"] == 6 and score.converted["Calliope"] == "aeolus"
    assert score.final["Terpsichore"] == 4


# --- Apollo / Dionysus ----------------------------------------------------------------

def test_apollo_dionysus_side_is_chosen_when_it_comes_into_play():
    game = game_with()
    with pytest.raises(IllegalActionError, match="choose the side"):
        step(game, "Polyhymnia", "E", tile="apollo", at=OnCorner((1, 1)))
    step(game, "Polyhymnia", "E", tile="apollo", at=OnCorner((1, 1)), side=Side.DIONYSUS)
    assert game.hand.board.apollo_side is Side.DIONYSUS


def test_moving_apollo_dionysus_keeps_its_side_and_takes_no_side():
    game = game_with(gods={"apollo": OnCorner((1, 1))})
    game.hand.board.apollo_side = Side.DIONYSUS
    with pytest.raises(IllegalActionError, match="only when Apollo/Dionysus comes from the Olympus"):
        step(game, "Polyhymnia", "E", tile="apollo", at=OnCorner((1, 2)), side=Side.APOLLO)
    step(game, "Polyhymnia", "E", tile="apollo", at=OnCorner((1, 2)))
    assert game.hand.board.apollo_side is Side.DIONYSUS


def test_only_apollo_dionysus_has_a_side():
    game = game_with()
    with pytest.raises(IllegalActionError, match="a side is chosen only"):
        step(game, "Polyhymnia", "E", tile="artemis", at=OnCorner((1, 1)), side=Side.APOLLO)


def test_a_fall_to_the_olympus_keeps_the_side():
    game = game_with(DIAGONAL_PAIR, gods={"apollo": OnCorner((1, 1))})
    game.hand.board.apollo_side = Side.DIONYSUS
    step(game, "Calliope", "E")
    assert game.hand.board.gods["apollo"] is None and game.hand.board.apollo_side is Side.DIONYSUS


@pytest.mark.parametrize("where", [OnCorner((1, 1)), None])
def test_ruling_dionysian_version_dice_that_reached_six_go_back_to_their_suns(where):
    # Melpomene (2 suns) steps to 6 and pushes Clio (2 suns) from 1 to 2.
    game = game_with(gods={"apollo": where}, dice={"Melpomene": 5})
    game.hand.board.apollo_side = Side.DIONYSUS  # wherever the tile is, the Olympus included
    step(game, "Melpomene", "N")
    score = game.hand.score
    assert score.final["Melpomene"] == 2 and score.converted["Melpomene"] == "dionysus"
    assert score.final["Clio"] == 6 and score.converted["Clio"] == "apollo"


def test_apollo_side_up_changes_nothing_at_scoring():
    game = game_with(gods={"apollo": OnCorner((1, 1))}, dice={"Melpomene": 5})
    step(game, "Melpomene", "N")
    assert game.hand.score.final["Melpomene"] == 6 and "Melpomene" not in game.hand.score.converted


def test_dionysian_version_with_an_ability_that_made_the_six():
    game = game_with(dice={"Melpomene": 5}, gods={"apollo": None})
    game.hand.board.apollo_side = Side.DIONYSUS
    step(game, "Thalia", "S", ability=Ability("Melpomene", When.BEFORE))
    assert game.hand.score.final["Melpomene"] == 2


# --- hands and presets ------------------------------------------------------------------

def test_before_hand_two_every_tile_returns_to_the_olympus_apollo_side_up():
    game = game_with(gods={"zeus": OnMuse("Urania"), "apollo": OnCorner((1, 1))},
                     dice={"Melpomene": 5}, options=Options(hands=2, interventions=ALL))
    game.hand.board.apollo_side = Side.DIONYSUS
    game.apply(Step("Melpomene", Dir.N))
    game.start_hand(Deal(game.hand.deal.seats, game.hand.deal.neutral))
    board = game.hand.board
    assert all(loc is None for loc in board.gods.values()) and board.apollo_side is Side.APOLLO
    assert game.hand.first == 1


def test_scenarios_are_the_rulebooks_presets_without_mnemosyne():
    presets = rulebook.scenarios()
    assert SCENARIOS == {name: tiles for name, (tiles, _) in presets.items()}
    assert SCENARIO_COMPLEXITY == {name: complexity for name, (_, complexity) in presets.items()}
    assert COMPLEXITY == rulebook.god_complexities()
    for tiles in SCENARIOS.values():
        Options(interventions=tiles)
