"""LoopbackDiscord: the server object tests start, drive and inspect."""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import AsyncIterator, Callable
from typing import Any, Literal

import discord
import yarl
from aiohttp import web

from . import payloads
from . import permissions as perms
from .activities import INVALID_CLIENT_ID, OAUTH2_ERROR, REFUSED_IN_THREADS, Instance, RpcError
from .commands import Resolver, command_data
from .component_limits import CHANNEL_SELECT, MENTIONABLE_SELECT, ROLE_SELECT, SELECTS, USER_SELECT
from .faults import Fault
from .gateway import Gateway
from .ids import snowflake, token
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    COMPONENT,
    InteractionHandle,
    InteractionRefused,
    find_component,
    walk_components,
)
from .moderation import Moderation
from .oauth import SCOPES
from .patching import discord_py_pointed_at
from .records import LATER_S, Record
from .rest import RestApi
from .world import DM, Channel, ChannelRef, Guild, Member, UserRef

GUILD_INSTALL, USER_INSTALL = 0, 1
CONTEXTS = {'guild': payloads.GUILD_CONTEXT, 'bot_dm': payloads.BOT_DM_CONTEXT,
            'private_channel': payloads.PRIVATE_CHANNEL_CONTEXT}
Context = Literal['guild', 'bot_dm', 'private_channel']


