"""Worker processes that end with the bot, however it ends: killed, crashed or stopped."""

from __future__ import annotations

import asyncio
import ctypes
import logging
import os
import signal
import sys
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1


def die_with(parent: int) -> None:
    """A worker's initializer: end this process when `parent` ends. On Linux the kernel
    sends it SIGKILL then (prctl); elsewhere a thread watches the parent."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:  # the parent died before the call
            os._exit(1)
        return
    threading.Thread(target=_watch, args=(parent,), daemon=True, name="parent-watch").start()


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(1)


def worker_pool(processes: int) -> ProcessPoolExecutor:
    """A process pool whose workers end with this process."""
    return ProcessPoolExecutor(processes, initializer=die_with, initargs=(os.getpid(),))


class Workers:
    """Calls run off the event loop: in `processes` worker processes that end with this one
    (0: the loop's threads). A pool whose process died (killed, out of memory) is replaced by
    the first call to notice, and the call run again."""

    def __init__(self, processes: int, what: str):
        self._processes, self._what = processes, what
        self._pool: Executor | None = worker_pool(processes) if processes else None

    async def run(self, call: Callable[[], T]) -> T:
        pool = self._pool
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(pool, call)
        except BrokenProcessPool:
            if self._pool is pool:
                log.error("%s died; starting new ones", self._what)
                pool.shutdown(wait=False, cancel_futures=True)
                self._pool = worker_pool(self._processes)
            return await loop.run_in_executor(self._pool, call)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
