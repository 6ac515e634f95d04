"""The web table's page in a real browser: Debian's chromium driven by Playwright (never a browser
download), the page opened on 127.0.0.1 only, signed in through the loopback Discord's authorize
page as a person does, and moves made by tapping what the page shows."""

from __future__ import annotations

import os
import re
import subprocess
from importlib.metadata import version
from pathlib import Path

from playwright.async_api import Browser, Page, Playwright, expect

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
FAULTS: list[str] = []
"""Every uncaught error of a page's script, by its user (a test asserts there is none)."""


class BrowserMissing(Exception):
    """The Playwright/chromium pair cannot run a page: the one line that says why."""


async def launched(playwright: Playwright) -> Browser:
    """Debian's chromium, checked to run an ES module under Playwright; BrowserMissing else."""
    if not CHROMIUM.exists():
        raise BrowserMissing(f"no {CHROMIUM}: install Debian's chromium (apt-get install chromium; .ci/run does)")
    said = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    pair = f"Playwright {version('playwright')} with {said[0] if said else CHROMIUM}"
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
                     locale: str = "en-US", frames: list | None = None, motion: bool = False) -> Page:
    """A page of game `game`'s table in a context of its own, `user` signed in on the loopback's
    authorize page; returned once it drew its first position. `frames` gets every frame the
    server sends the page's sockets. Motion is reduced unless `motion`."""
    context = await browser.new_context(viewport=viewport or PHONE, locale=locale,
                                        reduced_motion="no-preference" if motion else "reduce")
    page = await context.new_page()
    page.on("pageerror", lambda error: FAULTS.append(f"{user}: {error}"))
    if frames is not None:
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))
    await page.goto(f"{base}?game={game}")
    await page.click("#signin-link")
    await page.get_by_role("button", name=re.compile(rf"\({user}\)$")).click()
    await page.wait_for_selector("body[data-version]")
    return page


def at_least(n: int) -> str:
    """A regular expression of the decimal numbers from `n` up."""
    digits = str(n)
    ways = [rf"[1-9]\d{{{len(digits)},}}"]  # more digits
    for i, d in enumerate(digits):
        rest = len(digits) - i - 1
        low = int(d) + (1 if rest else 0)  # a higher digit here, any after; or this last digit, or higher
        if low <= 9:
            ways.append(digits[:i] + f"[{low}-9]" + rf"\d{{{rest}}}")
    return "^(?:" + "|".join(ways) + ")$"


async def at_version(page: Page, version: int, timeout: float = 30_000) -> None:
    """Once `page` drew version `version` or a later one (each save of a game is a version: a move,
    then its board's message noted); AssertionError saying where it stayed if it does not."""
    try:
        await expect(page.locator("body")).to_have_attribute("data-version", re.compile(at_least(version)),
                                                             timeout=timeout)
    except AssertionError:
        drawn = await page.locator("body").get_attribute("data-version")
        raise AssertionError(f"the page of {page.url} stayed at version {drawn}, not {version}") from None


TOO_SMALL = """() => {
  const out = [];
  const shown = (e) => e.getClientRects().length > 0 && !e.closest("[hidden], .sr-only");
  for (const b of document.querySelectorAll("button, a, [role=button]")) {
    const r = b.getBoundingClientRect();
    if (shown(b) && (r.width < 43.5 || r.height < 43.5)) {
      out.push(`target ${b.getAttribute("aria-label") || b.textContent}: ${r.width} x ${r.height}`);
    }
  }
  const svg = document.querySelector("#table svg");
  const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
  for (const e of document.querySelectorAll("body *")) {
    const said = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const size = parseFloat(getComputedStyle(e).fontSize) * (e instanceof SVGElement ? scale : 1);
    if (said && shown(e) && size < 11.99) out.push(`text ${e.textContent.trim()}: ${size} px`);
  }
  return out;
}"""
"""What a phone user would find too small on the page: each button or link under 44 x 44 CSS px,
each text under 12 CSS px (the SVG's at the scale the table is drawn)."""


COVERED = """() => {
  const out = [];
  const on = (x, y) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
  const what = (e) => e.id || e.getAttribute("class") || e.tagName;
  for (const c of document.querySelectorAll("#choices button, #choices li, #table .dir")) {
    if (!c.getClientRects().length) continue;
    const r = (c.querySelector(".dir-arrow") || c).getBoundingClientRect();
    for (const [x, y] of [0.1, 0.5, 0.9].map((f) => [r.x + r.width * f, r.y + r.height / 2])) {
      const hit = on(x, y) && document.elementFromPoint(x, y);
      if (!hit || !c.contains(hit)) {
        out.push(`${c.getAttribute("aria-label") || c.textContent}: ${hit ? `under ${what(hit)}` : "off the screen"}`);
        break;
      }
    }
  }
  const box = document.querySelector("#table");
  const seen = box && box.getBoundingClientRect();
  for (const name of document.querySelectorAll("#table .muse:not(:has(.selected)) .name")) {
    const r = name.getBoundingClientRect();
    for (const [x, y] of [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => [r.x + r.width * f, r.y + r.height / 2])) {
      if (!on(x, y) || x < seen.left || x > seen.right || y < seen.top || y > seen.bottom) continue;
      const hit = document.elementFromPoint(x, y);
      if (!name.closest(".muse").contains(hit)) {
        out.push(`the name ${name.textContent}: under ${what(hit)}`);
        break;
      }
    }
  }
  return out;
}"""
"""What a phone user could not see or tap of a move being chosen: each of its choices, listed
directions and the board's direction arrows that is off the screen or under something else (the
Confirm row), and each name on the table, where the table shows it, under something not its Muse's
(a direction's pad)."""


def screenshots(tmp_path: Path) -> Path:
    """Where the phone's screenshots go: MUSES_WEB_SCREENSHOTS, else the test's own folder."""
    folder = Path(os.environ.get("MUSES_WEB_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def cpu_seconds() -> float:
    """The CPU time so far of this process and of every process under it (the Playwright driver,
    chromium's), from /proc: what a browser test costs the machine."""
    tick = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    spent: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:  # gone meanwhile
                continue
            parents[int(entry.name)] = int(fields[1])
            spent[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    mine = {os.getpid()}
    grew = True
    while grew:
        more = {pid for pid, parent in parents.items() if parent in mine} - mine
        grew = bool(more)
        mine |= more
    return sum(spent.get(pid, 0.0) for pid in mine)
