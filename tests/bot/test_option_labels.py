"""The options a player is offered fit a phone: every label at most LABEL_MAX characters in
every language, the rest in its description; an option naming a Muse says whose it is, its die
and its square, and a face-down Muse only by its token."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from bot.core import choices
from bot.core.choices import LABEL_MAX, description
from bot.core.language import speaking
from bot.edge.panels import DancePanel, Menu, PlacementPanel
from engine import GODS, Game, God, Options, Phase, Step, When, words
from engine.actions import OnCorner, OnEdge, OnMuse
from engine.geometry import square_name
from engine.language import codes
from engine.players import random_action
from engine.views import PlayerView, player_view
from support.positions import dancing

LONG_NAME = "Alexandra Konstantinopoulou-Smit"
"""As long as a Discord name gets (32 characters)."""
STORED = SimpleNamespace(stored=SimpleNamespace(version=1, seats=[SimpleNamespace(user=u) for u in range(4)]))
"""What a panel reads of its session."""

TABLE = """
.  Ca Cl .
Ur Er Eu Me
.  Po Te Th
"""


def every_god() -> Game:
    """Two players dancing with all six tiles: Zeus and Eros in play, Artemis on a corner, the
    Neutral and one Muse of each player face down."""
    return dancing(TABLE, dice={"Calliope": 2, "Erato": 3, "Thalia": 4, "Urania": 5},
                   hidden=("Clio", "Thalia", "Urania"),
                   options=Options(interventions=tuple(GODS)), players=["ana", LONG_NAME],
                   gods={"zeus": OnMuse("Melpomene"), "eros": OnEdge(("Erato", "Euterpe")),
                         "artemis": OnCorner((2, 1))})


def played(players: int, actions: int, seed: int) -> Game:
    """A random game of `players` with every tile, after `actions` actions."""
    rng = random.Random(seed)
    game = Game.new(["ana", LONG_NAME, "cy", "dee"][:players], Options(interventions=tuple(GODS)), rng)
    for _ in range(actions):
        seat = game.hand.to_move
        assert seat is not None and game.hand.phase is not Phase.FINISHED
        game.submit(random_action(player_view(game, seat), rng), seat)
    return game


POSITIONS = {"all tiles": lambda: every_god(), "placing, 3 players": lambda: played(3, 5, 1),
             "placing, 4 players": lambda: played(4, 6, 2), "dancing, 4 players": lambda: played(4, 12, 3),
             "dancing, 3 players": lambda: played(3, 14, 4)}


def options(view: PlayerView) -> list[tuple[str, object]]:
    """Every option the panels and autocomplete offer in this position, the panels' own entries
    (no ability, no intervention, back, pages) with them."""
    if view.phase is Phase.PLACEMENT:
        panel: PlacementPanel | DancePanel = PlacementPanel(STORED, view.seat, view)  # type: ignore[arg-type]
        return [*choices.hand_choices(view), *choices.square_choices(view), *choices.face_choices(view),
                *menu_options(panel)]
    found: list[tuple[str, object]] = [*choices.muse_choices(view)]
    for muse, d in view.legal_steps():
        step = Step(muse, d)
        found += [*choices.direction_choices(view, muse), *choices.ability_choices(view, muse, d),
                  *choices.god_choices(view, step), *choices.intervention_choices(view, step)]
        for god in view.gods:
            found += choices.location_choices(view, step, god)
    muse, d = max(view.legal_steps(), key=lambda s: len(choices.ability_choices(view, *s)))
    panel = DancePanel(STORED, view.seat, view)  # type: ignore[arg-type]
    panel.pick_muse(muse)
    panel.pick_direction(d)
    found += menu_options(panel)
    for god in (g for _label, g in choices.god_choices(view, panel.base())):
        panel.pick_god(god)
        found += menu_options(panel)
        panel.pick_location(panel.location_page(god)[-1][1])  # the next page, or a place
        found += menu_options(panel)
    return found


def menu_options(panel: PlacementPanel | DancePanel) -> list[tuple[str, object]]:
    panel.rebuild()
    return [(o.label if o.description is None else choices.Label(o.label, o.description), o.value)
            for menu in panel.children if isinstance(menu, Menu) for o in menu.options]


@pytest.mark.parametrize("position", POSITIONS)
def test_every_label_fits_a_phone_in_every_language(position):
    game = POSITIONS[position]()
    for code in codes():
        with speaking(code):
            for seat in range(len(game.players)):
                view = player_view(game, seat)
                if view.to_move != seat:
                    continue
                offered = options(view)
                assert offered
                too_long = [label for label, _value in offered if len(label) > LABEL_MAX]
                assert not too_long, (code, too_long)
                assert all(len(description(label) or "") <= 100 for label, _value in offered), code


def test_a_muse_to_step_says_its_colour_name_die_and_square_and_beneath_whose_it_is():
    view = player_view(every_god(), 0)
    offered = {value: (label, description(label)) for label, value in choices.muse_choices(view)}
    at = view.board.at
    assert offered["Calliope"] == (f"🟣 Calliope · die 2 · {square_name(at['Calliope'])}", "ana")
    assert offered["Polyhymnia"] == (f"🟠 Polyhymnia · die 1 · {square_name(at['Polyhymnia'])}", LONG_NAME)
    owners = {0: ("🟣", "ana, your Mysterious Muse"), 1: ("🟠", LONG_NAME), None: ("⚪", "Neutral")}
    hidden = [m for m in view.muses if not m.face_up and m.token in offered]
    assert {m.seat for m in hidden} == {0, 1, None}
    for muse in hidden:
        dot, owner = owners[muse.seat]
        assert offered[muse.token] == (f"{dot} {muse.token} · die {muse.die} · {square_name(muse.at)}", owner)


def test_face_down_muses_are_named_by_token_and_marked_as_mine_only_in_my_own_view():
    game = every_god()
    for seat, mine in ((0, "Clio"), (1, "Thalia")):
        view = player_view(game, seat)
        said = " ".join(f"{label} {description(label)}" for label, _value in options(view))
        hidden = [m for m in ("Clio", "Thalia", "Urania") if m != mine]
        assert not [m for m in hidden if m in said], seat
        assert said.count("your Mysterious Muse") and view.mysterious_token
        marked = {value for label, value in choices.muse_choices(view)
                  if "your Mysterious" in (description(label) or "")}
        assert marked <= {view.mysterious_token}


def test_ability_targets_and_zeus_places_say_whose_the_muse_is_its_die_and_square():
    view = player_view(every_god(), 0)
    muse, d = next((m, d) for m, d in view.legal_steps() if m == "Erato" or m == "Calliope")
    targets = choices.ability_choices(view, muse, d)
    assert targets
    power = words.power(view.board.powers[muse])
    for label, ability in targets:
        board = view.board if ability.when is When.BEFORE else view.board_after(Step(muse, d))
        assert board is not None
        assert label == ("Before the step, on " if ability.when is When.BEFORE else "After the step, on ") + (
            ability.target)
        assert description(label) == (f"{power} · {choices.dot(view, ability.target)} "
                                      f"{choices.whose(view, ability.target)} · die {board.dice[ability.target]} · "
                                      f"{square_name(board.at[ability.target])}")
    step = next(Step(m, d) for m, d in view.legal_steps() if choices.location_choices(view, Step(m, d), God.ZEUS))
    after = view.board_after(step)
    assert after is not None
    on_muses = [(label, loc.muse) for label, loc in choices.location_choices(view, step, God.ZEUS)
                if isinstance(loc, OnMuse)]
    assert on_muses
    for label, muse in on_muses:
        shown = view.muse(muse)
        assert (label, description(label)) == (
            muse, f"{choices.dot(view, muse)} {choices.whose(view, muse)} · die {after.dice[muse]} · "
                  f"{square_name(after.at[muse])}")
        assert choices.dot(view, muse) == {"purple": "🟣", "orange": "🟠", "white": "⚪"}[shown.colour]
