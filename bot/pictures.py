"""The pictures the bot sends: injectable drawing functions (the `render` package by
default), run off the event loop so that drawing never delays other games."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial
from typing import Callable

from engine import MuseTable
from engine.views import PlayerView, PublicView

from .workers import worker_pool

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Pictures:
    board: Callable[[PublicView], bytes]
    hand: Callable[[PlayerView], bytes]
    score: Callable[[PublicView, int], bytes]
    tiles: Callable[[MuseTable], bytes]
    leaderboard: Callable[[str, list], bytes]
    rating_chart: Callable[[str, list[tuple[float, float]]], bytes]


def render_pictures() -> Pictures:
    """The real renderer."""
    from render import render_board, render_hand, render_leaderboard, render_rating_chart, render_score, render_tiles

    return Pictures(render_board, render_hand, render_score, render_tiles, render_leaderboard, render_rating_chart)


class Renderer:
    """Draws in worker threads, or the public pictures in worker processes when
    `processes` > 0 (hands stay in threads: a game's start deals them all at once, and
    they would queue in front of the boards).
    A drawing process that died (killed, out of memory) is replaced, and the drawing tried again."""

    def __init__(self, pictures: Pictures, processes: int = 0):
        self.pictures = pictures
        self._processes = processes
        self._pool: Executor | None = worker_pool(processes) if processes else None
        self._sheets: dict[int, bytes] = {}

    async def board(self, view: PublicView) -> bytes:
        return await self._public(self.pictures.board, view)

    async def score(self, view: PublicView, hand: int) -> bytes:
        return await self._public(self.pictures.score, view, hand)

    async def hand(self, view: PlayerView) -> bytes:
        return await self._run(None, self.pictures.hand, view)

    async def tiles(self, tiles: MuseTable) -> bytes:
        """The tile sheet, drawn once per table."""
        if id(tiles) not in self._sheets:
            self._sheets[id(tiles)] = await self._run(None, self.pictures.tiles, tiles)
        return self._sheets[id(tiles)]

    async def leaderboard(self, title: str, standings: list) -> bytes:
        return await self._run(None, self.pictures.leaderboard, title, standings)

    async def rating_chart(self, title: str, ratings: list[tuple[float, float]]) -> bytes:
        return await self._run(None, self.pictures.rating_chart, title, ratings)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)

    async def _public(self, fn, *args) -> bytes:
        pool = self._pool
        try:
            return await self._run(pool, fn, *args)
        except BrokenProcessPool:
            if self._pool is pool:  # the first to notice replaces it
                log.error("a drawing process died; starting new ones")
                pool.shutdown(wait=False, cancel_futures=True)
                self._pool = worker_pool(self._processes)
            return await self._run(self._pool, fn, *args)

    @staticmethod
    async def _run(pool: Executor | None, fn, *args) -> bytes:
        return await asyncio.get_running_loop().run_in_executor(pool, partial(fn, *args))
