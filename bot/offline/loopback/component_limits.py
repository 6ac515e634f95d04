"""Discord's rules for a message's components (action rows, buttons, select menus), from its
components reference: what the loopback refuses in them with 400, code 50035."""

from __future__ import annotations

from typing import Any

ACTION_ROW, BUTTON = 1, 2
STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT = 3, 5, 6, 7, 8
SELECTS = (STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT)
LINK_STYLE, PREMIUM_STYLE = 5, 6
MAX_VALUES = 25
"""The most a select menu's ``min_values`` and ``max_values`` may be."""


def components_problems(rows: list[dict[str, Any]]) -> list[str]:
    """What Discord would refuse in a message's ``components``: 5 rows of 1 to 5 items, a select
    alone in its row, custom ids unique in the message, and each item's own rules."""
    problems = [f'components: {len(rows)} rows, at most 5'] if len(rows) > 5 else []
    ids: list[str] = []
    for r, row in enumerate(rows):
        items = row.get('components') or []
        where = f'components.{r}'
        if row.get('type') != ACTION_ROW or not 1 <= len(items) <= 5:
            problems.append(f'{where}: an action row holds 1 to 5 components')
        if any(c.get('type') in SELECTS for c in items) and len(items) > 1:
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
        problems += _button_problems(item)
    elif item.get('type') in SELECTS:
        problems += _select_problems(item)
    return problems


def _button_problems(button: dict[str, Any]) -> list[str]:
    """A link button has a url and no custom id, a premium one only a SKU, any other a custom id
    and no url; all but premium ones show a label or an emoji."""
    problems = []
    if len(button.get('label') or '') > 80:
        problems.append('label: at most 80 characters')
    if len(button.get('url') or '') > 512:
        problems.append('url: at most 512 characters')
    style = button.get('style')
    if style == PREMIUM_STYLE:
        if not button.get('sku_id') or any(button.get(k) for k in ('custom_id', 'label', 'url', 'emoji')):
            problems.append('sku_id: a premium button has a sku_id and no custom_id, label, url or emoji')
        return problems
    if not button.get('label') and not button.get('emoji'):
        problems.append('label: a button needs a label or an emoji')
    if style == LINK_STYLE and (not button.get('url') or button.get('custom_id') is not None):
        problems.append('url: a link button has a url and no custom_id')
    if style != LINK_STYLE and (button.get('custom_id') is None or button.get('url') or button.get('sku_id')):
        problems.append('custom_id: a button other than a link has a custom_id and no url or sku_id')
    return problems


def _select_problems(select: dict[str, Any]) -> list[str]:
    """Its custom id, 0 <= min_values <= max_values <= 25 (both 1 when left out), a string select's
    1 to 25 options with at least max_values of them, other selects' default values as many as
    may be chosen."""
    problems = [] if select.get('custom_id') is not None else ['custom_id: required']
    if len(select.get('placeholder') or '') > 150:
        problems.append('placeholder: at most 150 characters')
    low, high = select.get('min_values', 1), select.get('max_values', 1)
    if not 0 <= low <= MAX_VALUES:
        problems.append(f'min_values: {low}, 0 to {MAX_VALUES}')
    if not 1 <= high <= MAX_VALUES:
        problems.append(f'max_values: {high}, 1 to {MAX_VALUES}')
    if low > high:
        problems.append(f'min_values: {low}, more than max_values {high}')
    if select.get('type') != STRING_SELECT:
        defaults = select.get('default_values') or []
        if not low <= len(defaults) <= high and defaults:
            problems.append(f'default_values: {len(defaults)}, {low} to {high}')
        return problems
    options = select.get('options') or []
    if not 1 <= len(options) <= 25:
        problems.append(f'options: {len(options)}, 1 to 25')
    if high > len(options):
        problems.append(f'max_values: {high}, more than the {len(options)} options')
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
