"""The loopback's bookkeeping that tests and the bench lean on: waits on records (keyed by channel
or interaction, woken only by their own records) and finding members and channels by id and name
after the world changed."""

from __future__ import annotations

import asyncio

import pytest

from bot.offline.loopback import MESSAGE, Record, User, default_guild
from bot.offline.loopback.records import Recorder


def post(channel_id: int, content: str, interaction_id: int | None = None) -> Record:
    return Record(MESSAGE, 'POST /channels/{channel}/messages', {'content': content}, channel_id=channel_id,
                  interaction_id=interaction_id)


async def test_a_wait_keyed_by_channel_sees_that_channels_records_only_and_ends_once_met() -> None:
    recorder = Recorder()
    board = asyncio.create_task(recorder.wait(
        lambda records: next((r for r in records if 'board' in r.content), None), 1, 'board', channel=1))
    other = asyncio.create_task(recorder.wait(lambda records: records, 1, 'anything', interaction=7))
    await recorder.add(post(2, 'board of another table'))
    await recorder.add(post(1, 'chatter'))
    await asyncio.sleep(0)
    assert not board.done() and not other.done()
    await recorder.add(post(1, 'board', interaction_id=7))
    assert (await board).content == 'board'
    assert [r.content for r in await other] == ['board']
    assert recorder.by_channel[1][-1].content == 'board' and len(recorder.records) == 3


async def test_a_wait_that_times_out_lists_the_records_and_one_whose_selection_fails_raises() -> None:
    recorder = Recorder()
    await recorder.add(post(1, 'hello'))
    with pytest.raises(TimeoutError, match="(?s)no board within 0.05s.*'hello'"):
        await recorder.wait(lambda records: None, 0.05, 'board')
    failing = asyncio.create_task(
        recorder.wait(lambda records: len(records) > 1 and records[1].payload['missing'], 1, 'a key'))
    await asyncio.sleep(0)
    await recorder.add(post(1, 'second'))
    with pytest.raises(KeyError):
        await failing


def test_members_and_channels_are_found_after_renames_and_additions() -> None:
    guild = default_guild(User(1, 'Muses', bot=True))
    games = guild.channel('games')
    assert guild.member('alice').name == 'alice' and guild.channel(games.id) is games
    games.name = 'tables'
    assert guild.channel('tables') is games
    with pytest.raises(LookupError):
        guild.channel('games')
    guild.member('bob').user = User(2, 'robert')
    assert guild.member('robert').id == guild.member(2).id == 2
    with pytest.raises(LookupError):
        guild.member('bob')
    thread = guild.add_channel('table-2', type=11, parent='tables')
    assert guild.channel('table-2') is thread and guild.holds(thread)
    assert not default_guild(User(1, 'Muses', bot=True)).holds(thread)
