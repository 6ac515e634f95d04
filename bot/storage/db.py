"""Opening the database: the one place that connects to SQLite (a file path) or PostgreSQL (a
`postgresql://` URL) and speaks to either through one small interface, `Database`.

SQL given to a `Database` is written once for both: `?` placeholders, and no function that only
one dialect knows (the schema's differences are in `migrations.MIGRATIONS`, which `migrate` runs)."""

from __future__ import annotations

import asyncio
import fcntl
import itertools
import re
import sqlite3
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, Protocol

import aiosqlite
import asyncpg

from .migrations import MIGRATIONS

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
Row = Mapping[str, Any]


class UniqueViolation(ValueError):
    """A write would break a unique index (one open game per channel, one game per id)."""


class Unwritable(RuntimeError):
    """The database refused a write, nothing of it written: its disk is full, or it is read-only."""


class Disconnected(RuntimeError):
    """The connection to the database server was lost, or it cannot be reached now (a restart): a
    write under way may or may not have been committed. The next statement connects again."""


UNREACHABLE = (OSError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError, Disconnected, Unwritable)
"""What opening a database raises when it cannot be reached or opened (refused, no such database...)."""


def is_postgres(target: str | Path) -> bool:
    """`target` (MUSES_DB) names a PostgreSQL database rather than a SQLite file."""
    return str(target).startswith(POSTGRES_SCHEMES)


def shown(target: str | Path) -> str:
    """`target` as it may be printed: a URL without its password."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", str(target))


class Database(Protocol):
    """A connection (SQLite) or a pool of them (PostgreSQL); each statement commits on its own
    unless it runs in `transaction()`."""

    dialect: str
    """"sqlite" or "postgresql": which SQL of a migration it runs."""
    name: str

    async def fetch_one(self, sql: str, args: Sequence[Any] = ()) -> Row | None: ...

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[Row]: ...

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> None:
        """Run one statement (a write that must say what it changed: `fetch_*` with RETURNING).
        UniqueViolation if it broke a unique index."""

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def script(self, sql: str) -> None:
        """Run several statements (`;`-separated, no arguments) as one transaction."""

    def transaction(self) -> AbstractAsyncContextManager[Database]:
        """The Database whose statements commit together at the end, or not at all (SQLite's is its
        one connection: nothing else may use it meanwhile)."""

    def schema_lock(self) -> AbstractAsyncContextManager[None]:
        """Held while migrating: no other process migrates this database meanwhile."""

    async def after_copy(self, table: str) -> None:
        """After rows were written with their own ids: new rows get ids past them."""

    async def close(self) -> None: ...


class SqliteDatabase:
    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, name: str):
        self.conn, self.name = conn, name

    # Each statement is one call to the connection's thread (a cursor opened, read and closed
    # there): under load each call waits its turn for the thread and the interpreter's lock.

    async def fetch_one(self, sql, args=()):
        rows = await self.fetch_all(sql, args)
        return rows[0] if rows else None

    async def fetch_all(self, sql, args=()):
        with _sqlite_errors():
            return list(await self.conn.execute_fetchall(sql, args))

    async def execute(self, sql, args=()):
        await self.fetch_all(sql, args)

    async def execute_many(self, sql, rows):
        with _sqlite_errors():
            await self.conn.executemany(sql, rows)

    async def script(self, sql):
        await self.conn.executescript(f"BEGIN IMMEDIATE;\n{sql}\nCOMMIT;")

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Database]:
        await self.execute("BEGIN IMMEDIATE")
        try:
            yield self
        except BaseException:
            await self.conn.execute("ROLLBACK")
            raise
        try:
            await self.execute("COMMIT")
        except BaseException:
            if self.conn.in_transaction:  # a COMMIT that failed may leave it open
                await self.conn.execute("ROLLBACK")
            raise

    @asynccontextmanager
    async def schema_lock(self) -> AsyncIterator[None]:
        """Bot processes of several shards may start together on one file (on one machine): an
        exclusive lock on a file beside it, while one migrates."""
        async with _file_lock(self.name):
            yield

    async def after_copy(self, table):
        pass  # an INTEGER PRIMARY KEY goes on from the largest id

    async def close(self):
        await self.conn.close()


_SQLITE_UNWRITABLE = ("SQLITE_FULL", "SQLITE_READONLY")
"""The names of SQLite's errors for a write it cannot make (`sqlite_errorname` begins with one)."""


@contextmanager
def _sqlite_errors() -> Iterator[None]:
    """SQLite's error for a broken unique index or primary key as UniqueViolation, for a full
    disk or a read-only file as Unwritable."""
    try:
        yield
    except sqlite3.IntegrityError as e:
        if e.sqlite_errorname in ("SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"):
            raise UniqueViolation(str(e)) from None
        raise
    except sqlite3.OperationalError as e:
        if getattr(e, "sqlite_errorname", "").startswith(_SQLITE_UNWRITABLE):
            raise Unwritable(str(e)) from e
        raise


