"""What a game says, as play sees it: the Herald protocol (bot/hosting/publish.py says it in
Discord), and the Ledger through which the herald reads the stored game and reports what it
said. The herald decides nothing of the game: it says what a stored version owes, and the
ledger writes down that it was said."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import replace
from typing import Protocol

from engine.language import Phrase
from engine.views import PublicView

from ..core.stored import GameStatus, StoredGame
from ..storage.db import Disconnected, Unwritable
from ..storage.store import GameStore
from .lifecycle import Noted, Private

log = logging.getLogger(__name__)


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


class Posted(Protocol):
    """A message Discord made."""

    @property
    def id(self) -> int: ...


Edit = Callable[..., Awaitable[object]]
"""Edits the message a click came from (`content=`, `view=`), through the click's interaction."""
Reply = Callable[..., Awaitable[Posted]]
"""Posts a public message (content, then `discord.abc.Messageable.send`'s keywords) through an interaction."""


class Ledger:
    """A session's stored game, and what its herald reports it said: each report is written
    to the store at once (what a DM did: once the store is back, if it was away), none is a new
    version (the message that shows the current version, the parts of `owed` said, a seat's DM
    channel, a hand delivered)."""

    def __init__(self, stored: StoredGame, store: GameStore, clock: Callable[[], float], lock: asyncio.Lock,
                 on_move: Callable[[int, int], None] = lambda channel, thread: None,
                 on_unstored: Callable[[], None] = lambda: None):
        self.stored = stored
        self.on_move = on_move
        """Told the game moved from a channel to a thread of it (the open games are found by channel)."""
        self.on_unstored = on_unstored
        """Told the store could not take the seats remembered: `store_seats` is to be called again later."""
        self.seats_unstored = False
        """The seats hold what a DM did (its channel, a hand delivered) that the store does not yet."""
        self.store = store
        self.clock = clock
        self.lock = lock
        """The game's lock (the session's)."""
        self.posted_at = 0.0
        """When the lobby or board message was last noted (automated moves keep a pace after it)."""

    async def shown(self, message_id: int) -> None:
        """This message shows the lobby or the current board, with the version's note if it owed
        one; the board it follows owes the removal of its controls (caller holds the lock).
        Remembered before it is stored: a write lost with the database (until it is back) must not
        make the bot forget a message it posted, whose controls a later board must take off."""
        self.posted_at = self.clock()
        s = self.stored
        before = s.board_message
        owed = s.owed
        if s.status is GameStatus.ACTIVE and before not in (None, message_id):
            owed = owed.stripping(before)
        self.stored = replace(s, board_message=message_id, board_version=s.version, owed=replace(owed, note=None))
        await self.store.set_board_message(s.id, message_id, s.version, owed.strip)

    async def opened(self) -> None:
        """The lobby message was said for good (the game's opening, or the lobby closed): owed no
        more, and no longer the game's message (the first board strips no controls from it)."""
        await self.store.set_opened(self.stored.id)
        self.stored = replace(self.stored, board_message=None, owed=replace(self.stored.owed, lobby=None))

    async def moved(self, thread: int) -> None:
        """The game plays in `thread`, of its channel, from now on (caller holds the lock)."""
        s = self.stored
        await self.store.set_thread(s.id, thread, s.channel)
        self.stored = replace(s, channel=thread, parent=s.channel, owed=replace(s.owed, thread=False))
        self.on_move(s.channel, thread)

    async def settle(self, **parts: object) -> None:
        """These parts of `owed` were said in the channel (caller holds the lock)."""
        await self.write(Noted(replace(self.stored, owed=replace(self.stored.owed, **parts)), "owed"))  # type: ignore[arg-type]

    async def stripped(self, messages: Collection[int]) -> None:
        """The controls of these messages were taken off (caller holds the lock)."""
        if messages:
            await self.write(Noted(replace(self.stored, owed=self.stored.owed.stripped(messages)), "owed"))

    async def note_seat(self, seat: int, **changes: object) -> None:
        """Remember something of a seat's DMs (closed, or its channel)."""
        async with self.lock:
            await self._dm_did(self.stored.with_seat(seat, **changes))

    async def hand_sent(self, seat: int, hand: int) -> None:
        """The DM of `hand` reached `seat`: it is owed no more."""
        async with self.lock:
            if self.stored.seats[seat].hand_owed == hand:
                await self._dm_did(self.stored.with_seat(seat, hand_owed=None))

    async def _dm_did(self, stored: StoredGame) -> None:
        """What a DM did, in the seats: remembered before it is stored, as `shown` (the next
        version's write stores it too), so that a write lost with the database does not make the
        bot say it again; the DMs go on meanwhile."""
        self.stored = stored
        self.seats_unstored = True
        if not await self.store_seats():
            self.on_unstored()

    async def store_seats(self) -> bool:
        """Store the seats remembered if the store does not hold them yet (caller holds the lock);
        whether it holds them (False: it is out of reach)."""
        if self.seats_unstored:
            s = self.stored
            try:
                await self.store.set_seats(s.id, s.version, s.seats)
            except (Disconnected, Unwritable) as e:
                log.warning("game %s: the store could not take its seats (%s); trying again later", s.id, e)
                return False
            self.seats_unstored = False
        return True

    async def write(self, noted: Noted) -> None:
        """Rewrite a part of the stored version (caller holds the lock)."""
        s = noted.stored
        match noted.part:
            case "owed":
                await self.store.set_owed(s.id, s.owed)
            case "seats":
                await self.store.set_seats(s.id, s.version, s.seats)
            case "seats and deadline":
                await self.store.set_back(s.id, s.version, s.seats, s.deadline)
        self.stored = s


