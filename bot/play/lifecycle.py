"""A game's lifecycle without I/O: `step` takes the stored game and a request (a player joins,
starts, moves, forfeits; a turn times out...) and returns the next stored game with what it owes
(its lobby message, its board, DMs...), or refuses with a sentence for the player. No clock,
no store, no Discord: the session (the shell) gives the time and the deals' randomness, stores
the outcome with the version check, then has it said."""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Literal

from engine import Action, Game, MuseTable, Phase, Place, Refusal
from engine.language import Joined, Phrase
from engine.views import PlayerView, PublicView, player_view, public_view

from ..core import marks
from ..core.language import N_
from ..core.stored import GameStatus, OnLeave, Owed, Seat, StoredGame
from ..core.texts import (
    ai_name,
    away_text,
    cancelled_text,
    dealt_text,
    hinted_text,
    idle_text,
    left_text,
    lobby_expired_text,
    move_text,
    no_thread_text,
    reset_text,
    shown_names,
    start_text,
    timed_out_text,
)

NOT_YOUR_TURN = N_("It is {player}'s turn, not yours")
STALE = N_("This board is out of date: the game has moved on. Use the newest board message.")


@dataclass(frozen=True)
class Context:
    """What a request is decided with besides the stored game."""

    now: float
    """Unix time of the request."""
    ai_from: float = 0.0
    """The earliest an automated move may come: a pace after the last board posted."""
    rng: random.Random | None = None
    """The randomness of the deals (a game started, a hand dealt)."""
    muse_table: MuseTable | None = None
    """The Muses' values of a game started."""


# --- requests -----------------------------------------------------------------------

@dataclass(frozen=True)
class Join:
    seat: Seat


@dataclass(frozen=True)
class LeaveLobby:
    user: int


@dataclass(frozen=True)
class AddAI:
    """The host seats an AI player of `level`."""

    user: int
    level: str


@dataclass(frozen=True)
class RemoveAI:
    """The host lets the last AI player seated go."""

    user: int


@dataclass(frozen=True)
class SetInterventions:
    """The host enables these Divine Interventions tiles (none: the base game)."""

    user: int
    gods: tuple[str, ...]


class Threads(StrEnum):
    """Where a game started in a channel is played."""

    HERE = "here"
    """In its channel: the server plays games where their lobby is, or the lobby is in a thread."""
    OWN = "own"
    """In a thread of its own, started from its lobby message."""
    DENIED = "denied"
    """In its channel, though the server plays games in threads: the bot may not start one there (it says so)."""


@dataclass(frozen=True)
class Start:
    """Deal and begin: the lobby message becomes the game's opening, then the first board."""

    user: int
    threads: Threads = Threads.HERE


@dataclass(frozen=True)
class Cancel:
    user: int
    moderator: bool


@dataclass(frozen=True)
class Play:
    """`user`'s action (named as their view names Muses) on the board of `version` (None: the latest)."""

    user: int
    action: Action
    version: int | None
    said_first: bool = False
    """What the stored version owed the channel was said (or tried) first: see SayFirst."""


@dataclass(frozen=True)
class AutoMove:
    """The AI's action for the seat to move at `version`: an automated seat's turn, or a turn
    that timed out (`away`: decided for a player the AI stands in for)."""

    version: int
    action: Action
    away: bool
    said_first: bool = False


@dataclass(frozen=True)
class Hinted:
    """`seat` was given a hint on the board of `version`: the table is told with the next board."""

    seat: int
    version: int


@dataclass(frozen=True)
class Forfeit:
    """`user` leaves: a lobby seat is freed; in play, the table option decides."""

    user: int


@dataclass(frozen=True)
class ComeBack:
    """`user`, whose seat the AI plays since their turns timed out, acts again."""

    user: int


@dataclass(frozen=True)
class Heard:
    """`user` acted in `locale`: their seat's DMs speak it from now on."""

    user: int
    locale: str


