"""What moderators and Discord do to the world while the bot runs: permission overwrites,
threads started, archived, locked or deleted, channels deleted, members leaving, the bot removed
from a guild. Each change reaches the bot as the gateway event Discord sends, on the shard of its
guild (when that shard is connected)."""

from __future__ import annotations

from typing import Any

from . import payloads
from . import permissions as perms
from .gateway import Gateway
from .ids import snowflake
from .state import DiscordState
from .world import MEMBER_OVERWRITE, PRIVATE_THREAD, PUBLIC_THREAD, ROLE_OVERWRITE, Channel, ChannelRef, Guild, UserRef

GUILD_MEMBERS_INTENT = 1 << 1
Target = UserRef | str | None
"""A member (id, name, object), a role by name or id (``"@everyone"``, ``"Bot"``), or None: the bot."""


class Moderation(DiscordState):
    """The base of :class:`LoopbackDiscord`, which connects the :attr:`gateway` its events go through."""

    gateway: Gateway

    async def deny(self, channel: ChannelRef, *permissions: str, target: Target = None) -> None:
        """Deny discord.py permission names (``"attach_files"``...) to ``target`` on a text
        channel (its threads inherit it), as a channel overwrite; CHANNEL_UPDATE."""
        await self._overwrite(channel, target, deny=perms.bits(*permissions))

    async def allow(self, channel: ChannelRef, *permissions: str, target: Target = None) -> None:
        """Allow permissions to ``target`` on a text channel, as a channel overwrite; CHANNEL_UPDATE."""
        await self._overwrite(channel, target, allow=perms.bits(*permissions))

    async def create_thread(
        self,
        name: str,
        parent: ChannelRef = 'games',
        *,
        private: bool = False,
        owner: UserRef | None = None,
        members: tuple[UserRef, ...] = (),
    ) -> Channel:
        """A thread of ``parent`` started by ``owner`` (the guild owner by default) with these
        other ``members`` (the bot is one only if named); THREAD_CREATE if the bot may see it."""
        guild = self.guild_of(self.channel(parent))
        owner_id = guild.member(owner).id if owner is not None else None
        thread = guild.add_channel(
            name, type=PRIVATE_THREAD if private else PUBLIC_THREAD, parent=parent, owner_id=owner_id
        )
        thread.member_ids.update(guild.member(m).id for m in members)
        if self.bot_sees(thread):
            await self._send('THREAD_CREATE', {**payloads.channel(thread, guild), 'newly_created': True}, guild)
        return thread

    async def start_thread(self, parent: Channel, message_id: int, name: str, duration: int) -> Channel:
        """The bot starts a public thread of ``parent`` from one of its messages: the thread's id is the
        message's, the bot its owner and member; THREAD_CREATE."""
        guild = self.guild_of(parent)
        thread = guild.add_channel(name, type=PUBLIC_THREAD, parent=parent, owner_id=self.bot_user.id,
                                   channel_id=message_id)
        thread.auto_archive_duration = duration
        await self._send('THREAD_CREATE', {**payloads.channel(thread, guild), 'newly_created': True}, guild)
        return thread

    async def update_thread(
        self, thread: ChannelRef, *, archived: bool | None = None, locked: bool | None = None
    ) -> None:
        """Archive or unarchive, lock or unlock a thread, as a moderator does; THREAD_UPDATE."""
        channel = self._thread(thread)
        if archived is not None:
            channel.archived = archived
        if locked is not None:
            channel.locked = locked
        await self.thread_updated(channel)

    async def delete_channel(self, channel: ChannelRef) -> None:
        """Delete a channel (and its threads) or a thread; CHANNEL_DELETE or THREAD_DELETE.
        Afterwards Discord answers 10003 Unknown Channel for it."""
        found = self.channel(channel)
        guild = self.guild_of(found)
        for doomed in (found, *guild.threads_of(found)):
            doomed.deleted = True
        if found.is_thread:
            await self._send('THREAD_DELETE', payloads.thread_delete(found, guild), guild)
        else:
            await self._send('CHANNEL_DELETE', payloads.channel(found, guild), guild)

    async def remove_bot_from_guild(self, guild: Guild | None = None) -> None:
        """Kick the bot from ``guild`` (the first one by default): GUILD_DELETE without
        ``unavailable``; afterwards its requests on the guild's channels answer 50001 Missing
        Access and no interaction comes from the guild."""
        guild = guild or self.guild
        await self._send('GUILD_DELETE', {'id': str(guild.id)}, guild)
        guild.bot_present = False

    async def remove_member(self, user: UserRef, guild: Guild | None = None) -> None:
        """``user`` leaves ``guild`` (the first by default) and its threads: GUILD_MEMBER_REMOVE, sent
        as Discord sends it, only to a bot that asked for the GUILD_MEMBERS intent. The user stays
        (their Bearer tokens still read ``/users/@me``); ``GET /guilds/{guild}/members/{user}`` answers
        10007 Unknown Member."""
        guild = guild or self.guild
        member = guild.member(user)
        guild.members.remove(member)
        for thread in guild.channels:
            thread.member_ids.discard(member.id)
        if self.gateway.receives(guild.id):
            await self.gateway.dispatch('GUILD_MEMBER_REMOVE', {'guild_id': str(guild.id),
                                                                'user': payloads.user(member.user)},
                                        guild.id, intent=GUILD_MEMBERS_INTENT)

    async def post_as(self, user: UserRef, channel: ChannelRef, content: str) -> dict[str, Any]:
        """A member posts in a guild channel or thread (MESSAGE_CREATE); a post in an archived
        thread unarchives it. PermissionError where Discord would refuse the member's post."""
        where = self.channel(channel)
        guild = self.guild_of(where)
        member = guild.member(user)
        value = perms.effective(self.permissions_in(member, where), where)
        locked = where.locked and not value & perms.MANAGE_THREADS
        if where.deleted or locked or not value & perms.send_permission(where) or not await self.reopen(where, value):
            raise PermissionError(f'{member.name} may not post in #{where.name}')
        blank = payloads.message(snowflake(), where, guild, member.user)
        message = self.messages.create(blank, {'content': content}, [])
        await self._send('MESSAGE_CREATE', message, guild)
        return message

    async def reopen(self, channel: Channel, permissions: int) -> bool:
        """Someone with ``permissions`` posts in ``channel``: an archived thread is unarchived
        (THREAD_UPDATE); False if it is also locked and they may not manage threads."""
        if channel.archived:
            if channel.locked and not permissions & perms.MANAGE_THREADS:
                return False
            channel.archived = False
            await self.thread_updated(channel)
        return True

    async def thread_updated(self, thread: Channel) -> None:
        guild = self.guild_of(thread)
        await self._send('THREAD_UPDATE', payloads.channel(thread, guild), guild)

    async def _overwrite(self, channel: ChannelRef, target: Target, *, allow: int = 0, deny: int = 0) -> None:
        found = self.channel(channel)
        guild = self.guild_of(found)
        if found.is_thread:
            raise ValueError(f'threads have no overwrites: {found.name!r} inherits them from its parent channel')
        overwrite = found.overwrite(*self._target(target, guild))
        overwrite.allow = (overwrite.allow & ~deny) | allow
        overwrite.deny = (overwrite.deny & ~allow) | deny
        await self._send('CHANNEL_UPDATE', payloads.channel(found, guild), guild)

    def _target(self, target: Target, guild: Guild) -> tuple[int, int]:
        if target is None:
            return self.bot_user.id, MEMBER_OVERWRITE
        try:
            return guild.member(target).id, MEMBER_OVERWRITE
        except LookupError:
            if not isinstance(target, (int, str)):
                raise  # a user who is no member of the guild: not a role either
            return guild.role(target).id, ROLE_OVERWRITE

    def _thread(self, ref: ChannelRef) -> Channel:
        channel = self.channel(ref)
        if not channel.is_thread:
            raise ValueError(f'{channel.name!r} is not a thread')
        return channel

    async def _send(self, event: str, data: dict[str, Any], guild: Guild) -> None:
        """Dispatch on the guild's shard if it is connected; otherwise the bot reads the world at
        that shard's next IDENTIFY."""
        if self.gateway.receives(guild.id):
            await self.gateway.dispatch(event, data, guild.id)
