"""The bot itself, built by one injectable factory (tests pass their own store, pictures
and random numbers; `python -m bot` passes the settings from `.env`)."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import signal
import time
from collections.abc import Callable

import discord
from discord.ext import commands

from engine.ai.review import REVIEW_BUDGET

from ..core.language import _, speaking
from ..core.stored import Seat, StoredGame
from ..edge.activity import OpenBoardButton, activity_setup, sync_keeping_entry_point
from ..edge.budget import Budget
from ..edge.buttons import DYNAMIC_ITEMS
from ..edge.client import MusesClient
from ..edge.commands import AdminCog, MusesCog
from ..edge.cooldowns import Cooldowns
from ..edge.learn import LearnButton, PlayButton
from ..edge.locales import CatalogTranslator, MusesTree, locale_of
from ..edge.panels import GONE, is_gone
from ..edge.replays import ReplayButton
from ..edge.replies import say
from ..edge.tables import open_table_for
from ..play.activity import ActivitySetup
from ..play.games import Games
from ..play.timers import Timing
from ..storage.db import open_db
from ..storage.launches import ActivityLaunches
from ..storage.server_settings import DEFAULTS, ServerSettings
from ..storage.store import GameStore
from ..storage.web_sessions import WebSessions
from ..web.proxy import ProxyKey
from ..web.server import WebTable
from ..web.signin import Application, SignIn
from .activity_instances import instances_of
from .pictures import Pictures, Renderer, render_pictures
from .publish import DiscordHerald
from .settings import Settings
from .starting import connected
from .thinking import Thinker
from .web_directory import DiscordDirectory
from .workers import start_server

log = logging.getLogger(__name__)
# The bot plays no sound: discord.py's warnings about missing voice libraries are noise.
discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False


class MusesBot(MusesClient):
    """Hosts Dance of Muses games; resources are opened in `setup_hook` and closed in `close`.
    It runs the shards of `settings.shards` (all of them without: as many as Discord recommends),
    hosts only the games of their guilds, and paces its requests to its shards' share of the
    bot's global limit."""

    def __init__(self, settings: Settings, *, store: GameStore | None = None, pictures: Pictures | None = None,
                 render_processes: int = 0, rng: Callable[[int], random.Random] | None = None,
                 observer: Callable[[StoredGame], None] | None = None, sync_commands: bool = True,
                 guild_ready_timeout: float = 2.0, timing: Timing = Timing(), ai_processes: int = 1,
                 server_defaults: ServerSettings = DEFAULTS, review_budget: int = REVIEW_BUDGET,
                 web_clock: Callable[[], float] = time.time):
        shards = settings.shards
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents(guilds=True),
                         help_command=None, guild_ready_timeout=guild_ready_timeout, tree_cls=MusesTree,
                         # discord.py types shard_ids without its default, None (the shards Discord recommends)
                         shard_ids=list(shards.ids) if shards else None,  # type: ignore[arg-type]
                         shard_count=shards.count if shards else None)
        if shards is not None:
            timing = dataclasses.replace(timing, requests=shards.share(timing.requests))
        self.settings = settings
        self.timing = timing
        self.muse_table = settings.muse_table
        self._own_store = store is None
        self.store = store
        self.renderer: Renderer = Renderer(pictures or render_pictures(), render_processes)
        self.herald: DiscordHerald = DiscordHerald(self, self.renderer, timing, self.table_of,
                                                     lambda: self.embedded_activity.enabled)
        self.thinker = Thinker(ai_processes, timing.ai_ms, review_budget)
        self._worker_processes = render_processes + ai_processes
        self.reviewer = self.thinker
        self._rng = rng or (lambda game_id: random.SystemRandom())
        self._observer = observer
        self._sync = sync_commands
        self.live_panels = {}
        self.cooldowns = Cooldowns()
        self.budget = Budget()
        self.server_defaults = server_defaults
        """The settings of a server that chose none."""
        self.web_clock = web_clock
        """The web table's time (its sessions' expiry, its sign-ins' states)."""
        self.web: WebTable | None = None
        """The web table (docs/web-protocol.md), when MUSES_WEB is set."""
        self.embedded_activity = ActivitySetup(enabled=False, web_url=None)

    async def setup_hook(self) -> None:
        if self._worker_processes:
            await asyncio.to_thread(start_server)
        if self.store is None:
            self.store = GameStore(await open_db(self.settings.db))
        self.launches = ActivityLaunches(self.store.db, self.web_clock)
        self._games = Games(self.store, self.herald, self.muse_table, self._rng, self.thinker, observer=self._observe,
                           pace=self.timing.pace, hour=self.timing.hour,
                           owns=self.settings.shards.owns if self.settings.shards else None,
                           defaults=self.server_defaults)
        await self.tree.set_translator(CatalogTranslator())
        await self.add_cog(MusesCog(self))
        await self.add_cog(AdminCog(self))
        self.add_dynamic_items(*DYNAMIC_ITEMS, ReplayButton, LearnButton, PlayButton, OpenBoardButton)
        if self.settings.web is not None:
            await self._open_web(self.store)
        resumed = await self.games.load()
        log.info("resumed %d open game(s) on shards %s", resumed,
                 self.settings.shards or "all")
        entry_points = await sync_keeping_entry_point(self.tree) if self._sync else []
        self.embedded_activity = activity_setup(self.application, entry_points, self.web.url if self.web else None,
                                                self.web.redirect_uri if self.web else None)
        log.info("%s", self.embedded_activity.report())

    async def _open_web(self, store: GameStore) -> None:
        """Open the web table on MUSES_WEB, signing in with this application (DISCORD_CLIENT_ID, else
        the bot's own application id) against the Discord discord.py speaks to."""
        assert self.settings.web is not None
        client_id = self.settings.client_id or str(self.application_id)
        signin = SignIn(Application(client_id, self.settings.client_secret or ""), lambda: discord.http.Route.BASE,
                        self.web_clock)
        directory = DiscordDirectory(self, self.herald.requests)  # within the games' global pace
        self.web = WebTable(lambda: self.games, WebSessions(store.db), directory, signin,
                            *self.settings.web, url=self.settings.web_url, clock=self.web_clock,
                            proxy_key=ProxyKey(self.settings.web_proxy_key) if self.settings.web_proxy_key else None,
                            instances=instances_of(self), open_lobby=self._open_lobby)
        await self.web.start()

    def _observe(self, stored: StoredGame) -> None:
        """A version of a game was committed (or its message noted): the tests' observer and the web
        table's open pages are told."""
        if self._observer is not None:
            self._observer(stored)
        if self.web is not None:
            self.web.saved(stored)

    async def _open_lobby(self, guild: int, channel: int, host: Seat) -> int:
        """A lobby the Activity's page opens in `channel` (edge.tables.open_table_for): its game."""
        return (await open_table_for(self, guild, channel, host)).id

    def table_of(self, game: int) -> str | None:
        return self.web.table_of(game) if self.web is not None else None

    async def forget_sign_ins(self, user: int) -> None:
        if self.store is not None:
            await ActivityLaunches(self.store.db).forget(user)
        if self.web is not None:
            await self.web.forgotten(user)
        elif self.store is not None:
            await WebSessions(self.store.db).end_all(user)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A click on a panel this instance does not hold (opened before a restart) gets an
        answer, not Discord's "This interaction failed"."""
        data = interaction.data
        custom_id = str(data.get("custom_id", "")) if data else ""
        if interaction.type is discord.InteractionType.component and is_gone(self, custom_id):
            try:
                with speaking(locale_of(interaction)):
                    await say(interaction, _(GONE))
            except discord.HTTPException:
                log.warning("could not answer a click on a closed panel")

    # A change to a server's channels, threads, roles or the bot's member may let a channel that
    # refused the bot's posts take them: its channels are tried again at once (hosting/refusals.py).

    async def on_guild_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        self.herald.refusals.changed(after.guild.id)

    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        self.herald.refusals.changed(after.guild.id)

    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        self.herald.refusals.changed(after.guild.id)

    async def on_member_update(self, before: discord.Member, after: discord.Member) -> None:
        if self.user is not None and after.id == self.user.id:
            self.herald.refusals.changed(after.guild.id)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.games.abandon(lambda s: channel.id in (s.channel, s.parent))  # its threads went with it

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.games.abandon(lambda s: s.channel == payload.thread_id)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot was removed from a server (or the server deleted)."""
        await self.games.abandon(lambda s: s.guild == guild.id)

    async def close(self) -> None:
        """A clean stop: what the games are saying is said, then Discord and the drawing
        processes are let go."""
        if self.web is not None:
            await self.web.stop()
        if self._games is not None:
            await self._games.close()
        await super().close()
        self.renderer.close()
        self.thinker.close()
        if self._own_store and self.store is not None:
            await self.store.close()
            self.store = None


def build_bot(settings: Settings, **options) -> MusesBot:
    """The bot, with `options` passed to MusesBot (store, pictures, rng, observer, guild_ready_timeout, timing,
    ai_processes...)."""
    return MusesBot(settings, **options)


async def run_until_stopped(bot: MusesBot, token: str) -> None:
    """Run the bot until SIGTERM or Ctrl-C closes it cleanly (`MusesBot.close`); StartFailed
    if Discord refuses it, or stays out of reach for `settings.patience` seconds."""
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await connected(bot, token, bot.settings.patience)
