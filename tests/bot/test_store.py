"""The store contract: what the bot relies on, against every way the store can be opened."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
from dataclasses import asdict, replace

import pytest

from bot.core.stored import GameStatus, OnLeave, Owed, Seat, StoredGame, TableOptions
from bot.storage.db import Disconnected, SchemaTooNewError, UniqueViolation, connect, migrate, open_db
from bot.storage.launches import LAUNCH_S, ActivityLaunches
from bot.storage.migrations import MIGRATIONS
from bot.storage.store import PINGS_KEPT_S, ChannelBusyError, ConflictError, GameStore
from bot.storage.web_sessions import LONGEST_S, USE_S, WebSessions
from engine import Game, default_muse_table, game_to_record
from engine.players import random_action
from engine.views import player_view

ALICE, BOB = Seat(1, "alice"), Seat(2, "bob")


@pytest.fixture(params=["sqlite-file", "sqlite-memory", "postgresql"])
def target(request, tmp_path):
    """Every way the store can be opened: a SQLite file, SQLite in memory, a PostgreSQL database."""
    if request.param == "postgresql":
        return request.getfixturevalue("postgres").new_database()
    return str(tmp_path / "muses.sqlite3") if request.param == "sqlite-file" else ":memory:"


@pytest.fixture
async def store(target):
    store = GameStore(await open_db(target))
    yield store
    await store.close()


def started(stored, seed=1):
    game = Game.new([s.name for s in stored.seats], stored.table.options(default_muse_table()), random.Random(seed))
    return replace(stored, status=GameStatus.ACTIVE, game=game)


async def test_a_lobby_is_created_and_read_back(store):
    lobby = await store.create(10, 20, ALICE, TableOptions(players=2, hands=2, timeout=30.0, on_leave=OnLeave.CONTINUE))
    assert (await store.get(lobby.id)) == lobby
    assert (await store.open_in(20)) == lobby
    assert (await store.open_games()) == [lobby]
    assert (await store.get(lobby.id)).table.on_leave is OnLeave.CONTINUE


async def test_one_open_game_per_channel(store):
    lobby = await store.create(10, 20, ALICE, TableOptions())
    with pytest.raises(ChannelBusyError):
        await store.create(10, 20, BOB, TableOptions())
    await store.create(10, 21, BOB, TableOptions())  # another channel is free
    await store.save(replace(lobby, status=GameStatus.CANCELLED))
    again = await store.create(10, 20, BOB, TableOptions())  # a cancelled game frees the channel
    assert again.id != lobby.id and (await store.open_in(20)).id == again.id


async def test_the_lobbies_of_a_server_are_those_not_yet_started_nor_closed(store):
    waiting = await store.create(10, 20, ALICE, TableOptions())
    await store.create(11, 20 + 1, ALICE, TableOptions())  # another server's
    await store.save(started(await store.create(10, 22, BOB, TableOptions(), (ALICE,))))
    await store.save(replace(await store.create(10, 23, BOB, TableOptions()), status=GameStatus.CANCELLED))
    assert await store.lobbies_in(10) == [waiting]


async def test_a_players_open_games_are_those_where_they_sit(store):
    """The web table's "My games": lobbies and games in play with a seat of theirs, the newest first
    (not another player whose id starts with theirs, nor an AI seat named for them)."""
    first = await store.create(10, 20, ALICE, TableOptions())
    await store.create(10, 21, Seat(12, "twelve"), TableOptions())
    playing = await store.save(started(await store.create(10, 22, BOB, TableOptions(), (ALICE,))))
    await store.save(replace(await store.create(10, 23, ALICE, TableOptions()), status=GameStatus.CANCELLED))
    assert await store.open_games_of(1) == [playing, first]
    assert await store.open_games_of(2) == [playing] and await store.open_games_of(3) == []


async def test_save_bumps_the_version_and_refuses_a_stale_one(store):
    lobby = await store.create(10, 20, ALICE, TableOptions())
    joined = await store.save(replace(lobby, seats=(ALICE, BOB)))
    assert joined.version == lobby.version + 1
    with pytest.raises(ConflictError):
        await store.save(replace(lobby, seats=(ALICE, Seat(3, "carol"))))
    assert (await store.get(lobby.id)).seats == (ALICE, BOB)


async def test_the_state_is_the_stored_record_replayed(store):
    stored = started(await store.save(replace(await store.create(10, 20, ALICE, TableOptions()), seats=(ALICE, BOB))))
    rng = random.Random(7)
    for _ in range(12):
        game = stored.game
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
        stored = await store.save(stored)
    loaded = await store.get(stored.id)
    assert game_to_record(loaded.game) == game_to_record(stored.game)
    assert loaded.version == stored.version and loaded.status is GameStatus.ACTIVE


async def test_two_writers_at_one_version_exactly_one_wins(store):
    lobby = await store.create(10, 20, ALICE, TableOptions())
    results = await asyncio.gather(store.save(replace(lobby, seats=(ALICE, BOB))),
                                   store.save(replace(lobby, seats=(ALICE, Seat(3, "carol")))),
                                   return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["ConflictError", "StoredGame"]


def save_at_the_barrier(database: str, game_id: int, user: int, barrier, results) -> None:
    """A process of its own: read the game, wait for the other writer, then save a seat of `user`."""

    async def save():
        store = GameStore(await open_db(database))
        try:
            lobby = await store.get(game_id)
            barrier.wait()
            try:
                await store.save(replace(lobby, seats=(ALICE, Seat(user, f"player {user}"))))
                results.put(("saved", user))
            except ConflictError:
                results.put(("conflict", user))
        finally:
            await store.close()

    asyncio.run(save())


@pytest.mark.slow
async def test_two_processes_saving_one_version_exactly_one_wins(database):
    store = GameStore(await open_db(database))
    try:
        lobby = await store.create(10, 20, ALICE, TableOptions())
        spawn = multiprocessing.get_context("spawn")
        barrier, results = spawn.Barrier(2), spawn.Queue()
        writers = [spawn.Process(target=save_at_the_barrier, args=(database, lobby.id, user, barrier, results))
                   for user in (2, 3)]
        for writer in writers:
            writer.start()
        outcomes = sorted([await asyncio.to_thread(results.get, True, 60) for _ in writers])
        for writer in writers:
            await asyncio.to_thread(writer.join, 60)
        assert [outcome for outcome, _ in outcomes] == ["conflict", "saved"]
        winner = next(user for outcome, user in outcomes if outcome == "saved")
        stored = await store.get(lobby.id)
        assert stored.version == lobby.version + 1 and stored.seats[1].user == winner
    finally:
        await store.close()


async def test_finished_games_leave_the_open_list_but_stay_exportable(store):
    stored = started(await store.save(replace(await store.create(10, 20, ALICE, TableOptions()), seats=(ALICE, BOB))))
    assert await store.finished_in(20, 5) == []  # in play: not one to replay yet
    stored = await store.save(replace(stored, status=GameStatus.FINISHED))
    assert await store.open_games() == [] and await store.open_in(20) is None
    assert (await store.latest_in(20)).id == stored.id
    assert [g.id for g in await store.finished_in(20, 5)] == [stored.id]


async def test_board_message_deadline_and_the_moves_the_ai_played_for_a_player_survive(store):
    stored = await store.save(replace(await store.create(10, 20, ALICE, TableOptions(timeout=60)), deadline=1234.5,
                                      automated=((0, 4), (1, 0))))
    await store.set_board_message(stored.id, 999, stored.version, (997, 998))  # the board before: its controls to go
    loaded = await store.get(stored.id)
    assert (loaded.board_message, loaded.board_version, loaded.deadline) == (999, stored.version, 1234.5)
    assert loaded.automated == ((0, 4), (1, 0))
    assert loaded.owed == Owed(strip=(997, 998))
    await store.save(replace(loaded, board_message=1000, board_version=loaded.version))  # the board the bot remembers
    assert ((await store.get(stored.id)).board_message, (await store.get(stored.id)).board_version) == (1000, 1)


async def test_what_a_version_owes_is_stored_with_it_and_cleared_once_said(store):
    stored = started(await store.save(replace(await store.create(10, 20, ALICE, TableOptions()), seats=(ALICE, BOB))))
    owing = replace(stored, seats=(replace(ALICE, hand_owed=0), BOB),
                    owed=Owed(lobby="begins", note="left", strip=(7,)))
    stored = await store.save(owing)
    loaded = await store.get(stored.id)
    assert loaded.owed == Owed(lobby="begins", note="left", strip=(7,)) and loaded.seats[0].hand_owed == 0
    await store.set_board_message(stored.id, 999, stored.version, (7,))  # the board says the note
    assert (await store.get(stored.id)).owed == Owed(lobby="begins", strip=(7,))
    await store.set_opened(stored.id)  # the lobby message became the opening: it shows the game no more
    loaded = await store.get(stored.id)
    assert loaded.owed == Owed(strip=(7,)) and loaded.board_message is None
    await store.set_owed(stored.id, Owed())
    assert not (await store.get(stored.id)).owed


async def test_a_seat_flag_of_a_version_rewritten_since_is_not_written(store):
    stored = started(await store.save(replace(await store.create(10, 20, ALICE, TableOptions()), seats=(ALICE, BOB))))
    stored = await store.save(replace(stored, seats=(replace(ALICE, hand_owed=0), BOB), status=GameStatus.FINISHED))
    await store.rewrite(replace(stored, seats=(Seat(0, "a former player"), BOB)))  # alice forgotten
    await store.set_seats(stored.id, stored.version, (ALICE, BOB))  # her hand's DM went out meanwhile
    assert (await store.get(stored.id)).seats == (Seat(0, "a former player"), BOB)
    await store.set_seats(stored.id, stored.version + 1, (Seat(0, "a former player", dm_closed=True), BOB))
    assert (await store.get(stored.id)).seats[0].dm_closed


async def test_games_over_that_still_owe_something_are_found_at_start(store):
    owing = await store.create(10, 20, ALICE, TableOptions())
    quiet = await store.create(10, 21, ALICE, TableOptions())
    still_open = await store.create(10, 22, ALICE, TableOptions())
    stripping = await store.create(10, 23, ALICE, TableOptions())
    await store.save(replace(owing, status=GameStatus.CANCELLED, owed=Owed(note="ended")))
    await store.save(replace(quiet, status=GameStatus.CANCELLED))
    await store.save(replace(still_open, owed=Owed(note="open games are resumed anyway")))
    await store.save(replace(stripping, status=GameStatus.FINISHED, owed=Owed(strip=(98, 99))))  # its boards' controls
    assert [g.id for g in await store.closed_owing()] == [owing.id, stripping.id]
    await store.set_owed(owing.id, Owed())
    await store.set_owed(stripping.id, Owed())
    assert await store.closed_owing() == []


async def test_games_played_to_their_result_or_ended_by_a_forfeit_count_for_the_ratings(store):
    finished = started(await store.save(replace(await store.create(10, 20, ALICE, TableOptions()), seats=(ALICE, BOB))))
    finished = await store.save(replace(finished, status=GameStatus.FINISHED))
    reset = started(await store.save(replace(await store.create(10, 21, ALICE, TableOptions()), seats=(ALICE, BOB))))
    await store.save(replace(reset, status=GameStatus.CANCELLED))
    forfeit = started(await store.save(replace(await store.create(10, 22, ALICE, TableOptions()), seats=(ALICE, BOB))))
    forfeit = await store.save(replace(forfeit.with_seat(1, left=True), status=GameStatus.CANCELLED))
    assert [g.id for g in await store.rateable_games(unrated_only=False)] == [finished.id, forfeit.id]
    await store.rewrite(replace(forfeit, seats=(ALICE, replace(forfeit.seats[1], name="a former player"))))
    assert [g.id for g in await store.rateable_games(unrated_only=False)] == [finished.id, forfeit.id]


async def test_a_database_of_schema_7_finds_the_same_games_to_rate_once_upgraded(database):
    """Forfeits are found by the seats' JSON decoded, whatever its spacing, not by the text it was written as."""
    db = await connect(database)
    await db.script("CREATE TABLE schema_version (version INTEGER NOT NULL);\n" + "\n".join(
        f"{step.sql(db.dialect)}\nINSERT INTO schema_version (version) VALUES ({n});"
        for n, step in enumerate(MIGRATIONS[:7], start=1)))
    game = started(StoredGame(0, 10, 0, GameStatus.LOBBY, 1, TableOptions(), (ALICE, BOB))).game
    record = json.dumps(game_to_record(game))
    games = [("finished", (ALICE, BOB), {}), ("cancelled", (ALICE, Seat(3, '"left": true')), {}),
             ("cancelled", (ALICE, replace(BOB, left=True)), {}),
             ("cancelled", (ALICE, replace(BOB, left=True)), {"separators": (",", ":")}),  # written without spaces
             ("cancelled", (ALICE, BOB), {})]
    for channel, (status, seats, spacing) in enumerate(games):
        await db.execute("INSERT INTO games (guild, channel, status, host, table_options, seats, record) "
                         "VALUES (10, ?, ?, ?, ?, ?, ?)",
                         (channel, status, ALICE.user, json.dumps(TableOptions().to_json()),
                          json.dumps([s.to_json() for s in seats], **spacing), record))
    await db.close()
    store = GameStore(await open_db(database))
    try:
        assert [g.channel for g in await store.rateable_games(unrated_only=False)] == [0, 2, 3]
    finally:
        await store.close()


