"""A real crash: the bot's process is killed (SIGKILL) while a turn is under way, then
started again on the same database. Whether or not the turn was stored, nothing is lost:
the game goes on from the newest board to its result, and its record replays."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path

from bot.offline.autoplay import Table, board_version
from bot.model import GameStatus
from bot.offline.bench import start_bot_process, until_ready
from bot.offline.loopback import MESSAGE, LoopbackDiscord
from engine import game_from_record
from engine.players import random_action


def stored(db_path, game: int) -> tuple[int, str, dict]:
    with sqlite3.connect(db_path) as db:
        version, status, record = db.execute("SELECT version, status, record FROM games WHERE id = ?",
                                             (game,)).fetchone()
    return version, status, json.loads(record)


async def killed(loopback: LoopbackDiscord, bot) -> None:
    bot.kill()
    bot.join(10)
    while loopback.gateway.ready.is_set():  # until the loopback saw the socket close
        await asyncio.sleep(0.02)


async def test_a_crash_mid_turn_loses_nothing(tmp_path):
    db_path = tmp_path / "crash.sqlite3"
    async with LoopbackDiscord() as loopback:
        channel = loopback.channel("games").id
        bot = start_bot_process(loopback, db_path, processes=0)
        try:
            await until_ready(loopback, bot)
            table = Table(loopback, "games", ["alice", "bob"], random.Random(3),
                          slash_share=0.0, click_gap=0.05)
            await table.open(2)
            for _ in range(4):
                await table.play_turn()
            # A turn under way: Confirm is acknowledged, its commit and board may or may not be done.
            before = board_version(table.board, table.game)
            user = table.to_move()
            view = await table.my_view(user)
            _, edited = await table._by_panel(user, view, random_action(view, table.rng))
            edited.close()
            await killed(loopback, bot)

            bot = start_bot_process(loopback, db_path, processes=0)
            await until_ready(loopback, bot)
            version, status, _ = stored(db_path, table.game)
            assert GameStatus(status) is GameStatus.ACTIVE and version in (before, before + 1)
            boards = [r for r in loopback.records if r.kind == MESSAGE and r.channel_id == channel
                      and board_version(r, table.game) == version]
            table.board = boards[-1] if boards else await table.next_board(version - 1)
            await table.play_game()
            version, status, record = stored(db_path, table.game)
            assert GameStatus(status) is GameStatus.FINISHED
            game = game_from_record(record)
            assert game.is_over and game.result() is not None
        finally:
            bot.kill()
            bot.join(10)
        assert loopback.unknown_routes == [] and loopback.internal_errors == [] and loopback.refused_bodies == []


def _stat(pid: int) -> tuple[str, int] | None:
    """A process's state and parent, or None if it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], int(fields[1])


def alive(pids: set[int]) -> set[int]:
    return {p for p in pids if (stat := _stat(p)) is not None and stat[0] != "Z"}


def descendants(pid: int) -> set[int]:
    """Every living process below `pid`, by the parent-process chain in /proc."""
    parents = {int(e.name): stat[1] for e in Path("/proc").iterdir()
               if e.name.isdigit() and (stat := _stat(int(e.name))) is not None and stat[0] != "Z"}
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


async def test_a_killed_bot_leaves_no_process_behind(tmp_path):
    async with LoopbackDiscord() as loopback:
        bot = start_bot_process(loopback, tmp_path / "orphans.sqlite3", processes=2)
        try:
            await until_ready(loopback, bot)
            table = Table(loopback, "games", ["alice", "bob"], random.Random(4))
            await table.open(2)
            await table.play_turn()
            workers = descendants(bot.pid)
            assert workers, "the bot draws its boards in processes of its own"
        finally:
            await killed(loopback, bot)
        for _ in range(100):  # the kernel ends them as their parent dies: a moment at most
            if not alive(workers):
                break
            await asyncio.sleep(0.05)
        assert not alive(workers), f"processes of the killed bot still run: {sorted(alive(workers))}"


async def test_a_stopped_bot_ends_its_workers_cleanly(tmp_path):
    async with LoopbackDiscord() as loopback:
        bot = start_bot_process(loopback, tmp_path / "stop.sqlite3", processes=2)
        try:
            await until_ready(loopback, bot)
            table = Table(loopback, "games", ["alice", "bob"], random.Random(4))
            await table.open(2)
            await table.play_turn()
            workers = descendants(bot.pid)
            assert workers
        finally:
            bot.terminate()  # SIGTERM: MusesBot.close
            await asyncio.to_thread(bot.join, 30)
        assert bot.exitcode == 0 and not alive(workers)
