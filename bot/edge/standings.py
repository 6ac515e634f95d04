"""`/muses leaderboard`, `/muses stats` and `/muses history`: a server's ratings read from
the store, each answer in words and, for the first two, a picture."""

from __future__ import annotations

import io

import discord

from engine import Refusal
from render import Standing

from ..core.language import _, public_locale, speaking, spoken
from ..core.stored import Rated
from ..core.texts import (
    NO_RATINGS,
    history_text,
    leaderboard_text,
    leaderboard_title,
    name_of,
    no_games_text,
    rated_name,
    rating_chart_title,
    rating_note,
    stats_text,
)
from ..play.ratings import MODEL, PROVISIONAL, ordinal, points
from .client import Interaction, cool_down, guild_of
from .replies import say

SHOWN = 15
"""Players on the leaderboard."""
RECENT = 10
"""Games in a history."""


def best_first(standings: list[tuple[Rated, int]]) -> list[tuple[Rated, int]]:
    """A server's identities, best first (by the rating each is very likely above)."""
    return sorted(standings, key=lambda s: (-ordinal(s[0].mu, s[0].sigma), s[0].player))


def ranked(standings: list[tuple[Rated, int]], wins: dict[str, float]) -> list[Standing]:
    """Each identity's standing, best first, named in the language spoken (an AI level's name)."""
    return [Standing(rank, rated_name(r.player, r.name), points(r.mu, r.sigma), games, wins.get(r.player, 0.0),
                     games < PROVISIONAL)
            for rank, (r, games) in enumerate(best_first(standings), start=1)]


def note() -> str:
    """How the rating moves, in the language spoken."""
    return rating_note(points(MODEL.mu, MODEL.sigma), PROVISIONAL)


async def leaderboard(interaction: Interaction) -> None:
    """The server's leaderboard, for everyone in the channel: in the language of the server's
    new games."""
    client, guild = interaction.client, guild_of(interaction)
    standings = await client.games.store.standings(guild)
    if not standings:
        raise Refusal(NO_RATINGS)
    await interaction.response.defer(thinking=True)
    locale = public_locale(client.games.server(guild).language, interaction.guild_locale)
    with speaking(locale):
        rows = ranked(standings, await client.games.store.wins(guild))[:SHOWN]
        server = interaction.guild.name if interaction.guild else _("this server")
        png = await client.renderer.leaderboard(leaderboard_title(server), rows, note(), locale=locale)
        text = leaderboard_text(server, [(s.rank, s.name, s.rating, s.provisional, s.games, s.wins) for s in rows],
                                note())
    await say(interaction, text, file=discord.File(io.BytesIO(png), "leaderboard.png"))


async def stats(interaction: Interaction, member: discord.abc.User | None) -> None:
    """A member's games, wins and win rate by number of players, rating and its course, privately."""
    member = member or interaction.user
    store, guild = interaction.client.games.store, guild_of(interaction)
    ratings = await store.ratings_of(guild, str(member.id))
    if not ratings:
        raise Refusal(no_games_text(member.display_name))
    cool_down(interaction, "stats")
    await interaction.response.defer(ephemeral=True, thinking=True)
    by_players: dict[int, tuple[int, float]] = {}
    for r in ratings:
        games, wins = by_players.get(r.players, (0, 0.0))
        by_players[r.players] = games + 1, wins + {"win": 1.0, "shared": 0.5, "loss": 0.0}[r.result]
    rank = next(rank for rank, (r, _) in enumerate(best_first(await store.standings(guild)), start=1)
                if r.player == str(member.id))
    course = [points(MODEL.mu, MODEL.sigma)] + [points(r.mu, r.sigma) for r in ratings]
    png = await interaction.client.renderer.rating_chart(rating_chart_title(member.display_name), course, PROVISIONAL,
                                                         locale=spoken().code)
    await say(interaction, stats_text(member.display_name, rank, course[-1], len(ratings) < PROVISIONAL, by_players),
              file=discord.File(io.BytesIO(png), "rating.png"))


async def history(interaction: Interaction, member: discord.abc.User | None) -> None:
    """A member's recent rated games, privately, each with the command that exports it."""
    member = member or interaction.user
    store = interaction.client.games.store
    ratings = (await store.ratings_of(guild_of(interaction), str(member.id)))[-RECENT:]
    if not ratings:
        raise Refusal(no_games_text(member.display_name))
    games = []
    for r in reversed(ratings):
        stored = await store.get(r.game)
        assert stored is not None  # a rated game is stored, and games are never deleted
        games.append((r.game, r.at, [name_of(s) for s in stored.seats], r.result))
    await say(interaction, history_text(member.display_name, games))
