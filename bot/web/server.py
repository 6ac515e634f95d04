"""The web table's HTTP server, an aiohttp application in the bot process (docs/web-protocol.md):
the page and its files, the sign-in with Discord, the page's `/api`, and the socket of each open
page. Every address is relative to the table's base URL, which may sit under a prefix: the routes
answer at the server's root and under the base URL's path."""

from __future__ import annotations

import html
import json
import logging
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import yarl
from aiohttp import web

from engine import Refusal
from engine.language import language, said

from ..core.language import N_, speaking
from ..core.stored import GameStatus, Seat, StoredGame
from ..play.games import Games
from ..play.lifecycle import to_move
from ..play.session import Session
from ..storage.db import PostgresDatabase
from ..storage.launches import ActivityLaunches
from ..storage.web_sessions import SignedIn, WebSessions
from .activity import found, in_instance, listed
from .frames import MAX_FRAME, Request, error
from .live import Live
from .page_texts import PAGE_TEXTS
from .proxy import ProxyKey, proxy_check, signed_user
from .relay import Relay
from .requests import Answers, Player, join, request_from_json
from .signin import SignIn, SignInFailed
from .socket import PageSocket
from .viewers import Directory, lang_of

log = logging.getLogger(__name__)

STATIC = Path(__file__).with_name("static")
"""The page's files (index.html and what it loads)."""
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' {socket}; "
       "img-src 'self' data:; base-uri 'self'; form-action 'self'")
"""The page's own origin only (and its socket's, said outright: older Safaris do not count ws: as
'self'), no inline script or style; no `frame-ancestors`: the Discord Activity is a frame."""
SIGNIN_FAILED = N_("Signing in with Discord did not work: {reason}")
TYPES = {".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
         ".svg": "image/svg+xml", ".json": "application/json", ".woff2": "font/woff2", ".png": "image/png"}


