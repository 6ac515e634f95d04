"""The order in which calls waiting for a worker get one: a live game's (its board, its AI's turn)
before any that a user asked for (a hint, a legend); among those, each user's in turn with every
other user's (round-robin), so that one user's requests never take more than a fair share of the
workers, however many they send."""

from __future__ import annotations

from collections import deque
from typing import Generic, TypeVar

T = TypeVar("T")


class FairQueue(Generic[T]):
    """Live items first, in order; then the askers' items, one per asker in turn."""

    def __init__(self) -> None:
        self._live: deque[T] = deque()
        self._asked: dict[int, deque[T]] = {}
        """Each asker's items; the dict's order is the askers' turn (the next one first)."""

    def put(self, item: T, asker: int | None = None) -> None:
        """`asker`: the user who asked for it; None: a live game's."""
        if asker is None:
            self._live.append(item)
        else:
            self._asked.setdefault(asker, deque()).append(item)

    def pop(self, live: bool = True, asked: bool = True) -> tuple[T, int | None] | None:
        """The next item and its asker (None: live), or None if none waits (of the kinds asked for:
        `live` False, none that is live; `asked` False, none that a user asked for)."""
        if live and self._live:
            return self._live.popleft(), None
        if not asked or not self._asked:
            return None
        asker = next(iter(self._asked))
        items = self._asked.pop(asker)
        item = items.popleft()
        if items:
            self._asked[asker] = items  # their next one after everyone else's
        return item, asker
