"""Every text the bot sends fits Discord's limits whatever the players are called: built here with
the longest names Discord allows (32 characters, each one a markdown character that escaping
doubles), in every language, from a four-player game of two hands with every tile."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.core.language import _, codes, speaking
from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.core.texts import (
    away_text,
    dms_closed_text,
    hand_text,
    hinted_text,
    history_text,
    idle_text,
    interventions_rules_text,
    last_text,
    leaderboard_text,
    leaderboard_title,
    left_text,
    lobby_text,
    move_text,
    mysterious_text,
    name_of,
    no_games_text,
    noted,
    rating_changes_text,
    rating_note,
    reminder_text,
    result_text,
    rules_text,
    score_text,
    shown_names,
    start_text,
    stats_text,
    thread_link_text,
    timed_out_text,
    turn_text,
)
from bot.core.tutorial import LESSONS, STEPS
from bot.edge.learn import move_label, step_text
from bot.edge.markup import in_message
from bot.edge.reviews import LATE, NONE_FOUND, NOT_OVER, NOT_POSTED, POSTED_IN, PROGRESS, REVIEWED, WHERE
from bot.edge.standings import RECENT, SHOWN
from engine import GODS, Game, Place, default_muse_table
from engine.players import random_action
from engine.views import player_view, public_view

CONTENT = 2000
DESCRIPTION = 4096
EMBEDS = 6000
BUTTON_LABEL = 80
CHOICE_NAME = 100
LIMITS = {"board description": DESCRIPTION, "review choice": CHOICE_NAME}
"""The texts held to a limit other than a message's content."""
MARGIN = 500
"""What the rules' embeds leave free of Discord's limits: room for a longer translation."""
LONGEST = "*_" * 16
"""A 32-character name that escaping makes 64 characters long."""
SERVER = "*_" * 50
"""A 100-character server name, as long as Discord allows, all markdown."""
MUSES = default_muse_table()


@pytest.fixture(scope="module")
def played() -> list[StoredGame]:
    """A four-player game of two hands with every tile, all four seats named `LONGEST` (an AI
    seat last), after each of its actions."""
    seats = (*(Seat(100 + k, LONGEST, dm_channel=1) for k in range(3)), Seat(-1, "AI (normal)", True, "normal"))
    table = TableOptions(players=4, hands=2, interventions=GODS, timeout=60.0)
    rng = random.Random(11)
    game = Game.new([s.name for s in seats], table.options(MUSES), rng)
    versions = []
    while not game.is_over:
        seat = game.hand.to_move
        assert seat is not None
        action = random_action(player_view(game, seat), rng)
        if isinstance(action, Place) and player_view(game, seat).may_hide:
            action = Place(action.muse, action.at, True)
        game = game.copy()
        game.submit(action, seat)
        if game.needs_deal:
            game.deal_next(rng)
        versions.append(StoredGame(7, 1, 2, GameStatus.FINISHED if game.is_over else GameStatus.ACTIVE, 100,
                                   table, seats, game, version=len(versions)))
    return versions


