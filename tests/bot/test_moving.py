"""`python -m bot move-games`: every game copied between SQLite and PostgreSQL, byte for byte."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from bot.core.stored import GameStatus, Owed, Rated, Seat, TableOptions
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import Game, default_muse_table
from engine.players import random_action
from engine.views import player_view
from support import ROOT

ALICE, BOB = Seat(1, "alice"), Seat(2, "bob")


def move(source: str, destination: str, *more: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", "move-games", "--from", source, "--to", destination, *more],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


MOVED = {"games": "id", "guild_settings": "guild, name", "rating_events": "game, player", "quiet_players": "player",
         "reviews": "game, version"}


def rows(path: Path, tables: tuple[str, ...] = tuple(MOVED)) -> list[tuple]:
    """The rows of `tables` (by default every table moved: games, server settings, ratings, pings off,
    reviews)."""
    with sqlite3.connect(path) as db:
        return [row for table in tables for row in db.execute(f"SELECT * FROM {table} ORDER BY {MOVED[table]}")]


async def games_of_every_kind(target: str, first_channel: int = 20) -> None:
    """A lobby, a game in play (moves, a deadline, a board message, something owed), and games
    finished, cancelled and abandoned."""
    store = GameStore(await open_db(target))
    try:
        channels = iter(range(first_channel, first_channel + 10))
        await store.create(10, next(channels), ALICE, TableOptions(players=3, timeout=60))
        for status in (GameStatus.ACTIVE, GameStatus.FINISHED, GameStatus.CANCELLED, GameStatus.ABANDONED):
            lobby = await store.create(2 ** 60, next(channels), ALICE, TableOptions(hands=2),
                                       (Seat(-1, "AI (hard)", True, "hard"),))
            seats = (replace(ALICE, dm_channel=2 ** 62, hand_owed=0), lobby.seats[1])
            game = Game.new([s.name for s in seats], lobby.table.options(default_muse_table()), random.Random(3))
            rng = random.Random(4)
            for _ in range(9):
                game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
            stored = await store.save(replace(lobby, seats=seats, status=status, game=game, deadline=1.7e9 + 0.25,
                                              owed=Owed(lobby="begins", score=0, note="left é ✨"),
                                              automated=((0, 2), (0, 6))))
            await store.set_board_message(stored.id, 2 ** 61 + stored.id, stored.version - 1, (2 ** 61, 2 ** 61 + 9))
            if status is GameStatus.FINISHED:
                await store.add_ratings([Rated(2 ** 60, stored.id, str(ALICE.user), "alice", 2, "win", 27.1, 7.9,
                                               1.7e9 + 0.125, 1),
                                         Rated(2 ** 60, stored.id, "ai:hard", "AI (hard)", 2, "loss", 22.9, 7.9,
                                               1.7e9 + 0.125, 1)])
                await store.db.execute("INSERT INTO reviews (game, version, data) VALUES (?, ?, ?)",
                                       (stored.id, "v1", '{"decisions": []}'))
        await store.set_guild_setting(2 ** 60, "timeout", "5")
        await store.set_pings(2 ** 60, False)
        await store.set_guild_setting(2 ** 60, "language", "it")
    finally:
        await store.close()


async def test_a_round_trip_through_postgresql_gives_the_same_bytes(tmp_path, postgres):
    source, back, url = tmp_path / "source.sqlite3", tmp_path / "back.sqlite3", postgres.new_database()
    await games_of_every_kind(str(source))
    there = move(str(source), url)
    assert there.returncode == 0, there.stderr
    assert there.stdout.startswith("moved 5 game(s) (1 abandoned, 1 active, 1 cancelled, 1 finished, 1 lobby), "
                                   "2 server setting(s), 2 rating(s) and 1 review(s)")
    again = move(str(source), url)  # the database holds games now
    assert again.returncode == 1 and "already holds 5 game(s)" in again.stderr and "--merge" in again.stderr
    returned = move(url, str(back))
    assert returned.returncode == 0, returned.stderr
    assert rows(back) == rows(source) and len(rows(source)) == 5 + 2 + 2 + 1 + 1  # every column, records byte for byte
    store = GameStore(await open_db(url))
    try:
        assert [g.channel for g in await store.open_games()] == [20, 21]
        newer = await store.create(10, 99, BOB, TableOptions())  # new games go on after the ids moved in
        assert newer.id == 6
    finally:
        await store.close()


async def test_a_merge_adds_games_and_refuses_ids_already_taken(tmp_path, database):
    theirs, clashing = tmp_path / "theirs.sqlite3", tmp_path / "clash.sqlite3"
    await games_of_every_kind(database)
    await games_of_every_kind(str(clashing), first_channel=40)
    await games_of_every_kind(str(theirs), first_channel=60)
    with sqlite3.connect(theirs) as db:
        db.execute("UPDATE games SET id = id + 100")
        db.execute("UPDATE rating_events SET game = game + 100")
        db.execute("UPDATE reviews SET game = game + 100")
        db.execute("UPDATE guild_settings SET guild = guild + 1")
        db.execute("UPDATE quiet_players SET player = player + 1")
    before = await stored_rows(database)
    refused = move(str(clashing), database, "--merge")
    assert refused.returncode == 1 and "nothing was copied" in refused.stderr
    assert await stored_rows(database) == before
    merged = move(str(theirs), database, "--merge")
    assert merged.returncode == 0, merged.stderr
    assert [r[0] for r in await stored_rows(database)] == [1, 2, 3, 4, 5, 101, 102, 103, 104, 105]
    assert [tuple(r) for r in (await stored_rows(database))[5:]] == [tuple(r) for r in rows(theirs, ("games",))]


async def stored_rows(target: str) -> list:
    store = GameStore(await open_db(target))
    try:
        return list(await store.db.fetch_all("SELECT * FROM games ORDER BY id"))
    finally:
        await store.close()
