"""Views carry what each viewer may know, and nothing more."""

from __future__ import annotations

import json
import random

import pytest

from engine import GODS, Game, Options, game_to_record
from engine.phases import Phase
from engine.views import player_view, public_view
from support.replays import fingerprint, games, replays


def test_the_public_view_never_names_a_face_down_muse():
    for game in games():
        for g in replays(game_to_record(game)):
            hand = g.hand
            if hand.phase == Phase.FINISHED:
                continue
            text = fingerprint(public_view(g))
            for muse in hand.hidden:
                assert muse not in text, f"{muse} is face down but the public view names it"


def test_a_player_view_adds_only_that_players_hand_and_mysterious_muse():
    for game in games(12):
        for g in replays(game_to_record(game)):
            hand = g.hand
            if hand.phase == Phase.FINISHED:
                continue
            for seat in range(len(g.players)):
                view = player_view(g, seat)
                assert view.hand == tuple(hand.hands[seat])
                assert view.mysterious == hand.mysterious.get(seat)
                text = fingerprint(view)
                for other, muse in hand.mysterious.items():
                    if other != seat:
                        assert muse not in text
                if hand.deal.neutral in hand.hidden:
                    assert hand.deal.neutral not in text


def swap(record: dict, k: int, a: str, b: str) -> dict:
    """The record with Muses a and b exchanged everywhere in hand k."""
    text = json.dumps(record["hands"][k])
    text = text.replace(f'"{a}"', '"\0"').replace(f'"{b}"', f'"{a}"').replace('"\0"', f'"{b}"')
    out = json.loads(json.dumps(record))
    out["hands"][k] = json.loads(text)
    return out


def test_public_views_are_the_same_whichever_muses_lie_face_down():
    checked = 0
    for game in games():
        record = game_to_record(game)
        for k, hand in enumerate(game.hands):
            down = sorted(hand.mysterious.values()) + ([hand.deal.neutral] if len(game.players) == 2 else [])
            a, b = down[0], down[-1]
            twin = swap(record, k, a, b)
            for g1, g2 in zip(replays(record), replays(twin)):
                if len(g1.hands) == k + 1 and g1.hand.phase != Phase.FINISHED:
                    assert fingerprint(public_view(g1)) == fingerprint(public_view(g2))
                    checked += 1
    assert checked > 300


def test_choices_offered_from_a_player_view_are_accepted_by_the_game():
    rng = random.Random(3)
    from engine.players import random_action
    for n in (2, 3, 4):
        game = Game.new([f"p{i}" for i in range(n)], Options(interventions=GODS), rng)
        while not game.is_over:
            seat = game.hand.to_move
            action = random_action(player_view(game, seat), rng)
            text = action.to_text()
            for muse in game.hand.hidden:
                assert muse not in text
            game.submit(action, seat)


def test_a_face_down_muse_cannot_be_named_by_its_identity():
    from engine import Dir, Step, UnknownMuseError
    rng = random.Random(5)
    game = Game.new(["a", "b"], Options(), rng)
    while game.hand.phase != "dancing":
        seat = game.hand.to_move
        from engine.players import random_action
        game.submit(random_action(player_view(game, seat), rng), seat)
    hidden = sorted(game.hand.hidden)[0]
    with pytest.raises(UnknownMuseError):
        game.submit(Step(hidden, Dir.N), game.hand.to_move)
    token = game.hand.tokens[hidden]
    assert game.hand.resolve(token) == hidden


def test_the_last_action_is_told_in_public_terms():
    rng = random.Random(8)
    game = Game.new(["ana", "ben"], Options(), rng)
    from engine.players import random_action
    while not game.is_over:
        seat = game.hand.to_move
        game.submit(random_action(player_view(game, seat), rng), seat)
        last = public_view(game).last
        assert last.text.startswith(game.players[seat])
        if game.hand.phase != Phase.FINISHED:
            for muse in game.hand.hidden:
                assert muse not in last.text and muse not in last.moved and muse != last.target


def test_the_last_action_names_the_tile_put_or_moved_and_the_edge_as_the_table_sees_it():
    from engine import Dir, Intervention, OnEdge, OnMuse, Step
    from support.positions import dancing
    game = dancing("""
    Ca Cl Er
    Eu Me Po
    Te Th Ur
    """, hidden={"Clio"}, options=Options(interventions=("zeus", "eros")))
    game.apply(Step("Calliope", Dir.W, None, Intervention("zeus", OnMuse("Thalia"))))
    assert public_view(game).last.text == "ana stepped Calliope west (1 → 2); then put Zeus on Thalia"
    game.apply(Step("Erato", Dir.E, None, Intervention("zeus", OnMuse("Clio"))))
    assert public_view(game).last.text == "ben stepped Erato east (1 → 2); then moved Zeus to face-down #1"
    game.apply(Step("Thalia", Dir.S, None, Intervention("eros", OnEdge(("Clio", "Melpomene")))))
    assert public_view(game).last.text == (
        "ana stepped Thalia south (1 → 2); then put Eros on the edge between Melpomene and face-down #1")
