"""One viewer's position as a JSON document (docs/web-position.md), as a FEN is for chess: the
table as the view shows it, the players, the phase, the standing, the last actions, a seat's
own hand and Mysterious Muse, and the viewer's legal actions in the records' action form, as a
tree of choices. Pure: made from a view alone, so it holds nothing the view does not."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import choices
from .actions import Ability, Action, Step
from .gods import God
from .language import ENGLISH_LANGUAGE, Language
from .muses import Power
from .phases import Phase
from .records import action_to_json, location_to_json
from .scoring import HandScore
from .standing import standing
from .state import Game
from .views import LastAction, MuseView, Names, PlayerView, PublicView, player_view, preview

FORMAT = "muses-position/1"
"""The document's format and version: a reader refuses another."""


def position(view: PublicView, lang: Language = ENGLISH_LANGUAGE) -> dict[str, Any]:
    """The document of `view`, its phrases said in `lang`: a seat's own position for a
    `PlayerView` (its hand, its Mysterious Muse, its legal actions on its turn), the public one
    for a `PublicView`."""
    seat = view.seat if isinstance(view, PlayerView) else None
    doc: dict[str, Any] = {
        "format": FORMAT,
        "seat": seat,
        "players": [{"name": view.player(s, lang), "company": company, "hand": size, "hid": hid}
                    for s, (company, size, hid) in enumerate(zip(view.companies, view.hand_sizes, view.hid))],
        "colours": list(view.colours),
        "neutral_colour": next((m.colour for m in view.muses if m.seat is None), None),
        "hand": view.hand_number + 1,
        "hands": view.hands_total,
        "phase": str(view.phase),
        "to_move": view.to_move,
        "first": view.first,
        "muses": [_muse(m) for m in view.muses],
        "tiles": {str(god): None if at is None else location_to_json(at) for god, at in view.gods.items()},
    }
    if God.APOLLO in view.gods:
        doc["apollo_side"] = view.apollo_side.value
    if view.phase is not Phase.FINISHED:
        shown = standing(view)
        doc["standing"] = {"low": list(shown.low), "high": list(shown.high)}
    doc["scores"] = [_score(s.hand, s.score, s.triggered_by, s.mysterious) for s in view.scores]
    if view.result is not None:
        doc["result"] = {"suns": list(view.result.suns), "winners": list(view.result.winners),
                         "decided_by": view.result.decided_by}
    doc["last"] = _last(view.last, lang) if view.last else None
    doc["log"] = [line.said(lang) for line in view.log]
    if isinstance(view, PlayerView):
        doc["you"] = {"hand": list(view.hand), "mysterious": view.mysterious, "token": view.mysterious_token}
        doc["actions"] = actions(view) if view.to_move == view.seat else None
    return doc


def position_preview(game: Game, seat: int, action: Action, names: Names = None,
                     lang: Language = ENGLISH_LANGUAGE) -> dict[str, Any]:
    """The document of what `seat` would see once it made `action` (named as it sees the table),
    drawn before Confirm: `last` tells what the action did, nothing is revealed, and for a step
    `interventions` lists every intervention its turn leaves open, its own or another (`views.preview`).
    Raises the engine's refusal if the action is illegal."""
    doc = position(preview(game, seat, action, names), lang)
    doc["preview"] = action_to_json(action)
    doc["actions"] = None
    if isinstance(action, Step):
        doc["interventions"] = interventions(player_view(game, seat, names), Step(action.muse, action.dir,
                                                                                  action.ability))
    return doc


def actions(view: PlayerView) -> dict[str, Any]:
    """The seat's legal actions as a tree of choices. In the placement: the Muses of its hand,
    the squares and the faces, any of each with any other. In the dance: each Muse, then each of
    its directions with the Muses it pushes, then no ability or each ability use before or after
    the step, each with what follows it (`_then`): the interventions themselves are in
    the preview of that step (`position_preview`), drawn on the table it leaves."""
    if view.phase is Phase.PLACEMENT:
        hidden = [True] if view.must_hide else [False, True] if view.may_hide else [False]
        return {"place": {"muses": sorted(view.hand), "at": [list(sq) for sq in view.legal_squares()],
                          "hidden": hidden}}
    if view.phase is not Phase.DANCE:
        return {}
    steps: list[dict[str, Any]] = []
    for muse, d in view.legal_steps():
        if not steps or steps[-1]["step"] != muse:
            steps.append({"step": muse, "dirs": []})
        node: dict[str, Any] = {"dir": d.name, "pushes": view.board.line(muse, d)[1:],
                                "then": _then(view, Step(muse, d)), "before": [], "after": []}
        for ability in choices.abilities(view, muse, d):
            node[ability.when.value].append({"target": ability.target,
                                             "then": _then(view, Step(muse, d, ability))})
        steps[-1]["dirs"].append(node)
    return {"step": steps}


def interventions(view: PublicView, step: Step) -> list[dict[str, Any]]:
    """The interventions open at the end of `step`'s turn in the records' form, by tile: its
    places and, as the Apollo/Dionysus tile comes from the Olympus, its sides."""
    out: list[dict[str, Any]] = []
    for iv in choices.interventions(view, step):
        if not out or out[-1]["tile"] != str(iv.god):
            out.append({"tile": str(iv.god), "at": []})
            if iv.side is not None:
                out[-1]["sides"] = []
        group = out[-1]
        at = location_to_json(iv.at)
        if not group["at"] or group["at"][-1] != at:
            group["at"].append(at)
        if iv.side is not None and iv.side.value not in group["sides"]:
            group["sides"].append(iv.side.value)
    return out


def _then(view: PublicView, step: Step) -> str:
    """What follows the step `step` (with its ability): "end" (it ends the hand), "tile" (an
    intervention may come, or none) or "pass" (nothing: the turn passes)."""
    if view.board_after(step) is None:
        return "end"
    return "tile" if choices.may_intervene(view, step) else "pass"


def _ability(ability: Ability | None) -> dict[str, str] | None:
    return None if ability is None else {"target": ability.target, "when": ability.when.value}


def _muse(m: MuseView) -> dict[str, Any]:
    out: dict[str, Any] = {"muse": m.token, "at": list(m.at), "die": m.die, "seat": m.seat, "face_up": m.face_up}
    if m.face_up:
        out["suns"] = m.suns
        out["ability"] = _power(m.power)
    return out


def _power(power: Power | None) -> dict[str, str] | None:
    return None if power is None else {"effect": power.effect.value, "area": power.area.value}


def _score(hand: int, score: HandScore, triggered_by: int | None, mysterious: Mapping[int, str]) -> dict[str, Any]:
    return {"hand": hand + 1, "mysterious": {str(s): m for s, m in mysterious.items()},
            "suns": list(score.suns), "dice": [list(d) for d in score.dice], "columns": list(score.columns),
            "column_suns": list(score.column_suns), "silver": score.silver, "gold": score.gold,
            "artemis": score.artemis, "final": dict(score.final), "converted": dict(score.converted),
            "triggered_by": triggered_by}


def _last(last: LastAction, lang: Language) -> dict[str, Any]:
    return {"seat": last.seat, "text": last.said(lang), "muse": last.muse,
            "dir": last.dir.name if last.dir else None, "moved": list(last.moved), "target": last.target,
            "dice": [{"muse": c.muse, "before": c.before, "after": c.after} for c in last.dice],
            "path": [list(sq) for sq in last.path] if last.path else None,
            "tile": str(last.tile) if last.tile else None}
