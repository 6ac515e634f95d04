"""The buttons of public messages: DynamicItems whose custom id carries the game (and the
board's version), so they keep working after a restart and hold no state."""

from __future__ import annotations

import re

import discord

from . import answers
from .model import StoredGame
from .replies import Refusal, guarded
from .texts import lobby_text

LOBBY_LABELS = {"join": ("Join", discord.ButtonStyle.success), "leave": ("Leave", discord.ButtonStyle.secondary),
                "start": ("Start", discord.ButtonStyle.primary), "cancel": ("Cancel", discord.ButtonStyle.danger)}
BOARD_LABELS = {"turn": ("Take my turn", discord.ButtonStyle.primary), "hand": ("My hand", discord.ButtonStyle.secondary),
                "rules": ("Rules", discord.ButtonStyle.secondary)}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"muses:lobby:(?P<act>join|leave|start|cancel):(?P<game>\d+)"):
    def __init__(self, act: str, game: int):
        label, style = LOBBY_LABELS[act]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"muses:lobby:{act}:{game}"))
        self.act, self.game = act, game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(match["act"], int(match["game"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        session = interaction.client.games.get(self.game)
        if session is None:
            raise Refusal("This lobby is closed")
        user = interaction.user.id
        if self.act == "start":
            await interaction.response.defer()
            await session.start(user)
            return
        if self.act == "cancel":
            await session.cancel(user, answers.is_moderator(interaction))
            await interaction.response.edit_message(content=f"Game #{self.game} was cancelled by <@{user}>.", view=None)
            return
        stored = await (session.join(answers.seat_for(interaction)) if self.act == "join" else session.leave_lobby(user))
        await interaction.response.edit_message(content=lobby_text(stored), view=lobby_view(stored))


class BoardButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"muses:(?P<act>turn|hand|rules):(?P<game>\d+):(?P<version>\d+)"):
    def __init__(self, act: str, game: int, version: int):
        label, style = BOARD_LABELS[act]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"muses:{act}:{game}:{version}"))
        self.act, self.game, self.version = act, game, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(match["act"], int(match["game"]), int(match["version"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        session = interaction.client.games.get(self.game)
        if self.act == "rules":
            await answers.rules(interaction, session.stored.table if session else None)
        elif session is None:
            raise Refusal("This game is over. `/muses export` in its channel gives its record")
        elif self.act == "turn":
            await answers.open_turn(interaction, session, self.version)
        else:
            await answers.my_hand(interaction, session)


class ResetButton(discord.ui.DynamicItem[discord.ui.Button], template=r"muses:reset:(?P<game>\d+)"):
    def __init__(self, game: int):
        super().__init__(discord.ui.Button(label="End the game", style=discord.ButtonStyle.danger,
                                           custom_id=f"muses:reset:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["game"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await answers.reset(interaction, self.game)


def lobby_view(stored: StoredGame) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for act in LOBBY_LABELS:
        view.add_item(LobbyButton(act, stored.id))
    return view


def board_view(stored: StoredGame) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for act in BOARD_LABELS:
        view.add_item(BoardButton(act, stored.id, stored.version))
    return view


def reset_view(game: int) -> discord.ui.View:
    view = discord.ui.View(timeout=300)
    view.add_item(ResetButton(game))
    return view


DYNAMIC_ITEMS = (LobbyButton, BoardButton, ResetButton)
