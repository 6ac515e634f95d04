"""The order in which calls wait for a worker: a live game's first, then one per asking user in turn."""

from bot.hosting.fair import FairQueue


def test_live_calls_come_first_and_askers_take_turns_however_many_each_sent():
    queue: FairQueue[str] = FairQueue()
    for item, asker in [("spam-1", 7), ("spam-2", 7), ("spam-3", 7), ("board-1", None), ("hint", 8),
                        ("legend", 9), ("ai-turn", None), ("spam-4", 7)]:
        queue.put(item, asker)
    assert queue.pop(asked=False) == ("board-1", None)
    order = [queue.pop() for _ in range(7)]
    assert [item for item, _ in order] == ["ai-turn", "spam-1", "hint", "legend", "spam-2", "spam-3", "spam-4"]
    assert queue.pop() is None


def test_each_kind_waits_while_its_workers_are_busy_without_holding_up_the_other():
    queue: FairQueue[str] = FairQueue()
    queue.put("hint", 8)
    assert queue.pop(asked=False) is None
    queue.put("board", None)
    assert queue.pop(live=False) == ("hint", 8)
    assert queue.pop(asked=False) == ("board", None)
