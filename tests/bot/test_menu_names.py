"""Names in menus as people read them: Discord shows select options, autocomplete choices and
thread names plainly, so a name there is as written (no markdown escaping), and a text too long
for one is cut between words with "…", never inside a name or a square's name."""

from __future__ import annotations

import random
import re

import pytest

from bot.core import choices
from bot.core.language import speaking
from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.core.texts import CUT_AFTER, open_game_label, shortened, thread_name
from bot.edge.commands import _matching
from bot.edge.markup import MENU, in_menu
from bot.edge.panels import DancePanel, Menu, PlacementPanel
from bot.offline.loopback.world import GLOBAL_NAMES, NICKS
from engine import GODS, Game, Options, Phase, Step
from engine.language import codes
from engine.players import random_action
from engine.views import PlayerView, player_view

HOSTILE = [NICKS["alice"], *GLOBAL_NAMES.values()]
"""The loopback's members as Discord shows them: markdown and emoji, CJK, 32 characters, right to left."""
SQUARE = re.compile(r"\b[A-Z]{1,2}\d{1,2}\b")


class Session:
    """What a panel reads of its session."""

    def __init__(self, seats: int):
        self.stored = StoredGame(7, 10, 20, GameStatus.ACTIVE, 1, TableOptions(players=seats),
                                 tuple(Seat(i + 1, name) for i, name in enumerate(HOSTILE[:seats])))


def played(players: int, actions: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(HOSTILE[:players], Options(interventions=tuple(GODS)), rng)
    for _ in range(actions):
        seat = game.hand.to_move
        assert seat is not None and game.hand.phase is not Phase.FINISHED
        game.submit(random_action(player_view(game, seat), rng), seat)
    return game


def shown_options(view: PlayerView) -> list[tuple[str, str | None]]:
    """Every option of the seat's panel menus, as sent to Discord (label, description), along its
    choices: each Muse, direction, ability, tile and place."""
    session = Session(len(view.players))
    if view.phase is Phase.PLACEMENT:
        panel: PlacementPanel | DancePanel = PlacementPanel(session, view.seat, view)  # type: ignore[arg-type]
        return menus(panel)
    found = []
    for muse, d in view.legal_steps()[::3]:
        panel = DancePanel(session, view.seat, view)  # type: ignore[arg-type]
        panel.pick_muse(muse)
        panel.pick_direction(d)
        found += menus(panel)
        for god in (g for _label, g in choices.god_choices(view, panel.base())):
            panel.pick_god(god)
            found += menus(panel)
    return found


def menus(panel: PlacementPanel | DancePanel) -> list[tuple[str, str | None]]:
    panel.rebuild()
    return [(o.label, o.description) for menu in panel.children if isinstance(menu, Menu) for o in menu.options]


def autocompleted(view: PlayerView) -> list[str]:
    """What `/muses move` and `/muses place` offer as one types, as sent to Discord."""
    if view.phase is Phase.PLACEMENT:
        found = [*choices.hand_choices(view), *choices.square_choices(view)]
    else:
        found = [*choices.muse_choices(view)]
        for muse, d in view.legal_steps()[::3]:
            found += [*choices.ability_choices(view, muse, d), *choices.intervention_choices(view, Step(muse, d))]
    return [c.name for c in _matching(found, "")]


def assert_read_as_written(texts: list[str]) -> None:
    for text in texts:
        assert len(text) <= MENU and "\\" not in text and "\ue000" not in text, text


@pytest.mark.parametrize("code", codes())
@pytest.mark.parametrize("players, actions", [(4, 5), (4, 14), (3, 12), (2, 11)], ids=["placing-4", "dancing-4",
                                                                                       "dancing-3", "dancing-2"])
def test_every_menu_and_autocomplete_shows_names_as_written(code, players, actions):
    game = played(players, actions, players + actions)
    seat = game.hand.to_move
    assert seat is not None
    with speaking(code):
        view = player_view(game, seat)
        options = shown_options(view)
        offered = autocompleted(view)
        stored = Session(players).stored
        games = [in_menu(open_game_label(stored)), thread_name(stored)]
    texts = [*(label for label, _ in options), *(d for _, d in options if d), *offered, *games]
    assert options and offered
    assert_read_as_written(texts)
    said = " ".join(texts)
    assert [name for name in HOSTILE[:players] if name in said] == HOSTILE[:players]


def test_a_cut_ends_in_an_ellipsis_between_words_never_inside_a_square():
    description = "Swap, adjacent · 🟣 " + HOSTILE[2] + ", your Mysterious Muse · die 3 · L11 beside M12 and N13"
    for limit in range(40, len(description)):
        cut = shortened(description, limit)
        kept = cut.removesuffix("…")
        assert cut.endswith("…") and len(cut) <= limit and description.startswith(kept)
        after = description[len(kept)]
        assert after.isspace() or after in CUT_AFTER, cut
        assert set(SQUARE.findall(kept)) <= {"L11", "M12", "N13"}
    assert shortened(description, len(description)) == description


def test_a_thread_name_too_long_is_cut_between_names():
    seats = tuple(Seat(i, name) for i, name in enumerate([HOSTILE[2]] * 4))
    stored = StoredGame(12345, 10, 20, GameStatus.ACTIVE, 1, TableOptions(players=4), seats)
    with speaking("en"):
        name = thread_name(stored)
    assert name.endswith("…") and len(name) <= 100 and name.removesuffix("…").endswith(HOSTILE[2])
