"""Helpers shared by the tests (never imported from a test file into another): positions drawn
in text, facts of docs/rules.md, replays, privacy checks, the loopback's speed and the paths below."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
ROOT = TESTS.parent
"""The project's root (a clone)."""
DATA = TESTS / "data"
