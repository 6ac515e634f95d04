"""`python -m engine arena`: fair matches, their summary, and outside players over the protocol."""

from __future__ import annotations

import io
import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from engine.ai import report as report_module
from engine.ai.arena import Match, check, patterns, run, seat_specs, wilson
from support import ROOT

KEYS = {"games", "wins_a", "wins_b", "shared", "win_rate_a", "ci95", "faults_a", "faults_b", "decision_ms"}


def test_every_seat_pattern_gives_each_side_the_same_seats_over_a_cycle():
    for players in (2, 3, 4):
        cycle = patterns(players)
        for seat in range(players):
            assert sum(p[seat] for p in cycle) * 2 == len(cycle)
    assert [p for p in patterns(4)] == [(True, False, True, False), (False, True, False, True)]


def test_the_wilson_interval_holds_the_rate():
    low, high = wilson(45, 50)
    assert low < 0.9 < high and high < 1


def test_a_match_between_levels_prints_progress_then_its_summary():
    out = io.StringIO()
    summary = run(Match("easy", "random", 2, seed=1, tiles="some"), 4, jobs=1, out=out)
    assert KEYS <= summary.keys()
    assert summary["wins_a"] + summary["wins_b"] + summary["shared"] == 4
    assert summary["faults_a"] == summary["faults_b"] == 0
    assert set(summary["decision_ms"]["a"]) == {"p50", "p95", "max"}
    assert "4/4 games" in out.getvalue()


def test_a_three_player_match_gives_the_rate_for_each_part_of_the_companies_a_held():
    summary = run(Match("normal", "easy", 3, seed=4), 6, jobs=1, out=io.StringIO())
    parts = summary["by_part_a"]
    assert [(p["companies_a"], p["part_a"], p["games"]) for p in parts] == [(1, 0.3333, 3), (2, 0.6667, 3)]
    wins = {p["companies_a"]: p["win_rate_a"] * p["games"] for p in parts}
    assert summary["win_rate_a"] == round((wins[1] + wins[2]) / 6, 4)
    assert summary["seat_win_share_a"] == round((3 * wins[1] + 1.5 * wins[2]) / 6, 4)  # 1: as strong as B


def test_an_outside_program_plays_over_the_protocol_and_a_broken_one_forfeits():
    agent = f"cmd:{sys.executable} -m engine agent --level easy"
    summary = run(Match(agent, "random", 3, seed=2), 2, jobs=1, out=io.StringIO())
    assert summary["faults_a"] == 0 and summary["games"] == 2
    broken = f"cmd:{sys.executable} -c \"print('{{}}')\""
    summary = run(Match("random", broken, 2, seed=3), 2, jobs=1, out=io.StringIO())
    assert summary["faults_b"] == 2 and summary["wins_a"] == 2


@pytest.mark.slow
def test_side_b_may_be_given_its_own_time_cap_and_a_level_played_here_reports_its_cpu_time():
    """`--ms-b`: side B's programs are sent B's cap, side A's the match's (`--ms`). A program that
    plays only when sent 5000 ms forfeits as side A and plays as side B. CPU ms a move is given
    for a level played in the arena's processes, not for a program."""
    code = ("import json, sys\nfrom engine.ai.agent import answer\nfor line in sys.stdin:\n"
            "    r = json.loads(line)\n    ok = 'record' not in r or r.get('ms') == 5000\n"
            "    print(json.dumps(answer(line, 'easy', 0, None) if ok else {'error': 'not my cap'}), flush=True)")
    program = "cmd:" + shlex.join([sys.executable, "-c", code])
    summary = run(Match(program, "random", 2, seed=5, ms=300, ms_b=5000), 1, jobs=1, out=io.StringIO())
    assert summary["faults_a"] == 1
    summary = run(Match("random", program, 2, seed=5, ms=300, ms_b=5000), 1, jobs=1, out=io.StringIO())
    assert summary["faults_a"] == summary["faults_b"] == 0
    assert summary["decision_cpu_ms"]["a"]["p50"] is not None and summary["decision_cpu_ms"]["b"]["p50"] is None


