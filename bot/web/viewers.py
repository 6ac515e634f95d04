"""Who sees what of a game on the web (docs/web-protocol.md, "Who sees what"), and the position
frame each viewer gets: a seat's own position for its player, the public one for a spectator,
each made from that viewer's view alone."""

from __future__ import annotations

import json
from typing import Protocol

from engine.language import Language, language, said
from engine.position import position
from engine.views import player_view, public_view

from ..core import marks
from ..core.stored import StoredGame
from ..core.texts import shown_name, shown_names

LOG_LINES = 8
"""The log lines a position frame holds (the page keeps what it was sent before)."""


class Directory(Protocol):
    """What the web table asks Discord about members and places, through the bot
    (bot/hosting/web_directory.py)."""

    async def may_view(self, guild: int, channel: int, user: int) -> bool | None:
        """Whether member `user` of `guild` may View Channel of `channel` (a channel or a thread), as
        Discord computes it for them now; None when they are not a member of `guild` (Unknown Member)."""
        ...

    def place(self, guild: int, channel: int) -> tuple[str, str, str | None]:
        """The names of `guild`, of the channel `channel` is or hangs from, and of the thread if it is one."""
        ...


def in_words(text: str, stored: StoredGame) -> str:
    """A sentence of the core as the page shows it: members by the names the game's seats give
    them, every other mark by its plain value (the page escapes what it shows)."""
    seats = {str(s.user): s.name for s in stored.seats}
    return marks.spoken_with(text, lambda kind, payload: seats.get(payload, payload) if kind == marks.MEMBER
                             else payload)


class Frames:
    """The position frames of one stored version, made once per viewer kind (a seat, or the public)
    and language, however many sockets watch it."""

    def __init__(self, stored: StoredGame):
        self.stored = stored
        self._made: dict[tuple[int | None, str], str] = {}

    def position(self, seat: int | None, lang: Language) -> str:
        """The JSON text of the position frame for `seat` (None: a spectator), in `lang`."""
        key = (seat, lang.code)
        if key not in self._made:
            self._made[key] = json.dumps(self._frame(seat, lang), separators=(",", ":"), ensure_ascii=False)
        return self._made[key]

    def _frame(self, seat: int | None, lang: Language) -> dict:
        s = self.stored
        frame: dict = {"t": "position", "game": s.id, "version": s.version, "status": s.status.value, "seat": seat,
                       "deadline": s.deadline, "hints": s.table.hints, "position": None,
                       "users": [None if seat.user < 0 else str(seat.user) for seat in s.seats]}
        if s.game is None:
            frame["lobby"] = {"players": s.table.players, "host": s.seat_of(s.host), "seats": [
                said(shown_name(seat), lang) for seat in s.seats] + [None] * (s.table.players - len(s.seats))}
            return frame
        names = shown_names(s.seats)
        view = (public_view(s.game, names, log=LOG_LINES) if seat is None
                else player_view(s.game, seat, names, log=LOG_LINES))
        frame["position"] = position(view, lang)
        return frame


def lang_of(locale: str | None) -> Language:
    """The page's language for a Discord locale (English without a catalog)."""
    return language(locale)
