"""The REST API v10 routes the bot calls, each recording what the bot sent."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import mimetypes
import traceback
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import multipart
from aiohttp import hdrs, web

from . import command_limits, limits, payloads
from . import permissions as perms
from .access import BotAccess
from .activities import EMBEDDED, LAUNCH_ACTIVITY, entry_point_problems
from .errors import (
    ALREADY_ACKNOWLEDGED,
    CANNOT_DM,
    INVALID_FORM_BODY,
    INVALID_RECIPIENT,
    INVALID_WEBHOOK_TOKEN,
    REQUEST_TOO_LARGE,
    THREAD_ARCHIVED,
    THREAD_LOCKED,
    UNKNOWN_APPLICATION,
    UNKNOWN_GUILD,
    UNKNOWN_INTERACTION,
    UNKNOWN_MEMBER,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    WRONG_CHANNEL_TYPE,
    DiscordError,
    json_response,
    missing_access,
    unknown_channel,
)
from .faults import first_fault
from .ids import snowflake
from .interactions import APPLICATION_COMMAND, AUTOCOMPLETE, InteractionHandle
from .moderation import Moderation
from .oauth import AccessToken
from .oauth_routes import OAuthRoutes
from .ratelimits import MAJOR_PARAMETERS, RateLimited
from .records import CALLBACK, DELETE, EDIT, FOLLOWUP, MESSAGE, Record, RecordedFile
from .world import Channel, Guild

API = '/api/v10'
MESSAGE_RESPONSE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, AUTOCOMPLETE_RESULT, MODAL = 4, 5, 6, 7, 8, 9
CHAT_INPUT_COMMAND_MESSAGE = 20
NONCE_S = 5 * 60
"""Seconds Discord remembers a post's nonce (its docs: "the past few minutes")."""
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)
"""The minutes of inactivity after which Discord may archive a thread."""
BEARER_ROUTES = frozenset({'GET /users/@me'})
"""The routes a user's Bearer token may call here (a bot-only route refuses it with 401)."""
BEARER = web.RequestKey('bearer', AccessToken)
"""The live Bearer token a request was authenticated with (none for the bot's)."""
OAUTH_ROUTES = frozenset({'POST /oauth2/token', 'POST /oauth2/token/revoke'})
"""Routes of the application's web server, not of the bot: outside the bot's rate limits."""
INVALID_REQUEST_STATUSES = (401, 403, 429)
"""Statuses Discord counts towards its limit of invalid requests per IP."""


async def read_body(request: web.Request) -> tuple[Any, list[RecordedFile]]:
    """The JSON body, or ``payload_json`` and ``files[n]`` of a multipart body.

    Multipart bodies are read whole and parsed by ``multipart``, in memory: aiohttp's own reader
    (and its ``content_type``, parsed by the email package, each boundary being new) costs more
    than all the rest of the request."""
    media_type, options = multipart.parse_options_header(request.headers.get(hdrs.CONTENT_TYPE, ''))
    if media_type != 'multipart/form-data':
        return (await request.json() if request.can_read_body else {}), []
    raw = await request.content.read()
    body: Any = {}
    files: dict[int, RecordedFile] = {}
    parts = multipart.MultipartParser(io.BytesIO(raw), options.get('boundary', ''), content_length=len(raw),
                                      spool_limit=len(raw) + 1, memory_limit=len(raw) + 1)
    for part in parts:
        if part.name == 'payload_json':
            body = json.loads(part.value)
        elif part.name and part.name.startswith('files['):
            filename = part.filename or ''
            content_type = mimetypes.guess_type(filename)[0] or 'application/octet-stream'
            index = int(part.name[6:-1])
            files[index] = RecordedFile(filename, part.raw, content_type, index)
    return body, [files[i] for i in sorted(files)]


def _wants(request: web.Request, flag: str) -> bool:
    return request.query.get(flag, '').lower() in ('1', 'true')


