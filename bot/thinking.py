"""The AI players at the table: their decisions run in worker processes, off the event
loop, so that a searching AI never delays other games."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool
from functools import partial

from engine.ai import Decision, decide, hint

from .workers import worker_pool

log = logging.getLogger(__name__)


class Thinker:
    """Decides for a seat from its seat record (plain JSON, the only thing sent to a worker),
    in `processes` worker processes (0: a thread of the bot's own). `ms` caps every
    decision's time (None: each level's default). A worker that died is replaced, and the
    decision asked again."""

    def __init__(self, processes: int = 1, ms: float | None = None):
        self.ms = ms
        self._processes = processes
        self._pool: Executor | None = worker_pool(processes) if processes else None

    async def decide(self, record: dict, level: str, seed: int) -> Decision:
        return await self._run(partial(decide, record, level, seed, self.ms))

    async def hint(self, record: dict, seed: int) -> Decision:
        return await self._run(partial(hint, record, seed))

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)

    async def _run(self, call) -> Decision:
        pool = self._pool
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(pool, call)
        except BrokenProcessPool:
            if self._pool is pool:  # the first to notice replaces it
                log.error("an AI process died; starting new ones")
                pool.shutdown(wait=False, cancel_futures=True)
                self._pool = worker_pool(self._processes)
            return await loop.run_in_executor(self._pool, call)
