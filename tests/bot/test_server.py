"""Server life through the loopback Discord: ratings on the leaderboard, stats and history,
the server's settings and what they allow, idle lobbies and games, and being forgotten."""

from __future__ import annotations

import io
import json
import random
import time
from dataclasses import replace

import discord
import pytest
from discord.utils import escape_markdown
from PIL import Image

from bot.core.stored import GameStatus, Owed, Seat, StoredGame, TableOptions
from bot.core.texts import hinted_text, left_text, start_text
from bot.edge.markup import in_message
from bot.edge.server import forgotten
from bot.offline.autoplay import AutoTable
from bot.play.timers import Timing
from bot.storage.db import Database, connect
from engine import Game, default_muse_table, game_from_record, game_to_record
from engine.views import public_view
from support.loopback import shown

FAST = dict(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0), ai_ms=50)
MODERATOR = "carol"  # Manage Server


async def play(loopback, users: list[str], seed: int, channel: str = "games") -> int:
    table = AutoTable(loopback, channel, users, random.Random(seed))
    await table.open(len(users))
    await table.play_game()
    return table.game


def picture(record) -> Image.Image:
    return Image.open(io.BytesIO(record.files[0].data))


@pytest.mark.slow
async def test_finished_games_show_on_the_leaderboard_stats_and_history(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        empty = await (await loopback.slash("muses leaderboard", user="alice", channel="games")).response()
        assert empty.ephemeral and "No game has been rated on this server yet" in empty.content
        first = await play(loopback, ["alice", "bob"], 3)
        [result] = [r.content for r in loopback.records if r.posted and f"**Game #{first} is over" in (r.content or "")]
        # two newcomers: the ratings the game moved, on the result (openskill's first game: +137.5 and −73.3)
        winner, loser = sorted(["alice", "bob"], key=lambda u: f"(<@{loopback.member(u).id}>) wins**" not in result)
        said = f"\nRatings: {shown(loopback, winner)} 1138? (+138), {shown(loopback, loser)} 927? (−73)"
        assert result.endswith(said)
        second = await play(loopback, ["bob", "alice"], 4, channel="table-1")
        [board] = await (await loopback.slash("muses leaderboard", user="dave", channel="general")).wait_edits(1)
        assert not board.ephemeral and board.files[0].filename == "leaderboard.png"
        lines = board.content.splitlines()
        assert "Leaderboard — Muses Hall" in lines[0] and len(lines) == 4 and lines[3].startswith("-# Every player")
        assert {line.split(" — ")[0].split(". ")[1] for line in lines[1:3]} == {shown(loopback, "alice"),
                                                                               shown(loopback, "bob")}
        assert all("? · 2 games · " in line for line in lines[1:3])
        assert picture(board).size[0] == 760
        ratings = {r.player: r for r, _ in await bot.store.standings(loopback.guild.id)}
        best = max(ratings.values(), key=lambda r: r.mu - 3 * r.sigma)
        rating = round(1000 + 40 * (best.mu - 3 * best.sigma))
        assert lines[1].startswith(f"1. {escape_markdown(best.name)} — {rating}? · ")

        handle = await loopback.slash("muses stats", {"member": "bob"}, user="alice", channel="games")
        [stats] = await handle.wait_edits(1)
        assert (await handle.response()).ephemeral and stats.files[0].filename == "rating.png"
        bob = ratings[str(loopback.member("bob").id)]
        assert f"**{shown(loopback, 'bob')}** on this server" in stats.content and "2 games" in stats.content
        assert f"rating {round(1000 + 40 * (bob.mu - 3 * bob.sigma))}? (rank" in stats.content
        assert "• 2 players: 2 games" in stats.content
        nobody = await (await loopback.slash("muses stats", {"member": "dave"}, user="alice",
                                             channel="games")).response()
        dave = shown(loopback, "dave")
        assert nobody.ephemeral and f"No rated game of {dave} on this server yet." in nobody.content

        none = await (await loopback.slash("muses history", user="dave", channel="games")).response()
        assert none.ephemeral and none.content == f"No rated game of {dave} on this server yet."
        mine = await (await loopback.slash("muses history", user="alice", channel="games")).response()
        assert mine.ephemeral
        rows = [line for line in mine.content.splitlines() if line.startswith("• ")]
        assert [row.split(" · ")[0] for row in rows] == [f"• #{second}", f"• #{first}"]  # newest first
        assert all(shown(loopback, "alice") in row and shown(loopback, "bob") in row and "`/muses export game:" in row
                   for row in rows)
        # a game of another channel is exported from anywhere on the server
        export = await (await loopback.slash("muses export", {"game": second}, user="dave",
                                             channel="general")).response()
        stored = await bot.store.get(second)
        assert json.loads(export.files[0].data) == game_to_record(stored.game)


async def test_settings_are_shown_changed_and_checked_by_the_bot(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        refused = await (await loopback.slash("muses-admin settings", user="bob", channel="games")).response()
        assert refused.ephemeral and refused.content == (
            "Only a member with Manage Server can see or change this server's settings.")
        channels_only = (discord.Permissions(manage_channels=True) | discord.Permissions(
            use_application_commands=True)).value
        also = await (await loopback.slash("muses-admin settings", user="dave", channel="games",
                                           permissions=channels_only)).response()
        assert "Only a member with Manage Server" in also.content
        shown = await (await loopback.slash("muses-admin settings", user=MODERATOR, channel="games")).response()
        assert shown.ephemeral and "• lobby_hours (a lobby not started closes itself after): 24 h" in shown.content
        assert "• channels (where games may be opened, with their threads): any channel" in shown.content
        assert "• lobbies (open at once on this server, one per member): 10" in shown.content
        for options, sentence in [({"timeout": -1}, "The default turn timeout is 0 (no limit) or 1 to 10080 minutes."),
                                  ({"timeout": 0.5}, "The default turn timeout is 0 (no limit) or 1 to 10080 minutes."),
                                  ({"lobby_hours": 0}, "A lobby may wait 1 to 720 hours before it closes itself."),
                                  ({"idle_days": 1000}, "A game may stay without a move for 1 to 365 days before "
                                                        "it is abandoned."),
                                  ({"channels": "games please"}, "List channels as #mentions (or channel ids), or "
                                                                 "write `any`."),
                                  ({"channels": "<#12345>"}, "There is no channel <#12345> on this server that I "
                                                             "can see.")]:
            bad = await (await loopback.slash("muses-admin settings", options, user=MODERATOR,
                                              channel="games")).response()
            assert bad.ephemeral and bad.content == sentence, options
        assert await bot.store.guild_settings(loopback.guild.id) == {}  # a bad value changes nothing
        games = loopback.channel("games").id
        changed = await (await loopback.slash("muses-admin settings", {
            "timeout": 3, "hints": False, "ai_level": "normal", "channels": f"<#{games}>", "role": "Moderator",
            "lobby_hours": 48}, user=MODERATOR, channel="games")).response()
        assert "(saved)" in changed.content and "• timeout (default minutes per turn): 3 min" in changed.content
        assert f"channels (where games may be opened, with their threads): <#{games}>" in changed.content
        assert f"<@&{loopback.guild.role('Moderator').id}>" in changed.content and "48 h" in changed.content
        assert (await bot.store.guild_setting(loopback.guild.id, "hints")) == "off"

        def opened(options, user, channel):
            return loopback.slash("muses new", options, user=user, channel=channel)

        for options, user, channel, sentence in [
                ({}, MODERATOR, "general", f"On this server, games are opened in <#{games}> (or their threads)."),
                ({}, "alice", "games", "On this server, opening a game needs the role "
                                       f"<@&{loopback.guild.role('Moderator').id}>."),
                ({"ai": 1, "level": "hard"}, MODERATOR, "games", "On this server, AI players play at normal level "
                                                                 "at most."),
                ({"hints": True}, MODERATOR, "games", "Hints are not allowed on this server: open the table with "
                                                      "hints off.")]:
            answer = await (await opened(options, user, channel)).response()
            assert answer.ephemeral and answer.content == sentence, (options, user, channel)
        # table-1 is a thread of #games
        lobby = await (await opened({"ai": 1, "level": "normal"}, MODERATOR, "table-1")).response()
        assert "turn limit: 3 s" in lobby.content and "no hints" in lobby.content  # a minute lasts a second here
        above = await (await loopback.select(lobby, ["hard"], user=MODERATOR,
                                             custom_id=f"muses:lobby:ai:{_game(loopback, lobby)}")).response()
        assert above.ephemeral and above.content == "On this server, AI players play at normal level at most."
        await (await loopback.slash("muses-admin settings", {"ai": False, "anyone": True}, user=MODERATOR,
                                    channel="games")).response()
        no_ai = await (await opened({"ai": 1}, "alice", "games")).response()
        assert no_ai.content == "AI players are not allowed on this server."
        anyone = await (await opened({}, "alice", "games")).response()
        assert "looking for players" in anyone.content


def _game(loopback, record) -> int:
    message = loopback.message(record.message_id)
    return int(message["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])


async def test_a_member_opens_one_lobby_at_a_time_and_a_server_as_many_as_it_allows(loopback, make_bot):
    async with loopback.running(make_bot()):
        lobby = await (await loopback.slash("muses new", user="alice", channel="games")).response()
        first = _game(loopback, lobby)
        again = await (await loopback.slash("muses new", user="alice", channel="general")).response()
        assert again.ephemeral and (f"You already have an open lobby in <#{loopback.channel('games').id}>: start it, "
                                    "or cancel it with its Cancel button" in again.content)
        await (await loopback.slash("muses-admin settings", {"lobbies": 1}, user=MODERATOR,
                                    channel="general")).response()
        full = await (await loopback.slash("muses new", user="bob", channel="general")).response()
        assert full.ephemeral and "This server's open lobbies have reached its limit (1)" in full.content
        await (await loopback.click(lobby, label="Cancel", user="alice")).response()
        opened = await (await loopback.slash("muses new", user="bob", channel="general")).response()
        assert not opened.ephemeral and _game(loopback, opened) != first


IDLE = Timing(**FAST, hour=0.1)
"""An hour of idle time lasts 0.1 s: a lobby closes after 24 h = 2.4 s; a game idle a day, 2.4 s (time
enough for the players' actions between, on a loaded machine)."""


async def test_an_idle_lobby_closes_itself_and_an_idle_game_ends_abandoned(loopback, make_bot):
    async with loopback.running(make_bot(timing=IDLE)) as bot:
        await (await loopback.slash("muses-admin settings", {"idle_days": 1}, user=MODERATOR,
                                    channel="general")).response()
        opened = time.monotonic()
        lobby = await (await loopback.slash("muses new", user="dave", channel="general")).response()
        lobby_game = _game(loopback, lobby)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(2))
        await table.open(2)
        await table.play_turn()
        closed = await loopback.wait_for_record(lambda r: "closed itself" in (r.content or ""), timeout=8)
        assert time.monotonic() - opened >= 24 * IDLE.hour, "not before a day of idle time"
        assert f"Game #{lobby_game} closed itself" in closed.content
        assert loopback.message(lobby.message_id)["components"] == []
        assert (await bot.store.get(lobby_game)).status is GameStatus.CANCELLED
        ended = await loopback.wait_for_record(lambda r: f"Game #{table.game} ends as abandoned" in (r.content or ""),
                                               timeout=8)
        assert not ended.ephemeral and f"/muses export game:{table.game}" in ended.content
        stored = await bot.store.get(table.game)
        assert stored.status is GameStatus.ABANDONED and not await bot.store.is_rated(table.game)
        export = await (await loopback.slash("muses export", {"game": table.game}, user="bob",
                                             channel="games")).response()
        assert json.loads(export.files[0].data) == game_to_record(stored.game)


async def test_idle_limits_survive_a_restart(loopback, make_bot):
    async with loopback.running(make_bot(timing=IDLE)) as bot:
        await (await loopback.slash("muses-admin settings", {"idle_days": 1}, user=MODERATOR,
                                    channel="general")).response()
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(2))
        await table.open(2)
    db = await connect(make_bot.db)  # the limit passed while the bot was stopped
    await db.execute("UPDATE games SET active_at = active_at - 1.5 WHERE id = ?", (table.game,))
    await db.close()
    async with loopback.running(make_bot(timing=IDLE)) as bot:
        ended = await loopback.wait_for_record(lambda r: f"Game #{table.game} ends as abandoned" in (r.content or ""),
                                               timeout=5)
        assert not ended.ephemeral
        assert (await bot.store.get(table.game)).status is GameStatus.ABANDONED


async def traces(db: Database, needles: list[str]) -> list[tuple[str, str]]:
    """Every (table, value) of the bot's whole database (SQLite or PostgreSQL) that holds one of `needles`."""
    tables = ("SELECT name FROM sqlite_master WHERE type = 'table'" if db.dialect == "sqlite" else
              "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()")
    found = []
    for table in [t["name"] for t in await db.fetch_all(tables)]:
        for row in await db.fetch_all(f"SELECT * FROM {table}"):
            found += [(table, str(v)) for v in row if any(n in str(v) for n in needles)]
    return found


@pytest.mark.slow
async def test_forget_me_leaves_no_trace_and_records_still_replay(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        games = [await play(loopback, ["alice", "bob"], 3), await play(loopback, ["bob", "carol", "alice"], 5)]
        records = {g: game_to_record((await bot.store.get(g)).game) for g in games}
        alice = str(loopback.member("alice").id)
        assert await traces(bot.store.db, ["Alice", alice])
        ask = await (await loopback.slash("muses forget-me", user="alice", channel="games")).response()
        assert ask.ephemeral and "cannot be undone" in ask.content
        other = await (await loopback.click(ask, label="Forget me", user="bob")).response()
        assert other.ephemeral and "This button is for the member who asked" in other.content
        assert await traces(bot.store.db, ["Alice", alice])  # nothing happens before the confirmation
        done = await (await loopback.click(ask, label="Forget me", user="alice")).response()
        assert "replaced by “a former player” in 2 stored games" in done.content
        assert await traces(bot.store.db, ["Alice", alice]) == []
        for game in games:
            stored = await bot.store.get(game)
            assert "a former player" in stored.game.players
            replayed = game_from_record(json.loads(json.dumps(game_to_record(stored.game))))  # checked action by action
            assert replayed.is_over
            assert public_view(replayed).result == public_view(game_from_record(records[game])).result
            assert game_to_record(replayed)["hands"] == records[game]["hands"]
        board = await (await loopback.slash("muses leaderboard", user="bob", channel="games")).wait_edits(1)
        assert "Alice" not in board[0].content and shown(loopback, "bob") in board[0].content
        history = await (await loopback.slash("muses history", user="bob", channel="games")).response()
        assert "a former player" in history.content


async def test_moderators_forget_a_member_who_left_and_others_are_refused(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        await play(loopback, ["alice", "bob"], 3)
        bob = str(loopback.member("bob").id)
        refused = await (await loopback.slash("muses-admin forget", {"member": "bob"}, user="dave",
                                              channel="games")).response()
        assert refused.ephemeral and "Only a member with Manage Channels or Manage Server" in refused.content
        table = AutoTable(loopback, "table-1", ["bob", "dave"], random.Random(1))
        await table.open(2)
        playing = await (await loopback.slash("muses-admin forget", {"member": "bob"}, user=MODERATOR,
                                              channel="games")).wait_edits(1)
        assert f"at the table of game #{table.game}" in playing[0].content
        await (await loopback.slash("muses leave", user="bob", channel="table-1")).wait_edits(1)
        done = await (await loopback.slash("muses-admin forget", {"member": "bob"}, user=MODERATOR,
                                           channel="games")).wait_edits(1)
        assert "in 2 stored games" in done[0].content
        assert await traces(bot.store.db, ["Bob", bob]) == []
        # bob's forfeit counted for dave, and stays counted; bob's own ratings are gone
        assert {r.player for r, _ in await bot.store.standings(loopback.guild.id)} == {
            str(loopback.member(u).id) for u in ("alice", "dave")}


def test_forgetting_a_player_renames_them_in_the_owed_words_and_nothing_else():
    a, al, alice = Seat(1, "a", left=True), Seat(2, "Al"), Seat(3, "Alice", ai_owned=True, left=True)
    game = Game.new(["a", "Al", "Alice"], TableOptions(players=3).options(default_muse_table()), random.Random(1))
    stored = StoredGame(7, 10, 20, GameStatus.CANCELLED, 2, TableOptions(players=3), (a, al, alice), game=game)
    in_play = replace(stored, status=GameStatus.ACTIVE)
    opening = start_text(stored, public_view(game))
    notes = [hinted_text(stored, 1), left_text(in_play, 2), left_text(stored, 0),
             "Al and Alice (automated) met <@2> and <@22>; a talk."]  # a line no seat's note: edited
    stored = replace(stored, owed=Owed(lobby=opening, note="\n".join(notes)))

    without_a = forgotten(stored, 1)
    assert in_message(without_a.owed.lobby) == in_message(opening).replace("<@1>", "a former player")  # mentions
    assert in_message(without_a.owed.note).split("\n")[:3] == [
        "💡 Al asked the AI for a hint this turn.",
        "Alice left game #7: an automated player takes their seat.",
        "a former player left game #7: the game ends without a result."]

    without_al = forgotten(stored, 2)
    assert in_message(without_al.owed.note).split("\n") == [
        "💡 a former player asked the AI for a hint this turn.",
        "Alice left game #7: an automated player takes their seat.",
        "a left game #7: the game ends without a result.",
        "a former player and Alice (automated) met a former player and <@22>; a talk."]
