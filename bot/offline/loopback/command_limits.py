"""Discord's rules for a bulk overwrite of application commands (its application commands docs):
what the loopback refuses in one with 400, code 50035."""

from __future__ import annotations

import unicodedata
from typing import Any

CHAT_INPUT, USER, MESSAGE = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
MOST_COMMANDS = {CHAT_INPUT: 100, USER: 15, MESSAGE: 15}
"""How many commands of each type an application may have in one scope (global, or a guild)."""
MOST_CHARACTERS = 8000
"""The most characters a chat-input command's names, descriptions and choice values may have together."""
LOCALES = frozenset((
    'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR',
    'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko'))
"""The locales Discord takes as keys of `name_localizations` and `description_localizations`."""
DEVANAGARI_THAI = ((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x11B00, 0x11B5F), (0x0E00, 0x0E7F))
"""The blocks of the scripts Deva and Thai, which Discord's name regex allows beside letters and numbers."""


def commands_problems(commands: list[dict[str, Any]]) -> list[str]:
    """What Discord would refuse in a bulk overwrite: too many commands of a type; names (a chat-input
    command's and every option's match ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lowercase;
    a context menu's are 1-32 characters), descriptions (1-100), their localizations alike, names
    unique among siblings in every locale; 25 options, required ones first, 25 choices; and 8,000
    characters for a chat-input command in all."""
    problems = []
    for kind, most in MOST_COMMANDS.items():
        count = sum(c.get('type', CHAT_INPUT) == kind for c in commands)
        if count > most:
            problems.append(f'commands of type {kind}: {count}, at most {most}')
    for k, command in enumerate(commands):
        chat_input = command.get('type', CHAT_INPUT) == CHAT_INPUT
        problems += [f'{k}.{p}' for p in _item_problems(command, chat_input=chat_input)]
        size = _characters(command)
        if chat_input and size > MOST_CHARACTERS:
            problems.append(f'{k}: {size} characters in names, descriptions and values, at most {MOST_CHARACTERS}')
    for kind in MOST_COMMANDS:
        problems += _sibling_problems([c for c in commands if c.get('type', CHAT_INPUT) == kind], '')
    return problems


def _item_problems(item: dict[str, Any], *, chat_input: bool) -> list[str]:
    """The rules of a command (``chat_input`` or a context menu) or of an option, and of its options."""
    problems = []
    names = {None: item.get('name', ''), **(item.get('name_localizations') or {})}
    for locale, name in names.items():
        where = 'name' if locale is None else f'name_localizations.{locale}'
        if locale is not None and locale not in LOCALES:
            problems.append(f'{where}: not a Discord locale')
        if chat_input and not _is_chat_input_name(name):
            problems.append(f'{where}: {name!r} must be 1-32 lowercase characters without spaces')
        if not chat_input and not 1 <= len(name) <= 32:
            problems.append(f'{where}: {len(name)} characters, 1 to 32')
    if chat_input:
        descriptions = {None: item.get('description', ''), **(item.get('description_localizations') or {})}
        for locale, text in descriptions.items():
            where = 'description' if locale is None else f'description_localizations.{locale}'
            if locale is not None and locale not in LOCALES:
                problems.append(f'{where}: not a Discord locale')
            if not 1 <= len(text) <= 100:
                problems.append(f'{where}: {len(text)} characters, 1 to 100')
    problems += _choices_problems(item)
    options = item.get('options') or []
    if len(options) > 25:
        problems.append(f'options: {len(options)}, at most 25')
    plain = [o for o in options if o.get('type') not in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if any(o.get('required') and any(not p.get('required') for p in plain[:k]) for k, o in enumerate(plain)):
        problems.append('options: required options must come before optional ones')
    for k, option in enumerate(options):
        problems += [f'options.{k}.{p}' for p in _item_problems(option, chat_input=True)]
    return problems + _sibling_problems(options, 'options.')


def _is_chat_input_name(name: str) -> bool:
    """Discord's name regex, with every letter that has a lowercase form in it."""
    return 1 <= len(name) <= 32 and name == name.lower() and all(
        c in "-_'" or unicodedata.category(c)[0] in 'LN' or any(a <= ord(c) <= b for a, b in DEVANAGARI_THAI)
        for c in name)


def _choices_problems(option: dict[str, Any]) -> list[str]:
    choices = option.get('choices') or []
    problems = [f'choices: {len(choices)}, at most 25'] if len(choices) > 25 else []
    if choices and option.get('autocomplete'):
        problems.append('autocomplete: not with choices')
    for c, choice in enumerate(choices):
        for locale, name in {None: choice.get('name', ''), **(choice.get('name_localizations') or {})}.items():
            if not 1 <= len(name) <= 100:
                problems.append(f'choices.{c}.name ({locale or "default"}): {len(name)} characters, 1 to 100')
        if isinstance(choice.get('value'), str) and len(choice['value']) > 100:
            problems.append(f'choices.{c}.value: {len(choice["value"])} characters, at most 100')
    return problems


def _characters(item: dict[str, Any]) -> int:
    """The characters Discord counts towards a command's 8,000: of each name and description its
    longest localization (the default included), of each choice its name so and its value, over the
    command, its options at every depth and their choices."""
    def longest(key: str, of: dict[str, Any]) -> int:
        return max(len(text) for text in (of.get(key) or '', *(of.get(f'{key}_localizations') or {}).values()))

    choices = sum(longest('name', c) + len(str(c.get('value', ''))) for c in item.get('choices') or [])
    return (longest('name', item) + longest('description', item) + choices
            + sum(_characters(o) for o in item.get('options') or []))


def _sibling_problems(items: list[dict[str, Any]], where: str) -> list[str]:
    """Two siblings may not share a name in any locale (a locale without its own shows the default)."""
    locales = {locale for item in items for locale in (item.get('name_localizations') or {})}
    problems = []
    for locale in (None, *sorted(locales)):
        names = [(item.get('name_localizations') or {}).get(locale, item.get('name', '')) if locale
                 else item.get('name', '') for item in items]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            problems.append(f'{where}name ({locale or "default"}): {dupes[0]!r} is used twice')
    return problems
