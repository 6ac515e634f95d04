"""`python -m engine arena`: matches between two sides, each a level, an outside program
speaking the agent protocol (`cmd:COMMAND`, one process per seat), the hard player of an earlier
commit (`frozen:REV`: see `Frozen`), or a list of levels (frozen ones too), one per seat the side
holds, in seat order (`hard,normal`: with 4 players, the team's first seat plays hard and its
second normal); a single level plays every seat of its side.

Fairness: games come in cycles in which every seat pattern of the two sides is played on
the same deal (2 and 4 players: A then B in the first seat, or team; 3 players: A with
one seat, each of three, then with two seats, each of three; `part` 1 or 2: only the games
where A holds that many seats), and the first player changes from cycle to cycle. Tiles:
`none`, `all` six, or `some`: the expansion's scenarios (`SCENARIOS`), a different one for each cycle.

Counting: a game's winner is side A, side B, or shared when companies of both sides share
the victory; `win_rate_a` counts a shared game as half a win. Where side A does not hold
half the companies in every game (3 players: one seat, or two, of three), `by_part_a`
gives the rate for each part A holds beside that part (what an equal player would win),
and `seat_win_share_a` is A's win per game over its part, averaged (1: as strong as B). A fault (an illegal,
malformed or late answer, an error line, a program that dies, or one that does not answer the
request without a record it is sent at its start with an error line) forfeits the game for the
faulty side: the other side wins it. A program's time is counted from its first turn on.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import random
import resource
import select
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..actions import Action, Place, Step, renamed_location
from ..gods import GODS, God
from ..native import ROOT
from ..records import action_from_json
from ..seats import seat_record
from ..state import Game, HandState
from ..table import SCENARIOS, Deal, Options, company_of
from .levels import LEVELS, decide

HAND_LIMIT = 300
"""Actions after which the arena stops a hand that will not end (no rule ends a hand but a
6): the game counts as shared, and as unfinished in the summary."""
GRACE_MS = 1000
"""How late past its time cap an outside program's answer may come."""
STARTUP_S = 60
"""How long an outside program may take to start (a busy machine, a cold cache)."""
TILES: dict[str, list[tuple[God, ...]]] = {"none": [()], "all": [tuple(GODS)], "some": list(SCENARIOS.values())}
CREDIT_A = {"a": 1.0, "b": 0.0, "shared": 0.5}
FROZEN = "frozen:"
"""A side's prefix for the hard player of an earlier commit: `frozen:REV`."""
BUILDER = ROOT / ".ci" / "frozen"
"""The tool that builds an earlier commit into a folder of its own (`.ci/frozen REV`)."""


class Fault(Exception):
    """A side's answer that the arena cannot play."""


@dataclass(frozen=True)
class Match:
    a: str
    b: str
    players: int
    seed: int
    tiles: str = "none"
    hands: int = 1
    ms: float | None = None
    hand_limit: int = HAND_LIMIT
    part: int | None = None
    """3 players: the number of seats side A holds in every game (1 or 2); None: each in turn."""
    ms_b: float | None = None
    """Side B's time cap, where it differs from A's (`ms`): a frozen player given its whole budget
    (`--ms-b 5000`) beside a side at default caps."""

    def cap(self, a: bool) -> float | None:
        """The time cap of side A's seats (`a`) or of side B's."""
        return self.ms if a or self.ms_b is None else self.ms_b


def patterns(players: int, part: int | None = None) -> list[tuple[bool, ...]]:
    """For each game of a cycle, whether each seat plays for side A."""
    if players == 3:
        one = [tuple(s == k for s in range(3)) for k in range(3)]
        two = [tuple(s != k for s in range(3)) for k in range(3)]
        return {None: one + two, 1: one, 2: two}[part]
    return [tuple(s % 2 == k for s in range(players)) for k in range(2)]


def members(spec: str) -> list[str]:
    """The levels of a side, one per seat it holds (a single one: every seat), or its program."""
    return [spec] if spec.startswith("cmd:") else spec.split(",")


