"""A game session: the lifecycle of one game — its stored state, the changes players (and
the turn timer) make to it, each checked, committed to the store and only then announced
by the herald. The state is the stored record replayed; a stored value is never changed
in place, every change makes a new one."""

from __future__ import annotations

import asyncio
import logging
import random
import time
from dataclasses import dataclass, replace
from typing import Awaitable, Callable, Protocol

from engine import Action, Game, MuseTable, Phase, Place, Refusal
from engine.language import Phrase
from engine.seats import seat_record
from engine.views import PlayerView, PublicView, player_view, public_view

from ..core.choices import suggestion
from ..edge.replies import Reply
from ..core.stored import STAND_IN, GameStatus, OnLeave, Owed, Seat, StoredGame
from ..storage.store import ConflictError, GameStore
from ..core.language import N_, _
from ..core.texts import (away_text, cancelled_text, dealt_text, hinted_text, idle_text, left_text,
    lobby_expired_text, move_text, plain, reset_text, resumed_note, resumed_text, start_text, timed_out_text)
from ..hosting.thinking import Thinker
from .timers import Timing, TurnTimer

log = logging.getLogger(__name__)

RETRY_S = 30.0
"""Seconds before an automated move that failed (the store unreachable, say) is tried again."""
REPOST_S = (2.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0)
"""Seconds before each new try of a board Discord failed to take (then every last one)."""

STALE = N_("This board is out of date: the game has moved on. Use the newest board message.")


@dataclass(frozen=True)
class Private:
    """A private message a stored change owes a seat: its new hand, or the reminder of the
    Mysterious Muse it just placed; with the seat's view as it was then."""

    seat: int
    view: PlayerView
    mysterious: bool = False


class Unreachable(Exception):
    """The channel refuses the game's posts (missing permissions, a locked thread...): the
    game pauses until a post succeeds again. `reason` says why, for the players."""

    def __init__(self, reason: Phrase, gone: bool = False):
        super().__init__(reason.said())
        self.reason = reason
        self.gone = gone
        """The channel no longer exists (or the bot left its server): the game is abandoned."""


class Unposted(Exception):
    """A post failed for a moment (a Discord server error, a timeout): it is tried again."""


Edit = Callable[..., Awaitable[object]]
"""Edits the message a click came from (`content=`, `view=`), through the click's interaction."""


class Herald(Protocol):
    """What a session says in Discord (bot/publish.py); called with the session's lock held.
    Each says what the stored version owes and tells the session what it said."""

    def draw_board(self, view: PublicView) -> asyncio.Future[bytes]: ...
    def keep_board(self, game: int, version: int, drawing: asyncio.Future[bytes]) -> None: ...
    async def lobby(self, session: "Session", edit: Edit | None) -> None:
        """The lobby message as stored, or what it became (`owed.lobby`)."""
    async def announce(self, session: "Session", note: str | None = None, reply: Reply | None = None) -> None:
        """What the stored version owes the channel: the score of each hand that ended, then its
        board (`note` on top; through `reply`, the interaction that made the move, if given), or its
        notice alone once the game is over."""
    async def private(self, session: "Session", messages: list[Private]) -> None:
        """Called without the lock: a DM may be slow, other players need not wait for it."""
    async def resumed(self, session: "Session", note: str | None) -> None:
        """The current board again, with `note` on top."""
    async def posted_board(self, session: "Session") -> int | None:
        """The message of the current version's board if the channel shows it (a board that
        followed its move's click has no nonce: it may be out though the bot stopped before noting it)."""
    async def remind(self, session: "Session", seat: int) -> None:
        """Tell the player of `seat` that their turn is waiting: by DM, else in the channel (called
        without the lock, as `private`)."""


