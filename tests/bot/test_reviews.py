"""`/muses review`: the AI's review of a finished game, its progress shown while it is made, then
stored and drawn again from the store."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import pytest

from bot.core.stored import GameStatus, Seat, TableOptions
from bot.hosting.thinking import Thinker
from bot.offline.autoplay import pictured
from bot.offline.loopback import MESSAGE
from bot.storage.db import open_db
from bot.storage.store import GameStore
from engine import game_from_record
from engine.ai import review as reviewing
from engine.ai.review import review
from support import DATA

RECORD = json.loads((DATA / "records" / "2p-one-hand.json").read_text())  # 14 steps of the dance
BUDGET = 50
"""The review's search, kept small in tests."""


class NoReviews:
    """A reviewer that must not be asked: the review is in the store."""

    def __init__(self, version: str):
        self.review_version = version

    async def review(self, game, record, asker, progress):
        raise AssertionError("a stored review was made again")


class Late:
    """A reviewer that takes longer than an interaction's token lives (the loopback's clock skips 16 minutes)."""

    def __init__(self, thinker, loopback):
        self.thinker, self.loopback = thinker, loopback
        self.review_version = thinker.review_version

    async def review(self, game, record, asker, progress):
        self.loopback.clock.advance(16 * 60)
        return await self.thinker.review(game, record, asker, progress)


async def test_a_review_is_stored_once_per_version_and_read_back_as_made(database):
    made = review(RECORD, BUDGET)
    game = game_from_record(RECORD)
    store = GameStore(await open_db(database))
    try:
        stored = await store.create(1, 2, Seat(10, "alice"), TableOptions())
        stored = replace(stored, game=game, status=GameStatus.FINISHED)
        assert await store.review(stored, made.version) is None
        await store.keep_review(stored.id, made)
        await store.keep_review(stored.id, replace(made, decisions=()))  # the same version again: dropped
        assert await store.review(stored, made.version) == made
        assert await store.review(stored, "another") is None
    finally:
        await store.close()


async def test_the_review_in_parts_is_the_engines():
    """The parts the workers judge one at a time make the review `engine.ai.review` makes at once."""
    seen = []

    async def progress(done, total):
        seen.append((done, total))

    thinker = Thinker(0, review_budget=BUDGET)
    assert await thinker.review(7, RECORD, 1, progress) == review(RECORD, BUDGET)
    assert seen == [(0, 14), (4, 14), (8, 14), (12, 14), (14, 14)]


async def test_two_askers_at_once_share_one_review_and_its_progress(monkeypatch):
    """The second asker of a game under review waits for that review (not one of its own), sees
    its progress, and gets it; the first's progress goes on when the second's fails."""
    parts = []
    judged = reviewing.judged
    monkeypatch.setattr(reviewing, "judged", lambda record, start, *rest: parts.append(start) or judged(record, start,
                                                                                                       *rest))
    seen, failed = [], []

    async def progress(done, total):
        seen.append(done)

    async def broken(done, total):
        failed.append(done)
        raise RuntimeError("the second asker's answer is gone")

    thinker = Thinker(0, review_budget=BUDGET)
    try:
        first, second = await asyncio.gather(thinker.review(7, RECORD, 1, progress),
                                             thinker.review(7, RECORD, 2, broken))
        assert second is first and parts == [0, 4, 8, 12]
        assert seen == [0, 4, 8, 12, 14] and failed == [0]
        await thinker.review(7, RECORD, 1, progress)  # asked again once made: made again (the store keeps it)
        assert parts == [0, 4, 8, 12] * 2
    finally:
        thinker.close()


@pytest.mark.slow(seconds=12)
async def test_a_review_shows_its_progress_then_comes_from_the_store(loopback, make_bot):
    game = game_from_record(RECORD)
    first = Seat.for_ai("easy", ())
    seats = (first, Seat.for_ai("hard", (first,)))
    guild, channel = loopback.guild.id, loopback.channel("games").id
    async with loopback.running(make_bot(review_budget=BUDGET)) as bot:
        stored = await bot.store.create(guild, channel, Seat(loopback.member("alice").id, "alice"), TableOptions())
        stored = await bot.store.save(replace(stored, seats=seats, game=game, status=GameStatus.FINISHED))
        old = review(RECORD, BUDGET)
        await bot.store.keep_review(stored.id, replace(old, version="an older AI", results=(0.0, 0.0)))
        pages = [f"review-{stored.id}-{k}.png" for k in (1, 2, 3)]  # the chart, then each AI seat's turning points
        asked = await loopback.slash("muses review", user="bob", channel="games")  # the older review is made again
        done = await pictured(asked, timeout=30)
        [progress, *_] = await asked.wait_edits(2)  # more progress in between on a slow machine
        assert progress.ephemeral and progress.content == f"Reviewing game #{stored.id}: 0 of 14 moves…"
        assert done.ephemeral and done.filenames == pages and done.content.startswith(f"Game #{stored.id} reviewed")
        assert "lost 5% of win chance or more" in done.content
        assert await bot.store.review(stored, bot.reviewer.review_version) == old

        thinker = bot.reviewer
        bot.reviewer = NoReviews(thinker.review_version)
        [again] = await (await loopback.slash("muses review", user="bob", channel="games")).wait_edits(1)
        assert again.filenames == pages and again.content == done.content

        bot.reviewer = Late(thinker, loopback)  # a review longer than the asker's token lives: posted in its channel
        later = await bot.store.create(guild, loopback.channel("table-1").id, seats[0], TableOptions())
        await bot.store.save(replace(later, seats=seats, game=game, status=GameStatus.FINISHED))
        await loopback.slash("muses review", {"game": later.id}, user="bob", channel="games")
        posted = await loopback.wait_for_record(lambda r: r.kind == MESSAGE and r.channel_id == later.channel,
                                                timeout=30)  # a whole review, as the first
        assert posted.filenames == [f"review-{later.id}-{k}.png" for k in (1, 2, 3)]
        assert posted.content.endswith("took longer than an answer may wait: it is posted here.")

        playing = await bot.store.create(guild, loopback.channel("general").id, seats[0], TableOptions())
        in_play = game_from_record(json.loads((DATA / "records" / "2p-in-progress.json").read_text()))
        await bot.store.save(replace(playing, seats=seats, game=in_play, status=GameStatus.ACTIVE))
        refused = await (await loopback.slash("muses review", {"game": playing.id}, user="bob",
                                              channel="games")).response()
        assert refused.ephemeral
        assert refused.content == f"Game #{playing.id} is not over: its review comes once it has a result."