class LoopbackDiscord(Moderation):
    """A Discord REST v10 + gateway on 127.0.0.1 for the real discord.py client.

    ``async with LoopbackDiscord() as loopback:`` starts it on a free port and points
    discord.py at it; ``async with loopback.running(bot):`` logs the bot in and waits for READY.
    Inject with :meth:`slash`, :meth:`autocomplete`, :meth:`click`, :meth:`select`; read what
    the bot sent in :attr:`records` and the message store (:meth:`channel_messages`, ...).
    It is as strict as Discord: channel permissions (:meth:`deny`, :meth:`allow`), threads
    (:meth:`create_thread`, :meth:`update_thread`), deletions, expiring interaction tokens on
    :attr:`clock`, rate limits (:attr:`rate_limited`) and injected failures (:meth:`inject`).

    The world has one guild (:attr:`guild`) and any more a test adds (:meth:`add_guild`, on the
    shard it chooses); the gateway is sharded as Discord's: ``GET /gateway/bot`` recommends
    ``recommended_shards`` (default: one per 1,000 guilds), and a shard may hold at most
    ``max_guilds_per_shard`` guilds (Discord's 2,500) or is closed with 4011.

    Sign-in with Discord: the application (:attr:`oauth`, its id the application id, its
    ``client_secret``, the ``redirect_uris`` registered for it) serves the authorize page
    ``/oauth2/authorize``, where a person chooses a member, and ``POST /api/v10/oauth2/token``;
    a Bearer token reads its user at ``GET /users/@me`` and is refused elsewhere (401).

    Its Activity (``activities=True``: the application has Activities, and Discord made its
    Entry Point command): callback type 12 launches it for the member (refused without
    Activities, or without Use Activities), into the instance running in that channel
    (:attr:`activities`); ``GET /applications/{app}/activity-instances/{id}`` says who is in one;
    a bulk overwrite of the global commands without the Entry Point command is refused (50240).
    """

    def __init__(
        self,
        *,
        token: str = 'loopback-bot-token',
        bot_name: str = 'Muses',
        guild: Guild | None = None,
        response_deadline: float = 3.0,
        token_lifetime: float = 15 * 60,
        channel_messages: tuple[int, float] = (5, 5.0),
        global_rate: tuple[int, float] = (50, 1.0),
        recommended_shards: int | None = None,
        max_guilds_per_shard: int = 2500,
        client_secret: str = 'loopback-client-secret',
        redirect_uris: tuple[str, ...] = (),
        activities: bool = False,
    ) -> None:
        super().__init__(
            token=token,
            bot_name=bot_name,
            guild=guild,
            response_deadline=response_deadline,
            token_lifetime=token_lifetime,
            channel_messages=channel_messages,
            global_rate=global_rate,
            recommended_shards=recommended_shards,
            max_guilds_per_shard=max_guilds_per_shard,
            client_secret=client_secret,
            redirect_uris=redirect_uris,
            activities=activities,
        )
        self.gateway = Gateway(self)
        self._runner: web.AppRunner | None = None
        self._pointing = contextlib.ExitStack()

    # lifecycle

    async def start(self) -> None:
        rest = RestApi(self)
        app = web.Application(middlewares=[rest.middleware])
        app.add_routes([web.get('/gateway', self.gateway.handle), *rest.routes()])
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, '127.0.0.1', 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        self.messages.base_url = self.url

    async def stop(self) -> None:
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> LoopbackDiscord:
        await self.start()
        self._pointing.enter_context(discord_py_pointed_at(f'{self.url}/api/v10', yarl.URL(self.gateway_url)))
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        self._pointing.close()
        await self.stop()

    @contextlib.asynccontextmanager
    async def running(self, client: discord.Client, *, timeout: float = 10.0) -> AsyncIterator[discord.Client]:
        """Log ``client`` in, connect it in a task, wait for ready; close it on exit.

        discord.py waits ``guild_ready_timeout`` (default 2 s) after the last GUILD_CREATE before
        ``on_ready``: build test clients with e.g. ``guild_ready_timeout=0.05``."""
        try:
            await client.login(self.token)
        except BaseException:
            await client.close()
            raise
        connection = asyncio.create_task(client.connect(), name='loopback-bot-connect')
        try:
            await _until_ready(client, connection, timeout)
            yield client
        finally:
            await client.close()
            if not (await asyncio.wait({connection}, timeout=timeout))[0]:
                connection.cancel()
                raise TimeoutError(f'client.connect() did not end within {timeout}s of close()')
        connection.result()  # raises if the connection failed while the test ran

    # rate limits and failures

    @property
    def rate_limited(self) -> Counter[str]:
        """The 429s answered, per route (``"POST /channels/{channel}/messages"``)."""
        return self.ratelimits.rate_limited

    @property
    def requests(self) -> Counter[tuple[str, bool]]:
        """Every request of the bot's, per route and kind (True: an interaction endpoint's, which
        the global limit leaves out)."""
        return self.ratelimits.requests

    @property
    def requests_to(self) -> Counter[tuple[tuple[str, ...], bool]]:
        """Every request of the bot's, per resource (its route's major parameters, as
        ``(str(channel_id),)``) and kind."""
        return self.ratelimits.requests_to

    def inject(self, pattern: str, *, status: int | None = None, delay: float = 0.0, times: int | None = 1) -> Fault:
        """Answer requests matching ``pattern`` (a glob over ``"POST /channels/{channel}/messages"``
        or ``"POST /channels/123/messages"``) with HTTP ``status`` and/or after ``delay`` seconds,
        ``times`` times (None: until removed from :attr:`faults`)."""
        fault = Fault(pattern, status, delay, times)
        self.faults.append(fault)
        return fault

    # injecting

    async def slash(
        self,
        path: str,
        options: dict[str, Any] | None = None,
        *,
        user: UserRef,
        channel: ChannelRef | None = None,
        permissions: int | None = None,
        locale: str | None = None,
        context: Context = 'guild',
        install: Literal['guild', 'user'] = 'guild',
    ) -> InteractionHandle:
        """Run ``/path`` (e.g. ``"muses new"``) with ``options`` (e.g. ``{"players": 2}``).

        User, role and channel options take ids, names or world objects. ``permissions``
        overrides the member's permissions in the channel. ``context`` is where it is run:
        a guild ``channel``, the bot's DM, or a DM between users (``"private_channel"``, only for
        a user install). ``locale``: the interaction's, by default the user's (``User.locale``).
        Raises :class:`InteractionRefused` where Discord's client would not send
        it (an archived thread, a channel the member cannot see or use commands in, a command not
        offered in that context or installation)."""
        return await self._command(
            APPLICATION_COMMAND, path, options or {}, None, user, channel, permissions, locale, context, install
        )

    async def autocomplete(
        self,
        path: str,
        options: dict[str, Any] | None = None,
        *,
        focused: str,
        user: UserRef,
        channel: ChannelRef | None = None,
        locale: str | None = None,
        context: Context = 'guild',
        install: Literal['guild', 'user'] = 'guild',
    ) -> InteractionHandle:
        """Type into option ``focused`` (its text is ``options[focused]``, default ``""``)."""
        return await self._command(
            AUTOCOMPLETE, path, options or {}, focused, user, channel, None, locale, context, install
        )

    async def click(
        self,
        message: int | dict[str, Any] | Record,
        *,
        user: UserRef,
        custom_id: str | None = None,
        label: str | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Click a button of a stored message, found by ``custom_id`` or ``label``."""
        stored = self._stored_message(message)
        button = find_component(stored, custom_id=custom_id, label=label)
        data = {'custom_id': button['custom_id'], 'component_type': button['type']}
        return await self._component(stored, data, user, locale)

    async def select(
        self,
        message: int | dict[str, Any] | Record,
        values: list[Any],
        *,
        user: UserRef,
        custom_id: str | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Choose ``values`` in a select menu (the only one on the message, or by ``custom_id``).

        User/role/channel selects take ids, names or world objects."""
        stored = self._stored_message(message)
        if custom_id is None:
            selects = [c for c in walk_components(stored['components']) if c['type'] in SELECTS]
            if len(selects) != 1:
                raise LookupError(f'message {stored["id"]} has {len(selects)} select menus: give custom_id')
            custom_id = selects[0]['custom_id']
        menu = find_component(stored, custom_id=custom_id, label=None)
        member = self.member(user)
        where = self.channel_by_id(int(stored['channel_id']))
        resolver = self._resolver(member, where, None)
        data: dict[str, Any] = {'custom_id': menu['custom_id'], 'component_type': menu['type']}
        data['values'] = [self._select_value(resolver, menu, v) for v in values]
        if resolver.resolved:
            data['resolved'] = resolver.resolved
        return await self._component(stored, data, member, locale)

    async def dispatch(self, event: str, data: dict[str, Any], guild: Guild | None = None) -> None:
        """Send any gateway DISPATCH event (e.g. ``MESSAGE_CREATE``) to the bot, on the shard of
        ``guild`` (the first guild by default)."""
        await self.gateway.dispatch(event, data, (guild or self.guild).id)

    async def drop_connection(self, timeout: float = 5.0) -> None:
        """Drop the bot's gateway connection, as Discord sometimes does; returns once it resumed."""
        await self.gateway.drop(timeout)

    async def _command(
        self,
        kind: int,
        path: str,
        options: dict[str, Any],
        focused: str | None,
        user: UserRef,
        channel: ChannelRef | None,
        permissions: int | None,
        locale: str | None,
        context: Context,
        install: Literal['guild', 'user'],
    ) -> InteractionHandle:
        name, *subcommands = path.strip().lstrip('/').split()
        member = self.member(user)
        where = self._command_channel(member, channel, context)
        guild = self.guild_of(where) if context == 'guild' else None
        command = self.commands.find(name, guild.id if guild is not None and guild.bot_present else None)
        _check_offered(command, CONTEXTS[context], USER_INSTALL if install == 'user' else GUILD_INSTALL)
        if context == 'guild':
            self._check_can_use(where, self.permissions_in(member, where), install)
            permissions = self.permissions_in(member, where) if permissions is None else permissions
        data = command_data(command, subcommands, options, self._resolver(member, where, permissions), focused=focused)
        return await self._inject(kind, data, member, where, permissions or 0, locale or member.user.locale, context,
                                  install)

    def _command_channel(self, member: Member, channel: ChannelRef | None, context: Context) -> Channel:
        if context == 'bot_dm':
            return self.dm_channel(member)
        if context == 'private_channel':
            private = Channel(snowflake(), f'{member.name}-dm', DM, recipient=member.user)
            self._private_channels[private.id] = private
            return private
        return self.channel(channel) if channel is not None else self.guild.channels[0]

    def _check_can_use(self, where: Channel, permissions: int, install: str) -> None:
        """Refuse what Discord's client would not send from a guild channel."""
        if where.deleted:
            raise InteractionRefused(f'#{where.name} was deleted')
        if not self.guild_of(where).bot_present and install == 'guild':
            raise InteractionRefused('the bot was removed from the guild')
        if where.archived:
            raise InteractionRefused(f'#{where.name} is archived: commands cannot be used in an archived thread')
        if not permissions & perms.VIEW_CHANNEL or not permissions & perms.bits('use_application_commands'):
            raise InteractionRefused(f'the member may not use application commands in #{where.name}')

    async def _component(self, message: dict[str, Any], data: dict[str, Any], user: UserRef,
                         locale: str | None = None) -> InteractionHandle:
        member = self.member(user)
        where = self.channel_by_id(int(message['channel_id']))
        context: Context = 'bot_dm' if where.is_dm else 'guild'
        if context == 'guild' and (where.deleted or not self.guild_of(where).bot_present):
            raise InteractionRefused(f'#{where.name} is gone for the bot')
        permissions = self.permissions_in(member, where) if context == 'guild' else 0
        snapshot = dict(message)  # the message as the user saw it when clicking (edits replace fields)
        return await self._inject(COMPONENT, data, member, where, permissions, locale or member.user.locale, context,
                                  'guild', snapshot)

    async def _inject(
        self,
        kind: int,
        data: dict[str, Any],
        member: Member,
        channel: Channel,
        permissions: int,
        locale: str,
        context: Context,
        install: Literal['guild', 'user'],
        message: dict[str, Any] | None = None,
    ) -> InteractionHandle:
        guild = self.guild_of(channel) if context == 'guild' else self.guild
        owner = str(guild.id) if context == 'guild' else '0'
        owners = {str(USER_INSTALL): str(member.id)} if install == 'user' else {str(GUILD_INSTALL): owner}
        payload = payloads.interaction(
            interaction_id=snowflake(),
            token=token(),
            type=kind,
            data=data,
            application_id=self.application_id,
            guild=guild,
            c=channel,
            invoker=guild.member(member.id) if context == 'guild' else member,
            permissions=permissions,
            app_permissions=self._app_permissions(channel),
            locale=locale,
            context=CONTEXTS[context],
            owners=owners,
            message=message,
        )
        handle = InteractionHandle(payload, self.recorder, self.messages, self.clock.now())
        self.interactions[handle.id] = handle
        self._by_token[handle.token] = handle
        await self.gateway.dispatch('INTERACTION_CREATE', payload, guild.id if context == 'guild' else None)
        return handle

    def _app_permissions(self, channel: Channel) -> int:
        """``app_permissions``: the bot's in a guild channel, documented sets in DMs."""
        if self.is_bot_dm(channel):
            return perms.BOT_DM
        if channel.is_dm:
            return perms.PRIVATE_CHANNEL
        return self.bot_permissions(channel) if self.guild_of(channel).bot_present else perms.USER_APP_IN_GUILD

    def _resolver(self, member: Member, where: Channel, permissions: int | None) -> Resolver:
        """Resolves option values; resolved members and channels carry permissions in ``where``."""
        if where.is_dm:
            return Resolver(self.guild, lambda m: 0, lambda c: 0)
        return Resolver(
            self.guild_of(where),
            lambda m: self.permissions_in(m, where),
            lambda c: permissions if permissions is not None and c is where else self.permissions_in(member, c),
        )

    def _stored_message(self, message: int | dict[str, Any] | Record) -> dict[str, Any]:
        message_id = message.message_id if isinstance(message, Record) else message
        message_id = int(message_id['id']) if isinstance(message_id, dict) else message_id
        stored = self.messages.get(message_id) if message_id is not None else None
        if stored is None:
            raise LookupError(f'message {message_id} is not in the store (deleted, or never sent)')
        return stored

    @staticmethod
    def _select_value(resolver: Resolver, menu: dict[str, Any], value: Any) -> str:
        kind = menu['type']
        if kind == USER_SELECT or (kind == MENTIONABLE_SELECT and not resolver.is_role(value)):
            return resolver.user(value)
        if kind in (ROLE_SELECT, MENTIONABLE_SELECT):
            return resolver.role(value)
        if kind == CHANNEL_SELECT:
            return resolver.channel(value)
        allowed = [o['value'] for o in menu.get('options', [])]
        if value not in allowed:
            raise ValueError(f'{value!r} is not an option of select {menu["custom_id"]!r}: {allowed}')
        return value

    # the Activity, as the Discord client runs it

    def open_activity(self, user: UserRef, channel: ChannelRef) -> Instance:
        """``user`` opens the Activity from the App Launcher in ``channel`` (its Entry Point command,
        which Discord handles), or joins the instance running there ("Join Application").
        Refused (:class:`InteractionRefused`) where the client offers no Activity."""
        member, where = self.member(user), self.channel(channel)
        if not self.activities.enabled:
            raise InteractionRefused('the application has no Activity')
        if not self.permissions_in(member, where) & perms.USE_EMBEDDED_ACTIVITIES:
            raise InteractionRefused(f'{member.name} may not use Activities in #{where.name}')
        if where.is_thread and self.activities.threads == REFUSED_IN_THREADS:
            raise InteractionRefused('no Activity runs in a thread')
        return self.activities.launch(member.id, self.guild_of(where).id, where)

    def close_activity(self, user: UserRef, instance: Instance | str) -> None:
        """``user`` leaves the instance; the last one out ends it."""
        self.activities.leave(self.member(user).id, instance if isinstance(instance, str) else instance.id)

    def sdk_authorize(self, user: UserRef, *, client_id: str, scopes: tuple[str, ...] = ('identify',),
                      response_type: str = 'code', prompt: str = 'none') -> str:
        """What the Discord client answers an Activity's ``commands.authorize`` for ``user``: a code
        for the token route, with no redirect URI; :class:`RpcError` for another application's id
        (4007) or an OAuth2 error (5000: a response type other than ``code``, unknown scopes).
        ``prompt`` ``"none"`` skips the consent a person gives on the authorize page."""
        if client_id != str(self.oauth.client_id):
            raise RpcError(INVALID_CLIENT_ID, 'Invalid client ID')
        if response_type != 'code':
            raise RpcError(OAUTH2_ERROR, 'unsupported_response_type')
        if not scopes or not set(scopes) <= SCOPES or prompt not in ('none', 'consent'):
            raise RpcError(OAUTH2_ERROR, 'invalid_scope' if prompt in ('none', 'consent') else 'invalid_request')
        return self.oauth.authorize(self.member(user).user, None, scopes)

    # reading what the bot did

    @property
    def records(self) -> list[Record]:
        return self.recorder.records

    async def wait_for_record(self, predicate: Callable[[Record], bool], timeout: float = LATER_S) -> Record:
        """The first record (accepted or refused) matching ``predicate``."""

        def select(records: list[Record]) -> Record | None:
            return next((r for r in records if predicate(r)), None)

        return await self.recorder.wait(select, timeout, 'matching record')

    def message(self, message_id: int) -> dict[str, Any] | None:
        """Current state of a message (None once deleted)."""
        return self.messages.get(message_id)

    def channel_messages(self, channel: ChannelRef, *, ephemeral: bool = False) -> list[dict[str, Any]]:
        """Messages now in a guild channel, oldest first; ephemeral ones only if asked."""
        found = self.messages.in_channel(self.channel(channel).id)
        return [m for m in found if ephemeral or not m['flags'] & payloads.EPHEMERAL]

    def dm_messages(self, user: UserRef) -> list[dict[str, Any]]:
        """Messages now in the bot's DM with ``user``, oldest first."""
        member = self.member(user)
        channel = self._dm_channels.get(member.id)
        return self.messages.in_channel(channel.id) if channel else []

    def attachment_data(self, attachment: dict[str, Any] | int) -> bytes:
        """Bytes of a stored attachment (from a message's ``attachments`` or by id)."""
        attachment_id = int(attachment['id']) if isinstance(attachment, dict) else attachment
        stored = self.messages.file(attachment_id)
        if stored is None:
            raise LookupError(f'attachment {attachment_id} is not in the store')
        return stored.data


def _check_offered(command: dict[str, Any], context: int, install: int) -> None:
    """Refuse a command Discord does not offer in this context or installation: a guild command
    only in its guild; a global one where its ``contexts`` (default: all) and ``integration_types``
    (default: guild install) say."""
    if 'guild_id' in command:
        offered_contexts, offered_installs = [payloads.GUILD_CONTEXT], [GUILD_INSTALL]
    else:
        offered_contexts = command.get('contexts') or list(CONTEXTS.values())
        offered_installs = command.get('integration_types') or [GUILD_INSTALL]
    private_guild_install = context == payloads.PRIVATE_CHANNEL_CONTEXT and install == GUILD_INSTALL
    if context not in offered_contexts or install not in offered_installs or private_guild_install:
        raise InteractionRefused(
            f'/{command["name"]} is offered in contexts {offered_contexts} for installs {offered_installs}, '
            f'not in context {context} for install {install}'
        )


async def _until_ready(client: discord.Client, connection: asyncio.Task[None], timeout: float) -> None:
    ready = asyncio.create_task(client.wait_until_ready())
    try:
        done, _ = await asyncio.wait({ready, connection}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    finally:
        ready.cancel()
    if connection in done:
        connection.result()  # raises why it stopped
        raise RuntimeError('client.connect() returned before the bot was ready')
    if ready not in done:
        raise TimeoutError(f'bot not ready within {timeout}s')
