"""A game's lifecycle without Discord: each request on a stored game, and what it makes of it
(the next stored game and what it owes) or the sentence that refuses it. Table-driven; each
case takes milliseconds."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from bot.core.stored import GameStatus, OnLeave, Owed, Seat, StoredGame, TableOptions
from bot.edge.markup import in_message
from bot.play import lifecycle as lc
from bot.play.lifecycle import Changed, Context, Noted, SayFirst
from engine import Game, God, Intervention, OnMuse, Phase, Place, Refusal, Step, default_muse_table
from engine.language import language
from engine.players import random_action
from engine.views import PublicView, player_view

NOW = 5000.0
HELD, PAST = NOW + 100, NOW
AI_FROM = 5001.25
MUSES = default_muse_table()
ANA, BEN, CY, MOD = 101, 102, 103, 999


def context(seed: int = 3) -> Context:
    return Context(NOW, AI_FROM, random.Random(seed), MUSES)


# --- stored games -------------------------------------------------------------------

def lobby(*others: Seat, players: int = 2, status: GameStatus = GameStatus.LOBBY, **table: Any) -> StoredGame:
    """A lobby opened by ana (its host), with `others` seated."""
    return StoredGame(7, 1, 2, status, ANA, TableOptions(players=players, **table), (Seat(ANA, "ana"), *others),
                      version=3, board_message=70, board_version=3, active_at=1000.0)


def playing(*, seats: tuple[Seat, ...] = (Seat(ANA, "ana"), Seat(BEN, "ben")), moves: int = 0, seed: int = 1,
            **table: Any) -> StoredGame:
    """A game in play after `moves` random actions, its board shown; the table's timeout 60 s
    unless said otherwise."""
    options = TableOptions(players=len(seats), **{"timeout": 60.0, **table})
    rng = random.Random(seed)
    game = Game.new([s.name for s in seats], options.options(MUSES), rng)
    for _ in range(moves):
        game.submit(_action(game, rng), _seat(game))
    return StoredGame(7, 1, 2, GameStatus.ACTIVE, ANA, options, seats, game, version=9, board_message=90,
                      board_version=9, deadline=NOW + 30, active_at=4000.0)


def to_move(s: StoredGame) -> int:
    return lc.to_move(s)


def turn_user(s: StoredGame) -> int:
    return s.seats[to_move(s)].user


def other_user(s: StoredGame) -> int:
    return s.seats[1 - to_move(s)].user


def with_turn_seat(s: StoredGame, **changes: Any) -> StoredGame:
    return s.with_seat(to_move(s), **changes)


def ai_next(s: StoredGame) -> StoredGame:
    """`s` with the seat after the one to move an AI's."""
    return s.with_seat(1 - to_move(s), ai_owned=True, ai_level="easy")


def _seat(game: Game) -> int:
    assert game.hand.to_move is not None
    return game.hand.to_move


def _action(game: Game, rng: random.Random, hidden: bool | None = None) -> Any:
    seat = _seat(game)
    action = random_action(player_view(game, seat), rng)
    if isinstance(action, Place) and hidden is not None:
        action = Place(action.muse, action.at, hidden and player_view(game, seat).may_hide)
    return action


def action(s: StoredGame, hidden: bool | None = False) -> Any:
    """A legal action for the seat to move (a placement face up unless `hidden`)."""
    assert s.game is not None
    return _action(s.game, random.Random(s.version), hidden)


def before_hand_end(hands: int = 1, **table: Any) -> tuple[StoredGame, Any]:
    """A game in play whose next action ends its hand, with that action."""
    s = playing(hands=hands, **table)
    rng = random.Random(5)
    assert s.game is not None
    game = s.game.copy()
    while True:
        act = _action(game, rng)
        after = game.copy()
        after.submit(act, _seat(game))
        if after.hand.phase is Phase.FINISHED:
            return replace(s, game=game), act
        game = after


def with_zeus(step: Step) -> Step:
    """`step` with Zeus put on its own Muse at the end of the turn."""
    return Step(step.muse, step.dir, step.ability, Intervention(God.ZEUS, OnMuse(step.muse)))


def hidden_placement(s: StoredGame) -> StoredGame:
    """`s` advanced to a turn where its player may place a Muse face down."""
    assert s.game is not None
    game, rng = s.game.copy(), random.Random(2)
    while not player_view(game, _seat(game)).may_hide:
        game.submit(_action(game, rng, hidden=False), _seat(game))
    return replace(s, game=game)


