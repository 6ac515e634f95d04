"""`python -m bot soak`: its judgement of growth, on samples made up for it (the run itself takes minutes)."""

from __future__ import annotations

import pytest

from bot.offline.loopback import payloads
from bot.offline.loopback.ids import snowflake
from bot.offline.loopback.records import Record, RecordedFile, Recorder
from bot.offline.soak import BUDGETS, MIN_JUDGED, Sample, exceeded, slope_per_hour, slopes


def _life(life: int, minutes: range, rss=lambda m: 100.0, fds=lambda m: 30, tasks=lambda m: 20) -> list[Sample]:
    return [Sample(at=m * 60.0, life=life, age=m * 60.0, rss_mb=rss(m), workers_rss_mb=150.0, fds=fds(m),
                   tasks=tasks(m), workers=3, db_mb=1.0, games=m) for m in minutes]


def test_the_slope_is_least_squares_per_hour():
    assert slope_per_hour([(0.0, 10.0), (1800.0, 15.0), (3600.0, 20.0)]) == pytest.approx(10.0)
    assert slope_per_hour([(0.0, 1.0), (60.0, 3.0), (120.0, 1.0), (180.0, 3.0)]) == pytest.approx(24.0)  # the ends: 40
    assert slope_per_hour([(5.0, 7.0)]) == 0.0


def test_growth_counts_only_after_each_lifes_warmup_and_the_steepest_life_is_reported():
    """A process that grows while it starts, then stays flat, is within budget; one leaking a
    task a minute in its later life is not, though the first life stayed flat."""
    warming = _life(0, range(0, 15), rss=lambda m: 60.0 + 10 * min(m, 5))
    found = slopes(warming, warmup=300.0)
    assert found["rss_mb"] == 0.0 and exceeded(found, 10.0) == []
    leaking = _life(1, range(0, 12), tasks=lambda m: 20 + m)
    found = slopes(warming + leaking, warmup=300.0)
    assert found["tasks"] == pytest.approx(60.0) and found["rss_mb"] == 0.0
    assert exceeded(found, 10.0) == [f"tasks grew 60.0/h (budget {BUDGETS['tasks']}/h)"]


def test_a_life_too_short_to_judge_is_not_judged():
    short = _life(0, range(0, 5 + MIN_JUDGED - 1), fds=lambda m: 30 + 5 * m)
    assert slopes(short, warmup=300.0)["fds"] == 0.0


def test_the_database_growth_per_game_has_its_budget():
    assert exceeded(dict.fromkeys(BUDGETS, 0.0), 1000.0) == ["the database grew 1000.0 KiB per game (budget 64.0 KiB)"]


async def test_a_long_run_forgets_the_pictures_it_was_sent_but_keeps_their_names(loopback):
    """The loopback keeps every upload for its CDN: the soak drops their data, else a half-hour
    run's harness grew to gigabytes."""
    user = loopback.member("alice").user
    blank = payloads.message(snowflake(), loopback.channel("games"), loopback.guild, user)
    picture = RecordedFile("board-1.png", b"\x89PNG" * 1000, "image/png", 0)
    message = loopback.messages.create(blank, {"content": "a board"}, [picture])
    attachment = int(message["attachments"][0]["id"])
    loopback.messages.forget([picture])
    kept = loopback.messages.file(attachment)
    assert kept is not None and kept.filename == "board-1.png" and kept.data == b""


async def test_a_long_run_forgets_old_records_and_keeps_the_last_minutes():
    recorder = Recorder()
    old, new = (Record("message", "POST", {}, channel_id=1, timestamp=t) for t in (100.0, 200.0))
    for record in (old, new):
        await recorder.add(record)
    assert recorder.forget(150.0) == [old]
    assert recorder.records == [new] and recorder.by_channel == {1: [new]}
