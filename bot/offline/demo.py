"""`python -m bot demo DIR [--games N]` (or `--demo DIR`): whole games of one person against
the bot's AI players, one after another on one server, the person played by the same AI
through the real bot against the loopback Discord (no token, no network), then `/muses
leaderboard`. Each game is played in a thread of its own, as the bot does by default. Writes the
last game's record, the pictures the bot sent, a transcript of every payload with its audience and
the game's phase, and `channels.json`: every channel and thread of the server the bot posted in,
as it shows at the end. With `--after`, the person then does what a curious player does after a
game: presses Rematch once (the new lobby is cancelled), asks for `/muses review` and `/muses
replay` of the last game and steps the replay forward twice."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from engine import default_muse_table

from ..core.stored import GameStatus, StoredGame
from ..core.tutorial import STEPS
from ..hosting.app import build_bot
from ..hosting.settings import Settings
from ..play.timers import Timing
from .autoplay import AutoTable, pictured
from .loopback import CALLBACK, LoopbackDiscord, Record
from .loopback.interactions import walk_components

PLAYERS = ["alice", "bob", "dave", "olivia"]
DEFERRALS = (5, 6)  # callbacks that only say "wait": no payload a user sees


def phase_of(stored: StoredGame) -> tuple[int, str]:
    """(hand, phase) of a stored game as the transcript names them."""
    if stored.status is GameStatus.LOBBY or stored.game is None:
        return 0, "lobby"
    hand = len(stored.game.hands) - 1
    return hand, stored.game.hand.phase.value if stored.status is GameStatus.ACTIVE else "finished"


async def run_demo(out: Path, players: int = 2, seed: int = 1, hands: int = 1, scenario: str | None = None,
                   deny: tuple[str, ...] = (), level: str = "normal", locale: str = "en-US",
                   games: int = 1, after: bool = False) -> dict | None:
    """Play `games` games of one person and AI players of `level` into `out`, then show the
    leaderboard; returns the last record. With `deny` (permission names of discord.py), the
    channel denies the bot those: the demo shows the refusal, no game. `locale`: the Discord
    locale of the server and of the person (the bot's language)."""
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    marks: list[tuple[int, int, str]] = []  # (records sent before the change, hand, phase)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(token=None, db=str(Path(tmp) / "muses.sqlite3"), muse_table=default_muse_table())
        async with LoopbackDiscord(channel_messages=(50, 1.0), global_rate=(500, 1.0)) as loopback:  # machine speed
            loopback.guild.locale = locale
            for member in loopback.guild.members:
                member.user.locale = locale
            bot = build_bot(settings, rng=lambda game: random.Random(f"{seed}:{game}"), guild_ready_timeout=0.05,
                            timing=Timing(pace=0.2, channel_posts=(50, 1.0), requests=(500, 1.0), ai_ms=200),
                            observer=lambda stored: marks.append((len(loopback.records), *phase_of(stored))))
            async with loopback.running(bot):
                options = {"hands": hands, "ai": players - 1, "level": level,
                           **({"scenario": scenario} if scenario else {})}
                if deny:
                    await loopback.deny("games", *deny)
                    await (await loopback.slash("muses new", {"players": players, **options}, user=PLAYERS[0],
                                                channel="games")).response()
                    record = None
                else:
                    await _learn(loopback)
                    for _ in range(games):
                        table = AutoTable(loopback, "games", PLAYERS[:1], rng, level=level, locale=locale)
                        await table.open(players, **options)
                        await table.play_game()
                    export = await (await loopback.slash("muses export", user=PLAYERS[0], channel="games")).response()
                    record = json.loads(export.files[0].data)
                    await (await loopback.slash("muses leaderboard", user=PLAYERS[0], channel="games")).wait_edits(1)
                    if after:
                        assert table.game is not None, "a game was played"
                        await _after(loopback, table.game)
            if record is not None:
                (out / "record.json").write_text(json.dumps(record, indent=1) + "\n")
            _write_payloads(out, loopback, marks)
            _write_channels(out, loopback)
    return record


async def _learn(loopback: LoopbackDiscord) -> None:
    """The person first goes through `/muses learn` to its end (its offer of a game left unpressed:
    the demo's games follow)."""
    shown = (await (await loopback.slash("muses learn", user=PLAYERS[0], channel="games")).wait_edits(1))[0]
    for step in range(1, STEPS + 1):
        assert shown.message_id is not None, "each step is a message"
        shown = await (await loopback.click(shown.message_id, custom_id=f"muses:learn:{step}",
                                            user=PLAYERS[0])).response()


async def _after(loopback: LoopbackDiscord, game: int) -> None:
    """After game `game`, the person presses its result's Rematch once (the lobby it opens is then
    cancelled), asks for its review and its replay, and steps the replay's viewer forward twice."""
    person = PLAYERS[0]
    [result] = [m for m in loopback.channel_messages(_thread_of(loopback, game)) if _button(m, f"muses:rematch:{game}")]
    await (await loopback.click(result, custom_id=f"muses:rematch:{game}", user=person)).wait_edits(1)
    [lobby] = [m for m in loopback.channel_messages("games") if _button(m, "muses:lobby:cancel:")][-1:]
    cancel = _button(lobby, "muses:lobby:cancel:")
    assert cancel is not None
    await (await loopback.click(lobby, custom_id=cancel, user=person)).response()
    review = await loopback.slash("muses review", {"game": game}, user=person, channel="games")
    await pictured(review)
    replay = await loopback.slash("muses replay", {"game": game}, user=person, channel="games")
    [viewer] = await replay.wait_followups(1, timeout=60)
    for _ in range(2):
        assert viewer.message_id is not None, "the viewer is a message"
        viewer = await (await loopback.click(viewer.message_id, custom_id=_button(
            loopback.message(viewer.message_id) or {}, ":next") or "", user=person)).response()


def _thread_of(loopback: LoopbackDiscord, game: int) -> int:
    """The channel (a thread, as the demo plays) whose messages hold game `game`'s result."""
    return next(c.id for c in loopback.guild.channels if any(
        _button(m, f"muses:rematch:{game}") for m in loopback.channel_messages(c)))


def _button(message: dict, custom_id: str) -> str | None:
    """The custom id of the message's first button whose own holds `custom_id`."""
    return next((c["custom_id"] for c in walk_components(message.get("components", []))
                 if custom_id in c.get("custom_id", "")), None)


def _write_channels(out: Path, loopback: LoopbackDiscord) -> None:
    """`channels.json`: each channel and thread of the server that holds messages, as a person
    scrolling it sees it at the end: its messages oldest first, with their content, files and
    components as Discord returns them."""
    shown = []
    for channel in loopback.guild.channels:
        messages = loopback.channel_messages(channel)
        if messages:
            shown.append({"id": str(channel.id), "name": channel.name, "thread": channel.is_thread,
                          "parent": str(channel.parent_id) if channel.parent_id else None,
                          "messages": [{"content": m["content"], "files": [a["filename"] for a in m["attachments"]],
                                        "components": m["components"]} for m in messages]})
    (out / "channels.json").write_text(json.dumps(shown, indent=1, ensure_ascii=False) + "\n")


def _write_payloads(out: Path, loopback: LoopbackDiscord, marks: list[tuple[int, int, str]]) -> None:
    images = out / "images"
    images.mkdir(exist_ok=True)
    names = {m.id: m.name for m in loopback.guild.members}
    with (out / "transcript.jsonl").open("w") as transcript:
        for index, record in enumerate(loopback.records):
            if record.error_code is not None or (record.kind == CALLBACK and record.callback_type in DEFERRALS):
                continue
            hand, phase = next(((h, p) for i, h, p in reversed(marks) if i <= index), (0, "lobby"))
            files = []
            for f in record.files:
                files.append(f.filename)
                if f.filename.endswith(".png"):
                    (images / f"{index:04d}-{f.filename}").write_bytes(f.data)
                elif f.filename.endswith(".gif"):  # an animation, under its own name
                    (images / f.filename).write_bytes(f.data)
            user = _audience(loopback, record)
            line = {"audience": "public" if user is None else str(user),
                    "to": "everyone" if user is None else names.get(user, "everyone"),
                    "hand": hand, "phase": phase, "kind": record.kind, "content": record.content,
                    "embeds": record.embeds, "components": record.components, "files": files}
            if record.choices is not None:
                line["choices"] = record.choices
            transcript.write(json.dumps(line) + "\n")


def _audience(loopback: LoopbackDiscord, record: Record) -> int | None:
    """The user a payload went to, or None for a public one."""
    if record.dm_user_id is not None:
        return record.dm_user_id
    if record.interaction_id is None:
        return None
    handle = loopback.interactions.get(record.interaction_id)
    if handle is not None and (record.ephemeral or record.callback_type == 8):
        return int(handle.payload["member"]["user"]["id"])
    return None
