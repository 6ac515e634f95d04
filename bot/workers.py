"""Worker processes that end with the bot, however it ends: killed, crashed or stopped."""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor

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
