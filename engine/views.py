"""What each viewer may know (docs/design.md: hidden information lives in views).

`public_view(game)` is what everyone at the table sees: a face-down Muse appears only
as its token ("face-down #1") with its die, never its name, suns or ability.
`player_view(game, seat)` adds that seat's hand and its own Mysterious Muse. Every
public message and picture is made from these, and the choices offered to a player
are computed from the view's own board, so they name face-down Muses by token too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from mypy_extensions import mypyc_attr

from . import words
from .actions import Action, Location, Place, Side, Step, When
from .board import Board
from .changes import DieChange, dice_changes
from .geometry import Dir, Square, square_name
from .gods import God
from .language import ENGLISH_LANGUAGE, N_, Argument, Joined, Language, Phrase, said
from .muses import MuseTable, Power
from .phases import Phase
from .scoring import HandScore, Result
from .state import Game, HandState
from .table import COLOURS, company_of, neutral_colour


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class MuseView:
    """A tile on the table as everyone sees it."""

    token: str
    """The Muse's name when face up, its public token while face down."""
    at: Square
    die: int
    colour: str
    company: int | None
    seat: int | None
    """The seat that placed it, public as every placement is (None: the Neutral Muse)."""
    face_up: bool
    suns: int | None
    power: Power | None
    number: int | None = None
    """The number of a face-down Muse's token."""


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class LastAction:
    """The last accepted action, in public terms, for highlights and announcements."""

    seat: int
    phrase: Phrase | Joined
    """Who did what, to be said in each reader's language."""
    muse: str
    """The Muse placed, or the one that stepped and used its ability."""
    dir: Dir | None
    moved: tuple[str, ...]
    """The Muse placed, or the one that stepped then each Muse it pushed."""
    target: str | None
    dice: tuple[DieChange, ...] = ()
    """Every die the action changed, in the order it happened (`engine.changes`)."""
    path: tuple[Square, Square] | None = None
    """Where the stepping Muse stood before its step, and where it stands after."""
    tile: God | None = None
    """The intervention tile the action put or moved."""

    def said(self, lang: Language = ENGLISH_LANGUAGE) -> str:
        return self.phrase.said(lang)

    @property
    def text(self) -> str:
        """In English."""
        return self.said()


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class ScoreView:
    """A finished hand, everything revealed."""

    hand: int
    score: HandScore
    triggered_by: int | None
    mysterious: Mapping[int, str]
    muses: tuple[MuseView, ...]
    """The hand's table as it ended, every Muse revealed."""


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class PublicView:
    players: tuple[Argument, ...]
    """Each seat's name as its readers are shown it: a plain name, or a phrase said in each
    reader's language (the bot names its AI seats so); `player` says one."""
    hand_number: int
    """0 for the first hand, 1 for the second."""
    hands_total: int
    phase: Phase
    to_move: int | None
    first: int
    companies: tuple[int, ...]
    """Each seat's company."""
    colours: tuple[str, ...]
    """Each company's colour."""
    muses: tuple[MuseView, ...]
    """In placement order."""
    hand_sizes: tuple[int, ...]
    hid: tuple[bool, ...]
    """Whether each seat has placed its Mysterious Muse face down."""
    board: Board
    """The table keyed by token, with only face-up powers: choices are computed from it."""
    gods: Mapping[God, Location | None]
    """Where the tile of each god of this game lies; None while in the Olympus."""
    apollo_side: Side
    last: LastAction | None
    scores: tuple[ScoreView, ...]
    """Every finished hand of the game."""
    result: Result | None
    muse_table: MuseTable
    """The suns and ability of every Muse: the tile sheet, which everyone may read."""
    log: tuple[LastAction, ...] = ()
    """The hand's last actions, oldest first, as `last` told each when it was made (as many as
    the view was asked for; `last` is the newest)."""

    def muse(self, token: str) -> MuseView:
        return next(m for m in self.muses if m.token == token)

    def player(self, seat: int, lang: Language = ENGLISH_LANGUAGE) -> str:
        """A seat's name in `lang`."""
        return said(self.players[seat], lang)

    def legal_squares(self) -> list[Square]:
        return self.board.placement_squares() if self.phase is Phase.PLACEMENT else []

    def square_codes(self) -> dict[str, Square]:
        """Each legal placement square by its name (`geometry.square_name`, the same all the hand
        long), as the picture labels it; empty outside the placement."""
        return dict(self._square_codes)

    @cached_property
    def _square_codes(self) -> tuple[tuple[str, Square], ...]:
        return tuple((square_name(square), square) for square in self.legal_squares())

    def legal_steps(self) -> list[tuple[str, Dir]]:
        return list(self._legal_steps)

    @cached_property
    def _legal_steps(self) -> tuple[tuple[str, Dir], ...]:
        """Computed once: a view is a snapshot, and panels ask again at every click."""
        return tuple(self.board.legal_steps()) if self.phase is Phase.DANCE else ()

    def targets(self, muse: str, d: Dir, when: When) -> list[str]:
        """Who `muse` may use its ability on with the step towards `d`, before or after it."""
        line = self.board.line(muse, d)
        if when is When.BEFORE:
            return self.board.targets(muse)
        after = self.board.copy()
        after.move(line, d)
        if any(after.dice[m] == 6 for m in line):
            return []
        return after.targets(muse)

    def board_after(self, step: Step) -> Board | None:
        """The board once `step` (with its ability) is done, or None if it ends the hand."""
        b = self.board.copy()
        if step.ability and step.ability.when is When.BEFORE and b.use_power(step.muse, step.ability.target):
            return None
        line = b.line(step.muse, step.dir)
        b.move(line, step.dir)
        if any(b.dice[m] == 6 for m in line):
            return None
        if step.ability and step.ability.when is When.AFTER and b.use_power(step.muse, step.ability.target):
            return None
        return b

    def locations(self, step: Step, god: God) -> list[Location]:
        """Where the tile of `god` may go at the end of the turn that `step` makes."""
        b = self.board_after(step)
        return b.locations(god) if b is not None and god in b.gods else []


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class PlayerView(PublicView):
    seat: int = 0
    hand: tuple[str, ...] = ()
    """The seat's Muses not yet placed."""
    mysterious: str | None = None
    """The seat's own face-down Muse, once placed."""
    mysterious_token: str | None = None
    """How the table calls it: its token while face down, its name once revealed."""
    may_hide: bool = False
    must_hide: bool = False