async def test_a_question_mark_in_a_string_or_a_name_is_no_placeholder(database):
    db = await open_db(database)
    try:
        row = await db.fetch_one("""SELECT ? AS "who?", 'what?' AS said, ? AS "to whom?" -- why?""", ("alice", "bob"))
        assert dict(row) == {"who?": "alice", "said": "what?", "to whom?": "bob"}
    finally:
        await db.close()


async def test_a_broken_unique_index_is_a_unique_violation_whatever_runs_it(database):
    db = await open_db(database)
    try:
        await db.execute("INSERT INTO guild_settings (guild, name, value) VALUES (1, 'language', 'it')")
        again = "INSERT INTO guild_settings (guild, name, value) VALUES (1, 'language', 'de') RETURNING value"
        for run in (db.execute, db.fetch_one, db.fetch_all):
            with pytest.raises(UniqueViolation):
                await run(again)
        with pytest.raises(Exception) as broken:  # another constraint broken is another error
            await db.execute("INSERT INTO games (guild, channel, status, host, table_options, seats) "
                             "VALUES (1, 2, 'lost', 3, '{}', '[]')")
        assert not isinstance(broken.value, UniqueViolation)
    finally:
        await db.close()


async def test_a_database_of_an_older_bot_is_upgraded_with_its_games(database):
    db = await connect(database)
    await db.script(f"{MIGRATIONS[0].sql(db.dialect)}\nCREATE TABLE schema_version (version INTEGER NOT NULL);\n"
                    "INSERT INTO schema_version (version) VALUES (1);")
    await db.execute("INSERT INTO games (guild, channel, status, host, table_options, seats, board_message) "
                     "VALUES (10, 20, 'lobby', ?, ?, ?, 77)",
                     (ALICE.user, json.dumps(TableOptions().to_json()), json.dumps([asdict(ALICE)])))
    await db.close()
    store = GameStore(await open_db(database))
    try:
        [game] = await store.open_games()
        assert (game.channel, game.board_message, game.board_version, game.seats) == (20, 77, None, (ALICE,))
        assert not game.owed and await store.closed_owing() == []  # games of an older bot owe nothing
        assert game.automated == ()  # nor say which moves the AI played for a player
        await store.save(replace(game, status=GameStatus.ABANDONED))  # migration 3's new status
    finally:
        await store.close()


