"""The private panels a player takes a turn with. Ordinary Views on an ephemeral message
(they die with it); every option comes from the player's view, each select maps its
option texts back to typed values, a complete move shows its preview (the table after it,
as the player would see it), and Confirm goes through the session, which re-checks the
board version."""

from __future__ import annotations

import asyncio
import io
import itertools
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from engine import Ability, Action, Dir, God, Intervention, Location, Phase, Refusal, Side, Step, words
from engine.views import PlayerView

from ..core import choices
from ..core.choices import Choice, option_text
from ..core.language import N_, _, spoken
from ..core.stored import GameStatus
from ..core.texts import done_text, god, muse_name, side_up
from ..play.session import Session
from .client import Interaction, LivePanel, MusesClient
from .locales import locale_of
from .markup import in_menu, in_message
from .permissions import takes_boards
from .replies import UNOFFERED, guarded, replying

T = TypeVar("T")
log = logging.getLogger(__name__)

PANEL_TIMEOUT = 14 * 60
"""Less than the 15 minutes an interaction token lives, so that an expired panel can say so."""
EXPIRED = N_("This panel has expired. Press **Take my turn** on the newest board for a new one.")
PANEL_ID = "muses:panel:"
"""How the custom ids of a panel's menus and buttons begin, then the panel's token."""
PREVIEW_S = 1.0
"""Seconds a panel waits for the preview of a move before it answers without it. Discord waits 3
seconds for the answer, which must also take the click's way in and the answer's way out; a
preview draws in about 2 ms, live first in the drawing workers' queue."""
GONE = N_("This panel no longer answers: it was opened before the bot restarted, or it is closed. "
           "Press **Take my turn** on the newest board for a new one.")

MUSE_SELECT, SQUARE_SELECT, MORE_SQUARES, FACE_SELECT = (N_("Muse from your hand"), N_("Square"), N_("More squares"),
                                                         N_("Face"))
STEP_SELECT, DIRECTION_SELECT, ABILITY_SELECT = N_("Muse to step"), N_("Direction"), N_("Ability")
GOD_SELECT = N_("Intervention at the end of the turn (optional)")
"""The menus' placeholders, said in the player's language where the panel is built."""


def location_placeholder(g: God) -> str:
    return _("Where {god} goes").format(god=god(g))


@dataclass(frozen=True)
class Page:
    """A select entry that shows another page of its options."""

    number: int

    def __str__(self) -> str:
        return f"page:{self.number}"


@dataclass(frozen=True)
class Back:
    """The entry that goes back from where a tile goes to which tile (or none)."""

    def __str__(self) -> str:
        return "back"


def side_confirm(side: Side) -> str:
    """The label of the button that confirms a turn whose Apollo/Dionysus tile shows `side`."""
    return _("Confirm, {side}").format(side=side_up(side))


def only(options: list[Choice[T]]) -> T | None:
    """The value of a menu's only option (chosen at once), None if it offers more, or none."""
    return options[0][1] if len(options) == 1 else None


async def preview_files(interaction: Interaction, view: PlayerView, name: str) -> list[discord.File]:
    """A move's preview (`engine.views.preview`) drawn in the user's language, as the file to
    attach; none if drawing it failed or came late (logged): the answer goes out without it."""
    try:
        png = await asyncio.wait_for(interaction.client.renderer.preview(view, locale_of(interaction)), PREVIEW_S)
    except Exception:
        log.exception("drawing the preview %s failed", name)
        return []
    return [discord.File(io.BytesIO(png), name)]


def panel_for(client: MusesClient, session: Session, seat: int, first: str | None = None) -> Panel:
    """The panel of `seat`, with `first` (the board's pick: a square, or the Muse to step) chosen if
    the panel offers it. The panels that can no longer be confirmed are closed meanwhile (a click
    on one is answered GONE): each holds its game until it expires, minutes after the game moved on."""
    view = session.player(seat)
    kind = PlacementPanel if view.phase is Phase.PLACEMENT else DancePanel
    for stale in [p for p in client.live_panels.values() if p.outdated]:
        stale.stop()
    panel = kind(session, seat, view, first)
    panel.live = client.live_panels
    panel.live[panel.token] = panel
    return panel


def is_gone(client: MusesClient, custom_id: str) -> bool:
    """Whether `custom_id` belongs to a panel this bot does not hold (a restart, or closed)."""
    return custom_id.startswith(PANEL_ID) and custom_id[len(PANEL_ID):].split(":")[0] not in client.live_panels


