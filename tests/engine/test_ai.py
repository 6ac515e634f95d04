"""The automated players decide from one seat's knowledge: always a legal action, and the
same one whatever the Muses the seat cannot see turn out to be."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from engine import GODS, MUSES, Deal, Game, Options, Place
from engine.ai import LEVELS, NotAskable, belief, decide, hint, many
from engine.ai.arena import refereed
from engine.ai.judge import Judge
from engine.ai.knowledge import Knowledge, from_view
from engine.ai.many import Foreseer
from engine.ai.placement import mysterious_pick, sensible_placement
from engine.ai.placing import play_out
from engine.ai.turns import ending_turns, ordered_turns, turns
from engine.phases import Phase
from engine.players import random_action
from engine.records import game_from_record, game_to_record
from engine.seats import fill_seat_record, seat_record
from engine.views import player_view

SEARCH = {"budget": 600, "ms": 60_000}
"""A small budget for the hard levels, so that the tests stay quick, and a time cap far beyond it: a
search cut by the clock depends on how busy the machine is, and these tests compare decisions."""
MANY_SEARCH = {3: {"budget": 1200, "ms": 60_000}, 4: {"budget": 2400, "ms": 60_000}}
"""With three or four players the hard player looks along the others' foreseen turns once it has
judged all its turns against the next player's endings: a budget that reaches that look."""


def positions(n: int, seed: int = 1):
    """Positions of `n` random games, a few from each, over every option: 2, 3 and 4 players,
    one or two hands, no tiles or all of them, either tie option, from the placement to the
    last turns."""
    rng = random.Random(seed)
    for i in range(n):
        options = Options(hands=1 + i % 2, interventions=GODS if i % 3 else (),
                          tiebreak="trigger-loses" if i % 5 == 4 else "shared")
        game = Game.new([f"p{s}" for s in range(2 + i % 3)], options, rng)
        picks = set(rng.sample(range(40), 4))
        k = 0
        while not game.is_over:
            if game.needs_deal:
                game.deal_next(rng)
            if k in picks:
                yield game
            game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
            k += 1


def unseen(record: dict) -> list[str]:
    text = json.dumps(record["hands"][-1])
    return [m for m in MUSES if f'"{m}"' not in text]


