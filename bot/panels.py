"""The private panels a player takes a turn with. Ordinary Views on an ephemeral message
(they die with it); every option comes from the player's view, and Confirm goes through
the session, which re-checks the board version."""

from __future__ import annotations

import itertools
import secrets

import discord

from engine import Action, Step
from engine.views import TILE_NAMES, PlayerView

from . import choices
from .choices import Choice
from .replies import Refusal, deferring, guarded
from .session import Session

PANEL_TIMEOUT = 14 * 60
"""Less than the 15 minutes an interaction token lives, so that an expired panel can say so."""
EXPIRED = "This panel has expired. Press **Take my turn** on the newest board for a new one."
PANEL_ID = "muses:panel:"
"""How the custom ids of a panel's menus and buttons begin, then the panel's token."""
GONE = ("This panel no longer answers: it was opened before the bot restarted, or it is closed. "
        "Press **Take my turn** on the newest board for a new one.")


def panel_for(client, session: Session, seat: int) -> "Panel":
    view = session.player(seat)
    if view.status == "placing":
        panel = PlacementPanel(session, seat, view, client.renderer.square_codes(view), session.game.options.tiles)
    else:
        panel = DancePanel(session, seat, view)
    panel.live = client.live_panels
    panel.live.add(panel.token)
    return panel


def is_gone(client, custom_id: str) -> bool:
    """Whether `custom_id` belongs to a panel this bot does not hold (a restart, or closed)."""
    return custom_id.startswith(PANEL_ID) and custom_id[len(PANEL_ID):].split(":")[0] not in client.live_panels


class Panel(discord.ui.View):
    def __init__(self, session: Session, seat: int, view: PlayerView):
        super().__init__(timeout=PANEL_TIMEOUT)
        self.session = session
        self.seat = seat
        self.player_view = view
        self.version = session.stored.version
        self.user = session.stored.seats[seat].user
        self.opened: discord.Interaction | None = None
        """The interaction that showed this panel: the one that can still edit it at the end."""
        self.token = secrets.token_hex(8)
        self.live: set[str] = set()
        """The tokens of the bot's live panels (set by `panel_for`), this one's until it stops."""
        self._ids = itertools.count()
        self.rebuild()

    def custom_id(self) -> str:
        """A fresh custom id for an item of this panel."""
        return f"{PANEL_ID}{self.token}:{next(self._ids)}"

    def stop(self) -> None:
        self.live.discard(self.token)
        super().stop()

    async def on_timeout(self) -> None:
        """Say so, rather than leave menus that no longer answer."""
        self.live.discard(self.token)
        if self.opened is not None:
            try:
                await self.opened.edit_original_response(content=EXPIRED, view=None)
            except discord.HTTPException:
                pass  # the player dismissed it

    def summary(self) -> str:
        raise NotImplementedError

    def action(self) -> Action | None:
        raise NotImplementedError

    def rebuild(self) -> None:
        raise NotImplementedError

    def add_select(self, placeholder: str, options: list[Choice], chosen: str | None, row: int, callback) -> None:
        if not options:
            return
        select = discord.ui.Select(placeholder=placeholder, row=row, custom_id=self.custom_id(), options=[
            discord.SelectOption(label=label[:100], value=value, default=value == chosen)
            for label, value in options[:25]])
        select.callback = callback
        self.add_item(select)

    def add_confirm(self) -> None:
        button = discord.ui.Button(label="Confirm", style=discord.ButtonStyle.success, row=4,
                                   disabled=self.action() is None, custom_id=self.custom_id())
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
        text = await deferring(interaction, self.session.play(self.user, action, self.version))
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


TILE_SELECT = "Intervention at the end of the turn (optional)"
SIDE_BUTTONS = {"apollo": "Apollo side up", "dionysus": "Dionysus side up"}


def location_placeholder(tile: str) -> str:
    return f"Where {TILE_NAMES[tile]} goes"