class Menu(discord.ui.Select["Panel"]):
    """A select whose options carry typed values: a pick calls `on_pick` with the value."""

    def __init__(self, placeholder: str, options: list[Choice[T]], chosen: Any, row: int, custom_id: str,
                 on_pick: Callable[[T], None], encode: Callable[[T], str] = option_text):
        self.values_by_text = {encode(value): value for _label, value in options}
        super().__init__(placeholder=placeholder, row=row, custom_id=custom_id, options=[
            discord.SelectOption(label=in_menu(label), value=encode(value), default=value == chosen,
                                 description=in_menu(choices.description(label) or "") or None)
            for label, value in options[:25]])
        self.on_pick = on_pick

    @guarded
    async def callback(self, interaction: Interaction) -> None:
        text = self.values[0]
        if text not in self.values_by_text:
            raise Refusal(UNOFFERED)
        self.on_pick(self.values_by_text[text])
        assert self.view is not None  # a menu is dispatched from its panel
        await self.view.changed(interaction)


class PanelButton(discord.ui.Button["Panel"]):
    """A button whose press calls `on_press` (its interaction, as discord.py types it: with
    any client; the guarded handler behind it answers)."""

    def __init__(self, label: str, row: int, style: discord.ButtonStyle, disabled: bool, custom_id: str,
                 on_press: Callable[[discord.Interaction], Awaitable[None]]):
        super().__init__(label=label, style=style, row=row, disabled=disabled, custom_id=custom_id)
        self.on_press = on_press

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.on_press(interaction)


class Panel(discord.ui.View):
    def __init__(self, session: Session, seat: int, view: PlayerView, first: str | None = None):
        super().__init__(timeout=PANEL_TIMEOUT)
        self.session = session
        self.seat = seat
        self.player_view = view
        self.version = session.stored.version
        self.user = session.stored.seats[seat].user
        self.edit: Callable[..., Awaitable[object]] | None = None
        """Edits the panel through the newest interaction that showed or changed it: its token,
        younger than the panel's timeout, can still edit the panel when it expires."""
        self.token = secrets.token_hex(8)
        self.live: dict[str, LivePanel] = {}
        """The bot's live panels by token (set by `panel_for`), this one until it stops."""
        self._ids = itertools.count()
        self.expired = _(EXPIRED)
        """Said when the panel expires, in the language of the player it was opened for."""
        self.preselect(first)
        self.rebuild()

    def custom_id(self) -> str:
        """A fresh custom id for an item of this panel."""
        return f"{PANEL_ID}{self.token}:{next(self._ids)}"

    def stop(self) -> None:
        self.live.pop(self.token, None)
        super().stop()

    @property
    def outdated(self) -> bool:
        """Its game has moved past its version (`lifecycle.seat_to_play`), or is over: its Confirm would be refused."""
        s = self.session.stored
        return s.status is not GameStatus.ACTIVE or self.version not in (s.version, s.board_version)

    async def on_timeout(self) -> None:
        """Say so, rather than leave menus that no longer answer."""
        self.live.pop(self.token, None)
        if self.edit is not None:
            try:
                await self.edit(content=in_message(self.expired), view=None, attachments=[])
            except discord.HTTPException:
                pass  # the player dismissed it

    def summary(self) -> str:
        raise NotImplementedError

    def preselect(self, first: str | None) -> None:
        """Choose `first` if offered, and what a menu with one option leaves no choice about."""
        raise NotImplementedError

    def action(self) -> Action | None:
        raise NotImplementedError

    def previewed(self) -> Action | None:
        """The move the preview shows: the one chosen, once complete."""
        return self.action()

    def rebuild(self) -> None:
        raise NotImplementedError

    def add_menu(self, placeholder: str, options: list[Choice[T]], chosen: T | None, row: int,
                 on_pick: Callable[[T], None], encode: Callable[[T], str] = option_text) -> None:
        if options:
            self.add_item(Menu(_(placeholder), options, chosen, row, self.custom_id(), on_pick, encode))

    def add_button(self, label: str, row: int, style: discord.ButtonStyle, disabled: bool,
                   on_press: Callable[[discord.Interaction], Awaitable[None]]) -> None:
        self.add_item(PanelButton(label, row, style, disabled, self.custom_id(), on_press))

    async def changed(self, interaction: Interaction) -> None:
        self.rebuild()
        await interaction.response.edit_message(content=in_message(self.summary()), view=self,
                                                attachments=await self.preview(interaction))
        self.edit = interaction.edit_original_response

    async def preview(self, interaction: Interaction) -> list[discord.File]:
        """The picture of the table once the move chosen is made, while the move is complete
        and the game has not moved on; none otherwise (the panel drops the one it showed)."""
        action = self.previewed()
        if action is None or self.session.stored.version != self.version:
            return []
        return await preview_files(interaction, self.session.preview(self.seat, action),
                                   f"preview-{self.session.id}-{self.version}.png")

    def add_confirm(self) -> None:
        self.add_button(_("Confirm"), 4, discord.ButtonStyle.success, self.action() is None, self.confirm)

    async def confirm(self, interaction: discord.Interaction) -> None:
        await self._confirm(interaction)

    @guarded
    async def _confirm(self, interaction: Interaction) -> None:
        action = self.action()
        if action is None:
            raise Refusal(N_("Make every choice first"))
        await self.session.check_postable()
        followed = takes_boards(interaction)
        text = await replying(interaction, lambda reply: self.session.play(self.user, action, self.version,
                                                                            reply if followed else None))
        self.stop()
        await interaction.edit_original_response(content=in_message(done_text(text, self.session.paused)), view=None,
                                                 attachments=[])


