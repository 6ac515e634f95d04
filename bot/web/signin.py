"""Sign-in with Discord by OAuth2's authorization code (docs/web-protocol.md, "HTTP"): the
authorize address with a `state` the server keeps (no login CSRF), the code exchanged with the
application's id and secret, the user read from `/users/@me`, and Discord's token let go."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp
import yarl

log = logging.getLogger(__name__)

STATE_S = 600.0
"""Seconds a sign-in's `state` stays good (Discord's codes last 10 minutes too)."""
NONCE = re.compile(r"[A-Za-z0-9_-]{1,64}")
"""The page's nonce, kept in its sessionStorage and told back with its session (no login CSRF)."""
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
        self._key = hashlib.sha256(b"muses-web-state\0" + application.client_secret.encode()).digest()
        """Signs the states: every bot process of the application checks them alike."""
        self._used: dict[str, float] = {}
        """The states used here, each until it expires (Discord's code is single use besides)."""
        self._http: aiohttp.ClientSession | None = None

    def authorize(self, redirect_uri: str, game: int | None, nonce: str | None) -> str:
        """Where the person's browser goes to sign in, then back to `redirect_uri`, with a `state`
        that says the game to return to and the page's `nonce`, signed, good for STATE_S."""
        nonce = nonce if nonce is not None and NONCE.fullmatch(nonce) else None
        body = _b64(json.dumps({"g": game, "n": nonce, "e": self.clock() + STATE_S, "r": secrets.token_urlsafe(9)},
                               separators=(",", ":")).encode())
        state = f"{body}.{self._mac(body)}"
        page = yarl.URL(self.api().removesuffix("/").removesuffix("/api/v10")) / "oauth2" / "authorize"
        return str(page.with_query(client_id=self.application.client_id, redirect_uri=redirect_uri,
                                   response_type="code", scope=SCOPE, state=state))

    def returning(self, state: str) -> tuple[int | None, str | None]:
        """The game a sign-in returns to and the page's nonce, its `state` used up; SignInFailed for
        a state not signed here, used or expired."""
        body, _, mac = state.partition(".")
        if not hmac.compare_digest(mac.encode(), self._mac(body).encode()):
            raise SignInFailed("a state this table did not give")
        told = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        now = self.clock()
        if told["e"] <= now or state in self._used:
            raise SignInFailed("an expired or used state")
        for used in [s for s, until in self._used.items() if until <= now]:
            del self._used[used]
        self._used[state] = told["e"]
        return told["g"], told["n"]

    def _mac(self, body: str) -> str:
        return _b64(hmac.digest(self._key, body.encode(), "sha256"))

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
                    log.info("web: Discord refused a code: %s %s", response.status, issued)
                    raise SignInFailed(str(issued.get("error") if isinstance(issued, dict) else response.status))
            token = issued["access_token"]
            async with http.get(f"{self.api()}/users/@me", headers={"Authorization": f"Bearer {token}"}) as response:
                me = await response.json(content_type=None)
                if response.status != 200:
                    log.info("web: Discord refused /users/@me: %s %s", response.status, me)
                    raise SignInFailed(f"/users/@me {response.status}")
            if revoke:
                async with http.post(f"{self.api()}/oauth2/token/revoke", data={"token": token}, headers=auth):
                    pass  # the table keeps no Discord token: a failed revocation only lets it expire
        except (aiohttp.ClientError, ValueError, KeyError, TypeError) as e:
            log.warning("web: a sign-in could not reach Discord: %r", e)
            raise SignInFailed("Discord did not answer") from e
        name, locale = me.get("global_name") or me["username"], me.get("locale") or "en-US"
        return DiscordUser(int(me["id"]), str(name), str(locale)), str(token)

    def _client(self) -> aiohttp.ClientSession:
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        return self._http

    async def close(self) -> None:
        if self._http is not None:
            await self._http.close()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")
