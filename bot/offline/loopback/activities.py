"""The application's Activity as Discord runs it (Discord's docs: activities/how-activities-work,
development-guides/multiplayer-experience; interactions/application-commands, "Entry Point
Commands"): enabled or not (the application's ``EMBEDDED`` flag), its default Entry Point command,
and its instances, one per location. A launch where an instance runs joins it; when its last
participant leaves, the instance is over and the next launch there starts a new one.

Where an Activity runs: Discord's docs name guild channels (text and voice: the permission Use
Activities applies to those) and DMs, and say nothing of threads (docs/activity.md). So the
loopback plays each of the three ways Discord may treat a launch from a thread
(:attr:`Activities.threads`): run in the thread's parent channel (the default), run in the thread,
or refused."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import DiscordError
from .ids import snowflake
from .world import Channel

LAUNCH_ACTIVITY = 12
"""The interaction callback type that launches the app's Activity."""
EMBEDDED = 1 << 17
"""The application flag of an app with Activities."""
PRIMARY_ENTRY_POINT = 4
"""The command type of an Entry Point command."""
DISCORD_LAUNCH_ACTIVITY = 2
"""The Entry Point handler by which Discord itself launches the Activity and posts a message."""
ENTRY_POINT_REMOVED = 50240
"""A bulk overwrite of the global commands leaves the Entry Point command out."""
ENTRY_POINT_REMOVED_MESSAGE = ("You cannot remove this app's Entry Point command in a bulk update operation. "
                               "Please include the Entry Point command in your update request or delete it separately.")
GUILD_CHANNEL_LOCATION, PRIVATE_CHANNEL_LOCATION = 'gc', 'pc'
IN_PARENT, IN_THREAD, REFUSED_IN_THREADS = 'parent', 'thread', 'refused'
"""The ways a launch from a thread may go, Discord's docs being silent on it."""


def default_entry_point() -> dict[str, Any]:
    """The "Launch" command Discord creates when Activities are enabled (handler: Discord's)."""
    return {'type': PRIMARY_ENTRY_POINT, 'name': 'launch', 'description': '', 'handler': DISCORD_LAUNCH_ACTIVITY,
            'contexts': [0, 1, 2], 'integration_types': [0, 1]}


@dataclass
class Instance:
    """One running instance: where it runs and who is in it now."""

    launch_id: int
    guild_id: int | None
    channel_id: int
    users: list[int] = field(default_factory=list)

    @property
    def location_id(self) -> str:
        if self.guild_id is None:
            return f'{PRIVATE_CHANNEL_LOCATION}-{self.channel_id}'
        return f'{GUILD_CHANNEL_LOCATION}-{self.guild_id}-{self.channel_id}'

    @property
    def id(self) -> str:
        return f'i-{self.launch_id}-{self.location_id}'

    def payload(self, application_id: int) -> dict[str, Any]:
        """``GET /applications/{app}/activity-instances/{instance_id}``."""
        location: dict[str, Any] = {'id': self.location_id, 'channel_id': str(self.channel_id),
                                    'kind': PRIVATE_CHANNEL_LOCATION if self.guild_id is None
                                    else GUILD_CHANNEL_LOCATION}
        if self.guild_id is not None:
            location['guild_id'] = str(self.guild_id)
        return {'application_id': str(application_id), 'instance_id': self.id, 'launch_id': str(self.launch_id),
                'location': location, 'users': [str(u) for u in self.users]}


class Activities:
    """The Activity's side of the application: :attr:`enabled` (the ``EMBEDDED`` flag) and the
    running instances, by location channel and by id."""

    def __init__(self, *, enabled: bool) -> None:
        self.enabled = enabled
        self.threads = IN_PARENT
        """Where a launch from a thread runs: ``IN_PARENT``, ``IN_THREAD``, or ``REFUSED_IN_THREADS``."""
        self._by_channel: dict[int, Instance] = {}
        self._by_id: dict[str, Instance] = {}

    def launch(self, user_id: int, guild_id: int | None, channel: Channel) -> Instance:
        """``user_id`` opens the Activity from ``channel`` (a thread's parent hosts it, unless
        :attr:`threads` says the thread): into the instance running there, or a new one."""
        in_parent = channel.is_thread and channel.parent_id is not None and self.threads == IN_PARENT
        location = channel.parent_id if in_parent and channel.parent_id is not None else channel.id
        instance = self._by_channel.get(location)
        if instance is None:
            instance = Instance(snowflake(), guild_id, location)
            self._by_channel[location] = self._by_id[instance.id] = instance
        if user_id not in instance.users:
            instance.users.append(user_id)
        return instance

    def leave(self, user_id: int, instance_id: str) -> None:
        """``user_id`` closes the Activity; the last one out ends the instance."""
        instance = self._by_id.get(instance_id)
        if instance is None or user_id not in instance.users:
            return
        instance.users.remove(user_id)
        if not instance.users:
            del self._by_id[instance_id], self._by_channel[instance.channel_id]

    def instance(self, instance_id: str) -> Instance | None:
        return self._by_id.get(instance_id)

    def in_channel(self, channel_id: int) -> Instance | None:
        """The instance running in a location channel, if any."""
        return self._by_channel.get(channel_id)

    def check_launch(self, member_permissions: int, use_activities: int, channel: Channel) -> None:
        """Refuse callback type 12 as Discord does. Its docs say only that it is "only available for
        apps with Activities enabled" (interactions/receiving-and-responding), and name no error
        code for it, nor for a member without Use Activities: the loopback answers 400 Invalid
        Form Body (50035) for the first, and for a launch from a thread where :attr:`threads` says
        refused, and 403 Missing Permissions (50013, Discord's generic code) for the second."""
        if not self.enabled:
            raise DiscordError(400, 50035, 'Invalid Form Body: type: LAUNCH_ACTIVITY is only available '
                                           'for apps with Activities enabled')
        if not member_permissions & use_activities:
            raise DiscordError(403, 50013, 'Missing Permissions')
        if channel.is_thread and self.threads == REFUSED_IN_THREADS:
            raise DiscordError(400, 50035, 'Invalid Form Body: channel: an Activity cannot run in a thread')


def entry_point_problems(before: list[dict[str, Any]], commands: list[dict[str, Any]], *, guild: bool,
                         enabled: bool) -> DiscordError | None:
    """Why Discord refuses a bulk overwrite for its Entry Point command: the global one left out
    (50240), one in a guild's commands, or one for an app without Activities (both 50035)."""
    entry_points = [c for c in commands if c.get('type') == PRIMARY_ENTRY_POINT]
    if entry_points and guild:
        return DiscordError(400, 50035, 'Invalid Form Body: type: an Entry Point command cannot be a guild command')
    if entry_points and not enabled:
        return DiscordError(400, 50035, 'Invalid Form Body: type: only an app with Activities has an Entry Point')
    if not guild and any(c['type'] == PRIMARY_ENTRY_POINT for c in before) and not entry_points:
        return DiscordError(400, ENTRY_POINT_REMOVED, ENTRY_POINT_REMOVED_MESSAGE)
    return None


INVALID_CLIENT_ID, OAUTH2_ERROR = 4007, 5000
"""The Discord client's RPC errors to an Activity (Discord's docs: topics/opcodes-and-status-codes, RPC)."""


class RpcError(Exception):
    """What the Discord client answers an SDK command it refuses: an RPC error code and message."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(f'{code}: {message}')
        self.code, self.message = code, message
