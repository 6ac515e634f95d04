"""The page's own words (`GET ./api/texts/LANG`, docs/web-protocol.md): the English msgids the
page asks for, marked for the catalogs (engine/locales/*.po) like every other sentence of the bot."""

from __future__ import annotations

from ..core.language import N_

PAGE_TEXTS: tuple[str, ...] = (
    N_("Sign in with Discord"),
    N_("Sign out"),
    N_("My games"),
    N_("Confirm"),
    N_("Cancel"),
)
"""Every msgid the page shows, in English; the page draws these and the position documents' own
sentences (already in the viewer's language)."""
