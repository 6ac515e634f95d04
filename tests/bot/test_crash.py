"""A real crash: the bot's process is killed (SIGKILL) while a turn is under way, then
started again on the same database. Whether or not the turn was stored, nothing is lost:
the game goes on from the newest board to its result, and its record replays. Killed right
after a change is stored and before anything of it is said (bench.KILL_POINTS), the bot
says it once back: once, to the right audience, leaking nothing. Killed or stopped, it
leaves no process behind."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import signal
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable, board_version, components
from bot.offline.bench import until_ready
from bot.offline.loopback import EDIT, MESSAGE, LoopbackDiscord, Record
from bot.offline.processes import descendants, still_alive
from bot.play.timers import Timing
from engine import game_from_record
from engine.players import random_action
from support.loopback import shown
from support.privacy import is_public, public_text

pytestmark = pytest.mark.slow
"""Each test runs bot processes and kills them."""

FAST = Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0))
"""The bot's timing at the loopback's machine speed; a minute of turn time lasts a second."""


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


async def test_a_crash_mid_turn_loses_nothing(loopback, bot_process, tmp_path):
    db_path = tmp_path / "crash.sqlite3"
    channel = loopback.channel("games").id
    bot = bot_process(db_path, processes=0, timing=FAST)
    try:
        await until_ready(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3),
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

        bot = bot_process(db_path, processes=0, timing=FAST)
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


async def workers_after_a_turn(loopback: LoopbackDiscord, bot) -> set[int]:
    """The bot process's children once a game of its has opened and played a turn."""
    await until_ready(loopback, bot)
    table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(4))
    await table.open(2)
    await table.play_turn()
    workers = descendants(bot.pid)
    assert workers, "the bot draws its boards in processes of its own"
    return workers


async def test_a_killed_bot_leaves_no_process_behind(loopback, bot_process, tmp_path):
    bot = bot_process(tmp_path / "orphans.sqlite3", processes=2, timing=FAST)
    try:
        workers = await workers_after_a_turn(loopback, bot)
    finally:
        await killed(loopback, bot)
    assert not await still_alive(workers), "processes of the killed bot still run"


async def test_a_stopped_bot_ends_its_workers_cleanly(loopback, bot_process, tmp_path):
    bot = bot_process(tmp_path / "stop.sqlite3", processes=2, timing=FAST)
    try:
        workers = await workers_after_a_turn(loopback, bot)
    finally:
        bot.terminate()  # SIGTERM: MusesBot.close
        await asyncio.to_thread(bot.join, 30)
    assert bot.exitcode == 0 and not await still_alive(workers)


# --- killed right after a change is committed, before anything of it is said -----------------


class Run:
    """A loopback Discord and the bot process on one database, the bot set to kill itself at
    `kill_at`; `restart` starts it again, as many times as a test needs."""

    def __init__(self, loopback: LoopbackDiscord, start, db_path: Path, kill_at: str):
        self.loopback, self.start, self.db_path = loopback, start, db_path
        self.channel = loopback.channel("games").id
        self.bot = start(db_path, processes=0, kill_at=kill_at, timing=FAST)

    async def died(self) -> None:
        """Until the bot process has killed itself at its kill point and the loopback saw it go."""
        await asyncio.to_thread(self.bot.join, 120)
        assert self.bot.exitcode == -signal.SIGKILL, "the bot did not reach its kill point"
        while self.loopback.gateway.ready.is_set():
            await asyncio.sleep(0.02)

    async def until_killed(self, play) -> None:
        """Play on until the bot kills itself (the move that killed it is never answered)."""
        playing = asyncio.ensure_future(play)
        try:
            await self.died()
        finally:
            playing.cancel()

    async def kill(self) -> None:
        await killed(self.loopback, self.bot)

    async def restart(self, kill_at: str | None = None) -> int:
        """A new bot on the database (killing itself at `kill_at`, if given); how many records there
        were before it. Once it is ready it has said what was owed: it says it before it connects."""
        since = len(self.loopback.records)
        self.bot = self.start(self.db_path, processes=0, kill_at=kill_at, timing=FAST)
        await until_ready(self.loopback, self.bot)
        return since


@contextlib.asynccontextmanager
async def killed_at(loopback: LoopbackDiscord, start, tmp_path: Path, kill_at: str) -> AsyncIterator[Run]:
    """A run whose bot (`start`ed: `bot_process`) kills itself at `kill_at`; whichever bot runs at the
    end is killed."""
    run = Run(loopback, start, tmp_path / "crash.sqlite3", kill_at)
    try:
        await until_ready(loopback, run.bot)
        yield run
    finally:
        run.bot.kill()
        run.bot.join(10)


def hidden_now(db_path: Path, game: int) -> set[str]:
    """The face-down Muses of the stored game's current hand."""
    return set(game_from_record(stored(db_path, game)[2]).hand.hidden)


