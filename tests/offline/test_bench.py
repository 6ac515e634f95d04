"""`python -m bot bench`: the real bot processes play concurrent games to the end and report
their figures; with `--bots 2`, two processes on one PostgreSQL database, a shard each."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from bot.offline.processes import alive, descendants
from support import ROOT

pytestmark = pytest.mark.slow
"""Each test runs the bench's bot processes."""


@pytest.mark.slow(seconds=25)
def test_two_bot_processes_on_postgresql_play_every_game_to_the_end(postgres):
    """(`postgres`: the machine has the server binaries, or the test fails saying so.) The bench
    returns only once every game is over, and fails if a bot process dies."""
    done = subprocess.run([sys.executable, "-m", "bot", "bench", "--games", "2", "--think", "0.05", "--db", "postgres",
                           "--bots", "2"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert (summary["games"], summary["db"], summary["bots"]) == (2, "postgres", 2)
    assert summary["actions"] > 0
    assert summary["http_429"] == 0 and summary["cpu_ms_per_action"] > 0
    assert summary["invalid_requests"] == summary["invalid_requests_per_10_min"] == 0
    per_action = summary["requests_per_action"]["person"]
    assert per_action["global"] > 0 and per_action["interaction"] > 0


def test_a_bench_killed_midway_leaves_no_bot_process_behind():
    """Its bot processes (and theirs) end with it, instead of calling a Discord that is gone."""
    bench = subprocess.Popen([sys.executable, "-m", "bot", "bench", "--games", "2", "--think", "60"], cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while len(below := descendants(bench.pid)) < 3 and time.monotonic() < deadline:
            time.sleep(0.2)  # until the bot process has drawn a board (its drawing process is up)
        assert len(below) >= 3, "the bench's bot did not start"
    finally:
        bench.kill()
        bench.wait()
    deadline = time.monotonic() + 10
    while alive(below) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = alive(below)
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left
