"""What the bot needs in a channel to host a game there, read from the interaction
(`app_permissions` tells what the bot may do where the command was used, before
anything fails)."""

from __future__ import annotations

import discord

from engine import Refusal
from engine.language import N_, Joined, Phrase

from ..play.lifecycle import Threads

THREADS = (discord.ChannelType.public_thread, discord.ChannelType.private_thread, discord.ChannelType.news_thread)


def needed(in_thread: bool) -> dict[str, str]:
    """The permissions a game needs, by discord.py name, with the names members see."""
    send = (("send_messages_in_threads", N_("Send Messages in Threads")) if in_thread
            else ("send_messages", N_("Send Messages")))
    return dict([("view_channel", N_("View Channel")), send, ("attach_files", N_("Attach Files")),
                 ("embed_links", N_("Embed Links")), ("read_message_history", N_("Read Message History"))])


def lacking(have: discord.Permissions, channel) -> list[str]:
    """The permissions of `needed` that `have` lacks in `channel`, as members see them (in English:
    messages, each said with `_()`)."""
    in_thread = channel is not None and getattr(channel, "type", None) in THREADS
    return [label for name, label in needed(in_thread).items() if not getattr(have, name)]


def missing(interaction: discord.Interaction) -> list[str]:
    """What the bot lacks where `interaction` was used."""
    return lacking(interaction.app_permissions, interaction.channel)


def missing_in(channel, me: discord.Member) -> list[str]:
    """What the bot lacks in a channel or thread of its cache."""
    return lacking(channel.permissions_for(me), channel)


def takes_boards(interaction: discord.Interaction) -> bool:
    """Whether the channel of `interaction` takes the game's posts, so that a board may follow the
    interaction up (a followup needs no permission: where the channel refuses posts, the board goes
    through the channel, is refused, and the game pauses, as for any other post)."""
    locked = getattr(interaction.channel, "locked", False) and not interaction.app_permissions.manage_threads
    return not locked and not missing(interaction)


LOCKED = N_("I cannot host a game here: this thread is locked. A moderator can unlock it, then try again")
NOT_HOSTABLE = N_("I cannot host a game here: I am missing {permissions} in this channel. A member who can "
                  "manage this channel (or the server's roles) can grant them to me, then try again")


def check_can_host(interaction: discord.Interaction) -> None:
    """Refuse, naming what is missing and who can grant it, where a board could not be posted."""
    channel = interaction.channel
    if getattr(channel, "locked", False) and not interaction.app_permissions.manage_threads:
        raise Refusal(LOCKED)
    absent = missing(interaction)
    if absent:
        raise Refusal(NOT_HOSTABLE, permissions=_listed(absent))


def check_can_host_there(channel, me: discord.Member) -> None:
    """As `check_can_host`, for a channel or thread of the bot's cache (a lobby opened from the Activity)."""
    if getattr(channel, "locked", False) and not channel.permissions_for(me).manage_threads:
        raise Refusal(LOCKED)
    absent = missing_in(channel, me)
    if absent:
        raise Refusal(NOT_HOSTABLE, permissions=_listed(absent))


def check_can_host_in(channel, me: discord.Member) -> None:
    """Refuse, naming what is missing and who can grant it, where a rematch's lobby (opened by a
    click elsewhere) could not be posted: `channel` of the bot's cache, `me` the bot there."""
    absent = missing_in(channel, me)
    if absent:
        raise Refusal(N_("I cannot open the rematch in <#{channel}>: I am missing {permissions} there. A member who "
                         "can manage that channel (or the server's roles) can grant them to me, then try again"),
                      channel=channel.id, permissions=_listed(absent))


def _listed(absent: list[str]) -> Phrase:
    names = [Phrase(label) for label in absent]
    return names[0] if len(names) == 1 else Phrase.of(N_("{first} and {last}"),
                                                      first=Joined(tuple(names[:-1]), N_(", ")), last=names[-1])


def threads_here(interaction: discord.Interaction, wanted: bool) -> Threads:
    """Where a game started through `interaction` is played, if its server `wanted` threads: in a
    thread of its own if the bot may start one and talk in it, else in its channel (as a lobby
    opened in a thread)."""
    if not wanted or getattr(interaction.channel, "type", None) in THREADS:
        return Threads.HERE
    have = interaction.app_permissions
    return Threads.OWN if have.create_public_threads and have.send_messages_in_threads else Threads.DENIED
