"""A server's settings (`/muses-admin settings`, `/muses-admin language`): each stored as text
in `guild_settings`, read back with its default when unset or unreadable, and checked when a
moderator types it."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from engine import Refusal
from engine.language import N_, codes

from ..core.stored import AI_LEVELS


@dataclass(frozen=True)
class ServerSettings:
    """What a server chose; the defaults are the bot's behaviour without settings."""

    timeout: float = 10.0
    """Default minutes per turn for `/muses new` (0: no limit): a player who walked away holds the
    table that long, reminded at half of it, before the AI plays their turn."""
    hints: bool = True
    """Players may ask the AI for hints."""
    ai: bool = True
    """Hosts may seat AI players."""
    ai_level: str = "hard"
    """The highest level an AI player may have."""
    channels: tuple[int, ...] = ()
    """Where games may be opened (threads of these channels included); none: anywhere."""
    role: int | None = None
    """The role a member needs to open a game; None: anyone."""
    lobby_hours: float = 24.0
    """Hours after which a lobby not started closes itself."""
    idle_days: float = 7.0
    """Days without an accepted action after which a game ends as abandoned."""
    lobbies: int = 10
    """How many lobbies may be open at once on the server (a member may have one)."""
    threads: bool = True
    """Each game started in a channel plays in a thread of its own (started from its lobby message)."""
    cooldown: float = 10.0
    """Seconds a member waits before asking again for the same expensive answer (a hint, a
    picture on demand, a record's file): one member cannot take the workers that live games
    need. 0: no wait."""
    language: str | None = None
    """The language code of new games' public messages (`/muses-admin language`); None: the
    server's preferred locale."""

    @classmethod
    def from_stored(cls, stored: dict[str, str], defaults: ServerSettings | None = None) -> ServerSettings:
        """The settings a server stored (others, and values no longer readable, at `defaults`: the
        bot's, unless said)."""
        settings = defaults or cls()
        for name, text in stored.items():
            if name in NAMES:
                try:
                    settings = replace(settings, **{name: parse(name, text)})
                except Refusal:
                    pass
        return settings

    def allows_level(self, level: str) -> bool:
        return self.ai and AI_LEVELS.index(level) <= AI_LEVELS.index(self.ai_level)


LONGEST_COOLDOWN = 3600
"""Seconds: the longest cooldown a server may set."""
DEFAULTS = ServerSettings()
"""The bot's behaviour without settings."""
NAMES = tuple(f.name for f in fields(ServerSettings))
MENTION = re.compile(r"<[#@]&?(\d+)>|(\d+)")
SNOWFLAKE_DIGITS = 20
"""A Discord id has at most 20 digits (64 bits)."""


def parse(name: str, text: str):
    """The value of setting `name` written as `text` (as stored, or as typed); Refusal with
    one sentence for a value it cannot take."""
    text = text.strip()
    if name in ("hints", "ai", "threads"):
        if text.lower() not in ("on", "off", "true", "false"):
            raise Refusal(N_("{name} is on or off"), name=name)
        return text.lower() in ("on", "true")
    if name == "ai_level":
        if text not in AI_LEVELS:
            raise Refusal(N_("The highest AI level is one of {levels}"), levels=", ".join(AI_LEVELS))
        return text
    if name == "language":
        if text not in codes():
            raise Refusal(N_("The language is one of {codes}"), codes=", ".join(codes()))
        return text
    if name == "channels":
        if text.lower() in ("", "any"):
            return ()
        ids = [m.group(1) or m.group(2) for m in MENTION.finditer(text)]
        if not ids or MENTION.sub("", text).replace(",", " ").strip() or max(map(len, ids)) > SNOWFLAKE_DIGITS:
            raise Refusal(N_("List channels as #mentions (or channel ids), or write `any`"))
        return tuple(dict.fromkeys(int(i) for i in ids))
    if name == "role":
        return int(text) if text.isdigit() else None
    try:
        number = float(text)
    except ValueError:
        raise Refusal(N_("{name} is a number"), name=name) from None
    bounds = {"timeout": (0, 10080, N_("The default turn timeout is 0 (no limit) or 1 to 10080 minutes")),
              "lobby_hours": (1, 720, N_("A lobby may wait 1 to 720 hours before it closes itself")),
              "idle_days": (1, 365, N_("A game may stay without a move for 1 to 365 days before it is abandoned")),
              "lobbies": (1, 1000, N_("A server may have 1 to 1000 lobbies open at once")),
              "cooldown": (0, LONGEST_COOLDOWN, N_("A member waits 0 (no wait) to 3600 seconds before asking "
                                                   "again for the same hint, picture or file"))}
    low, high, sentence = bounds[name]
    if (not (low <= number <= high) or (name == "timeout" and 0 < number < 1)
            or (name == "lobbies" and not number.is_integer())):
        raise Refusal(sentence)
    return int(number) if name == "lobbies" else number


def stored_text(value) -> str:
    """A setting's value as stored."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, tuple):
        return " ".join(map(str, value)) or "any"
    return "" if value is None else f"{value:g}" if isinstance(value, float) else str(value)
