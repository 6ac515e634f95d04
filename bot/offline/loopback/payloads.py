"""Discord API v10 JSON objects built from the fake world."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .ids import iso_now
from .world import PRIVATE_THREAD, Channel, Guild, Member, Overwrite, Role, User

SUPPRESS_EMBEDS, HAS_THREAD, EPHEMERAL, LOADING, SUPPRESS_NOTIFICATIONS = 1 << 2, 1 << 5, 1 << 6, 1 << 7, 1 << 12
IS_VOICE_MESSAGE, IS_COMPONENTS_V2 = 1 << 13, 1 << 15
EDITABLE_FLAGS = SUPPRESS_EMBEDS | IS_COMPONENTS_V2
"""The message flags an edit may change (Discord ignores the others)."""
JOINED_AT = '2024-01-01T00:00:00+00:00'


def user(u: User) -> dict[str, Any]:
    return {
        'id': str(u.id),
        'username': u.name,
        'global_name': u.global_name,
        'discriminator': '0',
        'avatar': None,
        'bot': u.bot,
        'public_flags': 0,
    }


def bot_user(u: User) -> dict[str, Any]:
    """The bot's own user (``GET /users/@me`` and READY)."""
    return {**user(u), 'verified': True, 'mfa_enabled': False, 'flags': 0, 'locale': u.locale}


def signed_in_user(u: User) -> dict[str, Any]:
    """``GET /users/@me`` with a user's Bearer token of scope ``identify``."""
    return {**user(u), 'locale': u.locale, 'mfa_enabled': False, 'flags': 0, 'premium_type': 0}


def application(bot: User, flags: int = 0, redirect_uris: tuple[str, ...] = ()) -> dict[str, Any]:
    """``GET /oauth2/applications/@me``: the bot user's id is the application id."""
    return {
        'id': str(bot.id),
        'name': bot.name,
        'description': '',
        'icon': None,
        'bot_public': True,
        'bot_require_code_grant': False,
        'owner': user(User(bot.id + 1, 'owner')),
        'verify_key': '0' * 64,
        'flags': flags,
        'redirect_uris': list(redirect_uris),
        'team': None,
    }


def role(r: Role) -> dict[str, Any]:
    return {
        'id': str(r.id),
        'name': r.name,
        'permissions': str(r.permissions),
        'position': r.position,
        'color': 0,
        'hoist': False,
        'managed': False,
        'mentionable': False,
        'flags': 0,
    }


def member(m: Member, *, permissions: int | None = None) -> dict[str, Any]:
    """A guild member; ``permissions`` is added as in interaction payloads."""
    data = {
        'user': user(m.user),
        'roles': [str(r) for r in m.role_ids],
        'joined_at': JOINED_AT,
        'nick': m.nick,
        'avatar': None,
        'premium_since': None,
        'deaf': False,
        'mute': False,
        'pending': False,
        'flags': 0,
    }
    if permissions is not None:
        data['permissions'] = str(permissions)
    return data


def channel(c: Channel, guild: Guild) -> dict[str, Any]:
    if c.is_dm:
        assert c.recipient is not None, "a DM channel has its recipient"
        return {'id': str(c.id), 'type': c.type, 'last_message_id': None, 'flags': 0, 'recipients': [user(c.recipient)]}
    data = {
        'id': str(c.id),
        'type': c.type,
        'guild_id': str(guild.id),
        'name': c.name,
        'position': c.position,
        'parent_id': str(c.parent_id) if c.parent_id else None,
        'nsfw': False,
        'rate_limit_per_user': 0,
        'last_message_id': None,
        'flags': 0,
    }
    if c.is_thread:
        data.update(
            owner_id=str(c.owner_id),
            message_count=0,
            member_count=len(c.member_ids),
            thread_metadata={
                'archived': c.archived,
                'auto_archive_duration': c.auto_archive_duration,
                'archive_timestamp': JOINED_AT,
                'locked': c.locked,
                **({'invitable': True} if c.type == PRIVATE_THREAD else {}),
            },
        )
    else:
        data.update(topic=None, permission_overwrites=[overwrite(o) for o in c.overwrites])
    return data


def overwrite(o: Overwrite) -> dict[str, Any]:
    return {'id': str(o.id), 'type': o.type, 'allow': str(o.allow), 'deny': str(o.deny)}


