"""The bot's drawing processes: pictures equal the renderer's own, and a dead drawing
process is replaced without losing the picture asked for."""

from __future__ import annotations

import logging
import multiprocessing
import random
import signal

from bot.hosting.pictures import Renderer, render_pictures
from engine import Game, Options
from engine.views import public_view
from render import render_board


async def test_a_drawing_process_that_died_is_replaced(caplog):
    view = public_view(Game.new(["ana", "ben"], Options(), random.Random(1)))
    board = render_board(view)
    before = set(multiprocessing.active_children())
    renderer = Renderer(render_pictures(), processes=1)
    try:
        assert await renderer.board(view) == board
        [drawing] = set(multiprocessing.active_children()) - before  # drawn in a process of its own
        drawing.kill()
        drawing.join()
        assert drawing.exitcode == -signal.SIGKILL
        with caplog.at_level(logging.ERROR):  # asked of the killed process, before the bot saw it go
            assert await renderer.board(view) == board
        assert "a drawing process died; starting a new one" in caplog.messages
        [replaced] = set(multiprocessing.active_children()) - before
        assert replaced.pid != drawing.pid
        assert await renderer.board(view) == board
        assert set(multiprocessing.active_children()) - before == {replaced}
    finally:
        renderer.close()