async def test_a_game_stored_owing_one_boards_controls_removal_still_owes_it_after_the_upgrade(database):
    """Migration 13: the one board message owed the removal of its controls, as bots before stored
    it, is the list of that one (a Discord id takes 64 bits)."""
    db = await connect(database)
    await db.script("\n".join(m.sql(db.dialect) for m in MIGRATIONS[:12]) + "\nCREATE TABLE schema_version "
                    "(version INTEGER NOT NULL);\nINSERT INTO schema_version (version) VALUES (12);")
    for channel, strip in ((20, 1234567890123456789), (21, None)):
        await db.execute("INSERT INTO games (guild, channel, status, host, table_options, seats, owed_strip) "
                         "VALUES (10, ?, 'finished', ?, ?, ?, ?)",
                         (channel, ALICE.user, json.dumps(TableOptions().to_json()), json.dumps([asdict(ALICE)]),
                          strip))
    await db.close()
    store = GameStore(await open_db(database))
    try:
        [owing] = await store.closed_owing()
        assert (owing.channel, owing.owed) == (20, Owed(strip=(1234567890123456789,)))
        await store.set_owed(owing.id, owing.owed.stripped({1234567890123456789}))
        assert await store.closed_owing() == []
    finally:
        await store.close()


async def test_migrations_run_once_and_record_their_version(database):
    await (await open_db(database)).close()
    db = await open_db(database)  # a second open finds the schema current
    try:
        assert await migrate(db) == len(MIGRATIONS)
        assert (await db.fetch_one("SELECT count(*) AS n FROM schema_version"))["n"] == len(MIGRATIONS)
        if db.dialect == "sqlite":
            assert (await db.fetch_one("PRAGMA journal_mode"))[0] == "wal"
    finally:
        await db.close()


