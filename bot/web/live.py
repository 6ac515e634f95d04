"""The open pages of each game, and the new position sent to each after every stored version,
whoever made it (chat, page, timer, AI): told by the session once the version is committed
(`saved`), or, for a game another bot process writes, by the database's notification
(bot/web/relay.py)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from engine.language import Language

from ..core.stored import StoredGame
from .viewers import Frames

log = logging.getLogger(__name__)


class Page(Protocol):
    """One open page's socket, as the registry sees it (bot/web/socket.py)."""

    user: int
    seat: int | None
    lang: Language
    version: int
    """The version whose position the page was last sent."""

    async def send_text(self, text: str) -> None: ...

    async def close_with(self, code: str, close: int) -> None: ...


class Watched:
    """One game's open pages, and the newest version to send them, sent by one task in order."""

    def __init__(self, game: int, reread: Callable[[int], Awaitable[StoredGame | None]]):
        self.game = game
        self.pages: set[Page] = set()
        self.latest: StoredGame | None = None
        self._frames: Frames | None = None
        """The frames of the newest version made for this game's pages, shared by all of them."""
        self._reread = reread
        self._wake = asyncio.Event()
        self._stale = False
        """A notification came: the game is read again from the store before sending."""
        self._task: asyncio.Task | None = None

    def saw(self, stored: StoredGame | None) -> None:
        """`stored` is the game's newest version (None: read it again from the store)."""
        if stored is None:
            self._stale = True
        elif self.latest is None or stored.version > self.latest.version:
            self.latest = stored
        self._wake.set()
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._send(), name=f"muses-web-{self.game}")

    async def _send(self) -> None:
        while self.pages and self._wake.is_set():
            self._wake.clear()
            if self._stale:
                self._stale = False
                try:
                    fresh = await self._reread(self.game)
                except Exception:
                    log.exception("web: reading game %s again failed", self.game)
                    fresh = None
                if fresh is not None and (self.latest is None or fresh.version > self.latest.version):
                    self.latest = fresh
            stored = self.latest
            if stored is None:
                continue
            frames = self.frames(stored)
            behind = [page for page in self.pages if page.version < stored.version]
            for page in behind:
                page.version = stored.version
            await asyncio.gather(*(self._to(page, frames.position(page.seat, page.lang)) for page in behind))

    def frames(self, stored: StoredGame) -> Frames:
        """The frames of `stored`: the shared ones while it is the newest version asked for, so that
        many pages opening at once cost one frame per viewer kind and language."""
        if self._frames is None or self._frames.stored.version < stored.version:
            self._frames = Frames(stored)
        return self._frames if self._frames.stored.version == stored.version else Frames(stored)

    async def _to(self, page: Page, text: str) -> None:
        try:
            await page.send_text(text)
        except Exception as e:  # a page gone meanwhile: its socket's own loop lets it go
            log.debug("web: a position to a page of game %s was not sent: %r", self.game, e)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()


class Live:
    """Every open page of this process, by game and by user."""

    def __init__(self, reread: Callable[[int], Awaitable[StoredGame | None]]):
        self.reread = reread
        self.games: dict[int, Watched] = {}
        self.by_user: dict[int, set[Page]] = {}
        self._closing: set[asyncio.Task] = set()

    def watch(self, game: int, page: Page) -> None:
        self.games.setdefault(game, Watched(game, self.reread)).pages.add(page)
        self.by_user.setdefault(page.user, set()).add(page)

    def unwatch(self, game: int, page: Page) -> None:
        watched = self.games.get(game)
        if watched is not None:
            watched.pages.discard(page)
            if not watched.pages:
                watched.stop()
                del self.games[game]
        pages = self.by_user.get(page.user)
        if pages is not None:
            pages.discard(page)
            if not pages:
                del self.by_user[page.user]

    def frames(self, stored: StoredGame) -> Frames:
        """The frames of `stored` for a page of its game (the ones its watched pages share)."""
        watched = self.games.get(stored.id)
        return watched.frames(stored) if watched is not None else Frames(stored)

    def open_pages(self, user: int) -> int:
        return len(self.by_user.get(user, ()))

    def saved(self, stored: StoredGame) -> None:
        """A version of the game was committed in this process: its pages get it."""
        watched = self.games.get(stored.id)
        if watched is not None:
            watched.saw(stored)

    def notified(self, game: int, version: int) -> None:
        """Another process committed `version` of `game`: its pages here get it, read again."""
        watched = self.games.get(game)
        if watched is not None and (watched.latest is None or version > watched.latest.version):
            watched.saw(None)

    def resync(self) -> None:
        """Notifications may have been missed (the listener's connection dropped): every watched
        game is read again."""
        for watched in self.games.values():
            watched.saw(None)

    def sign_out(self, user: int, code: str = "signed_out") -> None:
        """Close every page of `user` (their sessions ended), without waiting for the pages to answer."""
        for page in list(self.by_user.get(user, ())):
            self.closing(page, code, 4401)

    def closing(self, page: Page, code: str, close: int) -> None:
        """Close `page` after the error frame `code`, in a task of its own."""
        task = asyncio.get_running_loop().create_task(page.close_with(code, close))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    def stop(self) -> None:
        for watched in self.games.values():
            watched.stop()
