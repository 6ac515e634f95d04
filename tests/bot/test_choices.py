"""Every legal action can be entered: for positions of random playouts, each action the engine
lists as legal can be started on the board (its first choice) and picked on the panel, menu by
menu as it offers them, and typed with the slash commands (the autocomplete offers each part, and
the text parses to that action)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import discord
import pytest

from bot.core import choices
from bot.core.choices import option_text
from bot.edge.panels import (
    ABILITY_SELECT,
    DIRECTION_SELECT,
    FACE_SELECT,
    GOD_SELECT,
    MUSE_SELECT,
    DancePanel,
    Menu,
    Page,
    PlacementPanel,
    location_placeholder,
    side_confirm,
)
from engine import GODS, Dir, Game, God, Options, Phase, Place, Side, Step, When
from engine.ai.turns import interventions, turns
from engine.players import random_action
from engine.views import PlayerView, player_view
from support.positions import dancing

STORED = SimpleNamespace(stored=SimpleNamespace(version=1, seats=[SimpleNamespace(user=u) for u in range(4)]))
"""What a panel reads of its session."""


def pick(panel: DancePanel | PlacementPanel, placeholder: str, value: object) -> None:
    """Pick `value` in the panel's menu `placeholder`, as Discord sends it back: by its option text."""
    panel.rebuild()
    menu = next((m for m in panel.children if isinstance(m, Menu) and m.placeholder == placeholder), None)
    assert menu is not None, f"no menu {placeholder!r} for {value!r}: {panel.summary()}"
    text = option_text(value)
    assert text in [o.value for o in menu.options], (placeholder, text, [o.value for o in menu.options])
    menu.on_pick(menu.values_by_text[text])


def on_panel(view: PlayerView, action: Step) -> Step | None:
    """The action the dance panel makes when its player picks, menu by menu, the parts of `action`."""
    assert action.muse in [m for _label, m in choices.first_choices(view)]  # on the board
    panel = DancePanel(STORED, view.seat, view, action.muse)  # type: ignore[arg-type]  # reads only the stored game
    pick(panel, DIRECTION_SELECT, action.dir)
    if action.ability is not None:
        pick(panel, ABILITY_SELECT, action.ability)
    iv = action.intervention
    if iv is not None:
        pick(panel, GOD_SELECT, iv.god)
        placeholder = location_placeholder(iv.god)
        while True:  # the places come a page at a time
            panel.rebuild()
            menu = next(m for m in panel.children if isinstance(m, Menu) and m.placeholder == placeholder)
            if option_text(iv.at) in menu.values_by_text:
                break
            later = [v for v in menu.values_by_text.values() if isinstance(v, Page) and v.number > panel.page]
            assert later, f"{iv.at} is on no page of {placeholder!r}"
            menu.on_pick(later[0])
        menu.on_pick(menu.values_by_text[option_text(iv.at)])
        panel.rebuild()
        buttons = {b.label for b in panel.children if isinstance(b, discord.ui.Button)}
        if iv.side is not None:
            assert side_confirm(iv.side) in buttons, (iv, buttons)
            panel.side = iv.side
        else:
            assert not buttons & {side_confirm(side) for side in Side}, (iv, buttons)
    panel.rebuild()
    action_made = panel.action()
    assert action_made is None or isinstance(action_made, Step)
    return action_made


def typed(view: PlayerView, action: Step) -> Step:
    """The action `/muses move` makes of the option texts its autocomplete offers for `action`."""
    muse, direction = option_text(action.muse), option_text(action.dir)
    assert muse in [option_text(v) for _label, v in choices.muse_choices(view)]
    assert direction in [option_text(v) for _label, v in choices.direction_choices(view, action.muse)]
    ability = option_text(action.ability)
    if action.ability is not None:
        assert ability in [option_text(v) for _label, v in choices.ability_choices(view, action.muse, action.dir)]
    intervention = option_text(action.intervention)
    if action.intervention is not None:
        base = choices.step(muse, direction, ability)
        assert intervention in [option_text(v) for _label, v in choices.intervention_choices(view, base)]
    return choices.step(choices.typed_muse(view, muse), choices.typed_direction(direction), ability, intervention)


