"""Fixtures for the bot's end-to-end tests: a loopback Discord and bots on a temporary database."""

from __future__ import annotations

import os
import random
import sys

import pytest

from bot.hosting.app import build_bot
from bot.hosting.pictures import render_pictures
from bot.hosting.settings import Settings
from bot.offline.bench import start_bot_process
from bot.offline.postgres import MISSING, SKIP_VARIABLE, PostgresServer, server_binaries
from bot.play.timers import Timing
from engine import default_muse_table
from support import TESTS
from support.loopback import IN_CHANNELS, checked_loopback
from support.privacy import Watch
from support.rewriting import rewrite_in_turns
from support.web import WEB_ON_LOOPBACK

sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
"""Bytecode is cached, whatever the environment says: the processes the tests start (bot processes,
their fork servers, the demo's) compile the project once, not at each start."""

BOT_DB = os.environ.get("MUSES_TEST_BOT_DB", "sqlite")
"""The database of the bots of the end-to-end tests: `sqlite` (a file), or `postgresql` (a fresh
database on the tests' server) to run them all on PostgreSQL."""


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (pyproject.toml): two workers per core (PYTEST_XDIST_AUTO_NUM_WORKERS, if set), but
    none where only named tests run (`file::test`): they start sooner in pytest's own process. The
    second of each core fills the time the other spends waiting rather than computing (bot
    processes and browsers starting, turns timing out in real time): on two cores, a quiet warm run
    took 147.7 s with 4 workers, 157.9 s with 3 and 153.7 s with 5."""
    if config.args and all("::" in arg for arg in config.args):
        return 0
    asked = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS", "").strip()
    return int(asked) if asked.isdigit() else 2 * (os.cpu_count() or 1)


def expected_seconds(item: pytest.Item) -> float:
    """What the `slow` mark says a test takes (`slow(seconds=35)`; 0 unsaid); -1 for a quick test."""
    slow = item.get_closest_marker("slow")
    return -1 if slow is None else slow.kwargs.get("seconds", 0)


def pytest_sessionstart(session: pytest.Session) -> None:
    """A worker of several shares the rewriting of the test modules' asserts (support.rewriting)."""
    worker, workers = os.environ.get("PYTEST_XDIST_WORKER"), os.environ.get("PYTEST_XDIST_WORKER_COUNT")
    if worker and workers and session.config.getoption("assertmode") == "rewrite":
        rewrite_in_turns(session.config, sorted(TESTS.rglob("test_*.py")), int(worker.removeprefix("gw")), int(workers))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest tests first, then the other slow ones, so that the workers end together: a long
    one started last would keep one worker busy while the others have nothing left (pyproject:
    --maxschedchunk 1). Most of the longest wait on bot processes and real time, and the quick
    tests' computing fills the cores meanwhile."""
    items.sort(key=lambda item: -expected_seconds(item))


@pytest.fixture
def privacy():
    """What the games of this test's bots keep secret, and from whom (every bot `make_bot` builds
    reports to it): the `loopback` fixture checks, after the test, that nobody was sent any of it."""
    return Watch()


@pytest.fixture
async def loopback(privacy):
    async with checked_loopback(privacy) as server:
        yield server


@pytest.fixture(scope="session")
def postgres():
    """The tests' PostgreSQL server (one a session), started on first use. Where the machine
    has no server binaries the test fails, unless MUSES_TEST_POSTGRES=skip."""
    binaries = server_binaries()
    if binaries is None:
        if os.environ.get(SKIP_VARIABLE) == "skip":
            pytest.skip(f"no PostgreSQL server binaries ({SKIP_VARIABLE}=skip)")
        pytest.fail(MISSING, pytrace=False)
    server = PostgresServer(binaries).start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path):
    """A new empty database of each backend: a SQLite file's path, or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "muses.sqlite3")
    return request.getfixturevalue("postgres").new_database()


@pytest.fixture
def make_bot(request, tmp_path, privacy):
    """A bot on this test's database; every call is a fresh instance (a restart). A minute
    of turn time lasts a second, automated moves follow each other after 0.2 s, an AI
    thinks 50 ms at most, a channel takes posts at the loopback's machine speed, and a server
    without settings has no default turn timeout and plays each game in its channel (IN_CHANNELS,
    unless `server_defaults`); with `web`, its web table on a free port of 127.0.0.1 (`support.web`;
    a dict: other web settings). The database is a SQLite file, or a PostgreSQL database with
    MUSES_TEST_BOT_DB=postgresql (or `database`, a path or URL). Its commits and its pictures are
    reported to `privacy` (and to the test's `observer`, if it gives one)."""
    db = (request.getfixturevalue("postgres").new_database() if BOT_DB == "postgresql"
          else str(tmp_path / "muses.sqlite3"))

    def make(seed: int = 1, timing: Timing = Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0),
                                                      requests=(500, 1.0), ai_ms=50), database: str | None = None,
             observer=None, pictures=None, web: bool | dict = False, **options):
        settings = Settings(token=None, db=database or db, muse_table=default_muse_table(),
                            **({**WEB_ON_LOOPBACK, **web} if isinstance(web, dict) else WEB_ON_LOOPBACK if web else {}))

        def observe(stored):
            privacy.observe(stored)
            if observer is not None:
                observer(stored)

        return build_bot(settings, rng=lambda game: random.Random(f"{seed}:{game}"), guild_ready_timeout=0.05,
                         timing=timing, observer=observe, pictures=privacy.drawn(pictures or render_pictures()),
                         **{"server_defaults": IN_CHANNELS, **options})

    make.db = db  # what a test changes behind the bot's back, between two runs
    return make


@pytest.fixture
def bot_process(loopback, privacy, tmp_path):
    """Starts the real bot in a process of its own on this test's loopback Discord and the database
    `db_path` (`bench.start_bot_process`, with its `options`; each game played in its channel, unless
    `server_defaults`). Each such bot reports its commits and pictures to `privacy`, through a journal."""
    journal = privacy.journal(tmp_path / "privacy.journal")

    def start(db_path, **options):
        return start_bot_process(loopback, db_path, reporter=journal, **{"server_defaults": IN_CHANNELS, **options})

    return start
