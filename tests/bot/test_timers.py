"""Time in the bot: a channel's posts are held back to the limit it takes, and a turn timer
calls back once its deadline has passed. Time here is a clock the test moves (support.clock):
each request and call happens at an exact moment."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.play.session import Session
from bot.play.timers import FORGET_ABOVE, LATER_AT_MOST_S, LATER_S, Pace, Timing, TurnTimer
from bot.storage.server_settings import ServerSettings
from engine import Game, default_muse_table
from support.clock import ManualClock


def paced(clock: ManualClock, posts: int, seconds: float) -> Pace:
    return Pace(posts, seconds, clock=clock.now, sleep=clock.sleep)


async def test_a_channel_takes_its_posts_at_its_limit_and_another_channel_does_not_wait():
    clock = ManualClock()
    pace = paced(clock, 2, 0.3)
    sent: list[tuple[int, float]] = []

    async def post(channel: int) -> None:
        async with pace.turn(channel):
            sent.append((channel, clock.now()))

    await clock.run(asyncio.gather(*(post(1) for _ in range(5)), post(2)))
    assert sorted(sent) == [(1, 0.0), (1, 0.0), (1, 0.3), (1, 0.3), (1, 0.6), (2, 0.0)]


async def test_a_board_waiting_goes_before_the_dms_waiting_and_the_limit_holds():
    clock = ManualClock()
    pace = paced(clock, 2, 0.3)
    sent: list[tuple[str, float]] = []

    async def request(what: str, later: bool, after: float = 0.0) -> None:
        await clock.sleep(after)
        async with pace.turn(later=later):
            sent.append((what, round(clock.now(), 9)))

    dms = [request(f"dm{k}", True) for k in range(6)]  # hands dealt at once
    await clock.run(asyncio.gather(request("board", False, after=0.05), *dms))
    assert sent[:3] == [("dm0", 0.0), ("dm1", 0.0), ("board", 0.3)]  # the first place the limit gives
    times = [t for _, t in sent]
    assert times == sorted(times) and all(sum(1 for t in times if s <= t < s + 0.3) <= 2 for s in times)
    assert times[3] == 0.3 + LATER_S  # the DMs take the room left, looking again every LATER_S


async def test_a_dm_lets_boards_go_first_for_so_long_only():
    """Boards that keep a channel busy hold a DM back for LATER_AT_MOST_S at most: it then
    takes its place in the queue, before the boards that come after."""
    clock = ManualClock()
    pace = paced(clock, 1, 0.1)
    sent: list[tuple[str, float]] = []

    async def request(what: str, later: bool, after: float) -> None:
        await clock.sleep(after)
        async with pace.turn(later=later):
            sent.append((what, round(clock.now(), 9)))

    boards = [request(f"board{k}", False, after=0.1 * k) for k in range(60)]  # a board every 0.1 s for 6 s
    await clock.run(asyncio.gather(request("dm", True, after=0.05), *boards))
    assert LATER_AT_MOST_S == 2.0  # from 0.05 s to 2.05 s it lets the boards go first
    assert sent[19:23] == [("board19", 1.9), ("board20", 2.0), ("dm", 2.1), ("board21", 2.2)]


async def test_slow_requests_do_not_let_the_next_ones_bunch_up_where_discord_counts_them():
    """Discord counts a request when it arrives: after it was let go, before its answer."""
    clock = ManualClock()
    pace = paced(clock, 2, 0.3)
    arrived: list[float] = []

    async def request(on_the_way: float) -> None:
        async with pace.turn():
            await clock.sleep(on_the_way)
            arrived.append(round(clock.now(), 9))

    await clock.run(asyncio.gather(request(0.25), request(0.25), request(0.0)))
    assert arrived == [0.25, 0.25, 0.55]  # the third waits for the window after the first two answers


async def test_channels_no_longer_posted_in_are_forgotten_once_their_limit_is_over():
    """A bot that runs for months posts in ever new channels and DMs: what its pace holds of
    them does not grow without end, yet a channel's limit holds as long as it runs."""
    clock = ManualClock()
    pace = paced(clock, 2, 1.0)

    async def post(channel: int) -> None:
        async with pace.turn(channel):
            pass

    await post(0)
    await post(0)
    for channel in range(1, FORGET_ABOVE + 1):  # idle ones are looked for on the way: channel 0 is not
        await post(channel)
    await clock.run(post(0))
    assert clock.now() == 1.0  # its third post waited for its window
    await clock.advance(1.0)
    for channel in range(FORGET_ABOVE + 1, 3 * FORGET_ABOVE):
        await post(channel)
    assert 0 not in pace._keys and len(pace._keys) < 3 * FORGET_ABOVE - 1