# --- what an outcome says ----------------------------------------------------------

class Has:
    """Equal to a text holding `part`."""

    def __init__(self, part: str):
        self.part = part

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and self.part in other

    def __repr__(self) -> str:
        return f"Has({self.part!r})"


class Lacks(Has):
    def __eq__(self, other: object) -> bool:
        return other is None or (isinstance(other, str) and self.part not in other)


def facts(before: StoredGame, outcome: lc.Outcome) -> dict[str, Any]:
    """What a player would notice of an outcome: its stored game's status, seats and what it owes."""
    match outcome:
        case None:
            return {"outcome": None}
        case SayFirst():
            return {"outcome": "say first"}
        case Noted(stored, part, rearm):
            found: dict[str, Any] = {"outcome": "noted", "part": part, "rearm": rearm}
        case Changed(stored):
            found = {"outcome": "changed", "lobby": outcome.lobby, "channel": outcome.channel,
                     "board": outcome.board is not None, "over": outcome.over, "rated": outcome.rated,
                     "privates": tuple((p.seat, p.mysterious) for p in outcome.privates),
                     "move": outcome.move is not None, "answer": outcome.answer}
    turn = to_move(before) if before.status is GameStatus.ACTIVE else 0
    return {**found, "status": stored.status, "users": tuple(x.user for x in stored.seats),
            "names": tuple(x.name for x in stored.seats), "ai_owned": tuple(x.ai_owned for x in stored.seats),
            "left": tuple(x.left for x in stored.seats), "hand_owed": tuple(x.hand_owed for x in stored.seats),
            "locale": tuple(x.locale for x in stored.seats), "held": tuple(x.reserved for x in stored.seats),
            "interventions": stored.table.interventions,
            "timeouts": stored.seats[turn].timeouts,
            "turn seat": (stored.seats[turn].ai_owned, stored.seats[turn].left),
            "deadline": stored.deadline, "active_at": stored.active_at,
            "lobby text": in_message(stored.owed.lobby), "score": stored.owed.score,
            "note": in_message(stored.owed.note),
            "strip": stored.owed.strip, "thread": stored.owed.thread,
            "hands": len(stored.game.hands) if stored.game else 0, "version": stored.version,
            "automated": stored.automated}


@dataclass(frozen=True)
class Case:
    name: str
    before: Callable[[], StoredGame]
    request: Callable[[StoredGame], lc.Request]
    expected: dict[str, Any] | str
    """The facts of the outcome that matter, or the refusal's sentence (a part of it)."""


def _case(name, before, request, expected) -> Any:
    return pytest.param(Case(name, before, request, expected), id=name)