def frozen_folder(rev: str) -> Path:
    """The folder where REV is built (`.ci/frozen`, which builds it the first time); ValueError if
    it cannot be built."""
    if not BUILDER.exists():
        raise ValueError(f"{FROZEN}REV needs the project's git checkout, with {BUILDER.relative_to(ROOT)}")
    done = subprocess.run([sys.executable, str(BUILDER), rev], capture_output=True, text=True)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise ValueError(f"cannot build {rev!r} ({last})")
    return Path(done.stdout.strip().splitlines()[-1])


def check(match: Match) -> None:
    """ValueError unless each side is a level, a program, or one level per seat it holds."""
    if match.part is not None and (match.players != 3 or match.part not in (1, 2)):
        raise ValueError("--part is 1 or 2, and only with 3 players")
    cycle = patterns(match.players, match.part)
    for name, spec, mine in (("A", match.a, True), ("B", match.b, False)):
        levels = members(spec)
        if not spec.startswith("cmd:") and not all(level in LEVELS or level.startswith(FROZEN) for level in levels):
            raise ValueError(f"a side is one of {', '.join(LEVELS)}, {FROZEN}REV, a list of them, or cmd:COMMAND,"
                             f" not {spec!r}")
        held = {sum(is_a == mine for is_a in p) for p in cycle}
        if len(levels) > 1 and held != {len(levels)}:
            raise ValueError(f"side {name} lists {len(levels)} levels but holds {' or '.join(map(str, sorted(held)))}"
                             " seats" + (" (3 players: --part 1 or 2 fixes A's seats)" if len(held) > 1 else ""))


def seat_specs(match: Match, is_a: tuple[bool, ...]) -> list[str]:
    """Each seat's level or program in a game where `is_a` tells the seats of side A."""
    levels = {True: members(match.a), False: members(match.b)}
    ranks = [sum(x == a for x in is_a[:s]) for s, a in enumerate(is_a)]
    return [levels[a][rank % len(levels[a])] for a, rank in zip(is_a, ranks)]


