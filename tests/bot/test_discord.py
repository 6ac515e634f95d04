"""The bot under Discord's own strictness: channels where it may not post, expiring tokens,
failed posts, threads, deleted channels, removal from a server, rate limits."""

from __future__ import annotations

import asyncio
import random
import time

import discord
import pytest

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable, board_version, components
from bot.offline.loopback import MESSAGE, LoopbackDiscord
from bot.play.timers import Timing
from engine.players import random_action

POSTS = "POST /channels/{channel}/messages"


def boards(loopback, game: int) -> list:
    """The game's boards the channel took, oldest first."""
    return [r for r in loopback.records if r.posted and r.error_code is None and board_version(r, game) is not None]


def refused_posts(loopback) -> list:
    return [r for r in loopback.records if r.kind == MESSAGE and r.error_code is not None and r.dm_user_id is None]


async def take_turn(loopback, table: AutoTable) -> None:
    """The player to move plays one turn from the newest board the channel holds."""
    table.board = boards(loopback, table.game)[-1]
    await table.play_turn()


@pytest.mark.parametrize("denied, named", [("attach_files", "Attach Files"), ("embed_links", "Embed Links"),
                                           ("send_messages", "Send Messages")])
async def test_no_game_opens_where_its_board_could_not_be_posted(loopback, make_bot, denied, named):
    async with loopback.running(make_bot()) as bot:
        await loopback.deny("games", denied)
        refused = await (await loopback.slash("muses new", user="alice", channel="games")).response()
        assert refused.ephemeral and refused.content.startswith("I cannot host a game here: I am missing " + named)
        assert bot.games.in_channel(loopback.channel("games").id) is None


async def test_start_checks_again_and_a_locked_thread_hosts_no_game(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        lobby = await (await loopback.slash("muses new", user="alice", channel="games")).response()
        await (await loopback.click(lobby, label="Join", user="bob")).response()
        await loopback.deny("games", "attach_files")
        start = await (await loopback.click(lobby, label="Start", user="alice")).response()
        assert start.ephemeral and "I am missing Attach Files" in start.content
        assert bot.games.in_channel(loopback.channel("games").id).stored.status is GameStatus.LOBBY
        thread = await loopback.create_thread("quiet table")
        await loopback.update_thread(thread, locked=True)
        locked = await (await loopback.slash("muses new", user="dave", channel=thread)).response()
        assert locked.ephemeral and "this thread is locked" in locked.content
        assert bot.games.in_channel(thread.id) is None


@pytest.mark.slow
async def test_a_channel_that_stops_taking_posts_pauses_the_game_until_it_does_again(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(21), slash_share=0.0)
        await table.open(2, timeout=5)  # a minute of a test lasts a second
        await loopback.deny("games", "attach_files")
        mover = table.to_move()
        view = await table.my_view(mover)
        _, confirmed = await table._by_panel(mover, view, random_action(view, table.rng))
        [done] = await confirmed
        assert "The board could not be posted: I am missing Attach Files in this channel" in done.content
        session = bot.games.get(table.game)
        version = session.stored.version
        assert session.paused and session.stored.board_version == version - 1
        refusals = len(refused_posts(loopback))
        if timer := timers_of(table.game, "timer"):  # past the turn's timeout, were it still to come:
            await asyncio.wait(timer, timeout=session.stored.deadline - time.time() + 5)
        assert len(refused_posts(loopback)) == refusals  # no automated move into a channel that refuses it
        assert session.stored.version == version
        nxt = next(u for u in table.users if u != mover)
        for _ in range(2):  # the channel that refused is left alone a while: no request that it refuses again
            paused = await (await loopback.click(table.board, label="Take my turn", user=nxt)).response()
            assert paused.ephemeral and paused.content.startswith("The game is paused: I am missing Attach Files")
        assert session.stored.version == version and len(refused_posts(loopback)) == refusals

        await loopback.allow("games", "attach_files")
        panel = await (await loopback.click(table.board, label="Take my turn", user=nxt)).response()
        assert panel.components  # the board came back, and the panel with it
        back = boards(loopback, table.game)[-1]
        assert board_version(back, table.game) == version and "the game goes on" in back.content
        assert not session.paused
        table.board = back
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED
        assert not [r for r in refused_posts(loopback) if r.timestamp > back.timestamp]


@pytest.mark.slow
async def test_a_board_discord_failed_to_take_is_posted_again_and_the_table_plays_on_meanwhile(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(22), slash_share=0.0)
        await table.open(2)
        for user in table.users:  # the hands are out: the failure meets the board
            await loopback.wait_for_record(lambda r, user=user: r.dm_user_id == loopback.member(user).id)
        mover = table.to_move()
        view = await table.my_view(mover)
        action = random_action(view, table.rng)
        panel = await table._open_panel(mover, view, action)
        refused = loopback.inject("POST /webhooks/{app}/{token}", status=400)  # the board following the move,
        fault = loopback.inject(f"POST /channels/{loopback.channel('games').id}/messages", status=503)  # then posted
        _, confirmed = await table._on_panel(mover, panel, action)
        [done] = await confirmed
        assert done.content.startswith("Done:") and refused.hits and fault.hits
        session = bot.games.get(table.game)
        assert session.stored.board_version == session.stored.version - 1 and not session.paused
        nxt = next(u for u in table.users if u != mover)
        panel = await (await loopback.click(table.board, label="Take my turn", user=nxt)).response()
        assert panel.components  # the newest board posted still opens the current turn
        status = await (await loopback.slash("muses status", user=nxt, channel="games")).wait_edits(1)
        assert any(c.get("label") == "Take my turn" for c in components(status[0].payload))
        retried = await table.next_board(board_version(table.board, table.game), timeout=10)
        assert board_version(retried, table.game) == session.stored.version  # posted again, once
        table.board = retried
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED


async def test_a_panel_left_open_past_its_first_token_still_says_it_expired(loopback, make_bot, monkeypatch):
    monkeypatch.setattr("bot.edge.panels.PANEL_TIMEOUT", 0.5)
    async with loopback.running(make_bot()):
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(23), slash_share=0.0)
        await table.open(2)
        user = table.to_move()
        opened = await loopback.click(table.board, label="Take my turn", user=user)
        panel = await opened.response()
        loopback.clock.advance(10 * 60)
        menu = next(c for c in components(loopback.message(panel.message_id)) if c.get("options"))
        await (await loopback.select(panel, [menu["options"][0]["value"]], user=user,
                                     custom_id=menu["custom_id"])).response()
        loopback.clock.advance(10 * 60)  # the panel's first token is 20 minutes old: expired
        await loopback.wait_for_record(lambda r: "This panel has expired" in (r.content or ""), timeout=5)
        assert "This panel has expired" in loopback.message(panel.message_id)["content"]


