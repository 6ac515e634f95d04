"""The review of a finished game: every step of every seat judged by the hard search from
that seat's knowledge at the time (its seat record up to that move), with the calibrated
win chance of the move played and of the best move the search found.

    review(record, budget=REVIEW_BUDGET, progress=None) -> Review
    judged(record, start, stop, budget) -> [Decision]   (a review in parts: `decisions_in` of them)
    Review.version, .decisions, .results, .chart(seat), .turning_points(seat)
    previews(record, decision) -> (PlayerView, PlayerView)   (a turning point's played and better moves)
    rejudged(record, decision, budget) -> (float, float)     (both moves' values by another search)
    version(budget=REVIEW_BUDGET) -> str               (store a review once per version)

The picture is `render.review.render_review(public_view, review, seats, previews, locale=)`;
`python -m engine review-check` (`engine.ai.review_check`) measures whether the better moves are
better.
`record` is a finished game's record (docs/record.md). A decision is a step of the dance: the
placement is left out (the dance's search has no value for a table still being set; the
placement search's values are averages over sampled worlds, not calibrated). Each decision
is judged from `seat_record` of the game cut just before it, so nothing the seat could not
see at that moment enters its review.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection
from dataclasses import dataclass
from importlib import resources
from itertools import islice

from ..actions import Action, Step
from ..phases import Phase
from ..records import game_from_record
from ..seats import seat_record
from ..state import Game
from ..table import company_of
from ..views import PlayerView, preview
from .belief import weights
from .chances import CALIBRATION, Features, chance
from .dance import Dancer
from .judge import Judge
from .knowledge import Knowledge, _shown_step, from_record
from .levels import _as_recorded
from .turns import Turn, interventions, turns

REVIEW_BUDGET = 2000
"""The work the review's search may do for one decision, in tables judged (the two values
compared cost more beyond it). The review's own: it does not follow the hard player's budget, for
a review judges every step of a game, and what its better moves are worth is measured at this
budget (`python -m engine review-check`)."""
TURNING_POINTS = 3
"""The most turning points a review gives each player."""
TURNING_LOSS = 0.05
"""A turning point is a decision whose move lost at least this much win chance (5 points)
against the best move found: a smaller loss is within what the search itself can tell apart."""


@dataclass(frozen=True)
class Appraisal:
    """One decision as the search judged it: the raw values (a company's expected share of
    the victory by the search, not yet a probability) and what the calibration reads beside them."""

    hand: int
    """The hand's index in the record (0: the first)."""
    index: int
    """The action's index in that hand's `actions` (docs/record.md)."""
    seat: int
    played: Action
    """Named as the seat's record names Muses then: face-down Muses by token, its own
    Mysterious Muse by name."""
    best: Action
    """The best move the search found (the played one when none was better), named alike."""
    played_table: Action
    """The move played, named as the seat's table shows Muses (every face-down Muse by its
    token): what `engine.views.preview` takes."""
    best_table: Action
    played_value: float
    best_value: float
    features: Features


@dataclass(frozen=True)
class Decision:
    """A reviewed decision: an `Appraisal` with its calibrated win chances."""

    appraisal: Appraisal
    played_chance: float
    """The seat's company's chance to win (a shared victory as half) after the move played:
    the chart's point for this decision."""
    best_chance: float

    @property
    def loss(self) -> float:
        """The win chance the move played lost against the best move (0 or more)."""
        return max(0.0, self.best_chance - self.played_chance)


