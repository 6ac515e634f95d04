"""Turns under pressure: stale boards, double clicks, the wrong people, restarts, timeouts, forfeits."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import time
from collections.abc import Callable
from dataclasses import replace

import pytest

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable, board_version, components
from bot.offline.loopback import EDIT, FOLLOWUP
from bot.play import session as session_module
from bot.play.herald import Ledger
from bot.play.timers import Pace, Timing
from bot.storage.db import Disconnected, connect
from bot.storage.server_settings import ServerSettings
from engine import Place
from engine.players import random_action
from render import render_board, render_legend, render_preview
from support.loopback import controls_off, shown


async def opened(loopback, bot, seed=5, users=("alice", "bob"), **options) -> AutoTable:
    table = AutoTable(loopback, "games", list(users), random.Random(seed), slash_share=0.0)
    await table.open(len(users), **options)
    return table


def current_user(bot, table) -> str:
    return table.users[bot.games.get(table.game).stored.game.hand.to_move]


async def test_only_the_current_player_can_take_the_turn(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        waiting = next(u for u in table.users if u != current_user(bot, table))
        other = await (await loopback.click(table.board, label="Take my turn", user=waiting)).response()
        stranger = await (await loopback.click(table.board, label="Take my turn", user="dave")).response()
        assert other.ephemeral and "turn, not yours" in other.content
        assert stranger.ephemeral and stranger.content == "You are not playing in this game."
        hand = await (await loopback.click(table.board, label="My hand", user="dave")).response()
        assert hand.ephemeral and "not playing" in hand.content
        slash = await (await loopback.slash("muses move", {"muse": "Clio", "direction": "N"}, user=waiting,
                                            channel="games")).response()
        assert slash.ephemeral and "turn, not yours" in slash.content
        assert (await bot.store.get(table.game)).version == board_version(table.board, table.game)


async def test_a_button_from_an_older_turn_is_out_of_date(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        old = table.board
        await table.play_turn()
        await table.play_turn()
        await controls_off(loopback, old.message_id)  # an older board keeps no controls
        loopback.message(old.message_id)["components"] = old.components  # a click sent before they went:
        stale = await (await loopback.click(old, label="Take my turn", user=current_user(bot, table))).response()
        assert stale.ephemeral and "out of date" in stale.content
        rules = await (await loopback.click(old, label="Rules", user="dave")).response()  # still answers
        assert rules.callback_type == 5
        next(m for m in loopback.guild.members if m.name == "dave").user.locale = "de"
        [sheet] = await (await loopback.click(old, label="Rules", user="dave")).wait_edits(1)
        assert sheet.ephemeral and sheet.filenames == ["legend.png", "tiles.png"]
        assert "Dance of Muses in Kürze" in sheet.embeds[0]["description"]
        legend = render_legend(bot.games.get(table.game).public(), locale="de")  # the game as it is, in dave's language
        assert sheet.files[0].data == legend


MINUTES = Timing(pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0), ai_ms=50)
"""The tests' timing with minutes of sixty seconds: a turn timeout of minutes never runs out in a test."""


async def test_only_the_newest_board_keeps_controls_and_pings_only_the_player_it_calls(loopback, make_bot):
    """Each board takes the controls off the one before, which keeps its picture (after a restart
    between the two too); one that cannot be stripped (deleted) stops nothing. A board pings the
    player it calls unless they turned pings off; a server without settings gives 10 minutes a turn."""
    alice, bob = loopback.member("alice").id, loopback.member("bob").id

    def calls(board) -> None:
        """The board mentions its player; pings alice, and bob (pings off) not at all."""
        if f"<@{alice}>" in board.content:
            assert board.pinged == {alice} and not board.silent
        else:
            assert f"<@{bob}>" in board.content and board.silent and not board.pinged

    def live(board) -> bool:
        message = loopback.message(board.message_id)
        assert message["attachments"]  # the picture stays
        return bool(message["components"])

    async def stopped(ledger) -> None:
        """The bot stops after a board is noted, before the one before loses its controls."""

    async with loopback.running(make_bot(timing=MINUTES, server_defaults=ServerSettings())) as bot:
        off = await (await loopback.slash("muses pings", {"state": "off"}, user="bob", channel="games")).response()
        assert off.ephemeral and off.content.startswith("Pings off")
        table = await opened(loopback, bot)
        lobby = next(r for r in loopback.records if "looking for players" in (r.content or ""))
        assert "turn limit: 10 min" in lobby.content
        boards = [table.board]
        for _ in range(2):
            await table.play_turn()
            boards.append(table.board)
        for board in boards:
            calls(board)
        await controls_off(loopback, *(b.message_id for b in boards[:-1]))
        assert [live(b) for b in boards] == [False, False, True]
        bot.herald.strip = stopped
        await table.play_turn()
        boards.append(table.board)
        assert live(boards[-2]) and live(boards[-1])
    async with loopback.running(make_bot(timing=MINUTES, server_defaults=ServerSettings())) as bot:
        await loopback.wait_for_record(lambda r: r.kind == EDIT and r.message_id == boards[-2].message_id)
        assert [live(b) for b in boards] == [False, False, False, True]
        loopback.messages.delete(boards[-1].message_id)  # a moderator deleted the newest board
        table.slash_share = 1.0  # its player moves by command
        await table.play_turn()
        await table.sending[-1].wait_edits(2)  # the command's answer, once its board is out
        moved = table.board.message_id
        table.slash_share = 0.0
        assert await table.play_turn()  # the game goes on from the newest board
        await controls_off(loopback, moved)  # stripped after the deleted board's strip was tried
        assert bot.games.get(table.game).paused is None


