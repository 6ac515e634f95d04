"""A game session, the shell around a game's lifecycle (bot/play/lifecycle.py): it holds the
game's lock, loads the request's context (the time, the deals' randomness), asks the lifecycle
what the request makes of the stored game, commits that to the store with the version check,
and only then has the herald say it. It also runs the game's timers and its AI seats. A stored
value is never changed in place, every change makes a new one."""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import NamedTuple, Protocol

from engine import Action, MuseTable, Refusal
from engine.ai import Decision
from engine.language import Joined, Phrase
from engine.seats import seat_record
from engine.views import PlayerView, PublicView, player_view, preview, public_view

from ..core.choices import suggestion
from ..core.language import N_, _
from ..core.stored import STAND_IN, GameStatus, Seat, StoredGame
from ..core.texts import resumed_note, resumed_text, shown_names
from ..storage.db import Disconnected, Unwritable
from ..storage.store import ConflictError, GameStore
from . import lifecycle
from .herald import Edit, Herald, Ledger, Reply, Unposted, Unreachable
from .lifecycle import STALE, Changed, Context, Noted, Private, Request, SayFirst
from .timers import Sleep, Timing, TurnTimer

log = logging.getLogger(__name__)

RETRY_S = 30.0
"""Seconds before an automated move that failed (but for the store: RECONNECT_S) is tried again."""
REPOST_S = (2.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0)
"""Seconds before each new try of a board Discord failed to take (then every last one)."""
READ_BACK_S = (0.1, 0.2, 0.4, 0.8)
"""Seconds before each read of the stored version after a write whose connection was lost (an answer
waits for them: together they stay well within Discord's 3 seconds)."""
RECONNECT_S = (1.0, 2.0, 5.0, 10.0, 30.0)
"""Seconds before each new try of the database by a game whose write's outcome is not known yet (then
every last one), and before an automated move is tried again when the database could not take it."""
NOT_TAKEN = N_("The bot is reconnecting to its database; your move was not taken: try again in a moment")
UNKNOWN = N_("The bot is reconnecting to its database and cannot tell yet whether your move was taken: "
             "look at the board in a moment")
UNWRITABLE = N_("The bot cannot save games right now; the game is unchanged: try again later")


class Unsaved(Refusal):
    """The store could not take a change (its server out of reach, its disk full): the player is
    told whether it was taken."""


class Hint(NamedTuple):
    """The AI's suggestion to a seat: in words, as its preview, and as the action itself (face-down
    Muses by the tokens the seat sees)."""

    text: str
    shown: PlayerView
    action: Action


class Thinker(Protocol):
    """The AI players' decisions, from a seat's record (bot/hosting/thinking.py makes them off
    the event loop)."""

    async def decide(self, record: dict, level: str, seed: int) -> Decision: ...
    async def hint(self, record: dict, seed: int, asker: int) -> Decision: ...


