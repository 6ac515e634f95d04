"""What a command or a button answers: the handlers behind both (and the longer answers of
commands), each turning one user request into session calls and a reply (ephemeral unless it is
the game's news)."""

from __future__ import annotations

import io
import json

import discord

from engine import Refusal, game_to_record
from engine.seats import seat_record

from ..core.language import N_, _
from ..core.stored import GameStatus, Seat
from ..core.texts import BACK, hand_text, interventions_rules_text, rules_text
from ..play.session import Session
from .client import Interaction, channel_of, cool_down, guild_of
from .locales import locale_of
from .markup import in_message
from .panels import panel_for
from .permissions import check_can_host_in
from .replies import say


def seat_for(interaction: Interaction) -> Seat:
    return Seat(interaction.user.id, interaction.user.display_name, locale=locale_of(interaction))


async def rematch(interaction: Interaction, game: int) -> None:
    """A player of finished game `game` asks for its rematch: the first opens its lobby where its lobby
    was, each other takes the seat held for them there."""
    games = interaction.client.games
    old = await games.store.get(game)
    if old is None or old.guild != guild_of(interaction):
        raise Refusal(N_("No game #{game} has been played on this server"), game=game)
    user = interaction.user.id
    if not any(x.user == user and not x.ai_level for x in old.seats):
        raise Refusal(N_("Only the players of game #{game} can ask for its rematch"), game=game)
    await interaction.response.defer(ephemeral=True, thinking=True)
    here = games.in_channel(old.parent or old.channel)
    if here is None:
        assert interaction.guild is not None, "a game's button is pressed on its server"
        where = interaction.guild.get_channel_or_thread(old.parent or old.channel)
        if where is not None:
            check_can_host_in(where, interaction.guild.me)
        others = [x.user for x in old.seats if x.user > 0 and x.user != user]
        present = ({m.id for m in await interaction.guild.query_members(user_ids=others, cache=False)}
                   if others else set())
        here, opened = await games.rematch(old, seat_for(interaction), present)
        if opened:
            await here.show_lobby()
            await say(interaction, _("Rematch: game #{game} is open in <#{channel}>, the other players' seats held "
                                     "for them (each takes theirs with one click).").format(
                game=here.id, channel=here.stored.channel))
            return
    await _into(interaction, here)


async def _into(interaction: Interaction, session: Session) -> None:
    """A rematch asked where `session` is open: the seat held there for the asker is theirs."""
    s = session.stored
    seat = next((x for x in s.seats if x.user == interaction.user.id), None)
    if s.status is not GameStatus.LOBBY:
        raise Refusal(N_("<#{channel}> has a game in play (#{game}): a rematch can open there once it is over"),
                      channel=s.channel, game=s.id)
    if seat is None:
        raise Refusal(N_("A lobby is already open in <#{channel}> (game #{game}): join it there"),
                      channel=s.channel, game=s.id)
    if not seat.reserved:
        await say(interaction, _("You are already at the table of game #{game} in <#{channel}>.").format(
            game=s.id, channel=s.channel))
        return
    await session.join(seat_for(interaction))
    await say(interaction, _("You took your seat at game #{game} in <#{channel}>.").format(game=s.id,
                                                                                          channel=s.channel))


def is_moderator(interaction: Interaction) -> bool:
    """Manage Channels or Manage Server where the command was used (checked by the bot itself)."""
    perms = interaction.permissions
    return perms.manage_channels or perms.manage_guild


def check_may_reset(interaction: Interaction, session: Session) -> None:
    """Only the host (while still at the table) or a moderator may end a game."""
    stored = session.stored
    host = interaction.user.id == stored.host and stored.seat_of(interaction.user.id) is not None  # not automated
    if not host and not is_moderator(interaction):
        raise Refusal(N_("Only the host (while still playing) or a member with Manage Channels or Manage Server "
                         "can end a game"))


def session_here(interaction: Interaction, game: int | None = None) -> Session:
    """The game a command is about (`game`: its number, when several are played in threads here)."""
    session = interaction.client.games.here(channel_of(interaction), game)
    if session is None:
        raise Refusal(N_("There is no game in this channel. Start one with `/muses new`"))
    return session