@dataclass(frozen=True)
class Reset:
    """End the game or close the lobby at once, without a result (who may is checked by the caller)."""

    user: int


@dataclass(frozen=True)
class Expire:
    """The server's idle limit (`limit` seconds) may have passed."""

    limit: float


@dataclass(frozen=True)
class Abandon:
    """The channel is gone: the game ends without a result, nothing more is said."""


@dataclass(frozen=True)
class Release:
    """The seats a rematch's lobby held for players who did not take them in time are free."""


Request = (Join | LeaveLobby | AddAI | RemoveAI | SetInterventions | Start | Cancel | Play | AutoMove | Hinted
           | Forfeit | ComeBack | Heard | Reset | Expire | Abandon | Release)


# --- outcomes -----------------------------------------------------------------------

@dataclass(frozen=True)
class Private:
    """A private message a stored change owes a seat: its new hand, or the reminder of the
    Mysterious Muse it just placed; with the seat's view as it was then."""

    seat: int
    view: PlayerView
    mysterious: bool = False


@dataclass(frozen=True)
class Changed:
    """A new version to store over `stored.version`, and what is said once it is stored."""

    stored: StoredGame
    lobby: bool = False
    """The lobby message shows the change (through the click that made it, else edited)."""
    channel: bool = False
    """The channel is told now what the version owes (scores, board, notice); False while an
    automated seat answers within the hand (its board comes with the next player's turn)."""
    board: PublicView | None = None
    """The board the version shows, drawn while the version is stored."""
    privates: tuple[Private, ...] = ()
    """The DMs it owes, sent once the game's lock is let go."""
    over: bool = False
    """The game is over or cancelled: its timers stop, it leaves the open games."""
    rated: bool = False
    """The game ended in a way that counts for ratings."""
    move: Phrase | Joined | None = None
    """The action accepted, in words."""
    answer: str | None = None
    """What the player who asked is answered (a msgid)."""


@dataclass(frozen=True)
class Noted:
    """A change of the stored version that is no new version (its board stays the current one):
    the `part` of it to rewrite."""

    stored: StoredGame
    part: Literal["owed", "seats", "seats and deadline"]
    rearm: bool = False
    """The turn's timer follows the new deadline."""


@dataclass(frozen=True)
class SayFirst:
    """The action ends a hand while the board of the moves before it, or the removal of an older
    board's controls, is still owed: say what the stored version owes first (the moves come before
    the hand's score; a game that ends owes the removal of its last board's controls, which would
    take the older one's place), then ask again with `said_first`."""


Outcome = Changed | Noted | SayFirst | None
"""None: nothing changes (the game moved on, or the request asks for what is so already)."""


# --- the lifecycle ------------------------------------------------------------------

def step(s: StoredGame, request: Request, at: Context) -> Outcome:
    """What `request` makes of the stored game `s`; raises Refusal (a sentence for the player)
    if it may not be done. A game in play that ends owes its channel the removal of its last
    board's controls."""
    outcome = _requested(s, request, at)
    if (isinstance(outcome, Changed) and outcome.channel and not outcome.stored.is_open
            and s.status is GameStatus.ACTIVE and s.board_message is not None):
        over = outcome.stored
        return replace(outcome, stored=replace(over, owed=over.owed.then(Owed(strip=s.board_message))))
    return outcome