class PlacementPanel(Panel):
    def __init__(self, session: Session, seat: int, view: PlayerView, first: str | None = None):
        self.muse: str | None = None
        self.code: str | None = None
        self.hidden = view.must_hide
        super().__init__(session, seat, view, first)

    def summary(self) -> str:
        lines = [_("**Place a Muse.** Choose one from your hand, a square (named on the board picture), "
                   "and its face."), choices.face_rule(self.player_view)]
        if self.muse:
            lines.append(_("Chosen: {choices}").format(choices=" · ".join(filter(None, [
                muse_name(self.muse), self.code and _("square {code}").format(code=self.code),
                _("face down") if self.hidden else _("face up")]))))
        return "\n".join(lines)

    def preselect(self, first: str | None) -> None:
        view = self.player_view
        self.muse = only(choices.hand_choices(view))
        self.code = first if first in view.square_codes() else only(choices.square_choices(view))

    def action(self) -> Action | None:
        if self.muse is None or self.code is None:
            return None
        return choices.placement(self.player_view, self.muse, self.code, self.hidden)

    def rebuild(self) -> None:
        self.clear_items()
        view = self.player_view
        self.add_menu(MUSE_SELECT, choices.hand_choices(view), self.muse, 0, self.pick_muse)
        squares = choices.square_choices(view)
        for row, start in ((1, 0), (2, 25)):
            self.add_menu(SQUARE_SELECT if start == 0 else MORE_SQUARES, squares[start:start + 25], self.code, row,
                          self.pick_square)
        self.add_menu(FACE_SELECT, choices.face_choices(view), self.hidden, 3, self.pick_face)
        self.add_confirm()

    def pick_muse(self, muse: str) -> None:
        self.muse = muse

    def pick_square(self, code: str) -> None:
        self.code = code

    def pick_face(self, hidden: bool) -> None:
        self.hidden = hidden


