"""What each company would score if the hand ended now, as far as one viewer can tell.

The table shows every die, square and tile; only a face-down Muse's identity, and so its
suns (the value its die turns into a 6 at scoring), is unknown. The standing is scored for
every identity the face-down Muses may have, and says the least and the most each company
could score: one number when the face-down Muses cannot change it. A player's own
Mysterious Muse counts as what it is in that player's view only."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import permutations

from .actions import OnCorner, Side
from .gods import God
from .muses import MUSES
from .scoring import score_hand
from .views import PlayerView, PublicView


@dataclass(frozen=True)
class Standing:
    """Each company's suns if the hand ended now: at least `low`, at most `high`."""

    low: tuple[int, ...]
    high: tuple[int, ...]


def standing(view: PublicView) -> Standing:
    """The standing of the hand `view` shows (its Muses on the table only, in the placement)."""
    tiles = view.muse_table
    known = {m.token: tiles[m.token].suns for m in view.muses if m.face_up}
    mine: str | None = None
    hand: tuple[str, ...] = ()
    if isinstance(view, PlayerView):
        mine, hand = view.mysterious, view.hand
        if mine is not None and view.mysterious_token is not None:
            known[view.mysterious_token] = tiles[mine].suns
    unknown = [m.token for m in view.muses if m.token not in known]
    pool = [m for m in MUSES if m not in known and m not in hand and m != mine]
    gods = view.gods
    aeolus, artemis = gods.get(God.AEOLUS), gods.get(God.ARTEMIS)
    dice = {m.token: m.die for m in view.muses}
    sixes = frozenset(m for m, die in dice.items() if die == 6)
    score = partial(
        score_hand, at={m.token: m.at for m in view.muses}, dice=dice,
        company={m.token: m.company for m in view.muses}, n_companies=len(view.colours),
        gold=any(s.score.silver is not None for s in view.scores if s.hand < view.hand_number),
        dionysian=sixes if God.APOLLO in gods and view.apollo_side is Side.DIONYSUS else frozenset(),
        aeolus=aeolus.corner if isinstance(aeolus, OnCorner) else None,
        artemis=artemis.corner if isinstance(artemis, OnCorner) else None)
    outcomes = [score(suns=known | dict(zip(unknown, suns))).suns
                for suns in {tuple(tiles[m].suns for m in names) for names in permutations(pool, len(unknown))}]
    return Standing(tuple(map(min, zip(*outcomes))), tuple(map(max, zip(*outcomes))))