CASES = [
    # the lobby
    _case("join", lambda: lobby(), lambda s: lc.Join(Seat(BEN, "ben")),
          {"outcome": "changed", "lobby": True, "channel": False, "users": (ANA, BEN), "version": 3}),
    _case("join twice", lambda: lobby(Seat(BEN, "ben"), players=3), lambda s: lc.Join(Seat(BEN, "ben")),
          "You are already at this table"),
    _case("join a full table", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Join(Seat(CY, "cy")),
          "This table is full"),
    _case("join a game started", lambda: playing(), lambda s: lc.Join(Seat(CY, "cy")),
          "This lobby is closed: the game has started or was cancelled"),
    _case("join a lobby cancelled", lambda: lobby(status=GameStatus.CANCELLED), lambda s: lc.Join(Seat(CY, "cy")),
          Has("This lobby is closed")),
    # a rematch's lobby: seats held for the last game's players
    _case("take the seat held for you", lambda: lobby(Seat(BEN, "ben", reserved_until=HELD)),
          lambda s: lc.Join(Seat(BEN, "Ben", locale="it")),
          {"outcome": "changed", "lobby": True, "users": (ANA, BEN), "held": (False, False), "names": ("ana", "Ben"),
           "locale": (None, "it")}),
    _case("take the seat held for you twice", lambda: lobby(Seat(BEN, "ben"), Seat(CY, "cy", reserved_until=HELD),
                                                             players=3),
          lambda s: lc.Join(Seat(BEN, "ben")), "You are already at this table"),
    _case("join a table whose free seat is held", lambda: lobby(Seat(BEN, "ben", reserved_until=HELD)),
          lambda s: lc.Join(Seat(CY, "cy")),
          f"The free seats are held for the players of the last game until <t:{int(HELD)}:t>: try again then"),
    _case("join a seat held past its time", lambda: lobby(Seat(BEN, "ben", reserved_until=PAST), Seat(-1, "AI", True,
                                                                                                       "easy"),
                                                          players=3),
          lambda s: lc.Join(Seat(CY, "cy")), {"outcome": "changed", "users": (ANA, CY, -1), "held": (False,) * 3}),
    _case("join beside a held seat", lambda: lobby(Seat(BEN, "ben", reserved_until=HELD), players=3),
          lambda s: lc.Join(Seat(CY, "cy")), {"outcome": "changed", "users": (ANA, BEN, CY),
                                              "held": (False, True, False)}),
    _case("start with a seat still held", lambda: lobby(Seat(BEN, "ben", reserved_until=HELD)),
          lambda s: lc.Start(ANA), "The table needs 2 players; 1 joined so far"),
    _case("decline the seat held for you", lambda: lobby(Seat(BEN, "ben", reserved_until=HELD)),
          lambda s: lc.LeaveLobby(BEN), {"outcome": "changed", "users": (ANA,)}),
    _case("release the seats held past their time",
          lambda: lobby(Seat(BEN, "ben", reserved_until=PAST), Seat(CY, "cy", reserved_until=HELD), players=3),
          lambda s: lc.Release(), {"outcome": "changed", "lobby": True, "users": (ANA, CY), "held": (False, True)}),
    _case("release, no seat held past its time", lambda: lobby(Seat(BEN, "ben", reserved_until=HELD)),
          lambda s: lc.Release(), {"outcome": None}),
    _case("release after the start", lambda: playing(), lambda s: lc.Release(), {"outcome": None}),
    _case("leave the lobby", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.LeaveLobby(BEN),
          {"outcome": "changed", "lobby": True, "users": (ANA,)}),
    _case("the host leaves the lobby", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.LeaveLobby(ANA),
          "You are the host: press Cancel to close the lobby"),
    _case("leave a lobby not joined", lambda: lobby(), lambda s: lc.LeaveLobby(BEN), "You are not at this table"),
    _case("add an AI", lambda: lobby(), lambda s: lc.AddAI(ANA, "easy"),
          {"outcome": "changed", "lobby": True, "users": (ANA, -1), "names": ("ana", "AI (easy)"),
           "ai_owned": (False, True)}),
    _case("add an AI, not the host", lambda: lobby(Seat(BEN, "ben"), players=3), lambda s: lc.AddAI(BEN, "easy"),
          "Only the host can add AI players"),
    _case("add an AI to a full table", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.AddAI(ANA, "easy"),
          "This table is full"),
    _case("add an AI of no level", lambda: lobby(), lambda s: lc.AddAI(ANA, "godlike"),
          "An AI plays at one of these levels: easy, normal, hard"),
    _case("remove the last AI", lambda: lobby(Seat(-1, "AI (easy)", True, "easy"), Seat(-2, "AI (hard)", True, "hard"),
                                              players=3),
          lambda s: lc.RemoveAI(ANA), {"outcome": "changed", "lobby": True, "users": (ANA, -1)}),
    _case("remove an AI, none seated", lambda: lobby(), lambda s: lc.RemoveAI(ANA),
          "There is no AI player at this table"),
    _case("remove an AI, not the host", lambda: lobby(Seat(BEN, "ben"), Seat(-1, "AI (easy)", True, "easy"),
                                                      players=3),
          lambda s: lc.RemoveAI(BEN), "Only the host can remove AI players"),
    _case("choose the interventions", lambda: lobby(), lambda s: lc.SetInterventions(ANA, ("zeus",)),
          {"outcome": "changed", "lobby": True, "interventions": ("zeus",)}),
    _case("choose the interventions, not the host", lambda: lobby(Seat(BEN, "ben")),
          lambda s: lc.SetInterventions(BEN, ()), "Only the host can choose the Divine Interventions of this table"),
    _case("start", lambda: lobby(Seat(BEN, "ben"), timeout=60.0), lambda s: lc.Start(ANA),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "lobby": True, "channel": True, "board": False,
           "lobby text": Has("**Game #7 begins.**"), "hand_owed": (0, 0), "privates": ((0, False), (1, False)),
           "deadline": NOW + 60, "active_at": NOW, "hands": 1}),
    _case("start without a timeout", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Start(ANA),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "deadline": None, "thread": False, "note": None}),
    _case("start in a thread of its own", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Start(ANA, lc.Threads.OWN),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "lobby": True, "channel": True, "thread": True,
           "note": None}),
    _case("start where no thread may be started", lambda: lobby(Seat(BEN, "ben")),
          lambda s: lc.Start(ANA, lc.Threads.DENIED),
          {"outcome": "changed", "thread": False, "note": Has("I may not start a thread in this channel")}),
    _case("start with an AI: its hand is owed to nobody",
          lambda: lobby(Seat(-1, "AI (easy)", True, "easy")), lambda s: lc.Start(ANA),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "hand_owed": (0, None), "privates": ((0, False),)}),
    _case("start, not the host", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Start(BEN),
          "Only the host can start the game"),
    _case("start a table not full", lambda: lobby(players=3), lambda s: lc.Start(ANA),
          "The table needs 3 players; 1 joined so far"),
    _case("cancel", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Cancel(ANA, False),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "lobby": True, "over": True, "rated": False,
           "lobby text": "Game #7 was cancelled by <@101>."}),
    _case("cancel, a moderator", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Cancel(MOD, True),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "lobby text": "Game #7 was cancelled by <@999>."}),
    _case("cancel, neither host nor moderator", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Cancel(BEN, False),
          "Only the host or a moderator can cancel this lobby"),
    # play
    _case("a move", lambda: playing(), lambda s: lc.Play(turn_user(s), action(s), s.version),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "channel": True, "board": True, "privates": (),
           "move": True, "deadline": NOW + 60, "active_at": NOW, "note": None, "over": False}),
    _case("a move on the board shown while a newer one is not", lambda: replace(playing(), version=10),
          lambda s: lc.Play(turn_user(s), action(s), 9), {"outcome": "changed"}),
    _case("a move clears its player's timeouts", lambda: with_turn_seat(playing(), timeouts=1),
          lambda s: lc.Play(turn_user(s), action(s), None), {"outcome": "changed", "timeouts": 0, "automated": ()}),
    _case("a Mysterious Muse placed: its reminder by DM", lambda: hidden_placement(playing()),
          lambda s: lc.Play(turn_user(s), action(s, hidden=True), None),
          {"outcome": "changed", "privates": ((to_move(hidden_placement(playing())), True),)}),
    _case("a move before an AI's: no board yet, the move is listed", lambda: ai_next(playing()),
          lambda s: lc.Play(turn_user(s), action(s), None),
          {"outcome": "changed", "channel": False, "board": False, "deadline": AI_FROM, "note": Has("▸ ")}),
    _case("a step before an AI's: listed with the dice it changed", lambda: ai_next(playing(moves=12)),
          lambda s: lc.Play(turn_user(s), action(s), None), {"outcome": "changed", "note": Has(" → ")}),
    _case("a move, not your turn", lambda: playing(), lambda s: lc.Play(other_user(s), action(s), None),
          Has("'s turn, not yours")),
    _case("a move on an old board", lambda: playing(), lambda s: lc.Play(turn_user(s), action(s), 8),
          "This board is out of date: the game has moved on. Use the newest board message."),
    _case("a move by someone not playing", lambda: playing(), lambda s: lc.Play(CY, action(s), None),
          "You are not playing in this game"),
    _case("a move in a lobby", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Play(ANA, None, None),  # type: ignore[arg-type]
          "This game has not started yet"),
    _case("a move in a game over", lambda: replace(playing(), status=GameStatus.FINISHED),
          lambda s: lc.Play(ANA, None, None), "This game is over"),  # type: ignore[arg-type]
    _case("an illegal move", lambda: playing(moves=1),
          lambda s: lc.Play(turn_user(s), Place(action(s).muse, (40, 40)), None),
          "square [40, 40] does not touch a Muse in play"),
    _case("a hand ends: its score, the next hand dealt and sent",
          lambda: before_hand_end(hands=2)[0], lambda s: lc.Play(turn_user(s), before_hand_end(hands=2)[1], None),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "score": 0, "note": Has("**Hand 2** is dealt"),
           "hands": 2, "hand_owed": (1, 1), "privates": ((0, False), (1, False)), "channel": True, "board": True}),
    _case("the last hand ends: the result", lambda: before_hand_end()[0],
          lambda s: lc.Play(turn_user(s), before_hand_end()[1], None),
          {"outcome": "changed", "status": GameStatus.FINISHED, "score": 0, "note": None, "deadline": None,
           "over": True, "rated": True, "channel": True, "board": False, "privates": (), "strip": (90,)}),
    _case("a move that ends the hand with an intervention", lambda: before_hand_end(interventions=("zeus",))[0],
          lambda s: lc.Play(turn_user(s), with_zeus(before_hand_end(interventions=("zeus",))[1]), None),
          "this turn ends the hand: no intervention follows it"),
    _case("a hand ends while the board before is owed: that board first",
          lambda: replace(before_hand_end()[0], board_version=8),
          lambda s: lc.Play(turn_user(s), before_hand_end()[1], None), {"outcome": "say first"}),
    _case("... then the hand's end", lambda: replace(before_hand_end()[0], board_version=8),
          lambda s: lc.Play(turn_user(s), before_hand_end()[1], None, said_first=True),
          {"outcome": "changed", "status": GameStatus.FINISHED, "score": 0}),
    _case("the game ends while an older board's controls are still to go: both boards' are owed",
          lambda: replace(before_hand_end()[0], owed=Owed(strip=(80,))),
          lambda s: lc.Play(turn_user(s), before_hand_end()[1], None),
          {"outcome": "changed", "status": GameStatus.FINISHED, "strip": (80, 90)}),
    # automated moves
    _case("a turn times out: the AI moves for its player", lambda: playing(),
          lambda s: lc.AutoMove(s.version, action(s), away=False),
          {"outcome": "changed", "timeouts": 1, "note": Has("did not move within 1 min"), "channel": True,
           "automated": ((0, 0),)}),
    _case("a second turn timed out: the player is away",
          lambda: with_turn_seat(playing(), timeouts=1), lambda s: lc.AutoMove(s.version, action(s), away=False),
          {"outcome": "changed", "timeouts": 2, "note": Has("missed 2 turns in a row")}),
    _case("an away player's turn: nothing more is said", lambda: with_turn_seat(playing(), timeouts=2),
          lambda s: lc.AutoMove(s.version, action(s), away=True),
          {"outcome": "changed", "timeouts": 3, "note": None, "automated": ((0, 0),)}),
    _case("a forfeited player's seat: the AI's moves are marked too",
          lambda: replace(with_turn_seat(playing(moves=2), ai_owned=True, left=True), automated=((0, 1),)),
          lambda s: lc.AutoMove(s.version, action(s), away=False),
          {"outcome": "changed", "automated": ((0, 1), (0, 2))}),
    _case("an AI seat's move", lambda: with_turn_seat(playing(moves=1), ai_owned=True, ai_level="easy"),
          lambda s: lc.AutoMove(s.version, action(s), away=False),
          {"outcome": "changed", "note": None, "channel": True, "deadline": NOW + 60, "automated": ()}),
    _case("an automated move after the game moved on", lambda: playing(),
          lambda s: lc.AutoMove(s.version - 1, action(s), away=False), {"outcome": None}),
    _case("an automated move for a player back meanwhile", lambda: playing(),
          lambda s: lc.AutoMove(s.version, action(s), away=True), {"outcome": None}),
    _case("an automated move in a game over", lambda: replace(playing(), status=GameStatus.CANCELLED),
          lambda s: lc.AutoMove(s.version, action(s), away=False), {"outcome": None}),
    # hints, players back, locales
    _case("a hint: the table is told with the next board", lambda: playing(),
          lambda s: lc.Hinted(to_move(s), s.version),
          {"outcome": "noted", "part": "owed", "note": Has("asked the AI for a hint this turn"), "version": 9}),
    _case("a hint after the game moved on", lambda: playing(), lambda s: lc.Hinted(to_move(s), s.version - 1),
          "The game moved on while I was thinking: ask again"),
    _case("an away player is back on their turn", lambda: with_turn_seat(playing(), timeouts=2),
          lambda s: lc.ComeBack(turn_user(s)),
          {"outcome": "noted", "part": "seats and deadline", "timeouts": 0, "deadline": NOW + 60, "rearm": True}),
    _case("an away player is back on another's turn",
          lambda: playing().with_seat(0, timeouts=2).with_seat(1, timeouts=2),
          lambda s: lc.ComeBack(other_user(s)),
          {"outcome": "noted", "deadline": NOW + 30, "rearm": False}),
    _case("a player not away comes back", lambda: playing(), lambda s: lc.ComeBack(turn_user(s)), {"outcome": None}),
    _case("a player speaks a new language", lambda: playing(), lambda s: lc.Heard(ANA, "fr"),
          {"outcome": "noted", "part": "seats", "locale": ("fr", None)}),
    _case("a player speaks the same language", lambda: playing().with_seat(0, locale="fr"),
          lambda s: lc.Heard(ANA, "fr"), {"outcome": None}),
    # leaving, ending
    _case("a forfeit ends the game", lambda: playing(), lambda s: lc.Forfeit(BEN),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "left": (False, True), "deadline": None,
           "note": Has("ben"), "channel": True, "over": True, "rated": True, "answer": "You left; the game is over.",
           "strip": (90,)}),
    _case("a forfeit ends the game while an older board's controls are still to go: both boards' are owed",
          lambda: replace(playing(), owed=Owed(strip=(80,))), lambda s: lc.Forfeit(BEN),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "strip": (80, 90)}),
    _case("a forfeit hands the seat to the AI",
          lambda: playing(on_leave=OnLeave.CONTINUE, seats=(Seat(ANA, "ana"), Seat(BEN, "ben"), Seat(CY, "cy"))),
          lambda s: lc.Forfeit(turn_user(s)),
          {"outcome": "changed", "status": GameStatus.ACTIVE, "turn seat": (True, True), "deadline": AI_FROM,
           "note": Has("automated"),
           "channel": True, "over": False, "rated": False, "strip": (),
           "answer": "You left; an automated player plays in your place."}),
    _case("a forfeit leaving only AIs ends the game",
          lambda: playing(on_leave=OnLeave.CONTINUE, seats=(Seat(ANA, "ana"), Seat(-1, "AI (easy)", True, "easy"))),
          lambda s: lc.Forfeit(ANA), {"outcome": "changed", "status": GameStatus.CANCELLED, "over": True}),
    _case("a forfeit in the lobby", lambda: lobby(Seat(BEN, "ben")), lambda s: lc.Forfeit(BEN),
          {"outcome": "changed", "lobby": True, "users": (ANA,), "answer": "You left the lobby."}),
    _case("a forfeit by someone not playing", lambda: playing(), lambda s: lc.Forfeit(CY),
          "You are not playing in this game"),
    _case("a forfeit in a game over", lambda: replace(playing(), status=GameStatus.FINISHED),
          lambda s: lc.Forfeit(ANA), "You are not playing in this game"),
    _case("a reset", lambda: playing(), lambda s: lc.Reset(MOD),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "deadline": None, "channel": True, "over": True,
           "rated": False, "note": "Game #7 was ended by <@999>, without a result.", "strip": (90,)}),
    _case("a reset while an older board's controls are still to go: both boards' are owed",
          lambda: replace(playing(), owed=Owed(strip=(80,))), lambda s: lc.Reset(MOD),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "strip": (80, 90)}),
    _case("a reset of a lobby", lambda: lobby(), lambda s: lc.Reset(ANA),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "strip": ()}),
    _case("a reset of a game over", lambda: replace(playing(), status=GameStatus.FINISHED),
          lambda s: lc.Reset(ANA), "This game is already over"),
    _case("a lobby idle too long closes", lambda: lobby(), lambda s: lc.Expire(limit=3600.0),
          {"outcome": "changed", "status": GameStatus.CANCELLED, "lobby": True, "channel": False, "over": True,
           "lobby text": Has("closed itself")}),
    _case("a game idle too long is abandoned", lambda: playing(), lambda s: lc.Expire(limit=600.0),
          {"outcome": "changed", "status": GameStatus.ABANDONED, "deadline": None, "channel": True, "over": True,
           "rated": False, "note": Has("ends as abandoned"), "strip": (90,)}),
    _case("a game abandoned idle while an older board's controls are still to go: both boards' are owed",
          lambda: replace(playing(), owed=Owed(strip=(80,))), lambda s: lc.Expire(limit=600.0),
          {"outcome": "changed", "status": GameStatus.ABANDONED, "strip": (80, 90)}),
    _case("a game within its idle limit", lambda: playing(), lambda s: lc.Expire(limit=1200.0), {"outcome": None}),
    _case("a game over is not idle", lambda: replace(playing(), status=GameStatus.FINISHED),
          lambda s: lc.Expire(limit=1.0), {"outcome": None}),
    _case("its channel gone: the game is abandoned, nothing said",
          lambda: replace(playing(), owed=Owed(note="unsaid")), lambda s: lc.Abandon(),
          {"outcome": "changed", "status": GameStatus.ABANDONED, "note": None, "lobby": False, "channel": False,
           "over": True, "rated": False, "strip": ()}),
    _case("its channel gone after the end: what it owed is dropped",
          lambda: replace(playing(), status=GameStatus.FINISHED, owed=Owed(score=0)), lambda s: lc.Abandon(),
          {"outcome": "noted", "part": "owed", "score": None, "status": GameStatus.FINISHED}),
    _case("its channel gone after the end, nothing owed", lambda: replace(playing(), status=GameStatus.FINISHED),
          lambda s: lc.Abandon(), {"outcome": None}),
]


