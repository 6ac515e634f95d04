"""Moderation: `/muses-admin reset` for the host and for moderators, checked by the bot itself."""

from __future__ import annotations

import random

import discord

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable
from support.loopback import controls_off


async def test_a_moderator_resets_the_game_after_confirming(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(2))
        await table.open(2)
        ask = await (await loopback.slash("muses-admin reset", user="carol", channel="games")).response()
        assert ask.ephemeral and "cannot be undone" in ask.content
        assert (await bot.store.get(table.game)).status is GameStatus.ACTIVE  # nothing happens before the confirmation
        confirm = await (await loopback.click(ask, label="End the game", user="carol")).response()
        assert confirm.callback_type == 7 and "is ended" in confirm.content
        notice = await loopback.wait_for_record(lambda r: "was ended by" in (r.content or ""))
        assert f"<@{loopback.member('carol').id}>" in notice.content and not notice.ephemeral
        assert notice.silent and not notice.pinged  # it calls nobody to act
        assert (await bot.store.get(table.game)).status is GameStatus.CANCELLED
        await controls_off(loopback, table.board.message_id)  # the last board keeps no controls
        loopback.message(table.board.message_id)["components"] = table.board.components  # a click sent before:
        late = await (await loopback.click(table.board, label="Take my turn", user="alice")).response()
        assert late.ephemeral and "over" in late.content
        fresh = await (await loopback.slash("muses new", user="dave", channel="games")).response()
        assert "looking for players" in fresh.content


async def test_others_are_refused_whatever_discord_lets_them_run(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(2))
        await table.open(2)
        refused = await (await loopback.slash("muses-admin reset", user="bob", channel="games")).response()
        assert refused.ephemeral and "Only the host (while still playing) or a member with Manage Channels" in (
            refused.content)
        channels = discord.Permissions(manage_channels=True, use_application_commands=True).value
        allowed = await (await loopback.slash("muses-admin reset", user="dave", channel="games",
                                              permissions=channels)).response()
        assert "cannot be undone" in allowed.content
        host = await (await loopback.slash("muses-admin reset", user="alice", channel="games")).response()
        assert "cannot be undone" in host.content
        # the confirmation button re-checks who presses it
        pressed = await (await loopback.click(host, label="End the game", user="alice")).response()
        assert "is ended" in pressed.content
        assert (await bot.store.get(table.game)).status is GameStatus.CANCELLED


async def test_only_the_host_starts_and_a_full_table_is_needed(loopback, make_bot):
    async with loopback.running(make_bot()):
        lobby = await (await loopback.slash("muses new", {"players": 3}, user="alice", channel="games")).response()
        early = await (await loopback.click(lobby, label="Start", user="alice")).wait_followups(1)
        assert early[0].ephemeral and "needs 3 players" in early[0].content
        await (await loopback.click(lobby, label="Join", user="bob")).response()
        twice = await (await loopback.click(lobby, label="Join", user="bob")).response()
        assert twice.ephemeral and "already" in twice.content
        await (await loopback.click(lobby, label="Join", user="dave")).response()
        full = await (await loopback.click(lobby, label="Join", user="carol")).response()
        assert full.ephemeral and "full" in full.content
        not_host = await (await loopback.click(lobby, label="Start", user="bob")).wait_followups(1)
        assert "Only the host" in not_host[0].content
        busy = await (await loopback.slash("muses new", user="carol", channel="games")).response()
        assert busy.ephemeral and "already has a game" in busy.content
        cancel = await (await loopback.click(lobby, label="Cancel", user="alice")).response()
        assert "cancelled" in cancel.content and loopback.message(lobby.message_id)["components"] == []


async def test_a_host_who_left_the_game_can_no_longer_end_it(loopback, make_bot):
    async with loopback.running(make_bot()) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob", "carol"], random.Random(4))
        await table.open(3, on_leave="continue")
        await (await loopback.slash("muses leave", user="alice", channel="games")).wait_edits(1)
        refused = await (await loopback.slash("muses-admin reset", user="alice", channel="games")).response()
        assert refused.ephemeral and "while still playing" in refused.content
        assert (await bot.store.get(table.game)).status is GameStatus.ACTIVE
