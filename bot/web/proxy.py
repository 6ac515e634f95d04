"""Discord's proxy signature (docs/activity.md, "The proxy's signature"; Discord's docs:
activities/development-guides/multiplayer-experience, "Validating Proxy Request Headers"): with
the application's public key (MUSES_WEB_PROXY_KEY), every request to the web table, the socket's
upgrade included, must carry the proxy's headers, signed with that key and unexpired. Anything
else, a request without the headers too, is refused with 401. The signed user is kept on the
request: the table checks that it is the signed-in user."""

from __future__ import annotations

import base64
import binascii
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiohttp import web
from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey

log = logging.getLogger(__name__)

PAYLOAD, SIGNATURE, TIMESTAMP = "X-Discord-Proxy-Payload", "X-Signature-Ed25519", "X-Signature-Timestamp"
SIGNATURE_BYTES = 64


@dataclass(frozen=True)
class ProxyToken:
    """What the proxy signed: the user the request comes from, and the token's life (Unix seconds)."""

    user_id: int
    created_at: int
    expires_at: int


PROXY_USER = web.RequestKey("proxy_user", ProxyToken)
"""The proxy's signed token of a request that passed the check."""


class ProxyKey:
    """The application's Ed25519 public key (hex, as the developer portal shows it)."""

    def __init__(self, public_key: str):
        try:
            self._key = VerifyKey(bytes.fromhex(public_key))
        except ValueError:
            raise ValueError("MUSES_WEB_PROXY_KEY must be the application's public key: 64 hex digits") from None

    def token(self, payload: str | None, signature: str | None, timestamp: str | None,
              now: float) -> ProxyToken | None:
        """The signed token of a request with these headers, or None: a header missing, a signature
        that is not this key's over the payload's bytes, a timestamp that is not the payload's
        `created_at`, or a token past its `expires_at`. Discord's docs read the signature as hex
        (Python) and as base64 (JavaScript, and the examples' crypto.ts): both are taken."""
        if not payload or not signature or not timestamp:
            return None
        try:
            signed = base64.b64decode(payload, validate=True)
            self._key.verify(signed, _signature(signature))
            fields = json.loads(signed)
            token = ProxyToken(int(fields["user_id"]), int(fields["created_at"]), int(fields["expires_at"]))
        except (binascii.Error, BadSignatureError, ValueError, TypeError, KeyError):
            return None
        if str(fields["created_at"]) != timestamp or token.expires_at < int(now):
            return None
        return token


def _signature(text: str) -> bytes:
    """A 64-byte signature written in hex or base64."""
    raw = bytes.fromhex(text) if len(text) == 2 * SIGNATURE_BYTES else base64.b64decode(text, validate=True)
    if len(raw) != SIGNATURE_BYTES:
        raise ValueError("not an Ed25519 signature")
    return raw


def proxy_check(key: ProxyKey, clock: Callable[[], float]):
    """The aiohttp middleware that refuses (401) every request the proxy did not sign."""

    @web.middleware
    async def signed_by_the_proxy(request: web.Request,
                                  handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                                  ) -> web.StreamResponse:
        headers = request.headers
        token = key.token(headers.get(PAYLOAD), headers.get(SIGNATURE), headers.get(TIMESTAMP), clock())
        if token is None:
            log.info("refused a request to %s the Discord proxy did not sign%s", request.path,
                     " (a WebSocket upgrade)" if headers.get("Upgrade", "").lower() == "websocket" else "")
            return web.Response(status=401, text="Unauthorized: open the table from Discord")
        request[PROXY_USER] = token
        return await handler(request)

    return signed_by_the_proxy


def signed_user(request: web.Request) -> int | None:
    """The user the proxy signed this request for (None without the proxy's check)."""
    token = request.get(PROXY_USER)
    return token.user_id if token is not None else None
