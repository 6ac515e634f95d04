"""`python -m bot bench`: many concurrent games through the loopback Discord.

The bot runs in a process of its own, as it would beside Discord; the loopback Discord
and the automated players share this one. Players think for a random while
(exponential, mean `think` seconds) between turns, as people do; the latency of a turn
runs from the interaction that sends it to the new board, image included. The last line
printed is a JSON summary; its `baseline_ms` is the engine bench's fixed workload timed
here afterwards, to tell a slow machine from a slow bot; `cpu_ms_per_action` is the CPU time
of the bot's process and its drawing and AI processes per action taken (how many games a core
can host), `cpu_ms_per_action_by_role` the same of the harness, the bot's own process, its workers
for live games and the one for what users asked (`cores_used` the bot's processes' CPU over the run's
time, `other_cores` the machine's other processes'); `requests_per_action` the bot's requests to
Discord by where the move came from and by kind (bound to the global limit, or interaction
endpoints), `requests_per_action_by_route` per route; `http_429` counts the rate limits the bot ran
into, `http_429_by_route` per route (the loopback keeps Discord's; the target is 0);
`invalid_requests` the answers Discord counts as invalid (401, 403, 429; it bans a bot for a while
at 10,000 within 10 minutes), also as the most within any 10 minutes and per route: the bench's
budget is 0, its channels take every post.
With `--spam`, `p95_ms_alone`, `p95_ms` and `p95_ms_crowd` are the p95 of the games alone, beside
one user spamming an expensive command, and beside a crowd asking at a human pace (the goal: both
within 20 % of alone), and `p95_ratio_spam` and `p95_ratio_crowd` those two over alone's, each with
its 95 % interval (`_ci95`: the phases' slices drawn again, `spread`); `spam_requests` and
`spam_refused` count the spammer's requests and those its cooldown refused, `spam_busy` those
refused while the server's last was under way (`crowd_requests`, `crowd_refused`, `crowd_busy` the
crowd's); `other_cores_alone` (`_spam`, `_crowd`) the cores the machine's other processes kept
busy meanwhile (the phases take turns, so that a change in those weighs on each alike). With
`--reviews`, `p95_ms_alone` and `p95_ms_reviews` are the p95 of the games alone and beside two
reviews under way all along (the goal: within 10 % of alone), `p95_ratio_reviews` the second over
the first, with its interval; `reviews` counts the reviews answered, `review_s` their median time. With either,
`cpu_ms_per_action_by_phase` holds per phase the CPU time, per action of its games, of the harness
(this process: the loopback and the players), the bot's process, its workers for live games and its
worker for what users asked (which yields the CPU), each slice's answers to the askers included; and
`loop_lag_ms_per_s` per phase how late the bot's and the harness's event loops woke while the games
played, in ms per second (how long work, or on a busy machine others' processes, held them up); with
MUSES_BENCH_PROFILE=DIR, the bot's event loop is profiled per phase into DIR/PHASE.prof (cProfile).
With `--web N`, two phases of WEB_S seconds each (slices of SLICE_S, in turns): the games alone, then
the same number of games beside the web table's load: one in `web_bench.WEB_SHARE` played by both its
players on their pages, the others in chat, and N pages (sockets) in all watching them (`web_bench`);
`p95_ratio_web` the chat turns' p95 there over alone's, with its interval, `web_p95_ms` from a web move's
send to the last page of its game with the new position, `web_requests_per_action` the requests to the
web games' threads per web move (their openings left out), `requests_per_action` then of the alone
phase only, and beside them the largest position frame, the page's weight and `navigation_ms`.
With any of the three, a table whose players the bot left waiting (a wait timed out: an interaction not
answered within Discord's 3 s, say) stops for the rest of the run and the others go on: `tables_stopped`
counts them per phase (the goal is 0: else the machine starved the bot, and the figures are of the turns
played before), `stopped_because` says the first's wait; `p95_ms_by_slice` is each phase's p95 per slice,
in the order played (how far the slices disagree: what widens a ratio's interval)."""

from __future__ import annotations

import asyncio
import cProfile
import json
import logging
import multiprocessing
import os
import random
import signal
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field, replace
from multiprocessing.sharedctypes import Synchronized
from pathlib import Path
from typing import Any

import aiohttp
import yarl

from engine import Game, default_muse_table
from engine.bench import reference
from engine.players import random_turn

from ..core.stored import GameStatus, Seat, StoredGame, TableOptions
from ..core.texts import TIMED_OUT
from ..edge.budget import BUSY
from ..edge.cooldowns import TOO_SOON
from ..hosting.app import MusesBot, build_bot, run_until_stopped
from ..hosting.pictures import render_pictures
from ..hosting.settings import Settings
from ..hosting.shards import Shards
from ..hosting.workers import die_with, forget_preload, started_from_server
from ..play.timers import Timing
from ..storage.db import open_db
from ..storage.server_settings import DEFAULTS, ServerSettings
from ..storage.store import GameStore
from . import web_bench
from .autoplay import AutoTable, pictured
from .growth import GROWTH_ENV, report
from .loopback import LoopbackDiscord, discord_py_pointed_at
from .postgres import throwaway_database
from .processes import cpu_seconds, family, machine_cpu_seconds, yielding
from .spread import p95, p95_ratio
from .web_bench import Crowd, Watchers, free_port, navigation_ms, spread, web_summary

