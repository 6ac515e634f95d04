"""The web table across bot processes on one PostgreSQL database (docs/web-protocol.md, "Across
bot processes"): after each version a process stores it notifies the others (`muses_games`,
"GAME:VERSION", sent after the commit), whose pages of that game read it again; and a request of
a page served by one process for a game another writes is passed to that process, which answers
it (`muses_web_asks`, `muses_web_answers`), as it answers what only it can see of Discord (a
member's view of a channel of its shards' servers)."""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import secrets
from collections.abc import Awaitable, Callable

from ..core.stored import StoredGame
from ..storage.db import PostgresDatabase
from ..storage.notices import NOTICE_BYTES, Notices
from .frames import Request
from .live import Live
from .requests import Player, request_to_json

log = logging.getLogger(__name__)

VERSIONS, ASKS, ANSWERS = "muses_games", "muses_web_asks", "muses_web_answers"
ASK_S = 10.0
"""Seconds a process waits for another's answer before it tells the page it is unavailable."""


class Relay:
    """This process's side: it notifies its versions, hears the others', passes requests on and
    answers those it is asked (`answer`: None for a question another process is to answer)."""

    def __init__(self, db: PostgresDatabase, live: Live, answer: Callable[[dict], Awaitable[dict | None]]):
        self.live = live
        self._answer = answer
        self.me = secrets.token_hex(8)
        self.notices = Notices(db, {VERSIONS: self._version, ASKS: self._asked, ANSWERS: self._answered},
                               live.resync)
        self._asked_n = itertools.count()
        self._waiting: dict[int, asyncio.Future[dict]] = {}
        self._tasks: set[asyncio.Task] = set()

    def start(self) -> None:
        self.notices.start()

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await self.notices.close()

    def published(self, stored: StoredGame) -> None:
        """`stored` was committed here: the other processes are told its game and version."""
        self._spawn(self.notices.send(VERSIONS, f"{stored.id}:{stored.version}"))

    async def request(self, player: Player, guild: int, request: Request) -> dict | None:
        """The answer of the process that writes `player`'s game to `request`; None if none answers in time."""
        return await self.ask({"kind": "request", "guild": guild, "player": player.to_json(),
                               "request": request_to_json(request)})

    async def may_view(self, guild: int, channel: int, user: int) -> bool | None:
        """`Directory.may_view`, answered by the process that runs the guild's shard (False if none does)."""
        answer = await self.ask({"kind": "view", "guild": guild, "channel": channel, "user": user})
        return answer["may"] if answer is not None else False

    async def ask(self, question: dict) -> dict | None:
        n = next(self._asked_n)
        waiting: asyncio.Future[dict] = asyncio.get_running_loop().create_future()
        self._waiting[n] = waiting
        try:
            await self.notices.send(ASKS, json.dumps({"from": self.me, "n": n, "q": question}, separators=(",", ":")))
            return await asyncio.wait_for(waiting, ASK_S)
        except TimeoutError:
            log.warning("web: no process answered %s within %s s", question.get("kind"), ASK_S)
            return None
        finally:
            self._waiting.pop(n, None)

    # --- what is heard --------------------------------------------------------------

    def _version(self, payload: str) -> None:
        game, version = payload.split(":")
        self.live.notified(int(game), int(version))

    def _asked(self, payload: str) -> None:
        asked = json.loads(payload)
        if asked["from"] != self.me:
            self._spawn(self._reply(asked))

    async def _reply(self, asked: dict) -> None:
        answer = await self._answer(asked["q"])
        if answer is None:
            return
        text = json.dumps({"to": asked["from"], "n": asked["n"], "a": answer}, separators=(",", ":"),
                          ensure_ascii=False)
        if len(text.encode()) > NOTICE_BYTES and "position" in answer:  # a hint's preview: its words go alone
            answer = {k: v for k, v in answer.items() if k != "position"}
            text = json.dumps({"to": asked["from"], "n": asked["n"], "a": answer}, separators=(",", ":"),
                              ensure_ascii=False)
        await self.notices.send(ANSWERS, text)

    def _answered(self, payload: str) -> None:
        answered = json.loads(payload)
        if answered["to"] == self.me:
            waiting = self._waiting.get(answered["n"])
            if waiting is not None and not waiting.done():
                waiting.set_result(answered["a"])

    def _spawn(self, work: Awaitable[None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("web: a notice between processes failed", exc_info=task.exception())
