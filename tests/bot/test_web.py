"""The web table (docs/web-protocol.md) through its real server: people sign in through the
loopback Discord's OAuth2 flow, open a game's socket and play it; the chat's thread shows the
same game, and each page gets what its viewer may see."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import socket
import time

import aiohttp
import yarl
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.offline.autoplay import AutoTable, board_version, components, shown
from bot.storage.web_sessions import USE_S
from bot.web.frames import ERRORS
from bot.web.server import CSP
from bot.web.socket import MEMBER_S
from engine.records import action_to_json
from support.web import first_action, hello, open_page, opened, sign_in


async def test_a_move_made_on_the_page_is_the_chats_and_every_page_sees_it(loopback, make_bot):
    async with loopback.running(make_bot(web=True)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        board = await table.open(2)
        version = board_version(board, table.game)
        mover, other = mover_and_other(table)
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
        # the AI's hint carries its action, one the tree offers: the page plays it as it is
        await pages[mover].send(t="hint", id="h1", game=table.game)
        hint = await pages[mover].until("answer", id="h1")
        action, tree, version = hint["action"], first["position"]["actions"]["place"], hint["version"]
        assert hint["text"] and action["place"] in tree["muses"] and action["at"] in tree["at"], hint
        await pages[mover].send(t="preview", id="p1", game=table.game, action=action)
        preview = await pages[mover].until("answer", id="p1")
        assert preview["position"]["preview"]["place" if "place" in action else "step"] == next(iter(action.values()))
        await pages[mover].send(t="move", id="m1", game=table.game, version=version, action=action)
        answer = await pages[mover].until("answer", id="m1")
        assert answer["ok"] and answer["version"] > version and answer["text"]
        for user in (other, "carol"):
            await pages[user].until("position", version=answer["version"])
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


KNOWN = set(ERRORS) | {"stale", "not_your_turn", "illegal", "refused", "unavailable"}
"""Every error code of docs/web-protocol.md."""


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
        huge = await open_page(http, base)
        await huge.send(t="hello", session=tokens[mover], game=2**70, version=None)
        assert (await huge.receive())["code"] == "bad_frame" and not huge.ws.closed
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
        # the player who leaves the server is signed out when they next act (asked again after a
        # minute) or connect
        bob = await sign_in(http, loopback, base, "bob")
        playing = await hello(http, base, bob, table.game)
        alice = await sign_in(http, loopback, base, "alice")
        await loopback.remove_member("bob")
        later = time.monotonic() + MEMBER_S
        bot.web.monotonic = lambda: later
        await playing.send(t="hint", id="h", game=table.game)
        assert (await playing.receive())["code"] == "left_server" and await playing.closed() == 4401
        await loopback.remove_member("alice")
        page = await open_page(http, base)
        await page.send(t="hello", session=alice, game=table.game, version=None)
        assert (await page.receive())["code"] == "left_server" and await page.closed() == 4401
        async with http.get(f"{base}api/me", headers={"Authorization": f"Bearer {alice}"}) as response:
            assert response.status == 401 and (await response.json())["code"] == "signed_out"


async def test_sessions_last_a_day_of_use_and_end_on_sign_out_and_forget_me(loopback, make_bot):
    now = [1_000_000.0]
    async with loopback.running(make_bot(web=True, web_clock=lambda: now[0])) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        board = await table.open(2)
        link = next(c for c in components(shown(loopback, board)) if c.get("url"))
        assert link["label"] == "Open the board" and link["url"] == f"{base}?game={table.game}"
        alice = await sign_in(http, loopback, base, "alice", table.game)

        async def me(token: str) -> tuple[int, dict]:
            async with http.get(f"{base}api/me", headers={"Authorization": f"Bearer {token}"}) as response:
                assert response.headers["Content-Security-Policy"] == CSP.format(socket=f"ws://{yarl.URL(base).authority}")
                return response.status, await response.json()

        status, mine = await me(alice)
        assert status == 200
        assert mine["user"] == {"id": str(loopback.member("alice").id), "name": "alice", "locale": "en-US"}
        assert mine["lang"] == "en" and [g["game"] for g in mine["games"]] == [table.game]
        assert mine["games"][0]["server"]["name"] == "Muses Hall" and mine["games"][0]["channel"]["name"] == "games"
        for _ in range(3):  # used within every day, it lasts
            now[0] += USE_S - 60
            assert (await me(alice))[0] == 200
        page = await hello(http, base, alice, table.game)
        now[0] += USE_S + 1
        assert (await me(alice))[0] == 401
        await page.send(t="hint", id="h", game=table.game)
        assert (await page.receive())["code"] == "signed_out" and await page.closed() == 4401
        # sign-out ends that session, and closes its pages
        bob = await sign_in(http, loopback, base, "bob")
        page = await hello(http, base, bob, table.game)
        async with http.post(f"{base}api/signout", headers={"Authorization": f"Bearer {bob}"}) as response:
            assert response.status == 204
        assert (await page.receive())["code"] == "signed_out" and await page.closed() == 4401
        assert (await me(bob))[0] == 401
        # /muses forget-me ends every session of the member
        carol = await sign_in(http, loopback, base, "carol")
        page = await hello(http, base, carol, table.game)
        asked = await (await loopback.slash("muses forget-me", user="carol", channel="games")).response()
        await (await loopback.click(asked.message_id, label="Forget me", user="carol")).response()
        assert (await page.receive())["code"] == "signed_out" and await page.closed() == 4401
        assert (await me(carol))[0] == 401
        # a sign-in's state is the table's own, and used once
        async with http.get(f"{base}signin/done?code=x&state=forged.state", allow_redirects=False) as response:
            assert response.status == 400
        async with http.get(f"{base}signin", allow_redirects=False) as response:
            authorize = yarl.URL(response.headers["Location"])
        form = {**authorize.query, "user": str(loopback.member("dave").id)}
        async with http.post(authorize.with_query(None), data=form, allow_redirects=False) as response:
            back = response.headers["Location"]
        async with http.get(back, allow_redirects=False) as response:
            assert response.status == 302
        async with http.get(back, allow_redirects=False, headers={"Accept-Language": "de-DE,de;q=0.9"}) as response:
            assert response.status == 400 and "Die Anmeldung mit Discord hat nicht geklappt" in await response.text()
        async with http.get(f"{base}api/texts/it") as response:
            texts = await response.json()
            assert response.headers["Content-Security-Policy"] == CSP.format(socket=f"ws://{yarl.URL(base).authority}")
        assert texts["lang"] == "it" and texts["texts"]["Sign in with Discord"] == "Accedi con Discord"


JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
KEYS = st.sampled_from(["t", "id", "game", "version", "action", "session", "place", "step", "at", "dir"])


def frames(game: int, version: int):
    """Frames a page could send: plain text, JSON of any shape, and requests of the table's own
    types with fields right, wrong or missing (a forfeit or leave left out: they are the
    player's to ask, and end their game)."""
    request = st.fixed_dictionaries(
        {"t": st.sampled_from(["hello", "move", "preview", "hint", "rematch"]) | st.text(max_size=8)},
        optional={"id": st.text(max_size=70) | JSON, "game": st.just(game) | JSON,
                  "version": st.just(version) | JSON, "session": JSON,
                  "action": st.dictionaries(KEYS, JSON, max_size=5) | JSON})
    return (st.text(max_size=200) | JSON.map(json.dumps) | request.map(json.dumps)
            | st.dictionaries(KEYS, JSON).map(json.dumps))


async def test_any_frame_gets_one_answer_and_leaves_the_game_as_it_was(loopback, make_bot):
    """Fuzz (Hypothesis) over the frames of the player whose turn it is not: each frame gets one
    frame back, an error with a known code (or a preview's answer), the socket stays open, and
    the game does not move."""
    async with loopback.running(make_bot(web=True)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        version = board_version(await table.open(2), table.game)
        _, other = mover_and_other(table)
        page = await hello(http, base, await sign_in(http, loopback, base, other), table.game)
        ticks = itertools.count(int(time.monotonic()) + 10)
        bot.web.monotonic = lambda: float(next(ticks))  # a second between frames: no flood
        codes = set()

        async def one(frame: str) -> None:
            await page.ws.send_str(frame)
            answer = await page.receive()
            assert answer["t"] == "error", answer
            assert answer["code"] in KNOWN and answer["text"], answer
            codes.add(answer["code"])

        loop = asyncio.get_running_loop()

        @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        @given(frame=frames(table.game, version))
        @example(frame=json.dumps({"t": "hello", "session": "x", "game": table.game}))
        def each(frame: str) -> None:  # Hypothesis runs in a thread, each frame on the bot's loop
            asyncio.run_coroutine_threadsafe(one(frame), loop).result(timeout=10)

        await asyncio.to_thread(each)
        assert not page.ws.closed and (await bot.store.get(table.game)).version == version
        assert {"bad_json", "unknown_type", "bad_frame", "hello_first"} <= codes, codes


async def test_a_forfeit_a_rematch_and_its_cancel_from_the_page(loopback, make_bot):
    async with loopback.running(make_bot(web=True)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        await table.open(2)
        pages = {u: await hello(http, base, await sign_in(http, loopback, base, u), table.game)
                 for u in ("alice", "bob")}
        await pages["alice"].send(t="forfeit", id="f", game=table.game)
        answer = await pages["alice"].until("answer", id="f")
        assert answer["ok"] and answer["text"]
        ended = await pages["bob"].until("position", version=answer["version"])
        assert ended["status"] in ("finished", "cancelled")
        await pages["alice"].send(t="rematch", id="r", game=table.game)
        rematch = await pages["alice"].until("answer", id="r")
        lobby = await bot.store.get(rematch["game"])
        assert lobby.status.value == "lobby" and [s.user for s in lobby.seats] == [
            loopback.member(u).id for u in ("alice", "bob")] and lobby.seats[1].reserved
        await pages["bob"].send(t="rematch", id="r", game=table.game)
        assert (await pages["bob"].until("answer", id="r"))["game"] == rematch["game"]
        assert not (await bot.store.get(rematch["game"])).seats[1].reserved  # bob took the seat held for him
        lobby_page = await hello(http, base, await sign_in(http, loopback, base, "bob"), rematch["game"])
        assert lobby_page.frames[0]["status"] == "lobby" and lobby_page.frames[0]["position"] is None
        assert lobby_page.frames[0]["lobby"]["seats"] == ["alice", loopback.member("bob").display_name]
        # its host cancels it from the page, as with the chat's Cancel; another player may not
        assert lobby_page.frames[0]["lobby"]["host"] == 0 and lobby_page.frames[0]["seat"] == 1
        await lobby_page.send(t="cancel", id="c", game=rematch["game"])
        refused = await lobby_page.until("error", id="c")
        assert refused["text"] == "Only the host or a moderator can cancel this lobby", refused
        host_page = await hello(http, base, await sign_in(http, loopback, base, "alice"), rematch["game"])
        await host_page.send(t="cancel", id="c", game=rematch["game"])
        cancelled = await host_page.until("answer", id="c")
        assert (await lobby_page.until("position", version=cancelled["version"]))["status"] == "cancelled"
        assert (await bot.store.get(rematch["game"])).status.value == "cancelled"
        said = f"Game #{rematch['game']} was cancelled by <@{loopback.member('alice').id}>"
        await loopback.wait_for_record(lambda r: said in (r.content or ""))  # the lobby message says it


async def test_the_table_answers_under_its_public_addresss_path(loopback, make_bot):
    """Behind a proxy that keeps the path (`MUSES_WEB_URL=…/table/`), every address is under it."""
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    web = dict(web=("127.0.0.1", port), web_url=f"http://127.0.0.1:{port}/table/")
    async with loopback.running(make_bot(web=web)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        assert base.endswith("/table/") and bot.web.redirect_uri == f"{base}signin/done"
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3))
        await table.open(2)
        page = await hello(http, base, await sign_in(http, loopback, base, "alice", table.game), table.game)
        assert page.frames[0]["t"] == "position" and page.frames[0]["game"] == table.game
        async with http.get(f"{base}api/texts/es") as response:
            assert (await response.json())["texts"]["My games"] == "Mis partidas"
