"""A channel that refused the bot's posts (403) is left alone for a while, longer each time,
until it takes a post or its server changes (Discord bans a bot after 10,000 refusals in 10 minutes)."""

from __future__ import annotations

from bot.hosting.refusals import BACKOFF_S, Refusals
from engine.language import Phrase

REASON = Phrase("I am missing Attach Files in this channel")


def test_a_channel_that_keeps_refusing_is_tried_less_and_less_often():
    now = [0.0]
    refusals = Refusals(lambda: now[0])
    waits = []
    for _ in range(len(BACKOFF_S) + 1):
        refusals.refused(1, 10, REASON)
        assert refusals.waiting(10) == REASON and refusals.waiting(11) is None
        started = now[0]
        while refusals.waiting(10) is not None:
            now[0] += 1.0
        waits.append(now[0] - started)
    assert waits == [*BACKOFF_S, BACKOFF_S[-1]]
    refusals.refused(1, 10, REASON)
    refusals.took(10)
    assert refusals.waiting(10) is None
    refusals.refused(1, 10, REASON)
    refusals.refused(2, 20, REASON)
    refusals.changed(1)  # a permission granted on server 1, maybe
    assert refusals.waiting(10) is None and refusals.waiting(20) == REASON
