"""The board as a Discord Activity, from the chat (docs/activity.md): command sync keeps the
application's Entry Point command, the start-up log says what the Activity lacks, "Open the
board" launches the Activity on its game for whoever pressed it, and falls back to the web link
where Discord will not launch it, saying why once."""

from __future__ import annotations

import logging
import random

import aiohttp

from bot.edge.activity import NO_ACTIVITY, NO_USE_ACTIVITIES, OPEN_BOARD
from bot.offline.autoplay import AutoTable
from bot.offline.loopback.activities import IN_THREAD, PRIMARY_ENTRY_POINT, REFUSED_IN_THREADS
from bot.offline.loopback.interactions import walk_components
from support.loopback import UNTIMED
from support.web import hello, opened

LINK = 5
"""A link button's style."""


def opener(message: dict) -> dict:
    """The "Open the board" component of a message."""
    (found,) = [c for c in walk_components(message["components"]) if c.get("label") == OPEN_BOARD]
    return found


async def test_command_sync_keeps_the_entry_point_command_and_says_what_the_activity_lacks(
        loopback, make_bot, caplog) -> None:
    loopback.enable_activities()
    (entry,) = loopback.commands.list(None)
    with caplog.at_level(logging.INFO, logger="bot.hosting.app"):
        async with loopback.running(make_bot()):
            pass
    synced = {c["name"]: c for c in loopback.commands.list(None)}
    assert "muses" in synced and synced["launch"]["type"] == PRIMARY_ENTRY_POINT
    assert {k: v for k, v in synced["launch"].items() if k != "version"} == \
        {k: v for k, v in entry.items() if k != "version"}
    said = [r.getMessage() for r in caplog.records if r.getMessage().startswith("Activity:")]
    assert said == ["Activity: not set up (no redirect URI registered for the web table, MUSES_WEB_URL unset); "
                    "the game plays on in chat"]


async def test_open_the_board_launches_the_activity_on_its_game(loopback, make_bot, caplog) -> None:
    loopback.enable_activities()
    public = "https://muses.example/table/"  # where the Activity's URL mapping points
    loopback.oauth.redirect_uris.add(f"{public}signin/done")
    bot = make_bot(web={"web_url": public})
    with caplog.at_level(logging.INFO, logger="bot.hosting.app"):
        async with loopback.running(bot):
            table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(5))
            board = await table.open(2)
            button = opener(loopback.message(board.message_id))
            assert button["custom_id"] == f"muses:open:{table.game}" and "url" not in button
            launches = [await loopback.click(board, user=user, custom_id=button["custom_id"])
                        for user in ("alice", "bob")]
            for launch in launches:
                assert (await launch.response()).callback_type == 12
            assert await bot.launches.last(loopback.member("alice").id, loopback.channel("games").id) == table.game
    games = loopback.channel("games")
    instance = loopback.activities.in_channel(games.id)
    assert instance is not None and {launch.activity_instance_id for launch in launches} == {instance.id}
    assert instance.users == [loopback.member("alice").id, loopback.member("bob").id]
    assert "Activity: ready (Entry Point command, redirect URI, MUSES_WEB_URL)" in [r.getMessage() for r in
                                                                                   caplog.records]


async def test_where_discord_will_not_launch_it_the_board_opens_on_the_web_told_why_once(
        loopback, make_bot) -> None:
    loopback.enable_activities()
    await loopback.deny("games", "use_embedded_activities", target="bob")
    async with loopback.running(make_bot(web=True)) as bot:
        opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(5))
        board = await table.open(2)
        custom_id = opener(loopback.message(board.message_id))["custom_id"]
        answers = []
        for _ in range(2):
            click = await loopback.click(board, user="bob", custom_id=custom_id)
            answers.append(await click.response())
        loopback.activities.enabled = False  # the Activity switched off in the portal: Discord refuses it
        refused = await loopback.click(board, user="alice", custom_id=custom_id)
        fallback = await refused.wait_for(lambda r: r.callback_type == 4)
        loopback.activities.enabled = True  # and on again: the next press launches it
        again = await loopback.click(board, user="alice", custom_id=custom_id)
        assert (await again.response()).callback_type == 12
        link = bot.table_of(table.game)
    assert [a.callback_type for a in answers] == [4, 4] and all(a.ephemeral for a in answers)
    assert [a.body["content"] for a in answers] == [NO_USE_ACTIVITIES, OPEN_BOARD]
    assert all(opener(a.body) == {**opener(a.body), "style": LINK, "url": link} for a in answers)
    assert [r.error_code for r in refused.records if r.callback_type == 12] == [50035]
    assert fallback.body["content"] == NO_ACTIVITY and opener(fallback.body)["url"] == link


async def signed_in_activity(http: aiohttp.ClientSession, loopback, base: str, user: str, channel: str,
                             instance: str | None = None) -> tuple:
    """`user`'s page in the instance of `channel` (`instance`: the one the page says), as the SDK
    signs in: the Discord client's code for the app (authorize, prompt none), exchanged by the
    table; its status, its answer and the code."""
    code = loopback.sdk_authorize(user, client_id=str(loopback.application_id))
    running = loopback.activities.in_channel(loopback.channel(channel).id)
    body = {"code": code, "channel_id": str(loopback.channel(channel).id), "guild_id": str(loopback.guild.id),
            "instance_id": instance or (running.id if running else "i-0")}
    async with http.post(f"{base}api/signin/code", json=body) as response:
        return response.status, await response.json(), code


