"""Point discord.py's REST base URL and default gateway at the loopback, and restore them."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route


@contextlib.contextmanager
def discord_py_pointed_at(api_base: str, gateway: yarl.URL) -> Iterator[None]:
    """``Route.BASE`` covers every REST call, the webhook adapter's too (interaction callbacks,
    followups); ``DEFAULT_GATEWAY`` is where ``Client.connect`` goes without asking the API."""
    saved = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = api_base, gateway
    try:
        yield
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = saved