class Session:
    def __init__(self, stored: StoredGame, store: GameStore, herald: Herald, muse_table: MuseTable,
                 rng: random.Random, on_close: Callable[[Session], None], thinker: Thinker,
                 clock: Callable[[], float] = time.time, observer: Callable[[StoredGame], None] | None = None,
                 pace: float = Timing.pace, rate: Callable[[StoredGame], Awaitable[object]] | None = None,
                 idle_limit: Callable[[StoredGame], float | None] = lambda stored: None, sleep: Sleep = asyncio.sleep,
                 on_move: Callable[[int, int], None] = lambda channel, thread: None):
        self.thinker = thinker
        self.pace = pace
        self.store = store
        self.herald = herald
        self.muse_table = muse_table
        self.rng = rng
        self.lock = asyncio.Lock()
        self.ledger = Ledger(stored, store, clock, self.lock, on_move, on_unstored=self._repost)
        """The stored game, and what the herald reports it said."""
        self._mail = asyncio.Lock()
        """Private messages go out in the order they were owed, without the game's lock."""
        self.clock = clock
        self._on_close = on_close
        self._observer = observer
        self.timer = TurnTimer(f"muses-timer-{stored.id}", clock, self.timed_out, sleep)
        self.reminder = TurnTimer(f"muses-reminder-{stored.id}", clock, self.remind, sleep)
        """Reminds a player at half their turn's time."""
        self._rate = rate
        """Rates a game that ended (bot/ratings.py)."""
        self._idle_limit = idle_limit
        """Seconds the game may stay idle (its server's limit for a lobby, or for a game in play)."""
        self.idle = TurnTimer(f"muses-idle-{stored.id}", clock, self.expire, sleep)
        self.holding = TurnTimer(f"muses-held-{stored.id}", clock, self.release, sleep)
        """Frees the seats a rematch's lobby held for players who did not take them in time."""
        self.paused: Phrase | None = None
        """Why the game waits: the channel refuses its posts. No timer runs meanwhile."""
        self._reposting: asyncio.Task | None = None
        self._abandoning: asyncio.Future | None = None
        self._recovering: asyncio.Task | None = None
        """Reading back a write whose outcome was not known."""
        self._telling: asyncio.Future | None = None
        """The channel a thread hangs from being told the game is paused."""
        self._stripping: asyncio.Task | None = None
        """Taking the controls off the boards that no longer show the game, without its lock."""

    @property
    def stored(self) -> StoredGame:
        return self.ledger.stored

    @stored.setter
    def stored(self, stored: StoredGame) -> None:
        self.ledger.stored = stored

    @property
    def id(self) -> int:
        return self.stored.id

    def public(self) -> PublicView:
        assert self.stored.game is not None
        return public_view(self.stored.game, shown_names(self.stored.seats))

    def player(self, seat: int) -> PlayerView:
        assert self.stored.game is not None
        return player_view(self.stored.game, seat, shown_names(self.stored.seats))

    def preview(self, seat: int, action: Action) -> PlayerView:
        """What `seat` would see once it made `action` (`engine.views.preview`: nothing revealed)."""
        assert self.stored.game is not None
        return preview(self.stored.game, seat, action, shown_names(self.stored.seats))

    # --- the lobby -------------------------------------------------------------

    # Each change of the lobby is shown through the click that made it (`edit`, which needs no
    # permission in the channel), else by editing the lobby message.

    async def join(self, seat: Seat, edit: Edit | None = None) -> StoredGame:
        return await self._lobby(lifecycle.Join(seat), edit)

    async def leave_lobby(self, user: int, edit: Edit | None = None) -> StoredGame:
        return await self._lobby(lifecycle.LeaveLobby(user), edit)

    async def add_ai(self, user: int, level: str, edit: Edit | None = None) -> StoredGame:
        """The host seats an AI player of `level`."""
        return await self._lobby(lifecycle.AddAI(user, level), edit)

    async def remove_ai(self, user: int, edit: Edit | None = None) -> StoredGame:
        """The host lets the last AI player seated go."""
        return await self._lobby(lifecycle.RemoveAI(user), edit)

    async def set_interventions(self, user: int, gods: tuple[str, ...], edit: Edit | None = None) -> StoredGame:
        """The host enables these Divine Interventions tiles (none: the base game)."""
        return await self._lobby(lifecycle.SetInterventions(user, gods), edit)

    async def start(self, user: int, edit: Edit, threads: lifecycle.Threads = lifecycle.Threads.HERE) -> None:
        """Deal and begin: the lobby message becomes the game's opening (its thread started from it,
        if the game is played in one), the first board is posted, then the hands go out."""
        await self._lobby(lifecycle.Start(user, threads), edit)

    async def cancel(self, user: int, moderator: bool, edit: Edit | None = None) -> StoredGame:
        return await self._lobby(lifecycle.Cancel(user, moderator), edit)

    async def show_lobby(self) -> None:
        """Post the lobby message of a lobby opened by a click elsewhere (a rematch's)."""
        async with self.lock:
            await self._announce(self.herald.lobby(self.ledger, None))

    async def release(self, version: int) -> None:
        """The seats held for players who did not take them in time are free: the lobby shows it."""
        await self._lobby(lifecycle.Release(), None)

    async def _lobby(self, request: Request, edit: Edit | None) -> StoredGame:
        async with self.lock:
            changed = await self._change(request, edit=edit)
            stored = self.stored
        await self._deliver(changed.privates if changed else ())
        return stored

    # --- play ------------------------------------------------------------------

    def seat_to_play(self, user: int, version: int | None) -> int:
        """The seat of `user` if they may act now on the board of `version` (None: the latest;
        the newest board posted serves too while a newer one could not be posted)."""
        return lifecycle.seat_to_play(self.stored, user, version)

    async def play(self, user: int, action: Action, version: int | None, reply: Reply | None = None) -> Phrase | Joined:
        """Apply `user`'s action (named as their view names Muses); returns it in words, to be said. Its
        board goes through `reply` (the interaction that sent the action) if given, else the channel."""
        async with self.lock:
            changed = await self._change(lifecycle.Play(user, action, version), reply=reply)
        assert changed is not None and changed.move is not None
        await self._deliver(changed.privates)
        return changed.move

    async def timed_out(self, version: int) -> None:
        """The turn of `version` ran out (or an automated seat is to move): the AI plays it, at
        the seat's level (a player who did not move in time: `normal`). It decides off the event
        loop, without the lock; its move is stored only if the game is still at `version`."""
        s = self.stored
        if s.version != version or s.status is not GameStatus.ACTIVE or s.game is None:
            return
        seat = lifecycle.to_move(s)
        try:
            decision = await self.thinker.decide(seat_record(s.game, seat), s.seats[seat].level or STAND_IN, _seed(s))
            async with self.lock:
                changed = await self._change(lifecycle.AutoMove(version, decision.table_action, s.seats[seat].away))
        except Unsaved as e:
            log.warning("automated move in game %s not stored (%s); trying again in %s s", self.id, e, RECONNECT_S[0])
            self.timer.arm(self.clock() + RECONNECT_S[0], self.stored.version)
            return
        except Exception:
            log.exception("automated move in game %s failed; trying again in %s s", self.id, RETRY_S)
            self.timer.arm(self.clock() + RETRY_S, self.stored.version)
            return
        if changed is not None:
            await self._deliver(changed.privates)

    async def remind(self, version: int) -> None:
        """Half the time of the turn of `version` is gone: its player is reminded, once."""
        s = self.stored
        if s.version != version or s.status is not GameStatus.ACTIVE or self.paused is not None:
            return
        async with self._mail:  # a DM, without the game's lock (it takes it to remember a DM channel)
            await self._announce(self.herald.remind(self.ledger, lifecycle.to_move(s)))

    async def heard(self, user: int, locale: str) -> None:
        """`user` acted in `locale`: their seat's DMs speak it from now on."""
        heard = lifecycle.Heard(user, locale)
        if lifecycle.step(self.stored, heard, self._context()) is not None:  # most clicks: the same locale, no wait
            async with self.lock:
                await self._note(heard)

    async def come_back(self, user: int) -> bool:
        """`user`, whose seat the AI plays since their turns timed out, acts again: their turns
        are theirs again (their current one with a whole timeout). Whether they were away."""
        back = lifecycle.ComeBack(user)
        if lifecycle.step(self.stored, back, self._context()) is None:  # most clicks: not away, no wait for the lock
            return False
        async with self.lock:
            return await self._note(back)

    async def hint(self, user: int) -> Hint:
        """What the normal AI suggests to `user`, whose turn it is, from their seat's knowledge."""
        s = self.stored
        seat = lifecycle.hint_seat(s, user)
        assert s.game is not None
        decision = await self.thinker.hint(seat_record(s.game, seat), _seed(s), user)
        async with self.lock:
            await self._note(lifecycle.Hinted(seat, s.version))
        action, names = decision.table_action, shown_names(s.seats)
        return Hint(suggestion(player_view(s.game, seat, names), action), preview(s.game, seat, action, names), action)

    async def forfeit(self, user: int) -> str:
        """`user` leaves: a lobby seat is freed; in play, the table option decides."""
        async with self.lock:
            changed = await self._change(lifecycle.Forfeit(user))
        assert changed is not None and changed.answer is not None
        await self._deliver(changed.privates)
        return _(changed.answer)

    async def reset(self, user: int) -> None:
        """End the game or close the lobby at once, without a result (who may is checked by the caller)."""
        async with self.lock:
            await self._change(lifecycle.Reset(user))

    async def check_postable(self) -> None:
        """Before a player acts on a paused game: post its board again; if the channel still
        refuses it, refuse the action with the reason (nothing would be shown to the table)."""
        if self.paused is None:
            return
        async with self.lock:
            if self.paused is not None and self.stored.status is GameStatus.ACTIVE:
                reason = self.paused
                self.paused = None
                await self._announced(self.herald.resumed(self.ledger, resumed_note(self.stored)))
                if self.paused is not None:
                    raise Refusal(N_("The game is paused: {reason}"), reason=reason)
                self._arm(resumed=True)  # the turn under way gets a whole timeout again

    async def expire(self, version: int) -> None:
        """The server's idle limit may have passed: a lobby never started closes itself, a game
        without an accepted action ends as abandoned; both say so (a game is not rated)."""
        async with self.lock:
            limit = self._idle_limit(self.stored)
            if limit is None:
                return
            if await self._change(lifecycle.Expire(limit)) is None:
                self.watch_idle()  # an action came meanwhile, or the limit was raised

    def watch_idle(self) -> None:
        """Arm the idle timer for the stored game and its server's limit."""
        s = self.stored
        limit = self._idle_limit(s)
        if not s.is_open or limit is None or s.active_at is None:
            self.idle.stop()
        else:
            self.idle.arm(s.active_at + limit, s.version)
        held = lifecycle.held_until(s) if s.status is GameStatus.LOBBY else None
        if held is None:
            self.holding.stop()
        else:
            self.holding.arm(held, s.version)

    async def _rated(self) -> None:
        """Rate the game that just ended (if it counts); a failure is caught up at the next start."""
        if self._rate is not None:
            try:
                await self._rate(self.stored)
            except Exception:
                log.exception("rating game %s failed; it is rated at the next start", self.id)

    async def abandon(self) -> None:
        """The channel is gone: the game ends without a result, nothing more is said in it (a
        game played in a thread: its channel is told)."""
        async with self.lock:
            outcome = lifecycle.step(self.stored, lifecycle.Abandon(), self._context())
            if isinstance(outcome, Changed):
                await self.save(outcome.stored)
                await self._announce(self.herald.gone(self.ledger))
            elif isinstance(outcome, Noted):
                await self.ledger.write(outcome)
            self.close()

    # --- the lifecycle's outcomes ------------------------------------------------

    def _context(self) -> Context:
        return Context(self.clock(), self.ledger.posted_at + self.pace, self.rng, self.muse_table)

    async def _change(self, request: Request, edit: Edit | None = None, reply: Reply | None = None) -> Changed | None:
        """Store the new version `request` makes (caller holds the lock), then say it: the game
        over, its timers stop and it is rated if it counts; then its lobby message, then what it
        owes the channel; the timers follow the new version. Returns it, with the DMs it owes
        (sent by the caller once the lock is let go). An automated move the game moved on
        from while it was decided, and an idle limit not passed, change nothing (None)."""
        outcome = lifecycle.step(self.stored, request, self._context())
        if isinstance(outcome, SayFirst):
            assert isinstance(request, (lifecycle.Play, lifecycle.AutoMove))
            # the moves before a hand's end come before its score
            await self._announced(self.herald.announce(self.ledger))
            outcome = lifecycle.step(self.stored, replace(request, said_first=True), self._context())
        if outcome is None:
            return None
        assert isinstance(outcome, Changed)
        # The next board is drawn while the action is stored; it is shown only once stored.
        drawing = (self.herald.draw_board(outcome.board, self.stored.table.language)
                   if outcome.board is not None else None)
        try:
            await self.save(outcome.stored)
        except BaseException:
            if drawing is not None:
                drawing.cancel()
            raise
        if drawing is not None:
            assert outcome.board is not None
            self.herald.keep_board(self.id, self.stored.version, outcome.board, drawing)
        if outcome.over:
            self.close()
            if outcome.rated:
                await self._rated()
        if outcome.lobby:
            await self._announce(self.herald.lobby(self.ledger, edit))
        if outcome.channel:
            await self._announced(self.herald.announce(self.ledger, reply=reply))
        if self.stored.status is GameStatus.ACTIVE:
            self._arm()
        return outcome

    async def _note(self, request: Request) -> bool:
        """Rewrite the stored version as `request` makes it, without a new version (caller holds
        the lock); whether anything changed."""
        outcome = lifecycle.step(self.stored, request, self._context())
        if outcome is None:
            return False
        assert isinstance(outcome, Noted)
        await self.ledger.write(outcome)
        if outcome.rearm:
            self._arm()
        return True

    # --- storage, messages and time ----------------------------------------------

    async def _announce(self, call: Awaitable[None]) -> bool:
        """Say in Discord what was just stored; whether it was said. The stored change stands whatever
        happens there: a channel that refuses posts pauses the game (or, gone, abandons it), a post
        that failed for a moment is tried again, anything else is logged."""
        try:
            await call
        except Exception as e:
            self._failed(e)
            return False
        return True

    async def _announced(self, call: Awaitable[None]) -> None:
        """`_announce` what the stored version owes the channel; once said (its board noted), the
        boards before it lose their controls (`_strip_soon`)."""
        if await self._announce(call):
            self._strip_soon()

    def _strip_soon(self) -> None:
        """Take the controls off the boards that no longer show the game, if some owe it, in a task of
        their own: a strip waits behind every request players wait for at the global limit, and the
        game's next move, which needs the lock, must not wait for it (`Herald.strip`)."""
        if self.stored.owed.strip and (self._stripping is None or self._stripping.done()):
            self._stripping = asyncio.get_running_loop().create_task(self._strip())

    async def _strip(self) -> None:
        """Until every board owed a strip was tried once (boards noted meanwhile included)."""
        tried: set[int] = set()
        while any(message not in tried for message in self.stored.owed.strip):
            tried.update(self.stored.owed.strip)
            try:
                await self.herald.strip(self.ledger)
            except Exception as e:
                self._failed(e)
                return

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
                if self.paused is None:
                    self._telling = asyncio.ensure_future(self._announce(self.herald.paused(self.ledger,
                                                                                            error.reason)))
                self.paused = error.reason
                self._stop()
            case Unposted():
                self._repost()
            case Disconnected():  # stored, but the store went away while it was being said
                log.warning("game %s: the store was out of reach while announcing: %s", self.id, error)
                self._repost()
            case _:
                log.error("announcing a change of game %s failed", self.id, exc_info=error)

    def _repost(self, attempt: int = 0) -> None:
        """Try again after a while what the game owes the channel (the current board, a score),
        until it is said or a newer board is, and the seats the store could not take."""
        if self._reposting is None or self._reposting.done() or attempt:
            delay = REPOST_S[min(attempt, len(REPOST_S) - 1)]
            self._reposting = asyncio.get_running_loop().create_task(self._repost_after(delay, attempt))

    async def _repost_after(self, delay: float, attempt: int) -> None:
        await asyncio.sleep(delay)
        async with self.lock:
            if not await self.ledger.store_seats():
                self._repost(attempt + 1)
                return
            if not self.stored.owes_channel or self.paused:
                return
            try:
                await self.herald.announce(self.ledger)
            except (Unposted, Disconnected):
                self._repost(attempt + 1)
            except Exception as e:
                self._failed(e)
            else:
                self._arm()
                self._strip_soon()

    async def _deliver(self, owed: Sequence[Private]) -> None:
        """Send what a stored change owes privately (taken right after the game's lock is
        let go, so in the order the changes were made)."""
        async with self._mail:
            await self._announce(self.herald.private(self.ledger, owed))

    async def opened(self, message_id: int) -> None:
        """The lobby message was posted (the observer is told before it is noted: a stop in between
        leaves a lobby message the game does not know)."""
        async with self.lock:
            if self._observer is not None:
                self._observer(replace(self.stored, board_message=message_id))
            await self.ledger.shown(message_id)

    async def resume(self) -> None:
        """After a restart: arm the timer, and say what the stored version still owes (the bot
        stopped between storing a change and announcing it): in the channel its lobby message,
        scores, board or notice, then each hand still owed by DM."""
        self._arm(resumed=True)
        self.watch_idle()
        async with self.lock:
            s = self.stored
            if s.owed.lobby or (s.status is GameStatus.LOBBY and s.board_version != s.version):
                await self._announce(self.herald.lobby(self.ledger, None))
            if s.status is GameStatus.ACTIVE and s.board_version != s.version and s.owed.score is None:
                posted = await self.herald.posted_board(self.stored)
                if posted is not None:
                    await self.ledger.shown(posted)
            if self.stored.owes_channel:
                await self._announced(self.herald.announce(self.ledger, resumed_text(s)))
            hands = lifecycle.hands(self.stored)
        await self._deliver(hands)

    async def save(self, new: StoredGame) -> StoredGame:
        """Commit `new` over the current version. On any failure the session reloads what
        the store holds and the caller's request fails; where another process stored a newer
        version first, the player is told the board moved on. A write whose connection was lost
        is read back: taken, it stands; not taken (or not known yet), the player is told so."""
        try:
            self.stored = await self.store.save(new)
        except Unwritable as e:
            log.warning("game %s: the store refused a write: %s", self.id, e)
            raise Unsaved(UNWRITABLE) from e
        except Disconnected as e:
            log.warning("game %s: the store's connection was lost while writing: %s", self.id, e)
            self.stored = await self._read_back(new, e)
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

    async def _read_back(self, new: StoredGame, lost: Disconnected) -> StoredGame:
        """The stored version after `new` was written on a connection that was lost: `new` at its
        next version if the write was committed, else Unsaved saying it was not taken (the store
        read back), or that this is not known yet (then the game reads it back later, and says
        what a taken change owes)."""
        for delay in READ_BACK_S:
            await asyncio.sleep(delay)
            try:
                fresh = await self.store.settled(self.id)
            except Disconnected:
                continue
            if fresh is not None and fresh.version == new.version + 1:  # one process writes a game
                return replace(new, version=new.version + 1)
            raise Unsaved(NOT_TAKEN) from lost
        if self._recovering is None or self._recovering.done():
            self._recovering = asyncio.get_running_loop().create_task(self._recover())
        raise Unsaved(UNKNOWN) from lost

    async def _recover(self) -> None:
        """Read the stored version until the store answers; a newer one than the session's (the
        write whose outcome was not known was taken) is resumed: its board and what it owes are said
        (a game it ended is rated at the next start)."""
        for attempt in itertools.count():
            await asyncio.sleep(RECONNECT_S[min(attempt, len(RECONNECT_S) - 1)])
            try:
                fresh = await self.store.settled(self.id)
            except Disconnected:
                continue
            break
        async with self.lock:
            if fresh is None or fresh.version <= self.stored.version:
                return
            self.stored = fresh
            if self._observer is not None:  # the web table's pages, say: told every stored version
                self._observer(fresh)
        log.warning("game %s: a write whose outcome was not known was taken (version %s)", self.id, fresh.version)
        if not fresh.is_open:
            self.close()  # rated at the next start
        await self.resume()

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
        seat = s.seats[lifecycle.to_move(s)]
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
        self.holding.stop()
        for task in (self._reposting, self._recovering):
            if task is not None:
                task.cancel()
        async with self.lock:
            pass
        if self._stripping is not None:
            await self._stripping
        async with self._mail:  # a DM takes the lock to remember it was sent: not both at once
            pass

    def close(self) -> None:
        """The game is over or cancelled: stop its timers and leave the registry (a try again
        under way goes on: what the game's end owes may meet Discord or the store away too)."""
        self._stop()
        self.idle.stop()
        self.holding.stop()
        self._on_close(self)


def _seed(s: StoredGame) -> int:
    """The AI's seed at this version of this game: the same position asked again gets the same answer."""
    return s.id * 1_000_003 + s.version
