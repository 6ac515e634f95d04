"""The table inside Discord, in headless Chromium (docs/activity.md): pages opened as Discord opens
an Activity (a URL with frame_id, instance_id, platform, guild_id and channel_id), the SDK's mock
standing in for the Discord client (served by this harness in place of static/discord-sdk.js;
the product always makes the real SDK), the loopback Discord behind both."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
import yarl

from bot.offline.autoplay import AutoTable, board_version
from bot.offline.loopback.interactions import walk_components
from support.browser import PHONE
from support.loopback import UNTIMED
from support.web import opened

MOCK = (Path(__file__).with_name("sdk_mock.js")).read_text()
pytestmark = [pytest.mark.slow, pytest.mark.asyncio(loop_scope="session")]


def activity_url(base: str, loopback, channel: str, instance_id: str) -> str:
    """The page's address as Discord opens an Activity in `channel` (desktop)."""
    return str(yarl.URL(base).with_query(frame_id="f-1", instance_id=instance_id, platform="desktop",
                                         guild_id=str(loopback.guild.id),
                                         channel_id=str(loopback.channel(channel).id)))


async def inside_discord(browser, loopback, base: str, user: str, channel: str, instance_id: str,
                         invited: asyncio.Event | None = None):
    """`user`'s page in the Activity's instance: a context of its own, the SDK's mock in the page;
    each invite dialog it opens is noted in `invited`. (The waits are on selectors: a waited-for
    function would be evaluated as a string, which the page's CSP refuses.)"""
    context = await browser.new_context(reduced_motion="reduce", viewport=PHONE)
    page = await context.new_page()
    await page.route("**/static/discord-sdk.js",
                     lambda route: route.fulfill(body=MOCK, content_type="text/javascript"))
    client_id = str(loopback.application_id)
    await page.expose_function("harnessCode", lambda: loopback.sdk_authorize(user, client_id=client_id))
    await page.expose_function("harnessUser", lambda: str(loopback.member(user).id))
    await page.expose_function("harnessInvited", lambda: invited.set() if invited is not None else None)
    await page.expose_function("harnessParticipants", lambda: [
        {"id": str(u)} for u in (loopback.activities.instance(instance_id).users
                                 if loopback.activities.instance(instance_id) else [])])
    await page.goto(activity_url(base, loopback, channel, instance_id))
    return page


@pytest.mark.slow(seconds=20)
async def test_players_and_a_spectator_share_the_channels_instance_to_the_result(browser, loopback, make_bot) -> None:
    loopback.enable_activities()
    async with loopback.running(make_bot(web=True)) as bot:
        base = opened(loopback, bot)
        table = AutoTable(loopback, "games", ["alice", "bob"], random.Random(7))
        board = await table.open(2)
        launch = await loopback.click(board, user="alice", custom_id=f"muses:open:{table.game}")
        assert (await launch.response()).callback_type == 12
        instance = launch.activity_instance_id
        invited = asyncio.Event()
        alice = await inside_discord(browser, loopback, base, "alice", "games", instance, invited)
        await alice.wait_for_selector("body[data-state=table][data-version]")
        assert await alice.locator("#players li").count() == 2
        loopback.open_activity("bob", "games")  # from the App Launcher: his own game
        bob = await inside_discord(browser, loopback, base, "bob", "games", instance)
        await bob.wait_for_selector("body[data-state=table][data-version]")
        loopback.open_activity("carol", "games")
        carol = await inside_discord(browser, loopback, base, "carol", "games", instance)
        await carol.wait_for_selector("body[data-state=chooser]")
        await carol.locator("button.game-choice").click()
        await carol.wait_for_selector("body[data-state=table][data-version]")
        participants = [{"id": str(loopback.member(u).id)} for u in ("alice", "bob", "carol")]
        await alice.evaluate("p => window.harnessSdk.emitEvent('ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE', "
                             "{participants: p})", participants)
        await alice.locator("#players li.in-activity").nth(1).wait_for()
        assert await alice.locator("#players li.in-activity").count() == 2
        await alice.get_by_role("button", name="Invite").click()
        await asyncio.wait_for(invited.wait(), 10)
        # the player to move places a Muse in the Activity; the rest of the game is played in the chat
        version = board_version(table.board, table.game)
        mover = {"alice": alice, "bob": bob}[table.to_move()]
        await mover.locator("button.hand").first.click()
        await mover.locator("g.legal").first.click()
        face_up = mover.get_by_role("button", name="Face up")
        if await face_up.count():
            await face_up.click()
        await mover.locator("#confirm:not([disabled])").click()
        for page in (alice, bob, carol):
            await page.wait_for_selector(f'body[data-version]:not([data-version="{version}"])', state="attached")
        table.board = await table.next_board(version)
        await table.play_game()
        for page in (alice, bob, carol):
            await page.wait_for_selector("body[data-status=finished]")


@pytest.mark.slow(seconds=12)
async def test_a_second_game_of_the_channel_opens_through_the_chooser_and_an_empty_seat_offers_join(
        browser, loopback, make_bot) -> None:
    loopback.enable_activities()
    async with loopback.running(make_bot(web=True, server_defaults=UNTIMED)) as bot:
        base = opened(loopback, bot)
        await AutoTable(loopback, "games", ["alice", "bob"], random.Random(7)).open(2)  # now in a thread
        lobby = await (await loopback.slash("muses new", {"players": 3}, user="dave", channel="games")).response()
        assert [c.get("label") for c in walk_components(lobby.body["components"])].count("Open the board") == 1
        instance = loopback.open_activity("carol", "games")
        loopback.member("carol").user.locale = "de"  # her Discord client speaks German: so does the page
        carol = await inside_discord(browser, loopback, base, "carol", "games", instance.id)
        await carol.wait_for_selector("body[data-state=chooser]")
        choices = carol.locator("button.game-choice")
        assert await choices.count() == 2
        await choices.nth(1).click()  # the lobby
        await carol.get_by_role("button", name="Beitreten").click()  # Join
        await carol.get_by_role("button", name="Verlassen").wait_for()  # Leave
        stored = await bot.store.get(lobby_game(lobby))
        assert [seat.name for seat in stored.seats][1:] == ["Carolina Featherstonehaugh-Smyth"]


def lobby_game(lobby) -> int:
    """The game of a lobby message (its buttons' custom ids end with it)."""
    return int(next(c["custom_id"] for c in walk_components(lobby.body["components"])
                    if c.get("custom_id", "").startswith("muses:lobby:")).rsplit(":", 1)[1])
