"""The references a sentence of the bot holds, as values inside its text: a member, a channel,
a moment and a name someone chose. The core writes them as marks, and each edge puts them into
its own words when it sends (the Discord edge: `bot.edge.markup`), so that the core speaks no
Discord: no mention, no `<t:…>` timestamp, no channel link, no markdown escaping.

A mark is `OPEN kind payload CLOSE`, two characters of Unicode's private use area around it;
a name loses those two characters (nobody sees them) so that no name can open or close a mark.
Text stored before marks existed holds none, and reads as it did."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

OPEN, CLOSE = "\ue000", "\ue001"
MEMBER, ROLE, CHANNEL, LINK, TIME, NAME = "@", "&", "#", "l", "t", "n"
PATTERN = re.compile(f"{OPEN}([{MEMBER}{ROLE}{CHANNEL}{LINK}{TIME}{NAME}])([^{OPEN}{CLOSE}]*){CLOSE}")


def member(user: int) -> str:
    """A member, as the edge names them (Discord: a mention)."""
    return f"{OPEN}{MEMBER}{int(user)}{CLOSE}"


def role(role_id: int) -> str:
    """A role of the server, as the edge names it."""
    return f"{OPEN}{ROLE}{int(role_id)}{CLOSE}"


def channel(channel_id: int) -> str:
    """A channel or thread, as the edge names it (Discord: a channel mention)."""
    return f"{OPEN}{CHANNEL}{int(channel_id)}{CLOSE}"


def link(guild: int, channel_id: int) -> str:
    """The address of a channel or thread, for a reader outside it (a DM)."""
    return f"{OPEN}{LINK}{int(guild)}/{int(channel_id)}{CLOSE}"


def time(at: float, style: str = "t") -> str:
    """A moment (Unix time), shown as the reader's clock shows it: `t` its time, `d` its date."""
    return f"{OPEN}{TIME}{int(at)}:{style}{CLOSE}"


def name(text: str) -> str:
    """A name someone chose (a player's, a server's), shown as written: the edge keeps it from
    being read as markup."""
    return f"{OPEN}{NAME}{text.replace(OPEN, '').replace(CLOSE, '')}{CLOSE}"


Words = Callable[[str, str], str]
"""How an edge says one mark: from its kind and payload, the text it shows."""


def spoken_with(text: str, words: Words) -> str:
    """`text` with each mark said by `words`."""
    return PATTERN.sub(lambda m: words(m.group(1), m.group(2)), text) if OPEN in text else text


def longest(text: str) -> int:
    """The most characters `text` takes once an edge says its marks: a name one more for each sign
    in it (Discord's escaping puts a backslash before a sign), any other mark its payload and 4."""
    return len(spoken_with(text, lambda kind, payload: payload + "-" * (
        sum(not (c.isalnum() or c.isspace()) for c in payload) if kind == NAME else 4)))


def plain(text: str) -> str:
    """`text` as plain words: names as written; members, channels and moments by their numbers
    (for logs and tests; an edge says them its own way)."""
    return spoken_with(text, lambda kind, payload: payload)


def names(text: str) -> Iterator[str]:
    """The names marked in `text`."""
    return (m.group(2) for m in PATTERN.finditer(text) if m.group(1) == NAME)