def _requested(s: StoredGame, request: Request, at: Context) -> Outcome:
    match request:
        case Join(joining):
            return _join(s, joining, at)
        case LeaveLobby(user):
            return _leave_lobby(s, user)
        case AddAI(user, level):
            _hosted(s, user, N_("Only the host can add AI players"))
            if len(s.seats) >= s.table.players:
                raise Refusal(N_("This table is full"))
            return Changed(replace(s, seats=s.seats + (Seat.for_ai(level, s.seats),)), lobby=True)
        case RemoveAI(user):
            _hosted(s, user, N_("Only the host can remove AI players"))
            last = next((i for i in reversed(range(len(s.seats))) if s.seats[i].ai_level), None)
            if last is None:
                raise Refusal(N_("There is no AI player at this table"))
            return Changed(replace(s, seats=s.seats[:last] + s.seats[last + 1:]), lobby=True)
        case SetInterventions(user, gods):
            _hosted(s, user, N_("Only the host can choose the Divine Interventions of this table"))
            return Changed(replace(s, table=replace(s.table, interventions=tuple(gods))), lobby=True)  # type: ignore[arg-type]
        case Start(user, threads):
            return _start(s, user, threads, at)
        case Cancel(user, moderator):
            _in_lobby(s)
            if user != s.host and not moderator:
                raise Refusal(N_("Only the host or a moderator can cancel this lobby"))
            return Changed(replace(s, status=GameStatus.CANCELLED,
                                   owed=s.owed.then(Owed(lobby=cancelled_text(s, user)))), lobby=True, over=True)
        case Play(user, action, version, said_first):
            return _commit(s, seat_to_play(s, user, version), action, said_first, at)
        case AutoMove(version, action, away, said_first):
            if s.version != version or s.status is not GameStatus.ACTIVE:
                return None
            seat = to_move(s)
            if away and not s.seats[seat].away:
                return None  # its player came back while the AI thought: the turn is theirs, with a whole timeout
            return _commit(s, seat, action, said_first, at, by_ai=True)
        case Hinted(hinted, version):
            if s.version != version:
                raise Refusal(N_("The game moved on while I was thinking: ask again"))
            note = "\n".join(filter(None, [s.owed.note, hinted_text(s, hinted)]))
            return Noted(replace(s, owed=replace(s.owed, note=note)), "owed")
        case Forfeit(user):
            return _forfeit(s, user, at)
        case ComeBack(user):
            back = s.seat_of(user)
            if s.status is not GameStatus.ACTIVE or back is None or not s.seats[back].away:
                return None
            theirs = to_move(s) == back
            deadline = at.now + s.table.timeout if theirs else s.deadline
            return Noted(replace(s.with_seat(back, timeouts=0), deadline=deadline), "seats and deadline", rearm=theirs)
        case Heard(user, locale):
            heard = s.seat_of(user)
            if heard is None or s.seats[heard].locale == locale:
                return None
            return Noted(s.with_seat(heard, locale=locale), "seats")
        case Reset(user):
            if not s.is_open:
                raise Refusal(N_("This game is already over"))
            return Changed(replace(s, status=GameStatus.CANCELLED, deadline=None,
                                   owed=s.owed.then(Owed(note=reset_text(s, user)))), channel=True, over=True)
        case Expire(limit):
            if not s.is_open or s.active_at is None or s.active_at + limit > at.now:
                return None
            if s.status is GameStatus.LOBBY:
                return Changed(replace(s, status=GameStatus.CANCELLED,
                                       owed=s.owed.then(Owed(lobby=lobby_expired_text(s)))), lobby=True, over=True)
            return Changed(replace(s, status=GameStatus.ABANDONED, deadline=None,
                                   owed=s.owed.then(Owed(note=idle_text(s)))), channel=True, over=True)
        case Abandon():
            if s.is_open:
                return Changed(replace(s, status=GameStatus.ABANDONED, deadline=None, owed=Owed()), over=True)
            if s.owed:
                return Noted(replace(s, owed=Owed()), "owed")
            return None
        case Release():
            seats = tuple(x for x in s.seats if not _released(x, at))
            if s.status is not GameStatus.LOBBY or seats == s.seats:
                return None
            return Changed(replace(s, seats=seats), lobby=True)
    raise TypeError(f"not a request: {request!r}")


