"""Worker processes that end with the bot, however it ends: killed, crashed or stopped.

Each worker is a process of its own behind a pipe that the event loop itself watches: a call is
written to the least busy worker and its result read when the pipe has it, with no thread of the
bot's on the way. (A `ProcessPoolExecutor` hands each call and each result through two threads of
the bot's; while the event loop keeps the interpreter's lock busy, those hand-overs wait their
turn, and a drawing of 4 ms took seconds in a busy bot.)"""

from __future__ import annotations

import asyncio
import ctypes
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections import deque
from multiprocessing.connection import Connection
from typing import Callable, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1


class WorkerDied(Exception):
    """The worker process ended (killed, out of memory) before it answered."""


def die_with(parent: int) -> None:
    """End this process when `parent` ends. On Linux the kernel sends it SIGKILL then
    (prctl); elsewhere a thread watches the parent."""
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


def _serve(calls: Connection, parent: int) -> None:
    """A worker: run each call it is sent and send back (True, result) or (False, exception),
    until the bot sends None (or is gone)."""
    die_with(parent)
    signal.set_wakeup_fd(-1)  # a fork shares the bot's event loop's: its signals are not the bot's
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the bot, which closes its workers
    while True:
        try:
            call = calls.recv()
        except EOFError:
            return
        if call is None:  # the bot closes its workers (a worker forked later holds this pipe open too)
            return
        try:
            answer = (True, call())
        except Exception as e:
            answer = (False, e)
        try:
            calls.send(answer)
        except Exception as e:  # an answer that cannot be pickled
            calls.send((False, RuntimeError(f"{type(e).__name__}: {e}")))


class Worker:
    """One worker process: the calls sent to it are run in turn, their answers read in the same order."""

    def __init__(self):
        context = multiprocessing.get_context()
        self._calls, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs, os.getpid()), daemon=True)
        self.process.start()
        theirs.close()
        self._answers: deque[asyncio.Future] = deque()
        self.alive = True
        self._loop = asyncio.get_running_loop()
        self._loop.add_reader(self._calls.fileno(), self._answered)

    @property
    def load(self) -> int:
        return len(self._answers)

    async def run(self, call: Callable[[], T]) -> T:
        answer = self._loop.create_future()
        self._answers.append(answer)
        try:
            self._calls.send(call)
        except (BrokenPipeError, ConnectionResetError, EOFError):
            self._ended()
        return await answer

    def _answered(self) -> None:
        try:
            ok, value = self._calls.recv()
        except (EOFError, ConnectionResetError):
            self._ended()
            return
        answer = self._answers.popleft()
        if not answer.done():  # not cancelled meanwhile
            (answer.set_result if ok else answer.set_exception)(value)

    def _ended(self) -> None:
        self.close()
        while self._answers:
            answer = self._answers.popleft()
            if not answer.done():
                answer.set_exception(WorkerDied())

    def close(self) -> None:
        """The worker ends once it has run the calls it has."""
        if self.alive:
            self.alive = False
            self._loop.remove_reader(self._calls.fileno())
            try:
                self._calls.send(None)
            except OSError:
                pass  # it ended already
            self._calls.close()


class Workers:
    """Calls run off the event loop: in `processes` worker processes that end with this one
    (0: the loop's threads), started as calls need them. A worker that died (killed, out of
    memory) is replaced, and its calls run again. Each worker holds `ahead` calls at most: it
    starts the next as soon as it answers one, and the calls waiting in its pipe must fit there,
    or sending one would hold the event loop up (1: calls go to idle workers only)."""

    def __init__(self, processes: int, what: str, ahead: int = 1):
        self._processes, self._what, self._ahead = processes, what, ahead
        self._workers: list[Worker] = []
        self._turns: asyncio.Semaphore | None = None

    async def run(self, call: Callable[[], T]) -> T:
        if not self._processes:
            return await asyncio.get_running_loop().run_in_executor(None, call)
        if self._turns is None:
            self._turns = asyncio.Semaphore(self._processes * self._ahead)
        async with self._turns:  # beyond what the workers' pipes hold, calls wait here, in order
            try:
                return await self._worker().run(call)
            except WorkerDied:
                log.error("%s died; starting a new one", self._what)
                return await self._worker().run(call)

    def _worker(self) -> Worker:
        """The live worker with the fewest calls, or a new one while there are fewer than asked."""
        for dead in [w for w in self._workers if not w.alive]:
            self._workers.remove(dead)
            dead.process.join()
        idle = min(self._workers, key=lambda w: w.load, default=None)
        if idle is None or (idle.load and len(self._workers) < self._processes):
            idle = Worker()
            self._workers.append(idle)
        return idle

    def close(self) -> None:
        """End every worker once it has run the calls it has."""
        workers, self._workers = self._workers, []
        for worker in workers:
            worker.close()
        for worker in workers:
            worker.process.join(5)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
