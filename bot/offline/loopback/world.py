"""The fake guild the loopback serves: users, roles, channels and members."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord

from .ids import snowflake

TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12
THREADS = (PUBLIC_THREAD, PRIVATE_THREAD)
ROLE_OVERWRITE, MEMBER_OVERWRITE = 0, 1


class Renames:
    """Counts every setting of a user's or channel's name or id, and of a member's user: a guild's
    indexes by name and id are rebuilt when the count moved (or a list of it changed length)."""

    count = 0

    def __setattr__(self, key: str, value: Any) -> None:
        if key in ('id', 'name', 'user'):
            Renames.count += 1
        super().__setattr__(key, value)


@dataclass
class User(Renames):
    id: int
    name: str
    bot: bool = False
    locale: str = 'en-US'
    """The language of the user's Discord client: each of their interactions' ``locale``."""
    global_name: str | None = None
    """The name the user chose to be shown by (``name`` is their unique user name)."""


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0


@dataclass
class Overwrite:
    """A channel's permission overwrite for one role (``@everyone`` is the guild's id) or member."""

    id: int
    type: int
    allow: int = 0
    deny: int = 0


@dataclass
class Channel(Renames):
    """A guild text channel or thread, or a DM channel (then ``recipient`` is set).

    Text channels hold permission ``overwrites``; threads inherit their parent's and hold
    ``archived``, ``locked``, their ``owner_id`` and the ids of their members. A deleted
    channel stays findable, for tests, but Discord answers 10003 for it."""

    id: int
    name: str
    type: int = TEXT
    parent_id: int | None = None
    position: int = 0
    recipient: User | None = None
    overwrites: list[Overwrite] = field(default_factory=list)
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    """A thread's minutes of inactivity before Discord archives it (60, 1440, 4320 or 10080)."""
    member_ids: set[int] = field(default_factory=set)
    deleted: bool = False

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def is_thread(self) -> bool:
        return self.type in THREADS

    def overwrite(self, target_id: int, target_type: int) -> Overwrite:
        """This channel's overwrite for a role or member, created empty if it has none."""
        for overwrite in self.overwrites:
            if overwrite.id == target_id:
                return overwrite
        self.overwrites.append(Overwrite(target_id, target_type))
        return self.overwrites[-1]


