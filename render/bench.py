"""`python -m render bench`: how long a board takes to draw and encode, against the floor
of encoding a blank picture of the same size, mode and settings."""

from __future__ import annotations

import random
import statistics
import time

from PIL import Image

from engine.players import random_action
from engine.state import DANCING, FINISHED, Game
from engine.table import Options
from engine.views import player_view, public_view

from .board import board_image, render_board
from .theme import DEFAULT_THEME, png


def dance_position(seed: int = 1, steps: int = 10) -> Game:
    """A two-player game `steps` turns into the dance between random players (the first
    seed from `seed` whose hand lasts that long)."""
    rng = random.Random(seed)
    game = Game.new(["ana", "ben"], Options(), rng)
    while game.hand.status != DANCING or len(game.history[-1]) < 8 + steps:
        if game.hand.status == FINISHED:
            return dance_position(seed + 1, steps)
        seat = game.hand.to_move
        game.submit(random_action(player_view(game, seat), rng), seat)
    return game


def _medians_ms(fns, repeat: int) -> list[float]:
    """The median time of each function, called in turn so that both see the same load."""
    times = [[] for _ in fns]
    for _ in range(repeat):
        for fn, ts in zip(fns, times):
            t = time.perf_counter()
            fn()
            ts.append(time.perf_counter() - t)
    return [statistics.median(ts) * 1000 for ts in times]


def run(repeat: int = 100) -> dict:
    """Median milliseconds to draw and encode a nine-Muse board, and to encode a blank
    picture of the same size, mode and settings (the floor)."""
    view = public_view(dance_position())
    theme = DEFAULT_THEME
    data = render_board(view, theme=theme)
    blank = Image.new("P", board_image(view, theme).size)
    blank.putpalette(theme.palette().getpalette())
    board_ms, floor_ms = _medians_ms([lambda: render_board(view, theme=theme), lambda: png(blank, theme)],
                                     repeat)
    return {"board_ms": round(board_ms, 3), "floor_ms": round(floor_ms, 3),
            "ratio": round(board_ms / floor_ms, 2), "png_bytes": len(data),
            "size": list(blank.size), "repeat": repeat}
