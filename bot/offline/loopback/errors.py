"""Discord's JSON error codes, and the exception the routes raise to answer with one."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

UNKNOWN_APPLICATION, UNKNOWN_CHANNEL, UNKNOWN_GUILD, UNKNOWN_MESSAGE = 10002, 10003, 10004, 10008
UNKNOWN_WEBHOOK, UNKNOWN_INTERACTION, REQUEST_TOO_LARGE, ALREADY_ACKNOWLEDGED = 10015, 10062, 40005, 40060
MISSING_ACCESS, NOT_THE_AUTHOR, EMPTY_MESSAGE, CANNOT_DM, MISSING_PERMISSIONS = 50001, 50005, 50006, 50007, 50013
INVALID_WEBHOOK_TOKEN, INVALID_RECIPIENT, INVALID_FORM_BODY, THREAD_ARCHIVED = 50027, 50033, 50035, 50083
THREAD_LOCKED, THREAD_ALREADY_CREATED, WRONG_CHANNEL_TYPE, UNKNOWN_MEMBER = 160005, 160004, 50024, 10007


class DiscordError(Exception):
    """An error answered as Discord does: HTTP status plus JSON ``{"message", "code"}``."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message

    def response(self) -> web.Response:
        return json_response({'message': self.message, 'code': self.code}, status=self.status)


def json_response(data: Any, *, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """Exactly ``application/json``: discord.py parses JSON only for that header, no charset."""
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={'Content-Type': 'application/json', **(headers or {})}
    )


def missing_access() -> DiscordError:
    return DiscordError(403, MISSING_ACCESS, 'Missing Access')


def missing_permissions() -> DiscordError:
    return DiscordError(403, MISSING_PERMISSIONS, 'Missing Permissions')


def unknown_channel() -> DiscordError:
    return DiscordError(404, UNKNOWN_CHANNEL, 'Unknown Channel')
