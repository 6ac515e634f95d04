"""A throwaway PostgreSQL server for the tests, the bench and the chaos run: the machine's own initdb and pg_ctl, a data
directory in a temporary folder (in memory where the machine has /dev/shm), listening on 127.0.0.1 only.

Debian's `postgresql` package puts the binaries in /usr/lib/postgresql/<version>/bin (not on
PATH). PostgreSQL refuses to run as root: as root the server runs as the `postgres` user."""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from itertools import count
from pathlib import Path

SKIP_VARIABLE = "MUSES_TEST_POSTGRES"
"""Set to `skip` to skip the PostgreSQL cases where no server binaries are installed."""

MISSING = (f"PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH nor in /usr/lib/postgresql/*/bin: "
           f"install them (Debian: apt-get install postgresql), or set {SKIP_VARIABLE}=skip to skip the "
           f"PostgreSQL cases")


def server_binaries() -> Path | None:
    """The folder holding initdb and pg_ctl: on PATH, else Debian's newest version."""
    on_path = shutil.which("pg_ctl")
    if on_path and Path(on_path).resolve().with_name("initdb").exists():
        return Path(on_path).resolve().parent
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(Path(p).parts[-3]))
    return Path(found[-1]).parent if found else None


PORT_TRIES = 5
"""Ports a server tries: the free port it was given may be taken before it starts listening."""


IN_MEMORY = Path("/dev/shm")
"""Where the data directory goes if it exists (a tmpfs): a throwaway server needs no disk, and on this
machine's disk a new database took 225 ms against 50 ms, a start 1.5 s against 0.7 s."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """A server in a temporary directory, started by `start` and removed by `stop`; each
    `new_database()` is a fresh empty database."""

    def __init__(self, binaries: Path):
        self.binaries = binaries
        self.root = Path(tempfile.mkdtemp(prefix="muses-pg-", dir=IN_MEMORY if IN_MEMORY.is_dir() else None))
        self.data = self.root / "data"
        self.port = free_port()
        self._names = count(1)
        self._user = pwd.getpwnam("postgres") if os.geteuid() == 0 else None

    def _run(self, program: str, *args: str) -> None:
        """Run a server binary as the user the server runs as."""
        as_user = ["runuser", "-u", self._user.pw_name, "--"] if self._user else []
        done = subprocess.run([*as_user, str(self.binaries / program), *args], capture_output=True, text=True,
                              timeout=120, cwd=self.root)
        if done.returncode != 0:
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr or done.stdout}")

    def start(self) -> PostgresServer:
        if self._user:
            os.chown(self.root, self._user.pw_uid, self._user.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
        log = self.root / "server.log"
        for attempt in range(1, PORT_TRIES + 1):
            said = log.stat().st_size if log.exists() else 0
            try:
                self._launch()
                break
            except RuntimeError:
                with log.open("rb") as f:
                    f.seek(said)
                    taken = b"Address already in use" in f.read()
                if not taken or attempt == PORT_TRIES:
                    raise
                self.port = free_port()  # taken since it was free (another server, a client's port)
        return self

    def _launch(self) -> None:
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root} -c fsync=off -c full_page_writes=off"
        self._run("pg_ctl", "start", "-w", "-D", str(self.data), "-l", str(self.root / "server.log"), "-o", options)

    def restart(self) -> None:
        """Stop the server at once, as a crash or a failover does (`-m immediate`: its clients cut
        off, no checkpoint), and start it again on its port: it recovers from its log."""
        self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "immediate")
        self._launch()

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "immediate")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """The URL of a new empty database on this server."""
        name = f"muses_{next(self._names)}"
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return self.url(name)


@contextlib.contextmanager
def throwaway_database(kind: str, folder: Path) -> Iterator[tuple[str, PostgresServer | None]]:
    """A new database of `kind` ("sqlite" or "postgres") for a run (MUSES_DB), with its server:
    a SQLite file in `folder` (no server), or a database on a throwaway PostgreSQL server, stopped
    afterwards."""
    if kind == "sqlite":
        yield str(folder / "muses.sqlite3"), None
        return
    binaries = server_binaries()
    if binaries is None:
        raise RuntimeError(MISSING)
    server = PostgresServer(binaries).start()
    try:
        yield server.new_database(), server
    finally:
        server.stop()
