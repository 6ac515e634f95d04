"""The board as a Discord Activity, in values both edges share (docs/activity.md): what the bot
found of the Activity at start, and the game each user last opened the board of, per channel
(Discord's launch carries no game, and an instance belongs to a channel, not to a game)."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

LAUNCHES = 10_000
"""Launches remembered at most; the oldest are forgotten first."""


class Launches:
    """Per user and channel (the Activity's location: a thread's parent), the game of their last
    "Open the board"; in the bot's memory, for the page the Activity opens next."""

    def __init__(self, capacity: int = LAUNCHES) -> None:
        self.capacity = capacity
        self._games: OrderedDict[tuple[int, int], int] = OrderedDict()

    def remember(self, user: int, channel: int, game: int) -> None:
        self._games[user, channel] = game
        self._games.move_to_end((user, channel))
        while len(self._games) > self.capacity:
            self._games.popitem(last=False)

    def forget(self, user: int) -> None:
        """`user` asked to be forgotten (`/muses forget-me`)."""
        for key in [k for k in self._games if k[0] == user]:
            del self._games[key]

    def last(self, user: int, channel: int) -> int | None:
        """The game `user` last opened from `channel`, if the bot remembers one."""
        return self._games.get((user, channel))


@dataclass
class ActivitySetup:
    """What the bot found at start about its Activity, and whom it told why a launch fell back."""

    enabled: bool
    """The application has Activities (its `EMBEDDED` flag): boards launch the Activity."""
    web_url: str | None
    """The web table's public address (MUSES_WEB_URL), the fallback's link."""
    missing: tuple[str, ...] = ()
    told: set[tuple[int, str]] = field(default_factory=set)

    def report(self) -> str:
        """One line for the start-up log."""
        if not self.missing:
            return "Activity: ready (Entry Point command, redirect URI, MUSES_WEB_URL)"
        return f"Activity: not set up ({', '.join(self.missing)}); the game plays on in chat"
