"""`python -m render bench`: how long a board takes to draw and encode, against the floor
of encoding a blank picture of the same size, mode and settings; a move's preview, against
the board (the same budget); and the replay of a long game, an animated GIF (Discord takes a
bot's file up to 10 MiB)."""

from __future__ import annotations

import io
import random
import statistics
import time

from PIL import Image

from engine.bench import playout
from engine.gods import GODS
from engine.phases import Phase
from engine.players import random_action
from engine.state import Game
from engine.table import Options
from engine.views import PlayerView, PublicView, player_view, preview, public_view, replay_steps

from .board import render_board
from .paint import canvas
from .preview import render_preview
from .replay import render_replay
from .theme import DEFAULT_THEME, png


def dance_views(count: int, seed: int = 1) -> tuple[list[PublicView], list[PlayerView]]:
    """The public views of `count` dance turns, nine Muses each, from two-player games between
    random players: every one a different board, as the bot draws them turn after turn; and the
    preview each dance step's player saw before it (those of the steps that end a hand too)."""
    rng = random.Random(seed)
    views: list[PublicView] = []
    previews: list[PlayerView] = []
    while len(views) < count:
        game = Game.new(["ana", "ben"], Options(), rng)
        while game.hand.phase is not Phase.FINISHED and len(views) < count:
            seat = game.hand.to_move
            assert seat is not None  # the hand is in play
            action = random_action(player_view(game, seat), rng)
            assert action is not None  # and the seat to move has a legal action
            if game.hand.phase is Phase.DANCE:
                previews.append(preview(game, seat, action))
            game.submit(action, seat)
            if game.hand.phase is Phase.DANCE:
                views.append(public_view(game))
    return views, previews


def run(repeat: int = 100) -> dict:
    """Median milliseconds to draw and encode a nine-Muse board (`repeat` different boards),
    and to encode a blank picture of the same size, mode and settings (the floor); each
    board and its floor are timed one after the other, in this process's CPU time (a busy machine
    delays the drawing, and wall-clock figures then measure the machine).
    As many other boards are drawn first, untimed: a running bot has drawn the tiles before.
    Then the median milliseconds to draw and encode a move's preview (`repeat` of them, as many
    drawn first), and its ratio to the board's."""
    theme = DEFAULT_THEME
    views, previews = dance_views(2 * repeat)
    for view in views[repeat:]:
        render_board(view, theme=theme)
    for shown in previews[repeat:2 * repeat]:
        render_preview(shown, theme=theme)
    boards, floors, sizes = [], [], []  # sizes: of each PNG, in bytes
    for view in views[:repeat]:
        started = time.process_time()
        data = render_board(view, theme=theme)
        boards.append(time.process_time() - started)
        blank = canvas(Image.open(io.BytesIO(data)).size, theme.card, theme)
        started = time.process_time()
        png(blank, theme)
        floors.append(time.process_time() - started)
        sizes.append(len(data))
    drawn = []
    for shown in previews[:repeat]:
        started = time.process_time()
        render_preview(shown, theme=theme)
        drawn.append(time.process_time() - started)
    board_ms, floor_ms = statistics.median(boards) * 1000, statistics.median(floors) * 1000
    preview_ms = statistics.median(drawn) * 1000
    return {"board_ms": round(board_ms, 3), "floor_ms": round(floor_ms, 3),
            "ratio": round(board_ms / floor_ms, 2), "png_bytes": max(sizes), "boards": repeat,
            "preview_ms": round(preview_ms, 3), "preview_vs_board": round(preview_ms / board_ms, 2)}


def longest_game(tries: int = 10, seed: int = 1) -> Game:
    """The game of most actions among `tries` four-player games of two hands with every
    intervention tile, between random players."""
    rng = random.Random(seed)
    games = [playout(4, Options(hands=2, interventions=GODS), rng) for _ in range(tries)]
    return max(games, key=lambda game: sum(map(len, game.history)))


def replay(game: Game) -> dict:
    """Seconds to draw `game`'s replay GIF (`render_replay`), its size in MiB and its frames."""
    steps = replay_steps(game)
    started = time.process_time()
    data = render_replay(steps)
    seconds = time.process_time() - started
    return {"replay_s": round(seconds, 2), "replay_mib": round(len(data) / 2**20, 2), "replay_frames": len(steps)}
