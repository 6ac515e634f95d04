"""What the bot may do in a channel, refused as Discord refuses it: unknown or deleted channels
(10003), a guild that removed the bot or a channel it cannot see (50001), missing permissions
(50013), locked threads (160005), edits in archived threads (50083), a second thread from one
message (160004) and a thread in a thread (50024)."""

from __future__ import annotations

from typing import Any

from . import permissions as perms
from .errors import (
    EMPTY_MESSAGE,
    NOT_THE_AUTHOR,
    THREAD_ALREADY_CREATED,
    THREAD_ARCHIVED,
    THREAD_LOCKED,
    WRONG_CHANNEL_TYPE,
    DiscordError,
    missing_access,
    missing_permissions,
    unknown_channel,
)
from .payloads import HAS_THREAD
from .state import DiscordState
from .world import Channel


class BotAccess:
    def __init__(self, server: DiscordState) -> None:
        self.server = server

    def channel(self, channel_id: int) -> Channel:
        """A channel that exists for the bot: 10003 if unknown or deleted, 50001 if it left the guild
        or is not in that DM."""
        try:
            channel = self.server.channel_by_id(channel_id)
        except LookupError:
            raise unknown_channel() from None
        if channel.deleted:
            raise unknown_channel()
        if ((channel.is_dm and not self.server.is_bot_dm(channel))
                or (not channel.is_dm and not self.server.guild_of(channel).bot_present)):
            raise missing_access()  # a DM between users, or a guild the bot left
        return channel

    def permissions(self, channel: Channel) -> int:
        """The bot's effective permissions there (implicit denials applied); all in its DMs."""
        if channel.is_dm:
            return perms.BOT_DM
        return perms.effective(self.server.bot_permissions(channel), channel)

    def view(self, channel: Channel) -> int:
        """Refuse (50001) unless the bot sees the channel; its permissions there."""
        value = self.permissions(channel)
        if not value & perms.VIEW_CHANNEL:
            raise missing_access()
        return value

    def read_history(self, channel: Channel) -> None:
        if not self.view(channel) & perms.READ_MESSAGE_HISTORY:
            raise missing_access()

    def post(self, channel: Channel, body: dict[str, Any], files: list) -> dict[str, Any]:
        """Refuse a post the bot may not make; the body as Discord keeps it (embeds dropped
        without Embed Links, and then 50006 if nothing is left)."""
        value = self.view(channel)
        if not value & perms.send_permission(channel):
            raise missing_permissions()
        self._unlocked(channel, value)
        return self._content(value, body, files, current=None)

    def edit(self, channel: Channel, body: dict[str, Any], files: list, current: dict[str, Any]) -> dict[str, Any]:
        """Refuse an edit the bot may not make (of its own messages only; no send permission
        needed); the body as kept."""
        value = self.view(channel)
        if not self._mine(current):
            raise DiscordError(403, NOT_THE_AUTHOR, 'Cannot edit a message authored by another user')
        if channel.archived:
            raise DiscordError(400, THREAD_ARCHIVED, 'Thread is archived')
        self._unlocked(channel, value)
        return self._content(value, body, files, current=current)

    def start_thread(self, channel: Channel, message: dict[str, Any]) -> None:
        """Refuse a public thread from ``message`` the bot may not start: in a text channel only, one
        per message, with Create Public Threads."""
        value = self.view(channel)
        if channel.is_dm or channel.is_thread:
            raise DiscordError(400, WRONG_CHANNEL_TYPE, 'Cannot execute action on this channel type')
        if not value & perms.CREATE_PUBLIC_THREADS:
            raise missing_permissions()
        if message['flags'] & HAS_THREAD or self._thread_of(int(message['id'])):
            raise DiscordError(400, THREAD_ALREADY_CREATED, 'A thread has already been created for this message')

    def _thread_of(self, message_id: int) -> bool:
        try:
            return self.server.channel(message_id).is_thread
        except LookupError:
            return False

    def modify_thread(self, channel: Channel, body: dict[str, Any]) -> None:
        """Refuse a change of a thread the bot may not make: unarchiving an unlocked thread needs Send
        Messages; anything else Manage Threads (its name and archive time: or having started it)."""
        value = self.view(channel)
        changes = set(body)
        if changes == {'archived'} and body['archived'] is False and not channel.locked:
            if not value & perms.SEND_MESSAGES:
                raise missing_permissions()
        elif not value & perms.MANAGE_THREADS and not (
                changes <= {'name', 'auto_archive_duration'} and channel.owner_id == self.server.bot_user.id):
            raise missing_permissions()

    def delete(self, channel: Channel, message: dict[str, Any]) -> None:
        """Refuse a delete: the bot's own messages need only access, others' Manage Messages."""
        if not self.view(channel) & perms.bits('manage_messages') and not self._mine(message):
            raise missing_permissions()

    def _mine(self, message: dict[str, Any]) -> bool:
        return int(message['author']['id']) == self.server.bot_user.id

    @staticmethod
    def _unlocked(channel: Channel, value: int) -> None:
        if channel.locked and not value & perms.MANAGE_THREADS:
            raise DiscordError(403, THREAD_LOCKED, 'Thread is locked')

    @staticmethod
    def _content(value: int, body: dict[str, Any], files: list, current: dict[str, Any] | None) -> dict[str, Any]:
        if files and not value & perms.ATTACH_FILES:
            raise missing_permissions()
        if body.get('embeds') and not value & perms.EMBED_LINKS:
            body = {**body, 'embeds': []}
            if is_empty(body, files, current):
                raise DiscordError(400, EMPTY_MESSAGE, 'Cannot send an empty message')
        return body


def is_empty(body: dict[str, Any], files: list, current: dict[str, Any] | None) -> bool:
    """Whether the message ``body`` creates (``current`` None) or leaves after an edit shows nothing."""
    current = current or {}

    def after(key: str) -> Any:
        return body[key] if key in body else current.get(key)

    attachments = body['attachments'] if 'attachments' in body else [*current.get('attachments', []), *files]
    return not attachments and not any(after(key) for key in ('content', 'embeds', 'components', 'sticker_ids', 'poll'))
