"""A game's review as the bot stores it (`engine.ai.review`): plain JSON holding what draws it
again without searching. The players' names stay out: they come from the game's record when the
review is read, so a player who asks to be forgotten is forgotten there too."""

from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.ai.chances import Features
from engine.ai.review import Appraisal, Decision, Review
from engine.records import action_from_json, action_to_json


def review_to_json(review: Review) -> dict[str, Any]:
    return {"version": review.version, "decisions": [_decision(d) for d in review.decisions],
            "results": list(review.results)}


def review_from_json(data: dict[str, Any], players: tuple[str, ...]) -> Review:
    """The review stored as `data` of a game whose players are `players`."""
    return Review(data["version"], players, tuple(_read(d) for d in data["decisions"]), tuple(data["results"]))


def _decision(d: Decision) -> dict[str, Any]:
    a = d.appraisal
    return {"hand": a.hand, "index": a.index, "seat": a.seat,
            "played": action_to_json(a.played), "best": action_to_json(a.best),
            "played_table": action_to_json(a.played_table), "best_table": action_to_json(a.best_table),
            "values": [a.played_value, a.best_value],
            "features": [a.features.companies, a.features.last_hand, a.features.dance_turns],
            "chances": [d.played_chance, d.best_chance]}


def _read(d: dict[str, Any]) -> Decision:
    (companies, last_hand, dance_turns), (played_value, best_value) = d["features"], d["values"]
    appraisal = Appraisal(d["hand"], d["index"], d["seat"], _action(d["played"]), _action(d["best"]),
                          _action(d["played_table"]), _action(d["best_table"]), played_value, best_value,
                          Features(companies, last_hand, dance_turns))
    played_chance, best_chance = d["chances"]
    return Decision(appraisal, played_chance, best_chance)


def _action(data: dict[str, Any]) -> Action:
    return action_from_json(data)[0]
