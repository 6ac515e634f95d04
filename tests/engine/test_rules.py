"""One named test for each rule and ruling of docs/rules.md sections 1 to 7."""

from __future__ import annotations

import random

import pytest

from engine import (
    Ability,
    Deal,
    Dir,
    Game,
    IllegalActionError,
    NotYourTurnError,
    Options,
    Place,
    Step,
    UnknownMuseError,
    When,
    WrongPhaseError,
    default_muse_table,
)
from engine.language import language
from engine.muses import Area, Effect
from engine.phases import Phase
from support.positions import dancing

BLOCK = """
Ca Cl Er
Eu Me Po
Te Th Ur
"""
LINE = "Ca Cl Er Eu Me Po Te Th Ur"
B, A = When.BEFORE, When.AFTER


def step(game, muse, d, target=None, when=B, by=None):
    ability = Ability(target, when) if target else None
    return game.apply(Step(muse, Dir[d], ability), by)


# --- 1. Material and 1.1 tile values ------------------------------------------

def test_default_tile_table_is_the_table_of_rules_1_1():
    expected = {
        "Thalia": (1, "+1", "orthogonal"), "Clio": (2, "+1", "diagonal"),
        "Erato": (3, "+1", "adjacent"), "Melpomene": (2, "-1", "orthogonal"),
        "Euterpe": (3, "-1", "diagonal"), "Polyhymnia": (1, "-1", "adjacent"),
        "Urania": (3, "swap", "orthogonal"), "Terpsichore": (1, "swap", "diagonal"),
        "Calliope": (2, "swap", "adjacent"),
    }
    table = default_muse_table()
    assert {m: (t.suns, t.power.effect.value, t.power.area.value) for m, t in table.items()} == expected


def test_thalia_raises_a_die_by_one_the_rulebooks_fixed_point():
    game = dancing(BLOCK, dice={"Melpomene": 3})
    step(game, "Thalia", "S", "Melpomene", B)
    assert game.hand.board.dice["Melpomene"] == 4


def test_lower_effect_lowers_the_target_die():
    game = dancing(BLOCK, dice={"Clio": 3})
    step(game, "Melpomene", "W", "Clio", B)  # Melpomene: -1 orthogonal, Clio north of it
    assert game.hand.board.dice["Clio"] == 2


def test_a_die_on_one_cannot_be_lowered():
    game = dancing(BLOCK)
    with pytest.raises(IllegalActionError, match="shows 1 and cannot be lowered"):
        step(game, "Melpomene", "W", "Clio", B)


def test_swap_exchanges_values_and_the_dice_stay_with_their_muses():
    game = dancing(BLOCK, dice={"Calliope": 4, "Melpomene": 2})
    step(game, "Calliope", "N", "Melpomene", B)  # Calliope: swap adjacent
    dice = game.hand.board.dice
    assert (dice["Calliope"], dice["Melpomene"]) == (2 + 1, 4)  # Calliope stepped: +1
    assert game.hand.company("Melpomene") == 1 and game.hand.company("Calliope") == 0


def test_swap_between_equal_values_is_illegal():
    game = dancing(BLOCK, dice={"Calliope": 2, "Melpomene": 2})
    with pytest.raises(IllegalActionError, match="same value"):
        step(game, "Calliope", "N", "Melpomene", B)


def test_areas_orthogonal_diagonal_adjacent():
    assert len(Area.ORTHOGONAL.offsets) == 4 and len(Area.DIAGONAL.offsets) == 4
    assert set(Area.ADJACENT.offsets) == set(Area.ORTHOGONAL.offsets) | set(Area.DIAGONAL.offsets)
    game = dancing(BLOCK, dice={m: 2 for m in ("Clio", "Calliope", "Eutherpe")})
    board = game.hand.board
    # Melpomene in the middle: -1 orthogonal reaches Clio only (others on 1 cannot go lower).
    assert board.targets("Melpomene") == ["Clio"]
    # Erato +1 adjacent from the north-east corner: its three neighbours.
    assert board.targets("Erato") == ["Clio", "Melpomene", "Polyhymnia"]
    # Euterpe -1 diagonal from the west edge: Clio and Thalia sit diagonally.
    board.dice["Thalia"] = 3
    assert board.targets("Euterpe") == ["Clio", "Thalia"]
    assert default_muse_table()["Thalia"].power.effect is Effect.RAISE


