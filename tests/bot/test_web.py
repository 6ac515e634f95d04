"""The web table (docs/web-protocol.md) through its real server: people sign in through the
loopback Discord's OAuth2 flow, open a game's socket and play it; the chat's thread shows the
same game, and each page gets what its viewer may see."""

from __future__ import annotations

import random

import aiohttp

from bot.offline.autoplay import AutoTable, board_version
from engine.records import action_to_json
from support.web import hello, opened, sign_in


def first_action(position: dict) -> dict:
    """The first action of a position's tree, in the records' form."""
    tree = position["actions"]
    if "place" in tree:
        place = tree["place"]
        return {"place": place["muses"][0], "at": place["at"][0], "hidden": place["hidden"][0]}
    step = tree["step"][0]
    return {"step": step["step"], "dir": step["dirs"][0]["dir"]}


async def test_a_move_made_on_the_page_is_the_chats_and_every_page_sees_it(loopback, make_bot):
    async with loopback.running(make_bot(web=True)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        board = await table.open(2)
        version = board_version(board, table.game)
        mover = table.to_move()
        other = "bob" if mover == "alice" else "alice"
        pages = {}
        for user in (mover, other, "carol"):
            token = await sign_in(http, loopback, base, user, table.game)
            pages[user] = await hello(http, base, token, table.game)
        first = pages[mover].frames[0]
        assert first["t"] == "position" and first["version"] == version and first["seat"] is not None
        assert first["position"]["actions"] is not None
        assert pages[other].frames[0]["position"]["actions"] is None
        spectator = pages["carol"].frames[0]
        assert spectator["seat"] is None and "you" not in spectator["position"]
        action = first_action(first["position"])
        await pages[mover].send(t="preview", id="p1", game=table.game, action=action)
        preview = await pages[mover].until("answer", id="p1")
        assert preview["position"]["preview"]["place" if "place" in action else "step"] == next(iter(action.values()))
        await pages[mover].send(t="move", id="m1", game=table.game, version=version, action=action)
        answer = await pages[mover].until("answer", id="m1")
        assert answer["ok"] and answer["version"] > version and answer["text"]
        for user in (other, "carol"):
            seen = await pages[user].until("position")
            assert seen["version"] == answer["version"]
        # the chat shows it: the next board in the channel, and the store holds the move
        table.board = await table.next_board(version)
        stored = await bot.store.get(table.game)
        assert stored.version == answer["version"]
        assert action_to_json(stored.game.history[-1][0][0])["place" if "place" in action else "step"] == \
            next(iter(action.values()))
        # the same move sent again (a page that lost its answer) is answered as the first, not made twice
        await pages[mover].send(t="move", id="m1", game=table.game, version=version, action=action)
        assert await pages[mover].until("answer", id="m1") == answer
        assert (await bot.store.get(table.game)).version == stored.version
        # a move made in the chat reaches every page
        await table.play_turn()
        chat_version = board_version(table.board, table.game)
        for page in pages.values():
            assert (await page.until("position"))["version"] == chat_version
