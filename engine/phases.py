"""The phases of a hand (docs/rules.md 4): its value is the replay document's `status`."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PLACEMENT = "placing"
    DANCE = "dancing"
    FINISHED = "finished"
    """The hand is over and scored."""
