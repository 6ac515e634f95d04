"""The web table as the tests reach it (docs/web-protocol.md): signed in through the loopback
Discord's real OAuth2 flow, as a person's browser would be (no bypass), and a page's socket."""

from __future__ import annotations

import dataclasses
import json
import secrets
from typing import Any

import aiohttp
import yarl

from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import Game

WEB_ON_LOOPBACK = dict(web=("127.0.0.1", 0), client_secret="loopback-client-secret")
"""The settings of a bot whose web table listens on a free port and signs in with the loopback's application."""


async def under_way(loopback, db: str, game: Game, options: TableOptions, **changes: Any) -> StoredGame:
    """`game` stored in #games as alice's and bob's, under way, alice to move (`changes`: other
    fields of the stored game): a table whose pages open at that position."""
    people = [Seat(loopback.member(user).id, user) for user in ("alice", "bob")]
    seats = tuple(people if game.hand.to_move == 0 else reversed(people))
    store = GameStore(await open_db(db))
    try:
        lobby = await store.create(loopback.guild.id, loopback.channel("games").id, seats[0], options, seats[1:])
        return await store.save(dataclasses.replace(lobby, seats=seats, game=game, status=GameStatus.ACTIVE,
                                                    **changes))
    finally:
        await store.close()


def first_action(position: dict) -> dict:
    """The first action of a position's tree (docs/web-position.md), in the records' form."""
    tree = position["actions"]
    if "place" in tree:
        place = tree["place"]
        return {"place": place["muses"][0], "at": place["at"][0], "hidden": place["hidden"][0]}
    step = tree["step"][0]
    return {"step": step["step"], "dir": step["dirs"][0]["dir"]}


def opened(loopback, bot) -> str:
    """The bot's web table's base URL, its sign-in's redirect registered with the loopback's application."""
    loopback.oauth.redirect_uris.add(bot.web.redirect_uri)
    return bot.web.url


async def sign_in(http: aiohttp.ClientSession, loopback, base: str, user: str, game: int | None = None) -> str:
    """`user` signs in on the table at `base` as a browser does: the table sends them to Discord's
    authorize page, they choose their member there, Discord sends them back with a code; the
    session token the table gives the page in the fragment."""
    nonce = secrets.token_urlsafe(8)  # the page's, kept in its tab
    query = f"?nonce={nonce}" + (f"&game={game}" if game is not None else "")
    async with http.get(f"{base}signin{query}", allow_redirects=False) as response:
        assert response.status == 302, await response.text()
        authorize = yarl.URL(response.headers["Location"])
    form = {**authorize.query, "user": str(loopback.member(user).id)}
    async with http.post(authorize.with_query(None), data=form, allow_redirects=False) as response:
        assert response.status == 302, await response.text()
        back = response.headers["Location"]
    async with http.get(back, allow_redirects=False) as response:
        assert response.status == 302, await response.text()
        page = yarl.URL(back).join(yarl.URL(response.headers["Location"]))
    assert page.query.get("game") == (str(game) if game is not None else None)
    told = dict(part.split("=", 1) for part in page.fragment.split("&"))
    assert told["nonce"] == nonce, "the page's own sign-in"
    return told["session"]


class Page:
    """One page's socket: the frames the server sent it, in order."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse):
        self.ws = ws
        self.frames: list[dict] = []

    async def send(self, **frame: Any) -> None:
        await self.ws.send_str(json.dumps(frame))

    async def receive(self, timeout: float = 10.0) -> dict:
        message = await self.ws.receive(timeout=timeout)
        assert message.type is aiohttp.WSMsgType.TEXT, (message.type, message.data, message.extra)
        frame = json.loads(message.data)
        self.frames.append(frame)
        return frame

    async def until(self, t: str, timeout: float = 10.0, **fields: Any) -> dict:
        """The next frame of type `t` with `fields` (the others read past, and kept)."""
        while True:
            frame = await self.receive(timeout)
            if frame["t"] == t and all(frame.get(k) == v for k, v in fields.items()):
                return frame

    async def closed(self, timeout: float = 10.0) -> int | None:
        """Reads until the server closes the socket; its close code."""
        while True:
            message = await self.ws.receive(timeout=timeout)
            if message.type is aiohttp.WSMsgType.CLOSE:
                return message.data  # the server's code (the client's close_code may not say it yet)
            if message.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                return self.ws.close_code
            if message.type is aiohttp.WSMsgType.TEXT:
                self.frames.append(json.loads(message.data))


async def open_page(http: aiohttp.ClientSession, base: str, origin: str | None = None) -> Page:
    """A socket of the table at `base`, from the table's own page (or from `origin`)."""
    ws = await http.ws_connect(f"{base}ws", origin=origin or str(yarl.URL(base).origin()), max_msg_size=0)
    return Page(ws)


async def hello(http: aiohttp.ClientSession, base: str, session: str, game: int, version: int | None = None) -> Page:
    """A page of `game` that said hello; its first frame read."""
    page = await open_page(http, base)
    await page.send(t="hello", session=session, game=game, version=version)
    await page.receive()
    return page