class RestApi:
    def __init__(self, server: Moderation) -> None:
        self.server = server
        self.access = BotAccess(server)
        self._nonces: dict[tuple[int, str], tuple[int, float]] = {}
        """(channel, nonce) of posts with ``enforce_nonce``: the message made and when."""

    def routes(self) -> list[web.RouteDef]:
        webhook_message = f'{API}/webhooks/{{app}}/{{token}}/messages/{{message}}'
        channel_message = f'{API}/channels/{{channel}}/messages/{{message}}'
        return [
            web.get(f'{API}/users/@me', self.get_me),
            web.get(f'{API}/oauth2/applications/@me', self.get_application),
            web.get(f'{API}/gateway', self.get_gateway),
            web.get(f'{API}/gateway/bot', self.get_gateway_bot),
            web.get(f'{API}/applications/{{app}}/commands', self.get_commands),
            web.put(f'{API}/applications/{{app}}/commands', self.put_commands),
            web.get(f'{API}/applications/{{app}}/guilds/{{guild}}/commands', self.get_commands),
            web.put(f'{API}/applications/{{app}}/guilds/{{guild}}/commands', self.put_commands),
            web.get(f'{API}/applications/{{app}}/activity-instances/{{instance}}', self.get_activity_instance),
            web.post(f'{API}/interactions/{{interaction}}/{{token}}/callback', self.callback),
            web.post(f'{API}/webhooks/{{app}}/{{token}}', self.followup),
            web.get(webhook_message, self.get_webhook_message),
            web.patch(webhook_message, self.edit_webhook_message),
            web.delete(webhook_message, self.delete_webhook_message),
            web.get(f'{API}/channels/{{channel}}', self.get_channel),
            web.patch(f'{API}/channels/{{channel}}', self.modify_thread),
            web.post(f'{channel_message}/threads', self.start_thread),
            web.post(f'{API}/channels/{{channel}}/messages', self.create_message),
            web.get(f'{API}/channels/{{channel}}/messages', self.list_messages),
            web.get(channel_message, self.get_message),
            web.patch(channel_message, self.edit_message),
            web.delete(channel_message, self.delete_message),
            web.post(f'{API}/users/@me/channels', self.create_dm),
            web.get(f'{API}/guilds/{{guild}}/members/{{user}}', self.get_member),
            web.get('/attachments/{channel}/{attachment}/{filename}', self.get_attachment),
            *OAuthRoutes(self.server).routes(),
        ]

    @web.middleware
    async def middleware(self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]):
        """Auth (the bot's token; a user's Bearer token where :data:`BEARER_ROUTES` allow it),
        injected faults, the bot's rate limits (headers on every answer), Discord-shaped errors;
        unknown routes and loopback bugs are collected."""
        route = _route(request)
        headers: dict[str, str] = {}
        try:
            bearer = self._authenticate(request, route) if self._needs_auth(request.path) else None
            if route is not None:
                fault = first_fault(self.server.faults, route, f'{request.method} {request.path[len(API):]}')
                if fault is not None:
                    await asyncio.sleep(fault.delay)
                    if fault.status is not None:
                        raise DiscordError(fault.status, 0, f'{fault.status}: injected by the test')
            if route is not None and bearer is None and route not in OAUTH_ROUTES:
                major = tuple(request.match_info[k] for k in MAJOR_PARAMETERS if k in request.match_info)
                headers = self.server.ratelimits.take(route, major, interaction=not self._needs_auth(request.path),
                                                      token=request.headers.get('Authorization', ''))
            response = await handler(request)
        except RateLimited as exc:
            response = exc.response()
        except DiscordError as exc:
            response = exc.response()
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
            self.server.unknown_routes.append(f'{request.method} {request.path}')
            response = DiscordError(404, 0, '404: Not Found').response()
        except Exception:
            # 4xx, not 5xx: discord.py retries server errors with long sleeps.
            self.server.internal_errors.append(f'{request.method} {request.path}\n{traceback.format_exc()}')
            response = DiscordError(400, 0, 'loopback error, see LoopbackDiscord.internal_errors').response()
        response.headers.update(headers)
        if response.status in INVALID_REQUEST_STATUSES:
            self.server.invalid_requests[route or request.path] += 1
            self.server.invalid_times.append(self.server.clock.now())
        return response

    @staticmethod
    def _needs_auth(path: str) -> bool:
        return path.startswith(API) and not path.startswith((f'{API}/webhooks/', f'{API}/interactions/',
                                                             f'{API}/oauth2/token'))

    def _authenticate(self, request: web.Request, route: str | None) -> AccessToken | None:
        """None for the bot's token; the live Bearer token on a route that takes one; else 401."""
        scheme, _, credential = request.headers.get('Authorization', '').partition(' ')
        if scheme == 'Bot' and credential == self.server.token:
            return None
        found = self.server.oauth.bearer(credential) if scheme == 'Bearer' and route in BEARER_ROUTES else None
        if found is None:
            raise DiscordError(401, 0, '401: Unauthorized')
        request[BEARER] = found
        return found

    # login and commands

    async def get_me(self, request: web.Request) -> web.Response:
        """The bot; with a Bearer token (its scope is ``identify``), the user who authorized it."""
        bearer = request.get(BEARER)
        if bearer is None:
            return json_response(payloads.bot_user(self.server.bot_user))
        return json_response(payloads.signed_in_user(bearer.user))

    async def get_application(self, request: web.Request) -> web.Response:
        flags = EMBEDDED if self.server.activities.enabled else 0
        redirect_uris = tuple(sorted(self.server.oauth.redirect_uris))
        return json_response(payloads.application(self.server.bot_user, flags, redirect_uris))

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({'url': self.server.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        """Where to connect, the recommended shard count, and the session start limit."""
        limit = {'total': 1000, 'remaining': 1000, 'reset_after': 86_400_000, 'max_concurrency': 1}
        return json_response({'url': self.server.gateway_url, 'shards': self.server.recommended_shard_count(),
                              'session_start_limit': limit})

    async def get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.server.commands.list(self._command_scope(request)))

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        commands = await request.json()
        self._check(request, command_limits.commands_problems(commands))
        refused = entry_point_problems(self.server.commands.list(scope), commands, guild=scope is not None,
                                       enabled=self.server.activities.enabled)
        if refused is not None:
            raise refused
        return json_response(self.server.commands.put(scope, commands))

    async def get_activity_instance(self, request: web.Request) -> web.Response:
        """A running instance of the app's Activity: its location and users; else Discord's 404."""
        self._command_scope(request)
        instance = self.server.activities.instance(request.match_info['instance'])
        if instance is None:
            raise DiscordError(404, 0, '404: Not Found')
        return json_response(instance.payload(self.server.application_id))

    def _command_scope(self, request: web.Request) -> int | None:
        if int(request.match_info['app']) != self.server.application_id:
            raise DiscordError(404, UNKNOWN_APPLICATION, 'Unknown Application')
        if 'guild' not in request.match_info:
            return None
        try:
            return self.server.guild_by_id(int(request.match_info['guild'])).id
        except LookupError:
            raise DiscordError(404, UNKNOWN_GUILD, 'Unknown Guild') from None

    # interaction callback and webhook (followup) messages

    async def callback(self, request: web.Request) -> web.Response:
        handle = self.server.interactions.get(int(request.match_info['interaction']))
        if handle is None or handle.token != request.match_info['token']:
            raise DiscordError(404, UNKNOWN_INTERACTION, 'Unknown interaction')
        body, files = await self._read(request)
        kind, data = body.get('type'), body.get('data') or {}
        record = self._record(request, CALLBACK, body, files, handle.channel_id, interaction_id=handle.id)
        record.callback_type = kind
        try:
            if kind == MESSAGE_RESPONSE:
                self._check(request, limits.message_problems(data, files, settable=limits.RESPONSE_FLAGS))
            elif kind == UPDATE_MESSAGE:
                current = self.server.messages.get(handle.message_id or 0)
                self._check(request, limits.message_problems(data, files, current=current))
            elif kind == DEFERRED_MESSAGE:
                self._check(request, limits.flags_problems(data.get('flags'), limits.DEFERRED_FLAGS))
            elif kind == AUTOCOMPLETE_RESULT:
                self._check(request, limits.choices_problems(data.get('choices') or []))
            message = await self._acknowledge(handle, kind, data, files)
            if kind == LAUNCH_ACTIVITY:
                self._launch(handle)
        except DiscordError as exc:
            record.error_code = exc.code
            await self.server.recorder.add(record)
            raise
        current = message or self.server.messages.get(handle.original_id or 0) or {}
        record.message_id = handle.original_id
        record.ephemeral = bool((data.get('flags', 0) | current.get('flags', 0)) & payloads.EPHEMERAL)
        await self.server.recorder.add(record)

        if not _wants(request, 'with_response'):
            return web.Response(status=204)
        interaction = {
            'id': str(handle.id),
            'type': handle.type,
            'response_message_loading': kind == DEFERRED_MESSAGE,
            'response_message_ephemeral': record.ephemeral,
        }
        if handle.original_id is not None:
            interaction['response_message_id'] = str(handle.original_id)
        resource: dict[str, Any] = {'type': kind, **({'message': message} if message else {})}
        if handle.activity_instance_id is not None:
            interaction['activity_instance_id'] = handle.activity_instance_id
            resource['activity_instance'] = {'id': handle.activity_instance_id}
        return json_response({'interaction': interaction, 'resource': resource})

    async def _acknowledge(
        self, handle: InteractionHandle, kind: int, data: dict[str, Any], files: list[RecordedFile]
    ) -> dict[str, Any] | None:
        """Apply a callback to the store; returns the message it created or updated, if any."""
        if handle.callback_type is not None:
            raise DiscordError(400, ALREADY_ACKNOWLEDGED, 'Interaction has already been acknowledged.')
        if self.server.clock.now() - handle.created > self.server.response_deadline:
            raise DiscordError(404, UNKNOWN_INTERACTION, 'Unknown interaction')
        if (kind == AUTOCOMPLETE_RESULT) != (handle.type == AUTOCOMPLETE):
            raise DiscordError(400, INVALID_FORM_BODY, f'Invalid Form Body: type: callback type {kind} is invalid '
                                                       f'for an interaction of type {handle.type}')
        channel = self.server.channel_by_id(handle.channel_id)
        message = None
        if kind in (MESSAGE_RESPONSE, DEFERRED_MESSAGE):
            if not data.get('flags', 0) & payloads.EPHEMERAL:
                await self._reopen(channel)
            blank = self._interaction_message(handle, original=True)
            blank['flags'] = payloads.LOADING if kind == DEFERRED_MESSAGE else 0
            fields = data if kind == MESSAGE_RESPONSE else {'flags': data.get('flags', 0)}
            message = self.server.messages.create(blank, fields, files)
            handle.original_id = int(message['id'])
        elif kind in (DEFERRED_UPDATE, UPDATE_MESSAGE) and handle.message_id is not None:
            if kind == UPDATE_MESSAGE:
                self._editable_by_token(channel, self.server.messages.get(handle.message_id))
            handle.original_id = handle.message_id  # @original is now the clicked message
            if kind == UPDATE_MESSAGE:
                message = self.server.messages.edit(handle.message_id, data, files)
        elif kind == LAUNCH_ACTIVITY:
            self._may_launch(handle, channel)
        elif kind not in (AUTOCOMPLETE_RESULT, MODAL):
            raise DiscordError(400, INVALID_FORM_BODY, f'callback type {kind} is invalid here')
        handle.callback_type = kind
        if handle.original_id is not None:
            handle.message_ids.add(handle.original_id)
        return message

    def _may_launch(self, handle: InteractionHandle, channel: Channel) -> None:
        """Refuse a launch as Discord does: an app without Activities, a member without Use
        Activities in the channel (in a DM, nothing to check)."""
        if handle.type == AUTOCOMPLETE:
            raise DiscordError(400, INVALID_FORM_BODY, 'callback type 12 is invalid for autocomplete')
        permissions = 0 if channel.is_dm else self.server.permissions_in(self.server.member(handle.user_id), channel)
        self.server.activities.check_launch(perms.USE_EMBEDDED_ACTIVITIES if channel.is_dm else permissions,
                                            perms.USE_EMBEDDED_ACTIVITIES, channel)

    def _launch(self, handle: InteractionHandle) -> None:
        """The member opens the Activity in the interaction's channel (or a thread's parent: `Activities.threads`)."""
        channel = self.server.channel_by_id(handle.channel_id)
        guild_id = None if channel.is_dm else self.server.guild_of(channel).id
        handle.activity_instance_id = self.server.activities.launch(handle.user_id, guild_id, channel).id

    async def followup(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        body, files = await self._read(request)
        self._check(request, limits.message_problems(body, files, settable=limits.FOLLOWUP_FLAGS))
        original = self.server.messages.get(handle.original_id or 0)
        if handle.callback_type == DEFERRED_MESSAGE and original is not None and original['flags'] & payloads.LOADING:
            return await self._first_followup(request, handle, body, files)
        record = self._record(request, FOLLOWUP, body, files, handle.channel_id, interaction_id=handle.id)
        async with self._recorded(record):
            self._token_alive(handle)
            channel = self._interaction_channel(handle)
            if not body.get('flags', 0) & payloads.EPHEMERAL:
                await self._reopen(channel)
            message = self.server.messages.create(self._interaction_message(handle, original=False), body, files)
            handle.message_ids.add(int(message['id']))
            record.message_id = int(message['id'])
            record.ephemeral = bool(message['flags'] & payloads.EPHEMERAL)
        return json_response(message) if _wants(request, 'wait') else web.Response(status=204)

    async def _first_followup(self, request: web.Request, handle: InteractionHandle, body: dict[str, Any],
                              files: list[RecordedFile]) -> web.Response:
        """Discord: the first followup of a deferred message response ("thinking") edits that response
        instead of posting a message, and the response stays as private (or public) as it was deferred."""
        body = {**body, 'flags': body.get('flags', 0) & ~payloads.EPHEMERAL}
        record = self._record(request, EDIT, body, files, handle.channel_id, interaction_id=handle.id)
        async with self._recorded(record):
            self._token_alive(handle)
            assert handle.original_id is not None, "a deferred message response has its message"
            record.message_id = handle.original_id
            message = self.server.messages.edit(handle.original_id, body, files)
            record.ephemeral = bool(message['flags'] & payloads.EPHEMERAL)
        return json_response(message) if _wants(request, 'wait') else web.Response(status=204)

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        self._token_alive(handle)
        return json_response(self.server.messages.get(self._webhook_message_id(request, handle)))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        message_id = self._webhook_message_id(request, handle)
        body, files = await self._read(request)
        self._check(request, limits.message_problems(body, files, current=self.server.messages.get(message_id)))
        record = self._record(request, EDIT, body, files, handle.channel_id, interaction_id=handle.id)
        record.message_id = message_id
        async with self._recorded(record):
            self._token_alive(handle)
            self._editable_by_token(self._interaction_channel(handle), self.server.messages.get(message_id))
            message = self.server.messages.edit(message_id, body, files)
            record.ephemeral = bool(message['flags'] & payloads.EPHEMERAL)
        return json_response(message)

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        self._token_alive(handle)
        message_id = self._webhook_message_id(request, handle)
        self.server.messages.delete(message_id)
        record = self._record(request, DELETE, {}, [], handle.channel_id, interaction_id=handle.id)
        record.message_id = message_id
        await self.server.recorder.add(record)
        return web.Response(status=204)

    def _webhook_handle(self, request: web.Request) -> InteractionHandle:
        """The acknowledged interaction owning this token (Discord: Unknown Webhook otherwise);
        :meth:`_token_alive` refuses it once expired (Invalid Webhook Token)."""
        handle = self.server.interaction_by_token(request.match_info['token'])
        app_ok = int(request.match_info['app']) == self.server.application_id
        if handle is None or not app_ok:
            raise DiscordError(404, UNKNOWN_WEBHOOK, 'Unknown Webhook')
        if handle.callback_type is None:
            raise DiscordError(404, UNKNOWN_WEBHOOK, 'Unknown Webhook')
        return handle

    def _token_alive(self, handle: InteractionHandle) -> None:
        if self.server.clock.now() - handle.created > self.server.token_lifetime:
            raise DiscordError(401, INVALID_WEBHOOK_TOKEN, 'Invalid Webhook Token')

    def _webhook_message_id(self, request: web.Request, handle: InteractionHandle) -> int:
        raw = request.match_info['message']
        message_id = handle.original_id if raw == '@original' else int(raw)
        if message_id not in handle.message_ids or self.server.messages.get(message_id) is None:
            raise DiscordError(404, UNKNOWN_MESSAGE, 'Unknown Message')
        return message_id

    def _interaction_channel(self, handle: InteractionHandle) -> Channel:
        """Where the interaction's messages go; 10003 once that channel is deleted."""
        channel = self.server.channel_by_id(handle.channel_id)
        if channel.deleted:
            raise unknown_channel()
        return channel

    def _guild(self, channel: Channel) -> Guild:
        """The guild a channel's payloads name (a DM's name none: any guild will do)."""
        return self.server.guild if channel.is_dm else self.server.guild_of(channel)

    @staticmethod
    def _editable_by_token(channel: Channel, message: dict[str, Any] | None) -> None:
        """An interaction's token edits its messages anywhere, but not in an archived thread
        (ephemeral messages are nowhere in it)."""
        if channel.archived and message is not None and not message['flags'] & payloads.EPHEMERAL:
            raise DiscordError(400, THREAD_ARCHIVED, 'Thread is archived')

    async def _reopen(self, channel: Channel) -> None:
        """The bot posts in ``channel``: an archived thread is unarchived, unless it is also locked
        and the bot may not manage threads (160005); the bot joins a thread it posts in."""
        if not channel.is_thread:
            return
        if not await self.server.reopen(channel, self.server.bot_permissions(channel)):
            raise DiscordError(403, THREAD_LOCKED, 'Thread is locked')
        channel.member_ids.add(self.server.bot_user.id)

    def _interaction_message(self, handle: InteractionHandle, *, original: bool) -> dict[str, Any]:
        server = self.server
        slash = original and handle.type == APPLICATION_COMMAND
        invoker = handle.payload.get('member', {}).get('user') or handle.payload['user']
        channel = server.channel_by_id(handle.channel_id)
        return payloads.message(
            snowflake(),
            channel,
            self._guild(channel),
            server.bot_user,
            type=CHAT_INPUT_COMMAND_MESSAGE if slash else 0,
            application_id=server.application_id,
            interaction_metadata={'id': str(handle.id), 'type': handle.type, 'user': invoker},
        )

    # channel messages and DMs

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if not channel.is_dm:
            self.access.view(channel)
        return json_response(payloads.channel(channel, self._guild(channel)))

    async def start_thread(self, request: web.Request) -> web.Response:
        """A public thread started from a message: its id is the message's (a second one, 160004)."""
        channel = self._channel(request)
        message = self._channel_message(request, channel)
        body = await request.json()
        name, duration = str(body.get('name') or ''), body.get('auto_archive_duration') or 1440
        if not 1 <= len(name) <= 100 or duration not in ARCHIVE_DURATIONS:
            raise DiscordError(400, INVALID_FORM_BODY, 'Invalid Form Body: name 1 to 100 characters; '
                                                       f'auto_archive_duration one of {ARCHIVE_DURATIONS}')
        self.access.start_thread(channel, message)
        thread = await self.server.start_thread(channel, int(message['id']), name, duration)
        message['flags'] |= payloads.HAS_THREAD
        return json_response(payloads.channel(thread, self._guild(thread)), status=201)

    async def modify_thread(self, request: web.Request) -> web.Response:
        """``archived``, ``locked``, ``auto_archive_duration`` or ``name`` of a thread (other channels
        are not modified by the bot); THREAD_UPDATE."""
        channel = self._channel(request)
        body = await request.json()
        if not channel.is_thread:
            raise DiscordError(400, WRONG_CHANNEL_TYPE, 'Cannot execute action on this channel type')
        if body.get('auto_archive_duration', ARCHIVE_DURATIONS[0]) not in ARCHIVE_DURATIONS:
            raise DiscordError(400, INVALID_FORM_BODY, f'Invalid Form Body: auto_archive_duration one of '
                                                       f'{ARCHIVE_DURATIONS}')
        self.access.modify_thread(channel, body)
        for key in ('archived', 'locked', 'auto_archive_duration', 'name'):
            if key in body:
                setattr(channel, key, body[key])
        await self.server.thread_updated(channel)
        return json_response(payloads.channel(channel, self._guild(channel)))

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, files = await self._read(request)
        self._check(request, limits.message_problems(body, files, settable=limits.POST_FLAGS))
        same = self._same_nonce(channel, body)
        if same is not None:  # Discord makes no second message: it answers with the first
            return json_response(same)
        record = self._record(request, MESSAGE, body, files, channel.id)
        async with self._recorded(record):
            if record.dm_user_id in self.server.refused_dm_user_ids:
                raise DiscordError(403, CANNOT_DM, 'Cannot send messages to this user')
            if not channel.is_dm:
                body = self.access.post(channel, body, files)
                await self._reopen(channel)
            blank = payloads.message(snowflake(), channel, self._guild(channel), self.server.bot_user)
            message = self.server.messages.create(blank, body, files)
            record.message_id = int(message['id'])
            if body.get('enforce_nonce') and body.get('nonce'):
                self._nonces[(channel.id, str(body['nonce']))] = (int(message['id']), self.server.clock.now())
        return json_response(message)

    def _same_nonce(self, channel: Channel, body: dict[str, Any]) -> dict[str, Any] | None:
        """With ``enforce_nonce``, the message the bot created in this channel with the same nonce
        within the last few minutes, if it still exists (Discord answers a repeat with it)."""
        if not body.get('enforce_nonce') or not body.get('nonce'):
            return None
        message_id, created = self._nonces.get((channel.id, str(body['nonce'])), (0, -NONCE_S))
        return self.server.messages.get(message_id) if self.server.clock.now() - created < NONCE_S else None

    async def list_messages(self, request: web.Request) -> web.Response:
        """The channel's newest messages first, ``limit`` of them (1 to 100, default 50); ephemeral
        ones are nowhere in a channel."""
        channel = self._channel(request)
        if not channel.is_dm:
            self.access.read_history(channel)
        limit = int(request.query.get('limit', 50))
        if not 1 <= limit <= 100:
            raise DiscordError(400, INVALID_FORM_BODY, 'Invalid Form Body: limit: 1 to 100')
        found = [m for m in reversed(self.server.messages.in_channel(channel.id))
                 if not m['flags'] & payloads.EPHEMERAL]
        return json_response(found[:limit])

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if not channel.is_dm:
            self.access.read_history(channel)
        return json_response(self._channel_message(request, channel))

    async def edit_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._channel_message(request, channel)
        message_id = int(message['id'])
        body, files = await self._read(request)
        self._check(request, limits.message_problems(body, files, current=message))
        record = self._record(request, EDIT, body, files, channel.id)
        record.message_id = message_id
        async with self._recorded(record):
            if not channel.is_dm:
                body = self.access.edit(channel, body, files, message)
            self.server.messages.edit(message_id, body, files)
        return json_response(message)

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._channel_message(request, channel)
        message_id = int(message['id'])
        if not channel.is_dm:
            self.access.delete(channel, message)
        self.server.messages.delete(message_id)
        record = self._record(request, DELETE, {}, [], channel.id)
        record.message_id = message_id
        await self.server.recorder.add(record)
        return web.Response(status=204)

    async def create_dm(self, request: web.Request) -> web.Response:
        body = await request.json()
        try:
            channel = self.server.dm_channel(int(body['recipient_id']))
        except LookupError:
            raise DiscordError(400, INVALID_RECIPIENT, 'Invalid Recipient(s)') from None
        return json_response(payloads.channel(channel, self.server.guild))

    async def get_member(self, request: web.Request) -> web.Response:
        """A guild's member, with their role ids: 10004 for an unknown guild, 50001 for one the bot
        left, 10007 for anyone not a member of it."""
        try:
            guild = self.server.guild_by_id(_snowflake(request, 'guild'))
        except LookupError:
            raise DiscordError(404, UNKNOWN_GUILD, 'Unknown Guild') from None
        if not guild.bot_present:
            raise missing_access()
        try:
            member = guild.member(_snowflake(request, 'user'))
        except LookupError:
            raise DiscordError(404, UNKNOWN_MEMBER, 'Unknown Member') from None
        return json_response(payloads.member(member))

    async def get_attachment(self, request: web.Request) -> web.Response:
        file = self.server.messages.file(int(request.match_info['attachment']))
        if file is None:
            raise DiscordError(404, 0, '404: Not Found')
        return web.Response(body=file.data, content_type=file.content_type)

    def _channel(self, request: web.Request) -> Channel:
        """The channel of a channel route, as the bot may reach it (10003, 50001)."""
        return self.access.channel(int(request.match_info['channel']))

    def _channel_message(self, request: web.Request, channel: Channel) -> dict[str, Any]:
        """A message of this channel reachable by channel routes (ephemeral ones are not): the stored
        one, which an edit changes in place."""
        message = self.server.messages.get(int(request.match_info['message']))
        if message is None or int(message['channel_id']) != channel.id or message['flags'] & payloads.EPHEMERAL:
            raise DiscordError(404, UNKNOWN_MESSAGE, 'Unknown Message')
        return message

    async def _read(self, request: web.Request) -> tuple[Any, list[RecordedFile]]:
        """The body of a message request (:func:`read_body`), whose files Discord would take."""
        body, files = await read_body(request)
        self._check(request, limits.upload_problems(files), too_large=True)
        return body, files

    def _check(self, request: web.Request, problems: list[str], *, too_large: bool = False) -> None:
        """Refuse a body that breaks Discord's limits, as Discord does, and remember it: 400 Invalid
        Form Body, or 413 Request entity too large for files ``too_large``."""
        if problems:
            self.server.refused_bodies.append(f'{request.method} {request.path}: {"; ".join(problems)}')
            if too_large:
                raise DiscordError(413, REQUEST_TOO_LARGE, 'Request entity too large')
            raise DiscordError(400, INVALID_FORM_BODY, f'Invalid Form Body: {"; ".join(problems)}')

    # recording

    @contextlib.asynccontextmanager
    async def _recorded(self, record: Record) -> AsyncIterator[None]:
        """Add ``record`` once the request is done; refused (``error_code`` set) if Discord refused it."""
        try:
            yield
        except DiscordError as exc:
            record.error_code = exc.code
            raise
        finally:
            await self.server.recorder.add(record)

    def _record(
        self, request: web.Request, kind: str, body: Any, files: list[RecordedFile], channel_id: int, **fields: Any
    ) -> Record:
        channel = self.server.channel_by_id(channel_id)
        dm_user_id = channel.recipient.id if channel.recipient is not None else None
        route = f'{request.method} {request.path}'
        return Record(kind, route, body, files, channel_id=channel_id, dm_user_id=dm_user_id, **fields)


def _snowflake(request: web.Request, key: str) -> int:
    """A snowflake of the path, refused as Discord refuses another value (50035)."""
    raw = request.match_info[key]
    if not raw.isdigit():
        raise DiscordError(400, INVALID_FORM_BODY, f'Invalid Form Body: {key}: Value "{raw}" is not snowflake.')
    return int(raw)


def _route(request: web.Request) -> str | None:
    """``"POST /channels/{channel}/messages"``: the API route a request matched, None off the API."""
    resource = request.match_info.route.resource
    if resource is None or not resource.canonical.startswith(API):
        return None
    return f'{request.method} {resource.canonical[len(API):]}'
