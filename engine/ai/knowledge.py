"""What one seat knows, in the form the players reason with: its view, the hand's past in
public terms, and every assignment of the unseen Muses to the places the seat cannot see.

Built from a seat record (docs/agent.md) or a PlayerView, never from a Game: a player cannot
reason from more than its seat is told. A seat record carries the hand's past, which the
hard player reads to weigh the hidden identities; a view alone carries the present only.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace

from ..actions import Ability, Action, Place, Step, renamed_location
from ..board import Board
from ..errors import RecordError
from ..muses import MUSES
from ..phases import Phase
from ..seats import game_from_seat_record
from ..state import Game, HandState
from ..views import PlayerView, player_view


class NotAskable(ValueError):
    """A request no player can answer: not a seat record, not that seat's turn, or the game is over."""


@dataclass(frozen=True)
class Past:
    """One action of the hand in play, as the seat saw it: who acted, the table before it
    and the action, both naming every face-down Muse by its token (as the view's board does)."""

    seat: int
    board: Board
    action: Action


@dataclass
class Knowledge:
    """A seat's knowledge of the game it must move in."""

    view: PlayerView
    tiebreak: str = "shared"
    past: tuple[Past, ...] = ()
    """The hand's actions so far (empty when built from a view)."""
    own_token: str | None = field(init=False, default=None)

    def __post_init__(self):
        v = self.view
        self.own_token = v.mysterious_token if v.mysterious and v.mysterious_token != v.mysterious else None

    @property
    def seat(self) -> int:
        return self.view.seat

    @property
    def n_companies(self) -> int:
        return len(self.view.colours)

    @property
    def dance_turns(self) -> int:
        """How many turns of the dance this hand has seen (0 when built from a view)."""
        return sum(isinstance(p.action, Step) for p in self.past)

    def unknown_tokens(self) -> list[str]:
        """The face-down tokens whose Muse the seat does not know, in number order."""
        face_down = sorted((m.number, m.token) for m in self.view.muses if m.number is not None)
        return [token for _, token in face_down if token != self.own_token]

    def unseen(self) -> list[str]:
        """The Muses the seat has not seen, by name."""
        v = self.view
        seen = {m.token for m in v.muses if m.face_up} | set(v.hand) | {v.mysterious} - {None}
        return [m for m in MUSES if m not in seen]

    def hypotheses(self) -> list[dict[str, str]]:
        """Every assignment of unseen Muses to the unknown face-down tokens (all of them
        while dancing: 2 with 2 or 3 players, 6 with 4), in a fixed order."""
        tokens, unseen = self.unknown_tokens(), self.unseen()
        return [dict(zip(tokens, names)) for names in itertools.permutations(unseen, len(tokens))]

    def suns(self, hypothesis: dict[str, str]) -> dict[str, int]:
        """Each Muse on the table (by board key) to its Will of Apollo, under a hypothesis."""
        table = self.view.muse_table
        out = {}
        for m in self.view.muses:
            if m.face_up:
                out[m.token] = table[m.token].suns
            elif m.token == self.own_token:
                assert self.view.mysterious is not None  # own_token is its token
                out[m.token] = table[self.view.mysterious].suns
            else:
                out[m.token] = table[hypothesis[m.token]].suns
        return out

    def companies(self) -> dict[str, int | None]:
        return {m.token: m.company for m in self.view.muses}


def from_view(view: PlayerView, tiebreak: str = "shared") -> Knowledge:
    """A seat's knowledge from its view alone (no past: the hard player then weighs every
    hypothesis alike)."""
    _check_turn(view)
    return Knowledge(view, tiebreak)


def from_record(record: object) -> Knowledge:
    """A seat's knowledge from its seat record; NotAskable says why it cannot be used."""
    if not isinstance(record, dict) or type(record.get("seat")) is not int:
        raise NotAskable("the request holds no seat record (record.seat must be a seat number)")
    seat = record["seat"]
    try:
        game = game_from_seat_record(record)
    except RecordError as e:
        raise NotAskable(f"the seat record does not replay: {e.message}") from None
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as e:
        raise NotAskable(f"the seat record is malformed ({e})") from None
    if not 0 <= seat < len(game.players):
        raise NotAskable(f"seat {seat} is not at this table")
    if game.needs_deal:
        raise NotAskable("the next hand has not been dealt yet")
    view = player_view(game, seat)
    _check_turn(view)
    return Knowledge(view, game.options.tiebreak, _past(game))


def _check_turn(view: PlayerView) -> None:
    if view.phase is Phase.FINISHED:
        raise NotAskable("the game is over" if view.result else "the hand is over")
    if view.to_move != view.seat:
        raise NotAskable(f"it is seat {view.to_move}'s turn, not seat {view.seat}'s")


def _past(game: Game) -> tuple[Past, ...]:
    """The hand in play replayed action by action in public terms. `game` is filled with
    any identities: what is kept here (tokens, face-up names) is the same for all of them."""
    hand = HandState(len(game.players), game.options, game.hand.deal, game.hand.first, game.hand.gold)
    out = []
    for action, _ in game.history[-1]:
        seat, board = hand.to_move, shown_board(hand)
        assert seat is not None, "an action of a hand in play"
        shown = action if isinstance(action, Place) else _shown_step(action, hand.show)
        hand.play(action)
        if isinstance(action, Place):
            shown = Place(hand.show(action.muse), action.at, action.hidden)
        out.append(Past(seat, board, shown))
    return tuple(out)


def _shown_step(step: Step, show) -> Step:
    ability = Ability(show(step.ability.target), step.ability.when) if step.ability else None
    iv = step.intervention
    return Step(show(step.muse), step.dir, ability, iv and replace(iv, at=renamed_location(iv.at, show)))


def shown_board(hand: HandState) -> Board:
    """The table as everyone sees it: face-down Muses keyed by token, face-up powers only."""
    powers = {hand.show(m): p for m, p in hand.board.powers.items() if m not in hand.hidden}
    return hand.board.renamed(hand.show, powers)

