"""The message store: current state of every message the bot created, and their attachments."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any
from urllib.parse import quote

from . import payloads
from .attachments import attachments_after
from .ids import iso_now, snowflake
from .records import RecordedFile

# Fields a create or edit may set, and what ``null`` resets them to.
MESSAGE_FIELDS = {'content': '', 'embeds': [], 'components': [], 'flags': 0, 'message_reference': None, 'poll': None}


class MessageStore:
    """Messages by id. A create or edit replaces a message's fields with those of the bot's request
    body (parsed for that request alone, and kept by its record) and never changes a field's value
    in place, so a shallow copy of a message keeps it as it was."""

    def __init__(self) -> None:
        self.base_url = ''
        self._messages: dict[int, dict[str, Any]] = {}
        self._files: dict[int, RecordedFile] = {}

    def get(self, message_id: int) -> dict[str, Any] | None:
        return self._messages.get(message_id)

    def in_channel(self, channel_id: int) -> list[dict[str, Any]]:
        """Current messages of a channel, oldest first."""
        return [m for m in self._messages.values() if int(m['channel_id']) == channel_id]

    def file(self, attachment_id: int) -> RecordedFile | None:
        return self._files.get(attachment_id)

    def forget(self, files: list[RecordedFile]) -> None:
        """Drop the data of these uploads, keeping their names: a long run (the soak) cannot keep
        every picture the bot sent."""
        gone = {id(f) for f in files}
        for attachment_id, file in self._files.items():
            if id(file) in gone:
                self._files[attachment_id] = replace(file, data=b'')

    def create(self, message: dict[str, Any], body: dict[str, Any], files: list[RecordedFile]) -> dict[str, Any]:
        """Store ``message`` (from :func:`payloads.message`) filled from the bot's request body."""
        flags = message['flags']
        self._apply(message, body, files)
        message['flags'] |= flags
        self._messages[int(message['id'])] = message
        return message

    def edit(self, message_id: int, body: dict[str, Any], files: list[RecordedFile]) -> dict[str, Any]:
        """Edit ``message_id`` as Discord does: an edit changes only the flags an edit may change
        (``SUPPRESS_EMBEDS`` both ways, ``IS_COMPONENTS_V2`` only on), ignores any other without
        error, and ends loading."""
        message = self._messages[message_id]
        before = message['flags']
        self._apply(message, body, files)
        asked = message['flags'] & payloads.EDITABLE_FLAGS
        message['flags'] = (before & ~payloads.LOADING & ~payloads.SUPPRESS_EMBEDS) | asked
        message['edited_timestamp'] = iso_now()
        return message

    def delete(self, message_id: int) -> None:
        del self._messages[message_id]

    def _apply(self, message: dict[str, Any], body: dict[str, Any], files: list[RecordedFile]) -> None:
        for key, empty in MESSAGE_FIELDS.items():
            if key in body:
                message[key] = body[key] if body[key] is not None else copy.copy(empty)
        message['attachments'] = self._attachments(message, body, files)
        message['embeds'] = [self._resolve_embed(e, message['attachments']) for e in message['embeds']]

    def _attachments(
        self, message: dict[str, Any], body: dict[str, Any], files: list[RecordedFile]
    ) -> list[dict[str, Any]]:
        """Kept attachments stay as they are, uploads are stored (the limits refused a request whose
        ``attachments`` names neither)."""
        stored = []
        for attachment in attachments_after(body, files, message['attachments']):
            assert attachment is not None, "the limits refused an entry naming no attachment"
            stored.append(self._upload(message, attachment) if isinstance(attachment, RecordedFile) else attachment)
        return stored

    def _upload(self, message: dict[str, Any], file: RecordedFile) -> dict[str, Any]:
        attachment_id = snowflake()
        self._files[attachment_id] = file
        url = f'{self.base_url}/attachments/{message["channel_id"]}/{attachment_id}/{quote(file.filename)}'
        return payloads.attachment(attachment_id, file.filename, file.data, file.content_type, url)

    @staticmethod
    def _resolve_embed(embed: dict[str, Any], attachments: list[dict[str, Any]]) -> dict[str, Any]:
        """Point ``attachment://name`` images at the stored attachment, as Discord does."""
        embed = {'type': 'rich', **embed}
        by_name = {f'attachment://{a["filename"]}': a for a in attachments}
        for key in ('image', 'thumbnail'):
            found = by_name.get((embed.get(key) or {}).get('url', ''))
            if found:
                embed[key] = {**embed[key], 'url': found['url'], 'proxy_url': found['proxy_url']}
        return embed
