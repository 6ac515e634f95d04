"""Answering interactions: a refusal (`engine.Refusal`, the one error type meant for
players) becomes its ephemeral sentence; any other failure is logged with its traceback
and answered with one apology."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

import discord

from engine import Refusal

from ..core.language import N_, _, said, speaking
from ..play.herald import Reply
from .locales import locale_of
from .markup import in_message

log = logging.getLogger(__name__)
T = TypeVar("T")

FAILED = N_("Something went wrong on my side; the game is unchanged. Please try again.")
UNOFFERED = N_("Choose one of the options offered")
"""A value the bot did not offer: a menu's option or a command's choice that is not (or no longer) there."""
STORED = N_("Stored; the board follows.")
"""A "thinking" answer's words while a public message follows it (replaced once the work is done)."""


async def say(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """An ephemeral answer: the response; or, once deferred with "thinking", the edit of that
    response; or, after a deferred click, a followup."""
    response = interaction.response
    text = in_message(text)
    if not response.is_done():
        await response.send_message(text, ephemeral=True, **kwargs)
    elif response.type is discord.InteractionResponseType.deferred_channel_message:
        files = [kwargs.pop("file")] if "file" in kwargs else kwargs.pop("files", None)
        if files:
            kwargs["attachments"] = files
        await interaction.edit_original_response(content=text, **kwargs)
    else:
        await interaction.followup.send(text, ephemeral=True, **kwargs)


async def deferring(interaction: discord.Interaction, work: Awaitable[T], **defer) -> T:
    """`work`, while the interaction is acknowledged with `defer()` alongside it (the
    acknowledgement is not on the way of a turn); both are over when this returns or raises,
    so that a refusal can follow up. An acknowledgement Discord refused does not undo the work."""
    return await replying(interaction, lambda reply: work, **defer)


async def replying(interaction: discord.Interaction, work: Callable[[Reply], Awaitable[T]], **defer) -> T:
    """As `deferring`, for `work(reply)`: `reply` posts a public message through the interaction
    once it is acknowledged (a followup, which neither the channel's pace nor the bot's global
    limit holds back: Discord keeps interaction endpoints out of both)."""
    acknowledging = asyncio.ensure_future(interaction.response.defer(**defer))

    async def reply(content: str, **kwargs) -> discord.Message:
        await asyncio.shield(acknowledging)
        if interaction.response.type is discord.InteractionResponseType.deferred_channel_message:
            # Discord makes the first followup of a "thinking" response that response (private if it
            # is): it is answered first, and the public message follows it.
            await interaction.edit_original_response(content=_(STORED))
        return await interaction.followup.send(in_message(content), wait=True, **kwargs)

    try:
        return await work(reply)
    finally:
        try:
            await acknowledging
        except discord.HTTPException as e:
            log.warning("could not acknowledge interaction %s: %s", interaction.id, e)


def guarded(handler):
    """Wrap an interaction handler (`interaction` is its first argument after `self`) so
    that every failure gets an answer (`answer_failure`), never "This interaction failed"."""

    @functools.wraps(handler)
    async def wrapper(self, interaction: discord.Interaction, *args, **kwargs):
        with speaking(locale_of(interaction)):
            try:
                return await handler(self, interaction, *args, **kwargs)
            except Exception as e:
                await answer_failure(interaction, e, handler.__qualname__)

    return wrapper


def sentence(refusal: Refusal) -> str:
    """A refusal as the sentence a player reads, in the language spoken: capitalised, with its full stop."""
    text = said(refusal.phrase) or _(FAILED)
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


async def answer_failure(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """A refusal is answered with its sentence; anything else is logged with its traceback
    and answered with one apology (its text is never shown: it may hold what a player
    may not know). Once the bot is stopping (a restart), nothing can be answered: one line says so."""
    if interaction.client.is_closed():
        log.warning("%s left unanswered: the bot is stopping (%s)", where, type(error).__name__)
        return
    if isinstance(error, Refusal):
        text = sentence(error)
    else:
        log.error("%s failed", where, exc_info=error)
        text = _(FAILED)
    try:
        await say(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s: %s", interaction.id, text)
