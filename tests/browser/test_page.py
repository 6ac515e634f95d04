"""The web table's page in a real browser (docs/web-protocol.md, docs/web-position.md): a whole
game played by tapping what the page shows, on a phone and on a desktop in Italian, beside a
player in the chat and a spectator, to its result and a Rematch."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest

from bot.core.stored import GameStatus
from bot.core.texts import shown_names
from bot.offline.autoplay import AutoTable
from bot.play.lifecycle import to_move
from engine.geometry import square_name
from engine.position import position
from engine.views import player_view
from support.browser import at_version, open_table
from support.web import opened

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="session")]


def screenshots(tmp_path: Path) -> Path:
    """Where the phone's screenshots go: MUSES_WEB_SCREENSHOTS, else the test's own folder."""
    folder = Path(os.environ.get("MUSES_WEB_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def chosen(doc: dict, pushing: bool) -> tuple[str, str | None]:
    """A step of the seat's tree (its Muse and direction), one that pushes where there is one and
    `pushing`; for a placement its Muse and square's name."""
    tree = doc["actions"]
    if "place" in tree:
        return tree["place"]["muses"][0], square_name(tuple(tree["place"]["at"][0]))
    steps = [(s["step"], d) for s in tree["step"] for d in s["dirs"]]
    pushes = [(m, d) for m, d in steps if d["pushes"] and d["then"] != "end"]
    muse, node = (pushes if pushing and pushes else steps)[0]
    return muse, node["dir"]


async def play_on_page(page, doc: dict, shots: Path | None, taken: set[str]) -> list[str]:
    """The seat to move takes its turn on its page, as a person taps it; the taps it took. On the
    phone (`shots`), a screenshot of the placement, of a step that pushes and of its preview."""
    taps = []
    first, then = chosen(doc, pushing=shots is not None and "step" not in taken)
    if "place" in doc["actions"]:
        if len(doc["actions"]["place"]["muses"]) > 1:
            await page.locator("button.hand").nth(doc["actions"]["place"]["muses"].index(first)).click()
            taps.append("muse")
        if shots is not None and "place" not in taken:
            await page.screenshot(path=shots / "place.png")
            taken.add("place")
        await page.click(f'.legal[data-square="{then}"]')
        taps.append("square")
    else:
        await page.click(f'.muse[data-muse="{first}"]')
        taps.append("muse")
        pushed = any(d["dir"] == then and d["pushes"] for s in doc["actions"]["step"] if s["step"] == first
                     for d in s["dirs"])
        if shots is not None and pushed and "step" not in taken:
            await page.screenshot(path=shots / "step.png")
        await page.click(f'.dir[data-dir="{then}"]')
        taps.append("direction")
    await page.wait_for_selector("#confirm:not([disabled])")
    if shots is not None and "place" not in doc["actions"] and "step" not in taken:
        await page.screenshot(path=shots / "preview.png")
        taken.add("step")
    await page.click("#confirm")
    taps.append("confirm")
    return taps


async def test_a_whole_game_on_two_pages_and_in_the_chat_to_its_result_and_a_rematch(loopback, make_bot, browser,
                                                                                     tmp_path):
    loopback.member("bob").user.locale = "it"
    shots = screenshots(tmp_path)
    started = time.process_time()
    async with loopback.running(make_bot(web=True)) as bot:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["carol", "alice", "bob"], random.Random(5))
        await table.open(3)
        game = table.game
        seen: list[str] = []
        pages = {"alice": await open_table(browser, base, game, "alice"),
                 "bob": await open_table(browser, base, game, "bob", {"width": 1280, "height": 800}, "it-IT")}
        dave = await open_table(browser, base, game, "dave", frames=seen)
        users = {loopback.member(u).id: u for u in ("carol", "alice", "bob")}
        taken: set[str] = set()
        taps: list[list[str]] = []
        while True:
            stored = await bot.store.get(game)
            for page in (*pages.values(), dave):
                await at_version(page, stored.version)
            if stored.status is not GameStatus.ACTIVE:
                break
            seat = to_move(stored)
            user = users[stored.seats[seat].user]
            if user == "carol":  # in the chat, from the board of this version
                table.board = await table.next_board(stored.version - 1)
                await table.play_turn()
                continue
            doc = position(player_view(stored.game, seat, shown_names(stored.seats)))
            page = pages[user]
            await page.wait_for_selector("body[data-turn=mine]")
            if user == "bob":
                assert await page.inner_text("#turn") == "Mano 1 di 1 · Tocca a te"
            taps.append(await play_on_page(page, doc, shots if user == "alice" else None, taken))
        assert stored.status is GameStatus.FINISHED and taken == {"place", "step"}
        # the hand's end: each page tells the score and the result; the phone's shows Rematch
        alice = pages["alice"]
        dialog = alice.locator("#dialog")
        await dialog.get_by_role("heading", name="The game is over").wait_for()
        assert "Won by" in await dialog.inner_text()
        await alice.screenshot(path=shots / "result.png")
        assert await pages["bob"].locator("#dialog h2").inner_text() == "La partita è finita"
        # the spectator was told no face-down identity before the hand's end
        hidden = set(stored.game.hands[0].mysterious.values())
        frames = [json.loads(f) for f in seen]
        during = [f for f in frames if f["t"] == "position" and f["position"]["phase"] != "finished"]
        assert during and all(f["seat"] is None and "you" not in f["position"] for f in during)
        told = [(f["version"], m) for f in during for m in hidden if m in json.dumps(f)]
        assert not told, told
        # Rematch opens the rematch's lobby, and the page follows it
        await dialog.get_by_role("button", name="Rematch").click()
        await alice.wait_for_selector("body[data-status=lobby]")
        assert await alice.locator("#choices h2").inner_text() == "Waiting for players"
        rematch = bot.games.in_channel(loopback.channel("games").id)
        assert rematch is not None and f"game={rematch.id}" in alice.url
    print(f"\nthe whole game: {len(taps)} moves on the pages, taps per move {[len(t) for t in taps]}, "
          f"this process's CPU {time.process_time() - started:.1f} s")
