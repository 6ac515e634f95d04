"""`python -m bot soak --minutes M`: games played without pause through the loopback Discord for M
minutes, the bot process sampled as they go: does anything grow that should stay flat?

The channels are chaos's (chaos.SETUPS: 2 to 4 players, AI seats, a turn timer that plays for a
player who waits...), a game after another; beside them, users open lobbies and walk away (each
closes itself after the servers' idle limit, an hour of SOAK_TIMING: 30 s). The first half is one
bot process; in the second, the bot is restarted (SIGTERM, as an operator restarts it) every
`restart_every` seconds. Every `sample_every` seconds the bot process is sampled (Sample): its
RSS, its open file descriptors, its asyncio tasks (it counts them itself: bench.serve), its worker
processes and their RSS, and the database's size (SQLite's file with its WAL; PostgreSQL's
pg_database_size).

Growth is judged within each process's life, after its first WARMUP_S seconds (caches fill,
pools start): the least-squares slope per hour of each metric, the largest over the lives, against
BUDGETS; and the database's growth per finished game against DB_KB_PER_GAME. The last line printed
is a JSON summary; the exit status is 1 when a budget is exceeded. To see what grows, set
MUSES_SOAK_GROWTH=FILE: each bot process writes its growth report there (growth.py)."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
import tempfile
import time
from dataclasses import dataclass, replace
from multiprocessing.process import BaseProcess
from multiprocessing.sharedctypes import Synchronized
from pathlib import Path

from ..storage.db import connect
from ..storage.server_settings import ServerSettings
from .bench import invalid_requests, start_bot_process, until_ready
from .chaos import CHAOS_LIMITS, NEW_GAME_KILLS, SETTLE_S, SETUPS, STEP_S, TIMING, Players
from .loopback import LoopbackDiscord
from .postgres import throwaway_database
from .processes import descendants, still_alive

SOAK_TIMING = replace(TIMING, hour=30.0)
"""Chaos's timing (a minute of turn time lasts a second), and an hour of the idle limits 30 s: an
abandoned lobby closes itself within the run."""
SERVER = ServerSettings(timeout=0.0, threads=False, lobby_hours=1)
THINK_S = 0.1
"""Seconds the players of a channel pause between two things they do."""
ABANDONERS = 3
"""Users who each open a lobby in a channel of their own now and then, and leave it."""
ABANDON_GAP_S = (10.0, 40.0)
"""Seconds between two lobbies an abandoner opens (uniform); one is refused while its last is open."""
WARMUP_S = 300.0
"""Seconds of a bot process's life not judged: its caches fill, its pools start."""
MIN_JUDGED = 5
"""Samples after the warm-up a life needs for its slopes to count."""
BUDGETS = {"rss_mb": 24.0, "workers_rss_mb": 24.0, "fds": 12.0, "tasks": 24.0, "workers": 0.0}
"""Growth per hour each metric may show within a life after its warm-up. A leak of one object per
game grows by hundreds an hour (this run finishes hundreds of games an hour): a budget of 12 fds or
24 tasks an hour is less than one per ten games, yet above what a count that comes and goes with
the games in flight leaves in a 10-minute slope. The workers are constant."""
DB_KB_PER_GAME = 64.0
"""The database's growth per finished game at most, in KiB (its record, seats and ratings, and the
lobbies abandoned meanwhile)."""


@dataclass(frozen=True)
class Sample:
    """The bot process at one moment: `at` seconds into the run, `age` into its life."""

    at: float
    life: int
    age: float
    rss_mb: float
    workers_rss_mb: float
    fds: int
    tasks: int
    workers: int
    db_mb: float
    games: int
    """Games finished so far in the run."""


def slope_per_hour(points: list[tuple[float, float]]) -> float:
    """The least-squares slope of (seconds, value) points, per hour; 0 for fewer than two moments."""
    n = len(points)
    mean_t = sum(t for t, _ in points) / n if n else 0.0
    mean_v = sum(v for _, v in points) / n if n else 0.0
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    if not spread:
        return 0.0
    return sum((t - mean_t) * (v - mean_v) for t, v in points) / spread * 3600


def slopes(samples: list[Sample], warmup: float = WARMUP_S) -> dict[str, float]:
    """Each metric of BUDGETS: its largest slope per hour over the lives with at least MIN_JUDGED
    samples after `warmup` seconds (none judged: 0)."""
    lives = {s.life for s in samples}
    judged = [[s for s in samples if s.life == life and s.age >= warmup] for life in sorted(lives)]
    judged = [life for life in judged if len(life) >= MIN_JUDGED]
    return {metric: round(max((slope_per_hour([(s.age, getattr(s, metric)) for s in life]) for life in judged),
                              default=0.0), 2)
            for metric in BUDGETS}


