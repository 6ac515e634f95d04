"""Time in the bot: a channel's posts are held back to the limit it takes."""

from __future__ import annotations

import asyncio
import time

from bot.play.timers import FORGET_ABOVE, Pace


async def test_a_channel_takes_its_posts_at_its_limit_and_another_channel_does_not_wait():
    pace = Pace(2, 0.3)
    started = time.monotonic()
    sent: list[tuple[int, float]] = []

    async def post(channel: int) -> None:
        async with pace.turn(channel):
            sent.append((channel, time.monotonic() - started))

    await asyncio.gather(*(post(1) for _ in range(5)), post(2))
    ones = sorted(t for c, t in sent if c == 1)
    assert all(sum(1 for t in ones if s <= t < s + 0.3) <= 2 for s in ones)  # never 3 within 0.3 s
    assert ones[-1] >= 0.6  # five posts at two per 0.3 s: the fifth waits two windows
    assert next(t for c, t in sent if c == 2) < 0.1  # the other channel's post goes at once


async def test_a_board_waiting_goes_before_the_dms_waiting_and_the_limit_holds():
    pace = Pace(2, 0.3)
    started = time.monotonic()
    sent: list[tuple[str, float]] = []

    async def request(what: str, later: bool) -> None:
        async with pace.turn(later=later):
            sent.append((what, time.monotonic() - started))

    dms = [asyncio.ensure_future(request(f"dm{k}", True)) for k in range(6)]  # hands dealt at once
    await asyncio.sleep(0.05)
    await asyncio.gather(request("board", False), *dms)
    order = [what for what, _ in sorted(sent, key=lambda x: x[1])]
    assert order.index("board") <= 2  # two DMs had the first window; the board the next place
    times = sorted(t for _, t in sent)
    assert all(sum(1 for t in times if s <= t < s + 0.3) <= 2 for s in times)  # never 3 within 0.3 s


async def test_slow_requests_do_not_let_the_next_ones_bunch_up_where_discord_counts_them():
    """Discord counts a request when it arrives: after it was let go, before its answer."""
    pace = Pace(2, 0.3)
    started = time.monotonic()
    arrived: list[float] = []

    async def request(on_the_way: float) -> None:
        async with pace.turn():
            await asyncio.sleep(on_the_way)
            arrived.append(time.monotonic() - started)

    await asyncio.gather(request(0.25), request(0.25), request(0.0))
    assert all(sum(1 for t in arrived if s <= t < s + 0.3) <= 2 for s in arrived)  # never 3 within 0.3 s


async def test_channels_no_longer_posted_in_are_forgotten_once_their_limit_is_over():
    """A bot that runs for months posts in ever new channels and DMs: what its pace holds of
    them does not grow without end, yet a channel's limit holds as long as it runs."""
    pace = Pace(2, 1.0)

    async def post(channel: int) -> None:
        async with pace.turn(channel):
            pass

    await post(0)
    await post(0)
    answered = time.monotonic()
    for channel in range(1, FORGET_ABOVE + 1):  # idle ones are looked for on the way: channel 0 is not
        await post(channel)
    await post(0)
    assert time.monotonic() - answered >= 0.99  # its third post waited for its window
    await asyncio.sleep(1.0)
    for channel in range(FORGET_ABOVE + 1, 3 * FORGET_ABOVE):
        await post(channel)
    assert 0 not in pace._keys and len(pace._keys) < 3 * FORGET_ABOVE - 1
