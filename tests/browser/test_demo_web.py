"""`python -m bot demo DIR --web`: the address it prints is a table a person signs in to, as a
loopback member, and plays against AI seats in a real browser."""

from __future__ import annotations

import asyncio
import re
import socket

import pytest

from bot.offline.web_demo import PERSON, run_web_demo
from support.browser import FAULTS, at_version

pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="session")]


async def test_the_web_demo_prints_a_table_a_person_signs_in_to_and_plays(browser, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    said: asyncio.Queue[str] = asyncio.Queue()
    stop = asyncio.Event()
    demo = asyncio.create_task(run_web_demo(tmp_path / "demo", port, players=2, ready=said.put_nowait, stop=stop))
    try:
        printed = await asyncio.wait_for(said.get(), 60)
        [url] = re.findall(r"http://127\.0\.0\.1:\d+/\?game=\d+", printed)
        assert url.startswith(f"http://127.0.0.1:{port}/") and f"as {PERSON}" in printed
        context = await browser.new_context(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
        page = await context.new_page()
        await page.goto(url)
        await page.click("#signin-link")
        await page.get_by_role("button", name=re.compile(rf"\({PERSON}\)$")).click()
        await page.wait_for_selector("body[data-turn=mine]", timeout=30_000)  # the AI seats play the others
        version = int(await page.locator("body").get_attribute("data-version"))
        await page.locator("button.hand").first.click()
        await page.locator(".legal").first.click()
        await page.locator("#confirm:not([disabled])").click()
        await at_version(page, version + 1)
        log = await page.locator("#log li").all_inner_texts()
        assert any(" placed " in line for line in log), log
        await context.close()
    finally:
        stop.set()
        await asyncio.wait_for(demo, 30)
    assert not FAULTS, FAULTS
