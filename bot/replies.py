"""Answering interactions: every refusal a user can cause becomes one ephemeral sentence."""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import Awaitable, TypeVar

import discord

from engine import IllegalActionError

log = logging.getLogger(__name__)
T = TypeVar("T")

FAILED = "Something went wrong on my side; the game is unchanged. Please try again."


class Refusal(Exception):
    """A request the bot turns down; the message is the sentence to answer, privately."""


async def say(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """An ephemeral answer, as the response or as a followup if the interaction is answered."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


async def deferring(interaction: discord.Interaction, work: Awaitable[T], **defer) -> T:
    """`work`, while the interaction is acknowledged with `defer()` alongside it (the
    acknowledgement is not on the way of a turn); both are over when this returns or raises,
    so that a refusal can follow up. An acknowledgement Discord refused does not undo the work."""
    acknowledging = asyncio.ensure_future(interaction.response.defer(**defer))
    try:
        return await work
    finally:
        try:
            await acknowledging
        except discord.HTTPException as e:
            log.warning("could not acknowledge interaction %s: %s", interaction.id, e)


def guarded(handler):
    """Wrap an interaction handler (`interaction` is its first argument after `self`):
    a Refusal or an illegal action is answered with its sentence; anything else is
    logged and answered with an apology, never left as "This interaction failed"."""

    @functools.wraps(handler)
    async def wrapper(self, interaction: discord.Interaction, *args, **kwargs):
        try:
            return await handler(self, interaction, *args, **kwargs)
        except (Refusal, IllegalActionError) as e:
            text = str(e)
            text = text[0].upper() + text[1:] if text else FAILED
            await _try_say(interaction, text if text.endswith((".", "!", "?")) else text + ".")
        except Exception:
            log.exception("handler %s failed", handler.__qualname__)
            await _try_say(interaction, FAILED)

    return wrapper


async def _try_say(interaction: discord.Interaction, text: str) -> None:
    try:
        await say(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s: %s", interaction.id, text)
