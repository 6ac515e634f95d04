"""Actions have a compact text form both ways that fits a Discord custom id."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    Dir,
    Intervention,
    OnCorner,
    OnEdge,
    OnMuse,
    OnSide,
    Place,
    Side,
    Step,
    When,
    action_from_text,
)

ACTIONS = [
    Place("Thalia", (1, 0)),
    Place("Terpsichore", (-12, -7), hidden=True),
    Step("Clio", Dir.E),
    Step("face-down #2", Dir.W, Ability("Melpomene", When.BEFORE)),
    Step("Clio", Dir.S, Ability("face-down #1", When.AFTER), Intervention("zeus", OnMuse("face-down #3"))),
    Step("Clio", Dir.N, None, Intervention("poseidon", OnSide(Dir.W))),
    Step("Polyhymnia", Dir.N, Ability("Terpsichore", When.BEFORE),
         Intervention("eros", OnEdge(("Terpsichore", "Melpomene")))),
    Step("Clio", Dir.N, None, Intervention("apollo", OnCorner((-3, 4)), Side.DIONYSUS)),
]


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: a.to_text())
def test_text_form_round_trips_and_fits_a_custom_id(action):
    text = action.to_text()
    assert action_from_text(text) == action
    assert len(text) <= 80


@pytest.mark.parametrize("text", ["", "place;Thalia", "place;Thalia;1,0;up", "step;Clio;NE",
                                  "step;Clio;N;after=Thalia;after=Clio", "step;Clio;N;side=apollo",
                                  "step;Clio;N;zeus=lake:Clio", "jump;Clio;N"])
def test_a_malformed_text_is_refused(text):
    with pytest.raises(ValueError, match="not an action"):
        action_from_text(text)


def test_an_edge_is_an_unordered_pair():
    assert OnEdge(("Urania", "Clio")) == OnEdge(("Clio", "Urania"))
