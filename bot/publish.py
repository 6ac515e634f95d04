"""The herald: everything a game says in Discord — the board each turn, hands by DM, the
score of each hand and the result. Public messages are made from public views only."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import Awaitable

import aiohttp
import discord

from engine import Action, Phase
from engine.views import PublicView

from .buttons import board_view
from .model import GameStatus
from .pictures import Renderer
from .permissions import missing_in
from .session import Private, Session, Unposted, Unreachable
from .texts import (DOT, dms_closed_text, gods_in_play_text, hand_text, last_text, left_text, mysterious_text,
                    reset_text,
                    result_text, score_text, timed_out_text, turn_text)

log = logging.getLogger(__name__)

CANNOT_DM = (50007, 50278)  # DMs closed; no mutual guild
UNKNOWN_CHANNEL = 10003
THREAD_CLOSED = {160005: "this thread is locked: a moderator can unlock it, and the game goes on at the next click",
                 50083: "this thread is archived: any message in it brings it back, and the game goes on at the "
                        "next click"}
COLOUR = {"purple": discord.Colour.purple(), "orange": discord.Colour.orange(), "white": discord.Colour.light_grey()}
MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True)
NO_PICTURE = "(The board picture could not be drawn this time; `/muses status` tries again.)"


class DiscordHerald:
    def __init__(self, client: discord.Client, renderer: Renderer):
        self.client = client
        self.renderer = renderer
        self._boards: dict[int, tuple[int, asyncio.Future[bytes]]] = {}
        """Per game, the board picture of one version, drawn or being drawn, shared by the
        board message and `/muses status`."""

    def channel(self, session: Session) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(session.stored.channel, guild_id=session.stored.guild)

    async def post(self, session: Session, content: str, **kwargs) -> discord.Message:
        """A message in the game's channel; Unreachable if the channel refuses it (or is
        gone), Unposted if Discord failed for a moment."""
        try:
            return await self.channel(session).send(content, **kwargs)
        except discord.NotFound as e:
            if e.code == UNKNOWN_CHANNEL:
                raise Unreachable("this channel no longer exists", gone=True) from e
            raise
        except discord.Forbidden as e:
            raise Unreachable(self.refusal(session, e)) from e
        except discord.HTTPException as e:
            if e.code in THREAD_CLOSED:
                raise Unreachable(THREAD_CLOSED[e.code]) from e
            if e.status >= 500:
                raise Unposted() from e
            raise
        except (asyncio.TimeoutError, aiohttp.ClientError) as e:
            raise Unposted() from e

    def refusal(self, session: Session, error: discord.Forbidden) -> str:
        """Why the channel refuses the game's posts, in a sentence for its players."""
        if error.code in THREAD_CLOSED:
            return THREAD_CLOSED[error.code]
        guild = self.client.get_guild(session.stored.guild)
        channel = guild.get_channel_or_thread(session.stored.channel) if guild else None
        lacking = missing_in(channel, guild.me) if channel is not None and guild.me is not None else []
        what = ", ".join(lacking) if lacking else "a permission"
        return (f"I am missing {what} in this channel. A member who can manage it can grant "
                f"{'them' if len(lacking) > 1 else 'it'} to me; the game goes on at the next click after that")

    def draw_board(self, view: PublicView) -> asyncio.Future[bytes]:
        return asyncio.ensure_future(self.renderer.board(view))

    def keep_board(self, game: int, version: int, drawing: asyncio.Future[bytes]) -> None:
        self._boards[game] = (version, drawing)

    async def board_png(self, session: Session) -> bytes:
        """The current board picture, drawn once per version (a drawing that failed is
        tried again by the next caller)."""
        game, version = session.id, session.stored.version
        if game not in self._boards or self._boards[game][0] != version:
            self._boards[game] = (version, self.draw_board(session.public()))
        drawing = self._boards[game][1]
        try:
            return await asyncio.shield(drawing)
        except Exception:
            if self._boards.get(game, (None, None))[1] is drawing:
                del self._boards[game]
            raise

    # --- the Herald protocol (called with the session's lock held) -------------

    async def started(self, session: Session) -> None:
        await self.board(session)

    async def after_action(self, session: Session, seat: int, action: Action, ended: PublicView | None,
                           timed_out: bool) -> None:
        note = timed_out_text(session.stored, seat) if timed_out else None
        if ended is not None:
            await self.hand_over(session, ended)
            if session.stored.status is GameStatus.FINISHED:
                self._boards.pop(session.id, None)
                return
            note = "\n".join(filter(None, [note, f"**Hand {session.public().hand_number + 1}** is dealt: "
                                                   f"new hands by DM (or *My hand*)."]))
        await self.board(session, note)

    async def left(self, session: Session, seat: int) -> None:
        """A player forfeited: the game ended, or goes on with a new board."""
        text = left_text(session.stored, seat)
        if session.stored.is_open:
            await self.board(session, text)
        else:
            self._boards.pop(session.id, None)
            await self.post(session, text, allowed_mentions=MENTIONS)

    async def reset(self, session: Session, by: int) -> None:
        self._boards.pop(session.id, None)
        await self.post(session, reset_text(session.stored, by), allowed_mentions=discord.AllowedMentions.none())

    async def resumed(self, session: Session, note: str | None) -> None:
        await self.board(session, note)

    # --- messages ---------------------------------------------------------------

    async def board(self, session: Session, note: str | None = None) -> None:
        """Post the board of the current turn, with the buttons of this version (without its
        picture if that could not be drawn: the game goes on)."""
        s = session.stored
        view = session.public()
        picture = await _picture(self.board_png(session), f"board-{s.id}-{s.version}.png")
        colour = view.colours[view.companies[view.to_move]]
        embed = discord.Embed(title=f"Dance of Muses — game #{s.id}", colour=COLOUR.get(colour),
                              description=last_text(view))
        if view.gods:
            embed.add_field(name="Divine Interventions", value=gods_in_play_text(view), inline=False)
        if picture:
            embed.set_image(url=f"attachment://{picture.filename}")
        else:
            note = "\n".join(filter(None, [note, NO_PICTURE]))
        embed.set_footer(text=f"Hand {view.hand_number + 1} of {view.hands_total} · "
                              f"{'placement' if view.phase is Phase.PLACEMENT else 'dance'} · board {s.version}")
        content = "\n".join(filter(None, [note, f"{DOT.get(colour, '')} {turn_text(s, view)}"]))
        message = await self.post(session, content, embed=embed, **_attached(picture), view=board_view(s),
                                  allowed_mentions=MENTIONS)
        await session.note_message(message.id)

    async def hand_over(self, session: Session, ended: PublicView) -> None:
        """The score of the hand that just ended; the result too if the game is over."""
        s = session.stored
        score = ended.scores[-1]
        picture = await _picture(self.renderer.score(ended, score.hand), f"score-{s.id}-{score.hand + 1}.png")
        text = score_text(s, ended, score)
        if s.status is GameStatus.FINISHED:
            text += "\n\n" + result_text(s, ended)
        await self.post(session, text, **_attached(picture), allowed_mentions=MENTIONS)

    # --- private messages (called without the lock) ------------------------------

    async def private(self, session: Session, messages: list[Private]) -> None:
        for message in messages:
            view = message.view
            if message.mysterious:
                await self.dm(session, message.seat, mysterious_text(session.stored, view))
            else:
                picture = await _picture(self.renderer.hand(view), f"hand-{session.id}.png")
                await self.dm(session, message.seat, hand_text(session.stored, view), picture)

    async def dm(self, session: Session, seat: int, text: str, file: discord.File | None = None) -> None:
        """A private message, through the seat's DM channel (opened once, then remembered); if
        the player's DMs are closed, tell them once in the channel how to see their hand,
        remember it, and go on."""
        known = session.stored.seats[seat]
        try:
            if known.dm_channel is None:
                channel = await self.client.create_dm(discord.Object(known.user))
                await session.note_seat(seat, dm_channel=channel.id)
            else:
                channel = self.client.get_partial_messageable(known.dm_channel, type=discord.ChannelType.private)
            await channel.send(text, **_attached(file))
        except discord.HTTPException as e:
            if e.code not in CANNOT_DM and e.status != 403:
                log.warning("DM to %s failed: %s", known.user, e)
                return
            await session.note_seat(seat, dm_closed=True)
            await self.post(session, dms_closed_text(known.user), allowed_mentions=MENTIONS)


async def _picture(drawing: Awaitable[bytes], name: str) -> discord.File | None:
    """The picture as a file to attach, or None if drawing it failed (logged): a message
    goes out without its picture rather than not at all."""
    try:
        return discord.File(io.BytesIO(await drawing), name)
    except Exception:
        log.exception("drawing %s failed", name)
        return None


def _attached(picture: discord.File | None) -> dict:
    return {"file": picture} if picture else {}