def leaks(records, hidden: set[str]) -> list[str]:
    """The face-down Muses that public payloads name (score messages reveal their own hand)."""
    return [m for r in records if is_public(r) and r.error_code is None
            and not any(f.startswith("score-") for f in r.filenames) for m in hidden if m in public_text(r)]


def posts_saying(records, text: str, channel: int) -> list[Record]:
    """The public messages and edits in `channel` that say `text`."""
    return [r for r in records if r.channel_id == channel and is_public(r) and r.error_code is None
            and text in (r.content or "")]


def hands_sent(loopback: LoopbackDiscord, user: str, game: int) -> list[Record]:
    return [r for r in loopback.records if r.dm_user_id == loopback.member(user).id and r.error_code is None
            and r.filenames == [f"hand-{game}.png"]]


def boards(records, game: int) -> list[Record]:
    return [r for r in records if board_version(r, game) is not None]


async def lobby_of(table: AutoTable, **options) -> Record:
    """`/muses new` by the first user, and the others join: the lobby, not started yet."""
    lb = table.loopback
    lobby = await (await lb.slash("muses new", {"players": len(table.users), **options}, user=table.users[0],
                                  channel=table.channel)).response()
    table.game = game_of(lb, lobby)
    for user in table.users[1:]:
        await (await lb.click(lobby, label="Join", user=user)).response()
    return lobby


def game_of(loopback: LoopbackDiscord, lobby: Record) -> int:
    return int(components(loopback.message(lobby.message_id))[0]["custom_id"].rsplit(":", 1)[1])


def live_lobbies(loopback: LoopbackDiscord, channel: int) -> list[dict]:
    """The messages of `channel` with live lobby controls."""
    return [m for m in loopback.messages.in_channel(channel)
            if any(c["custom_id"].startswith("muses:lobby:") for c in components(m))]


async def test_killed_around_muses_new_the_lobby_is_shown_once_and_can_be_joined(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "lobby out") as run:  # the lobby posted, not noted
        loopback, channel = run.loopback, run.channel
        await loopback.slash("muses new", {"players": 2}, user="bob", channel="games")
        await run.died()
        [first] = live_lobbies(loopback, channel)
        await run.restart(kill_at="new")
        assert live_lobbies(loopback, channel) == [first]  # found again, not posted twice
        with sqlite3.connect(run.db_path) as db:
            assert db.execute("SELECT board_message FROM games").fetchone() == (int(first["id"]),)
        await (await loopback.click(first, label="Cancel", user="bob")).response()
        since = len(loopback.records)  # killed after the next lobby is stored, before it is posted
        await loopback.slash("muses new", {"players": 2}, user="alice", channel="games")
        await run.died()
        assert posts_saying(loopback.records[since:], "is looking for players", channel) == []
        await run.restart()
        [lobby] = posts_saying(loopback.records[since:], "is looking for players", channel)
        assert lobby.kind == MESSAGE and f"<@{loopback.member('alice').id}>" in lobby.content
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(5), slash_share=0.0)
        table.game = game_of(loopback, lobby)
        joined = await (await loopback.click(lobby, label="Join", user="bob")).response()
        assert f"<@{loopback.member('bob').id}>" in joined.content
        await (await loopback.click(lobby, label="Start", user="alice")).response()
        table.board = await table.next_board(-1)
        assert table.to_move() in table.users


async def test_killed_after_a_join_the_lobby_message_is_brought_up_to_date(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "join") as run:
        loopback, channel = run.loopback, run.channel
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(12), slash_share=0.0)
        lobby = await (await loopback.slash("muses new", {"players": 2}, user="alice",
                                            channel="games")).response()
        table.game = game_of(loopback, lobby)
        await loopback.click(lobby, label="Join", user="bob")
        await run.died()
        bob = f"<@{loopback.member('bob').id}>"
        assert bob not in loopback.message(lobby.message_id)["content"]
        since = await run.restart()
        [edit] = loopback.records[since:]  # the lobby message edited, nothing posted
        assert edit.kind == EDIT and edit.message_id == lobby.message_id and bob in edit.content
        assert len(posts_saying(loopback.records, "is looking for players", channel)) == 2  # /muses new, the edit
        await (await loopback.click(lobby, label="Start", user="alice")).response()
        table.board = await table.next_board(-1)


async def test_killed_after_start_the_opening_board_and_hands_are_said_once(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "start") as run:
        loopback, db_path, channel = run.loopback, run.db_path, run.channel
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(6), slash_share=0.0)
        lobby = await lobby_of(table)
        await (await loopback.click(lobby, label="Start", user="alice")).response()  # deferred, then stored
        await run.died()
        hidden = hidden_now(db_path, table.game)
        assert hidden and boards(loopback.records, table.game) == [] and loopback.dm_messages("alice") == []
        since = await run.restart()
        after = loopback.records[since:]
        assert "begins" in loopback.message(lobby.message_id)["content"]  # the lobby became the opening
        [board] = boards(loopback.records, table.game)
        assert board.channel_id == channel and "I am back" in board.content
        for user in table.users:
            [hand] = hands_sent(loopback, user, table.game)
            assert after.index(board) < after.index(hand)  # the board first, then the hands
        assert leaks(after, hidden) == []
        table.board = board
        await table.play_game()
        assert GameStatus(stored(db_path, table.game)[1]) is GameStatus.FINISHED