async def test_a_game_in_a_thread_outlives_its_archive_and_pauses_while_it_is_locked(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        thread = await loopback.create_thread("dance hall")
        table = AutoTable(loopback, thread.name, ["alice", "bob"], random.Random(24), slash_share=0.0)
        await table.open(2)
        await loopback.update_thread(thread, archived=True)  # Discord archives a quiet thread
        mover = table.to_move()  # no command reaches the bot from an archived thread, its buttons do:
        session = bot.games.get(table.game)
        view = session.player(session.stored.game.hand.to_move)
        _, confirmed = await table._by_panel(mover, view, random_action(view, table.rng))
        await confirmed
        table.board = await table.next_board(board_version(table.board, table.game))
        assert not loopback.channel(thread).archived  # the bot's next board reopened the thread
        await loopback.update_thread(thread, locked=True)
        mover = table.to_move()
        view = await table.my_view(mover)
        _, confirmed = await table._by_panel(mover, view, random_action(view, table.rng))
        [done] = await confirmed
        assert "The board could not be posted: this thread is locked" in done.content
        await loopback.update_thread(thread, locked=False)
        nxt = next(u for u in table.users if u != mover)
        await (await loopback.click(table.board, label="Take my turn", user=nxt)).response()  # it goes on
        table.board = boards(loopback, table.game)[-1]
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED


@pytest.mark.parametrize("gone", ["channel", "thread", "server"])
async def test_a_game_whose_channel_is_gone_is_abandoned_and_posts_nothing_more(loopback, make_bot, gone):
    async with loopback.running(make_bot()) as bot:
        where = "games" if gone != "thread" else (await loopback.create_thread("short lived")).name
        table = AutoTable(loopback, where, ["alice", "bob"], random.Random(25))
        await table.open(2)
        await table.play_turn()
        if gone == "server":
            await loopback.remove_bot_from_guild()
        else:
            await loopback.delete_channel(where)
        for _ in range(600):  # up to 30 s: a bound on the machine's load, not on the bot
            if bot.games.get(table.game) is None:
                break
            await asyncio.sleep(0.05)
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.ABANDONED and stored.game is not None  # archived, exportable
        assert not [r for r in loopback.records if r.error_code is not None]  # it knew before trying


@pytest.mark.slow
async def test_a_channel_deleted_while_the_bot_was_away_abandons_its_game_at_the_first_refusal(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(28))
        await table.open(2, timeout=1)  # a minute of a test lasts a second
        for user in table.users:
            await loopback.wait_for_record(lambda r, user=user: r.dm_user_id == loopback.member(user).id)
        version = (await bot.store.get(table.game)).version
    await loopback.delete_channel("games")
    async with loopback.running(make_bot()) as bot:
        assert timers_of(table.game, "timer")  # the turn's, armed on the way up
        for _ in range(600):  # the turn times out (1 s); the automated move's board finds no channel (30 s at most)
            if bot.games.get(table.game) is None:
                break
            await asyncio.sleep(0.05)
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.ABANDONED
        assert timers_of(table.game) == []  # stopped: nothing more is tried
        assert stored.version == version + 2  # one move, then the end


def timers_of(game: int, kind: str = "") -> list[asyncio.Task]:
    """The game's timer tasks (of `kind`: timer, reminder, idle) still to run; bot/play/session.py
    names them muses-<kind>-<game>."""
    return [t for t in asyncio.all_tasks() if t.get_name().startswith(f"muses-{kind}")
            and t.get_name().endswith(f"-{game}") and not t.done() and not t.cancelling()]


@pytest.mark.slow
async def test_a_burst_of_automated_boards_stays_within_the_channel_limit(make_bot):
    async with LoopbackDiscord() as loopback, loopback.running(make_bot(timing=Timing(minute=1.0))):
        table = AutoTable(loopback, "games", ["alice", "bob", "carol"], random.Random(26))
        await table.open(3, on_leave="continue")
        for user in ("bob", "carol"):  # two seats go automated: their boards follow each other
            await (await loopback.slash("muses leave", user=user, channel="games")).wait_edits(1)
        for _ in range(4):  # alice plays at once; each of her boards brings two automated ones
            await table.play_turn()
        assert not loopback.rate_limited
        posted = [r.timestamp for r in loopback.records if r.kind == MESSAGE and r.error_code is None
                  and r.channel_id == loopback.channel("games").id]
        assert max(sum(1 for t in posted if s <= t < s + 5) for s in posted) >= 5  # it pressed the limit


@pytest.mark.slow
async def test_closed_dms_and_a_failed_first_board_at_once(loopback, make_bot):
    loopback.refuse_dms("bob")
    async with loopback.running(make_bot()) as bot:
        loopback.inject(POSTS, status=503)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(27))
        await table.open(2)  # the first board, posted again once Discord takes it
        told = await loopback.wait_for_record(lambda r: "cannot send you direct messages" in (r.content or ""))
        assert f"<@{loopback.member('bob').id}>" in told.content
        assert len(loopback.dm_messages("alice")) == 1
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED


