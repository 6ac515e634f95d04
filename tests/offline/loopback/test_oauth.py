"""Sign-in with Discord on the loopback, over real HTTP: the authorize page, the code exchanged
once for a Bearer token, the user it reads, and the errors Discord and RFC 6749 give; and the
member route the bot computes a member's permissions from."""

from __future__ import annotations

import asyncio
import base64

import aiohttp
import discord
import pytest
import yarl

from bot.offline.loopback import LoopbackDiscord
from bot.offline.loopback import permissions as perms
from bot.offline.loopback.oauth import ACCESS_LIFETIME_S, CODE_LIFETIME_S

CALLBACK = 'http://127.0.0.1:8123/table/signed-in'


@pytest.fixture
async def http(loopback: LoopbackDiscord):
    loopback.oauth.redirect_uris.add(CALLBACK)
    async with aiohttp.ClientSession(yarl.URL(loopback.url)) as session:
        yield session


def asked(loopback: LoopbackDiscord, **changes: str) -> dict[str, str]:
    """What a web table sends the person's browser to the authorize page with."""
    query = {'client_id': str(loopback.application_id), 'redirect_uri': CALLBACK, 'response_type': 'code',
             'scope': 'identify', 'state': 'a/b+c=d&e'}
    return {**query, **changes}


async def answer(http: aiohttp.ClientSession, form: dict[str, str]) -> yarl.URL:
    """Submit the authorize page's form; where the browser is sent back to."""
    async with http.post('/oauth2/authorize', data=form, allow_redirects=False) as response:
        assert response.status == 302, await response.text()
        return yarl.URL(response.headers['Location'])


async def code_for(http: aiohttp.ClientSession, loopback: LoopbackDiscord, user: str) -> str:
    back = await answer(http, {**asked(loopback), 'user': str(loopback.member(user).id)})
    return back.query['code']


def basic(loopback: LoopbackDiscord, secret: str = 'loopback-client-secret') -> dict[str, str]:
    pair = base64.b64encode(f'{loopback.application_id}:{secret}'.encode()).decode()
    return {'Authorization': f'Basic {pair}'}


async def token(http: aiohttp.ClientSession, form: dict[str, str], headers: dict[str, str] | None = None):
    async with http.post('/api/v10/oauth2/token', data=form, headers=headers or {}) as response:
        return response.status, await response.json()


async def me(http: aiohttp.ClientSession, authorization: str):
    async with http.get('/api/v10/users/@me', headers={'Authorization': authorization}) as response:
        return response.status, await response.json()


VOICE = discord.Permissions.voice().value
"""Left out of the comparison: discord.py drops them in text channels (not in their threads)."""
UNAUTHORIZED = (401, {'message': '401: Unauthorized', 'code': 0})


async def test_a_person_signs_in_as_the_member_they_choose(loopback: LoopbackDiscord, http) -> None:
    async with http.get('/oauth2/authorize', params=asked(loopback)) as response:
        page = await response.text()
    assert response.status == 200 and 'Carolina Featherstonehaugh-Smyth (carol)' in page and 'Muses (' not in page
    bob = loopback.member('bob')
    back = await answer(http, {**asked(loopback), 'user': str(bob.id)})
    assert str(back.with_query(None)) == CALLBACK and back.query['state'] == 'a/b+c=d&e'
    status, issued = await token(http, {'grant_type': 'authorization_code', 'code': back.query['code'],
                                        'redirect_uri': CALLBACK}, basic(loopback))
    assert status == 200 and issued['token_type'] == 'Bearer' and issued['scope'] == 'identify'
    assert issued['expires_in'] == ACCESS_LIFETIME_S and issued['refresh_token']
    status, user = await me(http, f'Bearer {issued["access_token"]}')
    assert status == 200
    assert {k: user[k] for k in ('id', 'username', 'global_name', 'avatar', 'locale')} == {
        'id': str(bob.id), 'username': 'bob', 'global_name': 'ボブ🎲舞踏家 Bob', 'avatar': None, 'locale': 'en-US'}
    assert (await me(http, f'Bot {loopback.token}'))[1]['id'] == str(loopback.bot_user.id)  # the bot's still