started_from_server((__name__,))
"""Bot processes (`start_bot_process`) fork from the fork server of the bot's drawing workers. The
server imports this module, and with it the whole bot, when it starts, whoever starts it first (a
bot's drawing pool, here or in a test): a bot process's start then costs a fork, not the imports."""

CLICK_GAP = 0.2
"""Seconds between two clicks of a player on a panel. The bot lives in another process: it
must have stored the panel's new menus before the next click can reach them, as it has
long before a person clicks again."""


SPAM_GAP = 0.2
"""Seconds between two expensive requests of the one spamming user (`--spam`)."""
CROWD = 20
"""Users who each send an expensive request every CROWD_GAP seconds (`--spam`)."""
CROWD_GAP = 5.0
PHASES = ("alone", "spam", "crowd")
"""With `--spam`: the games alone, other games beside the spamming user, others beside the crowd."""
SLICE_S = 10.0
"""With `--spam` or `--reviews`: each phase is played in slices of about this many seconds (three
at least), the phases taking turns (alone, spam, crowd, then spam, crowd, alone, ...), each slice
resuming its games where the last left them. The machine's other load, which changes over
minutes, then weighs on every phase alike (one phase after another, a phase met a busier machine
than the next and the bench measured the machine; with three slices of 20 s, two runs of the same
commit gave the crowd's p95 0.72 and 1.24 times the games' alone), and the slices tell how far
each phase's p95 may be trusted (`spread`)."""
OPENING_S = 5.0
"""With `--spam` or `--web`: the tables open their first games within this many seconds, as a server's players
do not all in one second (on a busy machine, 50 at once kept some past Discord's 3 seconds)."""
ANSWERED_S = 120.0
"""Seconds an asker waits at most for an expensive answer (the crowd's wait their turn): a slice ends
once its answers are all out, so that its work does not land in the next slice."""
LAG_TICK = 0.02
"""Seconds between two looks at an event loop's lag (`_lagging`)."""
PROFILED = "MUSES_BENCH_PROFILE"
"""The environment variable naming a directory: the bot's event loop is profiled there per phase."""
REVIEWERS = ("reviewer-1", "reviewer-2")
"""With `--reviews`: the users who each ask for a review as soon as their last one is answered."""
REVIEWED = 40
"""Finished 4-player games of two hands stored for the reviewers before the bot starts."""
WEB_S = 120.0
"""With `--web`: the seconds each of the two phases plays, in slices of SLICE_S taking turns (12 of each:
for a narrower interval of the chat's p95 ratio than 6 gave; the whole run takes 5-6 minutes: 10 games
and 40 pages took 5.5 minutes under nice 19)."""


