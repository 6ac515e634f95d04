"""The loopback's Activity side, as Discord's docs describe it: a launch (callback type 12) opens
or joins the instance of its channel, refused for an app without Activities and for a member
without Use Activities; the Entry Point command survives bulk overwrites only when sent (50240);
the activity-instances route says who is in an instance; the SDK's sign-in (authorize with
prompt none) gives a code the app's server exchanges without a redirect URI."""

from __future__ import annotations

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from bot.offline.loopback import InteractionRefused, LoopbackDiscord
from bot.offline.loopback.activities import (
    ENTRY_POINT_REMOVED,
    IN_PARENT,
    IN_THREAD,
    PRIMARY_ENTRY_POINT,
    REFUSED_IN_THREADS,
    RpcError,
)
from support.loopback import MACHINE_SPEED


class LaunchingBot(discord.Client):
    """``/play`` launches the Activity and says the instance, or says why Discord refused."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.launched: list[str | None] = []

        @self.tree.command(description='Open the table')
        async def play(interaction: discord.Interaction) -> None:
            try:
                answer = await interaction.response.launch_activity()
            except discord.HTTPException as exc:
                await interaction.response.send_message(f'refused {exc.status} {exc.code}', ephemeral=True)
                return
            resource = answer.resource
            assert isinstance(resource, discord.InteractionCallbackActivityInstance)
            self.launched.append(resource.id)


async def started(loopback: LoopbackDiscord) -> LaunchingBot:
    bot = LaunchingBot()
    await bot.login(loopback.token)
    return bot


@pytest.fixture
async def activity():
    async with LoopbackDiscord(activities=True, **MACHINE_SPEED) as server:
        yield server


async def sync(bot: discord.Client, loopback: LoopbackDiscord) -> None:
    """A sync that keeps the Entry Point command: the bot's commands, and Discord's type 4 as it is."""
    kept = [c for c in await bot.http.get_global_commands(loopback.application_id) if c['type'] == PRIMARY_ENTRY_POINT]
    tree = bot.tree  # type: ignore[attr-defined]
    ours = [c.to_dict(tree) for c in tree.get_commands()]
    await bot.http.bulk_upsert_global_commands(loopback.application_id, [*ours, *kept])


async def test_a_launch_opens_the_channels_instance_and_a_second_joins_it(activity: LoopbackDiscord) -> None:
    async with activity.running(LaunchingBot()) as bot:
        await sync(bot, activity)
        first = await activity.slash('play', user='alice', channel='games')
        assert (await first.response()).callback_type == 12
        second = await activity.slash('play', user='bob', channel='games')
        await second.response()
        elsewhere = await activity.slash('play', user='carol', channel='general')
        await elsewhere.response()
    assert bot.launched[0] == bot.launched[1] == first.activity_instance_id != elsewhere.activity_instance_id
    games = activity.channel('games')
    instance = activity.activities.instance(bot.launched[0])
    assert instance is not None and instance.channel_id == games.id
    assert instance.users == [activity.member('alice').id, activity.member('bob').id]
    assert bot.launched[0] == f'i-{instance.launch_id}-gc-{activity.guild.id}-{games.id}'


async def test_a_launch_from_a_thread_runs_in_its_parent_channel_in_the_thread_or_nowhere(
        activity: LoopbackDiscord) -> None:
    """Discord's docs do not say which: the loopback plays each (docs/activity.md)."""
    async with activity.running(LaunchingBot()) as bot:
        await sync(bot, activity)
        launch = await activity.slash('play', user='alice', channel='table-1')
        await launch.response()
        activity.activities.threads = IN_THREAD
        in_thread = await activity.slash('play', user='bob', channel='table-1')
        await in_thread.response()
        activity.activities.threads = REFUSED_IN_THREADS
        refused = await activity.slash('play', user='carol', channel='table-1')
        answer = await refused.wait_for(lambda r: r.callback_type == 4)
    parent, thread = (activity.activities.instance(i) for i in bot.launched)
    assert parent is not None and parent.channel_id == activity.channel('games').id
    assert thread is not None and thread.channel_id == activity.channel('table-1').id
    assert answer.body['content'] == 'refused 400 50035' and len(bot.launched) == 2
    with pytest.raises(InteractionRefused):
        activity.open_activity('bob', 'table-1')
    activity.activities.threads = IN_PARENT
    assert activity.open_activity('bob', 'games') is parent


async def test_an_instance_ends_with_its_last_participant(activity: LoopbackDiscord) -> None:
    first = activity.open_activity('alice', 'games')
    assert activity.open_activity('bob', 'games') is first
    activity.close_activity('alice', first)
    assert activity.activities.instance(first.id) is first
    activity.close_activity('bob', first)
    assert activity.activities.instance(first.id) is None
    assert activity.open_activity('bob', 'games').id != first.id


async def test_a_launch_is_refused_for_an_app_without_activities(loopback: LoopbackDiscord) -> None:
    async with loopback.running(LaunchingBot()) as bot:
        await bot.tree.sync()
        launch = await loopback.slash('play', user='alice', channel='games')
        answer = await launch.wait_for(lambda r: r.callback_type == 4)
    assert answer.body['content'] == 'refused 400 50035'
    assert [r.error_code for r in launch.records if r.callback_type == 12] == [50035]
    with pytest.raises(InteractionRefused):
        loopback.open_activity('alice', 'games')


