"""The core's marks (`bot.core.marks`) as Discord shows them, applied when a text is sent: in a
message, members as mentions, channels as channel mentions, moments as `<t:…>` timestamps and
names escaped, as Discord reads markdown there; where Discord shows text plainly (menus,
autocomplete, thread names), names as written."""

from __future__ import annotations

from typing import overload

from discord.utils import escape_markdown

from ..core import marks
from ..core.texts import shortened

MENU = 100
"""The most characters of a select's option label or description, an autocomplete choice and a
thread's name (Discord's limit)."""


def _in_message(kind: str, payload: str) -> str:
    if kind == marks.MEMBER:
        return f"<@{payload}>"
    if kind == marks.ROLE:
        return f"<@&{payload}>"
    if kind == marks.CHANNEL:
        return f"<#{payload}>"
    if kind == marks.LINK:
        return f"https://discord.com/channels/{payload}"
    if kind == marks.TIME:
        return f"<t:{payload}>"
    return escape_markdown(payload)


def _in_menu(kind: str, payload: str) -> str:
    return payload if kind == marks.NAME else _in_message(kind, payload)


@overload
def in_message(text: str) -> str: ...
@overload
def in_message(text: None) -> None: ...
def in_message(text: str | None) -> str | None:
    """A text as a message's content or an embed's shows it (markdown read)."""
    return None if text is None else _unmarked(marks.spoken_with(text, _in_message))


def in_menu(text: str, limit: int = MENU) -> str:
    """A text where Discord shows it plainly (a select's option, an autocomplete choice, a thread's
    name): names as written, cut to `limit` between words."""
    return shortened(_unmarked(marks.spoken_with(text, _in_menu)), limit)


def _unmarked(text: str) -> str:
    """Without what is left of a mark a cut went through."""
    return text.replace(marks.OPEN, "").replace(marks.CLOSE, "") if marks.OPEN in text or marks.CLOSE in text \
        else text