class Session:
    def __init__(self, stored: StoredGame, store: GameStore, herald: Herald, muse_table: MuseTable,
                 rng: random.Random, on_close: Callable[["Session"], None], thinker: Thinker,
                 clock: Callable[[], float] = time.time, observer: Callable[[StoredGame], None] | None = None,
                 pace: float = Timing.pace, rate: Callable[[StoredGame], Awaitable[object]] | None = None,
                 idle_limit: Callable[[StoredGame], float | None] = lambda stored: None):
        self.stored = stored
        self.thinker = thinker
        self.pace = pace
        self.store = store
        self.herald = herald
        self.muse_table = muse_table
        self.rng = rng
        self.lock = asyncio.Lock()
        self._mail = asyncio.Lock()
        """Private messages go out in the order they were owed, without the game's lock."""
        self.clock = clock
        self._on_close = on_close
        self._observer = observer
        self.timer = TurnTimer(f"muses-timer-{stored.id}", clock, self.timed_out)
        self.reminder = TurnTimer(f"muses-reminder-{stored.id}", clock, self.remind)
        """Reminds a player at half their turn's time."""
        self._rate = rate
        """Rates a game that ended (bot/ratings.py)."""
        self._idle_limit = idle_limit
        """Seconds the game may stay idle (its server's limit for a lobby, or for a game in play)."""
        self.idle = TurnTimer(f"muses-idle-{stored.id}", clock, self.expire)
        self.paused: Phrase | None = None
        """Why the game waits: the channel refuses its posts. No timer runs meanwhile."""
        self._reposting: asyncio.Task | None = None
        self._abandoning: asyncio.Future | None = None
        self._posted_at = 0.0

    @property
    def id(self) -> int:
        return self.stored.id

    def public(self) -> PublicView:
        return public_view(self.stored.game)

    def player(self, seat: int) -> PlayerView:
        return player_view(self.stored.game, seat)

    # --- the lobby -------------------------------------------------------------

    # Each change of the lobby is shown through the click that made it (`edit`, which needs no
    # permission in the channel), else by editing the lobby message.

    async def join(self, seat: Seat, edit: Edit | None = None) -> StoredGame:
        async with self.lock:
            s = self._in_lobby()
            if any(x.user == seat.user for x in s.seats):
                raise Refusal(N_("You are already at this table"))
            if len(s.seats) >= s.table.players:
                raise Refusal(N_("This table is full"))
            return await self._lobby_changed(replace(s, seats=s.seats + (seat,)), edit)

    async def leave_lobby(self, user: int, edit: Edit | None = None) -> StoredGame:
        async with self.lock:
            s = self._in_lobby()
            if user == s.host:
                raise Refusal(N_("You are the host: press Cancel to close the lobby"))
            if s.seat_of(user) is None:
                raise Refusal(N_("You are not at this table"))
            return await self._lobby_changed(replace(s, seats=tuple(x for x in s.seats if x.user != user)), edit)

    async def add_ai(self, user: int, level: str, edit: Edit | None = None) -> StoredGame:
        """The host seats an AI player of `level`."""
        async with self.lock:
            s = self._hosted(user, N_("Only the host can add AI players"))
            if len(s.seats) >= s.table.players:
                raise Refusal(N_("This table is full"))
            return await self._lobby_changed(replace(s, seats=s.seats + (Seat.for_ai(level, s.seats),)), edit)

    async def remove_ai(self, user: int, edit: Edit | None = None) -> StoredGame:
        """The host lets the last AI player seated go."""
        async with self.lock:
            s = self._hosted(user, N_("Only the host can remove AI players"))
            last = next((i for i in reversed(range(len(s.seats))) if s.seats[i].ai_level), None)
            if last is None:
                raise Refusal(N_("There is no AI player at this table"))
            return await self._lobby_changed(replace(s, seats=s.seats[:last] + s.seats[last + 1:]), edit)

    def _hosted(self, user: int, refusal: str) -> StoredGame:
        s = self._in_lobby()
        if user != s.host:
            raise Refusal(refusal)
        return s

    async def set_interventions(self, user: int, gods: tuple[str, ...], edit: Edit | None = None) -> StoredGame:
        """The host enables these Divine Interventions tiles (none: the base game)."""
        async with self.lock:
            s = self._in_lobby()
            if user != s.host:
                raise Refusal(N_("Only the host can choose the Divine Interventions of this table"))
            return await self._lobby_changed(replace(s, table=replace(s.table, interventions=tuple(gods))), edit)

    async def start(self, user: int, edit: Edit) -> None:
        """Deal and begin: the lobby message becomes the game's opening, the first board is
        posted, then the hands go out."""
        async with self.lock:
            s = self._in_lobby()
            if user != s.host:
                raise Refusal(N_("Only the host can start the game"))
            if len(s.seats) < s.table.players:
                raise Refusal(N_("The table needs {players} players; {joined} joined so far"), players=s.table.players,
                              joined=len(s.seats))
            game = Game.new([x.name for x in s.seats], s.table.options(self.muse_table), self.rng)
            owed = s.owed.then(Owed(lobby=start_text(s, public_view(game))))
            await self.save(self._dealt(replace(s, status=GameStatus.ACTIVE, game=game, owed=owed,
                                                deadline=self._deadline(s, game), active_at=self.clock())))
            await self._announce(self.herald.lobby(self, edit))
            if not self.stored.seats[game.hand.to_move].ai_plays:  # else the board comes after the AI's turn
                await self._announce(self.herald.announce(self))
            self._arm()
            hands = self._hands()
        await self._deliver(hands)

    async def cancel(self, user: int, moderator: bool, edit: Edit | None = None) -> StoredGame:
        async with self.lock:
            s = self._in_lobby()
            if user != s.host and not moderator:
                raise Refusal(N_("Only the host or a moderator can cancel this lobby"))
            s = await self.save(replace(s, status=GameStatus.CANCELLED,
                                        owed=s.owed.then(Owed(lobby=cancelled_text(s, user)))))
            self.close()
            await self._announce(self.herald.lobby(self, edit))
            return s

    async def _lobby_changed(self, new: StoredGame, edit: Edit | None) -> StoredGame:
        stored = await self.save(new)
        await self._announce(self.herald.lobby(self, edit))
        return stored

    def _in_lobby(self) -> StoredGame:
        if self.stored.status is not GameStatus.LOBBY:
            raise Refusal(N_("This lobby is closed: the game has started or was cancelled"))
        return self.stored

    # --- play ------------------------------------------------------------------

    def seat_to_play(self, user: int, version: int | None) -> int:
        """The seat of `user` if they may act now on the board of `version` (None: the latest;
        the newest board posted serves too while a newer one could not be posted)."""
        s = self.stored
        if s.status is not GameStatus.ACTIVE:
            raise Refusal(N_("This game has not started yet") if s.status is GameStatus.LOBBY
                          else N_("This game is over"))
        if version is not None and version != s.version and version != s.board_version:
            raise Refusal(STALE)
        seat = s.seat_of(user)
        if seat is None:
            raise Refusal(N_("You are not playing in this game"))
        to_move = s.game.hand.to_move
        if seat != to_move:
            raise Refusal(N_("It is {player}'s turn, not yours"), player=plain(s.seats[to_move].name))
        return seat

    async def play(self, user: int, action: Action, version: int | None, reply: Reply | None = None) -> Phrase:
        """Apply `user`'s action (named as their view names Muses); returns it in words, to be said. Its
        board goes through `reply` (the interaction that sent the action) if given, else the channel."""
        async with self.lock:
            text, owed = await self._commit(self.seat_to_play(user, version), action, timed_out=False, reply=reply)
        await self._deliver(owed)
        return text

    async def timed_out(self, version: int) -> None:
        """The turn of `version` ran out (or an automated seat is to move): the AI plays it, at
        the seat's level (a player who did not move in time: `normal`). It decides off the event
        loop, without the lock; its move is stored only if the game is still at `version`."""
        s = self.stored
        if s.version != version or s.status is not GameStatus.ACTIVE:
            return
        seat = s.game.hand.to_move
        try:
            decision = await self.thinker.decide(seat_record(s.game, seat), s.seats[seat].level or STAND_IN, _seed(s))
            async with self.lock:
                if self.stored.version != version or self.stored.status is not GameStatus.ACTIVE:
                    return
                if s.seats[seat].away and not self.stored.seats[seat].away:
                    return  # its player came back while the AI thought: the turn is theirs, with a whole timeout
                owed = (await self._commit(seat, decision.table_action, timed_out=not s.seats[seat].ai_owned))[1]
        except Exception:
            log.exception("automated move in game %s failed; trying again in %s s", self.id, RETRY_S)
            self.timer.arm(self.clock() + RETRY_S, self.stored.version)
            return
        await self._deliver(owed)

    async def remind(self, version: int) -> None:
        """Half the time of the turn of `version` is gone: its player is reminded, once."""
        s = self.stored
        if s.version != version or s.status is not GameStatus.ACTIVE or self.paused is not None:
            return
        async with self._mail:  # a DM, without the game's lock (it takes it to remember a DM channel)
            await self._announce(self.herald.remind(self, s.game.hand.to_move))

    async def heard(self, user: int, locale: str) -> None:
        """`user` acted in `locale`: their seat's DMs speak it from now on."""
        seat = self.stored.seat_of(user)
        if seat is not None and self.stored.seats[seat].locale != locale:
            await self.note_seat(seat, locale=locale)

    async def come_back(self, user: int) -> bool:
        """`user`, whose seat the AI plays since their turns timed out, acts again: their turns
        are theirs again (their current one with a whole timeout). Whether they were away."""
        async with self.lock:
            s = self.stored
            seat = s.seat_of(user)
            if s.status is not GameStatus.ACTIVE or seat is None or not s.seats[seat].away:
                return False
            theirs = s.game.hand.to_move == seat
            deadline = self.clock() + s.table.timeout if theirs else s.deadline
            back = replace(s.with_seat(seat, timeouts=0), deadline=deadline)
            await self.store.set_back(self.id, back.version, back.seats, back.deadline)
            self.stored = back
            if theirs:
                self._arm()
            return True

    async def hint(self, user: int) -> str:
        """What the normal AI suggests to `user`, whose turn it is, from their seat's knowledge."""
        s = self.stored
        seat = self.seat_to_play(user, None)
        if not s.table.hints:
            raise Refusal(N_("Hints are off at this table"))
        decision = await self.thinker.hint(seat_record(s.game, seat), _seed(s))
        async with self.lock:
            if self.stored.version != s.version:
                raise Refusal(N_("The game moved on while I was thinking: ask again"))
            await self.settle(note="\n".join(filter(None, [self.stored.owed.note, hinted_text(s, seat)])))
        return suggestion(player_view(s.game, seat), decision.table_action)

    async def _commit(self, seat: int, action: Action, timed_out: bool,
                      reply: Reply | None = None) -> tuple[Phrase, list[Private]]:
        """Store and announce an action; returns it in words, and the private messages it owes.
        An action an automated seat answers within the same hand is stored but not announced:
        its board (owed meanwhile) comes once a player is to move, listing each move in order,
        or before the score of a hand that ends first."""
        s = self.stored
        game = s.game.copy()
        game.submit(action, seat)  # raises a player-readable error; the stored game is untouched
        ended = public_view(game) if game.hand.phase is Phase.FINISHED else None
        if ended is not None and s.board_version != s.version and s.status is GameStatus.ACTIVE:
            await self._announce(self.herald.announce(self))  # the moves before a hand's end come before its score
            s = self.stored
        move = (ended or public_view(game)).last.phrase
        was_away = s.seats[seat].away
        if not s.seats[seat].ai_owned:  # a player's timeouts in a row: one more, or none since they acted
            s = s.with_seat(seat, timeouts=s.seats[seat].timeouts + 1 if timed_out else 0)
        later = ended is None and s.seats[game.hand.to_move].ai_plays
        notes = [timed_out_text(s, seat) if timed_out and not was_away else None,
                 away_text(s, seat) if s.seats[seat].away and not was_away else None,
                 move_text(s, move) if later else None]
        if game.needs_deal:
            game.deal_next(self.rng)
            notes.append(dealt_text(s, public_view(game)))
        status = GameStatus.FINISHED if game.is_over else GameStatus.ACTIVE
        owed = Owed(score=ended.hand_number if ended else None,
                    note="\n".join(filter(None, notes)) if status is GameStatus.ACTIVE else None)
        new = replace(s, status=status, game=game, deadline=self._deadline(s, game, status), owed=s.owed.then(owed),
                      active_at=self.clock())
        if ended is not None and status is GameStatus.ACTIVE:
            new = self._dealt(new)
        # The next board is drawn while the action is stored; it is shown only once stored.
        drawing = self.herald.draw_board(public_view(game), s.table.language) if status is GameStatus.ACTIVE and not later else None
        try:
            await self.save(new)
        except BaseException:
            if drawing is not None:
                drawing.cancel()
            raise
        if drawing is not None:
            self.herald.keep_board(self.id, self.stored.version, drawing)
        if status is GameStatus.FINISHED:
            self.close()
            await self._rated()
        if not later:
            await self._announce(self.herald.announce(self, reply=reply))
        self._arm()
        if ended is not None:
            return move, self._hands()
        hidden = isinstance(action, Place) and action.hidden
        return move, [Private(seat, self.player(seat), mysterious=True)] if hidden and self._reachable(seat) else []

    async def forfeit(self, user: int) -> str:
        """`user` leaves: a lobby seat is freed; in play, the table option decides."""
        if self.stored.status is GameStatus.LOBBY:
            await self.leave_lobby(user)
            return _("You left the lobby.")
        async with self.lock:
            s = self.stored
            seat = s.seat_of(user)
            if s.status is not GameStatus.ACTIVE or seat is None:
                raise Refusal(N_("You are not playing in this game"))
            humans = sum(not x.ai_owned for x in s.seats) - 1
            if s.table.on_leave is OnLeave.END or humans == 0:
                s = replace(s.with_seat(seat, left=True), status=GameStatus.CANCELLED, deadline=None)
                await self.save(replace(s, owed=s.owed.then(Owed(note=left_text(s, seat)))))
                self.close()
                await self._rated()
                await self._announce(self.herald.announce(self))
                return _("You left; the game is over.")
            s = s.with_seat(seat, ai_owned=True, left=True)
            await self.save(replace(s, deadline=self._deadline(s, s.game),
                                    owed=s.owed.then(Owed(note=left_text(s, seat)))))
            self._arm()
            await self._announce(self.herald.announce(self))
            return _("You left; an automated player plays in your place.")

    async def reset(self, user: int) -> None:
        """End the game or close the lobby at once, without a result (who may is checked by the caller)."""
        async with self.lock:
            if not self.stored.is_open:
                raise Refusal(N_("This game is already over"))
            s = self.stored
            await self.save(replace(s, status=GameStatus.CANCELLED, deadline=None,
                                    owed=s.owed.then(Owed(note=reset_text(s, user)))))
            self.close()
            await self._announce(self.herald.announce(self))

    async def check_postable(self) -> None:
        """Before a player acts on a paused game: post its board again; if the channel still
        refuses it, refuse the action with the reason (nothing would be shown to the table)."""
        if self.paused is None:
            return
        async with self.lock:
            if self.paused is not None and self.stored.status is GameStatus.ACTIVE:
                reason = self.paused
                self.paused = None
                await self._announce(self.herald.resumed(self, resumed_note(self.stored)))
                if self.paused is not None:
                    raise Refusal(N_("The game is paused: {reason}"), reason=reason)
                self._arm(resumed=True)  # the turn under way gets a whole timeout again

    async def expire(self, version: int) -> None:
        """The server's idle limit may have passed: a lobby never started closes itself, a game
        without an accepted action ends as abandoned; both say so (a game is not rated)."""
        async with self.lock:
            s = self.stored
            limit = self._idle_limit(s)
            if not s.is_open or limit is None:
                return
            if s.active_at + limit > self.clock():
                self.watch_idle()  # an action came meanwhile, or the limit was raised
                return
            if s.status is GameStatus.LOBBY:
                await self.save(replace(s, status=GameStatus.CANCELLED,
                                        owed=s.owed.then(Owed(lobby=lobby_expired_text(s, limit)))))
                self.close()
                await self._announce(self.herald.lobby(self, None))
            else:
                await self.save(replace(s, status=GameStatus.ABANDONED, deadline=None,
                                        owed=s.owed.then(Owed(note=idle_text(s, limit)))))
                self.close()
                await self._announce(self.herald.announce(self))

    def watch_idle(self) -> None:
        """Arm the idle timer for the stored game and its server's limit."""
        s = self.stored
        limit = self._idle_limit(s)
        if not s.is_open or limit is None or s.active_at is None:
            self.idle.stop()
        else:
            self.idle.arm(s.active_at + limit, s.version)

    async def _rated(self) -> None:
        """Rate the game that just ended (if it counts); a failure is caught up at the next start."""
        if self._rate is not None:
            try:
                await self._rate(self.stored)
            except Exception:
                log.exception("rating game %s failed; it is rated at the next start", self.id)

    async def abandon(self) -> None:
        """The channel is gone: the game ends without a result, nothing more is said."""
        async with self.lock:
            if self.stored.is_open:
                await self.save(replace(self.stored, status=GameStatus.ABANDONED, deadline=None, owed=Owed()))
            elif self.stored.owed:
                await self.settle(lobby=None, score=None, note=None)
            self.close()

    # --- storage, messages and time ----------------------------------------------

    async def _announce(self, call: Awaitable[None]) -> None:
        """Say in Discord what was just stored. The stored change stands whatever happens
        there: a channel that refuses posts pauses the game (or, gone, abandons it), a post
        that failed for a moment is tried again, anything else is logged."""
        try:
            await call
        except Exception as e:
            self._failed(e)

    def _failed(self, error: Exception) -> None:
        """What a failed announcement does to the game."""
        match error:
            case Unreachable(gone=True):
                log.warning("game %s: its channel is gone (%s)", self.id, error)
                self._stop()
                self._abandoning = asyncio.ensure_future(self.abandon())
            case Unreachable() if self.stored.status is not GameStatus.ACTIVE:
                log.warning("game %s: %s", self.id, error)  # said at the next start, or by the next click
            case Unreachable():
                log.warning("game %s is paused: %s", self.id, error)
                self.paused = error.reason
                self._stop()
            case Unposted():
                self._repost()
            case _:
                log.error("announcing a change of game %s failed", self.id, exc_info=error)

    def _repost(self, attempt: int = 0) -> None:
        """Try again after a while what the game owes the channel (the current board, a score),
        until it is said or a newer board is."""
        if self._reposting is None or self._reposting.done() or attempt:
            delay = REPOST_S[min(attempt, len(REPOST_S) - 1)]
            self._reposting = asyncio.get_running_loop().create_task(self._repost_after(delay, attempt))

    async def _repost_after(self, delay: float, attempt: int) -> None:
        await asyncio.sleep(delay)
        async with self.lock:
            s = self.stored
            if not s.owes_channel or self.paused:
                return
            try:
                await self.herald.announce(self)
            except Unposted:
                self._repost(attempt + 1)
            except Exception as e:
                self._failed(e)
            else:
                self._arm()

    async def _deliver(self, owed: list[Private]) -> None:
        """Send what a stored change owes privately (taken right after the game's lock is
        let go, so in the order the changes were made)."""
        async with self._mail:
            await self._announce(self.herald.private(self, owed))

    def _dealt(self, new: StoredGame) -> StoredGame:
        """`new` with its new hand owed to every seat a DM can reach."""
        hand = len(new.game.hands) - 1
        return replace(new, seats=tuple(replace(x, hand_owed=hand) if not x.ai_owned and not x.dm_closed else x
                                        for x in new.seats))

    def _hands(self) -> list[Private]:
        """The current hand of every seat it is owed to and a DM can reach."""
        s = self.stored
        if s.status is not GameStatus.ACTIVE:
            return []
        hand = len(s.game.hands) - 1
        return [Private(seat, self.player(seat)) for seat, x in enumerate(s.seats)
                if x.hand_owed == hand and self._reachable(seat)]

    def _reachable(self, seat: int) -> bool:
        s = self.stored.seats[seat]
        return not s.ai_owned and not s.dm_closed

    async def note_seat(self, seat: int, **changes) -> None:
        """Remember something of a seat's DMs (closed, or its channel). Not a new version:
        the board just posted stays the current one."""
        async with self.lock:
            await self._set_seat(seat, **changes)

    async def hand_sent(self, seat: int, hand: int) -> None:
        """The DM of `hand` reached `seat`: it is owed no more."""
        async with self.lock:
            if self.stored.seats[seat].hand_owed == hand:
                await self._set_seat(seat, hand_owed=None)

    async def _set_seat(self, seat: int, **changes) -> None:
        stored = self.stored.with_seat(seat, **changes)
        await self.store.set_seats(self.id, stored.version, stored.seats)
        self.stored = stored

    async def note_message(self, message_id: int) -> None:
        """Remember the message that shows the lobby or the current board, with the version's
        note if it owed one (caller holds the lock)."""
        self._posted_at = self.clock()
        await self.store.set_board_message(self.id, message_id, self.stored.version)
        self.stored = replace(self.stored, board_message=message_id, board_version=self.stored.version,
                              owed=replace(self.stored.owed, note=None))

    async def settle(self, **parts) -> None:
        """These parts of `owed` were said in the channel (caller holds the lock)."""
        owed = replace(self.stored.owed, **parts)
        await self.store.set_owed(self.id, owed)
        self.stored = replace(self.stored, owed=owed)

    async def opened(self, message_id: int) -> None:
        """The lobby message was posted."""
        async with self.lock:
            await self.note_message(message_id)

    def ended(self, hand: int) -> PublicView:
        """The table as hand `hand` ended (the next hand may be dealt already)."""
        game = self.stored.game.copy()
        del game.hands[hand + 1:], game.history[hand + 1:]
        return public_view(game)

    async def resume(self) -> None:
        """After a restart: arm the timer, and say what the stored version still owes (the bot
        stopped between storing a change and announcing it): in the channel its lobby message,
        scores, board or notice, then each hand still owed by DM."""
        self._arm(resumed=True)
        self.watch_idle()
        async with self.lock:
            s = self.stored
            if s.owed.lobby or (s.status is GameStatus.LOBBY and s.board_version != s.version):
                await self._announce(self.herald.lobby(self, None))
            if s.status is GameStatus.ACTIVE and s.board_version != s.version and s.owed.score is None:
                posted = await self.herald.posted_board(self)
                if posted is not None:
                    await self.note_message(posted)
            if self.stored.owes_channel:
                await self._announce(self.herald.announce(self, resumed_text(s)))
            hands = self._hands()
        await self._deliver(hands)

    async def save(self, new: StoredGame) -> StoredGame:
        """Commit `new` over the current version. On any failure the session reloads what
        the store holds and the caller's request fails; where another process stored a newer
        version first, the player is told the board moved on."""
        try:
            self.stored = await self.store.save(new)
        except Exception as e:
            fresh = await self.store.get(self.id)
            if fresh is not None:
                self.stored = fresh
            if isinstance(e, ConflictError):
                raise Refusal(STALE) from e
            raise
        self.watch_idle()
        if self._observer is not None:
            self._observer(self.stored)
        return self.stored

    def _deadline(self, s: StoredGame, game: Game, status: GameStatus = GameStatus.ACTIVE) -> float | None:
        """When the next turn times out: at once for an automated seat, after the table's
        timeout for a player, never if the table has none."""
        if status is not GameStatus.ACTIVE:
            return None
        if s.seats[game.hand.to_move].ai_plays:
            return max(self.clock(), self._posted_at + self.pace)
        return self.clock() + s.table.timeout if s.table.timeout else None

    def _arm(self, resumed: bool = False) -> None:
        """Arm the timer for the stored deadline, and the reminder at half a player's time.
        `resumed`: the bot is back from a stop or a pause, and a player's turn that was under
        way gets at least a whole timeout from now (the time the table could not play is not
        theirs to lose)."""
        s = self.stored
        if s.status is not GameStatus.ACTIVE or s.deadline is None or self.paused is not None:
            self._stop()
            return
        deadline = s.deadline
        seat = s.seats[s.game.hand.to_move]
        if resumed and not seat.ai_plays:
            deadline = max(deadline, self.clock() + s.table.timeout)
        self.timer.arm(deadline, s.version)
        if seat.ai_plays:
            self.reminder.stop()
        else:
            self.reminder.arm(deadline - s.table.timeout / 2, s.version)

    def _stop(self) -> None:
        self.timer.stop()
        self.reminder.stop()

    async def quiet(self) -> None:
        """The bot is closing: no more timed moves nor tries again; returns once what the game
        is saying, in the channel and by DM, is said."""
        self._stop()
        self.idle.stop()
        if self._reposting is not None:
            self._reposting.cancel()
        async with self.lock:
            pass
        async with self._mail:  # a DM takes the lock to remember it was sent: not both at once
            pass

    def close(self) -> None:
        """The game is over or cancelled: stop its timers and leave the registry."""
        self._stop()
        self.idle.stop()
        if self._reposting is not None and self._reposting is not asyncio.current_task():
            self._reposting.cancel()
        self._on_close(self)


def _seed(s: StoredGame) -> int:
    """The AI's seed at this version of this game: the same position asked again gets the same answer."""
    return s.id * 1_000_003 + s.version
