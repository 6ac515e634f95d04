"""Automated players who use the bot the way people do: through interactions with the
loopback Discord (slash commands, the board's menu and buttons, the private panels). Each
knows only what its player could: whose turn it is from the board message, and its own seat
from `/muses export` (the seat record), from which the engine rebuilds its view; it chooses
with the engine's random player, or its AI at a level. Used by the demo, the benchmark and tests."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import time
from dataclasses import dataclass, field
from functools import cache, partial

from engine import Action, Place, words
from engine.ai import decide
from engine.geometry import square_name
from engine.language import Language, language
from engine.players import random_action
from engine.seats import view_from_seat_record
from engine.views import PlayerView

from ..core.choices import option_text
from ..core.language import speaking
from ..edge.buttons import DANCE_FIRST, LOBBY_LABELS, MORE_PLACES, PLACE_FIRST, LobbyAct
from ..edge.panels import (
    ABILITY_SELECT,
    DIRECTION_SELECT,
    FACE_SELECT,
    GOD_SELECT,
    MUSE_SELECT,
    location_placeholder,
    side_confirm,
)
from .loopback import EDIT, InteractionHandle, LoopbackDiscord, Record

ANSWER_S = 30.0
"""Seconds a player waits for "Done": it follows the new board, which waits its turn in a
busy channel (Discord takes five posts per five seconds)."""


async def pictured(asked: InteractionHandle, timeout: float = 900.0) -> Record:
    """The edit of `asked`'s answer that brings its pictures (a review's, once made; edits before
    it show its progress)."""
    return await asked.wait_for(lambda r: r.kind == EDIT and bool(r.files), timeout)


@cache
def your_turn(lang: Language) -> re.Pattern[str]:
    """The mention a board calls its player with, in the game's language (compiled once)."""
    calls = [re.escape(lang.gettext(t)).replace(re.escape("{player}"), r"<@(\d+)>", 1)
             for t in ("{player}, your turn to place a Muse.", "{player}, your turn to dance.")]
    return re.compile("|".join(f"(?:{c})" for c in calls))


def components(message: dict) -> list[dict]:
    return [c for row in message.get("components", []) for c in row.get("components", [])]


def shown(lb: LoopbackDiscord, record: Record) -> dict:
    """The message `record` posted, as it is now."""
    assert record.message_id is not None, f"{record.route} posted a message"
    message = lb.message(record.message_id)
    assert message is not None, "still shown"
    return message


def seat_view(record: dict) -> PlayerView:
    """What a player knows, rebuilt from the seat record `/muses export` gave them."""
    view = view_from_seat_record(record)
    assert isinstance(view, PlayerView), "a player's record names their seat"
    return view


def select_id(message: dict, placeholder: str) -> str | None:
    """The custom id of the select menu with this placeholder, if the panel shows it."""
    return next((c["custom_id"] for c in components(message) if c.get("placeholder") == placeholder), None)


def offering(message: dict, placeholders: set[str], value: str) -> dict | None:
    """The select menu (with one of these placeholders) that offers `value`, if the message shows one."""
    return next((c for c in components(message) if c.get("placeholder") in placeholders
                 and value in [o["value"] for o in c["options"]]), None)


def board_version(record: Record, game: int | None) -> int | None:
    """The version of game `game`'s board that `record` posted (None if it posted none, or no game is
    open; a board shown again, in answer to a pick on it, is not posted again)."""
    if not record.posted:
        return None
    for c in (c for row in record.components for c in row.get("components", [])):
        if c.get("custom_id", "").startswith(f"muses:turn:{game}:"):
            return int(c["custom_id"].rsplit(":", 1)[1])
    return None


