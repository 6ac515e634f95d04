"""The Divine Interventions tiles (docs/rules.md 8): six gods whose tiles change the dance
from where they lie. Not to be confused with the Muse tiles (`engine.muses`)."""

from __future__ import annotations

from enum import StrEnum


class God(StrEnum):
    """A Divine Interventions tile, by its record name."""

    ZEUS = "zeus"
    POSEIDON = "poseidon"
    EROS = "eros"
    ARTEMIS = "artemis"
    AEOLUS = "aeolus"
    APOLLO = "apollo"
    """Two-sided: Apollo or Dionysus up (`actions.Side`)."""

    @property
    def on_corner(self) -> bool:
        """Whether the tile lies on a corner between squares (and falls when it is no longer stable)."""
        return self in CORNER_GODS


COMPLEXITY = {God.ZEUS: "low", God.POSEIDON: "low", God.EROS: "medium", God.ARTEMIS: "medium",
              God.AEOLUS: "high", God.APOLLO: "crazy"}
"""Each tile's complexity, as the rulebook rates it."""
GODS = tuple(God)
"""In the rulebook's order, the order of every menu."""
CORNER_GODS = (God.ARTEMIS, God.AEOLUS, God.APOLLO)
