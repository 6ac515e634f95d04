"""The server's own life: its settings (`/muses-admin settings` and `language`) and what they allow
`/muses new`, and forgetting a player (`/muses forget-me`, `/muses-admin forget`)."""

from __future__ import annotations

import re
from dataclasses import replace

import discord

from engine import Refusal
from engine.language import N_, Phrase

from ..core import marks
from ..core.language import LANGUAGE_NAMES, _, public_locale, speaking
from ..core.stored import GameStatus, Seat, StoredGame
from ..core.texts import (
    FORMER,
    away_text,
    forgotten_text,
    hinted_text,
    left_text,
    plain,
    settings_text,
    timed_out_text,
    who,
)
from ..play.ratings import identity
from ..storage.server_settings import ServerSettings, parse, stored_text
from .client import Interaction, channel_of, guild_of
from .replies import say


async def settings(interaction: Interaction, typed: dict[str, str]) -> None:
    """Show the server's settings, after storing those typed (each checked first: a bad value
    changes nothing and gets its sentence). Manage Server only, checked here."""
    if not interaction.permissions.manage_guild:
        raise Refusal(N_("Only a member with Manage Server can see or change this server's settings"))
    changes = {name: stored_text(parse(name, text)) for name, text in typed.items()}
    guild = interaction.guild
    for channel in parse("channels", changes.get("channels", "any")):
        if guild is None or guild.get_channel(channel) is None:
            raise Refusal(N_("There is no channel <#{channel}> on this server that I can see"), channel=channel)
    games = interaction.client.games
    here = guild_of(interaction)
    current = await games.set_server(here, changes) if changes else games.server(here)
    await say(interaction, settings_text(current, bool(changes), language_shown(interaction, current)))


def language_shown(interaction: Interaction, settings: ServerSettings) -> str:
    """The language of the server's new games by its own name, and whether the server chose it."""
    code = public_locale(settings.language, interaction.guild_locale)
    name = LANGUAGE_NAMES.get(code, code)
    return name if settings.language else _("{language} (the server's language in Discord)").format(language=name)


async def choose_language(interaction: Interaction, code: str) -> None:
    """`/muses-admin language`: the language of the server's new games. Manage Server only."""
    if not interaction.permissions.manage_guild:
        raise Refusal(N_("Only a member with Manage Server can choose the server's language"))
    await interaction.client.games.set_server(guild_of(interaction), {"language": stored_text(parse("language", code))})
    await say(interaction, _("New games of this server speak {language} in public; games under way keep "
                             "theirs.").format(language=LANGUAGE_NAMES.get(code, code)))


def check_may_open(interaction: Interaction, settings: ServerSettings, ai: int, level: str,
                   hints: bool) -> None:
    """Refuse a new table the server's settings do not allow, with the setting's sentence."""
    channel = interaction.channel
    here: set[int | None] = {channel_of(interaction)}
    if isinstance(channel, discord.Thread):
        here.add(channel.parent_id)
    check_settings_allow(settings, here, {role.id for role in getattr(interaction.user, "roles", [])}, ai, level,
                         hints)


def check_settings_allow(settings: ServerSettings, here: set[int | None], roles: set[int], ai: int, level: str,
                         hints: bool) -> None:
    """Refuse a new table in one of the channels `here` (a thread and its parent), opened by a member
    with `roles`, that the server's settings do not allow."""
    if settings.channels and not here & set(settings.channels):
        listed = ", ".join(f"<#{c}>" for c in settings.channels)
        raise Refusal(N_("On this server, games are opened in {channels} (or their threads)"), channels=listed)
    if settings.role and settings.role not in roles:
        raise Refusal(N_("On this server, opening a game needs the role <@&{role}>"), role=settings.role)
    if ai:
        check_ai(settings, level)
    if hints and not settings.hints:
        raise Refusal(N_("Hints are not allowed on this server: open the table with hints off"))


def check_ai(settings: ServerSettings, level: str) -> None:
    """Refuse an AI player of `level` the server's settings do not allow."""
    if not settings.ai:
        raise Refusal(N_("AI players are not allowed on this server"))
    if not settings.allows_level(level):
        raise Refusal(N_("On this server, AI players play at {level} level at most"),
                      level=Phrase.of(settings.ai_level))


