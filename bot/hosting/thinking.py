"""The AI players at the table: their decisions run in worker processes, off the event
loop, so that a searching AI never delays other games."""

from __future__ import annotations

from functools import partial

from engine.ai import Decision, decide, hint

from .workers import Workers


class Thinker:
    """Decides for a seat from its seat record (plain JSON, the only thing sent to a worker),
    in `processes` worker processes (0: a thread of the bot's own). `ms` caps every
    decision's time (None: each level's default). A worker that died is replaced, and the
    decision asked again."""

    def __init__(self, processes: int = 1, ms: float | None = None):
        self.ms = ms
        self._workers = Workers(processes, "an AI process", preload=("engine.ai",))

    async def decide(self, record: dict, level: str, seed: int) -> Decision:
        return await self._workers.run(partial(decide, record, level, seed, self.ms))

    async def hint(self, record: dict, seed: int, asker: int) -> Decision:
        """For `asker`, after the AI turns of live games."""
        return await self._workers.run(partial(hint, record, seed), asker)

    def close(self) -> None:
        self._workers.close()
