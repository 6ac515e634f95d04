"""A click still in flight when the bot stops (a restart) is left unanswered with one log line:
Discord's session is closed by then, and a traceback would only alarm the operator."""

from __future__ import annotations

import logging
from types import SimpleNamespace

from bot.edge.replies import answer_failure


class Stopped(Exception):
    pass


async def test_a_failure_while_the_bot_stops_is_one_line_without_a_traceback(caplog):
    def unanswerable(*args, **kwargs):
        raise RuntimeError("Session is closed")

    interaction = SimpleNamespace(id=1, client=SimpleNamespace(is_closed=lambda: True),
                                  response=SimpleNamespace(is_done=lambda: False, send_message=unanswerable))
    with caplog.at_level(logging.WARNING):
        await answer_failure(interaction, Stopped(), "panel click")  # type: ignore[arg-type]
    assert [(r.levelno, r.exc_info, r.getMessage()) for r in caplog.records] == [
        (logging.WARNING, None, "panel click left unanswered: the bot is stopping (Stopped)")]
