"""Discord's limits on what a message and an autocomplete answer may hold, and on uploads.
The loopback refuses a request that breaks one, as Discord does (400, code 50035; an upload too
large 413, code 40005), so that tests meet the failure Discord would give instead of a payload
Discord never accepts. Components: component_limits.py; commands: command_limits.py."""

from __future__ import annotations

from typing import Any

from .attachments import attachments_after
from .component_limits import components_problems
from .payloads import EPHEMERAL, IS_COMPONENTS_V2, IS_VOICE_MESSAGE, SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS
from .records import RecordedFile

MAX_FILES = 10
MAX_UPLOAD = 10 * 1024 * 1024
"""Discord's upload limit for each file, in a server without boosts, in bytes."""
MAX_REQUEST = 25 * 1024 * 1024
"""Discord's limit on all the files of one request together, in bytes."""

POST_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
"""The flags a channel message may be created with."""
RESPONSE_FLAGS = POST_FLAGS | EPHEMERAL
"""The flags of an interaction's message response (callback type 4)."""
DEFERRED_FLAGS = EPHEMERAL
"""The only flag of a deferred message response (callback type 5)."""
FOLLOWUP_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2 | EPHEMERAL
"""The flags of an interaction's followup message (those of a webhook message, and ephemeral)."""
EMBED_FILES = (('image', 'url'), ('thumbnail', 'url'), ('author', 'icon_url'), ('footer', 'icon_url'))
"""The places of an embed that may show an uploaded file, as ``attachment://name``."""
MENTION_TYPES = ('users', 'roles', 'everyone')


def message_problems(body: dict[str, Any], files: list[RecordedFile], *, settable: int = 0,
                     current: dict[str, Any] | None = None) -> list[str]:
    """What Discord would refuse in a message create or, given the ``current`` message, an edit
    (empty: nothing). A new message may have only the flags its endpoint lets one ``settable``; an
    edit's other flags Discord ignores (the message store does too)."""
    problems = []
    if len(body.get('content') or '') > 2000:
        problems.append(f'content: {len(body["content"])} characters, at most 2000')
    if current is None:
        problems += flags_problems(body.get('flags'), settable)
    problems += _components_v2_problems(body, current)
    embeds = body.get('embeds') or []
    if len(embeds) > 10:
        problems.append(f'embeds: {len(embeds)}, at most 10')
    after = attachments_after(body, files, (current or {}).get('attachments', []))
    filenames = {a['filename'] if isinstance(a, dict) else a.filename for a in after if a is not None}
    for k, embed in enumerate(embeds):
        problems += [f'embeds.{k}.{p}' for p in _embed_problems(embed, filenames)]
    total = sum(_embed_characters(e) for e in embeds)
    if total > 6000:
        problems.append(f'embeds: {total} characters in all, at most 6000')
    problems += components_problems(body.get('components') or [])
    if max(len(files), len(after)) > MAX_FILES:
        problems.append(f'attachments: {max(len(files), len(after))}, at most {MAX_FILES}')
    problems += [f'attachments.{k}.id: no attachment of the message and no files[n] part has id '
                 f'{body["attachments"][k].get("id")!r}' for k, a in enumerate(after) if a is None]
    problems += _allowed_mentions_problems(body.get('allowed_mentions'))
    problems += _nonce_problems(body)
    return problems


def flags_problems(flags: int | None, settable: int) -> list[str]:
    """Message flags beyond those an endpoint lets a new message have."""
    extra = (flags or 0) & ~settable
    return [f'flags: {extra} may not be set here'] if extra else []


def upload_problems(files: list[RecordedFile]) -> list[str]:
    """Files too large for Discord to take (it answers 413, code 40005, before reading the body)."""
    problems = [f'files[{f.index}]: {f.filename} has {len(f.data)} bytes, at most {MAX_UPLOAD}' for f in files
                if len(f.data) > MAX_UPLOAD]
    total = sum(len(f.data) for f in files)
    if total > MAX_REQUEST:
        problems.append(f'files: {total} bytes in all, at most {MAX_REQUEST}')
    return problems