def permuted(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game with the Muses `seat` cannot see dealt among their places in another order."""
    told = seat_record(game, seat)
    order = unseen(told)
    while True:
        rng.shuffle(order)
        other = game_from_record(fill_seat_record(told, order))
        if game_to_record(other) != game_to_record(game):
            return other


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "hard-uniform"])
def test_a_decision_is_the_same_whatever_the_seat_cannot_see(level, monkeypatch):
    """Placements too: the hard player's placement search samples worlds from what the seat
    has not seen (the other hands, the face-down identities), and moves placements away from
    the normal player's rule, the same whatever those Muses are; with three players and
    with four, the others' turns it foresees under each hypothesis (with four, after interventions
    too); with two, the weighing of the other's steps after the seat's best replies, and with three
    and four, of each step as its mover sees it."""
    foreseen = set()
    monkeypatch.setattr(many, "PLAIN_FIRST", 1)  # so that the small budget reaches the interventions
    look = Foreseer._deeper
    monkeypatch.setattr(Foreseer, "_deeper", lambda self, turn, mover: foreseen.add(
        (self.n_players, turn.step.intervention is not None)) or look(self, turn, mover))
    replied = []
    reply = belief.replied_values
    monkeypatch.setattr(belief, "replied_values", lambda *a: replied.append(a) or reply(*a))
    seen = []
    as_seen = belief._as_seen_by
    monkeypatch.setattr(belief, "_as_seen_by", lambda *a: seen.append(a) or as_seen(*a))
    belief._weighed.clear()  # steps weighed by earlier tests are not weighed again
    rng = random.Random(level)
    checked = searched = 0
    for game in positions(9 if level != "easy" else 12):
        seat = game.hand.to_move
        told = seat_record(game, seat)
        if len(unseen(told)) < 2:
            continue
        other = permuted(game, seat, rng)
        assert seat_record(other, seat) == told
        search = SEARCH if len(game.players) == 2 else MANY_SEARCH[len(game.players)]
        first = decide(told, level, seed=7, **search)
        assert decide(seat_record(other, seat), level, seed=7, **search).action == first.action
        assert decide(player_view(other, seat), level, seed=7, **search).table_action == \
            decide(player_view(game, seat), level, seed=7, **search).table_action
        checked += 1
        if game.hand.phase is Phase.PLACEMENT:
            searched += first.action != sensible_placement(player_view(game, seat))
    assert checked >= 15
    assert searched >= 2 or level in ("easy", "normal")
    assert {n for n, _ in foreseen} == ({3, 4} if level.startswith("hard") else set())
    assert (4, True) in foreseen or not level.startswith("hard")
    assert bool(replied) == (level == "hard")
    assert {len(a[0].view.players) for a in seen} == ({3, 4} if level == "hard" else set())


@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_is_legal_with_every_option(level):
    for game in positions(12 if level.startswith("hard") else 24, seed=2):
        seat = game.hand.to_move
        decision = decide(seat_record(game, seat), level, seed=3, **SEARCH)
        game.copy().submit(decision.table_action, seat)
        game.copy().apply(refereed(game.hand, seat, decision.action), seat)


def test_the_record_names_the_seats_own_mysterious_muse_and_the_table_its_token():
    for game in positions(30, seed=4):
        hand = game.hand
        seat = hand.to_move
        own = hand.mysterious.get(seat)
        if hand.phase is not Phase.DANCE or own is None:
            continue
        for seed in range(6):
            d = decide(seat_record(game, seat), "easy", seed)
            if d.action.muse == own:
                assert d.table_action.muse == hand.tokens[own]
                return
    pytest.fail("no easy decision stepped its own Mysterious Muse")


def test_a_seat_whose_turn_it_is_not_or_a_finished_game_is_refused():
    game = next(positions(1))
    other = (game.hand.to_move + 1) % len(game.players)
    with pytest.raises(NotAskable, match="turn"):
        decide(seat_record(game, other), "normal")
    while not game.is_over:
        if game.needs_deal:
            game.deal_next(random.Random(1))
        game.submit(random_action(player_view(game, game.hand.to_move), random.Random(1)), game.hand.to_move)
    with pytest.raises(NotAskable, match="over"):
        decide(seat_record(game, 0), "normal")
    with pytest.raises(NotAskable, match="seat record"):
        decide({"format": "muses-record/1"}, "normal")


def test_the_same_seed_gives_the_same_decision_and_seeds_vary_the_easy_player():
    game = next(g for g in positions(6, seed=5) if g.hand.phase is Phase.DANCE)
    told = seat_record(game, game.hand.to_move)
    for level in ("easy", "normal", "hard"):
        assert decide(told, level, 1, **SEARCH).action == decide(told, level, 1, **SEARCH).action
    assert len({decide(told, "easy", s).action for s in range(12)}) > 1


def test_a_hint_is_the_normal_players_choice():
    game = next(positions(1, seed=6))
    view = player_view(game, game.hand.to_move)
    assert hint(view).table_action == decide(view, "normal").table_action


def wins_whatever_is_unseen(game: Game, seat: int, step) -> bool:
    """Whether `step` ends the hand with a win for `seat` whoever the Muses it cannot see are."""
    told = seat_record(game, seat)
    for order in itertools.permutations(unseen(told)):
        after = game_from_record(fill_seat_record(told, order))
        after.submit(step, seat)
        result = after.result()
        if result is None or result.winners != (game.seat_company(seat),):
            return False
    return True


def test_the_players_take_a_winning_end_of_the_hand():
    """A turn that ends the hand with a win for the seat whoever the face-down Muses are (a win
    the seat can know of) is what every level but random plays when one exists (and easy at
    least sees it)."""
    found = 0
    for game in positions(40, seed=8):
        hand = game.hand
        seat = hand.to_move
        if hand.phase is not Phase.DANCE or not game.options.hands == 1:
            continue
        view = player_view(game, seat)
        winning = [t.step for t in ending_turns(view.board) if wins_whatever_is_unseen(game, seat, t.step)]
        if not winning:
            continue
        for level in ("easy", "normal", "hard"):
            step = decide(view, level, **SEARCH).table_action
            after = game.copy()
            after.submit(step, seat)
            assert after.is_over and after.result().winners == (game.seat_company(seat),), level
        found += 1
    assert found >= 3


def test_the_judge_scores_an_ended_hand_as_the_rules_do():
    """For every turn that ends the hand, the judge's shares under the true identities are
    the game's own result (one hand; two hands: the last), tiles and all."""
    checked = 0
    for game in positions(60, seed=9):
        hand = game.hand
        seat = hand.to_move
        if hand.phase is not Phase.DANCE or len(game.hands) < game.options.hands:
            continue
        view = player_view(game, seat)
        knowledge = from_view(view, game.options.tiebreak)
        truth = {hand.tokens[m]: m for m in hand.hidden if hand.tokens[m] != knowledge.own_token}
        judge = Judge(knowledge)
        for t in ending_turns(view.board):
            after = game.copy()
            after.submit(t.step, seat)
            winners = after.result().winners
            shares = judge.outcome(t.board, knowledge.suns(truth), t.sixes, game.seat_company(seat))
            assert shares == [1 / len(winners) if c in winners else 0.0 for c in range(judge.n)]
            checked += 1
    assert checked >= 50


