"""A whole game through the loopback Discord in each language: the server, its players and their
Discord clients all speak it, and no payload the bot sends (public or private: content, embeds,
components, autocomplete) holds an English sentence of the catalogs that has a translation."""

from __future__ import annotations

import random
import re
import string
from functools import cache

import pytest
from babel.messages.pofile import read_po

from bot.core.stored import GameStatus, TableOptions
from bot.edge.locales import COMMAND_CONTEXT
from bot.offline.autoplay import AutoTable
from bot.offline.catalog import template
from bot.offline.loopback import CALLBACK, EDIT, Record
from bot.play.timers import Timing
from engine import GODS, Refusal
from engine.language import LOCALES, language
from support.loopback import DISCORD_LOCALES, speak

PLAYERS = ["alice", "bob"]


@cache
def english_messages() -> tuple[str, ...]:
    """Every English message of the catalogs (both forms of a plural), command names aside."""
    return tuple(english for message in template() if message.id and message.context != COMMAND_CONTEXT
                 for english in ((message.id,) if isinstance(message.id, str) else message.id))


@cache
def english_fragments(code: str) -> frozenset[str]:
    """The English text between the placeholders of every message of the catalogs (command names
    aside: Discord shows those), kept where it is long enough to be a phrase of its own and the
    language's catalog does not use it in a translation too (a name, `/muses export`...)."""
    if code == "en":
        translated = ""
    else:
        with open(LOCALES / f"{code}.po", "rb") as f:
            catalog = read_po(f, locale=code)
        translated = "\n".join(s for m in catalog if m.id
                               for s in ((m.string,) if isinstance(m.string, str) else m.string))
    fragments = set()
    for english in english_messages():
        for literal, *_ in string.Formatter().parse(english):
            piece = literal.strip(" .,:;—–()*`#!?\n")
            if len(re.findall(r"[A-Za-z]", piece)) >= 5 and piece not in translated:
                fragments.add(piece)
    return frozenset(fragments)


def texts(record) -> list[str]:
    """Every text of a payload a user reads."""
    out = [record.content or ""]
    for embed in record.embeds:
        out += [embed.get("title", ""), embed.get("description", ""), (embed.get("footer") or {}).get("text", "")]
        out += [f.get(k, "") for f in embed.get("fields", []) for k in ("name", "value")]
    for row in record.components:
        for item in row.get("components", []):
            out += [item.get("label") or "", item.get("placeholder") or ""]
            out += [o.get(k) or "" for o in item.get("options", []) for k in ("label", "description")]
    out += [c["name"] for c in record.choices or []]
    return [t for t in out if t]


def english_in(records, fragments: frozenset[str]) -> list[tuple[str, str]]:
    """Each fragment found as whole words in a text of `records`, with the text. One pattern of
    them all finds the texts that hold any (most hold none), then each fragment's own says which."""
    def whole(pattern: str) -> re.Pattern:
        return re.compile(r"(?<![\w])(?:" + pattern + r")(?![\w])")

    patterns = [(f, whole(re.escape(f))) for f in fragments]
    anywhere = whole("|".join(re.escape(f) for f in fragments))
    found = []
    for record in records:
        if record.error_code is not None or (record.kind == CALLBACK and record.callback_type in (5, 6)):
            continue
        for text in texts(record):
            if anywhere.search(text):
                found += [(fragment, text) for fragment, pattern in patterns if pattern.search(text)]
    return found


async def play_in(loopback, make_bot, code: str, hands: int = 2):
    """A game of `hands` hands with every intervention tile, in `code`, from the lobby to the result,
    with the rules, hand, status, hint and export commands, a refusal and autocomplete."""
    locale = speak(loopback, code)
    async with loopback.running(make_bot(seed=7)) as bot:
        table = AutoTable(loopback, "games", PLAYERS, random.Random(7), slash_share=0.5, locale=locale)
        await table.open(2, hands=hands, interventions="zeus,poseidon,eros,artemis,aeolus,apollo")
        for command in ("muses rules", "muses hand", "muses status"):
            await (await loopback.slash(command, user="alice", channel="games")).response()
        waiting = next(u for u in PLAYERS if u != table.to_move())
        await (await loopback.slash("muses hint", user=waiting, channel="games")).response()  # not their turn
        await (await loopback.slash("muses hint", user=table.to_move(), channel="games")).response()
        await table.play_game()
        await (await loopback.slash("muses export", user="alice", channel="games")).response()
        stored = await bot.store.get(table.game)
    assert stored.game.is_over and len(stored.game.hands) == hands and stored.table.language == code
    return table


