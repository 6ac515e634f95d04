"""The server's own life: its settings (`/muses-admin settings` and `language`) and what they allow
`/muses new`, and forgetting a player (`/muses forget-me`, `/muses-admin forget`)."""

from __future__ import annotations

from dataclasses import replace

import discord

from engine import Refusal
from engine.language import N_, Phrase

from .client import Interaction, channel_of, guild_of
from ..storage.server_settings import ServerSettings, parse, stored_text
from ..core.language import LANGUAGE_NAMES, _, public_locale
from ..core.stored import Seat, StoredGame
from ..play.ratings import identity
from .replies import say
from ..core.texts import FORMER, forgotten_text, settings_text


async def settings(interaction: Interaction, typed: dict[str, str]) -> None:
    """Show the server's settings, after storing those typed (each checked first: a bad value
    changes nothing and gets its sentence). Manage Server only, checked here."""
    if not interaction.permissions.manage_guild:
        raise Refusal(N_("Only a member with Manage Server can see or change this server's settings"))
    changes = {name: stored_text(parse(name, text)) for name, text in typed.items()}
    guild = interaction.guild
    for channel in parse("channels", changes.get("channels", "any")):
        if guild is None or guild.get_channel(channel) is None:
            raise Refusal(N_("There is no channel <#{channel}> on this server that I can see"), channel=channel)
    games = interaction.client.games
    here = guild_of(interaction)
    current = await games.set_server(here, changes) if changes else games.server(here)
    await say(interaction, settings_text(current, bool(changes), language_shown(interaction, current)))


def language_shown(interaction: Interaction, settings: ServerSettings) -> str:
    """The language of the server's new games by its own name, and whether the server chose it."""
    code = public_locale(settings.language, interaction.guild_locale)
    name = LANGUAGE_NAMES.get(code, code)
    return name if settings.language else _("{language} (the server's language in Discord)").format(language=name)


async def choose_language(interaction: Interaction, code: str) -> None:
    """`/muses-admin language`: the language of the server's new games. Manage Server only."""
    if not interaction.permissions.manage_guild:
        raise Refusal(N_("Only a member with Manage Server can choose the server's language"))
    await interaction.client.games.set_server(guild_of(interaction), {"language": stored_text(parse("language", code))})
    await say(interaction, _("New games of this server speak {language} in public; games under way keep "
                             "theirs.").format(language=LANGUAGE_NAMES.get(code, code)))


def check_may_open(interaction: Interaction, settings: ServerSettings, ai: int, level: str,
                   hints: bool) -> None:
    """Refuse a new table the server's settings do not allow, with the setting's sentence."""
    channel = interaction.channel
    here = {channel_of(interaction)}
    if isinstance(channel, discord.Thread):
        here.add(channel.parent_id)
    if settings.channels and not here & set(settings.channels):
        listed = ", ".join(f"<#{c}>" for c in settings.channels)
        raise Refusal(N_("On this server, games are opened in {channels} (or their threads)"), channels=listed)
    roles = {role.id for role in getattr(interaction.user, "roles", [])}
    if settings.role and settings.role not in roles:
        raise Refusal(N_("On this server, opening a game needs the role <@&{role}>"), role=settings.role)
    if ai:
        check_ai(settings, level)
    if hints and not settings.hints:
        raise Refusal(N_("Hints are not allowed on this server: open the table with hints off"))


def check_ai(settings: ServerSettings, level: str) -> None:
    """Refuse an AI player of `level` the server's settings do not allow."""
    if not settings.ai:
        raise Refusal(N_("AI players are not allowed on this server"))
    if not settings.allows_level(level):
        raise Refusal(N_("On this server, AI players play at {level} level at most"),
                      level=Phrase.of(settings.ai_level))


def forgotten(stored: StoredGame, user: int) -> StoredGame:
    """`stored` with `user` replaced by the neutral label in its seats, record, host and owed
    words; the record replays as before."""
    seats = [s.user == user and not s.ai_level for s in stored.seats]
    game = stored.game.copy() if stored.game is not None else None
    if game is not None:
        game.players = [FORMER if mine else name for name, mine in zip(game.players, seats)]
    names = [s.name for s, mine in zip(stored.seats, seats) if mine]

    def unnamed(text: str | None) -> str | None:
        if text is None:
            return None
        for name in [f"<@{user}>", *names]:
            text = text.replace(name, FORMER)
        return text

    return replace(stored, host=0 if stored.host == user else stored.host, game=game,
                   seats=tuple(Seat(0, FORMER, ai_owned=s.ai_owned, left=s.left) if mine else s
                               for s, mine in zip(stored.seats, seats)),
                   owed=replace(stored.owed, lobby=unnamed(stored.owed.lobby), note=unnamed(stored.owed.note)))


async def forget(interaction: Interaction, user: int) -> str:
    """Delete `user`'s ratings on this server and their name and id from its stored games;
    what was done, in words. Refused while they sit at an open table."""
    games = interaction.client.games
    store = games.store
    guild = guild_of(interaction)
    mine = [g for g in await store.games_of(guild)
            if g.host == user or any(s.user == user and not s.ai_level for s in g.seats)]
    playing = next((g for g in mine if g.is_open), None)
    if playing is not None:
        raise Refusal(N_("That member is at the table of game #{game}: they can leave it (`/muses leave`) or it "
                         "can end first (a moderator can end it with `/muses-admin reset`)"), game=playing.id)
    for stored in mine:
        await store.rewrite(forgotten(stored, user))
    await store.forget_ratings(guild, identity(Seat(user, "")))
    return forgotten_text(len(mine))