# --- 2. Geometry --------------------------------------------------------------

def test_directions_north_is_row_minus_one_east_is_col_plus_one():
    game = dancing(BLOCK)
    step(game, "Calliope", "N")
    assert game.hand.board.at["Calliope"] == (0, -1)
    game = dancing(BLOCK)
    step(game, "Erato", "E")
    assert game.hand.board.at["Erato"] == (3, 0)


def test_a_touching_corner_keeps_the_group_together():
    # Calliope steps north to (0, -1): it touches Clio only by a corner.
    game = dancing(BLOCK)
    step(game, "Calliope", "N")
    assert game.hand.phase == Phase.DANCE


def test_the_first_muse_with_three_players_goes_on_the_origin():
    game = Game(["a", "b", "c"], Options())
    game.start_hand(Deal((("Calliope", "Clio", "Erato"), ("Euterpe", "Melpomene", "Polyhymnia"),
                          ("Terpsichore", "Thalia", "Urania")), None), 0)
    assert game.hand.legal_squares() == [(0, 0)]
    with pytest.raises(IllegalActionError, match=r"first Muse goes on \[0, 0\]"):
        game.apply(Place("Clio", (1, 0)))
    game.apply(Place("Clio", (0, 0)))
    assert game.hand.board.at["Clio"] == (0, 0)


# --- 3. Setup -----------------------------------------------------------------

@pytest.mark.parametrize("players,size,neutral_hidden", [(2, 4, True), (3, 3, None), (4, 2, False)])
def test_setup_deals_equal_hands_and_the_neutral_muse(players, size, neutral_hidden):
    game = Game.new([f"p{i}" for i in range(players)], Options(), random.Random(players))
    hand = game.hand
    assert all(len(h) == size for h in hand.hands)
    if neutral_hidden is None:
        assert hand.deal.neutral is None and hand.board.at == {}
    else:
        n = hand.deal.neutral
        assert hand.board.at == {n: (0, 0)} and hand.board.dice[n] == 1
        assert (n in hand.hidden) is neutral_hidden
        assert hand.company(n) is None


def test_four_players_sit_in_alternating_teams():
    game = Game.new(["a", "b", "c", "d"], Options(), random.Random(4))
    assert [game.seat_company(s) for s in range(4)] == [0, 1, 0, 1]


def test_colours_are_fixed_by_company_and_the_neutral_takes_the_leftover():
    from engine.views import public_view
    game = dancing(BLOCK)
    colours = {m.token: m.colour for m in public_view(game).muses}
    assert colours["Calliope"] == "purple" and colours["Melpomene"] == "orange"
    assert colours["Urania"] == "white"


def test_the_first_player_is_drawn_at_random():
    firsts = {Game.new(["a", "b", "c"], Options(), random.Random(seed)).hand.first for seed in range(40)}
    assert firsts == {0, 1, 2}


def test_placement_goes_round_the_table_from_the_first_player():
    game = Game(["a", "b", "c"], Options())
    game.start_hand(Deal((("Calliope", "Clio", "Erato"), ("Euterpe", "Melpomene", "Polyhymnia"),
                          ("Terpsichore", "Thalia", "Urania")), None), 2)
    assert game.hand.to_move == 2
    game.apply(Place("Thalia", (0, 0)), by=2)
    assert game.hand.to_move == 0
    with pytest.raises(NotYourTurnError):
        game.apply(Place("Euterpe", (1, 0)), by=1)


def test_a_placed_muse_must_touch_a_muse_in_play_by_edge_or_corner():
    game = Game(["a", "b"], Options())
    game.start_hand(Deal(((("Calliope", "Clio", "Erato", "Euterpe")),
                          ("Melpomene", "Polyhymnia", "Terpsichore", "Thalia")), "Urania"), 0)
    with pytest.raises(IllegalActionError, match="does not touch"):
        game.apply(Place("Clio", (2, 0)))
    with pytest.raises(IllegalActionError, match="is taken"):
        game.apply(Place("Clio", (0, 0)))
    game.apply(Place("Clio", (1, 1)))  # the Neutral Muse's corner
    assert len(game.hand.legal_squares()) == 12