def test_the_turns_are_every_legal_step_with_every_ability_and_endings_come_first():
    for game in positions(20, seed=10):
        hand = game.hand
        if hand.phase is not Phase.DANCE:
            continue
        view = player_view(game, hand.to_move)
        all_turns = turns(view.board)
        assert sorted((t.step.muse, t.step.dir.name) for t in all_turns if t.step.ability is None) == \
            sorted((m, d.name) for m, d in view.legal_steps())
        ordered = list(ordered_turns(view.board))
        assert sorted(map(repr, (t.step for t in ordered))) == sorted(map(repr, (t.step for t in all_turns)))
        assert [t.ended for t in ordered] == sorted((t.ended for t in ordered), reverse=True)
        assert [t.step for t in ending_turns(view.board)] == [t.step for t in all_turns if t.ended]
        for t in all_turns:
            after = game.copy()
            event = after.submit(t.step, hand.to_move)
            assert event.ended == t.ended
            if not t.ended:  # the table the turn leaves, as the seat sees it
                seen = player_view(after, hand.to_move).board
                assert (seen.at, seen.dice) == (t.board.at, t.board.dice)


def test_placements_follow_the_placement_rules():
    for game in positions(30, seed=11):
        if game.hand.phase is Phase.PLACEMENT:
            for level in LEVELS:
                action = decide(player_view(game, game.hand.to_move), level, **SEARCH).table_action
                assert isinstance(action, Place)


def test_a_long_hand_makes_every_company_want_its_end_nearer():
    """No rule ends a hand but a 6: past LONG_HAND turns the estimate grows with the dice, so
    players who all fear the end do not step and lower dice for ever."""
    from dataclasses import replace as changed

    from engine import Dir, Step
    from engine.ai.judge import LONG_HAND
    from engine.ai.knowledge import Past

    game = next(g for g in positions(10, seed=12) if g.hand.phase is Phase.DANCE)
    knowledge = from_view(player_view(game, game.hand.to_move))
    board = knowledge.view.board
    higher = board.copy()
    muse = next(m for m, die in board.dice.items() if die < 5)
    higher.dice[muse] += 1
    suns = knowledge.suns(dict(zip(knowledge.unknown_tokens(), knowledge.unseen())))
    step = Past(0, board, Step(muse, Dir.N))
    long = changed(knowledge, past=(step,) * (LONG_HAND + 10))
    before, after = Judge(knowledge), Judge(long)
    def gain(judge):
        return [b - a for a, b in zip(judge.estimate(board, suns), judge.estimate(higher, suns))]

    assert all(x > y for x, y in zip(gain(after), gain(before)))


