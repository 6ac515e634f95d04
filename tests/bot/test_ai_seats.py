"""AI seats at the table: solo games, AI turns off the event loop, forfeits handed to the AI, hints."""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import replace

import pytest
from discord.utils import escape_markdown

from bot.core.stored import GameStatus
from bot.core.texts import HINTED
from bot.offline.autoplay import AutoTable, board_version
from bot.storage.server_settings import DEFAULTS
from engine import Phase, game_to_record
from engine.ai import decide
from engine.players import random_action
from engine.seats import seat_record
from support.loopback import IN_CHANNELS, shown


@pytest.mark.slow
async def test_a_solo_game_against_a_hard_ai_is_played_to_the_end(loopback, make_bot):
    async with loopback.running(make_bot(seed=31)) as bot:
        table = AutoTable(loopback, "games", ["alice"], random.Random(31))
        lobby = await (await loopback.slash("muses new", {"ai": 1, "level": "hard"}, user="alice",
                                            channel="games")).response()
        assert "AI (hard)" in lobby.content and "free seat" not in lobby.content
        table.game = bot.games.in_channel(loopback.channel("games").id).id
        await (await loopback.click(lobby.message_id, label="Start", user="alice")).response()
        table.board = await table.next_board(-1)
        await table.play_game()
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.FINISHED and stored.game.is_over
        assert stored.game.players[1] == "AI (hard)" and stored.seats[1].user < 0
        assert stored.seats[1].ai_level == "hard"
        said = [r for r in loopback.records if r.kind == "message" and r.channel_id == loopback.channel("games").id]
        assert f"Game #{table.game} is over" in said[-1].content  # the moves before the end came before it


def boards(loopback, table) -> list:
    """Every board message of the table's game, in order."""
    return [r for r in loopback.records if r.error_code is None and board_version(r, table.game) is not None
            and r.posted]


@pytest.mark.slow
async def test_a_four_player_game_with_two_ais_posts_one_board_after_their_turns(loopback, make_bot):
    async with loopback.running(make_bot(seed=32)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(32))
        await table.open(4, ai=2)
        await table.play_game()
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.FINISHED
        alice, bob = (loopback.member(user).display_name for user in ("alice", "bob"))
        assert stored.game.players == [alice, "AI (normal)", "AI 2 (normal)", bob]
        posted = boards(loopback, table)
        # between the first board and the last (the moves before the hand's end), every board calls a
        # person: the AIs' turns are never a board of their own
        assert all(", your turn to" in b.content for b in posted[1:-1])
        versions = [board_version(b, table.game) for b in posted]
        # a board after the two AIs lists each move since the last board in order, the last on top of the picture
        chained = [b for b, v, w in zip(posted[1:], versions, versions[1:]) if w - v == 3]
        assert chained
        for board in chained:
            moves = [line for line in board.content.splitlines() if line.startswith("▸")]
            starts = [m.startswith(f"▸ {who} ") for m, who in zip(moves, (escape_markdown(alice), "AI"))]
            assert starts == [True, True], moves
            assert board.embeds[0]["description"].startswith("AI 2 (normal) ")