class WebTable:
    """The web table of this bot process, on `host:port`, its public address `url` (None: the
    address it binds, found once it is bound)."""

    def __init__(self, games: Callable[[], Games], sessions: WebSessions, directory: Directory, signin: SignIn,
                 host: str, port: int, url: str | None = None, clock: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic,
                 proxy_key: ProxyKey | None = None,
                 instances: Callable[[str], Awaitable[dict | None]] | None = None,
                 open_lobby: Callable[[int, int, Seat], Awaitable[int]] | None = None):
        self._games = games
        self.sessions = sessions
        self.directory = directory
        self.signin = signin
        self.host, self.port = host, port
        self.url = url
        self.clock, self.monotonic = clock, monotonic
        self.proxy_key = proxy_key
        """The application's public key: every request must be signed by Discord's proxy (bot/web/proxy.py)."""
        self.instances = instances
        """What Discord says of an Activity's instance (bot/hosting/activity_instances.py), if asked."""
        self.open_lobby = open_lobby
        """Opens a lobby in a channel as `/muses new` does (edge.tables.open_table_for): its game."""
        self.live = Live(self._reread)
        self.answers = Answers()
        self.relay: Relay | None = None
        """The other bot processes on the same PostgreSQL database (None on SQLite)."""
        self._runner: web.AppRunner | None = None

    # --- the bot's side ------------------------------------------------------------

    @property
    def games(self) -> Games:
        return self._games()

    def session(self, game: int) -> Session | None:
        """The game's session if this process writes it."""
        return self.games.get(game)

    async def stored(self, game: int) -> StoredGame | None:
        """The game's newest version: its session's, else the store's."""
        session = self.session(game)
        return session.stored if session is not None else await self.games.store.get(game)

    async def _reread(self, game: int) -> StoredGame | None:
        return await self.games.store.get(game)

    def saved(self, stored: StoredGame) -> None:
        """A version of a game was committed here (the session's observer): its pages get it, here
        and in the other processes."""
        self.live.saved(stored)
        if self.relay is not None:
            self.relay.published(stored)

    async def may_view(self, guild: int, channel: int, user: int) -> bool | None:
        if self.relay is None or self.games.owns(guild):
            return await self.directory.may_view(guild, channel, user)
        return await self.relay.may_view(guild, channel, user)

    async def place(self, guild: int, channel: int) -> tuple[str, str, str | None]:
        """`Directory.place`, asked of the process that runs the guild's shard."""
        if self.relay is not None and not self.games.owns(guild):
            answer = await self.relay.ask({"kind": "place", "guild": guild, "channel": channel})
            if answer is not None:
                return answer["guild"], answer["channel"], answer["thread"]
        return self.directory.place(guild, channel)

    async def elsewhere(self, player: Player, request: Request) -> dict | None:
        stored = await self.stored(player.game)
        if self.relay is None or stored is None or self.games.owns(stored.guild):
            return None
        answer = await self.relay.request(player, stored.guild, request)
        return answer if answer is not None else error("unavailable", player.lang, request.id)

    async def join_elsewhere(self, stored: StoredGame, seat: Seat, request: str | None) -> dict | None:
        """`requests.join`'s answer, from the process that writes the lobby `stored`; None if that is this one."""
        if self.relay is None or self.games.owns(stored.guild):
            return None
        answer = await self.relay.ask({"kind": "join", "guild": stored.guild, "game": stored.id, "id": request,
                                       "user": seat.user, "name": seat.name, "locale": seat.locale})
        return answer if answer is not None else error("unavailable", lang_of(seat.locale), request)

    async def _asked(self, question: dict) -> dict | None:
        """Another process's question, if this process is the one to answer it."""
        if not self.games.owns(question["guild"]):
            return None
        if question["kind"] in ("join", "lobby"):
            seat = Seat(question["user"], question["name"], locale=question["locale"])
            if question["kind"] == "lobby":
                return await self._lobby_here(question["guild"], question["channel"], seat)
            session = self.session(question["game"])
            if session is None:
                return error("elsewhere", lang_of(seat.locale), question["id"])
            return await join(session, seat, question["id"])
        if question["kind"] == "place":
            guild, channel, thread = self.directory.place(question["guild"], question["channel"])
            return {"guild": guild, "channel": channel, "thread": thread}
        if question["kind"] == "view":
            return {"may": await self.directory.may_view(question["guild"], question["channel"], question["user"])}
        return await Player.from_json(question["player"]).answer(self, request_from_json(question["request"]))

    def table_of(self, game: int) -> str:
        """The address of a game's web table (the chat's "Open the board")."""
        assert self.url is not None, "the table is started"
        return str(yarl.URL(self.url).with_query(game=game))

    @property
    def redirect_uri(self) -> str:
        assert self.url is not None, "the table is started"
        return str(yarl.URL(self.url) / "signin" / "done")

    @property
    def origin(self) -> str:
        assert self.url is not None, "the table is started"
        return str(yarl.URL(self.url).origin())

    @property
    def activity_origin(self) -> str:
        """The origin of the table's page inside Discord: the application's own proxy host."""
        return f"https://{self.signin.application.client_id}.discordsays.com"

    async def start(self) -> None:
        proxy = [proxy_check(self.proxy_key, self.clock)] if self.proxy_key is not None else []
        app = web.Application(middlewares=[self._headers, *proxy], client_max_size=MAX_FRAME)
        bases = {"/"}
        if self.url is not None:
            bases.add(yarl.URL(self.url).path.rstrip("/") + "/")
        for base in sorted(bases):
            app.add_routes([web.get(base, self.page), web.get(base + "static/{path:.+}", self.static),
                            web.get(base + "signin", self.sign_in), web.get(base + "signin/done", self.signed_in),
                            web.get(base + "api/me", self.me), web.get(base + "api/texts/{lang}", self.texts),
                            web.post(base + "api/signout", self.sign_out), web.get(base + "ws", self.socket),
                            web.get(base + "api/activity", self.activity),
                            web.post(base + "api/signin/code", self.sign_in_code),
                            web.post(base + "api/lobby", self.new_lobby)])
        db = self.games.store.db
        if isinstance(db, PostgresDatabase):
            self.relay = Relay(db, self.live, self._asked)
            self.relay.start()
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = self._runner.addresses[0][1]
        if self.url is None:
            self.url = f"http://{self.host}:{self.port}/"
        log.info("the web table is open at %s", self.url)

    @property
    def headers(self) -> dict[str, str]:
        """The headers of every answer."""
        socket = yarl.URL(self.origin)
        socket = socket.with_scheme("wss" if socket.scheme == "https" else "ws")
        return {"Content-Security-Policy": CSP.format(socket=socket), "X-Content-Type-Options": "nosniff",
                "Referrer-Policy": "no-referrer"}

    @web.middleware
    async def _headers(self, request: web.Request, handler) -> web.StreamResponse:
        try:
            response = await handler(request)
        except web.HTTPException as e:
            e.headers.update(self.headers)
            raise
        if not response.prepared:
            response.headers.update(self.headers)
        return response

    async def stop(self) -> None:
        self.live.stop()
        for pages in list(self.live.by_user.values()):
            for page in list(pages):
                if isinstance(page, PageSocket):
                    await page.ws.close(code=1001, message=b"the bot stops")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self.relay is not None:
            await self.relay.close()
        await self.signin.close()

    async def forgotten(self, user: int) -> None:
        """`user` asked to be forgotten, or left: their sessions end, their pages close."""
        await self.sessions.end_all(user)
        self.live.sign_out(user)

    # --- HTTP ---------------------------------------------------------------------

    async def page(self, request: web.Request) -> web.StreamResponse:
        return _file(STATIC / "index.html")

    async def static(self, request: web.Request) -> web.StreamResponse:
        path = (STATIC / request.match_info["path"]).resolve()
        if not path.is_relative_to(STATIC.resolve()):
            raise web.HTTPNotFound()
        return _file(path)

    async def sign_in(self, request: web.Request) -> web.StreamResponse:
        game = request.query.get("game", "")
        raise web.HTTPFound(self.signin.authorize(self.redirect_uri, int(game) if game.isdigit() and len(game) < 19
                                                  else None, request.query.get("nonce")))

    async def signed_in(self, request: web.Request) -> web.StreamResponse:
        """Discord sends the browser back here with a code (or an error) and the state."""
        lang = _browser_language(request)
        try:
            game, nonce = self.signin.returning(request.query.get("state", ""))
            if "code" not in request.query:
                raise SignInFailed(request.query.get("error", "no code"))
            user = await self.signin.user(request.query["code"], self.redirect_uri)
        except SignInFailed as e:
            log.info("web: a sign-in failed: %s", e)
            text = lang.gettext(SIGNIN_FAILED).format(reason=html.escape(str(e)[:200]))
            again = html.escape(lang.gettext("Sign in with Discord"))
            return web.Response(status=400, content_type="text/html", text=(
                f'<!doctype html><html lang="{lang.code}"><meta charset="utf-8"><title>{again}</title>'
                f'<p>{text}</p><p><a href="../signin">{again}</a></p></html>'))
        token = await self.sessions.issue(user.id, user.name, user.locale, self.clock())
        back = f"../?game={game}" if game is not None else "../"
        raise web.HTTPFound(f"{back}#session={token}" + (f"&nonce={nonce}" if nonce is not None else ""))

    async def _signed(self, request: web.Request) -> SignedIn:
        auth = request.headers.get("Authorization", "")
        signed = await self.sessions.use(auth[7:], self.clock()) if auth.startswith("Bearer ") else None
        if signed is None or signed_user(request) not in (None, signed.user):
            lang = _browser_language(request)
            raise web.HTTPUnauthorized(content_type="application/json", text=json.dumps(
                {"code": "signed_out", "text": lang.gettext("Your session has ended: sign in again")}))
        return signed

    async def me(self, request: web.Request) -> web.StreamResponse:
        signed = await self._signed(request)
        mine = []
        for stored in await self.games.store.open_games_of(signed.user):
            seat = stored.seat_of(signed.user)
            guild, channel, thread = await self.place(stored.guild, stored.channel)
            turn = stored.status is GameStatus.ACTIVE and to_move(stored) == seat
            mine.append({"game": stored.id, "status": stored.status.value, "seat": seat, "turn": turn,
                         "server": {"id": str(stored.guild), "name": guild},
                         "channel": {"id": str(stored.parent or stored.channel), "name": channel},
                         "thread": {"id": str(stored.channel), "name": thread} if stored.parent else None})
        return web.json_response({"user": {"id": str(signed.user), "name": signed.name, "locale": signed.locale},
                                  "lang": lang_of(signed.locale).code, "games": mine})

    # --- inside Discord (docs/activity.md) --------------------------------------------------

    async def activity(self, request: web.Request) -> web.StreamResponse:
        """What the Activity's page needs before it signs in: the application's id, for the SDK."""
        return web.json_response({"client_id": self.signin.application.client_id})

    async def sign_in_code(self, request: web.Request) -> web.StreamResponse:
        """`{code, channel_id}` from the SDK's `authorize` in an instance of `channel_id`: the code
        exchanged (no redirect URI: the Discord client issued it), a session issued, and Discord's
        token handed back for the SDK's `authenticate`; the game to open (`game`, or null for a
        chooser of `games`). A forged, used or expired code, a user other than the one Discord's
        proxy signed for: 401 `signed_out`; a channel the user may not view, or (where the table asks
        Discord) an `instance_id` that is not running there with the user in it: 404 `not_found`."""
        lang = _browser_language(request)
        try:
            body = await request.json()
            code, channel, guild = str(body["code"]), int(body["channel_id"]), int(body["guild_id"])
        except (ValueError, KeyError, TypeError):
            said = lang.gettext("The page sent something that is not a JSON object")
            raise web.HTTPBadRequest(content_type="application/json",
                                     text=json.dumps({"code": "bad_frame", "text": said})) from None
        try:
            user, access = await self.signin.user_and_token(code, None, revoke=False)
        except SignInFailed as e:
            log.info("web: an Activity's sign-in failed: %s", e)
            user = None
        if user is None or signed_user(request) not in (None, user.id):
            raise web.HTTPUnauthorized(content_type="application/json", text=json.dumps(
                {"code": "signed_out", "text": lang.gettext("Your session has ended: sign in again")}))
        instance = await self.instances(str(body.get("instance_id"))) if self.instances is not None else None
        if not await self.may_view(guild, channel, user.id) or (
                self.instances is not None and not in_instance(instance, user.id, channel)):
            raise web.HTTPNotFound(content_type="application/json", text=json.dumps(
                {"code": "not_found", "text": lang.gettext("There is no such game, or you may not see it")}))
        session = await self.sessions.issue(user.id, user.name, user.locale, self.clock())
        here = await found(self.games.store, ActivityLaunches(self.games.store.db, self.clock), user.id, channel)
        games = [listed(s, user.id, await self.place(s.guild, s.channel)) for s in here.games
                 if s.channel == channel or await self.may_view(s.guild, s.channel, user.id)]
        return web.json_response({"session": session, "access_token": access, "game": here.game, "games": games,
                                  "user": {"id": str(user.id), "name": user.name, "locale": user.locale},
                                  "lang": lang_of(user.locale).code})

    async def new_lobby(self, request: web.Request) -> web.StreamResponse:
        """`{guild_id, channel_id}`: the signed-in user opens a lobby there, as with `/muses new`
        (the server's default table, its settings, caps and refusals): `{"game"}`, or 409 with
        the refusal in the user's language."""
        signed = await self._signed(request)
        lang = lang_of(signed.locale)
        try:
            body = await request.json()
            guild, channel = int(body["guild_id"]), int(body["channel_id"])
        except (ValueError, KeyError, TypeError):
            said_ = lang.gettext("The page sent something that is not a JSON object")
            raise web.HTTPBadRequest(content_type="application/json",
                                     text=json.dumps({"code": "bad_frame", "text": said_})) from None
        if not await self.may_view(guild, channel, signed.user):
            raise web.HTTPNotFound(content_type="application/json", text=json.dumps(
                {"code": "not_found", "text": lang.gettext("There is no such game, or you may not see it")}))
        host = Seat(signed.user, signed.name, locale=signed.locale)
        if self.games.owns(guild):
            answer = await self._lobby_here(guild, channel, host)
        elif self.relay is not None:  # asked of the process that runs the server's shard
            asked = await self.relay.ask({"kind": "lobby", "guild": guild, "channel": channel, "user": host.user,
                                          "name": host.name, "locale": host.locale})
            answer = asked if asked is not None else error("unavailable", lang, None)
        else:
            answer = error("elsewhere", lang, None)
        return web.json_response(answer, status=200 if "game" in answer else 409)

    async def _lobby_here(self, guild: int, channel: int, host: Seat) -> dict:
        """`{"game"}` of the lobby `host` opens in `channel` as with `/muses new`, or the refusal's error frame."""
        lang = lang_of(host.locale)
        if self.open_lobby is None:
            return error("elsewhere", lang, None)
        try:
            with speaking(host.locale):
                return {"game": await self.open_lobby(guild, channel, host)}
        except Refusal as e:
            return error("refused", lang, None, said(e.phrase, lang))

    async def texts(self, request: web.Request) -> web.StreamResponse:
        lang = language(request.match_info["lang"])
        words = {m: lang.gettext(m) for m in PAGE_TEXTS}
        return web.json_response({"lang": lang.code, "texts": words})

    async def sign_out(self, request: web.Request) -> web.StreamResponse:
        signed = await self._signed(request)
        token = request.headers["Authorization"][7:]
        await self.sessions.end(token)
        for page in list(self.live.by_user.get(signed.user, ())):
            if isinstance(page, PageSocket) and page.token == token:
                self.live.closing(page, "signed_out", 4401)
        return web.Response(status=204)

    # --- the socket -----------------------------------------------------------------

    async def socket(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=16 * MAX_FRAME, heartbeat=30.0)
        await ws.prepare(request)
        page = PageSocket(self, ws)
        page.proxy_user = signed_user(request)
        if request.headers.get("Origin") not in (self.origin, self.activity_origin):
            await page.close_with("origin", 4403)
            return ws
        try:
            await page.run()
        except ConnectionResetError:  # the page went away while it was answered
            log.debug("web: a page's socket was reset")
        except Exception:
            log.exception("web: a socket failed")
            if not ws.closed:
                await page.close_with("internal", 1011)
        return ws


def _file(path: Path) -> web.StreamResponse:
    if not path.is_file():
        raise web.HTTPNotFound()
    return web.FileResponse(path, headers={"Content-Type": TYPES.get(path.suffix, "application/octet-stream"),
                                           "Cache-Control": "no-cache"})


def _browser_language(request: web.Request):
    """The language of the browser's first choice (English without a catalog)."""
    first = request.headers.get("Accept-Language", "").split(",")[0].split(";")[0].strip()
    return language(first or None)
