"""A seated player's requests from the web (docs/web-protocol.md, "The page says"), each handed
to the game's session as the chat's click is and answered with an `answer` or `error` frame in
the player's language: in the process that writes the game, or passed to it (bot/web/relay.py)."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engine import IllegalActionError, Refusal
from engine.language import Language, said
from engine.position import position, position_preview
from engine.records import action_from_json, action_to_json

from ..core.language import N_, speaking
from ..core.stored import GameStatus, Seat, StoredGame
from ..core.texts import shown_names
from ..play.games import Games
from ..play.lifecycle import NOT_YOUR_TURN, STALE
from ..play.session import Session, Unsaved
from ..storage.web_sessions import WebSessions
from .frames import Request, error
from .live import Live
from .viewers import Directory, in_words, lang_of

OVER = N_("This game is over")
BUSY = N_("Another game is open where this one was played (game #{game}): its rematch can open there once it is over")
PASSING = ("unavailable", "elsewhere")
"""Errors that may pass: a request sent again after them is tried again, not answered the same."""
ANSWERS_KEPT = 4096
"""Requests whose answers are kept, to answer a request sent again with its client id."""


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
        except BaseException:
            self._kept.pop(key, None)  # not done: a request sent again is tried again
            done.cancel()
            raise
        done.set_result(answer)
        if answer.get("code") in PASSING:
            self._kept.pop(key, None)
        return answer


class Table(Protocol):
    """The web table, as a page and its requests use it (`bot.web.server.WebTable`)."""

    live: Live
    sessions: WebSessions
    directory: Directory
    answers: Answers
    clock: Callable[[], float]
    monotonic: Callable[[], float]

    @property
    def games(self) -> Games: ...

    def session(self, game: int) -> Session | None: ...

    async def stored(self, game: int) -> StoredGame | None: ...

    async def may_view(self, guild: int, channel: int, user: int) -> bool | None:
        """`Directory.may_view`, asked of the process that runs the guild's shard."""
        ...

    async def elsewhere(self, player: Player, request: Request) -> dict | None:
        """The answer of the process that writes the game; None where there is no such process to ask."""
        ...

    async def join_elsewhere(self, stored: StoredGame, seat: Seat, request: str | None) -> dict | None:
        """`join`'s answer from the process that writes the lobby; None where there is no such process to ask."""
        ...


async def join(session: Session, seat: Seat, request: str | None) -> dict:
    """`seat` takes an empty seat of the session's lobby, as the chat's Join button does: the answer
    frame, or the refusal's error frame in the seat's language."""
    lang = lang_of(seat.locale)
    with speaking(seat.locale):
        try:
            await session.join(seat)
        except Unsaved as e:
            return error("unavailable", lang, request, in_words(said(e.phrase, lang), session.stored))
        except Refusal as e:
            return error("refused", lang, request, in_words(said(e.phrase, lang), session.stored))
    return {"t": "answer", "id": request, "ok": True, "text": "", "version": session.stored.version}


