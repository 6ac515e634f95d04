"""The web table without a server: a viewer's frame is made from their view alone; its settings."""

from __future__ import annotations

import os
import random
from dataclasses import replace

import pytest

from bot.core.stored import GameStatus, Seat, StoredGame, TableOptions
from bot.hosting.settings import Settings, SettingsError
from bot.web.live import Live
from bot.web.viewers import Frames
from engine import GODS, Options, game_from_record, game_to_record
from engine.bench import playout
from engine.language import language
from engine.phases import Phase
from support.privacy import look_alikes, viewer


def dancing_games(n: int, seed: int):
    """Games of 2 to 4 players with every tile, cut in their dance (face-down Muses on the table)."""
    rng = random.Random(seed)
    for i in range(n):
        players = 2 + i % 3
        record = game_to_record(playout(players, Options(interventions=GODS), rng))
        actions = record["hands"][0]["actions"]
        placed = sum("place" in a for a in actions)
        record["hands"][0]["actions"] = actions[:placed + rng.randrange(1, len(actions) - placed)]
        yield game_from_record(record), rng


def stored(game) -> StoredGame:
    players = len(game.players)
    seats = tuple(Seat(1000 + s, f"player {s}") for s in range(players))
    return StoredGame(7, 1, 2, GameStatus.ACTIVE, 1000, TableOptions(players=players), seats, game=game, version=30)


@pytest.mark.parametrize("seat", [None, "to move", "another"])
def test_a_viewers_frame_is_the_same_whatever_they_cannot_know(seat):
    """A spectator's frame when two face-down identities swap, a seat's when two identities it
    cannot know swap: the same text."""
    checked = 0
    for game, rng in dancing_games(6, 11):
        hand = game.hand
        assert hand.phase is Phase.DANCE and hand.hidden
        who = viewer(game, seat)
        alike, unseen = look_alikes(game, who, rng)
        frames = {Frames(stored(other)).position(who, language("de")) for other in alike}
        assert frames == {Frames(stored(game)).position(who, language("de"))}
        checked += unseen > 1
    assert checked >= 4


def test_the_pages_of_a_game_share_the_frames_of_its_newest_version():
    """Many pages opening a game at once (each hello) and the pages told of a new version cost
    one frame per viewer kind and language: the frames are the watched game's own."""
    game, _ = next(dancing_games(1, 3))
    now, newer = stored(game), replace(stored(game), version=31)
    live = Live(reread=None)  # type: ignore[arg-type]  # nothing is read again here
    page = type("Page", (), {"user": 1000})()  # the registry looks at its user only
    assert live.frames(now) is not live.frames(now)  # no page watches it: its own
    live.watch(now.id, page)  # type: ignore[arg-type]
    shared = live.frames(now)
    assert live.frames(now) is shared
    assert shared.position(0, language("it")) is live.frames(now).position(0, language("it"))
    assert live.frames(newer) is live.frames(newer) is not shared
    assert live.frames(now) is not live.frames(now)  # an older version than the newest: its own
    live.unwatch(now.id, page)  # type: ignore[arg-type]
    assert live.frames(newer) is not live.frames(newer)


def test_the_web_settings_come_from_the_environment_and_a_wrong_one_is_refused(monkeypatch):
    monkeypatch.setattr(os, "environ", {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD", "MUSES"))})
    assert Settings.from_env(None).web is None  # off unless set
    monkeypatch.setenv("MUSES_WEB", "127.0.0.1:8080")
    with pytest.raises(SettingsError, match="DISCORD_CLIENT_SECRET"):
        Settings.from_env(None)
    monkeypatch.setenv("DISCORD_CLIENT_SECRET", "s3cret")
    monkeypatch.setenv("MUSES_WEB_URL", "https://muses.example/table")
    settings = Settings.from_env(None)
    assert (settings.web, settings.web_url, settings.client_secret) == (
        ("127.0.0.1", 8080), "https://muses.example/table/", "s3cret")
    for name, bad in (("MUSES_WEB", "8080"), ("MUSES_WEB", "host:port"), ("MUSES_WEB_URL", "muses.example")):
        monkeypatch.setenv(name, bad)
        with pytest.raises(SettingsError, match=name):
            Settings.from_env(None)
        monkeypatch.setenv(name, {"MUSES_WEB": "127.0.0.1:8080", "MUSES_WEB_URL": "https://muses.example/"}[name])