class Side:
    """A side's player for one seat: a level in this process, or an outside program (a frozen
    player is one: see `Frozen`). A program is sent a request with no record as soon as it starts,
    and its answer (an error line, docs/agent.md) is read before its first turn, so that its start-up is
    not counted against its time."""

    def __init__(self, spec: str, seed: int, ms: float | None):
        self.spec, self.seed, self.ms = spec, seed, ms
        self.proc: subprocess.Popen | None = None
        self.started = False
        if spec.startswith("cmd:"):
            self._start(shlex.split(spec[4:]))

    def _start(self, command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        assert self.proc.stdin is not None  # opened as a pipe
        try:
            self.proc.stdin.write("{}\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # it is not reading: its first turn says so

    def act(self, record: dict) -> tuple[Action, float, float | None]:
        """The side's answer, named as the seat record names Muses, how long it took, and the
        CPU time it took by the time caps' clock (a level in this process; None for a program)."""
        if self.proc is None:
            start = time.perf_counter()
            decision = decide(record, self.spec, self.seed, self.ms)
            return decision.action, (time.perf_counter() - start) * 1000, decision.ms
        stdin, stdout = self.proc.stdin, self.proc.stdout
        assert stdin is not None and stdout is not None  # opened as pipes
        if not self.started:
            ready, _, _ = select.select([stdout], [], [], STARTUP_S)
            if not ready or "error" not in stdout.readline():
                raise Fault("the program did not start (no error line for a request without a record)")
            self.started = True
        start = time.perf_counter()
        limit = (self.ms or 1000) + GRACE_MS
        request = {"record": record} if self.ms is None else {"record": record, "ms": self.ms}
        try:
            stdin.write(json.dumps(request) + "\n")
            stdin.flush()
        except (BrokenPipeError, OSError):
            raise Fault("the program is not reading its input") from None
        ready, _, _ = select.select([stdout], [], [], limit / 1000)
        if not ready:
            raise Fault("late answer")
        line = stdout.readline()
        took = (time.perf_counter() - start) * 1000
        if took > limit:
            raise Fault("late answer")
        try:
            reply = json.loads(line)
            return action_from_json(reply["action"])[0], took, None
        except (ValueError, KeyError, TypeError):
            raise Fault(f"malformed answer {line.strip()[:80]!r}") from None

    def close(self) -> None:
        if self.proc is not None and self.proc.stdin is not None:
            try:
                self.proc.stdin.close()
            except (BrokenPipeError, OSError):
                pass  # it is gone already
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class Frozen(Side):
    """The hard player of an earlier commit REV (`frozen:REV`): REV built by `.ci/frozen` (its
    own pins, compiled as it compiles) and run from its folder as `python -m engine agent --level
    hard`, speaking the agent protocol like any outside program."""

    def __init__(self, spec: str, seed: int, ms: float | None, folder: Path):
        super().__init__(spec, seed, ms)
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        self._start([str(folder / ".venv" / "bin" / "python"), "-m", "engine", "agent", "--level", "hard",
                     "--seed", str(seed)], folder, env)


def frozen_folders(match: Match) -> dict[str, Path]:
    """The folder of each frozen player of the match (`frozen_folder`), by its side's member."""
    return {m: frozen_folder(m.removeprefix(FROZEN)) for spec in (match.a, match.b) for m in members(spec)
            if m.startswith(FROZEN)}


def seat_player(spec: str, seed: int, ms: float | None, folders: dict[str, Path]) -> Side:
    """The player of a seat's level, frozen player (built in `folders[spec]`) or program."""
    return Frozen(spec, seed, ms, folders[spec]) if spec.startswith(FROZEN) else Side(spec, seed, ms)


def refereed(hand: HandState, seat: int, action: Action) -> Action:
    """An answer named as the seat's record names Muses, turned into names for the referee;
    Fault if it names a face-down Muse the seat cannot know by a name."""
    own = hand.mysterious.get(seat)

    def name(m: str) -> str:
        if m in hand.hidden and m != own:
            raise Fault(f"the answer names the face-down {m}, which the seat cannot know")
        try:
            return m if m == own else hand.resolve(m)
        except ValueError as e:
            raise Fault(str(e)) from None

    if isinstance(action, Place):
        return action
    ability = action.ability and replace(action.ability, target=name(action.ability.target))
    iv = action.intervention and replace(action.intervention, at=renamed_location(action.intervention.at, name))
    return Step(name(action.muse), action.dir, ability, iv)


def play(match: Match, index: int, folders: dict[str, Path] | None = None) -> dict:
    """Game `index` of a match: who won (side "a", "b" or "shared"), faults, decision times;
    `folders`: the frozen players' (`frozen_folders`, worked out here if None)."""
    cycle = patterns(match.players, match.part)
    is_a = cycle[index % len(cycle)]
    round_ = index // len(cycle)
    rng = random.Random(f"{match.seed}:{round_}")
    tiles = TILES[match.tiles][round_ % len(TILES[match.tiles])]
    game = Game([("A" if a else "B") + str(s) for s, a in enumerate(is_a)],
                Options(hands=match.hands, interventions=tiles))
    game.start_hand(Deal.random(match.players, rng), round_ % match.players)
    folders = frozen_folders(match) if folders is None else folders
    sides = [seat_player(spec, match.seed * 1000 + index * 10 + s, match.cap(is_a[s]), folders)
             for s, spec in enumerate(seat_specs(match, is_a))]
    times: dict[str, list[float]] = {"a": [], "b": []}
    cpu: dict[str, list[float]] = {"a": [], "b": []}
    out: dict[str, Any] = {"winner": None, "faults": {"a": 0, "b": 0}, "times": times, "cpu": cpu, "unfinished": False,
           "companies_a": len({company_of(s, match.players) for s in range(match.players) if is_a[s]})}
    try:
        while not game.is_over:
            if len(game.history[-1]) >= match.hand_limit:
                out["winner"], out["unfinished"] = "shared", True
                return out
            if game.needs_deal:
                game.deal_next(rng)
            seat = game.hand.to_move
            assert seat is not None, "a hand in play"
            key = "a" if is_a[seat] else "b"
            try:
                action, took, cpu_ms = sides[seat].act(seat_record(game, seat))
                times[key].append(took)
                if cpu_ms is not None:
                    cpu[key].append(cpu_ms)
                game.apply(refereed(game.hand, seat, action), seat)
            except (Fault, ValueError) as e:
                out["faults"][key] += 1
                out["winner"] = "b" if key == "a" else "a"
                out["fault"] = f"seat {seat} ({key}): {e}"
                return out
        result = game.result()
        assert result is not None, "the game is over"
        winners = {("a" if is_a[s] else "b") for s in range(match.players)
                   if company_of(s, match.players) in result.winners}
        out["winner"] = winners.pop() if len(winners) == 1 else "shared"
        return out
    finally:
        for side in sides:
            side.close()
        out["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _play(args) -> dict:
    return play(*args)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def _percentiles(xs: list[float]) -> dict:
    if not xs:
        return {"p50": None, "p95": None, "max": None}
    xs = sorted(xs)
    return {"p50": round(statistics.median(xs), 1), "p95": round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 1),
            "max": round(xs[-1], 1)}


def run(match: Match, games: int, jobs: int = 2, out=sys.stdout) -> dict:
    """Play the match, printing progress, and return the summary (printed last by the caller)."""
    check(match)
    folders = frozen_folders(match)  # built here, once, before any game
    tally = {"a": 0, "b": 0, "shared": 0}
    by_part: dict[int, list[float]] = {}
    """A's win (shared: half) in each game, by the number of companies A held."""
    unfinished = 0
    faults = {"a": 0, "b": 0}
    times: dict[str, list[float]] = {"a": [], "b": []}
    cpu: dict[str, list[float]] = {"a": [], "b": []}
    rss = 0.0
    step = max(1, games // 20)
    # Games are played in processes from a fork server: never forked from this process, which may
    # run threads (Python's default from 3.14 on Linux, chosen here on every version).
    with multiprocessing.get_context("forkserver").Pool(jobs) as pool:
        for n, result in enumerate(pool.imap(_play, [(match, i, folders) for i in range(games)]), 1):
            tally[result["winner"]] += 1
            by_part.setdefault(result["companies_a"], []).append(CREDIT_A[result["winner"]])
            for k in ("a", "b"):
                faults[k] += result["faults"][k]
                times[k] += result["times"][k]
                cpu[k] += result["cpu"][k]
            rss = max(rss, result["rss_mb"])
            unfinished += result["unfinished"]
            if "fault" in result:
                print(f"game {n - 1}: fault by {result['fault']}", file=out, flush=True)
            if n % step == 0 or n == games:
                print(f"{n}/{games} games: A {tally['a']}, B {tally['b']}, shared {tally['shared']}",
                      file=out, flush=True)
    win = tally["a"] + tally["shared"] / 2
    return {"games": games, "a": match.a, "b": match.b, "players": match.players, "part": match.part,
            "tiles": match.tiles, "hands": match.hands,
            "wins_a": tally["a"], "wins_b": tally["b"], "shared": tally["shared"],
            "win_rate_a": round(win / games, 4) if games else None, "ci95": wilson(win, games),
            "shared_counts": "half a win for each side",
            "faults_a": faults["a"], "faults_b": faults["b"], "unfinished": unfinished,
            "decision_ms": {"a": _percentiles(times["a"]), "b": _percentiles(times["b"])},
            "decision_cpu_ms": {"a": _percentiles(cpu["a"]), "b": _percentiles(cpu["b"])},
            "max_rss_mb": round(rss, 1), **_shares(by_part, 3 if match.players == 3 else 2)}


def _shares(by_part: dict[int, list[float]], companies: int) -> dict:
    """`by_part_a` and `seat_win_share_a` (see the module's docstring)."""
    parts = [{"companies_a": k, "part_a": round(k / companies, 4), "games": len(wins),
              "win_rate_a": round(sum(wins) / len(wins), 4), "ci95": wilson(sum(wins), len(wins))}
             for k, wins in sorted(by_part.items())]
    over = [w * companies / k for k, wins in by_part.items() for w in wins]
    return {"by_part_a": parts, "seat_win_share_a": round(sum(over) / len(over), 4) if over else None}
