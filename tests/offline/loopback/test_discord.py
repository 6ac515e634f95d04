"""The loopback Discord drives the real discord.py client: login, sync, interactions, DMs."""

from __future__ import annotations

import io
import re

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from bot.offline.loopback import CALLBACK, EDIT, FOLLOWUP, MESSAGE, LoopbackDiscord, limits

COLOURS = ['red', 'green', 'blue', 'rose']


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new('RGB', (4, 3), 'purple').save(buffer, 'PNG')
    return buffer.getvalue()


class CounterButton(discord.ui.DynamicItem[discord.ui.Button], template=r'counter:(?P<n>\d+)'):
    """A stateless button: the count lives in its custom id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label='+1', custom_id=f'counter:{n}'))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match['n']))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f'count: {self.n + 1}', view=counter_view(self.n + 1))


def counter_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(n))
    return view


class ColourPicker(discord.ui.View):
    @discord.ui.select(options=[discord.SelectOption(label=c, value=c) for c in COLOURS])
    async def pick(self, interaction: discord.Interaction, menu: discord.ui.Select) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=f'picked {menu.values[0]}', view=None)


demo = app_commands.Group(name='demo', description='Demo commands')


@demo.command(description='Answer privately')
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message('pong', ephemeral=True)


@demo.command(description='Defer privately, then send an image')
async def slow(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    await interaction.followup.send('first')  # as Discord does: it replaces the private "thinking" answer
    await interaction.followup.send('board', file=discord.File(io.BytesIO(png_bytes()), filename='board.png'))


@demo.command(description='Choose a colour')
async def choose(interaction: discord.Interaction, colour: str, times: app_commands.Range[int, 1, 3] = 1) -> None:
    await interaction.response.send_message(f'you chose {colour} x{times}')


@choose.autocomplete('colour')
async def colour_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c, value=c) for c in COLOURS if c.startswith(current)]


@demo.command(description='DM me, or someone else')
async def dm(interaction: discord.Interaction, to: discord.Member | None = None) -> None:
    try:
        await (to or interaction.user).send('a secret hand')
    except discord.HTTPException as exc:
        if exc.code != 50007:
            raise
        await interaction.response.send_message('DMs closed', ephemeral=True)
        return
    await interaction.response.send_message('check your DMs', ephemeral=True)


@demo.command(description='Post a counter in the channel')
async def counter(interaction: discord.Interaction) -> None:
    await interaction.channel.send('count: 0', view=counter_view(0))
    await interaction.response.send_message('posted', ephemeral=True)


@demo.command(description='Rename a message of this channel')
async def retitle(interaction: discord.Interaction, message: str, text: str) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    channel = await interaction.client.fetch_channel(interaction.channel_id)
    target = await channel.fetch_message(int(message))
    await target.edit(content=text)
    await interaction.edit_original_response(content='retitled')


@demo.command(description='Pick a colour from a menu')
async def pick(interaction: discord.Interaction) -> None:
    await interaction.response.send_message('pick one', view=ColourPicker())


@demo.command(description='Moderators only')
@app_commands.checks.has_permissions(manage_guild=True)
async def mod(interaction: discord.Interaction) -> None:
    can_embed = interaction.app_permissions.embed_links
    await interaction.response.send_message(f'hello moderator, app can embed: {can_embed}')


@mod.error
async def mod_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    await interaction.response.send_message('not allowed', ephemeral=True)


class DemoBot(commands.Bot):
    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.members = True  # members arrive by chunk request (gateway op 8)
        super().__init__(command_prefix='!', intents=intents, guild_ready_timeout=0.05)

    async def setup_hook(self) -> None:
        self.tree.add_command(demo)
        self.add_dynamic_items(CounterButton)
        await self.tree.sync()


# The `loopback` fixture (tests/conftest.py) also checks that no unknown route was hit.


@pytest.fixture
async def bot(loopback: LoopbackDiscord):
    async with loopback.running(DemoBot()) as client:
        yield client


async def test_login_sees_guild_and_syncs_commands(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    guild = bot.get_guild(loopback.guild.id)
    assert guild is not None and guild.name == 'Muses Hall'
    assert {c.name for c in guild.text_channels} == {'general', 'games'}
    assert [t.name for t in guild.threads] == ['table-1']
    assert guild.get_member(loopback.member('carol').id).guild_permissions.manage_guild
    assert bot.user.id == loopback.application_id
    assert [c['name'] for c in loopback.commands.list(None)] == ['demo']
    assert {o['name'] for o in loopback.commands.list(None)[0]['options']} >= {'ping', 'slow', 'choose'}

    bot.tree.copy_global_to(guild=guild)
    synced = await bot.tree.sync(guild=guild)
    assert [c.id for c in synced] == [int(loopback.commands.list(guild.id)[0]['id'])]
    handle = await loopback.slash('demo ping', user='alice')
    assert handle.payload['data']['guild_id'] == str(guild.id)  # routed to the guild command
    assert (await handle.response()).content == 'pong'


async def test_slash_command_ephemeral_reply(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    handle = await loopback.slash('demo ping', user='alice', channel='games')
    response = await handle.response()
    assert (response.kind, response.callback_type, response.content, response.ephemeral) == (CALLBACK, 4, 'pong', True)
    assert handle.original_message['content'] == 'pong'
    assert loopback.channel_messages('games') == []
    assert [m['content'] for m in loopback.channel_messages('games', ephemeral=True)] == ['pong']


async def test_defer_then_followup_with_attachment(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    handle = await loopback.slash('demo slow', user='bob')
    assert (await handle.response()).callback_type == 5
    [followup] = await handle.wait_followups(1)
    [first] = handle.records[1:2]  # Discord: the first followup of a "thinking" answer is that answer, as private
    assert (first.kind, first.content, first.ephemeral, first.message_id) == (EDIT, 'first', True, handle.original_id)
    assert handle.original_message['content'] == 'first' and not followup.ephemeral
    assert (followup.kind, followup.content, followup.filenames) == (FOLLOWUP, 'board', ['board.png'])
    assert Image.open(io.BytesIO(followup.files[0].data)).size == (4, 3)

    [message] = [m for m in loopback.channel_messages('general') if m['content'] == 'board']
    [attachment] = message['attachments']
    async with aiohttp.ClientSession() as session, session.get(attachment['url']) as served:
        assert await served.read() == followup.files[0].data == loopback.attachment_data(attachment)


async def test_autocomplete_offers_choices(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    handle = await loopback.autocomplete('demo choose', {'colour': 'r'}, focused='colour', user='alice')
    response = await handle.response()
    assert response.callback_type == 8
    assert [c['value'] for c in response.choices] == ['red', 'rose']

    chosen = await (await loopback.slash('demo choose', {'colour': 'rose', 'times': 2}, user='alice')).response()
    assert (chosen.content, chosen.ephemeral) == ('you chose rose x2', False)


async def test_dynamic_button_click_edits_message(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    await (await loopback.slash('demo counter', user='dave')).response()
    [posted] = [r for r in loopback.records if r.kind == MESSAGE]
    assert posted.content == 'count: 0' and posted.channel_id == loopback.channel('general').id

    for expected in ('count: 1', 'count: 2'):
        click = await loopback.click(posted, label='+1', user='alice')
        update = await click.response()
        assert (update.callback_type, update.content) == (7, expected)
    message = loopback.message(posted.message_id)
    assert message['content'] == 'count: 2'
    assert message['components'][0]['components'][0]['custom_id'] == 'counter:2'


async def test_channel_message_fetched_and_edited(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    await (await loopback.slash('demo counter', user='dave')).response()
    [posted] = [r for r in loopback.records if r.kind == MESSAGE]
    handle = await loopback.slash('demo retitle', {'message': str(posted.message_id), 'text': 'renamed'}, user='carol')
    assert (await handle.response()).callback_type == 5
    [edit] = await handle.wait_edits(1)
    assert (edit.content, edit.ephemeral) == ('retitled', True)
    assert handle.original_message['flags'] == 64  # ephemeral, no longer loading
    assert [(r.kind, r.content) for r in loopback.records if r.message_id == posted.message_id][-1] == (EDIT, 'renamed')
    assert loopback.message(posted.message_id)['content'] == 'renamed'


async def test_select_menu_routes_to_stored_view(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    menu = await (await loopback.slash('demo pick', user='bob')).response()
    choice = await loopback.select(menu, ['green'], user='bob')
    assert (await choice.response()).callback_type == 6
    [edit] = await choice.wait_edits(1)
    assert edit.message_id == menu.message_id
    assert loopback.message(menu.message_id)['content'] == 'picked green'
    assert loopback.message(menu.message_id)['components'] == []


async def test_permissions_reach_the_interaction(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    refused = await (await loopback.slash('demo mod', user='alice')).response()
    allowed = await (await loopback.slash('demo mod', user='carol')).response()
    assert refused.content == 'not allowed'
    assert allowed.content == 'hello moderator, app can embed: True'


async def test_dm_is_sent(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    response = await (await loopback.slash('demo dm', {'to': 'bob'}, user='alice')).response()
    assert (response.content, response.ephemeral) == ('check your DMs', True)
    [dm] = [r for r in loopback.records if r.kind == MESSAGE]
    assert (dm.dm_user_id, dm.content) == (loopback.member('bob').id, 'a secret hand')
    assert [m['content'] for m in loopback.dm_messages('bob')] == ['a secret hand']


async def test_refused_dm_gets_ephemeral_answer(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    loopback.refuse_dms('carol')
    response = await (await loopback.slash('demo dm', user='carol')).response()
    assert (response.content, response.ephemeral) == ('DMs closed', True)
    [attempt] = [r for r in loopback.records if r.kind == MESSAGE]
    assert (attempt.dm_user_id, attempt.error_code) == (loopback.member('carol').id, 50007)
    assert loopback.dm_messages('carol') == []


async def test_bot_resumes_after_dropped_connection(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    session = loopback.gateway.session(0).id
    await loopback.drop_connection()
    assert loopback.gateway.session(0).id == session
    assert (await (await loopback.slash('demo ping', user='alice')).response()).content == 'pong'


async def test_late_answer_is_refused_like_discord(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    loopback.response_deadline = 0.0
    handle = await loopback.slash('demo ping', user='alice')
    late = await loopback.wait_for_record(lambda r: r.interaction_id == handle.id)
    assert (late.content, late.error_code) == ('pong', 10062)
    assert handle.original_message is None


async def test_unknown_routes_are_recorded(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    with pytest.raises(discord.NotFound):
        await bot.fetch_guild(loopback.guild.id)
    assert loopback.unknown_routes == [f'GET /api/v10/guilds/{loopback.guild.id}']
    loopback.unknown_routes.clear()  # the fixture asserts that no other test hit one


async def test_payloads_beyond_discords_limits_are_refused(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    channel = bot.get_channel(loopback.channel('general').id)
    with pytest.raises(discord.HTTPException) as long_text:
        await channel.send('x' * 2001)
    assert (long_text.value.status, long_text.value.code) == (400, 50035)
    rows = discord.ui.View()
    for k in range(5):
        rows.add_item(discord.ui.Button(label=f'b{k}', custom_id=f'same-{k % 4}', row=k))
    with pytest.raises(discord.HTTPException):
        await channel.send('duplicate custom ids', view=rows)
    assert [r.split(': ', 1)[1] for r in loopback.refused_bodies] == [
        'content: 2001 characters, at most 2000', 'components: custom ids must be unique in a message']
    assert not any(r.kind == MESSAGE and r.channel_id == channel.id for r in loopback.records)
    loopback.refused_bodies.clear()  # the fixture asserts that no other test sent one


def test_limits_name_each_problem() -> None:
    select = {'type': 3, 'custom_id': 'pick', 'placeholder': 'p' * 151,
              'options': [{'label': str(k), 'value': 'same'} for k in range(26)]}
    problems = limits.message_problems(
        {'components': [{'type': 1, 'components': [select, {'type': 2, 'style': 1, 'label': 'ok', 'custom_id': 'b'}]}]},
        [])
    assert problems == [
        'components.0: a select menu has its row to itself',
        'components.0.components.0.placeholder: at most 150 characters',
        'components.0.components.0.options: 26, 1 to 25',
        'components.0.components.0.options: values must be unique',
    ]
    assert limits.choices_problems([{'name': '', 'value': 'v' * 101}] * 26)[:3] == [
        'choices: 26, at most 25', 'choices.0.name: 0 characters, 1 to 100',
        'choices.0.value: 101 characters, at most 100']


async def test_a_post_repeated_with_its_nonce_is_not_shown_twice(loopback: LoopbackDiscord, bot: DemoBot) -> None:
    channel = bot.get_channel(loopback.channel('games').id)
    first = await channel.send('board 7', nonce='12.7.b')
    again = await channel.send('board 7, I am back', nonce='12.7.b')  # a bot restarted before it noted the first
    other = await channel.send('board 8', nonce='12.8.b')
    assert again.id == first.id and other.id != first.id
    assert [m['content'] for m in loopback.channel_messages('games')] == ['board 7', 'board 8']
    assert [r.content for r in loopback.records if r.kind == MESSAGE] == ['board 7', 'board 8']
    plain = [await channel.send('hello'), await channel.send('hello')]  # without a nonce, two messages
    assert plain[0].id != plain[1].id