class Herald(Protocol):
    """What a game says in Discord (bot/hosting/publish.py); called with the game's lock held
    unless said otherwise. Each says what the ledger's stored version owes, and reports to the
    ledger what it said."""

    def draw_board(self, view: PublicView, locale: str) -> asyncio.Future[bytes]:
        """The board picture, its words in `locale` (the game's language)."""
        ...

    def keep_board(self, game: int, version: int, view: PublicView, drawing: asyncio.Future[bytes]) -> None:
        """The public view of `version` and the picture of its board, drawn while it was stored."""
        ...

    async def lobby(self, ledger: Ledger, edit: Edit | None) -> None:
        """The lobby message as stored, or what it became (`owed.lobby`)."""

    async def announce(self, ledger: Ledger, note: str | None = None, reply: Reply | None = None) -> None:
        """What the stored version owes the channel: the score of each hand that ended, then its
        board (`note` on top; through `reply`, the interaction that made the move, if given), or its
        notice alone once the game is over."""

    async def strip(self, ledger: Ledger) -> None:
        """The controls off the boards that no longer show the game (`owed.strip`), after the board
        that follows them; called without the lock (it takes it to note what it did): a strip waits
        behind the requests players wait for, and the game's next move must not wait for the strip."""

    async def private(self, ledger: Ledger, messages: Sequence[Private]) -> None:
        """Called without the lock: a DM may be slow, other players need not wait for it."""

    async def resumed(self, ledger: Ledger, note: str | None) -> None:
        """The current board again, with `note` on top."""

    async def posted_board(self, stored: StoredGame) -> int | None:
        """The message of the current version's board if the channel shows it (a board that
        followed its move's click has no nonce: it may be out though the bot stopped before noting it)."""

    async def gone(self, ledger: Ledger) -> None:
        """The game's thread was deleted (the game is abandoned): its channel is told."""

    async def paused(self, ledger: Ledger, reason: Phrase) -> None:
        """The game's thread refuses its posts (locked, say): its channel is told why the game waits
        (called without the lock)."""

    async def remind(self, ledger: Ledger, seat: int) -> None:
        """Tell the player of `seat` that their turn is waiting: by DM, else in the channel (called
        without the lock, as `private`)."""
