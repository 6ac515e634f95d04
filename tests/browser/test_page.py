"""The web table's page in a real browser (docs/web-protocol.md, docs/web-position.md): a whole
game played by tapping what the page shows, on a small phone and on a desktop in Italian, beside a
player in the chat and a spectator, to its result and a Rematch."""

from __future__ import annotations

import json
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
from support.browser import COVERED, FAULTS, TOO_SMALL, at_version, cpu_seconds, open_table, screenshots
from support.web import opened

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="session")]
SMALL_PHONE = {"width": 360, "height": 640}
"""The small end of the phones the page is for: alice plays on it."""


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
    phone (`shots`), a screenshot of the placement, of a step that pushes, of its preview and of an
    intervention, each checked for a choice covered (COVERED), and but the intervention for one off
    the screen."""
    taps = []
    first, then = chosen(doc, pushing=shots is not None and "step" not in taken)
    if shots is not None and "tile" in taken and "hint" not in taken:  # once: the AI's suggestion, played
        await page.get_by_role("button", name="Hint").click()
        await page.locator("#notice", has_text="Hint: ").wait_for()
        taken.add("hint")
        taps.append("hint")  # the suggestion is chosen and previewed: Confirm plays it
    elif "place" in doc["actions"]:
        if len(doc["actions"]["place"]["muses"]) > 1:
            await page.locator("button.hand").nth(doc["actions"]["place"]["muses"].index(first)).click()
            taps.append("muse")
        if shots is not None and "place" not in taken:
            await page.screenshot(path=shots / "place.png")
            assert await page.evaluate(COVERED) == []
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
            assert await page.evaluate(TOO_SMALL) == []
            assert await page.evaluate(COVERED) == []
            for label in await page.locator(".muse").evaluate_all("gs => gs.map(g => [g.dataset.muse, g.ariaLabel])"):
                assert label[1].startswith(f"{label[0]}, "), label
        await page.click(f'.dir[data-dir="{then}"]')
        taps.append("direction")
    await page.wait_for_selector("#confirm:not([disabled])")
    tiles = page.locator("#choices .row:below(h2:text-is('Intervention')) button")
    if shots is not None and "tile" not in taken and "step" in taken and await tiles.count():
        await tiles.nth(1).click()  # the first tile offered, on the first place offered
        await page.locator("#choices .row[role=group] button").first.click()
        sides = page.locator('#choices .row[aria-label="Side"] button')
        if await sides.count():
            await sides.first.click()
        await page.wait_for_selector("#confirm:not([disabled])")
        await page.screenshot(path=shots / "intervention.png")
        covered = [c for c in await page.evaluate(COVERED) if not c.endswith("off the screen")]
        assert covered == []  # the choices made before it are above, scrolled past: more than a small phone holds
        await page.locator("#table").screenshot(path=shots / "intervention-table.png")
        assert await page.locator("#table .place.chosen").count() == 1  # drawn where it goes, among the others
        taps += ["tile", "place"] + ["side"] * (await sides.count() > 0)
        taken.add("tile")
    if shots is not None and "place" not in doc["actions"] and "step" not in taken:
        await page.screenshot(path=shots / "preview.png")
        assert await page.evaluate(COVERED) == []
        taken.add("step")
    drawn = int(await page.locator("body").get_attribute("data-version"))
    await page.click("#confirm")
    taps.append("confirm")
    await at_version(page, drawn + 1)  # the move is stored: its position came
    return taps


@pytest.mark.slow(seconds=20)
async def test_a_whole_game_on_two_pages_and_in_the_chat_to_its_result_and_a_rematch(loopback, make_bot, browser,
                                                                                     tmp_path):
    loopback.member("bob").user.locale = "it"
    shots = screenshots(tmp_path)
    started = cpu_seconds()
    async with loopback.running(make_bot(web=True)) as bot:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["carol", "alice", "bob"], random.Random(5))
        await table.open(3, interventions="zeus eros artemis")
        game = table.game
        seen: list[str] = []
        pages = {"alice": await open_table(browser, base, game, "alice", SMALL_PHONE),
                 "bob": await open_table(browser, base, game, "bob", {"width": 1280, "height": 800}, "it-IT")}
        dave = await open_table(browser, base, game, "dave", frames=seen)
        assert await dave.locator("#choices").inner_text() == "You are watching this game"
        assert await dave.locator("#actions-bar button").count() == 0  # no Hint, My hand nor Forfeit
        users = {loopback.member(u).id: u for u in ("carol", "alice", "bob")}
        taken: set[str] = set()
        taps: list[list[str]] = []
        alice = pages["alice"]
        reloaded = time.perf_counter()  # navigation to a playable board, signed in already
        await alice.reload()
        await alice.wait_for_selector("body[data-version] #table svg")
        navigation_ms = (time.perf_counter() - reloaded) * 1000
        before = None
        while True:
            session = bot.games.get(game)
            stored = session.stored if session is not None else await bot.store.get(game)
            for who, page in (*pages.items(), ("dave", dave)):
                try:
                    await at_version(page, stored.version)
                except AssertionError as e:
                    raise AssertionError(f"{who}: {e}; {FAULTS}") from None
            if stored.status is not GameStatus.ACTIVE:
                break
            seat = to_move(stored)
            user = users[stored.seats[seat].user]
            if (before, user) == ("carol", "alice"):  # carol's move was announced on alice's page
                assert (await alice.locator("#live").inner_text()).startswith("Carolina Featherstonehaugh-Smyth ")
            before = user
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
        assert stored.status is GameStatus.FINISHED and taken == {"place", "step", "hint", "tile"}
        assert any(getattr(action, "intervention", None) for action, _ in stored.game.history[0]), "a tile put"
        # the hand's end: each page tells the score and the result; the phone's shows Rematch
        dialog = alice.locator("#dialog")
        await dialog.get_by_role("heading", name="The game is over").wait_for()
        assert "Won by" in await dialog.inner_text()
        overflowing = "e => e.scrollWidth > e.clientWidth"  # a phone's page or dialog scrolling sideways
        assert not await dialog.evaluate(overflowing) and not await alice.locator("html").evaluate(overflowing)
        await alice.screenshot(path=shots / "result.png")
        assert await pages["bob"].locator("#dialog h2").inner_text() == "La partita è finita"
        await pages["bob"].screenshot(path=shots / "result-desktop-it.png")
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
        # its host may not leave it, only cancel it: the page offers that, and asks first
        assert await alice.get_by_role("button", name="Leave").count() == 0
        await alice.get_by_role("button", name="Cancel the lobby").click()
        await dialog.get_by_role("button", name="Close the lobby").click()
        await alice.wait_for_selector("body[data-status=cancelled]")
        assert (await bot.store.get(rematch.id)).status is GameStatus.CANCELLED
    assert not FAULTS, FAULTS
    print(f"\nthe whole game: navigation to a playable board {navigation_ms:.0f} ms; {len(taps)} moves on the "
          f"pages, taps per move {[len(t) for t in taps]}, "
          f"CPU (this process, the driver and chromium) {cpu_seconds() - started:.1f} s")
