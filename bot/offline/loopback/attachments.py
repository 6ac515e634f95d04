"""Which attachments a message holds after a create or edit, as Discord reads ``attachments`` and
the uploaded ``files[n]`` parts of a request."""

from __future__ import annotations

from typing import Any

from .records import RecordedFile


def attachments_after(
    body: dict[str, Any], files: list[RecordedFile], kept: list[dict[str, Any]]
) -> list[dict[str, Any] | RecordedFile | None]:
    """For each entry of the body's ``attachments``: the message's attachment of that id (among
    ``kept``, those it has now), else the upload whose ``files[n]`` has that id as ``n``, else None
    (Discord: "Attachment data not found"). Without ``attachments``: the kept ones, then every upload."""
    if 'attachments' not in body:
        return [*kept, *files]
    by_id = {a['id']: a for a in kept}
    uploads = {str(f.index): f for f in files}
    return [by_id.get(str(entry.get('id'))) or uploads.get(str(entry.get('id')))
            for entry in body['attachments'] or []]
