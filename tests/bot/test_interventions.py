"""Divine Interventions in Discord: tiles chosen in the lobby, interventions taken on the panel
and with `/muses move`, the rules of the table's tiles, and what the board says about them."""

from __future__ import annotations

import json
import random
import re
from types import SimpleNamespace

import discord

from bot.core import choices
from bot.core.choices import option_text, paged
from bot.core.stored import GameStatus
from bot.edge.buttons import SCENARIO_SELECT, TILES_SELECT
from bot.edge.panels import GOD_SELECT, DancePanel, location_placeholder, side_confirm
from bot.offline.autoplay import AutoTable, board_version, components
from engine import (
    GODS,
    Dir,
    Game,
    God,
    Intervention,
    OnCorner,
    OnEdge,
    Options,
    Phase,
    Side,
    Step,
    game_from_record,
    game_to_record,
    words,
)
from engine.actions import location_text
from engine.geometry import is_stable
from engine.seats import seat_record
from engine.views import player_view
from support.positions import dancing


def select(message: dict, placeholder: str) -> dict | None:
    return next((c for c in components(message) if c.get("placeholder") == placeholder), None)


def values(menu: dict) -> list[str]:
    return [o["value"] for o in menu["options"]]


def defaults(menu: dict) -> list[str]:
    return [o["value"] for o in menu["options"] if o.get("default")]


def discord_would_refuse(record) -> list[str]:
    """What Discord's API would reject in a payload the bot sent (the loopback accepts it all)."""
    problems = []
    if len(record.content or "") > 2000:
        problems.append("content over 2000 characters")
    if len(record.components) > 5 or any(len(row.get("components", [])) > 5 for row in record.components):
        problems.append("more than 5 rows of 5 components")
    for c in (c for row in record.components for c in row.get("components", [])):
        if len(c.get("custom_id", "")) > 100:
            problems.append(f"custom id over 100 characters: {c['custom_id']}")
        options = c.get("options", [])
        if len(options) > 25:
            problems.append(f"select {c.get('placeholder')!r} with {len(options)} options")
        for o in options:
            if not 1 <= len(o["label"]) <= 100 or len(o["value"]) > 100 or len(o.get("description") or "") > 100:
                problems.append(f"option too long: {o}")
        if len(c.get("placeholder") or "") > 150:
            problems.append("placeholder over 150 characters")
    embeds = record.embeds
    if any(len(e.get("description") or "") > 4096 for e in embeds):
        problems.append("embed description over 4096 characters")
    if any(len(f["value"]) > 1024 for e in embeds for f in e.get("fields", [])):
        problems.append("embed field over 1024 characters")
    if sum(len(e.get("title") or "") + len(e.get("description") or "")
           + sum(len(f["name"]) + len(f["value"]) for f in e.get("fields", [])) for e in embeds) > 6000:
        problems.append("embeds over 6000 characters in all")
    return problems


async def open_lobby(loopback, host="alice", channel="games", **options):
    lobby = await (await loopback.slash("muses new", {"players": 2, **options}, user=host, channel=channel)).response()
    return lobby, int(select(loopback.message(lobby.message_id), TILES_SELECT)["custom_id"].rsplit(":", 1)[1])


async def choose(loopback, lobby, placeholder: str, chosen: list[str], user: str):
    menu = select(loopback.message(lobby.message_id), placeholder)
    return await (await loopback.select(lobby, chosen, user=user, custom_id=menu["custom_id"])).response()


async def dance(table: AutoTable, bot) -> None:
    """Play the placement turns."""
    while bot.games.get(table.game).stored.game.hand.phase is Phase.PLACEMENT:
        assert await table.play_turn()