async def test_an_instance_opens_the_launched_game_the_players_own_or_a_chooser(loopback, make_bot) -> None:
    loopback.enable_activities()
    async with loopback.running(make_bot(web=True, server_defaults=UNTIMED)) as bot, aiohttp.ClientSession() as http:
        base = opened(loopback, bot)
        games = loopback.channel("games")
        tables = [AutoTable(loopback, "games", players, random.Random(5)) for players in (["alice", "bob"],
                                                                                         ["carol", "dave"])]
        boards = [await table.open(2) for table in tables]
        first, second = (table.game for table in tables)
        assert all(loopback.channel(t.channel).parent_id == loopback.channel("games").id for t in tables)  # threads
        click = await loopback.click(boards[1], user="alice", custom_id=f"muses:open:{second}")
        assert (await click.response()).callback_type == 12  # alice, seated in the first, watches the second
        thread = loopback.channel(tables[1].channel).id  # remembered too, should Discord run it in the thread
        assert await bot.launches.last(loopback.member("alice").id, thread) == second
        status, alice, _ = await signed_in_activity(http, loopback, base, "alice", "games")
        assert status == 200 and alice["game"] == second and alice["access_token"]
        assert [g["game"] for g in alice["games"]] == [first, second]
        loopback.open_activity("bob", "games")  # from the App Launcher
        status, bob, code = await signed_in_activity(http, loopback, base, "bob", "games")
        assert bob["game"] == first  # his own game: he came from the App Launcher, not a board
        status, outside, _ = await signed_in_activity(http, loopback, base, "olivia", "games")
        assert status == 404 and outside["code"] == "not_found"  # she is not in the instance (yet)
        loopback.open_activity("olivia", "games")
        loopback.member("olivia").user.locale = "it"
        status, olivia, _ = await signed_in_activity(http, loopback, base, "olivia", "games")
        assert olivia["game"] is None and [g["seat"] for g in olivia["games"]] == [None, None]  # the chooser
        assert olivia["lang"] == "it"  # her Discord locale: the page speaks Italian
        async with http.get(f"{base}api/texts/it") as response:
            assert (await response.json())["texts"]["Invite"] == "Invita"
        page = await hello(http, base, olivia["session"], second)
        assert page.frames[0]["t"] == "position" and page.frames[0]["seat"] is None  # a spectator
        seated = await hello(http, base, bob["session"], first)
        assert seated.frames[0]["seat"] is not None
        status, general, _ = await signed_in_activity(http, loopback, base, "bob", "general",
                                                      loopback.activities.in_channel(games.id).id)
        assert status == 404  # the instance runs in #games, not where the page says
        loopback.open_activity("bob", "general")
        status, general, _ = await signed_in_activity(http, loopback, base, "bob", "general")
        assert status == 200 and general["game"] is None and general["games"] == []  # a lobby to open
        where = {"guild_id": str(loopback.guild.id), "channel_id": str(loopback.channel("general").id)}
        auth = {"Authorization": f"Bearer {general['session']}"}
        async with http.post(f"{base}api/lobby", json=where, headers=auth) as response:
            lobby = (await response.json())["game"]
        posted = loopback.channel_messages("general")[-1]
        assert f"muses:open:{lobby}" in {c.get("custom_id") for c in walk_components(posted["components"])}
        async with http.post(f"{base}api/lobby", json=where, headers=auth) as response:
            assert response.status == 409 and (await response.json())["text"].startswith("This channel already")
        status, general, _ = await signed_in_activity(http, loopback, base, "bob", "general")
        assert general["game"] == lobby  # that channel's game, not #games'
        # a player who leaves the Activity keeps their seat, and plays their turn in chat
        loopback.close_activity("alice", loopback.activities.in_channel(games.id))
        assert bot.games.get(first).stored.seat_of(loopback.member("alice").id) is not None
        mover, before = tables[0].to_move(), bot.games.get(first).stored.version
        assert mover is not None and await tables[0].play_turn()
        assert bot.games.get(first).stored.version > before
        # Discord's docs do not say where a launch from a thread runs: in the thread, the page there
        # finds the game launched; refused, the board opens on the web
        loopback.activities.threads = IN_THREAD
        click = await loopback.click(boards[1], user="olivia", custom_id=f"muses:open:{second}")
        assert (await click.response()).callback_type == 12
        status, olivia, _ = await signed_in_activity(http, loopback, base, "olivia", tables[1].channel)
        assert status == 200 and olivia["game"] == second and olivia["games"][0]["seat"] is None
        loopback.activities.threads = REFUSED_IN_THREADS
        click = await loopback.click(tables[0].board, user="bob", custom_id=f"muses:open:{first}")
        answer = await click.wait_for(lambda r: r.callback_type == 4)
        assert answer.body["content"] == NO_ACTIVITY and opener(answer.body)["url"] == bot.table_of(first)
        # /muses forget-me forgets her launches
        thread = loopback.channel(tables[1].channel).id
        assert await bot.launches.last(loopback.member("olivia").id, thread) == second
        asked = await (await loopback.slash("muses forget-me", user="olivia", channel="games")).response()
        await (await loopback.click(asked.message_id, label="Dimenticami", user="olivia")).response()  # Forget me
        assert await bot.launches.last(loopback.member("olivia").id, thread) is None
        # a replayed code, and a forged one, sign nobody in
        for forged in (code, "not-a-code"):
            body = {"code": forged, "channel_id": str(games.id), "guild_id": str(loopback.guild.id),
                    "instance_id": loopback.activities.in_channel(games.id).id}
            async with http.post(f"{base}api/signin/code", json=body) as response:
                assert response.status == 401 and (await response.json())["code"] == "signed_out"
