"""What the web table asks Discord (`bot.web.viewers.Directory`), through the bot's discord.py
client: a member's View Channel of a game's channel or thread, computed from the member as
Discord's `GET /guilds/{guild}/members/{user}` gives them now, and the names of places. Its
requests take their turns within the bot's global pace (the herald's), after the games' own: many
pages saying hello at once neither run into Discord's global limit nor hold a game's requests back."""

from __future__ import annotations

import logging

import discord

from ..play.timers import Pace

log = logging.getLogger(__name__)

UNKNOWN_MEMBER = 10007


class DiscordDirectory:
    def __init__(self, client: discord.Client, pace: Pace):
        self.client, self.pace = client, pace

    async def may_view(self, guild: int, channel: int, user: int) -> bool | None:
        server = self.client.get_guild(guild)
        if server is None:
            return False
        try:
            async with self.pace.turn(later=True):  # the games' requests first: a page can wait
                member = await server.fetch_member(user)
        except discord.NotFound as e:
            if e.code == UNKNOWN_MEMBER:
                return None
            return False
        except discord.HTTPException as e:
            log.warning("web: could not read member %s of server %s: %s", user, guild, e)
            return False
        where = server.get_channel_or_thread(channel)
        if where is None:
            try:
                async with self.pace.turn(later=True):
                    where = await server.fetch_channel(channel)
            except discord.HTTPException:
                return False
        return where.permissions_for(member).view_channel

    def place(self, guild: int, channel: int) -> tuple[str, str, str | None]:
        server = self.client.get_guild(guild)
        where = server.get_channel_or_thread(channel) if server is not None else None
        server_name = server.name if server is not None else str(guild)
        if isinstance(where, discord.Thread):
            parent = where.parent
            return server_name, parent.name if parent is not None else str(where.parent_id), where.name
        return server_name, where.name if where is not None else str(channel), None
