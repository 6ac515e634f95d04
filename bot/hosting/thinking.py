"""The AI players at the table: their decisions run in worker processes, off the event loop,
so that a searching AI never delays other games. Reviews of finished games run there too, in
parts, behind every live game's turn."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial

from engine.ai import Decision, decide, hint
from engine.ai import review as reviewing

from .workers import Workers

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

    @property
    def review_version(self) -> str:
        """The version of the reviews this AI makes: a stored review of another is made again."""
        return reviewing.version(self.review_budget)

    async def decide(self, record: dict, level: str, seed: int) -> Decision:
        return await self._workers.run(partial(decide, record, level, seed, self.ms))

    async def hint(self, record: dict, seed: int, asker: int) -> Decision:
        """For `asker`, after the AI turns of live games."""
        return await self._workers.run(partial(hint, record, seed), asker)

    async def review(self, record: dict, asker: int,
                     progress: Callable[[int, int], Awaitable[None]]) -> reviewing.Review:
        """The review of a finished game's record (`engine.ai.review.review`), for `asker`, judged
        REVIEW_PART decisions at a time; `progress(done, total)` is awaited before the first and after each."""
        total = reviewing.decisions_in(record)
        decisions: list[reviewing.Decision] = []
        await progress(0, total)
        for start in range(0, total, REVIEW_PART):
            decisions += await self._workers.run(partial(reviewing.judged, record, start, start + REVIEW_PART,
                                                         self.review_budget), asker)
            await progress(len(decisions), total)
        return reviewing.Review(self.review_version, tuple(record["players"]), tuple(decisions))

    def close(self) -> None:
        self._workers.close()