async def test_a_database_of_a_newer_bot_is_refused_untouched(database):
    db = await connect(database)
    await db.script("CREATE TABLE schema_version (version INTEGER NOT NULL); "
                    "INSERT INTO schema_version (version) VALUES (99);")
    await db.close()
    with pytest.raises(SchemaTooNewError, match=f"schema version 99, newer than this bot's {len(MIGRATIONS)}"):
        await open_db(database)
    db = await connect(database)
    try:
        assert [r["version"] for r in await db.fetch_all("SELECT version FROM schema_version")] == [99]
        with pytest.raises(Exception, match="games"):
            await db.fetch_all("SELECT id FROM games")
    finally:
        await db.close()


async def test_processes_starting_together_on_a_new_database_migrate_it_once(tmp_path):
    path = tmp_path / "together.sqlite3"
    dbs = await asyncio.gather(*(open_db(path) for _ in range(4)))  # each its own connection, as a process has
    try:
        rows = await dbs[0].fetch_all("SELECT version FROM schema_version ORDER BY version")
        assert [row[0] for row in rows] == list(range(1, len(MIGRATIONS) + 1))
        store = GameStore(dbs[1])
        assert (await store.create(1, 10, ALICE, TableOptions())).status is GameStatus.LOBBY
    finally:
        for db in dbs:
            await db.close()


