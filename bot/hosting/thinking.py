"""The AI players at the table: their decisions run in worker processes, off the event loop,
so that a searching AI never delays other games. Reviews of finished games run there too, in
parts, behind every live game's turn."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from functools import partial

from engine.ai import Decision, decide, hint
from engine.ai import review as reviewing

from .workers import Workers

log = logging.getLogger(__name__)

Progress = Callable[[int, int], Awaitable[None]]
"""An asker's view of a review's progress: awaited with (decisions done, decisions in all)."""

REVIEW_PART = 4
"""Decisions a review judges in one worker call: between two parts the asker sees how far it
got, and other askers' calls take their turn."""


class Thinker:
    """Decides for a seat from its seat record (plain JSON, the only thing sent to a worker),
    in `processes` worker processes (0: a thread of the bot's own). `ms` caps every
    decision's time (None: each level's default); `review_budget`: the search's work for each
    decision of a review (`engine.ai.review.REVIEW_BUDGET`). A worker that died is replaced,
    and the decision asked again."""

    def __init__(self, processes: int = 1, ms: float | None = None, review_budget: int = reviewing.REVIEW_BUDGET):
        self.ms = ms
        self.review_budget = review_budget
        self._workers = Workers(processes, "an AI process", preload=("engine.ai",))
        self._reviewing: dict[tuple[int, str], UnderWay] = {}
        """The reviews being made, by game and review version."""

    @property
    def review_version(self) -> str:
        """The version of the reviews this AI makes: a stored review of another is made again."""
        return reviewing.version(self.review_budget)

    async def decide(self, record: dict, level: str, seed: int) -> Decision:
        return await self._workers.run(partial(decide, record, level, seed, self.ms))

    async def hint(self, record: dict, seed: int, asker: int) -> Decision:
        """For `asker`, after the AI turns of live games."""
        return await self._workers.run(partial(hint, record, seed), asker)

    async def review(self, game: int, record: dict, asker: int, progress: Progress) -> reviewing.Review:
        """The review of finished game `game` (its `record`: `engine.ai.review.review`), for `asker`:
        the one under way if another asked first, else made now, REVIEW_PART decisions at a time.
        `progress(done, total)` is awaited with the progress so far, then after each part; a
        progress that fails is told no more, and the review goes on."""
        key = (game, self.review_version)
        under_way = self._reviewing.get(key)
        if under_way is None:
            under_way = self._reviewing[key] = UnderWay()
            under_way.task = asyncio.ensure_future(self._review(record, asker, under_way.tell))
            under_way.task.add_done_callback(lambda _: self._reviewing.pop(key, None))
        await under_way.join(progress)
        try:
            return await asyncio.shield(under_way.task)
        finally:
            under_way.watching.discard(progress)

    async def _review(self, record: dict, asker: int, progress: Progress) -> reviewing.Review:
        total = reviewing.decisions_in(record)
        decisions: list[reviewing.Decision] = []
        await progress(0, total)
        for start in range(0, total, REVIEW_PART):
            decisions += await self._workers.run(partial(reviewing.judged, record, start, start + REVIEW_PART,
                                                         self.review_budget), asker)
            await progress(len(decisions), total)
        return reviewing.Review(self.review_version, tuple(record["players"]), tuple(decisions),
                                reviewing.results(record))

    def close(self) -> None:
        self._workers.close()


class UnderWay:
    """A review being made, and the progress of every asker waiting for it."""

    task: asyncio.Future[reviewing.Review]

    def __init__(self):
        self.watching: set[Progress] = set()
        self.done: tuple[int, int] | None = None
        """The progress told last: (decisions done, decisions in all)."""

    async def join(self, progress: Progress) -> None:
        """One more asker waits: told the progress so far, if any, then each step on."""
        self.watching.add(progress)
        if self.done is not None:
            await self._tell_one(progress, *self.done)

    async def tell(self, done: int, total: int) -> None:
        self.done = done, total
        for progress in list(self.watching):
            await self._tell_one(progress, done, total)

    async def _tell_one(self, progress: Progress, done: int, total: int) -> None:
        try:
            await progress(done, total)
        except Exception:
            log.exception("a review's progress could not be shown: that asker is told no more of it")
            self.watching.discard(progress)
