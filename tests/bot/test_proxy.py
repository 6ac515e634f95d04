"""Discord's proxy signature on the web table (docs/activity.md, "The proxy's signature"): with
the application's public key set, only requests and socket upgrades that Discord's proxy signed,
unexpired, for the signed-in user get through; keys made here."""

from __future__ import annotations

import base64
import json
import time

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from nacl.signing import SigningKey

from bot.web.proxy import PAYLOAD, SIGNATURE, TIMESTAMP, ProxyKey, proxy_check, signed_user
from support.web import hello, open_page, opened, sign_in

NOW = 1_800_000_000


def signed(key: SigningKey, user: int, *, created: int = NOW - 60, expires: int = NOW + 600,
           encoding: str = "hex") -> dict[str, str]:
    """The proxy's headers for `user`, as Discord's proxy sends them."""
    raw = json.dumps({"application_id": "1", "user_id": str(user), "is_developer": False,
                      "created_at": created, "expires_at": expires}).encode()
    signature = key.sign(raw).signature
    text = signature.hex() if encoding == "hex" else base64.b64encode(signature).decode()
    return {PAYLOAD: base64.b64encode(raw).decode(), SIGNATURE: text, TIMESTAMP: str(created)}


@pytest.fixture
async def table():
    """A tiny app behind the check: it answers the signed user; its socket says it too."""
    key = SigningKey.generate()

    async def who(request: web.Request) -> web.Response:
        return web.Response(text=str(signed_user(request)))

    async def socket(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str(str(signed_user(request)))
        await ws.close()
        return ws

    app = web.Application(middlewares=[proxy_check(ProxyKey(key.verify_key.encode().hex()), lambda: NOW)])
    app.add_routes([web.get("/", who), web.get("/ws", socket)])
    async with TestClient(TestServer(app)) as client:
        yield client, key


async def status(client: TestClient, headers: dict[str, str]) -> tuple[int, str]:
    async with client.get("/", headers=headers) as response:
        return response.status, await response.text()


async def test_only_what_the_proxy_signed_unexpired_gets_through(table) -> None:
    client, key = table
    assert await status(client, signed(key, 42)) == (200, "42")
    assert await status(client, signed(key, 42, encoding="base64")) == (200, "42")  # as the examples write it
    refused = [
        {},  # no headers: a forger would simply drop them
        signed(SigningKey.generate(), 42),  # another key
        signed(key, 42, expires=NOW - 1),  # expired: a replayed request
        {**signed(key, 42), TIMESTAMP: str(NOW)},  # a timestamp that is not the payload's
        {**signed(key, 42), PAYLOAD: signed(key, 43)[PAYLOAD]},  # another payload than the one signed
        {**signed(key, 42), SIGNATURE: "zz"},
        {k: v for k, v in signed(key, 42).items() if k != SIGNATURE},
    ]
    for headers in refused:
        assert (await status(client, headers))[0] == 401, headers


async def test_the_sockets_upgrade_must_be_signed_too(table) -> None:
    client, key = table
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await client.ws_connect("/ws")
    assert refused.value.status == 401
    ws = await client.ws_connect("/ws", headers=signed(key, 7))
    assert (await ws.receive_str()) == "7"
    await ws.close()


def test_the_key_must_be_an_ed25519_public_key_in_hex() -> None:
    with pytest.raises(ValueError, match="64 hex digits"):
        ProxyKey("not hex")


async def test_the_table_takes_only_the_signed_in_users_own_signed_requests(loopback, make_bot) -> None:
    key = SigningKey.generate()
    bot = make_bot(web={"web_proxy_key": key.verify_key.encode().hex()})
    now = int(time.time())
    bob, alice = loopback.member("bob").id, loopback.member("alice").id
    async with loopback.running(bot), aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        async with http.get(f"{base}signin") as response:
            assert response.status == 401  # the plain web table is closed: only the Activity's proxy is let in
        as_bob = signed(key, bob, created=now - 5, expires=now + 300)
        http.headers.update(as_bob)
        token = await sign_in(http, loopback, base, "bob")
        async with http.get(f"{base}api/me", headers={"Authorization": f"Bearer {token}"}) as response:
            assert response.status == 200 and (await response.json())["user"]["id"] == str(bob)
        as_alice = signed(key, alice, created=now - 5, expires=now + 300)
        async with http.get(f"{base}api/me", headers={"Authorization": f"Bearer {token}", **as_alice}) as response:
            assert response.status == 401 and (await response.json())["code"] == "signed_out"
        http.headers.update(as_alice)
        page = await open_page(http, base)
        await page.send(t="hello", session=token, game=1, version=None)
        assert await page.closed() == 4401
        http.headers.update(as_bob)
        assert (await hello(http, base, token, 1)).frames[0]["code"] == "not_found"  # no such game, but let in