async def test_a_code_is_exchanged_once_by_the_right_client_for_its_redirect(loopback: LoopbackDiscord, http) -> None:
    code = await code_for(http, loopback, 'alice')
    exchange = {'grant_type': 'authorization_code', 'code': code, 'redirect_uri': CALLBACK}
    assert await token(http, exchange, basic(loopback, 'wrong')) == (401, {'error': 'invalid_client'})
    async with http.post('/api/v10/oauth2/token', data=exchange, headers=basic(loopback, 'wrong')) as response:
        assert response.headers['WWW-Authenticate'] == 'Basic'
    assert (await token(http, {**exchange, 'client_id': str(loopback.application_id)}))[0] == 401  # no secret
    assert await token(http, {**exchange, 'redirect_uri': CALLBACK + '/'}, basic(loopback)) == (
        400, {'error': 'invalid_grant', 'error_description': 'Invalid "redirect_uri" in request.'})
    assert await token(http, {**exchange, 'grant_type': 'password'}, basic(loopback)) == (
        400, {'error': 'unsupported_grant_type'})
    async with http.post('/api/v10/oauth2/token', json=exchange, headers=basic(loopback)) as response:
        assert (response.status, await response.json()) == (400, {'error': 'unsupported_grant_type'})  # not a form
    missing = {k: v for k, v in exchange.items() if k != 'code'}
    assert await token(http, missing, basic(loopback)) == (
        400, {'error': 'invalid_request', 'error_description': 'Missing "code" in request.'})
    in_body = {**exchange, 'client_id': str(loopback.application_id), 'client_secret': 'loopback-client-secret'}
    status, issued = await token(http, in_body)
    assert status == 200
    used = (400, {'error': 'invalid_grant', 'error_description': 'Invalid "code" in request.'})
    assert await token(http, exchange, basic(loopback)) == used
    assert await me(http, f'Bearer {issued["access_token"]}') == UNAUTHORIZED  # RFC 6749 10.5: a replay revokes
    late = {**exchange, 'code': await code_for(http, loopback, 'alice')}
    loopback.clock.advance(CODE_LIFETIME_S + 1)
    assert await token(http, late, basic(loopback)) == used
    assert await token(http, {**exchange, 'code': 'never-issued'}, basic(loopback)) == used
    loopback.inject('POST /oauth2/token', status=503)
    assert (await token(http, exchange, basic(loopback)))[0] == 503  # Discord down, as a test may make it


async def test_bearer_tokens_expire_are_revoked_refreshed_and_kept_off_bot_routes(loopback: LoopbackDiscord,
                                                                                  http) -> None:
    exchange = {'grant_type': 'authorization_code', 'code': await code_for(http, loopback, 'dave'),
                'redirect_uri': CALLBACK}
    issued = (await token(http, exchange, basic(loopback)))[1]
    bearer = {'Authorization': f'Bearer {issued["access_token"]}'}
    async with http.get(f'/api/v10/channels/{loopback.channel("games").id}', headers=bearer) as response:
        assert (response.status, await response.json()) == UNAUTHORIZED
    assert await me(http, 'Bearer forged') == UNAUTHORIZED
    status, renewed = await token(http, {'grant_type': 'refresh_token', 'refresh_token': issued['refresh_token']},
                                  basic(loopback))
    assert status == 200 and (await me(http, f'Bearer {renewed["access_token"]}'))[0] == 200
    assert await me(http, bearer['Authorization']) == UNAUTHORIZED  # the old pair is gone
    async with http.post('/api/v10/oauth2/token/revoke', data={'token': renewed['access_token']},
                         headers=basic(loopback)) as response:
        assert response.status == 200
    assert await me(http, f'Bearer {renewed["access_token"]}') == UNAUTHORIZED
    issued = (await token(http, {**exchange, 'code': await code_for(http, loopback, 'dave')}, basic(loopback)))[1]
    loopback.clock.advance(ACCESS_LIFETIME_S)
    assert await me(http, f'Bearer {issued["access_token"]}') == UNAUTHORIZED


