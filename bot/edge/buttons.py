"""The buttons of public messages: DynamicItems whose custom id carries the game (and the
board's version), so they keep working after a restart and hold no state."""

from __future__ import annotations

import logging
import re
from enum import StrEnum
from typing import Any, Self

import discord

from engine import GODS, SCENARIOS, God, Phase, Refusal
from engine.gods import COMPLEXITY
from engine.table import SCENARIO_COMPLEXITY
from engine.views import PublicView

from ..core.choices import Choice, description, echoed, first_choices
from ..core.language import N_, _, speaking
from ..core.stored import AI_LEVELS, StoredGame
from ..core.texts import PLACED, complexity, god, in_god_order, level_name, scenario_name, scenario_of
from . import handlers, server
from .activity import open_board_item
from .client import Interaction, guild_of
from .markup import in_menu
from .permissions import check_can_host, threads_here
from .replies import guarded

log = logging.getLogger(__name__)

AI_DESCRIPTIONS = {"easy": N_("Sensible but beatable; quick"), "normal": N_("Looks one turn ahead"),
                   "hard": N_("Searches whole turns over what the hidden Muses may be")}

class LobbyAct(StrEnum):
    JOIN = "join"
    LEAVE = "leave"
    START = "start"
    CANCEL = "cancel"
    REMOVE_AI = "unai"


class BoardAct(StrEnum):
    TURN = "turn"
    HAND = "hand"
    RULES = "rules"


LOBBY_LABELS = {LobbyAct.JOIN: (N_("Join"), discord.ButtonStyle.success),
                LobbyAct.LEAVE: (N_("Leave"), discord.ButtonStyle.secondary),
                LobbyAct.START: (N_("Start"), discord.ButtonStyle.primary),
                LobbyAct.CANCEL: (N_("Cancel"), discord.ButtonStyle.danger),
                LobbyAct.REMOVE_AI: (N_("Remove an AI"), discord.ButtonStyle.secondary)}
BOARD_LABELS = {BoardAct.TURN: (N_("Take my turn"), discord.ButtonStyle.primary),
                BoardAct.HAND: (N_("My hand"), discord.ButtonStyle.secondary),
                BoardAct.RULES: (N_("Rules"), discord.ButtonStyle.secondary)}
"""The buttons' labels (said in the game's language) and styles."""


class FromCustomId:
    """Rebuilds a DynamicItem from its custom id: the template's named groups are the
    arguments of its constructor (digits as numbers)."""

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[discord.Client], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls(**{k: int(v) if v.isdigit() else v for k, v in match.groupdict().items()})


class LobbyButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"muses:lobby:(?P<act>join|leave|start|cancel|unai):(?P<game>\d+)"):
    def __init__(self, act: str, game: int):
        self.act, self.game = LobbyAct(act), game
        label, style = LOBBY_LABELS[self.act]
        super().__init__(discord.ui.Button(label=_(label), style=style, custom_id=f"muses:lobby:{act}:{game}"))

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        session = _lobby(interaction, self.game)
        user = interaction.user.id
        if self.act is LobbyAct.START:
            check_can_host(interaction)
            await interaction.response.defer()
            await session.start(user, interaction.edit_original_response, threads_here(
                interaction, interaction.client.games.server(session.stored.guild).threads))
        elif self.act is LobbyAct.CANCEL:
            await session.cancel(user, handlers.is_moderator(interaction), interaction.response.edit_message)
        elif self.act is LobbyAct.JOIN:
            await session.join(handlers.seat_for(interaction), interaction.response.edit_message)
        elif self.act is LobbyAct.REMOVE_AI:
            await session.remove_ai(user, interaction.response.edit_message)
        else:
            await session.leave_lobby(user, interaction.response.edit_message)


BASE_GAME = "base"
SCENARIO_SELECT = N_("Divine Interventions: scenario…")
TILES_SELECT = N_("Divine Interventions: tiles…")


class LobbyScenario(FromCustomId, discord.ui.DynamicItem[discord.ui.Select],
                    template=r"muses:lobby:scenario:(?P<game>\d+)"):
    """The host picks a Divine Interventions scenario, or the base game, in the lobby message."""

    def __init__(self, game: int, gods: tuple[God, ...] = ()):
        chosen = scenario_of(gods) if gods else BASE_GAME
        options = [discord.SelectOption(label=_("Base game — no intervention tiles"), value=BASE_GAME,
                                        default=chosen == BASE_GAME)]
        options += [discord.SelectOption(
            label=scenario_name(name), value=name, default=chosen == name,
            description=f"{' + '.join(map(god, preset))} ({complexity(SCENARIO_COMPLEXITY[name])})")
            for name, preset in SCENARIOS.items()]
        super().__init__(discord.ui.Select(placeholder=_(SCENARIO_SELECT), options=options, row=1,
                                           custom_id=f"muses:lobby:scenario:{game}"))
        self.game = game

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        value = self.item.values[0]
        if value != BASE_GAME and value not in SCENARIOS:
            raise Refusal(N_("Choose a scenario from the list"))
        await _set_gods(interaction, self.game, () if value == BASE_GAME else SCENARIOS[value])


