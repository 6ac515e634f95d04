"""Worker processes that end with the bot, however it ends: killed, crashed or stopped.

Each worker is a process of its own behind a socket that the event loop itself watches: a call is
written to the least busy worker and its result read as it arrives, with no thread of the bot's on
the way. (A `ProcessPoolExecutor` hands each call and each result through two threads of the
bot's; while the event loop keeps the interpreter's lock busy, those hand-overs wait their turn,
and a drawing of 4 ms took seconds in a busy bot.) Calls and answers are pickled, each behind its
length. Sending never waits for a worker: what its socket cannot take yet, the event loop keeps
and writes when it can, so a busy worker never holds the bot up."""

from __future__ import annotations

import asyncio
import ctypes
import logging
import multiprocessing
import os
import pickle
import signal
import socket
import struct
import sys
import threading
import time
from collections import deque
from typing import Any, Callable, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1
LENGTH = struct.Struct("!Q")
"""What comes before each pickled call or answer: its length in bytes."""


class WorkerDied(Exception):
    """The worker process ended (killed, out of memory) before it answered."""


class WorkersClosed(Exception):
    """A call came after the workers were closed (the bot is stopping)."""


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


def _framed(thing: Any) -> bytes:
    data = pickle.dumps(thing, pickle.HIGHEST_PROTOCOL)
    return LENGTH.pack(len(data)) + data


def _received(calls: socket.socket) -> bytes | None:
    """The next pickled call, None once the bot's side is closed (or the bot is gone)."""
    length = _exactly(calls, LENGTH.size)
    return None if length is None else _exactly(calls, LENGTH.unpack(length)[0])


def _exactly(calls: socket.socket, size: int) -> bytes | None:
    data = bytearray(size)
    view, got = memoryview(data), 0
    while got < size:
        try:
            n = calls.recv_into(view[got:])
        except ConnectionResetError:
            return None
        if not n:
            return None
        got += n
    return bytes(data)


def _serve(calls: socket.socket, parent: int) -> None:
    """A worker: run each call it is sent and send back (True, result) or (False, exception),
    until the bot sends None (or is gone)."""
    die_with(parent)
    signal.set_wakeup_fd(-1)  # a fork shares the bot's event loop's: its signals are not the bot's
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the bot, which closes its workers
    calls.setblocking(True)
    while (data := _received(calls)) is not None:
        call = pickle.loads(data)
        if call is None:  # the bot closes its workers (a worker forked later holds this socket too)
            return
        try:
            answer = (True, call())
        except Exception as e:
            answer = (False, e)
        try:
            reply = _framed(answer)
        except Exception as e:  # an answer that cannot be pickled
            reply = _framed((False, RuntimeError(f"{type(e).__name__}: {e}")))
        try:
            calls.sendall(reply)
        except OSError:  # the bot was killed meanwhile: nobody is left to tell
            return


class Worker(asyncio.Protocol):
    """One worker process: the calls sent to it are run in turn, their answers read in the same order."""

    def __init__(self):
        ours, theirs = socket.socketpair()
        self.process = multiprocessing.get_context().Process(target=_serve, args=(theirs, os.getpid()), daemon=True)
        self.process.start()
        theirs.close()
        self.alive = True
        self._answers: deque[asyncio.Future] = deque()
        self._read = bytearray()
        self._unsent: list[bytes] = []  # calls sent before the event loop took the socket up
        self._transport: asyncio.Transport | None = None
        loop = asyncio.get_running_loop()
        loop.create_task(loop.connect_accepted_socket(lambda: self, ours)).add_done_callback(self._connected)

    @property
    def load(self) -> int:
        return len(self._answers)

    async def run(self, call: Callable[[], T]) -> T:
        if not self.alive:
            raise WorkerDied()
        answer = asyncio.get_running_loop().create_future()
        self._answers.append(answer)
        self._send(_framed(call))
        return await answer

    def _send(self, data: bytes) -> None:
        if self._transport is None:
            self._unsent.append(data)
        else:
            self._transport.write(data)

    def _connected(self, connecting: asyncio.Task) -> None:
        if not connecting.cancelled() and connecting.exception() is not None:
            log.error("could not watch a worker's socket", exc_info=connecting.exception())
            self.connection_lost(connecting.exception())

    def connection_made(self, transport: asyncio.Transport) -> None:
        self._transport = transport
        for data in self._unsent:
            transport.write(data)
        self._unsent.clear()
        if not self.alive:  # closed meanwhile
            transport.close()

    def data_received(self, data: bytes) -> None:
        self._read += data
        while len(self._read) >= LENGTH.size:
            end = LENGTH.size + LENGTH.unpack_from(self._read)[0]
            if len(self._read) < end:
                return
            ok, value = pickle.loads(self._read[LENGTH.size:end])
            del self._read[:end]
            answer = self._answers.popleft()
            if not answer.done():  # not cancelled meanwhile
                (answer.set_result if ok else answer.set_exception)(value)

    def connection_lost(self, exc: Exception | None) -> None:
        self.alive = False
        self._transport = None
        self._unanswered()

    def close(self) -> None:
        """The worker ends once it has run the calls it has; their answers are not waited for."""
        if self.alive:
            self.alive = False
            self._send(_framed(None))
            if self._transport is not None:
                self._transport.close()  # once what is written has gone
            self._unanswered()

    def _unanswered(self) -> None:
        while self._answers:
            answer = self._answers.popleft()
            if not answer.done():
                answer.set_exception(WorkerDied())


class Workers:
    """Calls run off the event loop: in `processes` worker processes that end with this one
    (0: the loop's threads), started as calls need them. A worker that died (killed, out of
    memory) is replaced, and its calls run again. Each worker holds `ahead` calls at most: it
    starts the next as soon as it answers one; a call sent ahead waits for the ones before it,
    though another worker may soon be idle (1: calls go to idle workers only, as long ones should)."""

    def __init__(self, processes: int, what: str, ahead: int = 1):
        self._processes, self._what, self._ahead = processes, what, ahead
        self._workers: list[Worker] = []
        self._turns: asyncio.Semaphore | None = None
        self._closed = False

    async def run(self, call: Callable[[], T]) -> T:
        if not self._processes:
            return await asyncio.get_running_loop().run_in_executor(None, call)
        if self._turns is None:
            self._turns = asyncio.Semaphore(self._processes * self._ahead)
        async with self._turns:  # beyond what the workers hold, calls wait here, in order
            try:
                return await self._worker().run(call)
            except WorkerDied:
                if self._closed:
                    raise WorkersClosed(self._what) from None
                log.error("%s died; starting a new one", self._what)
                return await self._worker().run(call)

    def _worker(self) -> Worker:
        """The live worker with the fewest calls, or a new one while there are fewer than asked."""
        if self._closed:  # a call still under way when the bot stopped starts no worker that would outlive it
            raise WorkersClosed(self._what)
        for dead in [w for w in self._workers if not w.alive]:
            self._workers.remove(dead)
            dead.process.join()
        idle = min(self._workers, key=lambda w: w.load, default=None)
        if idle is None or (idle.load and len(self._workers) < self._processes):
            idle = Worker()
            self._workers.append(idle)
        return idle

    def close(self) -> None:
        """End every worker once it has run the calls it has; later calls raise WorkersClosed."""
        self._closed = True
        workers, self._workers = self._workers, []
        for worker in workers:
            worker.close()
        for worker in workers:
            worker.process.join(5)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