def check_room(lobbies: list[StoredGame], host: int, cap: int) -> None:
    """Refuse `host` a new lobby on a server whose open `lobbies` hold one of theirs, or `cap`."""
    mine = next((s for s in lobbies if s.host == host), None)
    if mine is not None:
        raise Refusal(N_("You already have an open lobby in {channel}: start it, or cancel it with its Cancel "
                         "button, before opening another"), channel=marks.channel(mine.channel))
    if len(lobbies) >= cap:
        raise Refusal(N_("This server's open lobbies have reached its limit ({cap}): join one of them, or open "
                         "yours once one has started or closed (a member with Manage Server can change the limit "
                         "with `/muses-admin settings lobbies`)"), cap=cap)


def rematch_seats(s: StoredGame, presser: Seat, present: Collection[int], until: float) -> tuple[Seat, ...]:
    """The seats of the rematch of game `s` that `presser` opens: theirs first, then the others in
    the order of `s` from theirs on (partners stay partners while no seat is free): each AI seat
    again at its level, each other player's held for them until `until` if they are still on the
    server (`present`); a seat whose player forfeited, was forgotten or left is free."""
    if s.is_open:
        raise Refusal(N_("This game is not over yet"))
    mine = next((i for i, x in enumerate(s.seats) if x.user == presser.user and not x.ai_level), None)
    if mine is None:
        raise Refusal(N_("Only the players of game #{game} can ask for its rematch"), game=s.id)
    seats: tuple[Seat, ...] = (presser,)
    for x in (s.seats[(mine + k) % len(s.seats)] for k in range(1, len(s.seats))):
        if x.ai_level:
            seats += (Seat.for_ai(x.ai_level, seats),)
        elif not x.left and x.user > 0 and x.user in present:  # a player forgotten is 0
            seats += (Seat(x.user, x.name, locale=x.locale, reserved_until=until),)
    return seats


def held_until(s: StoredGame) -> float | None:
    """When the first seat a lobby holds for a player is free for anyone (None: it holds none)."""
    return min((x.reserved_until for x in s.seats if x.reserved_until is not None), default=None)


def seat_to_play(s: StoredGame, user: int, version: int | None) -> int:
    """The seat of `user` if they may act now on the board of `version` (None: the latest;
    the newest board posted serves too while a newer one could not be posted)."""
    if s.status is not GameStatus.ACTIVE:
        raise Refusal(N_("This game has not started yet") if s.status is GameStatus.LOBBY
                      else N_("This game is over"))
    if version is not None and version != s.version and version != s.board_version:
        raise Refusal(STALE)
    seat = s.seat_of(user)
    if seat is None:
        raise Refusal(N_("You are not playing in this game"))
    turn = to_move(s)
    if seat != turn:
        raise Refusal(NOT_YOUR_TURN, player=ai_name(s.seats[turn]))
    return seat


def hint_seat(s: StoredGame, user: int) -> int:
    """The seat of `user` if they may ask for a hint now."""
    seat = seat_to_play(s, user, None)
    if not s.table.hints:
        raise Refusal(N_("Hints are off at this table"))
    return seat


def hands(s: StoredGame) -> tuple[Private, ...]:
    """The current hand of every seat it is owed to and a DM can reach."""
    if s.status is not GameStatus.ACTIVE:
        return ()
    game = _game(s)
    hand = len(game.hands) - 1
    return tuple(Private(seat, player_view(game, seat, shown_names(s.seats))) for seat, x in enumerate(s.seats)
                 if x.hand_owed == hand and _reachable(x))


def ended(s: StoredGame, hand: int) -> PublicView:
    """The table as hand `hand` ended (the next hand may be dealt already)."""
    game = _game(s).copy()
    del game.hands[hand + 1:], game.history[hand + 1:]
    return public_view(game, shown_names(s.seats))


def to_move(s: StoredGame) -> int:
    """The seat to move in a game in play."""
    return _seat_to_move(_game(s))


def _seat_to_move(game: Game) -> int:
    seat = game.hand.to_move
    assert seat is not None, "a hand in play has a seat to move"
    return seat


def _game(s: StoredGame) -> Game:
    """The engine's game of a game that was started."""
    if s.game is None:
        raise Refusal(N_("This game has not started yet"))
    return s.game


