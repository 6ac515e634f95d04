"""Ratings: scripted results rated as openskill itself rates them, once per game, and
rebuilt from the records to the same numbers."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from openskill.models import PlackettLuce

from bot.core.language import speaking
from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.core.texts import leaderboard_text, rating_changes_text
from bot.edge.markup import in_message
from bot.edge.standings import note, ranked
from bot.play.ratings import Change, Ratings, changes, outcome
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import Options
from engine.bench import playout

GUILD = 7
ALICE, BOB, CAROL, DAVE = (Seat(1001, "alice"), Seat(1002, "bob"), Seat(1003, "carol"), Seat(1004, "dave"))
HARD = Seat(-1, "AI (hard)", ai_owned=True, ai_level="hard")
EASY = Seat(-2, "AI (easy)", ai_owned=True, ai_level="easy")
NORMAL, NORMAL_TOO = (Seat(-k, "AI (normal)", ai_owned=True, ai_level="normal") for k in (3, 4))


def played(game_id: int, seed: int, seats: tuple[Seat, ...], status: GameStatus = GameStatus.FINISHED) -> StoredGame:
    """A game of random players played to its result, seated as `seats`."""
    game = playout(len(seats), Options(1, "shared", ()), random.Random(seed))
    return StoredGame(game_id, GUILD, 50 + game_id, status, seats[0].user, TableOptions(len(seats)), seats, game)


@pytest.fixture
async def store(database):
    """A store on each backend: ratings read and written alike on SQLite and PostgreSQL."""
    store = GameStore(await open_db(database))
    yield store
    await store.close()


async def stored(store: GameStore, game: StoredGame) -> StoredGame:
    """`game` as written to the store (the store numbers games)."""
    lobby = await store.create(game.guild, game.channel, game.seats[0], game.table, game.seats[1:])
    return await store.save(replace(game, id=lobby.id, version=lobby.version))


def library() -> tuple[PlackettLuce, dict]:
    model = PlackettLuce()
    return model, {}


def rate(model, ratings: dict, teams: list[list[str]], ranks: list[int]) -> None:
    """What openskill makes of one result, written into `ratings`."""
    before = [[ratings.get(k) or model.rating() for k in team] for team in teams]
    for team, after in zip(teams, model.rate(before, ranks=ranks)):
        for key, rating in zip(team, after):
            ratings[key] = rating


async def test_scripted_results_are_rated_as_the_library_rates_them(store):
    ratings = Ratings(store, clock=lambda: 1000.0)
    # seed 2 (2p): seat 0 wins; seed 137 (2p): shared; seed 1 (3p): seat 2 wins, seats 0 and 1 with 0 suns each;
    # seed 1 (4p): team of seats 1 and 3 wins; seed 54 (4p): shared between the teams.
    script = [
        (played(1, 2, (ALICE, BOB)), [["1001"], ["1002"]], [1, 2]),
        (played(2, 137, (BOB, HARD)), [["1002"], ["ai:hard"]], [1, 1]),
        (played(3, 1, (ALICE, BOB, EASY)), [["1001"], ["1002"], ["ai:easy"]], [2, 2, 1]),
        (played(4, 1, (ALICE, BOB, CAROL, DAVE)), [["1001", "1003"], ["1002", "1004"]], [2, 1]),
        (played(5, 54, (ALICE, HARD, CAROL, BOB)), [["1001", "1003"], ["ai:hard", "1002"]], [1, 1]),
    ]
    model, expected = library()
    for game, teams, ranks in script:
        assert await ratings.rate(await stored(store, game))
        rate(model, expected, teams, ranks)
    standings = {r.player: r for r, _ in await store.standings(GUILD)}
    assert set(standings) == set(expected)
    for key, rating in expected.items():
        assert standings[key].mu == pytest.approx(rating.mu) and standings[key].sigma == pytest.approx(rating.sigma)
    games = {r.player: n for r, n in await store.standings(GUILD)}
    assert games == {"1001": 4, "1002": 5, "1003": 2, "1004": 1, "ai:hard": 2, "ai:easy": 1}
    assert [r.result for r in await store.ratings_of(GUILD, "1002")] == ["loss", "shared", "loss", "win", "shared"]


async def test_a_human_who_beats_two_seats_of_an_ai_level_ends_above_it(store):
    """Both new to the server: each seat of the level is rated as a copy of its rating, and the
    level takes both seats' changes (mu: their sum; sigma: the product of their shrinkings)."""
    game = await stored(store, played(1, 13, (NORMAL, NORMAL_TOO, ALICE)))  # alice wins; seat 1 second, seat 0 last
    assert await Ratings(store).rate(game)
    model, copies = library()
    rate(model, copies, [["last"], ["second"], ["1001"]], [3, 2, 1])
    level = {r.player: r for r, _ in await store.standings(GUILD)}["ai:normal"]
    assert level.mu == pytest.approx(copies["last"].mu + copies["second"].mu - model.mu)
    assert level.sigma == pytest.approx(copies["last"].sigma * copies["second"].sigma / model.sigma)
    with speaking("en"):
        board = ranked(await store.standings(GUILD), await store.wins(GUILD))
        lines = in_message(leaderboard_text("Muses Hall", [(s.rank, s.name, s.rating, s.provisional, s.games, s.wins)
                                                           for s in board], note())).splitlines()
        said = in_message(rating_changes_text([(c.player, c.name, c.before, c.after, c.provisional)
                                               for c in await changes(store, GUILD, game.id)]))
    assert [(s.name, s.games, s.wins, s.provisional) for s in board] == [("alice", 1, 1.0, True),
                                                                         ("AI (normal)", 1, 0.0, True)]
    assert board[0].rating > 1000 > board[1].rating  # the level lost twice: it went down
    assert lines[1:] == [f"1. alice — {board[0].rating}? · 1 game · 1 win",
                         f"2. AI (normal) — {board[1].rating}? · 1 game · 0 wins",
                         "-# Every player starts at 1000: a win raises the rating, a loss lowers it, by about 100 "
                         "points in the first games and 30 to 60 later. ? = provisional, fewer than 10 rated games."]
    assert await changes(store, GUILD, game.id) == [Change("1001", "alice", 1000, board[0].rating, 1),
                                                    Change("ai:normal", "AI (normal)", 1000, board[1].rating, 1)]
    assert said == (f"Ratings: alice {board[0].rating}? (+{board[0].rating - 1000}), "
                    f"AI (normal) {board[1].rating}? (−{1000 - board[1].rating})")