def texts(versions: list[StoredGame], code: str) -> dict[str, str]:
    """Each text a game and its server send, with the longest names, in `code`: the longest of
    each kind over the game."""
    found: dict[str, str] = {}

    def keep(kind: str, text: str) -> None:
        found[kind] = max(found.get(kind, ""), text, key=len)

    held = tuple(replace(x, reserved_until=2e9) if i and not x.ai_level else x  # a rematch's: seats held
                 for i, x in enumerate(versions[0].seats))
    lobby = StoredGame(7, 1, 2, GameStatus.LOBBY, 100, TableOptions(players=4, language=code), held)
    keep("lobby", lobby_text(lobby))
    for s in versions:
        s = StoredGame(**{**s.__dict__, "table": TableOptions(**{**s.table.__dict__, "language": code})})
        assert s.game is not None
        view = public_view(s.game, shown_names(s.seats))
        with speaking(code):
            keep("start", f"{start_text(s, view)}\n\n{thread_link_text(s)}")  # the opening, of a game in a thread
            if view.to_move is not None and view.last is not None:
                # a board's content: what its version owes (every note a turn may say) and the turn
                notes = [timed_out_text(s, 0), away_text(s, 0), hinted_text(s, 0), move_text(s, view.last.phrase),
                         move_text(s, view.last.phrase), turn_text(s, view)]
                keep("board", "\n".join(notes))
                keep("board description", last_text(view))
            if view.scores:
                keep("score", score_text(s, view, view.scores[-1]))
            if view.result is not None:
                keep("result", result_text(s, view) + "\n" + rating_changes_text(
                    [(f"{k}", LONGEST, 1000, 2345, True) for k in range(4)]))
            for seat in range(3):
                private = player_view(s.game, seat, shown_names(s.seats))
                keep("hand", hand_text(s, private))
                if private.mysterious is not None:
                    keep("mysterious", mysterious_text(s, private))
            keep("left", left_text(s, 0))
            keep("reminder", reminder_text(s, 0))
            keep("dms closed", dms_closed_text(s, 100))
            keep("idle", idle_text(s))
    s = versions[-1]
    with speaking(code):
        names = [name_of(seat) for seat in s.seats]
        keep("history", history_text(LONGEST, [(1000 + k, 1.7e9, names, "shared") for k in range(RECENT)]))
        rows = [(k, LONGEST, 9999, True, 1000, 999.5) for k in range(1, SHOWN + 1)]
        keep("leaderboard", leaderboard_text(SERVER, rows, rating_note(1000, 10)))
        keep("leaderboard title", leaderboard_title(SERVER))
        keep("stats", stats_text(LONGEST, 1000, 9999, True, {n: (1000, 500.5) for n in (2, 3, 4)}))
        keep("no games", no_games_text(LONGEST))
        keep("review", "\n".join([_(REVIEWED).format(game=10**12, loss="100 %"), _(LATE)]))
        keep("review progress", _(PROGRESS).format(game=10**12, done=999, total=999))
        keep("review posted", _(POSTED_IN).format(game=10**12, channel=2**64))
        keep("review refused", max(_(NOT_POSTED).format(game=10**12, reason=LONGEST * 10), _(NOT_OVER), _(NONE_FOUND),
                                   key=len))
        keep("review choice", max(map(_, WHERE.values()), key=len))
    return found


@pytest.mark.parametrize("code", codes())
def test_every_text_fits_discords_limits_with_the_longest_names(played, code):
    found = {kind: in_message(text) for kind, text in texts(played, code).items()}  # as Discord gets them
    too_long = {kind: len(text) for kind, text in found.items()
                if len(text) > LIMITS.get(kind, CONTENT)}
    assert not too_long, too_long
    assert "…" in found["history"]  # the history is cut, and says how many games it leaves out


def test_a_board_owing_many_notes_keeps_the_newest_and_its_turn(played):
    """A game paused long owes a note for every move made meanwhile: its board says the newest."""
    s = played[-2]
    assert s.game is not None
    view = public_view(s.game, shown_names(s.seats))
    with speaking("en"):
        moves = [move_text(s, view.last.phrase) for _ in range(40)]
        turn = in_message(turn_text(s, view))
        text = in_message(noted([*moves, turn_text(s, view)]))
    lines = text.splitlines()
    assert len(text) <= CONTENT and lines[-1] == turn and 10 < len(lines) < 40
    assert lines[0] == f"…{41 - len(lines[1:])} earlier notes left out"


@pytest.mark.parametrize("code", codes())
def test_the_rules_leave_a_margin_in_every_language(code):
    """The rules with every tile of a table: the rules in short, then the tiles' in a message of
    their own, each under Discord's limits with room to spare."""
    table = TableOptions(players=4, hands=2, interventions=GODS, timeout=60.0)
    with speaking(code):
        rules = rules_text(table, MUSES)
        tiles = _("Divine Interventions at this table") + interventions_rules_text(GODS)
    assert max(len(rules), len(tiles)) <= min(DESCRIPTION, EMBEDS) - MARGIN, (len(rules), len(tiles))


@pytest.mark.parametrize("code", codes())
def test_each_step_of_the_tutorial_fits_a_phone_and_each_button_its_label(code):
    with speaking(code):
        for step in range(STEPS + 1):
            text = step_text(step)
            assert len(text) <= CONTENT
            assert len(text) <= 900, f"step {step} is long for a phone: {len(text)} characters"
        for lesson in LESSONS:
            assert len(move_label(lesson.move)) <= BUTTON_LABEL
