"""A loopback Discord (REST v10 + gateway on 127.0.0.1) that the real discord.py client logs in
to: inject interactions, record every payload the bot sends. The demo, the benchmark and the
end-to-end tests run the bot against it, with no token and no network. It refuses what Discord
refuses: permissions, threads, deleted channels, expired tokens, rate limits (429), and bodies
beyond its limits (400, code 50035; uploads too large 413). Its application signs people in
with OAuth2 (an authorize page choosing a member, codes exchanged once for Bearer tokens), and
runs its Activity: launches (callback type 12) into each channel's instance, the Entry Point
command, the activity-instances route, the SDK's sign-in."""

from .clock import Clock
from .faults import Fault
from .interactions import InteractionHandle, InteractionRefused
from .patching import discord_py_pointed_at
from .records import CALLBACK, DELETE, EDIT, FOLLOWUP, MESSAGE, Record, RecordedFile
from .server import LoopbackDiscord
from .world import BOT_PERMISSIONS, Channel, Guild, Member, Overwrite, Role, User, default_guild

__all__ = [
    'BOT_PERMISSIONS',
    'CALLBACK',
    'DELETE',
    'EDIT',
    'FOLLOWUP',
    'MESSAGE',
    'Channel',
    'Clock',
    'Fault',
    'Guild',
    'InteractionHandle',
    'InteractionRefused',
    'LoopbackDiscord',
    'Member',
    'Overwrite',
    'Record',
    'RecordedFile',
    'Role',
    'User',
    'default_guild',
    'discord_py_pointed_at',
]