@pytest.mark.parametrize("case", CASES)
def test_request(case: Case):
    before = case.before()
    request = case.request(before)
    if isinstance(case.expected, str | Has):
        with pytest.raises(Refusal) as refused:
            lc.step(before, request, context())
        said = in_message(str(refused.value))
        assert said == case.expected or (isinstance(case.expected, Has) and case.expected == said)
        return
    found = facts(before, lc.step(before, request, context()))
    assert {k: found.get(k, "(absent)") for k in case.expected} == case.expected


def test_every_board_owed_its_controls_removal_stays_owed_until_it_is_stripped():
    """A later version's boards to strip add to those still owed, none takes another's place (the
    chaos run's finished game kept a live board that way); those stripped go, the others stay."""
    owed = Owed(strip=(80,)).then(Owed(note="left")).then(Owed(strip=(90,))).then(Owed(strip=(80, 95)))
    assert owed == Owed(note="left", strip=(80, 90, 95))
    assert owed.stripped({80, 95}) == Owed(note="left", strip=(90,))
    assert not Owed(strip=(80,)).stripped([80])


def test_every_request_kind_is_in_the_table():
    kinds = {type(case.values[0].request(case.values[0].before())) for case in CASES}
    assert kinds == set(lc.Request.__args__)


def test_a_move_leaves_the_stored_game_it_was_given_as_it_was():
    """A stored value is never changed in place: the version before a move stays what was stored."""
    s = playing(moves=3)
    assert s.game is not None
    history = [list(h) for h in s.game.history]
    outcome = lc.step(s, lc.Play(turn_user(s), action(s), None), context())
    assert isinstance(outcome, Changed) and outcome.stored.game is not None
    assert s.game.history == history != outcome.stored.game.history


