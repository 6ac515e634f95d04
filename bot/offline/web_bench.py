"""`python -m bot bench --web N`: the web table under load (docs/web-protocol.md), beside the chat.

N scripted pages, each a socket of a member signed in through the loopback Discord's OAuth2 flow as a
browser is, watch the games of the bench's web phase: the seats of its web games (both players play
there, on their pages) and spectators spread over every game of the phase. A web move's latency runs
from its send to the moment the last page of its game has the new position. Beside them: the largest
position frame a 4-player game of two hands with every tile makes (`largest_frame`), the page's
weight, and the time headless chromium takes from navigation to a playable board (`navigation_ms`)."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import re
import secrets
import socket
import statistics
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import aiohttp
import yarl

from engine import GODS, Game, default_muse_table
from engine.language import language
from engine.players import random_turn

from ..core.stored import GameStatus, Seat, StoredGame, TableOptions
from ..web.viewers import Frames
from .autoplay import AutoTable, board_version
from .loopback import LoopbackDiscord
from .spread import p95

CLIENT_SECRET = "loopback-client-secret"
"""The loopback application's secret, which its OAuth2 token endpoint checks."""
WEB_SHARE = 5
"""One game in WEB_SHARE of the web phase is played on the web by both its players; the others in chat."""
STATIC = Path(__file__).resolve().parents[1] / "web" / "static"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NAVIGATIONS = 5
"""Reloads of a signed-in table timed by `navigation_ms` (the median is told, and the slowest)."""


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now, for the bot process's web table."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Page:
    """One page's socket of a game: the versions it received, when, and the answers to its requests."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, user: str):
        self.ws, self.user = ws, user
        self.position: dict | None = None
        """The newest position frame."""
        self.arrived: list[tuple[int, float]] = []
        """Each position frame's version, with the time (monotonic) it arrived."""
        self.answers: dict[str, asyncio.Future] = {}
        self.changed = asyncio.Event()
        self.reading = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        try:
            await self._frames()
        finally:
            self.changed.set()  # whoever waits sees the page closed

    async def _frames(self) -> None:
        async for message in self.ws:
            if message.type is not aiohttp.WSMsgType.TEXT:
                break
            frame = json.loads(message.data)
            if frame["t"] == "position":
                self.position = frame
                self.arrived.append((frame["version"], time.monotonic()))
                self.changed.set()
                self.changed = asyncio.Event()
            elif frame.get("id") in self.answers:
                self.answers.pop(frame["id"]).set_result(frame)
            elif frame["t"] == "error":
                raise RuntimeError(f"{self.user}'s page was refused: {frame}")

    async def at(self, version: int, timeout: float = 30.0) -> float:
        """When this page first had `version` or a later one (waiting for it)."""
        deadline = time.monotonic() + timeout
        while True:
            when = next((t for v, t in self.arrived if v >= version), None)
            if when is not None:
                return when
            if self.reading.done():
                self.reading.result()
                raise RuntimeError(f"{self.user}'s page closed before version {version}")
            await asyncio.wait_for(self.changed.wait(), max(deadline - time.monotonic(), 0.001))

    async def ask(self, **frame) -> dict:
        """Send a request; its answer (or error) frame."""
        cid = secrets.token_hex(8)
        answered = self.answers[cid] = asyncio.get_running_loop().create_future()
        await self.ws.send_str(json.dumps({**frame, "id": cid}))
        return await asyncio.wait_for(answered, 30.0)

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.gather(self.reading, return_exceptions=True)


@dataclass
class Crowd:
    """The bench's pages: members signed in on the bot's web table at `base`, each with a session."""

    loopback: LoopbackDiscord
    base: str
    http: aiohttp.ClientSession
    sessions: dict[str, str] = field(default_factory=dict)
    hellos: int = 0

    async def sign_in(self, user: str) -> str:
        """`user` signs in as a browser does (the table's redirect, Discord's authorize page, back)."""
        nonce = secrets.token_urlsafe(8)
        async with self.http.get(f"{self.base}signin?nonce={nonce}", allow_redirects=False) as answer:
            authorize = yarl.URL(answer.headers["Location"])
        form = {**authorize.query, "user": str(self.loopback.member(user).id)}
        async with self.http.post(authorize.with_query(None), data=form, allow_redirects=False) as answer:
            back = answer.headers["Location"]
        async with self.http.get(back, allow_redirects=False) as answer:
            page = yarl.URL(back).join(yarl.URL(answer.headers["Location"]))
        told = dict(part.split("=", 1) for part in page.fragment.split("&"))
        assert told["nonce"] == nonce, "the page's own sign-in"
        self.sessions[user] = told["session"]
        return told["session"]

    async def open(self, user: str, game: int) -> Page:
        """A page of `user` on `game`, once it has its first position."""
        ws = await self.http.ws_connect(f"{self.base}ws", origin=str(yarl.URL(self.base).origin()), max_msg_size=0)
        page = Page(ws, user)
        await ws.send_str(json.dumps({"t": "hello", "session": self.sessions[user], "game": game, "version": None}))
        self.hellos += 1
        await page.at(0)
        return page


