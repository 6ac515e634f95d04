"""Rate limits on the loopback Discord as on Discord: bucket headers on every answer, 429s past
the per-channel message limit and the global limit, counted per route; and injected failures."""

from __future__ import annotations

import asyncio

import aiohttp
import discord
import pytest
from discord import app_commands

from bot.offline.loopback import LoopbackDiscord

POSTS = 'POST /channels/{channel}/messages'


@pytest.fixture
async def loopback():
    """A loopback with Discord's own limits (the suite's fixture loosens the channel's)."""
    async with LoopbackDiscord() as server:
        yield server


class QuietBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)

        @self.tree.command(description='Answer')
        async def ping(interaction: discord.Interaction) -> None:
            await interaction.response.send_message('pong', ephemeral=True)

    async def setup_hook(self) -> None:
        await self.tree.sync()


async def request(loopback: LoopbackDiscord, method: str, path: str, **kwargs) -> aiohttp.ClientResponse:
    """A plain request as the bot, answered in full (``body`` attached)."""
    headers = {'Authorization': f'Bot {loopback.token}'}
    async with aiohttp.ClientSession() as session:
        async with session.request(method, f'{loopback.url}/api/v10{path}', headers=headers, **kwargs) as answer:
            answer.body = await answer.json() if answer.status != 204 else None
            return answer


async def test_every_answer_carries_its_buckets_headers(loopback) -> None:
    answer = await request(loopback, 'GET', '/users/@me')
    assert answer.status == 200
    assert {k: answer.headers[f'X-RateLimit-{k}'] for k in ('Limit', 'Remaining', 'Reset-After')} == {
        'Limit': '50', 'Remaining': '49', 'Reset-After': '1.000'}
    assert float(answer.headers['X-RateLimit-Reset']) > 1.7e9 and answer.headers['X-RateLimit-Bucket']
    refused = await request(loopback, 'GET', '/channels/1')
    assert refused.status == 404 and refused.headers['X-RateLimit-Remaining'] == '49'  # its own route's bucket


async def test_posting_in_a_channel_beyond_five_in_five_seconds_is_a_429(loopback) -> None:
    games, general = (f'/channels/{loopback.channel(c).id}/messages' for c in ('games', 'general'))
    for n in range(5):
        posted = await request(loopback, 'POST', games, json={'content': f'board {n}'})
        assert posted.headers['X-RateLimit-Remaining'] == str(4 - n)
    limited = await request(loopback, 'POST', games, json={'content': 'board 5'})
    assert limited.status == 429 and limited.headers['Via']  # discord.py trusts only a 429 with Via
    assert limited.body['global'] is False and 4 < limited.body['retry_after'] <= 5
    assert limited.headers['Retry-After'] == '5' and limited.headers['X-RateLimit-Scope'] == 'user'
    assert (await request(loopback, 'POST', general, json={'content': 'elsewhere'})).status == 200  # per channel
    assert loopback.rate_limited == {POSTS: 1} and loopback.invalid_requests == {POSTS: 1}
    loopback.clock.advance(5)
    assert (await request(loopback, 'POST', games, json={'content': 'board 5'})).status == 200
    assert len(loopback.channel_messages('games')) == 6
    for wait in (590, 10):  # Discord bans at 10,000 invalid requests within 10 minutes
        loopback.clock.advance(wait)
        for n in range(6):
            await request(loopback, 'POST', games, json={'content': f'board {n}'})
    assert loopback.invalid_requests == {POSTS: 3} and loopback.invalid_per_10_minutes() == 2


async def test_discord_py_waits_on_the_headers_and_never_meets_a_429() -> None:
    async with LoopbackDiscord(channel_messages=(2, 0.25)) as loopback, loopback.running(QuietBot()) as bot:
        channel = bot.get_channel(loopback.channel('games').id)
        started = asyncio.get_running_loop().time()
        for n in range(6):
            await channel.send(f'board {n}')
        assert asyncio.get_running_loop().time() - started >= 0.5  # three windows of two posts
        assert loopback.rate_limited == {} and len(loopback.channel_messages('games')) == 6


async def test_the_global_limit_spares_interactions() -> None:
    async with LoopbackDiscord(global_rate=(10, 60.0)) as loopback, loopback.running(QuietBot()):
        answers = [await request(loopback, 'GET', '/users/@me') for _ in range(10)]
        limited = answers[-1]
        assert limited.status == 429 and limited.body['global'] is True
        assert limited.headers['X-RateLimit-Global'] == 'true' and limited.headers['X-RateLimit-Scope'] == 'global'
        assert (await (await loopback.slash('ping', user='alice')).response()).error_code is None
        assert sum(loopback.rate_limited.values()) == sum(a.status == 429 for a in answers)
        # every request is counted by its kind, the 429s too: the bench's requests per action
        assert loopback.requests[('GET /users/@me', False)] == 11  # ten here, one as the bot logged in
        assert loopback.requests[('POST /interactions/{interaction}/{token}/callback', True)] == 1


async def test_injected_server_errors_and_slow_answers(loopback) -> None:
    async with loopback.running(QuietBot()) as bot:
        games = bot.get_channel(loopback.channel('games').id)
        fault = loopback.inject(POSTS, status=503)
        with pytest.raises(discord.DiscordServerError) as failed:
            await games.send('board')
        assert failed.value.status == 503 and fault.hits == [f'POST /channels/{games.id}/messages']
        await games.send('board')  # once only
        slow = loopback.inject(f'GET /channels/{games.id}', delay=0.3, times=None)
        started = asyncio.get_running_loop().time()
        assert (await bot.fetch_channel(games.id)).id == games.id
        assert asyncio.get_running_loop().time() - started >= 0.3 and len(slow.hits) == 1
        assert [m['content'] for m in loopback.channel_messages('games')] == ['board']