class LobbyTiles(FromCustomId, discord.ui.DynamicItem[discord.ui.Select],
                 template=r"muses:lobby:tiles:(?P<game>\d+)"):
    """The host enables intervention tiles one by one (none: the base game) in the lobby message."""

    def __init__(self, game: int, gods: tuple[God, ...] = ()):
        options = [discord.SelectOption(label=f"{god(g)} ({complexity(COMPLEXITY[g])})", value=g, default=g in gods,
                                        description=_("Goes {where}").format(where=_(PLACED[g]))) for g in GODS]
        super().__init__(discord.ui.Select(placeholder=_(TILES_SELECT), options=options, min_values=0,
                                           max_values=len(GODS), row=2, custom_id=f"muses:lobby:tiles:{game}"))
        self.game = game

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        values = self.item.values
        unknown = [v for v in values if v not in GODS]
        if unknown:
            raise Refusal(N_("There is no intervention tile called {name}"), name=repr(echoed(unknown[0])))
        await _set_gods(interaction, self.game, in_god_order(values))


AI_SELECT = N_("Add an AI player…")


class LobbyAI(FromCustomId, discord.ui.DynamicItem[discord.ui.Select],
              template=r"muses:lobby:ai:(?P<game>\d+)"):
    """The host seats an AI player of the level chosen."""

    def __init__(self, game: int):
        options = [discord.SelectOption(label=_("AI ({level})").format(level=level_name(level)), value=level,
                                        description=_(AI_DESCRIPTIONS[level])) for level in AI_LEVELS]
        super().__init__(discord.ui.Select(placeholder=_(AI_SELECT), options=options, row=3,
                                           custom_id=f"muses:lobby:ai:{game}"))
        self.game = game

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        level = self.item.values[0]
        server.check_ai(interaction.client.games.server(guild_of(interaction)), level)
        await _lobby(interaction, self.game).add_ai(interaction.user.id, level, interaction.response.edit_message)


def _lobby(interaction: Interaction, game: int):
    """The session of a lobby's game, or a refusal once it is gone."""
    session = interaction.client.games.get(game)
    if session is None:
        raise Refusal(N_("This lobby is closed"))
    return session


async def _set_gods(interaction: Interaction, game: int, gods: tuple[God, ...]) -> None:
    await _lobby(interaction, game).set_interventions(interaction.user.id, gods, interaction.response.edit_message)


GAME_OVER = N_("This game is over. `/muses export` in its channel gives its record")
PLACE_FIRST, MORE_PLACES = N_("Your turn: choose a square…"), N_("Your turn: more squares…")
DANCE_FIRST = N_("Your turn: choose the Muse to step…")
"""The placeholders of the board's first choice, said in the game's language."""


class BoardButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"muses:(?P<act>turn|hand|rules):(?P<game>\d+):(?P<version>\d+)"):
    def __init__(self, act: str, game: int, version: int):
        self.act, self.game, self.version = BoardAct(act), game, version
        label, style = BOARD_LABELS[self.act]
        super().__init__(discord.ui.Button(label=_(label), style=style, custom_id=f"muses:{act}:{game}:{version}"))

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        session = interaction.client.games.get(self.game)
        if self.act is BoardAct.RULES:
            await handlers.rules(interaction, session)
        elif session is None:
            raise Refusal(GAME_OVER)
        elif self.act is BoardAct.TURN:
            await handlers.open_turn(interaction, session, self.version)
        else:
            await handlers.my_hand(interaction, session)


class FirstChoice(FromCustomId, discord.ui.DynamicItem[discord.ui.Select],
                  template=r"muses:first:(?P<game>\d+):(?P<version>\d+):(?P<part>\d)"):
    """The turn's first choice on the board (`first_choices`: public only): picking one opens the
    panel of the player to move with it chosen. More than 25 options take a menu more (`part`)."""

    def __init__(self, game: int, version: int, part: int, placeholder: str | None = None,
                 options: list[Choice[str]] | None = None):
        super().__init__(discord.ui.Select(
            placeholder=placeholder, row=1 + part, custom_id=f"muses:first:{game}:{version}:{part}",
            options=[discord.SelectOption(label=in_menu(label), value=value,
                                          description=in_menu(description(label) or "") or None)
                     for label, value in options or ()]))
        self.game, self.version = game, version

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        await _show_again(interaction)
        session = interaction.client.games.get(self.game)
        if session is None:
            raise Refusal(GAME_OVER)
        await handlers.open_turn(interaction, session, self.version, self.item.values[0])


