"""`/muses review`: a finished game reviewed by the AI (`engine.ai.review`), in the AI workers
behind every live game's turn, its progress shown as it goes; then its pictures: the win
chances over the game and the turning points of each human player (of every seat in a game of
AIs alone), the moves the AI played for an absent player marked (`StoredGame.automated`). A
review is stored once per version of the AI: asked again, it is drawn from the store at once;
asked while it is made, the one under way is shared (`hosting.thinking.Thinker.review`)."""

from __future__ import annotations

import io
import math
import time

import discord

from engine import Refusal, game_to_record
from engine.ai.review import TURNING_LOSS, Review
from engine.language import Phrase
from engine.views import public_view

from ..core.language import N_, _, percent, speaking
from ..core.stored import GameStatus, StoredGame
from ..core.texts import shown_names
from ..play.herald import Unposted, Unreachable
from . import replays
from .client import Interaction, channel_of, cool_down, guild_of
from .locales import locale_of
from .markup import in_message

PROGRESS = N_("Reviewing game #{game}: {done} of {total} moves…")
REVIEWED = N_("Game #{game} reviewed: each player's win chance over the game to its result, then the turning points: "
              "the moves that lost {loss} of win chance or more against the best move the AI found, each drawn with "
              "that better move.")
LATE = N_("This review took longer than an answer may wait: it is posted here.")
POSTED_IN = N_("The review of game #{game} is posted in <#{channel}>.")
NOT_POSTED = N_("The review of game #{game} could not be posted in its channel: {reason}")
UNANSWERED = N_("Discord did not answer; try again later")
NOT_OVER = N_("Game #{game} is not over: its review comes once it has a result")
NONE_FOUND = N_("No game has been played to its result in this channel, nor by you on this server")
WHERE = {"me": N_("just me"), "game": N_("the game's thread or channel")}
"""Where the review goes: to the asker alone, or to everyone (after its end, all of a game is public)."""
PROGRESS_EVERY_S = 2.0
"""Seconds at least between two edits that show a review's progress."""
ATTACHMENTS = 10
"""The most files a Discord message holds: more pictures go in further messages."""
INVALID_WEBHOOK_TOKEN = 50027
"""Discord's error once an interaction's token has expired (15 minutes after the interaction)."""


async def review(interaction: Interaction, game: int | None, where: str = "me") -> None:
    """The review of game `game` (default: the channel's last finished game, else the asker's):
    from the store, or made now, showing its progress."""
    stored = await finished(interaction, game)
    assert stored.game is not None, "a finished game was played"
    client = interaction.client
    reviewer, store = client.reviewer, client.games.store
    kept = await store.review(stored, reviewer.review_version)
    if kept is None:
        cool_down(interaction, "review")
    await interaction.response.defer(ephemeral=True, thinking=True)
    token = Token(interaction)
    if kept is None:
        shown = -math.inf  # the first is shown at once

        async def progress(done: int, total: int) -> None:
            nonlocal shown
            if time.monotonic() - shown >= PROGRESS_EVERY_S:
                shown = time.monotonic()
                await token.edit(_(PROGRESS).format(game=stored.id, done=done, total=total))

        kept = await reviewer.review(stored.id, game_to_record(stored.game), interaction.user.id, progress)
        await store.keep_review(stored.id, kept)
    if where == "me" and token.alive:
        files = await _pictures(interaction, stored, kept, locale_of(interaction))
        text = _(REVIEWED).format(game=stored.id, loss=percent(TURNING_LOSS))
        for k, part in enumerate(_messages(files)):
            if k == 0:
                await token.edit(in_message(text), attachments=part)
            elif token.alive:
                await interaction.followup.send(in_message(text), files=part, ephemeral=True)
        if token.alive:
            return
    await _post(interaction, stored, kept, late=not token.alive)
    await token.edit(_(POSTED_IN).format(game=stored.id, channel=stored.channel))


class Token:
    """The deferred answer, edited while its interaction's token lives (15 minutes)."""

    def __init__(self, interaction: Interaction):
        self.interaction = interaction
        self.alive = True

    async def edit(self, text: str, **kwargs) -> None:
        if not self.alive:
            return
        try:
            await self.interaction.edit_original_response(content=in_message(text), **kwargs)
        except discord.HTTPException as e:
            if e.code != INVALID_WEBHOOK_TOKEN:
                raise
            self.alive = False


async def _post(interaction: Interaction, stored: StoredGame, kept: Review, late: bool) -> None:
    """The review in the game's thread (or channel), in the game's language."""
    language = stored.table.language
    files = await _pictures(interaction, stored, kept, language)
    with speaking(language):
        said = _(REVIEWED).format(game=stored.id, loss=percent(TURNING_LOSS))
        text = "\n".join([said, *([_(LATE)] if late else [])])
    try:
        for part in _messages(files):
            await interaction.client.herald.post(stored, text, files=part)
    except (Unreachable, Unposted) as e:
        reason = e.reason if isinstance(e, Unreachable) else Phrase.of(UNANSWERED)
        raise Refusal(NOT_POSTED, game=stored.id, reason=reason) from e


def _messages(files: list[discord.File]) -> list[list[discord.File]]:
    """The pictures, as many to a message as Discord takes."""
    return [files[k:k + ATTACHMENTS] for k in range(0, len(files), ATTACHMENTS)]


async def _pictures(interaction: Interaction, stored: StoredGame, kept: Review, locale: str) -> list[discord.File]:
    """The chart, then the turning points of each human player (every seat's in a game of AIs alone)."""
    assert stored.game is not None, "a finished game was played"
    seats = [k for k, seat in enumerate(stored.seats) if seat.ai_level is None] or list(range(len(stored.seats)))
    view = public_view(stored.game, shown_names(stored.seats))
    pages = await interaction.client.renderer.review(game_to_record(stored.game), view, kept, seats,
                                                     stored.automated, locale, interaction.user.id)
    return [discord.File(io.BytesIO(png), f"review-{stored.id}-{k + 1}.png") for k, png in enumerate(pages)]


async def finished(interaction: Interaction, game: int | None) -> StoredGame:
    """Game `game` of the server played to its result; by default the channel's last one (or its
    threads'), else the asker's last one on this server."""
    if game is not None:
        return await replays.finished(interaction, game, not_over=NOT_OVER)
    store = interaction.client.games.store
    last = await store.finished_in(channel_of(interaction), 1)
    if not last:
        last = [g for g in reversed(await store.games_of(guild_of(interaction))) if g.status is GameStatus.FINISHED
                and interaction.user.id in (seat.user for seat in g.seats)][:1]
    if not last:
        raise Refusal(NONE_FOUND)
    return last[0]
