"""The herald: everything a game says in Discord — the board each turn, hands by DM, the
score of each hand and the result. Public messages are made from public views only."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

import aiohttp
import discord

from engine import Phase
from engine.language import Joined, Phrase
from engine.views import PublicView, public_view

from ..core.language import N_, _, speaking
from ..core.stored import GameStatus, StoredGame
from ..core.texts import (
    DOT,
    dms_closed_text,
    ended_line,
    gods_in_play_text,
    hand_text,
    last_text,
    lobby_text,
    mysterious_text,
    no_thread_text,
    noted,
    paused_line,
    rating_changes_text,
    reminder_text,
    result_text,
    score_text,
    shown_names,
    thread_gone_text,
    thread_link_text,
    thread_name,
    turn_text,
)
from ..edge.buttons import board_controls, lobby_controls, rematch_controls
from ..edge.markup import in_message
from ..edge.permissions import missing_in
from ..play.herald import Edit, Herald, Ledger, Posted, Reply, Unposted, Unreachable
from ..play.lifecycle import Private, ended
from ..play.ratings import changes
from ..play.timers import Pace, Timing
from .pictures import Renderer
from .refusals import Refusals

log = logging.getLogger(__name__)
T = TypeVar("T")

CANNOT_DM = (50007, 50278)  # DMs closed; no mutual guild
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
THREAD_STARTED = 160004
NOT_HERE = 50024
"""Cannot execute action on this channel type."""
THREAD_ARCHIVED = 50083
ARCHIVE_MINUTES = (60, 1440, 4320, 10080)
"""The minutes of inactivity after which Discord may archive a thread."""
THREAD_CLOSED = {160005: N_("this thread is locked: a moderator can unlock it, and the game goes on at the next "
                            "click"),
                 50083: N_("this thread is archived: any message in it brings it back, and the game goes on at the "
                           "next click")}
COLOUR = {"purple": discord.Colour.purple(), "orange": discord.Colour.orange(), "white": discord.Colour.light_grey()}
MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True)
QUIET = discord.AllowedMentions.none()
RECENT = 20
"""Messages of a channel looked through after a restart for a board or lobby already out."""
NO_PICTURE = N_("(The board picture could not be drawn this time; `/muses status` tries again.)")


class DiscordHerald(Herald):
    def __init__(self, client: discord.Client, renderer: Renderer, timing: Timing,
                 table_of: Callable[[int], str | None] = lambda game: None,
                 launches: Callable[[], bool] = lambda: False):
        self.client = client
        self.table_of = table_of
        """The address of a game's web table ("Open the board"), None without one."""
        self.launches = launches
        """Whether "Open the board" launches the Activity instead (edge.activity)."""
        self.timing = timing
        self.renderer = renderer
        self.channels = Pace(*timing.channel_posts)
        self.requests = Pace(*timing.requests)
        self.refusals = Refusals()
        """Channels that refused a post lately (403), left alone for a while."""
        self._boards: dict[int, tuple[int, asyncio.Future[bytes]]] = {}
        """Per game, the board picture of one version, drawn or being drawn, shared by the
        board message and `/muses status`."""
        self._views: dict[int, tuple[int, PublicView]] = {}
        """Per game, the public view of one version, made once as it was stored (`keep_board`)."""

    def channel(self, s: StoredGame, to: int | None = None) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(to or s.channel, guild_id=s.guild)

    async def post(self, s: StoredGame, content: str, *, to: int | None = None, **kwargs) -> discord.Message:
        """A message in the game's channel (or channel `to`: the one its thread hangs from);
        Unreachable if the channel refuses it (or is gone, or refused lately: `Refusals`), Unposted if
        Discord failed for a moment."""
        channel = to or s.channel
        self._not_refusing(channel)
        async with self.channels.turn(channel), self.requests.turn():
            try:
                message = await self._in_channel(s, self.channel(s, to).send(in_message(content), **kwargs))
            except Unreachable as e:
                self._refused(s, channel, e)
                raise
        self.refusals.took(channel)
        return message

    async def edit(self, s: StoredGame, message_id: int, *, to: int | None = None, later: bool = False,
                   **kwargs) -> bool:
        """Edit a message of the game's channel (or of `to`); False if it is gone (errors as `post`).
        A thread archived meanwhile is unarchived first (nobody can edit in an archived thread).
        `later`: nobody waits for the edit (an old board's controls taken off), so the requests that
        players wait for, waiting for the global limit, go first (`Pace.turn`)."""
        channel = to or s.channel
        self._not_refusing(channel)
        if "content" in kwargs:
            kwargs["content"] = in_message(kwargs["content"])
        message = self.channel(s, to).get_partial_message(message_id)
        try:
            try:
                async with self.requests.turn(later=later):
                    await self._in_channel(s, message.edit(**kwargs))
            except Unreachable as e:
                if not isinstance(e.__cause__, discord.HTTPException) or e.__cause__.code != THREAD_ARCHIVED:
                    raise
                async with self.requests.turn(later=later):
                    await self._in_channel(s, self.client.http.edit_channel(channel, archived=False))
                async with self.requests.turn(later=later):
                    await self._in_channel(s, message.edit(**kwargs))
        except discord.NotFound as e:
            if e.code == UNKNOWN_MESSAGE:
                return False
            raise
        except Unreachable as e:
            self._refused(s, channel, e)
            raise
        self.refusals.took(channel)
        return True

    def _not_refusing(self, channel: int) -> None:
        """Unreachable at once, without a request, while `channel` is left alone after refusing."""
        if (reason := self.refusals.waiting(channel)) is not None:
            raise Unreachable(reason)

    def _refused(self, s: StoredGame, channel: int, error: Unreachable) -> None:
        if isinstance(error.__cause__, discord.Forbidden):
            self.refusals.refused(s.guild, channel, error.reason)

    async def open_thread(self, ledger: Ledger) -> None:
        """Start the game's thread from its lobby message, and move the game there. A thread started
        before a stop is found again (its id is the message's); where the bot may not start one, the
        game stays in its channel and its first board says why."""
        s = ledger.stored
        assert s.board_message is not None, "a game started has its lobby message"
        name, archive = thread_name(s), archive_after(s.table.timeout / self.timing.minute)
        try:
            async with self.requests.turn():
                await self._in_channel(s, self.client.http.start_thread_with_message(
                    s.channel, s.board_message, name=name, auto_archive_duration=archive))  # type: ignore[arg-type]
        except Unreachable as e:
            if e.gone:
                raise
            log.warning("game %s: no thread (%s); it is played in its channel", s.id, e)
            await ledger.settle(thread=False, note="\n".join(filter(None, [s.owed.note, no_thread_text(s)])))
            return
        except discord.HTTPException as e:
            if e.code in (UNKNOWN_MESSAGE, NOT_HERE):  # the lobby message deleted; a channel holding no threads
                log.warning("game %s: no thread (%s); it is played in its channel", s.id, e)
                await ledger.settle(thread=False)
                return
            if e.code != THREAD_STARTED:
                raise
        await ledger.moved(s.board_message)

    async def _in_channel(self, s: StoredGame, call: Awaitable[T]) -> T:
        """A post or an edit in the game's channel, its failures told apart as `post` says."""
        try:
            return await call
        except discord.NotFound as e:
            if e.code == UNKNOWN_CHANNEL:
                raise Unreachable(Phrase(N_("this channel no longer exists")), gone=True) from e
            raise
        except discord.Forbidden as e:
            raise Unreachable(self.refusal(s, e)) from e
        except discord.HTTPException as e:
            if e.code in THREAD_CLOSED:
                raise Unreachable(Phrase(THREAD_CLOSED[e.code])) from e
            if e.status >= 500:
                raise Unposted() from e
            raise
        except (TimeoutError, aiohttp.ClientError) as e:
            raise Unposted() from e

    def refusal(self, s: StoredGame, error: discord.Forbidden) -> Phrase:
        """Why the channel refuses the game's posts, in a sentence for its players."""
        if error.code in THREAD_CLOSED:
            return Phrase(THREAD_CLOSED[error.code])
        guild = self.client.get_guild(s.guild)
        channel = guild.get_channel_or_thread(s.channel) if guild else None
        lacking = missing_in(channel, guild.me) if guild and channel is not None and guild.me is not None else []
        if not lacking:
            return Phrase(N_("I am missing a permission in this channel. A member who can manage it can grant it to "
                             "me; the game goes on at the next click after that"))
        return Phrase.counted("I am missing {what} in this channel. A member who can manage it can grant it to me; "
                              "the game goes on at the next click after that",
                              "I am missing {what} in this channel. A member who can manage it can grant them to "
                              "me; the game goes on at the next click after that", len(lacking),
                              what=Joined(tuple(Phrase(p) for p in lacking), N_(", ")))

    def draw_board(self, view: PublicView, locale: str) -> asyncio.Future[bytes]:
        """The board picture, its words in `locale` (the game's language)."""
        return asyncio.ensure_future(self.renderer.board(view, locale))

    def keep_board(self, game: int, version: int, view: PublicView, drawing: asyncio.Future[bytes]) -> None:
        self._boards[game] = (version, drawing)
        self._views[game] = (version, view)

    def _view(self, s: StoredGame) -> PublicView:
        """The public view of stored game `s`: the one kept for its version, else made anew."""
        version, view = self._views.get(s.id, (None, None))
        return view if version == s.version and view is not None else _public(s)

    async def board_png(self, s: StoredGame) -> bytes:
        """The board picture of stored game `s`, drawn once per version (a drawing that failed is
        tried again by the next caller)."""
        game, version = s.id, s.version
        if game not in self._boards or self._boards[game][0] != version:
            self._boards[game] = (version, self.draw_board(self._view(s), s.table.language))
        drawing = self._boards[game][1]
        try:
            return await asyncio.shield(drawing)
        except Exception:
            if self._boards.get(game, (None, None))[1] is drawing:
                del self._boards[game]
            raise

    # --- the Herald protocol (called with the game's lock held) ----------------

    async def lobby(self, ledger: Ledger, edit: Edit | None) -> None:
        """The lobby message as stored, or what it became (the game's opening, the lobby
        cancelled): edited through the click that changed it, else through the channel. An
        open lobby whose message never went out (or was deleted) is posted anew. A game played in a
        thread of its own has it started from the lobby message first, and its opening links to it."""
        if ledger.stored.owed.thread:
            await self.open_thread(ledger)
        s = ledger.stored
        with speaking(s.table.language):
            content, controls = (s.owed.lobby, None) if s.owed.lobby else (
                lobby_text(s), lobby_controls(s, self.table_of(s.id), self.launches()))
            if s.owed.lobby and s.parent is not None:
                content = f"{content}\n\n{thread_link_text(s)}"  # within the limit: test_text_limits
        shown = s.board_message
        if edit is not None:
            await edit(content=in_message(content), view=controls)
        else:
            if shown is None:  # posted before a stop that came before it was noted, maybe
                shown = await self._posted(s, f"muses:lobby:join:{s.id}")
            if shown is None or not await self.edit(s, shown, to=s.parent, content=content, view=controls):
                if s.status is GameStatus.LOBBY:
                    message = await self.post(s, content, view=controls, allowed_mentions=QUIET, silent=True)
                    await ledger.shown(message.id)
                    return
        if s.owed.lobby:
            await ledger.opened()
        elif shown is not None:
            await ledger.shown(shown)

    async def announce(self, ledger: Ledger, note: str | None = None, reply: Reply | None = None) -> None:
        """Scores, then the board; the game over, its notice (a hint for the last turn, a
        departure...), then the last scores with the result, and one line of its end in the
        channel its thread hangs from. A thread owed is started first."""
        if ledger.stored.owed.thread:
            await self.open_thread(ledger)
        s = ledger.stored
        if s.status is not GameStatus.ACTIVE:
            self._boards.pop(s.id, None)
            self._views.pop(s.id, None)
            if s.parent is not None and (s.owed.note or s.owed.score is not None):
                await self.post(s, ended_line(s), to=s.parent, allowed_mentions=QUIET, nonce=f"{s.id}.end")
            if s.owed.note:
                await self.post(s, noted([s.owed.note]), allowed_mentions=QUIET, silent=True, nonce=_nonce(s, "n"))
                await ledger.settle(note=None)
        if s.owed.score is not None:
            await self.hand_over(ledger)
        if s.status is GameStatus.ACTIVE and s.board_version != s.version:
            await self.board(ledger, note, reply)

    async def resumed(self, ledger: Ledger, note: str | None) -> None:
        await self.board(ledger, note)

    async def posted_board(self, stored: StoredGame) -> int | None:
        return await self._posted(stored, f"muses:turn:{stored.id}:{stored.version}")

    async def _posted(self, stored: StoredGame, wanted: str) -> int | None:
        """The bot's message among the channel's recent ones that has the control `wanted` (a
        custom id), if any: a message Discord made, though the bot stopped before noting it."""
        try:
            async with self.requests.turn():
                recent = [m async for m in self.channel(stored).history(limit=RECENT)]
            me = self.client.user
            for message in recent:
                if me is not None and message.author.id == me.id and any(
                        getattr(item, "custom_id", None) == wanted for row in message.components
                        for item in getattr(row, "children", ())):
                    return message.id
        except discord.HTTPException as e:
            log.warning("game %s: the channel's recent messages could not be read (%s)", stored.id, e)
        return None

    async def gone(self, ledger: Ledger) -> None:
        s = ledger.stored
        if s.parent is not None:
            await self._to_parent(s, thread_gone_text(s))

    async def paused(self, ledger: Ledger, reason: Phrase) -> None:
        s = ledger.stored
        if s.parent is not None:
            await self._to_parent(s, paused_line(s, reason))

    async def _to_parent(self, s: StoredGame, text: str) -> None:
        """A line in the channel the game's thread hangs from, if it takes it (it may be gone too)."""
        try:
            await self.post(s, text, to=s.parent, allowed_mentions=QUIET)
        except (Unreachable, Unposted) as e:
            log.warning("game %s: its channel was not told (%s)", s.id, e)

    async def remind(self, ledger: Ledger, seat: int) -> None:
        s = ledger.stored
        if s.seats[seat].dm_closed:
            with speaking(s.table.language):
                text = reminder_text(s, seat)
            await self.post(s, text, **await _calling(ledger, s.seats[seat].user))
        else:
            with speaking(s.seats[seat].locale):
                text = reminder_text(s, seat)
            await self.dm(ledger, seat, text)

    # --- messages ---------------------------------------------------------------

    async def board(self, ledger: Ledger, note: str | None = None, reply: Reply | None = None) -> None:
        """Post the board of the current turn, with the buttons of this version and the note it
        owes under `note` (without its picture if that could not be drawn: the game goes on):
        through `reply` if given and Discord takes it there, else in the channel."""
        s = ledger.stored
        view = self._view(s)
        picture = await _picture(self.board_png(s), f"board-{s.id}-{s.version}.png")
        assert view.to_move is not None, "a board is posted while a hand is played"
        colour = view.colours[view.companies[view.to_move]]
        with speaking(s.table.language):
            embed = discord.Embed(title=_("Dance of Muses — game #{game}").format(game=s.id), colour=COLOUR.get(colour),
                                  description=in_message(last_text(view)))
            if view.gods:
                embed.add_field(name=_("Divine Interventions"), value=in_message(gods_in_play_text(view)), inline=False)
            if picture:
                embed.set_image(url=f"attachment://{picture.filename}")
            phase = _("placement") if view.phase is Phase.PLACEMENT else _("dance")
            embed.set_footer(text=_("Hand {hand} of {hands} · {phase} · board {version}").format(
                hand=view.hand_number + 1, hands=view.hands_total, phase=phase, version=s.version))
            content = noted([note, s.owed.note, None if picture else _(NO_PICTURE),
                             f"{DOT.get(colour, '')} {turn_text(s, view)}"])
        seat = s.seats[view.to_move]
        calling = await _calling(ledger, None if seat.ai_plays else seat.user)
        parts = dict(embed=embed, view=board_controls(s, view, self.table_of(s.id), self.launches()), **calling)
        message: Posted | None = await self._replied(reply, content, picture, **parts) if reply is not None else None
        if message is None:
            message = await self.post(s, content, **parts, **_attached(picture), nonce=_nonce(s, "b"))
        await ledger.shown(message.id)

    async def strip(self, ledger: Ledger) -> None:
        """Take the controls off each board message that no longer shows the game (its picture
        stays), if some owe that: behind the requests players wait for, without the game's lock
        (taken to note what was done), so that the next move does not wait for it. A failed edit
        (the message deleted, a permission missing) is let go: its buttons only refuse, and the game
        goes on; one Discord failed for a moment stays owed (Unposted: tried again)."""
        s = ledger.stored
        done: list[int] = []
        failed: Unposted | None = None
        for message in s.owed.strip:
            try:
                if not await self.edit(s, message, later=True, view=None):
                    log.info("game %s: the board %s to strip is gone", s.id, message)
            except Unposted as e:
                failed = e
                continue
            except (Unreachable, discord.HTTPException) as e:
                log.warning("game %s: the controls of board %s could not be taken off (%s)", s.id, message, e)
            done.append(message)
        async with ledger.lock:
            await ledger.stripped(done)
        if failed is not None:
            raise failed

    async def _replied(self, reply: Reply, content: str, picture: discord.File | None, **parts) -> Posted | None:
        """A board through the interaction that made the move; None if Discord refused it there (the
        channel then takes it), Unposted if Discord failed for a moment (it is posted again later)."""
        try:
            return await reply(in_message(content), **_attached(picture), **parts)
        except discord.HTTPException as e:
            if e.status >= 500:
                raise Unposted() from e
            log.warning("a board could not follow its move's interaction (%s); posting it in the channel", e)
        except (TimeoutError, aiohttp.ClientError) as e:
            raise Unposted() from e
        if picture is not None:
            picture.reset()  # read again by the channel's post
        return None

    async def hand_over(self, ledger: Ledger) -> None:
        """The score of each hand that ended since the last one said; the result too once the
        game is over, with the ratings it changed. Those are stored before it is said (the session
        rates a game before it announces its end; after a restart, games are rated before their
        owed results are said), so the result is posted whole, never edited: said again after a
        stop, it says the same. A game whose rating failed is said without them (rated at the next start)."""
        s = ledger.stored
        first = s.owed.score
        assert first is not None
        finished = len(_public(s).scores)
        for hand in range(first, finished):
            view = ended(s, hand)
            picture = await _picture(self.renderer.score(view, hand, s.table.language), f"score-{s.id}-{hand + 1}.png")
            text = score_text(s, view, view.scores[-1])
            controls: discord.ui.View | None = None
            if s.status is GameStatus.FINISHED and hand == finished - 1:
                text += "\n\n" + result_text(s, view)
                if any(not x.ai_level for x in s.seats):  # its players may ask for a rematch
                    controls = rematch_controls(s)
                rated = await changes(ledger.store, s.guild, s.id)
                if rated:
                    text += "\n" + rating_changes_text([(c.player, c.name, c.before, c.after, c.provisional)
                                                        for c in rated])
            await self.post(s, text, **_attached(picture), allowed_mentions=MENTIONS, silent=True,
                            nonce=f"{s.id}.s{hand}", view=controls)
            await ledger.settle(score=hand + 1 if hand + 1 < finished else None)

    # --- private messages (called without the lock) ------------------------------

    async def private(self, ledger: Ledger, messages: Sequence[Private]) -> None:
        for message in messages:
            view = message.view
            locale = ledger.stored.seats[message.seat].locale
            if message.mysterious:
                with speaking(locale):
                    text = mysterious_text(ledger.stored, view)
                await self.dm(ledger, message.seat, text)
            else:
                picture = await _picture(self.renderer.hand(view, locale), f"hand-{ledger.stored.id}.png")
                with speaking(locale):
                    text = hand_text(ledger.stored, view)
                if await self.dm(ledger, message.seat, text, picture,
                                 nonce=f"{ledger.stored.id}.h{view.hand_number}.{message.seat}"):
                    await ledger.hand_sent(message.seat, view.hand_number)

    async def dm(self, ledger: Ledger, seat: int, text: str, file: discord.File | None = None, **kwargs) -> bool:
        """A private message, through the seat's DM channel (opened once, then remembered); if
        the player's DMs are closed, tell them once in the channel how to see their hand,
        remember it, and go on. Whether it was sent."""
        known = ledger.stored.seats[seat]
        channel: discord.DMChannel | discord.PartialMessageable
        try:
            if known.dm_channel is None:
                async with self.requests.turn(later=True):
                    channel = await self.client.create_dm(discord.Object(known.user))
                await ledger.note_seat(seat, dm_channel=channel.id)
            else:
                channel = self.client.get_partial_messageable(known.dm_channel, type=discord.ChannelType.private)
            # a DM channel takes posts at the same limit; DMs go after the boards waiting
            async with self.channels.turn(channel.id), self.requests.turn(later=True):
                await channel.send(in_message(text), **_attached(file), **kwargs)
        except discord.HTTPException as e:
            if e.code not in CANNOT_DM and e.status != 403:
                log.warning("DM to %s failed: %s", known.user, e)
                return False
            try:  # said before it is remembered: a stop in between says it twice, never not at all
                await self.post(ledger.stored, dms_closed_text(ledger.stored, known.user), allowed_mentions=MENTIONS)
            finally:
                await ledger.note_seat(seat, dm_closed=True, hand_owed=None)
            return False
        return True