async def test_killed_after_start_a_player_whose_dms_are_closed_is_told_once(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "start") as run:
        loopback, channel = run.loopback, run.channel
        loopback.refuse_dms("bob")
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(7), slash_share=0.0)
        lobby = await lobby_of(table)
        await (await loopback.click(lobby, label="Start", user="alice")).response()
        await run.died()
        await run.restart()
        [told] = posts_saying(loopback.records, "cannot send you direct messages", channel)
        assert f"<@{loopback.member('bob').id}>" in told.content
        assert len(hands_sent(loopback, "alice", table.game)) == 1 and loopback.dm_messages("bob") == []
        [board] = boards(loopback.records, table.game)
        [shown] = await (await loopback.click(board, label="My hand", user="bob")).wait_edits(1)
        assert shown.ephemeral and shown.filenames == [f"hand-{table.game}.png"]


async def test_killed_after_the_final_move_the_result_is_said_once(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "final move") as run:
        loopback, db_path, channel = run.loopback, run.db_path, run.channel
        over = "is over"
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(8), slash_share=0.0)
        await table.open(2)
        await run.until_killed(table.play_game())
        assert GameStatus(stored(db_path, table.game)[1]) is GameStatus.FINISHED
        assert posts_saying(loopback.records, over, channel) == []
        await run.restart()
        [result] = posts_saying(loopback.records, over, channel)
        assert f"Game #{table.game} is over" in result.content and "Suns:" in result.content
        assert result.filenames == [f"score-{table.game}-1.png"]
        again = await (await loopback.slash("muses new", user="bob", channel="games")).response()
        assert "looking for players" in again.content  # the channel is free
        await run.kill()
        await run.restart()  # a plain restart says nothing again
        assert len(posts_saying(loopback.records, over, channel)) == 1


async def test_killed_after_the_second_deal_the_score_board_and_new_hands_are_said_once(loopback, bot_process,
                                                                                       tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "second deal") as run:
        loopback, db_path, channel = run.loopback, run.db_path, run.channel
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(9), slash_share=0.0)
        await table.open(2, hands=2)
        await run.until_killed(table.play_game())
        hidden = hidden_now(db_path, table.game)
        first_hand = len(boards(loopback.records, table.game))
        since = await run.restart()
        after = loopback.records[since:]
        [score] = [r for r in loopback.records if r.filenames == [f"score-{table.game}-1.png"]]
        assert score.channel_id == channel and f"Game #{table.game} is over" not in score.content
        [board] = boards(after, table.game)
        assert "Hand 2** is dealt" in board.content and after.index(score) < after.index(board)
        assert len(boards(loopback.records, table.game)) == first_hand + 1
        for user in table.users:
            [hand] = [r for r in hands_sent(loopback, user, table.game) if "hand 2 of 2" in r.content]
            assert after.index(board) < after.index(hand)
        assert hidden and leaks(after, hidden) == []
        table.board = board
        await table.play_game()
        assert len([r for r in loopback.records if r.filenames == [f"score-{table.game}-2.png"]]) == 1


async def test_killed_after_a_forfeit_its_notice_is_said_once_with_the_board(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "forfeit") as run:
        loopback, db_path, channel = run.loopback, run.db_path, run.channel
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(10), slash_share=0.0)
        await table.open(2, on_leave="continue")
        for _ in range(5):
            await table.play_turn()
        await loopback.slash("muses leave", user="bob", channel="games")
        await run.died()
        version, hidden = stored(db_path, table.game)[0], hidden_now(db_path, table.game)
        since = await run.restart()
        [notice] = posts_saying(loopback.records, "an automated player takes their seat", channel)
        assert board_version(notice, table.game) == version
        assert hidden and leaks(loopback.records[since:], hidden) == []


async def test_killed_after_a_timer_move_its_notice_is_said_once_with_the_board(loopback, bot_process, tmp_path):
    async with killed_at(loopback, bot_process, tmp_path, "timer move") as run:
        loopback, db_path = run.loopback, run.db_path
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(11), slash_share=0.0)
        await table.open(2, timeout=1)  # a minute lasts a second: nobody moves, the timer does
        late = table.to_move()
        await run.died()
        version, hidden = stored(db_path, table.game)[0], hidden_now(db_path, table.game)
        since = await run.restart()
        [board] = [r for r in boards(loopback.records, table.game) if board_version(r, table.game) == version]
        assert f"{shown(loopback, late)} did not move within 1 s" in board.content and "I am back" in board.content
        assert hidden and leaks(loopback.records[since:], hidden) == []
