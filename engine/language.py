"""The languages the table is told about in: gettext catalogs, one `locales/<code>.po` per
language (read at start with Babel), English the source. A `Phrase` is a sentence kept with
its arguments and said later, in any language (the engine builds them; its readers say them)."""

from __future__ import annotations

import gettext
import io
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Union

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent

LOCALES = Path(__file__).resolve().parent / "locales"
ENGLISH = "en"


def N_(message: str) -> str:
    """Marks a message for the catalogs where it is defined; it is translated where it is said."""
    return message


class Language:
    """One language's catalog: `gettext` and `ngettext` with English (the msgid) where the
    catalog lacks a message."""

    def __init__(self, code: str, translations: gettext.NullTranslations):
        self.code = code
        self._translations = translations

    def gettext(self, message: str) -> str:
        return self._translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._translations.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self._translations.pgettext(context, message)

    def number(self, value: float, pattern: str = "0.0") -> str:
        """`value` as this language writes it (`25,3` in German), to `pattern`'s digits."""
        return format_decimal(value, format=pattern, locale=self.code)

    def percent(self, share: float) -> str:
        """A share of 1 as a whole percentage (`50 %` in German)."""
        return format_percent(share, locale=self.code)

    def __repr__(self) -> str:
        return f"Language({self.code!r})"


@cache
def codes() -> tuple[str, ...]:
    """English, then every language with a catalog (package data: read once)."""
    return (ENGLISH, *sorted(p.stem for p in LOCALES.glob("*.po")))


@cache
def _load(code: str) -> Language:
    if code == ENGLISH:
        return Language(code, gettext.NullTranslations())
    with open(LOCALES / f"{code}.po", "rb") as po:
        catalog = read_po(po, locale=code)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return Language(code, gettext.GNUTranslations(compiled))


def language(locale: str | None) -> Language:
    """The language of a Discord locale (`it`, `de`, `es-ES`, `en-US`...): its own catalog,
    else that of its base language, else English — never an error."""
    known = codes()
    code = str(locale or ENGLISH).replace("_", "-")
    for candidate in (code, code.split("-")[0].lower()):
        if candidate in known:
            return _load(candidate)
    return _load(ENGLISH)


ENGLISH_LANGUAGE = language(ENGLISH)

Argument = Union[str, int, "Phrase", "Joined"]


@dataclass(frozen=True)
class Phrase:
    """A message (`message`, or `plural` when `count` asks for it) with its named arguments,
    themselves phrases or plain values; said in a language with `said`."""

    message: str
    args: tuple[tuple[str, Argument], ...] = ()
    plural: str | None = None
    count: int | None = None

    @classmethod
    def of(cls, message: str, **args: Argument) -> Phrase:
        return cls(message, tuple(args.items()))

    @classmethod
    def counted(cls, singular: str, plural: str, count: int, **args: Argument) -> Phrase:
        return cls(singular, tuple(args.items()) + (("n", count),), plural, count)

    def said(self, lang: Language = ENGLISH_LANGUAGE) -> str:
        template = (lang.ngettext(self.message, self.plural, self.count)
                    if self.plural is not None and self.count is not None else lang.gettext(self.message))
        return template.format(**{k: said(v, lang) for k, v in self.args}) if self.args else template

    def __str__(self) -> str:
        return self.said()


@dataclass(frozen=True)
class Joined:
    """Phrases said one after the other, between them `separator` (itself a message)."""

    items: tuple[Argument, ...]
    separator: str

    def said(self, lang: Language = ENGLISH_LANGUAGE) -> str:
        return lang.gettext(self.separator).join(said(item, lang) for item in self.items)

    def __str__(self) -> str:
        return self.said()


def said(value: Argument, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A phrase in `lang`; a plain value as it is."""
    return value.said(lang) if isinstance(value, (Phrase, Joined)) else str(value)