@dataclass
class AutoTable:
    """One channel where automated players play one game (the thread of its own it moves to at its
    start, if it does)."""

    loopback: LoopbackDiscord
    channel: str | int
    users: list[str]
    rng: random.Random
    slash_share: float = 0.3
    """How often a player uses `/muses place|move` instead of the panel."""
    click_gap: float = 0.0
    """Seconds between two clicks on a panel (a person needs a moment to click again)."""
    level: str | None = None
    """The level of the engine's AI the players choose with (None: its random player)."""
    locale: str = "en-US"
    """The players' Discord locale, and the server's: the language they read the bot in."""
    latencies_ms: list[float] = field(default_factory=list)
    """From each turn's interaction (Confirm, or the slash command) to its new board."""
    sent: list[tuple[str, object]] = field(default_factory=list)
    """Each action taken, with how it was sent: "panel" or "slash"."""
    sending: list[InteractionHandle] = field(default_factory=list)
    """The interaction that sent each action (Confirm, or the slash command): its edit says
    whether the action was done."""
    game: int | None = None
    board: Record | None = None
    _seen: int = 0
    """The channel's records before this index were already searched for this table's boards."""

    async def open(self, players: int, **options) -> Record:
        """`/muses new` by the first user, the others join, the host starts; returns the first board."""
        host, *others = self.users[:players]
        handle = await self.loopback.slash("muses new", {"players": players, **options}, user=host,
                                           channel=self.channel, locale=self.locale)
        lobby = await handle.response()
        self.game = int(components(shown(self.loopback, lobby))[0]["custom_id"].rsplit(":", 1)[1])
        join, start = self.translated(LOBBY_LABELS[LobbyAct.JOIN][0]), self.translated(LOBBY_LABELS[LobbyAct.START][0])
        for user in others:
            await (await self.loopback.click(lobby, label=join, user=user, locale=self.locale)).response()
        before = len(self.loopback.records)
        await (await self.loopback.click(lobby, label=start, user=host, locale=self.locale)).response()
        self.board = await self.loopback.recorder.wait(partial(self._first_board, before), 30.0, "first board")
        posted_in = self.board.channel_id
        if posted_in is not None and posted_in != self.loopback.channel(self.channel).id:
            self.channel, self._seen = posted_in, 0  # its thread
        return self.board

    def _first_board(self, start: int, records: list[Record]) -> Record | None:
        """The game's first board, wherever it is posted (after record `start`)."""
        return next((r for r in records[start:] if r.posted and board_version(r, self.game) is not None), None)

    def translated(self, message: str) -> str:
        """A message of the bot's catalogs as these players read it."""
        return language(self.locale).gettext(message)

    def over(self) -> str:
        """How the message that ends this table's game begins, in its language."""
        endings = [self.translated(t) for t in (
            "**Game #{game} is over: {winners} wins** ({why}). Suns: {suns}.",
            "**Game #{game} is over: {winners} share the victory** ({why}). Suns: {suns}.")]
        return os.path.commonprefix(endings).split("{winners}")[0].format(game=self.game)

    async def next_board(self, after: int, timeout: float = 30.0) -> Record:
        """The next board message after version `after`, or the final score message."""
        channel = self.loopback.channel(self.channel).id
        over = self.over()
        start = self._seen

        def fresh(records: list[Record]) -> Record | None:
            for i in range(max(start, self._seen), len(records)):
                r = records[i]
                if r.posted:
                    version = board_version(r, self.game)
                    if (version is not None and version > after) or over in (r.content or ""):
                        return r
            self._seen = len(records)  # nothing before this index can match any more
            return None

        return await self.loopback.recorder.wait(fresh, timeout, f"board after version {after}", channel=channel)

    def to_move(self) -> str | None:
        """The user the newest board calls to play (None once the game is over, or for an automated seat)."""
        found = your_turn(language(self.locale)).search(self.board.content or "") if self.board is not None else None
        if found is None:
            return None
        ids = {self.loopback.member(u).id: u for u in self.users}
        return ids.get(int(next(g for g in found.groups() if g)))

    async def my_record(self, user: str) -> dict:
        """What `user` knows of the game: the seat record `/muses export` gives them."""
        answer = await (await self.loopback.slash("muses export", user=user, channel=self.channel,
                                                  locale=self.locale)).response()
        return json.loads(answer.files[0].data)

    async def my_view(self, user: str) -> PlayerView:
        """What `user` knows of the game, as a view rebuilt from their seat record."""
        return seat_view(await self.my_record(user))

    def newest_board(self) -> Record | None:
        """The newest board (or final score) of this table's game the channel holds."""
        channel = self.loopback.channel(self.channel).id
        over = self.over()
        for r in reversed(self.loopback.recorder.by_channel.get(channel, [])):
            if r.posted and r.error_code is None and (
                    board_version(r, self.game) is not None or over in (r.content or "")):
                return r
        return None

    def newest_version(self) -> int | None:
        """The version the newest board shows (`board` brought up to it); None once the game is over."""
        newest = self.newest_board()
        if newest is not None and self.board is not None and newest.timestamp > self.board.timestamp:
            self.board = newest
        return board_version(self.board, self.game) if self.board is not None else None

    async def play_turn(self, chosen: Action | None = None) -> bool:
        """The player to move takes one turn (`chosen`, or one they choose), from the newest board,
        as a person would; False once the game is over."""
        version = self.newest_version()
        if version is None:
            return False
        user = self.to_move()
        if user is None:  # an automated seat: the bot moves for it
            self.board = await self.next_board(version)
            return True
        record = await self.my_record(user)
        view = seat_view(record)
        if chosen is not None:
            action: Action | None = chosen
        elif self.level is None:
            action = random_action(view, self.rng)
        else:
            action = decide(record, self.level, self.rng.randrange(1 << 30), ms=200).table_action
        sent = None
        if self.rng.random() >= self.slash_share:
            sent = await self._by_panel(user, view, action)
        self.sent.append(("panel" if sent else "slash", action))
        started, done = sent or await self._by_slash(user, view, action)
        try:
            self.board = await self.next_board(version)
        except BaseException:  # no board came (the bot stopped): nobody waits for the answer either
            done.close()
            raise
        # Until the board reached the loopback Discord, not until this player noticed it.
        self.latencies_ms.append((self.board.timestamp - started) * 1000)
        await done
        return board_version(self.board, self.game) is not None

    async def play_game(self) -> None:
        while await self.play_turn():
            pass

    async def _by_panel(self, user: str, view, action):
        """Take the turn as a person would: its first choice on the board, then on the private panel
        only what is not chosen yet, and Confirm. When the action was sent, and an awaitable for the
        panel's last update; None if the board or the panel does not offer the choice."""
        panel = await self._open_panel(user, view, action)
        return None if panel is None else await self._on_panel(user, panel, action)

    async def _open_panel(self, user: str, view, action) -> Record | None:
        """The panel `user` opens with the first choice of `action` on the board (None if not offered)."""
        lb = self.loopback
        assert self.board is not None  # the turn is taken from it
        first = square_name(action.at) if isinstance(action, Place) else action.muse
        placeholders = {self.translated(t) for t in (PLACE_FIRST, MORE_PLACES, DANCE_FIRST)}
        menu = offering(shown(lb, self.board), placeholders, first)
        if menu is None:
            return None
        picked = await lb.select(self.board, [first], user=user, custom_id=menu["custom_id"], locale=self.locale)
        answer = await picked.response()  # the board shown again, and the panel follows; or the panel
        panel = answer if answer.callback_type == 4 else (await picked.wait_followups(1))[0]
        if not panel.components:
            raise AssertionError(f"no panel for {user}: {panel.content}")
        return panel

    async def _on_panel(self, user: str, panel: Record, action):
        """Choose on the panel what `action` needs and is not chosen yet, then Confirm (as `_by_panel`)."""
        lb = self.loopback
        translated = self.translated
        if isinstance(action, Place):
            picks = [(translated(MUSE_SELECT), action.muse), (translated(FACE_SELECT), option_text(action.hidden))]
        else:
            picks = [(translated(DIRECTION_SELECT), option_text(action.dir))]
            if action.ability:
                picks.append((translated(ABILITY_SELECT), option_text(action.ability)))
            if action.intervention:
                iv = action.intervention
                with speaking(self.locale):
                    where = location_placeholder(iv.god)
                picks += [(translated(GOD_SELECT), option_text(iv.god)), (where, option_text(iv.at))]
        for placeholder, value in picks:
            pages_seen = set()
            while True:
                message = shown(lb, panel)
                custom_id = select_id(message, placeholder)
                options = [o["value"] for c in components(message) if c.get("custom_id") == custom_id
                           for o in c["options"]]
                if custom_id is None:
                    return None
                if value in options:
                    break
                pages = [o for o in options if o.startswith("page:") and o not in pages_seen]
                if not pages:
                    return None
                pages_seen.add(pages[-1])  # the "more" entry comes last
                await self._pause()
                await (await lb.select(panel, [pages[-1]], user=user, custom_id=custom_id,
                                       locale=self.locale)).response()
            if value in [o["value"] for c in components(message) if c.get("custom_id") == custom_id
                         for o in c["options"] if o.get("default")]:
                continue  # chosen already
            await self._pause()
            await (await lb.select(panel, [value], user=user, custom_id=custom_id, locale=self.locale)).response()
        side = None if isinstance(action, Place) or not action.intervention else action.intervention.side
        with speaking(self.locale):
            label = side_confirm(side) if side else translated("Confirm")
        await self._pause()
        started = time.time()  # the clock of the loopback's records
        confirm = await lb.click(panel, label=label, user=user, locale=self.locale)
        self.sending.append(confirm)
        await confirm.response()
        return started, confirm.wait_edits(1, timeout=ANSWER_S)

    async def _pause(self) -> None:
        if self.click_gap:
            await asyncio.sleep(self.click_gap)

    async def _by_slash(self, user: str, view, action):
        lb = self.loopback
        if isinstance(action, Place):
            code = square_name(action.at)
        else:
            options = {"muse": action.muse, "direction": option_text(action.dir)}
            if action.ability:
                options["ability"] = option_text(action.ability)
            if action.intervention:
                options["intervention"] = option_text(action.intervention)
            typed_muse = words.name(action.muse, language(self.locale))[:3]
            await (await lb.autocomplete("muses move", {"muse": typed_muse}, focused="muse", user=user,
                                         channel=self.channel, locale=self.locale)).response()
            if action.intervention:  # typing the tile's name narrows the list to that tile's places
                typed = {**options, "intervention": words.god(action.intervention.god, language(self.locale))}
                offered = await (await lb.autocomplete("muses move", typed, focused="intervention", user=user,
                                                       channel=self.channel, locale=self.locale)).response()
                if options["intervention"] not in [c["value"] for c in offered.choices or []]:
                    raise AssertionError(f"autocomplete did not offer {options['intervention']}: {offered.choices}")
        started = time.time()  # the clock of the loopback's records
        if isinstance(action, Place):
            handle = await lb.slash("muses place", {"muse": action.muse, "square": code, "face_down": action.hidden},
                                    user=user, channel=self.channel, locale=self.locale)
        else:
            handle = await lb.slash("muses move", options, user=user, channel=self.channel, locale=self.locale)
        self.sending.append(handle)
        response = await handle.response()
        assert response.callback_type == 5, response.content
        return started, handle.wait_edits(1, timeout=ANSWER_S)


