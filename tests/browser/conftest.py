"""The browser tests' fixtures: one chromium a test worker, on the tests' session event loop (the
loop of every test here, and of the loopback Discord it plays on)."""

from __future__ import annotations

import pytest
import pytest_asyncio
from playwright.async_api import async_playwright

from support.browser import BrowserMissing, launched
from support.loopback import checked_loopback


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser():
    async with async_playwright() as playwright:
        try:
            started = await launched(playwright)
        except BrowserMissing as e:
            pytest.fail(str(e), pytrace=False)
        yield started
        await started.close()


@pytest_asyncio.fixture(loop_scope="session")
async def loopback(privacy):
    """The loopback Discord (as tests/conftest.py's), on the session's loop, the browser's."""
    async with checked_loopback(privacy) as server:
        yield server
