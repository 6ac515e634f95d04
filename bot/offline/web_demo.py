"""`python -m bot demo DIR --web [--port P]`: a game a person plays in a real browser. It starts
the loopback Discord, the bot with its web table on 127.0.0.1:P and a game of the person against
AI seats, then prints the table's address: the person signs in there as a member of the loopback
(its authorize page lists them) and plays; the chat side goes on in the loopback as ever. The
database is DIR/muses.sqlite3; the demo runs until it is interrupted (Ctrl-C)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from pathlib import Path

from engine import default_muse_table

from ..hosting.app import build_bot
from ..hosting.settings import Settings
from ..play.timers import Timing
from .autoplay import AutoTable
from .loopback import LoopbackDiscord

PERSON = "alice"
CLIENT_SECRET = "loopback-client-secret"
"""The loopback application's secret, which its OAuth2 token endpoint checks."""


async def run_web_demo(out: Path, port: int = 8080, players: int = 3, seed: int = 1, hands: int = 1,
                       level: str = "normal", locale: str = "en-US", interventions: str | None = None,
                       ready: Callable[[str], None] = print, stop: asyncio.Event | None = None) -> None:
    """Open a game of the person and `players - 1` AI seats of `level` (with the intervention tiles
    `interventions` names, as `/muses new` takes them), hand `ready` the table's address of it,
    and serve until `stop` is set (or forever)."""
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings(token=None, db=str(out / "muses.sqlite3"), muse_table=default_muse_table(),
                        web=("127.0.0.1", port), client_secret=CLIENT_SECRET)
    async with LoopbackDiscord(channel_messages=(50, 1.0), global_rate=(500, 1.0)) as loopback:
        loopback.guild.locale = locale
        for member in loopback.guild.members:
            member.user.locale = locale
        bot = build_bot(settings, rng=lambda game: random.Random(f"{seed}:{game}"), guild_ready_timeout=0.05,
                        timing=Timing(pace=0.8, channel_posts=(50, 1.0), requests=(500, 1.0)))
        async with loopback.running(bot):
            assert bot.web is not None, "the web table is on"
            loopback.oauth.redirect_uris.add(bot.web.redirect_uri)
            table = AutoTable(loopback, "games", [PERSON], random.Random(seed), level=level, locale=locale)
            await table.open(players, ai=players - 1, hands=hands, level=level,
                             **({"interventions": interventions} if interventions else {}))
            assert table.game is not None, "the game is open"
            ready(f"The table of game {table.game}: {bot.web.table_of(table.game)}\n"
                  f"Sign in there as {PERSON} (the loopback Discord's authorize page lists its members); "
                  f"the AI seats play the others. Ctrl-C stops the demo.")
            await (stop or asyncio.Event()).wait()
