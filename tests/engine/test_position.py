"""A viewer's position as JSON (docs/web-position.md), tested as the seat records are: it tells
nothing its viewer may not know, and its tree of choices is exactly what the engine accepts."""

from __future__ import annotations

import json
import random

import pytest

from engine import (
    GODS,
    MUSES,
    Dir,
    Game,
    IllegalActionError,
    Options,
    Place,
    Step,
    action_from_text,
    game_from_record,
    game_to_record,
)
from engine.actions import Ability, Intervention, OnCorner, OnEdge, OnMuse, OnSide, Side, When
from engine.bench import playout
from engine.language import language
from engine.phases import Phase
from engine.position import FORMAT, position, position_preview
from engine.records import action_from_json
from engine.state import HandState
from engine.views import player_view, public_view
from support.positions import dancing
from support.privacy import look_alikes, viewer


def positions(n: int, seed: int):
    """Positions of random games with every tile, 2, 3 and 4 players, two hands: each game cut
    after a random number of its actions, in the placement or the dance."""
    rng = random.Random(seed)
    for i in range(n):
        record = game_to_record(playout(2 + i % 3, Options(hands=2, interventions=GODS), rng))
        hand = rng.randrange(2)
        record["hands"] = record["hands"][:hand + 1]
        actions = record["hands"][hand]["actions"]
        record["hands"][hand]["actions"] = actions[:rng.randrange(len(actions))]
        yield game_from_record(record), rng


def document_text(doc: dict) -> str:
    return json.dumps(doc, sort_keys=True, ensure_ascii=False)


# --- what a document tells ------------------------------------------------------------

@pytest.mark.parametrize("seat", [None, "to move", "another"])
def test_a_document_is_the_same_whatever_its_viewer_cannot_know(seat):
    """The Muses a viewer cannot see (face-down identities, other seats' hands) filled in any
    order give the same document: a spectator's when two face-down identities swap, a seat's
    when two identities it cannot know swap."""
    checked = 0
    for game, rng in positions(9, 5):
        hand = game.hand
        if hand.phase is Phase.FINISHED or hand.to_move is None:
            continue
        who = viewer(game, seat)
        alike, unseen = look_alikes(game, who, rng)
        docs = {document_text(_document(other, who)) for other in alike}
        assert docs == {document_text(_document(game, who))}
        checked += unseen > 1
    assert checked >= 4


def _document(game: Game, seat: int | None) -> dict:
    return position(public_view(game, log=5) if seat is None else player_view(game, seat, log=5), language("it"))


def test_a_document_names_no_muse_its_viewer_cannot_know():
    for game, _rng in positions(12, 7):
        hand = game.hand
        if hand.phase is Phase.FINISHED:
            continue
        for seat in [None, *range(len(game.players))]:
            doc = _document(game, seat)
            del doc["scores"]  # finished hands, told whole
            text = json.dumps(doc, ensure_ascii=False)
            mine = hand.mysterious.get(seat) if seat is not None else None
            unknown = set(hand.hidden) - {mine} | {m for s, h in enumerate(hand.hands) if s != seat for m in h}
            assert not [m for m in unknown if f'"{m}"' in text or f"{m} " in text], (seat, unknown)


def test_a_seat_sees_its_hand_and_its_mysterious_muse_the_table_sees_neither():
    game = dancing("Ca Cl Er\nEu Me Po\nTe Th Ur", hidden={"Clio"})
    mine = position(player_view(game, 0))
    assert mine["format"] == FORMAT and mine["seat"] == 0
    assert mine["you"] == {"hand": [], "mysterious": "Clio", "token": "face-down #1"}
    public = position(public_view(game))
    assert "you" not in public and "actions" not in public and public["seat"] is None
    clio = next(m for m in public["muses"] if m["muse"] == "face-down #1")
    assert clio == {"muse": "face-down #1", "at": [1, 0], "die": 1, "seat": 0, "face_up": False}
    urania = next(m for m in public["muses"] if m["muse"] == "Urania")
    assert urania["seat"] is None and public["neutral_colour"] == "white"
    assert urania["suns"] == 3 and urania["ability"] == {"effect": "swap", "area": "orthogonal"}


def test_the_last_action_and_the_log_are_told_in_the_readers_language():
    """The log is the hand's last actions as each board told them when they were made."""
    italian = language("it")
    game = playout(3, Options(interventions=GODS), random.Random(2))
    again = Game(list(game.players), game.options)
    again.start_hand(game.hands[0].deal, game.hands[0].first)
    told = []
    for action, by in game.history[0]:
        again.apply(action, by)
        told.append(public_view(again).last.said(italian))  # type: ignore[union-attr]
        doc = position(public_view(again, log=4), italian)
        assert doc["log"] == told[-4:] and doc["last"]["text"] == told[-1]
    assert doc["last"]["moved"][0] == doc["last"]["muse"] and doc["last"]["path"][1] in [m["at"] for m in doc["muses"]]


# --- the tree of choices -----------------------------------------------------------