async def test_a_game_with_all_six_tiles_chosen_in_the_lobby(loopback, make_bot, privacy):
    async with loopback.running(make_bot(seed=31)) as bot:
        lobby, game_id = await open_lobby(loopback)
        shown = loopback.message(lobby.message_id)
        assert "Divine Interventions: none (the base game)" in shown["content"]
        assert values(select(shown, SCENARIO_SELECT))[1:] == ["Love and Thunder", "Love is in the air",
                                                              "The sacred hunt", "Island dance", "The perfect storm",
                                                              "A quarrel between siblings"]
        assert select(shown, TILES_SELECT)["max_values"] == 6 and values(select(shown, TILES_SELECT)) == list(GODS)

        # only the host may change the tiles
        refused = await choose(loopback, lobby, TILES_SELECT, ["zeus"], user="bob")
        assert refused.ephemeral and refused.content == (
            "Only the host can choose the Divine Interventions of this table.")
        assert loopback.message(lobby.message_id)["content"] == shown["content"]
        assert (await bot.store.get(game_id)).table.interventions == ()

        # a scenario, then every tile one by one
        await choose(loopback, lobby, SCENARIO_SELECT, ["Love and Thunder"], user="alice")
        shown = loopback.message(lobby.message_id)
        assert "Divine Interventions: Zeus (low), Eros (medium) — scenario *Love and Thunder*." in shown["content"]
        assert defaults(select(shown, TILES_SELECT)) == ["zeus", "eros"]
        assert defaults(select(shown, SCENARIO_SELECT)) == ["Love and Thunder"]
        await choose(loopback, lobby, TILES_SELECT, list(reversed(GODS)), user="alice")
        shown = loopback.message(lobby.message_id)
        assert ("Divine Interventions: Zeus (low), Poseidon (low), Eros (medium), Artemis (medium), Aeolus (high), "
                "Apollo/Dionysus (crazy).") in shown["content"]
        assert defaults(select(shown, SCENARIO_SELECT)) == []
        assert (await bot.store.get(game_id)).table.interventions == GODS

        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(31), slash_share=0.5)
        table.game = game_id
        await (await loopback.click(lobby, label="Join", user="bob")).response()
        await (await loopback.click(lobby, label="Start", user="alice")).response()
        table.board = await table.next_board(-1)
        assert bot.games.get(table.game).stored.game.options.interventions == GODS
        await dance(table, bot)

        # an intervention the rules forbid: a corner tile on a corner that is not stable
        session = bot.games.get(table.game)
        view = session.player(session.stored.game.hand.to_move)
        user = table.users[view.seat]
        muse, d = next((m, d) for m, d in view.legal_steps() if view.board_after(Step(m, d)) is not None)
        after = view.board_after(Step(muse, d))
        corner = next((c, r) for c in range(-3, 8) for r in range(-3, 8) if not is_stable((c, r), after.occupant))
        before = (session.stored.version, game_to_record(session.stored.game))
        sent = len(loopback.records)
        refused = await (await loopback.slash("muses move", {"muse": muse, "direction": d.name,
                                                             "intervention": f"artemis=corner:{corner[0]},{corner[1]}"},
                                              user=user, channel="games")).wait_edits(1)
        assert refused[0].ephemeral
        assert refused[0].content == "That corner is not stable: it needs two diagonal Muses around it."
        assert (session.stored.version, game_to_record(session.stored.game)) == before
        assert not [r for r in loopback.records[sent:] if r.posted]  # no new board

        await table.play_game()
        stored = await bot.store.get(game_id)
    assert stored.status is GameStatus.FINISHED

    # the interventions were taken on the panel and with /muses move, and the record replays them
    taken = [(how, a) for how, a in table.sent if getattr(a, "intervention", None)]
    assert {"panel", "slash"} <= {how for how, _ in taken}
    record = game_to_record(stored.game)
    recorded = [a for h in record["hands"] for a in h["actions"] if "intervention" in a]
    assert len(recorded) == len(taken) >= 3
    replayed = game_from_record(json.loads(json.dumps(record)))
    assert replayed.is_over and replayed.result() == stored.game.result()
    assert replayed.hand.board.gods == stored.game.hand.board.gods

    # each board says what the intervention did, and when a corner tile fell back to the Olympus
    boards = [r for r in loopback.records if r.posted and board_version(r, game_id) is not None]
    actions = record["hands"][0]["actions"]
    described = falls = 0
    for k, board in enumerate(boards[1:], start=1):
        prefix = {**record, "hands": [{**record["hands"][0], "actions": actions[:k]}]}
        event = game_from_record(prefix).hand.last
        text = board.embeds[0]["description"]
        tiles_field = next(f["value"] for f in board.embeds[0]["fields"] if f["name"] == "Divine Interventions")
        iv = getattr(event.action, "intervention", None)
        if iv:
            tile = words.god(iv.god)
            verb = "moved" if event.tile_moved else "put"
            assert f"; then {verb} {tile} " in text, text
            assert f"{tile} " in tiles_field.split(" · in the Olympus")[0]
            described += 1
        for tile in event.fallen:
            assert f"{words.god(tile)} fell back to the Olympus" in text
            if not (iv and iv.god == tile):  # not put back at once
                assert words.god(tile) in tiles_field.split("in the Olympus: ")[1]
            falls += 1
    assert described >= 3 and falls >= 1

    assert not [(i, discord_would_refuse(r)) for i, r in enumerate(loopback.records) if discord_would_refuse(r)]
    # nothing names a Muse to anyone who may not know it (`privacy`): the panels' menus and autocomplete neither
    checked = privacy.check(loopback).checked
    assert checked["callback", "choices", 2] and checked["edit", "ephemeral", 2] > 20, checked