class DancePanel(Panel):
    """A step, then an optional ability, then an optional intervention: first its tile, then
    where it goes (the same row: a select has at most 25 options), and for Apollo/Dionysus
    coming from the Olympus the side it shows."""

    def __init__(self, session: Session, seat: int, view: PlayerView):
        self.muse: str | None = None
        self.direction: str | None = None
        self.ability = "none"
        self.tile = "none"
        self.location: str | None = None
        self.side: str | None = None
        self.page = 0
        super().__init__(session, seat, view)

    def summary(self) -> str:
        view = self.player_view
        lines = ["**Dance.** Choose any Muse (face-down ones by token), a direction, and if you like its "
                 "ability, before or after the step."
                 + (" Then, if you like, one Divine Intervention: a tile, then where it goes." if view.tiles else "")]
        if self.muse:
            parts = [self.muse, self.direction and f"steps {self.direction}",
                     self.ability != "none" and f"ability {self.ability.replace('=', ' the step, on ')}",
                     self.intervention_label()]
            lines.append("Chosen: " + " · ".join(p for p in parts if p))
        if self.tile != "none" and self.location is None:
            lines.append(f"Now choose where {TILE_NAMES[self.tile]} goes, or go back to choose no "
                         f"intervention.")
        elif self.direction and view.tiles and view.board_after(self.base()) is None:
            lines.append("This step ends the hand: no intervention follows it.")
        elif self.location is not None and choices.needs_side(view, self.tile) and self.side is None:
            lines.append("Apollo/Dionysus comes from the Olympus: choose the side it shows with the buttons.")
        return "\n".join(lines)

    def intervention_label(self) -> str | None:
        if self.tile == "none" or self.location is None:
            return None
        labels = {value: label for label, value in choices.location_choices(self.player_view, self.base(), self.tile)}
        label = labels.get(self.location, self.location)
        text = "then " + label[:1].lower() + label[1:]
        return text + (f", {self.side.capitalize()} side up" if self.side else "")

    def base(self) -> Step:
        """The step with its ability, without the intervention."""
        return choices.step(self.muse, self.direction, self.ability)

    def intervention(self) -> str:
        if self.tile == "none":
            return "none"
        if self.location is None or (choices.needs_side(self.player_view, self.tile) and self.side is None):
            return "incomplete"
        return choices.intervention_value(self.tile, self.location, self.side)

    def action(self) -> Action | None:
        if self.muse is None or self.direction is None:
            return None
        intervention = self.intervention()
        if intervention == "incomplete":
            return None
        return choices.step(self.muse, self.direction, self.ability, intervention)

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
            if self.tile == "none":
                tiles = choices.intervention_tiles(view, self.base())
                if tiles:
                    self.add_select(TILE_SELECT, [("No intervention", "none"), *tiles], self.tile, 3, self.on_tile)
            else:
                places, self.page = choices.paged(choices.location_choices(view, self.base(), self.tile), self.page)
                self.add_select(location_placeholder(self.tile),
                                [("↩ Another tile, or no intervention", "back"), *places],
                                self.location, 3, self.on_location)
        self.add_confirm()
        if self.location is not None and choices.needs_side(view, self.tile):
            for side, label in SIDE_BUTTONS.items():
                button = discord.ui.Button(label=label, row=4, custom_id=self.custom_id(),
                                           style=discord.ButtonStyle.primary if self.side == side
                                           else discord.ButtonStyle.secondary)
                button.callback = self.on_side(side)
                self.add_item(button)

    def forget_intervention(self) -> None:
        self.tile, self.location, self.side, self.page = "none", None, None, 0

    @guarded
    async def on_muse(self, interaction: discord.Interaction) -> None:
        self.muse = interaction.data["values"][0]
        self.direction, self.ability = None, "none"
        self.forget_intervention()
        await self.changed(interaction)

    @guarded
    async def on_direction(self, interaction: discord.Interaction) -> None:
        self.direction = interaction.data["values"][0]
        self.ability = "none"
        self.forget_intervention()
        await self.changed(interaction)

    @guarded
    async def on_ability(self, interaction: discord.Interaction) -> None:
        self.ability = interaction.data["values"][0]
        self.forget_intervention()
        await self.changed(interaction)

    @guarded
    async def on_tile(self, interaction: discord.Interaction) -> None:
        self.forget_intervention()
        self.tile = interaction.data["values"][0]
        await self.changed(interaction)

    @guarded
    async def on_location(self, interaction: discord.Interaction) -> None:
        value = interaction.data["values"][0]
        if value == "back":
            self.forget_intervention()
        elif value.startswith("page:"):
            self.page = int(value.removeprefix("page:"))
        else:
            self.location = value
        await self.changed(interaction)

    def on_side(self, side: str):
        @guarded
        async def chosen(_, interaction: discord.Interaction) -> None:
            self.side = side
            await self.changed(interaction)

        return lambda interaction: chosen(self, interaction)
