"""The tests' PostgreSQL servers (bot/offline/postgres.py) come up while other servers and tests,
in other workers, take ports."""

from __future__ import annotations

import socket

import pytest

from bot.offline.postgres import PostgresServer, server_binaries


@pytest.mark.slow
def test_a_server_whose_free_port_was_taken_before_it_started_listens_on_another(postgres):
    """(`postgres`: the machine has the server binaries, or the test fails saying so.)"""
    binaries = server_binaries()
    assert binaries is not None  # `postgres` failed or skipped otherwise
    server = PostgresServer(binaries)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", server.port))
        taken.listen()
        server.start()
        try:
            assert server.port != taken.getsockname()[1]
            assert server.new_database().startswith(f"postgresql://postgres@127.0.0.1:{server.port}/")
        finally:
            server.stop()
