"""Interactions on the loopback Discord as on Discord: a 3-second first answer, 15-minute tokens
on the loopback's clock, one initial response, autocomplete answers only type 8, commands from
DMs and user installs where the command is offered."""

from __future__ import annotations

import asyncio

import aiohttp
import discord
import pytest
from discord import app_commands

from bot.offline.loopback import InteractionRefused, LoopbackDiscord, limits


class InteractionsBot(discord.Client):
    """Keeps the interactions of ``/keep`` unanswered for the test; ``/anywhere`` says where it ran."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.kept: list[discord.Interaction] = []
        self.typed = asyncio.Event()

        @self.tree.command(description='Leave the answer to the test')
        async def keep(interaction: discord.Interaction) -> None:
            self.kept.append(interaction)

        @self.tree.command(description='Defer, leave the rest to the test')
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            self.kept.append(interaction)

        @self.tree.command(description='Where am I')
        @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
        @app_commands.allowed_installs(guilds=True, users=True)
        async def anywhere(interaction: discord.Interaction) -> None:
            where = interaction.context
            await interaction.response.send_message(
                f'guild={interaction.guild_id} dm={where.dm_channel} private={where.private_channel} '
                f'user_install={interaction.is_user_integration()}'
            )

        @self.tree.command(description='Guild only')
        @app_commands.guild_only()
        async def here(interaction: discord.Interaction) -> None:
            await interaction.response.send_message('here')

        @self.tree.command(description='Choose a colour')
        async def choose(interaction: discord.Interaction, colour: str) -> None:
            await interaction.response.send_message(colour)

        @choose.autocomplete('colour')
        async def colours(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            await self.typed.wait()
            return [app_commands.Choice(name='red', value='red')]

    async def setup_hook(self) -> None:
        await self.tree.sync()


@pytest.fixture
async def bot(loopback: LoopbackDiscord):
    async with loopback.running(InteractionsBot()) as client:
        yield client


async def kept(bot: InteractionsBot, count: int) -> discord.Interaction:
    async with asyncio.timeout(5):
        while len(bot.kept) < count:
            await asyncio.sleep(0.01)
    return bot.kept[count - 1]


async def raw_callback(loopback: LoopbackDiscord, handle, body: dict) -> tuple[int, dict]:
    url = f'{loopback.url}/api/v10/interactions/{handle.id}/{handle.token}/callback'
    async with aiohttp.ClientSession() as session, session.post(url, json=body) as answer:
        return answer.status, (await answer.json() if answer.status != 204 else {})


async def test_a_token_lives_15_minutes_on_the_loopbacks_clock(loopback, bot) -> None:
    handle = await loopback.slash('later', user='alice')
    interaction = await kept(bot, 1)
    await interaction.followup.send('on time')
    loopback.clock.advance(15 * 60 - 1)
    await interaction.edit_original_response(content='still on time')
    loopback.clock.advance(2)
    for late in (interaction.followup.send('late'), interaction.edit_original_response(content='late')):
        with pytest.raises(discord.HTTPException) as expired:
            await late
        assert (expired.value.status, expired.value.code) == (401, 50027)
    assert [r.error_code for r in handle.records] == [None, None, None, 50027, 50027]
    assert loopback.invalid_requests['POST /webhooks/{app}/{token}'] == 1


async def test_the_first_answer_comes_within_3_seconds_and_only_once(loopback, bot) -> None:
    slow = await loopback.slash('keep', user='alice')
    interaction = await kept(bot, 1)
    loopback.clock.advance(3.01)
    with pytest.raises(discord.NotFound) as unknown:
        await interaction.response.send_message('too late')
    assert unknown.value.code == 10062 and slow.original_message is None

    twice = await loopback.slash('keep', user='alice')
    await (await kept(bot, 2)).response.send_message('first')
    status, body = await raw_callback(loopback, twice, {'type': 4, 'data': {'content': 'second'}})
    assert (status, body['code']) == (400, 40060)
    assert twice.original_message['content'] == 'first'


async def test_autocomplete_takes_only_choices(loopback, bot) -> None:
    typing = await loopback.autocomplete('choose', {'colour': 'r'}, focused='colour', user='alice')
    status, body = await raw_callback(loopback, typing, {'type': 4, 'data': {'content': 'not choices'}})
    assert (status, body['code']) == (400, 50035)
    bot.typed.set()
    assert [c['value'] for c in (await typing.response()).choices] == ['red']


async def test_commands_from_dms_and_user_installs(loopback, bot) -> None:
    dm = await loopback.slash('anywhere', user='alice', context='bot_dm')
    assert (await dm.response()).content == 'guild=None dm=True private=False user_install=False'
    assert (dm.payload['context'], dm.payload['authorizing_integration_owners']) == (1, {'0': '0'})
    assert [m['content'] for m in loopback.dm_messages('alice')] == [dm.original_message['content']]

    alice = str(loopback.member('alice').id)
    installed = await loopback.slash('anywhere', user='alice', install='user')
    assert (await installed.response()).content == f'guild={loopback.guild.id} dm=False private=False user_install=True'
    assert installed.payload['authorizing_integration_owners'] == {'1': alice}
    elsewhere = await loopback.slash('anywhere', user='alice', context='private_channel', install='user')
    assert (await elsewhere.response()).content == 'guild=None dm=False private=True user_install=True'
    with pytest.raises(discord.Forbidden) as outsider:  # the bot answers there, but may not post
        await bot.http.send_message(elsewhere.channel_id, params=discord.http.handle_message_parameters(content='hi'))
    assert outsider.value.code == 50001

    with pytest.raises(InteractionRefused):
        await loopback.slash('here', user='alice', context='bot_dm')  # guild only
    with pytest.raises(InteractionRefused):
        await loopback.slash('here', user='alice', install='user')  # not user-installable
    with pytest.raises(InteractionRefused):
        await loopback.slash('anywhere', user='alice', context='private_channel')  # only a user install goes there


async def test_the_6000_characters_count_across_all_embeds(loopback, bot) -> None:
    embeds = [discord.Embed(description='x' * 3500), discord.Embed(description='y' * 2600)]
    with pytest.raises(discord.HTTPException) as refused:
        await bot.get_channel(loopback.channel('general').id).send(embeds=embeds)
    assert refused.value.code == 50035
    assert [r.split(': ', 1)[1] for r in loopback.refused_bodies] == ['embeds: 6100 characters in all, at most 6000']
    loopback.refused_bodies.clear()  # the fixture asserts that no other test sent one
    assert limits.message_problems({'embeds': [{'description': 'x' * 3000}] * 2}, []) == []
