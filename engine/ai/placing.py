"""The hard player's placement: a search over its own placements (which Muse, where, face up
or down).

Each candidate (every Muse of the hand, each way it may go, on the few squares that suit it
best, and the usual choice) is tried in the same sampled worlds: the Muses the seat has not
seen dealt at random among the other hands and the face-down tokens it cannot read. In each
world every seat then places by the normal player's rule (`sensible_place`), and a short
dance follows in which each player takes the turn best for its company by the Judge, seeing
every identity; the candidate's value is the seat's Judge value of where that dance stops,
averaged over the worlds. Only the seat's knowledge goes in.

The seat never hides its `telling` Muse, the one the rule would hide: the others' beliefs
(`belief`) expect a player to hide that one, so hiding it tells them its identity. The usual
choice is the rule's, keeping the next Muse by `hide_preference` instead.

Measured against hard-fixed-placement (arena, 400 two-player games, --ms 5000): this search
0.659 with seed 12, 0.650 with seed 5, 0.625 with seed 31, and 0.660 at default caps (seed
12, loaded machine); the search hiding any Muse, 0.570 with seed 12 and 0.608 with seed 5.
Screened on games 0-199 of seed 12, where the search hiding any Muse won 0.650: four times
the work, 0.583 over 108 games where it won 0.694; one square a Muse and two turns a world
for the first two placements, 0.625; the others judging their turns in the play-outs as if
the seat's Mysterious Muse were the one they would find likeliest, 0.600; no search, the
rule keeping the next Muse, 0.645 over 141 games where it won 0.660. In those screens the
seat won 0.49 to 0.61 of the games where its Mysterious Muse was the rule's, 0.64 to 0.71
where it was another. Earlier: two turns a world and hiding only the rule's Muse, 0.534;
four turns hiding only that Muse, 0.49 over 280 games.
"""

from __future__ import annotations

import copy
import random

from ..actions import Place
from ..names import token
from ..views import PlayerView
from .dance import clock
from .judge import Judge
from .knowledge import Knowledge
from .placement import mysterious_pick, sensible_place, square_value
from .turns import turns

SQUARES = 2
"""How many squares, the best by `square_value`, each Muse of the hand is tried on each way up."""
PLIES = 4
"""How many turns of the dance each world plays before it is judged."""
WORLDS = 24
"""The most worlds a decision samples."""
MARGIN = 0.02
"""How much better than the normal player's choice a candidate must be to be preferred."""


def searched_placement(knowledge: Knowledge, rng: random.Random, budget: int,
                       deadline: float | None) -> tuple[Place, bool]:
    """The candidate with the best value over as many worlds as `budget` (tables judged) and
    `deadline` allow, each world tried on every candidate, and whether the deadline cut the
    search. A world once begun is finished within the budget, or left out if the deadline
    comes first (a play-out is begun only if the longest one so far would end before it); the
    first world stops where either runs out (the candidates it reached are compared)."""
    view = knowledge.view
    tell = telling(view)
    usual = sensible_place(view.board, view.hand, view.muse_table, view.may_hide, view.must_hide,
                           keep=tell and mysterious_pick([m for m in view.hand if m != tell], view.muse_table))
    options = candidates(knowledge, usual, tell)
    judge = Judge(knowledge)
    totals = [0.0] * len(options)
    work = worlds = 0
    longest = 0.0
    cut = False
    while worlds < WORLDS and len(options) > 1 and work <= budget and not cut:
        world = _sample(knowledge, rng)
        values = []
        for place in options:
            began = clock()
            cut = deadline is not None and began + longest > deadline
            if cut:
                break
            value, judged = play_out(knowledge, judge, world, place)
            longest = max(longest, clock() - began)
            values.append(value)
            work += judged
            if not worlds and work > budget:
                break
        if not values or (worlds and len(values) < len(options)):
            break
        options = options[:len(values)]
        totals = [t + v for t, v in zip(totals, values)]
        worlds += 1
    best = max(range(len(options)), key=lambda i: (totals[i], -i))
    return (options[best] if totals[best] > totals[0] + MARGIN * worlds else usual), cut


