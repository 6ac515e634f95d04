"""`python -m render bench`: how long a board takes to draw and encode, against the floor
of encoding a blank picture of the same size, mode and settings."""

from __future__ import annotations

import io
import random
import statistics
import time

from PIL import Image

from engine.phases import Phase
from engine.players import random_action
from engine.state import Game
from engine.table import Options
from engine.views import PublicView, player_view, public_view

from .board import render_board
from .paint import canvas
from .theme import DEFAULT_THEME, png


def dance_views(count: int, seed: int = 1) -> list[PublicView]:
    """The public views of `count` dance turns, nine Muses each, from two-player games between
    random players: every one a different board, as the bot draws them turn after turn."""
    rng = random.Random(seed)
    views: list[PublicView] = []
    while len(views) < count:
        game = Game.new(["ana", "ben"], Options(), rng)
        while game.hand.phase is not Phase.FINISHED and len(views) < count:
            seat = game.hand.to_move
            assert seat is not None  # the hand is in play
            action = random_action(player_view(game, seat), rng)
            assert action is not None  # and the seat to move has a legal action
            game.submit(action, seat)
            if game.hand.phase is Phase.DANCE:
                views.append(public_view(game))
    return views


def run(repeat: int = 100) -> dict:
    """Median milliseconds to draw and encode a nine-Muse board (`repeat` different boards),
    and to encode a blank picture of the same size, mode and settings (the floor); each
    board and its floor are timed one after the other, so that both see the same load.
    As many other boards are drawn first, untimed: a running bot has drawn the tiles before."""
    theme = DEFAULT_THEME
    views = dance_views(2 * repeat)
    for view in views[repeat:]:
        render_board(view, theme=theme)
    boards, floors, sizes = [], [], []  # sizes: of each PNG, in bytes
    for view in views[:repeat]:
        started = time.perf_counter()
        data = render_board(view, theme=theme)
        boards.append(time.perf_counter() - started)
        blank = canvas(Image.open(io.BytesIO(data)).size, theme.card, theme)
        started = time.perf_counter()
        png(blank, theme)
        floors.append(time.perf_counter() - started)
        sizes.append(len(data))
    board_ms, floor_ms = statistics.median(boards) * 1000, statistics.median(floors) * 1000
    return {"board_ms": round(board_ms, 3), "floor_ms": round(floor_ms, 3),
            "ratio": round(board_ms / floor_ms, 2), "png_bytes": max(sizes), "boards": repeat}
