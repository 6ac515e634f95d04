"""Processes as /proc shows them: whether they live, and every one below a process."""

from __future__ import annotations

import asyncio
import os
import time
from multiprocessing.process import BaseProcess
from pathlib import Path


def _stat(pid: int) -> tuple[str, int] | None:
    """A process's state and parent, or None if it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], int(fields[1])


def alive(pids: set[int]) -> set[int]:
    """Those of `pids` that still run (a zombie has ended)."""
    return {p for p in pids if (stat := _stat(p)) is not None and stat[0] != "Z"}


async def still_alive(pids: set[int], within: float = 5.0) -> set[int]:
    """Those of `pids` that still run after `within` seconds at most (a killed bot's processes
    end as they see it gone: its workers at once, a fork server at end of file from the bot)."""
    deadline = time.monotonic() + within
    while alive(pids) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return alive(pids)


def family(process: BaseProcess) -> set[int]:
    """A started process and every living process below it."""
    assert process.pid is not None, "started"
    return {process.pid} | descendants(process.pid)


def descendants(pid: int) -> set[int]:
    """Every living process below `pid`, by the parent-process chain in /proc."""
    parents = {int(e.name): stat[1] for e in Path("/proc").iterdir()
               if e.name.isdigit() and (stat := _stat(int(e.name))) is not None and stat[0] != "Z"}
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def cpu_seconds(pids: set[int]) -> float:
    """The CPU time (user and system) these processes have used so far; those gone count nothing."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of proc(5))
    return total / os.sysconf("SC_CLK_TCK")


def yielding(pid: int, than: int | None = None) -> bool:
    """Whether process `pid` yields the CPU to others: a niceness above 0 (above that of process `than`,
    if given: a bench run under `nice` has its every process nice), or Linux's SCHED_IDLE policy."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return int(fields[16]) > (0 if than is None else os.getpriority(os.PRIO_PROCESS, than)) \
        or int(fields[38]) == 5  # nice and policy: fields 19 and 41 of proc(5)


def machine_cpu_seconds() -> float:
    """The CPU time every process of the machine has used since it booted (all but idle and I/O wait)."""
    user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, Path("/proc/stat").read_text().split()[1:9])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")