def dance_actions(view: PlayerView, rng: random.Random, sample: int) -> list[Step]:
    """Every legal turn without an intervention, and `sample` of those with one (every one that
    puts back a tile the step sent to the Olympus included)."""
    plain: list[Step] = []
    more: list[Step] = []
    fallen: list[Step] = []
    for turn in turns(view.board):
        plain.append(turn.step)
        for whole in interventions(turn):
            iv = whole.step.intervention
            assert iv is not None
            (fallen if view.gods[iv.god] is not None and turn.board.gods[iv.god] is None else more).append(whole.step)
    return plain + fallen + rng.sample(more, min(sample, len(more)))


def placements(view: PlayerView) -> list[Place]:
    faces = [True] if view.must_hide else [False, True] if view.may_hide else [False]
    return [Place(m, sq, hidden) for m in view.hand for sq in view.legal_squares() for hidden in faces]


def check_placement(view: PlayerView, action: Place) -> None:
    code = next(c for c, sq in view.square_codes().items() if sq == action.at)
    assert code in [v for _label, v in choices.first_choices(view)]  # on the board
    panel = PlacementPanel(STORED, view.seat, view, code)  # type: ignore[arg-type]
    pick(panel, MUSE_SELECT, action.muse)
    pick(panel, FACE_SELECT, action.hidden)
    assert panel.action() == action
    assert action.muse in [v for _label, v in choices.hand_choices(view)]
    assert choices.placement(view, choices.typed_muse(view, action.muse), code.lower(), action.hidden) == action


def playout_positions(seed: int, every: int) -> list[tuple[Game, int]]:
    """Positions of a random game (2 to 4 players, a random set of tiles), every `every` actions."""
    rng = random.Random(seed)
    tiles = tuple(God(g) for g in GODS if rng.random() < 0.7) or (God.APOLLO,)
    game = Game.new(["a", "b", "c", "d"][:rng.choice((2, 3, 4))], Options(interventions=tiles), rng)
    found = []
    for n in range(200):
        hand = game.hand
        if hand.phase is Phase.FINISHED:
            break
        seat = hand.to_move
        assert seat is not None
        if n % every == seed % every:
            found.append((game.copy(), seat))
        action = random_action(player_view(game, seat), rng)
        assert action is not None
        game.submit(action, seat)
    return found


def check_position(game: Game, seat: int, rng: random.Random, sample: int) -> int:
    view = player_view(game, seat)
    if view.phase is Phase.PLACEMENT:
        for place in rng.sample(placements(view), min(sample, len(placements(view)))):
            check_placement(view, place)
            game.copy().submit(place, seat)
        return 1
    for action in dance_actions(view, rng, sample):
        assert on_panel(view, action) == action, action
        assert typed(view, action) == action, action
        game.copy().submit(action, seat)  # the engine's list is legal
    return 1


@pytest.mark.parametrize("seed", range(4))
def test_every_legal_action_can_be_entered_on_the_panel_and_typed(seed):
    rng = random.Random(seed)
    assert sum(check_position(game, seat, rng, 12) for game, seat in playout_positions(seed, 3))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [4, 5, 7])
def test_every_legal_action_can_be_entered_on_many_positions(seed):
    """Three more random games, every other position, 30 actions each: three players with every tile,
    two with Zeus alone, two with every tile. (Seed 6, three players with seed 0's tiles, took as long
    as these three together. tests/engine/test_position.py checks the engine's list of legal actions
    itself on many more positions, cheaply.)"""
    rng = random.Random(seed)
    assert sum(check_position(game, seat, rng, 30) for game, seat in playout_positions(seed, 2))


def test_no_ability_after_a_step_that_ends_the_hand_is_offered_on_the_panel_or_typed():
    """The panel's and `/muses move`'s ability options come from the engine's, which offer none
    after a step that makes a 6 (the engine refuses one); before it, they are offered."""
    game = dancing("Ca Cl Er\nEu Me Po\nTe Th Ur", dice={"Thalia": 5})
    view = player_view(game, 0)
    offered = [ability for _label, ability in choices.ability_choices(view, "Thalia", Dir.N)]
    assert offered and all(a.when is When.BEFORE for a in offered)
    panel = DancePanel(STORED, 0, view)  # type: ignore[arg-type]
    panel.pick_muse("Thalia")
    panel.pick_direction(Dir.N)
    panel.rebuild()
    texts = [o.value for menu in panel.children if isinstance(menu, Menu) and menu.placeholder == ABILITY_SELECT
             for o in menu.options]
    assert texts and not [t for t in texts if t.startswith("after=")]
