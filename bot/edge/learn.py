"""`/muses learn`: the tutorial (`core.tutorial`), a step an ephemeral answer to the learner's click.
Nothing is stored and nothing is posted: a button carries the step it shows (restart-proof, as the
board's), and the game at a step is the script replayed up to it. Its end offers a real game against
the easy AI, opened as `/muses new` opens one, with its checks and caps."""

from __future__ import annotations

import io

import discord

from engine import Action, Phase, Place, When, words
from engine.geometry import square_name
from engine.language import Phrase
from engine.views import player_view

from ..core.language import N_, _, spoken
from ..core.texts import muse_name
from ..core.tutorial import LEARNER, LESSONS, STEPS, game_at
from .buttons import FromCustomId
from .client import Interaction
from .locales import locale_of
from .replies import guarded
from .tables import open_table

TEACHER_NAME = N_("Teacher")
TEACHER_DID = N_("The teacher: {action}")
STEP_COUNTER = N_("Tutorial, move {move} of {moves}")
READY = N_("Ready for a real game? The easy AI takes the other seat; the lobby opens in this channel.")
PLAY = N_("Play against the easy AI")
AGAIN = N_("Start again")


def lesson_text(text: str, move: Action) -> str:
    """A lesson's text in the language spoken, its Muses and square named as that language's edition does."""
    ability = getattr(move, "ability", None)
    return _(text).format(muse=muse_name(move.muse), square=square_name(move.at) if isinstance(move, Place) else "",
                          target=muse_name(ability.target) if ability else "")


def move_label(move: Action) -> str:
    """The button that makes the learner's move."""
    muse = muse_name(move.muse)
    if isinstance(move, Place):
        return (_("Place {muse} face down on {square}") if move.hidden else _("Place {muse} on {square}")).format(
            muse=muse, square=square_name(move.at))
    assert move.ability is not None, "each step of the script uses its ability"
    label = (_("Step {muse} {direction}, ability on {target} before") if move.ability.when is When.BEFORE
             else _("Step {muse} {direction}, ability on {target} after"))
    return label.format(muse=muse, direction=words.direction(move.dir, spoken()), target=muse_name(move.ability.target))


def step_text(step: int) -> str:
    """What the learner reads at `step`: the last move told, the teacher's answer, the next move's why."""
    parts = []
    if step > 0:
        done = LESSONS[step - 1]
        parts.append(lesson_text(done.after, done.move))
        if done.answer is not None:
            last = player_view(game_at(step), LEARNER, names()).last
            assert last is not None, "the teacher answered"
            parts.append(_(TEACHER_DID).format(action=last.said(spoken())))
    if step < STEPS:
        parts.append(lesson_text(LESSONS[step].before, LESSONS[step].move))
    else:
        parts.append(_(READY))
    return f"-# {_(STEP_COUNTER).format(move=min(step + 1, STEPS), moves=STEPS)}\n" + "\n\n".join(parts)


def names() -> tuple[str | Phrase, ...]:
    return (_("You"), Phrase.of(TEACHER_NAME))


async def step_answer(interaction: Interaction, step: int) -> tuple[str, discord.File, discord.ui.View]:
    """The text, picture and buttons of `step`, in the learner's language: the board as the learner sees
    it, with its move's button; at the end the hand's score, with the offer of a game."""
    view = player_view(game_at(step), LEARNER, names())
    renderer, locale, user = interaction.client.renderer, locale_of(interaction), interaction.user.id
    controls = discord.ui.View(timeout=None)
    if view.phase is Phase.FINISHED:
        png = await renderer.score(view, 0, locale, user)
        controls.add_item(PlayButton())
        controls.add_item(LearnButton(0, _(AGAIN)))
    else:
        png = await renderer.board(view, locale, user)
        controls.add_item(LearnButton(step + 1, move_label(LESSONS[step].move)))
    return step_text(step), discord.File(io.BytesIO(png), f"learn-{step}.png"), controls


async def learn(interaction: Interaction) -> None:
    """`/muses learn`: the tutorial's first step."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    text, file, controls = await step_answer(interaction, 0)
    await interaction.edit_original_response(content=text, attachments=[file], view=controls)


class LearnButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"muses:learn:(?P<step>\d+)"):
    """Shows step `step` of the tutorial (the learner's move before it made)."""

    def __init__(self, step: int, label: str = "\u25b6"):
        self.step = step
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"muses:learn:{step}"))

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        text, file, controls = await step_answer(interaction, min(self.step, STEPS))
        await interaction.response.edit_message(content=text, attachments=[file], view=controls)


class PlayButton(discord.ui.DynamicItem[discord.ui.Button], template=r"muses:learn:play"):
    """Opens a lobby in the channel with an easy AI seat, as `/muses new ai:1 level:easy` does."""

    def __init__(self):
        super().__init__(discord.ui.Button(label=_(PLAY), style=discord.ButtonStyle.success,
                                           custom_id="muses:learn:play"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /) -> PlayButton:
        return cls()

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        await open_table(interaction, ai=1, level="easy")
