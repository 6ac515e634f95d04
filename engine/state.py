"""The state of a hand and of a game, and the one validating way to change them."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Final

from mypy_extensions import mypyc_attr

from .actions import Ability, Action, Intervention, OnCorner, OnEdge, OnMuse, Place, Side, Step, When
from .board import Board
from .errors import IllegalActionError, NotYourTurnError, UnknownMuseError, WrongPhaseError
from .geometry import Dir, Square
from .gods import God
from .language import N_
from .muses import MUSES
from .names import named, token
from .phases import Phase
from .scoring import HandScore, Result, decide, score_hand
from .table import Deal, Options, company_of, n_companies

_BEFORE: Final = When.BEFORE
_AFTER: Final = When.AFTER
_FINISHED: Final = Phase.FINISHED


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
@dataclass(init=False, unsafe_hash=True)  # never changed: as the actions (engine.actions)
class Event:
    """What an accepted action did, by Muse name (views translate names to tokens)."""

    seat: int
    action: Action
    moved: tuple[str, ...] = ()
    """The stepping Muse, then each Muse it pushed."""
    target: str | None = None
    """The Muse the ability was used on, if it was used."""
    fallen: tuple[God, ...] = ()
    """Corner gods whose tiles fell back to the Olympus after the step."""
    ended: bool = False
    stuck: bool = False
    """The hand ended because no Muse could step afterwards (docs/rules.md 4.3), not on a 6."""
    tile_moved: bool = False
    """The intervention moved a tile already in play (rather than one from the Olympus)."""

    def __init__(self, seat: int, action: Action, moved: tuple[str, ...] = (), target: str | None = None,
                 fallen: tuple[God, ...] = (), ended: bool = False, stuck: bool = False,
                 tile_moved: bool = False):
        self.seat = seat
        self.action = action
        self.moved = moved
        self.target = target
        self.fallen = fallen
        self.ended = ended
        self.stuck = stuck
        self.tile_moved = tile_moved


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
class HandState:
    """One hand: the table, the hands not yet placed, whose turn, and the score once over."""

    def __init__(self, n_players: int, options: Options, deal: Deal, first: int, gold: bool = False):
        self.n_players = n_players
        self.options = options
        self.deal = deal
        self.first = first
        self.gold = gold
        """A silver was taken in an earlier hand: the top winning die takes gold."""
        self.owner: dict[str, int | None] = {m: s for s, muses in enumerate(deal.seats) for m in muses}
        self.board = Board(gods=options.interventions)
        self.hidden: set[str] = set()
        self.tokens: dict[str, str] = {}
        """Face-down Muse -> its public token, numbered in placement order."""
        self.order: list[str] = []
        self.hands: list[list[str]] = [list(s) for s in deal.seats]
        self.mysterious: dict[int, str] = {}
        self.to_move: int | None = first
        self.phase = Phase.PLACEMENT
        self.triggered_by: int | None = None
        self.reached_six: frozenset[str] = frozenset()
        self.last: Event | None = None
        self.score: HandScore | None = None
        if deal.neutral is not None:
            self.owner[deal.neutral] = None
            self._put(deal.neutral, (0, 0), hidden=n_players == 2)

    def copy(self) -> HandState:
        new = HandState.__new__(HandState)
        new.n_players, new.options, new.deal, new.first, new.gold = (self.n_players, self.options, self.deal,
                                                                     self.first, self.gold)
        new.owner, new.to_move, new.phase, new.triggered_by = self.owner, self.to_move, self.phase, self.triggered_by
        new.reached_six, new.last, new.score = self.reached_six, self.last, self.score
        new.board = self.board.copy()
        new.hidden = set(self.hidden)
        new.tokens = dict(self.tokens)
        new.order = list(self.order)
        new.hands = [list(h) for h in self.hands]
        new.mysterious = dict(self.mysterious)
        return new

    # --- who and what ----------------------------------------------------------

    def company(self, muse: str) -> int | None:
        """The company whose die stands on `muse`; None for the Neutral Muse."""
        seat = self.owner[muse]
        return None if seat is None else company_of(seat, self.n_players)

    def show(self, muse: str) -> str:
        """How everyone at the table may call `muse`: its name, or its token while face down."""
        return self.tokens[muse] if muse in self.hidden else muse

    def resolve(self, ref: str) -> str:
        """The Muse a player means by `ref`: a face-down Muse's token or a face-up Muse's name.
        Naming a face-down Muse by its identity is refused, so nothing is learned by trying."""
        for muse in self.hidden:
            if self.tokens[muse] == ref:
                return muse
        if ref in self.board.dice and ref not in self.hidden:
            return ref
        raise UnknownMuseError(N_("there is no face-up Muse called {name} on the table"), name=repr(ref))

    def resolve_action(self, action: Action) -> Action:
        """The action with every Muse named as the table knows it (tokens for face-down
        Muses) turned into names; placements name the player's own Muses already."""
        if isinstance(action, Place):
            return action
        ability, iv = action.ability, action.intervention
        if ability:
            ability = Ability(self.resolve(ability.target), ability.when)
        if iv:
            match iv.at:
                case OnMuse(m):
                    iv = replace(iv, at=OnMuse(self.resolve(m)))
                case OnEdge((a, b)):
                    iv = replace(iv, at=OnEdge((self.resolve(a), self.resolve(b))))
        return Step(self.resolve(action.muse), action.dir, ability, iv)

    @property
    def companies(self) -> int:
        return n_companies(self.n_players)

    # --- choices ---------------------------------------------------------------

    def legal_squares(self) -> list[Square]:
        return self.board.placement_squares() if self.phase == Phase.PLACEMENT else []

    def legal_steps(self):
        return self.board.legal_steps() if self.phase == Phase.DANCE else []

    def must_hide(self, seat: int) -> bool:
        """Whether `seat`'s next placement must be face down (their last Muse, none hidden yet)."""
        return seat not in self.mysterious and len(self.hands[seat]) == 1

    def may_hide(self, seat: int) -> bool:
        return seat not in self.mysterious

    # --- changes ---------------------------------------------------------------

    def play(self, action: Action, by: int | None = None, *, recorded: bool = False) -> Event:
        """Apply a legal action or raise a named error. May leave the state half changed
        when it raises: `Game.apply` plays on a copy.

        A turn that ends the hand takes no intervention (docs/rules.md 5 and 8: one comes only
        "if the hand did not end"), and a step that ends it takes no ability after it (docs/rules.md
        5: what is left of the turn does not happen), so an action carrying what the end of the
        hand cuts off is refused, whether or not it could have been used. `recorded`: the action
        comes from a record, where what the end of the hand cuts off is neither checked nor
        refused (docs/record.md), so that records stored before these refusals still replay."""
        if self.phase is _FINISHED:
            raise WrongPhaseError(N_("the hand is over"))
        if by is not None and by != self.to_move:
            raise NotYourTurnError(N_("it is seat {seat}'s turn, not seat {by}'s"), seat=self.to_move, by=by)
        if isinstance(action, Place):
            if self.phase != Phase.PLACEMENT:
                raise WrongPhaseError(N_("expected step"))
            return self._place(action, True)
        if self.phase != Phase.DANCE:
            raise WrongPhaseError(N_("expected placement"))
        event = self._step(action, True)
        if event.ended and not event.stuck and not recorded:
            ability = action.ability
            if ability is not None and ability.when is _AFTER and event.target is None:
                raise IllegalActionError(N_("this step ends the hand: no ability follows it"))
            if action.intervention is not None:
                raise IllegalActionError(N_("this turn ends the hand: no intervention follows it"))
        return event

    def push(self, action: Action) -> Event:
        """Apply an action known to be legal for the player to move, without checking it:
        for search, playouts and replays of trusted logs (`play` checks). An illegal
        action leaves the hand in a state the rules do not allow."""
        if isinstance(action, Place):
            return self._place(action, False)
        return self._step(action, False)

    def _put(self, muse: str, at: Square, hidden: bool) -> None:
        self.board.put(muse, at, 1)
        self.order.append(muse)
        if hidden:
            self.hidden.add(muse)
            self.tokens[muse] = token(len(self.tokens) + 1)
        else:
            self.board.powers[muse] = self.options.muse_table.powers[muse]

    def _place(self, action: Place, check: bool) -> Event:
        seat, muse, at = self.to_move, action.muse, action.at
        assert seat is not None, "the hand is over"
        if check:
            if muse not in MUSES:
                raise UnknownMuseError(N_("there is no Muse called {name}"), name=repr(muse))
            if muse not in self.hands[seat]:
                raise IllegalActionError(N_("{muse} is not in your hand"), muse=named(muse))
            if not self.board.is_placement_square(at):
                if at in self.board.occupant:
                    raise IllegalActionError(N_("square {square} is taken"), square=str(list(at)))
                if not self.board.at:
                    raise IllegalActionError(N_("the first Muse goes on [0, 0]"))
                raise IllegalActionError(N_("square {square} does not touch a Muse in play"), square=str(list(at)))
            if action.hidden and not self.may_hide(seat):
                raise IllegalActionError(N_("you have already placed your Mysterious Muse face down"))
            if not action.hidden and self.must_hide(seat):
                raise IllegalActionError(
                    N_("your last Muse must go face down: you have not placed your Mysterious Muse yet"))
        self.hands[seat].remove(muse)
        self._put(muse, at, action.hidden)
        if action.hidden:
            self.mysterious[seat] = muse
        self.to_move = (seat + 1) % self.n_players
        if len(self.board.dice) == len(MUSES):
            self.phase = Phase.DANCE
            self._end_if_stuck()
        ended = self.phase is _FINISHED
        self.last = Event(seat, action, (muse,), None, (), ended, ended)
        return self.last

    def _use_ability(self, muse: str, ability: Ability, check: bool) -> bool:
        """Use `muse`'s ability (checked first if `check`); True if it made a 6."""
        if check:
            if ability.target not in MUSES:
                raise UnknownMuseError(N_("there is no Muse called {name}"), name=repr(ability.target))
            problem = self.board.target_problem(muse, ability.target, self.show)
            if problem:
                raise IllegalActionError(problem)
        return self.board.use_power(muse, ability.target)

    def _step(self, action: Step, check: bool) -> Event:
        seat, muse, d, ability = self.to_move, action.muse, action.dir, action.ability
        assert seat is not None, "the hand is over"
        board = self.board
        if check and muse not in MUSES:
            raise UnknownMuseError(N_("there is no Muse called {name}"), name=repr(muse))
        line = board.line(muse, d)
        if check:
            problem = board._step_problem(muse, d, line, self.show)
            if problem:
                raise IllegalActionError(problem)
        target = None
        if ability and ability.when is _BEFORE:
            target = ability.target
            if self._use_ability(muse, ability, check) if check else board.use_power(muse, target):
                return self._end(Event(seat, action, target=target), {target})
        fallen = board.move(line, d, True)  # checked, or pushed as legal
        moved = tuple(line)
        dice = board.dice
        for m in line:
            if dice[m] == 6:
                return self._end(Event(seat, action, moved, target, fallen), {m for m in line if dice[m] == 6})
        if ability and ability.when is _AFTER:
            target = ability.target
            if self._use_ability(muse, ability, check) if check else board.use_power(muse, target):
                return self._end(Event(seat, action, moved, target, fallen), {target})
        iv = action.intervention
        tile_moved = iv is not None and self._intervene(iv, check)
        self.to_move = (seat + 1) % self.n_players
        if board.gods and not board.has_legal_step((line, d)):  # docs/rules.md 4.3; see has_legal_step
            self._finish(None, frozenset())
        ended = self.phase is _FINISHED
        self.last = Event(seat, action, moved, target, fallen, ended, ended, tile_moved)
        return self.last

    def _intervene(self, iv: Intervention, check: bool) -> bool:
        """Put or move an intervention tile (checked first if `check`); True if it was
        moved within play."""
        from_olympus = self.board.gods.get(iv.god) is None
        if check:
            if iv.god not in self.board.gods:
                raise IllegalActionError(N_("the {god} tile is not in this game"), god=repr(iv.god))
            problem = self.board.location_problem(iv.god, iv.at, self.show)
            if problem:
                raise IllegalActionError(problem)
            if iv.god == God.APOLLO and from_olympus and iv.side is None:
                raise IllegalActionError(N_("choose the side, Apollo or Dionysus, as the tile comes into play"))
            if iv.side is not None and not (iv.god == God.APOLLO and from_olympus):
                raise IllegalActionError(N_("a side is chosen only when Apollo/Dionysus comes from the Olympus"))
        self.board.gods[iv.god] = iv.at
        if iv.side is not None:
            self.board.apollo_side = iv.side
        return not from_olympus

    def _end_if_stuck(self, after: tuple[list[str], Dir] | None = None) -> None:
        """End the hand if no Muse can step (docs/rules.md 4.3); `after`: the step just made."""
        if self.phase == Phase.DANCE and not self.board.has_legal_step(after):
            self._finish(None, frozenset())

    def _end(self, event: Event, sixes: set[str]) -> Event:
        """End the hand on a 6 made by `event`."""
        self._finish(event.seat, frozenset(sixes))
        self.last = Event(event.seat, event.action, event.moved, event.target, event.fallen, True, event.stuck,
                          event.tile_moved)
        return self.last

    def _finish(self, triggered_by: int | None, sixes: frozenset[str]) -> None:
        self.phase = Phase.FINISHED
        self.to_move = None
        self.triggered_by = triggered_by
        self.reached_six = sixes
        self.hidden.clear()
        board = self.board
        gods = board.gods
        dionysian = God.APOLLO in gods and board.apollo_side is Side.DIONYSUS
        n, owner = self.n_players, self.owner
        companies = [company_of(s, n) for s in range(n)]
        aeolus, artemis = gods.get(God.AEOLUS), gods.get(God.ARTEMIS)
        self.score = score_hand(
            at=board.at, dice=board.dice,
            suns=self.options.muse_table.suns,
            company={m: None if (s := owner[m]) is None else companies[s] for m in board.at},
            n_companies=n_companies(n), gold=self.gold,
            dionysian=sixes if dionysian else frozenset(),
            aeolus=aeolus.corner if isinstance(aeolus, OnCorner) else None,
            artemis=artemis.corner if isinstance(artemis, OnCorner) else None)


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled too, __new__ skips __init__ (copy, pickle)
class Game:
    """A whole game: players, options, its hands and the actions of each."""

    def __init__(self, players: list[str], options: Options):
        if not 2 <= len(players) <= 4:
            raise ValueError("a game has 2, 3 or 4 players")
        self.players = list(players)
        self.options = options
        self.hands: list[HandState] = []
        self.history: list[list[tuple[Action, int | None]]] = []

    @classmethod
    def new(cls, players: list[str], options: Options, rng: random.Random) -> Game:
        """A game with its first hand dealt at random and a random first player."""
        game = cls(players, options)
        game.start_hand(Deal.random(len(players), rng), rng.randrange(len(players)))
        return game

    def copy(self) -> Game:
        """A game that changes apart from this one (hands are replaced, never changed, by `apply`)."""
        new = Game.__new__(Game)
        new.players, new.options = list(self.players), self.options
        new.hands = list(self.hands)
        new.history = [list(h) for h in self.history]
        return new

    @property
    def hand(self) -> HandState:
        return self.hands[-1]

    @property
    def needs_deal(self) -> bool:
        """The last hand is over and another is due."""
        return (not self.hands or self.hand.phase == Phase.FINISHED) and len(self.hands) < self.options.hands

    @property
    def is_over(self) -> bool:
        return len(self.hands) == self.options.hands and self.hand.phase == Phase.FINISHED

    def next_first(self) -> int:
        """The first player of the next hand: the seat after the previous hand's first."""
        return 0 if not self.hands else (self.hands[0].first + len(self.hands)) % len(self.players)

    def start_hand(self, deal: Deal, first: int | None = None) -> None:
        """Set up the next hand; in hand 2 `first` must be the seat after hand 1's first."""
        if not self.needs_deal:
            raise IllegalActionError(N_("no new hand can start now"))
        problem = deal.problem(len(self.players))
        if problem:
            raise ValueError(problem)
        if first is None:
            first = self.next_first()
        if type(first) is not int or not 0 <= first < len(self.players):
            raise ValueError(f"first must be a seat from 0 to {len(self.players) - 1}")
        if self.hands and first != self.next_first():
            raise ValueError(f"hand {len(self.hands) + 1} starts with seat {self.next_first()}")
        gold = any(h.score is not None and h.score.silver is not None for h in self.hands)
        self.hands.append(HandState(len(self.players), self.options, deal, first, gold))
        self.history.append([])

    def deal_next(self, rng: random.Random) -> None:
        self.start_hand(Deal.random(len(self.players), rng))

    def apply(self, action: Action, by: int | None = None) -> Event:
        """Check and apply an action of the current hand; the game is unchanged if it raises."""
        if not self.hands:
            raise WrongPhaseError(N_("no hand has been dealt"))
        new = self.hand.copy()
        event = new.play(action, by)
        self.hands[-1] = new
        self.history[-1].append((action, by))
        return event

    def play(self, action: Action, by: int | None = None, *, recorded: bool = False) -> Event:
        """Check and apply an action of the current hand, as `apply` does but on the hand
        itself: faster, and the game is left half changed if it raises. For replaying a
        log whose game is thrown away at the first error; `recorded` as `HandState.play`."""
        if not self.hands:
            raise WrongPhaseError(N_("no hand has been dealt"))
        event = self.hands[-1].play(action, by, recorded=recorded)
        self.history[-1].append((action, by))
        return event

    def push(self, action: Action, by: int | None = None) -> Event:
        """Apply an action known to be legal for the player to move, without checking it
        (python-chess `push`): for search, playouts and replays of trusted logs. `by` is
        only recorded. An illegal action leaves the game in a state the rules do not allow."""
        event = self.hands[-1].push(action)
        self.history[-1].append((action, by))
        return event

    def submit(self, action: Action, seat: int) -> Event:
        """Apply an action from `seat`, named as that player sees the table (face-down
        Muses by token); the game is unchanged if it raises."""
        if not self.hands:
            raise WrongPhaseError(N_("no hand has been dealt"))
        return self.apply(self.hand.resolve_action(action), seat)

    def result(self) -> Result | None:
        """The winners, once every hand is over."""
        if not self.is_over:
            return None
        last = self.hand
        trigger = None if last.triggered_by is None else company_of(last.triggered_by, len(self.players))
        return decide([h.score for h in self.hands if h.score is not None], self.options.tiebreak, trigger)

    def seat_company(self, seat: int) -> int:
        return company_of(seat, len(self.players))