def test_the_board_a_move_owes_is_drawn_from_the_public_view():
    """The standing on the board counts no Mysterious Muse: the picture is the public's."""
    s = playing()
    for _ in range(12):
        outcome = lc.step(s, lc.Play(turn_user(s), action(s, hidden=None), None), context())
        assert isinstance(outcome, Changed) and type(outcome.board) is PublicView
        s = outcome.stored


def test_a_hint_needs_the_turn_and_hints_on():
    s = playing()
    assert lc.hint_seat(s, turn_user(s)) == to_move(s)
    with pytest.raises(Refusal, match="turn, not yours"):
        lc.hint_seat(s, other_user(s))
    with pytest.raises(Refusal, match="Hints are off at this table"):
        lc.hint_seat(replace(s, table=replace(s.table, hints=False)), turn_user(s))


def test_the_deals_come_from_the_context():
    """The same request with the same randomness deals the same hands; the shell's generator
    is the only source of the deals."""
    s = lobby(Seat(BEN, "ben"))
    first, again, other = (lc.step(s, lc.Start(ANA), context(seed)) for seed in (3, 3, 4))
    assert isinstance(first, Changed) and isinstance(again, Changed) and isinstance(other, Changed)
    assert first.stored.game and again.stored.game and other.stored.game
    assert first.stored.game.hands[0].deal == again.stored.game.hands[0].deal != other.stored.game.hands[0].deal


