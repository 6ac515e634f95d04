"""The loopback Discord's sharded gateway, as Discord's: the real discord.py clients of two shards
each hear only their guilds (events and interactions), automatic sharding takes the recommended
count, an invalid shard is closed with 4010, a shard holding too many guilds with 4011; the
global request limit is one per bot token, whoever sends with it."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.offline.loopback import Clock, LoopbackDiscord
from bot.offline.loopback.ids import shard_of
from bot.offline.loopback.ratelimits import RateLimited, RateLimits


class Listener(discord.AutoShardedClient):
    """A sharded client with /ping; it notes the guild of each interaction and deleted channel."""

    def __init__(self, **shards) -> None:
        super().__init__(intents=discord.Intents(guilds=True), guild_ready_timeout=0.05, **shards)
        self.tree = app_commands.CommandTree(self)
        self.interactions: list[int] = []
        self.deleted: list[str] = []

        @self.tree.command(description='Answer')
        async def ping(interaction: discord.Interaction) -> None:
            self.interactions.append(interaction.guild_id)
            await interaction.response.send_message('pong', ephemeral=True)

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s between two shards' IDENTIFY (Discord's max_concurrency 1); the loopback does not
        limit it."""

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        self.deleted.append(channel.name)


def guild_ids(client: discord.Client) -> set[int]:
    return {g.id for g in client.guilds}


async def test_each_shard_hears_only_its_guilds() -> None:
    async with LoopbackDiscord() as loopback:
        north = loopback.add_guild('North', ('nia',), ('north-hall',), shard=(0, 2))
        south = loopback.add_guild('South', ('sol',), ('south-hall', 'south-yard'), shard=(1, 2))
        first, second = Listener(shard_ids=[0], shard_count=2), Listener(shard_ids=[1], shard_count=2)
        async with loopback.running(first), loopback.running(second):
            assert north.id in guild_ids(first) and south.id not in guild_ids(first)
            assert south.id in guild_ids(second) and north.id not in guild_ids(second)
            assert (loopback.guild.id in guild_ids(first)) != (loopback.guild.id in guild_ids(second))
            for user, channel in (('nia', 'north-hall'), ('sol', 'south-hall'), ('sol', 'south-hall')):
                assert (await (await loopback.slash('ping', user=user, channel=channel)).response()).content == 'pong'
            assert first.interactions == [north.id] and second.interactions == [south.id, south.id]
            await loopback.delete_channel('south-hall')
            for user, channel in (('nia', 'north-hall'), ('sol', 'south-yard')):  # each shard after the delete
                await (await loopback.slash('ping', user=user, channel=channel)).response()
            assert second.deleted == ['south-hall'] and first.deleted == []
        assert loopback.internal_errors == [] and loopback.unknown_routes == []


async def test_automatic_sharding_runs_the_recommended_count() -> None:
    async with LoopbackDiscord(recommended_shards=3) as loopback:
        guilds = [loopback.add_guild(f'Guild {k}', (f'member-{k}',), shard=(k, 3)) for k in range(3)]
        client = Listener()
        async with loopback.running(client):
            assert client.shard_count == 3 and sorted(client.shards) == [0, 1, 2]
            assert {g.id for g in guilds} <= guild_ids(client)
            assert sorted(s.shard for s in loopback.gateway.sessions.values()) == [(0, 3), (1, 3), (2, 3)]


async def test_a_shard_beyond_the_count_is_closed_with_4010() -> None:
    async with LoopbackDiscord() as loopback:
        with pytest.raises(discord.ConnectionClosed) as closed:
            async with loopback.running(Listener(shard_ids=[2], shard_count=2)):
                pass
        assert closed.value.code == 4010


async def test_too_many_guilds_on_one_shard_is_closed_with_4011() -> None:
    async with LoopbackDiscord(max_guilds_per_shard=1) as loopback:
        other = loopback.add_guild('Other', ('otto',), shard=(1 - shard_of(loopback.guild.id, 2), 2))
        with pytest.raises(discord.ConnectionClosed) as closed:
            async with loopback.running(Listener(shard_ids=[0], shard_count=1)):
                pass
        assert closed.value.code == 4011
        client = Listener()  # automatic sharding: Discord recommends enough shards
        async with loopback.running(client):
            assert client.shard_count == 2 and {loopback.guild.id, other.id} <= guild_ids(client)


def test_the_global_limit_is_shared_by_everything_sending_the_same_token() -> None:
    limits = RateLimits(Clock(), global_rate=(3, 1.0))
    for channel in ('1', '2', '3'):  # as if from three processes: different routes and channels
        limits.take('POST /channels/{channel}/messages', (channel,), interaction=False, token='Bot one')
    with pytest.raises(RateLimited) as limited:
        limits.take('PATCH /channels/{channel}/messages/{message}', ('4',), interaction=False, token='Bot one')
    assert limited.value.is_global
    limits.take('POST /channels/{channel}/messages', ('5',), interaction=False, token='Bot two')
