"""The bench's figures read together: requests per action by kind, runs of one tree pooled, and the
capacity's steps (stopping at the first whose p95 is over 150 ms)."""

from __future__ import annotations

from collections import Counter

from bot.offline.bench import requests_per_action
from bot.offline.beside import _ours, capacity, pooled

STRIP = "PATCH /channels/{channel}/messages/{message}"
FOLLOWUP = "POST /webhooks/{app}/{token}"


def test_requests_per_action_tell_the_global_limit_from_interaction_endpoints():
    counted = requests_per_action(Counter({(STRIP, False): 10, (FOLLOWUP, True): 20, ("POST /x", False): 5}), 10)
    assert counted["requests_per_action"] == {"person": {"global": 1.5, "interaction": 2.0}}
    assert counted["requests_per_action_by_route"] == {
        f"{FOLLOWUP} (interaction)": 2.0, f"{STRIP} (global)": 1.0, "POST /x (global)": 0.5}


def test_runs_of_one_tree_pool_their_cpu_over_all_actions():
    runs = [{"actions": 100, "cpu_ms_per_action": 10.0, "p50_ms": 10, "p95_ms": 50, "max_ms": 90},
            {"actions": 300, "cpu_ms_per_action": 20.0, "p50_ms": 30, "p95_ms": 70, "max_ms": 100}]
    assert pooled(runs) == {"actions": 400, "cpu_ms_per_action": 17.5, "p50_ms": 20, "p95_ms": 60, "max_ms": 95}


async def test_capacity_steps_until_the_p95_is_over_150_ms(capsys):
    p95 = {25: 40.0, 50: 90.0, 100: 151.0, 150: 100.0}
    asked = []

    async def bench(games: int) -> dict:
        asked.append(games)
        return {"games": games, "p95_ms": p95[games], "p50_ms": 1.0, "cpu_ms_per_action": 5.0,
                "actions_per_s": 20.0, "cores_used": 0.1, "other_cores": 0.0}

    result = await capacity(bench, (25, 50, 100, 150))
    assert asked == [25, 50, 100] and result["games_at_p95_150"] == 50
    assert '"games_at_p95_150": 50' in capsys.readouterr().out


async def test_a_bench_that_timed_out_is_run_again_and_its_failures_counted():
    tries = []

    async def ours() -> dict:
        tries.append(1)
        if len(tries) == 1:
            raise TimeoutError("no 1 callback(s) within 5.0s")
        return {"actions": 10}

    assert await _ours(ours) == {"actions": 10, "failed_runs": 1}
