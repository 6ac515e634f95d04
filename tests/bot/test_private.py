"""Private information: hands by DM or on demand, closed DMs, exports, autocomplete, and no leaks."""

from __future__ import annotations

import json
import random

import pytest

from bot.core.stored import GameStatus
from bot.offline.autoplay import AutoTable, board_version
from bot.offline.loopback import CALLBACK
from engine import MUSES, game_from_record, game_to_record
from engine.seats import seat_record
from engine.views import public_view
from render import render_board
from support.privacy import is_public

LOCALES = ["en-US", "it", "de", "es-ES"]


def speaking(loopback, locale: str) -> None:
    """The server and every member's Discord client in `locale`."""
    loopback.guild.locale = locale
    for member in loopback.guild.members:
        member.user.locale = locale


@pytest.mark.slow
@pytest.mark.parametrize(("locale", "sizes"), [("en-US", (2,)), ("it", (3,)), ("de", (4,))])
async def test_nobody_is_sent_what_they_cannot_know(loopback, make_bot, privacy, locale, sizes):
    """Games of two, three and four players (a size in each of three languages; every end-to-end
    test's games are read so too, the Spanish ones of tests/bot/test_languages.py among them),
    played with the panels and the slash commands: every payload and picture is read for what its
    audience may not know (`privacy`, as after every test), and each kind of them was read, in
    each size of game."""
    speaking(loopback, locale)
    tables = {2: ("games", ["alice", "bob"]), 3: ("general", ["alice", "bob", "carol"]),
              4: ("table-1", ["alice", "bob", "carol", "dave"])}
    async with loopback.running(make_bot(seed=11)):
        for players in sizes:
            channel, users = tables[players]
            table = AutoTable(loopback, channel, users, random.Random(10 + players), slash_share=0.5, locale=locale)
            await table.open(players)
            await table.play_game()
    report = privacy.check(loopback)
    assert report.leaks == []
    kinds = [("message", "dm"), ("picture", "dm"), ("callback", "ephemeral"), ("followup", "ephemeral"),
             ("edit", "ephemeral"), ("picture", "ephemeral"), ("callback", "choices"), ("followup", "public"),
             ("picture", "public")]
    assert not [(*kind, n) for kind in kinds for n in sizes if not report.checked[(*kind, n)]], report.checked


def permuted(record: dict, muses: list[str]) -> dict:
    """`record` with `muses` renamed each to the next, the last to the first, everywhere: deal and actions."""
    sigma = dict(zip(muses, muses[1:] + muses[:1]))
    text = json.dumps(record)
    for m in MUSES:  # rename through placeholders so that a cycle does not collide
        text = text.replace(f'"{m}"', f'"@{m}@"')
    for m in MUSES:
        text = text.replace(f'"@{m}@"', f'"{sigma.get(m, m)}"')
    return json.loads(text)


@pytest.mark.parametrize(("players", "locale"), [(2, "en-US"), (3, "it"), (4, "de")])
async def test_public_boards_equal_those_with_face_down_identities_permuted(loopback, make_bot, players, locale):
    """Every board of a hand, drawn again from the game with its face-down identities (each seat's
    Mysterious Muse, and the Neutral Muse with two players) moved round one place, is the board the
    channel was shown: nothing in it depends on who is face down."""
    speaking(loopback, locale)
    async with loopback.running(make_bot(seed=13)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob", "carol", "dave"][:players], random.Random(13),
                          locale=locale)
        await table.open(players)
        await table.play_game()
        record = game_to_record((await bot.store.get(table.game)).game)
    boards = [r.files[0].data for r in loopback.records if board_version(r, table.game) is not None]
    final = game_from_record(record).hands[0]
    hidden = sorted({*final.mysterious.values(), *([final.deal.neutral] if players == 2 else [])})
    assert len(hidden) == (4 if players == 4 else 3)
    other = permuted(record, hidden)
    assert game_from_record(other).hands[0].mysterious != final.mysterious
    hand = other["hands"][0]
    for k, image in enumerate(boards):
        prefix = {**other, "hands": [{**hand, "actions": hand["actions"][:k]}]}
        assert render_board(public_view(game_from_record(prefix)), locale=locale) == image, f"board after {k} actions"
    placements = 9 if players == 3 else 8
    assert len(boards) == len(hand["actions"]) > placements  # one board per turn, the last one is the score


async def test_closed_dms_do_not_stop_the_game(loopback, make_bot):
    loopback.refuse_dms("bob")
    async with loopback.running(make_bot(seed=14)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(14))
        await table.open(2)  # the first board comes before the hands
        told = await loopback.wait_for_record(lambda r: "cannot send you direct messages" in (r.content or ""))
        assert f"<@{loopback.member('bob').id}>" in told.content and is_public(told)
        hand = await loopback.click(table.board, label="My hand", user="bob")
        [shown] = await hand.wait_edits(1)
        assert shown.ephemeral and shown.filenames == [f"hand-{table.game}.png"] and "Your hand" in shown.content
        await table.play_game()
        assert (await bot.store.get(table.game)).status is GameStatus.FINISHED
    told = [r for r in loopback.records if "cannot send you direct messages" in (r.content or "")]
    assert len(told) == 1  # told once, not on every DM the game would have sent
    assert loopback.dm_messages("bob") == [] and len(loopback.dm_messages("alice")) == 2