async def test_many_games_starting_at_once_stay_within_discords_global_limit(make_bot):
    async with LoopbackDiscord() as loopback, loopback.running(make_bot(timing=Timing(minute=1.0))):
        tables = []
        for i in range(12):
            loopback.guild.add_channel(f"hall-{i}")
            players = [f"dancer-{i}a", f"dancer-{i}b"]
            for name in players:
                loopback.guild.add_member(name)
            tables.append(AutoTable(loopback, f"hall-{i}", players, random.Random(i)))
        await asyncio.gather(*(t.open(2) for t in tables))  # boards, DM channels and hands, all at once
        for t in tables:
            for user in t.users:
                await loopback.wait_for_record(lambda r, user=user: r.dm_user_id == loopback.member(user).id,
                                               timeout=30)
        assert not loopback.rate_limited, loopback.rate_limited


async def test_the_commands_are_for_servers_and_the_admin_group_for_those_who_manage_channels(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        muses, admin = (loopback.commands.find(name, None) for name in ("muses", "muses-admin"))
        assert muses["contexts"] == admin["contexts"] == [0]  # guilds only: no DMs, no group DMs
        assert muses["integration_types"] == admin["integration_types"] == [0]  # installed to a server
        assert muses["default_member_permissions"] is None
        assert int(admin["default_member_permissions"]) == discord.Permissions(manage_channels=True).value
        assert bot.intents.value == discord.Intents(guilds=True).value


async def test_the_host_ends_the_game_with_muses_end_and_a_reset_pings_nobody(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(29))
        await table.open(2)
        refused = await (await loopback.slash("muses end", user="bob", channel="games")).response()
        assert refused.ephemeral and "Only the host" in refused.content
        ask = await (await loopback.slash("muses end", user="alice", channel="games")).response()
        assert ask.ephemeral and "cannot be undone" in ask.content
        await (await loopback.click(ask, label="End the game", user="alice")).response()
        notice = await loopback.wait_for_record(lambda r: "was ended by" in (r.content or ""))
        assert f"<@{loopback.member('alice').id}>" in notice.content  # named...
        assert notice.payload["allowed_mentions"]["parse"] == [] and not notice.payload["allowed_mentions"].get(
            "users")  # ...without a ping
        assert (await bot.store.get(table.game)).status is GameStatus.CANCELLED


async def test_names_are_escaped_for_markdown_in_public_text(loopback, make_bot):
    loopback.guild.add_member("*star*_dust_")
    async with loopback.running(make_bot()):
        table = AutoTable(loopback, "games", ["*star*_dust_", "bob"], random.Random(30))
        await table.open(2, on_leave="continue")
        await (await loopback.slash("muses leave", user="*star*_dust_", channel="games")).wait_edits(1)
        left = await loopback.wait_for_record(lambda r: "left game" in (r.content or ""))
        assert r"\*star\*\_dust\_ left game" in left.content
        await table.play_turn()  # bob; then the automated seat moves, and its board says so
        automated = await loopback.wait_for_record(lambda r: r.embeds and r"\*star\*\_dust\_ " in (
            r.embeds[0].get("description") or ""))
        assert "*star*_dust_" not in automated.embeds[0]["description"]
