"""`python -m bot chaos --kills N`: the real bot, in a process of its own, killed (SIGKILL) N
times while concurrent games are played through interactions, and started again on the same
database each time; the games go on until each has its result.

The games vary: 2, 3 and 4 players, one and two hands, Divine Interventions tiles and a
scenario, AI seats, a turn timer that plays for players who wait, a player whose DMs are
closed. Each kill comes at a random moment, or right after a chosen kind of stored change
(bench.KILL_POINTS: a commit, the start, a hand's end, a timer's move...). Players remember
each action the bot told them was done; at the end the stored records must hold every one,
replay through the engine, and the database must be sound. What the bot owed the table is
counted from what the loopback Discord received: a result, a score or a hand never said is
missing, one said twice is duplicated; a lobby or board message with live controls beyond the one
a game may have (its lobby while open, its board while in play) is a live duplicate.

With PostgreSQL, `--db-restarts N` also stops the database server at once (`pg_ctl stop -m immediate`,
as a crash or a failover) and starts it again, N times at random moments of the bot's lives: the bot
reconnects, and its answers stay true. An action it said was not taken ("reconnecting... not taken")
that the records hold anyway is counted (`acked_not_stored`: an answer about storage the store
contradicts, beside `actions_lost`, the actions said to be done that it does not hold), and so is
an interaction answered after Discord's 3 seconds (`late_answers`). The requests
Discord counts as invalid (bench.invalid_requests) have a budget of one per game and one per kill:
a player whose DMs are closed is found out once per game (twice if a kill comes between). The last
line printed is a JSON summary."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
import re
import signal
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.process import BaseProcess
from multiprocessing.synchronize import Event
from pathlib import Path
from typing import Any, Protocol

from engine import game_from_record
from engine.players import random_action
from engine.records import action_to_json
from engine.seats import TOKEN

from ..core.stored import GameStatus
from ..edge.replies import STORED
from ..play.session import NOT_TAKEN, UNKNOWN, UNWRITABLE
from ..play.timers import Timing
from ..storage.db import connect
from ..storage.server_settings import ServerSettings
from ..storage.store import GameStore
from .autoplay import AutoTable, board_version, components, seat_view
from .bench import KILL_POINTS, invalid_requests, start_bot_process, until_ready
from .loopback import CALLBACK, EDIT, InteractionHandle, LoopbackDiscord, Record
from .loopback.errors import UNKNOWN_INTERACTION
from .postgres import PostgresServer, throwaway_database
from .processes import descendants, still_alive

CHAOS_LIMITS: dict[str, Any] = dict(channel_messages=(50, 1.0), global_rate=(500, 1.0))
"""The loopback's limits: players act at machine speed (Discord's own would only make the run wait)."""
TIMING = Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0), ai_ms=50)
"""The bot's timing at the loopback's limits; a minute of turn time lasts a second."""
SERVER = ServerSettings(timeout=0.0, cooldown=0.0, threads=False)
"""Turns time out only at the tables that ask (SETUPS): the bot's default 10 minutes would last 10 s
here; each game is played in its channel: the chaos follows its tables by channel. No cooldown: a
player asks for their record before each turn, again at once when the bot said a move was not taken
(with the bot's 10 s, each such player was refused a file some hundred times, a step every 0.1 s)."""
STEP_S = 10.0
"""Seconds a player waits for the bot's answer while it runs; then they look again."""
LIFE_S = (0.1, 1.5)
"""A bot killed at a random moment lives this long after it is ready (uniform)."""
READY_BOTS = 2
"""Bot processes loading their code ahead of their turn: a restart is then about opening the
database and connecting, not importing discord.py."""
SETTLE_S = 0.2
"""Seconds after the bot identified before players act (discord.py's guild_ready_timeout is 0.05 s here)."""
NEW_GAME_KILLS = 8
"""A channel starts another game only while at least this many kills are to come: the games
started last still meet some, and end soon after the last."""
POINT_SHARE = 0.4
"""How many kills come right after a chosen kind of stored change rather than at a random moment."""
SAID_STORED = ("Done:", STORED)
"""How the bot's answers that tell a player their action is stored begin."""
UNSAVED = (NOT_TAKEN, UNKNOWN, UNWRITABLE)
"""How the bot's answers that tell a player the database could not take their action begin."""
GAME = re.compile(r"[gG]ame #(\d+)(?:\*\* is looking for players| begins)")
AFTER_RESTART_S = 0.5
"""Seconds a bot lives on after the database server it uses was restarted: it meets it again."""
LIVE = re.compile(r"^muses:(lobby:[a-z]+|turn):(\d+)")
"""A control of a game's lobby, or of its board."""

@dataclass(frozen=True)
class Setup:
    """One channel's kind of game: its players and `/muses new` options."""

    players: int
    options: dict = field(default_factory=dict)
    ai: int = 0
    idle: float = 0.0
    """How often a player lets the turn timer play for them."""


SETUPS = (
    Setup(2),
    Setup(2, {"hands": 2}),
    Setup(3),
    Setup(4),
    Setup(2, {"interventions": "zeus poseidon apollo"}),
    Setup(3, {"scenario": "The sacred hunt"}),
    Setup(2, {"level": "easy"}, ai=1),
    Setup(4, {"interventions": "eros aeolus"}, ai=2),
    Setup(2, {"timeout": 1}, idle=0.3),
)


@dataclass
class Attempt:
    """An action a player sent: where it goes in the record (hand, index at least), by which seat."""

    game: int
    hand: int
    index: int
    seat: int
    action: dict
    handle: InteractionHandle

    @property
    def acknowledged(self) -> bool:
        """The bot's answer to the player said it was stored."""
        return any(r.kind == EDIT and r.error_code is None and (r.content or "").startswith(SAID_STORED)
                   for r in self.handle.records)

    async def told_unsaved(self) -> None:
        """Returns once the bot answered that the database could not take the action (the answer
        is a followup: the edit a stored action brings never comes)."""
        while not any((r.content or "").startswith(UNSAVED) for r in self.handle.records):
            await asyncio.sleep(0.05)

    @property
    def said_not_taken(self) -> bool:
        """The bot's answer said the database could not take it, and that it was not taken."""
        return any(r.error_code is None and (r.content or "").startswith(NOT_TAKEN) for r in self.handle.records)


class Host(Protocol):
    """What the players of a channel play within: a chaos run, or a soak."""

    loopback: LoopbackDiscord
    up: asyncio.Event
    """Set while a bot is up: players wait for it."""
    @property
    def kills_left(self) -> int:
        """A channel starts another game only while at least NEW_GAME_KILLS are left."""

    @property
    def think(self) -> float:
        """Seconds a channel's players pause between two things they do."""


class Players:
    """The players of one channel: they open a game, join, start, and play it through interactions,
    looking again at what the channel shows whenever the bot stopped answering."""

    def __init__(self, chaos: Host, number: int, setup: Setup, rng: random.Random):
        self.chaos, self.setup, self.rng = chaos, setup, rng
        lb = chaos.loopback
        self.name = f"chaos-{number}"
        self.users = [f"c{number}-{k}" for k in range(setup.players - setup.ai)]
        lb.guild.add_channel(self.name)
        for user in self.users:
            lb.guild.add_member(user)
        self.channel = lb.channel(self.name).id
        self.finished: set[int] = set()
        self.table: AutoTable | None = None
        self.attempts: list[Attempt] = []
        self.problems: list[str] = []
        self._step: asyncio.Future | None = None

    def new_table(self) -> AutoTable:
        return AutoTable(self.chaos.loopback, self.name, self.users, random.Random(self.rng.random()),
                     slash_share=0.3, click_gap=0.0)

    async def play(self) -> None:
        """Games one after another while kills are still to come; the last one to its end."""
        while True:
            await asyncio.sleep(self.chaos.think)
            await self.chaos.up.wait()
            self._step = asyncio.ensure_future(self.step())
            try:
                await asyncio.wait({self._step})
            finally:
                self._step.cancel()
            if self._step.cancelled():
                continue
            if self._step.exception() is not None:
                self.problems.append(repr(self._step.exception()))
                await asyncio.sleep(0.1)
            elif self._step.result():  # a game is over
                assert self.table is not None and self.table.game is not None  # the step saw its end
                self.finished.add(self.table.game)
                self.table = None
                if self.chaos.kills_left < NEW_GAME_KILLS:
                    return

    def interrupt(self) -> None:
        """The bot was killed: whatever the players were waiting for will not come."""
        if self._step is not None:
            self._step.cancel()

    async def step(self) -> bool:
        """One thing the players do next, from what the channel shows; True once the game is over."""
        if self.table is None or self.table.game is None:
            await self.open()
            return False
        table = self.table
        board = table.newest_board()
        if board is None:
            await self.start()
            return False
        if f"Game #{table.game} is over" in (board.content or ""):
            return True
        table.board = board
        version = board_version(board, table.game)
        assert version is not None  # a board of the game, not over
        user = table.to_move()
        if user is None or (self.setup.idle and self.rng.random() < self.setup.idle):
            await table.next_board(version, timeout=STEP_S)  # the AI's move, or the timer's
            return False
        await self.turn(table, user, version)
        return False

    def lobby(self) -> tuple[int, dict] | None:
        """The newest lobby (or opening) message in the channel of a game not over, with its game."""
        for message in reversed(self.chaos.loopback.messages.in_channel(self.channel)):
            found = GAME.search(message.get("content") or "")
            if found and int(found.group(1)) not in self.finished:
                return int(found.group(1)), message
        return None

    async def open(self) -> None:
        """`/muses new` by the host, unless the channel shows a lobby (a restart posts one the bot
        stored but never said)."""
        if self.lobby() is None:
            options = {"players": self.setup.players, **self.setup.options}
            if self.setup.ai:
                options["ai"] = self.setup.ai
            handle = await self.chaos.loopback.slash("muses new", options, user=self.users[0], channel=self.name)
            await handle.response(timeout=STEP_S)
        found = self.lobby()
        if found is not None:
            self.table = self.new_table()
            self.table.game = found[0]

    async def start(self) -> None:
        """Join whoever is missing, then Start; or wait for the opening board."""
        lb, table = self.chaos.loopback, self.table
        assert table is not None  # `open` made it
        found = self.lobby()
        if found is None or found[0] != table.game:
            return
        _, message = found
        if "begins" in message["content"]:
            await table.next_board(-1, timeout=STEP_S)
            return
        for user in self.users[1:]:
            if f"<@{lb.member(user).id}>" not in message["content"]:
                await (await lb.click(message, label="Join", user=user)).response(timeout=STEP_S)
                return
        await (await lb.click(message, label="Start", user=self.users[0])).response(timeout=STEP_S)
        await table.next_board(-1, timeout=STEP_S)

    async def turn(self, table: AutoTable, user: str, version: int) -> None:
        """`user` takes their turn, remembered as an attempt; waits for the answer and the next board."""
        record = await table.my_record(user)
        if "seat" not in record:  # the game is over: its full record
            return
        view = seat_view(record)
        if view.to_move != record["seat"]:  # a newer board is on its way
            await table.next_board(version, timeout=STEP_S)
            return
        action = random_action(view, table.rng)
        assert action is not None and table.game is not None  # the seat to move acts in an open game
        before = len(table.sending)
        try:
            sent = await table._by_panel(user, view, action) if table.rng.random() >= table.slash_share else None
            _, done = sent or await table._by_slash(user, view, action)
        finally:  # sent, whether or not its answer comes
            if len(table.sending) > before:
                self.attempts.append(Attempt(table.game, len(record["hands"]) - 1,
                                             len(record["hands"][-1]["actions"]), record["seat"],
                                             action_to_json(action), table.sending[before]))
        answered = asyncio.ensure_future(done)
        unsaved = asyncio.ensure_future(self.attempts[-1].told_unsaved())
        try:
            await asyncio.wait({answered, unsaved}, timeout=STEP_S, return_when=asyncio.FIRST_COMPLETED)
        finally:
            unsaved.cancel()
            answered.cancel()
        if unsaved.done() and not unsaved.cancelled():
            return  # no board follows: the player looks again
        await answered
        await table.next_board(version, timeout=STEP_S)


class Chaos:
    think = 0.0
    """The players act at machine speed."""

    def __init__(self, loopback: LoopbackDiscord, target: str, kills: int, seed: int, processes: int,
                 server: PostgresServer | None = None, db_restarts: int = 0):
        self.loopback, self.target, self.processes, self.server = loopback, target, processes, server
        self.rng = random.Random(seed)
        self.seed = seed
        self.kills_left = self.kills_wanted = kills
        self.kills: list[str] = []
        self.restart_lives = {(2 * k + 1) * kills // (2 * db_restarts) for k in range(db_restarts)}
        """The lives (by number) during which the database server restarts: spread over the run."""
        self.db_restarts = 0
        self.up = asyncio.Event()
        self.workers: set[int] = set()
        self.tables = [Players(self, n, setup, random.Random(seed * 1000 + n)) for n, setup in enumerate(SETUPS)]
        loopback.refuse_dms(self.tables[3].users[1])  # a player whose DMs are closed

    async def run(self) -> None:
        playing = asyncio.gather(*(t.play() for t in self.tables))
        self.ready_bots = [self.prepared(self._point()) for _ in range(READY_BOTS)]
        try:
            while self.kills_left:
                await self.life()
            await self.last_life(playing)
        finally:
            playing.cancel()
            for bot, _, _ in self.ready_bots:
                bot.kill()
                bot.join(10)

    def _point(self) -> str | None:
        """Where the next bot kills itself: a kill point, or nowhere (killed at a random moment)."""
        return self.rng.choice(sorted(KILL_POINTS)) if self.rng.random() < POINT_SHARE else None

    def prepared(self, kill_at: str | None) -> tuple[BaseProcess, Event, str | None]:
        """The next bot process, its code loaded while the current one runs; the event that starts
        it, and where it kills itself."""
        go = multiprocessing.get_context("spawn").Event()
        return start_bot_process(self.loopback, self.target, self.seed, self.processes, kill_at=kill_at,
                                 timing=TIMING, go=go, server_defaults=SERVER), go, kill_at

    async def life(self) -> None:
        """A bot that is killed: at a kill point it reaches, or at a random moment."""
        bot, go, point = self.ready_bots.pop(0)
        life = self.rng.uniform(*LIFE_S)
        go.set()
        assert bot.pid is not None  # started, waiting for `go`
        next_point = self._point() if len(self.kills) + READY_BOTS < self.kills_wanted else None
        self.ready_bots.append(self.prepared(next_point))
        restarting: asyncio.Future | None = None
        try:
            try:
                await until_ready(self.loopback, bot, settle=SETTLE_S)
            except RuntimeError:
                if bot.exitcode != -signal.SIGKILL:  # not at its kill point, saying what it owed
                    raise
            self.up.set()
            deadline = time.monotonic() + life
            if len(self.kills) in self.restart_lives:
                restarting = asyncio.ensure_future(self.restart_db(self.rng.uniform(0.0, life)))
            while bot.is_alive() and (time.monotonic() < deadline or (restarting and not restarting.done())):
                self.workers |= descendants(bot.pid)
                await asyncio.sleep(min(0.2, max(0.05, deadline - time.monotonic())))
            died = not bot.is_alive()
        finally:
            if restarting is not None:  # the next bot starts on a database that is up
                await restarting
            self.up.clear()
            self.workers |= descendants(bot.pid)
            bot.kill()
            await asyncio.to_thread(bot.join, 10)
        self.kills.append((point or "died unasked") if died else "random")
        self.kills_left -= 1
        while self.loopback.gateway.ready.is_set():  # until the loopback saw the socket close
            await asyncio.sleep(0.02)
        for table in self.tables:
            table.interrupt()

    async def restart_db(self, delay: float) -> None:
        """After `delay` seconds, the database server stopped at once and started again; returns
        once the bot had a while to meet it again."""
        assert self.server is not None  # restarts are asked of PostgreSQL runs only
        await asyncio.sleep(delay)
        await asyncio.to_thread(self.server.restart)
        self.db_restarts += 1
        await asyncio.sleep(AFTER_RESTART_S)

    async def last_life(self, playing: asyncio.Future, timeout: float = 120.0) -> None:
        """A bot that lives until every game is over."""
        bot, go, _ = self.ready_bots.pop(0)
        go.set()
        try:
            await until_ready(self.loopback, bot, settle=SETTLE_S)
            self.up.set()
            await asyncio.wait_for(asyncio.shield(playing), timeout)
        except TimeoutError:
            pass
        finally:
            bot.terminate()
            await asyncio.to_thread(bot.join, 30)
            if bot.is_alive():
                bot.kill()


async def run_chaos(kills: int = 200, seed: int = 1, processes: int = 1, db: str = "sqlite",
                    db_restarts: int = 0) -> dict:
    """Play the games through `kills` kills of the bot (and `db_restarts` restarts of its PostgreSQL
    server, at most one per kill); prints and returns the summary."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, throwaway_database(db, Path(tmp)) as (target, server):
        async with LoopbackDiscord(**CHAOS_LIMITS) as loopback:
            chaos = Chaos(loopback, target, kills, seed, processes, server, db_restarts)
            await chaos.run()
            orphans = await still_alive(chaos.workers)
            summary = {"db": db, "kills": len(chaos.kills), "kill_points": _counted(chaos.kills),
                       "db_restarts": chaos.db_restarts,
                       **await _judged(chaos, target),
                       "orphan_processes": len(orphans),
                       "late_answers": len(_late_answers(loopback)),
                       "http_429": sum(loopback.rate_limited.values()),
                       "http_429_by_route": dict(loopback.rate_limited),
                       **invalid_requests(loopback),
                       "elapsed_s": round(time.perf_counter() - started, 1)}
    print(f"{summary['kills']} kills, {summary['games']} games ({summary['finished']} finished), "
          f"{summary['actions_acknowledged']} actions acknowledged, {summary['actions_lost']} lost, "
          f"{summary['announcements_missing']} announcements missing, "
          f"{summary['announcements_duplicated']} duplicated, in {summary['elapsed_s']} s")
    print(json.dumps(summary))
    return summary


def _late_answers(loopback: LoopbackDiscord) -> list[Record]:
    """The interactions whose first answer came after Discord's deadline, each said (what was
    asked, where, how late, the answer) so that a failed run can be read."""
    late = [r for r in loopback.records if r.kind == CALLBACK and r.error_code == UNKNOWN_INTERACTION]
    epoch = loopback.clock.epoch() - loopback.clock.now()  # the records' clock less the loopback's
    for record in late:
        handle = loopback.interactions.get(record.interaction_id or 0)
        if handle is None:
            print(f"late answer: an interaction unknown to the loopback: {record.content!r}")
            continue
        asked = handle.payload.get("data") or {}
        print(f"late answer: {asked.get('custom_id') or asked.get('name')} (interaction type {handle.type}) in "
              f"channel {handle.channel_id}, {record.timestamp - epoch - handle.created:.2f} s after it was made: "
              f"{record.content!r}")
    return late


def _counted(names: list[str]) -> dict[str, int]:
    return {n: names.count(n) for n in sorted(set(names))}




async def _judged(chaos: Chaos, target: str) -> dict:
    """What the stored games and the loopback's records say of the run. The database is sound if
    SQLite's integrity and foreign-key checks pass, and (either backend) the store reads every game."""
    db = await connect(target)
    try:
        integrity = db.dialect != "sqlite" or (
            [tuple(r) for r in await db.fetch_all("PRAGMA integrity_check")] == [("ok",)]
            and await db.fetch_all("PRAGMA foreign_key_check") == [])
        rows: list[tuple[Any, ...]] = [tuple(r) for r in await db.fetch_all(  # a row iterates its values
            "SELECT id, status, record, seats, version, board_version, owed_lobby, owed_score, owed_note, "
            "owed_strips, automated FROM games ORDER BY id")]
        store = GameStore(db)
        for row in rows:
            try:
                stored = await store.get(row[0])
                integrity = integrity and stored is not None and stored.version == row[4]
            except Exception:
                integrity = False
    finally:
        await db.close()
    games, replaying, owed = {}, 0, 0
    automated = {(row[0], hand, index) for row in rows for hand, index in json.loads(row[-1] or "[]")}
    for game_id, status, record, seats, version, board_version_, *still, strips, _ in rows:
        game = None
        try:
            game = game_from_record(json.loads(record)) if record else None
            replaying += 1
        except ValueError:
            pass
        games[game_id] = (GameStatus(status), game, json.loads(seats))
        owed += sum(x is not None for x in still) + len(json.loads(strips))
        owed += sum(s.get("hand_owed") is not None for s in json.loads(seats))
        owed += GameStatus(status) is GameStatus.ACTIVE and board_version_ != version
    attempts = [a for t in chaos.tables for a in t.attempts]
    acknowledged = [a for a in attempts if a.acknowledged]
    claimed: set[tuple[int, int, int]] = set()
    lost = _lost(acknowledged, games, claimed)
    not_taken = [a for a in attempts if a.said_not_taken]
    held = _held(attempts, games, claimed | automated)
    for a in lost + held:  # what the summary counts, said so that a failed run can be read
        print(f"{'lost' if a in lost else 'said not taken, but stored'}: game {a.game}, hand {a.hand + 1}, "
              f"action {a.index}, seat {a.seat}: {json.dumps(a.action)}; answers "
              f"{[r.content for r in a.handle.records if r.content]}")
    missing, duplicated = _announced(chaos, games)
    lobbies, boards = _live_duplicates(chaos, {game: status for game, (status, _, _) in games.items()})
    return {"games": len(games), "finished": sum(s is GameStatus.FINISHED for s, _, _ in games.values()),
            "actions_sent": len(attempts), "actions_acknowledged": len(acknowledged), "actions_lost": len(lost),
            "said_not_taken": len(not_taken), "acked_not_stored": len(held),
            "records_replaying": replaying == len(rows), "integrity_ok": integrity,
            "announcements_missing": missing + owed, "announcements_duplicated": duplicated,
            "live_duplicate_lobbies": lobbies, "live_duplicate_boards": boards,
            "player_problems": sum(len(t.problems) for t in chaos.tables)}


def _lost(acknowledged: list[Attempt], games: dict, claimed: set[tuple[int, int, int]]) -> list[Attempt]:
    """The acknowledged actions the stored records do not hold: each must be the seat's, at its
    place in its hand or later, as the seat named it (a face-down Muse by its token). Each place
    found is added to `claimed` (game, hand, index)."""
    lost = []
    for a in acknowledged:
        game = games.get(a.game, (None, None, None))[1]
        history = game.history[a.hand] if game is not None and a.hand < len(game.history) else []
        found = next((i for i in range(a.index, len(history)) if (a.game, a.hand, i) not in claimed
                      and history[i][1] == a.seat and _named_as(a.action, action_to_json(history[i][0]))), None)
        if found is None:
            lost.append(a)
        else:
            claimed.add((a.game, a.hand, found))
    return lost


def _held(attempts: list[Attempt], games: dict, claimed: set[tuple[int, int, int]]) -> list[Attempt]:
    """The actions the bot said were not taken that the stored records hold at their place anyway,
    the place not claimed by an acknowledged action (the seat trying again) nor played by the AI
    for the seat (its turn timed out: `claimed` holds those places too), nor by the same action
    sent again there whose answer never came (the bot killed first: that one may be what was
    stored). `attempts` in the order they were sent."""
    held = []
    for k, a in enumerate(attempts):
        if not a.said_not_taken:
            continue
        game = games.get(a.game, (None, None, None))[1]
        history = game.history[a.hand] if game is not None and a.hand < len(game.history) else []
        again = any((b.game, b.hand, b.index, b.seat) == (a.game, a.hand, a.index, a.seat) and b.action == a.action
                    and not b.acknowledged and not b.said_not_taken for b in attempts[k + 1:])
        if (a.index < len(history) and (a.game, a.hand, a.index) not in claimed and not again
                and history[a.index][1] == a.seat and _named_as(a.action, action_to_json(history[a.index][0]))):
            held.append(a)
    return held


def _named_as(sent, stored) -> bool:
    """Whether `stored` (a part of a stored action) is what a seat `sent`: the same, but for any
    Muse where the seat named a face-down token, and an edge's two Muses in either order."""
    if isinstance(sent, dict):
        return (isinstance(stored, dict) and sent.keys() == stored.keys()
                and all(_named_as(v, stored[k]) or (k == "edge" and _named_as(v[::-1], stored[k]))
                        for k, v in sent.items()))
    if isinstance(sent, list):
        return isinstance(stored, list) and len(sent) == len(stored) and all(map(_named_as, sent, stored))
    if isinstance(sent, str) and TOKEN.fullmatch(sent):
        return isinstance(stored, str)
    return sent == stored


def _live_duplicates(chaos: Chaos, statuses: dict[int, GameStatus]) -> tuple[int, int]:
    """Messages with live controls beyond the one a game may have: its lobby while open, its board
    while in play (none once it is over), lobbies and boards counted apart."""
    live: Counter[tuple[str, int]] = Counter()
    shown: dict[tuple[str, int], list[str]] = {}
    for message in (m for t in chaos.tables for m in chaos.loopback.messages.in_channel(t.channel)):
        keys = {("board" if kind == "turn" else "lobby", int(game)) for c in components(message)
                if not c.get("disabled") for kind, game in LIVE.findall(c.get("custom_id", ""))}
        live.update(keys)
        for key in keys:
            shown.setdefault(key, []).append(str(message.get("id")))
    allowed = {("lobby", g) for g, s in statuses.items() if s is GameStatus.LOBBY} | {
        ("board", g) for g, s in statuses.items() if s is GameStatus.ACTIVE}
    extra = {key: count - (key in allowed) for key, count in live.items()}
    for (kind, game), count in sorted(extra.items()):  # said so that a failed run can be read
        if count > 0:
            print(f"live duplicate: game {game} ({statuses.get(game)}), live {kind} messages "
                  f"{shown[(kind, game)]}, {int((kind, game) in allowed)} allowed")
    return (sum(n for (kind, _), n in extra.items() if kind == "lobby"),
            sum(n for (kind, _), n in extra.items() if kind == "board"))


def _announced(chaos: Chaos, games: dict) -> tuple[int, int]:
    """Results, scores and hands owed but never said, and said more than once."""
    lb = chaos.loopback
    sent = [r for r in lb.records if r.posted and r.error_code is None]
    missing = duplicated = 0

    def tally(count: int) -> None:
        nonlocal missing, duplicated
        missing += count == 0
        duplicated += max(0, count - 1)

    refused = lb.refused_dm_user_ids
    for game_id, (status, game, seats) in games.items():
        if game is None:
            continue
        if status is GameStatus.FINISHED:
            tally(sum(f"Game #{game_id} is over" in (r.content or "") for r in sent))
        ended = len(game.hands) if game.is_over else len(game.hands) - 1
        for hand in range(ended):
            tally(sum(r.filenames == [f"score-{game_id}-{hand + 1}.png"] for r in sent))
        for seat in seats:
            if seat.get("ai") or seat["user"] in refused or seat.get("auto"):
                continue
            for hand in range(len(game.hands)):
                mark = f"**game #{game_id}** "
                tally(sum(r.dm_user_id == seat["user"] and r.filenames == [f"hand-{game_id}.png"]
                          and mark in (r.content or "") and f"hand {hand + 1} of " in (r.content or "")
                          for r in sent))
    for game_id in games:  # each board once
        versions = [board_version(r, game_id) for r in sent]
        shown = [v for v in versions if v is not None]
        duplicated += len(shown) - len(set(shown))
    return missing, duplicated
