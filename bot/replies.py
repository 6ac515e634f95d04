"""Answering interactions: every refusal a user can cause becomes one ephemeral sentence."""

from __future__ import annotations

import functools
import logging

import discord

from engine import IllegalActionError

log = logging.getLogger(__name__)

FAILED = "Something went wrong on my side; the game is unchanged. Please try again."


class Refusal(Exception):
    """A request the bot turns down; the message is the sentence to answer, privately."""


async def say(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """An ephemeral answer, as the response or as a followup if the interaction is answered."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


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
