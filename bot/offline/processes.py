"""Processes as /proc shows them: whether they live, and every one below a process."""

from __future__ import annotations

import os
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


def descendants(pid: int) -> set[int]:
    """Every living process below `pid`, by the parent-process chain in /proc."""
    parents = {int(e.name): stat[1] for e in Path("/proc").iterdir()
               if e.name.isdigit() and (stat := _stat(int(e.name))) is not None and stat[0] != "Z"}
    found, frontier = set(), {pid}
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
