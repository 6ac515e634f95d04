"""The open games of this bot, by id and by channel: sessions are made, found and let go here."""

from __future__ import annotations

import asyncio
import random
import time
import weakref
from collections.abc import Callable, Collection
from dataclasses import replace

from engine import MuseTable, Refusal
from engine.language import N_

from ..core import marks
from ..core.stored import GameStatus, Seat, StoredGame, TableOptions
from ..storage.server_settings import DEFAULTS, ServerSettings
from ..storage.store import GameStore
from .herald import Herald
from .lifecycle import check_room, rematch_seats
from .ratings import Ratings
from .session import Session, Thinker
from .timers import Timing

HELD_HOURS = 0.25
"""Hours a rematch's lobby holds a seat for each player of the game before, untaken, it is anyone's."""


class Games:
    def __init__(self, store: GameStore, herald: Herald, muse_table: MuseTable,
                 rng: Callable[[int], random.Random], thinker: Thinker, clock: Callable[[], float] = time.time,
                 observer: Callable[[StoredGame], None] | None = None, pace: float = Timing.pace,
                 hour: float = Timing.hour, owns: Callable[[int], bool] | None = None,
                 defaults: ServerSettings = DEFAULTS):
        self.store = store
        self.defaults = defaults
        """The settings of a server that chose none."""
        self.ratings = Ratings(store, clock)
        self.hour = hour
        self.servers: dict[int, ServerSettings] = {}
        """Each server's settings, as stored (a server without any: the defaults)."""
        self.defaults = defaults
        """The settings of a server that set none (the tests' servers may choose theirs)."""
        self.thinker = thinker
        self.herald = herald
        self.muse_table = muse_table
        self.rng = rng
        self.clock = clock
        self.observer = observer
        self.pace = pace
        self.owns = owns or (lambda guild: True)
        """Whether a guild's games live in this process (its shards receive the guild's events)."""
        self.by_id: dict[int, Session] = {}
        self.by_channel: dict[int, Session] = {}
        self._made: weakref.WeakSet[Session] = weakref.WeakSet()
        """Every session still in use, closed ones included (a result may be on its way)."""
        self._opening = asyncio.Lock()
        """Held from counting a server's lobbies to storing a new one: two at once cannot both pass a cap."""

    async def load(self) -> int:
        """After a restart: say what the games over still owe (a result, a notice), then resume
        every open game from the store, of the guilds this process owns, and rate the games that ended
        unrated; returns how many open. Games resume side by side: each says what it owes in
        order, none waits for the others (the herald paces them all)."""
        self.servers = {guild: ServerSettings.from_stored(values, self.defaults)
                        for guild, values in (await self.store.all_guild_settings()).items()}
        await self.ratings.catch_up(self.owns)
        await asyncio.gather(*(self._session(stored).resume() for stored in await self.store.closed_owing()
                               if self.owns(stored.guild)))
        opened = []
        for stored in await self.store.open_games():
            if not self.owns(stored.guild):
                continue
            if stored.active_at is None:  # stored before the idle limits: its idle time counts from now
                stored = replace(stored, active_at=self.clock())
            opened.append(self._add(stored))
        await asyncio.gather(*(session.resume() for session in opened))
        return len(self.by_id)

    async def create(self, guild: int, channel: int, host: Seat, table: TableOptions,
                     ais: tuple[str, ...] = ()) -> Session:
        """A lobby with its host, and an AI seat of each level in `ais`; refused (Refusal) while the host
        has an open lobby on the server, or the server as many as its settings allow."""
        seats: tuple[Seat, ...] = (host,)
        for level in ais:
            seats += (Seat.for_ai(level, seats),)
        async with self._opening:
            return await self._open(guild, channel, seats, table)

    async def rematch(self, game: StoredGame, presser: Seat, present: Collection[int]) -> tuple[Session, bool]:
        """The lobby of a rematch of the finished `game` where its lobby was, and whether `presser` opened it
        now: with its options and AI seats, its other players' seats held for them (`lifecycle.rematch_seats`)
        for HELD_HOURS (the server's lobby limit if shorter); or the game open there already (another player's
        press opened it meanwhile, say). Refused as `create` is."""
        channel = game.parent or game.channel
        async with self._opening:
            here = self.in_channel(channel)
            if here is not None:
                return here, False
            lobby = self.server(game.guild).lobby_hours
            seats = rematch_seats(game, presser, present, self.clock() + min(HELD_HOURS, lobby) * self.hour)
            return await self._open(game.guild, channel, seats, game.table), True

    async def _open(self, guild: int, channel: int, seats: tuple[Seat, ...], table: TableOptions) -> Session:
        """A lobby hosted by the first of `seats` (the caller holds `_opening`)."""
        check_room(await self.store.lobbies_in(guild), seats[0].user, self.server(guild).lobbies)
        stored = await self.store.create(guild, channel, seats[0], table, seats[1:], at=self.clock())
        if self.observer is not None:
            self.observer(stored)
        session = self._add(stored)
        session.watch_idle()
        return session

    def server(self, guild: int) -> ServerSettings:
        return self.servers.get(guild, self.defaults)

    async def set_server(self, guild: int, changes: dict[str, str]) -> ServerSettings:
        """Store a server's changed settings (checked values, as text); its open games' idle
        limits follow at once."""
        for name, text in changes.items():
            await self.store.set_guild_setting(guild, name, text)
        self.servers[guild] = ServerSettings.from_stored(await self.store.guild_settings(guild), self.defaults)
        for session in [s for s in self.by_id.values() if s.stored.guild == guild]:
            session.watch_idle()
        return self.servers[guild]

    def idle_limit(self, stored: StoredGame) -> float:
        """Seconds a game may stay idle on its server: a lobby, or a game in play without a move."""
        settings = self.server(stored.guild)
        hours = settings.lobby_hours if stored.status is GameStatus.LOBBY else settings.idle_days * 24
        return hours * self.hour

    def _session(self, stored: StoredGame) -> Session:
        session = Session(stored, self.store, self.herald, self.muse_table, self.rng(stored.id), self._forget,
                          self.thinker, self.clock, self.observer, self.pace, self.ratings.rate, self.idle_limit,
                          on_move=self._moved)
        self._made.add(session)
        return session

    def _add(self, stored: StoredGame) -> Session:
        session = self._session(stored)
        self.by_id[stored.id] = session
        self.by_channel[stored.channel] = session
        return session

    def _forget(self, session: Session) -> None:
        self.by_id.pop(session.id, None)
        if self.by_channel.get(session.stored.channel) is session:
            del self.by_channel[session.stored.channel]

    def _moved(self, channel: int, thread: int) -> None:
        """A game moved from `channel` to a thread of it: the channel is free."""
        session = self.by_channel.pop(channel, None)
        if session is not None:
            self.by_channel[thread] = session

    def get(self, game_id: int) -> Session | None:
        return self.by_id.get(game_id)

    def in_channel(self, channel: int) -> Session | None:
        return self.by_channel.get(channel)

    def in_threads_of(self, channel: int) -> list[Session]:
        """The open games played in threads of `channel`, oldest first."""
        return sorted((s for s in self.by_id.values() if s.stored.parent == channel), key=lambda s: s.id)

    def of_server(self, guild: int) -> list[Session]:
        """The open lobbies and games of a server, oldest first."""
        return sorted((s for s in self.by_id.values() if s.stored.guild == guild), key=lambda s: s.id)

    def here(self, channel: int, game: int | None = None) -> Session | None:
        """The game a command typed in `channel` is about: game number `game` if it is played there
        or in a thread of it, else the channel's own, else the one game played in a thread of it;
        Refusal naming their threads if several are."""
        if game is not None:
            chosen = self.by_id.get(game)
            if chosen is None or channel not in (chosen.stored.channel, chosen.stored.parent):
                raise Refusal(N_("Game #{game} is not open in this channel or its threads"), game=game)
            return chosen
        session = self.in_channel(channel)
        if session is not None:
            return session
        threaded = self.in_threads_of(channel)
        if len(threaded) > 1:
            threads = ", ".join(marks.channel(s.stored.channel) for s in threaded)
            raise Refusal(N_("Several games are played in threads of this channel: choose one with the option "
                             "`game`, or use the command in its thread ({threads})"), threads=threads)
        return threaded[0] if threaded else None

    async def abandon(self, where: Callable[[StoredGame], bool]) -> None:
        """End the open games whose channel is gone (those `where` picks)."""
        for session in [s for s in self.by_id.values() if where(s.stored)]:
            await session.abandon()

    async def close(self) -> None:
        """The bot is closing: stop every timer (the deadlines stay stored) and let each game
        finish what it is saying (what is left stays owed, said at the next start)."""
        await asyncio.gather(*(session.quiet() for session in list(self._made)))