def test_a_placed_muse_gets_its_companys_die_showing_one():
    game = Game(["a", "b"], Options())
    game.start_hand(Deal(((("Calliope", "Clio", "Erato", "Euterpe")),
                          ("Melpomene", "Polyhymnia", "Terpsichore", "Thalia")), "Urania"), 1)
    game.apply(Place("Thalia", (0, 1)))
    assert game.hand.board.dice["Thalia"] == 1 and game.hand.company("Thalia") == 1


def test_only_your_own_muses_can_be_placed():
    game = Game(["a", "b"], Options())
    game.start_hand(Deal(((("Calliope", "Clio", "Erato", "Euterpe")),
                          ("Melpomene", "Polyhymnia", "Terpsichore", "Thalia")), "Urania"), 0)
    with pytest.raises(IllegalActionError, match="not in your hand"):
        game.apply(Place("Thalia", (0, 1)))
    with pytest.raises(UnknownMuseError):
        game.apply(Place("Zeus", (0, 1)))


def _two_player_placing():
    game = Game(["a", "b"], Options())
    game.start_hand(Deal(((("Calliope", "Clio", "Erato", "Euterpe")),
                          ("Melpomene", "Polyhymnia", "Terpsichore", "Thalia")), "Urania"), 0)
    return game


def test_exactly_one_mysterious_muse_a_second_face_down_is_illegal():
    game = _two_player_placing()
    game.apply(Place("Clio", (1, 0), hidden=True))
    game.apply(Place("Thalia", (-1, 0)))
    with pytest.raises(IllegalActionError, match="already placed your Mysterious Muse"):
        game.apply(Place("Erato", (2, 0), hidden=True))


def test_the_mysterious_muse_need_not_be_the_first_but_the_last_must_go_down_if_none_did():
    game = _two_player_placing()
    squares = iter([(1, 0), (-1, 0), (2, 0), (-2, 0), (3, 0), (-3, 0), (4, 0), (-4, 0)])
    for muse in ("Calliope", "Melpomene", "Clio", "Polyhymnia", "Erato"):
        game.apply(Place(muse, next(squares), hidden=muse == "Polyhymnia"))
    game.apply(Place("Terpsichore", next(squares)))  # seat 1 already hid Polyhymnia
    with pytest.raises(IllegalActionError, match="last Muse must go face down"):
        game.apply(Place("Euterpe", next(squares)))
    game.apply(Place("Euterpe", (4, 0), hidden=True))
    assert game.hand.mysterious == {0: "Euterpe", 1: "Polyhymnia"}


def test_the_dance_begins_after_the_last_placement_with_the_first_player():
    for first in (0, 1):
        game = Game(["a", "b"], Options())
        game.start_hand(Deal(((("Calliope", "Clio", "Erato", "Euterpe")),
                              ("Melpomene", "Polyhymnia", "Terpsichore", "Thalia")), "Urania"), first)
        hands = [["Calliope", "Clio", "Erato", "Euterpe"], ["Melpomene", "Polyhymnia", "Terpsichore", "Thalia"]]
        for i in range(8):
            seat = game.hand.to_move
            muse = hands[seat].pop(0)
            assert game.hand.phase == Phase.PLACEMENT
            game.apply(Place(muse, (i + 1, 0), hidden=not hands[seat]), by=seat)
        assert game.hand.phase == Phase.DANCE and game.hand.to_move == first
        with pytest.raises(WrongPhaseError, match="expected step"):
            game.apply(Place("Clio", (0, 1)))


# --- 4. A turn of the dance ---------------------------------------------------

def test_any_muse_may_step_anyones_face_down_and_neutral_included():
    game = dancing(BLOCK, hidden={"Urania", "Clio"})
    step(game, "Polyhymnia", "E", by=0)  # an opponent's Muse
    step(game, "Urania", "S", by=1)      # the face-down Neutral
    step(game, "Clio", "N", by=0)        # a face-down Muse
    assert game.hand.board.at["Urania"] == (2, 3) and game.hand.board.at["Clio"] == (1, -1)


