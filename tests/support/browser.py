"""The web table's page in a real browser: Debian's chromium driven by Playwright (never a browser
download), the page opened on 127.0.0.1 only, signed in through the loopback Discord's authorize
page as a person does, and moves made by tapping what the page shows."""

from __future__ import annotations

import re
import subprocess
from importlib.metadata import version
from pathlib import Path

from playwright.async_api import Browser, Page, Playwright

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}


class BrowserMissing(Exception):
    """The Playwright/chromium pair cannot run a page: the one line that says why."""


async def launched(playwright: Playwright) -> Browser:
    """Debian's chromium, checked to run an ES module under Playwright; BrowserMissing else."""
    if not CHROMIUM.exists():
        raise BrowserMissing(f"no {CHROMIUM}: install Debian's chromium (apt-get install chromium; .ci/run does)")
    shown = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip()
    pair = f"Playwright {version('playwright')} with {shown or CHROMIUM}"
    try:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = await browser.new_page()
        await page.set_content('<script type="module">document.body.dataset.ran = "yes";</script>')
        await page.wait_for_selector("body[data-ran=yes]", timeout=10_000)
        await page.close()
    except Exception as e:  # the pair does not work: say so in one line
        raise BrowserMissing(f"{pair} does not work: {str(e).strip().splitlines()[0]}") from None
    return browser


async def open_table(browser: Browser, base: str, game: int, user: str, viewport: dict | None = None,
                     locale: str = "en-US", frames: list | None = None) -> Page:
    """A page of game `game`'s table in a context of its own, `user` signed in on the loopback's
    authorize page; returned once it drew its first position. `frames` gets every frame the
    server sends the page's sockets."""
    context = await browser.new_context(viewport=viewport or PHONE, reduced_motion="reduce", locale=locale)
    page = await context.new_page()
    if frames is not None:
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))
    await page.goto(f"{base}?game={game}")
    await page.click("#signin-link")
    await page.get_by_role("button", name=re.compile(rf"\({user}\)$")).click()
    await page.wait_for_selector("body[data-version]")
    return page


async def at_version(page: Page, version: int, timeout: float = 30_000) -> None:
    await page.wait_for_selector(f"body[data-version='{version}']", state="attached", timeout=timeout)


def label_starts(name: str) -> str:
    """A selector of the page's buttons whose aria-label starts with `name`."""
    return f'[role=button][aria-label^="{name}"]'
