"""What the end-to-end tests read of the loopback's records to prove that no secret reaches anyone not
entitled to it: `Watch`, which every bot the tests build reports to (`make_bot` in the test's process,
`bot_process` through a `Journal`), and which the `loopback` fixture asks, after each test, for every
payload and picture a user received that names what that user cannot know."""

from __future__ import annotations

import bisect
import hashlib
import io
import json
import pickle
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from engine import MUSES, MuseTable, game_from_record, words
from engine.language import language
from engine.seats import fill_seat_record, seat_record
from engine.views import ScoreView

LANGUAGES = ("en", "it", "de", "es")
NAMES = {m: frozenset(words.name(m, language(code)) for code in LANGUAGES) | {m} for m in MUSES}
"""Each Muse by every name it is printed by: its own, and each edition's."""
SETTLED = {"finished", "cancelled", "abandoned"}
"""A game in one of these statuses keeps no secret the bot would still say (its hands are over, or
nothing of it is said again)."""


def public_text(record) -> str:
    """Everything a public payload shows, or lets any client read: content, embeds, components
    (labels, placeholders, menus' options, custom ids) and file names."""
    return json.dumps([record.content, record.embeds, record.components, record.filenames], ensure_ascii=False)


def shown_text(record) -> str:
    """Everything a payload shows its reader, or lets their client read: `public_text`, the choices of
    an autocomplete, and the files that are not pictures (of a game record, an export: its last hand,
    the one that may be under way; the hands before it are over, and public)."""
    files = [_current(f.data.decode("utf-8", "replace")) for f in record.files if not is_picture(f.filename)]
    return json.dumps([record.content, record.embeds, record.components, record.filenames, record.choices, files],
                      ensure_ascii=False)


def _current(text: str) -> str:
    try:
        return json.dumps(json.loads(text)["hands"][-1])
    except (ValueError, KeyError, IndexError, TypeError):
        return text


def is_picture(filename: str) -> bool:
    return filename.endswith((".png", ".gif"))


def is_public(record) -> bool:
    return record.dm_user_id is None and not record.ephemeral and record.callback_type != 8


def unknown_to(game, seat: int) -> set[str]:
    """The Muses on the table whose identity `seat` cannot know: face down, and not its own
    Mysterious Muse."""
    return set(game.hand.hidden) - {game.hand.mysterious.get(seat)}


def withheld_from(game, seat: int | None) -> set[str]:
    """The Muses `seat` (None: anyone not at the table) cannot know where they are: `unknown_to`, and
    the Muses still in the other seats' hands."""
    hand = game.hand
    others = {m for s, muses in enumerate(hand.hands) if s != seat for m in muses}
    return set(hand.hidden) - {hand.mysterious.get(seat)} | others


def named(muses: set[str], lang) -> set[str]:
    """The Muses by their names, in English and as `lang`'s edition prints them."""
    return muses | {words.name(m, lang) for m in muses}


@dataclass(frozen=True)
class Moment:
    """A game as one commit left it: where it is played, who sits where, and what each of them (and
    anyone else: None) may not know."""

    at: float
    channels: frozenset[int]
    hand: int
    """The hand under way (-1: none dealt yet)."""
    moves: int
    """The moves made in that hand."""
    players: int
    seats: dict[int, int]
    """Each player's seat, by Discord user id (AI seats are no user)."""
    withheld: dict[int | None, frozenset[str]]


@dataclass(frozen=True)
class Drawing:
    """One drawing of a picture: the kind of picture, and the Muses its arguments named."""

    picture: str
    names: frozenset[str]


@dataclass
class Report:
    """What `Watch.check` found: each payload or picture that names what its reader may not know,
    and how many of each kind it read (by kind, audience and players at the table)."""

    leaks: list[str] = field(default_factory=list)
    checked: Counter = field(default_factory=Counter)


class Reporter:
    """What a bot tells a `Watch`: each commit (`observe`, the bot's observer) and each picture it draws
    (`drawn`), with the Muses that the drawing's arguments name."""

    def observe(self, stored) -> None:
        game = stored.game
        seats = {seat.user: i for i, seat in enumerate(stored.seats) if seat.user > 0}
        if game is None or stored.status in SETTLED:
            withheld = {}
        else:
            withheld = {s: frozenset(withheld_from(game, s)) for s in (None, *seats.values())}
        channels = frozenset(c for c in (stored.channel, stored.parent) if c is not None)
        hand, moves = (len(game.hands) - 1, len(game.history[-1])) if game else (-1, 0)
        self.note("moment", stored.id, Moment(time.time(), channels, hand, moves, len(stored.seats), seats, withheld))

    def drawn(self, pictures):
        """`pictures` (`bot.hosting.pictures.Pictures`), each telling what it drew, and from what; asked
        once as a bot is built, which it notes: a bot that starts again may have stored a change it had no
        time to tell (killed), and says what it owes from the stored game before it stores anything."""
        self.note("start", None, time.time())
        return replace(pictures, **{f.name: _Drawing(self, f.name, getattr(pictures, f.name))
                                    for f in fields(pictures)})

    def note(self, kind: str, key, value) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class _Drawing:
    """A drawing function that tells `reporter` each picture it drew (picklable, as a bot's `Pictures` are)."""

    reporter: Reporter
    kind: str
    draw: object

    def __call__(self, *args, **kwargs):
        drawn = self.draw(*args, **kwargs)
        names = _names_in((args, kwargs))
        for picture in drawn if isinstance(drawn, list) else [drawn]:
            self.reporter.note("drawing", _digest(picture), Drawing(self.kind, names))
        return drawn