def test_an_ai_level_on_the_winning_and_the_losing_team_won_half():
    game = outcome(played(1, 1, (NORMAL, NORMAL_TOO, ALICE, BOB)))  # seats 1 and 3 win
    assert game.teams == (("ai:normal", "1001"), ("ai:normal", "1002")) and game.ranks == (2, 1)
    assert game.results == {"ai:normal": "shared", "1001": "loss", "1002": "win"}


async def test_a_player_who_forfeits_loses_and_cancelled_games_are_not_rated(store):
    ratings = Ratings(store)
    won = played(1, 2, (ALICE, BOB))  # alice won on the board...
    forfeit = await stored(store, replace(won, seats=(replace(ALICE, ai_owned=True, left=True), BOB)))
    assert outcome(forfeit).ranks == (2, 1)  # ...but left before the end: she loses
    ended = await stored(store, replace(played(2, 2, (CAROL, DAVE)), status=GameStatus.CANCELLED,
                                        seats=(CAROL, replace(DAVE, left=True))))
    assert outcome(ended).ranks == (1, 2)  # a forfeit that ends the game is rated too
    reset = await stored(store, played(3, 2, (ALICE, CAROL), status=GameStatus.CANCELLED))
    abandoned = await stored(store, played(4, 2, (ALICE, DAVE), status=GameStatus.ABANDONED))
    for game in (forfeit, ended, reset, abandoned):
        await ratings.rate(game)
    assert not await store.is_rated(reset.id) and not await store.is_rated(abandoned.id)
    model, expected = library()
    rate(model, expected, [["1001"], ["1002"]], [2, 1])
    rate(model, expected, [["1003"], ["1004"]], [1, 2])
    standings = {r.player: r for r, _ in await store.standings(GUILD)}
    assert {k: r.mu for k, r in standings.items()} == pytest.approx({k: r.mu for k, r in expected.items()})
    assert {k: r.sigma for k, r in standings.items()} == pytest.approx({k: r.sigma for k, r in expected.items()})