async def test_seats_stored_before_their_attributes_were_renamed_load_and_are_stored_alike(store):
    """A seat's JSON keeps its keys of old (`auto`, `ai`): games stored by earlier bots load, and a
    bot rolled back reads what this one stores."""
    stored = await store.create(10, 20, ALICE, TableOptions(), others=(Seat.for_ai("hard", (ALICE,)),))
    old = [{"user": 1, "name": "alice", "auto": True, "ai": None, "left": True},
           {"user": -1, "name": "AI (hard)", "auto": True, "ai": "hard"}]
    await store.db.execute("UPDATE games SET seats = ? WHERE id = ?", (json.dumps(old), stored.id))
    alice, ai = (await store.get(stored.id)).seats
    assert (alice.ai_owned, alice.ai_level, alice.left) == (True, None, True)
    assert (ai.ai_owned, ai.ai_level, ai.level) == (True, "hard", "hard")
    await store.set_seats(stored.id, stored.version, (ALICE, ai))
    row = await store.db.fetch_one("SELECT seats FROM games WHERE id = ?", (stored.id,))
    assert row is not None
    assert [{k: s[k] for k in ("auto", "ai")} for s in json.loads(row["seats"])] == [
        {"auto": False, "ai": None}, {"auto": True, "ai": "hard"}]


async def test_a_player_turns_pings_off_and_on_again_once_for_every_game(store):
    assert await store.pings_on(2 ** 60)
    await store.set_pings(2 ** 60, False)
    await store.set_pings(2 ** 60, False)  # said twice: still off
    assert not await store.pings_on(2 ** 60) and await store.pings_on(7)
    await store.set_pings(2 ** 60, True)
    assert await store.pings_on(2 ** 60)


async def test_a_players_pings_are_read_once_a_minute_and_another_process_change_seen_after_it(store, monkeypatch):
    """A board asks at every turn: the setting is kept a while (PINGS_KEPT_S); a change through this
    process is seen at once, one through another (another shard's) once it is read again."""
    now = [1000.0]
    monkeypatch.setattr("bot.storage.store.time.monotonic", lambda: now[0])
    assert await store.pings_on(5)
    other = GameStore(store.db)  # another bot process on the same database
    await other.set_pings(5, False)
    assert await store.pings_on(5)  # kept
    now[0] += PINGS_KEPT_S
    assert not await store.pings_on(5)
    await store.set_pings(5, True)
    assert await store.pings_on(5)


