"""The fake gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME, dispatch.

Frames are uncompressed JSON text: discord.py asks for ``compress=zlib-stream`` but only
decompresses binary frames, and parses text frames as plain JSON.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from . import payloads

if TYPE_CHECKING:
    from .server import LoopbackDiscord

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 8, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41250
AUTHENTICATION_FAILED = 4004


class Gateway:
    """Accepts the bot's websocket on ``/gateway`` and dispatches events to the identified one."""

    def __init__(self, server: LoopbackDiscord) -> None:
        self.server = server
        self.identify: dict[str, Any] | None = None  # the last IDENTIFY payload (intents ...)
        self.session_id: str | None = None
        self.sequence = 0
        self.current: web.WebSocketResponse | None = None
        self.ready = asyncio.Event()
        self._sockets: set[web.WebSocketResponse] = set()
        self._lock = asyncio.Lock()

    @property
    def connected(self) -> bool:
        return self.current is not None and not self.current.closed

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
            if self.current is ws:
                self.current = None
                self.ready.clear()
        return ws

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send a DISPATCH event to the connected bot."""
        if not self.connected:
            raise RuntimeError('the bot is not connected to the loopback gateway')
        await self._send(self.current, DISPATCH, data, event=event)

    async def drop(self, timeout: float) -> None:
        """Close the bot's socket (code 4000, resumable) and wait until it has resumed."""
        if not self.connected:
            raise RuntimeError('the bot is not connected to the loopback gateway')
        self.ready.clear()
        await self.current.close(code=4000)
        await asyncio.wait_for(self.ready.wait(), timeout)

    async def close(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001)

    async def _receive(self, ws: web.WebSocketResponse, msg: dict[str, Any]) -> None:
        op, data = msg.get('op'), msg.get('d')
        if op == HEARTBEAT:
            await self._send(ws, HEARTBEAT_ACK)
        elif op == IDENTIFY:
            await self._identify(ws, data)
        elif op == RESUME:
            await self._resume(ws, data)
        elif op == REQUEST_MEMBERS:
            await self._send(ws, DISPATCH, self._members_chunk(data), event='GUILD_MEMBERS_CHUNK')

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get('token') != self.server.token:
            await ws.close(code=AUTHENTICATION_FAILED, message=b'Authentication failed.')
            return
        server = self.server
        self.identify, self.session_id, self.sequence, self.current = data, secrets.token_hex(16), 0, ws
        ready = payloads.ready(
            server.bot_user,
            [server.guild] if server.in_guild else [],
            session_id=self.session_id,
            resume_gateway_url=server.gateway_url,
        )
        await self.dispatch('READY', ready)
        if server.in_guild:
            await self.dispatch('GUILD_CREATE', payloads.guild_create(server.guild, sees=server.bot_sees))
        self.ready.set()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get('token') != self.server.token or data.get('session_id') != self.session_id:
            await self._send(ws, INVALID_SESSION, False)
            return
        self.current = ws
        await self.dispatch('RESUMED', {})
        self.ready.set()

    def _members_chunk(self, data: dict[str, Any]) -> dict[str, Any]:
        members = self.server.guild.members
        if data.get('user_ids'):
            members = [m for m in members if str(m.id) in {str(i) for i in data['user_ids']}]
        elif data.get('query'):
            members = [m for m in members if m.name.lower().startswith(data['query'].lower())]
        if data.get('limit'):
            members = members[: data['limit']]
        return {
            'guild_id': str(self.server.guild.id),
            'members': [payloads.member(m) for m in members],
            'chunk_index': 0,
            'chunk_count': 1,
            'nonce': data.get('nonce'),
            'not_found': [],
        }

    async def _send(self, ws: web.WebSocketResponse, op: int, data: Any = None, *, event: str | None = None) -> None:
        async with self._lock:
            sequence = None
            if op == DISPATCH:
                self.sequence += 1
                sequence = self.sequence
            await ws.send_str(json.dumps({'op': op, 'd': data, 's': sequence, 't': event}))