def offered(game: Game, seat: int, rng: random.Random, sampled: int) -> tuple[set[str], set[str], list[Step]]:
    """The actions the seat's document offers (text forms), and those of `sampled` of its steps
    with each intervention their previews offer; the steps sampled."""
    doc = position(player_view(game, seat))
    tree = doc["actions"]
    if "place" in tree:
        place = tree["place"]
        return ({Place(m, (c, r), h).to_text() for m in place["muses"] for c, r in place["at"]
                 for h in place["hidden"]}, set(), [])
    steps = set()
    open_ = []
    for node in tree["step"]:
        for d in node["dirs"]:
            base = {"step": node["step"], "dir": d["dir"]}
            uses = [(None, d["then"])] + [({"target": a["target"], "when": when}, a["then"])
                                         for when in ("before", "after") for a in d[when]]
            for ability, then in uses:
                action = base | ({"ability": ability} if ability else {})
                steps.add(action_from_json(action)[0].to_text())
                if then == "tile":
                    open_.append(action)
    sample = rng.sample(open_, min(sampled, len(open_)))
    with_tiles = set()
    for action in sample:
        preview = position_preview(game, seat, action_from_json(action)[0])
        for tile in preview["interventions"]:
            for at in tile["at"]:
                for side in tile.get("sides", [None]):
                    iv = {"tile": tile["tile"], "at": at} | ({"side": side} if side else {})
                    with_tiles.add(action_from_json(action | {"intervention": iv})[0].to_text())
    return steps, with_tiles, [action_from_json(a)[0] for a in sample]  # type: ignore[misc]


def accepted(hand: HandState, seat: int, action) -> bool:
    try:
        copy = hand.copy()
        copy.play(copy.resolve_action(action), seat)
    except ValueError:  # the engine's refusals
        return False
    return True


def candidates(game: Game, seat: int):
    """Every action the seat might try, named as it sees the table: any Muse of its hand on any
    square around the table, either face; any Muse in any direction, with no ability or one on
    any Muse before or after."""
    view = player_view(game, seat)
    tokens = sorted(view.board.at)
    cols = [c for c, _r in view.board.at.values()] or [0]
    rows = [r for _c, r in view.board.at.values()] or [0]
    squares = [(c, r) for c in range(min(cols) - 1, max(cols) + 2) for r in range(min(rows) - 1, max(rows) + 2)]
    if view.phase is Phase.PLACEMENT:
        return [Place(m, sq, h) for m in MUSES for sq in squares for h in (False, True)]
    steps = [Step(m, d) for m in tokens for d in Dir]
    return steps + [Step(m, d, Ability(t, w)) for m in tokens for d in Dir for t in tokens for w in When]


def intervention_candidates(game: Game, seat: int, step: Step):
    view = player_view(game, seat)
    after = view.board_after(step)
    assert after is not None
    tokens = sorted(after.at)
    cols = [c for c, _r in after.at.values()]
    rows = [r for _c, r in after.at.values()]
    corners = [OnCorner((c, r)) for c in range(min(cols), max(cols) + 2) for r in range(min(rows), max(rows) + 2)]
    places = {"zeus": [OnMuse(m) for m in tokens], "poseidon": [OnSide(d) for d in Dir],
              "eros": [OnEdge((a, b)) for a in tokens for b in tokens if a < b]}
    for god in GODS:
        for at in places.get(god, corners):
            for side in (None, *Side):
                yield Step(step.muse, step.dir, step.ability, Intervention(god, at, side))


def test_the_tree_offers_exactly_what_the_engines_checked_play_accepts():
    """On seeded random positions with every tile, the seat to move: every action its document
    and its previews offer is accepted, and every action accepted is offered (the interventions
    on a few steps of each position, as they cost a preview each)."""
    counted = {"placement": 0, "dance": 0, "interventions": 0}
    for game, rng in positions(12, 3):
        hand = game.hand
        seat = hand.to_move
        if seat is None:
            continue
        steps, with_tiles, sampled = offered(game, seat, rng, 2)
        took = {a.to_text() for a in candidates(game, seat) if accepted(hand, seat, a)}
        assert steps == took
        for step in sampled:
            took_tiles = {a.to_text() for a in intervention_candidates(game, seat, step) if accepted(hand, seat, a)}
            mine = {t for t in with_tiles if _without_tile(t) == step}
            assert mine == took_tiles and took_tiles
            counted["interventions"] += len(took_tiles)
        counted["placement" if hand.phase is Phase.PLACEMENT else "dance"] += len(took)
    assert min(counted.values()) > 20, counted


def _without_tile(text: str) -> Step:
    action = action_from_text(text)
    assert isinstance(action, Step)
    return Step(action.muse, action.dir, action.ability)


def test_the_tree_offers_no_ability_after_a_step_that_ends_the_hand():
    game = dancing("Ca Cl Er\nEu Me Po\nTe Th Ur", dice={"Thalia": 5}, options=Options(interventions=("zeus",)))
    thalia = next(n for n in position(player_view(game, 0))["actions"]["step"] if n["step"] == "Thalia")
    north = next(d for d in thalia["dirs"] if d["dir"] == "N")
    assert north["then"] == "end" and north["after"] == []
    with pytest.raises(IllegalActionError):
        game.apply(Step("Thalia", Dir.N, Ability("Melpomene", When.AFTER)))


def test_a_preview_tells_what_the_action_does_and_reveals_nothing():
    game = dancing("Ca Cl Er\nEu Me Po\nTe Th Ur", dice={"Calliope": 5}, hidden={"Clio"},
                   options=Options(interventions=("zeus",)))
    doc = position_preview(game, 0, Step("Erato", Dir.S))
    assert doc["preview"] == {"step": "Erato", "dir": "S"} and doc["actions"] is None
    assert doc["last"]["moved"] == ["Erato", "Polyhymnia", "Urania"] and doc["interventions"][0]["tile"] == "zeus"
    ended = position_preview(game, 0, Step("Calliope", Dir.S))
    assert ended["phase"] == "finished" and "Clio" not in json.dumps(ended["muses"]) and not ended["scores"]
    assert ended["interventions"] == []
    with pytest.raises(IllegalActionError):
        position_preview(game, 0, Step("Erato", Dir.N, Ability("Urania", When.AFTER)))