async def _show_again(interaction: Interaction) -> None:
    """Answer a pick on the board with the board's controls as they were, so that its menu shows
    its placeholder again: Discord sends no second pick of the option a menu shows (so the answer
    to the pick, the panel or a refusal, follows up)."""
    assert interaction.message is not None, "a menu is picked on a message"
    again = discord.ui.View.from_message(interaction.message, timeout=None)
    again.stop()  # only shown: the DynamicItems answer the board's clicks
    try:
        await interaction.response.edit_message(view=again)
    except discord.HTTPException as e:  # an archived thread, say: the answer is then the response
        log.warning("the board of a pick could not be shown again: %s", e)


class ResetButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"muses:reset:(?P<game>\d+)"):
    def __init__(self, game: int):
        super().__init__(discord.ui.Button(label=_("End the game"), style=discord.ButtonStyle.danger,
                                           custom_id=f"muses:reset:{game}"))
        self.game = game

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        await handlers.reset(interaction, self.game)


class RematchButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                    template=r"muses:rematch:(?P<game>\d+)"):
    """On a game's result: its players open a new lobby like it where its lobby was, or take their seat there."""

    def __init__(self, game: int):
        super().__init__(discord.ui.Button(label=_("Rematch"), style=discord.ButtonStyle.primary,
                                           custom_id=f"muses:rematch:{game}"))
        self.game = game

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        await handlers.rematch(interaction, self.game)


class ForgetButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"muses:forget:(?P<user>\d+)"):
    """Confirms `/muses forget-me`: only the member who asked can press it."""

    def __init__(self, user: int):
        super().__init__(discord.ui.Button(label=_("Forget me"), style=discord.ButtonStyle.danger,
                                           custom_id=f"muses:forget:{user}"))
        self.user = user

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        if interaction.user.id != self.user:
            raise Refusal(N_("This button is for the member who asked to be forgotten"))
        text = await server.forget(interaction, self.user)
        await interaction.response.edit_message(content=text, view=None)


def forget_controls(user: int) -> discord.ui.View:
    controls = discord.ui.View(timeout=300)
    controls.add_item(ForgetButton(user))
    return controls


def lobby_controls(stored: StoredGame, table: str | None = None, launch: bool = False) -> discord.ui.View:
    """The lobby's buttons and menus, in the game's language; "Open the board" as
    `edge.activity.open_board_item` says from `table` and `launch`."""
    controls = discord.ui.View(timeout=None)
    with speaking(stored.table.language):
        for act in LOBBY_LABELS:
            controls.add_item(LobbyButton(act, stored.id))
        controls.add_item(LobbyScenario(stored.id, stored.table.interventions))
        controls.add_item(LobbyTiles(stored.id, stored.table.interventions))
        controls.add_item(LobbyAI(stored.id))
        opening = open_board_item(stored.id, table, launch)
        if opening is not None:
            controls.add_item(opening)
    return controls


def board_controls(stored: StoredGame, view: PublicView, table: str | None = None,
                   launch: bool = False) -> discord.ui.View:
    """The board's buttons, and its first choice while a player (not the AI) is to move, in the
    game's language. `view` is the stored version's public view; `table` the address of the game's
    web table, if the bot has one (a link button "Open the board"), which a button launching the
    Activity replaces where the application has one (`launch`, edge.activity)."""
    controls = discord.ui.View(timeout=None)
    with speaking(stored.table.language):
        for act in BOARD_LABELS:
            controls.add_item(BoardButton(act, stored.id, stored.version))
        opening = open_board_item(stored.id, table, launch)
        if opening is not None:
            controls.add_item(opening)
        if view.to_move is None or stored.seats[view.to_move].ai_plays:
            return controls
        options = first_choices(view)
        placement = view.phase is Phase.PLACEMENT
        for part, start in enumerate(range(0, len(options), 25)):
            placeholder = _(DANCE_FIRST if not placement else MORE_PLACES if part else PLACE_FIRST)
            controls.add_item(FirstChoice(stored.id, stored.version, part, placeholder, options[start:start + 25]))
    return controls


def rematch_controls(stored: StoredGame) -> discord.ui.View:
    """The Rematch button of a game's result, in the game's language."""
    controls = discord.ui.View(timeout=None)
    with speaking(stored.table.language):
        controls.add_item(RematchButton(stored.id))
    return controls


def reset_controls(game: int) -> discord.ui.View:
    controls = discord.ui.View(timeout=300)
    controls.add_item(ResetButton(game))
    return controls


DYNAMIC_ITEMS = (LobbyButton, LobbyScenario, LobbyTiles, LobbyAI, BoardButton, FirstChoice, ResetButton,
                 ForgetButton, RematchButton)