def exceeded(found: dict[str, float], db_kb_per_game: float) -> list[str]:
    """The budgets the run exceeded, each said with its figure."""
    over = [f"{metric} grew {found[metric]}/h (budget {budget}/h)"
            for metric, budget in BUDGETS.items() if found[metric] > budget]
    if db_kb_per_game > DB_KB_PER_GAME:
        over.append(f"the database grew {db_kb_per_game} KiB per game (budget {DB_KB_PER_GAME} KiB)")
    return over


def _rss_mb(pid: int) -> float:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    return next((int(line.split()[1]) / 1024 for line in status.splitlines() if line.startswith("VmRSS:")), 0.0)


def _fds(pid: int) -> int:
    try:
        return len(list(Path(f"/proc/{pid}/fd").iterdir()))
    except OSError:
        return 0


class Soak:
    """The channels' players, the abandoners, and the bot process of each life, sampled."""

    think = THINK_S

    def __init__(self, loopback: LoopbackDiscord, target: str, seed: int, processes: int, minutes: float,
                 restart_every: float, sample_every: float):
        self.loopback, self.target, self.seed, self.processes = loopback, target, seed, processes
        self.seconds, self.restart_every, self.sample_every = minutes * 60, restart_every, sample_every
        self.rng = random.Random(seed)
        self.up = asyncio.Event()
        self.tables = [Players(self, n, setup, random.Random(seed * 1000 + n)) for n, setup in enumerate(SETUPS)]
        self.abandoners = [f"away-{n}" for n in range(ABANDONERS)]
        for user in self.abandoners:
            loopback.guild.add_channel(f"lobby-{user}")
            loopback.guild.add_member(user)
        self.lobbies = 0
        self.samples: list[Sample] = []
        self.db_start: int | None = None
        """The database's size once the first bot has made it (without SQLite's WAL)."""
        self.restarts = 0
        self.orphans: set[int] = set()
        self.started = time.monotonic()
        self.tasks: Synchronized = multiprocessing.get_context("spawn").Value("i", 0)

    @property
    def kills_left(self) -> int:
        """Players start another game until the run's end (they are stopped there)."""
        return NEW_GAME_KILLS

    @property
    def games_finished(self) -> int:
        return sum(len(t.finished) for t in self.tables)

    async def run(self) -> None:
        playing = asyncio.gather(*(t.play() for t in self.tables), *(self.abandon(u) for u in self.abandoners))
        try:
            life = 0
            while (left := self.seconds - (time.monotonic() - self.started)) > 0:
                first_half = time.monotonic() - self.started < self.seconds / 2
                await self.life(life, left / 2 if first_half else min(left, self.restart_every))
                life += 1
        finally:
            playing.cancel()
            await asyncio.gather(playing, return_exceptions=True)

    async def life(self, number: int, seconds: float) -> None:
        """A bot process that lives `seconds`, sampled, then stopped (SIGTERM) as an operator would."""
        bot = start_bot_process(self.loopback, self.target, self.seed, self.processes, timing=SOAK_TIMING,
                                server_defaults=SERVER, tasks=self.tasks)
        workers: set[int] = set()
        try:
            await until_ready(self.loopback, bot, settle=SETTLE_S)
            if self.db_start is None:
                self.db_start = await db_bytes(self.target, wal=False)
            self.up.set()
            born = time.monotonic()
            while (age := time.monotonic() - born) < seconds:
                if not bot.is_alive():
                    raise RuntimeError(f"the bot process died (exit code {bot.exitcode})")
                workers |= await self.sample(bot, number, age)
                await asyncio.sleep(min(self.sample_every, max(0.0, seconds - age)))
        finally:
            self.up.clear()
            bot.terminate()
            await asyncio.to_thread(bot.join, 30)
            if bot.is_alive():
                bot.kill()
        self.orphans |= await still_alive(workers)
        while self.loopback.gateway.ready.is_set():  # until the loopback saw the socket close
            await asyncio.sleep(0.02)
        for table in self.tables:
            table.interrupt()
        if time.monotonic() - self.started < self.seconds:
            self.restarts += 1

    async def sample(self, bot: BaseProcess, life: int, age: float) -> set[int]:
        """Samples the bot process (printed as a row of the table); its workers."""
        assert bot.pid is not None  # started
        workers = descendants(bot.pid)
        sample = Sample(at=round(time.monotonic() - self.started, 1), life=life, age=round(age, 1),
                        rss_mb=round(_rss_mb(bot.pid), 1),
                        workers_rss_mb=round(sum(map(_rss_mb, workers)), 1), fds=_fds(bot.pid),
                        tasks=int(self.tasks.value), workers=len(workers),
                        db_mb=round(await db_bytes(self.target) / 2**20, 3), games=self.games_finished)
        self.samples.append(sample)
        print(_row(sample), flush=True)
        self._forget()
        return workers

    def _forget(self) -> None:
        """The loopback keeps all the bot sent and every interaction: a long run keeps the records and
        uploads of the last three of the players' longest waits (they read what comes as it comes) and
        the interactions whose tokens may still be used (Discord's 15 minutes, and one more)."""
        loopback = self.loopback
        gone = loopback.recorder.forget(time.time() - 3 * STEP_S)
        loopback.messages.forget([f for record in gone for f in record.files])
        loopback.forget_interactions(loopback.clock.now() - loopback.token_lifetime - 60)

    async def abandon(self, user: str) -> None:
        """`user` opens a lobby now and then in a channel of their own, and never starts it."""
        rng = random.Random(f"{self.seed}:{user}")
        while True:
            await asyncio.sleep(rng.uniform(*ABANDON_GAP_S))
            await self.up.wait()
            try:
                handle = await self.loopback.slash("muses new", {"players": 2}, user=user, channel=f"lobby-{user}")
                answer = await handle.response(timeout=STEP_S)  # refused while their last one is open
                self.lobbies += "is looking for players" in (answer.content or "")
            except Exception:  # the bot was restarted meanwhile: the next one
                pass


