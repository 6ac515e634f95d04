"""Worker processes: calls sent ahead are answered to their own callers, in any number, and a
worker that dies with calls in hand is replaced and those calls run again. Under every start
method, the drawing and AI workers answer and end with their bot, and the bot never forks while it
runs threads."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import socket
import sys
import threading
import time
from functools import partial
from pathlib import Path

import aiosqlite
import pytest

from bot.hosting import workers as hosting
from bot.hosting.pictures import Renderer, render_pictures
from bot.hosting.thinking import Thinker
from bot.hosting.workers import Workers, WorkersClosed, _framed, _serve
from bot.offline.processes import descendants, still_alive
from engine import Game, Options
from engine.ai import decide
from engine.seats import seat_record
from engine.views import public_view
from render import render_board

GAME = Game.new(["ana", "ben"], Options(), random.Random(1))
FORK_WARNING = "use of fork() may lead to deadlocks"
"""What Python (3.12 on) warns when a process that runs threads forks."""


def slow_square(n: int) -> int:
    time.sleep(0.01 * (n % 3))
    return n * n


def nap(started: str, seconds: float) -> None:
    """A call that says it started (the file `started`), then sleeps, then says it woke (`started`.woke)."""
    Path(started).touch()
    time.sleep(seconds)
    Path(f"{started}.woke").touch()


async def taken(path: Path, timeout: float = 30.0) -> None:
    """Until a worker has taken `nap(path, ...)`."""
    async with asyncio.timeout(timeout):
        while not path.exists():
            await asyncio.sleep(0.01)


async def test_each_call_gets_its_own_answer_however_many_are_under_way():
    workers = Workers(2, "a test worker", ahead=4)
    try:
        answers = await asyncio.gather(*(workers.run(partial(slow_square, n)) for n in range(40)))
        assert answers == [n * n for n in range(40)]
        assert len(multiprocessing.active_children()) == 2
    finally:
        workers.close()


def megabytes(n: int) -> bytes:
    return bytes([n]) * (n << 20)


@pytest.mark.slow
async def test_answers_larger_than_a_socket_holds_arrive_whole():
    """A big drawing reaches the bot in many reads, between which the event loop goes on."""
    workers = Workers(2, "a test worker", ahead=4)
    try:
        answers = await asyncio.wait_for(asyncio.gather(*(workers.run(partial(megabytes, n)) for n in range(1, 7))), 30)
        assert answers == [megabytes(n) for n in range(1, 7)]
    finally:
        workers.close()


def length(data: bytes) -> int:
    return len(data)


@pytest.mark.slow
async def test_a_big_call_to_a_busy_worker_does_not_hold_the_bot_up(tmp_path):
    """Sending waits for no worker: the bot goes on answering while a worker is busy and the
    call does not fit in the socket."""
    workers = Workers(1, "a test worker", ahead=4)
    try:
        busy = asyncio.ensure_future(workers.run(partial(nap, str(tmp_path / "busy"), 2)))
        await taken(tmp_path / "busy")
        big = asyncio.ensure_future(workers.run(partial(length, bytes(8 << 20))))
        await asyncio.sleep(0)
        assert not (tmp_path / "busy.woke").exists()  # the loop went on while the worker slept
        assert not busy.done()
        assert await big == 8 << 20
    finally:
        workers.close()


async def test_a_failing_call_fails_only_for_its_caller():
    workers = Workers(1, "a test worker", ahead=4)
    try:
        calls = [workers.run(partial(int, text)) for text in ("1", "two", "3")]
        one, two, three = await asyncio.gather(*calls, return_exceptions=True)
        assert (one, three) == (1, 3) and isinstance(two, ValueError)
    finally:
        workers.close()


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux's scheduling policies")
async def test_calls_users_asked_for_run_only_on_cpu_time_that_no_other_process_wants():
    workers = Workers(1, "a test worker")
    try:
        assert await workers.run(partial(os.sched_getscheduler, 0)) == os.SCHED_OTHER  # a live game's
        assert await workers.run(partial(os.sched_getscheduler, 0), asker=7) == os.SCHED_IDLE
    finally:
        workers.close()


async def test_calls_in_the_hands_of_a_worker_that_died_run_again_in_a_new_one():
    workers = Workers(1, "a test worker", ahead=4)
    try:
        assert await workers.run(partial(slow_square, 2)) == 4
        [worker] = multiprocessing.active_children()
        calls = asyncio.gather(*(workers.run(partial(slow_square, n)) for n in range(4)))
        await asyncio.sleep(0)  # sent
        worker.kill()
        assert await calls == [0, 1, 4, 9]
        assert [p.pid for p in multiprocessing.active_children()] != [worker.pid]
    finally:
        workers.close()


async def test_closed_workers_end_and_start_no_more(tmp_path):
    workers = Workers(2, "a test worker")
    await asyncio.gather(*(workers.run(partial(slow_square, n)) for n in range(4)))
    children = multiprocessing.active_children()
    under_way = asyncio.ensure_future(workers.run(partial(nap, str(tmp_path / "under way"), 0.5)))
    await taken(tmp_path / "under way")
    workers.close()
    assert children and not any(p.is_alive() for p in children)
    with pytest.raises(WorkersClosed):
        await under_way  # the bot stopped meanwhile
    with pytest.raises(WorkersClosed):
        await workers.run(partial(slow_square, 6))


def test_a_worker_whose_bot_is_gone_ends_without_a_traceback():
    """The bot killed while a worker answers: the worker ends quietly, nothing in the operator's log."""
    ours, theirs = socket.socketpair()
    # the worker holds no copy of ours
    worker = multiprocessing.get_context("spawn").Process(target=_serve, args=(theirs, os.getpid()))
    worker.start()
    theirs.close()
    ours.sendall(_framed(partial(megabytes, 4)))  # an answer bigger than the socket holds
    ours.close()
    worker.join(10)
    assert worker.exitcode == 0


