"""Opening the database: the one place that connects to SQLite and sets its pragmas."""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from .migrations import migrate


async def prepare_db(path: str | Path) -> None:
    """Create or upgrade the database before the bot connects; SchemaTooNewError if it
    was made by a newer bot."""
    await (await open_db(path)).close()


async def open_db(path: str | Path) -> aiosqlite.Connection:
    """A connection in WAL mode with foreign keys and a busy timeout, schema up to date."""
    db = await aiosqlite.connect(str(path))
    try:
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        await db.execute("PRAGMA synchronous=NORMAL")
        await migrate(db, str(path))
    except BaseException:
        await db.close()
        raise
    return db