_WRITING = threading.Lock()


@dataclass(frozen=True)
class Journal(Reporter):
    """The `Reporter` of a bot in a process of its own (`bot.offline.bench.start_bot_process`): each note
    is appended to a file at once, so that a kill loses none."""

    path: str

    def note(self, kind: str, key, value) -> None:
        data = pickle.dumps((kind, key, value))
        with _WRITING, open(self.path, "ab") as file:
            file.write(len(data).to_bytes(4, "big") + data)

    def read(self) -> list[tuple]:
        """Every note written whole (one cut short by a kill is left out)."""
        try:
            data = Path(self.path).read_bytes()
        except FileNotFoundError:
            return []
        notes, at = [], 0
        while at + 4 <= len(data) and at + 4 + (size := int.from_bytes(data[at:at + 4], "big")) <= len(data):
            notes.append(pickle.loads(data[at + 4:at + 4 + size]))
            at += 4 + size
        return notes


class Watch(Reporter):
    """The secrets of every game of a test's bots, after each commit, and the pictures they drew: told by
    the bots built in the test's process (`make_bot`), and read from the `journal` of each bot process."""

    def __init__(self) -> None:
        self.games: dict[int, list[Moment]] = {}
        self.starts: list[float] = []
        """When each bot was built."""
        self.drawings: dict[bytes, set[Drawing]] = {}
        """Each picture (by digest) and every drawing that made it: a picture drawn alike from different
        arguments depends on nothing in which they differ."""
        self.journals: list[Journal] = []
        self._report: tuple[int, Report] | None = None

    def note(self, kind: str, key, value) -> None:
        if kind == "moment":
            self.games.setdefault(key, []).append(value)
        elif kind == "start":
            self.starts.append(value)
        else:
            self.drawings.setdefault(key, set()).add(value)

    def journal(self, path) -> Journal:
        """A `Reporter` for a bot process, writing to `path`."""
        journal = Journal(str(path))
        self.journals.append(journal)
        return journal

    def check(self, loopback) -> Report:
        """Every record the loopback delivered, read as its audience reads it: a public one against what
        anyone not at the table may not know, a DM, an ephemeral reply or an autocomplete against what its
        one reader may not know, in the game it is about (the one it names, else its channel's or thread's,
        else its reader's), as the last commit before it left the game. Each picture is read through the
        arguments it was drawn with (`drawn`). A record that may be about more than one game is read for
        what none of them could have shown; an answer, for what its reader did not send (`_sent`).
        Read for nothing: the score of a hand, where its face-down Muses are revealed, and a list of all
        nine Muses (the tiles of `/muses rules`), which says nothing of where any is. Between the move that
        ends a hand and the next hand's first, texts are about the hand that ended, whose every Muse is
        known: only pictures are read then."""
        records = loopback.records
        if self._report is not None and self._report[0] == len(records):
            return self._report[1]
        for journal in self.journals:
            for note in journal.read():
                self.note(*note)
            Path(journal.path).unlink(missing_ok=True)
        for moments in self.games.values():
            moments.sort(key=lambda m: m.at)
        self.starts.sort()
        report = Report()
        times = {game: [m.at for m in moments] for game, moments in self.games.items()}
        for index, record in enumerate(records):
            if record.error_code is not None or any(f.filename.startswith("score-") for f in record.files):
                continue
            reader = _reader(loopback, record)
            since = bisect.bisect_right(self.starts, record.timestamp)
            started = self.starts[since - 1] if since else 0.0
            now = {g: m for g in self.games if (m := _at(self.games[g], times[g], record.timestamp, started))}
            named = _named_games(loopback, record) & now.keys()
            about = [now[g] for g in named] or [m for m in now.values() if record.channel_id in m.channels] or \
                [m for m in now.values() if reader in m.seats]  # a DM: about its reader's games
            if not about:
                continue
            # what no game the record may be about could have shown its reader (the games in threads of one
            # channel, for a command there; a DM's, when its reader plays in more than one)
            secrets = set.intersection(*(set(m.withheld.get(m.seats.get(reader) if reader else None, ()))
                                         for m in about)) - _sent(loopback, record)
            audience = ("public" if reader is None else "dm" if record.dm_user_id else
                        "choices" if record.callback_type == 8 else "ephemeral")
            players = max(m.players for m in about)
            said = shown_text(record)
            dealt = any(m.hand > 0 and not m.moves for m in about)  # the move that ended the last hand just made
            if not dealt and not all(any(n in said for n in NAMES[m]) for m in MUSES):
                report.checked[record.kind, audience, players] += 1
                report.leaks += [f"record {index} ({record.kind}, {audience}, games {sorted(named)}) names {n}: {said}"
                                 for m in sorted(secrets) for n in sorted(NAMES[m]) if n in said]
            for file in (f for f in record.files if is_picture(f.filename)):
                drawings = self.drawings.get(_digest(file.data))
                report.checked["picture", audience, players] += 1
                if drawings is None:
                    report.leaks.append(f"record {index}: picture {file.filename} was not drawn by the bot's pictures")
                elif all(d.names & secrets for d in drawings):
                    drawing = min(drawings, key=lambda d: len(d.names & secrets))
                    report.leaks.append(f"record {index} ({record.kind}, {audience}): picture {file.filename} "
                                        f"({drawing.picture}) was drawn from {sorted(drawing.names & secrets)}")
        self._report = len(records), report
        return report


