"""The game store: one SQL statement per method, engine objects in and out."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import astuple, replace
from datetime import UTC, datetime

from engine import game_from_record, game_to_record
from engine.ai.review import Review

from ..core.reviews import review_from_json, review_to_json
from ..core.stored import GameStatus, Owed, Rated, Seat, StoredGame, TableOptions
from .db import Database, Row, UniqueViolation


class ChannelBusyError(ValueError):
    """The channel already has a game in its lobby or in play."""


class ConflictError(RuntimeError):
    """The game changed since it was read (another click, or another process, went first)."""


_OPEN = (GameStatus.LOBBY, GameStatus.ACTIVE)
_RATED = ("guild, game, player, name, players, result, mu, sigma, at, seq")
_RATEABLE = "(status = 'finished' OR (status = 'cancelled' AND left_seats > 0)) AND record IS NOT NULL"
"""Games that count for ratings: played to their result, or ended by a forfeit (the leaver loses)."""
SETTLING_MS = 500
"""How long a read back waits for a write of the game still under way on the server."""
PINGS_KEPT_S = 60.0
"""Seconds a player's pings setting is kept once read: a change made through another bot process
(another shard's server) is seen within this, one made through this process at once."""
PINGS_KEPT = 10_000
"""Players' settings kept at most; all are forgotten once there are more."""
_COLUMNS = ("id, guild, channel, status, host, table_options, seats, record, version, board_message, board_version, "
            "deadline, owed_lobby, owed_score, owed_note, owed_strips, owed_thread, active_at, parent, automated")


class GameStore:
    """Games in the database (SQLite or PostgreSQL). Every write is committed before it returns."""

    def __init__(self, db: Database):
        self.db = db
        self._pings: dict[int, tuple[bool, float]] = {}
        """Players' pings settings as last read, each with the monotonic time it is good until."""

    async def close(self) -> None:
        await self.db.close()

    async def create(self, guild: int, channel: int, host: Seat, table: TableOptions,
                     others: tuple[Seat, ...] = (), at: float | None = None) -> StoredGame:
        """A new lobby with its host in the first seat (then `others`, AI seats), opened at
        Unix time `at`; ChannelBusyError if the channel has one."""
        try:
            row = await self.db.fetch_one(
                "INSERT INTO games (guild, channel, status, host, table_options, seats, left_seats, active_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (guild, channel, GameStatus.LOBBY.value, host.user, json.dumps(table.to_json()),
                 *_seats((host, *others)), at))
        except UniqueViolation:
            raise ChannelBusyError("this channel already has a game") from None
        assert row is not None  # an INSERT ... RETURNING that did not raise returns its row
        return StoredGame(row["id"], guild, channel, GameStatus.LOBBY, host.user, table, (host, *others),
                          active_at=at)

    async def get(self, game_id: int) -> StoredGame | None:
        row = await self.db.fetch_one(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game(row) if row else None

    async def settled(self, game_id: int) -> StoredGame | None:
        """The game as stored once no write of it is under way. On PostgreSQL a write whose
        connection was lost may still commit: the read waits for its row lock (at most SETTLING_MS,
        then Disconnected: not known yet). On SQLite a write is over once its call returns."""
        if self.db.dialect != "postgresql":
            return await self.get(game_id)
        async with self.db.transaction() as tx:
            await tx.execute(f"SET LOCAL lock_timeout = {SETTLING_MS}")
            row = await tx.fetch_one(f"SELECT {_COLUMNS} FROM games WHERE id = ? FOR UPDATE", (game_id,))
        return _game(row) if row else None

    async def open_in(self, channel: int) -> StoredGame | None:
        """The channel's game in its lobby or in play."""
        row = await self.db.fetch_one(f"SELECT {_COLUMNS} FROM games WHERE channel = ? AND status IN (?, ?)",
                                      (channel, *_OPEN))
        return _game(row) if row else None

    async def lobbies_in(self, guild: int) -> list[StoredGame]:
        """The server's games in their lobby (not started, cancelled nor expired)."""
        rows = await self.db.fetch_all(f"SELECT {_COLUMNS} FROM games WHERE guild = ? AND status = ? ORDER BY id",
                                       (guild, GameStatus.LOBBY.value))
        return [_game(r) for r in rows]

    async def latest_in(self, channel: int) -> StoredGame | None:
        """The most recent game started in the channel or in a thread of it, whatever its status now."""
        row = await self.db.fetch_one(
            f"SELECT {_COLUMNS} FROM games WHERE (channel = ? OR parent = ?) AND record IS NOT NULL "
            f"ORDER BY id DESC LIMIT 1", (channel, channel))
        return _game(row) if row else None

    async def finished_in(self, channel: int, limit: int) -> list[StoredGame]:
        """The last `limit` games played to their result in the channel or in threads of it, the latest first."""
        rows = await self.db.fetch_all(
            f"SELECT {_COLUMNS} FROM games WHERE (channel = ? OR parent = ?) AND status = ? ORDER BY id DESC LIMIT ?",
            (channel, channel, GameStatus.FINISHED.value, limit))
        return [_game(r) for r in rows]

    async def open_here(self, channel: int) -> list[StoredGame]:
        """The lobbies and games in play in the channel or in threads of it, the oldest first."""
        rows = await self.db.fetch_all(
            f"SELECT {_COLUMNS} FROM games WHERE (channel = ? OR parent = ?) AND status IN (?, ?) ORDER BY id",
            (channel, channel, *_OPEN))
        return [_game(r) for r in rows]

    async def open_games(self) -> list[StoredGame]:
        """Every game in a lobby or in play, to resume after a restart."""
        rows = await self.db.fetch_all(f"SELECT {_COLUMNS} FROM games WHERE status IN (?, ?) ORDER BY id", _OPEN)
        return [_game(r) for r in rows]

    async def open_games_of(self, user: int) -> list[StoredGame]:
        """The lobbies and games in play where `user` has a seat, the newest first."""
        rows = await self.db.fetch_all(f"SELECT {_COLUMNS} FROM games WHERE status IN (?, ?) AND seats LIKE ? "
                                       f"ORDER BY id DESC", (*_OPEN, f'%"user": {int(user)},%'))
        return [g for g in map(_game, rows) if g.seat_of(user) is not None]

    async def closed_owing(self) -> list[StoredGame]:
        """Every game over that still owes its channel something (its result, a notice), to
        say after a restart."""
        rows = await self.db.fetch_all(
            f"SELECT {_COLUMNS} FROM games WHERE (owed_lobby IS NOT NULL OR owed_score IS NOT NULL "
            f"OR owed_note IS NOT NULL OR owed_strips <> '[]') AND status NOT IN (?, ?) ORDER BY id", _OPEN)
        return [_game(r) for r in rows]

    async def save(self, game: StoredGame) -> StoredGame:
        """Write `game` over the stored version `game.version` (with the message that shows it, as
        the bot remembers it: a note of it lost with the database is not lost for good); returns it
        with the next version, or raises ConflictError (nothing written) if the stored version moved on."""
        record = json.dumps(game_to_record(game.game)) if game.game is not None else None
        changed = await self.db.fetch_one(
            "UPDATE games SET status = ?, table_options = ?, seats = ?, left_seats = ?, record = ?, deadline = ?, "
            "board_message = ?, board_version = ?, owed_lobby = ?, owed_score = ?, owed_note = ?, owed_strips = ?, "
            "owed_thread = ?, active_at = ?, automated = ?, version = version + 1, updated = ? "
            "WHERE id = ? AND version = ? RETURNING version",
            (game.status.value, json.dumps(game.table.to_json()), *_seats(game.seats), record, game.deadline,
             game.board_message, game.board_version, game.owed.lobby, game.owed.score, game.owed.note,
             json.dumps(game.owed.strip), int(game.owed.thread), game.active_at, json.dumps(game.automated), _now(),
             game.id, game.version))
        if changed is None:
            raise ConflictError(f"game {game.id} is no longer at version {game.version}")
        return replace(game, version=game.version + 1)

    async def set_seats(self, game_id: int, version: int, seats: Iterable[Seat]) -> None:
        """Rewrite the seats' flags (DMs closed, a hand delivered) of the stored `version` without
        a new one; nothing if the game moved on (its players forgotten meanwhile)."""
        await self.db.execute("UPDATE games SET seats = ?, left_seats = ? WHERE id = ? AND version = ?",
                              (*_seats(seats), game_id, version))

    async def set_back(self, game_id: int, version: int, seats: Iterable[Seat], deadline: float | None) -> None:
        """Rewrite the seats and the turn's deadline of the stored `version` (a player the AI stood
        in for is back, with a whole timeout if it is their turn) without a new version."""
        await self.db.execute("UPDATE games SET seats = ?, left_seats = ?, deadline = ? WHERE id = ? AND version = ?",
                              (*_seats(seats), deadline, game_id, version))

    async def set_board_message(self, game_id: int, message_id: int, version: int, strip: tuple[int, ...]) -> None:
        """Remember the message that shows the game's lobby or board of `version` (the board
        says the version's note: it is owed no more), and the boards whose controls are to go."""
        await self.db.execute("UPDATE games SET board_message = ?, board_version = ?, owed_note = NULL, "
                              "owed_strips = ? WHERE id = ?", (message_id, version, json.dumps(strip), game_id))

    async def set_opened(self, game_id: int) -> None:
        """The lobby message was said for good (the game's opening, or the lobby closed): it is owed
        no more, and shows the game no more."""
        await self.db.execute("UPDATE games SET owed_lobby = NULL, board_message = NULL WHERE id = ?", (game_id,))

    async def set_owed(self, game_id: int, owed: Owed) -> None:
        """Rewrite what the game still owes its channel (a part was said) without a new version."""
        await self.db.execute(
            "UPDATE games SET owed_lobby = ?, owed_score = ?, owed_note = ?, owed_strips = ?, owed_thread = ? "
            "WHERE id = ?", (owed.lobby, owed.score, owed.note, json.dumps(owed.strip), int(owed.thread), game_id))

    async def set_thread(self, game_id: int, thread: int, parent: int) -> None:
        """The game moved to `thread`, of channel `parent`: its thread is owed no more."""
        await self.db.execute("UPDATE games SET channel = ?, parent = ?, owed_thread = 0 WHERE id = ?",
                              (thread, parent, game_id))

    async def rewrite(self, game: StoredGame) -> None:
        """Write a closed game's host, seats, record and owed words (a player forgotten) as a new
        version, so that a flag its session writes afterwards (a hand delivered) cannot bring
        the old seats back."""
        record = json.dumps(game_to_record(game.game)) if game.game is not None else None
        await self.db.execute(
            "UPDATE games SET host = ?, seats = ?, left_seats = ?, record = ?, owed_lobby = ?, owed_note = ?, "
            "version = version + 1 WHERE id = ?",
            (game.host, *_seats(game.seats), record, game.owed.lobby, game.owed.note, game.id))

    async def games_of(self, guild: int) -> list[StoredGame]:
        """Every game of a server, in the order they were opened."""
        rows = await self.db.fetch_all(f"SELECT {_COLUMNS} FROM games WHERE guild = ? ORDER BY id", (guild,))
        return [_game(r) for r in rows]

    # --- players' settings ------------------------------------------------------

    async def pings_on(self, user: int) -> bool:
        """Whether a board calling `user` to play pings them (`/muses pings`): read once per
        PINGS_KEPT_S (a board asks at every turn), or once changed here."""
        now = time.monotonic()
        if (kept := self._pings.get(user)) is not None and kept[1] > now:
            return kept[0]
        on = await self.db.fetch_one("SELECT player FROM quiet_players WHERE player = ?", (user,)) is None
        if len(self._pings) >= PINGS_KEPT:
            self._pings.clear()
        self._pings[user] = (on, now + PINGS_KEPT_S)
        return on

    async def set_pings(self, user: int, on: bool) -> None:
        self._pings.pop(user, None)
        if on:
            await self.db.execute("DELETE FROM quiet_players WHERE player = ?", (user,))
        else:
            await self.db.execute("INSERT INTO quiet_players (player) VALUES (?) ON CONFLICT (player) DO NOTHING",
                                  (user,))

    # --- server settings -------------------------------------------------------

    async def guild_setting(self, guild: int, name: str) -> str | None:
        row = await self.db.fetch_one("SELECT value FROM guild_settings WHERE guild = ? AND name = ?", (guild, name))
        return row["value"] if row else None

    async def set_guild_setting(self, guild: int, name: str, value: str) -> None:
        await self.db.execute(
            "INSERT INTO guild_settings (guild, name, value) VALUES (?, ?, ?) "
            "ON CONFLICT (guild, name) DO UPDATE SET value = excluded.value", (guild, name, value))

    async def guild_settings(self, guild: int) -> dict[str, str]:
        """A server's settings by name."""
        rows = await self.db.fetch_all("SELECT name, value FROM guild_settings WHERE guild = ?", (guild,))
        return {row["name"]: row["value"] for row in rows}

    async def all_guild_settings(self) -> dict[int, dict[str, str]]:
        """Every server's settings, by server then name."""
        rows = await self.db.fetch_all("SELECT guild, name, value FROM guild_settings")
        found: dict[int, dict[str, str]] = {}
        for row in rows:
            found.setdefault(row["guild"], {})[row["name"]] = row["value"]
        return found

    # --- reviews ---------------------------------------------------------------

    async def review(self, game: StoredGame, version: str) -> Review | None:
        """The review of finished game `game` that AI version `version` made, if it was stored."""
        assert game.game is not None, "a finished game was played"
        row = await self.db.fetch_one("SELECT data FROM reviews WHERE game = ? AND version = ?", (game.id, version))
        return review_from_json(json.loads(row["data"]), tuple(game.game.players)) if row else None

    async def keep_review(self, game: int, review: Review) -> None:
        """Store the review of game `game` (once per version: a second one of that version is dropped)."""
        await self.db.execute("INSERT INTO reviews (game, version, data) VALUES (?, ?, ?) "
                              "ON CONFLICT (game, version) DO NOTHING",
                              (game, review.version, json.dumps(review_to_json(review), separators=(",", ":"))))

    # --- ratings ---------------------------------------------------------------

    async def add_ratings(self, rows: list[Rated]) -> bool:
        """Store one game's ratings, all or none; False if that game was rated already."""
        marks = ", ".join(["(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"] * len(rows))
        added = await self.db.fetch_all(
            f"INSERT INTO rating_events ({_RATED}) VALUES {marks} ON CONFLICT (game, player) DO NOTHING RETURNING game",
            [value for r in rows for value in astuple(r)])
        return bool(added)

    async def is_rated(self, game_id: int) -> bool:
        row = await self.db.fetch_one("SELECT count(*) AS n FROM rating_events WHERE game = ?", (game_id,))
        assert row is not None  # an aggregate has one row
        return row["n"] > 0

    async def last_seq(self, guild: int) -> int:
        row = await self.db.fetch_one("SELECT max(seq) AS seq FROM rating_events WHERE guild = ?", (guild,))
        assert row is not None  # an aggregate has one row
        return row["seq"] or 0

    async def standings(self, guild: int) -> list[tuple[Rated, int]]:
        """Each rated identity of a server: its newest rating, and how many rated games it played."""
        rows = await self.db.fetch_all(
            f"SELECT {_RATED}, (SELECT count(*) FROM rating_events c WHERE c.guild = e.guild "
            f"AND c.player = e.player) AS games FROM rating_events e WHERE e.guild = ? AND e.seq = "
            f"(SELECT max(seq) FROM rating_events n WHERE n.guild = e.guild AND n.player = e.player)", (guild,))
        return [(_rated(r), r["games"]) for r in rows]

    async def wins(self, guild: int) -> dict[str, float]:
        """Each rated identity's wins on a server, a shared victory counting half (none: absent)."""
        rows = await self.db.fetch_all(
            "SELECT player, result, count(*) AS n FROM rating_events WHERE guild = ? AND result IN ('win', 'shared') "
            "GROUP BY player, result", (guild,))
        wins: dict[str, float] = {}
        for r in rows:
            wins[r["player"]] = wins.get(r["player"], 0.0) + r["n"] * (1.0 if r["result"] == "win" else 0.5)
        return wins

    async def ratings_in(self, game: int) -> list[Rated]:
        """The ratings one game left (none if it is not rated)."""
        rows = await self.db.fetch_all(f"SELECT {_RATED} FROM rating_events WHERE game = ? ORDER BY player", (game,))
        return [_rated(r) for r in rows]

    async def ratings_of(self, guild: int, player: str) -> list[Rated]:
        """A player's ratings on a server, game after game."""
        rows = await self.db.fetch_all(
            f"SELECT {_RATED} FROM rating_events WHERE guild = ? AND player = ? ORDER BY seq", (guild, player))
        return [_rated(r) for r in rows]

    async def rateable_games(self, unrated_only: bool) -> list[StoredGame]:
        """The games that count for ratings (only those not rated yet, with `unrated_only`), in
        the order they ended."""
        unrated = " AND id NOT IN (SELECT game FROM rating_events)" if unrated_only else ""
        rows = await self.db.fetch_all(f"SELECT {_COLUMNS} FROM games WHERE {_RATEABLE}{unrated} ORDER BY updated, id")
        return [_game(r) for r in rows]

    async def clear_ratings(self) -> None:
        """Every rating gone, to rebuild them from the records."""
        await self.db.execute("DELETE FROM rating_events")

    async def forget_ratings(self, guild: int, player: str) -> None:
        await self.db.execute("DELETE FROM rating_events WHERE guild = ? AND player = ?", (guild, player))


def _rated(row: Row) -> Rated:
    return Rated(**{k: row[k] for k in Rated.__dataclass_fields__})


def _seats(seats: Iterable[Seat]) -> tuple[str, int]:
    """The columns `seats, left_seats`: the seats as stored, and how many of them forfeited."""
    seats = tuple(seats)
    return json.dumps([s.to_json() for s in seats]), sum(s.left for s in seats)


def _now() -> str:
    """The time as `updated` holds it (as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ') writes it)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _game(row: Row) -> StoredGame:
    record = json.loads(row["record"]) if row["record"] else None
    return StoredGame(
        id=row["id"], guild=row["guild"], channel=row["channel"], status=GameStatus(row["status"]), host=row["host"],
        table=TableOptions.from_json(json.loads(row["table_options"])),
        seats=tuple(Seat.from_json(s) for s in json.loads(row["seats"])),
        game=game_from_record(record) if record is not None else None,
        version=row["version"], board_message=row["board_message"], board_version=row["board_version"],
        deadline=row["deadline"],
        owed=Owed(row["owed_lobby"], row["owed_score"], row["owed_note"], tuple(json.loads(row["owed_strips"])),
                  bool(row["owed_thread"])),
        active_at=row["active_at"], parent=row["parent"],
        automated=tuple((hand, index) for hand, index in json.loads(row["automated"])))

