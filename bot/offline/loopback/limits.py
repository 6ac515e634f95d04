"""Discord's limits on what a message, a component, an autocomplete answer and a command may hold.
The loopback refuses a request that breaks one, as Discord does (400, code 50035), so that
tests meet the failure Discord would give instead of a payload Discord never accepts."""

from __future__ import annotations

import re
from typing import Any

ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
LINK_STYLE = 5
MAX_FILES = 10
MAX_UPLOAD = 10 * 1024 * 1024
"""Discord's upload limit for a server without boosts, in bytes."""


def message_problems(body: dict[str, Any], files: list) -> list[str]:
    """What Discord would refuse in a message create or edit (empty: nothing)."""
    problems = []
    if len(body.get('content') or '') > 2000:
        problems.append(f'content: {len(body["content"])} characters, at most 2000')
    embeds = body.get('embeds') or []
    if len(embeds) > 10:
        problems.append(f'embeds: {len(embeds)}, at most 10')
    for k, embed in enumerate(embeds):
        problems += [f'embeds.{k}.{p}' for p in _embed_problems(embed)]
    total = sum(_embed_characters(e) for e in embeds)
    if total > 6000:
        problems.append(f'embeds: {total} characters in all, at most 6000')
    problems += _components_problems(body.get('components') or [])
    if len(files) > MAX_FILES:
        problems.append(f'files: {len(files)}, at most {MAX_FILES}')
    problems += [f'files: {f.filename} has {len(f.data)} bytes, at most {MAX_UPLOAD}' for f in files
                 if len(f.data) > MAX_UPLOAD]
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


def _embed_problems(embed: dict[str, Any]) -> list[str]:
    problems = []
    for key, limit in (('title', 256), ('description', 4096)):
        if len(embed.get(key) or '') > limit:
            problems.append(f'{key}: at most {limit} characters')
    fields = embed.get('fields') or []
    if len(fields) > 25:
        problems.append(f'fields: {len(fields)}, at most 25')
    for k, field in enumerate(fields):
        if not 1 <= len(field.get('name', '')) <= 256 or not 1 <= len(field.get('value', '')) <= 1024:
            problems.append(f'fields.{k}: a name of 1 to 256 characters and a value of 1 to 1024')
    if len((embed.get('footer') or {}).get('text', '')) > 2048:
        problems.append('footer.text: at most 2048 characters')
    return problems


def _embed_characters(embed: dict[str, Any]) -> int:
    """The characters Discord counts towards the 6,000 of all a message's embeds together."""
    fields = embed.get('fields') or []
    return (len(embed.get('title') or '') + len(embed.get('description') or '')
            + sum(len(f.get('name', '')) + len(f.get('value', '')) for f in fields)
            + len((embed.get('footer') or {}).get('text', '')) + len((embed.get('author') or {}).get('name', '')))


def _components_problems(rows: list[dict[str, Any]]) -> list[str]:
    problems = [f'components: {len(rows)} rows, at most 5'] if len(rows) > 5 else []
    ids: list[str] = []
    for r, row in enumerate(rows):
        items = row.get('components') or []
        where = f'components.{r}'
        if row.get('type') != ACTION_ROW or not 1 <= len(items) <= 5:
            problems.append(f'{where}: an action row holds 1 to 5 components')
        if any(c.get('type') == STRING_SELECT for c in items) and len(items) > 1:
            problems.append(f'{where}: a select menu has its row to itself')
        for c, item in enumerate(items):
            problems += [f'{where}.components.{c}.{p}' for p in _item_problems(item)]
            if item.get('custom_id'):
                ids.append(item['custom_id'])
    if len(ids) != len(set(ids)):
        problems.append('components: custom ids must be unique in a message')
    return problems


def _item_problems(item: dict[str, Any]) -> list[str]:
    problems = []
    custom_id = item.get('custom_id')
    if custom_id is not None and not 1 <= len(custom_id) <= 100:
        problems.append(f'custom_id: {len(custom_id)} characters, 1 to 100')
    if item.get('type') == BUTTON:
        if len(item.get('label') or '') > 80:
            problems.append('label: at most 80 characters')
        if (item.get('style') == LINK_STYLE) == (custom_id is not None):
            problems.append('a link button has a url, any other button a custom_id')
    elif item.get('type') == STRING_SELECT:
        options = item.get('options') or []
        if not 1 <= len(options) <= 25:
            problems.append(f'options: {len(options)}, 1 to 25')
        if len(item.get('placeholder') or '') > 150:
            problems.append('placeholder: at most 150 characters')
        if custom_id is None:
            problems.append('custom_id: required')
        for k, option in enumerate(options):
            for key in ('label', 'value'):
                if not 1 <= len(option.get(key, '')) <= 100:
                    problems.append(f'options.{k}.{key}: 1 to 100 characters')
            if len(option.get('description') or '') > 100:
                problems.append(f'options.{k}.description: at most 100 characters')
        values = [o.get('value') for o in options]
        if len(values) != len(set(values)):
            problems.append('options: values must be unique')
    return problems


LOCALES = frozenset((
    'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR',
    'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko'))
"""The locales Discord takes as keys of `name_localizations` and `description_localizations`."""
COMMAND_NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")


def commands_problems(commands: list[dict[str, Any]]) -> list[str]:
    """What Discord would refuse in a bulk overwrite of application commands: names (1-32
    characters, lowercase, no spaces), descriptions (1-100), their localizations alike, and
    names unique among siblings in every locale."""
    problems = []
    for k, command in enumerate(commands):
        problems += [f'{k}.{p}' for p in _command_problems(command, command.get('type', 1) == 1)]
    return problems + _sibling_problems(commands, '')


def _command_problems(item: dict[str, Any], described: bool) -> list[str]:
    problems = []
    names = {None: item.get('name', ''), **(item.get('name_localizations') or {})}
    for locale, name in names.items():
        where = 'name' if locale is None else f'name_localizations.{locale}'
        if locale is not None and locale not in LOCALES:
            problems.append(f'{where}: not a Discord locale')
        if not COMMAND_NAME.match(name) or name != name.lower():
            problems.append(f'{where}: {name!r} must be 1-32 lowercase characters without spaces')
    if described:
        descriptions = {None: item.get('description', ''), **(item.get('description_localizations') or {})}
        for locale, text in descriptions.items():
            where = 'description' if locale is None else f'description_localizations.{locale}'
            if locale is not None and locale not in LOCALES:
                problems.append(f'{where}: not a Discord locale')
            if not 1 <= len(text) <= 100:
                problems.append(f'{where}: {len(text)} characters, 1 to 100')
    options = item.get('options') or []
    for k, option in enumerate(options):
        problems += [f'options.{k}.{p}' for p in _command_problems(option, True)]
        for c, choice in enumerate(option.get('choices') or []):
            for locale, name in {None: choice.get('name', ''), **(choice.get('name_localizations') or {})}.items():
                if not 1 <= len(name) <= 100:
                    problems.append(f'options.{k}.choices.{c}.name ({locale or "default"}): {len(name)} characters, '
                                    f'1 to 100')
    return problems + _sibling_problems(options, 'options.')


def _sibling_problems(items: list[dict[str, Any]], where: str) -> list[str]:
    """Two siblings may not share a name in any locale (a locale without its own shows the default)."""
    locales = {locale for item in items for locale in (item.get('name_localizations') or {})}
    problems = []
    for locale in (None, *sorted(locales)):
        names = [(item.get('name_localizations') or {}).get(locale, item.get('name')) if locale else item.get('name')
                 for item in items]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            problems.append(f'{where}name ({locale or "default"}): {dupes[0]!r} is used twice')
    return problems
