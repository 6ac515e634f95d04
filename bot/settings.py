"""The bot's settings, read from the environment and `.env` (see `.env.example`)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from engine import MuseTable, default_muse_table


class SettingsError(ValueError):
    """A setting is missing or unusable; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str | None
    db_path: Path
    muse_table: MuseTable
    render_processes: int = 1
    """Processes that draw the public pictures beside the bot (0: threads of the bot's own)."""

    @classmethod
    def from_env(cls, env_file: str | Path | None = ".env") -> "Settings":
        """Settings from the process environment, after loading `env_file` if it exists."""
        if env_file is not None:
            load_dotenv(env_file)
        tiles_path = os.environ.get("MUSES_TILES", "").strip()
        processes = os.environ.get("MUSES_RENDER_PROCESSES", "").strip() or "1"
        if not processes.isdigit():
            raise SettingsError(f"MUSES_RENDER_PROCESSES must be a whole number (0 or more), not {processes!r}")
        return cls(token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
                   db_path=Path(os.environ.get("MUSES_DB", "").strip() or "muses.sqlite3"),
                   muse_table=MuseTable.load(tiles_path) if tiles_path else default_muse_table(),
                   render_processes=int(processes))

    def require_token(self) -> str:
        if not self.token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: copy .env.example to .env and paste the bot token from the "
                "Discord developer portal (or try `python -m bot --demo DIR`, which needs no token)")
        return self.token