@pytest.mark.slow
@pytest.mark.parametrize(("code", "hands"), [("it", 2), ("de", 1), ("es", 1)])
async def test_a_whole_game_speaks_its_language_only(loopback, make_bot, code, hands):
    """The second hand's texts (the score between hands, the new deal) are checked in Italian only:
    a text the code leaves untranslated leaks in every language alike, and each catalog's
    completeness is tests/engine/test_catalogs.py's."""
    fragments = english_fragments(code)
    assert len(fragments) > 200, "the check has too few English phrases to look for"
    await play_in(loopback, make_bot, code, hands=hands)
    synced = {c["name"]: c for scope in (loopback.guild.id, None) for c in loopback.commands.list(scope)}
    discord_code = DISCORD_LOCALES[code]
    assert synced, "no command was synced"
    for command in synced.values():  # its descriptions, and its subcommands' names, in every language
        assert command["description_localizations"][discord_code] != command["description"]
        assert all(sub["description_localizations"][discord_code] for sub in command["options"])
        assert any(discord_code in sub["name_localizations"] for sub in command["options"])  # "status" may stay
    sent = [r for r in loopback.records if r.error_code is None]
    assert {r.kind for r in sent} >= {"message", "callback", "edit"} and any(r.dm_user_id for r in sent)
    assert any(r.choices for r in sent) and any(r.ephemeral for r in sent)
    assert english_in(sent, fragments) == []
    # the loopback fixture checks that Discord took every payload: its limits held


IDLE = Timing(minute=1.0, pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0), ai_ms=50, hour=0.05)
"""An hour of idle time lasts 0.05 s: a lobby not started closes itself after 1.2 s."""
MODERATOR = "carol"  # Manage Server


async def server_life_in(loopback, make_bot, code: str, public: str) -> dict[str, Record]:
    """Two rated games (one against an AI), then the leaderboard, stats and history, the server's
    settings (shown, changed, a bad value), forget-me, in `code`; then the server chooses `public`
    for its new games, and a lobby opened in it closes itself, idle. The answers by what was asked."""
    locale = speak(loopback, code)
    answers = {}

    async def slash(command, options=None, user="alice", channel="games", edits=0, key=None):
        handle = await loopback.slash(command, options or {}, user=user, channel=channel, locale=locale)
        answers[key or command + "".join(f" {k}" for k in options or {})] = (
            (await handle.wait_edits(edits))[-1] if edits else await handle.response())

    async with loopback.running(make_bot(timing=IDLE)) as bot:
        await slash("muses leaderboard", channel="general")  # nothing rated yet
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(3), locale=locale)
        await table.open(2)
        await table.play_game()
        table = AutoTable(loopback, "table-1", ["bob"], random.Random(4), locale=locale)
        await table.open(2, ai=1, level="hard")
        await table.play_game()
        await slash("muses leaderboard", channel="general", edits=1)
        await slash("muses stats", {"member": "bob"}, edits=1)
        await slash("muses stats", {"member": "dave"}, key="no stats")
        await slash("muses history", {"member": "bob"})
        await slash("muses-admin settings", user=MODERATOR)
        await slash("muses-admin settings", {"lobby_hours": 0}, user=MODERATOR)
        await slash("muses-admin settings", user="bob", key="settings refused")
        await slash("muses-admin language", {"language": public}, user=MODERATOR)
        await slash("muses-admin settings", {"hints": False, "idle_days": 3}, user=MODERATOR)
        await slash("muses new", {"hints": True}, user=MODERATOR, channel="general", key="hints refused")
        await slash("muses-admin forget", {"member": "dave"}, user=MODERATOR, edits=1)
        await slash("muses forget-me", user="alice")
        ask = answers["muses forget-me"]
        forget = language(locale).gettext("Forget me")
        await (await loopback.click(ask, label=forget, user="bob", locale=locale)).response()
        answers["forgotten"] = await (await loopback.click(ask, label=forget, user="alice", locale=locale)).response()
        await slash("muses new", {"hints": False}, user=MODERATOR, channel="general", key="lobby")
        game = int(loopback.message(answers["lobby"].message_id)["components"][0]["components"][0]["custom_id"]
                   .rsplit(":", 1)[1])
        lobby = answers["lobby"].message_id  # it closes itself after 1.2 s, and says so in its message
        await loopback.wait_for_record(lambda r: r.kind == EDIT and r.message_id == lobby, timeout=10)
        assert (await bot.store.get(game)).status is GameStatus.CANCELLED
    return answers


