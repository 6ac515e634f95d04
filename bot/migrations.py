"""Numbered schema migrations and the table that records which ones ran.

Append a new step to MIGRATIONS to change the schema; never edit a step that shipped.
"""

from __future__ import annotations

import aiosqlite

MIGRATIONS: list[str] = [
    # 1: games, with one open game (lobby or active) per channel
    """
    CREATE TABLE games (
        id            INTEGER PRIMARY KEY,
        guild         INTEGER NOT NULL,
        channel       INTEGER NOT NULL,
        status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
        host          INTEGER NOT NULL,
        table_options TEXT    NOT NULL,
        seats         TEXT    NOT NULL,
        record        TEXT,
        version       INTEGER NOT NULL DEFAULT 0,
        board_message INTEGER,
        deadline      REAL,
        created       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE UNIQUE INDEX one_open_game_per_channel ON games (channel) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_status ON games (status);
    """,
    # 2: which version the board message shows, to post a board the bot stored but never showed
    """
    ALTER TABLE games ADD COLUMN board_version INTEGER;
    """,
    # 3: a game whose channel is gone ends as abandoned (SQLite changes a CHECK by copying the table)
    """
    CREATE TABLE games_3 (
        id            INTEGER PRIMARY KEY,
        guild         INTEGER NOT NULL,
        channel       INTEGER NOT NULL,
        status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'abandoned')),
        host          INTEGER NOT NULL,
        table_options TEXT    NOT NULL,
        seats         TEXT    NOT NULL,
        record        TEXT,
        version       INTEGER NOT NULL DEFAULT 0,
        board_message INTEGER,
        deadline      REAL,
        created       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        board_version INTEGER
    );
    INSERT INTO games_3 SELECT id, guild, channel, status, host, table_options, seats, record, version,
        board_message, deadline, created, updated, board_version FROM games;
    DROP TABLE games;
    ALTER TABLE games_3 RENAME TO games;
    CREATE UNIQUE INDEX one_open_game_per_channel ON games (channel) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_status ON games (status);
    """,
    # 4: what a stored version still owes the channel, written with it and cleared once said
    """
    ALTER TABLE games ADD COLUMN owed_lobby TEXT;
    ALTER TABLE games ADD COLUMN owed_score INTEGER;
    ALTER TABLE games ADD COLUMN owed_note TEXT;
    CREATE INDEX games_owing ON games (id)
        WHERE owed_lobby IS NOT NULL OR owed_score IS NOT NULL OR owed_note IS NOT NULL;
    """,
    # 5: each server's settings (/muses-admin settings, the language), one row per setting, as text
    """
    CREATE TABLE guild_settings (guild INTEGER NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
                                 PRIMARY KEY (guild, name));
    """,
    # 6: ratings: one row per rated seat identity per rated game, with the rating after it (a
    # player's rating is their newest row; `seq` orders a server's rated games)
    """
    CREATE TABLE rating_events (
        guild   INTEGER NOT NULL,
        game    INTEGER NOT NULL,
        player  TEXT    NOT NULL,
        name    TEXT    NOT NULL,
        players INTEGER NOT NULL,
        result  TEXT    NOT NULL CHECK (result IN ('win', 'shared', 'loss')),
        mu      REAL    NOT NULL,
        sigma   REAL    NOT NULL,
        at      REAL    NOT NULL,
        seq     INTEGER NOT NULL,
        PRIMARY KEY (game, player)
    );
    CREATE INDEX rating_events_by_player ON rating_events (guild, player, seq);
    """,
    # 7: when a game's last accepted action was (a lobby: its opening), for the idle limits
    """
    ALTER TABLE games ADD COLUMN active_at REAL;
    """,
]


async def schema_version(db: aiosqlite.Connection) -> int:
    await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    async with db.execute("SELECT max(version) FROM schema_version") as cursor:
        (version,) = await cursor.fetchone()
    return version or 0


class SchemaTooNewError(RuntimeError):
    """The database was made by a newer version of the bot than this one."""


async def migrate(db: aiosqlite.Connection, name: str = "the database") -> int:
    """Run every migration not yet applied, each in its own transaction; returns the version.
    A database newer than this code is refused, untouched."""
    version = await schema_version(db)
    await db.commit()
    if version > len(MIGRATIONS):
        raise SchemaTooNewError(
            f"{name} has schema version {version}, newer than this bot's {len(MIGRATIONS)}: run the newer "
            f"version of the bot that made it, or point MUSES_DB at another database")
    for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
        await db.executescript(f"BEGIN;\n{script}\nINSERT INTO schema_version (version) VALUES ({number});\nCOMMIT;")
    return len(MIGRATIONS)