async def test_the_panel_offers_a_tile_then_its_places_then_the_side(loopback, make_bot):
    async with loopback.running(make_bot(seed=32)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(32), slash_share=0.0)
        await table.open(2, scenario="A quarrel between siblings")
        session = bot.games.get(table.game)
        assert session.stored.game.options.interventions == ("artemis", "apollo")
        await dance(table, bot)
        seat = session.stored.game.hand.to_move
        user, view = table.users[seat], session.player(seat)
        muse, d = next((m, d) for m, d in view.legal_steps() if view.locations(Step(m, d), "apollo"))
        places = view.locations(Step(muse, d), "apollo")

        panel = await (await loopback.click(table.board, label="Take my turn", user=user)).response()
        for placeholder, value in (("Muse to step", muse), ("Direction", d.name)):
            await (await loopback.select(panel, [value], user=user,
                                         custom_id=select(loopback.message(panel.message_id), placeholder)["custom_id"])
                   ).response()
        shown = loopback.message(panel.message_id)
        assert [a["filename"] for a in shown["attachments"]] == [f"preview-{table.game}-{session.stored.version}.png"]
        tiles = select(shown, GOD_SELECT)
        assert values(tiles) == ["none", *(t for t in ("artemis", "apollo") if view.locations(Step(muse, d), t))]
        assert defaults(tiles) == ["none"]
        assert [(o["label"], o["description"]) for o in tiles["options"] if o["value"] == "apollo"] == [
            ("Put Apollo/Dionysus into play", "on a corner")]
        await (await loopback.select(panel, ["apollo"], user=user, custom_id=tiles["custom_id"])).response()
        shown = loopback.message(panel.message_id)
        assert shown["attachments"] == []  # the move is not complete any more: no preview
        assert select(shown, GOD_SELECT) is None
        where = select(shown, location_placeholder("apollo"))
        assert values(where) == ["back", *map(location_text, places)]
        await (await loopback.select(panel, [location_text(places[0])], user=user,
                                     custom_id=where["custom_id"])).response()
        shown = loopback.message(panel.message_id)
        assert [c["label"] for c in components(shown) if c["type"] == 2] == [
            "Confirm, Apollo side up", "Confirm, Dionysus side up"]  # the side is the last choice
        assert "choose the side it shows" in shown["content"]
        assert len(shown["attachments"]) == 1  # the table after the move: only the tile's side is left
        version = board_version(table.board, table.game)
        done = await loopback.click(panel, label=side_confirm(Side.DIONYSUS), user=user)
        [answer] = await done.wait_edits(1)
        said = f"put Apollo/Dionysus on {words.location(places[0], view.board_after(Step(muse, d)))}, Dionysus side up"
        assert said in answer.content
        board = await table.next_board(version)
        table.board = board
        assert said in board.embeds[0]["description"]
        assert session.stored.game.hand.board.gods[God.APOLLO] == places[0]
        assert session.stored.game.hand.board.apollo_side is Side.DIONYSUS

        # moving it later: no side to choose, and "back" returns to the tiles
        seat = session.stored.game.hand.to_move
        user, view = table.users[seat], session.player(seat)
        muse, d = next((m, d) for m, d in view.legal_steps() if view.locations(Step(m, d), "apollo"))
        panel = await (await loopback.click(table.board, label="Take my turn", user=user)).response()
        for placeholder, value in (("Muse to step", muse), ("Direction", d.name), (GOD_SELECT, "apollo")):
            await (await loopback.select(panel, [value], user=user,
                                         custom_id=select(loopback.message(panel.message_id), placeholder)["custom_id"])
                   ).response()
        shown = loopback.message(panel.message_id)
        where = select(shown, location_placeholder("apollo"))
        corner = where["options"][1]
        assert re.fullmatch(r"Corner [A-Y]\d+–[A-Y]\d+", corner["label"])
        assert corner["description"].startswith("the corner between ")
        await (await loopback.select(panel, [corner["value"]], user=user, custom_id=where["custom_id"])).response()
        shown = loopback.message(panel.message_id)
        assert "then move Apollo/Dionysus to the corner between " in shown["content"]
        assert [c["label"] for c in components(shown) if c["type"] == 2] == ["Confirm"]  # no side to choose
        assert not next(c for c in components(shown) if c.get("label") == "Confirm").get("disabled")
        where = select(shown, location_placeholder("apollo"))
        await (await loopback.select(panel, ["back"], user=user, custom_id=where["custom_id"])).response()
        assert defaults(select(loopback.message(panel.message_id), GOD_SELECT)) == ["none"]


