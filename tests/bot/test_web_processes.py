"""The web table across bot processes on one PostgreSQL database (docs/web-protocol.md, "Across
bot processes"): a page served by the bot of shard 0 of 2 plays a game of a server on shard 1,
whose bot writes it, and gets every new position, the chat's too; inside Discord, it opens the
game launched from that bot's board (docs/activity.md)."""

from __future__ import annotations

import random

import aiohttp
import pytest

from bot.hosting.app import build_bot
from bot.hosting.pictures import render_pictures
from bot.hosting.settings import Settings
from bot.hosting.shards import Shards
from bot.offline.autoplay import AutoTable, board_version
from bot.play.timers import Timing
from engine import default_muse_table
from support.loopback import IN_CHANNELS
from support.web import WEB_ON_LOOPBACK, first_action, hello, opened, sign_in


def sharded(db: str, shard: int, privacy):
    settings = Settings(token=None, db=db, muse_table=default_muse_table(), shards=Shards((shard,), 2),
                        **WEB_ON_LOOPBACK)
    return build_bot(settings, rng=lambda game: random.Random(f"1:{game}"), guild_ready_timeout=0.05,
                     timing=Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0)),
                     ai_processes=0, server_defaults=IN_CHANNELS, observer=privacy.observe,
                     pictures=privacy.drawn(render_pictures()))


@pytest.mark.slow
async def test_a_page_on_one_process_plays_a_game_another_writes(loopback, postgres, privacy):
    loopback.add_guild("North", ("nia", "noor"), ("north-hall",), shard=(0, 2))
    loopback.add_guild("South", ("sol", "sam", "sky"), ("south-hall", "south-yard"), shard=(1, 2))
    loopback.enable_activities()
    db = postgres.new_database()
    north, south = sharded(db, 0, privacy), sharded(db, 1, privacy)
    async with loopback.running(north), loopback.running(south), aiohttp.ClientSession() as http:
        base = opened(loopback, north)
        opened(loopback, south)
        await north.web.relay.notices.listening.wait()
        await south.web.relay.notices.listening.wait()
        table = AutoTable(loopback, "south-hall", ["sol", "sam"], random.Random(2))
        version = board_version(await table.open(2), table.game)
        assert south.games.get(table.game) is not None and north.games.get(table.game) is None
        mover = table.to_move()
        token = await sign_in(http, loopback, base, mover)
        async with http.get(f"{base}api/me", headers={"Authorization": f"Bearer {token}"}) as response:
            [mine] = (await response.json())["games"]  # named by the bot that runs South's shard
        assert (mine["game"], mine["server"]["name"], mine["channel"]["name"]) == (table.game, "South", "south-hall")
        page = await hello(http, base, token, table.game)
        spectator = await hello(http, base, await sign_in(http, loopback, base, "sky"), table.game)  # asked of south
        assert spectator.frames[0]["seat"] is None and page.frames[0]["seat"] is not None
        action = first_action(page.frames[0]["position"])
        await page.send(t="move", id="m", game=table.game, version=version, action=action)
        answer = await page.until("answer", id="m")
        assert answer["ok"] and answer["version"] > version, answer
        assert (await spectator.until("position"))["version"] == answer["version"]
        table.board = await table.next_board(version)  # south posted the board in its channel
        await table.play_turn()  # the other player, in the chat
        chat = board_version(table.board, table.game)
        assert (await page.until("position"))["version"] == chat == (await spectator.until("position"))["version"]
        # "Open the board" on South's board, the Activity's page served by North: the launch and the
        # channel's games are read from the store, their names asked of South
        button = f"muses:open:{table.game}"
        launch = await loopback.click(table.board, user="sky", custom_id=button)
        assert (await launch.response()).callback_type == 12
        hall = loopback.channel("south-hall")
        body = {"code": loopback.sdk_authorize("sky", client_id=str(loopback.application_id)),
                "channel_id": str(hall.id), "guild_id": str(loopback.guild_of(hall).id),
                "instance_id": loopback.activities.in_channel(hall.id).id}
        async with http.post(f"{base}api/signin/code", json=body) as response:
            inside = await response.json()
        assert inside["game"] == table.game and inside["games"][0]["channel"]["name"] == "south-hall"
        # a lobby opened from North's page, and a seat of it taken there: both done by South
        yard = {"guild_id": str(loopback.guild_of(hall).id), "channel_id": str(loopback.channel("south-yard").id)}
        async with http.post(f"{base}api/lobby", json=yard, headers={"Authorization": f"Bearer {inside['session']}"}
                             ) as response:
            lobby = (await response.json())["game"]
        assert south.games.get(lobby) is not None
        joining = await hello(http, base, token, lobby)
        await joining.send(t="join", id="j", game=lobby)
        assert (await joining.until("answer", id="j"))["ok"]  # after the new seat's position
        assert [f["seat"] is not None for f in joining.frames if f["t"] == "position"][-1]
        assert south.games.get(lobby).stored.seat_of(loopback.member(mover).id) is not None
        # the listeners' connections drop: a version stored meanwhile still reaches the pages (read
        # again once the listener is back, if its notice was missed)
        await north.store.db.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                     "WHERE query LIKE 'LISTEN%' OR query LIKE 'UNLISTEN%'")
        await table.play_turn()
        moved = board_version(table.board, table.game)
        assert (await page.until("position"))["version"] == moved == (await spectator.until("position"))["version"]
        assert north.web.relay.notices.listening.is_set() or await north.web.relay.notices.listening.wait()
