"""The loopback Discord refuses what Discord refuses, and takes the edge Discord takes: select
menus' values, buttons, message flags by endpoint, allowed mentions, nonces, attachments and
uploads, embeds, and the commands of a bulk overwrite."""

from __future__ import annotations

import asyncio
import io
import json

import aiohttp
import discord
import pytest
from discord import app_commands

from bot.offline.loopback import LoopbackDiscord

MiB = 1024 * 1024
EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2 = 1 << 6, 1 << 12, 1 << 13, 1 << 15


class LimitsBot(discord.Client):
    """``/keep`` leaves its interaction unanswered for the test."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.kept: list[discord.Interaction] = []

        @self.tree.command(description='Leave the answer to the test')
        async def keep(interaction: discord.Interaction) -> None:
            self.kept.append(interaction)

    async def setup_hook(self) -> None:
        await self.tree.sync()


@pytest.fixture
async def bot(loopback: LoopbackDiscord):
    async with loopback.running(LimitsBot()) as client:
        yield client


@pytest.fixture
def general(loopback: LoopbackDiscord, bot: LimitsBot) -> discord.TextChannel:
    return bot.get_channel(loopback.channel('general').id)


async def refused(loopback: LoopbackDiscord, sending) -> list[str]:
    """The problems the loopback named refusing ``sending`` with 400, code 50035 (and forgets them,
    as the fixture asserts that nothing else was refused)."""
    with pytest.raises(discord.HTTPException) as refusal:
        await sending
    assert (refusal.value.status, refusal.value.code) == (400, 50035)
    problems = [p for r in loopback.refused_bodies for p in r.split(': ', 1)[1].split('; ')]
    loopback.refused_bodies.clear()
    return problems


async def raw(loopback: LoopbackDiscord, method: str, path: str, *, body=None, files=()) -> tuple[int, dict]:
    """A request the bot's token makes to the loopback's API: JSON, or multipart with ``files``
    (n, name, bytes) as ``files[n]`` parts."""
    headers = {'Authorization': f'Bot {loopback.token}'}
    data = None
    if files:
        data = aiohttp.FormData()
        data.add_field('payload_json', json.dumps(body), content_type='application/json')
        for n, name, content in files:
            data.add_field(f'files[{n}]', content, filename=name, content_type='application/octet-stream')
    url = f'{loopback.url}/api/v10{path}'
    async with aiohttp.ClientSession() as session, session.request(
            method, url, headers=headers, json=None if files else body, data=data) as answer:
        return answer.status, (await answer.json() if answer.status != 204 else {})


def select_view(options: int, **values: int) -> discord.ui.View:
    view = discord.ui.View()
    choices = [discord.SelectOption(label=f'o{k}') for k in range(options)]
    view.add_item(discord.ui.Select(custom_id='pick', options=choices, **values))
    return view


async def test_a_select_may_ask_for_no_more_values_than_it_offers(loopback, general) -> None:
    assert await refused(loopback, general.send('pick', view=select_view(2, max_values=3))) == [
        'components.0.components.0.max_values: 3, more than the 2 options']
    assert await refused(loopback, general.send('pick', view=select_view(3, min_values=3, max_values=2))) == [
        'components.0.components.0.min_values: 3, more than max_values 2']
    assert await refused(loopback, general.send('pick', view=select_view(25, min_values=26, max_values=26))) == [
        'components.0.components.0.min_values: 26, 0 to 25', 'components.0.components.0.max_values: 26, 1 to 25',
        'components.0.components.0.max_values: 26, more than the 25 options']
    await general.send('pick none or all', view=select_view(25, min_values=0, max_values=25))
    await general.send('pick one', view=select_view(1))
    users = discord.ui.View().add_item(discord.ui.UserSelect(custom_id='who', max_values=1, default_values=[
        discord.Object(1), discord.Object(2)]))
    assert await refused(loopback, general.send('who', view=users)) == [
        'components.0.components.0.default_values: 2, 1 to 1']


async def test_a_button_shows_a_label_or_an_emoji(loopback, general) -> None:
    bare = discord.ui.View().add_item(discord.ui.Button(custom_id='bare'))
    assert await refused(loopback, general.send('click', view=bare)) == [
        'components.0.components.0.label: a button needs a label or an emoji']
    await general.send('click', view=discord.ui.View().add_item(discord.ui.Button(custom_id='die', emoji='🎲')))
    await general.send('click', view=discord.ui.View().add_item(discord.ui.Button(custom_id='go', label='Go')))
    premium = {'type': 2, 'style': 6, 'sku_id': '1'}
    status, _ = await raw(loopback, 'POST', f'/channels/{general.id}/messages',
                          body={'components': [{'type': 1, 'components': [premium]}]})
    assert status == 200
    link = {'type': 2, 'style': 5, 'label': 'rules', 'url': 'https://example.com', 'custom_id': 'rules'}
    plain = {'type': 2, 'style': 1, 'label': 'join', 'url': 'https://example.com'}
    status, answer = await raw(loopback, 'POST', f'/channels/{general.id}/messages',
                               body={'content': 'x', 'components': [{'type': 1, 'components': [link, plain]}]})
    assert (status, answer['code']) == (400, 50035)
    assert [r.split(': ', 1)[1] for r in loopback.refused_bodies] == [
        'components.0.components.0.url: a link button has a url and no custom_id; '
        'components.0.components.1.custom_id: a button other than a link has a custom_id and no url or sku_id']
    loopback.refused_bodies.clear()


async def test_each_endpoint_takes_its_own_message_flags(loopback, bot, general) -> None:
    private = discord.MessageFlags._from_value(EPHEMERAL)
    post = discord.http.handle_message_parameters(content='for everyone', flags=private)
    assert await refused(loopback, bot.http.send_message(general.id, params=post)) == ['flags: 64 may not be set here']
    quiet = await general.send('quiet', silent=True)
    edit = discord.http.handle_message_parameters(flags=discord.MessageFlags._from_value(EPHEMERAL | 4))
    await bot.http.edit_message(general.id, quiet.id, params=edit)  # an edit ignores what it may not change
    assert loopback.channel_messages('general')[-1]['flags'] == SUPPRESS_NOTIFICATIONS | 4

    handle = await loopback.slash('keep', user='alice')
    status, answer = await raw(loopback, 'POST', f'/interactions/{handle.id}/{handle.token}/callback',
                               body={'type': 5, 'data': {'flags': EPHEMERAL | SUPPRESS_NOTIFICATIONS}})
    assert (status, answer['code']) == (400, 50035)
    loopback.refused_bodies.clear()
    await asyncio.wait_for(_kept(bot, 1), 5)
    await bot.kept[0].response.send_message('private and quiet', ephemeral=True, silent=True)
    voice = discord.http.handle_message_parameters(content='spoken', flags=discord.MessageFlags._from_value(
        IS_VOICE_MESSAGE))
    followup = discord.http.Route('POST', '/webhooks/{webhook_id}/{webhook_token}', webhook_id=loopback.application_id,
                                  webhook_token=handle.token)
    assert await refused(loopback, bot.http.request(followup, json=voice.payload)) == [
        'flags: 8192 may not be set here']
    v2 = {'content': 'text', 'flags': IS_COMPONENTS_V2, 'components': [{'type': 1, 'components': [
        {'type': 2, 'style': 1, 'label': 'ok', 'custom_id': 'ok'}]}]}
    status, answer = await raw(loopback, 'POST', f'/channels/{general.id}/messages', body=v2)
    assert (status, answer['code']) == (400, 50035)
    assert loopback.refused_bodies[-1].endswith('content: not in a message with IS_COMPONENTS_V2')
    loopback.refused_bodies.clear()


async def _kept(bot: LimitsBot, count: int) -> None:
    while len(bot.kept) < count:
        await asyncio.sleep(0.01)


async def test_allowed_mentions_parse_a_type_or_list_its_ids(loopback, general) -> None:
    path = f'/channels/{general.id}/messages'
    both = {'content': '<@1>', 'allowed_mentions': {'parse': ['users'], 'users': ['1']}}
    too_many = {'content': 'roles', 'allowed_mentions': {'roles': [str(k) for k in range(101)]}}
    for body in (both, too_many):
        status, answer = await raw(loopback, 'POST', path, body=body)
        assert (status, answer['code']) == (400, 50035)
    assert [r.split(': ', 1)[1] for r in loopback.refused_bodies] == [
        'allowed_mentions: parse:["users"] and users: [ids...] are mutually exclusive.',
        'allowed_mentions.roles: 101 ids, at most 100']
    loopback.refused_bodies.clear()
    for allowed in ({'parse': ['users'], 'users': []}, {'parse': ['roles'], 'users': ['1']},
                    {'roles': [str(k) for k in range(100)]}):
        assert (await raw(loopback, 'POST', path, body={'content': 'hi', 'allowed_mentions': allowed}))[0] == 200
    await general.send('<@1>', allowed_mentions=discord.AllowedMentions(users=[discord.Object(1)]))


async def test_a_nonce_has_at_most_25_characters(loopback, general) -> None:
    assert await refused(loopback, general.send('board', nonce='n' * 26)) == ['nonce: 26 characters, at most 25']
    await general.send('board', nonce='n' * 25)
    path = f'/channels/{general.id}/messages'
    assert (await raw(loopback, 'POST', path, body={'content': 'x', 'nonce': 10 ** 25}))[0] == 400
    loopback.refused_bodies.clear()
    assert (await raw(loopback, 'POST', path, body={'content': 'x', 'nonce': 10 ** 24}))[0] == 200


async def test_attachments_name_uploaded_files(loopback, general) -> None:
    path = f'/channels/{general.id}/messages'
    status, answer = await raw(loopback, 'POST', path, body={'attachments': [{'id': 0, 'filename': 'a.png'}]},
                               files=[(1, 'a.png', b'png')])
    assert (status, answer['code']) == (400, 50035)
    embed = {'image': {'url': 'attachment://board.png'}, 'footer': {'text': 'f', 'icon_url': 'attachment://icon.png'}}
    status, _ = await raw(loopback, 'POST', path, body={'embeds': [embed]}, files=[(0, 'board.png', b'png')])
    assert status == 400
    assert [r.split(': ', 1)[1] for r in loopback.refused_bodies] == [
        "attachments.0.id: no attachment of the message and no files[n] part has id 0",
        'embeds.0.footer.icon_url: attachment://icon.png names no file of the message']
    loopback.refused_bodies.clear()
    status, posted = await raw(loopback, 'POST', path, body={'attachments': [{'id': 1}]}, files=[(1, 'a.png', b'png')])
    assert (status, [a['filename'] for a in posted['attachments']]) == (200, ['a.png'])

    board = discord.Embed(title='board').set_image(url='attachment://board.png')
    message = await general.send(embed=board, file=discord.File(io.BytesIO(b'png'), filename='board.png'))
    await message.edit(embed=board.set_thumbnail(url='attachment://board.png'), attachments=message.attachments)
    assert await refused(loopback, message.edit(embed=board, attachments=[])) == [
        'embeds.0.image.url: attachment://board.png names no file of the message',
        'embeds.0.thumbnail.url: attachment://board.png names no file of the message']
    kept = loopback.channel_messages('general')[-1]
    assert [a['filename'] for a in kept['attachments']] == ['board.png'] and kept['embeds'][0]['thumbnail']


async def test_uploads_too_large_are_refused_with_413(loopback, general) -> None:
    await general.send(file=discord.File(io.BytesIO(b'x' * (10 * MiB)), filename='edge.bin'))
    for files in ([('big.bin', b'x' * (10 * MiB + 1))], [(f'{k}.bin', b'x' * (9 * MiB)) for k in range(3)]):
        with pytest.raises(discord.HTTPException) as too_large:
            await general.send(files=[discord.File(io.BytesIO(data), filename=name) for name, data in files])
        assert (too_large.value.status, too_large.value.code) == (413, 40005)
    assert [r.split(': ', 1)[1] for r in loopback.refused_bodies] == [
        f'files[0]: big.bin has {10 * MiB + 1} bytes, at most {10 * MiB}', f'files: {27 * MiB} bytes in all, at most '
                                                                            f'{25 * MiB}']
    loopback.refused_bodies.clear()
    eleven = [(k, 'a.bin', b'a') for k in range(11)]
    status, answer = await raw(loopback, 'POST', f'/channels/{general.id}/messages',
                               body={'attachments': [{'id': k} for k in range(11)]}, files=eleven)
    assert (status, answer['code']) == (400, 50035)
    loopback.refused_bodies.clear()


async def test_embed_author_and_blank_fields(loopback, general) -> None:
    long_author = discord.Embed(title='t').set_author(name='a' * 257)
    blank = discord.Embed(title='t').add_field(name=' ', value='v').add_field(name='n', value='\n')
    assert await refused(loopback, general.send(embeds=[long_author, blank])) == [
        'embeds.0.author.name: at most 256 characters', 'embeds.1.fields.0.name: 1 to 256 characters, not all blank',
        'embeds.1.fields.1.value: 1 to 1024 characters, not all blank']
    await general.send(embeds=[discord.Embed(description='d' * 4096).set_author(name='a' * 256)
                               .add_field(name='\u200b', value='v')])
    assert await refused(loopback, general.send(embed=discord.Embed(description='d' * 4097))) == [
        'embeds.0.description: at most 4096 characters']


def chat_input(name: str, **fields) -> dict:
    return {'type': 1, 'name': name, 'description': 'd', **fields}


def option(name: str, *, required: bool = False, **fields) -> dict:
    return {'type': 3, 'name': name, 'description': 'd', 'required': required, **fields}


async def put_commands(loopback: LoopbackDiscord, commands: list[dict]) -> list[str]:
    """The problems the loopback named refusing the bulk overwrite (empty: it took it)."""
    status, answer = await raw(loopback, 'PUT', f'/applications/{loopback.application_id}/commands', body=commands)
    problems = [p for r in loopback.refused_bodies for p in r.split(': ', 1)[1].split('; ')]
    loopback.refused_bodies.clear()
    assert (status, answer['code'] if problems else None) == ((400, 50035) if problems else (200, None))
    return problems


async def test_command_counts_options_and_choices(loopback, bot) -> None:
    assert await put_commands(loopback, [chat_input(f'c{k}') for k in range(101)]) == [
        'commands of type 1: 101, at most 100']
    assert await put_commands(loopback, [chat_input(f'c{k}') for k in range(100)]
                              + [{'type': 2, 'name': 'Look At Me'}]) == []
    assert await put_commands(loopback, [chat_input('wide', options=[option(f'o{k}') for k in range(26)])]) == [
        '0.options: 26, at most 25']
    many = [{'name': f'n{k}', 'value': f'v{k}'} for k in range(26)]
    assert await put_commands(loopback, [chat_input('pick', options=[option('o', choices=many)])]) == [
        '0.options.0.choices: 26, at most 25']
    assert await put_commands(loopback, [chat_input('pick', options=[option('o', choices=many[:25])])]) == []
    late = [option('first'), option('second', required=True)]
    assert await put_commands(loopback, [chat_input('order', options=late)]) == [
        '0.options: required options must come before optional ones']
    assert await put_commands(loopback, [chat_input('order', options=late[::-1])]) == []


async def test_command_names_and_descriptions(loopback, bot) -> None:
    assert await put_commands(loopback, [chat_input('Muses'), chat_input('two words'), chat_input('x' * 33),
                                         chat_input('ok', description='d' * 101)]) == [
        "0.name: 'Muses' must be 1-32 lowercase characters without spaces",
        "1.name: 'two words' must be 1-32 lowercase characters without spaces",
        f"2.name: {'x' * 33!r} must be 1-32 lowercase characters without spaces",
        '3.description: 101 characters, 1 to 100']
    assert await put_commands(loopback, [chat_input("it's"), chat_input('città'), chat_input('नमस्ते'),
                                         chat_input('สวัสดี'), chat_input('x' * 32, description='d' * 100)]) == []


async def test_a_command_has_at_most_8000_characters(loopback, bot) -> None:
    """Names, descriptions and choices' values count, of a localized field its longest text:
    3 + 97 for the command, 25 options of 3 + 97, and 27 choices of 100 + 100 make 8,000."""
    def command(longer: int) -> dict:
        choices = [{'name': f'{k:03d}' + 'n' * 97, 'value': 'v' * 100} for k in range(27)]
        options = [option(f'o{k:02d}', description='x', description_localizations={'it': 'x' * 97})
                   for k in range(25)]
        options[0]['choices'], options[1]['choices'] = choices[:25], choices[25:]
        options[2]['name_localizations'] = {'de': 'o02' + 'ö' * longer}
        return chat_input('big', description='d' * 97, options=options)

    assert await put_commands(loopback, [command(0)]) == []
    assert await put_commands(loopback, [command(1)]) == [
        '0: 8001 characters in names, descriptions and values, at most 8000']