def _in_lobby(s: StoredGame) -> None:
    if s.status is not GameStatus.LOBBY:
        raise Refusal(N_("This lobby is closed: the game has started or was cancelled"))


def _hosted(s: StoredGame, user: int, refusal: str) -> None:
    _in_lobby(s)
    if user != s.host:
        raise Refusal(refusal)


def _join(s: StoredGame, joining: Seat, at: Context) -> Changed:
    """`joining` sits down: in the seat held for them, else a free one, else one held for a player
    who did not take it in time."""
    _in_lobby(s)
    mine = next((i for i, x in enumerate(s.seats) if x.user == joining.user), None)
    if mine is not None:
        if not s.seats[mine].reserved:
            raise Refusal(N_("You are already at this table"))
        return Changed(s.with_seat(mine, name=joining.name, locale=joining.locale, reserved_until=None), lobby=True)
    if len(s.seats) < s.table.players:
        return Changed(replace(s, seats=s.seats + (joining,)), lobby=True)
    released = next((i for i, x in enumerate(s.seats) if _released(x, at)), None)
    if released is not None:
        return Changed(replace(s, seats=s.seats[:released] + (joining,) + s.seats[released + 1:]), lobby=True)
    until = held_until(s)
    if until is not None:
        raise Refusal(N_("The free seats are held for the players of the last game until {until}: "
                         "try again then"), until=marks.time(until))
    raise Refusal(N_("This table is full"))


def _released(seat: Seat, at: Context) -> bool:
    return seat.reserved_until is not None and seat.reserved_until <= at.now


def _leave_lobby(s: StoredGame, user: int, answer: str | None = None) -> Changed:
    _in_lobby(s)
    if user == s.host:
        raise Refusal(N_("You are the host: press Cancel to close the lobby"))
    if s.seat_of(user) is None:
        raise Refusal(N_("You are not at this table"))
    return Changed(replace(s, seats=tuple(x for x in s.seats if x.user != user)), lobby=True, answer=answer)


def _start(s: StoredGame, user: int, threads: Threads, at: Context) -> Changed:
    _in_lobby(s)
    if user != s.host:
        raise Refusal(N_("Only the host can start the game"))
    joined = sum(not x.reserved for x in s.seats)
    if joined < s.table.players:
        raise Refusal(N_("The table needs {players} players; {joined} joined so far"), players=s.table.players,
                      joined=joined)
    assert at.rng is not None and at.muse_table is not None, "a start needs the deal's randomness and the Muses"
    game = Game.new([x.name for x in s.seats], s.table.options(at.muse_table), at.rng)
    owed = s.owed.then(Owed(lobby=start_text(s, public_view(game, shown_names(s.seats))), thread=threads is Threads.OWN,
                            note=no_thread_text(s) if threads is Threads.DENIED else None))
    new = _dealt(replace(s, status=GameStatus.ACTIVE, game=game, owed=owed, deadline=_deadline(s, game, at),
                         active_at=at.now))
    # an automated seat first to move: the first board comes after its turn
    return Changed(new, lobby=True, channel=not s.seats[to_move(new)].ai_plays, privates=hands(new))