@dataclass(frozen=True)
class Review:
    version: str
    """The AI and calibration that made it (`version()`): a stored review is good while it matches."""
    players: tuple[str, ...]
    decisions: tuple[Decision, ...]
    """In the game's order."""
    results: tuple[float, ...]
    """Each seat's company's share of the victory (`results`): where its chart ends."""

    def turning_points(self, seat: int, n: int = TURNING_POINTS,
                       skip: Collection[tuple[int, int]] = ()) -> list[Decision]:
        """The (at most) `n` decisions of `seat` whose move lost the most win chance against its
        best move, each at least TURNING_LOSS (and none at a (hand, index) of `skip`: the moves
        the AI played for an absent player were not theirs), the worst first."""
        mine = [d for d in self.decisions if d.appraisal.seat == seat and d.loss >= TURNING_LOSS
                and (d.appraisal.hand, d.appraisal.index) not in skip]
        return sorted(mine, key=lambda d: (-d.loss, d.appraisal.hand, d.appraisal.index))[:n]

    def chart(self, seat: int) -> list[tuple[int, float]]:
        """`seat`'s line of the win-chance chart: (the decision's place in `decisions`, the
        chance after its move played) for each of its decisions, then (len(decisions), its
        result): the line ends at the result."""
        mine = [(i, d.played_chance) for i, d in enumerate(self.decisions) if d.appraisal.seat == seat]
        return [*mine, (len(self.decisions), self.results[seat])]


def version(budget: int = REVIEW_BUDGET) -> str:
    """A short fingerprint of the AI's code, the calibration and the budget: a review made
    under another version should be made again."""
    digest = hashlib.sha256(f"budget={budget}".encode())
    package = resources.files("engine.ai")
    for name in sorted(p.name for p in package.iterdir() if p.name.endswith(".py")):
        digest.update(name.encode() + package.joinpath(name).read_bytes())
    digest.update(CALIBRATION.read_bytes())
    return digest.hexdigest()[:12]


def review(record: dict, budget: int = REVIEW_BUDGET,
           progress: Callable[[int, int], None] | None = None) -> Review:
    """The review of a finished game's record (docs/record.md). `progress(done, total)` is called
    after each decision judged. Raises ValueError (RecordError) if the record does not
    replay or the game is not over."""
    return Review(version(budget), tuple(record["players"]), tuple(judged(record, budget=budget, progress=progress)),
                  results(record))


def judged(record: dict, start: int = 0, stop: int | None = None, budget: int = REVIEW_BUDGET,
           progress: Callable[[int, int], None] | None = None) -> list[Decision]:
    """Decisions `start` to `stop` (excluded) of the review, judged and calibrated: a review
    made in parts (the bot's workers judge a few decisions a call) is the one made at once."""
    return [Decision(a, chance(a.played_value, a.features), chance(a.best_value, a.features))
            for a in appraise(record, budget, progress, start, stop)]


def decisions_in(record: dict) -> int:
    """How many decisions a review of the record judges (every step of the dance)."""
    return sum(isinstance(action, Step) for actions in game_from_record(record).history for action, _ in actions)


def appraise(record: dict, budget: int = REVIEW_BUDGET, progress: Callable[[int, int], None] | None = None,
             start: int = 0, stop: int | None = None) -> list[Appraisal]:
    """The raw search values of decisions `start` to `stop` of a finished game (what `judged` calibrates)."""
    full = game_from_record(record)
    if not full.is_over:
        raise ValueError("only a finished game is reviewed")
    moments = list(islice(_moments(full), start, stop))
    out = []
    for done, (game, k, n, action) in enumerate(moments, 1):
        out.append(appraise_step(game, k, n, action, budget))
        if progress is not None:
            progress(done, len(moments))
    return out


def previews(record: dict, decision: Decision) -> tuple[PlayerView, PlayerView]:
    """The table once the decision's move played is made, and once its better move is, each
    as its seat would then have seen it (`engine.views.preview`): what the review's picture
    draws for a turning point."""
    a = decision.appraisal
    before = cut(game_from_record(record), a.hand, a.index)
    return preview(before, a.seat, a.played_table), preview(before, a.seat, a.best_table)


