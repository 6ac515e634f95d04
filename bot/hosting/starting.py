"""Coming up on Discord, and the faults an operator meets there: a token Discord refuses, an
intent it does not allow, Discord out of reach. Each ends the start with one line saying what
to do and an exit status of its own (README, "Running the bot"). Discord out of reach is
tried again with backoff for a while first: under a service manager, the bot comes up by
itself once the network does."""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import discord

log = logging.getLogger(__name__)

TOKEN_REFUSED = 3
"""Exit status: Discord refused the token (401)."""
INTENTS_REFUSED = 4
"""Exit status: Discord refused the gateway intents the bot asks for (close code 4014)."""
UNREACHABLE = 5
"""Exit status: Discord could not be reached (no network, DNS down, a firewall)."""
FIRST_WAIT, LONGEST_WAIT = 1.0, 60.0
"""Seconds before the first retry of an unreachable Discord; the wait doubles up to the longest."""


class StartFailed(Exception):
    """The bot cannot come up on Discord: `str()` is the line that says why and what to do,
    `status` the process's exit status."""

    def __init__(self, status: int, line: str):
        super().__init__(line)
        self.status = status


async def connected(bot: discord.Client, token: str, patience: float) -> None:
    """Log `bot` in and stay connected until it closes; Discord out of reach at the first
    request is tried again for `patience` seconds. StartFailed for each fault of the start."""
    try:
        await _logged_in(bot, token, patience)
        await bot.connect()
    except discord.LoginFailure:
        raise StartFailed(TOKEN_REFUSED, "Discord refused the token (401 Unauthorized): set DISCORD_TOKEN to the "
                                         "bot's token from the developer portal (Bot > Reset Token), then start "
                                         "again") from None
    except discord.PrivilegedIntentsRequired:
        raise StartFailed(INTENTS_REFUSED, "Discord refused the bot's gateway intents (close code 4014, disallowed "
                                           "intents): enable them in the developer portal (Bot > Privileged Gateway "
                                           "Intents), then start again") from None
    except aiohttp.ClientConnectorError as e:  # went out of reach while starting, after the first answer
        raise _unreachable(e, "while starting") from None


async def _logged_in(bot: discord.Client, token: str, patience: float) -> None:
    loop = asyncio.get_running_loop()
    give_up, wait = loop.time() + patience, FIRST_WAIT
    while True:
        try:
            await bot.login(token)
            return
        except aiohttp.ClientConnectorError as e:
            if bot.user is not None:  # a login answered once is not done twice (its setup may have run)
                raise
            left = give_up - loop.time()
            if left <= 0:
                raise _unreachable(e, f"after trying for {patience:g} s") from None
            log.warning("cannot reach Discord (%s): trying again in %.1f s", e, min(wait, left))
            await asyncio.sleep(min(wait, left))
            wait = min(2 * wait, LONGEST_WAIT)
            await bot.http.close()  # its connector with it: the next login opens a new one
            bot.http.connector = discord.utils.MISSING


def _unreachable(error: aiohttp.ClientConnectorError, when: str) -> StartFailed:
    return StartFailed(UNREACHABLE, f"cannot reach Discord {when} ({error}): check the network, DNS and firewall "
                                    "(the bot needs discord.com over HTTPS), then start again")
