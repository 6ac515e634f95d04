"""The Activity's instances as Discord tells them (`GET /applications/{app}/activity-instances/{id}`
with the bot's token; Discord's docs: activities, "Multiplayer Experience"), for the web table to
check that a page signing in is in the instance it says, in the channel it says (docs/activity.md)."""

from __future__ import annotations

import logging
from typing import Any

import discord

log = logging.getLogger(__name__)


def instances_of(client: discord.Client):
    """What Discord says of an instance of the client's application: its location and users; None
    for an instance that is not running (404), or when Discord could not be asked."""

    async def instance(instance_id: str) -> dict[str, Any] | None:
        route = discord.http.Route("GET", "/applications/{application_id}/activity-instances/{instance_id}",
                                   application_id=client.application_id, instance_id=instance_id)
        try:
            return await client.http.request(route)
        except discord.NotFound:
            return None
        except discord.HTTPException as e:
            log.warning("web: could not read the Activity's instance %s: %s", instance_id, e)
            return None

    return instance