def rejudged(record: dict, decision: Decision, budget: int) -> tuple[float, float]:
    """The values of the decision's move played and of its better move by the review's search
    with another `budget`, from the same seat record: whether a deeper search agrees that the
    better move is better. Each is valued by a search of its own, which takes the same path
    (it does not depend on the move valued) and so values both at the same depth."""
    a = decision.appraisal
    game = cut(game_from_record(record), a.hand, a.index)
    knowledge, hypotheses, w = _beliefs(game, a.seat)
    steps = [step for step in (a.played_table, a.best_table) if isinstance(step, Step)]
    assert len(steps) == 2, "a decision of the dance"
    (best, best_value, played), (again, again_value, better) = (
        Dancer(knowledge, hypotheses, w, budget).appraise(knowledge.view.board, _turn(knowledge, step))
        for step in steps)
    assert (best.step, best_value) == (again.step, again_value), "the two searches took one path"
    return played, better


def cut(full: Game, hand: int, index: int) -> Game:
    """The game as it stood before action `index` of hand `hand` (indices as in the record)."""
    game = Game(full.players, full.options)
    for k in range(hand + 1):
        game.start_hand(full.hands[k].deal, full.hands[k].first)
        for action, by in full.history[k][:index if k == hand else None]:
            game.play(action, by, recorded=True)
    return game


def results(record: dict) -> tuple[float, ...]:
    """Each seat's company's share of the victory in a finished game: 1, 1/2 when two
    companies share it, and so on; 0 for a loss."""
    game = game_from_record(record)
    result = game.result()
    assert result is not None, "a finished game"
    n = len(game.players)
    return tuple(1 / len(result.winners) if company_of(seat, n) in result.winners else 0.0 for seat in range(n))


def _moments(full: Game):
    """Each step of the game with the game cut just before it: (game, hand index, action
    index, the action), replaying the record."""
    game = Game(full.players, full.options)
    for k, (hand, actions) in enumerate(zip(full.hands, full.history)):
        game.start_hand(hand.deal, hand.first)
        for n, (action, by) in enumerate(actions):
            if isinstance(action, Step):
                cut = game.copy()
                cut.hands[-1] = game.hand.copy()  # `play` below changes the hand itself
                yield cut, k, n, action
            game.play(action, by, recorded=True)


def appraise_step(game: Game, k: int, n: int, action: Step, budget: int = REVIEW_BUDGET) -> Appraisal:
    """The step `action` (action `n` of hand `k`) of the seat to move in `game`, judged from
    that seat's record alone."""
    seat = game.hand.to_move
    assert seat is not None and game.hand.phase is Phase.DANCE, "a step of the dance"
    knowledge, hypotheses, w = _beliefs(game, seat)
    played = _turn(knowledge, _shown_step(action, game.hand.show))
    judge = Judge(knowledge)
    dancer = Dancer(knowledge, hypotheses, w, budget)
    best, best_value, played_value = dancer.appraise(knowledge.view.board, played)
    if played_value >= best_value:
        best, best_value = played, played_value
    features = Features(knowledge.n_companies, judge.last_hand, knowledge.dance_turns)
    return Appraisal(k, n, seat, _as_recorded(played.step, knowledge), _as_recorded(best.step, knowledge),
                     played.step, best.step, played_value, best_value, features)


def _beliefs(game: Game, seat: int) -> tuple[Knowledge, list[dict[str, str]], list[float]]:
    """What `seat` knew in `game` (its seat record alone), the hypotheses about the face-down
    Muses and their weights: what its decision is judged from."""
    knowledge = from_record(seat_record(game, seat))
    hypotheses = knowledge.hypotheses()
    return knowledge, hypotheses, weights(knowledge, hypotheses) if knowledge.past else [1.0] * len(hypotheses)


def _turn(knowledge: Knowledge, step: Step) -> Turn:
    """The search's turn for a step named as the seat's table names Muses."""
    plain = Step(step.muse, step.dir, step.ability)
    for t in turns(knowledge.view.board):
        if t.step == plain:
            if step.intervention is None or t.ended:
                return t  # a record may carry an intervention after the end of the hand (docs/record.md)
            return next(iv for iv in interventions(t) if iv.step == step)
    raise AssertionError(f"the step {step} is not among the table's turns")
