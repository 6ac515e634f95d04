"""Numbered schema migrations, each in the SQL of every backend (`db.migrate` runs those a
database has not run yet, and records them in its `schema_version` table).

Append a new step to MIGRATIONS to change the schema (`same(sql)` when both dialects take the
same SQL, `Migration(sqlite=..., postgresql=...)` when not); never edit a step that shipped.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Migration:
    """One step of the schema, as each dialect writes it."""

    sqlite: str
    postgresql: str

    def sql(self, dialect: str) -> str:
        return getattr(self, dialect)


def same(sql: str) -> Migration:
    """A step both dialects write alike."""
    return Migration(sql, sql)


_PG_NOW = """to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')"""
"""PostgreSQL's time as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now') writes it."""

MIGRATIONS: list[Migration] = [
    # 1: games, with one open game (lobby or active) per channel
    Migration(
        sqlite="""
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
        # Discord ids are 64-bit: BIGINT; records stay TEXT, byte for byte as the bot wrote them
        postgresql=f"""
        CREATE TABLE games (
            id            BIGSERIAL PRIMARY KEY,
            guild         BIGINT  NOT NULL,
            channel       BIGINT  NOT NULL,
            status        TEXT    NOT NULL CONSTRAINT games_status CHECK
                              (status IN ('lobby', 'active', 'finished', 'cancelled')),
            host          BIGINT  NOT NULL,
            table_options TEXT    NOT NULL,
            seats         TEXT    NOT NULL,
            record        TEXT,
            version       INTEGER NOT NULL DEFAULT 0,
            board_message BIGINT,
            deadline      DOUBLE PRECISION,
            created       TEXT    NOT NULL DEFAULT {_PG_NOW},
            updated       TEXT    NOT NULL DEFAULT {_PG_NOW}
        );
        CREATE UNIQUE INDEX one_open_game_per_channel ON games (channel) WHERE status IN ('lobby', 'active');
        CREATE INDEX games_by_status ON games (status);
        """),
    # 2: which version the board message shows, to post a board the bot stored but never showed
    same("ALTER TABLE games ADD COLUMN board_version INTEGER;"),
    # 3: a game whose channel is gone ends as abandoned (SQLite changes a CHECK by copying the table)
    Migration(
        sqlite="""
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
        postgresql="""
        ALTER TABLE games DROP CONSTRAINT games_status, ADD CONSTRAINT games_status
            CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'abandoned'));
        """),
    # 4: what a stored version still owes the channel, written with it and cleared once said
    same("""
        ALTER TABLE games ADD COLUMN owed_lobby TEXT;
        ALTER TABLE games ADD COLUMN owed_score INTEGER;
        ALTER TABLE games ADD COLUMN owed_note TEXT;
        CREATE INDEX games_owing ON games (id)
            WHERE owed_lobby IS NOT NULL OR owed_score IS NOT NULL OR owed_note IS NOT NULL;
        """),
    # 5: each server's settings (/muses-admin settings, the language), one row per setting, as text
    Migration(
        sqlite="""
        CREATE TABLE guild_settings (guild INTEGER NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
                                     PRIMARY KEY (guild, name));
        """,
        postgresql="""
        CREATE TABLE guild_settings (guild BIGINT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
                                     PRIMARY KEY (guild, name));
        """),
    # 6: ratings: one row per rated seat identity per rated game, with the rating after it (a
    # player's rating is their newest row; `seq` orders a server's rated games)
    Migration(
        sqlite="""
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
        # PostgreSQL's REAL has 4 bytes: ratings and times need SQLite's 8 (DOUBLE PRECISION)
        postgresql="""
        CREATE TABLE rating_events (
            guild   BIGINT  NOT NULL,
            game    BIGINT  NOT NULL,
            player  TEXT    NOT NULL,
            name    TEXT    NOT NULL,
            players INTEGER NOT NULL,
            result  TEXT    NOT NULL CHECK (result IN ('win', 'shared', 'loss')),
            mu      DOUBLE PRECISION NOT NULL,
            sigma   DOUBLE PRECISION NOT NULL,
            at      DOUBLE PRECISION NOT NULL,
            seq     INTEGER NOT NULL,
            PRIMARY KEY (game, player)
        );
        CREATE INDEX rating_events_by_player ON rating_events (guild, player, seq);
        """),
    # 7: when a game's last accepted action was (a lobby: its opening), for the idle limits
    Migration(sqlite="ALTER TABLE games ADD COLUMN active_at REAL;",
              postgresql="ALTER TABLE games ADD COLUMN active_at DOUBLE PRECISION;"),
    # 8: how many of a game's players forfeited (seats whose `left` is true), for the ratings: a
    # game cancelled by a forfeit counts
    Migration(
        sqlite="""
        ALTER TABLE games ADD COLUMN left_seats INTEGER NOT NULL DEFAULT 0;
        UPDATE games SET left_seats = (SELECT count(*) FROM json_each(games.seats)
                                       WHERE json_extract(value, '$.left') IS 1);
        """,
        postgresql="""
        ALTER TABLE games ADD COLUMN left_seats INTEGER NOT NULL DEFAULT 0;
        UPDATE games SET left_seats = (SELECT count(*) FROM jsonb_array_elements(seats::jsonb) AS seat
                                       WHERE seat -> 'left' = 'true'::jsonb);
        """),
    # 9: the board message whose controls are owed removal (a newer board shows the game, or it is
    # over), and the players who turned their turn pings off (`/muses pings off`)
    Migration(
        sqlite="""
        ALTER TABLE games ADD COLUMN owed_strip INTEGER;
        CREATE TABLE quiet_players (player INTEGER PRIMARY KEY);
        """,
        postgresql="""
        ALTER TABLE games ADD COLUMN owed_strip BIGINT;
        CREATE TABLE quiet_players (player BIGINT PRIMARY KEY);
        """),
    # 10: a game played in a thread of its own: the channel its thread hangs from (`channel` is the
    # thread), and the thread owed (to be started from the lobby message) between the start and then
    Migration(
        sqlite="""
        ALTER TABLE games ADD COLUMN parent INTEGER;
        ALTER TABLE games ADD COLUMN owed_thread INTEGER NOT NULL DEFAULT 0;
        """,
        postgresql="""
        ALTER TABLE games ADD COLUMN parent BIGINT;
        ALTER TABLE games ADD COLUMN owed_thread INTEGER NOT NULL DEFAULT 0;
        """),
    # 11: the reviews of finished games (`/muses review`), one per game and version of the AI that
    # made it, as JSON (`core.reviews`): computed once, drawn again from here
    Migration(
        sqlite="CREATE TABLE reviews (game INTEGER NOT NULL, version TEXT NOT NULL, data TEXT NOT NULL, "
               "PRIMARY KEY (game, version));",
        postgresql="CREATE TABLE reviews (game BIGINT NOT NULL, version TEXT NOT NULL, data TEXT NOT NULL, "
                   "PRIMARY KEY (game, version));"),
    # 12: the actions the AI played for a player's seat (a turn timed out, the player away or gone),
    # as a JSON list of [hand, index] in the record: the review marks them
    same("ALTER TABLE games ADD COLUMN automated TEXT NOT NULL DEFAULT '[]';"),
    # 13: every board message whose controls are owed removal, as a JSON list of message ids (one
    # owed in 9's column is the list of that one: a game stored owing it still strips it)
    same("""
        ALTER TABLE games ADD COLUMN owed_strips TEXT NOT NULL DEFAULT '[]';
        UPDATE games SET owed_strips = '[' || owed_strip || ']' WHERE owed_strip IS NOT NULL;
        ALTER TABLE games DROP COLUMN owed_strip;
        """),
    # 14: the web table's sign-ins (docs/web-protocol.md): a session token's SHA-256, its user, the
    # name and locale Discord gave at sign-in, when it was issued and last used (Unix seconds)
    Migration(
        sqlite="""
        CREATE TABLE web_sessions (token_hash TEXT PRIMARY KEY, player INTEGER NOT NULL, name TEXT NOT NULL,
                                   locale TEXT NOT NULL, issued REAL NOT NULL, used REAL NOT NULL);
        CREATE INDEX web_sessions_by_player ON web_sessions (player);
        """,
        postgresql="""
        CREATE TABLE web_sessions (token_hash TEXT PRIMARY KEY, player BIGINT NOT NULL, name TEXT NOT NULL,
                                   locale TEXT NOT NULL, issued DOUBLE PRECISION NOT NULL,
                                   used DOUBLE PRECISION NOT NULL);
        CREATE INDEX web_sessions_by_player ON web_sessions (player);
        """),
    # 15: the game of each user's last "Open the board" per channel (docs/activity.md), for the
    # Activity's page whichever bot process serves it; when it was pressed (Unix seconds)
    Migration(
        sqlite="""
        CREATE TABLE activity_launches (player INTEGER NOT NULL, channel INTEGER NOT NULL, game INTEGER NOT NULL,
                                        at REAL NOT NULL, PRIMARY KEY (player, channel));
        CREATE INDEX activity_launches_by_time ON activity_launches (at);
        """,
        postgresql="""
        CREATE TABLE activity_launches (player BIGINT NOT NULL, channel BIGINT NOT NULL, game BIGINT NOT NULL,
                                        at DOUBLE PRECISION NOT NULL, PRIMARY KEY (player, channel));
        CREATE INDEX activity_launches_by_time ON activity_launches (at);
        """),
]
