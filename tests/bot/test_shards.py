"""The bot over several shards and processes: MUSES_SHARDS says which shards a process runs; each
process hosts the games of its shards' guilds only (after a re-shard, the process that now owns a
guild picks its games up); processes sharing the bot's token pace their requests to their share
of Discord's global limit, so that together they never run into it."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
from pathlib import Path

import pytest

from bot.core.stored import GameStatus
from bot.hosting.app import build_bot
from bot.hosting.settings import Settings, SettingsError
from bot.hosting.shards import Shards
from bot.offline.autoplay import AutoTable, board_version
from bot.offline.bench import start_bot_process, until_ready
from bot.offline.loopback import MESSAGE, LoopbackDiscord
from bot.play.timers import Timing
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import Game, default_muse_table
from engine.players import random_action
from support.loopback import MACHINE_SPEED, UNTIMED

NORTH, SOUTH = ("nia", "noor"), ("sol", "sam")
"""The players of a guild on shard 0 of 2 and of one on shard 1."""


def world(loopback: LoopbackDiscord) -> None:
    """A guild on each shard of 2, each with a channel for a game and its two players."""
    loopback.add_guild("North", NORTH, ("north-hall",), shard=(0, 2))
    loopback.add_guild("South", SOUTH, ("south-hall",), shard=(1, 2))


def test_muses_shards_names_the_shards_of_this_process(monkeypatch):
    monkeypatch.setattr(os, "environ", {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD", "MUSES"))})
    assert Settings.from_env(None).shards is None
    monkeypatch.setenv("MUSES_SHARDS", "1, 0/4")
    assert Settings.from_env(None).shards == Shards((0, 1), 4)
    for bad in ("0,1", "4/4", "0,0/2", "a/2", "0/0", "-1/2", "0;1/2"):
        monkeypatch.setenv("MUSES_SHARDS", bad)
        with pytest.raises(SettingsError) as refused:
            Settings.from_env(None)
        message = str(refused.value)
        assert "MUSES_SHARDS" in message and "0,1/4" in message and repr(bad) in message and "\n" not in message


def test_a_process_owns_the_guilds_of_its_shards_and_their_share_of_the_requests():
    guild = (1234567 << 22) | 99  # (guild_id >> 22) % 4 == 3
    assert [Shards((k,), 4).owns(guild) for k in range(4)] == [False, False, False, True]
    assert Shards((0, 3), 4).owns(guild) and Shards((0,), 1).owns(guild)
    assert Shards((0,), 2).share((45, 1.0)) == (22, 1.0)
    assert sum(Shards((k,), 4).share((45, 1.0))[0] for k in range(4)) == 44  # together within the 45
    assert Shards((0, 1, 2, 3), 4).share((45, 1.0)) == (45, 1.0)
    assert Shards((0,), 100).share((45, 1.0)) == (1, 1.0)


def status(db_path: Path, game: int) -> GameStatus:
    with sqlite3.connect(db_path) as db:
        return GameStatus(db.execute("SELECT status FROM games WHERE id = ?", (game,)).fetchone()[0])


def sharded_bot(tmp_path: Path, shards: Shards | None):
    settings = Settings(token=None, db=str(tmp_path / "muses.sqlite3"), muse_table=default_muse_table(),
                        shards=shards)
    return build_bot(settings, rng=lambda game: random.Random(f"1:{game}"), guild_ready_timeout=0.05,
                     timing=Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0)),
                     ai_processes=0, server_defaults=UNTIMED)


async def test_after_a_reshard_each_bot_hosts_the_games_of_its_guilds_only(loopback, tmp_path):
    world(loopback)
    async with loopback.running(sharded_bot(tmp_path, None)) as whole:  # one process, all shards
        assert whole.shard_count == 1
        lobbies = {}
        for users, channel in ((NORTH, "north-hall"), (SOUTH, "south-hall")):
            lobby = await (await loopback.slash("muses new", {"players": 2}, user=users[0],
                                                channel=channel)).response()
            lobbies[channel] = lobby
        games = {channel: session.id for channel in lobbies
                 for session in [whole.games.in_channel(loopback.channel(channel).id)]}
    north, south = sharded_bot(tmp_path, Shards((0,), 2)), sharded_bot(tmp_path, Shards((1,), 2))
    async with loopback.running(north), loopback.running(south):
        assert set(north.games.by_id) == {games["north-hall"]} and set(south.games.by_id) == {games["south-hall"]}
        for users, channel in ((NORTH, "north-hall"), (SOUTH, "south-hall")):
            joined = await (await loopback.click(lobbies[channel], label="Join", user=users[1])).response()
            assert f"<@{loopback.member(users[1]).id}>" in joined.content
        await loopback.delete_channel("north-hall")  # only the bot of the north's shard hears of it
        for _ in range(100):
            if status(tmp_path / "muses.sqlite3", games["north-hall"]) is GameStatus.ABANDONED:
                break
            await asyncio.sleep(0.05)
        assert [status(tmp_path / "muses.sqlite3", games[c]) for c in ("north-hall", "south-hall")] \
            == [GameStatus.ABANDONED, GameStatus.LOBBY]


# --- two bot processes on one database --------------------------------------------------------


REAL_REQUESTS = Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(45, 1.0))
"""The bot's timing at the loopback's machine speed in a channel, with its real pacing of all its
requests (45 a second, its share of it per process)."""
DISCORD_GLOBAL = dict(MACHINE_SPEED, global_rate=(50, 1.0))
"""The loopback at machine speed in a channel, with Discord's global limit of 50 requests a second."""


