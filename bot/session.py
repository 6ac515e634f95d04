"""A game session: one game's lock, its stored state and the changes players make to it.

Every change is checked, committed to the store, and only then announced (by the
herald, which the session is given). The state is the stored record replayed.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from dataclasses import replace
from typing import Awaitable, Callable, Protocol

from engine import Action, Game, TileTable
from engine.players import random_action
from engine.views import PlayerView, PublicView, player_view, public_view

from .model import ACTIVE, CANCELLED, FINISHED, LOBBY, Seat, StoredGame, Table
from .replies import Refusal
from .store import GameStore
from .texts import duration

log = logging.getLogger(__name__)

RETRY_S = 30.0
"""Seconds before an automated move that failed (the store unreachable, say) is tried again."""
STALE = "This board is out of date: the game has moved on. Use the newest board message."


class Herald(Protocol):
    """What a session says in Discord (bot/publish.py); called with the session's lock held."""

    def draw_board(self, view: PublicView) -> Awaitable[bytes]: ...
    async def started(self, session: "Session") -> None: ...
    async def after_action(self, session: "Session", seat: int, action: Action,
                           ended: PublicView | None, note: str | None) -> None: ...
    async def notice(self, session: "Session", text: str, board: bool) -> None: ...


class Session:
    def __init__(self, stored: StoredGame, store: GameStore, herald: Herald, tiles: TileTable,
                 rng: random.Random, on_close: Callable[["Session"], None], clock: Callable[[], float] = time.time,
                 observer: Callable[[StoredGame], None] | None = None):
        self.stored = stored
        self.store = store
        self.herald = herald
        self.tiles = tiles
        self.rng = rng
        self.lock = asyncio.Lock()
        self.clock = clock
        self._on_close = on_close
        self._observer = observer
        self._timer: asyncio.Task | None = None
        self.board_cache: tuple[int, asyncio.Future[bytes]] | None = None
        """The board picture of one version, drawn or being drawn, shared by the board
        message and `/muses status`."""

    @property
    def id(self) -> int:
        return self.stored.id

    @property
    def game(self) -> Game:
        return self.stored.game

    def public(self) -> PublicView:
        return public_view(self.stored.game)

    def player(self, seat: int) -> PlayerView:
        return player_view(self.stored.game, seat)

    # --- the lobby -------------------------------------------------------------

    async def join(self, seat: Seat) -> StoredGame:
        async with self.lock:
            s = self._in_lobby()
            if any(x.user == seat.user for x in s.seats):
                raise Refusal("You are already at this table")
            if len(s.seats) >= s.table.players:
                raise Refusal("This table is full")
            return await self.save(replace(s, seats=s.seats + (seat,)))

    async def leave_lobby(self, user: int) -> StoredGame:
        async with self.lock:
            s = self._in_lobby()
            if user == s.host:
                raise Refusal("You are the host: press Cancel to close the lobby")
            if s.seat_of(user) is None:
                raise Refusal("You are not at this table")
            return await self.save(replace(s, seats=tuple(x for x in s.seats if x.user != user)))

    async def set_interventions(self, user: int, tiles: tuple[str, ...]) -> StoredGame:
        """The host enables these Divine Interventions tiles (none: the base game)."""
        async with self.lock:
            s = self._in_lobby()
            if user != s.host:
                raise Refusal("Only the host can choose the Divine Interventions of this table")
            return await self.save(replace(s, table=replace(s.table, interventions=tuple(tiles))))

    async def start(self, user: int) -> None:
        async with self.lock:
            s = self._in_lobby()
            if user != s.host:
                raise Refusal("Only the host can start the game")
            if len(s.seats) < s.table.players:
                raise Refusal(f"The table needs {s.table.players} players; {len(s.seats)} joined so far")
            game = Game.new([x.name for x in s.seats], s.table.options(self.tiles), self.rng)
            await self.save(replace(s, status=ACTIVE, game=game, deadline=self._deadline(s, game)))
            await self._announce(self.herald.started(self))
            self.schedule()

    def _in_lobby(self) -> StoredGame:
        if self.stored.status != LOBBY:
            raise Refusal("This lobby is closed: the game has started or was cancelled")
        return self.stored

    # --- play ------------------------------------------------------------------

    def seat_to_play(self, user: int, version: int | None) -> int:
        """The seat of `user` if they may act now on the board of `version` (None: the latest)."""
        s = self.stored
        if s.status != ACTIVE:
            raise Refusal("This game is over" if s.status != LOBBY else "This game has not started yet")
        if version is not None and version != s.version:
            raise Refusal(STALE)
        seat = s.seat_of(user)
        if seat is None:
            raise Refusal("You are not playing in this game")
        to_move = s.game.hand.to_move
        if seat != to_move:
            raise Refusal(f"It is {s.seats[to_move].name}'s turn, not yours")
        return seat

    async def play(self, user: int, action: Action, version: int | None) -> str:
        """Apply `user`'s action (named as their view names Muses); returns it in words."""
        async with self.lock:
            return await self._commit(self.seat_to_play(user, version), action, None)

    async def _commit(self, seat: int, action: Action, note: str | None) -> str:
        s = self.stored
        game = s.game
        game.submit(action, seat)  # raises a player-readable error, the game unchanged
        ended = public_view(game) if game.hand.status == FINISHED else None
        if game.needs_deal:
            game.deal_next(self.rng)
        status = FINISHED if game.is_over else ACTIVE
        # The next board is drawn while the action is stored; it is shown only once stored.
        drawing = asyncio.ensure_future(self.herald.draw_board(public_view(game))) if status != FINISHED else None
        try:
            await self.save(replace(s, status=status, deadline=self._deadline(s, game, status)))
        except BaseException:
            if drawing is not None:
                drawing.cancel()
            raise
        if drawing is not None:
            self.board_cache = (self.stored.version, drawing)
        text = (ended or self.public()).last.text
        if status == FINISHED:
            self.close()
        await self._announce(self.herald.after_action(self, seat, action, ended, note))
        if status != FINISHED:
            self.schedule()
        return text

    async def forfeit(self, user: int) -> str:
        """`user` leaves: a lobby seat is freed; in play, the table option decides."""
        if self.stored.status == LOBBY:
            await self.leave_lobby(user)
            return "You left the lobby."
        async with self.lock:
            s = self.stored
            seat = s.seat_of(user)
            if s.status != ACTIVE or seat is None:
                raise Refusal("You are not playing in this game")
            name = s.seats[seat].name
            humans = sum(not x.auto for x in s.seats) - 1
            if s.table.on_leave == "end" or humans == 0:
                await self.save(replace(s, status=CANCELLED, deadline=None))
                self.close()
                await self._announce(
                    self.herald.notice(self, f"{name} left game #{s.id}: the game ends without a result.", False))
                return "You left; the game is over."
            s = s.with_seat(seat, auto=True)
            await self.save(replace(s, deadline=self._deadline(s, s.game)))
            self.schedule()
            await self._announce(
                self.herald.notice(self, f"{name} left game #{s.id}: an automated player takes their seat.", True))
            return "You left; an automated player plays in your place."

    async def reset(self, user: int) -> None:
        """End the game or close the lobby at once, without a result (moderators, checked by the caller)."""
        async with self.lock:
            if not self.stored.is_open:
                raise Refusal("This game is already over")
            await self.save(replace(self.stored, status=CANCELLED, deadline=None))
            self.close()
            await self._announce(
                self.herald.notice(self, f"Game #{self.id} was ended by <@{user}>, without a result.", False))

    async def cancel(self, user: int, moderator: bool) -> StoredGame:
        async with self.lock:
            s = self._in_lobby()
            if user != s.host and not moderator:
                raise Refusal("Only the host or a moderator can cancel this lobby")
            s = await self.save(replace(s, status=CANCELLED))
            self.close()
            return s

    # --- storage and time ------------------------------------------------------

    async def _announce(self, call: Awaitable[None]) -> None:
        """Say in Discord what was just stored. A failure there (missing permissions, Discord
        down) is logged; the stored change stands, and so does the player's request."""
        try:
            await call
        except Exception:
            log.exception("announcing a change of game %s failed", self.id)

    async def note_dm_closed(self, seat: int) -> None:
        """Remember that a player's DMs are closed (caller holds the lock). Not a new
        version: the board just posted stays the current one."""
        stored = self.stored.with_seat(seat, dm_closed=True)
        await self.store.set_seats(self.id, stored.seats)
        self.stored = stored

    async def note_message(self, message_id: int) -> None:
        """Remember the message that shows the lobby or the current board (caller holds the lock)."""
        await self.store.set_board_message(self.id, message_id, self.stored.version)
        self.stored = replace(self.stored, board_message=message_id, board_version=self.stored.version)

    async def resume(self) -> None:
        """After a restart: arm the timer, and post the current board if the one last posted
        shows an older version (the bot stopped between storing a move and announcing it)."""
        self.schedule(resumed=True)
        if self.stored.status == ACTIVE and self.stored.board_version != self.stored.version:
            async with self.lock:
                await self._announce(self.herald.notice(self, f"I am back: here is the current board of game "
                                                              f"#{self.id}.", True))

    async def save(self, new: StoredGame) -> StoredGame:
        """Commit `new` over the current version. On any failure the session reloads what
        the store holds (the in-memory game may have moved ahead) and the caller's request fails."""
        try:
            self.stored = await self.store.save(new)
        except Exception:
            fresh = await self.store.get(self.id)
            if fresh is not None:
                self.stored = fresh
            raise
        if self._observer is not None:
            self._observer(self.stored)
        return self.stored

    def _deadline(self, s: StoredGame, game: Game, status: str = ACTIVE) -> float | None:
        """When the next turn times out: at once for an automated seat, after the table's
        timeout for a player, never if the table has none."""
        if status != ACTIVE:
            return None
        if s.seats[game.hand.to_move].auto:
            return self.clock()
        return self.clock() + s.table.timeout if s.table.timeout else None

    def schedule(self, resumed: bool = False) -> None:
        """Arm the timer for the stored deadline. `resumed`: the bot is back from a stop, and
        a player's turn that was under way gets at least a whole timeout from now (the time
        the bot was away is not theirs to lose)."""
        self.stop()
        s = self.stored
        if s.status != ACTIVE or s.deadline is None:
            return
        deadline = s.deadline
        if resumed and not s.seats[s.game.hand.to_move].auto:
            deadline = max(deadline, self.clock() + s.table.timeout)
        self._timer = asyncio.create_task(self._expire(deadline, s.version), name=f"muses-timer-{s.id}")

    async def _expire(self, deadline: float, version: int) -> None:
        await asyncio.sleep(max(0.0, deadline - self.clock()))
        try:
            async with self.lock:
                s = self.stored
                if s.version != version or s.status != ACTIVE:
                    return
                seat = s.game.hand.to_move
                action = random_action(self.player(seat), self.rng)
                note = None if s.seats[seat].auto else (
                    f"⏰ {s.seats[seat].name} did not move within {duration(s.table.timeout)}: "
                    f"an automated move was made for them.")
                await self._commit(seat, action, note)
        except Exception:
            log.exception("automated move in game %s failed; trying again in %s s", self.id, RETRY_S)
            self._timer = asyncio.create_task(self._expire(self.clock() + RETRY_S, self.stored.version),
                                              name=f"muses-timer-{self.id}")

    def stop(self) -> None:
        """Stop the timer (the bot is closing; the deadline stays stored)."""
        if self._timer is not None and self._timer is not asyncio.current_task():
            self._timer.cancel()
        self._timer = None

    def close(self) -> None:
        """The game is over or cancelled: stop its timer and leave the registry."""
        self.stop()
        self._on_close(self)


class Games:
    """The open games, by id and by channel; sessions are made here."""

    def __init__(self, store: GameStore, herald: Herald, tiles: TileTable,
                 rng: Callable[[int], random.Random], clock: Callable[[], float] = time.time,
                 observer: Callable[[StoredGame], None] | None = None):
        self.store = store
        self.herald = herald
        self.tiles = tiles
        self.rng = rng
        self.clock = clock
        self.observer = observer
        self.by_id: dict[int, Session] = {}
        self.by_channel: dict[int, Session] = {}

    async def load(self) -> int:
        """Resume every open game from the store (after a restart); returns how many."""
        for stored in await self.store.open_games():
            await self._add(stored).resume()
        return len(self.by_id)

    async def create(self, guild: int, channel: int, host: Seat, table: Table) -> Session:
        return self._add(await self.store.create(guild, channel, host, table))

    def _add(self, stored: StoredGame) -> Session:
        session = Session(stored, self.store, self.herald, self.tiles, self.rng(stored.id), self._forget, self.clock,
                          self.observer)
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

    def close(self) -> None:
        for session in list(self.by_id.values()):
            session.stop()
