"""Permissions as Discord computes them: base role permissions, then the channel's overwrites
(@everyone, roles combined, member), ADMINISTRATOR and the owner bypassing them; a thread
inherits its parent's, and a private thread is hidden from non-members without Manage Threads."""

from __future__ import annotations

import discord

from .world import PRIVATE_THREAD, Channel, Guild, Member

ALL = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
SEND_MESSAGES = discord.Permissions(send_messages=True).value
SEND_MESSAGES_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value
EMBED_LINKS = discord.Permissions(embed_links=True).value
ATTACH_FILES = discord.Permissions(attach_files=True).value
READ_MESSAGE_HISTORY = discord.Permissions(read_message_history=True).value
MANAGE_THREADS = discord.Permissions(manage_threads=True).value
CREATE_PUBLIC_THREADS = discord.Permissions(create_public_threads=True).value
USE_EMBEDDED_ACTIVITIES = discord.Permissions(use_embedded_activities=True).value

BOT_DM = discord.Permissions(
    view_channel=True, send_messages=True, embed_links=True, attach_files=True, read_message_history=True,
    add_reactions=True, mention_everyone=True, external_emojis=True, pin_messages=True,
).value
"""``app_permissions`` in the bot's DM: the documented ATTACH_FILES, EMBED_LINKS, MENTION_EVERYONE
and USE_EXTERNAL_EMOJIS, with what any DM allows."""
PRIVATE_CHANNEL = discord.Permissions(
    send_messages=True, embed_links=True, attach_files=True, mention_everyone=True
).value
"""``app_permissions`` of a user-installed app in a DM or group DM between users."""
USER_APP_IN_GUILD = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, embed_links=True, attach_files=True,
    mention_everyone=True, external_emojis=True,
).value
"""``app_permissions`` of a user-installed app in a guild its bot is not in."""


def bits(*names: str) -> int:
    """The bit set of discord.py permission names (``"attach_files"``, ``"view_channel"``...)."""
    value = 0
    for name in names:
        if not isinstance(getattr(discord.Permissions, name, None), discord.flags.flag_value):
            raise ValueError(f'{name!r} is not a discord.Permissions name')
        value |= discord.Permissions(**{name: True}).value
    return value


def base(guild: Guild, member: Member) -> int:
    """Guild-level permissions: @everyone and the member's roles; all for the owner or an admin."""
    if member.id == guild.owner_id:
        return ALL
    value = guild.role(guild.id).permissions
    for role_id in member.role_ids:
        value |= guild.role(role_id).permissions
    return ALL if value & ADMINISTRATOR else value


def in_channel(guild: Guild, member: Member, channel: Channel) -> int:
    """A member's permissions in a guild channel or thread, as in ``member.permissions``."""
    value = base(guild, member)
    if value & ADMINISTRATOR:
        return ALL
    if channel.is_thread:
        assert channel.parent_id is not None, "a thread has its parent channel"
        source = guild.channel(channel.parent_id)
    else:
        source = channel
    value = _overwritten(value, guild, member, source)
    if channel.type == PRIVATE_THREAD and member.id not in channel.member_ids and not value & MANAGE_THREADS:
        value &= ~VIEW_CHANNEL
    return value


def send_permission(channel: Channel) -> int:
    """What posting needs here: Send Messages in Threads in a thread, Send Messages elsewhere."""
    return SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES


def effective(permissions: int, channel: Channel) -> int:
    """Drop what Discord implicitly denies: everything without View Channel; embeds, files
    (and mentions, TTS) without the permission to post there."""
    if not permissions & VIEW_CHANNEL:
        return 0
    if not permissions & send_permission(channel):
        permissions &= ~bits('embed_links', 'attach_files', 'mention_everyone', 'send_tts_messages')
    return permissions


def _overwritten(value: int, guild: Guild, member: Member, channel: Channel) -> int:
    by_id = {o.id: o for o in channel.overwrites}
    everyone = by_id.get(guild.id)
    if everyone:
        value = (value & ~everyone.deny) | everyone.allow
    allow = deny = 0
    for role_id in member.role_ids:
        role = by_id.get(role_id)
        if role:
            allow, deny = allow | role.allow, deny | role.deny
    value = (value & ~deny) | allow
    own = by_id.get(member.id)
    if own:
        value = (value & ~own.deny) | own.allow
    return value