@dataclass
class Watchers:
    """The pages of one table's games: its web players' (None: the table plays in chat) and its
    spectators'. A web game's turns are played on its players' pages."""

    crowd: Crowd
    spectators: list[str]
    players: list[str] | None = None
    rng: random.Random = field(default_factory=random.Random)
    pages: list[Page] = field(default_factory=list)
    seats: dict[str, Page] = field(default_factory=dict)
    latencies_ms: list[float] = field(default_factory=list)
    """From each web move's send to the moment the last page of its game had the new position."""
    stale: int = 0
    """Moves sent again, chosen on a version the game had passed (its board noted meanwhile)."""
    threads: list[int] = field(default_factory=list)
    """The channel (or thread) of each web game played."""
    requests_at_start: list[int] = field(default_factory=list)
    """The requests to each of `threads` once its game's first board was posted (its opening's)."""

    async def watch(self, table: AutoTable) -> None:
        """Open this table's pages on its new game (closing the last game's)."""
        assert table.game is not None, "the game is open"
        for page in self.pages:
            await page.close()
        self.seats = {}
        if self.players is not None:
            self.seats = {user: await self.crowd.open(user, table.game) for user in self.players}
            thread = table.loopback.channel(table.channel).id
            self.threads.append(thread)
            self.requests_at_start.append(requests_to(table.loopback, thread))  # its first board's
        self.pages = [*self.seats.values(), *await asyncio.gather(
            *(self.crowd.open(user, table.game) for user in self.spectators))]

    async def play_turn(self, table: AutoTable) -> bool:
        """The player to move takes one turn on their page, as `AutoTable.play_turn` does in chat."""
        version = table.newest_version()
        if version is None:
            return False
        user = table.to_move()
        if user is None:  # an automated seat: the bot moves for it
            table.board = await table.next_board(version)
            return True
        page = self.seats[user]
        await page.at(version)
        while True:
            assert page.position is not None, "the page has a position"
            started = time.monotonic()
            answer = await page.ask(t="move", game=table.game, version=page.position["version"],
                                    action=self._chosen(page.position["position"]["actions"]))
            if answer.get("code") != "stale":
                break
            self.stale += 1
        if not answer.get("ok"):
            raise RuntimeError(f"{user}'s move was refused: {answer}")
        arrived = await asyncio.gather(*(p.at(answer["version"]) for p in self.pages))
        self.latencies_ms.append((max(arrived) - started) * 1000)
        table.board = await table.next_board(version)
        return board_version(table.board, table.game) is not None

    def _chosen(self, tree: dict) -> dict:
        """A random action of a position's tree (docs/web-position.md), in the records' form."""
        rng = self.rng
        if "place" in tree:
            place = tree["place"]
            return {"place": rng.choice(place["muses"]), "at": rng.choice(place["at"]),
                    "hidden": rng.choice(place["hidden"])}
        step = rng.choice(tree["step"])
        way = rng.choice(step["dirs"])
        action = {"step": step["step"], "dir": way["dir"]}
        uses = [(when, use["target"]) for when in ("before", "after") for use in way.get(when, [])]
        if uses and rng.random() < 0.5:
            when, target = rng.choice(uses)
            action["ability"] = {"target": target, "when": when}
        return action


def requests_to(loopback: LoopbackDiscord, channel: int) -> int:
    """The bot's requests so far to `channel` (a channel or thread: its messages; all bound to the
    global limit, an interaction's are to the interaction)."""
    return sum(n for (major, _), n in loopback.requests_to.items() if major == (str(channel),))


def spread(users: list[str], tables: int) -> list[list[str]]:
    """`users` dealt round the `tables` in turn."""
    dealt: list[list[str]] = [[] for _ in range(tables)]
    for user, table in zip(users, itertools.cycle(range(tables))):
        dealt[table].append(user)
    return dealt


