"""The pictures the bot sends: injectable drawing functions (the `render` package by
default), run off the event loop so that drawing never delays other games."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from engine import MuseTable, game_from_record
from engine.ai.review import Review, previews
from engine.language import language
from engine.views import Names, PlayerView, PublicView, replay_steps

from .workers import Workers

DRAWINGS_AHEAD = 4
"""Drawings sent ahead to a drawing process (each takes a few milliseconds): it draws the next
board as soon as it has sent one, without waiting for the bot to read it."""


@dataclass(frozen=True)
class Pictures:
    """Each takes `locale=`, the language of the words it draws."""

    board: Callable[..., bytes]
    hand: Callable[..., bytes]
    score: Callable[..., bytes]
    tiles: Callable[..., bytes]
    legend: Callable[..., bytes]
    leaderboard: Callable[..., bytes]
    rating_chart: Callable[..., bytes]
    preview: Callable[..., bytes]
    replay: Callable[..., bytes]
    replay_step: Callable[..., bytes]
    review: Callable[..., list[bytes]]


def render_pictures() -> Pictures:
    """The real renderer."""
    from render import (
        render_board,
        render_hand,
        render_leaderboard,
        render_legend,
        render_preview,
        render_rating_chart,
        render_replay,
        render_replay_step,
        render_score,
        render_tiles,
    )
    from render.review import render_review

    return Pictures(board=render_board, hand=render_hand, score=render_score, tiles=render_tiles,
                    legend=render_legend, leaderboard=render_leaderboard, rating_chart=render_rating_chart,
                    preview=render_preview, replay=render_replay, replay_step=render_replay_step,
                    review=render_review)


class Renderer:
    """Draws in worker threads, or the public pictures and the previews of moves in worker
    processes when `processes` > 0 (hands stay in threads: a game's start deals them all at
    once, and they would queue in front of the boards; a preview answers one click, within
    Discord's 3 seconds, and is drawn away from the bot's busy interpreter like a board).
    A drawing process that died (killed, out of memory) is replaced, and the drawing tried again."""

    def __init__(self, pictures: Pictures, processes: int = 0):
        self.pictures = pictures
        self._workers = Workers(processes, "a drawing process", ahead=DRAWINGS_AHEAD, preload=("render",))
        self._sheets: dict[tuple[int, str], bytes] = {}

    async def board(self, view: PublicView, locale: str | None = None, asker: int | None = None) -> bytes:
        """`asker`: the user who asked for it (the tutorial's), or None: a live game's."""
        return await self._workers.run(partial(self.pictures.board, view, locale=locale), asker)

    async def score(self, view: PublicView, hand: int, locale: str | None = None, asker: int | None = None) -> bytes:
        return await self._workers.run(partial(self.pictures.score, view, hand, locale=locale), asker)

    async def preview(self, view: PlayerView, locale: str | None = None) -> bytes:
        """A move's preview (`engine.views.preview`), private to its player."""
        return await self._workers.run(partial(self.pictures.preview, view, locale=locale))

    async def replay(self, record: dict, names: Names, locale: str | None, viewer_locale: str | None,
                     asker: int) -> tuple[bytes, bytes, int]:
        """The replay of a finished game, its `record` (`engine.views.replay_steps`, the seats shown by
        `names`), for `asker`: the GIF in `locale` (a second or so for a long game), the viewer's first
        step in `viewer_locale`, and how many steps it has. All of it is made in the worker: the event
        loop only sends the record."""
        return await self._workers.run(partial(_replayed, self.pictures.replay, self.pictures.replay_step, record,
                                               names, locale, viewer_locale), asker)

    async def replay_step(self, record: dict, names: Names, step: int, locale: str | None,
                          asker: int) -> tuple[bytes, int] | None:
        """Step `step` (counted from 0) of a finished game's replay, for the viewer of `asker`, and how
        many steps it has; None if it has fewer. Made from the record in the worker, as `replay`."""
        return await self._workers.run(partial(_replay_step, self.pictures.replay_step, record, names, step,
                                               locale), asker)

    async def review(self, record: dict, view: PublicView, review: Review, seats: list[int],
                     automated: tuple[tuple[int, int], ...] = (), locale: str | None = None,
                     asker: int | None = None) -> list[bytes]:
        """A finished game's review (`record`, its public `view`): its chart, then the turning points
        of each of `seats`, each drawn with its move played and its better move (made here, off the event
        loop), for `asker`;
        `automated`: the moves the AI played for an absent player (`StoredGame.automated`)."""
        return await self._workers.run(partial(_review_pages, self.pictures.review, record, view, review, seats,
                                               automated, locale), asker)

    async def hand(self, view: PlayerView, locale: str | None = None) -> bytes:
        return await _in_thread(partial(self.pictures.hand, view, locale=locale))

    async def tiles(self, tiles: MuseTable, locale: str | None = None) -> bytes:
        """The tile sheet, drawn once per table and language."""
        code = language(locale).code
        if (id(tiles), code) not in self._sheets:
            self._sheets[id(tiles), code] = await _in_thread(partial(self.pictures.tiles, tiles, locale=code))
        return self._sheets[id(tiles), code]

    async def legend(self, view: PublicView, locale: str | None = None, asker: int | None = None) -> bytes:
        """`asker`: the user who asked for it (it waits behind live games' boards)."""
        return await self._workers.run(partial(self.pictures.legend, view, locale=locale), asker)

    async def leaderboard(self, title: str, standings: list, note: str, locale: str | None = None) -> bytes:
        return await _in_thread(partial(self.pictures.leaderboard, title, standings, note, locale=locale))

    async def rating_chart(self, title: str, ratings: list[int], provisional: int,
                           locale: str | None = None) -> bytes:
        return await _in_thread(partial(self.pictures.rating_chart, title, ratings, provisional, locale=locale))

    def close(self) -> None:
        self._workers.close()


def _review_pages(draw: Callable[..., list[bytes]], record: dict, view: PublicView, review: Review,
                  seats: list[int], automated: tuple[tuple[int, int], ...], locale: str | None) -> list[bytes]:
    shown = {(d.appraisal.hand, d.appraisal.index): previews(record, d)
             for seat in seats for d in review.turning_points(seat, skip=automated)}
    return draw(view, review, seats, shown, automated, locale=locale)


def _replayed(draw: Callable[..., bytes], draw_step: Callable[..., bytes], record: dict, names: Names,
              locale: str | None, viewer_locale: str | None) -> tuple[bytes, bytes, int]:
    steps = replay_steps(game_from_record(record), names)
    return draw(steps, locale=locale), draw_step(steps[0], locale=viewer_locale), len(steps)


def _replay_step(draw: Callable[..., bytes], record: dict, names: Names, step: int,
                 locale: str | None) -> tuple[bytes, int] | None:
    steps = replay_steps(game_from_record(record), names)
    return (draw(steps[step], locale=locale), len(steps)) if step < len(steps) else None


async def _in_thread(draw: Callable[[], bytes]) -> bytes:
    """A private picture (a hand) or a rarely drawn one, in one of the event loop's threads."""
    return await asyncio.get_running_loop().run_in_executor(None, draw)