class DancePanel(Panel):
    """A step, then an optional ability, then an optional intervention: first its god, then
    where the tile goes (the same row: a select has at most 25 options), and for
    Apollo/Dionysus coming from the Olympus the side it shows, whose button confirms."""

    def __init__(self, session: Session, seat: int, view: PlayerView, first: str | None = None):
        self.muse: str | None = None
        self.direction: Dir | None = None
        self.ability: Ability | None = None
        self.god: God | None = None
        self.location: Location | None = None
        self.side: Side | None = None
        self.page = 0
        self.muses = choices.muse_choices(view)
        """The first menu's options: the same at every pick, since the panel's view is."""
        super().__init__(session, seat, view, first)

    def summary(self) -> str:
        view = self.player_view
        lines = [_("**Dance.** Choose any Muse (face-down ones by token), a direction, and if you like its "
                   "ability, before or after the step.")
                 + (" " + _("Then, if you like, one Divine Intervention: a tile, then where it goes.")
                    if view.gods else "")]
        if self.muse:
            parts = [muse_name(self.muse), self.direction and _("steps {direction}").format(
                         direction=words.direction(self.direction, spoken())),
                     self.ability and choices.ability_label(self.ability), self.intervention_label()]
            lines.append(_("Chosen: {choices}").format(choices=" · ".join(p for p in parts if p)))
        if self.god is not None and self.location is None:
            lines.append(_("Now choose where {god} goes, or go back to choose no intervention.").format(
                god=god(self.god)))
        elif self.direction and view.gods and view.board_after(self.base()) is None:
            lines.append(_("This step ends the hand: no intervention follows it."))
        elif self.location is not None and choices.needs_side(view, self.base(), self.god) and self.side is None:
            lines.append(_("{god} comes from the Olympus: choose the side it shows with the buttons.").format(
                god=god(God.APOLLO)))
        return "\n".join(lines)

    def preselect(self, first: str | None) -> None:
        muse = first if first in [m for _label, m in self.muses] else only(self.muses)
        if muse is not None:
            self.pick_muse(muse)

    def intervention_label(self) -> str | None:
        if self.god is None or self.location is None:
            return None
        iv = Intervention(self.god, self.location, self.side)
        said = choices.intervention_text(self.player_view, self.base(), iv)
        return _("then {intervention}").format(intervention=said[:1].lower() + said[1:])

    def base(self) -> Step:
        """The step with its ability, without the intervention."""
        assert self.muse is not None and self.direction is not None, "a Muse and a direction are chosen"
        return Step(self.muse, self.direction, self.ability)

    def intervention(self) -> Intervention | None:
        """The intervention chosen, complete (None if none or not complete)."""
        if self.god is None or self.location is None:
            return None
        if choices.needs_side(self.player_view, self.base(), self.god) and self.side is None:
            return None
        return Intervention(self.god, self.location, self.side)

    def action(self) -> Action | None:
        if self.muse is None or self.direction is None:
            return None
        intervention = self.intervention()
        if self.god is not None and intervention is None:
            return None
        return Step(self.muse, self.direction, self.ability, intervention)

    def previewed(self) -> Action | None:
        """The move chosen; when only the Apollo/Dionysus side is left (its buttons confirm), that
        move with the tile on its Apollo side: the side changes nothing on the table but the tile."""
        action = self.action()
        if action is None and self.muse and self.direction and self.god is not None and self.location is not None:
            return Step(self.muse, self.direction, self.ability, Intervention(self.god, self.location, Side.APOLLO))
        return action

    def rebuild(self) -> None:
        self.clear_items()
        view = self.player_view
        self.add_menu(STEP_SELECT, self.muses, self.muse, 0, self.pick_muse)
        if self.muse:
            self.add_menu(DIRECTION_SELECT, choices.direction_choices(view, self.muse), self.direction, 1,
                          self.pick_direction)
        if self.muse and self.direction:
            abilities = choices.ability_choices(view, self.muse, self.direction)
            if abilities:
                self.add_menu(ABILITY_SELECT, [(_("No ability"), None), *abilities[:24]], self.ability, 2,
                              self.pick_ability)
            if self.god is None:
                gods = choices.god_choices(view, self.base())
                if gods:
                    self.add_menu(GOD_SELECT, [(_("No intervention"), None), *gods], None, 3, self.pick_god)
            else:
                self.add_menu(location_placeholder(self.god), self.location_page(self.god), self.location, 3,
                              self.pick_location)
        if self.location is not None and choices.needs_side(view, self.base(), self.god):
            for side in Side:  # the side is the last choice: its button confirms
                self.add_button(side_confirm(side), 4, discord.ButtonStyle.success, False, self.side_callback(side))
        else:
            self.add_confirm()

    def location_page(self, god: God) -> list[Choice[Location | Page | Back]]:
        """One page of where `god`'s tile goes, with the way back and to the other pages."""
        places, self.page, pages = choices.paged(choices.location_choices(self.player_view, self.base(), god),
                                                 self.page)
        options: list[Choice[Location | Page | Back]] = [("↩ " + _("Another tile, or no intervention"), Back()),
                                                         *places]
        if self.page > 0:
            earlier = _("Earlier choices (page {page} of {pages})").format(page=self.page, pages=pages)
            options.insert(1, ("◀ " + earlier, Page(self.page - 1)))
        if self.page < pages - 1:
            options.append((_("More choices (page {page} of {pages})").format(page=self.page + 2, pages=pages) + " ▶",
                            Page(self.page + 1)))
        return options

    def forget_intervention(self) -> None:
        self.god, self.location, self.side, self.page = None, None, None, 0

    def pick_muse(self, muse: str) -> None:
        self.muse, self.ability = muse, None
        self.direction = only(choices.direction_choices(self.player_view, muse))
        self.forget_intervention()

    def pick_direction(self, direction: Dir) -> None:
        self.direction, self.ability = direction, None
        self.forget_intervention()

    def pick_ability(self, ability: Ability | None) -> None:
        self.ability = ability
        self.forget_intervention()

    def pick_god(self, god: God | None) -> None:
        self.forget_intervention()
        self.god = god
        if god is not None:
            self.location = only(choices.location_choices(self.player_view, self.base(), god))

    def pick_location(self, value: Location | Page | Back) -> None:
        match value:
            case Back():
                self.forget_intervention()
            case Page(number):
                self.page = number
            case _:
                self.location = value

    def side_callback(self, side: Side) -> Callable[[discord.Interaction], Awaitable[None]]:
        async def chosen(interaction: discord.Interaction) -> None:
            self.side = side
            await self._confirm(interaction)

        return chosen
