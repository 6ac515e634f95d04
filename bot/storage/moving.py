"""`python -m bot move-games --from SRC --to DST [--merge]`: every game of one database copied
into another (SQLite or PostgreSQL, either way), each record checked to replay to the same
document there before the copy is committed."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import RecordError, game_from_record, replay_document

from .db import Database, Row, UniqueViolation, is_postgres, open_db

TABLES = {"games": ("id",), "guild_settings": ("guild", "name"), "rating_events": ("game", "player"),
          "quiet_players": ("player",), "reviews": ("game", "version")}
"""The tables moved, every column of every row, each with its primary key (`schema_version` is
each database's own)."""


class MoveRefused(RuntimeError):
    """Nothing was written: the message says why."""


@dataclass
class Moved:
    """What a move copied."""

    rows: Counter = field(default_factory=Counter)
    """Rows copied, by table."""
    statuses: Counter = field(default_factory=Counter)
    """Games copied, by status."""
    unreplayable: list[int] = field(default_factory=list)
    """Games whose record does not replay (in the source as in the copy)."""

    def summary(self) -> str:
        games = ", ".join(f"{n} {status}" for status, n in sorted(self.statuses.items()))
        text = (f"moved {self.rows['games']} game(s) ({games or 'none'}), {self.rows['guild_settings']} server "
                f"setting(s), {self.rows['rating_events']} rating(s) and {self.rows['reviews']} review(s); "
                "every record replays to the same document")
        if self.unreplayable:
            text += f" (games {', '.join(map(str, self.unreplayable))} replay to the same error, as in the source)"
        return text


async def move_games(source: str, destination: str, merge: bool = False) -> Moved:
    """Copy every row of TABLES from `source` to `destination` (each opened and migrated), in one
    transaction that is committed only once every copied row reads back equal and every record
    replays to the document it replays to in `source`. MoveRefused, with nothing written, when
    `destination` already holds games (unless `merge`), or a row cannot go in."""
    if not is_postgres(source) and source != ":memory:" and not Path(source).is_file():
        raise MoveRefused(f"{source} is not a file: nothing to move")
    src = await open_db(source)
    try:
        dst = await open_db(destination)
        try:
            return await _copy(src, dst, merge)
        finally:
            await dst.close()
    finally:
        await src.close()


async def _copy(src: Database, dst: Database, merge: bool) -> Moved:
    counted = await dst.fetch_one("SELECT count(*) AS n FROM games")
    assert counted is not None  # an aggregate has one row
    held = counted["n"]
    if held and not merge:
        raise MoveRefused(f"{dst.name} already holds {held} game(s): nothing was copied (--merge adds to them)")
    moved = Moved()
    async with dst.transaction() as tx:
        for table, key in TABLES.items():
            keys, order = f"({', '.join(key)})", ", ".join(key)
            rows = await src.fetch_all(f"SELECT * FROM {table} ORDER BY {order} LIMIT ?", (BATCH,))
            while rows:
                await _copy_rows(tx, table, key, rows, moved)
                rows = await src.fetch_all(f"SELECT * FROM {table} WHERE {keys} > ({', '.join('?' for _ in key)}) "
                                           f"ORDER BY {order} LIMIT ?", (*_key(rows[-1], key), BATCH))
            if key == ("id",):
                await tx.after_copy(table)
    return moved


def _key(row: Row, key: tuple[str, ...]) -> tuple:
    return tuple(row[c] for c in key)


BATCH = 500
"""Rows read, written and read back at a time."""


async def _copy_rows(tx: Database, table: str, key: tuple[str, ...], rows: list[Row], moved: Moved) -> None:
    columns = list(rows[0].keys())
    try:
        await tx.execute_many(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                              [tuple(row[c] for c in columns) for row in rows])
    except UniqueViolation:
        raise MoveRefused(f"{tx.name} already holds a row of {table} with one of the ids moved, or an open game in "
                          f"one of their channels: nothing was copied") from None
    keys, marks = f"({', '.join(key)})", f"({', '.join('?' for _ in key)})"
    copies = {_key(row, key): row for row in await tx.fetch_all(
        f"SELECT * FROM {table} WHERE {keys} >= {marks} AND {keys} <= {marks}",
        (*_key(rows[0], key), *_key(rows[-1], key)))}
    for row in rows:
        _check(table, key, row, copies.get(_key(row, key)), columns, moved)
    moved.rows[table] += len(rows)


def _check(table: str, key: tuple[str, ...], row: Row, copy: Row | None, columns: list[str], moved: Moved) -> None:
    """The copy of `row` holds the same value in every column, and its record replays to the
    same document; MoveRefused (the transaction rolls back) if not."""
    differing = [c for c in columns if copy is None or copy[c] != row[c] or type(copy[c]) is not type(row[c])]
    if differing or copy is None:
        raise MoveRefused(f"{table} row {_key(row, key)} reads back different in {', '.join(differing)}: "
                          "nothing was copied")
    if table != "games":
        return
    moved.statuses[row["status"]] += 1
    if row["record"] is None:
        return
    before, after = _replayed(row["record"]), _replayed(copy["record"])
    if before != after:
        raise MoveRefused(f"the record of game {row['id']} replays differently in the copy: nothing was copied")
    if "error" in before:
        moved.unreplayable.append(row["id"])


def _replayed(record: str) -> dict[str, Any]:
    """The document a stored record replays to (docs/record.md), or its error document."""
    try:
        return replay_document(game_from_record(json.loads(record)))
    except RecordError as e:
        return e.to_json()
    except ValueError as e:  # not JSON at all
        return {"error": {"hand": None, "action": None, "message": str(e)}}
