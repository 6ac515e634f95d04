"""Opening a table: a lobby in the channel of the interaction, with the server's defaults, checks
and caps; `/muses new` and the tutorial's offer of a game open theirs here."""

from __future__ import annotations

from dataclasses import replace

from engine import God, Refusal

from ..core.language import N_, public_locale, speaking
from ..core.stored import OnLeave, TableOptions
from ..core.texts import lobby_text
from . import handlers, server
from .buttons import lobby_controls
from .client import Interaction, channel_of, guild_of
from .markup import in_message
from .permissions import check_can_host


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
        raise Refusal(N_("This channel already has a game. Finish it, or ask a moderator for `/muses-admin reset`"))
    table = replace(table, language=public_locale(allowed.language, interaction.guild_locale))
    session = await games.create(guild, channel, handlers.seat_for(interaction), table, (level,) * ai)
    with speaking(table.language):
        client = interaction.client
        lobby = lobby_controls(session.stored, client.table_of(session.stored.id), client.embedded_activity.enabled)
    sent = await interaction.response.send_message(in_message(lobby_text(session.stored)), view=lobby)
    assert sent.message_id is not None  # the response is a message
    await session.opened(sent.message_id)
