"""A step seen on the page (README, "The page"): with motion allowed, the Muses it
moves slide from the squares they left to the ones they reach, on the mover's preview and on the
other player's table, and a redraw meanwhile carries the slide on; with motion reduced nothing
slides. The page's clock is held still (Chrome's DevTools protocol) while a slide is looked at,
so that no check races its 320 ms."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.async_api import Page, expect

from bot.core.stored import TableOptions
from bot.core.texts import shown_names
from engine import Game, Options, game_from_record, game_to_record
from engine.bench import playout
from engine.phases import Phase
from engine.position import position
from engine.views import player_view
from support.browser import FAULTS, at_version, cpu_seconds, open_table
from support.web import opened, under_way

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="session")]

BOARD = Path(__file__).resolve().parents[2] / "bot" / "web" / "static" / "board.js"
CELL = int(re.search(r"export const CELL = (\d+);", BOARD.read_text())[1])
"""A square's side in the table's SVG units (board.js)."""
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
CENTRES = """() => {
  const svg = document.querySelector("#table svg");
  const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Object.fromEntries([...svg.querySelectorAll(".muse")].map((g) => {
    const r = g.querySelector(".token").getBoundingClientRect();
    return [g.dataset.muse, [(r.x + r.width / 2) / k, (r.y + r.height / 2) / k]];
  }));
}"""
"""Where each Muse's token is drawn now, in the SVG's units (the same at any zoom)."""
SLIDING = """() => document.getAnimations().filter((a) => a.effect.target.isConnected && a.playState !== "finished")
  .map((a) => a.effect.target.dataset.muse).sort()"""
"""The Muses of the drawn table under way in a slide."""


def steps(game: Game) -> list[tuple[str, dict]]:
    """The face-up steps of the seat to move that do not end the hand, with their directions."""
    doc = position(player_view(game, game.hand.to_move))
    return [(s["step"], d) for s in doc["actions"]["step"] for d in s["dirs"]
            if d["then"] != "end" and not s["step"].startswith("face-down")]


def a_push(seed: int) -> tuple[Game, str, dict]:
    """A 2-player game in the dance whose seat to move has a step that pushes three Muses, after
    which the other seat has a step too (neither ends the hand): the game, the Muse, its direction."""
    rng = random.Random(seed)
    while True:
        record = game_to_record(playout(2, Options(), rng))
        actions = record["hands"][0]["actions"]
        for cut in range(len(actions) - 2, 0, -1):
            record["hands"][0]["actions"] = actions[:cut]
            game = game_from_record(record)
            if game.hand.phase is not Phase.DANCE:
                break
            for muse, d in steps(game):
                record["hands"][0]["actions"] = actions[:cut] + [{"step": muse, "dir": d["dir"]}]
                if len(d["pushes"]) == 3 and steps(game_from_record(record)):
                    return game, muse, d


async def clock(page: Page, rate: float) -> None:
    """The page's animations run at `rate` (0: held still)."""
    cdp = await page.context.new_cdp_session(page)
    await cdp.send("Animation.setPlaybackRate", {"playbackRate": rate})


def apart(centres: dict, muse: str, still: str) -> tuple[float, float]:
    return centres[muse][0] - centres[still][0], centres[muse][1] - centres[still][1]


def near(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < 1 and abs(a[1] - b[1]) < 1


@pytest.mark.slow(seconds=4)
async def test_a_push_slides_into_place_unless_motion_is_reduced(loopback, make_bot, browser):
    game, muse, step = a_push(2)
    stored = await under_way(loopback, make_bot.db, game, TableOptions(2))
    started = cpu_seconds()
    async with loopback.running(make_bot(web=True)) as bot:
        base = opened(loopback, bot)
        alice = await open_table(browser, base, stored.id, "alice", motion=True)
        bob = await open_table(browser, base, stored.id, "bob", motion=True)
        first = {"alice": await alice.evaluate(CENTRES), "bob": await bob.evaluate(CENTRES)}
        for page in (alice, bob):
            await clock(page, 0)
        # alice's preview: the step and its three pushed Muses slide, from where they stood
        await alice.click(f'.muse[data-muse="{muse}"]')
        await alice.click(f'.dir[data-dir="{step["dir"]}"]')
        await expect(alice.locator("#confirm")).to_be_enabled()
        moved = sorted([muse, *step["pushes"]])
        still = next(m for m in first["alice"] if m not in moved)
        assert await alice.evaluate(SLIDING) == moved
        shown = await alice.evaluate(CENTRES)
        for m in moved:
            assert near(apart(shown, m, still), apart(first["alice"], m, still)), m
        await alice.click("#confirm")
        # bob's table: the same slide, carried on by a redraw (a zoom) meanwhile
        await at_version(bob, stored.version + 1)
        bobs = next(i for i, seat in enumerate(stored.seats) if seat.name == "bob")
        seen = position(player_view(bot.games.get(stored.id).stored.game, bobs, shown_names(stored.seats)))
        moved = sorted(seen["last"]["moved"])
        assert len(moved) == 4
        still = next(m for m in first["bob"] if m not in moved)
        for redrawn in (False, True):
            if redrawn:
                await bob.get_by_role("button", name="Zoom in").click()
            assert await bob.evaluate(SLIDING) == moved, redrawn
            shown = await bob.evaluate(CENTRES)
            for m in moved:
                assert near(apart(shown, m, still), apart(first["bob"], m, still)), (m, redrawn)
        # let go, each ends one square on, where the new position has it
        await clock(bob, 1)
        await bob.evaluate("() => Promise.all(document.getAnimations().map((a) => a.finished))")
        assert await bob.evaluate(SLIDING) == []
        ended = await bob.evaluate(CENTRES)
        d = DELTA[step["dir"]]
        for m in moved:
            was = apart(first["bob"], m, still)
            assert near(apart(ended, m, still), (was[0] + d[0] * CELL, was[1] + d[1] * CELL)), m
        # with motion reduced, bob's step slides neither on his preview nor on alice's table
        await clock(bob, 0)
        for page in (alice, bob):
            await page.emulate_media(reduced_motion="reduce")
        now = bot.games.get(stored.id).stored  # alice's move (noting its board makes no version)
        assert now.version == stored.version + 1
        await at_version(alice, now.version)
        his, his_step = steps(now.game)[0]
        await bob.click(f'.muse[data-muse="{his}"]')
        await bob.click(f'.dir[data-dir="{his_step["dir"]}"]')
        await expect(bob.locator("#confirm")).to_be_enabled()
        assert await bob.evaluate(SLIDING) == []
        await bob.click("#confirm")
        await at_version(alice, now.version + 1)
        assert await alice.evaluate(SLIDING) == []
    assert not FAULTS, FAULTS
    print(f"\nthe slide: CPU (this process, the driver and chromium) {cpu_seconds() - started:.1f} s")
