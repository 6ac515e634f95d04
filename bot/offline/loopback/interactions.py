"""Injected interactions: a handle to await the bot's answers, and component lookup."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .messages import MessageStore
from .records import CALLBACK, EDIT, FOLLOWUP, LATER_S, Record, Recorder

APPLICATION_COMMAND, COMPONENT, AUTOCOMPLETE = 2, 3, 4


class InteractionRefused(Exception):
    """Discord's client would not send this interaction (e.g. a command in an archived thread)."""


class InteractionHandle:
    """One injected interaction. Await :meth:`response` for the callback (type 4 message,
    5 deferred, 6 deferred update, 7 update, 8 autocomplete, 9 modal), then
    :meth:`wait_followups` / :meth:`wait_edits` for what the bot sent with its token.
    ``created`` is the time on the loopback's clock when it was sent."""

    def __init__(self, payload: dict[str, Any], recorder: Recorder, store: MessageStore, created: float) -> None:
        self.payload = payload
        self.id = int(payload['id'])
        self.token: str = payload['token']
        self.type: int = payload['type']
        self.channel_id = int(payload['channel_id'])
        self.message_id = int(payload['message']['id']) if 'message' in payload else None
        self.created = created
        self.callback_type: int | None = None
        self.original_id: int | None = None
        self.message_ids: set[int] = set()  # messages this token may edit
        self.user_id = int((payload.get('member') or {}).get('user', payload.get('user', {}))['id'])
        self.activity_instance_id: str | None = None
        """The Activity instance a launch (callback type 12) opened or joined."""
        self._recorder = recorder
        self._store = store

    @property
    def records(self) -> list[Record]:
        return list(self._recorder.by_interaction.get(self.id, []))

    @property
    def original_message(self) -> dict[str, Any] | None:
        """Current state of ``@original``: the response message, or the clicked message."""
        return self._store.get(self.original_id) if self.original_id else None

    async def response(self, timeout: float = 5.0) -> Record:
        return (await self._wait(CALLBACK, 1, timeout))[0]

    async def wait_followups(self, count: int = 1, timeout: float = LATER_S) -> list[Record]:
        return await self._wait(FOLLOWUP, count, timeout)

    async def wait_edits(self, count: int = 1, timeout: float = LATER_S) -> list[Record]:
        """Edits made through this interaction's token (``@original`` or a followup)."""
        return await self._wait(EDIT, count, timeout)

    async def wait_for(self, predicate: Callable[[Record], bool], timeout: float = LATER_S) -> Record:
        """This interaction's first accepted record matching ``predicate`` (only its own records are read)."""
        def select(mine: list[Record]) -> Record | None:
            return next((r for r in mine if r.error_code is None and predicate(r)), None)

        return await self._recorder.wait(select, timeout, f'a matching record for interaction {self.id}',
                                         interaction=self.id)

    async def _wait(self, kind: str, count: int, timeout: float) -> list[Record]:
        def select(mine: list[Record]) -> list[Record] | None:
            found = [r for r in mine if r.kind == kind and r.error_code is None]
            return found if len(found) >= count else None

        return await self._recorder.wait(select, timeout, f'{count} {kind}(s) for interaction {self.id}',
                                         interaction=self.id)


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component of a message, nested ones included (rows, containers, sections)."""
    for component in components:
        yield component
        yield from walk_components(component.get('components', []))
        if 'accessory' in component:
            yield from walk_components([component['accessory']])


def find_component(message: dict[str, Any], *, custom_id: str | None, label: str | None) -> dict[str, Any]:
    """The interactive component a user can use, by custom id or (buttons) label."""
    if (custom_id is None) == (label is None):
        raise TypeError('give exactly one of custom_id and label')
    found = [
        c
        for c in walk_components(message['components'])
        if 'custom_id' in c and (c['custom_id'] == custom_id or (label is not None and c.get('label') == label))
    ]
    if len(found) != 1:
        raise LookupError(f'{len(found)} components match {custom_id or label!r} on message {message["id"]}')
    if found[0].get('disabled'):
        raise ValueError(f'component {found[0]["custom_id"]!r} is disabled')
    return found[0]
