"""Games in threads of their own (the server setting `threads`, on by default): a game started in a
channel moves to a thread started from its lobby message, the channel keeps one line of its start
and one of its end and takes the next lobby at once; the thread may be archived, locked or deleted
under the game; a thread started before a stop is found again; where the bot may not start threads,
the game is played in its channel and says so once."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from bot.core.stored import GameStatus
from bot.hosting.publish import archive_after
from bot.offline.autoplay import AutoTable, board_version
from bot.offline.loopback import MESSAGE
from bot.storage.store import GameStore
from engine import MUSES
from engine.players import random_action
from engine.views import player_view
from support.loopback import UNTIMED, shown

THREADED = UNTIMED
"""Games in threads, as the bot's default has them; no turn timeout (a test's minute lasts a second)."""


@pytest.mark.parametrize(("minutes", "archive"), [(0, 10080), (10, 60), (60, 60), (61, 1440), (1441, 4320),
                                                  (5000, 10080), (20000, 10080)])
def test_a_thread_archives_after_longer_than_a_turn_may_take(minutes, archive):
    assert archive_after(minutes) == archive  # Discord allows 60, 1440, 4320 or 10080 minutes


def said_in(loopback, channel) -> list[str]:
    """The bot's messages now in a channel or thread, oldest first."""
    return [m["content"] for m in loopback.channel_messages(channel)]


async def parent_line(loopback, channel: str, text: str) -> None:
    await loopback.wait_for_record(lambda r: r.kind == MESSAGE and r.channel_id == loopback.channel(channel).id
                                   and r.error_code is None and text in (r.content or ""), timeout=10)


@pytest.mark.slow
async def test_games_in_threads_of_one_channel(loopback, make_bot):
    games = loopback.channel("games")
    async with loopback.running(make_bot(seed=41, server_defaults=THREADED)) as bot:
        first = AutoTable(loopback, "games", ["alice"], random.Random(41))
        await first.open(2, ai=1)
        thread = loopback.channel(first.channel)
        opening = loopback.channel_messages("games")[0]
        assert thread.id == int(opening["id"]) and thread.parent_id == games.id  # started from the lobby message
        assert thread.name == f"Game #{first.game}: {loopback.member('alice').display_name}, AI (normal)"
        assert thread.auto_archive_duration == 10080
        assert opening["content"].endswith(f"The game is played in its thread: <#{thread.id}>")
        assert (await bot.store.get(first.game)).channel == thread.id

        second = AutoTable(loopback, "games", ["bob"], random.Random(42))  # the channel is free at once
        await second.open(2, ai=1)
        other = loopback.channel(second.channel)
        assert other.parent_id == games.id and other.id != thread.id
        asked = await (await loopback.slash("muses status", user="alice", channel="games")).response()
        assert f"<#{thread.id}>, <#{other.id}>" in asked.content  # "the game" of the channel: which one?
        offered = await (await loopback.autocomplete("muses status", focused="game", user="alice",
                                                     channel="games")).response()
        assert [c["value"] for c in offered.choices] == [first.game, second.game]
        chosen = await (await loopback.slash("muses status", {"game": second.game}, user="alice",
                                             channel="games")).wait_edits(1)
        assert chosen[-1].content.startswith(f"Game #{second.game}: ")
        listed = await (await loopback.slash("muses-admin games", user="carol", channel="general")).response()
        assert (f"#{second.game} · in play · {shown(loopback, 'bob')}, AI (normal) · <#{other.id}> "
                f"(a thread of <#{games.id}>)") in listed.content

        await loopback.update_thread(thread.id, archived=True)  # archived between two turns: no command works
        view = player_view((await bot.store.get(first.game)).game, 0)
        version = board_version(first.board, first.game)
        _, done = await first._by_panel("alice", view, random_action(view, first.rng))  # the board's buttons do
        first.board = await first.next_board(version)
        await done
        assert not thread.archived and first.board.channel_id == thread.id

        await loopback.update_thread(other.id, locked=True)  # the AI's next board cannot go out
        await second.play_turn()
        await parent_line(loopback, "games", f"Game #{second.game}, in <#{other.id}>, is paused: this thread is "
                                             "locked")
        await loopback.delete_channel(other.id)
        await parent_line(loopback, "games", f"Game #{second.game} ends as abandoned: its thread was deleted.")
        assert (await bot.store.get(second.game)).status is GameStatus.ABANDONED

        await first.play_game()
        await parent_line(loopback, "games", f"Game #{first.game} is over: ")
        assert not thread.archived and not thread.locked  # left open for talk
        parent = said_in(loopback, "games")
        assert len(parent) == 5 and parent[-1].startswith(f"Game #{first.game} is over: ")  # its result, one line
        assert parent[-1].endswith(f" wins, in <#{thread.id}>.")
        named = json.dumps([parent, [t.name for t in loopback.guild.channels]])
        assert not [muse for muse in MUSES if muse in named]  # the channel names no Muse, face down or not
        in_thread = said_in(loopback, thread)
        assert f"**Game #{first.game} is over:" in in_thread[-1]