@dataclass
class Member(Renames):
    user: User
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    """The member's nickname in this guild."""

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    @property
    def display_name(self) -> str:
        """What Discord shows: the nickname, else the global name, else the user name."""
        return self.nick or self.user.global_name or self.user.name


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
    locale: str = 'en-US'
    """The server's preferred locale (``preferred_locale``, and each interaction's ``guild_locale``)."""
    bot_present: bool = True
    """False once the bot was removed from the guild."""
    _index: tuple[tuple[int, ...], dict[Any, Member], dict[Any, Channel]] | None = field(
        default=None, init=False, repr=False, compare=False)
    """What it was built from (the lists and their lengths, the :class:`Renames` count), then
    members and channels by id and by name (the first in the list for each)."""

    def member(self, ref: UserRef) -> Member:
        """Find a member by id, name, ``User`` or ``Member``."""
        if isinstance(ref, (User, Member)):
            ref = ref.id
        found = self._indexed()[1].get(ref)
        if found is None:
            raise LookupError(f'no member {ref!r} in guild {self.name!r}')
        return found

    def channel(self, ref: ChannelRef) -> Channel:
        """Find a channel or thread by id, name or ``Channel``."""
        if isinstance(ref, Channel):
            ref = ref.id
        found = self._indexed()[2].get(ref)
        if found is None:
            raise LookupError(f'no channel {ref!r} in guild {self.name!r}')
        return found

    def holds(self, channel: Channel) -> bool:
        """Whether this very channel or thread is one of the guild's."""
        return self._indexed()[2].get(channel.id) is channel

    def _indexed(self) -> tuple[tuple[int, ...], dict[Any, Member], dict[Any, Channel]]:
        state = (id(self.members), len(self.members), id(self.channels), len(self.channels), Renames.count)
        if self._index is None or self._index[0] != state:
            members: dict[Any, Member] = {}
            for member in self.members:
                members.setdefault(member.id, member)
                members.setdefault(member.name, member)
            channels: dict[Any, Channel] = {}
            for channel in self.channels:
                channels.setdefault(channel.id, channel)
                channels.setdefault(channel.name, channel)
            self._index = (state, members, channels)
        return self._index

    def role(self, ref: int | str) -> Role:
        for role in self.roles:
            if ref in (role.id, role.name):
                return role
        raise LookupError(f'no role {ref!r} in guild {self.name!r}')

    def add_role(self, name: str, permissions: discord.Permissions) -> Role:
        role = Role(snowflake(), name, permissions.value, position=len(self.roles))
        self.roles.append(role)
        return role

    def add_channel(
        self, name: str, *, type: int = TEXT, parent: ChannelRef | None = None, owner_id: int | None = None,
        channel_id: int | None = None,
    ) -> Channel:
        """A text channel, or a thread of ``parent`` (started by ``owner_id``, the owner by default);
        ``channel_id`` for a thread started from a message (its id is the message's)."""
        parent_id = self.channel(parent).id if parent is not None else None
        channel = Channel(channel_id or snowflake(), name, type, parent_id, position=len(self.channels))
        if channel.is_thread:
            channel.owner_id = self.owner_id if owner_id is None else owner_id
            channel.member_ids.add(channel.owner_id)
        self.channels.append(channel)
        return channel

    def threads_of(self, channel: Channel) -> list[Channel]:
        return [c for c in self.channels if c.parent_id == channel.id]

    def add_member(self, name: str, *roles: str, bot: bool = False, locale: str = 'en-US',
                   global_name: str | None = None, nick: str | None = None) -> Member:
        member = Member(User(snowflake(), name, bot, locale, global_name), [self.role(r).id for r in roles], nick)
        self.members.append(member)
        return member



BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)
"""The bot role's permissions: exactly those the README's invite link asks for."""


NICKS = {'alice': '**Alice**_the_~dancer~ | `>_< 🎭'}
GLOBAL_NAMES = {'bob': 'ボブ🎲舞踏家 Bob', 'carol': 'Carolina Featherstonehaugh-Smyth', 'dave': 'דוד אבן־שושן'}
"""How the default guild's members are shown, as real ones are: a nickname full of markdown and
emoji, a global name in CJK, one of 32 characters, one written right to left (olivia: her user name)."""


def default_guild(bot: User) -> Guild:
    """One guild: #general, #games with thread table-1, and members alice, bob, carol (Moderator),
    dave and olivia (owner), shown as :data:`NICKS` and :data:`GLOBAL_NAMES` say, plus the bot
    with the role Bot (:data:`BOT_PERMISSIONS`)."""
    guild = hall(bot, snowflake(), 'Muses Hall', ('general', 'games'))
    for name in ('alice', 'bob', 'dave'):
        guild.add_member(name, global_name=GLOBAL_NAMES.get(name), nick=NICKS.get(name))
    guild.add_member('carol', 'Moderator', global_name=GLOBAL_NAMES['carol'])
    guild.owner_id = guild.add_member('olivia').id
    guild.add_channel('table-1', type=PUBLIC_THREAD, parent='games')
    return guild


def hall(bot: User, guild_id: int, name: str, channels: tuple[str, ...]) -> Guild:
    """A guild with the roles @everyone, Moderator and Bot, these text channels, and the bot as its
    only member (with the role Bot); its owner is set by the caller."""
    everyone = discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        read_message_history=True,
        embed_links=True,
        attach_files=True,
        add_reactions=True,
        use_application_commands=True,
        use_embedded_activities=True,
    )
    guild = Guild(guild_id, name, owner_id=0, roles=[Role(guild_id, '@everyone', everyone.value)])
    guild.add_role('Moderator', discord.Permissions(manage_guild=True, manage_messages=True, moderate_members=True))
    guild.add_role('Bot', BOT_PERMISSIONS)
    for channel in channels:
        guild.add_channel(channel)
    guild.members.append(Member(bot, [guild.role('Bot').id]))
    return guild
