"""The chaos run, short, on SQLite and on PostgreSQL: the bot process killed (SIGKILL) 4 and 8
times at random moments and kill points while nine varied games are played through
interactions, restarted on the same database each time (and the PostgreSQL server itself
stopped at once and started again twice: no action the bot said was not taken is stored).
Every action a player was told was done is in the stored records, every record replays, the
database is sound, what was owed was said once, no game shows two messages with live controls,
no interaction is answered late, the requests Discord counts as invalid stay within their
budget, and no process of a killed bot lives on."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from bot.core.stored import GameStatus
from bot.offline.chaos import NOT_TAKEN, Attempt, _held, _late_answers, _named_as, run_chaos
from bot.offline.loopback import CALLBACK, EDIT, Record
from bot.offline.loopback.errors import UNKNOWN_INTERACTION
from engine.records import action_from_json

KILLS = {"sqlite": 4, "postgres": 8}
"""Kills per run; each costs a bot's start (1 to 3 s, 1.3 s of CPU). PostgreSQL's run meets twice as
many, and its server's restarts: a store across a network fails in more ways. On SQLite, most kill
points are also tested one at a time, in tests/bot/test_crash.py."""


@pytest.mark.slow(seconds=35)
@pytest.mark.parametrize("db", ["sqlite", "postgres"])
async def test_kills_lose_nothing(db, request, capsys):
    if db == "postgres":
        request.getfixturevalue("postgres")  # the suite's rule where the machine has no PostgreSQL server
    restarts = 2 if db == "postgres" else 0
    kills = KILLS[db]
    summary = await run_chaos(kills=kills, seed=7, db=db, db_restarts=restarts)
    printed = capsys.readouterr().out
    checks = {
        "the run asked": summary["db"] == db and summary["kills"] == kills and summary["db_restarts"] == restarts,
        "every game finished": summary["games"] >= 9 and summary["finished"] == summary["games"],
        "enough actions": summary["actions_acknowledged"] >= 100,
        "nothing lost": summary["actions_lost"] == 0,
        "no answer the store contradicts": summary["acked_not_stored"] == 0,
        "no late answer": summary["late_answers"] == 0,
        "sound records": summary["records_replaying"] and summary["integrity_ok"],
        "owed said once": summary["announcements_missing"] == 0 and summary["announcements_duplicated"] == 0,
        "one live message a game": summary["live_duplicate_lobbies"] == 0 and summary["live_duplicate_boards"] == 0,
        "invalid requests in budget":
            summary["invalid_requests_per_10_min"] <= summary["invalid_requests"] <= kills + summary["games"],
        "no orphan": summary["orphan_processes"] == 0,
        "no 429": summary["http_429"] == 0 and summary["http_429_by_route"] == {},
        "the last line is the summary": json.loads(printed.splitlines()[-1]) == summary,
    }
    failed = [name for name, ok in checks.items() if not ok]
    # what the run printed (each action lost or contradicted, with the bot's answers; the summary)
    assert not failed, f"{', '.join(failed)}; the run printed:\n{printed}"


def test_an_action_is_found_as_its_seat_named_it():
    sent = {"step": "face-down #3", "dir": "S",
            "intervention": {"tile": "eros", "at": {"edge": ["Melpomene", "face-down #1"]}}}
    stored = {"step": "Urania", "dir": "S", "intervention": {"tile": "eros", "at": {"edge": ["Clio", "Melpomene"]}}}
    assert _named_as(sent, stored)
    assert not _named_as(sent, {**stored, "dir": "N"})
    assert not _named_as({"place": "Clio", "at": [0, 1]}, {"place": "Clio", "at": [1, 0]})
    assert not _named_as({"step": "Clio", "dir": "N"}, {"step": "Clio", "dir": "N", "ability": {}})


def test_a_move_said_not_taken_yet_stored_is_counted_unless_sent_again_unanswered():
    place = {"place": "Clio", "at": [0, 1], "hidden": False}
    stored = SimpleNamespace(history=[[(action_from_json(place)[0], 1)]])
    games = {3: (GameStatus.ACTIVE, stored, [])}

    def attempt(*answers: str) -> Attempt:
        records = [Record(EDIT, "PATCH", {"content": a}) for a in answers]
        return Attempt(3, 0, 0, 1, place, SimpleNamespace(records=records))  # type: ignore[arg-type]

    refused = attempt(NOT_TAKEN)
    assert _held([refused], games, set()) == [refused]  # the answer the store contradicts
    assert _held([refused, attempt()], games, set()) == []  # sent again, killed before its answer: stored
    again = attempt(NOT_TAKEN)
    assert _held([refused, again], games, set()) == [refused, again]  # refused again: both contradicted
    assert _held([refused], games, {(3, 0, 0)}) == []  # the place an acknowledged action took


def test_a_late_answer_is_said_with_what_was_asked_where_and_how_late(capsys):
    clicked = SimpleNamespace(payload={"data": {"custom_id": "muses:turn:3:7"}}, type=3, channel_id=5, created=6.0)
    late = Record(CALLBACK, "POST", {}, interaction_id=9, error_code=UNKNOWN_INTERACTION, timestamp=999.5)
    answered = Record(CALLBACK, "POST", {}, interaction_id=9)
    loopback = SimpleNamespace(records=[late, answered], interactions={9: clicked},
                               clock=SimpleNamespace(epoch=lambda: 1000.0, now=lambda: 10.0))
    assert _late_answers(loopback) == [late]  # type: ignore[arg-type]
    assert "late answer: muses:turn:3:7 (interaction type 3) in channel 5, 3.50 s after it was made" in (
        capsys.readouterr().out)
