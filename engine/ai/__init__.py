"""Automated players that see one seat only: `decide(seat_record_or_view, level, seed, ms)`.

Levels: easy, normal, hard (and random, the engine's random player; hard-uniform, the
hard player without weighing the hidden identities; hard-fixed-placement, the hard player
placing by the normal player's rule; hard-max-n, the hard player dancing among three companies
by max-n instead of foreseeing the others' turns). The agent protocol (docs/agent.md) is `engine.ai.agent`,
the arena `engine.ai.arena`.
"""

from .knowledge import NotAskable
from .levels import DEFAULT_MS, LEVELS, Decision, Player, decide, hint

__all__ = ["DEFAULT_MS", "LEVELS", "Decision", "NotAskable", "Player", "decide", "hint"]
