"""The board as a Discord Activity, from the chat's side (docs/activity.md): command registration
that keeps the application's Entry Point command, "Open the board" launching the Activity for
whoever pressed it, and the web link instead where Discord will not launch it."""

from __future__ import annotations

import logging
import re
from typing import Any, Self

import discord
import yarl
from discord import app_commands

from ..core.language import N_, _, speaking
from ..play.activity import ActivitySetup
from ..storage.launches import ActivityLaunches
from .client import Interaction
from .locales import locale_of
from .markup import in_message
from .replies import guarded

log = logging.getLogger(__name__)

PRIMARY_ENTRY_POINT = 4
"""The command type of an Entry Point command, which discord.py's `AppCommandType` lacks."""

OPEN_BOARD = N_("Open the board")
"""The button of a game's messages to its web table (docs/web-protocol.md), or its Activity."""
NO_ACTIVITY = N_("This bot's board does not open inside Discord here yet; it opens in your browser.")
NO_USE_ACTIVITIES = N_("You may not use Activities in this channel, so the board opens in your browser.")
TOLD = 10_000
"""Users told why a launch fell back, remembered at most."""
NOWHERE = N_("The board does not open inside Discord here, and this bot has no web table.")


async def sync_keeping_entry_point(tree: app_commands.CommandTree) -> list[dict]:
    """The global commands' bulk overwrite, with the application's Entry Point commands sent back
    as Discord returned them (an overwrite without them is refused with 50240); the Entry Point
    commands kept. The tree's commands are translated as `CommandTree.sync` does."""
    client = tree.client
    if client.application_id is None:
        raise app_commands.MissingApplicationID
    existing: list[Any] = await client.http.get_global_commands(client.application_id)
    kept: list[dict] = [c for c in existing if c.get("type") == PRIMARY_ENTRY_POINT]
    translator = tree.translator
    ours: list[Any] = [await c.get_translated_payload(tree, translator) if translator else c.to_dict(tree)
                       for c in tree.get_commands()]
    await client.http.bulk_upsert_global_commands(client.application_id, payload=[*ours, *kept])
    return kept


def activity_setup(application: discord.AppInfo | None, entry_points: list[dict], web_url: str | None,
                   redirect_uri: str | None) -> ActivitySetup:
    """The Activity's setup from the application Discord describes, its Entry Point commands, the
    web table's address and the redirect URI the table signs in with. The URL mappings of the
    developer portal cannot be seen from here (the README says how to check them)."""
    embedded = application is not None and application.flags.embedded
    missing = [text for lacks, text in (
        (not embedded, "Activities not enabled for the application"),
        (not entry_points, "no Entry Point command"),
        (application is None or redirect_uri is None or redirect_uri not in application.redirect_uris,
         "no redirect URI registered for the web table"),
        (not web_url, "MUSES_WEB_URL unset")) if lacks]
    return ActivitySetup(enabled=embedded, web_url=web_url, missing=tuple(missing))


class OpenBoardButton(discord.ui.DynamicItem[discord.ui.Button], template=r"muses:open:(?P<game>\d+)"):
    """"Open the board" on a game's messages, where the application has Activities."""

    def __init__(self, game: int):
        super().__init__(discord.ui.Button(label=_(OPEN_BOARD), style=discord.ButtonStyle.secondary,
                                           custom_id=f"muses:open:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[discord.Client], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls(int(match["game"]))

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        client = interaction.client
        await open_board(interaction, self.game, client.embedded_activity, client.launches)


def open_board_item(game: int, table: str | None, launch: bool) -> discord.ui.Item | None:
    """"Open the board" on a game's messages: the Activity's launch where the application has
    Activities (`launch`), else the link to the game's web `table`, else nothing."""
    if launch:
        return OpenBoardButton(game)
    if table is not None:
        return discord.ui.Button(style=discord.ButtonStyle.link, label=_(OPEN_BOARD), url=table)
    return None


def locations_of(interaction: Interaction) -> tuple[int, ...]:
    """The channels an Activity launched from here may run in: this one, and a thread's parent
    (Discord does not say which of the two runs a launch from a thread: docs/activity.md)."""
    channel = interaction.channel
    here = interaction.channel_id or 0
    if isinstance(channel, discord.Thread) and channel.parent_id is not None:
        return here, channel.parent_id
    return (here,)


def web_link(web_url: str, game: int) -> str:
    """The web table of `game` (docs/web-protocol.md: `./?game=ID` under the base URL)."""
    return str(yarl.URL(web_url).with_query(game=game))


async def open_board(interaction: Interaction, game: int, setup: ActivitySetup, launches: ActivityLaunches) -> None:
    """Launch the Activity for the presser, remembering `game` for the page it opens; where
    Discord will not (no Activity, no Use Activities, a launch it refuses), the web link, saying
    why once. Discord documents no error code for a refused launch (docs/activity.md): a 403 is
    taken for a lack of Use Activities, anything else for an Activity that does not run here."""
    why = NO_ACTIVITY if not setup.enabled else None
    if why is None and not interaction.permissions.use_embedded_activities:
        why = NO_USE_ACTIVITIES
    if why is None:
        await launches.remember(interaction.user.id, locations_of(interaction), game)
        try:
            await interaction.response.launch_activity()
            return
        except discord.HTTPException as exc:
            log.warning("Discord refused to launch the Activity (%s %s): the web link instead", exc.status, exc.code)
            why = NO_USE_ACTIVITIES if exc.status == 403 else NO_ACTIVITY
    await _fall_back(interaction, game, setup, why)


async def _fall_back(interaction: Interaction, game: int, setup: ActivitySetup, why: str) -> None:
    with speaking(locale_of(interaction)):
        if setup.web_url is None:
            await interaction.response.send_message(in_message(_(NOWHERE)), ephemeral=True)
            return
        link = discord.ui.View(timeout=None)
        link.add_item(discord.ui.Button(label=_(OPEN_BOARD), url=web_link(setup.web_url, game)))
        first = (interaction.user.id, why) not in setup.told
        if len(setup.told) >= TOLD:
            setup.told.clear()  # told again, at worst
        setup.told.add((interaction.user.id, why))
        text = in_message(_(why)) if first else in_message(_(OPEN_BOARD))
        await interaction.response.send_message(text, view=link, ephemeral=True)
