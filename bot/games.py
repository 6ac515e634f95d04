"""The open games of this bot, by id and by channel: sessions are made, found and let go here."""

from __future__ import annotations

import asyncio
import random
import time
import weakref
from typing import Callable

from engine import MuseTable

from .model import Seat, StoredGame, Table
from .session import Herald, Session
from .store import GameStore
from .thinking import Thinker
from .timers import Timing


class Games:
    def __init__(self, store: GameStore, herald: Herald, muse_table: MuseTable,
                 rng: Callable[[int], random.Random], thinker: Thinker, clock: Callable[[], float] = time.time,
                 observer: Callable[[StoredGame], None] | None = None, pace: float = Timing.pace):
        self.store = store
        self.thinker = thinker
        self.herald = herald
        self.muse_table = muse_table
        self.rng = rng
        self.clock = clock
        self.observer = observer
        self.pace = pace
        self.by_id: dict[int, Session] = {}
        self.by_channel: dict[int, Session] = {}
        self._made: weakref.WeakSet[Session] = weakref.WeakSet()
        """Every session still in use, closed ones included (a result may be on its way)."""

    async def load(self) -> int:
        """After a restart: say what the games over still owe (a result, a notice), then resume
        every open game from the store; returns how many. Games resume side by side: each says
        what it owes in order, none waits for the others (the herald paces them all)."""
        await asyncio.gather(*(self._session(stored).resume() for stored in await self.store.closed_owing()))
        await asyncio.gather(*(self._add(stored).resume() for stored in await self.store.open_games()))
        return len(self.by_id)

    async def create(self, guild: int, channel: int, host: Seat, table: Table, ais: tuple[str, ...] = ()) -> Session:
        """A lobby with its host, and an AI seat of each level in `ais`."""
        seats = (host,)
        for level in ais:
            seats += (Seat.for_ai(level, seats),)
        stored = await self.store.create(guild, channel, host, table, seats[1:])
        if self.observer is not None:
            self.observer(stored)
        return self._add(stored)

    def _session(self, stored: StoredGame) -> Session:
        session = Session(stored, self.store, self.herald, self.muse_table, self.rng(stored.id), self._forget,
                          self.thinker, self.clock, self.observer, self.pace)
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

    def get(self, game_id: int) -> Session | None:
        return self.by_id.get(game_id)

    def in_channel(self, channel: int) -> Session | None:
        return self.by_channel.get(channel)

    async def abandon(self, where: Callable[[StoredGame], bool]) -> None:
        """End the open games whose channel is gone (those `where` picks)."""
        for session in [s for s in self.by_id.values() if where(s.stored)]:
            await session.abandon()

    async def close(self) -> None:
        """The bot is closing: stop every timer (the deadlines stay stored) and let each game
        finish what it is saying (what is left stays owed, said at the next start)."""
        await asyncio.gather(*(session.quiet() for session in list(self._made)))
