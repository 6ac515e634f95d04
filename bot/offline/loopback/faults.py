"""Failures tests inject on chosen routes: server errors (5xx) and slow answers."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field


@dataclass
class Fault:
    """Answer requests matching ``pattern`` with ``status`` (if set) after ``delay`` seconds,
    ``times`` times (None: until removed from ``loopback.faults``); ``hits`` lists the requests."""

    pattern: str
    status: int | None = None
    delay: float = 0.0
    times: int | None = 1
    hits: list[str] = field(default_factory=list)

    def matches(self, route: str, path: str) -> bool:
        """``pattern`` is a glob over the route (``"POST /channels/{channel}/messages"``) or the
        request itself (``"POST /channels/123/messages"``, ``"PATCH /webhooks/*"``)."""
        return fnmatch.fnmatchcase(route, self.pattern) or fnmatch.fnmatchcase(path, self.pattern)

    @property
    def spent(self) -> bool:
        return self.times is not None and len(self.hits) >= self.times


def first_fault(faults: list[Fault], route: str, path: str) -> Fault | None:
    """The first live fault for this request, which it counts as hit."""
    for fault in faults:
        if not fault.spent and fault.matches(route, path):
            fault.hits.append(path)
            return fault
    return None
