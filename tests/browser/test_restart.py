"""The page across a bot restart (docs/web-protocol.md, "The socket"): it says it is connecting
again and comes back by itself; a move confirmed while the bot was away, by a player whose
session ended meanwhile, is played once they signed in again; the hand's end it made is told on
the page (a game started from a stored record); the turn's deadline counts down."""

from __future__ import annotations

import random
import re
import socket
import time

import aiohttp
import pytest
from playwright.async_api import expect

from bot.core.stored import TableOptions
from bot.storage.db import open_db
from bot.storage.web_sessions import WebSessions
from engine import Game, Options, game_from_record, game_to_record
from engine.bench import playout
from engine.phases import Phase
from engine.position import position
from engine.views import player_view
from support.browser import FAULTS, at_version, cpu_seconds, open_table, screenshots
from support.web import opened, sign_in, under_way

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="session")]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def before_the_end(seed: int) -> tuple[Game, str, str]:
    """A 2-player game of two hands, in the dance of its first, where the seat to move has a step
    that ends the hand (a die to 6): the game, that step's Muse and its direction."""
    rng = random.Random(seed)
    while True:
        record = game_to_record(playout(2, Options(hands=2), rng))
        actions = record["hands"][0]["actions"]
        record["hands"] = record["hands"][:1]
        for cut in range(len(actions) - 1, 0, -1):
            record["hands"][0]["actions"] = actions[:cut]
            game = game_from_record(record)
            if game.hand.phase is not Phase.DANCE:
                break
            doc = position(player_view(game, game.hand.to_move))
            for step in doc["actions"]["step"]:
                for d in step["dirs"]:
                    if d["then"] == "end" and not step["step"].startswith("face-down"):
                        return game, step["step"], d["dir"]


@pytest.mark.slow(seconds=12)
async def test_the_page_comes_back_after_a_restart_and_plays_the_move_confirmed_meanwhile(
        loopback, make_bot, browser, tmp_path):
    game, muse, direction = before_the_end(7)
    stored = await under_way(loopback, make_bot.db, game, TableOptions(2, hands=2),
                             deadline=time.time() + 3600)  # the turn's end, in an hour
    web = {"web": ("127.0.0.1", free_port())}
    started = cpu_seconds()
    async with loopback.running(make_bot(web=web)) as bot:
        alice = await open_table(browser, opened(loopback, bot), stored.id, "alice")
        bob = await open_table(browser, opened(loopback, bot), stored.id, "bob")
        await alice.wait_for_selector("body[data-turn=mine]")
        # the turn's deadline counts down, a second at a time
        deadline = alice.locator("#deadline")
        await expect(deadline).to_have_text(re.compile(r"^(60:00|59:[0-5]\d) left$"))
        await expect(deadline).not_to_have_text(await deadline.inner_text())
        assert re.fullmatch(r"59:[0-5]\d left", await deadline.inner_text())
        await alice.locator(f'.muse[data-muse="{muse}"]').press("Enter")  # with the keyboard
        await alice.locator(f'.dir[data-dir="{direction}"]').press("Enter")
        confirm = alice.locator("#confirm")
        await expect(confirm).to_be_enabled()  # its preview came
    # the bot is gone: the page says so, and keeps the move confirmed meanwhile
    await alice.locator("#notice", has_text="Connection lost: connecting again…").wait_for()
    await confirm.press("Enter")
    await alice.locator("#choices", has_text="Sending your move…").wait_for()
    db = await open_db(make_bot.db)
    try:  # and alice's session ends meanwhile (a day unused, say)
        await WebSessions(db).end_all(loopback.member("alice").id)
    finally:
        await db.close()
    async with loopback.running(make_bot(web=web)) as bot:
        opened(loopback, bot)
        await alice.locator("#signin", has_text="Your session has ended: sign in again").wait_for()
        await alice.click("#signin-link")
        await alice.get_by_role("button", name="(alice)").click()
        for page in (alice, bob):  # bob's page came back by itself
            await at_version(page, stored.version + 1)
        dialog = alice.locator("#dialog")
        await dialog.get_by_role("heading", name="Hand 1 is over").wait_for()
        assert await dialog.locator("caption").inner_text() == "Hand 1: the score"
        await alice.screenshot(path=screenshots(tmp_path) / "hand-end.png")
        now = bot.games.get(stored.id).stored
        assert len(now.game.hands) == 2 and now.game.history[0][-1][0].muse == muse  # played once, then dealt
        assert (await alice.locator("#turn").inner_text()).startswith("Hand 2 of 2 · ")
        await expect(alice.locator("#notice")).to_be_hidden()
        await dialog.get_by_role("button", name="Close").click()
        # My games lists it, with its server and channel
        await alice.get_by_role("button", name="My games").click()
        await dialog.get_by_role("heading", name="My games").wait_for()
        listed = await dialog.get_by_role("link").all_inner_texts()
        [game_link] = listed
        assert game_link.startswith(f"Game {stored.id} · in play · ") and game_link.endswith(
            f" · {loopback.guild.name} › #games"), listed
        await dialog.get_by_role("button", name="Close").click()
        # the rules and the legend
        await alice.get_by_role("button", name="Rules").click()
        await dialog.get_by_role("heading", name="Legend", exact=True).wait_for()
        await dialog.get_by_role("button", name="Close").click()
        # Forfeit asks first; confirmed, the game ends for everyone
        await alice.get_by_role("button", name="Forfeit").click()
        await dialog.get_by_role("button", name="Forfeit").click()
        await alice.wait_for_selector("body:not([data-status=active])")
        assert bot.games.get(stored.id) is None or not bot.games.get(stored.id).stored.is_open
        # a session handed in a link (not this tab's own sign-in, whose nonce it keeps) is not taken
        async with aiohttp.ClientSession() as http:
            token = await sign_in(http, loopback, opened(loopback, bot), "bob", stored.id)
        lured = await (await browser.new_context()).new_page()
        await lured.goto(f"{opened(loopback, bot)}?game={stored.id}#session={token}&nonce=theirs")
        await lured.wait_for_selector("body[data-state=signed-out]")
        assert await lured.evaluate("sessionStorage.getItem('muses.session')") is None
    assert not FAULTS, FAULTS
    print(f"\nthe restart: CPU (this process, the driver and chromium) {cpu_seconds() - started:.1f} s")