@pytest.mark.slow
async def test_a_thread_started_before_a_stop_is_found_again(loopback, make_bot, postgres):
    database = postgres.new_database()
    moved = []

    async def killed(self, game, thread, parent):  # the bot stops once Discord made the thread
        moved.append(thread)
        raise RuntimeError("stopped before storing the thread")

    original = GameStore.set_thread
    GameStore.set_thread = killed
    try:
        async with loopback.running(make_bot(seed=43, server_defaults=THREADED, database=database)) as bot:
            lobby = await (await loopback.slash("muses new", {"ai": 1}, user="alice", channel="games")).response()
            game = bot.games.in_channel(loopback.channel("games").id).id
            await (await loopback.click(lobby.message_id, label="Start", user="alice")).response()
            while not moved:
                await asyncio.sleep(0.02)
            assert (await bot.store.get(game)).owed.thread
    finally:
        GameStore.set_thread = original
    table = AutoTable(loopback, lobby.message_id, ["alice"], random.Random(43), game=game)
    async with loopback.running(make_bot(seed=43, server_defaults=THREADED, database=database)) as bot:
        table.board = await table.next_board(-1)
        assert [t.name for t in loopback.guild.threads_of(loopback.channel("games"))] == [
            # one thread: found again (Discord said 160004)
            "table-1", f"Game #{game}: {loopback.member('alice').display_name}, AI (normal)"]
        assert set(moved) == {lobby.message_id} and table.board.channel_id == lobby.message_id
        await table.play_turn()
    async with loopback.running(make_bot(seed=43, server_defaults=THREADED, database=database)) as bot:
        await table.play_turn()  # a restart mid-game: the game is still found in its thread
        stored = await bot.store.get(game)
        assert stored.channel == lobby.message_id and stored.parent == loopback.channel("games").id
        assert stored.status is GameStatus.ACTIVE and not stored.owed.thread


async def test_where_threads_cannot_be_started_the_game_plays_in_its_channel(loopback, make_bot):
    await loopback.deny("games", "create_public_threads")
    async with loopback.running(make_bot(seed=44, server_defaults=THREADED)) as bot:
        here = AutoTable(loopback, "games", ["alice"], random.Random(44))
        await here.open(2, ai=1)
        inside = AutoTable(loopback, "table-1", ["bob"], random.Random(45))  # no thread in a thread
        await inside.open(2, ai=1)
        await here.play_turn()
        ask = await (await loopback.slash("muses-admin end", {"game": inside.game}, user="carol",
                                          channel="general")).response()  # from anywhere
        await (await loopback.click(ask, label="End the game", user="carol")).response()
        await loopback.wait_for_record(lambda r: "was ended by" in (r.content or ""))
        assert (await bot.store.get(inside.game)).status is GameStatus.CANCELLED
    assert here.channel == "games" and inside.channel == "table-1"
    assert [t.name for t in loopback.guild.threads_of(loopback.channel("games"))] == ["table-1"]
    told = [text for text in said_in(loopback, "games") if "may not start a thread in this channel" in text]
    assert len(told) == 1 and "(Create Public Threads)" in told[0]  # said once, with the first board
    assert not any("thread" in text for text in said_in(loopback, "table-1"))
