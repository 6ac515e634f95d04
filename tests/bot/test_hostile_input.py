"""Hostile input, fuzzed (Hypothesis): a member in none of the server's games sends every slash
command with any options, types into every autocomplete, and clicks every component of every message
she can see, with random text, other games' numbers, finished games' numbers, values past Discord's
limits and any Unicode. Whatever she sends, each interaction is answered in time, nothing fails on the
bot's side, and no game she is not seated in changes."""

from __future__ import annotations

import asyncio
import logging
import random
import zlib

import discord
import pytest
from discord.http import handle_message_parameters
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from bot.core import choices
from bot.core.language import codes
from bot.core.stored import AI_LEVELS
from bot.edge.buttons import (
    BoardAct,
    BoardButton,
    FirstChoice,
    LobbyAct,
    LobbyAI,
    LobbyButton,
    LobbyScenario,
    LobbyTiles,
    ResetButton,
)
from bot.edge.commands import AdminCog, MusesCog, offers
from bot.offline.autoplay import AutoTable, components
from bot.offline.loopback import CALLBACK, EDIT, FOLLOWUP, InteractionRefused
from bot.offline.loopback.interactions import walk_components
from bot.storage.server_settings import NAMES, parse, stored_text
from engine import SCENARIOS, Game, Options, Refusal
from engine.names import named
from engine.views import player_view
from support.loopback import IN_CHANNELS

EXAMPLES, CLICKS = 15, 16
"""Examples per run, each a sweep against the same bot and games: every slash command, every
autocomplete, and CLICKS clicks on the components mallory sees (about 48 requests, 0.4 s of CPU:
each command is sent with 15 sets of options, and some 240 clicks reach every kind of component)."""
DEFERRED, DEFERRED_UPDATE = 5, 6
CHANNELS = ("general", "games", "lobby", "finished", "table-1", *["mine"] * 5)
MEMBERS = ("alice", "bob", "carol", "mallory")


class Failures(logging.Handler):
    """The errors the bot logs (tracebacks of failed handlers, exceptions discord.py ignored)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append(f"{record.name}: {record.getMessage()}")


def texts(known: list[str]) -> st.SearchStrategy[str]:
    """What a member may type: words the bot knows, any Unicode, and text far past Discord's limits."""
    return st.one_of(st.sampled_from(known), st.text(max_size=12),
                     st.builds(lambda part, size: (part * size)[:size], st.text(min_size=1, max_size=4),
                               st.sampled_from([100, 2001, 6000, 6001, 20000])))


def commands(numbers: st.SearchStrategy[int], words: st.SearchStrategy[str]) -> dict[str, st.SearchStrategy]:
    """Each slash command with any of its options (the required ones always), by its path."""
    floats = st.one_of(st.floats(allow_nan=False, allow_infinity=False), st.sampled_from([0.0, 0.5, 1.0, 1e300]))
    member = st.sampled_from(MEMBERS)

    def options(required: dict | None = None, **optional) -> st.SearchStrategy:
        return st.fixed_dictionaries(required or {}, optional=optional)

    def choice(*offered: str) -> st.SearchStrategy[str]:
        """An option with choices: mostly one of them, else anything (a choice Discord no longer offers)."""
        return st.one_of(*[st.sampled_from(offered)] * 6, words)

    return {
        "muses new": options(players=numbers, hands=numbers, tiebreak=choice("shared", "trigger-loses"), timeout=floats,
                             scenario=choice(*SCENARIOS), interventions=words, on_leave=choice("end", "continue"),
                             ai=numbers, level=choice(*AI_LEVELS), hints=st.booleans()),
        "muses place": options({"muse": words, "square": words}, face_down=st.booleans()),
        "muses move": options({"muse": words, "direction": words}, ability=words, intervention=words),
        "muses hint": options(), "muses rules": options(), "muses leaderboard": options(),
        "muses status": options(game=numbers), "muses hand": options(game=numbers),
        "muses export": options(game=numbers), "muses stats": options(member=member),
        "muses history": options(member=member), "muses forget-me": options(),
        "muses pings": options({"state": choice("on", "off")}), "muses end": options(), "muses leave": options(),
        "muses-admin reset": options(), "muses-admin games": options(),
        "muses-admin end": options({"game": numbers}),
        "muses-admin settings": options(timeout=floats, hints=st.booleans(), ai=st.booleans(),
                                        ai_level=choice(*AI_LEVELS), channels=words, anyone=st.booleans(),
                                        lobby_hours=floats, idle_days=floats, lobbies=numbers, threads=st.booleans()),
        "muses-admin language": options({"language": choice(*codes())}),
        "muses-admin forget": options({"member": member}),
    }


