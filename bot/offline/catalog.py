"""The catalogs' template: every English message of the engine, the pictures and the bot
(Babel's extraction of `_()`, `N_()`, `ngettext()` and `counted()`), with the slash commands'
names in the context `slash command`. `update()` updates each `engine/locales/*.po`
from it (new messages empty, gone ones dropped); a new language is a copy of one, translated."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po
from discord.app_commands import Command

from engine.language import LOCALES

from ..edge.locales import COMMAND_CONTEXT

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "counted": (1, 2)}


def template() -> Catalog:
    catalog = Catalog(project="dance-of-muses-bot")
    for package in ("engine", "render", "bot"):
        for filename, line, message, _comments, context in extract_from_dir(
                ROOT / package, method_map=[("**/offline/**.py", "ignore"), ("**.py", "python")], keywords=KEYWORDS):
            catalog.add(message, locations=[(f"{package}/{filename}", line)], context=context)
    for name in command_names():
        catalog.add(name, context=COMMAND_CONTEXT)
    return catalog


def command_names() -> list[str]:
    """The names of the slash commands and their options (the groups keep theirs: they are the bot's)."""
    from ..edge.commands import AdminCog, MusesCog

    names = []
    for cog in (MusesCog, AdminCog):
        for command in cog.__cog_app_commands__:
            assert isinstance(command, Command), "a cog's group holds commands, no subgroups"
            names.append(command.name)
            names += [p.name for p in command.parameters]
    return sorted(set(names))


def update() -> None:
    tmpl = template()
    for path in sorted(LOCALES.glob("*.po")):
        with open(path, "rb") as f:
            catalog = read_po(f, locale=path.stem)
        catalog.update(tmpl, no_fuzzy_matching=True)
        with open(path, "wb") as f:
            write_po(f, catalog, width=120, omit_header=False, ignore_obsolete=True, include_previous=False)
