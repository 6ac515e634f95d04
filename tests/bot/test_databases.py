"""Whole games on each database backend (SQLite, PostgreSQL), and a game another process
stored a newer version of first."""

from __future__ import annotations

import asyncio
import multiprocessing
import random
from dataclasses import replace

import pytest

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import game_to_record
from engine.players import random_action


def bump_in_another_process(database: str, game_id: int) -> None:
    """Another bot process stores a newer version of the game (its deadline moved)."""

    async def bump():
        store = GameStore(await open_db(database))
        try:
            stored = await store.get(game_id)
            await store.save(replace(stored, deadline=(stored.deadline or 0) + 1))
        finally:
            await store.close()

    asyncio.run(bump())


@pytest.mark.slow
async def test_a_whole_game_with_a_restart_on_each_database(loopback, make_bot, database):
    table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(8))
    async with loopback.running(make_bot(database=database)):
        await table.open(2)
        for _ in range(3):
            await table.play_turn()
    async with loopback.running(make_bot(database=database)) as bot:  # a restart: the game is read back
        await table.play_game()
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.FINISHED and stored.game.is_over
        assert f"Game #{table.game} is over" in table.board.content


async def test_a_move_on_a_board_another_process_moved_on_is_refused(loopback, make_bot, database):
    async with loopback.running(make_bot(database=database)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(5), slash_share=0.0)
        await table.open(2)
        session = bot.games.get(table.game)
        before = await bot.store.get(table.game)
        other = multiprocessing.get_context("spawn").Process(target=bump_in_another_process,
                                                              args=(database, table.game))
        other.start()
        await asyncio.to_thread(other.join, 60)
        assert other.exitcode == 0
        user = table.users[before.game.hand.to_move]
        view = session.player(before.game.hand.to_move)
        _, edited = await table._by_panel(user, view, random_action(view, table.rng))
        edited.close()  # no edit comes: the answer is a followup
        reply = await loopback.wait_for_record(
            lambda r: r.kind != "callback" and r.ephemeral and "moved on" in (r.content or ""))
        assert reply.content == "This board is out of date: the game has moved on. Use the newest board message."
        after = await bot.store.get(table.game)
        assert after.version == before.version + 1 == session.stored.version  # the other process's version
        assert game_to_record(after.game) == game_to_record(before.game)  # the move was not stored