def test_a_step_into_an_occupied_square_pushes_the_line_ahead():
    game = dancing(LINE)
    step(game, "Calliope", "E")
    board = game.hand.board
    assert board.at["Calliope"] == (1, 0) and board.at["Urania"] == (9, 0)
    assert all(board.dice[m] == 2 for m in board.at)


def test_the_push_stops_at_the_first_empty_square():
    game = dancing("""
    Ca Cl . Er Eu
    Me Po Te Th Ur
    """)
    step(game, "Calliope", "E")
    board = game.hand.board
    assert board.at["Clio"] == (2, 0) and board.at["Erato"] == (3, 0)
    assert board.dice["Clio"] == 2 and board.dice["Erato"] == 1


def test_a_step_that_splits_the_group_is_illegal():
    game = dancing(LINE)
    with pytest.raises(IllegalActionError, match="Calliope cannot step west: Calliope would be left alone"):
        step(game, "Calliope", "W")
    with pytest.raises(IllegalActionError, match="would be cut off"):
        step(game, "Melpomene", "E")  # pushes Po Te Th Ur away from Eu


def test_every_muse_that_moved_raises_its_die_whoever_owns_it():
    game = dancing(BLOCK)
    step(game, "Melpomene", "N")
    dice = game.hand.board.dice
    assert (dice["Melpomene"], dice["Clio"]) == (2, 2)
    assert sum(dice.values()) == 9 + 2


def test_only_the_stepping_muse_uses_its_ability_and_only_face_up():
    game = dancing(BLOCK, hidden={"Thalia"}, dice={"Melpomene": 2})
    with pytest.raises(IllegalActionError, match="face-down #1 is face down: its ability cannot be used"):
        step(game, "Thalia", "S", "Melpomene", B)


def test_a_pushed_muse_does_not_use_its_ability():
    game = dancing(BLOCK)
    event = step(game, "Melpomene", "N")  # pushes Clio
    assert event.moved == ("Melpomene", "Clio") and event.target is None


def test_ability_before_is_measured_from_where_the_muse_stands():
    game = dancing(BLOCK)
    step(game, "Thalia", "S", "Melpomene", B)
    assert game.hand.board.dice["Melpomene"] == 2


def test_ability_after_is_measured_from_the_new_square():
    game = dancing(BLOCK)
    with pytest.raises(IllegalActionError, match="outside Thalia's orthogonal area"):
        step(game, "Thalia", "S", "Melpomene", A)  # Thalia now at (1, 3): nobody orthogonal
    step(game, "Clio", "N", "Calliope", A)  # Clio at (1, -1): Calliope (0, 0) is diagonal
    assert game.hand.board.dice["Calliope"] == 2


def test_the_ability_needs_a_legal_step_of_the_same_muse():
    game = dancing(LINE, dice={"Clio": 2})
    with pytest.raises(IllegalActionError, match="cannot step west"):
        step(game, "Calliope", "W", "Clio", B)
    assert game.hand.board.dice == dancing(LINE, dice={"Clio": 2}).hand.board.dice


def test_an_ability_may_target_a_face_down_muse():
    game = dancing(BLOCK, hidden={"Melpomene"})
    step(game, "Thalia", "S", "Melpomene", B)
    assert game.hand.board.dice["Melpomene"] == 2


def test_a_rejected_action_leaves_the_game_unchanged():
    game = dancing(BLOCK, dice={"Melpomene": 3})
    before = (dict(game.hand.board.at), dict(game.hand.board.dice), game.hand.to_move)
    with pytest.raises(IllegalActionError):
        step(game, "Thalia", "S", "Melpomene", A)  # the step is fine, the ability after is not
    assert (game.hand.board.at, game.hand.board.dice, game.hand.to_move) == before
    assert game.history[-1] == []


def test_turns_follow_seat_order():
    game = dancing(BLOCK, to_move=1)
    with pytest.raises(NotYourTurnError):
        step(game, "Calliope", "N", by=0)
    step(game, "Calliope", "N", by=1)
    assert game.hand.to_move == 0