def forgotten(stored: StoredGame, user: int) -> StoredGame:
    """`stored` with `user` replaced by the neutral label in its seats, record, host and owed
    words; the record replays as before."""
    seats = [s.user == user and not s.ai_level for s in stored.seats]
    game = stored.game.copy() if stored.game is not None else None
    if game is not None:
        game.players = [FORMER if mine else name for name, mine in zip(game.players, seats)]
    renamed = replace(stored, host=0 if stored.host == user else stored.host, game=game,
                      seats=tuple(Seat(0, FORMER, ai_owned=s.ai_owned, left=s.left) if mine else s
                                  for s, mine in zip(stored.seats, seats)))
    unnamed = _Unnamed(stored, renamed, user)
    return replace(renamed, owed=replace(stored.owed, lobby=unnamed.lobby(stored.owed.lobby),
                                         note=unnamed.note(stored.owed.note)))


SEAT_NOTES = (left_text, hinted_text, timed_out_text, away_text)
"""The notes about one seat's player, written anew when the player is forgotten (rather than
edited: a name may also be a word of the sentence)."""


class _Unnamed:
    """The owed words of a game written before its player `user` was forgotten, as the game
    with the label in their seat (`after`) would owe them."""

    def __init__(self, before: StoredGame, after: StoredGame, user: int):
        versions = [(replace(before, status=status), replace(after, status=status))
                    for status in {before.status, GameStatus.ACTIVE}]  # a note may be said of the game in play
        self.anew = {note(was, seat): note(now, seat) for was, now in versions for note in SEAT_NOTES
                     for seat in range(len(before.seats))}
        seats = [i for i, s in enumerate(before.seats) if s != after.seats[i]]
        self.shown = {f"<@{user}>": FORMER, f"<@!{user}>": FORMER, marks.member(user): FORMER}
        """How the player is shown in the words of the lobby and the board: mentioned, or automated."""
        with speaking(before.table.language):
            self.shown |= {who(before.seats[i]): who(after.seats[i]) for i in seats if before.seats[i].ai_owned}
        self.named = {form: FORMER for i in seats for form in _forms(before.seats[i].name)}
        """The player's name as the engine's sentences (a move) say it."""
        others = {form: form for s in after.seats for form in _forms(s.name) if form not in self.named}
        self.shown_re, self.named_re = _alternatives(self.shown), _alternatives(self.shown | self.named | others)

    def lobby(self, text: str | None) -> str | None:
        return None if text is None else self.shown_re.sub(lambda m: self.shown[m[0]], text)

    def note(self, text: str | None) -> str | None:
        if text is None:
            return None
        return "\n".join(self.anew.get(line) or self._edited(line) for line in text.split("\n"))

    def _edited(self, line: str) -> str:
        """A note that is none of SEAT_NOTES: the player's mentions and names replaced where they
        stand alone (another's name that holds theirs, "Al" in "Alice (automated)", is matched
        as itself)."""
        return self.named_re.sub(lambda m: self.shown.get(m[0]) or self.named.get(m[0]) or m[0], line)


def _forms(name: str) -> tuple[str, ...]:
    """A name as stored words may hold it: as written, marked as a name, or escaped (words
    stored before names were marked)."""
    return name, plain(name), discord.utils.escape_markdown(name)


def _alternatives(texts: dict[str, str]) -> re.Pattern[str]:
    """Any of `texts` standing alone (no letter or digit against it), the longest first."""
    found = "|".join(re.escape(t) for t in sorted(texts, key=len, reverse=True) if t)
    return re.compile(rf"(?<!\w)(?:{found})(?!\w)")


async def forget(interaction: Interaction, user: int) -> str:
    """Delete `user`'s ratings on this server and their name and id from its stored games;
    what was done, in words. Refused while they sit at an open table."""
    games = interaction.client.games
    store = games.store
    guild = guild_of(interaction)
    mine = [g for g in await store.games_of(guild)
            if g.host == user or any(s.user == user and not s.ai_level for s in g.seats)]
    playing = next((g for g in mine if g.is_open), None)
    if playing is not None:
        raise Refusal(N_("That member is at the table of game #{game}: they can leave it (`/muses leave`) or it "
                         "can end first (a moderator can end it with `/muses-admin reset`)"), game=playing.id)
    for stored in mine:
        await store.rewrite(forgotten(stored, user))
    await store.forget_ratings(guild, identity(Seat(user, "")))
    await interaction.client.forget_sign_ins(user)
    return forgotten_text(len(mine))