async def test_a_launch_is_refused_for_a_member_without_use_activities(activity: LoopbackDiscord) -> None:
    await activity.deny('games', 'use_embedded_activities', target='bob')
    async with activity.running(LaunchingBot()) as bot:
        await sync(bot, activity)
        launch = await activity.slash('play', user='bob', channel='games')
        answer = await launch.wait_for(lambda r: r.callback_type == 4)
        allowed = await activity.slash('play', user='bob', channel='general')
        await allowed.response()
    assert answer.body['content'] == 'refused 403 50013' and launch.activity_instance_id is None
    assert allowed.activity_instance_id is not None
    with pytest.raises(InteractionRefused):
        activity.open_activity('bob', 'games')


async def test_discord_makes_the_entry_point_command_and_keeps_it_from_bulk_overwrites(
        activity: LoopbackDiscord) -> None:
    bot = await started(activity)
    (entry,) = await bot.http.get_global_commands(activity.application_id)
    assert entry['type'] == PRIMARY_ENTRY_POINT and entry['name'] == 'launch' and entry['handler'] == 2
    with pytest.raises(discord.HTTPException) as refused:
        await bot.tree.sync()
    assert refused.value.status == 400 and refused.value.code == ENTRY_POINT_REMOVED
    await sync(bot, activity)
    after = {c['name']: c for c in await bot.http.get_global_commands(activity.application_id)}
    assert set(after) == {'launch', 'play'} and after['launch']['id'] == entry['id']
    with pytest.raises(discord.HTTPException) as in_guild:
        await bot.http.bulk_upsert_guild_commands(activity.application_id, activity.guild.id, [entry])
    assert in_guild.value.code == 50035
    application = await bot.application_info()
    assert application.flags.embedded
    await bot.close()


async def test_an_app_without_activities_has_no_entry_point(loopback: LoopbackDiscord) -> None:
    bot = await started(loopback)
    entry = {'type': PRIMARY_ENTRY_POINT, 'name': 'launch', 'description': '', 'handler': 2}
    with pytest.raises(discord.HTTPException) as refused:
        await bot.http.bulk_upsert_global_commands(loopback.application_id, [entry])
    assert refused.value.code == 50035
    assert not (await bot.application_info()).flags.embedded
    await bot.close()


async def test_the_activity_instances_route_says_who_is_in_an_instance(activity: LoopbackDiscord) -> None:
    instance = activity.open_activity('alice', 'games')
    activity.open_activity('bob', 'games')
    route = f'/api/v10/applications/{activity.application_id}/activity-instances'
    bot_auth = {'Authorization': f'Bot {activity.token}'}
    async with aiohttp.ClientSession(yarl.URL(activity.url)) as http:
        async with http.get(f'{route}/{instance.id}', headers=bot_auth) as response:
            found = await response.json()
        async with http.get(f'{route}/i-1-gc-2-3', headers=bot_auth) as response:
            missing = response.status, await response.json()
        async with http.get(f'{route}/{instance.id}') as response:
            anonymous = response.status
    games = activity.channel('games')
    assert found == {'application_id': str(activity.application_id), 'instance_id': instance.id,
                     'launch_id': str(instance.launch_id),
                     'location': {'id': f'gc-{activity.guild.id}-{games.id}', 'kind': 'gc',
                                  'channel_id': str(games.id), 'guild_id': str(activity.guild.id)},
                     'users': [str(activity.member('alice').id), str(activity.member('bob').id)]}
    assert missing == (404, {'message': '404: Not Found', 'code': 0}) and anonymous == 401


async def test_the_sdks_sign_in_gives_a_code_the_server_exchanges_once(activity: LoopbackDiscord) -> None:
    client_id = str(activity.application_id)
    code = activity.sdk_authorize('bob', client_id=client_id, scopes=('identify',), prompt='none')
    form = {'grant_type': 'authorization_code', 'code': code, 'client_id': client_id,
            'client_secret': 'loopback-client-secret'}
    async with aiohttp.ClientSession(yarl.URL(activity.url)) as http:
        async with http.post('/api/v10/oauth2/token', data=form) as response:
            issued = await response.json()
        async with http.get('/api/v10/users/@me',
                            headers={'Authorization': f'Bearer {issued["access_token"]}'}) as response:
            user = await response.json()
        async with http.post('/api/v10/oauth2/token', data=form) as response:
            replayed = response.status, await response.json()
    assert user['username'] == 'bob'
    assert replayed[0] == 400 and replayed[1]['error'] == 'invalid_grant'
    with pytest.raises(RpcError) as other_app:
        activity.sdk_authorize('bob', client_id='123', scopes=('identify',))
    assert other_app.value.code == 4007
    with pytest.raises(RpcError) as bad_scope:
        activity.sdk_authorize('bob', client_id=client_id, scopes=('guilds.join',))
    assert bad_scope.value.code == 5000