@pytest.mark.slow
async def test_a_forfeit_hands_the_seat_to_the_normal_ai(loopback, make_bot):
    versions = []
    async with loopback.running(make_bot(seed=33, observer=versions.append)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob", "carol"], random.Random(33))
        await table.open(3, on_leave="continue")
        left = await (await loopback.slash("muses leave", user="bob", channel="games")).wait_edits(1)
        assert "automated player plays in your place" in left[0].content
        await table.play_game()
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.FINISHED and stored.seats[1].ai_owned and stored.seats[1].level == "normal"
    # each of bob's moves since is the normal AI's answer to his seat record at that version
    played = 0
    for before, after in zip(versions, versions[1:]):
        if (before.game is None or not before.seats[1].ai_owned or before.game.hand.to_move != 1
                or after.game.needs_deal):
            continue
        seed = before.id * 1_000_003 + before.version
        game = before.game.copy()
        game.submit(decide(seat_record(before.game, 1), "normal", seed).table_action, 1)
        assert game_to_record(game) == game_to_record(after.game)
        played += 1
    assert played >= 3


async def test_a_hint_for_the_player_to_move_only(loopback, make_bot):
    async with loopback.running(make_bot(seed=34)) as bot:
        table = AutoTable(loopback, "games", ["alice"], random.Random(34))
        await table.open(2, ai=1, level="easy")
        session = bot.games.get(table.game)
        while session.stored.game.hand.phase is Phase.PLACEMENT or session.stored.game.hand.to_move != 0:
            await table.play_turn()  # into the dance, to alice's turn
        hint = await (await loopback.slash("muses hint", user="alice", channel="games")).wait_edits(1)
        assert hint[0].ephemeral and hint[0].content.startswith("The AI (normal) would step **"), hint[0].content
        assert hint[0].filenames == [f"preview-{table.game}-{session.stored.version}.png"]  # the move, previewed
        assert not [m for m in session.stored.game.hand.hidden
                    if m in hint[0].content and m != session.player(0).mysterious]
        stranger = await (await loopback.slash("muses hint", user="dave", channel="games")).response()
        assert stranger.ephemeral and "not playing" in stranger.content


async def test_a_second_hint_waits_for_the_cooldown_unless_a_moderator_sets_it_to_0(loopback, make_bot):
    """The bot's default cooldown; the refusal says when to ask again, as Discord shows a time to each reader."""
    server = replace(IN_CHANNELS, cooldown=DEFAULTS.cooldown)
    async with loopback.running(make_bot(seed=34, server_defaults=server)) as bot:
        table = AutoTable(loopback, "games", ["alice"], random.Random(34))
        await table.open(2, ai=1, level="easy")
        while bot.games.get(table.game).stored.game.hand.to_move != 0:
            await table.play_turn()

        async def hint():
            return await loopback.slash("muses hint", user="alice", channel="games")

        before = time.time()
        first = await hint()
        again = await (await hint()).response()
        after = time.time()  # the bot counted the first between `before` and `after`, 10 s on
        when = re.fullmatch(r"You asked for this a moment ago: you may ask again <t:(\d+):R>\.", again.content)
        assert again.ephemeral and when and before + 10 <= int(when.group(1)) <= after + 11, again.content
        await (await loopback.slash("muses-admin settings", {"cooldown": 0}, user="carol", channel="games")).response()
        for answered in (first, await hint()):
            assert (await answered.wait_edits(1))[0].content.startswith("The AI (normal) would")


async def test_the_host_adds_and_removes_ai_players_in_the_lobby(loopback, make_bot):
    async with loopback.running(make_bot(seed=35)) as bot:
        lobby = await (await loopback.slash("muses new", {"players": 3}, user="alice", channel="games")).response()
        select = next(c for row in lobby.components for c in row["components"]
                      if c.get("placeholder") == "Add an AI player…")
        assert len(lobby.components) <= 5
        refused = await (await loopback.select(lobby, ["hard"], user="bob", custom_id=select["custom_id"])).response()
        assert refused.ephemeral and "Only the host" in refused.content
        for level in ("hard", "easy"):
            await (await loopback.select(lobby, [level], user="alice", custom_id=select["custom_id"])).response()
        shown = loopback.message(lobby.message_id)["content"]
        assert "2. AI (hard)" in shown and "3. AI (easy)" in shown
        await (await loopback.click(lobby.message_id, label="Remove an AI", user="alice")).response()
        assert "AI (easy)" not in loopback.message(lobby.message_id)["content"]
        await (await loopback.click(lobby.message_id, label="Join", user="bob")).response()
        await (await loopback.click(lobby.message_id, label="Start", user="alice")).response()
        await loopback.wait_for_record(lambda r: "begins" in (r.content or ""))
        stored = await bot.store.get(bot.games.in_channel(loopback.channel("games").id).id)
        assert stored.game.players == [loopback.member("alice").display_name, "AI (hard)",
                                       loopback.member("bob").display_name]


@pytest.mark.slow
async def test_nobody_is_sent_what_they_cannot_know_in_games_with_ais(loopback, make_bot, privacy):
    """Games with hard AI seats, of two and four players: every payload and picture read for what its
    audience may not know (`privacy`, as after every test), public, by DM and ephemeral."""
    async with loopback.running(make_bot(seed=36)):
        for channel, users, players, ai in (("games", ["alice"], 2, 1), ("table-1", ["alice", "bob"], 4, 2)):
            table = AutoTable(loopback, channel, users, random.Random(36))
            await table.open(players, ai=ai, level="hard")
            await table.play_game()
    report = privacy.check(loopback)
    assert report.leaks == []
    kinds = [("message", "dm"), ("picture", "dm"), ("callback", "ephemeral"), ("picture", "ephemeral"),
             ("edit", "public")]
    assert not [(*kind, n) for kind in kinds for n in (2, 4) if not report.checked[(*kind, n)]], report.checked


async def test_a_hint_is_noted_on_the_next_board_and_a_table_may_forbid_hints(loopback, make_bot):
    async with loopback.running(make_bot(seed=37)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(37), slash_share=1.0)
        await table.open(2)
        user = table.to_move()
        hint = await (await loopback.slash("muses hint", user=user, channel="games")).wait_edits(1)
        assert hint[0].content.startswith("The AI (normal) would place **")
        await table.play_turn()
        assert f"💡 {shown(loopback, user)} asked the AI for a hint this turn." in table.board.content
        await table.play_turn()
        assert "💡" not in table.board.content
        await (await loopback.slash("muses end", user="alice", channel="games")).response()
        await bot.games.get(table.game).reset(loopback.member("alice").id)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(38))
        await table.open(2, hints=False)
        refused = await (await loopback.slash("muses hint", user=table.to_move(), channel="games")).wait_edits(1)
        assert "Hints are off at this table" in refused[0].content


