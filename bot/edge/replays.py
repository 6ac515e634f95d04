"""`/muses replay`: a finished game again, move after move (`engine.views.replay_steps`): an
animated GIF for the channel, and for the asker a viewer to step through it, whose buttons
carry the game and the step they show (restart-proof, as the board's). The steps are made and
drawn by the worker from the game's record: the event loop only sends it and the pictures."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from engine import Refusal, game_to_record
from engine.views import Names

from ..core.language import N_, _, speaking
from ..core.stored import GameStatus, StoredGame
from ..core.texts import name_of, shown_names
from .buttons import FromCustomId
from .client import Interaction, channel_of, cool_down, on_demand
from .locales import locale_of
from .markup import in_menu
from .replies import guarded

POSTED = N_("Game #{game} again, move after move.")
COUNTER = N_("Game #{game}: move {move} of {moves}")
NOT_OVER = N_("Game #{game} is not over: its replay comes once it has a result")
NONE_HERE = N_("No game has been played to its result in this channel yet")
NOT_HERE = N_("No game #{game} has been played on this server")
CHOICES = 25
"""The finished games offered by the autocomplete of `game`."""


async def finished(interaction: Interaction, game: int | None, not_over: str = NOT_OVER) -> StoredGame:
    """Game `game` of the server, or the last one of the channel (or its threads), played to its result
    (`not_over`: the refusal of a game still in its lobby or in play)."""
    store = interaction.client.games.store
    if game is None:
        last = await store.finished_in(channel_of(interaction), 1)
        if not last:
            raise Refusal(NONE_HERE)
        return last[0]
    stored = await store.get(game)
    if stored is None or stored.guild != interaction.guild_id or stored.game is None:
        raise Refusal(NOT_HERE, game=game)
    if stored.status is not GameStatus.FINISHED:
        raise Refusal(not_over, game=game)
    return stored


def replayed(stored: StoredGame) -> tuple[dict, Names]:
    """What the worker makes a finished game's replay from: its record, and its seats' names as shown."""
    assert stored.game is not None, "a finished game was played"
    return game_to_record(stored.game), shown_names(stored.seats)


async def replay(interaction: Interaction, game: int | None) -> None:
    """The GIF in the channel, in the game's language; then the viewer at its first move, for the asker.
    A request that comes too soon is refused before any work (a spammer's cost no more than an answer);
    one for a game without a replay does not count, nor one refused while the server's last is under way
    (`on_demand`)."""
    cool_down(interaction, "replay", count=False)
    stored = await finished(interaction, game)
    with on_demand(interaction, "replay"):
        cool_down(interaction, "replay")
        await interaction.response.defer(thinking=True)
        language = stored.table.language
        gif, first, steps = await interaction.client.renderer.replay(
            *replayed(stored), language, locale_of(interaction), interaction.user.id)
        with speaking(language):
            text = _(POSTED).format(game=stored.id)
        await interaction.edit_original_response(content=text, attachments=[
            discord.File(io.BytesIO(gif), f"replay-{stored.id}.gif")])
        text, file, view = _viewer(stored, first, 0, steps)
        await interaction.followup.send(text, file=file, view=view, ephemeral=True)


async def choices(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The last games of the channel (and its threads) played to their result."""
    channel = interaction.channel_id
    games = [] if channel is None else await interaction.client.games.store.finished_in(channel, CHOICES)
    return [app_commands.Choice(name=in_menu(f"#{s.id} · {', '.join(map(name_of, s.seats))}"), value=s.id)
            for s in games if current in str(s.id)]


def _viewer(stored: StoredGame, png: bytes, step: int, steps: int) -> tuple[str, discord.File, discord.ui.View]:
    """The viewer at `step` of `steps`, in the asker's language: the counter, the step's picture `png`, ◀
    and ▶ (no cooldown: a step is one picture, and a reader steps at a reading pace; drawn in the asker's
    turn)."""
    text = _(COUNTER).format(game=stored.id, move=step + 1, moves=steps)
    controls = discord.ui.View(timeout=None)
    controls.add_item(ReplayButton(stored.id, max(step - 1, 0), "back", disabled=step == 0))
    controls.add_item(ReplayButton(stored.id, min(step + 1, steps - 1), "next", disabled=step == steps - 1))
    return text, discord.File(io.BytesIO(png), f"replay-{stored.id}-{step + 1}.png"), controls


ARROWS = {"back": "\u25c0", "next": "\u25b6"}


class ReplayButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"muses:replay:(?P<game>\d+):(?P<step>\d+):(?P<way>back|next)"):
    """◀ or ▶ of the viewer: shows step `step` (counted from 0) of game `game`'s replay."""

    def __init__(self, game: int, step: int, way: str, disabled: bool = False):
        self.game, self.step = game, step
        super().__init__(discord.ui.Button(label=ARROWS[way], style=discord.ButtonStyle.secondary, disabled=disabled,
                                           custom_id=f"muses:replay:{game}:{step}:{way}"))

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        stored = await finished(interaction, self.game)
        drawn = await interaction.client.renderer.replay_step(*replayed(stored), self.step, locale_of(interaction),
                                                               interaction.user.id)
        if drawn is None:
            raise Refusal(NOT_HERE, game=self.game)
        png, steps = drawn
        text, file, view = _viewer(stored, png, self.step, steps)
        await interaction.response.edit_message(content=text, attachments=[file], view=view)
