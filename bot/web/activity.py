"""The web table inside Discord, as an Activity (docs/activity.md): the page's sign-in through the
SDK (the code of `commands.authorize` exchanged here, Discord's token handed back to the page for
`commands.authenticate`), and the game an instance in a channel opens: the user's last launch
there, else their own game there, else a chooser of the channel's games."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.language import N_
from ..core.stored import GameStatus, StoredGame
from ..play.lifecycle import to_move
from ..storage.launches import ActivityLaunches
from ..storage.store import GameStore

ACTIVITY_TEXTS: tuple[str, ...] = (
    N_("in the Activity"),
    N_("Choose a game"),
    N_("No game in this channel yet"),
    N_("Open a lobby"),
    N_("Discord did not sign you in here: {reason}"),
    N_("Invite"),
    N_("Join"),
    N_("Games are played in a server channel or thread, not in DMs"),
)
"""The words of the page inside Discord (static/activity.js, main.js), served with the page's."""


@dataclass(frozen=True)
class Found:
    """What an Activity's page opens: `game` (None: the chooser), and the channel's `games`."""

    game: int | None
    games: list[StoredGame]


async def found(store: GameStore, launches: ActivityLaunches, user: int, channel: int) -> Found:
    """The game `user`'s page opens in an instance of `channel`: their last "Open the board" there,
    if it is still open; else their own seat's game there, if they hold one (the newest); else
    none, for the chooser of `games` (which may be empty: then a lobby is to open). The games of a
    channel are those played in it and in its threads (or in it, if it is a thread), oldest first,
    read from the store: whichever bot process writes them."""
    here = await store.open_here(channel)
    launched = await launches.last(user, channel)
    if launched in {s.id for s in here}:
        return Found(launched, here)
    mine = [s.id for s in here if s.seat_of(user) is not None]
    return Found(mine[-1] if mine else None, here)


def in_instance(instance: dict | None, user: int, channel: int) -> bool:
    """Whether Discord's answer on an instance (`GET .../activity-instances/{id}`) has `user` in it,
    running in `channel`, the channel the page says (the SDK's `channelId`)."""
    if instance is None:
        return False
    location = instance.get("location") or {}
    return str(user) in instance.get("users", []) and location.get("channel_id") == str(channel)


def listed(stored: StoredGame, user: int, place: tuple[str, str, str | None]) -> dict:
    """One game of the chooser, as `./api/me` lists a game (docs/web-protocol.md), with its players;
    `place`: the names of its server, channel and thread."""
    seat = stored.seat_of(user)
    guild, channel, thread = place
    return {"game": stored.id, "status": stored.status.value, "seat": seat,
            "turn": stored.status is GameStatus.ACTIVE and to_move(stored) == seat,
            "players": stored.table.players, "seated": len(stored.seats),
            "server": {"id": str(stored.guild), "name": guild},
            "channel": {"id": str(stored.parent or stored.channel), "name": channel},
            "thread": {"id": str(stored.channel), "name": thread} if stored.parent else None}
