"""A turn starts on the board: its first choice is a menu of public information there, and each kind
of turn takes no more interactions, counted from the board, than a person must make."""

from __future__ import annotations

import json
import random

from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.edge.buttons import FirstChoice, board_controls
from bot.offline.autoplay import AutoTable, components
from bot.offline.loopback.interactions import COMPONENT
from engine import Ability, Game, God, Intervention, Options, Phase, Place, Side, Step, When
from engine.views import public_view
from support.loopback import controls_off, shown
from support.positions import dancing

ALICE, BOB = Seat(1001, "alice"), Seat(1002, "bob")
AI = Seat(-1, "AI (hard)", ai_owned=True, ai_level="hard")


def stored(game: Game, seats: tuple[Seat, ...] = (ALICE, BOB)) -> StoredGame:
    return StoredGame(4, 7, 50, GameStatus.ACTIVE, ALICE.user, TableOptions(len(seats)), seats, game, version=12)


def menus(stored_game: StoredGame) -> list[FirstChoice]:
    controls = board_controls(stored_game, public_view(stored_game.game))
    return [item for item in controls.children if isinstance(item, FirstChoice)]


def test_the_board_offers_the_muses_that_may_step_face_down_ones_by_token():
    game = dancing("Ca Cl Er\nEu Me Po\nTe Th Ur", hidden=("Calliope", "Polyhymnia", "Urania"))
    [menu] = menus(stored(game))
    view = public_view(game)
    assert [o.value for o in menu.item.options] == sorted({m for m, _d in view.legal_steps()})
    assert {"face-down #1", "face-down #2", "face-down #3"} <= {o.value for o in menu.item.options}
    shown = json.dumps([(o.label, o.value, o.description) for o in menu.item.options] + [menu.custom_id])
    assert not [m for m in ("Calliope", "Polyhymnia", "Urania") if m in shown]
    assert {o.description for o in menu.item.options} == {"ana", "ben", "Neutral"}  # whose each Muse is
    assert menu.custom_id == "muses:first:4:12:0" and menu.item.placeholder == "Your turn: choose the Muse to step…"


def test_the_board_offers_every_square_in_menus_of_25_and_none_to_an_ai():
    game = Game.new(["alice", "bob"], Options(), random.Random(3))
    for k in range(1, 7):  # a diagonal line: the most squares around it
        seat = game.hand.to_move
        game.submit(Place(sorted(game.hand.hands[seat])[0], (k, k), False), seat)
    codes = public_view(game).square_codes()
    assert len(codes) > 25
    first, more = menus(stored(game))
    assert [m.custom_id for m in (first, more)] == ["muses:first:4:12:0", "muses:first:4:12:1"]
    assert first.item.placeholder == "Your turn: choose a square…"
    assert more.item.placeholder == "Your turn: more squares…"
    assert len(first.item.options) == 25
    assert sorted(o.value for m in (first, more) for o in m.item.options) == sorted(codes)
    to_move = game.hand.to_move
    assert menus(stored(game, (AI, BOB) if to_move == 0 else (ALICE, AI))) == []


async def test_each_kind_of_turn_takes_at_most_its_interactions_from_the_board(loopback, make_bot):
    async with loopback.running(make_bot(seed=41)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(41), slash_share=0.0)
        await table.open(2, scenario="A quarrel between siblings")
        session = bot.games.get(table.game)

        # a pick on the board is answered with the board again, then privately: the panel, or why not
        board = table.board
        to_move = table.to_move()
        waiting = "bob" if to_move == "alice" else "alice"
        menu = next(c for c in components(loopback.message(board.message_id)) if c.get("options"))
        square = menu["options"][0]["value"]
        for user, said in ((waiting, f"It is {shown(loopback, to_move)}'s turn, not yours."),
                           ("dave", "You are not playing in this game.")):
            pick = await loopback.select(board, [square], user=user, custom_id=menu["custom_id"])
            assert (await pick.response()).callback_type == 7  # the menu shows its placeholder again
            [answer] = await pick.wait_followups(1)
            assert answer.ephemeral and answer.content == said

        async def taps(action) -> int:
            """The picks and clicks of the player to move for `action`, from the board's menu to Confirm."""
            before = set(loopback.interactions)
            assert await table.play_turn(action)
            assert table.sent[-1][0] == "panel"
            return sum(h.type == COMPONENT for i, h in loopback.interactions.items() if i not in before)

        while session.stored.game.hand.phase is Phase.PLACEMENT:  # square, Muse, Confirm; face up unless forced
            view = session.player(session.stored.game.hand.to_move)
            near = min(view.legal_squares(), key=lambda sq: (abs(sq[0]) + abs(sq[1]), sq))  # a compact table
            place = Place(sorted(view.hand)[0], near, view.must_hide)
            assert await taps(place) <= (2 if len(view.hand) == 1 else 3)  # the last Muse: chosen, its face forced

        await controls_off(loopback, board.message_id)  # the first board keeps no menu
        loopback.message(board.message_id)["components"] = board.components  # a pick sent before it went:
        stale = await loopback.select(board, [square], user=to_move, custom_id=menu["custom_id"])
        assert "out of date" in (await stale.wait_followups(1))[0].content

        def turn(ability: bool, god: God | None) -> Step:
            view = session.player(session.stored.game.hand.to_move)
            for m, d in view.legal_steps():
                if sum(m2 == m for m2, _d in view.legal_steps()) < 2:
                    continue  # a direction to choose
                uses = [Ability(t, when) for when in When for t in view.targets(m, d, when)] if ability else [None]
                for use in uses:
                    step = Step(m, d, use)
                    if view.board_after(step) is None:
                        continue  # it would end the hand
                    if god is None:
                        return step
                    for place in view.locations(step, god)[:1]:
                        return Step(m, d, use, Intervention(god, place, Side.DIONYSUS if god == God.APOLLO else None))
            raise AssertionError(f"no such turn: ability {ability}, {god}")

        assert await taps(turn(False, None)) <= 3  # Muse, direction, Confirm
        assert await taps(turn(True, None)) <= 4  # and its ability
        assert await taps(turn(False, God.ARTEMIS)) <= 6  # and a tile, its place
        assert await taps(turn(True, God.APOLLO)) <= 6  # an ability, a tile from the Olympus, its place and side
        assert session.stored.game.hand.board.apollo_side is Side.DIONYSUS