OWNERS = 3
"""How many `/muses-admin settings` the server's owner sends in each example (mallory is refused
them): her settings are undone at each example."""
DEFAULT_SETTINGS = {name: stored_text(getattr(IN_CHANNELS, name)) for name in NAMES}
TYPED = {"muses place": ("muse", "square"), "muses move": ("muse", "direction", "ability", "intervention"),
         "muses status": ("game",), "muses hand": ("game",), "muses export": ("game",),
         "muses-admin end": ("game",)}
"""The options a member types into with the bot's suggestions (autocomplete)."""


def brief(data):
    """Interaction data to read in a failure: ids dropped, long text cut."""
    if isinstance(data, dict):
        return {k: brief(v) for k, v in data.items() if k not in ("id", "type", "resolved")}
    if isinstance(data, list):
        return [brief(v) for v in data]
    return f"{data[:10]!r}… ({len(data)} characters)" if isinstance(data, str) and len(data) > 40 else data


def leftovers(game: int, version: int) -> list[discord.ui.View]:
    """The controls of a board and of a lobby of `game`, as a message an earlier run of the bot left
    (killed before it took them off): other games', finished games', unknown games' custom ids."""
    board, lobby = discord.ui.View(timeout=None), discord.ui.View(timeout=None)
    for act in BoardAct:
        board.add_item(BoardButton(act, game, version))
    board.add_item(ResetButton(game))
    board.add_item(FirstChoice(game, version, 0, "first", [(o, o) for o in ("A1", "M12", "face-down #1", "Calliope")]))
    for lobby_act in LobbyAct:
        lobby.add_item(LobbyButton(lobby_act, game))
    for menu in (LobbyScenario(game), LobbyTiles(game), LobbyAI(game)):
        lobby.add_item(menu)
    return [board, lobby]


async def answered(handle) -> None:
    """The interaction's first answer came (in Discord's 3 seconds: the loopback refuses a later
    one), and what a deferral promised followed."""
    first = await handle.response()
    if first.callback_type in (DEFERRED, DEFERRED_UPDATE):
        async with asyncio.timeout(5):
            while not any(r.kind in (EDIT, FOLLOWUP) and r.error_code is None for r in handle.records):
                await asyncio.sleep(0.005)


def test_a_face_down_token_without_its_number_is_said_as_typed():
    """`/muses place muse:face-down #x` was answered "Something went wrong" (int("x") failed)."""
    assert [named(n).said() for n in ("face-down #x", "face-down #", "face-down #2")] == [
        "face-down #x", "face-down #", "face-down #2"]


def test_a_refusal_repeats_at_most_40_characters_of_what_was_typed():
    """A refusal repeating 6,000 typed characters went past Discord's 2,000 and was never shown:
    the interaction failed."""
    view = player_view(Game.new(["alice", "bob"], Options(), random.Random(1)), 0)
    for typed in (lambda long: choices.placement(view, long, "A1", False),
                  lambda long: choices.placement(view, sorted(view.hand)[0], long, False),
                  lambda long: choices.step("Clio", "N", None, long)):
        with pytest.raises(Refusal) as refused:
            typed("Ω" * 6000)
        assert "Ω" * 39 + "…" in str(refused.value) and len(str(refused.value)) < 200


def test_a_channel_id_of_thousands_of_digits_is_refused():
    """`/muses-admin settings channels:999…` (4,400 digits) failed in int(): past Python's 4,300."""
    for typed in ("9" * 4400, f"<#{'1' * 21}>"):
        with pytest.raises(Refusal, match="List channels as #mentions"):
            parse("channels", typed)
    assert parse("channels", f"<#{'1' * 20}> 42") == (int("1" * 20), 42)