async def test_a_game_is_rated_once_however_often_it_is_asked(store):
    ratings = Ratings(store)
    game = await stored(store, played(1, 2, (ALICE, BOB)))
    assert await ratings.rate(game)
    assert not await ratings.rate(game)  # a second ask (a restart's catch-up) changes nothing
    assert await ratings.catch_up() == 0
    assert [n for _, n in await store.standings(GUILD)] == [1, 1]


async def test_rebuilt_ratings_equal_the_incremental_ones(store):
    ratings = Ratings(store)
    rng = random.Random(5)
    people = [ALICE, BOB, CAROL, DAVE, HARD, EASY]
    for number in range(1, 25):
        seats = tuple(rng.sample(people, rng.choice([2, 3, 4])))
        if not any(s.user > 0 for s in seats):
            seats = (ALICE, *seats[1:])
        status = rng.choice([GameStatus.FINISHED] * 4 + [GameStatus.CANCELLED])
        await ratings.rate(await stored(store, played(number, rng.randrange(1000), seats, status)))
    incremental = sorted((r.player, r.mu, r.sigma, n) for r, n in await store.standings(GUILD))
    assert len(incremental) == len(people)
    assert await ratings.rebuild() == 24 - sum(1 for g in await store.games_of(GUILD)
                                                if g.status is GameStatus.CANCELLED)
    rebuilt = sorted((r.player, r.mu, r.sigma, n) for r, n in await store.standings(GUILD))
    assert rebuilt == incremental


def test_python_m_bot_rerate_rebuilds_a_database(tmp_path):
    path = tmp_path / "muses.sqlite3"

    async def build() -> list:
        store = GameStore(await open_db(path))
        ratings = Ratings(store)
        games = [(2, (ALICE, BOB)), (1, (BOB, CAROL, HARD)), (54, (ALICE, BOB, DAVE, EASY))]
        for number, (seed, seats) in enumerate(games):
            await ratings.rate(await stored(store, played(number + 1, seed, seats)))
        found = sorted((r.player, r.mu, r.sigma, n) for r, n in await store.standings(GUILD))
        await store.db.execute("UPDATE rating_events SET mu = 0")  # spoilt: only a rebuild brings them back
        await store.close()
        return found

    async def read() -> list:
        store = GameStore(await open_db(path))
        found = sorted((r.player, r.mu, r.sigma, n) for r, n in await store.standings(GUILD))
        await store.close()
        return found

    incremental = asyncio.run(build())
    done = subprocess.run([sys.executable, "-m", "bot", "rerate"], cwd=tmp_path, capture_output=True, text=True,
                          env={**os.environ, "MUSES_DB": str(path)}, timeout=120)
    assert done.returncode == 0 and "3 games rated again" in done.stdout, done.stderr
    assert asyncio.run(read()) == incremental


async def test_a_forgotten_player_is_rated_as_a_newcomer_and_never_stored(store):
    ratings = Ratings(store)
    former = Seat(0, "a former player")
    await ratings.rate(await stored(store, played(1, 2, (former, BOB))))
    await ratings.rate(await stored(store, played(2, 2, (ALICE, former))))
    model, expected = library()
    rate(model, expected, [["x"], ["1002"]], [1, 2])
    rate(model, expected, [["1001"], ["y"]], [1, 2])  # not the same "x": each forgotten seat starts anew
    standings = {r.player: r for r, _ in await store.standings(GUILD)}
    assert set(standings) == {"1001", "1002"}
    assert [standings[k].mu for k in ("1001", "1002")] == pytest.approx([expected[k].mu for k in ("1001", "1002")])
