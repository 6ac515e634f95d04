"""The catalogs (engine/locales/*.po): every message translated with the same placeholders,
plural forms, the slash commands' names as Discord takes them, unknown locales in English."""

from __future__ import annotations

import random
import re
import string

import pytest
from babel.messages.pofile import read_po

from bot.edge.locales import COMMAND_CONTEXT
from bot.offline.catalog import template
from engine import Game, IllegalActionError, Options, Phase, Step, words
from engine.language import LOCALES, codes, language
from engine.players import random_action
from engine.views import player_view

LANGUAGES = [c for c in codes() if c != "en"]
NAME = re.compile(r"^[-_\w]{1,32}$")


def catalog(code):
    with open(LOCALES / f"{code}.po", "rb") as f:
        return read_po(f, locale=code)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_language_of_the_issue_has_a_catalog():
    assert {"it", "de", "es"} <= set(LANGUAGES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_translation_keeps_the_placeholders_of_its_english(code):
    wrong = []
    for m in catalog(code):
        if not m.id or not m.string:
            continue
        ids = m.id if isinstance(m.id, (list, tuple)) else (m.id,)
        strings = m.string if isinstance(m.string, (list, tuple)) else (m.string,)
        for s in strings:
            if s and fields(s) != fields(ids[-1]):
                wrong.append((m.id, s))
    assert not wrong, wrong


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated(code):
    translated = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog(code)
                  if m.id and (m.string if isinstance(m.string, str) else all(m.string))}
    missing = [(m.context, m.id) for m in template() if m.id
               and (m.context, m.id if isinstance(m.id, str) else m.id[0]) not in translated]
    assert not missing, f"{code}: {len(missing)} missing: {missing}"


@pytest.mark.parametrize("code, one, two", [("it", "1 Sole", "2 Soli"), ("de", "1 Sonne", "2 Sonnen"),
                                            ("es", "1 Sol", "2 Soles"), ("en", "1 sun", "2 suns")])
def test_plural_forms(code, one, two):
    assert (words.suns(1, language(code)), words.suns(2, language(code))) == (one, two)


def test_a_locale_without_a_catalog_is_english_and_regions_take_their_language():
    assert language("pt-BR").code == "en" and language(None).code == "en" and language("xx").code == "en"
    assert language("es-ES").code == "es" and language("es-419").code == "es" and language("en-GB").code == "en"


def test_the_german_edition_names_its_muses_and_the_will_of_apollo():
    from engine import default_muse_table
    tile = default_muse_table()["Calliope"]
    said = words.muse(tile, language("de"))
    assert said.startswith("Kalliope: Wille des Apollon") and "Calliope" not in said


@pytest.mark.parametrize("code", LANGUAGES)
def test_slash_command_names_follow_discords_rules(code):
    names = {m.id: m.string for m in catalog(code) if m.context == COMMAND_CONTEXT and m.string}
    assert names, "no command name is translated"
    for english, local in names.items():
        assert NAME.match(local) and local == local.lower(), (english, local)
    from bot.edge.commands import AdminCog, MusesCog
    for cog in (MusesCog, AdminCog):
        siblings = [c.name for c in cog.__cog_app_commands__]
        local = [names.get(n, n) for n in siblings]
        assert len(set(local)) == len(local), (code, local)
        for command in cog.__cog_app_commands__:
            options = [names.get(p.name, p.name) for p in command.parameters]
            assert len(set(options)) == len(options), (code, command.name, options)


@pytest.mark.parametrize("code, words_of_it", [("it", "non può muoversi verso"), ("de", "kann nicht nach"),
                                               ("es", "no puede moverse hacia el"), ("en", "cannot step")])
def test_the_engine_refuses_an_illegal_step_in_each_language(code, words_of_it):
    rng = random.Random(2)
    game = Game.new(["ana", "ben"], Options(), rng)
    while game.hand.phase is Phase.PLACEMENT:
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
    view = player_view(game, game.hand.to_move)
    legal = set(view.legal_steps())
    muse, d = next((m, d) for m in sorted(view.board.at) for d in words.DIRECTIONS if (m, d) not in legal)
    with pytest.raises(IllegalActionError) as refused:
        game.submit(Step(muse, d), game.hand.to_move)
    said = refused.value.phrase.said(language(code))
    assert words_of_it in said and words.direction(d, language(code)) in said
    assert str(refused.value) == refused.value.phrase.said()  # the record's error stays English


@pytest.mark.parametrize("code", LANGUAGES)
def test_command_and_option_descriptions_fit_discords_100_characters(code):
    from bot.edge.commands import AdminCog, MusesCog
    lang = language(code)
    long = [(len(said), said) for cog in (MusesCog, AdminCog) for command in cog.__cog_app_commands__
            for english in [command.description, *(p.description for p in command.parameters)]
            if len(said := lang.gettext(str(english))) > 100]
    assert not long, long