# --- 4.3 and 5. The end of a hand --------------------------------------------

def test_a_step_that_makes_a_six_ends_the_hand_at_once():
    game = dancing(BLOCK, dice={"Melpomene": 5}, to_move=1)
    event = step(game, "Melpomene", "N")
    assert event.ended and game.hand.phase == Phase.FINISHED
    assert game.hand.triggered_by == 1 and game.hand.to_move is None


def test_a_pushed_muse_reaching_six_ends_the_hand_too():
    game = dancing(BLOCK, dice={"Clio": 5}, hidden={"Clio"})
    step(game, "Melpomene", "N")
    assert game.hand.phase == Phase.FINISHED and game.hand.board.dice["Clio"] == 6


def test_a_six_made_by_the_ability_before_the_step_cuts_off_the_step():
    game = dancing(BLOCK, dice={"Melpomene": 5})
    event = step(game, "Thalia", "S", "Melpomene", B)
    hand = game.hand
    assert hand.phase == Phase.FINISHED and hand.board.at["Thalia"] == (1, 2) and hand.board.dice["Thalia"] == 1
    assert event.moved == () and event.target == "Melpomene"


def test_the_step_is_checked_even_when_the_ability_before_ends_the_hand():
    game = dancing(LINE, dice={"Clio": 5})
    with pytest.raises(IllegalActionError, match="cannot step west"):
        step(game, "Calliope", "W", "Clio", B)


@pytest.mark.parametrize("target", ["Melpomene", "Calliope"], ids=["in-its-area", "out-of-its-area"])
@pytest.mark.parametrize("dice", [{"Thalia": 5}, {"Melpomene": 5}], ids=["the-step", "a-push"])
def test_an_ability_after_a_step_that_made_six_is_refused(dice, target):
    """docs/rules.md 5: what is left of the turn does not happen, so an ability after a step that made
    a 6 (by the Muse stepping or one it pushed) is refused, as an intervention is, whether or not
    its target could have been chosen; the same step without it ends the hand."""
    game = dancing(BLOCK, dice={**dice, "Calliope": 3})
    with pytest.raises(IllegalActionError, match="this step ends the hand: no ability follows it"):
        step(game, "Thalia", "N", target, A)
    assert game.hand.phase == Phase.DANCE and not game.history[-1]
    step(game, "Thalia", "N")
    assert game.hand.phase == Phase.FINISHED and game.hand.board.dice["Calliope"] == 3


@pytest.mark.parametrize("code, said", [
    ("en", "this step ends the hand: no ability follows it"),
    ("it", "questo movimento chiude la mano: nessun Potere lo segue"),
    ("de", "dieser Schritt beendet die Runde: keine Kraft folgt darauf"),
    ("es", "este paso termina la mano: no le sigue ningún Poder"),
])
def test_the_ability_after_a_hand_ending_step_is_refused_in_each_language(code, said):
    game = dancing(BLOCK, dice={"Thalia": 5})
    with pytest.raises(IllegalActionError) as refused:
        step(game, "Thalia", "N", "Melpomene", A)
    assert refused.value.phrase.said(language(code)) == said


def test_an_ability_after_a_step_that_made_six_does_not_happen_in_a_record():
    """A record replays as it did (docs/record.md): the ability is neither used nor checked."""
    game = dancing(BLOCK, dice={"Thalia": 5, "Calliope": 3})
    game.play(Step("Thalia", Dir.N, Ability("Calliope", A)), recorded=True)  # Calliope is not in Thalia's area
    assert game.hand.phase == Phase.FINISHED and game.hand.board.dice["Calliope"] == 3


def test_a_six_made_by_the_ability_after_ends_the_hand():
    game = dancing(BLOCK, dice={"Calliope": 5})
    step(game, "Clio", "N", "Calliope", A)
    assert game.hand.phase == Phase.FINISHED and game.hand.triggered_by == 0


def test_no_action_is_accepted_once_the_hand_is_over():
    game = dancing(BLOCK, dice={"Melpomene": 5})
    step(game, "Melpomene", "N")
    with pytest.raises(WrongPhaseError, match="hand is over"):
        step(game, "Calliope", "N")


