"""The loopback Discord computes permissions as Discord does and refuses what the bot may not do:
overwrites, the bot's invite permissions, threads, locked and archived threads, deletions."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest
from discord import app_commands

from bot.offline.loopback import BOT_PERMISSIONS, MESSAGE, InteractionRefused, LoopbackDiscord, default_guild
from bot.offline.loopback import permissions as perms
from bot.offline.loopback.world import User


class PermissionsBot(discord.Client):
    """Answers ``/where`` with the permissions its interaction carries; its buttons edit their
    message (the codes of the edits refused are put in ``refusals``)."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.refusals: asyncio.Queue[int] = asyncio.Queue()

        @self.tree.command(description='Which permissions arrive')
        async def where(interaction: discord.Interaction) -> None:
            text = f'{interaction.permissions.value} {interaction.app_permissions.value}'
            await interaction.response.send_message(text, ephemeral=True)

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.component:
            try:
                await interaction.response.edit_message(content='clicked')
            except discord.HTTPException as exc:
                self.refusals.put_nowait(exc.code)


@pytest.fixture
async def bot(loopback: LoopbackDiscord):
    async with loopback.running(PermissionsBot()) as client:
        yield client


def text(bot: discord.Client, loopback: LoopbackDiscord, name: str) -> discord.abc.Messageable:
    return bot.get_channel(loopback.channel(name).id)


def png() -> discord.File:
    return discord.File(io.BytesIO(b'\x89PNG not really'), filename='board.png')


async def refused(coroutine) -> tuple[int, int]:
    with pytest.raises(discord.HTTPException) as refusal:
        await coroutine
    return refusal.value.status, refusal.value.code


def test_overwrites_apply_in_discords_order() -> None:
    guild = default_guild(User(1, 'Muses', bot=True))
    games, alice, carol = guild.channel('games'), guild.member('alice'), guild.member('carol')
    moderator = guild.role('Moderator').id
    send = perms.SEND_MESSAGES
    games.overwrite(guild.id, 0).deny = send  # @everyone denied...
    assert not perms.in_channel(guild, alice, games) & send
    games.overwrite(moderator, 0).allow = send  # ...a role allows it back...
    assert perms.in_channel(guild, carol, games) & send
    games.overwrite(carol.id, 1).deny = send  # ...and the member's own overwrite has the last word
    assert not perms.in_channel(guild, carol, games) & send
    assert perms.in_channel(guild, guild.member('olivia'), games) == perms.ALL  # the owner
    table = guild.channel('table-1')
    assert perms.in_channel(guild, alice, table) == perms.in_channel(guild, alice, games)  # a thread inherits
    guild.role('Moderator').permissions |= perms.ADMINISTRATOR
    assert perms.in_channel(guild, carol, games) == perms.ALL
    assert perms.effective(perms.in_channel(guild, alice, games), games) & perms.ATTACH_FILES == 0  # implicit


async def test_interactions_carry_the_bots_invite_permissions_and_the_members(loopback, bot) -> None:
    everyone = loopback.guild.role('@everyone').permissions
    assert loopback.guild.role('Bot').permissions == BOT_PERMISSIONS.value  # what the README's invite asks for
    assert loopback.bot_permissions(loopback.channel('games')) == BOT_PERMISSIONS.value | everyone
    await loopback.deny('games', 'attach_files', target='alice')
    shown = (await (await loopback.slash('where', user='alice', channel='games')).response()).content
    member, app = map(int, shown.split())
    assert member == loopback.permissions_in(loopback.member('alice'), loopback.channel('games'))
    assert not member & perms.ATTACH_FILES and member & perms.SEND_MESSAGES
    assert app == BOT_PERMISSIONS.value | everyone
    override = (await (await loopback.slash('where', user='alice', channel='games', permissions=8)).response()).content
    assert override.split()[0] == '8'  # a test may still say what the member's permissions are


async def test_the_bot_sees_the_overwrites_discord_sends(loopback, bot) -> None:
    await loopback.deny('games', 'embed_links', 'attach_files', target='Bot')
    await loopback.allow('games', 'manage_messages')  # the bot's own overwrite
    await (await loopback.slash('where', user='alice', channel='games')).response()  # the updates arrived
    games = bot.get_channel(loopback.channel('games').id)
    expected = perms.effective(loopback.bot_permissions(loopback.channel('games')), loopback.channel('games'))
    seen = games.permissions_for(games.guild.me)
    voice = discord.Permissions.voice().value  # discord.py drops them in text channels (Use Activities too)
    assert seen.value == expected & ~voice and not seen.attach_files and seen.manage_messages


async def test_a_channel_the_bot_cannot_see_is_missing_access(loopback, bot) -> None:
    await loopback.deny('games', 'view_channel', target='@everyone')
    assert await refused(text(bot, loopback, 'games').send('hello')) == (403, 50001)
    assert await refused(bot.fetch_channel(loopback.channel('games').id)) == (403, 50001)
    [attempt] = [r for r in loopback.records if r.kind == MESSAGE]
    assert attempt.error_code == 50001 and loopback.channel_messages('games') == []
    assert loopback.invalid_requests['POST /channels/{channel}/messages'] == 1
    with pytest.raises(InteractionRefused):  # nor can members who cannot see it use commands there
        await loopback.slash('where', user='alice', channel='games')


