"""Synced application commands, and interaction ``data`` built from them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import payloads
from .ids import snowflake
from .world import Channel, Guild, Member

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
CHAT_INPUT = 1


class CommandRegistry:
    """Commands as the bot last synced them, globally (``guild_id`` None) or per guild."""

    def __init__(self, application_id: int) -> None:
        self.application_id = application_id
        self._synced: dict[int | None, dict[tuple[int, str], dict[str, Any]]] = {}

    def put(self, guild_id: int | None, commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Bulk overwrite, keeping the id of a command whose type and name did not change."""
        before = self._synced.get(guild_id, {})
        synced = {}
        for command in commands:
            key = (command.get('type', CHAT_INPUT), command['name'])
            old_id = before[key]['id'] if key in before else str(snowflake())
            synced[key] = {
                'default_member_permissions': None,
                'nsfw': False,
                'options': [],
                **command,
                'type': key[0],
                'id': old_id,
                'application_id': str(self.application_id),
                'version': str(snowflake()),
            }
            if guild_id is not None:
                synced[key]['guild_id'] = str(guild_id)
        self._synced[guild_id] = synced
        return self.list(guild_id)

    def list(self, guild_id: int | None) -> list[dict[str, Any]]:
        return list(self._synced.get(guild_id, {}).values())

    def find(self, name: str, guild_id: int | None) -> dict[str, Any]:
        """The chat-input command as Discord would route it: guild version first, then global."""
        for scope in (guild_id, None):
            command = self._synced.get(scope, {}).get((CHAT_INPUT, name))
            if command is not None:
                return command
        raise LookupError(f'/{name} is not synced (synced: {sorted(n for s in self._synced.values() for _, n in s)})')


def command_data(
    command: dict[str, Any],
    subcommands: list[str],
    options: dict[str, Any],
    resolver: Resolver,
    *,
    focused: str | None = None,
) -> dict[str, Any]:
    """``data`` of a chat-input or autocomplete interaction for ``/name sub... opt:value``."""
    data: dict[str, Any] = {'id': command['id'], 'name': command['name'], 'type': CHAT_INPUT}
    if 'guild_id' in command:
        data['guild_id'] = command['guild_id']
    node, schema = data, command.get('options', [])
    for name in subcommands:
        spec = _option(schema, name, command['name'])
        if spec['type'] not in (SUB_COMMAND, SUB_COMMAND_GROUP):
            raise LookupError(f'{name!r} is an option of /{command["name"]}, not a subcommand')
        child = {'type': spec['type'], 'name': name, 'options': []}
        node['options'] = [child]
        node, schema = child, spec.get('options', [])

    if focused is not None:
        options = {**options, focused: options.get(focused, '')}
    node['options'] = []
    for name, value in options.items():
        spec = _option(schema, name, command['name'])
        if name == focused:
            node['options'].append({'type': spec['type'], 'name': name, 'value': str(value), 'focused': True})
        else:
            node['options'].append({'type': spec['type'], 'name': name, 'value': resolver.value(spec['type'], value)})
    if resolver.resolved:
        data['resolved'] = resolver.resolved
    return data


def _option(schema: list[dict[str, Any]], name: str, command: str) -> dict[str, Any]:
    for spec in schema:
        if spec['name'] == name:
            return spec
    raise LookupError(f'/{command} has no option or subcommand {name!r} here (has {[s["name"] for s in schema]})')


class Resolver:
    """Turns test-friendly values (ids, names, world objects) into option or select values,
    collecting the ``resolved`` data: a member with ``member_permissions`` (in the interaction's
    channel), a channel with the invoker's ``channel_permissions`` there."""

    def __init__(
        self,
        guild: Guild,
        member_permissions: Callable[[Member], int],
        channel_permissions: Callable[[Channel], int],
    ) -> None:
        self.guild = guild
        self.member_permissions = member_permissions
        self.channel_permissions = channel_permissions
        self.resolved: dict[str, dict[str, Any]] = {}

    def value(self, option_type: int, value: Any) -> Any:
        if option_type == INTEGER:
            return int(value)
        if option_type == NUMBER:
            return float(value)
        if option_type == BOOLEAN:
            return bool(value)
        if option_type == STRING:
            return str(value)
        if option_type == USER or (option_type == MENTIONABLE and not self.is_role(value)):
            return self.user(value)
        if option_type in (ROLE, MENTIONABLE):
            return self.role(value)
        if option_type == CHANNEL:
            return self.channel(value)
        raise ValueError(f'option type {option_type} is not supported by the loopback')

    def user(self, ref: Any) -> str:
        member = self.guild.member(ref)
        key = str(member.id)
        self.resolved.setdefault('users', {})[key] = payloads.user(member.user)
        resolved_member = payloads.member(member, permissions=self.member_permissions(member))
        del resolved_member['user']
        self.resolved.setdefault('members', {})[key] = resolved_member
        return key

    def role(self, ref: Any) -> str:
        role = self.guild.role(getattr(ref, 'id', ref))
        self.resolved.setdefault('roles', {})[str(role.id)] = payloads.role(role)
        return str(role.id)

    def channel(self, ref: Any) -> str:
        channel = self.guild.channel(ref)
        data = {**payloads.channel(channel, self.guild), 'permissions': str(self.channel_permissions(channel))}
        self.resolved.setdefault('channels', {})[str(channel.id)] = data
        return str(channel.id)

    def is_role(self, ref: Any) -> bool:
        try:
            self.guild.role(getattr(ref, 'id', ref))
        except LookupError:
            return False
        return True
