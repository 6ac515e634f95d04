"""Sign-in with Discord by OAuth2's authorization code (docs/web-protocol.md, "HTTP"): the
authorize address with a `state` the server keeps (no login CSRF), the code exchanged with the
application's id and secret, the user read from `/users/@me`, and Discord's token let go."""

from __future__ import annotations

import base64
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp
import yarl

log = logging.getLogger(__name__)

STATE_S = 600.0
"""Seconds a sign-in's `state` stays good (Discord's codes last 10 minutes too)."""
STATES = 10_000
"""Sign-ins under way kept at most; the oldest go first."""
SCOPE = "identify"


class SignInFailed(Exception):
    """Discord did not sign the person in (a refused, used or expired code, Discord away)."""


@dataclass(frozen=True)
class DiscordUser:
    id: int
    name: str
    locale: str


@dataclass(frozen=True)
class Application:
    """The Discord application the table signs in with (DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET)."""

    client_id: str
    client_secret: str


class SignIn:
    """The OAuth2 flow against Discord; `api` gives Discord's API base (…/api/v10) at each call,
    its authorize page is beside it (…/oauth2/authorize)."""

    def __init__(self, application: Application, api: Callable[[], str], clock: Callable[[], float]):
        self.application = application
        self.api = api
        self.clock = clock
        self._states: dict[str, tuple[int | None, float]] = {}
        """Each sign-in under way by its state: the game it returns to, and when it expires."""
        self._http: aiohttp.ClientSession | None = None

    def authorize(self, redirect_uri: str, game: int | None) -> str:
        """Where the person's browser goes to sign in, then back to `redirect_uri`."""
        now = self.clock()
        for state in [s for s, (_, until) in self._states.items() if until <= now][:100]:
            del self._states[state]
        while len(self._states) >= STATES:
            del self._states[next(iter(self._states))]
        state = secrets.token_urlsafe(24)
        self._states[state] = (game, now + STATE_S)
        page = yarl.URL(self.api().removesuffix("/").removesuffix("/api/v10")) / "oauth2" / "authorize"
        return str(page.with_query(client_id=self.application.client_id, redirect_uri=redirect_uri,
                                   response_type="code", scope=SCOPE, state=state))

    def returning(self, state: str) -> int | None:
        """The game a sign-in returns to, its `state` used up; SignInFailed for a state unknown,
        used or expired."""
        game, until = self._states.pop(state, (None, 0.0))
        if until <= self.clock():
            raise SignInFailed("unknown or expired state")
        return game

    async def user(self, code: str, redirect_uri: str | None) -> DiscordUser:
        """The Discord user a code signs in (exchanged once; Discord's token revoked after)."""
        return (await self.user_and_token(code, redirect_uri, revoke=True))[0]

    async def user_and_token(self, code: str, redirect_uri: str | None, *, revoke: bool) -> tuple[DiscordUser, str]:
        """The Discord user a code signs in and Discord's access token (exchanged once; the token
        revoked after if `revoke`, else kept by the caller: the Activity's page authenticates with it)."""
        http = self._client()
        form = {"grant_type": "authorization_code", "code": code}
        if redirect_uri is not None:
            form["redirect_uri"] = redirect_uri
        pair = f"{self.application.client_id}:{self.application.client_secret}".encode()
        auth = {"Authorization": f"Basic {base64.b64encode(pair).decode()}"}
        try:
            async with http.post(f"{self.api()}/oauth2/token", data=form, headers=auth) as response:
                issued = await response.json(content_type=None)
                if response.status != 200:
                    raise SignInFailed(f"token exchange: {response.status} {issued}")
            token = issued["access_token"]
            async with http.get(f"{self.api()}/users/@me", headers={"Authorization": f"Bearer {token}"}) as response:
                me = await response.json(content_type=None)
                if response.status != 200:
                    raise SignInFailed(f"/users/@me: {response.status} {me}")
            if revoke:
                async with http.post(f"{self.api()}/oauth2/token/revoke", data={"token": token}, headers=auth):
                    pass  # the table keeps no Discord token: a failed revocation only lets it expire
        except (aiohttp.ClientError, ValueError, KeyError, TypeError) as e:
            raise SignInFailed(repr(e)) from e
        name, locale = me.get("global_name") or me["username"], me.get("locale") or "en-US"
        return DiscordUser(int(me["id"]), str(name), str(locale)), str(token)

    def _client(self) -> aiohttp.ClientSession:
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        return self._http

    async def close(self) -> None:
        if self._http is not None:
            await self._http.close()