async def test_posting_needs_send_messages_and_in_threads_send_messages_in_threads(loopback, bot) -> None:
    await loopback.deny('games', 'send_messages', target='Bot')
    assert await refused(text(bot, loopback, 'games').send('hello')) == (403, 50013)
    await text(bot, loopback, 'table-1').send('threads need their own permission')
    await loopback.allow('games', 'send_messages')
    await loopback.deny('games', 'send_messages_in_threads')
    await text(bot, loopback, 'games').send('hello')
    assert await refused(text(bot, loopback, 'table-1').send('hello')) == (403, 50013)
    assert [m['content'] for m in loopback.channel_messages('table-1')] == ['threads need their own permission']


async def test_files_need_attach_files_and_embeds_need_embed_links(loopback, bot) -> None:
    games = text(bot, loopback, 'games')
    await loopback.deny('games', 'attach_files', 'embed_links')
    assert await refused(games.send('board', file=png())) == (403, 50013)
    embed = discord.Embed(title='Board', description='turn 1')
    sent = await games.send('board', embed=embed)
    assert sent.embeds == [] and loopback.message(sent.id)['embeds'] == []  # dropped, silently
    assert await refused(games.send(embed=embed)) == (400, 50006)  # nothing left to send
    assert await refused(sent.edit(content=None, embed=embed)) == (400, 50006)
    assert [m['content'] for m in loopback.channel_messages('games')] == ['board']


async def test_editing_ones_own_message_needs_only_to_see_the_channel(loopback, bot) -> None:
    sent = await text(bot, loopback, 'games').send('first')
    await loopback.deny('games', 'send_messages')
    await sent.edit(content='second')
    await loopback.deny('games', 'view_channel')
    assert await refused(sent.edit(content='third')) == (403, 50001)
    assert loopback.message(sent.id)['content'] == 'second'


async def test_a_private_thread_needs_membership_or_manage_threads(loopback, bot) -> None:
    hidden = await loopback.create_thread('secret', private=True, members=('alice',))
    joined = await loopback.create_thread('joined', private=True, members=('alice', loopback.bot_user))
    await (await loopback.slash('where', user='alice', channel=joined)).response()  # THREAD_CREATEs arrived
    assert bot.get_channel(hidden.id) is None and bot.get_channel(joined.id) is not None
    await bot.get_channel(joined.id).send('in')
    post = bot.http.send_message(hidden.id, params=discord.http.handle_message_parameters(content='out'))
    assert await refused(post) == (403, 50001)
    await loopback.allow('games', 'manage_threads')
    await bot.http.send_message(hidden.id, params=discord.http.handle_message_parameters(content='moderating'))
    assert [m['content'] for m in loopback.channel_messages(hidden)] == ['moderating']


async def test_a_locked_thread_refuses_posts_without_manage_threads(loopback, bot) -> None:
    await loopback.update_thread('table-1', locked=True)
    table = text(bot, loopback, 'table-1')
    assert await refused(table.send('move')) == (403, 160005)
    await loopback.allow('games', 'manage_threads')
    await table.send('moderator move')
    assert [m['content'] for m in loopback.channel_messages('table-1')] == ['moderator move']


async def test_an_archived_thread_refuses_edits_and_commands_and_a_post_reopens_it(loopback, bot) -> None:
    table = text(bot, loopback, 'table-1')
    sent = await table.send('board', view=discord.ui.View().add_item(discord.ui.Button(label='Go', custom_id='go')))
    await loopback.update_thread('table-1', archived=True)
    assert await refused(sent.edit(content='edited')) == (400, 50083)
    with pytest.raises(InteractionRefused):
        await loopback.slash('where', user='alice', channel='table-1')
    click = await loopback.click(sent.id, label='Go', user='alice')  # buttons still reach the bot...
    refusal = await loopback.wait_for_record(lambda r: r.interaction_id == click.id)
    assert refusal.error_code == 50083  # ...but its edit of the message does not land
    assert await asyncio.wait_for(bot.refusals.get(), 5) == 50083  # and the bot is told so
    assert table.archived
    reopened = asyncio.create_task(bot.wait_for('raw_thread_update', timeout=5))
    await table.send('next board')  # a post unarchives it, and the bot hears of it (THREAD_UPDATE)
    assert not loopback.channel('table-1').archived
    assert not (await reopened).data['thread_metadata']['archived'] and not bot.get_channel(table.id).archived
    await sent.edit(content='edited')

    await loopback.update_thread('table-1', archived=True, locked=True)
    assert await refused(table.send('more')) == (403, 160005)  # locked: only Manage Threads reopens it
    assert loopback.channel('table-1').archived