async def test_export_withholds_what_the_player_may_not_know_until_the_end(loopback, make_bot):
    async with loopback.running(make_bot(seed=15)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(15))
        await table.open(2)
        for _ in range(9):
            await table.play_turn()
        game = bot.games.get(table.game).stored.game
        hidden = set(game.hand.hidden)
        alice_own = game.hand.mysterious.get(0)
        partial = await (await loopback.slash("muses export", user="alice", channel="games")).response()
        assert partial.ephemeral and partial.filenames == [f"muses-game-{table.game}-so-far.json"]
        data = json.loads(partial.files[0].data)
        assert "withheld" in data and data["hands"][0]["deal"]["seats"][1] is None
        assert data == seat_record(game, 0)  # exactly the seat record an automated player is given
        text = partial.files[0].data.decode()
        assert not [m for m in hidden - {alice_own} if m in text]
        await table.play_game()
        full = await (await loopback.slash("muses export", user="dave", channel="games")).response()
        record = json.loads(full.files[0].data)
        assert "withheld" not in record and game_from_record(record).is_over
        # A new lobby in the channel: the finished game is still the one exported, or asked by number.
        await (await loopback.slash("muses new", {"players": 2}, user="bob", channel="games")).response()
        for options in ({}, {"game": table.game}):
            again = await (await loopback.slash("muses export", options, user="dave", channel="games")).response()
            assert again.filenames == [f"muses-game-{table.game}.json"] and json.loads(again.files[0].data) == record
        other = await (await loopback.slash("muses export", {"game": table.game + 7}, user="dave",
                                            channel="games")).response()
        assert other.ephemeral and f"No game #{table.game + 7}" in other.content


async def test_autocomplete_offers_only_legal_choices(loopback, make_bot):
    async with loopback.running(make_bot(seed=16)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(16))
        await table.open(2)
        session = bot.games.get(table.game)
        seat = session.stored.game.hand.to_move
        user, other = table.users[seat], table.users[1 - seat]
        view = session.player(seat)
        muses = await (await loopback.autocomplete("muses place", focused="muse", user=user,
                                                   channel="games")).response()
        assert sorted(c["value"] for c in muses.choices) == sorted(view.hand)
        squares = await (await loopback.autocomplete("muses place", focused="square", user=user,
                                                     channel="games")).response()
        assert sorted(c["value"] for c in squares.choices) == sorted(view.square_codes())
        nothing = await (await loopback.autocomplete("muses place", focused="muse", user="dave",
                                                     channel="games")).response()
        assert nothing.choices == []
        theirs = await (await loopback.autocomplete("muses place", focused="muse", user=other,
                                                    channel="games")).response()
        assert sorted(c["value"] for c in theirs.choices) == sorted(session.player(1 - seat).hand)
        for _ in range(9):
            await table.play_turn()
        view = session.player(session.stored.game.hand.to_move)
        user = table.users[view.seat]
        steps = await (await loopback.autocomplete("muses move", focused="muse", user=user, channel="games")).response()
        assert sorted(c["value"] for c in steps.choices) == sorted({m for m, _ in view.legal_steps()})
        assert not [m for m in session.stored.game.hand.hidden if m in json.dumps(steps.choices)]
        muse = steps.choices[0]["value"]
        dirs = await (await loopback.autocomplete("muses move", {"muse": muse}, focused="direction", user=user,
                                                  channel="games")).response()
        assert [c["value"] for c in dirs.choices] == [d.name for m, d in view.legal_steps() if m == muse]
        wrong = await (await loopback.slash("muses move", {"muse": "Nobody", "direction": "N"}, user=user,
                                            channel="games")).wait_edits(1)
        assert wrong[0].ephemeral and "Nobody" in wrong[0].content
        assert all(r.kind != CALLBACK or r.callback_type != 4 or r.ephemeral
                   for r in loopback.records if r.interaction_id in {wrong[0].interaction_id})


async def test_the_first_board_comes_before_the_hands_and_dm_channels_are_remembered(loopback, make_bot):
    async with loopback.running(make_bot(seed=17)) as bot:
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(17))
        await table.open(2)
        first_dm = await loopback.wait_for_record(lambda r: r.dm_user_id is not None)
        assert loopback.records.index(table.board) < loopback.records.index(first_dm)
        await loopback.wait_for_record(lambda r: r.dm_user_id == loopback.member("bob").id)
        seats = (await bot.store.get(table.game)).seats
        assert [s.dm_channel for s in seats] == [loopback.dm_channel(u).id for u in ("alice", "bob")]