def test_face_down_muses_are_revealed_when_the_hand_ends():
    game = dancing(BLOCK, dice={"Melpomene": 5}, hidden={"Clio", "Thalia", "Urania"})
    step(game, "Melpomene", "N")
    assert game.hand.hidden == set()


# --- 6. Scoring ---------------------------------------------------------------

def test_will_of_apollo_turns_a_die_equal_to_its_suns_into_six_and_the_neutral_is_removed():
    # Clio (2 suns) on 2 -> 6; Erato (3 suns) on 2 stays; Urania (the Neutral) on 3 is removed.
    game = dancing(BLOCK, dice={"Melpomene": 5, "Clio": 1, "Erato": 2, "Urania": 3})
    step(game, "Melpomene", "N")  # pushes Clio to 2, Melpomene to 6
    score = game.hand.score
    assert score.final["Clio"] == 6 and score.converted["Clio"] == "apollo"
    assert score.final["Erato"] == 2 and score.final["Calliope"] == 1
    # Polyhymnia, Terpsichore and Thalia have 1 sun and show 1; the Neutral's die is gone.
    assert score.dice == ((6, 2, 1, 1), (6, 6, 6, 6))


def test_scoring_columns_a_tie_for_highest_scores_nobody():
    from engine.scoring import columns
    assert columns([(6, 4, 3), (6, 4, 1), (5, 2, 2)]) == [None, None, 0]


def _score(rows, *, gold=False, suns=0, neutral=None):
    """Score dice rows, one company a row, with every Will of Apollo set to `suns`
    (0, by default, so that no die is converted)."""
    from engine.scoring import score_hand
    names = [f"m{c}{i}" for c, row in enumerate(rows) for i in range(len(row))]
    dice = {f"m{c}{i}": v for c, row in enumerate(rows) for i, v in enumerate(row)}
    company = {f"m{c}{i}": c for c, row in enumerate(rows) for i in range(len(row))}
    if neutral is not None:
        dice["n"], company["n"] = neutral, None
        names.append("n")
    at = {m: (i, 0) for i, m in enumerate(names)}
    return score_hand(at=at, dice=dice, suns={m: suns for m in names}, company=company,
                      n_companies=len(rows), gold=gold)


def test_rulebook_scoring_example_orange_silver_white_bronze():
    purple, orange, white = (6, 4, 3), (5, 5, 3), (6, 4, 4)
    score = _score([purple, orange, white])
    assert score.columns == (None, 1, 2)
    assert score.suns == (0, 2, 1) and score.silver == 1 and score.gold is None


def test_the_silver_goes_to_the_highest_winning_die_the_leftmost_won_column():
    score = _score([(6, 5, 2, 2), (6, 4, 3, 3)])
    assert score.columns == (None, 0, 1, 1)
    assert score.silver == 0 and score.suns == (2, 2)


def test_no_column_won_means_no_suns_and_no_silver():
    score = _score([(6, 4, 2, 2), (6, 4, 2, 2)])
    assert score.suns == (0, 0) and score.silver is None


def test_the_neutral_die_is_removed_before_the_columns():
    score = _score([(5, 4), (4, 4)], neutral=6)
    assert score.dice == ((5, 4), (4, 4)) and score.suns == (2, 0)
    assert "n" in score.final and all(6 not in row for row in score.dice)


def test_will_of_apollo_at_scoring_level():
    score = _score([(2, 1), (3, 3)], suns=2)
    assert score.dice == ((6, 1), (3, 3)) and score.converted == {"m00": "apollo"}


# --- 7. Victory ----------------------------------------------------------------

def _decide(hands, tiebreak="shared", triggered=None):
    from engine.scoring import decide
    return decide(hands, tiebreak, triggered)


def test_most_suns_wins():
    result = _decide([_score([(6, 5, 4), (5, 4, 3), (1, 1, 1)])])
    assert result.winners == (0,) and result.decided_by == "suns"


