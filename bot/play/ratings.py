"""Ratings per server with openskill's Plackett-Luce model: 2 and 3 players free-for-all,
4 players as two teams, a shared victory a tie, a player who forfeited last. Each rated
game is stored once, keyed by its id, so that a crash never counts it twice nor loses it.

Players see one number, `points`: 1000 + 40 × the openskill ordinal (mu − 3 sigma, the
rating a player is very likely above). A newcomer has 1000; a win raises it, a loss lowers
it, by about 100 in a player's first games and 30 to 60 once the model knows them (a middle
place of three can move it either way); until `PROVISIONAL` rated games it is provisional."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

from openskill.models import PlackettLuce

from engine.views import public_view

from ..core.stored import GameStatus, Rated, Seat, StoredGame
from ..storage.store import GameStore

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Outcome:
    """A rated game as the rating model takes it: teams of identities, each team's rank
    (1 first, equal ranks a tie), and each identity's name and result."""

    guild: int
    game: int
    players: int
    teams: tuple[tuple[str, ...], ...]
    ranks: tuple[int, ...]
    names: dict[str, str]
    results: dict[str, str]


FORGOTTEN = "former:"
"""The identity of a forgotten player's seat starts so: rated as a newcomer in its game, never stored."""


def identity(seat: Seat, index: int = 0) -> str:
    """Who a seat (at `index` of its game) is for ratings: its player's user id, its AI level
    (`ai:hard`), or for a forgotten player (user 0) nobody that lasts beyond the game."""
    if seat.ai_level:
        return f"ai:{seat.ai_level}"
    return str(seat.user) if seat.user else f"{FORGOTTEN}{index}"


def outcome(stored: StoredGame) -> Outcome | None:
    """What a game counts for, if it is rated: played to its result, or ended by a forfeit."""
    forfeited = stored.status is GameStatus.CANCELLED and any(s.left for s in stored.seats)
    if stored.game is None or not (stored.status is GameStatus.FINISHED or forfeited):
        return None
    view = public_view(stored.game)
    winners = set(view.result.winners) if view.result is not None else set()
    companies = sorted(set(view.companies))
    members = {c: [seat for seat, company in enumerate(view.companies) if company == c] for c in companies}
    left = {c for c in companies if any(stored.seats[seat].left for seat in members[c])}

    def place(c: int) -> int:
        """1 for the winners; then the others (by suns, when the game was played out); the leavers last."""
        if c in left:
            return 3 + len(companies)
        if c in winners:
            return 1
        return 2 + (sorted({view.result.suns[o] for o in companies}, reverse=True).index(view.result.suns[c])
                    if view.result is not None else 0)

    places = [place(c) for c in companies]
    ranks = tuple(sorted(set(places)).index(p) + 1 for p in places)
    teams = tuple(tuple(identity(stored.seats[seat], seat) for seat in members[c]) for c in companies)
    shared = places.count(1) > 1
    results: dict[str, str] = {}
    for team, p in zip(teams, places):
        for key in team:
            result = ("shared" if shared else "win") if p == 1 else "loss"
            # an AI level on a winning and a losing team won half of it, as a shared victory counts
            results[key] = result if results.get(key, result) == result else "shared"
    names = {identity(s, i): f"AI ({s.ai_level})" if s.ai_level else s.name for i, s in enumerate(stored.seats)}
    return Outcome(stored.guild, stored.id, len(stored.seats), teams, ranks, names, results)


def new_ratings(current: dict[str, tuple[float, float]], game: Outcome) -> dict[str, tuple[float, float]]:
    """Each identity's (mu, sigma) after `game`, from `current` (a newcomer starts at the model's default).
    An identity on several seats (AIs of one level) plays each as a copy of its rating; it then
    takes every seat's change: the sum of their changes of mu, the product of their shrinkings of sigma."""
    start = {key: current.get(key, (MODEL.mu, MODEL.sigma)) for team in game.teams for key in team}
    rated = MODEL.rate([[MODEL.rating(*start[key]) for key in team] for team in game.teams], ranks=list(game.ranks))
    after = dict(start)
    for team, ratings in zip(game.teams, rated):
        for key, r in zip(team, ratings):
            (mu, sigma), (mu0, sigma0) = after[key], start[key]
            after[key] = (mu + r.mu - mu0, sigma * r.sigma / sigma0)
    return after


def ordinal(mu: float, sigma: float) -> float:
    """The leaderboard's order: the rating the player is very likely above (mu - 3 sigma)."""
    return mu - 3 * sigma


def points(mu: float, sigma: float) -> int:
    """The rating players see: 1000 for a newcomer, 40 points a unit of the ordinal."""
    return round(1000 + 40 * ordinal(mu, sigma))


PROVISIONAL = 10
"""Rated games after which a rating is no longer provisional (marked "?" before)."""


@dataclass(frozen=True)
class Change:
    """What one rated game did to an identity's rating."""

    player: str
    name: str
    before: int
    after: int
    games: int
    """Its rated games, this one included."""

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL


async def changes(store: GameStore, guild: int, game: int) -> list[Change]:
    """Each rated identity's change of points in `game` (none if it is not rated yet)."""
    found = []
    for rated in await store.ratings_in(game):
        course = await store.ratings_of(guild, rated.player)
        k = next(k for k, r in enumerate(course) if r.game == game)
        before = points(course[k - 1].mu, course[k - 1].sigma) if k else points(MODEL.mu, MODEL.sigma)
        found.append(Change(rated.player, rated.name, before, points(rated.mu, rated.sigma), k + 1))
    return sorted(found, key=lambda c: -c.after)


class Ratings:
    """Rates finished games into the store, one at a time per bot (a server's ratings change in order)."""

    def __init__(self, store: GameStore, clock: Callable[[], float] = time.time):
        self.store = store
        self.clock = clock
        self._lock = asyncio.Lock()

    async def rate(self, stored: StoredGame, at: float | None = None) -> bool:
        """Rate a game that just ended, once: whether it was rated now."""
        game = outcome(stored)
        if game is None:
            return False
        async with self._lock:
            if await self.store.is_rated(stored.id):
                return False
            standings = {r.player: (r.mu, r.sigma) for r, _ in await self.store.standings(stored.guild)}
            seq = await self.store.last_seq(stored.guild) + 1
            after = new_ratings(standings, game)
            rows = [Rated(stored.guild, stored.id, key, game.names[key], game.players, game.results[key], mu, sigma,
                          self.clock() if at is None else at, seq) for key, (mu, sigma) in after.items()
                    if not key.startswith(FORGOTTEN)]
            return await self.store.add_ratings(rows)

    async def catch_up(self, owns: Callable[[int], bool] = lambda guild: True) -> int:
        """After a restart: rate the games of the guilds `owns` accepts (this process's shards)
        that ended but were not rated (the bot stopped between). Each server is rated by one process."""
        return sum([await self.rate(stored) for stored in await self.store.rateable_games(unrated_only=True)
                    if owns(stored.guild)])

    async def rebuild(self) -> int:
        """Every rating again from the stored records, in the order the games ended; how many games."""
        await self.store.clear_ratings()
        games = await self.store.rateable_games(unrated_only=False)
        for stored in games:
            await self.rate(stored)
        return len(games)
