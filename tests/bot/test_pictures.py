"""The bot's drawing processes: pictures equal the renderer's own, and a dead drawing
process is replaced without losing the picture asked for."""

from __future__ import annotations

import multiprocessing
import random

from bot.hosting.pictures import Renderer, render_pictures
from engine import Game, Options
from engine.views import public_view
from render import render_board


async def test_a_drawing_process_that_died_is_replaced():
    view = public_view(Game.new(["ana", "ben"], Options(), random.Random(1)))
    renderer = Renderer(render_pictures(), processes=1)
    try:
        assert await renderer.board(view) == render_board(view)
        for worker in multiprocessing.active_children():
            worker.kill()
            worker.join()
        assert await renderer.board(view) == render_board(view)
        assert await renderer.board(view) == render_board(view)
    finally:
        renderer.close()
