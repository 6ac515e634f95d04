"""The fake guild the loopback serves: users, roles, channels and members."""

from __future__ import annotations

from dataclasses import dataclass, field

import discord

from .ids import snowflake

TEXT, DM, PUBLIC_THREAD = 0, 1, 11


@dataclass
class User:
    id: int
    name: str
    bot: bool = False


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0


@dataclass
class Channel:
    """A guild text channel or thread, or a DM channel (then ``recipient`` is set)."""

    id: int
    name: str
    type: int = TEXT
    parent_id: int | None = None
    position: int = 0
    recipient: User | None = None

    @property
    def is_dm(self) -> bool:
        return self.type == DM


@dataclass
class Member:
    user: User
    role_ids: list[int] = field(default_factory=list)

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name


UserRef = int | str | User | Member
ChannelRef = int | str | Channel


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int
    roles: list[Role] = field(default_factory=list)
    channels: list[Channel] = field(default_factory=list)
    members: list[Member] = field(default_factory=list)

    def member(self, ref: UserRef) -> Member:
        """Find a member by id, name, ``User`` or ``Member``."""
        if isinstance(ref, (User, Member)):
            ref = ref.id
        for member in self.members:
            if ref in (member.id, member.name):
                return member
        raise LookupError(f'no member {ref!r} in guild {self.name!r}')

    def channel(self, ref: ChannelRef) -> Channel:
        """Find a channel or thread by id, name or ``Channel``."""
        if isinstance(ref, Channel):
            ref = ref.id
        for channel in self.channels:
            if ref in (channel.id, channel.name):
                return channel
        raise LookupError(f'no channel {ref!r} in guild {self.name!r}')

    def role(self, ref: int | str) -> Role:
        for role in self.roles:
            if ref in (role.id, role.name):
                return role
        raise LookupError(f'no role {ref!r} in guild {self.name!r}')

    def add_role(self, name: str, permissions: discord.Permissions) -> Role:
        role = Role(snowflake(), name, permissions.value, position=len(self.roles))
        self.roles.append(role)
        return role

    def add_channel(self, name: str, *, type: int = TEXT, parent: ChannelRef | None = None) -> Channel:
        parent_id = self.channel(parent).id if parent is not None else None
        channel = Channel(snowflake(), name, type, parent_id, position=len(self.channels))
        self.channels.append(channel)
        return channel

    def add_member(self, name: str, *roles: str, bot: bool = False) -> Member:
        member = Member(User(snowflake(), name, bot), [self.role(r).id for r in roles])
        self.members.append(member)
        return member

    def permissions(self, member: Member) -> int:
        """Guild-level permissions of a member (no channel overwrites are modelled)."""
        if member.id == self.owner_id:
            return discord.Permissions.all().value
        value = self.role(self.id).permissions
        for role_id in member.role_ids:
            value |= self.role(role_id).permissions
        if value & discord.Permissions(administrator=True).value:
            return discord.Permissions.all().value
        return value


def default_guild(bot: User) -> Guild:
    """One guild: #general, #games with thread table-1, and members alice, bob, carol (Moderator),
    dave and olivia (owner), plus the bot."""
    guild_id = snowflake()
    everyone = discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        read_message_history=True,
        embed_links=True,
        attach_files=True,
        add_reactions=True,
        use_application_commands=True,
    )
    guild = Guild(guild_id, 'Muses Hall', owner_id=0, roles=[Role(guild_id, '@everyone', everyone.value)])
    guild.add_role('Moderator', discord.Permissions(manage_guild=True, manage_messages=True, moderate_members=True))
    guild.add_role('Bot', discord.Permissions(manage_messages=True, manage_threads=True))
    guild.add_channel('general')
    guild.add_channel('games')
    guild.add_channel('table-1', type=PUBLIC_THREAD, parent='games')
    guild.members.append(Member(bot, [guild.role('Bot').id]))
    for name in ('alice', 'bob', 'dave'):
        guild.add_member(name)
    guild.add_member('carol', 'Moderator')
    guild.owner_id = guild.add_member('olivia').id
    return guild
