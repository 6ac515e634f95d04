"""`python -m bot bench`: the real bot processes play concurrent games to the end and report
their figures; with `--bots 2`, two processes on one PostgreSQL database, a shard each."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_two_bot_processes_on_postgresql_play_every_game_to_the_end(postgres):
    """(`postgres`: the machine has the server binaries, or the test fails saying so.) The bench
    returns only once every game is over, and fails if a bot process dies."""
    done = subprocess.run([sys.executable, "-m", "bot", "bench", "--games", "4", "--think", "0.05", "--db", "postgres",
                           "--bots", "2"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert (summary["games"], summary["db"], summary["bots"]) == (4, "postgres", 2)
    assert summary["actions"] > 0
    assert summary["http_429"] == 0 and summary["cpu_ms_per_action"] > 0