async def _picture(drawing: Awaitable[bytes], name: str) -> discord.File | None:
    """The picture as a file to attach, or None if drawing it failed (logged): a message
    goes out without its picture rather than not at all."""
    try:
        return discord.File(io.BytesIO(await drawing), name)
    except Exception:
        log.exception("drawing %s failed", name)
        return None


def archive_after(minutes: float) -> int:
    """The archive time of a thread whose turns take up to `minutes` (0: no limit): the shortest
    Discord allows that a turn cannot outlast, at most a week."""
    return next((m for m in ARCHIVE_MINUTES if minutes and m >= minutes), ARCHIVE_MINUTES[-1])


def _public(s: StoredGame) -> PublicView:
    """The table as everyone sees it, of a game that was started."""
    assert s.game is not None
    return public_view(s.game, shown_names(s.seats))


async def _calling(ledger: Ledger, user: int | None) -> dict:
    """How a post that calls `user` to act mentions them: a ping, unless they turned pings off;
    a post that calls nobody (None) is sent silently, pinging no one."""
    if user is not None and await ledger.store.pings_on(user):
        return dict(allowed_mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                             users=[discord.Object(user)]))
    return dict(allowed_mentions=QUIET, silent=True)


def _attached(picture: discord.File | None) -> dict:
    return {"file": picture} if picture else {}


def _nonce(stored: StoredGame, part: str) -> str:
    """The nonce of a post the stored version owes: Discord answers a post whose nonce it saw
    in the last few minutes with the message it made then, so a post the bot repeats after a
    stop is not shown twice (Discord allows 25 characters)."""
    return f"{stored.id}.{stored.version}.{part}"
