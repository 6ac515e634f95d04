"""Records of every payload the bot sends, and bounded waits on them."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar

T = TypeVar('T')

# Record kinds
MESSAGE = 'message'  # POST /channels/{id}/messages (guild channel or DM)
EDIT = 'edit'  # PATCH of a channel message or of an interaction's message
DELETE = 'delete'  # DELETE of a channel message or of an interaction's message
CALLBACK = 'callback'  # POST /interactions/{id}/{token}/callback
FOLLOWUP = 'followup'  # POST /webhooks/{app}/{token}


@dataclass(frozen=True)
class RecordedFile:
    filename: str
    data: bytes
    content_type: str


@dataclass
class Record:
    """One request the bot made that sends or changes something users see.

    ``payload`` is the JSON the bot sent (``payload_json`` for multipart); for callbacks the
    message fields (``content`` ...) are taken from its ``data``. ``error_code`` is set when the
    loopback refused the request (e.g. 50007 for a closed DM), and then nothing was delivered.
    """

    kind: str
    route: str
    payload: dict[str, Any]
    files: list[RecordedFile] = field(default_factory=list)
    channel_id: int | None = None
    dm_user_id: int | None = None
    interaction_id: int | None = None
    message_id: int | None = None
    callback_type: int | None = None
    ephemeral: bool = False
    error_code: int | None = None
    timestamp: float = field(default_factory=time.time)

    @property
    def posted(self) -> bool:
        """A new message everyone in its channel sees (accepted or refused): a channel post, or a
        followup that is not ephemeral."""
        return self.kind == MESSAGE or (self.kind == FOLLOWUP and not self.ephemeral)

    @property
    def body(self) -> dict[str, Any]:
        return (self.payload.get('data') or {}) if self.kind == CALLBACK else self.payload

    @property
    def content(self) -> str | None:
        return self.body.get('content')

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.body.get('embeds') or []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.body.get('components') or []

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        """Autocomplete choices (callback type 8)."""
        return self.body.get('choices')

    @property
    def filenames(self) -> list[str]:
        return [f.filename for f in self.files]


class Recorder:
    """An append-only list of records that tests can wait on."""

    def __init__(self) -> None:
        self.records: list[Record] = []
        self.by_interaction: dict[int, list[Record]] = {}  # the same records, indexed for fast waits
        self._changed = asyncio.Condition()

    async def add(self, record: Record) -> Record:
        async with self._changed:
            self.records.append(record)
            if record.interaction_id is not None:
                self.by_interaction.setdefault(record.interaction_id, []).append(record)
            self._changed.notify_all()
        return record

    async def wait(self, select: Callable[[list[Record]], T], timeout: float, what: str) -> T:
        """Wait until ``select(records)`` is truthy and return it; TimeoutError names ``what``."""
        async with self._changed:
            try:
                return await asyncio.wait_for(self._changed.wait_for(lambda: select(self.records)), timeout)
            except TimeoutError:
                seen = '\n  '.join(f'{r.kind} {r.route} {r.content!r} error={r.error_code}' for r in self.records)
                raise TimeoutError(f'no {what} within {timeout}s; records so far:\n  {seen}') from None
