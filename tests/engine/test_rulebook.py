"""docs/rules.md follows the team's current statement of the rules, and what the tests read from
it is whole."""

from __future__ import annotations

import pytest

from engine import GODS, MUSES
from support import rulebook


@pytest.mark.skipif(not rulebook.SHARED.exists(), reason="no shared folder beside this clone")
def test_the_rules_follow_the_shared_statement_of_the_rules():
    assert rulebook.shared_hash() == rulebook.followed_hash(), (
        f"{rulebook.SHARED} has changed since docs/rules.md was brought in line with it: read the change, "
        f"update docs/ (and the code and its tests if a rule changed), then record its new sha256 "
        f"{rulebook.shared_hash()} in docs/rules.md, section \"Keeping in step\"")


def test_the_rules_give_every_muse_every_god_and_six_scenarios():
    assert sorted(rulebook.tile_table()) == sorted(MUSES)
    assert sorted(rulebook.god_complexities()) == sorted(GODS)
    assert len(rulebook.scenarios()) == 6