def test_the_judge_values_a_table_of_three_companies_by_each_ones_lead_over_the_best_of_the_others():
    """The estimate written out for three companies (`Judge._soft`) is its formula: each company's
    suns over the best of the others', a half for the top die or an earlier medal, a little for
    its dice over the others' best, softened."""
    import math

    from engine.ai.judge import SOFTNESS

    checked = 0
    for game in positions(30, seed=14):
        if len(game.players) != 3 or game.hand.phase is not Phase.DANCE:
            continue
        knowledge = from_view(player_view(game, game.hand.to_move))
        judge = Judge(knowledge)
        suns = knowledge.suns(dict(zip(knowledge.unknown_tokens(), knowledge.unseen())))
        for t in turns(knowledge.view.board)[:10]:
            points, top, sums = judge.score(t.board, suns)
            totals = [a + b for a, b in zip(judge.totals, points)]

            others = [[x for x in range(3) if x != c] for c in range(3)]
            lead = [totals[c] - max(totals[x] for x in others[c]) + (0.5 if c == top or c in judge.medals else 0)
                    + 0.02 * (sums[c] - max(sums[x] for x in others[c])) for c in range(3)]
            expected = [0.5 + 0.5 * math.tanh(SOFTNESS * lead[c]) + judge.urge * sum(t.board.dice.values()) / 45
                        for c in range(3)]
            assert judge.estimate(t.board, suns) == pytest.approx(expected, abs=1e-12)
            checked += 1
    assert checked >= 30


def test_the_hard_player_searches_its_placement_where_the_fixed_rule_places_badly():
    """Orange places the last Muse, Euterpe, face down (it must). Purple's face-down Urania and the
    Neutral Calliope are the two Muses orange cannot tell apart: two worlds. The fixed rule puts
    Euterpe where it touches the most Muses, (-1, 1), beside Clio and Erato; the search plays each
    square out (purple first, four turns, each side taking its best turn) and finds that (-1, -1),
    on the corner by Thalia and Clio, leaves orange far ahead in both worlds where (-1, 1) leaves
    it behind. The hard player places there; the normal player keeps to the rule."""
    game = Game(["a", "b"], Options())
    game.start_hand(Deal((("Melpomene", "Polyhymnia", "Terpsichore", "Urania"),
                          ("Clio", "Erato", "Euterpe", "Thalia")), "Calliope"), 0)
    for muse, at in [("Polyhymnia", (1, 0)), ("Erato", (0, 1)), ("Terpsichore", (1, 1)), ("Thalia", (0, -1)),
                     ("Melpomene", (1, -1)), ("Clio", (-1, 0))]:
        game.submit(Place(muse, at, False), game.hand.to_move)
    game.submit(Place("Urania", (2, 0), True), 0)
    view = player_view(game, 1)
    rule = Place("Euterpe", (-1, 1), True)
    assert sensible_placement(view) == decide(view, "hard-fixed-placement").table_action == rule
    searched = decide(view, "hard", budget=6000, ms=60_000).table_action  # 1,000 tables to place
    assert searched == Place("Euterpe", (-1, -1), True)
    knowledge = from_view(view)
    judge = Judge(knowledge)
    for identities in (["Calliope", "Urania"], ["Urania", "Calliope"]):
        world = ({0: []}, dict(zip(knowledge.unknown_tokens(), identities)))
        assert play_out(knowledge, judge, world, searched)[0] > play_out(knowledge, judge, world, rule)[0] + 0.5


