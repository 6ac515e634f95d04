"""Pictures of the game, drawn with Pillow from the engine's views only."""

from .board import render_board
from .hand import render_hand
from .ladder import Standing, render_leaderboard, render_rating_chart
from .legend import render_legend
from .preview import render_preview
from .replay import render_replay, render_replay_step
from .score import render_score
from .sheet import render_tiles
from .theme import DEFAULT_THEME, Theme

__all__ = ["DEFAULT_THEME", "Standing", "Theme", "render_board", "render_hand", "render_leaderboard",
           "render_legend", "render_preview", "render_rating_chart", "render_replay", "render_replay_step",
           "render_score", "render_tiles"]