async def db_bytes(target: str, wal: bool = True) -> int:
    """The database's size: a SQLite file with its WAL (or without: what was checkpointed into the file, which
    holds everything once the bot has closed it), or a PostgreSQL database's."""
    if "://" not in target:
        files = [Path(target + suffix) for suffix in ("", "-wal")[:1 + wal]]
        return sum(f.stat().st_size for f in files if f.exists())
    db = await connect(target)
    try:
        row = await db.fetch_one("SELECT pg_database_size(current_database()) AS size")
        return int(row["size"]) if row is not None else 0
    finally:
        await db.close()


HEADER = f"{'min':>6} {'life':>4} {'age':>6} {'rss MiB':>8} {'workers MiB':>11} {'fds':>4} {'tasks':>5} " \
         f"{'workers':>7} {'db MiB':>8} {'games':>6}"


def _row(s: Sample) -> str:
    return (f"{s.at / 60:6.1f} {s.life:4} {s.age / 60:6.1f} {s.rss_mb:8.1f} {s.workers_rss_mb:11.1f} {s.fds:4} "
            f"{s.tasks:5} {s.workers:7} {s.db_mb:8.3f} {s.games:6}")


async def run_soak(minutes: float = 30.0, seed: int = 1, processes: int = 1, db: str = "sqlite",
                   restart_every: float = 300.0, sample_every: float = 10.0, warmup: float = WARMUP_S) -> dict:
    """Play for `minutes`, sampling the bot every `sample_every` seconds; prints the table, the
    slopes against their budgets, and the summary (returned)."""
    with tempfile.TemporaryDirectory() as tmp, throwaway_database(db, Path(tmp)) as (target, _):
        async with LoopbackDiscord(**CHAOS_LIMITS) as loopback:
            soak = Soak(loopback, target, seed, processes, minutes, restart_every, sample_every)
            print(HEADER, flush=True)
            await soak.run()
            db_end = await db_bytes(target) / 2**20  # the bot closed it: SQLite's WAL is in the file
            invalid = invalid_requests(loopback)
    found = slopes(soak.samples, warmup)
    games = soak.games_finished
    per_game = round((db_end - soak.db_start / 2**20) * 1024 / games, 1) if games and soak.db_start else 0.0
    last = soak.samples[-1] if soak.samples else None
    summary = {
        "minutes": minutes, "db": db, "restarts": soak.restarts, "games_finished": games,
        "lobbies_abandoned": soak.lobbies, "samples": len(soak.samples),
        "rss_mb_start": soak.samples[0].rss_mb if soak.samples else None,
        "rss_mb_end": last.rss_mb if last else None,
        "rss_slope_mb_per_hour": found["rss_mb"], "workers_rss_slope_mb_per_hour": found["workers_rss_mb"],
        "fds_slope_per_hour": found["fds"], "tasks_slope_per_hour": found["tasks"],
        "workers_slope_per_hour": found["workers"],
        "fds_end": last.fds if last else None, "tasks_end": last.tasks if last else None,
        "workers_end": last.workers if last else None,
        "db_mb_end": round(db_end, 3), "db_kb_per_game": per_game,
        "budgets_per_hour": BUDGETS, "db_kb_per_game_budget": DB_KB_PER_GAME,
        "orphan_processes": len(soak.orphans), **invalid,
    }
    over = exceeded(found, per_game) + ([f"{len(soak.orphans)} worker processes outlived their bot"]
                                        if soak.orphans else [])
    summary["exceeded"] = over
    for metric, budget in BUDGETS.items():
        print(f"{metric}: {found[metric]:+.2f}/h (budget {budget}/h)")
    print(f"{games} games finished, {soak.lobbies} lobbies abandoned, {soak.restarts} restarts; the database "
          f"grew {per_game} KiB per game (budget {DB_KB_PER_GAME} KiB); "
          f"{summary['invalid_requests']} invalid requests; " + ("; ".join(over) or "within every budget"))
    print(json.dumps(summary))
    return summary