def test_the_hard_player_foresees_the_turns_the_normal_players_take_among_three_companies():
    """Each other seat is foreseen to take the normal player's turn, as that seat knows the
    table (its own face-down Muse, the others weighed alike): the hypothesis that is true
    foresees the turn it takes."""
    rng = random.Random(5)
    same = foreseen = 0
    for g in range(2):
        game = Game(["a", "b", "c"], Options())
        game.start_hand(Deal.random(3, rng), g)
        while not game.is_over:
            mover = game.hand.to_move
            action = decide(seat_record(game, mover), "normal").table_action
            if game.hand.phase is Phase.DANCE:
                for back in (1, 2):
                    k = Knowledge(player_view(game, (mover - back) % 3))
                    hypotheses = k.hypotheses()
                    true = [all(game.hand.resolve(t) == name for t, name in h.items()) for h in hypotheses].index(True)
                    seer = Foreseer(k, hypotheses, [1.0] * len(hypotheses))
                    seen = next(seen for _, mine, seen in seer.lines if mine == k.suns(hypotheses[true]))
                    answer = seer._foreseen_answer(k.view.board, mover, seen[mover])
                    same += answer is not None and answer.step == action
                    foreseen += 1
            game.submit(action, mover)
    assert foreseen >= 30 and same >= 0.95 * foreseen


def test_hypotheses_that_give_the_same_wills_of_apollo_are_followed_once_with_the_same_values():
    """Among three companies, where the two face-down Muses the seat cannot read have the same
    Will of Apollo, swapping them changes no value: the two hypotheses are one line (their
    weights summed) and one weighted hypothesis of the first look, each turn valued as the
    average of the two lines, each followed alone, for less work."""
    rng = random.Random(3)
    checked = 0
    while checked < 3:
        game = Game(["a", "b", "c"], Options())
        game.start_hand(Deal.random(3, rng), 0)
        while not game.is_over and checked < 3:
            mover = game.hand.to_move
            k = Knowledge(player_view(game, mover))
            hypotheses = k.hypotheses()
            if game.hand.phase is Phase.DANCE and k.suns(hypotheses[0]) == k.suns(hypotheses[1]):
                both, twice = (Foreseer(k, hypotheses, [0.5, 0.5]) for _ in range(2))
                assert [w for w, _, _ in both.lines] == [1.0] and [w for w, _ in both.weighted] == [1.0]
                twice.lines = [(0.5, mine, seen) for h in hypotheses for _, mine, seen in Foreseer(k, [h], [1.0]).lines]
                for t in turns(k.view.board)[:4]:
                    assert both._deeper(t, mover) == twice._deeper(t, mover)
                    assert both.turn_values(t, mover) == Foreseer(k, hypotheses[:1], [1.0]).turn_values(t, mover)
                assert both.work < 0.6 * twice.work
                checked += 1
            game.submit(decide(seat_record(game, mover), "normal").table_action, mover)


def test_with_four_players_the_answers_kept_for_the_whole_decision_value_each_turn_as_anew():
    """With four players the foreseen answers are kept by what each table is, for all the turns of
    a decision (`Foreseer.transposes`): each turn is valued as when its answers are foreseen anew,
    with fewer of them foreseen."""
    rng = random.Random(5)
    game = Game.new([f"p{s}" for s in range(4)], Options(interventions=GODS), rng)
    while game.hand.phase is Phase.PLACEMENT or len(game.history[-1]) < 17:
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
    seat = game.hand.to_move
    k = Knowledge(player_view(game, seat))
    hypotheses = k.hypotheses()
    kept, anew = (Foreseer(k, hypotheses[:2], [1.0, 1.0]) for _ in range(2))
    anew.transposes = False
    answers: dict[Foreseer, list] = {kept: [], anew: []}
    for seer in (kept, anew):
        foresee = seer._foreseen_answer
        seer._foreseen_answer = lambda *a, seer=seer, foresee=foresee: answers[seer].append(a) or foresee(*a)
    options = turns(k.view.board)
    steps = list(dict.fromkeys((t.step.muse, t.step.dir) for t in options if t.step.ability))[:3]
    options = [t for t in options if (t.step.muse, t.step.dir) in steps]  # with the ability used before or after
    assert [kept._deeper(t, seat) for t in options] == [anew._deeper(t, seat) for t in options]
    assert len(answers[kept]) < 0.8 * len(answers[anew])


