"""The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME, dispatch,
sharded as Discord shards it.

A connection IDENTIFYs as shard ``[shard_id, shard_count]`` (none: ``[0, 1]``) and gets the
events of the guilds with ``(guild_id >> 22) % shard_count == shard_id`` only; DMs come on
shard 0. An invalid shard is closed with 4010, a shard that would hold more guilds than
the server's ``max_guilds_per_shard`` with 4011 (sharding required), one asking for intents
the application may not have (:attr:`Gateway.allowed_intents`) with 4014.

Frames are uncompressed JSON text: discord.py asks for ``compress=zlib-stream`` but only
decompresses binary frames, and parses text frames as plain JSON.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from dataclasses import dataclass
from typing import Any

from aiohttp import WSMsgType, web

from . import payloads
from .ids import shard_of
from .state import DiscordState
from .world import Guild

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 8, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41250
ACK_DELAY_S = 0.05
"""Seconds before a heartbeat is acknowledged, as a round trip to Discord takes. discord.py's
heartbeat thread records when it sent a heartbeat only after the event loop has sent it; an
acknowledgement read before that is taken as 41 s late ("Can't keep up, websocket is 41.3s
behind"), which an instant loopback made happen on a busy machine."""
AUTHENTICATION_FAILED, INVALID_SHARD, SHARDING_REQUIRED, DISALLOWED_INTENTS = 4004, 4010, 4011, 4014


@dataclass
class Session:
    """One identified gateway session: a shard of the bot, on its latest socket."""

    id: str
    shard: tuple[int, int]
    identify: dict[str, Any]
    ws: web.WebSocketResponse
    sequence: int = 0

    @property
    def connected(self) -> bool:
        return not self.ws.closed

    def owns(self, guild_id: int | None) -> bool:
        shard_id, shard_count = self.shard
        return shard_id == 0 if guild_id is None else shard_of(guild_id, shard_count) == shard_id


class Gateway:
    """Accepts the bot's websockets on ``/gateway`` and dispatches each event to the sessions
    of the shard it belongs to. :attr:`ready` is set while every guild the bot is in has its
    shard connected."""

    def __init__(self, server: DiscordState) -> None:
        self.server = server
        self.sessions: dict[str, Session] = {}
        """Every session by id, closed ones too (they may RESUME); a new IDENTIFY of a shard replaces its old one.
        During a re-shard, shards of two counts may be connected: a guild's events go to each that owns it."""
        self.ready = asyncio.Event()
        self.allowed_intents: int | None = None
        """The gateway intents the application may ask for (Discord: the privileged ones enabled in the
        developer portal, and the others); None: any."""
        self._sockets: set[web.WebSocketResponse] = set()
        self._lock = asyncio.Lock()
        self._acks: set[asyncio.Task] = set()

    @property
    def connected(self) -> bool:
        return any(s.connected for s in self.sessions.values())

    def session(self, shard_id: int = 0) -> Session | None:
        """The connected session of this shard, if any."""
        return next((s for s in self.sessions.values() if s.connected and s.shard[0] == shard_id), None)

    def shards_ready(self, shard_ids: list[int] | tuple[int, ...]) -> bool:
        return all(self.session(k) is not None for k in shard_ids)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(timeout=1.0, max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        try:
            await self._send(ws, HELLO, {'heartbeat_interval': HEARTBEAT_INTERVAL_MS})
            async for msg in ws:
                if msg.type is WSMsgType.TEXT:
                    await self._receive(ws, json.loads(msg.data))
        finally:
            self._sockets.discard(ws)
            self._update_ready()
        return ws

    async def dispatch(self, event: str, data: dict[str, Any], guild_id: int | None = None, *,
                       intent: int = 0) -> None:
        """Send a DISPATCH event to the connected sessions of the shard of ``guild_id`` (None: a DM, shard 0)
        that identified with ``intent`` (0: any; Discord sends some events only with their intent)."""
        sessions = self._owners(guild_id)
        if not sessions:
            raise RuntimeError(f'no shard of the bot that receives guild {guild_id} is connected to the loopback')
        for session in sessions:
            if session.identify.get('intents', 0) & intent == intent:
                await self._dispatch(session, event, data)

    def receives(self, guild_id: int | None) -> bool:
        """Whether a connected session receives this guild's events."""
        return bool(self._owners(guild_id))

    async def drop(self, timeout: float) -> None:
        """Close the bot's sockets (code 4000, resumable) and wait until they have resumed."""
        live = [s for s in self.sessions.values() if s.connected]
        if not live:
            raise RuntimeError('the bot is not connected to the loopback gateway')
        self.ready.clear()
        for session in live:
            await session.ws.close(code=4000)
        await asyncio.wait_for(self.ready.wait(), timeout)

    async def close(self) -> None:
        for ack in list(self._acks):
            ack.cancel()
        for ws in list(self._sockets):
            await ws.close(code=1001)

    def _owners(self, guild_id: int | None) -> list[Session]:
        return [s for s in self.sessions.values() if s.connected and s.owns(guild_id)]

    def _update_ready(self) -> None:
        guilds = [g.id for g in self.server.guilds if g.bot_present]
        if self.connected and all(self._owners(g) for g in guilds):
            self.ready.set()
        else:
            self.ready.clear()

    async def _ack(self, ws: web.WebSocketResponse) -> None:
        await asyncio.sleep(ACK_DELAY_S)
        with contextlib.suppress(ConnectionResetError):  # the socket closed meanwhile
            await self._send(ws, HEARTBEAT_ACK)

    async def _receive(self, ws: web.WebSocketResponse, msg: dict[str, Any]) -> None:
        op = msg.get('op')
        if op == HEARTBEAT:
            ack = asyncio.create_task(self._ack(ws))
            self._acks.add(ack)
            ack.add_done_callback(self._acks.discard)
        elif op == IDENTIFY:
            await self._identify(ws, msg['d'])
        elif op == RESUME:
            await self._resume(ws, msg['d'])
        elif op == REQUEST_MEMBERS:
            session = next(s for s in self.sessions.values() if s.ws is ws)
            await self._dispatch(session, 'GUILD_MEMBERS_CHUNK', self._members_chunk(msg['d']))

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        server = self.server
        if data.get('token') != server.token:
            await ws.close(code=AUTHENTICATION_FAILED, message=b'Authentication failed.')
            return
        if self.allowed_intents is not None and data.get('intents', 0) & ~self.allowed_intents:
            await ws.close(code=DISALLOWED_INTENTS, message=b'Disallowed intent(s).')
            return
        shard = data.get('shard') or [0, 1]
        if not (isinstance(shard, list) and len(shard) == 2 and 0 <= shard[0] < shard[1]):
            await ws.close(code=INVALID_SHARD, message=b'Invalid shard.')
            return
        guilds = [g for g in server.guilds if g.bot_present and shard_of(g.id, shard[1]) == shard[0]]
        if len(guilds) > server.max_guilds_per_shard:
            await ws.close(code=SHARDING_REQUIRED, message=b'Sharding required.')
            return
        for old in [s for s in self.sessions.values() if s.shard == tuple(shard)]:
            del self.sessions[old.id]  # the shard identified again: its old session is over
        session = Session(secrets.token_hex(16), (shard[0], shard[1]), data, ws)
        self.sessions[session.id] = session
        ready = payloads.ready(server.bot_user, guilds, session_id=session.id,
                               resume_gateway_url=server.gateway_url, shard=session.shard)
        await self._dispatch(session, 'READY', ready)
        for guild in guilds:
            await self._dispatch(session, 'GUILD_CREATE', payloads.guild_create(guild, sees=server.bot_sees))
        self._update_ready()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        session = self.sessions.get(data.get('session_id', ''))
        if data.get('token') != self.server.token or session is None:
            await self._send(ws, INVALID_SESSION, False)
            return
        session.ws = ws
        await self._dispatch(session, 'RESUMED', {})
        self._update_ready()

    def _members_chunk(self, data: dict[str, Any]) -> dict[str, Any]:
        guild: Guild = self.server.guild_by_id(int(data['guild_id']))
        members = guild.members
        if data.get('user_ids'):
            members = [m for m in members if str(m.id) in {str(i) for i in data['user_ids']}]
        elif data.get('query'):
            members = [m for m in members if m.name.lower().startswith(data['query'].lower())]
        if data.get('limit'):
            members = members[: data['limit']]
        return {
            'guild_id': str(guild.id),
            'members': [payloads.member(m) for m in members],
            'chunk_index': 0,
            'chunk_count': 1,
            'nonce': data.get('nonce'),
            'not_found': [],
        }

    async def _dispatch(self, session: Session, event: str, data: dict[str, Any]) -> None:
        async with self._lock:
            session.sequence += 1
            await session.ws.send_str(json.dumps({'op': DISPATCH, 'd': data, 's': session.sequence, 't': event}))

    async def _send(self, ws: web.WebSocketResponse, op: int, data: Any = None) -> None:
        async with self._lock:
            await ws.send_str(json.dumps({'op': op, 'd': data, 's': None, 't': None}))
