"""Worker processes that end with the bot, however it ends: killed, crashed or stopped.

Each worker is a process of its own behind a socket that the event loop itself watches: a call is
written to the least busy worker and its result read as it arrives, with no thread of the bot's on
the way. (A `ProcessPoolExecutor` hands each call and each result through two threads of the
bot's; while the event loop keeps the interpreter's lock busy, those hand-overs wait their turn,
and a drawing of 4 ms took seconds in a busy bot.) Calls and answers are pickled, each behind its
length. Sending never waits for a worker: what its socket cannot take yet, the event loop keeps
and writes when it can, so a busy worker never holds the bot up.

Workers start from a fork server (START_METHOD), never by forking the bot itself, and each one
watches the bot's process: it ends as soon as the bot does, however it was started."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.forkserver
import os
import pickle
import select
import signal
import socket
import struct
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

from .fair import FairQueue

T = TypeVar("T")
log = logging.getLogger(__name__)

START_METHOD = "forkserver"
"""How worker processes start. Not "fork": the bot runs threads (aiosqlite's, one per connection;
the event loop's executor), and a fork copies whatever locks they hold at that moment into a child
that has no thread to release them, which may deadlock it. "forkserver" forks them from a server
process without threads, started once (in about 250 ms), which has loaded what the workers run
(`_preload`): a new worker then answers its first drawing in about 45 ms, as under fork, against
about 220 ms under "spawn", where every worker starts a new interpreter and imports the renderer
anew. (Games wait while a worker that died is replaced.) Tests run the workers under each method."""

_PRELOAD = {__name__}
"""The modules that the fork server loads before it forks the first worker: this one, and those
that each `Workers` made so far asked for (the bot makes all of its own before any call)."""


def _preload() -> list[str]:
    """_PRELOAD and the bot's main module, which each worker runs again before its first call (as
    multiprocessing does under forkserver and spawn): at no cost once the server has its imports.
    The server takes "__main__" for a script's; `python -m bot` names its module."""
    main = getattr(sys.modules["__main__"], "__spec__", None)
    return sorted(_PRELOAD | {"__main__"} | ({main.name} if main else set()))


def started_from_server(preload: tuple[str, ...] = ()) -> Any:
    """The multiprocessing context of START_METHOD, its fork server (if it has one) set to load
    `preload` too, besides what the workers made so far asked for (taken up when the server starts:
    a process forked from it then starts with those modules imported)."""
    _PRELOAD.update(preload)
    context = multiprocessing.get_context(START_METHOD)
    if START_METHOD == "forkserver":
        context.set_forkserver_preload(_preload())
    return context


def forget_preload() -> None:
    """Forget the modules asked for so far: for a process forked from the fork server (the bench's
    and the tests' bot processes), whose own fork server then loads only what its workers ask for."""
    _PRELOAD.intersection_update({__name__})


def start_server() -> None:
    """Start the fork server now, with what each `Workers` made so far loads (call it off the event
    loop, once they are made): else the first call starts it on the event loop, which it holds up
    (1.4 s on a busy machine, while 30 games opening at once missed Discord's 3 seconds). Nothing
    under another START_METHOD, or if it runs already."""
    if START_METHOD == "forkserver":
        started_from_server()
        multiprocessing.forkserver.ensure_running()


