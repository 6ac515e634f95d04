"""The bot's settings, read from the environment and `.env` (see `.env.example`)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from engine import MuseTable, default_muse_table

from .shards import Shards


class SettingsError(ValueError):
    """A setting is missing or unusable; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    token: str | None
    db: str
    """Where the games are kept: a SQLite file's path, or a `postgresql://` URL (MUSES_DB)."""
    muse_table: MuseTable
    render_processes: int = 1
    """Processes that draw the public pictures beside the bot (0: threads of the bot's own)."""
    ai_processes: int = 1
    """Processes where the AI players think beside the bot (0: a thread of the bot's own)."""
    shards: Shards | None = None
    """The shards this process runs (None: all of them, as many as Discord recommends)."""
    patience: float = 300.0
    """Seconds an unreachable Discord is tried again at start before the bot gives up (MUSES_PATIENCE)."""
    web: tuple[str, int] | None = None
    """Where the web table listens (MUSES_WEB=host:port; None: no web table)."""
    web_url: str | None = None
    """The web table's public base URL (MUSES_WEB_URL; None: http://host:port/ as it binds)."""
    client_id: str | None = None
    """The Discord application's id, for the web table's sign-in (DISCORD_CLIENT_ID)."""
    client_secret: str | None = None
    """Its OAuth2 secret (DISCORD_CLIENT_SECRET)."""
    web_proxy_key: str | None = None
    """The application's public key (MUSES_WEB_PROXY_KEY, hex): the web table then takes only what
    Discord's proxy signed, as an Activity's requests are (bot/web/proxy.py)."""

    @classmethod
    def from_env(cls, env_file: str | Path | None = ".env") -> Settings:
        """Settings from the process environment, after loading `env_file` if it exists."""
        if env_file is not None:
            load_dotenv(env_file)
        tiles_path = os.environ.get("MUSES_TILES", "").strip()
        secret = os.environ.get("DISCORD_CLIENT_SECRET", "").strip() or None
        web = _web()
        if web is not None and secret is None:
            raise SettingsError("MUSES_WEB is set but DISCORD_CLIENT_SECRET is not: the web table signs people in "
                                "with Discord; copy the client secret from the developer portal (OAuth2)")
        return cls(token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
                   db=os.environ.get("MUSES_DB", "").strip() or "muses.sqlite3",
                   muse_table=MuseTable.load(tiles_path) if tiles_path else default_muse_table(),
                   render_processes=_count("MUSES_RENDER_PROCESSES"), ai_processes=_count("MUSES_AI_PROCESSES"),
                   shards=_shards(), patience=_seconds("MUSES_PATIENCE", cls.patience), web=web,
                   web_url=_web_url(), client_id=os.environ.get("DISCORD_CLIENT_ID", "").strip() or None,
                   client_secret=secret, web_proxy_key=_proxy_key())

    def require_token(self) -> str:
        if not self.token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: copy .env.example to .env and paste the bot token from the "
                "Discord developer portal (or try `python -m bot demo DIR`, which needs no token)")
        return self.token


def _web() -> tuple[str, int] | None:
    """MUSES_WEB, `host:port` (unset: no web table)."""
    value = os.environ.get("MUSES_WEB", "").strip()
    if not value:
        return None
    host, _, port = value.rpartition(":")
    if not host or not port.isdigit() or not 0 <= int(port) < 65536:
        raise SettingsError(f"MUSES_WEB must be host:port (say 127.0.0.1:8080), not {value!r}")
    return host.strip("[]"), int(port)


def _web_url() -> str | None:
    """MUSES_WEB_URL, the table's public address, with its final slash."""
    value = os.environ.get("MUSES_WEB_URL", "").strip()
    if not value:
        return None
    if not value.startswith(("http://", "https://")):
        raise SettingsError(f"MUSES_WEB_URL must be an http:// or https:// address, not {value!r}")
    return value if value.endswith("/") else value + "/"


def _proxy_key() -> str | None:
    """MUSES_WEB_PROXY_KEY, the application's Ed25519 public key as the developer portal shows it."""
    value = os.environ.get("MUSES_WEB_PROXY_KEY", "").strip()
    if value and not re.fullmatch(r"[0-9a-fA-F]{64}", value):
        raise SettingsError("MUSES_WEB_PROXY_KEY must be the application's public key (64 hex digits, "
                            "General Information in the developer portal)")
    return value or None


def _shards() -> Shards | None:
    value = os.environ.get("MUSES_SHARDS", "").strip()
    try:
        return Shards.parse(value) if value else None
    except ValueError as e:
        raise SettingsError(str(e)) from None


def _seconds(name: str, default: float) -> float:
    """A number of seconds from the environment (`default` if unset)."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0  # refused below
    if not 0 <= seconds < float("inf"):
        raise SettingsError(f"{name} must be a number of seconds (0 or more), not {value!r}")
    return seconds


def _count(name: str) -> int:
    """A number of processes from the environment (default 1)."""
    value = os.environ.get(name, "").strip() or "1"
    if not value.isdigit():
        raise SettingsError(f"{name} must be a whole number (0 or more), not {value!r}")
    return int(value)
