"""The chaos run, short, on SQLite and on PostgreSQL: the bot process killed (SIGKILL) 12
times at random moments and kill points while nine varied games are played through
interactions, restarted on the same database each time (and the PostgreSQL server itself
stopped at once and started again twice: no action the bot said was not taken is stored).
Every action a player was told was done is in the stored records, every record replays, the
database is sound, what was owed was said once, no game shows two messages with live controls,
no interaction is answered late, the requests Discord counts as invalid stay within their
budget, and no process of a killed bot lives on."""

from __future__ import annotations

import json

import pytest

from bot.offline.chaos import _named_as, run_chaos


@pytest.mark.slow
@pytest.mark.parametrize("db", ["sqlite", "postgres"])
async def test_a_dozen_kills_lose_nothing(db, request, capsys):
    if db == "postgres":
        request.getfixturevalue("postgres")  # the suite's rule where the machine has no PostgreSQL server
    restarts = 2 if db == "postgres" else 0
    summary = await run_chaos(kills=12, seed=7, db=db, db_restarts=restarts)
    assert summary["db"] == db and summary["kills"] == 12 and summary["db_restarts"] == restarts
    assert summary["games"] >= 9 and summary["finished"] == summary["games"]
    assert summary["actions_acknowledged"] >= 100
    assert summary["actions_lost"] == 0 and summary["acked_not_stored"] == 0
    assert summary["late_answers"] == 0
    assert summary["records_replaying"] and summary["integrity_ok"]
    assert summary["announcements_missing"] == 0 and summary["announcements_duplicated"] == 0
    assert summary["live_duplicate_lobbies"] == 0 and summary["live_duplicate_boards"] == 0
    assert summary["invalid_requests_per_10_min"] <= summary["invalid_requests"] <= 12 + summary["games"]
    assert summary["orphan_processes"] == 0
    assert summary["http_429"] == 0 and summary["http_429_by_route"] == {}
    assert json.loads(capsys.readouterr().out.splitlines()[-1]) == summary  # the last line is the summary


def test_an_action_is_found_as_its_seat_named_it():
    sent = {"step": "face-down #3", "dir": "S",
            "intervention": {"tile": "eros", "at": {"edge": ["Melpomene", "face-down #1"]}}}
    stored = {"step": "Urania", "dir": "S", "intervention": {"tile": "eros", "at": {"edge": ["Clio", "Melpomene"]}}}
    assert _named_as(sent, stored)
    assert not _named_as(sent, {**stored, "dir": "N"})
    assert not _named_as({"place": "Clio", "at": [0, 1]}, {"place": "Clio", "at": [1, 0]})
    assert not _named_as({"step": "Clio", "dir": "N"}, {"step": "Clio", "dir": "N", "ability": {}})