@pytest.mark.slow
async def test_the_servers_life_speaks_german_only(loopback, make_bot):
    """German: Discord's longest strings. Every payload of the server's life, leaderboard and
    its picture to the idle lobby's notice, holds no English sentence of the catalogs."""
    fragments = english_fragments("de")
    answers = await server_life_in(loopback, make_bot, "de", public="it")
    board = answers["muses leaderboard"]
    assert board.content.startswith("**Rangliste — ") and board.files[0].filename == "leaderboard.png"
    assert "KI (schwer)" in board.content and "2 Partien" in board.content
    assert re.search(r"— \d+\? · 2 Partien · [\d,]+ Siege?\n", board.content) and "= vorläufig" in board.content
    assert f"Noch keine gewertete Partie von {loopback.member('dave').display_name}" in answers["no stats"].content
    assert "Wertung" in answers["muses stats member"].content and "%" in answers["muses stats member"].content
    assert {"gewonnen", "verloren"} & set(answers["muses history member"].content.split())
    assert "Deutsch (die Sprache des Servers in Discord)" in answers["muses-admin settings"].content
    assert "„Server verwalten“" in answers["settings refused"].content
    assert "Lobby" in answers["muses-admin settings lobby_hours"].content
    changed = answers["muses-admin settings hints idle_days"].content
    assert "(gespeichert)" in changed and "Italiano" in changed and "Deutsch" not in changed
    assert "Tipps sind auf diesem Server nicht erlaubt" in answers["hints refused"].content
    assert "„a former player“" in answers["forgotten"].content  # the label stored in the records stays English
    sent = [r for r in loopback.records if r.error_code is None]
    # the server's choice, not its Discord language, speaks in its new games: Italian
    assert "cerca giocatori" in answers["lobby"].content
    assert any("si è chiusa da sola" in (r.content or "") for r in sent)
    assert english_in(sent, fragments) == []


@pytest.mark.slow
async def test_the_check_finds_english_in_an_english_game(loopback, make_bot):
    """The same check on an English game (of one hand) finds the catalogs' sentences everywhere: it
    would see one left untranslated."""
    await play_in(loopback, make_bot, "en", hands=1)
    found = {fragment for fragment, _ in english_in(loopback.records, english_fragments("en"))}
    assert {"Take my turn", "Confirm", "Muse to step", "Your Mysterious Muse", "The Muse tiles"} & found
    assert len(found) > 40


@pytest.mark.parametrize("options", [dict(players=5), dict(hands=3), dict(tiebreak="coin"), dict(timeout=-1.0),
                                     dict(interventions=(GODS[0], GODS[0])), dict(interventions=("thor",)),
                                     dict(on_leave="stay")])
def test_options_that_make_no_game_are_refused_in_each_language(options):
    with pytest.raises(Refusal) as refused:
        TableOptions(**options)
    english = str(refused.value)
    assert [code for code in ("it", "de", "es") if refused.value.phrase.said(language(code)) == english] == []