Names = Sequence[Argument] | None
"""How a view names the seats; None: by the game's own names (`Game.players`, as recorded)."""


def _public_fields(game: Game, names: Names = None, scored: bool = True, log: int = 0) -> dict:
    hand = game.hand
    players = tuple(game.players if names is None else names)
    n = len(game.players)
    ncomp = hand.companies
    colours = COLOURS[:ncomp]
    board = _shown_board(hand)
    scores = tuple(ScoreView(i, h.score, h.triggered_by, dict(h.mysterious), _muses(h, colours))
                   for i, h in enumerate(game.hands) if h.score is not None)  # the finished hands
    return dict(
        players=players, hand_number=len(game.hands) - 1, hands_total=game.options.hands,
        phase=hand.phase, to_move=hand.to_move, first=hand.first,
        companies=tuple(company_of(s, n) for s in range(n)), colours=colours, muses=_muses(hand, colours),
        hand_sizes=tuple(len(h) for h in hand.hands), hid=tuple(s in hand.mysterious for s in range(n)),
        board=board, gods=dict(board.gods), apollo_side=board.apollo_side,
        last=_last(hand, players, board), scores=scores, result=game.result() if scored else None,
        muse_table=game.options.muse_table, log=_log(game, players, log))


def _shown_board(hand: HandState) -> Board:
    """The hand's table keyed as everyone may call its Muses, with the face-up powers only."""
    show = hand.show
    return hand.board.renamed(show, {show(m): p for m, p in hand.board.powers.items() if m not in hand.hidden})


def _log(game: Game, players: tuple[Argument, ...], count: int) -> tuple[LastAction, ...]:
    """The current hand's last `count` actions as each was told when made: the hand is played
    again from its deal (its actions are legal: they were checked when played)."""
    actions = game.history[-1] if game.history else []
    if count <= 0 or not actions:
        return ()
    hand = game.hand
    again = HandState(hand.n_players, hand.options, hand.deal, hand.first, hand.gold)
    out = []
    for i, (action, _by) in enumerate(actions):
        again.push(action)
        if i >= len(actions) - count:
            out.append(_last(again, players, _shown_board(again)))
    return tuple(line for line in out if line is not None)