@dataclass(frozen=True)
class Player:
    """Who asks: a seated player of one game, as signed in."""

    user: int
    name: str
    locale: str
    game: int
    seat: int

    @property
    def lang(self) -> Language:
        return lang_of(self.locale)

    def to_json(self) -> dict[str, Any]:
        return {"user": self.user, "name": self.name, "locale": self.locale, "game": self.game, "seat": self.seat}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Player:
        return cls(int(obj["user"]), str(obj["name"]), str(obj["locale"]), int(obj["game"]), int(obj["seat"]))

    # --- the answers ---------------------------------------------------------------

    async def answer(self, table: Table, request: Request) -> dict:
        """The answer frame (or error frame) of `request`, kept: sent again, it is answered the same."""
        key = (self.user, self.game, request.id or "")
        return await table.answers.once(key, lambda: self._answer(table, request))

    async def _answer(self, table: Table, request: Request) -> dict:
        with speaking(self.locale):
            if request.t == "rematch":
                return await self._rematch(table, request)
            session = table.session(self.game)
            if session is not None:
                try:
                    return await self._request(session, request)
                except Unsaved as e:
                    return error("unavailable", self.lang, request.id, self._said(e.phrase, session.stored))
                except Refusal as e:
                    return self._refusal(e, request, session.stored)
            stored = await table.stored(self.game)
            if stored is None or not stored.is_open:
                return self._refusal(Refusal(OVER), request, stored)
            if request.t == "preview":  # the table the game's session would answer from, as stored
                return self._preview(stored, request)
            passed = await table.elsewhere(self, request)
            return passed if passed is not None else error("elsewhere", self.lang, request.id)

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
                session.seat_to_play(user, None)
                return self._preview(session.stored, request)
            case "hint":
                hint = await session.hint(user)
                ok.update(text=in_words(hint.text, session.stored), action=action_to_json(hint.action),
                          position=position(hint.shown, self.lang))
            case "cancel":  # the chat's Cancel of a lobby, by its host (a moderator cancels in the chat)
                await session.cancel(user, moderator=False)
                ok["text"] = ""
            case "forfeit" | "leave":
                if request.t == "leave" or session.stored.status is GameStatus.LOBBY:
                    await session.leave_lobby(user)
                    ok["text"] = ""
                else:
                    ok["text"] = in_words(await session.forfeit(user), session.stored)
        ok["version"] = session.stored.version
        return ok

    def _preview(self, s: StoredGame, request: Request) -> dict:
        assert request.action is not None
        try:
            if s.game is None or s.status is not GameStatus.ACTIVE:
                raise Refusal(N_("This game has not started yet") if s.status is GameStatus.LOBBY else OVER)
            shown = position_preview(s.game, self.seat, request.action, shown_names(s.seats), self.lang)
        except Refusal as e:
            return self._refusal(e, request, s)
        return {"t": "answer", "id": request.id, "ok": True, "version": s.version, "position": shown}

    async def _rematch(self, table: Table, request: Request) -> dict:
        """A player of a finished game asks for its rematch: the first opens its lobby where its lobby
        was (the other players' seats held for those still on the server), each other takes the seat
        held for them there (as the chat's Rematch button)."""
        games = table.games
        old = await table.stored(self.game)
        assert old is not None, "a game that was seen stays stored"
        if not games.owns(old.guild):
            passed = await table.elsewhere(self, request)
            return passed if passed is not None else error("elsewhere", self.lang, request.id)
        me = Seat(self.user, self.name, locale=self.locale)
        where = old.parent or old.channel
        try:
            here = games.in_channel(where)
            if here is None:
                others = [x.user for x in old.seats if x.user > 0 and x.user != self.user and not x.ai_level]
                present = {u for u in others if await table.may_view(old.guild, where, u) is not None}
                here, opened = await games.rematch(old, me, present)
                if opened:
                    await here.show_lobby()
            else:
                s = here.stored
                seat = next((x for x in s.seats if x.user == self.user), None)
                if s.status is not GameStatus.LOBBY or seat is None:
                    raise Refusal(BUSY, game=s.id)
                if seat.reserved:
                    await here.join(me)
        except Refusal as e:
            return self._refusal(e, request, old)
        return {"t": "answer", "id": request.id, "ok": True, "version": here.stored.version, "game": here.id,
                "text": ""}

    def _refusal(self, refusal: Refusal, request: Request, stored: StoredGame | None) -> dict:
        message = refusal.phrase.message
        code = ("stale" if message == STALE else "not_your_turn" if message == NOT_YOUR_TURN
                else "illegal" if isinstance(refusal, IllegalActionError) else "refused")
        return error(code, self.lang, request.id, self._said(refusal.phrase, stored))

    def _said(self, phrase, stored: StoredGame | None) -> str:
        text = said(phrase, self.lang)
        return in_words(text, stored) if stored is not None else text


def request_to_json(request: Request) -> dict[str, Any]:
    """A checked request as it is passed to another process."""
    return {"t": request.t, "id": request.id, "game": request.game, "version": request.version,
            "action": action_to_json(request.action) if request.action is not None else None}


def request_from_json(obj: dict[str, Any]) -> Request:
    action = action_from_json(obj["action"])[0] if obj.get("action") is not None else None
    return Request(obj["t"], obj["id"], int(obj["game"]), obj.get("version"), action=action)