async def open_turn(interaction: Interaction, session: Session, version: int | None, first: str | None = None) -> None:
    """The private panel for the player whose turn it is (a player the AI stood in for is back), with
    `first` chosen: the board's pick (the answer follows up if the pick was answered already)."""
    await session.heard(interaction.user.id, locale_of(interaction))
    back = await session.come_back(interaction.user.id)
    try:
        seat = session.seat_to_play(interaction.user.id, version)
    except Refusal:
        if back:
            raise Refusal(BACK) from None
        raise
    await session.check_postable()
    panel = panel_for(interaction.client, session, seat, first)
    files = await panel.preview(interaction)  # the move may be complete at once (menus with one option)
    if interaction.response.is_done():
        message = await interaction.followup.send(in_message(panel.summary()), view=panel, files=files, ephemeral=True,
                                                  wait=True)
        panel.edit = message.edit
    else:
        await interaction.response.send_message(in_message(panel.summary()), view=panel, files=files, ephemeral=True)
        panel.edit = interaction.edit_original_response


async def my_hand(interaction: Interaction, session: Session) -> None:
    stored = session.stored
    seat = stored.seat_of(interaction.user.id)
    if seat is None:
        raise Refusal(N_("You are not playing in this game"))
    if stored.game is None:
        raise Refusal(N_("The Muses are dealt when the host starts the game"))
    cool_down(interaction, "hand")
    await interaction.response.defer(ephemeral=True, thinking=True)
    await session.heard(interaction.user.id, locale_of(interaction))
    view = session.player(seat)
    png = await interaction.client.renderer.hand(view, locale_of(interaction))
    text = hand_text(stored, view)
    await say(interaction, text, file=discord.File(io.BytesIO(png), f"hand-{stored.id}.png"))


async def rules(interaction: Interaction, session: Session | None) -> None:
    """The rules in short with the tile sheet, then the Divine Interventions of the game's table in
    a message of their own (together they would come near Discord's 6,000 characters of embeds);
    once its Muses are dealt, first the legend of its board, in the user's language."""
    cool_down(interaction, "rules")
    await interaction.response.defer(ephemeral=True, thinking=True)
    renderer, locale = interaction.client.renderer, locale_of(interaction)
    table = session.stored.table if session else None
    files = []
    if session is not None and session.stored.game is not None:
        legend = await renderer.legend(session.public(), locale, interaction.user.id)
        files.append(discord.File(io.BytesIO(legend), "legend.png"))
    muse_table = interaction.client.muse_table
    files.append(discord.File(io.BytesIO(await renderer.tiles(muse_table, locale)), "tiles.png"))
    embed = discord.Embed(description=rules_text(table, muse_table)).set_image(url="attachment://tiles.png")
    await say(interaction, "", embed=embed, files=files)
    if table is not None and table.interventions:
        await interaction.followup.send(embed=discord.Embed(
            title=_("Divine Interventions at this table"), description=interventions_rules_text(table.interventions)),
            ephemeral=True)


async def export(interaction: Interaction, game: int | None = None) -> None:
    """The record of game `game` (of any channel of the server), or of the channel's current game (its last one while a
    lobby is open or none is)."""
    games = interaction.client.games
    if game is not None:
        stored = await games.store.get(game)
        if stored is None or stored.guild != interaction.guild_id or stored.game is None:
            raise Refusal(N_("No game #{game} has been played on this server"), game=game)
    else:
        channel = channel_of(interaction)
        session = games.here(channel)
        stored = (session.stored if session and session.stored.game else await games.store.latest_in(channel))
        if stored is None or stored.game is None:
            raise Refusal(N_("No game has been played in this channel yet"))
    cool_down(interaction, f"export {stored.id}", stored.version)  # the same file again; a move makes a new one
    full = not stored.is_open
    record = game_to_record(stored.game) if full else seat_record(stored.game, stored.seat_of(interaction.user.id))
    name = f"muses-game-{stored.id}{'' if full else '-so-far'}.json"
    data = json.dumps(record, indent=1).encode()
    note = (_("The full record of the game.") if full else
            _("The record so far: face-down identities and other players' hands are withheld until the game is over."))
    await say(interaction, note, file=discord.File(io.BytesIO(data), name))


async def reset(interaction: Interaction, game: int) -> None:
    session = interaction.client.games.get(game)
    if session is None:
        raise Refusal(N_("This game is already over"))
    check_may_reset(interaction, session)
    await session.reset(interaction.user.id)
    await interaction.response.edit_message(content=_("Game #{game} is ended.").format(game=game), view=None)