@pytest.mark.slow
def test_the_command_line_prints_json_last():
    out = subprocess.run([sys.executable, "-m", "engine", "arena", "--a", "normal", "--b", "random", "--games", "2",
                          "--players", "4", "--seed", "5", "--hands", "2"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    summary = json.loads(out.stdout.splitlines()[-1])
    assert KEYS <= summary.keys() and summary["games"] == 2


def test_a_hand_that_will_not_end_is_stopped_and_counted_as_shared_and_unfinished():
    summary = run(Match("easy", "easy", 2, seed=1, hand_limit=10), 2, jobs=1, out=io.StringIO())
    assert summary["unfinished"] == 2 and summary["shared"] == 2


def test_a_side_of_several_levels_plays_them_in_its_seats_in_seat_order():
    match = Match("hard,normal", "easy", 4, seed=1)
    assert [seat_specs(match, p) for p in patterns(4)] == [["hard", "easy", "normal", "easy"],
                                                          ["easy", "hard", "easy", "normal"]]
    three = Match("hard", "easy,random", 3, seed=1, part=1)
    assert seat_specs(three, (False, True, False)) == ["easy", "hard", "random"]


@pytest.mark.parametrize("a, b, players, part", [
    ("easy,normal", "random", 2, None), ("easy", "random,easy", 3, None), ("easy", "random,easy,easy", 4, None),
    ("easy,nobody", "random", 4, None), ("easy", "random", 4, 1)])
def test_a_side_that_does_not_give_one_level_per_seat_is_refused(a, b, players, part):
    with pytest.raises(ValueError):
        check(Match(a, b, players, seed=1, part=part))


def test_the_report_prints_a_row_for_each_pairing_with_and_without_tiles_with_its_equal_share(monkeypatch):
    monkeypatch.setattr(report_module, "PAIRINGS", [("easy", "random,easy", 3, 1)])
    out = io.StringIO()
    summary = report_module.report(1, jobs=1, out=out)
    lines = out.getvalue().splitlines()
    assert lines[0] == report_module.COLUMNS and len(lines) == 3
    assert [p["tiles"] for p in summary["pairings"]] == ["none", "some"]
    for line, pairing in zip(lines[1:], summary["pairings"]):
        assert [(p["companies_a"], p["games"]) for p in pairing["by_part_a"]] == [(1, 1)]  # A holds one seat of three
        low, high = pairing["ci95"]
        assert line.split()[:3] == ["3", "easy", "random,easy"]
        assert f"{pairing['win_rate_a']:.3f}  [{low:.3f}, {high:.3f}]   0.33" in line


def test_a_frozen_player_plays_from_the_folder_its_commit_is_built_in(tmp_path, monkeypatch):
    """`frozen:REV` asks `.ci/frozen` for REV's folder and runs its agent there. Building a commit
    compiles it (minutes), so the cache here holds HEAD already built: its folder links this tree's
    engine and virtual environment, as a build would hold REV's own."""
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=True).stdout.strip()
    folder = tmp_path / commit
    folder.mkdir()
    (folder / "engine").symlink_to(ROOT / "engine")
    (folder / ".venv").symlink_to(Path(sys.prefix))
    (folder / ".frozen-built").write_text(commit + "\n")
    monkeypatch.setenv("MUSES_FROZEN", str(tmp_path))
    # a small cap: the hard player's cap counts CPU time, and a busy machine's wall clock runs on
    summary = run(Match("normal", "frozen:HEAD", 2, seed=2, ms=20), 2, jobs=1, out=io.StringIO())
    assert summary["faults_a"] == summary["faults_b"] == 0 and summary["games"] == 2
    assert summary["decision_ms"]["b"]["max"] < 1000  # its start-up is not counted against its time
    with pytest.raises(ValueError, match="cannot build"):
        run(Match("hard", "frozen:no-such-commit", 2, seed=2), 2, jobs=1, out=io.StringIO())
