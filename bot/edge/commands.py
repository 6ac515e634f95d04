"""The slash commands: `/muses ...` for players and `/muses-admin ...` for moderators.
They parse what was typed and hand it to the handlers (shared with the buttons) and the
sessions; `/muses status` answers here, being a command's answer only."""

import io
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from engine import GODS, SCENARIOS, Dir, God, Refusal
from engine.views import PlayerView

from ..core import choices
from ..core.choices import option_text
from ..core.language import LANGUAGE_NAMES, N_, _, codes
from ..core.stored import OnLeave
from ..core.texts import (
    done_text,
    forget_ask_text,
    last_text,
    lobby_text,
    open_game_label,
    open_games_text,
    pings_text,
)
from ..play.session import Session
from . import handlers, replays, reviews, server, standings, tables
from .buttons import board_controls, forget_controls, reset_controls
from .client import Interaction, MusesClient, channel_of, cool_down
from .learn import learn as tutorial
from .locales import locale_of
from .markup import in_menu
from .panels import preview_files
from .permissions import takes_boards
from .replies import UNOFFERED, answer_failure, deferring, replying, say

SCENARIO_CHOICES = [app_commands.Choice(name=n, value=n) for n in SCENARIOS]


def _own_view(interaction: Interaction) -> tuple[Session, PlayerView] | None:
    """The invoking player's view of the channel's game, for autocomplete (None if not a player)."""
    channel = interaction.channel_id
    try:
        session = None if channel is None else interaction.client.games.here(channel)
    except Refusal:
        return None  # several games here: nothing to suggest
    if session is None or session.stored.game is None:
        return None
    seat = session.stored.seat_of(interaction.user.id)
    return None if seat is None else (session, session.player(seat))


WHICH = N_("Which game, when several are played in threads of this channel")