async def run_bench(games: int = 50, think: float = 1.0, seed: int = 1, processes: int = 1, db: str = "sqlite",
                    bots: int = 1, spam: float | None = None, reviews: float | None = None,
                    web: int | None = None, web_s: float = WEB_S) -> dict:
    """`games` concurrent games on a database of kind `db` (a SQLite file, or a throwaway
    PostgreSQL server), hosted by `bots` bot processes, each running its shard of `bots` (the
    games spread over a guild per shard). With `spam` (seconds): three phases of that long in all
    (slices of SLICE_S each, in turns), `games` games each (a table opens another game when one ends): the
    games alone, beside one user sending an expensive command (`_ask`) every SPAM_GAP seconds, and beside
    CROWD users sending one every CROWD_GAP seconds; each phase's latencies apart. With `reviews` (seconds)
    instead: two phases of that long in all (slices of SLICE_S each, in turns), the games alone, then beside
    the REVIEWERS, each asking for the review of one of REVIEWED finished games as soon as its last is
    answered (no cooldown: the server's is 0). With `web` (pages) instead: two phases of `web_s` seconds
    each, the games alone, then beside the web table's load (the module's docstring)."""
    shards = [Shards((k,), bots) for k in range(bots)] if bots > 1 else [None]
    phases = PHASES if spam else ("alone", "reviews") if reviews else ("alone", "web") if web is not None else ("",)
    phase_s = spam or reviews or (web_s if web is not None else None)
    web_games = [i for i in range(games) if i % web_bench.WEB_SHARE == 0] if web is not None else []
    watching = spread([f"watcher-{k}" for k in range(max(0, (web or 0) - 2 * len(web_games)))], games)
    port = free_port() if web is not None else None
    askers = ("spammer", *(f"crowd-{n}" for n in range(CROWD))) if spam else REVIEWERS if reviews else ()
    with tempfile.TemporaryDirectory() as tmp, throwaway_database(db, Path(tmp)) as (target, _):
        async with LoopbackDiscord() as loopback:
            for k, shard in enumerate(shards):  # a channel and two players of its own per game, as on a server
                names = [f"{phase}{i}" for phase in phases for i in range(games) if i % len(shards) == k]
                members = tuple(f"player-{i}{side}" for i in names for side in "ab") + (askers if k == 0 else ()) \
                    + tuple(user for users in watching for user in users)
                channels = tuple(f"bench-{i}" for i in names) + (("bench-askers",) if askers and k == 0 else ())
                if shard is None:
                    for name in channels:
                        loopback.guild.add_channel(name)
                    for name in members:
                        loopback.guild.add_member(name)
                else:
                    loopback.add_guild(f"bench-guild-{k}", members, channels, shard=(k, bots))
            server = ServerSettings(lobbies=games, cooldown=0.0 if reviews else DEFAULTS.cooldown)  # lobbies at once
            to_review = await _finished_games(target, loopback, seed) if reviews else []
            watch = Watch.of(phases)
            running = [start_bot_process(loopback, target, seed, processes, shards=shard, server_defaults=server,
                                         watch=watch, web=port) for shard in shards]
            harness_lag = multiprocessing.get_context("spawn").Array("d", len(phases))
            lagging = asyncio.ensure_future(_lagging(watch, harness_lag))
            crowd: Crowd | None = None
            try:
                for bot, shard in zip(running, shards):
                    await until_ready(loopback, bot, shards=shard)

                def pids() -> set[int]:
                    return set().union(*(family(bot) for bot in running))

                if port is not None:
                    base = f"http://127.0.0.1:{port}/"
                    loopback.oauth.redirect_uris.add(f"{base}signin/done")
                    unlimited = aiohttp.TCPConnector(limit=0)  # a connection per socket (aiohttp: 100 at most)
                    crowd = Crowd(loopback, base, aiohttp.ClientSession(connector=unlimited))
                    for user in [*(f"player-web{i}{side}" for i in web_games for side in "ab"),
                                 *(user for users in watching for user in users)]:
                        await crowd.sign_in(user)

                cpu_before = cpu_seconds(pids())
                requests_before = Counter(loopback.requests)
                machine_before, ours_before = machine_cpu_seconds(), cpu_seconds(pids() | {os.getpid()})
                started = time.perf_counter()
                asked = {phase: Asked() for phase in phases}
                others = dict.fromkeys(phases, 0.0)  # CPU seconds of the machine's other processes, per phase
                cpu_by_role = {phase: dict.fromkeys(ROLES, 0.0) for phase in phases}
                lasted = dict.fromkeys(phases, 0.0)
                played_s = dict.fromkeys(phases, 0.0)  # the part of `lasted` while the games played
                tables = {phase: [Tables(loopback, f"bench-{phase}{i}", [f"player-{phase}{i}a", f"player-{phase}{i}b"],
                                         random.Random(f"{seed}:{phase}:{i}"), watchers=Watchers(
                                             crowd, watching[i], [f"player-{phase}{i}a", f"player-{phase}{i}b"]
                                             if i in web_games else None, random.Random(f"{seed}:web:{i}"))
                                         if crowd and phase == "web" else None) for i in range(games)]
                          for phase in phases}
                requests_by_phase = {phase: Counter[tuple[str, bool]]() for phase in phases}
                played = [t for phase in phases for t in tables[phase][::len(shards)]]  # the askers' server's
                review_s: list[float] = []
                rounds = max(3, round(phase_s / SLICE_S)) if phase_s else 1
                slices: dict[str, list[list[float]]] = {phase: [] for phase in phases}
                for n in range(rounds * len(phases)):
                    phase = phases[(n // len(phases) + n) % len(phases)]
                    deadline = time.monotonic() + phase_s / rounds if phase_s else None
                    watch.phase.value, watch.playing.value = phases.index(phase), True
                    began, machine, ours = time.monotonic(), machine_cpu_seconds(), cpu_seconds(pids() | {os.getpid()})
                    each = _cpu_by_pid(pids())
                    requested = Counter(loopback.requests)
                    counted = [len(t.latencies_ms) for t in tables[phase]]
                    playing = asyncio.gather(*(t.play(think, deadline, OPENING_S if spam or web is not None else 0)
                                               for t in tables[phase]))
                    askers_now = ["spammer"] if phase == "spam" else list(askers[1:]) if phase == "crowd" else []
                    gap = SPAM_GAP if phase == "spam" else CROWD_GAP
                    asking = [asyncio.ensure_future(_ask(loopback, user, played, gap, playing,
                                                         random.Random(f"{seed}:{user}:{n}")))
                              for user in askers_now]
                    reviewing = [asyncio.ensure_future(_review(loopback, user, to_review, playing))
                                 for user in REVIEWERS] if phase == "reviews" else []
                    await while_alive(running, playing)
                    played_s[phase] += time.monotonic() - began
                    slices[phase].append([ms for t, c in zip(tables[phase], counted) for ms in t.latencies_ms[c:]])
                    watch.playing.value = False
                    asked[phase] += sum((await asyncio.gather(*asking)), Asked())
                    review_s += [s for durations in await asyncio.gather(*reviewing) for s in durations]
                    others[phase] += machine_cpu_seconds() - machine - (cpu_seconds(pids() | {os.getpid()}) - ours)
                    lasted[phase] += time.monotonic() - began
                    for role, seconds in _by_role(each, _cpu_by_pid(pids()), running).items():
                        cpu_by_role[phase][role] += seconds
                    requests_by_phase[phase] += Counter(loopback.requests) - requested
                    watch.phase.value = -1
                latencies = {phase: sorted(ms for part in slices[phase] for ms in part) for phase in phases}
                review_s.sort()
                elapsed = time.perf_counter() - started
                cpu = cpu_seconds(pids()) - cpu_before
                other_cores = (machine_cpu_seconds() - machine_before
                               - (cpu_seconds(pids() | {os.getpid()}) - ours_before)) / elapsed
                requests = Counter(loopback.requests) - requests_before
                limited = dict(loopback.rate_limited)
                invalid = invalid_requests(loopback)
                if crowd is not None:
                    watchers = [t.watchers for t in tables["web"] if t.watchers is not None]
                    shown = next((t for t in tables["web"] if t.watchers and t.watchers.players and t.playing
                                  and t.playing.game is not None and t.stopped is None), None)
                    game = shown.playing.game if shown is not None and shown.playing is not None else None
                    navigated = "no web game still played" if shown is None or game is None else \
                        await navigation_ms(loopback, crowd.base, game, shown.users[0])
                    web_figures = web_summary(watchers, loopback, crowd, navigated)
                    requests = requests_by_phase["alone"]  # the web phase's web moves are told apart
            finally:
                lagging.cancel()
                if crowd is not None:
                    for t in tables.get("web", []):
                        for page in t.watchers.pages if t.watchers else []:
                            await page.close()
                    await crowd.http.close()
                for bot in running:
                    bot.terminate()
                for bot in running:
                    bot.join(10)
                    if bot.is_alive():
                        bot.kill()
                        bot.join()
    every = sorted(ms for phase in phases for ms in latencies[phase])
    baseline = statistics.median(_timed_ms(reference) for _ in range(100))
    summary = {
        "games": games, "actions": len(every), "elapsed_s": round(elapsed, 2),
        "actions_per_s": round(len(every) / elapsed, 1),
        "p50_ms": round(statistics.median(every), 1),
        "p95_ms": _p95(every),
        "max_ms": round(every[-1], 1), "think_s": think, "render_processes": processes, "db": db, "bots": bots,
        "cpu_ms_per_action": round(cpu * 1000 / len(every), 2),
        "cores_used": round(cpu / elapsed, 2), "other_cores": round(other_cores, 2),
        "baseline_ms": round(baseline, 3),
        "http_429": sum(limited.values()), "http_429_by_route": limited, **invalid,
        **requests_per_action(requests, len(latencies["alone"]) if web is not None else len(every)),
    }
    stopped = [(phase, t.stopped) for phase in phases for t in tables[phase] if t.stopped is not None]
    if phase_s:
        summary["tables_stopped"] = {phase: sum(p == phase for p, _ in stopped) for phase in phases}
        summary["stopped_because"] = stopped[0][1] if stopped else None
        summary["p95_ms_by_slice"] = {phase: [_p95(part) if part else None for part in slices[phase]]
                                      for phase in phases}
    if spam:
        summary.update({
            "spam_s": spam, "p95_ms_alone": _p95(latencies["alone"]), "p95_ms": _p95(latencies["spam"]),
            "p95_ms_crowd": _p95(latencies["crowd"]),
            "actions_alone": len(latencies["alone"]), "actions_spam": len(latencies["spam"]),
            "actions_crowd": len(latencies["crowd"]),
            "spam_requests": asked["spam"].requests, "spam_refused": asked["spam"].refused,
            "crowd_requests": asked["crowd"].requests, "crowd_refused": asked["crowd"].refused,
            "spam_busy": asked["spam"].busy, "crowd_busy": asked["crowd"].busy,
            **{f"other_cores_{phase}": round(others[phase] / lasted[phase], 2) for phase in phases},
            **_ratio(slices, "spam", seed), **_ratio(slices, "crowd", seed),
        })
    if not phase_s:
        summary["cpu_ms_per_action_by_role"] = {
            role: round(cpu_by_role[""][role] * 1000 / len(every), 2) for role in ROLES}
    if web is not None:
        summary.update({"web_s": web_s, "p95_ms_alone": _p95(latencies["alone"]), "p95_ms_web": _p95(latencies["web"]),
                        "actions_alone": len(latencies["alone"]), "actions_web": len(latencies["web"]),
                        **_ratio(slices, "web", seed), **web_figures})
    if phase_s:
        actions = {phase: len(latencies[phase]) + (summary["web_moves"] if phase == "web" else 0) for phase in phases}
        summary["cpu_ms_per_action_by_phase"] = {
            phase: {role: round(cpu_by_role[phase][role] * 1000 / actions[phase], 2) for role in ROLES}
            for phase in phases}
        summary["loop_lag_ms_per_s"] = {
            phase: {"bot": round(watch.lag[k] * 1000 / played_s[phase], 1),
                    "harness": round(harness_lag[k] * 1000 / played_s[phase], 1)} for k, phase in enumerate(phases)}
    if reviews:
        summary.update({
            "reviews_s": reviews, "p95_ms_alone": _p95(latencies["alone"]),
            "p95_ms_reviews": _p95(latencies["reviews"]),
            "actions_alone": len(latencies["alone"]), "actions_reviews": len(latencies["reviews"]),
            "reviews": len(review_s), "review_s": round(statistics.median(review_s), 1) if review_s else None,
            **_ratio(slices, "reviews", seed),
        })
    print(f"{games} concurrent 2-player games on {db} with {bots} bot process(es), "
          f"{len(every)} turns in {elapsed:.1f} s; "
          f"turn latency p50 {summary['p50_ms']} ms, p95 {_p95(every)} ms, max {summary['max_ms']} ms; "
          f"{summary['cpu_ms_per_action']} ms of the bot's CPU per action; "
          f"{summary['http_429']} answers 429 (rate limited), {summary['invalid_requests']} invalid requests; "
          f"requests per action: {summary['requests_per_action']['person']['global']} bound to the global limit, "
          f"{summary['requests_per_action']['person']['interaction']} to interaction endpoints")
    if spam:
        print(f"turn latency p95: games alone {summary['p95_ms_alone']} ms, beside one user asking every "
              f"{SPAM_GAP} s {summary['p95_ms']} ms ({summary['spam_refused']} of {summary['spam_requests']} "
              f"refused too soon, {summary['spam_busy']} busy), beside {CROWD} users asking every {CROWD_GAP} s "
              f"{summary['p95_ms_crowd']} ms ({summary['crowd_refused']} of {summary['crowd_requests']} refused "
              f"too soon, {summary['crowd_busy']} busy); against alone, {_told(summary, 'spam')} and "
              f"{_told(summary, 'crowd')} ({rounds} slices of each)")
    if reviews:
        print(f"turn latency p95: games alone {summary['p95_ms_alone']} ms, beside two reviews under way "
              f"{summary['p95_ms_reviews']} ms ({summary['reviews']} reviews answered, {summary['review_s']} s each); "
              f"against alone, {_told(summary, 'reviews')} ({rounds} slices of each)")
    if web is not None:
        print(f"web: {summary['web_sockets']} pages on {games} games ({summary['web_games']} played on the web); "
              f"{summary['web_moves']} web moves, from the send to the last page's new position p50 "
              f"{summary['web_p50_ms']} ms, p95 {summary['web_p95_ms']} ms; chat turns' p95 alone "
              f"{summary['p95_ms_alone']} ms, beside the web {summary['p95_ms_web']} ms, {_told(summary, 'web')}; "
              f"{summary['web_requests_per_action']['global']} requests per web move bound to the global limit; "
              f"largest position frame {summary['largest_frame_bytes']} B; page {summary['page_bytes']} B; "
              f"navigation to a playable board {summary['navigation_ms']} ms")
    if stopped:
        print(f"warning: {len(stopped)} of {len(phases) * games} tables stopped before the end, their players left "
              f"waiting by the bot (a starved machine?): {summary['tables_stopped']}; the first: {stopped[0][1]}; "
              f"the figures are of the turns played before")
    print(json.dumps(summary))
    return summary


ROLES = ("harness", "bot", "workers", "asked")
"""The processes whose CPU time the bench tells apart (`_by_role`)."""


def _cpu_by_pid(pids: set[int]) -> dict[int, float]:
    """The CPU seconds used so far by each of `pids` and by this process (the harness)."""
    return {pid: cpu_seconds({pid}) for pid in pids | {os.getpid()}}


def _by_role(before: dict[int, float], after: dict[int, float],
             bots: list[multiprocessing.process.BaseProcess]) -> dict[str, float]:
    """The CPU seconds used between two `_cpu_by_pid`, by ROLES: this process, the bots' own, their
    worker that yields the CPU (what users asked for), their other workers (and fork servers)."""
    used = dict.fromkeys(ROLES, 0.0)
    for pid, seconds in after.items():
        role = ("harness" if pid == os.getpid() else "bot" if any(pid == bot.pid for bot in bots)
                else "asked" if yielding(pid, than=os.getpid()) else "workers")
        used[role] += seconds - before.get(pid, 0.0)
    return used


@dataclass
class Watch:
    """Shared with the bot processes: the phase under way (an index, -1 between slices), whether its games
    play (or the askers' last answers are awaited), and the seconds their event loops woke late while
    each phase's games played."""

    phase: Synchronized
    playing: Synchronized
    lag: Any  # a SynchronizedArray of floats, one per phase

    @classmethod
    def of(cls, phases: tuple[str, ...]) -> Watch:
        spawn = multiprocessing.get_context("spawn")
        return cls(spawn.Value("i", -1), spawn.Value("b", False), spawn.Array("d", len(phases)))


async def _lagging(watch: Watch, lag: Any, profiled: Path | None = None) -> None:
    """Forever: add to `lag[phase]` how late this event loop woke from each sleep of LAG_TICK while the
    phase's games play. With `profiled` (a directory), profile the loop's CPU time per phase (its thread's:
    a busy machine's other processes do not count), written there as PHASE.prof (its index) after each of
    its slices."""
    loop = asyncio.get_running_loop()
    profiles: dict[int, cProfile.Profile] = {}
    was = -1
    while True:
        slept = loop.time()
        await asyncio.sleep(LAG_TICK)
        late, now = max(loop.time() - slept - LAG_TICK, 0.0), watch.phase.value
        if now >= 0 and watch.playing.value:
            with lag.get_lock():  # bots in processes of their own share it
                lag[now] += late
        if profiled is not None and now != was:
            if was >= 0:
                profiles[was].disable()
                profiles[was].dump_stats(profiled / f"{was}.prof")
            if now >= 0:
                profiles.setdefault(now, cProfile.Profile(time.thread_time)).enable()
        was = now


def _p95(latencies: list[float]) -> float:
    return round(p95(latencies), 1)


def _told(summary: dict, phase: str) -> str:
    low, high = summary[f"p95_ratio_{phase}_ci95"]
    return f"{summary[f'p95_ratio_{phase}']}× [{low}, {high}]"


def _ratio(slices: dict[str, list[list[float]]], phase: str, seed: int) -> dict:
    """`phase`'s p95 over the games' alone, rounded, with its 95 % interval (`spread`)."""
    ratio, low, high = p95_ratio(slices[phase], slices["alone"], seed)
    return {f"p95_ratio_{phase}": round(ratio, 2), f"p95_ratio_{phase}_ci95": [round(low, 2), round(high, 2)]}


@dataclass
class Tables:
    """A channel where two automated players play one game after another until a deadline (None:
    one game)."""

    loopback: LoopbackDiscord
    channel: str
    users: list[str]
    rng: random.Random
    watchers: Watchers | None = None
    """The pages watching its games (`--web`); with players, its turns are played on theirs."""
    played: list[AutoTable] = field(default_factory=list)
    over: bool = True
    """The game under way is over (or none was opened yet)."""
    stopped: str | None = None
    """Why this table stopped playing for the rest of the run: a wait of its players on the bot timed out
    (an interaction not answered within Discord's 3 s, say, on a starved machine)."""

    @property
    def latencies_ms(self) -> list[float]:
        return [ms for table in self.played for ms in table.latencies_ms]

    @property
    def playing(self) -> AutoTable | None:
        """The game under way (or the last one)."""
        return self.played[-1] if self.played else None

    async def play(self, think: float, deadline: float | None, opening: float = 0) -> None:
        """Until the deadline (None: the end of one game), resuming the game a last deadline interrupted;
        the first game opened after a random part of `opening` seconds. With a deadline, a wait on the bot
        that times out stops this table for the rest of the run (`stopped`), not the bench."""
        if not self.played:
            await asyncio.sleep(self.rng.uniform(0, opening))
        try:
            await self._play(think, deadline)
        except TimeoutError as e:  # the bot left its players waiting: this table stops, the others go on
            if deadline is None:
                raise
            self.stopped = str(e).splitlines()[0]

    async def _play(self, think: float, deadline: float | None) -> None:
        while deadline is None or time.monotonic() < deadline:
            if self.over:
                self.played.append(AutoTable(self.loopback, self.channel, self.users, self.rng, click_gap=CLICK_GAP))
                self.over = False
                await self.played[-1].open(2)
                if self.watchers is not None:
                    await self.watchers.watch(self.played[-1])
            if think:
                await asyncio.sleep(self.rng.expovariate(1 / think))
            self.over = not await (self.watchers.play_turn(self.played[-1]) if self.watchers and self.watchers.players
                                   else self.played[-1].play_turn())
            if deadline is None and self.over:
                return


@dataclass
class Asked:
    """Expensive requests sent, how many were refused by their cooldown, and how many while their server's
    last was under way (`edge.budget`)."""

    requests: int = 0
    refused: int = 0
    busy: int = 0

    def __add__(self, other: Asked) -> Asked:
        return Asked(self.requests + other.requests, self.refused + other.refused, self.busy + other.busy)


async def _ask(loopback: LoopbackDiscord, user: str, tables: list[Tables], gap: float, playing: asyncio.Future,
               rng: random.Random) -> Asked:
    """`user` asks every `gap` seconds (the first after a random part of it) for the replay of a game played
    to its end (an animated GIF: the most expensive picture), in a channel of the askers', or while none
    is, for `/muses rules` in a game under way (its legend); without waiting for the answers, until the
    games are done; then until every answer is out. What they were answered."""
    refusals = {"too soon": TOO_SOON.split("{")[0], "busy": BUSY.split("{")[0]}
    sent: list[asyncio.Future] = []

    async def refused(command: str, options: dict, channel: str | int) -> str | None:
        """Why the request was refused, or None once it is answered."""
        asking = await loopback.slash(command, options, user=user, channel=channel)
        answer = (await asking.response()).content or ""
        if why := next((why for why, text in refusals.items() if text in answer), None):
            return why
        await asking.wait_edits(1, ANSWERED_S)  # the picture, once drawn
        return None

    await asyncio.sleep(rng.uniform(0, gap))
    while not playing.done():
        over = [table.game for t in tables for table in (t.played if t.over else t.played[:-1])]
        live = [t.playing for t in tables if t.playing is not None and t.playing.board is not None]
        if over:
            sent.append(asyncio.ensure_future(refused("muses replay", {"game": rng.choice(over)}, "bench-askers")))
        elif live:
            sent.append(asyncio.ensure_future(refused("muses rules", {}, rng.choice(live).channel)))
        await asyncio.sleep(gap)
    answers = await asyncio.gather(*sent, return_exceptions=True)
    return Asked(len(sent), sum(a == "too soon" for a in answers), sum(a == "busy" for a in answers))


async def _finished_games(target: str, loopback: LoopbackDiscord, seed: int) -> list[int]:
    """REVIEWED finished 4-player games of two hands, random players' moves, stored in the askers'
    channel before the bot starts: what the reviewers ask about."""
    store = GameStore(await open_db(target))
    rng, channel = random.Random(f"{seed}:reviewed"), loopback.channel("bench-askers").id
    try:
        ids = []
        for _ in range(REVIEWED):
            seats = tuple(Seat(-1 - k, f"AI {k + 1} (easy)", True, "easy") for k in range(4))
            table = TableOptions(players=4, hands=2)
            game = Game.new([s.name for s in seats], table.options(default_muse_table()), rng)
            while not game.is_over:
                random_turn(game, rng)
            stored = await store.create(loopback.guild.id, channel, seats[0], table, seats[1:])
            stored = await store.save(replace(stored, game=game, status=GameStatus.FINISHED))
            ids.append(stored.id)
        return ids
    finally:
        await store.close()


async def _review(loopback: LoopbackDiscord, user: str, games: list[int], playing: asyncio.Future) -> list[float]:
    """`user` asks for the review of one of `games` (taken from it) as soon as the last is answered,
    until the games are done: the seconds each took."""
    took = []
    while not playing.done() and games:
        started, game = time.monotonic(), games.pop()
        asked = await loopback.slash("muses review", {"game": game}, user=user, channel="bench-askers")
        await pictured(asked)
        took.append(time.monotonic() - started)
    return took


def requests_per_action(requests: Counter[tuple[str, bool]], actions: int) -> dict:
    """The bot's requests per action while the games played: by where the move came from (every move
    of the bench's is a person's: the players click), then by kind, "global" (bound to the token's
    global limit) or "interaction" (an interaction's callback, followups and edits, which it leaves
    out); and per route, with its kind."""
    kinds = {"global": 0, "interaction": 0}
    for (_, interaction), n in requests.items():
        kinds["interaction" if interaction else "global"] += n
    return {"requests_per_action": {"person": {kind: round(n / actions, 3) for kind, n in kinds.items()}},
            "requests_per_action_by_route": {
                f"{route} ({'interaction' if interaction else 'global'})": round(n / actions, 3)
                for (route, interaction), n in sorted(requests.items(), key=lambda kv: -kv[1])}}


def invalid_requests(loopback: LoopbackDiscord) -> dict:
    """The requests Discord counts as invalid (answered 401, 403 or 429): in all, the most within
    any 10 minutes (Discord bans the bot for a while at 10,000), and per route."""
    return {"invalid_requests": sum(loopback.invalid_requests.values()),
            "invalid_requests_per_10_min": loopback.invalid_per_10_minutes(),
            "invalid_requests_by_route": dict(loopback.invalid_requests)}


KILL_POINTS: dict[str, Callable[[StoredGame], bool]] = {
    "new": lambda s: s.status is GameStatus.LOBBY and s.version == 0,
    "lobby out": lambda s: s.status is GameStatus.LOBBY and s.board_message is not None and s.board_version is None,
    "join": lambda s: s.status is GameStatus.LOBBY and len(s.seats) > 1,
    "start": lambda s: s.status is GameStatus.ACTIVE and s.owed.lobby is not None,
    "final move": lambda s: s.status is GameStatus.FINISHED,
    "second deal": lambda s: s.game is not None and len(s.game.hands) == 2 and not s.game.history[1],
    "forfeit": lambda s: any(x.ai_owned for x in s.seats) or s.status is GameStatus.CANCELLED,
    "timer move": lambda s: TIMED_OUT in (s.owed.note or ""),
    "commit": lambda s: s.status is GameStatus.ACTIVE,
    "hand over": lambda s: s.owed.score is not None,
}
"""Stored changes after which a test may have the bot process killed, by what the stored game shows
(and "lobby out": the lobby message posted, before it is noted)."""


def start_bot_process(loopback: LoopbackDiscord, db_path: str | Path, seed: int = 1,
                      processes: int = Settings.render_processes, kill_at: str | None = None,
                      timing: Timing = Timing(), shards: Shards | None = None,
                      go=None, server_defaults: ServerSettings = DEFAULTS,
                      tasks: Synchronized | None = None,
                      watch: Watch | None = None, reporter=None,
                      web: int | None = None) -> multiprocessing.process.BaseProcess:
    """The real bot in a process of its own, on the loopback Discord and the database at `db_path` (a
    file, or a PostgreSQL URL);
    `kill_at` one of KILL_POINTS: the process kills itself (SIGKILL) right after that change
    is committed, before anything of it is said; `timing` as the bot's (tests shorten it), and
    `server_defaults` (the settings of a server that set none);
    `shards` as MUSES_SHARDS (None: all, as the loopback recommends). With `go` (an Event of the
    spawn context), the process loads its code, then waits for `go` before it opens the
    database: a restart ready in advance. `server_defaults`: the settings of servers that chose
    none (the bot's own by default: games in threads). `tasks` (a Value of the spawn context), if
    given, holds the bot's count of asyncio tasks, updated every second; `watch`, if given, is told how
    late its event loop woke in each phase (`_lagging`); `reporter`, if given (a test's, picklable), is told
    each stored change (`reporter.observe`) and draws the bot's pictures (`reporter.drawn(pictures)`); `web`,
    if given, the port on 127.0.0.1 of its web table (signing in with the loopback's application).
    The process is forked from the fork server of the bot's workers, which has imported this module:
    a start costs a fork, not a new interpreter's imports (0.7 s of CPU under "spawn")."""
    bot = started_from_server().Process(
        target=serve, args=(os.getpid(), f"{loopback.url}/api/v10", loopback.gateway_url, loopback.token, str(db_path),
                            seed, processes, kill_at, timing, shards, go, server_defaults, tasks, watch, reporter,
                            web))
    bot.start()
    return bot


def serve(harness: int, api: str, gateway: str, token: str, db_path: str, seed: int, processes: int,
          kill_at: str | None = None, timing: Timing = Timing(), shards: Shards | None = None,
          go=None, server_defaults: ServerSettings = DEFAULTS, tasks: Synchronized | None = None,
          watch: Watch | None = None, reporter=None, web: int | None = None) -> None:
    """The bot process: the real bot on the loopback Discord, until it is terminated (or
    kills itself at `kill_at`, or the harness process that runs the loopback ends)."""
    die_with(harness)
    forget_preload()
    if go is not None:
        go.wait()
    logging.basicConfig(level=logging.WARNING)
    settings = Settings(token=token, db=db_path, muse_table=default_muse_table(), shards=shards,
                        web=("127.0.0.1", web) if web else None, client_secret=web_bench.CLIENT_SECRET if web else None)
    observers = [o for o in (reporter and reporter.observe, kill_at and _killed_at(kill_at)) if o]
    bot = build_bot(settings, rng=lambda game: random.Random(f"{seed}:{game}"), render_processes=processes,
                    guild_ready_timeout=0.05, observer=(lambda stored: [o(stored) for o in observers]) if observers
                    else None, pictures=reporter.drawn(render_pictures()) if reporter else None,
                    timing=timing, server_defaults=server_defaults)
    with discord_py_pointed_at(api, yarl.URL(gateway)):
        # until SIGTERM closes the bot, its drawing processes with it
        asyncio.run(_watched(run_until_stopped(bot, token), bot, tasks, os.environ.get(GROWTH_ENV), watch))


async def _watched(running: Coroutine[Any, Any, None], bot: MusesBot, tasks: Synchronized | None,
                   growth: str | None, watch: Watch | None) -> None:
    """`running`, while `tasks` (if given) holds the number of asyncio tasks besides the ones that watch,
    the file `growth` (if given) what grows in the process (`growth.report`), and `watch` (if given) is
    told how late the event loop wakes (`_lagging`)."""

    async def count(tasks: Synchronized) -> None:
        while True:
            tasks.value = len(asyncio.all_tasks()) - len(watching)
            await asyncio.sleep(1.0)

    watching = [asyncio.ensure_future(count(tasks))] if tasks else []
    if growth:
        watching.append(asyncio.ensure_future(report(bot, growth)))
    if watch:
        profiled = Path(os.environ[PROFILED]) if os.environ.get(PROFILED) else None
        watching.append(asyncio.ensure_future(_lagging(watch, watch.lag, profiled)))
    try:
        await running
    finally:
        for watcher in watching:
            watcher.cancel()
        await asyncio.gather(*watching, return_exceptions=True)


def _killed_at(point: str) -> Callable[[StoredGame], None]:
    matches = KILL_POINTS[point]

    def observe(stored: StoredGame) -> None:
        if matches(stored):
            os.kill(os.getpid(), signal.SIGKILL)

    return observe


async def until_ready(loopback: LoopbackDiscord, bot: multiprocessing.process.BaseProcess, timeout: float = 60,
                      shards: Shards | None = None, settle: float = 0.5) -> None:
    """Until the bot process has synced its commands and identified on the gateway (on `shards`:
    those shards are connected; None: every guild's shard is), and `settle` seconds more
    (discord.py's guild_ready_timeout, then on_ready)."""
    deadline = time.monotonic() + timeout
    while not (loopback.gateway.shards_ready(shards.ids) if shards else loopback.gateway.ready.is_set()) \
            or not _synced(loopback):
        if not bot.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the bot process did not come up on the loopback Discord")
        await asyncio.sleep(0.05)
    await asyncio.sleep(settle)


async def while_alive(bots: list[multiprocessing.process.BaseProcess], playing: asyncio.Future) -> None:
    """Await `playing`; if a bot process dies first, cancel it and say so (players would wait in vain)."""
    while not playing.done():
        if dead := next((bot for bot in bots if not bot.is_alive()), None):
            playing.cancel()
            raise RuntimeError(f"a bot process died (exit code {dead.exitcode}) before the games ended")
        await asyncio.wait({playing}, timeout=0.5)
    playing.result()


def _synced(loopback: LoopbackDiscord) -> bool:
    try:
        loopback.commands.find("muses", loopback.guild.id)
    except LookupError:
        return False
    return True


def _timed_ms(fn) -> float:
    started = time.perf_counter()
    fn()
    return (time.perf_counter() - started) * 1000
