"""The core speaks no Discord: its words hold members, channels, moments and names as marks,
and the Discord edge says them when it sends. Words stored before the marks say the same."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.core import marks
from bot.core.language import speaking
from bot.core.stored import GameStatus, Owed, Seat, StoredGame, TableOptions
from bot.core.texts import cancelled_text, left_text, lobby_text, noted, thread_link_text
from bot.edge.markup import in_menu, in_message
from bot.edge.server import forgotten
from bot.play.lifecycle import check_room
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import Game, Refusal, default_muse_table

HOSTILE = "a_b*c `d` ~~e~~ \ue000@1\ue001"
"""A name with markdown in it, and what would open a mark."""


def lobby(*seats: Seat) -> StoredGame:
    return StoredGame(7, 10, 20, GameStatus.LOBBY, 101, TableOptions(), seats)


def test_the_core_says_members_channels_moments_and_names_as_discord_reads_them():
    stored = lobby(Seat(101, HOSTILE), Seat(102, "bob", reserved_until=1_700_000_000))
    with speaking("en"):
        shown = in_message(lobby_text(stored))
        assert "Host: <@101>." in shown and "1. <@101>" in shown
        assert "*reserved for <@102> until <t:1700000000:t>*" in shown
        assert in_message(cancelled_text(stored, 101)) == "Game #7 was cancelled by <@101>."
        assert in_message(thread_link_text(stored)) == "The game is played in its thread: <#20>"
        left = in_message(left_text(replace(stored, status=GameStatus.ACTIVE), 0))
    assert left.startswith(r"a\_b\*c \`d\` \~\~e\~\~ @1 left game #7")  # escaped; no mark opened by a name
    assert "<@1>" not in left
    try:
        check_room([replace(stored, host=5, channel=40)], 5, 3)
    except Refusal as refused:
        assert in_message(str(refused)).startswith("You already have an open lobby in <#40>: start it")
    else:
        raise AssertionError("refused")


def test_where_discord_shows_text_plainly_a_name_is_as_written():
    assert in_menu(marks.name("a_b*c")) == "a_b*c" and in_message(marks.name("a_b*c")) == r"a\_b\*c"


def test_what_a_cut_leaves_of_a_mark_is_not_shown():
    cut = noted(["x" * 10] * 3 + [marks.name("y" * 3000)])
    assert marks.OPEN not in in_message(cut) and marks.CLOSE not in in_message(cut)


def test_a_message_holds_what_discord_shows_of_its_marks():
    """The core fits its notes to a message by the longest an edge may say them in."""
    escaped = marks.name("_*" * 600)
    text = noted(["first note", escaped, "last note"])
    assert len(in_message(text)) <= 2000 and text.endswith("last note")


async def test_words_stored_before_the_marks_load_and_say_the_same_in_discord(tmp_path):
    """Owed words written by the bot before the core marked its references (mentions, escaped
    names, timestamps and channel links in their Discord form) are sent as they were stored, and
    forgetting a player still renames them there."""
    before = ("Game #7 was cancelled by <@101>.\n"
              r"a\_b left game #7: an automated player takes their seat." + "\n"
              "*reserved for <@102> until <t:1700000000:t>* in <#20>")
    store = GameStore(await open_db(str(tmp_path / "muses.sqlite3")))
    try:
        seats = (Seat(101, "a_b"), Seat(102, "bob"))
        created = await store.create(10, 20, seats[0], TableOptions())
        game = Game.new(["a_b", "bob"], TableOptions().options(default_muse_table()), random.Random(1))
        stored = await store.save(replace(created, seats=seats, status=GameStatus.ACTIVE, game=game,
                                          owed=Owed(lobby=before, note=before)))
        loaded = await store.get(stored.id)
    finally:
        await store.close()
    assert in_message(loaded.owed.note) == before and in_message(loaded.owed.lobby) == before
    renamed = in_message(forgotten(replace(loaded, status=GameStatus.FINISHED), 101).owed.note)
    assert "<@101>" not in renamed and "a\\_b" not in renamed and renamed.count("a former player") == 2
