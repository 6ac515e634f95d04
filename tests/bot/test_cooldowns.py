"""Cooldowns: a request checked before its work is refused as a counted one would be, and counts nothing;
a request for a record a move made anew is not held back by the last, which is forgotten; counting
stays cheap with many requests to remember."""

from __future__ import annotations

import time

import pytest

from bot.edge.cooldowns import Cooldowns
from engine import Refusal


def test_a_request_checked_before_its_work_counts_only_once_it_proves_valid():
    cooldowns = Cooldowns(clock=lambda: 100.0)
    cooldowns.check(1, 7, "replay", 10, count=False)  # then refused for a game without a replay
    cooldowns.check(1, 7, "replay", 10, count=False)  # the right game: not refused for the first
    cooldowns.check(1, 7, "replay", 10)
    with pytest.raises(Refusal):
        cooldowns.check(1, 7, "replay", 10, count=False)  # a spammer's next, before any work


def test_counting_a_request_stays_cheap_however_many_members_asked_within_the_hour():
    now = 0.0
    cooldowns = Cooldowns(clock=lambda: now)
    started = time.process_time()
    for n in range(10_000):  # one every 0.4 s: 9,000 within the longest cooldown, an hour
        now = n * 0.4
        cooldowns.check(1, n, f"export {n}", 10)
    assert time.process_time() - started < 1.0  # a sweep of every request at each one took a minute


def test_a_record_asked_again_waits_and_one_a_move_made_anew_does_not_nor_is_the_last_one_kept():
    now = 0.0
    cooldowns = Cooldowns(clock=lambda: now)
    for version in range(1, 100):  # a member exports the game after each move
        now += 1
        cooldowns.check(1, 7, "export 5", 10, version=version)
    with pytest.raises(Refusal):
        cooldowns.check(1, 7, "export 5", 10, version=99)
    assert len(cooldowns._asked) == 1  # a record that no longer exists is not remembered for an hour
