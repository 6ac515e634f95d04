"""Whole games through the loopback Discord, from `/muses new` to the result."""

from __future__ import annotations

import random

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable, board_version


async def test_two_player_game_from_new_to_result(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        first = await table.open(2)
        turns = 0
        while await table.play_turn():
            turns += 1
        final = table.board
        assert f"Game #{table.game} is over" in final.content and "Suns:" in final.content
        assert final.filenames == [f"score-{table.game}-1.png"]
        assert bot.games.in_channel(loopback.channel("games").id) is None  # the channel is free
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.FINISHED and stored.game.is_over
        assert turns + 1 == sum(len(h) for h in stored.game.history)
        # each player got their hand by DM, with its picture and the game's channel
        for user in ("alice", "bob"):
            [hand, *reminders] = loopback.dm_messages(user)
            assert f"game #{table.game}" in hand["content"] and f"/{loopback.channel('games').id}" in hand["content"]
            assert [a["filename"] for a in hand["attachments"]] == [f"hand-{table.game}.png"]
            assert len(reminders) == 1 and "your Mysterious Muse is" in reminders[0]["content"]
        assert first.content.startswith(("🟣", "🟠")) and "your turn to place a Muse" in first.content
        # a new game can start in the freed channel
        again = await (await loopback.slash("muses new", user="bob", channel="games")).response()
        assert "looking for players" in again.content


async def test_four_player_two_hand_game(loopback, make_bot):
    async with loopback.running(make_bot(seed=4)) as bot:
        table = AutoTable(loopback, "table-1", ["alice", "bob", "carol", "dave"], random.Random(4))
        lobby = await loopback.slash("muses new", {"players": 4, "hands": 2}, user="alice", channel="table-1")
        shown = (await lobby.response()).content
        assert "Team 1: <@" in shown and "Team 2: *(free seat)* & *(free seat)*" in shown
        status = await (await loopback.slash("muses status", user="bob", channel="table-1")).response()
        assert status.ephemeral and "looking for players" in status.content
        table.game = bot.games.in_channel(loopback.channel("table-1").id).id
        lobby_message = (await lobby.response()).message_id
        for user in ("bob", "carol", "dave"):
            await (await loopback.click(lobby_message, label="Join", user=user)).response()
        teams = loopback.message(lobby_message)["content"]
        ids = [loopback.member(u).id for u in ("alice", "bob", "carol", "dave")]
        assert f"Team 1: <@{ids[0]}> & <@{ids[2]}>" in teams and f"Team 2: <@{ids[1]}> & <@{ids[3]}>" in teams
        await (await loopback.click(lobby_message, label="Start", user="alice")).response()
        table.board = await table.next_board(-1)
        started = loopback.message(lobby_message)["content"]
        assert "begins" in started and "purple" in started and "orange" in started and "First player" in started
        await table.play_game()
        stored = await bot.store.get(table.game)
        assert len(stored.game.hands) == 2 and stored.game.is_over and stored.status is GameStatus.FINISHED
        scores = [r for r in loopback.records if r.filenames and r.filenames[0].startswith(f"score-{table.game}-")]
        assert [r.filenames[0] for r in scores] == [f"score-{table.game}-1.png", f"score-{table.game}-2.png"]
        assert "Hand 2** is dealt" in next(r.content for r in loopback.records
                                           if board_version(r, table.game) and "Hand 2" in (r.content or ""))
        assert all(len(loopback.dm_messages(u)) >= 2 for u in ("alice", "bob", "carol", "dave"))