def test_hands_owed_are_those_not_yet_delivered():
    s = playing().with_seat(0, hand_owed=0)
    assert [(p.seat, p.view.seat) for p in lc.hands(s)] == [(0, 0)]
    assert lc.hands(s.with_seat(0, dm_closed=True)) == ()
    assert lc.hands(replace(s, status=GameStatus.FINISHED)) == ()


def test_an_ai_seat_is_named_in_the_games_language_but_stored_as_it_was():
    """The board after an AI's move says its move and its name in the game's language; its seat
    and the game's record keep the stored name."""
    s = playing(seats=(Seat(ANA, "ana"), Seat.for_ai("normal", (Seat(ANA, "ana"),))), language="it")
    if to_move(s) == 0:
        s = lc.step(s, lc.Play(ANA, action(s), None), context()).stored
    outcome = lc.step(s, lc.AutoMove(s.version, action(s), False), context())
    assert isinstance(outcome, Changed) and outcome.board is not None
    italian = language("it")
    assert outcome.board.player(1, italian) == "IA (normale)"
    assert outcome.board.last.said(italian).startswith("IA (normale) ")
    assert outcome.stored.seats[1].name == outcome.stored.game.players[1] == "AI (normal)"


def test_a_new_lobby_is_refused_to_a_host_with_one_open_or_on_a_server_at_its_cap():
    mine = replace(lobby(), channel=40)
    others = [replace(lobby(), id=8 + i, host=BEN + i, channel=50 + i) for i in range(2)]
    lc.check_room(others, ANA, 3)  # a place left, none of them ana's
    with pytest.raises(Refusal) as held:
        lc.check_room([*others, mine], ANA, 10)
    assert in_message(str(held.value)) == ("You already have an open lobby in <#40>: start it, or cancel it with "
                                           "its Cancel button, before opening another")
    with pytest.raises(Refusal) as full:
        lc.check_room(others, ANA, 2)
    assert "open lobbies have reached its limit (2): join one of them" in str(full.value)
    assert "`/muses-admin settings lobbies`" in str(full.value)


