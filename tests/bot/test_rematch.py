"""Rematch: the result's button opens a lobby like the game's where its lobby was, the AI seat kept and
the other player's seat held for them; it works after a restart, from an archived thread."""

from __future__ import annotations

import json
from dataclasses import replace

from bot.core.stored import GameStatus, Owed, Seat, TableOptions
from bot.offline.loopback import MESSAGE
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import game_from_record
from support import DATA
from support.loopback import UNTIMED, shown


async def test_a_rematch_from_an_archived_threads_result_after_a_restart(loopback, make_bot):
    games, guild = loopback.channel("games"), loopback.guild.id
    alice, bob = (Seat(loopback.member(user).id, user) for user in ("alice", "bob"))
    thread = await loopback.create_thread("Game", "games")
    game = game_from_record(json.loads((DATA / "records" / "3p-one-hand.json").read_text()))
    assert game.is_over
    store = GameStore(await open_db(make_bot.db))
    try:  # a game over in a thread, its result owed: said at the bot's start
        stored = await store.create(guild, games.id, alice, TableOptions(3, tiebreak="trigger-loses"),
                                    (Seat.for_ai("easy", (alice,)), bob))
        await store.set_thread(stored.id, thread.id, games.id)
        stored = await store.save(replace(stored, game=game, status=GameStatus.FINISHED, channel=thread.id,
                                          parent=games.id, owed=Owed(score=0)))
    finally:
        await store.close()
    async with loopback.running(make_bot(server_defaults=UNTIMED)):
        result = await loopback.wait_for_record(lambda r: r.kind == MESSAGE and r.channel_id == thread.id
                                                and "Rematch" in json.dumps(r.body))
    await loopback.update_thread(thread.id, archived=True)
    async with loopback.running(make_bot(server_defaults=UNTIMED)) as bot:
        await loopback.deny("games", "send_messages")  # its threads take posts still: the result's among them
        [refused] = await (await loopback.click(result, label="Rematch", user="alice")).wait_edits(1)
        assert refused.ephemeral and refused.content.startswith(f"I cannot open the rematch in <#{games.id}>: I am "
                                                                f"missing Send Messages, Attach Files and Embed Links")
        assert bot.games.in_channel(games.id) is None
        await loopback.allow("games", "send_messages")
        [opened] = await (await loopback.click(result, label="Rematch", user="alice")).wait_edits(1)
        rematch = bot.games.in_channel(games.id)
        assert opened.ephemeral and opened.content.startswith(f"Rematch: game #{rematch.id} is open in <#{games.id}>")
        assert [(x.user, x.ai_level, x.reserved) for x in rematch.stored.seats] == [
            (alice.user, None, False), (-1, "easy", False), (bob.user, None, True)]
        assert rematch.stored.table == stored.table and loopback.channel(thread.id).archived
        [lobby] = [m for m in loopback.channel_messages("games") if "is looking for players" in m["content"]]
        assert f"3. *reserved for <@{bob.user}> until <t:" in lobby["content"]
        assert "AI (easy)" in lobby["content"]
        started = await (await loopback.click(lobby, label="Start", user="alice")).wait_followups(1)
        assert "3 players; 2 joined so far" in started[0].content  # bob's seat is held, not taken
        listed = await (await loopback.slash("muses-admin games", user="carol", channel="general")).response()
        listing = f"#{rematch.id} · lobby · {shown(loopback, 'alice')}, AI (easy), bob (seat reserved) · <#{games.id}>"
        assert listing in listed.content  # held for bob, not taken

        [taken] = await (await loopback.click(result, label="Rematch", user="bob")).wait_edits(1)
        assert taken.content == f"You took your seat at game #{rematch.id} in <#{games.id}>."
        [again] = await (await loopback.click(result, label="Rematch", user="bob")).wait_edits(1)
        assert again.content == f"You are already at the table of game #{rematch.id} in <#{games.id}>."
        [lobby] = [m for m in loopback.channel_messages("games") if f"#{rematch.id}" in m["content"]]
        assert "reserved for" not in lobby["content"] and f"3. <@{bob.user}>" in lobby["content"]
        stranger = await (await loopback.click(result, label="Rematch", user="carol")).response()
        assert stranger.ephemeral
        assert stranger.content == f"Only the players of game #{stored.id} can ask for its rematch."

        [begun] = await (await loopback.click(lobby, label="Start", user="alice")).wait_edits(1)
        assert begun.content.startswith(f"**Game #{rematch.id} begins.**")
        await loopback.wait_for_record(lambda r: r.kind == MESSAGE and r.channel_id == int(lobby["id"]))
        assert rematch.stored.parent == games.id  # played in a new thread, as any game