@pytest.mark.slow
async def test_a_hint_for_the_turn_that_ends_the_game_is_said_before_the_result(loopback, make_bot):
    async with loopback.running(make_bot(seed=43)):
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(43), slash_share=1.0)
        await table.open(2)
        hints = 0
        while (user := table.to_move()) is not None:  # each player asks for a hint, then plays
            await (await loopback.slash("muses hint", user=user, channel="games")).wait_edits(1)
            hints += 1
            await table.play_turn()
        said = [r.content or "" for r in loopback.records
                if r.posted and r.error_code is None and r.channel_id == loopback.channel("games").id]
        assert f"Game #{table.game} is over" in said[-1]
        assert sum(text.count(f"{HINTED} ") for text in said) == hints  # the last turn's hint too, before the result


async def test_an_ai_that_plays_first_posts_no_board_before_its_move(loopback, make_bot):
    for seed in range(40, 60):
        async with loopback.running(make_bot(seed=seed)) as bot:
            table = AutoTable(loopback, "games", ["alice"], random.Random(seed))
            await table.open(2, ai=1)
            if bot.games.get(table.game).stored.game.hand.first == 1:
                break
            await bot.games.get(table.game).reset(loopback.member("alice").id)
    first = boards(loopback, table)[0]
    assert first.embeds[0]["description"].startswith("AI (normal) placed") and ", your turn" in first.content