def _commit(s: StoredGame, seat: int, action: Action, said_first: bool, at: Context, by_ai: bool = False) -> Outcome:
    """An action of `seat` (`by_ai`: the AI's, for an automated seat or a player's turn that
    timed out). An action an automated seat answers within the same hand is stored but not
    announced: its board (owed meanwhile) comes once a player is to move, listing each move in
    order, or before the score of a hand that ends first. The AI's action for a player's seat
    is kept in `automated`."""
    game = _game(s).copy()
    played = (len(game.hands) - 1, len(game.history[-1]))
    game.submit(action, seat)  # raises a player-readable error; the stored game is untouched
    after = public_view(game, shown_names(s.seats))
    ended = after if game.hand.phase is Phase.FINISHED else None
    if (ended is not None and (s.board_version != s.version or s.owed.strip is not None)
            and s.status is GameStatus.ACTIVE and not said_first):
        return SayFirst()
    last = after.last
    assert last is not None
    move = last.phrase
    was_away = s.seats[seat].away
    timed_out = by_ai and not s.seats[seat].ai_owned
    if by_ai and s.seats[seat].ai_level is None:
        s = replace(s, automated=(*s.automated, played))
    if not s.seats[seat].ai_owned:  # a player's timeouts in a row: one more, or none since they acted
        s = s.with_seat(seat, timeouts=s.seats[seat].timeouts + 1 if timed_out else 0)
    later = ended is None and s.seats[_seat_to_move(game)].ai_plays
    notes = [timed_out_text(s, seat) if timed_out and not was_away else None,
             away_text(s, seat) if s.seats[seat].away and not was_away else None,
             move_text(s, move) if later else None]
    if game.needs_deal:
        assert at.rng is not None, "a deal needs its randomness"
        game.deal_next(at.rng)
        after = public_view(game, shown_names(s.seats))
        notes.append(dealt_text(s, after))
    status = GameStatus.FINISHED if game.is_over else GameStatus.ACTIVE
    owed = Owed(score=ended.hand_number if ended else None,
                note="\n".join(filter(None, notes)) if status is GameStatus.ACTIVE else None)
    new = replace(s, status=status, game=game, deadline=_deadline(s, game, at, status), owed=s.owed.then(owed),
                  active_at=at.now)
    if ended is not None and status is GameStatus.ACTIVE:
        new = _dealt(new)
    over = status is GameStatus.FINISHED
    if ended is not None:
        privates = hands(new)
    elif isinstance(action, Place) and action.hidden and _reachable(new.seats[seat]):
        privates = (Private(seat, player_view(game, seat, shown_names(s.seats)), mysterious=True),)
    else:
        privates = ()
    return Changed(new, channel=not later, board=after if not over and not later else None,
                   privates=privates, over=over, rated=over, move=move)


def _forfeit(s: StoredGame, user: int, at: Context) -> Changed:
    if s.status is GameStatus.LOBBY:
        return _leave_lobby(s, user, N_("You left the lobby."))
    seat = s.seat_of(user)
    if s.status is not GameStatus.ACTIVE or seat is None:
        raise Refusal(N_("You are not playing in this game"))
    humans = sum(not x.ai_owned for x in s.seats) - 1
    if s.table.on_leave is OnLeave.END or humans == 0:
        s = replace(s.with_seat(seat, left=True), status=GameStatus.CANCELLED, deadline=None)
        return Changed(replace(s, owed=s.owed.then(Owed(note=left_text(s, seat)))), channel=True, over=True,
                       rated=True, answer=N_("You left; the game is over."))
    s = s.with_seat(seat, ai_owned=True, left=True)
    return Changed(replace(s, deadline=_deadline(s, _game(s), at), owed=s.owed.then(Owed(note=left_text(s, seat)))),
                   channel=True, answer=N_("You left; an automated player plays in your place."))


def _dealt(new: StoredGame) -> StoredGame:
    """`new` with its new hand owed to every seat a DM can reach."""
    hand = len(_game(new).hands) - 1
    return replace(new, seats=tuple(replace(x, hand_owed=hand) if _reachable(x) else x for x in new.seats))


def _reachable(seat: Seat) -> bool:
    return not seat.ai_owned and not seat.dm_closed


def _deadline(s: StoredGame, game: Game, at: Context, status: GameStatus = GameStatus.ACTIVE) -> float | None:
    """When the next turn times out: at once for an automated seat, after the table's
    timeout for a player, never if the table has none."""
    if status is not GameStatus.ACTIVE:
        return None
    if s.seats[_seat_to_move(game)].ai_plays:
        return max(at.now, at.ai_from)
    return at.now + s.table.timeout if s.table.timeout else None