def choices_problems(choices: list[dict[str, Any]]) -> list[str]:
    """What Discord would refuse in an autocomplete answer."""
    problems = [f'choices: {len(choices)}, at most 25'] if len(choices) > 25 else []
    for k, choice in enumerate(choices):
        if not 1 <= len(choice.get('name', '')) <= 100:
            problems.append(f'choices.{k}.name: {len(choice.get("name", ""))} characters, 1 to 100')
        if isinstance(choice.get('value'), str) and len(choice['value']) > 100:
            problems.append(f'choices.{k}.value: {len(choice["value"])} characters, at most 100')
    return problems


def _components_v2_problems(body: dict[str, Any], current: dict[str, Any] | None) -> list[str]:
    """A message flagged IS_COMPONENTS_V2 (the flag is never taken off) holds only components:
    its content, embeds, stickers and poll are empty once the request is done."""
    flags = (body.get('flags') or 0) | ((current or {}).get('flags') or 0)
    if not flags & IS_COMPONENTS_V2:
        return []
    message = {**(current or {}), **body}
    return [f'{key}: not in a message with IS_COMPONENTS_V2' for key in ('content', 'embeds', 'sticker_ids', 'poll')
            if message.get(key)]


def _embed_problems(embed: dict[str, Any], filenames: set[str]) -> list[str]:
    problems = []
    for key, limit in (('title', 256), ('description', 4096)):
        if len(embed.get(key) or '') > limit:
            problems.append(f'{key}: at most {limit} characters')
    if len((embed.get('author') or {}).get('name') or '') > 256:
        problems.append('author.name: at most 256 characters')
    fields = embed.get('fields') or []
    if len(fields) > 25:
        problems.append(f'fields: {len(fields)}, at most 25')
    for k, field in enumerate(fields):
        for key, limit in (('name', 256), ('value', 1024)):
            if not 1 <= len(field.get(key) or '') <= limit or not (field.get(key) or '').strip():
                problems.append(f'fields.{k}.{key}: 1 to {limit} characters, not all blank')
    if len((embed.get('footer') or {}).get('text', '')) > 2048:
        problems.append('footer.text: at most 2048 characters')
    for part, key in EMBED_FILES:
        url = (embed.get(part) or {}).get(key) or ''
        if url.startswith('attachment://') and url[len('attachment://'):] not in filenames:
            problems.append(f'{part}.{key}: {url} names no file of the message')
    return problems


def _embed_characters(embed: dict[str, Any]) -> int:
    """The characters Discord counts towards the 6,000 of all a message's embeds together."""
    fields = embed.get('fields') or []
    return (len(embed.get('title') or '') + len(embed.get('description') or '')
            + sum(len(f.get('name', '')) + len(f.get('value', '')) for f in fields)
            + len((embed.get('footer') or {}).get('text', '')) + len((embed.get('author') or {}).get('name', '')))


def _allowed_mentions_problems(allowed: dict[str, Any] | None) -> list[str]:
    """Known types to ``parse``; a type parsed is not also listed by id; at most 100 ids of each."""
    if not allowed:
        return []
    parse = allowed.get('parse') or []
    problems = [f'allowed_mentions.parse: {kind!r} is not a mention type' for kind in parse
                if kind not in MENTION_TYPES]
    for kind in ('users', 'roles'):
        ids = allowed.get(kind) or []
        if kind in parse and ids:
            problems.append(f'allowed_mentions: parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.')
        if len(ids) > 100:
            problems.append(f'allowed_mentions.{kind}: {len(ids)} ids, at most 100')
    return problems


def _nonce_problems(body: dict[str, Any]) -> list[str]:
    """A nonce is an integer or a string of at most 25 characters."""
    nonce = body.get('nonce')
    if nonce is None:
        return []
    if isinstance(nonce, bool) or not isinstance(nonce, (int, str)):
        return ['nonce: an integer or a string']
    return [f'nonce: {len(str(nonce))} characters, at most 25'] if len(str(nonce)) > 25 else []