def _threaded(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The games played in threads of the channel, as choices of an option `game`."""
    channel = interaction.channel_id
    sessions = [] if channel is None else interaction.client.games.in_threads_of(channel)
    return [app_commands.Choice(name=in_menu(open_game_label(s.stored)), value=s.id) for s in sessions
            if current in str(s.id)][:25]


OPTION_TEXT = 6000
"""The most a member may type in an option: what an autocomplete matches against, uncut."""


def _matching(found: list[choices.Choice], current: str) -> list[app_commands.Choice[str]]:
    """The choices whose label or description holds what was typed so far, each sent as its option text."""
    current = current.lower()
    shown = [(in_menu(choices.in_full(label), limit=OPTION_TEXT), value) for label, value in found]
    return [app_commands.Choice(name=in_menu(name), value=option_text(value)) for name, value in shown
            if current in name.lower()][:25]


async def _ask_to_end(interaction: Interaction, session: Session | None = None) -> None:
    """Who may end the game (the channel's, unless said) is checked here and again on the
    confirmation button."""
    session = session or handlers.session_here(interaction)
    handlers.check_may_reset(interaction, session)
    await say(interaction, _("End game #{game} now, without a result? This cannot be undone.").format(game=session.id),
              view=reset_controls(session.id))


class _Group(commands.GroupCog):
    """A command group whose every failure gets an answer (`replies.answer_failure`)."""

    def __init__(self, bot: MusesClient):
        self.bot = bot

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Each option holds one of its choices, within its range: Discord's client sends no other
        value, but a client whose commands are out of date may (a failed check is answered with
        `UNOFFERED`)."""
        command, typed = interaction.command, vars(interaction.namespace)
        return not isinstance(command, app_commands.Command) or all(
            offers(p, typed.get(p.display_name)) for p in command.parameters)

    async def cog_app_command_error(self, interaction: discord.Interaction,  # any client, as discord.py types it
                                    error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "a command"
        unoffered = isinstance(error, app_commands.CheckFailure)  # `interaction_check`
        await answer_failure(interaction, Refusal(UNOFFERED) if unoffered else getattr(error, "original", error),
                             f"/{command}")


NUMBERS = 2 ** 53
"""Discord's numbers and integers lie within ±2⁵³ (a database's integers hold 64 bits)."""


def offers(option: app_commands.Parameter, value: object) -> bool:
    """Whether `value` (None: not given) is one that the option offers."""
    if value is None or isinstance(value, bool) or not isinstance(value, int | float | str):
        return True
    if option.choices:
        return value in [c.value for c in option.choices]
    if isinstance(value, str):
        return True
    low, high = option.min_value, option.max_value
    return (-NUMBERS if low is None else low) <= value <= (NUMBERS if high is None else high)


@app_commands.guild_install()
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
class MusesCog(_Group, group_name="muses", group_description=N_("Play Dance of Muses")):
    @app_commands.command(description=N_("Open a table in this channel; others join with the buttons"))
    @app_commands.describe(players=N_("2, 3 or 4 (4: two teams, partners sit apart)"), hands=N_("1 or 2 hands"),
                           tiebreak=N_("What a tie at the end means"),
                           timeout=N_("Minutes per turn (at least 1) before an automated move is made (0: no limit; "
                                      "default: the server's)"),
                           scenario=N_("Divine Interventions preset"),
                           interventions=N_("Or name tiles: zeus, poseidon, eros, artemis, aeolus, apollo"),
                           on_leave=N_("When a player forfeits: end the game or let an automated player continue"),
                           ai=N_("AI players taking seats at once (0-3); alone with them you can start at once"),
                           level=N_("How well the AI players play"),
                           hints=N_("Players may ask the AI for a hint on their turn (default: if the server allows)"))
    @app_commands.choices(scenario=SCENARIO_CHOICES)
    async def new(self, interaction: Interaction, players: app_commands.Range[int, 2, 4] | None = None,
                  hands: app_commands.Range[int, 1, 2] = 1,
                  tiebreak: Literal["shared", "trigger-loses"] = "shared",
                  timeout: app_commands.Range[float, 0, 10080] | None = None,
                  scenario: app_commands.Choice[str] | None = None, interventions: str | None = None,
                  on_leave: Literal["end", "continue"] = "end", ai: app_commands.Range[int, 0, 3] = 0,
                  level: Literal["easy", "normal", "hard"] = "normal", hints: bool | None = None):
        tiles: list[God] = list(SCENARIOS[scenario.value]) if scenario else []
        for name in (interventions or "").replace(",", " ").lower().split():
            if name not in GODS:
                raise Refusal(N_("There is no intervention tile called {name}; the tiles are {tiles}"),
                              name=repr(choices.echoed(name)),
                              tiles=", ".join(GODS))
            if name not in tiles:
                tiles.append(God(name))
        await tables.open_table(interaction, players, hands, tiebreak, timeout, tuple(tiles), OnLeave(on_leave), ai,
                                level, hints)

    @app_commands.command(description=N_("Place a Muse from your hand (placement phase)"))
    @app_commands.describe(muse=N_("A Muse from your hand"),
                           square=N_("A square, by its name on the board picture (such as M12)"),
                           face_down=N_("Place it face down as your Mysterious Muse"))
    async def place(self, interaction: Interaction, muse: str, square: str, face_down: bool = False):
        session = handlers.session_here(interaction)
        seat = session.seat_to_play(interaction.user.id, None)
        view = session.player(seat)
        action = choices.placement(view, choices.typed_muse(view, muse), square, face_down)
        await self._play(interaction, session, action)

    @app_commands.command(description=N_("Dance: step a Muse, optionally with its ability and an intervention"))
    @app_commands.describe(muse=N_("Any Muse with a legal step (face-down ones by token)"),
                           direction=N_("N, E, S or W"),
                           ability=N_("Use the stepping Muse's ability, before or after the step"),
                           intervention=N_("An intervention at the end of your turn: type a tile's name, then pick "
                                           "its place"))
    async def move(self, interaction: Interaction, muse: str, direction: str,
                   ability: str | None = None, intervention: str | None = None):
        session = handlers.session_here(interaction)
        view = session.player(session.seat_to_play(interaction.user.id, None))
        await self._play(interaction, session, choices.step(choices.typed_muse(view, muse),
                                                            choices.typed_direction(direction), ability, intervention))

    async def _play(self, interaction: Interaction, session: Session, action) -> None:
        await session.heard(interaction.user.id, locale_of(interaction))
        await session.check_postable()
        followed = takes_boards(interaction)
        text = await replying(interaction, lambda reply: session.play(interaction.user.id, action, None,
                                                                      reply if followed else None),
                              ephemeral=True, thinking=True)
        await say(interaction, done_text(text, session.paused))

    @place.autocomplete("muse")
    async def _place_muse(self, interaction: Interaction, current: str):
        own = _own_view(interaction)
        return _matching(choices.hand_choices(own[1]), current) if own else []

    @place.autocomplete("square")
    async def _place_square(self, interaction: Interaction, current: str):
        own = _own_view(interaction)
        return _matching(choices.square_choices(own[1]), current) if own else []

    @move.autocomplete("muse")
    async def _move_muse(self, interaction: Interaction, current: str):
        own = _own_view(interaction)
        return _matching(choices.muse_choices(own[1]), current) if own else []

    @move.autocomplete("direction")
    async def _move_direction(self, interaction: Interaction, current: str):
        own = _own_view(interaction)
        muse = interaction.namespace.muse
        return _matching(choices.direction_choices(own[1], muse), current) if own and muse else []

    @move.autocomplete("ability")
    async def _move_ability(self, interaction: Interaction, current: str):
        own = _own_view(interaction)
        ns = interaction.namespace
        direction = Dir.__members__.get(choices.typed_direction(ns.direction or ""))
        if not own or not ns.muse or direction is None:
            return []
        return _matching([(_("No ability"), None), *choices.ability_choices(own[1], ns.muse, direction)], current)

    @move.autocomplete("intervention")
    async def _move_intervention(self, interaction: Interaction, current: str):
        own = _own_view(interaction)
        ns = interaction.namespace
        if not own or not ns.muse or not ns.direction or not own[1].gods:
            return []
        try:
            step = choices.step(ns.muse, choices.typed_direction(ns.direction), ns.ability)
        except Refusal:
            return []
        return _matching([(_("No intervention"), None), *choices.intervention_choices(own[1], step)], current)

    @app_commands.command(description=N_("Your turn: a suggestion from the AI (normal level), privately"))
    async def hint(self, interaction: Interaction):
        session = handlers.session_here(interaction)
        session.seat_to_play(interaction.user.id, None)
        cool_down(interaction, "hint")
        hint = await deferring(interaction, session.hint(interaction.user.id), ephemeral=True, thinking=True)
        await say(interaction, _("The AI (normal) would {move}.").format(move=hint.text),
                  files=await preview_files(interaction, hint.shown,
                                            f"preview-{session.id}-{session.stored.version}.png"))

    @app_commands.command(description=N_("See the board of this channel's game, privately"))
    @app_commands.describe(game=WHICH)
    async def status(self, interaction: Interaction, game: int | None = None):
        session = handlers.session_here(interaction, game)
        if session.stored.game is None:
            await say(interaction, lobby_text(session.stored))
            return
        cool_down(interaction, "status")
        await interaction.response.defer(ephemeral=True, thinking=True)
        stored, view = session.stored, session.public()  # the version whose picture comes next
        png = await interaction.client.herald.board_png(stored)  # in the game's language, as the table sees it
        text = _("Game #{game}: {last}").format(game=stored.id, last=last_text(view))
        await say(interaction, text, file=discord.File(io.BytesIO(png), f"board-{stored.id}-{stored.version}.png"),
                  view=board_controls(stored, view, interaction.client.table_of(stored.id),
                                      interaction.client.embedded_activity.enabled))

    @app_commands.command(description=N_("See your hand and your Mysterious Muse, privately"))
    @app_commands.describe(game=WHICH)
    async def hand(self, interaction: Interaction, game: int | None = None):
        await handlers.my_hand(interaction, handlers.session_here(interaction, game))

    @status.autocomplete("game")
    @hand.autocomplete("game")
    async def _game_here(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        return _threaded(interaction, current)

    @app_commands.command(description=N_("The rules in short, the tile sheet and the legend of this channel's board"))
    async def rules(self, interaction: Interaction):
        await handlers.rules(interaction, interaction.client.games.here(channel_of(interaction)))

    @app_commands.command(description=N_("The game record as a JSON file (what you may know, until the game is over)"))
    @app_commands.describe(game=N_("A game number of this server, as `/muses history` shows (default: this "
                                   "channel's current game, or its last one)"))
    async def export(self, interaction: Interaction, game: int | None = None):
        await handlers.export(interaction, game)

    @export.autocomplete("game")
    async def _game_to_export(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        return _threaded(interaction, current)

    @app_commands.command(description=N_("A finished game again: an animation for the channel, and a viewer to step "
                                         "through it for you"))
    @app_commands.describe(game=N_("A game number of this server, as `/muses history` shows (default: this "
                                   "channel's last finished one)"))
    async def replay(self, interaction: Interaction, game: int | None = None):
        await replays.replay(interaction, game)

    @replay.autocomplete("game")
    async def _game_to_replay(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await replays.choices(interaction, current)

    @app_commands.command(description=N_("The AI's review of a finished game: win chances and each player's "
                                         "turning points"))
    @app_commands.describe(game=N_("A game number, as `/muses history` shows (default: this channel's last "
                                   "finished one, else yours)"),
                           where=N_("Who sees the review (default: just you)"))
    @app_commands.choices(where=[app_commands.Choice(name=name, value=value) for value, name in reviews.WHERE.items()])
    async def review(self, interaction: Interaction, game: int | None = None, where: str = "me"):
        await reviews.review(interaction, game, where)

    @review.autocomplete("game")
    async def _game_to_review(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await replays.choices(interaction, current)

    @app_commands.command(description=N_("Learn to play: a short first game with a teacher, seen by you alone"))
    async def learn(self, interaction: Interaction):
        await tutorial(interaction)

    @app_commands.command(description=N_("This server's ratings: rank, rating and games of each player and AI level"))
    async def leaderboard(self, interaction: Interaction):
        await standings.leaderboard(interaction)

    @app_commands.command(description=N_("Games, wins and rating of a member on this server, privately"))
    @app_commands.describe(member=N_("Whose statistics (default: yours)"))
    async def stats(self, interaction: Interaction, member: discord.User | None = None):
        await standings.stats(interaction, member)

    @app_commands.command(description=N_("A member's recent games on this server, each exportable, privately"))
    @app_commands.describe(member=N_("Whose games (default: yours)"))
    async def history(self, interaction: Interaction, member: discord.User | None = None):
        await standings.history(interaction, member)

    @app_commands.command(name="forget-me", description=N_("Delete your ratings here and your name from this "
                                                           "server's stored games (asks first)"))
    async def forget_me(self, interaction: Interaction):
        await say(interaction, forget_ask_text(), view=forget_controls(interaction.user.id))

    @app_commands.command(description=N_("Whether a board calling you to play pings you (on unless you turn it off)"))
    @app_commands.describe(state=N_("off: boards name you without a notification"))
    async def pings(self, interaction: Interaction, state: Literal["on", "off"]):
        await interaction.client.games.store.set_pings(interaction.user.id, state == "on")
        await say(interaction, pings_text(state == "on"))

    @app_commands.command(description=N_("End this channel's game without a result (the host; moderators too)"))
    async def end(self, interaction: Interaction):
        await _ask_to_end(interaction)

    @app_commands.command(description=N_("Forfeit: leave this channel's game"))
    async def leave(self, interaction: Interaction):
        session = handlers.session_here(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await say(interaction, await session.forfeit(interaction.user.id))


@app_commands.guild_install()
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.default_permissions(manage_channels=True)
class AdminCog(_Group, group_name="muses-admin", group_description=N_("Moderate Dance of Muses games")):
    """Shown by default to members with Manage Channels; the bot checks the rights itself."""

    @app_commands.command(description=N_("End this channel's game without a result (host or moderators)"))
    async def reset(self, interaction: Interaction):
        await _ask_to_end(interaction)

    @app_commands.command(description=N_("Every open lobby and game of this server, where it is played (moderators)"))
    async def games(self, interaction: Interaction):
        _moderating(interaction)
        games = interaction.client.games
        await say(interaction, open_games_text([s.stored for s in games.of_server(interaction.guild_id or 0)]))

    @app_commands.command(description=N_("End any open lobby or game of this server without a result (moderators)"))
    @app_commands.describe(game=N_("The number of the lobby or game"))
    async def end(self, interaction: Interaction, game: int):
        _moderating(interaction)
        session = interaction.client.games.get(game)
        if session is None or session.stored.guild != interaction.guild_id:
            raise Refusal(N_("Game #{game} is not open on this server"), game=game)
        await _ask_to_end(interaction, session)

    @end.autocomplete("game")
    async def _open_games(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        sessions = interaction.client.games.of_server(interaction.guild_id or 0) if handlers.is_moderator(
            interaction) else []
        return [app_commands.Choice(name=in_menu(open_game_label(s.stored)), value=s.id) for s in sessions
                if current in str(s.id)][:25]

    @app_commands.command(description=N_("See or change this server's settings (Manage Server)"))
    @app_commands.describe(timeout=N_("Default minutes per turn for new games (0: no limit)"),
                           hints=N_("Players may ask the AI for hints"), ai=N_("Hosts may seat AI players"),
                           ai_level=N_("The highest level of AI players"),
                           channels=N_("Where games may be opened: #channels (their threads too), or `any`"),
                           role=N_("A role a member needs to open a game"),
                           anyone=N_("Anyone may open a game (no role needed)"),
                           lobby_hours=N_("Hours after which a lobby not started closes itself"),
                           idle_days=N_("Days without a move after which a game ends as abandoned"),
                           lobbies=N_("How many lobbies may be open at once on this server (one per member)"),
                           threads=N_("Each game plays in a thread of its own, started from its lobby"),
                           cooldown=N_("Seconds a member waits before asking again for a hint, picture or file "
                                       "(0: no wait)"))
    async def settings(self, interaction: Interaction, timeout: float | None = None,
                       hints: bool | None = None, ai: bool | None = None,
                       ai_level: Literal["easy", "normal", "hard"] | None = None, channels: str | None = None,
                       role: discord.Role | None = None, anyone: bool | None = None,
                       lobby_hours: float | None = None, idle_days: float | None = None,
                       lobbies: app_commands.Range[int, 1, 1000] | None = None, threads: bool | None = None,
                       cooldown: app_commands.Range[float, 0, 3600] | None = None):
        typed = {"timeout": timeout, "hints": hints, "ai": ai, "ai_level": ai_level, "channels": channels,
                 "role": role.id if role else "" if anyone else None, "lobby_hours": lobby_hours,
                 "idle_days": idle_days, "lobbies": lobbies, "threads": threads, "cooldown": cooldown}
        await server.settings(interaction, {name: str(value) for name, value in typed.items() if value is not None})

    @app_commands.command(description=N_("The language of this server's new games (Manage Server)"))
    @app_commands.describe(language=N_("The language of public messages and pictures"))
    @app_commands.choices(language=[app_commands.Choice(name=LANGUAGE_NAMES.get(c, c), value=c) for c in codes()])
    async def language(self, interaction: Interaction, language: app_commands.Choice[str]):
        await server.choose_language(interaction, language.value)

    @app_commands.command(description=N_("Forget a member on this server: ratings deleted, name replaced in its "
                                         "games"))
    @app_commands.describe(member=N_("The member (or former member) to forget"))
    async def forget(self, interaction: Interaction, member: discord.User):
        if not handlers.is_moderator(interaction):
            raise Refusal(N_("Only a member with Manage Channels or Manage Server can forget another member"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await say(interaction, await server.forget(interaction, member.id))


def _moderating(interaction: Interaction) -> None:
    if not handlers.is_moderator(interaction):
        raise Refusal(N_("Only a member with Manage Channels or Manage Server can see and end every game of the "
                         "server"))
