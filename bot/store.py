"""The game store: one SQL statement per method, engine objects in and out."""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from typing import Iterable

import aiosqlite

from engine import game_from_record, game_to_record

from .model import GameStatus, Owed, Seat, StoredGame, Table


class ChannelBusyError(ValueError):
    """The channel already has a game in its lobby or in play."""


class ConflictError(RuntimeError):
    """The game changed since it was read (another click, or another process, went first)."""


_OPEN = (GameStatus.LOBBY, GameStatus.ACTIVE)
_COLUMNS = ("id, guild, channel, status, host, table_options, seats, record, version, board_message, board_version, "
            "deadline, owed_lobby, owed_score, owed_note")


class GameStore:
    """Games in SQLite. Every write is committed before it returns."""

    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def close(self) -> None:
        await self.db.close()

    async def create(self, guild: int, channel: int, host: Seat, table: Table,
                     others: tuple[Seat, ...] = ()) -> StoredGame:
        """A new lobby with its host in the first seat (then `others`, AI seats); ChannelBusyError
        if the channel has one."""
        try:
            cursor = await self.db.execute(
                "INSERT INTO games (guild, channel, status, host, table_options, seats) VALUES (?, ?, ?, ?, ?, ?)",
                (guild, channel, GameStatus.LOBBY, host.user, json.dumps(table.to_json()),
                 _seats_json((host, *others))))
        except aiosqlite.IntegrityError:
            await self.db.rollback()  # no transaction left open, holding the write lock
            raise ChannelBusyError("this channel already has a game") from None
        await self.db.commit()
        return StoredGame(cursor.lastrowid, guild, channel, GameStatus.LOBBY, host.user, table, (host, *others))

    async def get(self, game_id: int) -> StoredGame | None:
        async with self.db.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        return _game(row) if row else None

    async def open_in(self, channel: int) -> StoredGame | None:
        """The channel's game in its lobby or in play."""
        async with self.db.execute(
                f"SELECT {_COLUMNS} FROM games WHERE channel = ? AND status IN (?, ?)",
                (channel, *_OPEN)) as cursor:
            row = await cursor.fetchone()
        return _game(row) if row else None

    async def latest_in(self, channel: int) -> StoredGame | None:
        """The channel's most recent game that was started, whatever its status now."""
        async with self.db.execute(
                f"SELECT {_COLUMNS} FROM games WHERE channel = ? AND record IS NOT NULL ORDER BY id DESC LIMIT 1",
                (channel,)) as cursor:
            row = await cursor.fetchone()
        return _game(row) if row else None

    async def open_games(self) -> list[StoredGame]:
        """Every game in a lobby or in play, to resume after a restart."""
        async with self.db.execute(
                f"SELECT {_COLUMNS} FROM games WHERE status IN (?, ?) ORDER BY id", _OPEN) as cursor:
            rows = await cursor.fetchall()
        return [_game(r) for r in rows]

    async def closed_owing(self) -> list[StoredGame]:
        """Every game over that still owes its channel something (its result, a notice), to
        say after a restart."""
        async with self.db.execute(
                f"SELECT {_COLUMNS} FROM games WHERE (owed_lobby IS NOT NULL OR owed_score IS NOT NULL "
                f"OR owed_note IS NOT NULL) AND status NOT IN (?, ?) ORDER BY id", _OPEN) as cursor:
            rows = await cursor.fetchall()
        return [_game(r) for r in rows]

    async def save(self, game: StoredGame) -> StoredGame:
        """Write `game` over the stored version `game.version`; returns it with the next
        version, or raises ConflictError (nothing written) if the stored version moved on."""
        record = json.dumps(game_to_record(game.game)) if game.game is not None else None
        cursor = await self.db.execute(
            "UPDATE games SET status = ?, table_options = ?, seats = ?, record = ?, deadline = ?, owed_lobby = ?, "
            "owed_score = ?, owed_note = ?, version = version + 1, updated = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') "
            "WHERE id = ? AND version = ?",
            (game.status, json.dumps(game.table.to_json()), _seats_json(game.seats), record, game.deadline,
             game.owed.lobby, game.owed.score, game.owed.note, game.id, game.version))
        await self.db.commit()
        if cursor.rowcount != 1:
            raise ConflictError(f"game {game.id} is no longer at version {game.version}")
        return replace(game, version=game.version + 1)

    async def set_seats(self, game_id: int, seats: Iterable[Seat]) -> None:
        """Rewrite the seats' flags (DMs closed) without a new version."""
        await self.db.execute("UPDATE games SET seats = ? WHERE id = ?", (_seats_json(seats), game_id))
        await self.db.commit()

    async def set_back(self, game_id: int, seats: Iterable[Seat], deadline: float | None) -> None:
        """Rewrite the seats and the turn's deadline (a player the AI stood in for is back, with a
        whole timeout if it is their turn) without a new version."""
        await self.db.execute("UPDATE games SET seats = ?, deadline = ? WHERE id = ?",
                              (_seats_json(seats), deadline, game_id))
        await self.db.commit()

    async def set_board_message(self, game_id: int, message_id: int, version: int) -> None:
        """Remember the message that shows the game's lobby or board of `version` (the board
        says the version's note: it is owed no more)."""
        await self.db.execute("UPDATE games SET board_message = ?, board_version = ?, owed_note = NULL WHERE id = ?",
                              (message_id, version, game_id))
        await self.db.commit()

    async def set_owed(self, game_id: int, owed: Owed) -> None:
        """Rewrite what the game still owes its channel (a part was said) without a new version."""
        await self.db.execute("UPDATE games SET owed_lobby = ?, owed_score = ?, owed_note = ? WHERE id = ?",
                              (owed.lobby, owed.score, owed.note, game_id))
        await self.db.commit()


def _seats_json(seats: Iterable[Seat]) -> str:
    return json.dumps([asdict(s) for s in seats])


def _game(row: aiosqlite.Row) -> StoredGame:
    record = json.loads(row["record"]) if row["record"] else None
    return StoredGame(
        id=row["id"], guild=row["guild"], channel=row["channel"], status=GameStatus(row["status"]), host=row["host"],
        table=Table.from_json(json.loads(row["table_options"])),
        seats=tuple(Seat(**s) for s in json.loads(row["seats"])),
        game=game_from_record(record) if record is not None else None,
        version=row["version"], board_message=row["board_message"], board_version=row["board_version"],
        deadline=row["deadline"], owed=Owed(row["owed_lobby"], row["owed_score"], row["owed_note"]))

