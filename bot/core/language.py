"""Which language the bot speaks, and when. Ephemeral answers, panels and hints speak the
served user's `interaction.locale`; DMs outside an interaction, the locale of that player's
last interaction (kept on the seat); public messages and pictures, the game's language, fixed
when its lobby opens: the server's `/muses-admin language`, else its preferred locale, else
English. A locale without a catalog is English.

Every sentence is written once, in English, as `_("... {name} ...").format(name=...)`; `_`
says it in the language spoken now: set with `speaking(locale)`, for the whole handling of an
interaction (`edge.locales.MusesTree`, `edge.replies.guarded`), and by `public` for a game's public texts."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from engine.language import ENGLISH, ENGLISH_LANGUAGE, N_, Joined, Language, Phrase, codes, language

__all__ = ["LANGUAGE_NAMES", "N_", "_", "codes", "ngettext", "number", "percent", "public", "public_locale", "said",
           "set_spoken", "speaking", "spoken"]
"""`N_` (a message marked for the catalogs) and `codes` (the languages there are) are the engine's."""

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "de": "Deutsch", "es": "Español"}
"""Each language by its own name (a language without one here is shown by its code)."""

_spoken: ContextVar[Language] = ContextVar("spoken", default=ENGLISH_LANGUAGE)


def spoken() -> Language:
    return _spoken.get()


def _(message: str) -> str:
    """`message` in the language spoken now."""
    return _spoken.get().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _spoken.get().ngettext(singular, plural, n)


def number(value: float, pattern: str = "0.#") -> str:
    """A number as the language spoken writes it; by default with one decimal, if any."""
    return _spoken.get().number(value, pattern)


def percent(share: float) -> str:
    return _spoken.get().percent(share)


def said(phrase: Phrase | Joined | str) -> str:
    """A phrase of the engine (an action, a refusal) in the language spoken now."""
    return phrase if isinstance(phrase, str) else phrase.said(_spoken.get())


@contextmanager
def speaking(locale: str | None) -> Iterator[Language]:
    token = _spoken.set(language(locale))
    try:
        yield _spoken.get()
    finally:
        _spoken.reset(token)


def public(text):
    """A text of a game's public messages (its first argument the StoredGame): said in the
    game's language whoever asked for it."""

    @functools.wraps(text)
    def in_public(stored, *args, **kwargs):
        with speaking(stored.table.language):
            return text(stored, *args, **kwargs)

    return in_public


def public_locale(setting: str | None, guild_locale) -> str:
    """A new game's public language: the server's setting, else its preferred locale, else English."""
    chosen = setting or str(getattr(guild_locale, "value", guild_locale) or ENGLISH)
    return language(chosen).code


def set_spoken(locale: str | None) -> None:
    """Speaks `locale` from now on, in this task (an interaction's handling, which has a task of its own)."""
    _spoken.set(language(locale))