def _reader(loopback, record) -> int | None:
    """The one user who reads `record` (a DM, an ephemeral message, an autocomplete's choices); None if
    everyone in its channel does."""
    if record.dm_user_id is not None:
        return record.dm_user_id
    if is_public(record):
        return None
    payload = loopback.interactions[record.interaction_id].payload
    return int((payload.get("member") or payload)["user"]["id"])


def _sent(loopback, record) -> set[str]:
    """The Muses named in what the reader sent, in the interaction `record` answers (typed, chosen, or on
    the message clicked): repeating them tells the reader nothing."""
    if record.interaction_id is None:
        return set()
    payload = loopback.interactions[record.interaction_id].payload
    sent = json.dumps([payload.get("data"), payload.get("message")], ensure_ascii=False)
    return {m for m in MUSES if any(n in sent for n in NAMES[m])}


def _at(moments: list[Moment], times: list[float], when: float, started: float) -> Moment | None:
    """The game as the last commit before `when` left it (None: it had none yet); if a bot `started`
    since, as the first commit after that start left it (the game as that bot loaded it, or later)."""
    i = bisect.bisect_right(times, when)
    if not i:
        return None
    if times[i - 1] < started and i < len(times):
        return moments[i]
    return moments[i - 1]


def _named_games(loopback, record) -> set[int]:
    """The games a record names as the bot and Discord's clients read them: by its files' names
    (`board-3-12.png`, `muses-game-3.json`), and the game option or the custom id of the interaction
    it answers."""
    named = {int(found[0]) for f in record.filenames if (found := re.findall(r"\d+", f))}
    if record.interaction_id is not None:
        data = loopback.interactions[record.interaction_id].payload.get("data", {})
        named |= {int(n) for n in re.findall(r"\d+", data.get("custom_id", ""))}
        options = list(data.get("options", []))
        while options:
            option = options.pop()
            options += option.get("options", [])
            if option.get("name") == "game" and isinstance(option.get("value"), int):
                named.add(option["value"])
    return named


class _Names(pickle.Pickler):
    """A pickler that writes as mere references what is public whatever the game hides: the tile sheet
    (every Muse's suns and ability) and the scores of the hands that are over."""

    def persistent_id(self, obj):
        return "public" if isinstance(obj, (MuseTable, ScoreView)) else None


def _names_in(arguments) -> frozenset[str]:
    """The Muses that a drawing's arguments name anywhere but in the tile sheet."""
    out = io.BytesIO()
    _Names(out).dump(arguments)
    data = out.getvalue()
    return frozenset(m for m in MUSES if m.encode() in data)


def _digest(picture: bytes) -> bytes:
    return hashlib.blake2b(picture, digest_size=16).digest()


def viewer(game, seat: str | None) -> int | None:
    """The viewer a test names: None (the table), "to move" or "next" (the seat after it)."""
    to_move = game.hand.to_move
    return None if seat is None else to_move if seat == "to move" else (to_move + 1) % len(game.players)


def look_alikes(game, who: int | None, rng, times: int = 3) -> tuple[list, int]:
    """Games viewer `who` (None: the table) cannot tell from `game`: its seat record with the
    identities it does not know shuffled, `times` times; and how many identities were shuffled."""
    told = seat_record(game, who)
    unseen = sorted(m for m in MUSES if f'"{m}"' not in json.dumps(told["hands"][-1]))
    games = []
    for _ in range(times):
        rng.shuffle(unseen)
        games.append(game_from_record(fill_seat_record(told, unseen)))
    return games, len(unseen)