def _yield_cpu() -> None:
    """This process runs only on CPU time that no other process wants (the worker of the calls users asked
    for, beside the live games' workers and the bot): Linux's SCHED_IDLE, whose process gives its core up
    at once to any other that wakes. (A niceness of 10 yields a share of the CPU, but Linux's EEVDF
    scheduler lets a running process finish its time slice, milliseconds, before one that woke gets the
    core; a turn wakes the harness, the bot and a drawing process in turn, each of which could wait so
    behind a replay being drawn.) Elsewhere, the highest niceness."""
    if hasattr(os, "SCHED_IDLE"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    else:
        os.nice(19)


LENGTH = struct.Struct("!Q")
"""What comes before each pickled call or answer: its length in bytes."""


class WorkerDied(Exception):
    """The worker process ended (killed, out of memory) before it answered."""


class WorkersClosed(Exception):
    """A call came after the workers were closed (the bot is stopping)."""


def die_with(pid: int) -> None:
    """End this process as soon as process `pid` ends, whichever process started this one (under
    forkserver, the fork server did; the kernel's parent-death signal would wait for the server).
    A thread waits for the end: on Linux on a pidfd of the process, elsewhere by asking every second."""
    threading.Thread(target=_exit_with, args=(pid,), daemon=True, name="exit-with").start()


def _exit_with(pid: int) -> None:
    try:
        if hasattr(os, "pidfd_open"):
            select.select([os.pidfd_open(pid)], [], [])  # readable once the process has ended
        else:
            while True:
                os.kill(pid, 0)
                time.sleep(1.0)
    except ProcessLookupError:  # ended already
        pass
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


def _serve(calls: socket.socket, parent: int, yielding: bool = False) -> None:
    """A worker: run each call it is sent and send back (True, result) or (False, exception),
    until the bot sends None (or is gone); `yielding`: it runs only when no other process wants the CPU."""
    die_with(parent)
    if yielding:
        _yield_cpu()
    signal.set_wakeup_fd(-1)  # under fork, the bot's event loop's is shared: its signals are not the bot's
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

    def __init__(self, yielding: bool = False):
        ours, theirs = socket.socketpair()
        self.process = started_from_server().Process(target=_serve, args=(theirs, os.getpid(), yielding), daemon=True)
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

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)  # a socket's
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

    def connection_lost(self, exc: BaseException | None) -> None:
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
    though another worker may soon be idle (1: calls go to idle workers only, as long ones should).
    Calls beyond those wait their turn in a `FairQueue`: a live game's first, then those users
    asked for, each user's in turn. The latter run one at a time in a worker of their own, which
    yields the CPU to every other (`_yield_cpu`): a live game's call never waits behind one (a replay
    takes a second to draw), nor behind a user who asks again and again.
    `preload`: the modules the calls run, loaded once for every worker (START_METHOD)."""

    def __init__(self, processes: int, what: str, ahead: int = 1, preload: tuple[str, ...] = ()):
        _PRELOAD.update(preload)
        self._processes, self._what, self._ahead = processes, what, ahead
        self._workers: list[Worker] = []
        self._asked_worker: Worker | None = None
        self._free = processes * ahead
        """How many more live calls the workers may hold."""
        self._asked = 0
        """How many calls a user asked for are under way (one at most)."""
        self._waiting: FairQueue[asyncio.Future[None]] = FairQueue()
        self._closed = False

    async def run(self, call: Callable[[], T], asker: int | None = None) -> T:
        """`asker`: the user who asked for the call; None: a live game's."""
        if not self._processes:
            return await asyncio.get_running_loop().run_in_executor(None, call)
        await self._turn(asker)
        try:
            try:
                return await self._worker(asker is not None).run(call)
            except WorkerDied:
                if self._closed:
                    raise WorkersClosed(self._what) from None
                log.error("%s died; starting a new one", self._what)
                return await self._worker(asker is not None).run(call)
        finally:
            self._done(asker)

    async def _turn(self, asker: int | None) -> None:
        turn = asyncio.get_running_loop().create_future()
        self._waiting.put(turn, asker)
        self._hand_turns()
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # given its turn as it was cancelled: passed on
                self._done(asker)
            raise

    def _done(self, asker: int | None) -> None:
        if asker is None:
            self._free += 1
        else:
            self._asked -= 1
        self._hand_turns()

    def _hand_turns(self) -> None:
        """Free turns to the calls waiting, in the fair queue's order."""
        while next_ := self._waiting.pop(live=self._free > 0, asked=not self._asked):
            turn, asker = next_
            if turn.done():  # its caller was cancelled
                continue
            if asker is None:
                self._free -= 1
            else:
                self._asked += 1
            turn.set_result(None)

    def _worker(self, asked: bool) -> Worker:
        """For a call a user asked for, the workers' own; else the live worker with the fewest calls, or a
        new one while there are fewer than asked."""
        if self._closed:  # a call still under way when the bot stopped starts no worker that would outlive it
            raise WorkersClosed(self._what)
        for dead in [w for w in [*self._workers, self._asked_worker] if w is not None and not w.alive]:
            if dead is self._asked_worker:
                self._asked_worker = None
            else:
                self._workers.remove(dead)
            dead.process.join()
        if asked:
            if self._asked_worker is None:
                self._asked_worker = Worker(yielding=True)
            return self._asked_worker
        idle = min(self._workers, key=lambda w: w.load, default=None)
        if idle is None or (idle.load and len(self._workers) < self._processes):
            idle = Worker()
            self._workers.append(idle)
        return idle

    def close(self) -> None:
        """End every worker once it has run the calls it has; later calls raise WorkersClosed."""
        self._closed = True
        workers, self._workers = self._workers + ([self._asked_worker] if self._asked_worker else []), []
        self._asked_worker = None
        for worker in workers:
            worker.close()
        for worker in workers:
            worker.process.join(5)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
