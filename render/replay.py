"""A game's replay (`engine.views.replay_steps`): one animated GIF of the whole game, a frame
per move (the board, its last move marked) and per hand's score; and one step of it as a PNG,
for the step-through viewer. Drawn at a phone's width, as a move's preview is."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import replace

from PIL import Image

from engine.language import Language, language
from engine.phases import Phase
from engine.views import ReplayStep

from .board import board_image
from .paint import canvas, put
from .score import score_image
from .theme import DEFAULT_THEME, Theme, png

REPLAY_THEME = replace(DEFAULT_THEME, width=DEFAULT_THEME.preview_width, max_width=DEFAULT_THEME.preview_width)
"""The board and the score at a phone's width: a long game's GIF stays a few MiB."""

PLACEMENT_MS, DANCE_MS, HAND_END_MS, SCORE_MS = 700, 1200, 2000, 5000
"""How long a frame shows: a placement, a step of the dance, the move that ends a hand, a hand's score."""


def render_replay(steps: Sequence[ReplayStep], *, theme: Theme = REPLAY_THEME, locale: str | None = None) -> bytes:
    """The whole replay as an animated GIF that loops, its words in `locale`: every frame on the
    theme's palette (nothing to quantise), as wide and as high as the largest, the smaller ones
    at its top."""
    lang = language(locale)
    pictures = [step_image(step, theme, lang) for step in steps]
    size = max(p.width for p in pictures), max(p.height for p in pictures)
    frames = []
    for picture in pictures:
        frame = canvas(size, theme.card, theme)
        put(frame, picture, ((size[0] - picture.width) // 2, 0))
        frames.append(frame)
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=[_ms(s) for s in steps], loop=0)
    return out.getvalue()


def render_replay_step(step: ReplayStep, *, theme: Theme = REPLAY_THEME, locale: str | None = None) -> bytes:
    """One step of the replay as a PNG, as the GIF shows it."""
    return png(step_image(step, theme, language(locale)), theme)


def step_image(step: ReplayStep, theme: Theme, lang: Language) -> Image.Image:
    view = step.view
    if step.scored is None:
        return board_image(view, theme, lang)
    return score_image(view, view.scores[step.scored], theme, lang)


def _ms(step: ReplayStep) -> int:
    view = step.view
    if step.scored is not None:
        return SCORE_MS
    if view.phase is Phase.FINISHED:
        return HAND_END_MS
    assert view.last is not None, "a replay's board follows a move"
    return PLACEMENT_MS if view.last.dir is None else DANCE_MS