def test_a_seat_held_for_a_player_is_stored_with_its_time_and_a_seat_taken_as_before():
    held = Seat(5, "ben", reserved_until=1234.5)
    assert Seat.from_json(json.loads(json.dumps(held.to_json()))) == held
    assert "reserved_until" not in ALICE.to_json()  # the seats of every other game are stored as they were


async def test_a_read_back_waits_for_a_write_still_under_way_on_the_server(postgres):
    """A write whose connection the bot lost may still commit on the server: the read back
    (`settled`) waits for it and sees what it left, where a plain read sees the version before;
    a write that never ends leaves the read back not knowing (Disconnected), not wrong."""
    url = postgres.new_database()
    store, writer = GameStore(await open_db(url)), await open_db(url)
    try:
        lobby = await store.create(10, 20, ALICE, TableOptions())
        async with writer.transaction() as tx:  # the lost connection's write, not yet committed
            await tx.execute("UPDATE games SET version = version + 1 WHERE id = ?", (lobby.id,))
            assert (await store.get(lobby.id)).version == lobby.version
            reading = asyncio.ensure_future(store.settled(lobby.id))
            await asyncio.sleep(0.2)
            assert not reading.done()
        assert (await reading).version == lobby.version + 1
        async with writer.transaction() as tx:
            await tx.execute("UPDATE games SET version = version + 1 WHERE id = ?", (lobby.id,))
            with pytest.raises(Disconnected):
                await store.settled(lobby.id)
    finally:
        await writer.close()
        await store.close()


async def test_the_activitys_launches_are_kept_a_day_per_user_and_channel(store):
    now = [1000.0]
    launches = ActivityLaunches(store.db, lambda: now[0])
    await launches.remember(1, (10, 11), 100)  # from a thread (10) of channel 11: both remembered
    await launches.remember(2, (11,), 200)
    await launches.remember(1, (11,), 101)  # user 1's newer launch in channel 11
    assert [await launches.last(u, c) for u, c in ((1, 10), (1, 11), (2, 11), (2, 10))] == [100, 101, 200, None]
    now[0] += LAUNCH_S - 1
    await launches.remember(3, (12,), 300)
    now[0] += 1  # a day after the first ones: forgotten, and dropped at the next launch
    assert await launches.last(1, 11) is None and await launches.last(3, 12) == 300
    await launches.remember(3, (13,), 301)
    assert len(await store.db.fetch_all("SELECT game FROM activity_launches")) == 2
    await launches.forget(3)
    assert await launches.last(3, 12) is None


async def test_the_open_games_of_a_channel_are_those_in_it_and_its_threads(store):
    here = await store.create(10, 20, ALICE, TableOptions())
    in_thread = await store.create(10, 21, BOB, TableOptions())
    await store.set_thread(in_thread.id, 21, 20)
    await store.create(10, 22, BOB, TableOptions())  # another channel
    done = await store.create(10, 23, ALICE, TableOptions())
    await store.set_thread(done.id, 23, 20)
    await store.save(replace(await store.get(done.id), status=GameStatus.CANCELLED))
    assert [g.id for g in await store.open_here(20)] == [here.id, in_thread.id]
    assert [g.id for g in await store.open_here(21)] == [in_thread.id]


async def test_web_sessions_that_expired_are_dropped_at_the_next_sign_in(store):
    sessions = WebSessions(store.db)
    idle = await sessions.issue(1, "alice", "en-US", now=0.0)
    used = await sessions.issue(2, "bob", "it", now=0.0)
    for now in range(int(USE_S) // 2, int(LONGEST_S), int(USE_S) // 2):  # bob's, used twice a day, lasts 30 days
        assert await sessions.use(used, now=now) is not None
    assert await sessions.use(idle, now=USE_S + 1) is None  # a day unused: it ended
    await sessions.issue(3, "carol", "de", now=LONGEST_S + 1)
    assert await sessions.use(used, now=LONGEST_S + 2) is None
    kept = await store.db.fetch_all("SELECT player FROM web_sessions")
    assert [row["player"] for row in kept] == [3]
