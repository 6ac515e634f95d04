"""The OAuth2 routes of the loopback: ``POST /api/v10/oauth2/token`` and its ``/revoke``
(form-encoded, with client authentication), and the authorize page ``/oauth2/authorize``
where a person signs in as one of the world's members, or cancels."""

from __future__ import annotations

import html
from collections.abc import Mapping

import yarl
from aiohttp import web

from .errors import json_response
from .oauth import SCOPES, OAuthError
from .state import DiscordState
from .world import Member

TOKEN = '/api/v10/oauth2/token'
AUTHORIZE = '/oauth2/authorize'
GRANTS = ('authorization_code', 'refresh_token')
DENIED = 'The resource owner or authorization server denied the request'


class OAuthRoutes:
    def __init__(self, server: DiscordState) -> None:
        self.server = server

    def routes(self) -> list[web.RouteDef]:
        return [
            web.post(TOKEN, self.token),
            web.post(f'{TOKEN}/revoke', self.revoke),
            web.get(AUTHORIZE, self.authorize_page),
            web.post(AUTHORIZE, self.authorize),
        ]

    async def token(self, request: web.Request) -> web.Response:
        """Exchange a code (or a refresh token) for an access token. Only a form body is read:
        a JSON one has no ``grant_type`` (``unsupported_grant_type``, as Discord answers it)."""
        form = await _form(request)
        try:
            if form.get('grant_type') not in GRANTS:
                raise OAuthError(400, 'unsupported_grant_type')
            self.server.oauth.check_client(request.headers, form)
            if form['grant_type'] == 'authorization_code':
                return json_response(self.server.oauth.exchange(form))
            return json_response(self.server.oauth.refresh(form))
        except OAuthError as exc:
            return exc.response()

    async def revoke(self, request: web.Request) -> web.Response:
        form = await _form(request)
        try:
            self.server.oauth.check_client(request.headers, form)
            token = form.get('token')
            if not token:
                raise OAuthError(400, 'invalid_request', 'Missing "token" in request.')
        except OAuthError as exc:
            return exc.response()
        self.server.oauth.revoke(token)
        return json_response({})

    async def authorize_page(self, request: web.Request) -> web.Response:
        """The consent page: a form choosing a member, or Cancel. ``prompt`` is not read: the page
        is always shown, as with ``prompt=consent`` (no browser is signed in to skip it for)."""
        checked = self._checked(request.query)
        if isinstance(checked, web.Response):
            return checked
        hidden = ''.join(f'<input type="hidden" name="{k}" value="{html.escape(request.query.get(k, ""))}">'
                         for k in ('client_id', 'redirect_uri', 'response_type', 'scope', 'state'))
        people = ''.join(
            f'<p><button name="user" value="{m.id}">{html.escape(m.display_name)} ({html.escape(m.name)})'
            f'</button></p>' for m in self._people())
        body = (f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
                f'<link rel="icon" href="data:,"><title>Sign in</title></head>'
                f'<body><h1>{html.escape(self.server.bot_user.name)} wants to know who you are</h1>'
                f'<form method="post">{hidden}{people}<p><button name="cancel" value="1">Cancel</button></p>'
                f'</form></body></html>')
        return web.Response(text=body, content_type='text/html')

    async def authorize(self, request: web.Request) -> web.Response:
        """The person's answer: back to ``redirect_uri`` with a code, or ``access_denied``."""
        form = await request.post()
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        checked = self._checked(fields)
        if isinstance(checked, web.Response):
            return checked
        redirect_uri, scopes = checked
        if fields.get('cancel'):
            return _back(redirect_uri, fields, error='access_denied', error_description=DENIED)
        user = next((m for m in self._people() if str(m.id) == fields.get('user')), None)
        if user is None:
            return _page(400, 'Choose who you are')
        return _back(redirect_uri, fields, code=self.server.oauth.authorize(user.user, redirect_uri, scopes))

    def _checked(self, query: Mapping[str, str]) -> tuple[str, tuple[str, ...]] | web.Response:
        """The redirect URI and scopes asked for; an error page for an unknown client or an
        unregistered redirect URI (never redirected to), a redirect with the error for the rest."""
        if query.get('client_id') != str(self.server.oauth.client_id):
            return _page(400, 'Unknown Application')
        redirect_uri = query.get('redirect_uri', '')
        if redirect_uri not in self.server.oauth.redirect_uris:
            return _page(400, 'Invalid OAuth2 redirect_uri')
        if query.get('response_type') != 'code':
            return _back(redirect_uri, query, error='unsupported_response_type')
        scopes = tuple(query.get('scope', '').split())
        if not scopes or not set(scopes) <= SCOPES:
            return _back(redirect_uri, query, error='invalid_scope')
        return redirect_uri, scopes

    def _people(self) -> list[Member]:
        """The world's members a person may sign in as (not bots), each once."""
        people: dict[int, Member] = {}
        for guild in self.server.guilds:
            for member in guild.members:
                if not member.user.bot:
                    people.setdefault(member.id, member)
        return sorted(people.values(), key=lambda m: m.name)


async def _form(request: web.Request) -> dict[str, str]:
    if request.content_type != 'application/x-www-form-urlencoded':
        return {}
    return {k: v for k, v in (await request.post()).items() if isinstance(v, str)}


def _back(redirect_uri: str, query: Mapping[str, str], **answer: str) -> web.Response:
    """A redirect to the application, ``state`` passed back unchanged."""
    state = query.get('state')
    target = yarl.URL(redirect_uri).update_query({**answer, **({'state': state} if state is not None else {})})
    return web.Response(status=302, headers={'Location': str(target)})


def _page(status: int, message: str) -> web.Response:
    body = f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{message}</title></head>' \
           f'<body><h1>{message}</h1></body></html>'
    return web.Response(status=status, text=body, content_type='text/html')