@pytest.mark.parametrize("phase, slow", [(Phase.DANCE, "weighing"), (Phase.PLACEMENT, "play-out")])
def test_a_hard_decision_whose_work_would_overrun_its_time_cap_stops_within_it(monkeypatch, phase, slow):
    """The weighing of beliefs runs before the dance's search, and the placement search plays
    each candidate out in each world: with a clock that moves 120 ms for each past step weighed,
    or each play-out (and not otherwise), either would go past the 300 ms cap. The weighing
    stops at WEIGHING_SHARE of the cap with what it has weighed; the placement search begins no
    play-out that the longest so far says would end past the cap; the decision says the clock
    cut it."""
    import time

    from engine.ai import belief, placing
    from engine.ai.levels import DEFAULT_MS

    game = next(g for g in positions(40, seed=13) if g.hand.phase is Phase.DANCE and len(g.history[-1]) >= 16) \
        if phase is Phase.DANCE else Game.new(["a", "b"], Options(), random.Random(13))
    owner, name = (belief, "_step_likelihoods") if slow == "weighing" else (placing, "play_out")
    now = [0.0]
    work = getattr(owner, name)

    def slowly(*args):
        now[0] += 0.12
        return work(*args)

    monkeypatch.setattr(time, "thread_time", lambda: now[0])  # the time caps' clock (dance.clock)
    monkeypatch.setattr(owner, name, slowly)
    decision = decide(seat_record(game, game.hand.to_move), "hard", budget=600 if slow == "weighing" else 8000)
    assert decision.cut
    assert decision.ms == pytest.approx(240)
    assert decision.ms <= DEFAULT_MS["hard"]


def test_a_busy_machine_whose_wall_clock_runs_on_does_not_cut_a_hard_decision(monkeypatch):
    """The time cap counts the deciding thread's CPU time (`dance.clock`): a wall clock that moves
    a second at each look, as on a machine whose cores are all busy, changes nothing. The cap is 3 s,
    which the budget's work does not reach even on a slow machine (the default 300 ms can be, on a
    first decision there: then the calm one is the one cut), and a wall clock would at its second look."""
    import time

    game = next(g for g in positions(40, seed=13) if g.hand.phase is Phase.DANCE and len(g.history[-1]) >= 16)
    record = seat_record(game, game.hand.to_move)
    calm = decide(record, "hard", budget=600, ms=3000)
    wall = [time.perf_counter()]
    monkeypatch.setattr(time, "perf_counter", lambda: wall.__setitem__(0, wall[0] + 1.0) or wall[0])
    busy = decide(record, "hard", budget=600, ms=3000)
    assert not calm.cut and not busy.cut and busy.action == calm.action


def test_the_hard_player_never_hides_the_muse_the_others_expect_it_to_hide():
    """The others' beliefs expect a player to hide the Muse `mysterious_pick` keeps of its hand,
    and the fixed rule does: the hard player hides another, so its hide tells them nothing sure."""
    for g in range(3):
        game = Game.new(["a", "b"], Options(), random.Random(g))
        dealt = game.hand.deal.seats
        hidden = {}
        while game.hand.phase is Phase.PLACEMENT:
            seat = game.hand.to_move
            view = player_view(game, seat)
            level = "hard" if seat == g % 2 else "hard-fixed-placement"
            action = decide(view, level, **SEARCH).table_action
            if action.hidden:
                hidden[level] = (action.muse, mysterious_pick(dealt[seat], view.muse_table))
            game.submit(action, seat)
        muse, pick = hidden["hard"]
        assert muse != pick
        assert hidden["hard-fixed-placement"][0] == hidden["hard-fixed-placement"][1]