def thread_delete(c: Channel, guild: Guild) -> dict[str, Any]:
    """THREAD_DELETE data: only the thread's ids and type."""
    return {'id': str(c.id), 'guild_id': str(guild.id), 'parent_id': str(c.parent_id), 'type': c.type}


def guild_create(g: Guild, *, sees: Callable[[Channel], bool]) -> dict[str, Any]:
    """GUILD_CREATE with the channels, and the active threads the bot ``sees``."""
    live = [c for c in g.channels if not c.deleted]
    channels = [channel(c, g) for c in live if not c.is_thread]
    threads = [channel(c, g) for c in live if c.is_thread and not c.archived and sees(c)]
    return {
        'id': str(g.id),
        'name': g.name,
        'owner_id': str(g.owner_id),
        'unavailable': False,
        'large': False,
        'member_count': len(g.members),
        'joined_at': JOINED_AT,
        'preferred_locale': g.locale,
        'features': [],
        'roles': [role(r) for r in g.roles],
        'channels': channels,
        'threads': threads,
        'members': [member(m) for m in g.members],
        'emojis': [],
        'stickers': [],
        'voice_states': [],
        'presences': [],
        'stage_instances': [],
        'guild_scheduled_events': [],
        'soundboard_sounds': [],
    }


def ready(bot: User, guilds: list[Guild], *, session_id: str, resume_gateway_url: str,
          shard: tuple[int, int]) -> dict[str, Any]:
    return {
        'shard': list(shard),
        'v': 10,
        'user': bot_user(bot),
        'application': {'id': str(bot.id), 'flags': 0},
        'guilds': [{'id': str(g.id), 'unavailable': True} for g in guilds],
        'session_id': session_id,
        'resume_gateway_url': resume_gateway_url,
        'private_channels': [],
        'relationships': [],
    }


def attachment(attachment_id: int, filename: str, data: bytes, content_type: str, url: str) -> dict[str, Any]:
    return {
        'id': str(attachment_id),
        'filename': filename,
        'size': len(data),
        'url': url,
        'proxy_url': url,
        'content_type': content_type,
    }


def message(
    message_id: int,
    c: Channel,
    guild: Guild,
    author: User,
    *,
    flags: int = 0,
    type: int = 0,
    application_id: int | None = None,
    interaction_metadata: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """An empty message; :class:`MessageStore` fills content, embeds, components, attachments."""
    data = {
        'id': str(message_id),
        'channel_id': str(c.id),
        'author': user(author),
        'type': type,
        'content': '',
        'embeds': [],
        'components': [],
        'attachments': [],
        'flags': flags,
        'timestamp': iso_now(),
        'edited_timestamp': None,
        'tts': False,
        'pinned': False,
        'mention_everyone': False,
        'mentions': [],
        'mention_roles': [],
    }
    if not c.is_dm:
        data['guild_id'] = str(guild.id)
    if application_id is not None:
        data.update(webhook_id=str(application_id), application_id=str(application_id))
    if interaction_metadata is not None:
        data['interaction_metadata'] = interaction_metadata
    return data


GUILD_CONTEXT, BOT_DM_CONTEXT, PRIVATE_CHANNEL_CONTEXT = 0, 1, 2


def interaction(
    *,
    interaction_id: int,
    token: str,
    type: int,
    data: dict[str, Any],
    application_id: int,
    guild: Guild,
    c: Channel,
    invoker: Member,
    permissions: int,
    app_permissions: int,
    locale: str,
    context: int,
    owners: dict[str, str],
    message: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """INTERACTION_CREATE data: from a guild channel as a member (``context`` 0), or from the bot's
    DM (1) or another DM (2) as a user; ``owners`` are the authorizing integration owners."""
    payload = {
        'id': str(interaction_id),
        'application_id': str(application_id),
        'type': type,
        'data': data,
        'token': token,
        'version': 1,
        'channel_id': str(c.id),
        'channel': channel(c, guild),
        'app_permissions': str(app_permissions),
        'locale': locale,
        'entitlements': [],
        'attachment_size_limit': 10 * 1024 * 1024,
        'context': context,
        'authorizing_integration_owners': owners,
    }
    if context == GUILD_CONTEXT:
        payload.update(
            guild_id=str(guild.id),
            guild={'id': str(guild.id), 'locale': guild.locale, 'features': []},
            guild_locale=guild.locale,
            member=member(invoker, permissions=permissions),
        )
    else:
        payload['user'] = user(invoker.user)
    if message is not None:
        payload['message'] = message
    return payload
