"""The private panels a player takes a turn with. Ordinary Views on an ephemeral message
(they die with it); every option comes from the player's view, and Confirm goes through
the session, which re-checks the board version."""

from __future__ import annotations

import discord

from engine import Action
from engine.views import PlayerView

from . import choices
from .choices import Choice
from .replies import Refusal, guarded
from .session import Session

PANEL_TIMEOUT = 14 * 60


def panel_for(client, session: Session, seat: int) -> "Panel":
    view = session.player(seat)
    if view.status == "placing":
        return PlacementPanel(session, seat, view, client.renderer.square_codes(view), session.game.options.tiles)
    return DancePanel(session, seat, view)


class Panel(discord.ui.View):
    def __init__(self, session: Session, seat: int, view: PlayerView):
        super().__init__(timeout=PANEL_TIMEOUT)
        self.session = session
        self.seat = seat
        self.player_view = view
        self.version = session.stored.version
        self.user = session.stored.seats[seat].user
        self.rebuild()

    def summary(self) -> str:
        raise NotImplementedError

    def action(self) -> Action | None:
        raise NotImplementedError

    def rebuild(self) -> None:
        raise NotImplementedError

    def add_select(self, placeholder: str, options: list[Choice], chosen: str | None, row: int, callback) -> None:
        if not options:
            return
        select = discord.ui.Select(placeholder=placeholder, row=row, options=[
            discord.SelectOption(label=label[:100], value=value, default=value == chosen)
            for label, value in options[:25]])
        select.callback = callback
        self.add_item(select)

    def add_confirm(self) -> None:
        button = discord.ui.Button(label="Confirm", style=discord.ButtonStyle.success, row=4,
                                   disabled=self.action() is None)
        button.callback = self.confirm
        self.add_item(button)

    async def changed(self, interaction: discord.Interaction) -> None:
        self.rebuild()
        await interaction.response.edit_message(content=self.summary(), view=self)

    @guarded
    async def confirm(self, interaction: discord.Interaction) -> None:
        action = self.action()
        if action is None:
            raise Refusal("Make every choice first")
        await interaction.response.defer()
        text = await self.session.play(self.user, action, self.version)
        self.stop()
        await interaction.edit_original_response(content=f"Done: {text}.", view=None)


class PlacementPanel(Panel):
    def __init__(self, session: Session, seat: int, view: PlayerView, codes: dict, tiles):
        self.codes, self.tiles = codes, tiles
        self.muse: str | None = None
        self.code: str | None = None
        self.face = "down" if view.must_hide else "up"
        super().__init__(session, seat, view)

    def summary(self) -> str:
        lines = ["**Place a Muse.** Choose one from your hand, a square (the codes are on the board picture), "
                 "and its face.", choices.face_rule(self.player_view)]
        if self.muse:
            lines.append("Chosen: " + " · ".join(filter(None, [
                self.muse, self.code and f"square {self.code}", "face down" if self.face == "down" else "face up"])))
        return "\n".join(lines)

    def action(self) -> Action | None:
        if self.muse is None or self.code is None:
            return None
        return choices.placement(self.player_view, self.codes, self.muse, self.code, self.face)

    def rebuild(self) -> None:
        self.clear_items()
        view = self.player_view
        self.add_select("Muse from your hand", choices.hand_choices(view, self.tiles), self.muse, 0, self.on_muse)
        squares = choices.square_choices(view, self.codes)
        for row, start in ((1, 0), (2, 25)):
            self.add_select("Square" if start == 0 else "More squares", squares[start:start + 25], self.code, row,
                            self.on_square)
        self.add_select("Face", choices.face_choices(view), self.face, 3, self.on_face)
        self.add_confirm()

    @guarded
    async def on_muse(self, interaction: discord.Interaction) -> None:
        self.muse = interaction.data["values"][0]
        await self.changed(interaction)

    @guarded
    async def on_square(self, interaction: discord.Interaction) -> None:
        self.code = interaction.data["values"][0]
        await self.changed(interaction)

    @guarded
    async def on_face(self, interaction: discord.Interaction) -> None:
        self.face = interaction.data["values"][0]
        await self.changed(interaction)


class DancePanel(Panel):
    def __init__(self, session: Session, seat: int, view: PlayerView):
        self.muse: str | None = None
        self.direction: str | None = None
        self.ability = "none"
        self.intervention = "none"
        super().__init__(session, seat, view)

    def summary(self) -> str:
        lines = ["**Dance.** Choose any Muse (face-down ones by token), a direction, and if you like its "
                 "ability, before or after the step."]
        if self.muse:
            parts = [self.muse, self.direction and f"steps {self.direction}",
                     self.ability != "none" and f"ability {self.ability.replace('=', ' the step, on ')}",
                     self.intervention != "none" and f"then {self.intervention}"]
            lines.append("Chosen: " + " · ".join(p for p in parts if p))
        return "\n".join(lines)

    def action(self) -> Action | None:
        if self.muse is None or self.direction is None:
            return None
        return choices.step(self.muse, self.direction, self.ability, self.intervention)

    def rebuild(self) -> None:
        self.clear_items()
        view = self.player_view
        self.add_select("Muse to step", choices.muse_choices(view), self.muse, 0, self.on_muse)
        if self.muse:
            self.add_select("Direction", choices.direction_choices(view, self.muse), self.direction, 1, self.on_direction)
        if self.muse and self.direction:
            abilities = choices.ability_choices(view, self.muse, self.direction)
            if abilities:
                self.add_select("Ability", [("No ability", "none"), *abilities[:24]], self.ability, 2, self.on_ability)
            if view.tiles:
                base = choices.step(self.muse, self.direction, self.ability)
                tiles = choices.intervention_choices(view, base)
                if tiles:
                    self.add_select("Intervention at the end of the turn", [("No intervention", "none"), *tiles[:24]],
                                    self.intervention, 3, self.on_intervention)
        self.add_confirm()

    @guarded
    async def on_muse(self, interaction: discord.Interaction) -> None:
        self.muse = interaction.data["values"][0]
        self.direction, self.ability, self.intervention = None, "none", "none"
        await self.changed(interaction)

    @guarded
    async def on_direction(self, interaction: discord.Interaction) -> None:
        self.direction = interaction.data["values"][0]
        self.ability, self.intervention = "none", "none"
        await self.changed(interaction)

    @guarded
    async def on_ability(self, interaction: discord.Interaction) -> None:
        self.ability = interaction.data["values"][0]
        self.intervention = "none"
        await self.changed(interaction)

    @guarded
    async def on_intervention(self, interaction: discord.Interaction) -> None:
        self.intervention = interaction.data["values"][0]
        await self.changed(interaction)