async def test_move_autocomplete_lists_the_legal_interventions_of_the_step(loopback, make_bot):
    async with loopback.running(make_bot(seed=33)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(33))
        await table.open(2, interventions="zeus eros apollo")
        session = bot.games.get(table.game)
        await dance(table, bot)
        seat = session.stored.game.hand.to_move
        user, view = table.users[seat], session.player(seat)
        muse, d = next((m, d) for m, d in view.legal_steps() if view.board_after(Step(m, d)) is not None)
        typed = {"muse": muse, "direction": d.name}
        offered = {}
        for tile in ("zeus", "eros", "apollo"):
            answer = await (await loopback.autocomplete("muses move", {**typed, "intervention": tile},
                                                        focused="intervention", user=user, channel="games")).response()
            offered[tile] = [c["value"] for c in answer.choices]
        step = Step(muse, d)
        assert offered["zeus"] == [f"zeus={location_text(loc)}" for loc in view.locations(step, "zeus")]
        assert offered["eros"] == [f"eros={location_text(loc)}" for loc in view.locations(step, "eros")]
        assert offered["apollo"] == [f"apollo={location_text(loc)};side={side.value}"
                                     for loc in view.locations(step, "apollo") for side in Side][:25]
        hidden = set(session.stored.game.hand.hidden)
        assert hidden and not [m for m in hidden if m in json.dumps(offered)]
        assert any(v.startswith("zeus=muse:face-down #") for v in offered["zeus"])  # named by token
        everything = await (await loopback.autocomplete("muses move", typed, focused="intervention", user=user,
                                                        channel="games")).response()
        legal = {v for tile in offered for v in offered[tile]}
        assert everything.choices[0]["value"] == "none"
        assert {c["value"] for c in everything.choices[1:]} <= legal and len(everything.choices) == 25


async def test_rules_explain_the_tiles_of_this_table(loopback, make_bot):
    async with loopback.running(make_bot(seed=34)):
        plain = await (await loopback.slash("muses rules", user="carol", channel="games")).wait_edits(1)
        assert len(plain[0].embeds) == 1 and "A quarrel between siblings" in plain[0].embeds[0]["description"]
        assert plain[0].embeds[0]["description"].endswith("\n" + words.STAND_IN_VALUES)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(34))
        await table.open(2, scenario="Island dance", interventions="aeolus")
        for asked in (await loopback.slash("muses rules", user="carol", channel="games"),
                      await loopback.click(table.board, label="Rules", user="bob")):
            # the tiles in a message of their own: together with the rules, near Discord's 6,000 characters
            [answer], [then] = await asked.wait_edits(1), await asked.wait_followups(1)
            assert answer.ephemeral and then.ephemeral and not discord_would_refuse(answer)
            [base], [tiles] = answer.embeds, then.embeds
            assert "interventions: Poseidon, Artemis, Aeolus" in base["description"]
            assert tiles["title"] == "Divine Interventions at this table"
            text = tiles["description"]
            assert [t for t in map(words.god, GODS) if f"**{t}**" in text] == ["Poseidon", "Artemis", "Aeolus"]
            assert "No step, single or group, may be made in Poseidon's direction" in text
            assert "a tie gives no sun" in text and "every die showing 4" in text
            assert "*stable*" in text and "falls back to the Olympus" in text


