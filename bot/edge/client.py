"""The bot as the edge reaches it through `interaction.client`: what a command or a click may
use. `hosting.app.MusesBot` is the one bot; the edge names only what it needs of it, so that
its imports keep pointing down."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Protocol

import discord
from discord.ext import commands

from engine import Refusal

from ..core.language import N_

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from engine import MuseTable
    from engine.ai.review import Review
    from engine.views import Names, PlayerView, PublicView

    from ..core.stored import StoredGame
    from ..play.activity import ActivitySetup
    from ..play.games import Games
    from ..play.timers import Timing
    from ..storage.launches import ActivityLaunches
    from .budget import Budget
    from .cooldowns import Cooldowns


class Drawings(Protocol):
    """The pictures a command or a click sends (`hosting.pictures.Renderer`)."""

    async def board(self, view: PublicView, locale: str | None = None, asker: int | None = None) -> bytes: ...

    async def score(self, view: PublicView, hand: int, locale: str | None = None,
                    asker: int | None = None) -> bytes: ...

    async def hand(self, view: PlayerView, locale: str | None = None) -> bytes: ...

    async def preview(self, view: PlayerView, locale: str | None = None) -> bytes: ...

    async def tiles(self, tiles: MuseTable, locale: str | None = None) -> bytes: ...

    async def legend(self, view: PublicView, locale: str | None = None, asker: int | None = None) -> bytes: ...

    async def leaderboard(self, title: str, standings: list, note: str, locale: str | None = None) -> bytes: ...

    async def rating_chart(self, title: str, ratings: list[int], provisional: int,
                           locale: str | None = None) -> bytes: ...

    async def replay(self, record: dict, names: Names, locale: str | None, viewer_locale: str | None,
                     asker: int) -> tuple[bytes, bytes, int]: ...

    async def replay_step(self, record: dict, names: Names, step: int, locale: str | None,
                          asker: int) -> tuple[bytes, int] | None: ...

    async def review(self, record: dict, view: PublicView, review: Review, seats: list[int],
                     automated: tuple[tuple[int, int], ...] = (), locale: str | None = None,
                     asker: int | None = None) -> list[bytes]: ...


class Reviewer(Protocol):
    """The AI's reviews of finished games (`hosting.thinking.Thinker`)."""

    @property
    def review_version(self) -> str: ...

    async def review(self, game: int, record: dict, asker: int,
                     progress: Callable[[int, int], Awaitable[None]]) -> Review: ...


class Boards(Protocol):
    """The board pictures a game's public messages show, and posts in a game's channel
    (`hosting.publish.DiscordHerald`)."""

    async def board_png(self, stored: StoredGame) -> bytes: ...

    async def post(self, s: StoredGame, content: str, *, to: int | None = None, **kwargs) -> discord.Message: ...


class LivePanel(Protocol):
    """A private panel this instance shows (`edge.panels.Panel`)."""

    @property
    def outdated(self) -> bool: ...

    def stop(self) -> None: ...


class MusesClient(commands.AutoShardedBot):
    """What the bot holds for the edge; `hosting.app.MusesBot` builds it."""

    renderer: Drawings
    herald: Boards
    reviewer: Reviewer
    muse_table: MuseTable
    timing: Timing
    live_panels: dict[str, LivePanel]
    """The private panels this instance shows, by their tokens (`edge.panels`)."""
    cooldowns: Cooldowns
    budget: Budget
    embedded_activity: ActivitySetup
    """The Activity as the bot found it at start (`edge.activity`)."""
    launches: ActivityLaunches
    """The game of each user's last launch of the Activity, per channel (in the store)."""
    _games: Games | None = None

    def table_of(self, game: int) -> str | None:
        """The address of a game's web table, None where the bot has none (MUSES_WEB unset)."""
        return None

    async def forget_sign_ins(self, user: int) -> None:
        """`user`'s sessions of the web table end, and their pages close (`/muses forget-me`)."""

    @property
    def games(self) -> Games:
        """The open games, set up before the first command or event."""
        assert self._games is not None, "the bot is set up"
        return self._games


Interaction = discord.Interaction[MusesClient]
"""An interaction with this bot."""

IN_SERVERS = N_("Games are played in a server channel or thread, not in DMs")


def guild_of(interaction: Interaction) -> int:
    """The server of an interaction; a refusal outside servers (the commands are offered in
    servers only, and the game's messages live there)."""
    if interaction.guild_id is None:
        raise Refusal(IN_SERVERS)
    return interaction.guild_id


def channel_of(interaction: Interaction) -> int:
    """The channel (or thread) of an interaction in a server; a refusal outside servers."""
    channel = interaction.channel_id
    if interaction.guild_id is None or channel is None:
        raise Refusal(IN_SERVERS)
    return channel


def cool_down(interaction: Interaction, kind: str, version: int = 0, count: bool = True) -> None:
    """Count the user's request of `kind` (of `version`) on this server, refused if it comes too soon
    (`edge.cooldowns`; `count` False: refused, or let on to be counted once it proves valid)."""
    guild, client = guild_of(interaction), interaction.client
    client.cooldowns.check(guild, interaction.user.id, kind, client.games.server(guild).cooldown, count, version)


def on_demand(interaction: Interaction, kind: str) -> AbstractContextManager[None]:
    """Within, this server's answer of `kind` is under way; refused at once if one is already
    (`edge.budget`)."""
    return interaction.client.budget.spent(guild_of(interaction), kind)
