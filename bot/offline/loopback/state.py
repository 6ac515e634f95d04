"""What the loopback Discord holds, shared by its REST API, its gateway and the tests: the bot,
its guilds and DM channels, its OAuth2 application, its Activity, its commands, the messages,
records, interactions, rate limits, clock and injected faults; the lookups into them and the
permissions they give."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from . import permissions as perms
from .activities import Activities, default_entry_point
from .clock import Clock
from .commands import CommandRegistry
from .faults import Fault
from .ids import shard_of, snowflake, snowflake_on_shard
from .interactions import InteractionHandle
from .messages import MessageStore
from .oauth import OAuthApp
from .ratelimits import RateLimits
from .records import Recorder
from .world import DM, Channel, ChannelRef, Guild, Member, User, UserRef, default_guild, hall

INVALID_WINDOW_S = 600.0
"""Discord bans for a while an IP that makes 10,000 invalid requests within this many seconds."""


class DiscordState:
    """The base of :class:`LoopbackDiscord`, which documents its arguments."""

    def __init__(
        self,
        *,
        token: str,
        bot_name: str,
        guild: Guild | None,
        response_deadline: float,
        token_lifetime: float,
        channel_messages: tuple[int, float],
        global_rate: tuple[int, float],
        recommended_shards: int | None,
        max_guilds_per_shard: int,
        client_secret: str,
        redirect_uris: tuple[str, ...],
        activities: bool,
    ) -> None:
        self.token = token
        self.bot_user = User(snowflake(), bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.guilds: list[Guild] = [guild or default_guild(self.bot_user)]
        self.recommended_shards = recommended_shards
        self.max_guilds_per_shard = max_guilds_per_shard
        self.clock = Clock()
        self.response_deadline = response_deadline  # seconds to answer an interaction, as on Discord
        self.token_lifetime = token_lifetime  # seconds an interaction token lives, as on Discord
        self.ratelimits = RateLimits(self.clock, channel_messages=channel_messages, global_rate=global_rate)
        self.invalid_requests: Counter[str] = Counter()
        """401, 403 and 429 answers per route: Discord bans an IP after 10,000 in 10 minutes."""
        self.invalid_times: list[float] = []
        """When each of those was answered (:attr:`clock`), in order."""
        self.faults: list[Fault] = []
        self.refused_dm_user_ids: set[int] = set()
        self.oauth = OAuthApp(self.application_id, self.clock, client_secret=client_secret,
                              redirect_uris=set(redirect_uris))
        self.commands = CommandRegistry(self.application_id)
        self.activities = Activities(enabled=False)
        if activities:
            self.enable_activities()
        self.messages = MessageStore()
        self.recorder = Recorder()
        self.interactions: dict[int, InteractionHandle] = {}
        self.unknown_routes: list[str] = []
        self.internal_errors: list[str] = []
        self.refused_bodies: list[str] = []
        """Requests refused for breaking Discord's limits (limits.py, component_limits.py, command_limits.py)."""
        self.port: int | None = None
        self._dm_channels: dict[int, Channel] = {}  # by user id
        self._dm_channels_by_id: dict[int, Channel] = {}
        self._private_channels: dict[int, Channel] = {}
        self._by_token: dict[str, InteractionHandle] = {}

    def enable_activities(self) -> None:
        """Turn Activities on for the application, as the developer portal does: its ``EMBEDDED``
        flag, and the default Entry Point command Discord makes."""
        self.activities.enabled = True
        self.commands.put(None, [*self.commands.list(None), default_entry_point()])

    @property
    def url(self) -> str:
        return f'http://127.0.0.1:{self.port}'

    @property
    def gateway_url(self) -> str:
        return f'ws://127.0.0.1:{self.port}/gateway'

    # the world

    @property
    def guild(self) -> Guild:
        """The first guild, where tests play unless they add more."""
        return self.guilds[0]

    def add_guild(self, name: str, members: tuple[str, ...], channels: tuple[str, ...] = (),
                  *, shard: tuple[int, int] | None = None) -> Guild:
        """Another guild with these members (the first owns it) and text channels, the bot in it;
        its id lands on shard ``(shard_id, shard_count)`` if given. Names must be new to the world."""
        taken = {c.name for g in self.guilds for c in g.channels} | {m.name for g in self.guilds for m in g.members}
        if taken & {*members, *channels}:
            raise ValueError(f'names already in the world: {sorted(taken & {*members, *channels})}')
        guild = hall(self.bot_user, snowflake_on_shard(*shard) if shard else snowflake(), name, channels)
        for member in members:
            guild.add_member(member)
        guild.owner_id = guild.member(members[0]).id
        self.guilds.append(guild)
        return guild

    def guild_by_id(self, guild_id: int) -> Guild:
        for guild in self.guilds:
            if guild.id == guild_id:
                return guild
        raise LookupError(f'no guild {guild_id}')

    def guild_of(self, channel: Channel) -> Guild:
        """The guild holding a channel or thread."""
        for guild in self.guilds:
            if guild.holds(channel):
                return guild
        raise LookupError(f'#{channel.name} is in no guild')

    def recommended_shard_count(self) -> int:
        """What ``GET /gateway/bot`` answers: :attr:`recommended_shards`, or one shard per 1,000
        guilds, more if one would then hold more than :attr:`max_guilds_per_shard`."""
        if self.recommended_shards:
            return self.recommended_shards
        count = max(1, -(-len(self.guilds) // 1000))
        while max(Counter(shard_of(g.id, count) for g in self.guilds).values()) > self.max_guilds_per_shard:
            count += 1
        return count

    def member(self, ref: UserRef) -> Member:
        """A member of any guild (the first guild's first), by id, name or object."""
        return self._find(lambda guild: guild.member(ref), f'no member {ref!r}')

    def channel(self, ref: ChannelRef) -> Channel:
        """A channel or thread of any guild, by id, name or object."""
        return self._find(lambda guild: guild.channel(ref), f'no channel {ref!r}')

    def channel_by_id(self, channel_id: int) -> Channel:
        """A guild channel or thread (deleted ones too), or a DM channel."""
        found = self._dm_channels_by_id.get(channel_id) or self._private_channels.get(channel_id)
        return found or self.channel(channel_id)

    def _find(self, find: Callable[[Guild], Any], missing: str) -> Any:
        for guild in self.guilds:
            try:
                return find(guild)
            except LookupError:
                pass
        raise LookupError(missing)

    def dm_channel(self, user: UserRef) -> Channel:
        """The DM channel with ``user`` (opened on first use, like ``POST /users/@me/channels``)."""
        member = self.member(user)
        if member.id not in self._dm_channels:
            channel = Channel(snowflake(), member.name, DM, recipient=member.user)
            self._dm_channels[member.id] = self._dm_channels_by_id[channel.id] = channel
        return self._dm_channels[member.id]

    def is_bot_dm(self, channel: Channel) -> bool:
        return channel.is_dm and channel.id not in self._private_channels

    def invalid_per_10_minutes(self) -> int:
        """The most invalid requests (401, 403, 429) answered within any 10 minutes."""
        times, first, most = self.invalid_times, 0, 0
        for last, at in enumerate(times):
            while at - times[first] >= INVALID_WINDOW_S:
                first += 1
            most = max(most, last - first + 1)
        return most

    def refuse_dms(self, *users: UserRef) -> None:
        """Messages to these users' DMs fail with 403, code 50007."""
        self.refused_dm_user_ids.update(self.member(u).id for u in users)

    def interaction_by_token(self, token_: str) -> InteractionHandle | None:
        return self._by_token.get(token_)

    def forget_interactions(self, before: float) -> None:
        """Drop the interactions created before ``before`` (the loopback's clock), long past their
        token's life: a long run (the soak) cannot keep them all."""
        for handle in [h for h in self.interactions.values() if h.created < before]:
            del self.interactions[handle.id]
            self._by_token.pop(handle.token, None)

    # permissions

    def permissions_in(self, member: Member, channel: Channel) -> int:
        """A member's permissions in a guild channel or thread (the bot's too), with their
        roles in the channel's guild."""
        guild = self.guild_of(channel)
        return perms.in_channel(guild, guild.member(member.id), channel)

    def bot_permissions(self, channel: Channel) -> int:
        """The bot's permissions in a guild channel or thread, as in ``app_permissions``."""
        return self.permissions_in(self.guild_of(channel).member(self.bot_user), channel)

    def bot_sees(self, channel: Channel) -> bool:
        return bool(self.bot_permissions(channel) & perms.VIEW_CHANNEL)
