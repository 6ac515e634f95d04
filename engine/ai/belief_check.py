"""`python -m engine beliefs`: how well the hard player's weights track the face-down Muses.

Games are played by one level in every seat. At each decision of the dance where a seat
cannot know who its unknown face-down Muses are (two hypotheses or more), the weights are
computed from that seat's record, as the hard player computes them, and the referee, who
knows the table, reads off the weight of the true assignment. The weights never see the
truth: only the score does. Uniform weights (1 / the number of hypotheses) are the baseline.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..phases import Phase
from ..seats import seat_record
from ..state import Game
from ..table import Deal, Options
from .arena import refereed
from .belief import weights
from .knowledge import from_record
from .levels import decide


@dataclass
class Tally:
    """The weight of the truth at each decision checked, and uniform's: of the true assignment
    (`truth`), and of the true Wills of Apollo of the companies' face-down Muses, which is all
    the search can use (`suns`, only where the hypotheses differ in them)."""

    truth: list[tuple[float, float]]
    suns: list[tuple[float, float]]

    def summary(self) -> dict:
        out: dict = {"decisions": len(self.truth)}
        for name, pairs in (("", self.truth), ("suns_", self.suns)):
            n = len(pairs)
            if n:
                out |= {f"{name}decisions": n,
                        f"{name}p_true": round(sum(p for p, _ in pairs) / n, 4),
                        f"{name}p_true_uniform": round(sum(u for _, u in pairs) / n, 4),
                        f"{name}log_loss": round(-sum(math.log(max(p, 1e-12)) for p, _ in pairs) / n, 4),
                        f"{name}log_loss_uniform": round(-sum(math.log(u) for _, u in pairs) / n, 4)}
        return out


def truth_weights(game: Game, seat: int) -> tuple[tuple[float, float], tuple[float, float] | None] | None:
    """The weight the seat's record gives the true assignment of its unknown face-down Muses,
    with uniform's; and the same for their true Wills of Apollo where the hypotheses differ in
    them. None where the seat has a single hypothesis (or no past to weigh)."""
    knowledge = from_record(seat_record(game, seat))
    hypotheses = knowledge.hypotheses()
    if len(hypotheses) < 2 or not knowledge.past:
        return None
    hand = game.hand
    true = {token: hand.resolve(token) for token in hypotheses[0]}
    w = weights(knowledge, hypotheses)
    n = len(hypotheses)
    owned = [t for t, c in knowledge.companies().items() if c is not None and t in true]
    table = knowledge.view.muse_table
    same = [[table[h[t]].suns for t in owned] == [table[true[t]].suns for t in owned] for h in hypotheses]
    suns = (sum(x for x, s in zip(w, same) if s), sum(same) / n) if not all(same) else None
    return (w[hypotheses.index(true)], 1 / n), suns


def check(games: int, seed: int = 1, level: str = "normal", players: int = 2) -> Tally:
    """Play `games` one-hand games at `level` in every seat, scoring the weights at each decision."""
    tally = Tally([], [])
    for index in range(games):
        rng = random.Random(f"{seed}:{index}")
        game = Game([f"P{s}" for s in range(players)], Options(hands=1))
        game.start_hand(Deal.random(players, rng), index % players)
        while not game.is_over and len(game.history[-1]) < 300:
            seat = game.hand.to_move
            assert seat is not None, "a hand in play"
            if game.hand.phase is Phase.DANCE:
                scored = truth_weights(game, seat)
                if scored is not None:
                    tally.truth.append(scored[0])
                    if scored[1] is not None:
                        tally.suns.append(scored[1])
            action = decide(seat_record(game, seat), level, seed).action
            game.apply(refereed(game.hand, seat, action), seat)
    return tally
