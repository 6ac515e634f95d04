"""Square names (`geometry.square_name`): chess-like on a frame fixed around the first tile,
every square of the unbounded grid named once, read back in any case."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.geometry import FRAME, square_name, square_named


@pytest.mark.parametrize("square, name", [
    ((0, 0), "M13"), ((-12, -12), "A1"), ((12, -12), "Y1"), ((-12, 12), "A25"), ((12, 12), "Y25"),
    ((1, 0), "N13"), ((0, 1), "M14"),  # east is the next letter, south the next number
    ((13, 0), "Z13"), ((14, 0), "AA13"), ((39, 0), "AZ13"), ((40, 0), "BA13"),  # beyond the east edge
    ((-13, 0), "-A13"), ((-14, 0), "-B13"), ((-39, 0), "-AA13"),  # beyond the west edge
    ((0, 13), "M26"), ((0, -13), "M-1"), ((0, -14), "M-2"), ((-13, -13), "-A-1")])  # beyond south and north
def test_square_names(square, name):
    assert square_name(square) == name
    assert square_named(name) == square == square_named(f" {name.lower()} ")


def test_the_frame_holds_every_placement():
    """Nine Muses in one group reach at most 8 squares from the first one, at (0,0)."""
    assert FRAME >= 8
    names = [square_name((c, r)) for c in range(-FRAME, FRAME + 1) for r in range(-FRAME, FRAME + 1)]
    assert all(len(name) <= 3 and name[0].isalpha() and name[1:].isdigit() for name in names)


@given(st.integers(-10**6, 10**6), st.integers(-10**6, 10**6))
def test_every_square_has_one_name(c, r):
    assert square_named(square_name((c, r))) == (c, r)


@pytest.mark.parametrize("text", ["", "M", "13", "M0", "M-0", "M013", "13M", "M13A", "M 13", "--M13", "M1.5",
                                  "A" * 7 + "1", "M" + "1" * 10, "É13"])
def test_what_names_no_square(text):
    assert square_named(text) is None