def finished(*seats: Seat, status: GameStatus = GameStatus.FINISHED) -> StoredGame:
    return replace(playing(seats=seats), status=status)


AI_HARD = Seat(-1, "AI (hard)", True, "hard")


@pytest.mark.parametrize("game, presser, present, expected", [
    pytest.param(finished(Seat(ANA, "ana"), AI_HARD), ANA, {ANA}, [(ANA, False, None), (-1, False, "hard")],
                 id="against the AI: it keeps its level"),
    pytest.param(finished(Seat(ANA, "ana"), AI_HARD, Seat(BEN, "ben"), Seat(CY, "cy")), BEN, {ANA, CY},
                 [(BEN, False, None), (CY, True, None), (ANA, True, None), (-1, False, "hard")],
                 id="the presser's seat first, partners kept, the others held"),
    pytest.param(finished(Seat(ANA, "ana"), Seat(BEN, "ben"), Seat(CY, "cy")), ANA, {BEN},
                 [(ANA, False, None), (BEN, True, None)], id="a player who left the server: free"),
    pytest.param(finished(Seat(ANA, "ana"), Seat(BEN, "ben", ai_owned=True, left=True), Seat(0, "former")), ANA,
                 {ANA, BEN, 0}, [(ANA, False, None)], id="a player who forfeited, a player forgotten: free"),
])
def test_a_rematch_keeps_the_ai_seats_and_holds_the_players_seats(game, presser, present, expected):
    seats = lc.rematch_seats(game, Seat(presser, "me"), present, HELD)
    assert [(x.user, x.reserved, x.ai_level) for x in seats] == expected
    assert all(x.reserved_until == HELD for x in seats if x.reserved)


@pytest.mark.parametrize("game, presser, refusal", [
    pytest.param(finished(Seat(ANA, "ana"), AI_HARD), CY, "Only the players of game #7 can ask for its rematch",
                 id="not a player"),
    pytest.param(finished(Seat(ANA, "ana"), AI_HARD), -1, "Only the players of game #7 can ask for its rematch",
                 id="an AI seat's id"),
    pytest.param(playing(), ANA, "This game is not over yet", id="a game in play"),
])
def test_a_rematch_is_for_the_players_of_a_game_over(game, presser, refusal):
    with pytest.raises(Refusal, match=refusal):
        lc.rematch_seats(game, Seat(presser, "me"), {ANA, BEN, CY}, HELD)
