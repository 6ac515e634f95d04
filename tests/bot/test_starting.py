"""The faults an operator meets when the bot starts, played by the loopback Discord: each ends
the start with one line saying what to do and an exit status of its own, no traceback; an
unreachable Discord is tried again first, for as long as MUSES_PATIENCE says."""

from __future__ import annotations

import asyncio
import logging
import socket

import pytest
import yarl

from bot.__main__ import main
from bot.hosting.starting import INTENTS_REFUSED, TOKEN_REFUSED, UNREACHABLE, StartFailed, connected
from bot.offline.loopback import discord_py_pointed_at


async def refused(bot, token: str) -> StartFailed:
    async with bot:
        with pytest.raises(StartFailed) as failed:
            await asyncio.wait_for(connected(bot, token, patience=0), 10)
    return failed.value


async def test_a_token_discord_refuses_is_named_with_what_to_do(loopback, make_bot):
    failed = await refused(make_bot(), "a-token-reset-since")
    assert failed.status == TOKEN_REFUSED == 3
    assert str(failed).startswith("Discord refused the token (401 Unauthorized): set DISCORD_TOKEN to the bot's token")
    assert not loopback.gateway.connected


async def test_intents_the_developer_portal_does_not_allow_are_named_with_what_to_do(loopback, make_bot):
    loopback.gateway.allowed_intents = 0
    failed = await refused(make_bot(), loopback.token)
    assert failed.status == INTENTS_REFUSED == 4
    assert str(failed).startswith("Discord refused the bot's gateway intents (close code 4014")
    assert "Privileged Gateway Intents" in str(failed)


def test_an_unreachable_discord_is_tried_again_then_the_bot_exits_with_one_line(tmp_path, monkeypatch, capsys,
                                                                                caplog):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.chdir(tmp_path)
    for name, value in {"DISCORD_TOKEN": "token", "MUSES_DB": str(tmp_path / "muses.sqlite3"), "MUSES_TILES": "",
                        "MUSES_RENDER_PROCESSES": "0", "MUSES_AI_PROCESSES": "0", "MUSES_SHARDS": "",
                        "MUSES_PATIENCE": "1.5"}.items():  # a refused try takes ms; 1.5 s under any load
        monkeypatch.setenv(name, value)
    caplog.set_level(logging.WARNING, "bot.hosting.starting")
    with discord_py_pointed_at(f"http://127.0.0.1:{port}/api/v10", yarl.URL(f"ws://127.0.0.1:{port}/gateway")):
        status = main(["run"])
    assert status == UNREACHABLE == 5
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("error: cannot reach Discord after trying for 1.5 s "
                           f"(Cannot connect to host 127.0.0.1:{port}")
    assert line.endswith("check the network, DNS and firewall (the bot needs discord.com over HTTPS), then start again")
    retries = [r.getMessage() for r in caplog.records if r.name == "bot.hosting.starting"]
    assert retries and all(r.startswith("cannot reach Discord (Cannot connect to host") for r in retries)
    assert 0 < float(retries[0].rsplit("trying again in ", 1)[1].removesuffix(" s")) <= 1.0  # the first wait
