"""The board as a Discord Activity (docs/activity.md): what the bot found of the Activity at start,
and whom it told why a launch fell back. (The launches remembered: bot/storage/launches.py.)"""

from __future__ import annotations

from dataclasses import dataclass, field


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
