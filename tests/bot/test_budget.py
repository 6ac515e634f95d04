"""A server's budget of on-demand work: its second replay waits for its first, saying until when."""

from __future__ import annotations

import pytest

from bot.edge.budget import Budget
from engine import Refusal


def test_a_servers_next_request_is_refused_while_its_last_is_under_way_and_told_when_it_should_end():
    now = 100.0
    budget = Budget(clock=lambda: now)
    with budget.spent(1, "replay"):
        now = 100.5
        with pytest.raises(Refusal, match="<t:102:R>"):  # none of that kind answered yet: about 2 s
            with budget.spent(1, "replay"):
                pass
        with budget.spent(2, "replay"), budget.spent(1, "hint"):  # another server's; another kind
            pass
        now = 103.0
    with budget.spent(1, "replay"):  # the last one took 3 s
        with pytest.raises(Refusal, match="<t:106:R>"):
            with budget.spent(1, "replay"):
                pass
        now = 110.0
        with pytest.raises(Refusal, match="<t:111:R>"):  # overdue: a second from now
            with budget.spent(1, "replay"):
                pass
