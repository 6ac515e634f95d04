"""One open page's WebSocket (docs/web-protocol.md, "The socket"): its hello (the session, the
game, what this viewer may see), then its requests, each handed to the game's session as a click
is, each answered with an `answer` or an `error` frame in the user's language."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import deque
from typing import NoReturn

from aiohttp import WSMsgType, web

from engine.language import ENGLISH_LANGUAGE, Language

from ..core.stored import Seat, StoredGame
from ..storage.web_sessions import SignedIn
from .frames import FrameError, Request, error, parse
from .requests import Player, Table, join
from .viewers import lang_of

log = logging.getLogger(__name__)

FRAMES_PER_S = 10
"""Frames a socket may send in any second; more are dropped, each answered `flood`."""
HELLO_S = 10.0
"""Seconds a new socket has to say hello."""
MEMBER_S = 60.0
"""Seconds a seated player's membership, asked of Discord, is taken as still true while they act."""
SOCKETS_PER_USER = 8
"""Sockets a user may hold open at once, on every game."""


class Closing(Exception):
    """The socket closes after this error frame (`code`), with the WebSocket close code `close`."""

    def __init__(self, code: str, close: int):
        super().__init__(code)
        self.code, self.close = code, close


class PageSocket:
    """The server's side of one page's WebSocket."""

    def __init__(self, table: Table, ws: web.WebSocketResponse):
        self.table = table
        self.ws = ws
        self.lang: Language = ENGLISH_LANGUAGE
        self.user = 0
        self.player: Player | None = None
        """Who asks, a seated player once the hello is done (a spectator asks nothing)."""
        self.token: str | None = None
        self.game: int | None = None
        self.seat: int | None = None
        self.version = -1
        self._member_until = 0.0
        """When a seated player who acts is next asked of Discord whether they are still a member."""
        self._times: deque[float] = deque()
        self._flood_told = -1.0
        self._telling: set[asyncio.Task] = set()
        """The flood errors being sent (the frames themselves are not waited for)."""
        self.proxy_user: int | None = None
        """The user Discord's proxy signed the upgrade for (bot/web/proxy.py), if it is checked."""
        self.signed: SignedIn | None = None
        """The signed-in user, once the hello told who they are."""

    # --- what the registry uses (live.Page) -----------------------------------------

    async def send_text(self, text: str) -> None:
        await self.ws.send_str(text)

    async def close_with(self, code: str, close: int) -> None:
        try:
            await self._error(code)
            await self.ws.close(code=close, message=code.encode())
        except ConnectionResetError:  # gone already
            pass

    # --- the conversation ---------------------------------------------------------

    async def run(self) -> None:
        """Read frames until the page or the server closes the socket (one that says no hello within
        HELLO_S is closed)."""
        waiting = asyncio.get_running_loop().call_later(HELLO_S, self._no_hello)
        try:
            async for message in self.ws:
                if message.type is not WSMsgType.TEXT:
                    if message.type is WSMsgType.BINARY:
                        await self._error("bad_json")
                    continue
                if self._flooding():
                    continue
                try:
                    await self._handle(parse(message.data))
                except FrameError as e:
                    if e.code == "too_big":
                        raise Closing("too_big", 1009) from None
                    await self._error(e.code, e.request, **e.detail)
        except Closing as e:
            await self.close_with(e.code, e.close)
        finally:
            waiting.cancel()
            if self.game is not None:
                self.table.live.unwatch(self.game, self)

    def _no_hello(self) -> None:
        if self.game is None and not self.ws.closed:
            self.table.live.closing(self, "hello_first", 4408)

    def _flooding(self) -> bool:
        """Whether this frame is over the socket's FRAMES_PER_S (answered `flood` at most once a second)."""
        now = self.table.monotonic()
        while self._times and self._times[0] <= now - 1.0:
            self._times.popleft()
        if len(self._times) < FRAMES_PER_S:
            self._times.append(now)
            return False
        if now - self._flood_told >= 1.0:
            self._flood_told = now
            told = asyncio.ensure_future(self._error("flood"))
            self._telling.add(told)
            told.add_done_callback(self._telling.discard)
        return True

    async def _handle(self, request: Request) -> None:
        if request.t == "hello":
            if self.game is not None:
                raise FrameError("hello_first", request.id)
            await self._hello(request)
            return
        if self.game is None:
            raise FrameError("hello_first", request.id)
        if request.game != self.game:
            raise FrameError("wrong_game", request.id)
        assert self.token is not None
        if await self.table.sessions.use(self.token, self.table.clock()) is None:
            raise Closing("signed_out", 4401)
        if self.player is None and request.t == "join":
            key = (self.user, self.game, request.id or "")
            answer = await self.table.answers.once(key, lambda: self._join(request))
        elif self.player is None:
            raise FrameError("not_seated", request.id)
        else:
            if request.t != "preview" and self.table.monotonic() >= self._member_until:
                await self._still_member()
            answer = await self.player.answer(self.table, request)
        await self.send_text(json.dumps(answer, ensure_ascii=False))
        if answer.get("code") == "stale":
            await self._catch_up()

    async def _hello(self, request: Request) -> None:
        assert request.session is not None
        signed = await self.table.sessions.use(request.session, self.table.clock())
        if signed is None or self.proxy_user not in (None, signed.user):
            raise Closing("signed_out", 4401)
        self.user, self.lang, self.token = signed.user, lang_of(signed.locale), request.session
        self.signed = signed
        if self.table.live.open_pages(signed.user) >= SOCKETS_PER_USER:
            raise Closing("too_many_sockets", 4429)
        stored = await self.table.stored(request.game)
        if stored is None:
            raise Closing("not_found", 4404)
        self.seat = await self._seat_of(stored, signed)
        self.game = stored.id
        if self.seat is not None:
            self.player = Player(signed.user, signed.name, signed.locale, stored.id, self.seat)
        self.table.live.watch(stored.id, self)
        self.version = stored.version
        await self.send_text(self.table.live.frames(stored).position(self.seat, self.lang))

    async def _join(self, request: Request) -> dict:
        """A spectator takes an empty seat of the lobby (docs/activity.md), as the chat's Join button
        does: in the process that writes the game (this one, or another asked through the relay);
        the new seat's position follows at once."""
        assert self.game is not None and self.signed is not None
        signed = self.signed
        seat = Seat(signed.user, signed.name, locale=signed.locale)
        session = self.table.session(self.game)
        stored = await self.table.stored(self.game)
        if session is not None:
            answer = await join(session, seat, request.id)
        else:
            passed = await self.table.join_elsewhere(stored, seat, request.id) if stored is not None else None
            answer = passed if passed is not None else error("elsewhere", self.lang, request.id)
        if not answer.get("ok"):
            return answer
        stored = session.stored if session is not None else await self.table.stored(self.game)
        assert stored is not None, "a lobby just joined is stored"
        self.seat = stored.seat_of(signed.user)
        if self.seat is not None:
            self.player = Player(signed.user, signed.name, signed.locale, stored.id, self.seat)
        self.version = stored.version
        await self.send_text(self.table.live.frames(stored).position(self.seat, self.lang))
        return answer

    async def _still_member(self) -> None:
        """A seated player who acts is asked of Discord again (at most every MEMBER_S): one who left
        the game's server is signed out."""
        assert self.game is not None
        stored = await self.table.stored(self.game)
        if stored is not None and await self.table.may_view(stored.guild, stored.channel, self.user) is None:
            await self._left(self.user)
        self._member_until = self.table.monotonic() + MEMBER_S

    async def _left(self, user: int) -> NoReturn:
        await self.table.sessions.end_all(user)
        self.table.live.sign_out(user, "left_server")
        raise Closing("left_server", 4401)

    async def _seat_of(self, stored: StoredGame, signed: SignedIn) -> int | None:
        """The viewer's seat (None: a spectator who may View Channel of the game's channel); `not_found`
        for anyone else. A seated player who is no longer a member of the game's server is signed out."""
        seat = stored.seat_of(signed.user)
        may = await self.table.may_view(stored.guild, stored.channel, signed.user)
        if may is None and seat is not None:
            await self._left(signed.user)
        self._member_until = self.table.monotonic() + MEMBER_S
        if seat is None and not may:
            raise Closing("not_found", 4404)
        return seat

    async def _catch_up(self) -> None:
        """The page chose on an older version: the latest position follows."""
        assert self.game is not None
        stored = await self.table.stored(self.game)
        if stored is not None and stored.version > self.version:
            self.version = stored.version
            await self.send_text(self.table.live.frames(stored).position(self.seat, self.lang))

    async def _error(self, code: str, request: str | None = None, **args: str) -> None:
        if not self.ws.closed:
            await self.send_text(json.dumps(error(code, self.lang, request, **args), ensure_ascii=False))