def largest_frame(seed: int = 1) -> tuple[int, float]:
    """The largest position frame, in bytes of UTF-8, any viewer (each seat, a spectator) gets in any of
    the four languages over a 4-player game of two hands with every tile, random moves (`Frames`, as
    the web table makes them); and the CPU milliseconds one version's frames take, in one language, for
    every viewer (what the web table adds to each move of a game that pages of every seat and a
    spectator watch)."""
    rng = random.Random(f"{seed}:largest frame")
    seats = tuple(Seat(k + 1, f"Player {k + 1} with a long name", False) for k in range(4))
    table = TableOptions(players=4, hands=2, interventions=tuple(GODS))
    game = Game.new([s.name for s in seats], table.options(default_muse_table()), rng)
    stored = StoredGame(1, 1, 1, GameStatus.ACTIVE, seats[0].user, table, seats, game)
    largest, cpu, versions = 0, 0.0, 0
    while True:
        started = time.process_time()
        Frames(stored).position(None, language("en"))  # the frames of one language, timed
        for each in range(4):
            Frames(stored).position(each, language("en"))
        cpu, versions = cpu + time.process_time() - started, versions + 1
        frames = Frames(stored)
        largest = max(largest, *(len(frames.position(viewer, language(lang)).encode())
                                 for viewer in (None, 0, 1, 2, 3) for lang in ("en", "it", "de", "es")))
        if game.is_over:
            return largest, cpu * 1000 / versions
        random_turn(game, rng)
        stored = replace(stored, version=stored.version + 1)


def page_weight() -> int:
    """The bytes of the page's files (Discord's SDK left out: only the page inside Discord loads it)."""
    return sum(p.stat().st_size for p in STATIC.rglob("*") if p.is_file() and "vendor" not in p.parts)


async def navigation_ms(loopback: LoopbackDiscord, base: str, game: int, user: str) -> list[float] | str:
    """Milliseconds from a reload of `game`'s table, `user` signed in already, to a playable board (its
    table drawn, its position's version set), in headless chromium on the loopback, NAVIGATIONS times;
    or why it could not be timed (no chromium, no Playwright)."""
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        return "no Playwright (pip install -e .[dev])"
    if not CHROMIUM.exists():
        return f"no {CHROMIUM}"
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = await browser.new_context(viewport={"width": 390, "height": 844})
            page = await context.new_page()
            await page.goto(f"{base}?game={game}")
            await page.click("#signin-link")
            await page.get_by_role("button", name=re.compile(rf"\({user}\)$")).click()
            await page.wait_for_selector("body[data-version] #table svg")
            took = []
            for _ in range(NAVIGATIONS):
                started = time.perf_counter()
                await page.reload()
                await page.wait_for_selector("body[data-version] #table svg")
                took.append((time.perf_counter() - started) * 1000)
            return took
        finally:
            await browser.close()


def web_summary(watchers: list[Watchers], loopback: LoopbackDiscord, crowd: Crowd,
                navigated: list[float] | str) -> dict:
    """The web phase's figures (`python -m bot bench --web`)."""
    latencies = sorted(ms for w in watchers for ms in w.latencies_ms)
    moves = len(latencies)
    to_threads = sum(requests_to(loopback, t) for w in watchers for t in w.threads) - sum(
        n for w in watchers for n in w.requests_at_start)
    largest, frames_ms = largest_frame()
    summary: dict[str, Any] = {
        "web_sockets": sum(len(w.spectators) + len(w.players or ()) for w in watchers),
        "web_games": sum(w.players is not None for w in watchers),
        "web_moves": moves, "web_moves_stale": sum(w.stale for w in watchers), "web_hellos": crowd.hellos,
        "web_p50_ms": round(statistics.median(latencies), 1) if latencies else None,
        "web_p95_ms": round(p95(latencies), 1) if latencies else None,
        "web_max_ms": round(latencies[-1], 1) if latencies else None,
        "web_requests_per_action": {"global": round(to_threads / moves, 3) if moves else None},
        "largest_frame_bytes": largest, "frames_cpu_ms_per_version": round(frames_ms, 2),
        "page_bytes": page_weight(),
    }
    if isinstance(navigated, str):
        summary["navigation_ms"] = navigated
    else:
        summary["navigation_ms"] = round(statistics.median(navigated), 1)
        summary["navigation_ms_max"] = round(max(navigated), 1)
    return summary