def test_a_tie_on_suns_goes_to_the_silver():
    # purple wins column 1 (silver, 2); orange wins columns 3 and 4 (2 bronze).
    score = _score([(6, 4, 2, 2), (5, 4, 3, 3)])
    assert score.suns == (2, 2)
    assert _decide([score]).winners == (0,) and _decide([score]).decided_by == "silver"


def test_ruling_then_the_highest_sum_of_final_dice():
    # Every column is tied at the top, so nobody scores; purple's dice add up to most.
    score = _score([(6, 5), (6, 4), (5, 5)])
    assert score.suns == (0, 0, 0)
    result = _decide([score])
    assert result.winners == (0,) and result.decided_by == "dice"


def test_equal_dice_sums_go_to_the_tie_option():
    score = _score([(6, 4, 3), (6, 4, 2), (6, 4, 3)])
    assert score.suns == (0, 0, 0)
    result = _decide([score])
    assert result.winners == (0, 2) and result.decided_by == "shared"


def test_tie_option_shared_is_the_default():
    score = _score([(6, 3), (6, 3)])
    assert _decide([score]).winners == (0, 1)


def test_tie_option_trigger_loses():
    score = _score([(6, 3), (6, 3)])
    assert _decide([score], "trigger-loses", triggered=1).winners == (0,)
    assert _decide([score], "trigger-loses", triggered=1).decided_by == "trigger-loses"


def test_tie_option_trigger_loses_shares_when_nobody_triggered_or_several_remain():
    score = _score([(6, 3), (6, 3), (6, 3)])
    assert _decide([score], "trigger-loses", triggered=None).winners == (0, 1, 2)
    assert _decide([score], "trigger-loses", triggered=2).winners == (0, 1)


def test_two_hands_gold_replaces_silver_when_hand_one_gave_silver():
    first = _score([(6, 4), (5, 4)])
    second = _score([(4, 4), (6, 1)], gold=True)
    assert first.silver == 0 and second.gold == 1 and second.silver is None
    assert second.suns == (1, 3)
    result = _decide([first, second])
    assert result.suns == (3, 3) and result.winners == (1,) and result.decided_by == "gold"


def test_two_hands_without_silver_in_hand_one_the_second_gives_silver():
    first = _score([(6, 4), (6, 4)])
    second = _score([(4, 4), (6, 1)], gold=False)
    assert first.silver is None and second.silver == 1 and second.suns == (1, 2)


def test_two_hands_then_the_dice_sum_of_hand_two():
    first = _score([(6, 5), (6, 4), (5, 5)])  # purple has the highest sum here...
    second = _score([(6, 4), (6, 5), (5, 5)])  # ...orange in hand 2, which counts
    assert first.suns == second.suns == (0, 0, 0)
    result = _decide([first, second])
    assert result.winners == (1,) and result.decided_by == "dice"


STUCK_BEFORE = """
.  .  .  .  .  .  .  Ur
.  .  .  .  .  .  Th .
.  .  .  .  .  Te .  .
.  .  .  .  Po .  .  .
.  .  .  Me .  .  .  .
.  .  Eu .  .  .  .  .
Ca Er .  .  .  .  .  .
Cl .  .  .  .  .  .  .
"""


def test_ruling_no_legal_step_for_any_muse_ends_the_hand_at_once():
    from engine import Intervention, OnEdge, OnMuse, OnSide
    game = dancing(STUCK_BEFORE, options=Options(interventions=("zeus", "poseidon", "eros")),
                   gods={"zeus": OnMuse("Urania"), "eros": OnEdge(("Calliope", "Clio"))})
    assert game.hand.legal_steps()
    # Calliope pushes Clio south; Poseidon on the north side then forbids the last legal step.
    event = game.apply(Step("Calliope", Dir.S, intervention=Intervention("poseidon", OnSide(Dir.N))))
    hand = game.hand
    assert hand.board.legal_steps() == []
    assert hand.phase == Phase.FINISHED and hand.triggered_by is None and event.ended
    assert hand.score is not None
    assert event.stuck
    from engine.views import public_view
    assert public_view(game).last.text == (
        "ana stepped Calliope south (1 → 2), pushing Clio (1 → 2); then put Poseidon on the north side"
        " — no Muse can step any more, the hand is over")
