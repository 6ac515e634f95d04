"""One open page's WebSocket (docs/web-protocol.md, "The socket"): its hello (the session, the
game, what this viewer may see), then its requests, each handed to the game's session as a click
is, each answered with an `answer` or an `error` frame in the user's language."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from aiohttp import WSMsgType, web

from engine import IllegalActionError, Refusal
from engine.language import ENGLISH_LANGUAGE, Language, said
from engine.position import position, position_preview

from ..core.language import N_, speaking
from ..core.stored import GameStatus, Seat, StoredGame
from ..core.texts import shown_names
from ..play.lifecycle import NOT_YOUR_TURN, STALE
from ..play.session import Session, Unsaved
from ..storage.web_sessions import SignedIn, WebSessions
from .frames import FrameError, Request, error, parse
from .live import Live
from .viewers import Directory, Frames, in_words, lang_of

log = logging.getLogger(__name__)

FRAMES_PER_S = 10
"""Frames a socket may send in any second; more are dropped, each answered `flood`."""
SOCKETS_PER_USER = 8
"""Sockets a user may hold open at once, on every game."""
OVER = N_("This game is over")
ANSWERS_KEPT = 4096
"""Requests whose answers are kept, to answer a request sent again with its client id."""


@dataclass(frozen=True)
class Closing(Exception):
    """The socket closes after this error frame."""

    code: str
    close: int


class Answers:
    """The answer of each recent request by (user, game, client id): a request sent again gets the
    first one's answer, once it is there, and is not done twice."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[int, int, str], asyncio.Future[dict]] = OrderedDict()

    async def once(self, key: tuple[int, int, str], work: Callable[[], Awaitable[dict]]) -> dict:
        kept = self._kept.get(key)
        if kept is not None:
            return await asyncio.shield(kept)
        done: asyncio.Future[dict] = asyncio.get_running_loop().create_future()
        self._kept[key] = done
        while len(self._kept) > ANSWERS_KEPT:
            self._kept.popitem(last=False)
        try:
            answer = await work()
        except BaseException as e:
            del self._kept[key]  # not done: a request sent again is tried again
            done.cancel()
            raise e
        done.set_result(answer)
        return answer


class Table(Protocol):
    """The web table, as a socket uses it (`bot.web.server.WebTable`)."""

    live: Live
    sessions: WebSessions
    directory: Directory
    answers: Answers
    clock: Callable[[], float]
    monotonic: Callable[[], float]

    def session(self, game: int) -> Session | None: ...

    async def stored(self, game: int) -> StoredGame | None: ...