def test_an_option_outside_its_choices_or_range_is_not_offered():
    """A choice or number Discord's client would not send (one gone from an out-of-date client's
    commands) was taken as it came: `level:ÿ` failed with a traceback, `players:100` opened a lobby,
    `/muses export game:-10²⁴` failed in the database."""
    new = {p.name: p for p in MusesCog.new.parameters}
    language = AdminCog.language.parameters[0]
    offered = [("level", "hard"), ("players", 4), ("players", None), ("timeout", 0.0), ("timeout", 10080.0),
               ("interventions", "anything")]
    unoffered = [("level", "ÿ"), ("tiebreak", "sudden"), ("players", 100), ("hands", 0), ("timeout", -1e158),
                 ("scenario", "Calliope")]
    assert [offers(new[name], value) for name, value in offered] == [True] * len(offered)
    assert [offers(new[name], value) for name, value in unoffered] == [False] * len(unoffered)
    assert (offers(language, "it"), offers(language, "xx")) == (True, False)
    game = MusesCog.export.parameters[0]  # a number Discord sends at most ±2⁵³, and a database holds
    assert [offers(game, n) for n in (2 ** 53, -(2 ** 53), 2 ** 53 + 1, -(10 ** 24))] == [True, True, False, False]


@pytest.mark.slow(seconds=20)
async def test_hostile_input_is_answered_and_leaves_others_games_alone(loopback, make_bot):
    loopback.guild.add_member("mallory")
    for name in ("lobby", "finished", "mine"):
        loopback.guild.add_channel(name)
    failures = Failures()
    logging.getLogger().addHandler(failures)
    try:
        async with loopback.running(make_bot(seed=7)) as bot:
            playing = AutoTable(loopback, "games", ["alice", "bob"], random.Random(7), slash_share=0.0)
            await playing.open(2)
            await playing.play_turn()
            ended = AutoTable(loopback, "finished", ["bob", "alice"], random.Random(8), slash_share=0.0)
            await ended.open(2)
            end = await loopback.slash("muses end", user="bob", channel="finished")
            await (await loopback.click(await end.response(), label="End the game", user="bob")).response()
            lobby = await (await loopback.slash("muses new", {"players": 3}, user="alice", channel="lobby")).response()
            ids = [playing.game, ended.game, int(components(loopback.message(lobby.message_id))[0]["custom_id"]
                                                 .rsplit(":", 1)[1])]
            for game, version in ((ids[1], 1), (ids[0], 1), (ids[2], 1), (404, 7), (2 ** 70, 2 ** 70)):
                for view in leftovers(game, version):
                    await bot.http.send_message(loopback.channel("finished").id, params=handle_message_parameters(
                        content=f"left over: game #{game}", view=view))
            mallory, mine = loopback.member("mallory").id, loopback.channel("mine").id

            async def her_own_game() -> None:
                """Mallory's own game against an AI in #mine, where her moves are parsed in full: opened
                again at each example, once she ended it (and a lobby she opened elsewhere closed)."""
                await bot.games.set_server(loopback.guild.id, DEFAULT_SETTINGS)  # as olivia may have changed them
                if bot.games.in_channel(mine) is None:
                    await bot.games.abandon(lambda s: s.host == mallory and s.game is None)
                    await AutoTable(loopback, mine, ["mallory"], random.Random(9)).open(2, ai=1, level="easy")
            loop = asyncio.get_running_loop()

            async def versions(known=()) -> dict[int, tuple[int, bool] | None]:
                """Each game's stored version, and whether mallory sits at it (None: the store has it no
                more): the games open on the server, those of `ids` and those `known` before."""
                found: dict[int, tuple[int, bool] | None] = {}
                for game in {*ids, *known, *(s.id for s in bot.games.of_server(loopback.guild.id))}:
                    stored = await bot.games.store.get(game)
                    found[game] = None if stored is None else (stored.version, stored.seat_of(mallory) is not None)
                return found

            async def clickable() -> list[tuple[int, dict]]:
                """Every enabled component of every message mallory sees: the channels', and her own answers."""
                mine = {m for h in loopback.interactions.values() if int(h.payload["member"]["user"]["id"]) == mallory
                        for m in (h.message_ids | {h.original_id})}
                found = []
                for record in loopback.records:
                    if record.message_id is None or (record.ephemeral and record.message_id not in mine):
                        continue
                    message = loopback.message(record.message_id)
                    for item in walk_components(message["components"] if message else []):
                        if "custom_id" in item and not item.get("disabled"):
                            found.append((record.message_id, item))
                # in an order that mixes the games' messages, as a small index picks the first ones most
                return sorted({i["custom_id"]: (m, i) for m, i in found}.values(),
                              key=lambda f: zlib.crc32(f"{f[0]}{f[1]['custom_id']}".encode()))

            numbers = st.one_of(st.sampled_from([*ids, 0, -1, 2 ** 53, 2 ** 63, 10 ** 30]), st.integers())
            words = texts(["Calliope", "face-down #1", "face-down #x", "M12", "N", "zeus", "aeolus", "base", "on",
                           "hard", str(ids[0]), f"muses:turn:{ids[1]}:1", "9" * 4400, f"<#{'1' * 30}>"])
            slash = commands(numbers, words)

            sweep = [*(("slash", path) for path in TYPED), *(("autocomplete", path) for path in TYPED),  # first,
                     *(("slash", path) for path in sorted(set(slash) - set(TYPED))),  # while her game is on
                     *[("component", "")] * CLICKS, *[("owner", "muses-admin settings")] * OWNERS]

            def request(data: st.DataObject, run, kind: str, path: str):
                """One request of mallory's, drawn in Hypothesis' thread and sent on the bot's loop."""
                channel = data.draw(st.sampled_from(CHANNELS), label="channel")
                if kind == "slash":
                    return run(loopback.slash(path, data.draw(slash[path], label="options"), user="mallory",
                                              channel=channel))
                if kind == "owner":  # naming channels, the setting parsed most
                    options = {**data.draw(slash[path], label="options"), "channels": data.draw(words, label="typed")}
                    return run(loopback.slash(path, options, user="olivia", channel=channel))
                if kind == "autocomplete":
                    options = data.draw(slash[path], label="options")
                    focused = data.draw(st.sampled_from(TYPED[path]), label="focused")
                    options[focused] = data.draw(words, label="typed")
                    return run(loopback.autocomplete(path, options, focused=focused, user="mallory", channel=channel))
                # drawn as numbers, not from the messages (which change as the run goes): each example's
                # draws keep one shape, as Hypothesis expects
                pick, picks = data.draw(st.sampled_from(range(997)), label="component"), data.draw(
                    st.lists(st.integers(0, 24), max_size=5), label="values")
                found = run(clickable())
                message, item = found[pick % len(found)]
                if item["type"] == 2:
                    return run(loopback.click(message, custom_id=item["custom_id"], user="mallory"))
                values = [o["value"] for o in item["options"]]
                chosen = list(dict.fromkeys(values[i % len(values)] for i in picks))[:item.get("max_values", 1)]
                chosen = chosen if len(chosen) >= item.get("min_values", 1) else values[:1]
                return run(loopback.select(message, chosen, custom_id=item["custom_id"], user="mallory"))

            async def checked(handle, before: dict[int, tuple[int, bool] | None]) -> list[str]:
                """What went wrong with mallory's request, each problem with the request."""
                sent = f"{brief(handle.payload['data'])} in #{loopback.channel_by_id(handle.channel_id).name}"
                try:
                    await answered(handle)
                    problems = []
                except TimeoutError:
                    problems = [f"unanswered: {sent}"]
                said = [r.content or "" for r in handle.records if r.kind != CALLBACK or r.callback_type != 8]
                problems += [f"answered {s!r}: {sent}" for s in said if "went wrong" in s]
                problems += [f"logged {f!r}: {sent}" for f in failures.seen]
                problems += [f"refused {b!r}: {sent}" for b in loopback.refused_bodies]
                failures.seen.clear()
                loopback.refused_bodies.clear()
                after = await versions(before)
                problems += [f"changed game #{g}, not hers: {sent}" for g, was in before.items()
                             if after[g] != was and not (was and was[1]) and not (after[g] and after[g][1])]
                return problems

            problems: list[str] = []

            @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                      phases=(Phase.generate,),
                      suppress_health_check=list(HealthCheck))
            @given(st.data())
            def fuzz(data: st.DataObject) -> None:
                def run(work):
                    return asyncio.run_coroutine_threadsafe(work, loop).result(timeout=30)

                run(her_own_game())
                for kind, path in sweep:
                    before = run(versions())
                    try:
                        handle = request(data, run, kind, path)
                    except InteractionRefused:
                        continue  # Discord's client would not send it
                    problems.extend(run(checked(handle, before)))

            # Hypothesis draws the requests and the test collects what went wrong, rather than Hypothesis
            # replaying a failing example: the games have moved on since, so a replay would differ
            await asyncio.to_thread(fuzz)
            assert problems == [], "\n".join(problems)
    finally:
        logging.getLogger().removeHandler(failures)
