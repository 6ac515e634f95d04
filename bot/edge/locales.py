"""Discord's side of the languages: the served user's locale, and the command tree that speaks it
and gives Discord the commands' names and descriptions in every language of the catalogs."""

from __future__ import annotations

import discord
from discord import app_commands

from engine.language import ENGLISH, language

from ..core.language import set_spoken


def locale_of(interaction: discord.Interaction) -> str:
    """The served user's locale, as Discord sends it (`it`, `es-ES`, `en-US`...)."""
    return str(getattr(interaction.locale, "value", interaction.locale) or ENGLISH)


COMMAND_CONTEXT = "slash command"
"""The catalogs' context of command, group and option names (Discord's rules: lowercase, no
spaces, 1-32 characters, unique within their command)."""


class MusesTree(app_commands.CommandTree):
    """The command tree: each command and autocomplete is handled in its user's language."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        set_spoken(locale_of(interaction))
        return True


class CatalogTranslator(app_commands.Translator):
    """Command and option names, descriptions and choices, from the catalogs: sent to Discord as
    localizations when the commands are synced (None: Discord shows the English)."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        lang = language(locale.value)
        if lang.code == ENGLISH:
            return None
        naming = context.location in (app_commands.TranslationContextLocation.command_name,
                                      app_commands.TranslationContextLocation.group_name,
                                      app_commands.TranslationContextLocation.parameter_name)
        text = lang.pgettext(COMMAND_CONTEXT, string.message) if naming else lang.gettext(string.message)
        return text if text != string.message else None
