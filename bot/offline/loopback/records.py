"""Records of every payload the bot sends, and bounded waits on them."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .payloads import SUPPRESS_NOTIFICATIONS

T = TypeVar('T')
LATER_S = 30.0
"""Seconds a test waits by default for what follows a first answer (edits, followups, posts): Discord
takes those for 15 minutes, so a wait cut short measures the machine's load, not the bot; the first
answer itself has Discord's 3 seconds (`response_deadline`), and `response()` waits 5."""
USER_MENTION = re.compile(r'<@!?(\d+)>')

# Record kinds
MESSAGE = 'message'  # POST /channels/{id}/messages (guild channel or DM)
EDIT = 'edit'  # PATCH of a channel message or of an interaction's message
DELETE = 'delete'  # DELETE of a channel message or of an interaction's message
CALLBACK = 'callback'  # POST /interactions/{id}/{token}/callback
FOLLOWUP = 'followup'  # POST /webhooks/{app}/{token}


@dataclass(frozen=True)
class RecordedFile:
    """An uploaded file; ``index`` is the ``n`` of its ``files[n]`` part, the id an ``attachments``
    entry gives to name it."""

    filename: str
    data: bytes
    content_type: str
    index: int


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
    def silent(self) -> bool:
        """Sent with the suppress-notifications flag (discord.py's ``silent=True``): it notifies nobody."""
        return bool((self.body.get('flags') or 0) & SUPPRESS_NOTIFICATIONS)

    @property
    def pinged(self) -> set[int]:
        """The users the message notifies, as Discord decides: those its content mentions that its
        ``allowed_mentions`` lets through (every one, without it); nobody if it is silent."""
        if self.silent:
            return set()
        mentioned = {int(u) for u in USER_MENTION.findall(self.content or '')}
        allowed = self.body.get('allowed_mentions')
        if allowed is None or 'users' in allowed.get('parse', ()):
            return mentioned
        return mentioned & {int(u) for u in allowed.get('users', ())}

    @property
    def filenames(self) -> list[str]:
        return [f.filename for f in self.files]


class Recorder:
    """An append-only list of records that tests can wait on.

    Each :meth:`add` runs, there and then, the selections of the waits the record can concern and
    wakes those that are met: a wait keyed by a channel or an interaction is run on that channel's
    or interaction's records only, and only when one of them is added."""

    def __init__(self) -> None:
        self.records: list[Record] = []
        self.by_interaction: dict[int, list[Record]] = {}  # the same records, indexed for fast waits
        self.by_channel: dict[int, list[Record]] = {}
        self._waits: dict[tuple[str, int] | None, list[_Wait]] = {}  # by key; None: on every record

    async def add(self, record: Record) -> Record:
        self.records.append(record)
        keys: list[tuple[str, int] | None] = [None]
        if record.interaction_id is not None:
            self.by_interaction.setdefault(record.interaction_id, []).append(record)
            keys.append(('interaction', record.interaction_id))
        if record.channel_id is not None:
            self.by_channel.setdefault(record.channel_id, []).append(record)
            keys.append(('channel', record.channel_id))
        for key in keys:
            if key in self._waits:
                self._settle(key)
        return record

    def forget(self, before: float) -> list[Record]:
        """Drop the records made before ``before`` (``time.time()``), and return them: a long run (the
        soak) cannot keep them all. A wait under way looks at records still to come."""
        gone = [r for r in self.records if r.timestamp < before]
        self.records = [r for r in self.records if r.timestamp >= before]
        for index in (self.by_interaction, self.by_channel):
            for key in list(index):
                kept = [r for r in index[key] if r.timestamp >= before]
                if kept:
                    index[key] = kept
                else:
                    del index[key]
        return gone

    async def wait(
        self,
        select: Callable[[list[Record]], T | None],
        timeout: float,
        what: str,
        *,
        channel: int | None = None,
        interaction: int | None = None,
    ) -> T:
        """Wait until ``select(records)`` is truthy and return it; TimeoutError names ``what``.

        With ``channel`` or ``interaction``, ``select`` is given that channel's or interaction's
        records only."""
        key = ('channel', channel) if channel is not None else None
        key = ('interaction', interaction) if interaction is not None else key
        found = select(self._records(key))
        if found:
            return found
        wait = _Wait(select, asyncio.get_running_loop().create_future())
        self._waits.setdefault(key, []).append(wait)
        try:
            return await asyncio.wait_for(wait.future, timeout)
        except TimeoutError:
            seen = '\n  '.join(f'{r.kind} {r.route} {r.content!r} error={r.error_code}' for r in self.records)
            raise TimeoutError(f'no {what} within {timeout}s; records so far:\n  {seen}') from None
        finally:
            self._drop(key, wait)

    def _records(self, key: tuple[str, int] | None) -> list[Record]:
        if key is None:
            return self.records
        kind, value = key
        return (self.by_channel if kind == 'channel' else self.by_interaction).get(value, [])

    def _settle(self, key: tuple[str, int] | None) -> None:
        records = self._records(key)
        waiting = [wait for wait in self._waits[key] if not wait.settle(records)]
        if waiting:
            self._waits[key] = waiting
        else:
            del self._waits[key]

    def _drop(self, key: tuple[str, int] | None, wait: _Wait) -> None:
        waits = self._waits.get(key, [])
        if wait in waits:  # a wait that timed out or was cancelled
            waits.remove(wait)
            if not waits:
                del self._waits[key]


@dataclass(eq=False)
class _Wait:
    """A wait of :meth:`Recorder.wait`: its selection, and the future it resolves."""

    select: Callable[[list[Record]], Any]
    future: asyncio.Future

    def settle(self, records: list[Record]) -> bool:
        """Resolve the future if the selection is met (or raises); whether this wait is over."""
        if self.future.done():  # timed out or cancelled
            return True
        try:
            found = self.select(records)
        except Exception as exc:
            self.future.set_exception(exc)
            return True
        if found:
            self.future.set_result(found)
        return bool(found)