async def test_the_authorize_page_refuses_strangers_and_reports_a_cancel(loopback: LoopbackDiscord, http) -> None:
    for wrong, page in (({'client_id': '1234'}, 'Unknown Application'),
                        ({'redirect_uri': 'http://evil.example/steal'}, 'Invalid OAuth2 redirect_uri')):
        async with http.get('/oauth2/authorize', params=asked(loopback, **wrong), allow_redirects=False) as response:
            assert response.status == 400 and page in await response.text()
            assert 'Location' not in response.headers
    cancelled = await answer(http, {**asked(loopback), 'cancel': '1'})
    assert cancelled.query['error'] == 'access_denied' and cancelled.query['state'] == 'a/b+c=d&e'
    assert 'code' not in cancelled.query
    for wrong, error in (({'scope': 'identify bot'}, 'invalid_scope'),
                         ({'response_type': 'token'}, 'unsupported_response_type')):
        async with http.get('/oauth2/authorize', params=asked(loopback, **wrong), allow_redirects=False) as response:
            assert yarl.URL(response.headers['Location']).query['error'] == error


async def test_the_bot_computes_a_members_view_of_a_channel_from_the_member_route(loopback: LoopbackDiscord) -> None:
    await loopback.deny('games', 'view_channel', target='Moderator')
    await loopback.allow('games', 'view_channel', target='carol')
    await loopback.deny('general', 'view_channel', target='bob')
    other = loopback.add_guild('Elsewhere', ('erin',), ('lounge',))
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    async with loopback.running(client):
        guild = client.get_guild(loopback.guild.id)
        for name in ('alice', 'bob', 'carol', 'olivia'):
            member = await guild.fetch_member(loopback.member(name).id)
            for channel in ('general', 'games', 'table-1'):
                where = loopback.channel(channel)
                seen = guild.get_channel_or_thread(where.id).permissions_for(member).value & ~VOICE
                computed = perms.effective(loopback.permissions_in(loopback.member(name), where), where) & ~VOICE
                assert seen == computed, (name, channel)
        assert not guild.get_channel(loopback.channel('general').id).permissions_for(
            await guild.fetch_member(loopback.member('bob').id)).view_channel
        with pytest.raises(discord.NotFound) as stranger:
            await guild.fetch_member(loopback.member('erin').id)
        assert stranger.value.code == 10007
        with pytest.raises(discord.NotFound) as unknown:
            await client.http.get_member(other.id + 1, loopback.member('alice').id)
        assert unknown.value.code == 10004
        with pytest.raises(discord.HTTPException) as not_an_id:
            await client.http.request(discord.http.Route('GET', '/guilds/{guild_id}/members/bob',
                                                         guild_id=loopback.guild.id))
        assert (not_an_id.value.status, not_an_id.value.code) == (400, 50035)
        await loopback.remove_bot_from_guild(other)
        with pytest.raises(discord.Forbidden) as left:
            await client.http.get_member(other.id, loopback.member('erin').id)
        assert left.value.code == 50001
        before = loopback.gateway.session(0).sequence
        await loopback.remove_member('dave')
        assert loopback.gateway.session(0).sequence == before  # no GUILD_MEMBERS intent, no GUILD_MEMBER_REMOVE


async def test_a_member_who_leaves_is_unknown_to_the_member_route_but_still_signed_in(loopback: LoopbackDiscord,
                                                                                     http) -> None:
    exchange = {'grant_type': 'authorization_code', 'code': await code_for(http, loopback, 'bob'),
                'redirect_uri': CALLBACK}
    issued = (await token(http, exchange, basic(loopback)))[1]
    bob = loopback.member('bob')
    client = discord.Client(intents=discord.Intents.default() | discord.Intents(members=True), guild_ready_timeout=0.05)
    async with loopback.running(client):
        left = asyncio.ensure_future(client.wait_for('raw_member_remove', timeout=5))
        await loopback.remove_member('bob')
        assert (await left).user.id == bob.id
        with pytest.raises(discord.NotFound) as gone:
            await client.get_guild(loopback.guild.id).fetch_member(bob.id)
        assert gone.value.code == 10007
    status, user = await me(http, f'Bearer {issued["access_token"]}')
    assert (status, user['id']) == (200, str(bob.id))  # Discord's user outlives the membership