async def test_deleted_channels_and_threads_are_unknown(loopback, bot) -> None:
    games, table = text(bot, loopback, 'games'), text(bot, loopback, 'table-1')
    await loopback.delete_channel('table-1')
    assert await refused(table.send('move')) == (404, 10003)
    deleted = asyncio.create_task(bot.wait_for('guild_channel_delete', timeout=5))
    await loopback.delete_channel('games')
    assert await refused(games.send('move')) == (404, 10003)
    assert (await deleted).id == games.id and bot.get_channel(games.id) is None
    with pytest.raises(InteractionRefused):
        await loopback.slash('where', user='alice', channel='games')


async def test_a_bot_removed_from_its_guild_has_no_access(loopback, bot) -> None:
    general = text(bot, loopback, 'general')
    sent = await general.send('before')
    removed = asyncio.create_task(bot.wait_for('guild_remove', timeout=5))
    await loopback.remove_bot_from_guild()
    assert await refused(general.send('after')) == (403, 50001)
    assert await refused(sent.edit(content='after')) == (403, 50001)
    with pytest.raises(InteractionRefused):
        await loopback.slash('where', user='alice')
    assert (await removed).id == loopback.guild.id and bot.get_guild(loopback.guild.id) is None


async def test_members_post_as_discord_lets_them_and_the_bot_touches_only_its_own(loopback, bot) -> None:
    await loopback.update_thread('table-1', archived=True)
    joined = asyncio.create_task(bot.wait_for('message', timeout=5))
    posted = await loopback.post_as('alice', 'table-1', 'anyone there?')  # a member's post reopens it
    assert not loopback.channel('table-1').archived and (await joined).content == 'anyone there?'
    table = bot.get_channel(loopback.channel('table-1').id)
    theirs = await table.fetch_message(int(posted['id']))
    assert await refused(theirs.edit(content='mine now')) == (403, 50005)
    assert await refused(theirs.delete()) == (403, 50013)
    await loopback.update_thread('table-1', archived=True, locked=True)
    with pytest.raises(PermissionError):
        await loopback.post_as('alice', 'table-1', 'let me in')
    await loopback.post_as('olivia', 'table-1', 'the owner may')  # Manage Threads unlocks it for her
    assert [m['content'] for m in loopback.channel_messages('table-1')] == ['anyone there?', 'the owner may']


async def test_a_thread_started_from_a_message_bears_its_id_once(loopback, bot) -> None:
    games = text(bot, loopback, 'games')
    lobby = await games.send('lobby')
    created = asyncio.create_task(bot.wait_for('thread_create', timeout=5))
    data = await bot.http.start_thread_with_message(games.id, lobby.id, name='Game #1', auto_archive_duration=60)
    thread = loopback.channel(lobby.id)
    assert int(data['id']) == lobby.id and data['parent_id'] == str(games.id) and data['type'] == 11
    assert data['thread_metadata'] == {'archived': False, 'auto_archive_duration': 60,
                                       'archive_timestamp': data['thread_metadata']['archive_timestamp'],
                                       'locked': False}
    assert (await created).id == lobby.id and thread.name == 'Game #1'
    again = bot.http.start_thread_with_message(games.id, lobby.id, name='Game #1', auto_archive_duration=60)
    assert await refused(again) == (400, 160004)
    inner = await bot.get_channel(thread.id).send('board')
    nested = bot.http.start_thread_with_message(thread.id, inner.id, name='nested', auto_archive_duration=60)
    assert await refused(nested) == (400, 50024)  # a thread holds no thread
    other = await games.send('another lobby')
    week = bot.http.start_thread_with_message(games.id, other.id, name='x', auto_archive_duration=2880)
    assert (await refused(week))[1] == 50035  # not one of Discord's four archive times
    await loopback.deny('games', 'create_public_threads')
    denied = bot.http.start_thread_with_message(games.id, other.id, name='Game #2', auto_archive_duration=60)
    assert await refused(denied) == (403, 50013)
    assert [c.name for c in loopback.guild.threads_of(loopback.channel('games'))] == ['table-1', 'Game #1']


async def test_a_thread_is_unarchived_by_who_may_post_and_otherwise_changed_by_moderators(loopback, bot) -> None:
    games = text(bot, loopback, 'games')
    lobby = await games.send('lobby')
    await bot.http.start_thread_with_message(games.id, lobby.id, name='Game #1', auto_archive_duration=60)
    await bot.http.edit_channel(lobby.id, auto_archive_duration=10080)  # its starter may
    await loopback.update_thread(lobby.id, archived=True)
    updated = asyncio.create_task(bot.wait_for(
        'raw_thread_update', check=lambda e: not e.data['thread_metadata']['archived'], timeout=5))
    data = await bot.http.edit_channel(lobby.id, archived=False)
    assert data['thread_metadata']['auto_archive_duration'] == 10080 and not loopback.channel(lobby.id).archived
    await updated  # THREAD_UPDATE
    assert await refused(bot.http.edit_channel(loopback.channel('table-1').id,
                                               auto_archive_duration=60)) == (403, 50013)  # not its own
    await loopback.update_thread(lobby.id, archived=True, locked=True)
    assert await refused(bot.http.edit_channel(lobby.id, archived=False)) == (403, 50013)  # locked
    await loopback.allow('games', 'manage_threads')
    await bot.http.edit_channel(lobby.id, archived=False, locked=False)
    assert not loopback.channel(lobby.id).locked