class PostgresDatabase:
    dialect = "postgresql"
    SCHEMA_LOCK = 0x6D75736573  # "muses": the advisory lock held while migrating

    def __init__(self, pool: asyncpg.Pool, name: str, conn: asyncpg.Connection | None = None):
        self.pool, self.name, self._conn = pool, name, conn

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        if self._conn is not None:
            yield self._conn
        else:
            async with self.pool.acquire() as conn:
                yield conn

    async def fetch_one(self, sql, args=()):
        async with _postgres_errors(), self._connection() as conn:
            return await conn.fetchrow(_numbered(sql), *args)

    async def fetch_all(self, sql, args=()):
        async with _postgres_errors(), self._connection() as conn:
            return await conn.fetch(_numbered(sql), *args)

    async def execute(self, sql, args=()):
        async with _postgres_errors(), self._connection() as conn:
            await conn.execute(_numbered(sql), *args)

    async def execute_many(self, sql, rows):
        async with _postgres_errors(), self._connection() as conn:
            await conn.executemany(_numbered(sql), rows)

    async def script(self, sql):
        async with _postgres_errors(), self._connection() as conn, conn.transaction():
            await conn.execute(sql)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Database]:
        async with _postgres_errors(), self._connection() as conn, conn.transaction():
            yield PostgresDatabase(self.pool, self.name, conn)

    @asynccontextmanager
    async def schema_lock(self) -> AsyncIterator[None]:
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", self.SCHEMA_LOCK)
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", self.SCHEMA_LOCK)

    async def after_copy(self, table):
        await self.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                           f"(SELECT coalesce(max(id), 0) + 1 FROM {table}), false)")

    async def close(self):
        await self.pool.close()


_LOST = (OSError, asyncpg.ConnectionDoesNotExistError, asyncpg.CannotConnectNowError, asyncpg.AdminShutdownError,
         asyncpg.CrashShutdownError, asyncpg.InterfaceError)
"""What asyncpg raises when the server went away, is down or starting up, or the connection broke."""


@asynccontextmanager
async def _postgres_errors() -> AsyncIterator[None]:
    """PostgreSQL's error for a broken unique index or primary key as UniqueViolation, a server
    out of reach as Disconnected."""
    try:
        yield
    except asyncpg.UniqueViolationError as e:
        raise UniqueViolation(str(e)) from None
    except _LOST as e:
        raise Disconnected(f"{type(e).__name__}: {e}") from e
    except asyncpg.LockNotAvailableError as e:  # a write still under way (`GameStore.settled`)
        raise Disconnected(f"{type(e).__name__}: {e}") from e


_MARK_OR_QUOTED = re.compile(r"""\?|'[^']*'|"[^"]*"|--[^\n]*""")
"""A `?` placeholder, or what may hold one that is none: a string, a quoted name, a comment."""


def _numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2...` (a `?` in a string, a name or a comment stays)."""
    count = itertools.count(1)
    return _MARK_OR_QUOTED.sub(lambda m: f"${next(count)}" if m[0] == "?" else m[0], sql)


class SchemaTooNewError(RuntimeError):
    """The database was made by a newer version of the bot than this one."""


async def schema_version(db: Database) -> int:
    await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = await db.fetch_one("SELECT max(version) AS version FROM schema_version")
    assert row is not None  # an aggregate has one row
    return row["version"] or 0


async def migrate(db: Database) -> int:
    """Run every migration not yet applied, each in its own transaction; returns the version.
    A database newer than this code is refused, untouched."""
    async with db.schema_lock():
        version = await schema_version(db)
        if version > len(MIGRATIONS):
            raise SchemaTooNewError(
                f"{db.name} has schema version {version}, newer than this bot's {len(MIGRATIONS)}: run the newer "
                f"version of the bot that made it, or point MUSES_DB at another database")
        for number, step in enumerate(MIGRATIONS[version:], start=version + 1):
            await db.script(f"{step.sql(db.dialect)}\nINSERT INTO schema_version (version) VALUES ({number});")
    return len(MIGRATIONS)


async def prepare_db(target: str | Path) -> None:
    """Create or upgrade the database before the bot connects; SchemaTooNewError if it
    was made by a newer bot."""
    await (await open_db(target)).close()


async def open_db(target: str | Path, pool_size: int = 10) -> Database:
    """The database `target` names, schema up to date (`connect`, then `migrate`)."""
    db = await connect(target, pool_size)
    try:
        await migrate(db)
    except BaseException:
        await db.close()
        raise
    return db


async def connect(target: str | Path, pool_size: int = 10) -> Database:
    """The database `target` names (MUSES_DB: a SQLite file, `:memory:`, or a `postgresql://`
    URL), as it is. SQLite runs in WAL mode with foreign keys and a busy timeout."""
    return await (_open_postgres(str(target), pool_size) if is_postgres(target) else _open_sqlite(str(target)))


@asynccontextmanager
async def _file_lock(path: str) -> AsyncIterator[None]:
    """An exclusive lock on a file beside the SQLite file `path`, for what processes opening it
    together must do one at a time (switching to WAL, migrating)."""
    if path == ":memory:":
        yield
        return
    with open(f"{path}.lock", "a") as lock:
        await asyncio.to_thread(fcntl.flock, lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


async def _open_sqlite(path: str) -> SqliteDatabase:
    conn = await aiosqlite.connect(path, isolation_level=None)  # each statement commits, unless in BEGIN
    try:
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA busy_timeout=5000")
        async with _file_lock(path):  # switching to WAL waits for no busy handler: one process at a time
            await conn.execute("PRAGMA journal_mode=WAL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA synchronous=NORMAL")
    except BaseException:
        await conn.close()
        raise
    return SqliteDatabase(conn, path)


async def _open_postgres(url: str, pool_size: int) -> PostgresDatabase:
    pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size)
    return PostgresDatabase(pool, shown(url))
