"""The web table (docs/web-protocol.md) through its real server: people sign in through the
loopback Discord's OAuth2 flow, open a game's socket and play it; the chat's thread shows the
same game, and each page gets what its viewer may see."""

from __future__ import annotations

import random
import time

import aiohttp

from bot.offline.autoplay import AutoTable, board_version
from engine.records import action_to_json
from support.web import hello, open_page, opened, sign_in


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


def mover_and_other(table: AutoTable) -> tuple[str, str]:
    mover = table.to_move()
    return mover, "bob" if mover == "alice" else "alice"


async def test_bad_frames_and_requests_get_clear_errors_in_the_users_language_and_change_nothing(loopback, make_bot):
    async with loopback.running(make_bot(web=True)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        board = await table.open(2)
        version = board_version(board, table.game)
        mover, other = mover_and_other(table)
        loopback.member(other).user.locale = "it"  # Discord tells the table at sign-in
        tokens = {user: await sign_in(http, loopback, base, user) for user in (mover, other, "carol")}
        stranger = await open_page(http, base, origin="https://evil.example")
        assert (await stranger.receive())["code"] == "origin" and await stranger.closed() == 4403
        forged = await open_page(http, base)
        await forged.send(t="hello", session="forged", game=table.game, version=None)
        assert (await forged.receive())["code"] == "signed_out" and await forged.closed() == 4401
        page = await open_page(http, base)
        await page.send(t="hint", id="1", game=table.game)
        assert (await page.receive())["code"] == "hello_first"
        await page.send(t="hello", session=tokens[mover], game=table.game, version=None)
        position = (await page.receive())["position"]
        action = first_action(position)
        it = {user: await hello(http, base, tokens[user], table.game) for user in (other, "carol")}
        for frame, code in ((b"{not json", "bad_json"), (b"[1, 2]", "bad_json"), (b'{"t": "dance"}', "unknown_type"),
                            (b'{"t": "move", "game": 1}', "bad_frame")):
            await page.ws.send_str(frame.decode())
            assert (await page.receive())["code"] == code
        wrong = (({"game": table.game + 1, "version": version, "action": action}, "wrong_game"),
                 ({"game": table.game, "version": version - 1, "action": action}, "stale"),
                 ({"game": table.game, "version": version, "action": {"step": "Clio"}}, "bad_frame"),
                 ({"game": table.game, "version": version, "action": {**action, "at": [40, 40]}}, "illegal"))
        for n, (fields, code) in enumerate(wrong):
            await page.send(t="move", id=f"w{n}", **fields)
            error = await page.until("error", id=f"w{n}")
            assert error["code"] == code and error["text"], error
        await it[other].send(t="move", id="x", game=table.game, version=version, action=action)
        refused = await it[other].until("error", id="x")
        assert refused["code"] == "not_your_turn" and refused["text"].startswith("È il turno di"), refused
        await it["carol"].send(t="move", id="y", game=table.game, version=version, action=action)
        assert (await it["carol"].until("error", id="y"))["code"] == "not_seated"
        # frames over 64 KiB close the socket; the game is as it was
        await it[other].ws.send_str('{"t": "hint", "id": "' + "x" * 65536 + '", "game": 1}')
        assert (await it[other].receive())["text"] == "La pagina ha inviato un messaggio oltre 64 KiB"
        assert await it[other].closed() == 1009
        assert (await bot.store.get(table.game)).version == version
        # more than 10 frames in a second: the rest are dropped, and said so once
        frozen = time.monotonic() + 10.0  # the frames all come within the same second
        bot.web.monotonic = lambda: frozen
        for n in range(12):
            await page.send(t="preview", id=f"f{n}", game=table.game, action=action)
        answers = [await page.receive() for _ in range(11)]
        assert [a["id"] for a in answers if a["t"] == "answer"] == [f"f{n}" for n in range(10)]
        assert [a["code"] for a in answers if a["t"] == "error"] == ["flood"]
        bot.web.monotonic = time.monotonic
        # 8 sockets a user at most
        more = [await hello(http, base, tokens[mover], table.game) for _ in range(7)]
        ninth = await open_page(http, base)
        await ninth.send(t="hello", session=tokens[mover], game=table.game, version=None)
        assert (await ninth.receive())["code"] == "too_many_sockets" and await ninth.closed() == 4429
        for extra in more:
            await extra.ws.close()
        assert (await bot.store.get(table.game)).version == version


async def test_who_sees_what_and_a_stranger_cannot_tell_a_game_exists(loopback, make_bot):
    await loopback.deny("general", "view_channel", target="dave")
    async with loopback.running(make_bot(web=True)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "general", ["alice", "bob"], random.Random(5))
        await table.open(2)
        dave = await sign_in(http, loopback, base, "dave")
        refusals = []
        for game in (table.game, table.game + 1000):
            page = await open_page(http, base)
            await page.send(t="hello", session=dave, game=game, version=None)
            refusals.append((await page.receive(), await page.closed()))
        assert refusals[0] == refusals[1] and refusals[0][0]["code"] == "not_found" and refusals[0][1] == 4404
        signed = await sign_in(http, loopback, base, "carol")
        carol = await hello(http, base, signed, table.game)
        assert carol.frames[0]["seat"] is None and carol.frames[0]["position"]["format"] == "muses-position/1"
        await loopback.deny("general", "view_channel", target="carol")  # asked again at each connection
        again = await open_page(http, base)
        await again.send(t="hello", session=signed, game=table.game, version=None)
        assert (await again.receive(), await again.closed()) == refusals[0]
        # the player who leaves the server is signed out at their next connection
        alice = await sign_in(http, loopback, base, "alice")
        await loopback.remove_member("alice")
        page = await open_page(http, base)
        await page.send(t="hello", session=alice, game=table.game, version=None)
        assert (await page.receive())["code"] == "left_server" and await page.closed() == 4401
        async with http.get(f"{base}api/me", headers={"Authorization": f"Bearer {alice}"}) as response:
            assert response.status == 401 and (await response.json())["code"] == "signed_out"
