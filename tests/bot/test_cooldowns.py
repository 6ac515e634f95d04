"""Cooldowns: a request checked before its work is refused as a counted one would be, and counts nothing."""

from __future__ import annotations

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
