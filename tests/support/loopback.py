"""The loopback Discord as the tests run it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace

from discord.utils import escape_markdown

from bot.offline.loopback import EDIT, LoopbackDiscord
from bot.storage.server_settings import ServerSettings

UNTIMED = ServerSettings(timeout=0.0, cooldown=0.0)
"""The tests' servers: no default turn timeout. A test's minute lasts a second, and the bot's default
10 minutes would time turns out while a test waits; a test that times turns asks for its timeout.
No cooldown either: tests ask for hints, pictures and files at machine speed (the test of cooldowns
asks for the bot's)."""
IN_CHANNELS = replace(UNTIMED, threads=False)
"""The servers of the tests of play (`make_bot`): untimed, and each game played in its channel, as
those tests follow it; the tests of threads ask for UNTIMED, whose games get threads as the bot's do."""

MACHINE_SPEED = dict(channel_messages=(50, 1.0), global_rate=(500, 1.0))
"""The limits of the tests' loopback: players here act at machine speed, where Discord's 5
posts per 5 s in a channel and 50 requests a second would only make the suite wait (the
tests of those limits, the burst test and the bench use Discord's)."""


@asynccontextmanager
async def checked_loopback(privacy) -> AsyncIterator[LoopbackDiscord]:
    """A loopback Discord at machine speed that checks, once the test is done with it, that the bot
    made no request it does not know, none it answers with an error or a 429, and that nobody was
    sent anything `privacy` keeps from them."""
    async with LoopbackDiscord(**MACHINE_SPEED) as server:
        yield server
        assert server.unknown_routes == [], server.unknown_routes
        assert server.internal_errors == []
        assert server.refused_bodies == []
        assert not server.rate_limited, f"the bot was answered 429: {server.rate_limited}"
    leaks = privacy.check(server).leaks
    assert not leaks, "\n".join(leaks[:20])


def shown(loopback, user: str) -> str:
    """A member's name as the bot's messages write it: the name Discord shows, markdown escaped."""
    return escape_markdown(loopback.member(user).display_name)


DISCORD_LOCALES = {"en": "en-US", "it": "it", "de": "de", "es": "es-ES"}
"""Discord's locale for each of the bot's languages."""


def speak(loopback, code: str) -> str:
    """The server and every member speak `code`; its Discord locale."""
    locale = DISCORD_LOCALES[code]
    loopback.guild.locale = locale
    for member in loopback.guild.members:
        member.user.locale = locale
    return locale


async def controls_off(loopback, *messages: int) -> None:
    """Until each of these messages has lost its controls: the bot takes an old board's off after the
    board that follows it, in a task of its own (nobody waits for it)."""
    for message in messages:
        await loopback.wait_for_record(lambda r, m=message: r.kind == EDIT and r.message_id == m
                                       and r.error_code is None and r.payload.get("components") == [])