async def test_lobby_tiles_survive_a_restart(loopback, make_bot):
    async with loopback.running(make_bot(seed=35)) as bot:
        lobby, game_id = await open_lobby(loopback)
        await choose(loopback, lobby, TILES_SELECT, ["poseidon", "zeus"], user="alice")
    async with loopback.running(make_bot(seed=35)) as bot:
        assert bot.games.get(game_id).stored.table.interventions == ("zeus", "poseidon")
        await choose(loopback, lobby, TILES_SELECT, ["zeus", "poseidon", "eros"], user="alice")  # the old menu works
        await (await loopback.click(lobby, label="Join", user="bob")).response()
        await (await loopback.click(lobby, label="Start", user="alice")).response()
        await loopback.wait_for_record(lambda r: board_version(r, game_id) is not None)
        assert bot.games.get(game_id).stored.game.options.interventions == ("zeus", "poseidon", "eros")
        assert select(loopback.message(lobby.message_id), TILES_SELECT) is None  # the started game's has no menus


def test_a_long_list_of_places_is_paged_within_the_select_limit():
    options = [(f"place {i}", f"p{i}") for i in range(50)]
    seen, page = [], 0
    while True:
        shown, page, pages = paged(options, page)
        assert len(shown) <= 22  # with "Another tile", "Earlier" and "More", at most 25
        seen += [v for _, v in shown]
        if page == pages - 1:
            break
        page += 1
    assert seen == [v for _, v in options] and pages == 3
    assert paged(options[:20], 5) == (options[:20], 0, 1)


def test_an_export_during_the_game_does_not_order_an_edge_by_secret_names():
    game = dancing("Ca Cl Er\nEu Me Po\nTe Th Ur", hidden=("Calliope",), options=Options(interventions=("eros",)))
    game.apply(Step("Urania", Dir.E, None, Intervention("eros", OnEdge(("Calliope", "Clio")))))
    token = game.hand.tokens["Calliope"]
    [action] = seat_record(game, 1)["hands"][0]["actions"]
    assert action["intervention"]["at"] == {"edge": ["Clio", token]}  # as the table sees them, in that order
    assert seat_record(game, 0)["hands"][0]["actions"][0]["intervention"]["at"] == {
        "edge": ["Calliope", "Clio"]}  # the owner knows their Mysterious Muse


# Calliope and Urania meet diagonally at corner [1, 1], which holds Apollo/Dionysus; Calliope's step east
# leaves them orthogonal neighbours, so the tile falls to the Olympus, and corner [2, 1] (Calliope, Clio) is
# stable after it: putting the tile back there takes a side, chosen on the board after the step.
FALLING_APOLLO = """
Ca .  .  .  .  .  .  .  .
.  Ur Cl Er Eu Me Po Te Th
"""


def falling_apollo() -> Game:
    return dancing(FALLING_APOLLO, options=Options(interventions=(God.APOLLO,)),
                   gods={"apollo": OnCorner((1, 1))})


def test_the_panel_offers_the_side_when_the_step_sends_apollo_home_to_the_olympus():
    game = falling_apollo()
    view = player_view(game, 0)
    stub = SimpleNamespace(stored=SimpleNamespace(version=1, seats=[SimpleNamespace(user=1), SimpleNamespace(user=2)]))
    panel = DancePanel(stub, 0, view)  # type: ignore[arg-type]  # the panel only reads the stored game
    panel.pick_muse("Calliope")
    panel.pick_direction(Dir.E)
    assert [(label, label.description) for label, god in choices.god_choices(view, panel.base())
            if god == God.APOLLO] == [("Put Apollo/Dionysus into play", "on a corner")]
    panel.pick_god(God.APOLLO)
    panel.pick_location(OnCorner((2, 1)))
    panel.rebuild()
    assert panel.action() is None and "choose the side it shows" in panel.summary()
    assert {item.label for item in panel.children if isinstance(item, discord.ui.Button)} == {
        side_confirm(side) for side in Side}
    panel.side = Side.DIONYSUS
    action = panel.action()
    assert action == Step("Calliope", Dir.E, None, Intervention(God.APOLLO, OnCorner((2, 1)), Side.DIONYSUS))
    game.submit(action, 0)
    assert game.hand.board.gods[God.APOLLO] == OnCorner((2, 1)) and game.hand.board.apollo_side is Side.DIONYSUS


def test_move_offers_the_side_when_the_step_sends_apollo_home_to_the_olympus():
    game = falling_apollo()
    view = player_view(game, 0)
    offered = [option_text(value) for _label, value in choices.intervention_choices(view, Step("Calliope", Dir.E))]
    assert "apollo=corner:2,1;side=dionysus" in offered and "apollo=corner:2,1" not in offered
    game.submit(choices.step("Calliope", "E", None, "apollo=corner:2,1;side=dionysus"), 0)
    assert game.hand.board.apollo_side is Side.DIONYSUS
