"""`/muses replay`: the GIF for the channel, and a viewer whose buttons still step after a restart;
one replay under way per server at a time."""

from __future__ import annotations

import json
import threading
from dataclasses import replace

from bot.core.stored import GameStatus, Seat, TableOptions
from bot.hosting.pictures import render_pictures
from engine import game_from_record
from support import DATA


async def test_the_replay_viewer_steps_on_after_a_restart(loopback, make_bot):
    game = game_from_record(json.loads((DATA / "records" / "2p-one-hand.json").read_text()))  # 22 moves
    alice, bob = (Seat(loopback.member(user).id, user) for user in ("alice", "bob"))
    guild, channel = loopback.guild.id, loopback.channel("games").id
    pictures, drawing = render_pictures(), threading.Event()

    def held(steps, locale=None):  # alice's GIF is drawn once bob has asked for his
        drawing.wait(10)
        return pictures.replay(steps, locale=locale)

    async with loopback.running(make_bot(pictures=replace(pictures, replay=held))) as bot:
        stored = await bot.store.create(guild, channel, alice, TableOptions())
        stored = await bot.store.save(replace(stored, seats=(alice, bob), game=game, status=GameStatus.FINISHED))
        offered = await (await loopback.autocomplete("muses replay", focused="game", user="bob",
                                                     channel="games")).response()
        assert [c["value"] for c in offered.choices] == [stored.id]
        first = await loopback.slash("muses replay", user="alice", channel="games")
        await first.response()  # deferred: under way
        busy = await (await loopback.slash("muses replay", user="bob", channel="games")).response()
        assert busy.ephemeral and busy.content.startswith(
            "The bot is still answering another request like this one on this server: please ask again <t:")
        drawing.set()
        await first.wait_followups(1, 10)
        asked = await loopback.slash("muses replay", user="bob", channel="games")  # his first did not count
        [posted] = await asked.wait_edits(1)
        assert not posted.ephemeral and posted.filenames == [f"replay-{stored.id}.gif"]
        [viewer] = await asked.wait_followups(1)
        assert viewer.ephemeral and viewer.content == f"Game #{stored.id}: move 1 of 23"
    async with loopback.running(make_bot()) as bot:
        for move in (2, 3):
            shown = await (await loopback.click(viewer.message_id, label="\u25b6", user="bob")).response()
            assert shown.content == f"Game #{stored.id}: move {move} of 23"
            assert shown.filenames == [f"replay-{stored.id}-{move}.png"]
        playing = await bot.store.create(guild, loopback.channel("general").id, alice, TableOptions())
        in_play = game_from_record(json.loads((DATA / "records" / "2p-in-progress.json").read_text()))
        await bot.store.save(replace(playing, seats=(alice, bob), game=in_play, status=GameStatus.ACTIVE))
        refused = await (await loopback.slash("muses replay", {"game": playing.id}, user="bob",
                                              channel="games")).response()
        assert refused.ephemeral
        assert refused.content == f"Game #{playing.id} is not over: its replay comes once it has a result."