def telling(view: PlayerView) -> str | None:
    """The Muse of the hand that the others would know if it were hidden: the one
    `mysterious_pick` keeps of the seat's whole hand, while the seat holds it with another and
    has hidden none. The others' beliefs (`belief`) expect a player to hide that one."""
    if not view.may_hide or len(view.hand) < 2:
        return None
    whole = [*view.hand, *(m.token for m in view.muses if m.face_up and m.seat == view.seat)]
    pick = mysterious_pick(whole, view.muse_table)
    return pick if pick in view.hand else None


def candidates(knowledge: Knowledge, usual: Place, tell: str | None) -> list[Place]:
    """The usual choice first, then each Muse of the hand on its best squares, face up and
    (while the seat may) face down; never the `telling` Muse face down, nor, with two left,
    the other face up (which leaves the telling one to be hidden last)."""
    view = knowledge.view
    board, table = view.board, view.muse_table
    faces = [True] if view.must_hide else [False, True] if view.may_hide else [False]
    out = [usual]
    squares = board.placement_squares()
    for muse in sorted(view.hand):
        for hidden in faces:
            if tell is not None and (muse == tell if hidden else muse != tell and len(view.hand) == 2):
                continue
            tile = None if hidden else table[muse]
            best = sorted(squares, key=lambda sq: (square_value(board, tile, sq), sq), reverse=True)[:SQUARES]
            out += [p for sq in best if (p := Place(muse, sq, hidden)) not in out]
    return out


def _sample(knowledge: Knowledge, rng: random.Random) -> tuple[dict[int, list[str]], dict[str, str]]:
    """A world: each other seat's hand, and the Muse under each face-down token the seat cannot read."""
    view = knowledge.view
    unseen = knowledge.unseen()
    rng.shuffle(unseen)
    tokens = knowledge.unknown_tokens()
    identities = dict(zip(tokens, unseen))
    rest = unseen[len(tokens):]
    hands = {}
    for s, size in enumerate(view.hand_sizes):
        if s != view.seat:
            hands[s], rest = rest[:size], rest[size:]
    return hands, identities


def play_out(knowledge: Knowledge, judge: Judge, world: tuple[dict[int, list[str]], dict[str, str]],
              place: Place) -> tuple[float, int]:
    """The seat's value of a world once `place` is made, every other Muse placed by the normal
    player's rule, and PLIES turns danced; and the number of tables judged."""
    view = knowledge.view
    table = view.muse_table
    others, identities = world
    hands = {s: list(h) for s, h in others.items()}
    hands[view.seat] = list(view.hand)
    hid = list(view.hid)
    board = view.board.copy()
    suns = knowledge.suns(identities)
    company = dict(knowledge.companies())
    hidden_count = sum(not m.face_up for m in view.muses)
    n = len(view.players)
    seat = view.seat
    while True:
        hands[seat].remove(place.muse)
        if place.hidden:
            hidden_count += 1
            key = token(hidden_count)
            hid[seat] = True
        else:
            key = place.muse
            board.powers[key] = table[key].power
        board.put(key, place.at, 1)  # tokens numbered in placement order, as the table numbers them
        suns[key] = table[place.muse].suns
        company[key] = view.companies[seat]
        seat = (seat + 1) % n
        if not hands[seat]:
            break
        place = sensible_place(board, hands[seat], table, not hid[seat], not hid[seat] and len(hands[seat]) == 1)
    judge = copy.copy(judge)
    judge.company = company  # the Judge of the table now placed (its `key` is not used here)
    me = view.companies[view.seat]
    judged = 0
    for _ in range(PLIES):
        options = turns(board)
        if not options:  # no legal step: the hand is scored as it stands (docs/rules.md 4.3)
            return judge.outcome(board, suns, frozenset(), None)[me], judged
        mover = view.companies[seat]
        judged += len(options)
        values = [judge.outcome(t.board, suns, t.sixes, mover) if t.ended else judge.estimate(t.board, suns)
                  for t in options]
        best = max(range(len(options)), key=lambda i: values[i][mover])
        if options[best].ended:
            return values[best][me], judged
        board = options[best].board
        seat = (seat + 1) % n
    return judge.estimate(board, suns)[me], judged + 1