def bot_with_workers(method: str | None, report) -> None:
    """A bot in miniature, in a process of its own: an aiosqlite connection (a thread beside the
    event loop, as the bot has one per connection), a drawing worker and an AI worker started under
    `method` (None: START_METHOD), and one more worker kept busy. It reports the answers, its
    processes, and how many times it forked while it ran threads, then waits to be killed."""
    hosting.START_METHOD = method or hosting.START_METHOD
    threaded_forks = []
    os.register_at_fork(before=lambda: threaded_forks.append(threading.active_count() > 1))
    asyncio.run(_bot_with_workers(report, threaded_forks))


async def _bot_with_workers(report, threaded_forks: list[bool]) -> None:
    async with aiosqlite.connect(":memory:"):
        renderer, thinker, busy = Renderer(render_pictures(), processes=1), Thinker(processes=1), Workers(1, "busy")
        board = await renderer.board(public_view(GAME))
        decision = await thinker.decide(seat_record(GAME, GAME.hand.to_move), "easy", 1)
        asyncio.ensure_future(busy.run(partial(time.sleep, 600)))
        while len(multiprocessing.active_children()) < 3:
            await asyncio.sleep(0.01)
        report.send((board, decision.action, descendants(os.getpid()), sum(threaded_forks)))
        await asyncio.Event().wait()


@pytest.mark.slow
@pytest.mark.parametrize("method", ["fork", "forkserver", "spawn", None], ids=str)
async def test_drawing_and_ai_workers_answer_and_end_at_once_with_their_killed_bot(method, monkeypatch, capfd):
    """Idle or busy, a worker ends as soon as its bot is killed (SIGKILL: nothing of the bot's runs
    to end it), whatever process started it: the bot (fork, spawn) or a fork server (forkserver).
    Only "fork" forks the bot while it runs threads; None, the bot's own START_METHOD, does not."""
    monkeypatch.setenv("PYTHONWARNINGS", "always::DeprecationWarning")  # the bot's, its fork server's
    ours, theirs = multiprocessing.get_context("spawn").Pipe()
    bot = multiprocessing.get_context("spawn").Process(target=bot_with_workers, args=(method, theirs))
    bot.start()
    try:
        assert await asyncio.to_thread(ours.poll, 60), "the bot's workers did not answer"
        board, action, processes, threaded_forks = ours.recv()
    finally:
        bot.kill()
        bot.join()
    assert board == render_board(public_view(GAME))
    assert action == decide(seat_record(GAME, GAME.hand.to_move), "easy", 1).action
    assert len(processes) >= 3 and not await still_alive(processes), "workers outlived their killed bot"
    assert bool(threaded_forks) == (method == "fork")  # forkserver forks in a server without threads
    warned = FORK_WARNING in capfd.readouterr().err
    assert warned == (method == "fork" and sys.version_info >= (3, 12))


@pytest.fixture(autouse=True)
def no_workers_left():
    yield
    assert not multiprocessing.active_children()


async def test_the_fork_server_starts_before_the_first_call_off_the_event_loop():
    """The bot starts it as it sets up (`start_server`, in a thread): the first drawing then starts its
    worker only, and does not hold the event loop up while a server starts."""
    workers = Workers(1, "a test worker", preload=("render",))
    try:
        await asyncio.to_thread(hosting.start_server)
        before = descendants(os.getpid())
        assert before, "the fork server runs"
        assert await workers.run(partial(slow_square, 3)) == 9
        assert len(descendants(os.getpid()) - before) == 1  # the worker, forked by the server
    finally:
        workers.close()
