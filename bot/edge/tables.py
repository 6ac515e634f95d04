"""Opening a table: a lobby in the channel of the interaction, with the server's defaults, checks
and caps; `/muses new` and the tutorial's offer of a game open theirs here."""

from __future__ import annotations

from dataclasses import replace

import discord

from engine import God, Refusal

from ..core.language import N_, public_locale, speaking
from ..core.stored import OnLeave, Seat, TableOptions
from ..core.texts import lobby_text
from ..play.session import Session
from . import handlers, server
from .buttons import lobby_controls
from .client import IN_SERVERS, Interaction, MusesClient, channel_of, guild_of
from .markup import in_message
from .permissions import check_can_host, check_can_host_there

BUSY_CHANNEL = N_("This channel already has a game. Finish it, or ask a moderator for `/muses-admin reset`")


async def open_table(interaction: Interaction, players: int | None = None, hands: int = 1, tiebreak: str = "shared",
                     timeout: float | None = None, tiles: tuple[God, ...] = (), on_leave: OnLeave = OnLeave.END,
                     ai: int = 0, level: str = "normal", hints: bool | None = None) -> None:
    """The lobby, answering the interaction in its channel; `timeout` in minutes and `hints`
    the server's when None; a refusal if the server's settings or caps do not allow it."""
    guild, channel = guild_of(interaction), channel_of(interaction)
    allowed = interaction.client.games.server(guild)
    timeout = allowed.timeout if timeout is None else timeout
    hints = allowed.hints if hints is None else hints
    server.check_may_open(interaction, allowed, ai, level, hints)
    players = players or max(2, ai + 1)
    if ai >= players:
        raise Refusal(N_("A table of {players} has room for {ais} AI players at most: one seat is yours"),
                      players=players, ais=players - 1)
    if 0 < timeout < 1:
        raise Refusal(N_("The turn timeout is 0 (no limit) or at least 1 minute"))
    seconds = timeout * interaction.client.timing.minute
    table = TableOptions(players, hands, tiebreak, tiles, seconds, on_leave, hints)
    check_can_host(interaction)
    games = interaction.client.games
    if games.in_channel(channel):
        raise Refusal(BUSY_CHANNEL)
    table = replace(table, language=public_locale(allowed.language, interaction.guild_locale))
    session = await games.create(guild, channel, handlers.seat_for(interaction), table, (level,) * ai)
    with speaking(table.language):
        client = interaction.client
        lobby = lobby_controls(session.stored, client.table_of(session.stored.id), client.embedded_activity.enabled)
    sent = await interaction.response.send_message(in_message(lobby_text(session.stored)), view=lobby)
    assert sent.message_id is not None  # the response is a message
    await session.opened(sent.message_id)


async def open_table_for(client: MusesClient, guild: int, channel: int, host: Seat) -> Session:
    """A lobby opened by `host` from elsewhere than the channel (the Activity's page): the server's
    default table, with `/muses new`'s checks and caps made from the bot's cache, its message posted
    in `channel`; a refusal as `/muses new` would say."""
    server_ = client.get_guild(guild)
    where = server_.get_channel_or_thread(channel) if server_ is not None else None
    if server_ is None or where is None:
        raise Refusal(IN_SERVERS)
    allowed = client.games.server(guild)
    member = server_.get_member(host.user) or await server_.fetch_member(host.user)
    here: set[int | None] = {channel, where.parent_id if isinstance(where, discord.Thread) else None}
    server.check_settings_allow(allowed, here, {role.id for role in member.roles}, 0, "normal", allowed.hints)
    check_can_host_there(where, server_.me)
    if client.games.in_channel(channel):
        raise Refusal(BUSY_CHANNEL)
    table = TableOptions(2, 1, "shared", (), allowed.timeout * client.timing.minute, OnLeave.END, allowed.hints)
    table = replace(table, language=public_locale(allowed.language, str(server_.preferred_locale)))
    session = await client.games.create(guild, channel, host, table)
    await session.show_lobby()
    return session
