"""The socket's frames (docs/web-protocol.md, "The socket"): what the page says, parsed into
requests, and the error frames the server answers, each with its code and its sentence."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, TypeGuard

from engine import Action
from engine.language import Language
from engine.records import FormError, action_from_json

from ..core.language import N_

MAX_FRAME = 64 * 1024
"""The largest frame the page may send, in bytes."""

ERRORS: dict[str, str] = {
    "bad_json": N_("The page sent something that is not a JSON object"),
    "too_big": N_("The page sent a message over 64 KiB"),
    "unknown_type": N_("The page sent a request the table does not know"),
    "bad_frame": N_("The page sent a request with a missing or wrong field: {detail}"),
    "hello_first": N_("The page must say hello once, first"),
    "signed_out": N_("Your session has ended: sign in again"),
    "left_server": N_("You are no longer a member of this game's server: your session has ended"),
    "not_found": N_("There is no such game, or you may not see it"),
    "wrong_game": N_("This connection is for another game: reload the page"),
    "not_seated": N_("You are not playing in this game"),
    "flood": N_("Too many requests at once: wait a moment"),
    "too_many_sockets": N_("You have too many tables open: close one"),
    "elsewhere": N_("This game is hosted by another process of the bot: play it from Discord for now"),
    "unavailable": N_("The bot could not reach the process that hosts this game: try again in a moment"),
    "origin": N_("This connection does not come from the table's page"),
    "internal": N_("Something went wrong on the bot's side; the game is unchanged"),
}
"""The sentence of each error code the web edge itself decides (a game's refusals bring theirs)."""

TYPES = ("hello", "move", "preview", "hint", "join", "forfeit", "leave", "cancel", "rematch")


class FrameError(Exception):
    """A frame refused before it reaches the game: its code and the sentence's arguments."""

    def __init__(self, code: str, request: str | None = None, **args: str):
        super().__init__(code)
        self.code, self.request, self.detail = code, request, args


@dataclass(frozen=True)
class Request:
    """One frame of the page, checked: its type, client id, game, and what its type needs."""

    t: str
    id: str | None
    game: int
    version: int | None = None
    session: str | None = None
    action: Action | None = None


def _int(value: Any) -> TypeGuard[int]:
    """A game id or a version: a whole number the database can hold."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**63


def parse(text: str | bytes) -> Request:
    """The request a frame holds; FrameError saying what is wrong with it."""
    if len(text) > MAX_FRAME:
        raise FrameError("too_big")
    try:
        frame = json.loads(text)
    except (ValueError, RecursionError):
        raise FrameError("bad_json") from None
    if not isinstance(frame, dict):
        raise FrameError("bad_json")
    t = frame.get("t")
    if t not in TYPES:
        raise FrameError("unknown_type")
    cid = frame.get("id")
    if t != "hello" and not (isinstance(cid, str) and 1 <= len(cid) <= 64):
        raise FrameError("bad_frame", None, detail="id")
    cid = cid if isinstance(cid, str) and 1 <= len(cid) <= 64 else None
    game = frame.get("game")
    if not _int(game):
        raise FrameError("bad_frame", cid, detail="game")
    if t == "hello":
        session, version = frame.get("session"), frame.get("version")
        if not isinstance(session, str) or len(session) > 200:
            raise FrameError("bad_frame", cid, detail="session")
        if version is not None and not _int(version):
            raise FrameError("bad_frame", cid, detail="version")
        return Request(t, cid, game, version, session=session)
    version, action = frame.get("version"), None
    if t == "move" and not _int(version):
        raise FrameError("bad_frame", cid, detail="version")
    if t in ("move", "preview"):
        if isinstance(frame.get("action"), dict) and "by" in frame["action"]:
            raise FrameError("bad_frame", cid, detail="action: by")
        try:
            action, _by = action_from_json(frame.get("action"))
        except (FormError, ValueError) as e:
            raise FrameError("bad_frame", cid, detail=f"action: {e}") from None
    return Request(t, cid, game, version if _int(version) else None, action=action)


def error(code: str, lang: Language, request: str | None = None, text: str | None = None, **args: str) -> dict:
    """An error frame: `text` (a game's refusal, said already) or the code's own sentence."""
    said = text if text is not None else lang.gettext(ERRORS[code]).format(**args)
    return {"t": "error", "id": request, "code": code, "text": said}