class Calls:
    """A turn timer's callback that notes (version, time) of each call."""

    def __init__(self, clock: ManualClock):
        self.clock = clock
        self.seen: list[tuple[int, float]] = []

    async def __call__(self, version: int) -> None:
        self.seen.append((version, self.clock.now()))


async def test_a_turn_timer_calls_back_once_its_deadline_has_passed_and_arming_again_replaces_it():
    clock = ManualClock()
    calls = Calls(clock)
    timer = TurnTimer("test-timer", clock.now, calls, sleep=clock.sleep)
    timer.arm(5.0, 1)
    await clock.advance(4.9)
    assert calls.seen == []
    timer.arm(8.0, 2)  # a move came: the new turn's deadline
    await clock.advance(10.0)
    assert calls.seen == [(2, 8.0)]
    timer.arm(3.0, 3)  # a deadline already passed (a restart): at once
    await clock.advance(0.0)
    assert calls.seen == [(2, 8.0), (3, 14.9)]
    timer.arm(20.0, 4)
    timer.stop()
    await clock.advance(10.0)
    assert calls.seen == [(2, 8.0), (3, 14.9)]


async def test_a_turn_timer_may_arm_again_or_stop_from_inside_its_callback():
    clock = ManualClock()
    calls: list[tuple[int, float]] = []

    async def fire(version: int) -> None:
        if version < 3:
            timer.arm(clock.now() + 2.0, version + 1)  # the automated move's turn gets its own deadline
        else:
            timer.stop()  # the game ended: the call under way goes on
            await clock.sleep(1.0)
        calls.append((version, clock.now()))

    timer = TurnTimer("test-timer", clock.now, fire, sleep=clock.sleep)
    timer.arm(2.0, 1)
    await clock.advance(10.0)
    assert calls == [(1, 2.0), (2, 4.0), (3, 7.0)]


class Reminded:
    """A herald that notes each reminder (seat, time); the game owes nothing else here."""

    def __init__(self, clock: ManualClock):
        self.clock = clock
        self.seen: list[tuple[int, float]] = []

    async def remind(self, ledger, seat: int) -> None:
        self.seen.append((seat, self.clock.now()))

    async def private(self, ledger, messages) -> None:
        assert not messages


async def test_a_server_without_settings_gives_ten_minutes_a_turn_and_reminds_its_player_at_five():
    clock, muses = ManualClock(), default_muse_table()
    table = TableOptions(timeout=ServerSettings().timeout * Timing().minute)  # as `/muses new` takes the default
    game = Game.new(["ana", "ben"], table.options(muses), random.Random(1))
    stored = StoredGame(7, 1, 2, GameStatus.ACTIVE, 101, table, (Seat(101, "ana"), Seat(102, "ben")), game,
                        version=9, board_message=90, board_version=9, deadline=table.timeout)
    herald = Reminded(clock)
    session = Session(stored, None, herald, muses, random.Random(2), lambda s: None, None,  # type: ignore[arg-type]
                      clock=clock.now, sleep=clock.sleep)
    await session.resume()
    await clock.advance(5 * 60 - 1)
    assert herald.seen == []
    await clock.advance(2)
    assert herald.seen == [(game.hand.to_move, 5 * 60)]
    await session.quiet()


class Lobbies:
    """A store that takes every version, and a herald that notes each lobby message (its seats, the time)."""

    def __init__(self, clock: ManualClock):
        self.clock = clock
        self.seen: list[tuple[tuple[int, ...], float]] = []

    async def save(self, stored: StoredGame) -> StoredGame:
        return replace(stored, version=stored.version + 1)

    async def lobby(self, ledger, edit) -> None:
        self.seen.append((tuple(x.user for x in ledger.stored.seats), self.clock.now()))

    async def private(self, ledger, messages) -> None:
        assert not messages


async def test_a_seat_held_in_a_rematchs_lobby_is_shown_free_once_its_time_is_over():
    clock, muses = ManualClock(), default_muse_table()
    seats = (Seat(101, "ana"), Seat(102, "ben", reserved_until=600.0))
    stored = StoredGame(7, 1, 2, GameStatus.LOBBY, 101, TableOptions(), seats, version=3, board_message=70,
                        board_version=3, active_at=0.0)
    both = Lobbies(clock)
    session = Session(stored, both, both, muses, random.Random(2), lambda s: None, None,  # type: ignore[arg-type]
                      clock=clock.now, sleep=clock.sleep)
    await session.resume()
    await clock.advance(599)
    assert both.seen == []
    await clock.advance(2)
    assert both.seen == [((101,), 600.0)] and session.stored.version == 4
    await session.quiet()