@pytest.mark.slow
async def test_a_restart_while_an_ai_thinks_makes_its_move_once(loopback, make_bot):
    thinking = asyncio.Event()
    async with loopback.running(make_bot(seed=39)) as bot:
        table = AutoTable(loopback, "games", ["alice"], random.Random(39))
        await table.open(2, ai=1, level="hard")
        decide = bot.thinker.decide

        async def slow(*args):  # the AI thinks until the bot stops
            thinking.set()
            await asyncio.Event().wait()
            return await decide(*args)

        bot.thinker.decide = slow
        session = bot.games.get(table.game)
        await session.play(loopback.member("alice").id, random_action(session.player(0), random.Random(0)), None)
        await thinking.wait()  # alice's move is stored, the AI's turn under way
        before = await bot.store.get(table.game)
    assert before.game.hand.to_move == 1
    async with loopback.running(make_bot(seed=39)) as bot:
        table.board = await table.next_board(before.version)
        after = await bot.store.get(table.game)
        assert sum(map(len, after.game.history)) == sum(map(len, before.game.history)) + 1
        assert after.version == before.version + 1 and after.game.hand.to_move == 0
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED


@pytest.mark.slow
async def test_reminder_then_ai_at_each_timeout_and_after_two_in_a_row_until_the_player_is_back_with_a_whole_timeout(
        loopback, make_bot):
    async with loopback.running(make_bot(seed=41)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(41), slash_share=0.0)
        await table.open(2, timeout=2)  # a minute of a test lasts a second
        late = table.to_move()
        version = board_version(table.board, table.game)
        reminder = await loopback.wait_for_record(
            lambda r: r.dm_user_id == loopback.member(late).id and "is waiting" in (r.content or ""), timeout=5)
        board = await table.next_board(version, timeout=5)
        assert reminder.timestamp < board.timestamp and "1 s left before the AI moves for you" in reminder.content
        assert f"{shown(loopback, late)} did not move within 2 s" in board.content
        session = bot.games.get(table.game)
        seat = table.users.index(late)
        while not session.stored.seats[seat].away:  # nobody moves: the turns time out
            table.board = await table.next_board(board_version(table.board, table.game), timeout=5)
        told = next(r for r in loopback.records if "missed 2 turns in a row" in (r.content or ""))
        assert f"{shown(loopback, late)} missed 2 turns in a row: the AI (normal) plays their seat" in told.content
        assert len([r for r in loopback.records if r.dm_user_id == loopback.member(late).id
                    and "is waiting" in (r.content or "")]) == 2  # one reminder per turn that timed out
        decide, thinking, go_on = bot.thinker.decide, asyncio.Event(), asyncio.Event()

        async def held(record, level, seed):  # the AI thinks for the absent player until they are back
            if record["seat"] == seat:
                thinking.set()
                await go_on.wait()
            return await decide(record, level, seed)

        bot.thinker.decide = held
        await thinking.wait()
        version = session.stored.version
        back = await (await loopback.click(table.newest_board(), label="Take my turn", user=late)).response()
        assert back.ephemeral and ("Welcome back" in back.content or back.components)
        assert session.stored.seats[seat].timeouts == 0 and not session.stored.seats[seat].away
        go_on.set()
        # the turn is theirs, with a whole timeout stored (a restart keeps it), and a reminder at its half
        assert (await bot.store.get(table.game)).deadline > session.clock() + 1
        earlier = {id(r) for r in loopback.records}
        await loopback.wait_for_record(lambda r: id(r) not in earlier and r.dm_user_id == loopback.member(late).id
                                       and "is waiting" in (r.content or ""), timeout=5)
        assert session.stored.version == version


async def test_a_player_whose_dms_are_closed_is_reminded_in_the_channel(loopback, make_bot):
    loopback.refuse_dms("alice", "bob")
    async with loopback.running(make_bot(seed=42)):
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(42))
        await table.open(2, timeout=2)  # a minute of a test lasts a second
        late = loopback.member(table.to_move()).id
        reminder = await loopback.wait_for_record(lambda r: "is waiting" in (r.content or ""), timeout=5)
        assert reminder.channel_id == loopback.channel("games").id and f"<@{late}>" in reminder.content