def _muses(hand: HandState, colours: tuple[str, ...]) -> tuple[MuseView, ...]:
    """The hand's tiles as everyone sees them, in placement order."""
    out = []
    for m in hand.order:
        up = m not in hand.hidden
        company = hand.company(m)
        tile = hand.options.muse_table[m]
        colour = colours[company] if company is not None else neutral_colour(hand.n_players)
        assert colour is not None, "a Neutral Muse only with 2 or 4 players"
        out.append(MuseView(
            token=hand.show(m), at=hand.board.at[m], die=hand.board.dice[m], colour=colour,
            company=company, seat=hand.owner[m], face_up=up, suns=tile.suns if up else None,
            power=tile.power if up else None,
            number=None if up else int(hand.tokens[m].rsplit("#", 1)[1])))
    return tuple(out)


def public_view(game: Game, names: Names = None, log: int = 0) -> PublicView:
    """What everyone at the table sees, the seats named by `names`, with the hand's last `log`
    actions told."""
    return PublicView(**_public_fields(game, names, log=log))


@mypyc_attr(native_class=False)  # frozen: a compiled one could not be unpickled (its setattr raises)
@dataclass(frozen=True)
class ReplayStep:
    """One step of a game's replay: the table after a move, or a hand's score."""

    view: PublicView
    scored: int | None = None
    """The hand whose score this step shows (the step after the move that ended it); None: a move."""


def replay_steps(game: Game, names: Names = None) -> list[ReplayStep]:
    """The game again, move after move as its boards showed it, each hand's score after the move
    that ended it (that move reveals the hand's face-down Muses, as the hand's score did). Only
    finished hands are public as a whole: the caller replays a game that is over."""
    again = Game(list(game.players), game.options)
    steps = []
    for hand, actions in zip(game.hands, game.history):
        again.start_hand(hand.deal, hand.first)
        for action, by in actions:
            again.push(action, by)  # a stored game's actions: legal, as they were checked when played
            view = public_view(again, names)
            steps.append(ReplayStep(view))
            if view.phase is Phase.FINISHED:
                steps.append(ReplayStep(view, view.hand_number))
    return steps


def player_view(game: Game, seat: int, names: Names = None, log: int = 0) -> PlayerView:
    """What `seat` sees: the public view, its own hand and its own Mysterious Muse."""
    return _player_view(game, seat, names, log=log)


def _player_view(game: Game, seat: int, names: Names = None, scored: bool = True, log: int = 0) -> PlayerView:
    hand = game.hand
    mine = hand.mysterious.get(seat)
    return PlayerView(
        **_public_fields(game, names, scored, log), seat=seat, hand=tuple(hand.hands[seat]), mysterious=mine,
        mysterious_token=hand.show(mine) if mine else None,
        may_hide=hand.phase is Phase.PLACEMENT and hand.may_hide(seat),
        must_hide=hand.phase is Phase.PLACEMENT and hand.must_hide(seat))


def preview(game: Game, seat: int, action: Action, names: Names = None) -> PlayerView:
    """What `seat` would see once it made `action` (named as it sees the table), with its
    `last` telling what the action did. A move that ends the hand reveals nothing here: the
    face-down Muses stay face down and the hand shows no score (`engine.standing` says what
    may be told). Raises the engine's refusal if the action is illegal."""
    after = game.copy()
    after.submit(action, seat)
    hand = after.hand
    if hand.phase is Phase.FINISHED:
        placed = {action.muse} if isinstance(action, Place) and action.hidden else set()
        hand.hidden, hand.score = game.hand.hidden | placed, None
    return _player_view(after, seat, names, scored=False)


def _last(hand: HandState, players, board: Board) -> LastAction | None:
    event = hand.last
    if event is None:
        return None
    show = hand.show
    action = event.action
    power = hand.options.muse_table[action.muse].power if action.muse not in hand.hidden else None
    changes = dice_changes(event, hand.board.dice, power)
    said = Phrase.of(N_("{player} {action}"), player=players[event.seat],
                     action=words.action(event, show, board, changes))
    if isinstance(action, Place):
        return LastAction(event.seat, said, show(action.muse), None, tuple(map(show, event.moved)), None)
    dice = tuple(DieChange(show(c.muse), c.before, c.after) for c in changes)
    path = None
    if event.moved:
        (c, r), (dc, dr) = hand.board.at[action.muse], action.dir.delta
        path = ((c - dc, r - dr), (c, r))
    tile = action.intervention.god if action.intervention and (event.stuck or not event.ended) else None
    return LastAction(event.seat, said, show(action.muse), action.dir, tuple(map(show, event.moved)),
                      show(event.target) if event.target else None, dice, path, tile)
