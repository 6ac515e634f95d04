"""`python -m bot demo DIR`: a whole game with no token and no network, written to DIR."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys

import pytest
from discord.utils import escape_markdown

from bot.hosting.settings import Settings
from bot.offline.loopback.world import NICKS
from bot.storage.migrations import MIGRATIONS
from engine import game_from_record
from support import ROOT


@pytest.mark.slow
def test_the_demo_writes_record_images_and_transcript(tmp_path):
    out = tmp_path / "demo"
    done = subprocess.run([sys.executable, "-m", "bot", "demo", str(out), "--players", "3", "--seed", "5"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    record = json.loads((out / "record.json").read_text())
    game = game_from_record(record)
    assert game.is_over and record["players"] == [NICKS["alice"], "AI (normal)", "AI 2 (normal)"]
    lines = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    assert {"audience", "hand", "phase", "content", "embeds", "components", "files"} <= set(lines[0])
    assert [line["phase"] for line in lines][0] == "lobby" and lines[-1]["phase"] == "finished"
    assert {line["phase"] for line in lines} == {"lobby", "placing", "dancing", "finished"}
    assert {line["audience"] for line in lines} - {"public"}  # DMs and ephemeral answers went to user ids
    sent = {f for line in lines for f in line["files"] if f.endswith(".png")}
    assert sent == {p.name.split("-", 1)[1] for p in (out / "images").iterdir()}
    assert any(name.startswith("score-") for name in sent) and any(name.startswith("hand-") for name in sent)
    previews = [line for line in lines if any(f.startswith("preview-") for f in line["files"])]
    assert previews and all(line["to"] == "alice" for line in previews)  # her moves, before each Confirm


@pytest.mark.slow
def test_the_demo_plays_in_the_language_asked(tmp_path):
    """(As `--demo DIR`, what `demo DIR` was called before there were commands: scripts still use it.)"""
    out = tmp_path / "demo-it"
    done = subprocess.run([sys.executable, "-m", "bot", "--demo", str(out), "--locale", "it", "--seed", "3"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    learning, lobby = lines[0], next(line for line in lines if not line["content"].startswith("-# Tutorial"))
    assert "Benvenuto" in learning["content"]  # the person goes through `/muses learn` first, in Italian
    assert "cerca giocatori" in lobby["content"] and "IA (normale)" in lobby["content"]
    labels = {c.get("label") for line in lines for row in line["components"] for c in row["components"]}
    assert {"Gioca il mio turno", "La mia mano", "Regole", "Conferma"} <= labels
    assert any("è finita" in (line["content"] or "") and "Soli:" in line["content"] for line in lines)


@pytest.mark.slow
def test_the_demo_shows_a_refusal_where_the_bot_lacks_a_permission(tmp_path):
    out = tmp_path / "denied"
    done = subprocess.run([sys.executable, "-m", "bot", "demo", str(out), "--deny", "attach_files"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "no game could start" in done.stdout
    lines = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    [refusal] = lines
    assert refusal["to"] == "alice" and "I am missing Attach Files" in refusal["content"]
    assert not (out / "record.json").exists()


def test_running_without_a_token_says_what_to_do(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                          env={**env, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and "DISCORD_TOKEN" in done.stderr and "python -m bot demo DIR" in done.stderr


def test_settings_come_from_the_env_file(tmp_path, monkeypatch):
    # The .env file is loaded into the environment: a copy of it, for this test only.
    monkeypatch.setattr(os, "environ", {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD", "MUSES"))})
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=abc\nMUSES_DB=games.sqlite3\n")
    settings = Settings.from_env(env)
    assert (settings.token, settings.db, settings.render_processes) == ("abc", "games.sqlite3", 1)
    assert settings.ai_processes == 1
    monkeypatch.setenv("MUSES_RENDER_PROCESSES", "0")
    monkeypatch.setenv("MUSES_AI_PROCESSES", "2")
    assert (Settings.from_env(None).render_processes, Settings.from_env(None).ai_processes) == (0, 2)


def test_a_database_of_a_newer_bot_is_refused_before_connecting(tmp_path):
    db = sqlite3.connect(tmp_path / "newer.sqlite3")
    db.executescript("CREATE TABLE schema_version (version INTEGER NOT NULL); "
                     "INSERT INTO schema_version (version) VALUES (99);")
    db.close()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "abc",
           "MUSES_DB": "newer.sqlite3"}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                          env=env)
    assert done.returncode == 2
    assert f"has schema version 99, newer than this bot's {len(MIGRATIONS)}" in done.stderr
    db = sqlite3.connect(tmp_path / "newer.sqlite3")
    assert db.execute("SELECT version FROM schema_version").fetchall() == [(99,)]  # left untouched
    assert db.execute("SELECT name FROM sqlite_master WHERE name = 'games'").fetchall() == []


def test_a_bad_setting_is_refused_with_its_name(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "abc",
           "MUSES_RENDER_PROCESSES": "two"}
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                          env=env)
    assert done.returncode == 2 and "MUSES_RENDER_PROCESSES" in done.stderr


@pytest.mark.slow(seconds=12)
def test_the_demo_plays_games_in_a_row_and_ends_with_the_leaderboard(tmp_path):
    out = tmp_path / "season"
    done = subprocess.run([sys.executable, "-m", "bot", "demo", str(out), "--games", "3", "--level", "easy",
                           "--seed", "2"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in (out / "transcript.jsonl").read_text().splitlines()]
    channels = json.loads((out / "channels.json").read_text())
    games, *threads = channels  # three games, one after another in threads of the same channel
    assert [c["thread"] for c in channels] == [False, True, True, True]
    assert all(t["parent"] == games["id"] and "is over:" in t["messages"][-1]["content"] for t in threads)
    assert all("\nRatings: " in t["messages"][-1]["content"] for t in threads)  # each result: the ratings it moved
    assert sum("is over:" in m["content"] for m in games["messages"]) == 3  # and one line each in the channel
    # games over: no live controls left but the Rematch button of each result
    assert all(m["components"] == [] for t in threads for m in t["messages"][:-1])
    assert [[c["custom_id"] for row in t["messages"][-1]["components"] for c in row["components"]]
            for t in threads] == [[f"muses:rematch:{game}"] for game in (1, 2, 3)]
    last = [line for line in lines if line["audience"] == "public"][-1]
    assert last["content"].startswith("**Leaderboard — Muses Hall**") and last["files"] == ["leaderboard.png"]
    rows = last["content"].splitlines()[1:-1]  # under them, how the rating moves
    ranked = [row.split(" — ")[0].split(". ", 1)[1] for row in rows]
    assert sorted(ranked) == ["AI (easy)", escape_markdown(NICKS["alice"])]
    assert all("3 games" in row for row in rows)
    assert any(p.name.endswith("leaderboard.png") for p in (out / "images").iterdir())
