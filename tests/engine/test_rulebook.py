"""The tests' copy of RULES.md is the shared one, and what the tests read from it is whole."""

from __future__ import annotations

import pytest

from engine import GODS, MUSES
from support import rulebook


@pytest.mark.skipif(not rulebook.SHARED.exists(), reason="no shared folder beside this clone")
def test_the_copy_is_the_shared_statement_of_the_rules():
    assert rulebook.COPY.read_text(encoding="utf-8") == rulebook.SHARED.read_text(encoding="utf-8"), (
        "tests/data/RULES.md differs from the shared RULES.md: copy it again, and update the code to match")


def test_the_rules_give_every_muse_every_god_and_six_scenarios():
    assert sorted(rulebook.tile_table()) == sorted(MUSES)
    assert sorted(rulebook.god_complexities()) == sorted(GODS)
    assert len(rulebook.scenarios()) == 6
