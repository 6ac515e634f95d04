"""Fixtures for the bot's end-to-end tests: a loopback Discord and bots on a temporary database."""

from __future__ import annotations

import random

import pytest
from bot.offline.loopback import LoopbackDiscord

from bot.app import build_bot
from bot.timers import Timing
from bot.settings import Settings
from engine import default_muse_table


@pytest.fixture
async def loopback():
    async with LoopbackDiscord() as server:
        yield server
        assert server.unknown_routes == []
        assert server.internal_errors == []
        assert server.refused_bodies == []


@pytest.fixture
def make_bot(tmp_path):
    """A bot on this test's database; every call is a fresh instance (a restart). A minute
    of turn time lasts a second, and automated moves follow each other after 0.2 s."""

    def make(seed: int = 1, **options):
        settings = Settings(token=None, db_path=tmp_path / "muses.sqlite3", muse_table=default_muse_table())
        return build_bot(settings, rng=lambda game: random.Random(f"{seed}:{game}"), guild_ready_timeout=0.05,
                         timing=Timing(minute=1.0, pace=0.2),
                         **options)

    return make
