"""The loopback application's OAuth2 authorization code grant, as Discord serves it (RFC 6749):
codes for one redirect URI, single use and short-lived; client authentication; Bearer access
tokens that expire, refresh tokens, revocation. The errors are RFC 6749's ``{"error",
"error_description"}`` answers with Discord's statuses."""

from __future__ import annotations

import base64
import binascii
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from .clock import Clock
from .errors import json_response
from .world import User

CODE_LIFETIME_S = 10 * 60
"""Seconds a code may be exchanged (RFC 6749 4.1.2: at most 10 minutes)."""
ACCESS_LIFETIME_S = 7 * 24 * 3600
"""Seconds an access token lives: Discord's ``expires_in``, a week."""
SCOPES = frozenset({'identify'})
"""The scopes the loopback models (``/users/@me``); any other is refused as ``invalid_scope``."""


class OAuthError(Exception):
    """An RFC 6749 error: HTTP ``status``, ``error`` and its description."""

    def __init__(self, status: int, error: str, description: str = '', *,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(f'{error}: {description}')
        self.status, self.error, self.description = status, error, description
        self.headers = headers or {}

    def response(self) -> web.Response:
        body = {'error': self.error, **({'error_description': self.description} if self.description else {})}
        return json_response(body, status=self.status, headers=self.headers)


def invalid_grant(field: str) -> OAuthError:
    return OAuthError(400, 'invalid_grant', f'Invalid "{field}" in request.')


@dataclass
class Grant:
    """A code handed to ``redirect_uri`` once the user authorized ``scopes``."""

    user: User
    redirect_uri: str | None
    """None for a code the Discord client gave an Activity (the SDK's ``authorize``)."""
    scopes: tuple[str, ...]
    created: float
    used: bool = False
    access_token: str | None = None
    """The token it was exchanged for: revoked if the code is presented again (RFC 6749 10.5)."""


@dataclass
class AccessToken:
    user: User
    scopes: tuple[str, ...]
    expires: float
    refresh_token: str


class OAuthApp:
    """The application's OAuth2 side: its ``client_id`` (the application id), ``client_secret``
    and the ``redirect_uris`` registered for it (a set a test or the demo adds to)."""

    def __init__(self, client_id: int, clock: Clock, *, client_secret: str, redirect_uris: set[str]) -> None:
        self.client_id, self.clock = client_id, clock
        self.client_secret = client_secret
        self.redirect_uris = redirect_uris
        self._grants: dict[str, Grant] = {}
        self._tokens: dict[str, AccessToken] = {}
        self._refresh: dict[str, str] = {}  # refresh token -> access token

    def authorize(self, user: User, redirect_uri: str | None, scopes: tuple[str, ...]) -> str:
        """A fresh code: the user agreed to give the application ``scopes`` (``redirect_uri``
        None: through the Discord client, for an Activity)."""
        code = secrets.token_urlsafe(24)
        self._grants[code] = Grant(user, redirect_uri, scopes, self.clock.now())
        return code

    def check_client(self, headers: Mapping[str, str], form: Mapping[str, str]) -> None:
        """Client authentication, by HTTP Basic or ``client_id``/``client_secret`` in the body:
        401 ``invalid_client`` unless it names this application with its secret (with
        ``WWW-Authenticate: Basic`` when Basic was tried, RFC 6749 5.2)."""
        client_id, secret = form.get('client_id'), form.get('client_secret')
        scheme, _, credentials = headers.get('Authorization', '').partition(' ')
        basic = scheme.lower() == 'basic'
        if basic:
            try:
                client_id, _, secret = base64.b64decode(credentials, validate=True).decode().partition(':')
            except (binascii.Error, UnicodeDecodeError):
                client_id = None
        if client_id != str(self.client_id) or secret is None or not secrets.compare_digest(secret,
                                                                                           self.client_secret):
            raise OAuthError(401, 'invalid_client', headers={'WWW-Authenticate': 'Basic'} if basic else None)

    def exchange(self, form: Mapping[str, str]) -> dict[str, Any]:
        """``grant_type=authorization_code``: the token for a live, unused code given with the
        redirect URI it was issued for (none for an Activity's code, RFC 6749 4.1.3)."""
        code = _required(form, 'code')
        grant = self._grants.get(code)
        if grant is None or self.clock.now() - grant.created > CODE_LIFETIME_S:
            raise invalid_grant('code')
        if grant.used:
            self.revoke(grant.access_token or '')
            raise invalid_grant('code')
        if grant.redirect_uri is not None and _required(form, 'redirect_uri') != grant.redirect_uri:
            raise invalid_grant('redirect_uri')
        grant.used = True
        answer = self._issue(grant.user, grant.scopes)
        grant.access_token = answer['access_token']
        return answer

    def refresh(self, form: Mapping[str, str]) -> dict[str, Any]:
        """``grant_type=refresh_token``: a new token pair; the old pair is revoked."""
        access = self._refresh.get(_required(form, 'refresh_token'))
        if access is None:
            raise invalid_grant('refresh_token')
        old = self._tokens[access]
        self.revoke(access)
        return self._issue(old.user, old.scopes)

    def revoke(self, token: str) -> None:
        """Revoke an access or refresh token, and its pair (an unknown token is no error)."""
        access = self._refresh.get(token, token)
        found = self._tokens.pop(access, None)
        if found is not None:
            del self._refresh[found.refresh_token]

    def bearer(self, token: str) -> AccessToken | None:
        """The live access token ``token``, or None (unknown, revoked or expired)."""
        found = self._tokens.get(token)
        return found if found is not None and self.clock.now() < found.expires else None

    def _issue(self, user: User, scopes: tuple[str, ...]) -> dict[str, Any]:
        access, refresh = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        self._tokens[access] = AccessToken(user, scopes, self.clock.now() + ACCESS_LIFETIME_S, refresh)
        self._refresh[refresh] = access
        return {'access_token': access, 'token_type': 'Bearer', 'expires_in': ACCESS_LIFETIME_S,
                'refresh_token': refresh, 'scope': ' '.join(scopes)}


def _required(form: Mapping[str, str], field: str) -> str:
    value = form.get(field)
    if not value:
        raise OAuthError(400, 'invalid_request', f'Missing "{field}" in request.')
    return value