class PageSocket:
    """The server's side of one page's WebSocket."""

    def __init__(self, table: Table, ws: web.WebSocketResponse):
        self.table = table
        self.ws = ws
        self.lang: Language = ENGLISH_LANGUAGE
        self.user = 0
        self.token: str | None = None
        self.game: int | None = None
        self.seat: int | None = None
        self.version = -1
        self._times: deque[float] = deque()
        self._flood_told = -1.0
        self.proxy_user: int | None = None
        """The user Discord's proxy signed the upgrade for (bot/web/proxy.py), if it is checked."""
        self.signed: SignedIn | None = None
        """The signed-in user, once the hello told who they are."""

    # --- what the registry uses (live.Page) -----------------------------------------

    async def send_text(self, text: str) -> None:
        await self.ws.send_str(text)

    async def close_with(self, code: str, close: int) -> None:
        await self._error(code)
        await self.ws.close(code=close, message=code.encode())

    # --- the conversation ---------------------------------------------------------

    async def run(self) -> None:
        """Read frames until the page or the server closes the socket."""
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
            if self.game is not None:
                self.table.live.unwatch(self.game, self)

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
            asyncio.ensure_future(self._error("flood"))
        return True

    async def _handle(self, request: Request) -> None:
        if request.t == "hello":
            if self.game is not None:
                raise FrameError("hello_first", request.id)
            await self._hello(request)
            return
        with speaking(self.lang.code):
            await self._request_of_seat(request)

    async def _request_of_seat(self, request: Request) -> None:
        if self.game is None:
            raise FrameError("hello_first", request.id)
        if request.game != self.game:
            raise FrameError("wrong_game", request.id)
        assert self.token is not None
        if await self.table.sessions.use(self.token, self.table.clock()) is None:
            raise Closing("signed_out", 4401)
        if self.seat is None and request.t != "join":
            raise FrameError("not_seated", request.id)
        assert request.id is not None
        key = (self.user, self.game, request.id)
        answer = await self.table.answers.once(key, lambda: self._answer(request))
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
        self.table.live.watch(stored.id, self)
        self.version = stored.version
        await self.send_text(Frames(stored).position(self.seat, self.lang))

    async def _seat_of(self, stored: StoredGame, signed: SignedIn) -> int | None:
        """The viewer's seat (None: a spectator who may View Channel of the game's channel); `not_found`
        for anyone else. A seated player who is no longer a member of the game's server is signed out."""
        seat = stored.seat_of(signed.user)
        may = await self.table.directory.may_view(stored.guild, stored.channel, signed.user)
        if may is None and seat is not None:
            await self.table.sessions.end_all(signed.user)
            await self.table.live.sign_out(signed.user, "left_server")
            raise Closing("left_server", 4401)
        if seat is None and not may:
            raise Closing("not_found", 4404)
        return seat

    async def _catch_up(self) -> None:
        """The page chose on an older version: the latest position follows."""
        assert self.game is not None
        stored = await self.table.stored(self.game)
        if stored is not None and stored.version > self.version:
            self.version = stored.version
            await self.send_text(Frames(stored).position(self.seat, self.lang))

    # --- the requests -------------------------------------------------------------

    async def _answer(self, request: Request) -> dict:
        """The answer frame (or error frame) of a seated player's request."""
        assert self.game is not None and (self.seat is not None or request.t == "join")
        session = self.table.session(self.game)
        if session is None:
            stored = await self.table.stored(self.game)
            if stored is not None and stored.is_open:
                return self._refused("elsewhere", request)
            return self._refusal(Refusal(OVER), request, stored)
        try:
            return await self._request(session, request)
        except Unsaved as e:
            return error("unavailable", self.lang, request.id, self._said(e.phrase, session.stored))
        except Refusal as e:
            return self._refusal(e, request, session.stored)

    async def _request(self, session: Session, request: Request) -> dict:
        ok: dict = {"t": "answer", "id": request.id, "ok": True}
        user = self.user
        match request.t:
            case "move":
                assert request.action is not None
                await session.come_back(user)
                await session.check_postable()
                done = await session.play(user, request.action, request.version)
                ok["text"] = self._said(done, session.stored)
            case "preview":
                assert request.action is not None
                seat = session.seat_to_play(user, None)
                s = session.stored
                assert s.game is not None
                ok["position"] = position_preview(s.game, seat, request.action, shown_names(s.seats), self.lang)
            case "hint":
                text, shown = await session.hint(user)
                ok["text"], ok["position"] = in_words(text, session.stored), position(shown, self.lang)
            case "join":  # an empty seat of the lobby, as its Join button in the chat
                assert self.signed is not None
                await session.join(Seat(user, self.signed.name, locale=self.signed.locale))
                self.seat, self.version = session.stored.seat_of(user), session.stored.version
                await self.send_text(Frames(session.stored).position(self.seat, self.lang))
                ok["text"] = ""
            case "forfeit" | "leave":
                if request.t == "leave" or session.stored.status is GameStatus.LOBBY:
                    await session.leave_lobby(user)
                    ok["text"] = ""
                else:
                    ok["text"] = in_words(await session.forfeit(user), session.stored)
            case _:  # rematch: asked in Discord for now (docs/web-protocol.md)
                raise FrameError("unknown_type", request.id)
        ok["version"] = session.stored.version
        return ok

    def _refusal(self, refusal: Refusal, request: Request, stored: StoredGame | None) -> dict:
        message = refusal.phrase.message
        code = ("stale" if message == STALE else "not_your_turn" if message == NOT_YOUR_TURN
                else "illegal" if isinstance(refusal, IllegalActionError) else "refused")
        return error(code, self.lang, request.id, self._said(refusal.phrase, stored))

    def _refused(self, code: str, request: Request) -> dict:
        return error(code, self.lang, request.id)

    def _said(self, phrase, stored: StoredGame | None) -> str:
        text = said(phrase, self.lang)
        return in_words(text, stored) if stored is not None else text

    async def _error(self, code: str, request: str | None = None, **args: str) -> None:
        if not self.ws.closed:
            await self.send_text(json.dumps(error(code, self.lang, request, **args), ensure_ascii=False))