async def stored(database: str, game: int) -> tuple[int, GameStatus, Game | None]:
    """A game's stored version, status and state (its record replayed), read as another process would."""
    store = GameStore(await open_db(database))
    try:
        found = await store.get(game)
    finally:
        await store.close()
    return found.version, found.status, found.game


class Processes:
    """A bot process per shard of 2, on one database (a SQLite file's path or a PostgreSQL URL), each telling
    `reporter` its commits and pictures (`support.privacy.Journal`)."""

    def __init__(self, loopback: LoopbackDiscord, db_path: Path | str, timing: Timing, reporter):
        self.loopback, self.db_path, self.timing, self.reporter = loopback, db_path, timing, reporter
        self.bots = {k: start_bot_process(loopback, db_path, processes=0, timing=timing, shards=Shards((k,), 2),
                                          server_defaults=UNTIMED, reporter=reporter) for k in (0, 1)}

    async def ready(self) -> None:
        for k, bot in self.bots.items():
            await until_ready(self.loopback, bot, shards=Shards((k,), 2))

    async def kill(self, k: int) -> None:
        """SIGKILL the process of shard k; until the loopback saw its connection go."""
        self.bots[k].kill()
        await asyncio.to_thread(self.bots[k].join, 10)
        while self.loopback.gateway.session(k) is not None:
            await asyncio.sleep(0.02)

    async def restart(self, k: int) -> None:
        self.bots[k] = start_bot_process(self.loopback, self.db_path, processes=0, timing=self.timing,
                                         shards=Shards((k,), 2), server_defaults=UNTIMED, reporter=self.reporter)
        await until_ready(self.loopback, self.bots[k], shards=Shards((k,), 2))

    def stop(self) -> None:
        for bot in self.bots.values():
            bot.kill()
            bot.join(10)


async def finished(database: str, table: AutoTable) -> None:
    """The stored game is over and its record replays to a result."""
    _, status, game = await stored(database, table.game)
    assert status is GameStatus.FINISHED
    assert game.is_over and game.result() is not None


@pytest.mark.slow(seconds=18)
async def test_two_processes_play_their_guilds_games_and_one_killed_mid_turn_loses_nothing(database, privacy,
                                                                                            tmp_path):
    """On one SQLite file, and on one PostgreSQL database."""
    db_path = database
    async with LoopbackDiscord(**DISCORD_GLOBAL) as loopback:
        world(loopback)
        run = Processes(loopback, db_path, REAL_REQUESTS, privacy.journal(tmp_path / "privacy.journal"))
        try:
            await run.ready()
            north = AutoTable(loopback, "north-hall", list(NORTH), random.Random(21), slash_share=0.0, click_gap=0.05)
            south = AutoTable(loopback, "south-hall", list(SOUTH), random.Random(22), slash_share=0.3, click_gap=0.05)
            await asyncio.gather(north.open(2), south.open(2))
            for _ in range(3):
                await asyncio.gather(north.play_turn(), south.play_turn())
            # A turn under way in the north: Confirm is acknowledged, its commit and board may or may not be done.
            before = board_version(north.board, north.game)
            user = north.to_move()
            view = await north.my_view(user)
            _, edited = await north._by_panel(user, view, random_action(view, north.rng))
            edited.close()
            await run.kill(0)
            for _ in range(3):  # the south plays on meanwhile
                await south.play_turn()
            await run.restart(0)
            version, status, _ = await stored(db_path, north.game)
            assert status is GameStatus.ACTIVE and version in (before, before + 1)
            channel = loopback.channel("north-hall").id
            boards = [r for r in loopback.records if r.kind == MESSAGE and r.channel_id == channel
                      and board_version(r, north.game) == version]
            north.board = boards[-1] if boards else await north.next_board(version - 1)
            await asyncio.gather(north.play_game(), south.play_game())
            await finished(db_path, north)
            await finished(db_path, south)
        finally:
            run.stop()
        assert loopback.unknown_routes == [] and loopback.internal_errors == [] and loopback.refused_bodies == []
        assert not loopback.rate_limited, f"the bots were answered 429: {loopback.rate_limited}"
    assert privacy.check(loopback).leaks == []


@pytest.mark.slow
async def test_two_processes_together_keep_within_the_global_limit(privacy, tmp_path):
    """Discord's global limit and the bot's pacing scaled down (10 and 9 requests a second) so that
    a few games ask for more than the limit: each process takes half the budget (4 a second), and
    together they stay within it; were each to take all of it, the loopback would answer 429."""
    async with LoopbackDiscord(**dict(MACHINE_SPEED, global_rate=(10, 1.0))) as loopback:
        world(loopback)
        run = Processes(loopback, tmp_path / "paced.sqlite3",
                        Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(9, 1.0)),
                        privacy.journal(tmp_path / "privacy.journal"))
        try:
            await run.ready()
            north = AutoTable(loopback, "north-hall", list(NORTH), random.Random(31), slash_share=0.0)
            south = AutoTable(loopback, "south-hall", list(SOUTH), random.Random(32), slash_share=0.0)
            await asyncio.gather(north.open(2), south.open(2))
            for _ in range(4):
                await asyncio.gather(north.play_turn(), south.play_turn())
        finally:
            run.stop()
        assert loopback.unknown_routes == [] and loopback.internal_errors == []
        assert not loopback.rate_limited, f"the bots were answered 429: {loopback.rate_limited}"
    assert privacy.check(loopback).leaks == []