async def test_two_confirms_at_once_apply_exactly_one_action(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        user = current_user(bot, table)
        session = bot.games.get(table.game)
        view = session.player(session.stored.game.hand.to_move)
        panels = [await (await loopback.click(table.board, label="Take my turn", user=user)).response()
                  for _ in range(2)]
        code = sorted(view.square_codes())[0]
        for panel, muse in zip(panels, sorted(view.hand)[:2]):
            shown = []
            for placeholder, value in (("Muse from your hand", muse), ("Square", code)):
                message = loopback.message(panel.message_id)
                custom_id = next(c["custom_id"] for row in message["components"] for c in row["components"]
                                 if c.get("placeholder") == placeholder)
                shown.append(await (await loopback.select(panel, [value], user=user, custom_id=custom_id)).response())
            # once the move is complete, the panel shows the table after it, as its player would see it
            assert [len(r.files) for r in shown] == [0, 1]
            place = Place(muse, view.square_codes()[code], view.must_hide)
            assert shown[1].files[0].data == render_preview(session.preview(view.seat, place))
        before = sum(len(h) for h in session.stored.game.history)
        clicks = await asyncio.gather(*(loopback.click(p, label="Confirm", user=user) for p in panels))
        outcomes = []
        for click in clicks:
            await click.response()
            done = await loopback.wait_for_record(lambda r, click=click: r.interaction_id == click.id
                                                  and r.kind != "callback"
                                                  and not r.posted)  # the answer to the player, not the board
            outcomes.append(done.content)
        assert sorted(o.startswith("Done:") for o in outcomes) == [False, True]
        done_panel = panels[[o.startswith("Done:") for o in outcomes].index(True)]
        assert loopback.message(done_panel.message_id)["attachments"] == []  # the preview gone with the panel
        assert any("out of date" in o for o in outcomes)
        assert sum(len(h) for h in session.stored.game.history) == before + 1
        await asyncio.sleep(0.05)
        boards = [r for r in loopback.records if r.posted and board_version(r, table.game)]
        assert len(boards) == 2  # the first board and exactly one more


@pytest.mark.slow
async def test_restart_mid_game_keeps_the_old_buttons_working(loopback, make_bot):
    async with loopback.running(make_bot(seed=6)) as bot:
        table = await opened(loopback, bot, seed=6)
        for _ in range(5):
            await table.play_turn()
        board, version = table.board, board_version(table.board, table.game)
    async with loopback.running(make_bot(seed=6)) as bot2:
        assert bot2.games.get(table.game).stored.version == version
        table.board = board
        await table.play_game()
        assert (await bot2.store.get(table.game)).status is GameStatus.FINISHED


async def test_a_panel_opened_before_a_restart_answers_with_what_to_do(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        user = current_user(bot, table)
        panel = await (await loopback.click(table.board, label="Take my turn", user=user)).response()
    async with loopback.running(make_bot()) as bot2:
        message = loopback.message(panel.message_id)
        select = next(c for row in message["components"] for c in row["components"] if c.get("options"))
        click = await loopback.select(panel, [select["options"][0]["value"]], user=user,
                                      custom_id=select["custom_id"])
        answer = await click.response()
        assert answer.ephemeral and "Take my turn" in answer.content and "restarted" in answer.content
        assert bot2.games.get(table.game).stored.version == board_version(table.board, table.game)
        fresh = await (await loopback.click(table.board, label="Take my turn", user=user)).response()
        assert fresh.components  # the newest board still opens a panel


async def test_a_panel_left_behind_by_the_game_is_closed_when_the_next_one_opens(loopback, make_bot):
    """It would hold its game for the 14 minutes until it expires (the soak saw hundreds); a click
    on it is answered with what to do."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        user = current_user(bot, table)
        left = await (await loopback.click(table.board, label="Take my turn", user=user)).response()
        await table.play_turn()  # through a panel of its own, or a slash command
        await (await loopback.click(table.board, label="Take my turn", user=current_user(bot, table))).response()
        assert len(bot.live_panels) == 1
        message = loopback.message(left.message_id)
        select = next(c for row in message["components"] for c in row["components"] if c.get("options"))
        answer = await (await loopback.select(left, [select["options"][0]["value"]], user=user,
                                              custom_id=select["custom_id"])).response()
        assert answer.ephemeral and "Take my turn" in answer.content and "closed" in answer.content


@pytest.mark.slow
async def test_a_turn_timeout_makes_an_automated_move(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot, timeout=1)  # a minute of a test lasts a second
        late = current_user(bot, table)
        board = await table.next_board(board_version(table.board, table.game), timeout=5)
        assert "did not move within 1 s" in board.content and shown(loopback, late) in board.content
        assert (await bot.store.get(table.game)).deadline is not None


@pytest.mark.slow
async def test_a_forfeit_ends_the_game_or_hands_the_seat_over(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        left = await (await loopback.slash("muses leave", user="bob", channel="games")).wait_edits(1)
        assert left[0].ephemeral and "game is over" in left[0].content
        assert (await bot.store.get(table.game)).status is GameStatus.CANCELLED
        assert bot.games.in_channel(loopback.channel("games").id) is None

        table = await opened(loopback, bot, seed=8, on_leave="continue")
        await (await loopback.slash("muses leave", user="bob", channel="games")).wait_edits(1)
        # bob's seat plays by itself; alice plays on until the end
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED
        assert any("automated player takes their seat" in (r.content or "") for r in loopback.records)


async def test_a_turn_timeout_is_none_or_a_minute_at_least(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        short = await (await loopback.slash("muses new", {"timeout": 0.5}, user="alice", channel="games")).response()
        assert short.ephemeral and short.content == "The turn timeout is 0 (no limit) or at least 1 minute."
        assert bot.games.in_channel(loopback.channel("games").id) is None
        lobby = await (await loopback.slash("muses new", {"timeout": 1}, user="alice", channel="games")).response()
        assert "turn limit: 1 s" in lobby.content  # a minute of a test lasts a second


async def test_a_stored_deadline_survives_a_restart(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot, timeout=1)
        version = board_version(table.board, table.game)
    async with loopback.running(make_bot()):
        board = await table.next_board(version, timeout=5)
        assert "did not move within 1 s" in board.content


@pytest.mark.slow
async def test_a_turn_that_timed_out_while_the_bot_was_away_gets_a_whole_timeout(loopback, make_bot):
    """The whole timeout counts from the bot's resuming the game, as it starts: no later than `starting`,
    and some time before it is online (1.4 s, seen on a loaded machine). Without it, the timer's move
    would come as the bot starts, well within the 3 s."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot, timeout=3)
        version = board_version(table.board, table.game)
    db = await connect(make_bot.db)  # the deadline passed while no bot ran
    await db.execute("UPDATE games SET deadline = ? WHERE id = ?", (time.time() - 0.2, table.game))
    await db.close()
    starting = time.time()
    async with loopback.running(make_bot()):
        board = await table.next_board(version, timeout=10)
        assert "did not move within 3 s" in board.content
        assert board.timestamp - starting >= 3.0


async def test_a_move_stored_but_not_announced_stands_and_the_game_goes_on(loopback, make_bot):
    """Discord refusing the new board (missing permissions, an outage) does not undo the
    stored move, and the player is not told it failed."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        before = (await bot.store.get(table.game)).version
        post_board = bot.herald.board

        async def refused(session, note=None):
            raise RuntimeError("403 Forbidden: Missing Permissions")

        bot.herald.board = refused
        user = current_user(bot, table)
        session = bot.games.get(table.game)
        view = session.player(session.stored.game.hand.to_move)
        _, done = await table._by_panel(user, view, random_action(view, table.rng))
        [edit] = await done
        assert edit.content.startswith("Done:") and "went wrong" not in edit.content
        assert (await bot.store.get(table.game)).version == before + 1
        bot.herald.board = post_board
        next_user = current_user(bot, table)
        status = await (await loopback.slash("muses status", {}, user=next_user, channel="games")).wait_edits(1)
        assert status[0].ephemeral and status[0].filenames  # the board, for whoever plays next


async def test_a_move_the_store_refused_is_never_shown(loopback, make_bot):
    """The board is drawn while a move is stored: when the store fails, the player is told,
    the game is unchanged, and every later board shows its own position (here the next is
    a forfeit's, which draws no move of its own)."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot, users=("alice", "bob", "carol"), on_leave="continue")
        session = bot.games.get(table.game)
        before = (await bot.store.get(table.game)).version
        save = bot.store.save

        async def failing(game):
            raise sqlite3.OperationalError("disk I/O error")

        bot.store.save = failing
        user = current_user(bot, table)
        view = session.player(session.stored.game.hand.to_move)
        _, edited = await table._by_panel(user, view, random_action(view, table.rng))
        edited.close()  # no edit comes: the answer is a followup
        reply = await loopback.wait_for_record(
            lambda r: r.kind != "callback" and r.ephemeral and "went wrong" in (r.content or ""))
        assert "unchanged" in reply.content
        assert (await bot.store.get(table.game)).version == before == session.stored.version
        bot.store.save = save
        leaver = next(u for u in table.users if u != user)
        await (await loopback.slash("muses leave", user=leaver, channel="games")).wait_edits(1)
        board = await table.next_board(before)
        assert board_version(board, table.game) == before + 1 and "left game" in board.content
        assert board.files[0].data == render_board(session.public())
        table.board = board
        assert await table.play_turn()
        assert table.board.files[0].data == render_board(session.public())


def disk_full() -> sqlite3.OperationalError:
    """The error SQLite raises when its disk is full (here, a database allowed one page)."""
    db = sqlite3.connect(":memory:")
    db.execute("PRAGMA max_page_count = 1")
    try:
        db.execute("CREATE TABLE t (x)")
    except sqlite3.OperationalError as e:
        return e
    finally:
        db.close()
    raise AssertionError("SQLite wrote past its last page")


async def test_a_full_disk_refuses_moves_clearly_until_it_can_write_again(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        session = bot.games.get(table.game)
        before = session.stored.version
        conn = bot.store.db.conn
        fetch = conn.execute_fetchall
        full = disk_full()

        async def failing(sql, args=()):
            if sql.startswith("UPDATE games"):
                raise full
            return await fetch(sql, args)

        conn.execute_fetchall = failing
        user = current_user(bot, table)
        view = session.player(session.stored.game.hand.to_move)
        _, edited = await table._by_panel(user, view, random_action(view, table.rng))
        edited.close()  # no edit comes: the answer is a followup
        reply = await loopback.wait_for_record(
            lambda r: r.kind != "callback" and r.ephemeral and "the game is unchanged" in (r.content or ""))
        assert reply.content.startswith("The bot cannot save games right now")
        assert (await bot.store.get(table.game)).version == before == session.stored.version
        conn.execute_fetchall = fetch
        assert await table.play_turn()  # it can write again: the move is taken
        assert (await bot.store.get(table.game)).version == before + 1


async def test_a_move_whose_commit_was_cut_off_is_read_back_before_the_player_is_told(loopback, make_bot,
                                                                                     monkeypatch):
    """The database server went away during a move's write (a restart): the bot reads the game back;
    the move not stored, the player is told it was not taken; stored, it stands and its board follows;
    the server still away, the player is told it is not known yet, and once the bot can read the
    game again, the board of the move that was stored follows, and the bot's observer (the web
    table's pages) is told that version."""
    monkeypatch.setattr(session_module, "READ_BACK_S", (0.02, 0.02))
    monkeypatch.setattr(session_module, "RECONNECT_S", (0.1,))
    observed: list[int] = []
    async with loopback.running(make_bot(observer=lambda stored: observed.append(stored.version))) as bot:
        table = await opened(loopback, bot)
        session = bot.games.get(table.game)
        before = session.stored.version
        fetch_one = bot.store.db.fetch_one
        committed = away = False

        async def cut_off(sql, args=()):
            if sql.startswith("UPDATE games SET status"):
                if committed:
                    await fetch_one(sql, args)
                raise Disconnected("ConnectionDoesNotExistError: connection was closed in the middle of operation")
            if away:
                raise Disconnected("ConnectionRefusedError: [Errno 111] Connect call failed")
            return await fetch_one(sql, args)

        bot.store.db.fetch_one = cut_off
        user = current_user(bot, table)
        view = session.player(session.stored.game.hand.to_move)
        _, edited = await table._by_panel(user, view, random_action(view, table.rng))
        edited.close()  # no edit comes: the answer is a followup
        reply = await loopback.wait_for_record(
            lambda r: r.kind != "callback" and r.ephemeral and "reconnecting" in (r.content or ""))
        assert reply.content.startswith("The bot is reconnecting to its database; your move was not taken")
        assert (await bot.store.get(table.game)).version == before == session.stored.version
        committed = True
        assert await table.play_turn()  # the answer says it was done, and the board follows
        assert [r.content.split(":")[0] for r in table.sending[-1].records if r.kind == EDIT] == ["Done"]
        assert (await bot.store.get(table.game)).version == before + 1 == session.stored.version
        assert board_version(table.board, table.game) == before + 1
        away = True
        user = current_user(bot, table)
        view = session.player(session.stored.game.hand.to_move)
        _, edited = await table._by_panel(user, view, random_action(view, table.rng))
        edited.close()
        reply = await loopback.wait_for_record(
            lambda r: r.kind != "callback" and r.ephemeral and "cannot tell yet" in (r.content or ""))
        assert "look at the board in a moment" in reply.content and session.stored.version == before + 1
        away = False
        board = await table.next_board(before + 1)
        assert board_version(board, table.game) == before + 2 == session.stored.version
        assert before + 2 in observed


async def test_a_board_whose_announcement_met_the_store_away_is_posted_once_it_is_back(loopback, make_bot,
                                                                                     monkeypatch):
    """The database server went away right after a move was stored, while its board was being said
    (a restart; the chaos run met it): the board follows once the store answers again, not only
    after the bot's next restart."""
    monkeypatch.setattr(session_module, "REPOST_S", (0.1,))
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        session = bot.games.get(table.game)
        before = session.stored.version
        fetch_one = bot.store.db.fetch_one
        away = 0

        async def refused_after_the_write(sql, args=()):
            nonlocal away
            if away and not sql.startswith("UPDATE games SET status"):
                away -= 1
                raise Disconnected("ConnectionRefusedError: [Errno 111] Connect call failed")
            row = await fetch_one(sql, args)
            if sql.startswith("UPDATE games SET status"):
                away = 1  # the store goes away once the move is committed
            return row

        bot.store.db.fetch_one = refused_after_the_write
        user = current_user(bot, table)
        view = session.player(session.stored.game.hand.to_move)
        _, done = await table._by_panel(user, view, random_action(view, table.rng))
        board = await table.next_board(before, timeout=10)
        assert board_version(board, table.game) == before + 1 == (await bot.store.get(table.game)).version
        assert [r.content.split(":")[0] for r in table.sending[-1].records if r.kind == EDIT] == ["Done"]
        await done


def store_away(bot, statement: str, when: Callable[[tuple], bool] = lambda args: True,
               times: int = 1) -> list[tuple]:
    """The bot's store refuses the statements that begin with `statement`, `times` of those whose
    arguments are `when` wants, as a PostgreSQL server restarting does (the connection refused);
    returns the arguments of those refused."""
    db, refused = bot.store.db, []

    def or_away(run):
        async def run_or_refuse(sql, args=()):
            if sql.startswith(statement) and len(refused) < times and when(tuple(args)):
                refused.append(tuple(args))
                raise Disconnected("ConnectionRefusedError: [Errno 111] Connect call failed")
            return await run(sql, args)
        return run_or_refuse

    db.execute, db.fetch_one = or_away(db.execute), or_away(db.fetch_one)
    return refused


def live_boards(loopback, table: AutoTable) -> list[int]:
    """The ids of the table's board messages whose controls still answer."""
    return [int(m["id"]) for m in loopback.messages.in_channel(loopback.channel(table.channel).id)
            if any(c.get("custom_id", "").startswith(f"muses:turn:{table.game}:") for c in components(m))]


async def test_a_game_that_ends_while_an_older_board_still_owes_its_controls_removal_leaves_none_live(
        loopback, make_bot, monkeypatch):
    """The store went away while a board was noted (its server restarting; the chaos run met it), so
    the board before it still owes the removal of its controls when the game ends (here by a
    forfeit, before the bot tries again): the end takes the controls off both."""
    monkeypatch.setattr(session_module, "REPOST_S", (60.0,))  # the try again would come after the end
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        first = table.board
        turn = board_version(first, table.game) + 1
        refused = store_away(bot, "UPDATE games SET board_message", when=lambda args: args[1] == turn)
        assert await table.play_turn()
        assert len(refused) == 1 and live_boards(loopback, table) == [first.message_id, table.board.message_id]
        left = await (await loopback.slash("muses leave", user="bob", channel="games")).wait_edits(1)
        assert "the game is over" in left[0].content
        assert (await bot.store.get(table.game)).status is GameStatus.CANCELLED
        await controls_off(loopback, first.message_id, table.board.message_id)
        assert live_boards(loopback, table) == []


async def test_boards_noted_while_the_store_was_away_lose_their_controls_after_a_restart(loopback, make_bot):
    """Two boards in a row are posted while the store refuses their notes (the moves are stored), and
    the bot stops before it notes either: once back, it takes the controls off every board but the
    newest (the move's write carries the board the bot remembered)."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        boards = [table.board.message_id]
        first = board_version(table.board, table.game)
        refused = store_away(bot, "UPDATE games SET board_message", when=lambda args: args[1] > first, times=2)
        for _ in range(2):
            assert await table.play_turn()
            boards.append(table.board.message_id)
        assert len(refused) == 2 and live_boards(loopback, table) == boards  # no strip before a board is noted
    async with loopback.running(make_bot()):
        await loopback.wait_for_record(lambda r: r.kind == EDIT and r.message_id == boards[1])
        assert live_boards(loopback, table) == boards[-1:]


async def test_a_board_whose_controls_discord_failed_to_take_off_loses_them_at_the_next_try(
        loopback, make_bot, monkeypatch):
    """Discord failed for a moment (a 503) to take the controls off the board before the new one:
    they stay owed, and go when the bot tries again."""
    monkeypatch.setattr(session_module, "REPOST_S", (0.05,))
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        first = table.board.message_id
        fault = loopback.inject(f"PATCH /channels/*/messages/{first}", status=503)
        assert await table.play_turn()
        await loopback.wait_for_record(lambda r: r.kind == EDIT and r.message_id == first and r.error_code is None)
        assert fault.hits and live_boards(loopback, table) == [table.board.message_id]


async def test_a_hand_whose_delivery_met_the_store_away_goes_to_everyone_once(loopback, make_bot, monkeypatch):
    """The store refuses the note that the first hand reached its player (its server restarting):
    the next player still gets theirs, the delivery is stored once the store is back, and a restart
    long after (Discord forgot the DMs' nonces) sends no hand again."""
    monkeypatch.setattr(session_module, "REPOST_S", (0.05,))
    async with loopback.running(make_bot()) as bot:
        refused = store_away(bot, "UPDATE games SET seats", when=lambda args: json.loads(args[0])[0]["dm_channel"]
                             and json.loads(args[0])[0]["hand_owed"] is None)  # the first seat's hand, delivered
        table = await opened(loopback, bot)
        for user in table.users:
            await loopback.wait_for_record(lambda r, user=user: hands_sent(loopback, table, user))
        assert len(refused) == 1
        for _ in range(100):  # the try again, 0.05 s later
            if all(x.hand_owed is None for x in (await bot.store.get(table.game)).seats):
                break
            await asyncio.sleep(0.05)
        assert [x.hand_owed for x in (await bot.store.get(table.game)).seats] == [None, None]
    loopback.clock.advance(10 * 60)
    async with loopback.running(make_bot()):  # its games resumed, their DMs owed sent
        assert [len(hands_sent(loopback, table, user)) for user in table.users] == [1, 1]


def hands_sent(loopback, table: AutoTable, user: str) -> list:
    """The DMs of the table's game that gave `user` a hand."""
    return [r for r in loopback.records if r.dm_user_id == loopback.member(user).id and r.error_code is None
            and r.filenames == [f"hand-{table.game}.png"]]


async def test_a_turn_opens_at_once_while_the_game_waits_for_its_store(loopback, make_bot):
    """The game's lock is held (a move's write read back while the store is away holds it for
    seconds): the player's click on the board still opens their panel within Discord's 3 seconds."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        async with bot.games.get(table.game).lock:
            click = await loopback.click(table.board, label="Take my turn", user=current_user(bot, table))
            panel = await click.response(timeout=2.0)
        assert panel.ephemeral and panel.components


async def test_a_board_that_could_not_be_drawn_is_posted_without_its_picture(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        draw = bot.renderer.board

        async def broken(view, locale=None):
            raise RuntimeError("the drawing failed")

        bot.renderer.board = broken
        await table.play_turn()
        assert not table.board.files and "could not be drawn" in table.board.content
        bot.renderer.board = draw
        await table.play_turn()  # the buttons of the board without a picture work
        assert table.board.files
        user = current_user(bot, table)
        status = await (await loopback.slash("muses status", {}, user=user, channel="games")).wait_edits(1)
        assert status[0].filenames


async def test_a_board_stored_but_never_posted_is_posted_when_the_bot_is_back(loopback, make_bot):
    """The bot stops between storing a move and posting its board (here: Discord refused
    the post): once back, it posts the current board, whose buttons work; a plain restart
    posts nothing."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)

        async def refused(session, note=None):
            raise RuntimeError("503 Service Unavailable")

        bot.herald.board = refused
        user = current_user(bot, table)
        view = bot.games.get(table.game).player(bot.games.get(table.game).stored.game.hand.to_move)
        _, done = await table._by_panel(user, view, random_action(view, table.rng))
        await done
        version = (await bot.store.get(table.game)).version
    back = "I am back: here is the current board"
    async with loopback.running(make_bot()):
        board = await table.next_board(version - 1)
        assert board_version(board, table.game) == version and back in board.content
        table.board = board
        assert await table.play_turn()
    async with loopback.running(make_bot()):
        assert await table.play_turn()
    assert sum(back in (r.content or "") for r in loopback.records) == 1


async def test_closing_dms_mid_game_does_not_make_the_newest_board_stale(loopback, make_bot):
    async with loopback.running(make_bot(seed=3)) as bot:
        table = await opened(loopback, bot, seed=3)
        loopback.refuse_dms("alice")
        loopback.refuse_dms("bob")
        notice = "cannot send you direct messages"
        while not any(notice in (r.content or "") for r in loopback.records):
            assert await table.play_turn(), "the placements ended with no face-down reminder"
        panel = await (await loopback.click(table.board, label="Take my turn",
                                            user=current_user(bot, table))).response()
        assert panel.callback_type == 4 and "out of date" not in (panel.content or "")
        assert (await bot.store.get(table.game)).version == board_version(table.board, table.game)


async def test_an_expired_panel_says_so(loopback, make_bot, monkeypatch):
    monkeypatch.setattr("bot.edge.panels.PANEL_TIMEOUT", 0.2)
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        click = await loopback.click(table.board, label="Take my turn", user=current_user(bot, table))
        panel = await click.response()
        assert panel.components
        [expired] = await click.wait_edits(1)
        assert "expired" in expired.content and not expired.components


async def test_a_moves_board_follows_the_interaction_that_sent_it_confirm_click_or_typed_command(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot, seed=41)
        channel = loopback.channel("games").id
        mover = current_user(bot, table)
        view = await table.my_view(mover)
        _, confirmed = await table._by_panel(mover, view, random_action(view, table.rng))
        [done] = await confirmed
        [board] = [r for r in table.sending[-1].records if r.kind == FOLLOWUP]  # through the click's token
        stored = bot.games.get(table.game).stored
        assert not board.ephemeral and board.channel_id == channel and board.timestamp <= done.timestamp
        assert board_version(board, table.game) == stored.version and stored.board_message == board.message_id
        assert loopback.message(board.message_id)["embeds"][0]["image"]["url"].endswith(".png")
        table.board = board  # the next player takes their turn from it
        nxt = current_user(bot, table)
        panel = await (await loopback.click(board, label="Take my turn", user=nxt)).response()
        assert panel.ephemeral and panel.components
        table.slash_share = 1.0  # typed with /muses move or place: the command's answer is private
        await table.play_turn()
        command = table.sending[-1]
        stored, done = await command.wait_edits(2)  # the "thinking" answer, private, then the board follows it
        board = table.board
        assert board.kind == FOLLOWUP and board.interaction_id == command.id and not board.ephemeral
        assert board.channel_id == channel
        assert board_version(board, table.game) == bot.games.get(table.game).stored.version
        assert stored.ephemeral and stored.content == "Stored; the board follows." and done.ephemeral
        assert stored.timestamp <= board.timestamp <= done.timestamp and done.content.startswith("Done:")
        assert loopback.message(command.original_id)["content"] == done.content


async def test_a_board_out_before_a_stop_that_did_not_note_it_is_not_posted_again(loopback, make_bot):
    async with loopback.running(make_bot(seed=42)) as bot:
        table = await opened(loopback, bot, seed=42)
        await table.play_turn()  # its board followed the Confirm click: no nonce guards a repeat
        version = bot.games.get(table.game).stored.version
        assert table.board.kind == FOLLOWUP and board_version(table.board, table.game) == version
    db = await connect(make_bot.db)  # stopped after the post, before noting it
    await db.execute("UPDATE games SET board_version = ?, board_message = NULL WHERE id = ?", (version - 1, table.game))
    await db.close()
    since = len(loopback.records)
    async with loopback.running(make_bot(seed=42)) as bot:
        stored = bot.games.get(table.game).stored
        assert (stored.board_version, stored.board_message) == (version, table.board.message_id)
        assert not [r for r in loopback.records[since:] if r.posted]  # the table sees that board once
        await table.play_turn()
        assert board_version(table.board, table.game) == version + 1


async def test_at_the_global_limit_a_strip_waits_behind_a_new_board(loopback, make_bot):
    """A strip (an old board's controls taken off) is a request nobody waits for: while the global limit
    is reached, a new board, which players wait for, asked for after it, goes out first."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        a = bot.games.get(table.game).stored
        old = table.board.message_id  # the board out, whose controls go once a new one is
        stripping = Ledger(replace(a, owed=replace(a.owed, strip=(old,))), bot.store, time.monotonic, asyncio.Lock())
        boarding = Ledger(replace(a, version=a.version + 1), bot.store, time.monotonic, asyncio.Lock())  # a new one
        await bot.herald.board_png(boarding.stored)  # drawn already, as a move's board is before its post
        await bot.store.pings_on(a.seats[a.game.hand.to_move].user)  # known already, as it is within a minute
        bot.herald.requests = Pace(1, 0.2)
        held, release = asyncio.Event(), asyncio.Event()

        async def holding() -> None:  # the global limit reached while the two wait
            async with bot.herald.requests.turn():
                held.set()
                await release.wait()

        hold = asyncio.ensure_future(holding())
        await held.wait()
        before = len(loopback.records)
        strip = asyncio.ensure_future(bot.herald.strip(stripping))
        await asyncio.sleep(0)  # the strip waits for room first
        board = asyncio.ensure_future(bot.herald.board(boarding))
        await asyncio.sleep(0)  # then the board
        release.set()
        await asyncio.gather(hold, strip, board)
        said = loopback.records[before:]
        board_at = next(k for k, r in enumerate(said) if r.posted and board_version(r, table.game) == a.version + 1)
        strip_at = next(k for k, r in enumerate(said) if r.kind == EDIT and r.message_id == old)
        assert board_at < strip_at
        assert said[strip_at].payload.get("components") == []  # the old board's controls are off


@pytest.mark.slow
async def test_at_the_global_limit_the_next_moves_do_not_wait_for_the_strips(loopback, make_bot):
    """A strip waits behind every request players wait for (at a busy opening, seconds: 50 games' threads,
    boards and hands): the game's next moves go on meanwhile, their boards out through their clicks, and
    the old boards lose their controls once the global limit leaves room."""
    async with loopback.running(make_bot()) as bot:
        table = await opened(loopback, bot)
        for player in [loopback.member(user).id for user in table.users]:  # the hands are out (a move's
            await loopback.wait_for_record(lambda r, p=player: r.dm_user_id == p)  # answer follows the DMs before it)
        boards = [table.board.message_id]
        bot.herald.requests = Pace(1, 0.2)
        held, release = asyncio.Event(), asyncio.Event()

        async def holding() -> None:  # the global limit reached until the moves are made
            async with bot.herald.requests.turn():
                held.set()
                await release.wait()

        hold = asyncio.ensure_future(holding())
        await held.wait()
        try:
            for _ in range(2):
                assert await asyncio.wait_for(table.play_turn(), 10)
                boards.append(table.board.message_id)
            assert live_boards(loopback, table) == boards  # no strip went out yet
        finally:
            release.set()
        await hold
        await controls_off(loopback, *boards[:-1])
        assert live_boards(loopback, table) == boards[-1:]
